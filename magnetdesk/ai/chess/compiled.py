"""The Magnetic Chess family's compiled search (``chesscore/``), when it was built: the search of
:mod:`magnetdesk.ai.chess.search` with the engine's rules and the evaluation of
:mod:`magnetdesk.ai.chess.evaluation`, in C, for the code rules where no player names the code:
"fixed" (the four named variants and every ``chess-XXXX``), "cycle" and "random", with or
without the no-repetition rule and origin-square fields. Where players name codes ("mover",
"opponent") every move comes in as many kinds as there are codes, and the Python search plays.

The Python engine stays the rules oracle and the Python search the reference:
``tests/ai/chess/test_chess_core.py`` compares the core's moves, boards, keys, ends and scores
with theirs, and its searches with the Python search's. Where the core was not built (``pip
install`` without a C compiler), for the code rules that change the code during a game, or
with ``MAGNETDESK_PURE_PYTHON=1``, :func:`serves` answers False and the Python search plays.

>>> from magnetdesk.engine.chess.variants import new_chess_position
>>> p = new_chess_position("magnetic-chess")
>>> if serves(p.rules):
...     assert len(ChessCore(p.rules).moves(p)) == 20
"""

from __future__ import annotations

import random
import time
from array import array
from collections.abc import Callable
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from magnetdesk.ai.chess.pruning import PRUNING_SIGHT
from magnetdesk.ai.chess.scores import win_rate
from magnetdesk.ai.core import cores
from magnetdesk.ai.core.search_types import (
    CANDIDATES,
    PV_LENGTH,
    Budget,
    Candidate,
    RootStats,
    SearchProgress,
)
from magnetdesk.engine.chess.codes import drawn_code
from magnetdesk.engine.chess.moves import MOVES, ChessMove
from magnetdesk.engine.chess.position import PIECE_KEYS, WHITE_KEY

if TYPE_CHECKING:
    from magnetdesk.engine.chess.codes import ChessSettings, FieldCode
    from magnetdesk.engine.chess.position import ChessPosition
    from magnetdesk.engine.core.history import History

_core: Any = cores.built("chesscore")

PROGRESS_INTERVAL = 0.25  # seconds between two progress reports
CODE_RULES = ("fixed", "cycle", "random")  # the core's numbers for them: their places here
DRAWN_PAIRS = 64  # random codes handed to the core past a position (chesscore/core.h)
ROOT_MOVES = 160  # more moves than this (set-ups with many queens): the Python search, since
# the core keeps at most 256 moves a position (chesscore/core.h MAX_MOVES)

Stop = Callable[[], bool]
Progress = Callable[[SearchProgress], None]


def available() -> bool:
    """Whether the compiled search is there and not switched off
    (:mod:`~magnetdesk.ai.core.cores`)."""
    return cores.used("chesscore") is not None


def serves(rules: ChessSettings) -> bool:
    """Whether the compiled search plays this game (see the module docstring)."""
    return available() and rules.code_rule in CODE_RULES


def plays(position: ChessPosition) -> bool:
    """Whether the compiled search plays this position: it :func:`serves` the game and the
    position is not a set-up with so many pieces that a few moves on could outgrow the core's
    move lists."""
    return serves(position.rules) and len(position.candidate_moves()) <= ROOT_MOVES


def encode(move: ChessMove) -> int:
    return move.start | move.end << 6 | move.promotion << 12


def decode(code: int) -> ChessMove:
    start, end, promotion = code & 63, code >> 6 & 63, code >> 12
    return ChessMove(start, end, promotion) if promotion else MOVES[start][end]


@lru_cache(maxsize=1)
def _piece_keys() -> bytes:
    return array("Q", [key for keys in PIECE_KEYS for key in keys]).tobytes()


def game_keys(position: ChessPosition) -> bytes:
    """The keys of the positions a move from ``position`` could repeat, oldest first, its own
    last (position.py's ``_recent``)."""
    keys = []
    link: History | None = position.history
    for _ in range(position.since_irreversible + 1):
        if link is None:
            break
        keys.append(link.board_hash)
        link = link.parent
    return array("Q", reversed(keys)).tobytes()


def _table_key(code: FieldCode) -> int:
    """The search's table key of a code (``search._Search._key``)."""
    return random.Random(str(code)).getrandbits(60) << 4


class ChessCore:
    """One game's compiled core; positions and moves cross as the engine's values."""

    def __init__(self, rules: ChessSettings) -> None:
        self.rules = rules
        self.codes = (rules.code, *rules.codes) if rules.code_rule != "fixed" else (rules.code,)
        self.core = _core.Core(
            [
                (bytes(sum(code.table, ())),
                 None if code.origin_table is None else bytes(sum(code.origin_table, ())),
                 _table_key(code))
                for code in self.codes
            ],
            CODE_RULES.index(rules.code_rule),
            rules.no_repetition,
            _piece_keys(),
            WHITE_KEY,
        )
        self.first_pair = -1

    def _state(self, position: ChessPosition) -> tuple[bytes, int, int, int, int, int]:
        rules = self.rules
        if rules.code_rule == "random" and position.ply // 2 != self.first_pair:
            self.first_pair = first = position.ply // 2
            pairs = range(first, first + DRAWN_PAIRS)
            drawn = [1 + rules.codes.index(drawn_code(rules.codes, rules.seed, p)) for p in pairs]
            self.core.set_drawn(first, drawn)
        return (bytes(position.board), position.to_move, position.castling, position.quiet,
                position.since_irreversible, position.ply)

    def moves(self, position: ChessPosition) -> list[ChessMove]:
        """The pseudo-legal moves, in the engine's order."""
        board, to_move, castling, _, _, _ = self._state(position)
        return [decode(m) for m in self.core.moves(board, to_move, castling)]

    def play(self, position: ChessPosition, move: ChessMove) -> tuple[Any, ...] | None:
        """(board, to_move, castling, quiet, since, key, end) after ``move``; None when the
        no-repetition rule refuses it. ``end``: 0 going on, 1 king taken, 2 threefold
        repetition, 3 fifty moves."""
        answer: tuple[Any, ...] | None = self.core.play(
            *self._state(position), game_keys(position), encode(move)
        )
        return answer

    def evaluate(self, position: ChessPosition) -> tuple[int, int]:
        """The evaluation's score for the player to move, and the position's key."""
        board, to_move, _, _, _, ply = self._state(position)
        score, key = self.core.evaluate(board, to_move, ply)
        return score, key

    def search(
        self,
        position: ChessPosition,
        moves: list[ChessMove],
        budget: Budget,
        poll: Callable[[int], bool] | None = None,
    ) -> tuple[int, list[tuple[ChessMove, int]], int, bool]:
        """(depth, [(move, score), ...] best first, nodes, stopped by ``poll``): every root
        move of ``moves`` searched as :class:`magnetdesk.ai.chess.search._Search` does."""
        seconds = min(budget.seconds, 1e9)
        depth, scored, nodes, stopped = self.core.search(
            *self._state(position), game_keys(position), [encode(m) for m in moves],
            min(budget.playouts, 2**62), seconds, poll, budget.foresight >= PRUNING_SIGHT,
        )
        return depth, [(decode(m), s) for m, s in scored], nodes, stopped

    def current(self) -> tuple[int, list[tuple[ChessMove, int]]]:
        depth, scored = self.core.current()
        return depth, [(decode(m), s) for m, s in scored]

    def line(self, move: ChessMove) -> tuple[ChessMove, ...]:
        """``move`` and the table's best moves after it."""
        return (move, *(decode(m) for m in self.core.line(encode(move), PV_LENGTH - 1)))


def search_stats(
    position: ChessPosition, budget: Budget, stop: Stop, progress: Progress | None
) -> RootStats[ChessMove]:
    """:func:`magnetdesk.ai.chess.search.search_stats` in the core: the same root statistics."""
    moves = position.legal_moves()
    if len(moves) == 1:
        return RootStats(0, {moves[0]: (1, win_rate(0))}, None, False)
    core = ChessCore(position.rules)
    started = last = time.monotonic()

    def poll(nodes: int) -> bool:
        nonlocal last
        if stop():
            return True
        now = time.monotonic()
        if progress is not None and now - last >= PROGRESS_INTERVAL:
            last = now
            depth, scored = core.current()
            if scored:
                candidates = tuple(
                    Candidate(m, depth, win_rate(s), core.line(m)) for m, s in scored[:CANDIDATES]
                )
                move, score = scored[0]
                progress(SearchProgress(nodes, move, win_rate(score), now - started, candidates))
        return False

    depth, scored, nodes, stopped = core.search(position, moves, budget, poll)
    found = {m: (depth, depth * win_rate(s)) for m, s in scored} if depth else {}
    return RootStats(nodes, found, None, stopped)
