"""The shape of the code: no import circle anywhere in the product, short modules, no class
that is several ideas (the engine's rules aside)."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("engine", "net", "ui", "client")
MAX_MODULE_LINES = 650
LONG_MODULES = {"engine/helsinki/game.py", "net/messages.py"}
"""The rules of the game and the catalogue of message types: one idea each, however long."""
MAX_ACTIVITY_LINES = 400
"""A module of the online client: one activity each."""
MAX_CLASS_LINES = 500
MAX_METHODS = 45
LARGE_CLASSES = {"engine.helsinki.game.Game"}


def modules() -> dict[str, Path]:
    """Every module of the product by its dotted name (a package by its own name)."""
    found = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            parts = path.relative_to(ROOT).with_suffix("").parts
            name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
            found[name] = path
    return found


def _type_checking_only(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imports(tree: ast.AST) -> Iterator[ast.Import | ast.ImportFrom]:
    """The imports that run: at the top and inside functions, not under ``if TYPE_CHECKING``."""
    if isinstance(tree, ast.If) and _type_checking_only(tree):
        for branch in tree.orelse:
            yield from _imports(branch)
        return
    if isinstance(tree, ast.Import | ast.ImportFrom):
        yield tree
    for child in ast.iter_child_nodes(tree):
        yield from _imports(child)


def imported(name: str, path: Path, known: set[str]) -> set[str]:
    """The product's modules that module ``name`` imports at run time, leaving out the
    packages it is part of (a submodule may use its own package's ``__init__``)."""
    package = name if path.stem == "__init__" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in _imports(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        else:
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in known else base
                       for a in node.names]  # fmt: skip
        found.update(t for t in targets if t in known)
    own = {".".join(name.split(".")[:i]) for i in range(1, name.count(".") + 1)}
    return found - own - {name}


def graph() -> dict[str, set[str]]:
    found = modules()
    known = set(found)
    return {name: imported(name, path, known) for name, path in found.items()}


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

    for module in sorted(imports):
        found = visit(module, [])
        if found:
            return found
    return None


def test_a_circle_is_found() -> None:
    assert circle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert circle({"a": {"b"}, "b": set(), "c": {"a", "b"}}) is None


def test_the_product_has_no_import_circle() -> None:
    imports = graph()
    assert "engine.helsinki.game" in imports["engine.helsinki.position"]  # (the graph sees imports)
    assert "net.lockstep.moves" in imports["net.lockstep.settlement"]
    assert circle(imports) is None


def test_dependencies_point_one_way() -> None:
    """client -> ui, net -> engine: the engine imports nothing of the others, net and ui
    nothing of each other or of the client."""
    allowed = {"engine": {"engine"}, "net": {"engine", "net"}, "ui": {"engine", "ui"},
               "client": set(PACKAGES)}  # fmt: skip
    wrong = {(name, target) for name, targets in graph().items() for target in targets
             if target.split(".")[0] not in allowed[name.split(".")[0]]}  # fmt: skip
    assert wrong == set()


def test_every_module_is_short() -> None:
    long = {}
    for name, path in modules().items():
        relative = path.relative_to(ROOT).as_posix()
        limit = MAX_ACTIVITY_LINES if name.startswith("client.online") else MAX_MODULE_LINES
        lines = len(path.read_text(encoding="utf-8").splitlines())
        if lines > limit and relative not in LONG_MODULES:
            long[relative] = lines
    assert long == {}


def test_no_class_is_several_ideas() -> None:
    large = {}
    for name, path in modules().items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef) and f"{name}.{node.name}" not in LARGE_CLASSES:
                methods = sum(isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)
                              for n in node.body)  # fmt: skip
                lines = (node.end_lineno or node.lineno) - node.lineno + 1
                if lines > MAX_CLASS_LINES or methods > MAX_METHODS:
                    large[f"{name}.{node.name}"] = (lines, methods)
    assert large == {}


HELSINKI_CLASSES = {
    "engine.helsinki.game",
    "engine.helsinki.moves",
    "engine.helsinki.bots.expert",
    "engine.helsinki.bots.greedy",
}
GAME_PACKAGES = ("engine.helsinki", "engine.copenhagen")
"""Each game's own package: code that plays any game never imports from them."""
WIRE_OPTIONS = {"engine.helsinki", "engine.helsinki.options"}
"""What ``net/`` may read of a game's package: Helsinki's options, which the protocol's
listing and :class:`net.messages.GameOptions` carry as named fields (any other rule set's
options travel as a map)."""


def test_the_network_knows_games_only_through_the_rule_set_interface() -> None:
    """``net/`` plays any rule set: it never imports the Helsinki engine's game or moves (it
    reads games through :mod:`engine.rules`, moves through their rule set)."""
    found = modules()
    known = set(found)
    for name, path in found.items():
        if not name.startswith("net"):
            continue
        assert not imported(name, path, known) & HELSINKI_CLASSES, name
        games = {m for m in imported(name, path, known) if m.startswith(GAME_PACKAGES)}
        assert games <= WIRE_OPTIONS, name
        for node in _imports(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("engine"):
                names = {alias.name for alias in node.names}
                assert not names & {"Game", "Move", "Kind", "BOTS"}, (name, names)


def test_each_game_is_its_own_package() -> None:
    """Helsinki's and Copenhagen's engines sit side by side: neither imports the other (what
    both use is generic, in ``engine/``)."""
    found = modules()
    known = set(found)
    for name, path in found.items():
        for own, other in (GAME_PACKAGES, reversed(GAME_PACKAGES)):
            if name.startswith(own):
                assert not {m for m in imported(name, path, known) if m.startswith(other)}, name
