"""Fairy-Stockfish (``pyffish``, its rules as a Python module) as an outside judge of the
Magnetic Chess family's field-less code NNNN: chess with king capture and no check.

Fairy-Stockfish reads variants from a ``variants.ini`` text; :data:`VARIANTS_INI` describes
NNNN as our rulings do (../shared/rules/magnetic-chess.md, rules 1–3):

* ``king = -`` and ``commoner = k``: the king is an ordinary piece, so there is no check:
  moving into or staying in attack is legal, and castling never asks whether a square is
  attacked (``checking`` stays true: ``checking = false`` would forbid *giving* check);
* ``extinctionValue = loss`` with ``extinctionPieceTypes = k``: taking the king wins at once
  (after it, no moves);
* ``castlingKingPiece = k``: the castling piece is that commoner king;
* ``enPassantRegion = -``: no en passant;
* ``doubleStepRegionWhite = *1 *2`` (black ``*7 *8``): a pawn on its own first or second rank
  may step two squares;
* ``stalemateValue = loss``: a side with no legal move loses (rule 1; only the game's result).

Promotion (Q, R, B, N, always four moves), the fifty-move and threefold rules are chess's, as
ours. What it cannot express is the field, so only code NNNN is judged.

>>> load()
>>> len(legal_moves(START_FEN, [])), legal_moves("4k3/8/8/8/8/8/8/P3K3 w - - 0 1", [])[:2]
(20, ['a1a2', 'a1a3'])
"""

from __future__ import annotations

import pyffish

VARIANT = "magnetic-nnnn"
VARIANTS_INI = f"""\
# Magnetic Chess, code NNNN (no field): chess with king capture, no check, no en passant
[{VARIANT}:chess]
king = -
commoner = k
castlingKingPiece = k
extinctionValue = loss
extinctionPieceTypes = k
stalemateValue = loss
enPassantRegion = -
doubleStepRegionWhite = *1 *2
doubleStepRegionBlack = *7 *8
"""
START_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

_loaded = False


def load() -> None:
    """Teach pyffish the variant (once per process)."""
    global _loaded
    if not _loaded:
        pyffish.load_variant_config(VARIANTS_INI)
        if VARIANT not in pyffish.variants():
            raise RuntimeError(f"pyffish {pyffish.version()} did not load {VARIANT}")
        _loaded = True


def legal_moves(fen: str, moves: list[str]) -> list[str]:
    """Fairy-Stockfish's legal moves (long algebraic, castling as the king's move) after
    ``moves`` from ``fen``, sorted."""
    load()
    return sorted(pyffish.legal_moves(VARIANT, fen, moves))


def result(fen: str, moves: list[str]) -> int | None:
    """The game's result for the side to move after ``moves`` (+ won, - lost, 0 drawn; only
    immediate ends: a king taken or no move), or None while it goes on."""
    load()
    over, value = pyffish.is_immediate_game_end(VARIANT, fen, moves)
    if not over and not pyffish.legal_moves(VARIANT, fen, moves):
        value, over = pyffish.game_result(VARIANT, fen, moves), True
    return value if over else None
