"""The modules of the lockstep core import one another one way: no module imports, at run time,
one that imports it back (directly or through others)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = "net.lockstep"
ROOT = Path(__file__).resolve().parent.parent / "net" / "lockstep"


def _type_checking_only(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def imported(source: str, modules: set[str]) -> set[str]:
    """The modules of the package (of ``modules``) that ``source`` imports at run time: at its
    top and inside its functions, but not under ``if TYPE_CHECKING:``."""
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and _type_checking_only(node):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import):
            for alias in node.names:
                name = alias.name.removeprefix(f"{PACKAGE}.")
                if alias.name.startswith(f"{PACKAGE}.") and name in modules:
                    found.add(name)
        elif isinstance(node, ast.ImportFrom) and node.module is not None:
            if node.module == PACKAGE:  # from net.lockstep import moves
                found.update(alias.name for alias in node.names if alias.name in modules)
            elif node.module.startswith(f"{PACKAGE}."):
                name = node.module.removeprefix(f"{PACKAGE}.").split(".")[0]
                if name in modules:
                    found.add(name)
        for inner in ast.iter_child_nodes(node):
            visit(inner)

    visit(ast.parse(source))
    return found


def import_graph(root: Path = ROOT) -> dict[str, set[str]]:
    """Each module of the package (``__init__`` among them) and the modules it imports."""
    sources = {path.stem: path.read_text() for path in sorted(root.glob("*.py"))}
    return {name: imported(source, set(sources)) - {name} for name, source in sources.items()}


def cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """A circle of imports in ``graph`` (its modules in order, the first again at the end), or
    None."""
    done: set[str] = set()
    path: list[str] = []

    def walk(module: str) -> list[str] | None:
        if module in path:
            return [*path[path.index(module) :], module]
        if module in done:
            return None
        path.append(module)
        for other in sorted(graph.get(module, ())):
            found = walk(other)
            if found is not None:
                return found
        path.pop()
        done.add(module)
        return None

    for module in sorted(graph):
        found = walk(module)
        if found is not None:
            return found
    return None


def test_the_lockstep_modules_import_one_another_one_way() -> None:
    graph = import_graph()
    assert {"core", "moves", "decisions", "verdicts", "equivocation"} <= set(graph)
    assert "moves" in graph["decisions"]  # (the graph is read: a known import is in it)
    assert cycle(graph) is None, " -> ".join(cycle(graph) or [])


@pytest.mark.parametrize(
    ("sources", "circle"),
    [
        ({"a": "from net.lockstep import b\n", "b": "def f():\n    from net.lockstep import a\n"},
         ["a", "b", "a"]),
        ({"a": "import net.lockstep.b\n", "b": "from net.lockstep.c import x\n",
          "c": "from net.lockstep.a import y\n"}, ["a", "b", "c", "a"]),
        ({"a": "from net.lockstep import b\n",
          "b": "import typing\nif typing.TYPE_CHECKING:\n    from net.lockstep import a\n"}, None),
    ],
)  # fmt: skip
def test_a_circle_is_found_through_functions_but_not_type_checking(
    tmp_path: Path, sources: dict[str, str], circle: list[str] | None
) -> None:
    for name, source in sources.items():
        (tmp_path / f"{name}.py").write_text(source)
    assert cycle(import_graph(tmp_path)) == circle
