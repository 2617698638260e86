"""What the side panel shows of a Magnetic Chess game: the pieces each player has captured,
the field code in the title line and the details line, and the moves in SAN (a magnetic
promotion marked ``=Q`` after the move that caused it, as the rules page writes it).

>>> from magnetdesk.engine.core.vocabulary import BLACK
>>> from magnetdesk.record.game import Game
>>> game = Game.new("chess-NNNN")
>>> for move in ("e2e4", "d7d5", "e4d5", "d8d5"):
...     _ = game.play(move)
>>> captured(game.record, game.node, WHITE), captured(game.record, game.node, BLACK)
([9], [17])
>>> code_words(game.position)
'NNNN'

"""

from __future__ import annotations

from magnetdesk.engine.chess.field import PieceCaptured
from magnetdesk.engine.chess.moves import BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK
from magnetdesk.engine.core.vocabulary import WHITE, Illegal, opponent
from magnetdesk.record.families.chess_text import san_of
from magnetdesk.record.positions import advance, apply_play
from magnetdesk.translation import QT_TR_NOOP, tr

SHOWN_ORDER = (KING, QUEEN, ROOK, BISHOP, KNIGHT, PAWN)


def captured(record, node, colour: int) -> list[int]:
    """The pieces ``colour`` took in the moves that led to ``node``, most valuable first. They
    are counted move by move, not as the pieces missing from a full set: a game from a
    diagram starts with none taken, and a promotion takes nothing."""
    taken = [
        effect.piece
        for effect in game_effects(record, node)
        if isinstance(effect, PieceCaptured) and effect.colour == opponent(colour)
    ]
    return sorted(taken, key=lambda piece: SHOWN_ORDER.index(piece & 7))


def game_effects(record, node) -> list[object]:
    """What the moves from the game's start to ``node`` did, in order (a setup on the way
    changes the board but takes nothing)."""
    effects: list[object] = []
    for step in node.path()[1:]:
        if step.play is None:
            continue
        before = advance(record.position(step.parent), step.setup, None)
        outcome = before if isinstance(before, Illegal) else apply_play(before, step.play)
        if not isinstance(outcome, Illegal):
            effects.extend(outcome.effects)
    return effects


def code_badge(position, variant_name: str) -> str:
    """The field code beside the game's name, unless the name says it (``Magnetic Chess
    RAAR``) or the player names it move by move (empty: no badge)."""
    code = position.code
    return code.text if code is not None and code.text not in variant_name else ""


def code_words(position) -> str:
    """The code of the next move and how it is chosen: ``RAAR``, ``ARRA (cycle AAAA ARRA
    RRRR RAAR)``, ``RRRR (random)``, ``named by the player``."""
    rules = position.rules
    code = position.code
    pool = " ".join(c.text for c in rules.codes)
    if code is None:
        return tr("named by the player")
    if rules.code_rule == "fixed":
        return code.text
    if rules.code_rule == "cycle":
        return tr("{code} (cycle {codes})").format(code=code.text, codes=pool)
    if rules.code_rule == "opponent":
        return tr("{code} (named by the opponent)").format(code=code.text)
    return f"{code.text} ({tr(rules.code_rule)})"


# A code whose field treats both colours alike, in one sentence: (own colour, other colour).
ALIKE = {
    ("R", "R"): QT_TR_NOOP("a moved piece repels every piece"),
    ("A", "A"): QT_TR_NOOP("a moved piece attracts every piece"),
    ("N", "N"): QT_TR_NOOP("no field: chess with king capture"),
    ("R", "A"): QT_TR_NOOP("a moved piece repels its own colour and attracts the other"),
    ("A", "R"): QT_TR_NOOP("a moved piece attracts its own colour and repels the other"),
    ("R", "N"): QT_TR_NOOP("a moved piece repels its own colour and leaves the other"),
    ("N", "R"): QT_TR_NOOP("a moved piece leaves its own colour and repels the other"),
    ("A", "N"): QT_TR_NOOP("a moved piece attracts its own colour and leaves the other"),
    ("N", "A"): QT_TR_NOOP("a moved piece leaves its own colour and attracts the other"),
}
EFFECTS = {"R": QT_TR_NOOP("repels"), "A": QT_TR_NOOP("attracts"), "N": QT_TR_NOOP("leaves")}


def code_meaning(code: str) -> str:
    """A four-letter code in words: ``RAAR`` → ``a moved piece repels its own colour and
    attracts the other``."""
    ww, wb, bw, bb = list(code)
    if ww == bb and wb == bw:
        return tr(ALIKE[ww, wb])
    effect = {letter: tr(word) for letter, word in EFFECTS.items()}
    return tr(
        "White on White: {ww}, on Black: {wb}; Black on White: {bw}, on Black: {bb}"
    ).format(ww=effect[ww], wb=effect[wb], bw=effect[bw], bb=effect[bb])


def chess_details(position) -> str:
    """The panel's details line: what a fixed code does (or how codes are chosen), and the
    repetition rule when it is on."""
    rules = position.rules
    code = position.code
    fixed = rules.code_rule == "fixed" and code is not None and code.origin is None
    words = tr("field {code}").format(code=code_words(position))
    parts = [code_meaning(code.text) if fixed else words]
    if rules.no_repetition:
        parts.append(tr("no repetition"))
    return " · ".join(parts)


def san_of_node(record, node) -> str:
    """The move of ``node`` in SAN with its number, ``8. Nd2`` or ``8… Nxd4``, from the
    position before it (:func:`~magnetdesk.record.families.chess_text.san_of`)."""
    text = san_of(record, node)
    number = record.position(node.parent).ply // 2 + 1
    return f"{number}. {text}" if node.play.colour == WHITE else f"{number}… {text}"

