"""Fairy-Stockfish (``pyffish``, its rules as a Python module) as an outside judge of the
Magnetic Chess family's field-less code NNNN: chess with king capture and no check.

The variant is the ``variants.ini`` section of :mod:`magnetdesk.arena.chess.fairy_stockfish`
(where the arena's Fairy-Stockfish player lives), which says how it expresses our rulings.

>>> load()
>>> len(legal_moves(START_FEN, [])), legal_moves("4k3/8/8/8/8/8/8/P3K3 w - - 0 1", [])[:2]
(20, ['a1a2', 'a1a3'])
"""

from __future__ import annotations

import pyffish

from magnetdesk.arena.chess.fairy_stockfish import START_FEN, VARIANT, VARIANTS_INI

__all__ = ["START_FEN", "VARIANT", "VARIANTS_INI", "legal_moves", "load", "result"]

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
