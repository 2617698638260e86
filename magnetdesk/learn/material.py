"""The chess judge's reading of material (docs/problems.md, "Chess family: the material after
the recapture"): a negamax over the variant's own moves, the field applied, some plies full
width and then the captures to quiet."""

from __future__ import annotations

from typing import Any

from magnetdesk.engine.core.vocabulary import Colour, Illegal, Position

VALUES = {1: 1, 2: 3, 3: 3, 4: 5, 5: 9, 6: 0}  # pawn, knight, bishop, rook, queen, king
KING_TAKEN = 1000
PAST_CAPTURE = 2  # plies read full width after the capture, before the captures to quiet
QUIET = 6  # plies of captures at most after those (the field's pushes make long chains)


def material(position: Position[Any], colour: Colour) -> int:
    """``colour``'s material minus the opponent's (a chess piece is ``colour << 3 | kind``)."""
    total = 0
    for piece in position.board:
        if piece:
            value = VALUES.get(piece & 7, 0)
            total += value if piece >> 3 == colour else -value
    return total


def _value(position: Position[Any], depth: int, alpha: int, beta: int) -> int:
    """Negamax of the material for the side to move: ``depth`` plies full width, then
    captures only (the side to move may stand pat)."""
    mover = position.to_move
    end = position.end
    if end is not None:
        return 0 if end.winner is None else (KING_TAKEN if end.winner == mover else -KING_TAKEN)
    if depth <= 0:
        stand = material(position, mover)
        if stand >= beta or depth <= -QUIET:
            return stand
        alpha = max(alpha, stand)
    board = position.board
    moves = sorted(position.legal_moves(), key=lambda m: -VALUES.get(board[m.end] & 7, 0))
    if depth <= 0:  # a chess piece is taken only where the mover lands
        moves = [move for move in moves if board[move.end]]
    moved = False
    for move in moves:
        outcome = position.attempt(move)
        if isinstance(outcome, Illegal):
            continue
        moved = True
        score = -_value(outcome.position, depth - 1, -beta, -alpha)
        if score >= beta:
            return score
        alpha = max(alpha, score)
    if depth > 0 and not moved:  # no move at all: the material stands
        return material(position, mover)
    return alpha


def settled_material(position: Position[Any], colour: Colour, plies: int = PAST_CAPTURE
                     ) -> int:
    """``colour``'s material once the side to move in ``position`` has replied, ``plies``
    full width and the captures to quiet."""
    value = _value(position, plies, -KING_TAKEN - 1, KING_TAKEN + 1)
    return value if position.to_move == colour else -value


def material_gain(start: Position[Any], line: list[str], solver: Colour,
                  plies: int = PAST_CAPTURE) -> int:
    """What the solver's right ``line`` gains in material over ``start`` once the opponent
    has replied to its last move (:func:`settled_material`)."""
    position = start
    for text in line:
        move = position.parse_move(text)
        outcome = move if isinstance(move, Illegal) else position.attempt(move)
        if isinstance(outcome, Illegal):
            raise ValueError(f"{text}: {outcome.message}")
        position = outcome.position
    return settled_material(position, solver, plies) - material(start, solver)
