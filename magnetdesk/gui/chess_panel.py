"""What the side panel shows of a Magnetic Chess game: the pieces each player has captured,
the field code in the title line, and the moves in SAN (a magnetic promotion marked ``=Q``
after the move that caused it, as the rules page writes it).

>>> from magnetdesk.engine.chess_variants import new_chess_position
>>> p = new_chess_position("magnetic-chess")
>>> captured(p, 2), code_words(p)
([], 'RAAR')
"""

from __future__ import annotations

from collections import Counter

from magnetdesk.engine.chess_moves import BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK, piece_of
from magnetdesk.engine.core import WHITE, Illegal, opponent

START_COUNT = {KING: 1, QUEEN: 1, ROOK: 2, BISHOP: 2, KNIGHT: 2, PAWN: 8}
SHOWN_ORDER = (KING, QUEEN, ROOK, BISHOP, KNIGHT, PAWN)


def captured(position, colour: int) -> list[int]:
    """The pieces ``colour`` has taken, most valuable first. Only captures remove pieces, so
    they are the opponent's pieces missing from the board; a promoted piece on the board
    stands for one of the missing pawns."""
    victim = opponent(colour)
    on_board = Counter(piece & 7 for piece in position.board if piece and piece >> 3 == victim)
    extra = sum(max(0, on_board[k] - START_COUNT[k]) for k in (QUEEN, ROOK, BISHOP, KNIGHT))
    missing = {k: max(0, START_COUNT[k] - on_board[k]) for k in START_COUNT}
    missing[PAWN] = max(0, START_COUNT[PAWN] - on_board[PAWN] - extra)
    return [piece_of(victim, k) for k in SHOWN_ORDER for _ in range(missing[k])]


def capture_count(position, colour: int) -> int:
    return len(captured(position, colour))


def code_words(position) -> str:
    """The code of the next move and how it is chosen: ``RAAR``, ``ARRA (cycle AAAA ARRA
    RRRR RAAR)``, ``RRRR (random)``, ``named by the player``."""
    rules = position.rules
    code = position.code
    pool = " ".join(c.text for c in rules.codes)
    if code is None:
        return "named by the player"
    if rules.code_rule == "fixed":
        return code.text
    if rules.code_rule == "cycle":
        return f"{code.text} (cycle {pool})"
    if rules.code_rule == "opponent":
        return f"{code.text} (named by the opponent)"
    return f"{code.text} ({rules.code_rule})"


VERBS = {"R": "repels", "A": "attracts", "N": "leaves"}


def code_meaning(code: str) -> str:
    """A four-letter code in words: ``RAAR`` → ``a moved piece repels its own colour and
    attracts the other``."""
    ww, wb, bw, bb = code
    if len(set(code)) == 1:
        return {"R": "a moved piece repels every piece", "A": "a moved piece attracts every "
                "piece", "N": "no field: chess with king capture"}[ww]
    if ww == bb and wb == bw:
        return f"a moved piece {VERBS[ww]} its own colour and {VERBS[wb]} the other"
    return (f"White {VERBS[ww]} White, {VERBS[wb]} Black; "
            f"Black {VERBS[bw]} White, {VERBS[bb]} Black")


def chess_details(position) -> str:
    """The panel's details line: what a fixed code does (or how codes are chosen), and the
    repetition rule when it is on."""
    rules = position.rules
    code = position.code
    fixed = rules.code_rule == "fixed" and code is not None and code.origin is None
    parts = [code_meaning(code.text) if fixed else f"field {code_words(position)}"]
    if rules.no_repetition:
        parts.append("no repetition")
    return " · ".join(parts)


def san_of_node(record, node) -> str:
    """The move of ``node`` in SAN with its number, ``8. Nd2`` or ``8… Nxd4``, from the
    position before it (its long algebraic text if it does not read there: it always does in
    a record the engine built)."""
    before = record.position(node.parent)
    ready = before.ready_for(node.play.colour)
    move = ready.parse_move(node.play.text) if not isinstance(ready, Illegal) else ready
    text = node.play.text if isinstance(move, Illegal) else ready.san(move)
    number = before.ply // 2 + 1
    return f"{number}. {text}" if node.play.colour == WHITE else f"{number}… {text}"

