"""No family switch outside the families' own packages: code that is not a family's asks the
family record (:mod:`magnetdesk.engine.core.family`, and each layer's part of it) instead of
comparing a family's or a variant's name, or testing the class of a family's position.

A family's own packages are ``magnetdesk/<layer>/<id>/`` (engine, ai, arena, gui/board) and
``magnetdesk/record/families/``; every other module is checked, counting every comparison with
a family id (``family == "chess"``, ``variant.family != "go"``, ``"medusa" in ...``) and every
``isinstance`` with a family's position class.
"""

from __future__ import annotations

import ast
from pathlib import Path

from magnetdesk.engine.families import REGISTERED

PACKAGE = Path(__file__).resolve().parents[1] / "magnetdesk"
POSITION_CLASSES = {"GoPosition", "MedusaPosition", "ChessPosition"}


def family_module(path: Path) -> bool:
    parts = path.relative_to(PACKAGE).parts
    if parts[:2] == ("record", "families"):
        return True
    if parts[:2] == ("gui", "board") and len(parts) > 3:
        return parts[2] in REGISTERED
    return len(parts) > 2 and parts[1] in REGISTERED


def switches(tree: ast.AST) -> list[tuple[int, str]]:
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            sides = [node.left, *node.comparators]
            named = [s.value for s in sides if isinstance(s, ast.Constant)]
            if any(name in REGISTERED for name in named):
                found.append((node.lineno, ast.unparse(node)))
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id == "isinstance"
            and len(node.args) == 2
            and any(
                isinstance(n, ast.Name) and n.id in POSITION_CLASSES
                for n in ast.walk(node.args[1])
            )
        ):
            found.append((node.lineno, ast.unparse(node)))
    return found


def test_no_module_outside_a_family_switches_on_a_family():
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if family_module(path):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        found += [f"{path.relative_to(PACKAGE)}:{line}: {text}" for line, text in switches(tree)]
    assert found == []


def test_the_check_sees_a_switch():
    tree = ast.parse('if variant.family == "chess":\n    pass\nisinstance(p, MedusaPosition)')
    assert [line for line, _ in switches(tree)] == [1, 3]
