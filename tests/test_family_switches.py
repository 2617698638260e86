"""No family switch outside the families' own packages: code that is not a family's asks the
family record (:mod:`magnetdesk.engine.core.family`, and each layer's part of it) instead of
comparing a family's or a variant's name, or testing the class of a family's position.

A family's own packages are ``magnetdesk/<layer>/<id>/`` (engine, ai, arena, gui/board) and
``magnetdesk/record/families/``; every other module is checked, counting every comparison with
a family id (``family == "chess"``, ``variant.family != "go"``, ``"medusa" in ...``) and every
``isinstance`` with a family's position class. Nor does such a module import a family's
package (``magnetdesk.engine.medusa.notation``, ``from magnetdesk.engine import medusa``,
``magnetdesk.gui.board.chess.pieces``, ``magnetdesk.record.families.go``), in a function or
under ``TYPE_CHECKING`` as well: it finds a family's part through the family's id
(:func:`magnetdesk.engine.families.parts`). :data:`ALLOWED_IMPORTS` lists the exceptions, each
with its reason.
"""

from __future__ import annotations

import ast
from pathlib import Path

from magnetdesk.engine.families import REGISTERED

PACKAGE = Path(__file__).resolve().parents[1] / "magnetdesk"
POSITION_CLASSES = {"GoPosition", "MedusaPosition", "ChessPosition"}
# (issue 41) to be moved into each family's record: a judge's weights and words per family
WEIGHED = ("the judge weighs a reply by what it takes: chess pieces by their value, "
           "Medusa's reversals")
WORDED = ("the words for what a reply did name each family's own effects (a pull, a "
          "promotion, a reversal)")
# (module path under magnetdesk/, imported module) -> why a shared module may import it
ALLOWED_IMPORTS: dict[tuple[str, str], str] = {
    ("learn/refutations.py", "magnetdesk.engine.chess.field"): WEIGHED,
    ("learn/refutations.py", "magnetdesk.engine.chess.moves"): WEIGHED,
    ("learn/refutations.py", "magnetdesk.engine.medusa.state"): WEIGHED,
    ("gui/learn/reply_words.py", "magnetdesk.engine.chess.field"): WORDED,
    ("gui/learn/reply_words.py", "magnetdesk.engine.chess.moves"): WORDED,
    ("gui/learn/reply_words.py", "magnetdesk.engine.medusa.state"): WORDED,
    ("arena/core.py", "magnetdesk.arena.chess.fairy_stockfish"): (
        "Fairy-Stockfish plays only the chess family's code NNNN: the arena's player for an "
        "outside engine of one family (issue 43), named by its spec fsf:DEPTH"),
}


# (module path, the comparison) -> why a shared module may make it. Each is a debt: a fact of a
# family that its record should say.
GTP_GO = "a plain GTP engine plays the variant Go (the variant's id, not the family's)"
JUDGED = ("issue 41's judges and measures read each family its own way (symmetries, the "
          "Medusa reading); to move into the family records")
ALLOWED_SWITCHES: dict[tuple[str, str], str] = {
    ("engines/player.py", "rules.variant != 'go'"): GTP_GO,
    ("engines/probe.py", "variant == 'go'"): GTP_GO,
    ("learn/judges_gnugo.py", "problem.variant != 'go'"): GTP_GO,
    ("learn/judges.py", "family == 'medusa'"): JUDGED,
    ("learn/likeness.py", "family == 'chess'"): JUDGED,
}


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


def imported_family(module: str) -> str | None:
    """The family whose package ``module`` (a dotted name) is in, None for a shared one."""
    parts = module.split(".")
    if parts[:1] != ["magnetdesk"]:
        return None
    if parts[1:3] in (["gui", "board"], ["record", "families"]):
        family = parts[3] if len(parts) > 3 else None
    else:
        family = parts[2] if len(parts) > 2 else None
    return family if family in REGISTERED else None


def imports(tree: ast.AST, package: str = "magnetdesk") -> list[tuple[int, str]]:
    """Every module an import in ``tree`` names, with its line: for ``from A import b`` both
    ``A`` and ``A.b`` (``b`` may be a module); relative imports resolved in ``package``."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(anchor + ([base] if base else []))
            found.append((node.lineno, base))
            found += [(node.lineno, f"{base}.{alias.name}") for alias in node.names]
    return found


def family_imports(tree: ast.AST, package: str = "magnetdesk") -> list[tuple[int, str]]:
    """The imports in ``tree`` of a module in a family's package (one per import statement)."""
    found: dict[int, str] = {}
    for line, module in imports(tree, package):
        if imported_family(module) is not None and line not in found:
            found[line] = module
    return sorted(found.items())


def shared_modules() -> list[Path]:
    return [path for path in sorted(PACKAGE.rglob("*.py")) if not family_module(path)]


def test_no_module_outside_a_family_imports_a_family():
    found = []
    for path in shared_modules():
        name = path.relative_to(PACKAGE)
        package = ".".join(("magnetdesk", *name.parent.parts))
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        found += [
            f"{name}:{line}: {module}" for line, module in family_imports(tree, package)
            if (name.as_posix(), module) not in ALLOWED_IMPORTS
        ]
    assert found == []


def test_the_check_sees_an_import_of_a_family():
    tree = ast.parse(
        "from magnetdesk.engine.medusa import notation\n"
        "from magnetdesk.engine import chess\n"
        "import magnetdesk.gui.board.go.style\n"
        "from magnetdesk.record.families.go import RULE_SETS\n"
        "def later():\n"
        "    from ..ai.medusa.family import SEARCH\n"
        "from magnetdesk.engine.core.family import Family\n"
        "from magnetdesk.engine import families, variants\n"
        "import magnetdesk.gui.board.family\n"
        '"""\n>>> from magnetdesk.engine.go.diagram import position_from_text\n"""\n'
    )
    assert family_imports(tree, "magnetdesk.gui") == [
        (1, "magnetdesk.engine.medusa"), (2, "magnetdesk.engine.chess"),
        (3, "magnetdesk.gui.board.go.style"), (4, "magnetdesk.record.families.go"),
        (6, "magnetdesk.ai.medusa.family"),
    ]


def test_no_module_outside_a_family_switches_on_a_family():
    found = []
    for path in shared_modules():
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        name = path.relative_to(PACKAGE).as_posix()
        found += [f"{name}:{line}: {text}" for line, text in switches(tree)
                  if (name, text) not in ALLOWED_SWITCHES]
    assert found == []


def test_the_check_sees_a_switch():
    tree = ast.parse('if variant.family == "chess":\n    pass\nisinstance(p, MedusaPosition)')
    assert [line for line, _ in switches(tree)] == [1, 3]
