"""No import cycles: every import of every module of magnetdesk, counted wherever it is written
(at the top, inside a function, under ``if TYPE_CHECKING``), makes a graph of modules; a cycle
is a set of modules that reach each other (a strongly connected component of more than one).

An import moved into a function to dodge a cycle is still a cycle for the reader, so it counts.
``import a.b.c`` and ``from a.b import c`` depend on ``a.b.c`` when that is a module, else on
``a.b``; a package's ``__init__`` that a submodule's import runs on the way is not counted
(it is the package, not a module the code asked for).

``magnetdesk.record`` and ``magnetdesk.gtp`` have none, and none is left anywhere:
:data:`KNOWN_CYCLES` (the cycles still allowed, a list that may only shrink) is empty, so any
cycle fails.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "magnetdesk"
if not PACKAGE.is_dir():  # moved one folder down
    PACKAGE = Path(__file__).resolve().parents[2] / "magnetdesk"

# Packages that must have no cycle at all (a cycle touching one of them fails).
CLEAN = ("magnetdesk.record", "magnetdesk.gtp", "magnetdesk.library")

# The cycles of today outside the clean packages, to be removed, never added to.
KNOWN_CYCLES: list[frozenset[str]] = []


def module_names(root: Path = PACKAGE) -> dict[str, Path]:
    """Every module of the package by its dotted name (a package by its ``__init__``)."""
    modules = {}
    for path in sorted(root.rglob("*.py")):
        parts = list(path.relative_to(root.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        modules[".".join(parts)] = path
    return modules


def imports_of(name: str, path: Path, modules: Iterable[str]) -> set[str]:
    """The modules of ours that ``name`` (at ``path``) imports, anywhere in its text."""
    known = set(modules)
    is_package = path.name == "__init__.py"
    found: set[str] = set()

    def module(dotted: str) -> str | None:
        while dotted and dotted not in known:
            dotted = dotted.rpartition(".")[0]
        return dotted or None

    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = name if is_package else name.rpartition(".")[0]
                for _ in range(node.level - 1):
                    anchor = anchor.rpartition(".")[0]
                base = f"{anchor}.{base}" if base else anchor
            targets = [f"{base}.{alias.name}" for alias in node.names]
        else:
            continue
        for target in targets:
            hit = module(target)
            if hit is not None and hit != name:
                found.add(hit)
    return found


def import_graph() -> dict[str, set[str]]:
    modules = module_names()
    return {name: imports_of(name, path, modules) for name, path in modules.items()}


def cycles(graph: dict[str, set[str]]) -> list[frozenset[str]]:
    """The strongly connected components of more than one module (Tarjan, iteratively)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[frozenset[str]] = []
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.add(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(frozenset(component))
    return found


def _in(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


def test_the_checker_sees_imports_inside_functions_and_finds_a_cycle(tmp_path):
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text("from pkg.b import f\n")
    (package / "b.py").write_text("def f():\n    from pkg import a\n    return a\n")
    (package / "c.py").write_text("from . import a\n")
    modules = module_names(package)
    graph = {name: imports_of(name, path, modules) for name, path in modules.items()}
    assert graph == {"pkg": set(), "pkg.a": {"pkg.b"}, "pkg.b": {"pkg.a"}, "pkg.c": {"pkg.a"}}
    assert cycles(graph) == [frozenset({"pkg.a", "pkg.b"})]


def test_the_clean_packages_have_no_import_cycle():
    graph = import_graph()
    assert "magnetdesk.record.tree" in graph
    bad = [sorted(c) for c in cycles(graph) if any(_in(m, p) for m in c for p in CLEAN)]
    assert not bad, f"import cycles in {CLEAN}: {bad}"


def test_no_new_import_cycle_anywhere():
    new = [sorted(c) for c in cycles(import_graph())
           if not any(c <= known for known in KNOWN_CYCLES)]
    assert not new, f"new import cycles (or a module joined one): {new}"


def test_the_app_never_imports_the_arena():
    graph = import_graph()
    users = sorted(name for name, imported in graph.items()
                   if not _in(name, "magnetdesk.arena")
                   and any(_in(each, "magnetdesk.arena") for each in imported))
    assert not users, f"the arena's tools are not part of the app: {users}"


def test_the_library_has_no_qt_and_imports_only_the_engine_and_the_record():
    """``magnetdesk.library`` (the game library's index) is below the window: it imports the
    engine, the record and itself, and no Qt (its scan runs on any thread, in any program)."""
    graph = import_graph()
    allowed = ("magnetdesk.library", "magnetdesk.engine", "magnetdesk.record",
               "magnetdesk.translation")
    wrong = sorted((name, other) for name, imported in graph.items()
                   if _in(name, "magnetdesk.library") for other in imported
                   if not any(_in(other, package) for package in allowed))
    assert not wrong, wrong
    qt = [path.name for path in (PACKAGE / "library").rglob("*.py")
          if "PySide6" in path.read_text(encoding="utf-8")]
    assert not qt, qt
    users = sorted(name for name, imported in graph.items()
                   if any(_in(other, "magnetdesk.library") for other in imported)
                   and not _in(name, "magnetdesk.library"))
    assert users and all(_in(name, "magnetdesk.gui") for name in users), users


# --- the window's direction (issue 40) ---------------------------------------------------------

GUI = "magnetdesk.gui"
SHARED = ("common", "board")  # what every feature of the window may import
# Imports against the direction still allowed, as (importer, imported): may only shrink.
DIRECTION_EXCEPTIONS: list[tuple[str, str]] = []


def gui_part(module: str) -> str | None:
    """The part of the window ``module`` belongs to: a package under ``magnetdesk.gui``
    (``window``, ``board``, ``coach``...), ``"start"`` for the modules at its root (the app's
    start, its self-test), None outside the window."""
    if not _in(module, GUI):
        return None
    parts = module.split(".")
    if len(parts) == 2 or (PACKAGE / "gui" / f"{parts[2]}.py").exists():
        return "start"
    return parts[2]


def direction_allows(importer: str, imported: str) -> bool:
    """The start may import anything; the window (the shell) any feature; a feature only
    itself, ``common`` and ``board``; ``board`` only itself and ``common``; ``common`` only
    itself. Nothing but the start imports the window."""
    if importer == imported or importer == "start":
        return True
    if imported in ("start", "window"):
        return False
    if importer == "window":
        return True
    if importer == "common":
        return False
    if importer == "board":
        return imported == "common"
    return imported in SHARED


def direction_breaks(graph: dict[str, set[str]]) -> list[tuple[str, str]]:
    breaks = []
    for name, imported in sorted(graph.items()):
        part = gui_part(name)
        for other in sorted(imported):
            other_part = gui_part(other)
            if part is None:  # outside the window: only the program's entry, into the start
                entry = name == "magnetdesk.__main__" and other_part == "start"
                if other_part is not None and not entry:
                    breaks.append((name, other))
            elif other_part is not None and not direction_allows(part, other_part):
                breaks.append((name, other))
    return breaks


def test_the_direction_rule_refuses_a_feature_importing_another():
    graph = {
        "magnetdesk.gui.coach.analysis": {"magnetdesk.gui.panels.side_panel",
                                          "magnetdesk.gui.common.words"},
        "magnetdesk.gui.play.computer": {"magnetdesk.gui.window.main_window"},
        "magnetdesk.gui.window.main_window": {"magnetdesk.gui.coach.analysis"},
        "magnetdesk.gui.common.words": {"magnetdesk.gui.board.view"},
        "magnetdesk.record.tree": {"magnetdesk.gui.common.words"},
    }
    assert direction_breaks(graph) == [
        ("magnetdesk.gui.coach.analysis", "magnetdesk.gui.panels.side_panel"),
        ("magnetdesk.gui.common.words", "magnetdesk.gui.board.view"),
        ("magnetdesk.gui.play.computer", "magnetdesk.gui.window.main_window"),
        ("magnetdesk.record.tree", "magnetdesk.gui.common.words"),
    ]


def test_the_window_is_feature_packages():
    roots = sorted(p.name for p in (PACKAGE / "gui").glob("*.py"))
    features = sorted(p.name for p in (PACKAGE / "gui").iterdir() if (p / "__init__.py").exists())
    assert len(roots) <= 6, roots
    assert len(features) >= 8, features


def test_every_import_of_the_window_follows_its_direction():
    breaks = [pair for pair in direction_breaks(import_graph()) if pair not in DIRECTION_EXCEPTIONS]
    assert not breaks, "against the window's direction (gui/__init__.py): " + "\n".join(
        f"{a} -> {b}" for a, b in breaks)
