"""Alpha-beta search for the Magnetic Chess family (every field code and code rule).

The contract of :mod:`magnetdesk.ai.go.mcts` (``search_stats`` and ``choose``), so the app's
worker, the text protocol, the worker processes and the arena reach it through
:mod:`magnetdesk.ai.searches` like any other search.

* **Search**: negamax with alpha-beta and iterative deepening, a transposition table keyed by
  the position's hash (board and side to move), its castling rights and the code in force,
  move ordering (the table's move, captures by MVV-LVA, promotions, two killer moves per ply,
  a history count), principal-variation null windows, late move reductions and null-move
  pruning (:meth:`_Search._null_cut`); at the Strongest level also futility pruning and
  deeper reductions (:mod:`magnetdesk.ai.chess.pruning`). Every move is made by the engine
  (``position.attempt``), so every code, code rule and the no-repetition option hold inside
  the search exactly as in the game.
* **Quiescence** on captures, promotions and king threats. There is no check in this game:
  a king that can be taken next move is simply lost, so a player whose king can be taken
  may not "stand pat" (every move is tried), and at the first quiescence ply the quiet moves
  after which the mover can take the enemy king (directly, or because the field pulled a
  piece next to it or moved a blocker away) or that promote by magnetism are tried too.
  A node where the side to move can take the king is a win at once.
* **Evaluation**: :mod:`magnetdesk.ai.chess.evaluation`.
* **Budget**: ``Budget.playouts`` counts **nodes** for this family: positions the search
  reaches (quiescence included). ``seconds`` caps the time. A stop (the caller's ``stop``,
  the clock or the node cap) ends the search within a few milliseconds (checked every
  :data:`POLL_EVERY` nodes) with the moves of the last depth searched: a depth stopped
  part-way counts with the root moves it searched (the last depth's best goes first), so
  every level uses all of its nodes and the strongest all of its time.
* **Root statistics**: ``moves[move] = (depth, depth × value)`` for every root move whose
  score at the last depth searched is exact: the best one, and those within
  :data:`ROOT_MARGIN` of it (the root searches the others with the window just below the
  best score minus the margin, so those scores are exact too). ``value`` is the score as a
  win rate (:func:`win_rate`, mate scores just inside 0 and 1), so the progress display and
  :func:`choose` read it like any search's. :func:`choose` takes the best one, or at a
  temperature a score-weighted draw among those within the margin: the lower levels'
  mistakes are moves that looked nearly as good, never random ones.
* **Worker processes**: the search runs in **one** worker process (:data:`MAX_WORKERS`):
  off the app's threads (the GIL would make a pure-Python search in a thread stall the
  window), stoppable through the pool's shared stop counter, its deadline kept by the pool.
  Root-parallel alpha-beta does not add up like Monte-Carlo statistics: two processes
  cannot share the transposition table or the alpha bound cheaply, so independent searches
  (lazy SMP without the shared table) mostly repeat each other's work and only vote. The
  statistics above would add up as such a vote (visits are depths), should that be wanted;
  on this 2-core machine the second core keeps the app and the other player responsive.

>>> from magnetdesk.engine.chess.position import ChessPosition
>>> from magnetdesk.engine.core.vocabulary import BLACK
>>> from magnetdesk.engine.chess.variants import new_chess_position
>>> rules = new_chess_position("magnetic-chess").rules
>>> p = ChessPosition.setup(rules, "4k3/8/8/8/8/8/8/R3K2q", to_move=BLACK)
>>> result = choose(p, search_stats(p, Budget(playouts=2000)))   # the king can be taken
>>> p.move_text(result.move), result.win_rate > 0.999
('h1e1', True)
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from magnetdesk.ai.chess import compiled
from magnetdesk.ai.chess.baseline import greedy_move
from magnetdesk.ai.chess.evaluation import ORDER_VALUES, VALUES, attacked, evaluate, king_square
from magnetdesk.ai.chess.pruning import (
    FUTILITY_DEPTH,
    FUTILITY_MARGIN,
    PRUNING_SIGHT,
    reduction,
    threatens,
)
from magnetdesk.ai.chess.scores import MATE_BOUND, WIN, from_table, score_of, to_table, win_rate
from magnetdesk.ai.core.search_types import (
    CANDIDATES,
    PV_LENGTH,
    Budget,
    Candidate,
    RootStats,
    SearchProgress,
    SearchResult,
)
from magnetdesk.engine.chess.field import Promoted, make_move
from magnetdesk.engine.chess.moves import KING, KNIGHT, QUEEN
from magnetdesk.engine.chess.position import ChessPosition
from magnetdesk.engine.core.vocabulary import Illegal

if TYPE_CHECKING:
    from magnetdesk.ai.levels import Level
    from magnetdesk.engine.chess.codes import FieldCode
    from magnetdesk.engine.chess.moves import ChessMove
    from magnetdesk.engine.core.vocabulary import Colour, GameEnd

INFINITE = 10**6
MAX_DEPTH = 40
QUIESCENCE_PLIES = 8  # plies of captures (and evasions) after the nominal depth, at most
REDUCTION_DEPTH = 3  # late move reductions from this depth on
NULL_DEPTH = 3  # null-move pruning from this depth on ...
NULL_REDUCTION = 2  # ... searching the opponent's free move this many plies shallower
LATE_MOVES = 3  # the moves searched at full depth before the quiet ones are reduced
EVASION_PLIES = 3  # quiescence plies where a player whose king can be taken tries every move
DELTA_MARGIN = 200  # a capture must come this close to alpha to be tried in quiescence
THREAT_PLIES = 1  # quiescence plies that also try quiet king threats and magnetic promotions
ROOT_MARGIN = 40  # root moves within this of the best get exact scores (the levels' choice)
CHOICE_SCALE = 15.0  # centipawns per unit of temperature in the levels' weighted draw
POLL_EVERY = 64  # nodes between two looks at the clock, the stop and the node cap
PROGRESS_INTERVAL = 0.25
TABLE_LIMIT = 500_000  # transposition table entries before it starts afresh
RESIGN_SCORE = 1500  # resign when the best score is at most minus this (or a forced loss)
RESIGN_DEPTH = 3  # ... found at this depth or deeper
MAX_WORKERS: int | None = 1  # see the module docstring
IN_PROCESS_PLAYOUTS = 500  # nodes: level 1's 200 take about a hundredth of a second
LEVEL_NODES = {1: 200, 2: 750, 3: 3000, 4: 10000, 5: 10**9}  # node caps of the levels
CONTEMPT = 30  # a draw scores this much below even for the player the search moves for

EXACT, LOWER, UPPER = 0, 1, 2
Stop = Callable[[], bool]
Progress = Callable[[SearchProgress], None]


class _Stopped(Exception):
    """The search must end now (the stop, the clock or the node cap)."""


def level_budget(level: Level, position: ChessPosition, *, seconds: float | None = None,
                 playouts: int | None = None) -> Budget:
    """The budget of a level (:class:`magnetdesk.ai.levels.Level`) for a chess move: its
    node cap (:data:`LEVEL_NODES`) and its seconds; ``playouts`` replaces the cap (nodes;
    without ``seconds`` the time is then unlimited), ``seconds`` the time."""
    if playouts is not None:
        return Budget(max(playouts, 1), seconds if seconds is not None else math.inf,
                      level.foresight)
    return Budget(LEVEL_NODES[level.number], seconds if seconds is not None else level.seconds,
                  level.foresight)


class _Search:
    """One iterative-deepening search from one position."""

    def __init__(
        self,
        root: ChessPosition,
        budget: Budget,
        stop: Stop,
        progress: Progress | None,
        rng: random.Random,
    ) -> None:
        self.root = root
        self.stop = stop
        self.progress = progress
        self.rng = rng
        self.started = time.monotonic()
        self.deadline = self.started + budget.seconds
        self.seconds = budget.seconds
        self.node_cap = budget.playouts
        self.prune = budget.foresight >= PRUNING_SIGHT  # the Strongest level (pruning.py)
        self.nodes = 0
        self.next_poll = min(POLL_EVERY, self.node_cap)
        self.last_report = self.started
        self.stopped = False
        # key: (depth, flag, score, best move)
        self.table: dict[int, tuple[int, int, int, ChessMove | None]] = {}
        self.killers: list[list[ChessMove | None]] = [
            [None, None] for _ in range(MAX_DEPTH + QUIESCENCE_PLIES + 2)
        ]
        self.history: dict[tuple[int, int], int] = {}
        self.code_keys: dict[FieldCode | None, int] = {}
        self.depth = 0  # the last depth searched ...
        self.scores: dict[ChessMove, int] = {}  # ... and its exact root scores, best first

    # --- bookkeeping --------------------------------------------------------------------

    def _count(self) -> None:
        self.nodes += 1
        if self.nodes >= self.next_poll:
            self._poll()

    def _poll(self) -> None:
        now = time.monotonic()
        if self.stop():
            self.stopped = True
            raise _Stopped
        if now >= self.deadline or self.nodes >= self.node_cap:
            raise _Stopped
        self.next_poll = min(self.nodes + POLL_EVERY, self.node_cap)
        if self.progress is not None and now - self.last_report >= PROGRESS_INTERVAL:
            self.last_report = now
            self._report(now)

    def _report(self, now: float) -> None:
        progress = self.progress
        if progress is not None and self.scores:  # _poll reports only with a progress
            move, score = next(iter(self.scores.items()))
            progress(SearchProgress(self.nodes, move, win_rate(score), now - self.started,
                                    self.candidates()))

    def candidates(self) -> tuple[Candidate, ...]:
        """The root moves with exact scores at the last depth, best first, each with the
        line the transposition table holds after it (its "visits" are the depth)."""
        return tuple(
            Candidate(move, self.depth, win_rate(score), (move, *self._line(move)))
            for move, score in list(self.scores.items())[:CANDIDATES]
        )

    def _line(self, move: ChessMove) -> list[ChessMove]:
        """The table's best moves after ``move`` from the root (a repetition ends it)."""
        line: list[ChessMove] = []
        position = self.root.play(move).position
        seen = {self._key(position)}
        while len(line) < PV_LENGTH - 1 and position.end is None:
            entry = self.table.get(self._key(position))
            best = None if entry is None else entry[3]
            after = None if best is None else position.attempt(best)
            if best is None or after is None or isinstance(after, Illegal):
                break
            line.append(best)
            position = after.position
            key = self._key(position)
            if key in seen:
                break
            seen.add(key)
        return line

    def _key(self, position: ChessPosition) -> int:
        code = position.code
        key = self.code_keys.get(code)
        if key is None:
            key = self.code_keys[code] = random.Random(str(code)).getrandbits(60) << 4
        return position.hash ^ key ^ position.castling

    # --- iterative deepening ------------------------------------------------------------

    def run(self) -> RootStats[ChessMove]:
        moves = self.root.legal_moves()
        if len(moves) == 1:
            self.scores = {moves[0]: 0}
            self.depth = 1
            return self.stats()
        try:
            for depth in range(1, MAX_DEPTH + 1):
                moves = self._root(moves, depth)
                if abs(next(iter(self.scores.values()))) >= MATE_BOUND:
                    break
        except _Stopped:
            pass
        return self.stats()

    def _root(self, moves: list[ChessMove], depth: int) -> list[ChessMove]:
        """Search every root move to ``depth``; the moves reordered for the next depth.
        Stopped part-way from depth 2 on, the moves searched so far stand for the depth:
        the last depth's best went first, so a move that beat it is better (a partial
        iteration, as chess engines use it: the last depth's time is not thrown away)."""
        found: dict[ChessMove, int] = {}
        best = -INFINITE
        try:
            for i, move in enumerate(moves):
                child = self.root.play(move).position  # a legal move of the root
                floor = -INFINITE if i == 0 else best - ROOT_MARGIN
                score = -self._negamax(child, depth - 1, -INFINITE, -floor, 1)
                if score > floor:
                    found[move] = score
                best = max(best, score)
        except _Stopped:
            if found and depth > 1:
                self._settle(found, depth)
            raise
        self._settle(found, depth)
        rest = [m for m in moves if m not in found]
        return [*self.scores, *rest]

    def _settle(self, found: dict[ChessMove, int], depth: int) -> None:
        self.depth = depth
        self.scores = dict(sorted(found.items(), key=lambda item: -item[1]))

    def stats(self) -> RootStats[ChessMove]:
        depth = self.depth
        moves = {m: (depth, depth * win_rate(s)) for m, s in self.scores.items()} if depth else {}
        return RootStats(self.nodes, moves, None, self.stopped)

    # --- the tree -----------------------------------------------------------------------

    def _end_score(self, end: GameEnd, to_move: Colour, ply: int) -> int:
        """A finished game's score for ``to_move``; a draw (threefold repetition) is
        :data:`CONTEMPT` worse than even for the player the search moves for, so it plays on
        in an even position rather than repeat, and takes the draw only when worse off."""
        if end.winner is None:
            return -CONTEMPT if to_move == self.root.to_move else CONTEMPT
        return _terminal(end, to_move, ply)

    def _negamax(self, position: ChessPosition, depth: int, alpha: int, beta: int, ply: int,
                 null: bool = True) -> int:
        self._count()
        end = position.end
        if end is not None:
            return self._end_score(end, position.to_move, ply)
        moves = position.candidate_moves()  # a move the no-repetition rule refuses is skipped
        board = position.board
        if _takes_king(board, moves, position.to_move):
            return WIN - ply
        if depth <= 0:
            return self._quiesce(position, moves, alpha, beta, ply, 0)
        key = self._key(position)
        entry = self.table.get(key)
        table_move: ChessMove | None = None
        if entry is not None:
            stored_depth, flag, stored, table_move = entry
            if stored_depth >= depth:
                score = from_table(stored, ply)
                if (flag == EXACT or (flag == LOWER and score >= beta)
                        or (flag == UPPER and score <= alpha)):
                    return score
        start_alpha = alpha
        best_move: ChessMove | None
        best, best_move = -INFINITE, None
        searched = 0
        killers = self.killers[ply]
        # late move reductions: from depth 3, the quiet moves ordered late are searched a ply
        # shallower first (and again at full depth if they beat alpha), unless the king is
        # in danger: then every move may be the one that saves it
        own_king = king_square(board, position.to_move)
        safe = not (own_king >= 0 and attacked(board, own_king, 3 - position.to_move))
        if null and safe and depth >= NULL_DEPTH and self._null_cut(position, depth, beta, ply):
            return beta
        reducible = depth >= REDUCTION_DEPTH and safe
        frontier = False
        if self.prune and safe and beta - alpha == 1 and depth <= FUTILITY_DEPTH:
            standing = self._futile(position, beta)
            if standing is not None and standing - FUTILITY_MARGIN * depth >= beta:
                return standing
            frontier = standing is not None and depth == 1 and standing + FUTILITY_MARGIN <= alpha
        mover = position.to_move
        for move in self._ordered(board, moves, table_move, ply):
            outcome = position.attempt(move)
            if isinstance(outcome, Illegal):
                continue
            child = outcome.position
            searched += 1
            quiet = not board[move.end] and not move.promotion
            threat = self.prune and searched > 1 and quiet and threatens(child.board, mover)
            if frontier and searched > 1 and quiet and not threat:
                continue  # futility at the frontier (pruning.py)
            if searched == 1:
                score = -self._negamax(child, depth - 1, -beta, -alpha, ply + 1)
            else:
                score = alpha + 1
                if (reducible and searched > LATE_MOVES and quiet and not threat
                        and move != killers[0] and move != killers[1]):
                    reduced = depth - 1 - reduction(self.prune, depth, searched)
                    score = -self._negamax(child, reduced, -alpha - 1, -alpha, ply + 1)
                if score > alpha:
                    score = -self._negamax(child, depth - 1, -alpha - 1, -alpha, ply + 1)
                if alpha < score < beta:
                    score = -self._negamax(child, depth - 1, -beta, -alpha, ply + 1)
            if score > best:
                best, best_move = score, move
                if score > alpha:
                    alpha = score
                    if alpha >= beta:
                        if not board[move.end]:
                            self._remember(move, depth, ply)
                        break
        if not searched:  # every move repeats: no legal move, and that loses
            return -(WIN - ply)
        flag = UPPER if best <= start_alpha else LOWER if best >= beta else EXACT
        if len(self.table) >= TABLE_LIMIT:
            self.table.clear()
        self.table[key] = (depth, flag, to_table(best, ply), best_move)
        return best

    @staticmethod
    def _futile(position: ChessPosition, beta: int) -> int | None:
        """The evaluation a pruning decision stands on (pruning.py), None near forced wins."""
        return None if abs(beta) >= MATE_BOUND else evaluate(position)

    def _null_cut(self, position: ChessPosition, depth: int, beta: int, ply: int) -> bool:
        """Null-move pruning: if the mover, letting the opponent move twice, still scores at
        least ``beta`` in a shallower search, a real move would too, and the node is cut.
        Not with pawns and king alone (there a free move is most likely to be worth more than
        any real one: zugzwang), nor near forced wins, nor when the position is worse than
        ``beta`` already. The free move keeps the board and passes the turn; the field code
        follows the ply as after a real move."""
        if abs(beta) >= MATE_BOUND:
            return False
        board = position.board
        me = position.to_move
        if not any(p >> 3 == me and KNIGHT <= p & 7 <= QUEEN for p in board):
            return False
        if evaluate(position) < beta:
            return False
        passed = ChessPosition(
            position.rules, position.board, 3 - me, position.castling, position.ply + 1,
            position.quiet + 1,
        )
        reduced = depth - 1 - NULL_REDUCTION
        score = -self._negamax(passed, reduced, -beta, -beta + 1, ply + 1, null=False)
        return score >= beta

    def _remember(self, move: ChessMove, depth: int, ply: int) -> None:
        killers = self.killers[ply]
        if killers[0] != move:
            killers[1], killers[0] = killers[0], move
        squares = (move.start, move.end)
        self.history[squares] = self.history.get(squares, 0) + depth * depth

    def _ordered(
        self,
        board: Sequence[int],
        moves: list[ChessMove],
        table_move: ChessMove | None,
        ply: int,
    ) -> list[ChessMove]:
        killers = self.killers[ply]
        history = self.history

        def priority(move: ChessMove) -> int:
            if move == table_move:
                return 1 << 30
            victim = board[move.end]
            if victim:
                attacker = ORDER_VALUES[board[move.start] & 7]
                return (1 << 24) + ORDER_VALUES[victim & 7] * 64 - attacker
            if move.promotion:
                return (1 << 23) + ORDER_VALUES[move.promotion]
            if move == killers[0] or move == killers[1]:
                return 1 << 22
            return history.get((move.start, move.end), 0)

        return sorted(moves, key=priority, reverse=True)

    def _quiesce(
        self,
        position: ChessPosition,
        moves: list[ChessMove],
        alpha: int,
        beta: int,
        ply: int,
        qply: int,
    ) -> int:
        """Captures, promotions and (at the first plies) king threats, until quiet; a player
        whose king can be taken tries every move instead of standing pat."""
        board = position.board
        me = position.to_move
        own_king = king_square(board, me)
        in_danger = own_king >= 0 and attacked(board, own_king, 3 - me)
        if in_danger and qply < EVASION_PLIES:
            best = -INFINITE
            candidates = self._ordered(board, moves, None, ply)
        else:
            best = evaluate(position)
            if in_danger or best >= beta or qply >= QUIESCENCE_PLIES:
                return best
            alpha = max(alpha, best)
            candidates = self._forcing(position, moves, ply, qply, alpha - best)
        for move in candidates:
            outcome = position.attempt(move)
            if isinstance(outcome, Illegal):  # the no-repetition rule
                continue
            child = outcome.position
            self._count()
            end = child.end
            if end is not None:
                score = -self._end_score(end, child.to_move, ply + 1)
            else:
                replies = child.candidate_moves()
                if _takes_king(child.board, replies, child.to_move):
                    score = -(WIN - ply - 1)
                else:
                    score = -self._quiesce(child, replies, -beta, -alpha, ply + 1, qply + 1)
            if score > best:
                best = score
                if score > alpha:
                    alpha = score
                    if alpha >= beta:
                        break
        return best if best > -INFINITE else -(WIN - ply)  # no legal move loses

    def _forcing(
        self, position: ChessPosition, moves: list[ChessMove], ply: int, qply: int, short: int
    ) -> list[ChessMove]:
        """Captures and promotions by MVV-LVA; at the first plies also the quiet moves after
        which the mover can take the enemy king or that promote a pawn by magnetism. Left
        out: captures that cannot make up the ``short`` the mover's score lacks of alpha even
        with :data:`DELTA_MARGIN` to spare, and captures of a lesser piece on a square the
        opponent can take on (each is a guess: the field may change both)."""
        board = position.board
        me = position.to_move
        enemy = 3 - me
        forcing: list[ChessMove] = []
        for m in moves:
            victim = board[m.end]
            if m.promotion:
                forcing.append(m)
            elif victim:
                gain = VALUES[victim & 7]
                if gain + DELTA_MARGIN < short:
                    continue
                if VALUES[board[m.start] & 7] > gain + 50 and attacked(board, m.end, enemy):
                    continue
                forcing.append(m)
        ordered = self._ordered(board, forcing, None, ply)
        if qply >= THREAT_PLIES:
            return ordered
        enemy_king = king_square(board, enemy)
        code = position.code  # the move's field; None only where each move names its own
        for move in moves:
            if board[move.end] or move.promotion:
                continue
            after = list(board)
            effects = make_move(after, move, code or move.code)  # type: ignore[arg-type]
            if (enemy_king >= 0 and attacked(after, enemy_king, me)) or any(
                isinstance(e, Promoted) for e in effects
            ):
                ordered.append(move)
        return ordered


def _terminal(end: GameEnd, to_move: Colour, ply: int) -> int:
    """The score of a finished game for the player to move in it."""
    if end.winner is None:
        return 0
    return WIN - ply if end.winner == to_move else -(WIN - ply)


def _takes_king(board: Sequence[int], moves: list[ChessMove], mover: Colour) -> bool:
    king = (3 - mover) << 3 | KING
    return any(board[m.end] == king for m in moves)


def _never() -> bool:
    return False


def search_stats(
    position: ChessPosition,
    budget: Budget,
    *,
    rng: random.Random | None = None,
    stop: Stop | None = None,
    progress: Progress | None = None,
) -> RootStats[ChessMove]:
    """Search ``position`` within ``budget`` (nodes and seconds); the root statistics of the
    last depth searched (see the module docstring). A finished game has none."""
    if position.end is not None:
        return RootStats()
    if compiled.plays(position):
        return compiled.search_stats(position, budget, stop or _never, progress)
    rng = rng if rng is not None else random.Random()
    return _Search(position, budget, stop or _never, progress, rng).run()


def choose(
    position: ChessPosition,
    stats: RootStats[ChessMove],
    *,
    temperature: float = 0.0,
    rng: random.Random | None = None,
    settled_pass: bool = False,  # chess never passes
) -> SearchResult:
    """The move to play: the best of the last depth searched, or above temperature 0 a
    draw among the moves within :data:`ROOT_MARGIN` of it, weighted by
    ``exp((score - best) / (CHOICE_SCALE × temperature))`` (never away from a forced win).
    Resigns when the best score is a forced loss, or :data:`RESIGN_SCORE` down, at depth
    :data:`RESIGN_DEPTH` or deeper. Without statistics: the 1-ply greedy move."""
    if position.end is not None:
        raise ValueError("the game is over: there is no move to choose")
    rng = rng if rng is not None else random.Random()
    if not stats.moves:
        return SearchResult(greedy_move(position, rng), stats.playouts, 0.5, stats.stopped)
    ranked = sorted(stats.moves.items(), key=lambda kv: (kv[1][0], kv[1][1] / kv[1][0]),
                    reverse=True)
    move, (visits, wins) = ranked[0]
    best = score_of(wins / visits)
    if temperature > 0 and best < MATE_BOUND:
        good = [(m, score_of(w / v)) for m, (v, w) in ranked if v == visits]
        good = [(m, s) for m, s in good if s >= best - ROOT_MARGIN]
        if len(good) > 1:
            weights = [math.exp((s - best) / (CHOICE_SCALE * temperature)) for _, s in good]
            move = rng.choices([m for m, _ in good], weights)[0]
            visits, wins = stats.moves[move]
    rate = wins / visits
    resign = visits >= RESIGN_DEPTH and best <= -RESIGN_SCORE
    return SearchResult(move, stats.playouts, rate, stats.stopped, None, resign)
