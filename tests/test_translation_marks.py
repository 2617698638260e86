"""The translation marks: every text handed to ``tr()`` or ``QT_TR_NOOP()`` is one that
``pyside6-lupdate`` can read, and the engine's words come out in German from the committed
``.qm`` (and in English again without it), while what goes into files stays English."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

import magnetdesk
from magnetdesk import translation
from magnetdesk.engine.core.vocabulary import BLACK
from magnetdesk.engine.variants import VARIANTS, new_position
from magnetdesk.record import Game, SgfError, game_from_sgf_text, game_to_sgf
from magnetdesk.record.families.chess_text import game_from_chess_text
from magnetdesk.translation import tr

PACKAGE = Path(magnetdesk.__file__).resolve().parent
TRANSLATIONS = PACKAGE / "resources" / "translations"
MARKS = ("tr", "QT_TR_NOOP")


def _is_text(node: ast.expr) -> bool:
    """A plain string literal (adjacent literals are one node: lupdate joins them too)."""
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def _is_lookup(node: ast.expr) -> bool:
    """A text marked where it was made, looked up here: ``tr(variant.name)``,
    ``tr(COLOUR_NAMES[colour])``, ``tr(SYSTEM_NAME)``, ``tr(NAMES.get(key, key))``. Never
    made here: no f-string, ``+``, ``%``, ``.format()``, ``.join()``, ``str()``."""
    if isinstance(node, ast.Name | ast.Attribute | ast.Subscript):
        return True
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "get"
    )


def _mark_name(call: ast.Call) -> str | None:
    func = call.func
    name = func.id if isinstance(func, ast.Name) else None
    if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
        name = func.attr if func.value.id == "translation" else None
    return name if name in MARKS else None


def bad_marks(source: str, filename: str = "<text>") -> list[str]:
    """Every call of a mark in ``source`` whose text lupdate cannot see as it is."""
    found = []
    for node in ast.walk(ast.parse(source, filename)):
        if not isinstance(node, ast.Call):
            continue
        name = _mark_name(node)
        if name is None:
            continue
        where = f"{filename}:{node.lineno}: {ast.unparse(node)[:80]}"
        if node.keywords or not _text_and_count(name, node.args):
            found.append(f"{where} (one text, nothing else; or a text, None and a count)")
            continue
        text = node.args[0]
        if _is_text(text) or (name == "tr" and _is_lookup(text)):
            continue
        found.append(where)
    return found


def _text_and_count(name: str, args: list[ast.expr]) -> bool:
    """``tr(text)``, or ``tr("%n move(s)", None, count)``: Qt's plural form, a literal with
    ``%n`` (lupdate reads the third argument as the count)."""
    if len(args) == 1:
        return True
    return (
        name == "tr" and len(args) == 3 and _is_text(args[0]) and "%n" in args[0].value
        and isinstance(args[1], ast.Constant) and args[1].value is None
    )


def modules() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


def test_the_check_finds_texts_made_inside_a_mark():
    source = "\n".join([
        'tr("{move} is occupied").format(move=m)',  # fine: the template is the literal
        'tr("one " "text")',  # fine: adjacent literals are one
        "tr(variant.name)",  # fine: marked where it was made
        'QT_TR_NOOP("Go")',
        'tr(f"{move} is occupied")',
        'tr("a" + b)',
        'tr("%s is occupied" % move)',
        'tr("{m}".format(m=1))',
        'tr(" ".join(words))',
        "QT_TR_NOOP(name)",
        'translation.tr(f"{x}")',
        'tr("%n moves", None, count)',  # fine: Qt's plural form
        'tr("moves", None, count)',
        'tr("%n moves", "context", count)',
    ])
    assert [line.split(": ", 1)[1] for line in bad_marks(source)] == [
        "tr(f'{move} is occupied')",
        "tr('a' + b)",
        "tr('%s is occupied' % move)",
        "tr('{m}'.format(m=1))",
        "tr(' '.join(words))",
        "QT_TR_NOOP(name)",
        "translation.tr(f'{x}')",
        "tr('moves', None, count) (one text, nothing else; or a text, None and a count)",
        "tr('%n moves', 'context', count) (one text, nothing else; or a text, None and a count)",
    ]


@pytest.mark.parametrize("path", modules(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_every_marked_text_is_a_literal_lupdate_can_read(path):
    assert bad_marks(path.read_text(encoding="utf-8"), str(path)) == []


@pytest.fixture
def german(qapp):
    """Qt's translator with the committed German ``.qm``, and ``tr`` asking it."""
    translator = QTranslator()
    assert translator.load("magnetdesk_de", str(TRANSLATIONS))
    QCoreApplication.installTranslator(translator)
    translation.install(lambda text, n: QCoreApplication.translate("", text, None, n))
    try:
        yield
    finally:
        translation.install(None)
        QCoreApplication.removeTranslator(translator)


def occupied_refusal() -> str:
    p = new_position("go", size=9)
    p = p.play(p.parse_move("E5")).position
    return p.attempt(p.parse_move("E5")).message


def test_an_engine_refusal_comes_out_in_german_and_in_english_again(german):
    assert occupied_refusal() == "E5 ist besetzt"
    assert tr(VARIANTS["stoical-go"].name) == "Stoisches Go"
    assert tr(VARIANTS["go"].option("scoring").choices[0]) == "Fläche"
    translation.install(None)
    assert occupied_refusal() == "E5 is occupied"
    assert tr(VARIANTS["stoical-go"].name) == "Stoical Go"


def test_the_reason_a_game_ended_is_translated_where_people_read_it_not_in_the_file(german):
    game = Game.new("go", size=9)
    game.play("E5")
    p = game.position.resign(BLACK)
    assert p.end.reason == "resignation" and p.end.result_text == "W+R"
    assert p.attempt(p.parse_move("D4")).message == "die Partie ist beendet (Aufgabe)"
    german_file = game_to_sgf(game.record)
    translation.install(None)
    assert game_to_sgf(game.record) == german_file
    assert p.attempt(p.parse_move("D4")).message == "the game is over (resignation)"


def test_file_errors_and_warnings_come_out_in_german(german):
    with pytest.raises(SgfError) as refused:
        game_from_sgf_text("hello")
    assert str(refused.value) == "das ist keine SGF-Datei: keine Partie beginnt mit '(;'"
    _, warnings = game_from_sgf_text("(;GM[1]SZ[9];B[zz];W[aa])")
    assert [str(w) for w in warnings] == [
        "Zeile 1, Zug 1, B[zz]: zz ist kein Punkt des 9×9-Bretts (die Zugfolge endet hier; "
        "der Knoten danach wurde weggelassen)"
    ]
    _, warnings = game_from_chess_text("1. e4 Ke7 2. Nf6", "magnetic-chess")
    assert str(warnings[-1]) == (
        "die Notation endet bei 2. Nf6: kein weißer Springer kann nach f6 ziehen "
        "(die 2 Züge davor sind geladen)"
    )


def test_counted_texts_take_the_plural_form_of_the_language(german):
    text = "Opened {file}: %n move(s)"
    assert [tr(text, None, n).format(file="a.sgf") for n in (1, 2)] == [
        "a.sgf geöffnet: 1 Zug", "a.sgf geöffnet: 2 Züge"
    ]
    translation.install(None)
    assert [tr(text, None, n).format(file="a.sgf") for n in (1, 2)] == [
        "Opened a.sgf: 1 move", "Opened a.sgf: 2 moves"
    ]
