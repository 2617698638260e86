"""The rules text of a Magnetic Chess game: its field code named and spelled out letter by
letter (and, for the custom game, who sets the code), then the rules every code shares.

Every piece is marked for translation; :func:`chess_rules_text` puts them together in the
language of the moment (English in files and the text protocol, which never install one).

>>> from magnetdesk.engine.chess.rules import FieldCode
>>> print(code_lines(FieldCode("RAAN")))
White → white: Repel (R) · White → black: Attract (A)
Black → white: Attract (A) · Black → black: None (N)
"""

from __future__ import annotations

from magnetdesk.engine.chess.rules import ALL_CODES, CHESS_SUMMARY, ChessRules, FieldCode
from magnetdesk.translation import QT_TR_NOOP, tr

# The letters and the four colour pairs of a code, in the order ``wXw wXb bXw bXb``; the
# code editor of the new-game dialog shows the same words.
LETTERS = (("R", QT_TR_NOOP("Repel")), ("A", QT_TR_NOOP("Attract")), ("N", QT_TR_NOOP("None")))
PAIRS = (
    (QT_TR_NOOP("White → white"), QT_TR_NOOP("what a moved white piece does to a white piece")),
    (QT_TR_NOOP("White → black"), QT_TR_NOOP("what a moved white piece does to a black piece")),
    (QT_TR_NOOP("Black → white"), QT_TR_NOOP("what a moved black piece does to a white piece")),
    (QT_TR_NOOP("Black → black"), QT_TR_NOOP("what a moved black piece does to a black piece")),
)
LETTER_NAMES = dict(LETTERS)

CODE_INTRO = QT_TR_NOOP(
    "Field code {code}: its four letters (wXw wXb bXw bXb) say what a moved piece does to the "
    "first piece on each line from its new square:"
)
ORIGIN_INTRO = QT_TR_NOOP(
    "The square the piece left emits too, with the code {code} (a piece reached by both "
    "fields is moved by the new square's only):"
)
CODE_RULE_TEXTS = {
    "cycle": QT_TR_NOOP("The code changes with every pair of moves, in turn: {codes}."),
    "random": QT_TR_NOOP(
        "Every pair of moves gets a code drawn at random from {codes}; the draw is shown when "
        "it is made."
    ),
    "mover": QT_TR_NOOP("Each player names the code of each of their own moves, from {codes}."),
    "opponent": QT_TR_NOOP(
        "Each move names the code the opponent must use next, from {codes}; the first move "
        "uses {code}."
    ),
}
ANY_CODE = QT_TR_NOOP(
    "A field code's four letters (wXw wXb bXw bXb) say what a moved piece of the first colour "
    "does to the first piece of the second colour on each line from its new square: R repels "
    "it, A attracts it, N leaves it."
)
ALL_CODES_TEXT = QT_TR_NOOP("all 81 codes")
NO_REPETITION = QT_TR_NOOP(
    "No position (board and player to move) may occur twice: a move that would repeat one "
    "is illegal."
)


def code_lines(dest: FieldCode | str) -> str:
    """What each letter of a four-letter code does, two pairs a line."""
    letters = dest.dest if isinstance(dest, FieldCode) else dest
    parts = [
        f"{tr(pair)}: {tr(LETTER_NAMES[letter])} ({letter})"
        for (pair, _), letter in zip(PAIRS, letters, strict=True)
    ]
    return f"{parts[0]} · {parts[1]}\n{parts[2]} · {parts[3]}"


def _code_list(codes: tuple[FieldCode, ...]) -> str:
    texts = [code.text for code in codes]
    return tr(ALL_CODES_TEXT) if sorted(texts) == sorted(ALL_CODES) else " ".join(texts)


def chess_rules_text(rules: ChessRules) -> str:
    """The rules of this chess game, in the current language: the code (or the code rule of
    the custom game), then the shared rules."""
    paragraphs = []
    code = rules.code
    if rules.code_rule in ("fixed", "opponent"):
        paragraphs.append(f"{tr(CODE_INTRO).format(code=code.dest)}\n{code_lines(code)}")
        if code.origin is not None:
            intro = tr(ORIGIN_INTRO).format(code=code.origin)
            paragraphs.append(f"{intro}\n{code_lines(code.origin)}")
    else:
        paragraphs.append(tr(ANY_CODE))
    if rules.code_rule != "fixed":
        template = tr(CODE_RULE_TEXTS[rules.code_rule])
        paragraphs.append(template.format(codes=_code_list(rules.codes), code=code.text))
    shared = tr(CHESS_SUMMARY)
    if rules.no_repetition:
        shared = f"{shared} {tr(NO_REPETITION)}"
    paragraphs.append(shared)
    return "\n\n".join(paragraphs)
