"""The online client is a package of small modules (one per activity) without import circles."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "client" / "online"
MAX_LINES = 400


def module_name(path: Path) -> str:
    return "client.online" if path.stem == "__init__" else f"client.online.{path.stem}"


def imported(path: Path) -> set[str]:
    """The modules of the package that ``path`` imports (its ``__init__`` as
    ``client.online``), whether at run time or for type checking only."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative: from the package itself
                base = "client.online" + (f".{base}" if base else "")
            for alias in node.names:
                submodule = base == "client.online" and (PACKAGE / f"{alias.name}.py").exists()
                found.add(f"{base}.{alias.name}" if submodule else base)
    return {name for name in found if name == "client.online" or name.startswith("client.online.")}


def graph() -> dict[str, set[str]]:
    return {module_name(path): imported(path) for path in sorted(PACKAGE.glob("*.py"))}


def circle(imports: dict[str, set[str]]) -> list[str] | None:
    """A chain of imports that comes back to where it started, or None."""
    done: set[str] = set()

    def visit(module: str, chain: list[str]) -> list[str] | None:
        if module in chain:
            return [*chain[chain.index(module):], module]
        if module in done:
            return None
        for target in sorted(imports.get(module, ())):
            found = visit(target, [*chain, module])
            if found:
                return found
        done.add(module)
        return None

    for module in imports:
        found = visit(module, [])
        if found:
            return found
    return None


def test_every_module_of_the_online_client_is_short() -> None:
    lengths = {path.name: len(path.read_text(encoding="utf-8").splitlines())
               for path in PACKAGE.glob("*.py")}  # fmt: skip
    assert len(lengths) > 5
    assert {name: n for name, n in lengths.items() if n > MAX_LINES} == {}


def test_the_online_client_has_no_import_circle() -> None:
    imports = graph()
    assert "client.online.session" in imports["client.online.table"]
    assert circle(imports) is None
    assert not [name for name, targets in imports.items() if "client.online" in targets]


def test_a_circle_is_found() -> None:
    assert circle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert circle({"a": {"b"}, "b": set(), "c": {"a", "b"}}) is None
