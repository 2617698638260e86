"""Monte-Carlo tree search for the Go family: Go, Atari-Go, Stoical Go and Magnetgo.

The contract the rest of the program relies on:

* ``search_stats(position, budget, *, rng, stop, progress) -> RootStats``: one search, its root
  statistics (these add up across worker processes);
* ``choose(position, stats, *, temperature, rng) -> SearchResult``: the move to play from
  (possibly merged) statistics: the most visited move at temperature 0, a visit-weighted draw
  among the good moves above it; resign and pass decisions; ownership normalised to -1..1;
* ``search(...)``: both in one call.

One iteration walks down the tree (:mod:`magnetdesk.ai.go.priors`: RAVE and priors), gives a leaf
that has been visited often enough its children, and finishes the game with a playout: on
the fast board with the playout policy (:mod:`magnetdesk.ai.go.playout_policy`) for every
variant without magnets, on the Magnetgo board (:mod:`magnetdesk.ai.go.magnet_playout`) for
Magnetgo, through the engine (:mod:`magnetdesk.ai.go.engine_playout`) for anything else (a
declared rule switch the Python playouts do not play); the compiled core
(:mod:`magnetdesk.ai.go.fast_playout`) plays the first two when it was built and plays every
switch that is on.
Every move inside the tree is made by the engine, so the tree obeys every rule option exactly
(superko included); the playouts only approximate superko by simple ko. The playout's final
board gives the result (area count, komi; rule-ended games by their winner) and the ownership.
RAVE is off in Magnetgo, where stones slide and a point played later says little about
playing it now (measured with the flat search: there it lost games).

>>> import random
>>> from magnetdesk.engine.go.diagram import position_from_text
>>> p = position_from_text("atari-go", '''
...     . X O .
...     . . X .
...     . . . .
...     . . . .
... ''', to_move="black")
>>> p.move_text(search(p, Budget(playouts=100), rng=random.Random(1)).move)
'D4'
"""

from __future__ import annotations

import random
import time
from array import array
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, TypeAlias

from magnetdesk.ai.core import cores
from magnetdesk.ai.core.node import Node, candidates, select
from magnetdesk.ai.core.search import level_budget as standard_budget
from magnetdesk.ai.core.search_types import (
    FULL_SIGHT,
    Budget,
    RootStats,
    SearchProgress,
    SearchResult,
)
from magnetdesk.ai.go import fast_playout, ladder, magnet_threat, priors, simple
from magnetdesk.ai.go.engine_playout import engine_playout
from magnetdesk.ai.go.magnet_playout import MagnetBoard, magnet_playout
from magnetdesk.ai.go.playout_policy import final_margin, owners, playout, policy_for
from magnetdesk.ai.go.settle import (
    board_settled,
    fills_own_territory,
    pass_is_safe,
    passing_wins,
)
from magnetdesk.engine.core.counting import area_owner
from magnetdesk.engine.core.vocabulary import BLACK, WHITE, Illegal
from magnetdesk.engine.go.playout import NO_POINT, PlayoutBoard
from magnetdesk.engine.go.position import PASS
from magnetdesk.engine.go.switches import python_playouts_play

if TYPE_CHECKING:
    from magnetdesk.engine.core.vocabulary import Colour
    from magnetdesk.engine.go.position import GoPosition

PROGRESS_INTERVAL = 0.25  # seconds between progress reports
IN_PROCESS_PLAYOUTS = 200  # budgets below this are searched here: a worker would not pay off
MAX_WORKERS: int | None = None  # every worker of the pool
RESIGN_BELOW = 0.1  # resign when the best move wins less often than this ...
RESIGN_AFTER = 1000  # ... after at least this many playouts
RESIGN_BELOW_MAGNETS = 0.03  # Magnetgo: one magnet capture can turn a game, so resign later
# Beyond 9x9 the win rates of an open board are rougher guesses (13x13's arena lost four
# games by resigning, one at move 52 on an open board), so resign later there too.
RESIGN_BELOW_LARGE = 0.05
GOOD_MOVE_SHARE = 0.1  # at temperature > 0: moves with this share of the best one's visits ...
GOOD_MOVE_LOSS = 0.1  # ... and a win rate at most this much below it
THREAT_DEPTH = 0  # Magnetgo: the opponent's next capture is a prior down to this depth
PASS_CHECK = 0.1  # territory scoring: the root's pass gets at least this share of playouts ...
PASS_TOLERANCE = 0.05  # ... and replaces a move into own territory only this close to it

__all__ = [
    "IN_PROCESS_PLAYOUTS", "MAX_WORKERS", "Budget", "choose", "level_budget", "search",
    "search_stats",
]  # fmt: skip

Stop = Callable[[], bool]
level_budget = standard_budget  # the level's own budget (the Search contract)
GoNode: TypeAlias = "Node[int, GoPosition]"
Scored: TypeAlias = tuple[int, tuple[int, float]]  # a root move and its (visits, wins)


def _never() -> bool:
    return False


class _Search:
    """One search from one position: the tree, the root's playout board, the ownership."""

    def __init__(
        self, position: GoPosition, rng: random.Random, foresight: int = FULL_SIGHT
    ) -> None:
        self.rng = rng
        self.sight = magnet_threat.smallest_seen(foresight)
        self.reading = ladder.reading_depth(foresight)
        self.setups = foresight >= ladder.SETUP_SIGHT
        self.won_leaves = foresight >= ladder.WON_LEAF_SIGHT
        self.rules = position.rules
        self.grid = position.rules.grid
        self.position = position
        self.root: GoNode = Node(PASS, position)
        self.root_colour = position.to_move
        self.cells = len(position.board)
        self.last, last2 = priors.last_moves(position)
        # the declared switches that are on say which playouts play them (engine/go/switches.py)
        python_playouts = python_playouts_play(self.rules)  # else through the engine
        compiled = fast_playout.plays(self.rules)  # else the Python playouts
        self.fast = python_playouts and not self.rules.magnetism  # the fast board's playouts
        if self.fast:
            self.board = PlayoutBoard.from_position(position)  # the root's (only then)
            self.board.last, self.board.last2 = self.last, last2
        self.policy = policy_for(self.rules)
        self.core = (
            fast_playout.FastPlayouts(self.board, self.policy, self.grid)
            if self.fast and compiled else None
        )  # fmt: skip
        self.magnet_board = python_playouts and MagnetBoard.exact_for(self.rules)
        self.magnet_core = (
            fast_playout.MagnetPlayouts(self.grid, self.rules.ko == "positional")
            if self.magnet_board and compiled else None
        )  # fmt: skip
        self.amaf = not self.rules.magnetism
        self.check_pass = self.rules.scoring == "territory"
        self.ownership = array("d", bytes(8 * self.cells))
        self.first = bytearray(self.cells)  # scratch for the AMAF update
        self.tree_core = cores.used("nodecore")
        self.playouts = 0

    # --- one iteration ------------------------------------------------------------------

    def iterate(self, stop: Stop) -> bool:
        """Walk down, expand, play out, update; False if ``stop`` interrupted the playout."""
        node = self.root
        position = self.position  # the node's
        path = [node]
        moves: list[int] = []
        board = None
        while position.end is None:
            children = node.children
            if children is None:
                if node.visits < priors.EXPAND_VISITS and node is not self.root:
                    break
                if self.fast:
                    children, board = self._expand_fast(node, moves, position)
                else:
                    last = node.move if node is not self.root else self.last
                    threats = self.sight if len(path) - 1 <= THREAT_DEPTH else 0
                    if self.magnet_core is not None and not threats:
                        counts = self.magnet_core.counts(position)
                        children = priors.expand_counted(node, counts, last, self.rng)
                    else:
                        children = priors.expand_engine(node, last, self.rng, stop, threats)
                        if children is None:
                            return False
            child = self._pass_to_check(children) if node is self.root else None
            child = child or self._pick(children, position)
            path.append(child)
            moves.append(child.move)
            if board is not None and not board.play(child.move):
                board = None
            node = child
            # _pick and _pass_to_check made it (a node's position is None until it is made)
            position = child.position  # type: ignore[assignment]
            if child.visits == 0:
                break
        sequence = moves[:]
        if self.fast:
            margin, owner = self._fast_playout(board, moves, node, sequence)
        else:
            outcome = self._engine_playout(position, sequence, stop)
            if outcome is None:
                return False
            margin, owner = outcome
        self._update(path, sequence, margin, owner)
        return True

    def _expand_fast(
        self, node: GoNode, moves: list[int], position: GoPosition
    ) -> tuple[list[GoNode], PlayoutBoard | None]:
        """Give ``node`` (reached by ``moves``) its children: by the compiled core when it is
        there, else on a playout board; answers them and that board (None from the core)."""
        if self.core is not None:
            reading = self.reading if self.rules.first_capture_wins else 0
            found = self.core.children(moves, reading, self.setups)
            if found is not None:
                return priors.expand_found(node, found, self.rng), None
        board = self._board_for(moves, position)
        children = priors.expand_fast(node, board, self.grid, self.rng, self.reading, self.setups)
        return children, board

    def _pick(self, children: list[GoNode], position: GoPosition) -> GoNode:
        """The child to walk to from ``position`` among its ``children``, its position made by
        the engine (an illegal one is dropped)."""
        while True:
            # the compiled loop looked up once per search, not once per choice
            child = self.tree_core.select(children) if self.tree_core else select(children)
            if child.position is None:
                outcome = position.attempt(child.move)
                if isinstance(outcome, Illegal):
                    children.remove(child)
                    continue
                child.position = outcome.position
            return child

    def _pass_to_check(self, children: list[GoNode]) -> GoNode | None:
        """Under territory scoring, the root's pass while it has less than :data:`PASS_CHECK`
        of the playouts: ``choose`` passes instead of filling its own territory only when the
        pass, searched, does as well (the ownership cannot tell a dead invader from one
        that lives if the point is left to the opponent)."""
        root = self.root
        if not self.check_pass or root.visits < priors.EXPAND_VISITS:
            return None
        passing = children[-1]  # the root's; priors._finish puts the pass last
        if passing.move != PASS or passing.visits >= PASS_CHECK * root.visits:
            return None
        if passing.position is None:
            outcome = self.position.attempt(PASS)
            if isinstance(outcome, Illegal):
                return None
            passing.position = outcome.position
        return passing

    def _board_for(self, moves: list[int], position: GoPosition) -> PlayoutBoard:
        """The root's playout board with the tree moves played, which lead to ``position``
        (from that engine position when the playout board refuses one of them: superko
        differs from simple ko)."""
        board = self.board.copy()
        for move in moves:
            if not board.play(move):
                board = PlayoutBoard.from_position(position)
                board.last = moves[-1]
                board.last2 = moves[-2] if len(moves) > 1 else NO_POINT
                break
        return board

    def _fast_playout(
        self, board: PlayoutBoard | None, moves: list[int], node: GoNode, sequence: list[int]
    ) -> tuple[float, Sequence[Colour]]:
        # the walk made the leaf's position (a node's is None until it is first visited)
        position: GoPosition = node.position  # type: ignore[assignment]
        end = position.end
        if end is not None and not end.needs_scoring:
            return _decided_margin(end.winner, self.cells), area_owner(
                position.board, self.grid.neighbours
            )
        cap = 3 * self.cells
        if self.won_leaves and self.rules.first_capture_wins:
            won = self._won_leaf(board, moves, position)
            if won is not None:
                return won
        if self.core is not None:
            finished = self.core.run(moves, self.rng, cap)
            if finished is not None:
                sequence.extend(finished.moves)
                return final_margin(finished, self.rules, finished.owner), finished.owner
        if board is None:
            board = self._board_for(moves, position)
        board.passes = 0  # after two passes in the tree the playout plays on: dead stones go
        board.over = False
        playout(board, self.rng, cap, sequence, self.policy)
        owner = owners(board)
        return final_margin(board, self.rules, owner), owner

    def _won_leaf(
        self, board: PlayoutBoard | None, moves: list[int], position: GoPosition
    ) -> tuple[float, Sequence[Colour]] | None:
        """Atari-Go, the Strongest level: a leaf whose side to move wins by force (a capture,
        or an atari that takes a chain) scores as that win without a playout; else None.
        Read by the compiled core when it can, else on the playout board."""
        read = self.core.wins_now(moves, self.reading) if self.core is not None else None
        if read is not None:
            won, owner = read
            return (_decided_margin(position.to_move, self.cells), owner) if won else None
        if board is None:
            board = self._board_for(moves, position)
        board.passes = 0
        board.over = False
        if ladder.wins_now(board, self.reading):
            return _decided_margin(board.to_move, self.cells), owners(board)
        return None

    def _engine_playout(
        self, position: GoPosition, sequence: list[int], stop: Stop
    ) -> tuple[float, Sequence[Colour]] | None:
        if position.end is not None and position.end.needs_scoring:
            position = position.resumed()
        cap = 3 * self.cells
        if not self.magnet_board:
            return engine_playout(position, self.rng, stop, sequence, cap)
        if self.magnet_core is not None:
            finished = self.magnet_core.run(position, self.rng, cap)
            sequence.extend(finished.moves)
            return final_margin(finished, self.rules, finished.owner), finished.owner
        board = MagnetBoard(position)
        if not magnet_playout(board, self.rng, cap, sequence, stop):
            return None
        owner = owners(board)
        return final_margin(board, self.rules, owner), owner

    def _update(
        self, path: list[GoNode], sequence: list[int], margin: float, owner: Sequence[Colour]
    ) -> None:
        self.playouts += 1
        black_reward = 1.0 if margin > 0 else 0.0 if margin < 0 else 0.5
        root_reward = black_reward if self.root_colour == BLACK else 1.0 - black_reward
        self.root.visits += 1
        for depth in range(1, len(path)):
            # the node at ``depth`` was made by the root's mover when depth is odd
            path[depth].visits += 1
            path[depth].wins += root_reward if depth % 2 else 1.0 - root_reward
        own = self.ownership
        if self.tree_core is not None:
            self.tree_core.own(own, owner if isinstance(owner, bytes) else bytes(owner))
            if self.amaf:
                self.tree_core.amaf(path, sequence, root_reward, self.first)
            return
        for cell, colour in enumerate(owner):
            if colour == BLACK:
                own[cell] += 1
            elif colour == WHITE:
                own[cell] -= 1
        if self.amaf:
            self._update_amaf(path, sequence, root_reward)

    def _update_amaf(self, path: list[GoNode], sequence: list[int], root_reward: float) -> None:
        """Each expanded node on the path: its children whose point its mover played first
        later in the game count this playout (RAVE)."""
        first = self.first
        for i in range(len(sequence) - 1, -1, -1):
            move = sequence[i]
            mine = 1 if i % 2 == 0 else 2  # 1: the root's mover, 2: the other
            if move >= 0:
                first[move] = mine
            children = path[i].children if i < len(path) else None
            if children is None:
                continue
            reward = root_reward if mine == 1 else 1.0 - root_reward
            for child in children:
                m = child.move
                if m >= 0 and first[m] == mine:
                    child.amaf_visits += 1
                    child.amaf_wins += reward
        for move in sequence:
            if move >= 0:
                first[move] = 0

    # --- answers ------------------------------------------------------------------------

    def best_child(self) -> GoNode | None:
        children = self.root.children
        if not children:
            return None
        return max(children, key=lambda c: (c.visits, c.win_rate))

    def report(self, elapsed: float) -> SearchProgress | None:
        """The progress so far, with the candidates and the mean ownership (for analysis)."""
        best = self.best_child()
        if best is None:
            return None
        ownership = tuple(o / self.playouts for o in self.ownership) if self.playouts else None
        return SearchProgress(
            self.playouts, best.move, best.win_rate, elapsed, candidates(self.root), ownership
        )

    def stats(self, stopped: bool) -> RootStats[int]:
        moves = {c.move: (c.visits, c.wins) for c in self.root.children or () if c.visits}
        return RootStats(self.playouts, moves, list(self.ownership), stopped)


def _decided_margin(winner: Colour | None, cells: int) -> float:
    """Black's 'margin' in a game the rules decided: the whole board either way, 0 a draw."""
    if not winner:
        return 0.0
    return float(cells) if winner == BLACK else -float(cells)


def search_stats(
    position: GoPosition,
    budget: Budget,
    *,
    rng: random.Random | None = None,
    stop: Stop | None = None,
    progress: Callable[[SearchProgress], None] | None = None,
) -> RootStats[int]:
    """Search ``position`` (the side to move's view) within ``budget``; the root statistics.

    ``stop`` is called between playouts (and between moves of the slower engine playouts):
    when it answers True the search ends at once with ``stopped=True``. ``progress`` gets a
    :class:`SearchProgress` about four times a second. A finished game has no statistics.
    """
    if position.end is not None:
        return RootStats()
    rng = rng if rng is not None else random.Random()
    stop = stop if stop is not None else _never
    search = _Search(position, rng, budget.foresight)
    started = time.monotonic()
    last_report = started
    stopped = False
    while search.playouts < budget.playouts:
        now = time.monotonic()
        if now - started >= budget.seconds:
            break
        if stop():
            stopped = True
            break
        if progress is not None and now - last_report >= PROGRESS_INTERVAL:
            last_report = now
            report = search.report(now - started)
            if report is not None:
                progress(report)
        if not search.iterate(stop):
            stopped = True
            break
    return search.stats(stopped)


def choose(
    position: GoPosition,
    stats: RootStats[int],
    *,
    temperature: float = 0.0,
    rng: random.Random | None = None,
    settled_pass: bool = False,
) -> SearchResult:
    """The move to play from ``stats`` (see the module docstring).

    Passing: when the search likes the pass best, it is played only if the count with the
    dead stones the ownership shows is a win for the mover (else the best other move); when
    the opponent has just passed and that count is a win, the mover passes too and wins.
    In Magnetgo a pass that does not end the game is not played while the opponent's
    magnets could capture next move, or two stones with two moves in a row (nor does the
    territory rule turn a move into a pass then). The territory rule looks only at well
    searched moves, and passes instead only when the pass, searched (under territory scoring
    the root's pass always gets :data:`PASS_CHECK` of the playouts), does as well. With
    ``settled_pass`` (the window's computer, which plays a person) it passes only on a
    settled board (:func:`~magnetdesk.ai.go.settle.board_settled`), else it plays its best
    other move, also after the opponent's pass.
    Resigning: when the chosen and the most searched move both win less than
    :data:`RESIGN_BELOW` (Magnetgo: :data:`RESIGN_BELOW_MAGNETS`, boards larger than 9x9:
    :data:`RESIGN_BELOW_LARGE`) of at least
    :data:`RESIGN_AFTER` playouts. Without statistics (a search stopped before its first
    playout) the move is :func:`magnetdesk.ai.go.simple.choose_move`'s.
    """
    ownership = None
    if stats.ownership is not None and stats.playouts:
        ownership = tuple(o / stats.playouts for o in stats.ownership)
    if position.end is not None:
        return SearchResult(PASS, stats.playouts, 0.5, stats.stopped, ownership)
    if not stats.moves:  # stopped before the first playout: a quick sensible move
        move = simple.choose_move(position, rng if rng is not None else random.Random())
        return SearchResult(move, stats.playouts, 0.5, stats.stopped, ownership)
    ranked = sorted(stats.moves.items(), key=lambda kv: (kv[1][0], kv[1][1]), reverse=True)
    move, (visits, wins) = ranked[0]
    danger = _PassDanger(position)
    magnets = magnet_threat.applies(position.rules)
    if ownership is not None:
        if position.rules.scoring == "territory":
            outside = _outside_own_territory(position, _well_searched(ranked), ownership)
            if outside[0] == PASS:
                outside = _pass_if_as_good(stats, ranked[0])
            if outside[0] != PASS or not danger():
                move, (visits, wins) = outside
        if move == PASS and len(ranked) > 1 and not (
            pass_is_safe(position, ownership)
            and (not settled_pass or board_settled(position, ownership))
        ):
            move, (visits, wins) = next((m, vw) for m, vw in ranked if m != PASS)
        elif (
            move != PASS and position.passes and passing_wins(position, ownership)
            and (not settled_pass or board_settled(position, ownership))
        ):
            return SearchResult(PASS, stats.playouts, 1.0, stats.stopped, ownership)
    if move == PASS and danger():
        move, (visits, wins) = _instead_of_passing(position, ranked)
    if temperature > 0:
        move, (visits, wins) = _draw(ranked, move, visits, wins, temperature, rng)
    win_rate = wins / max(visits, 1)
    # judged by the most searched move too, whatever the pass rules chose instead
    top_visits, top_wins = ranked[0][1]
    hopeless = RESIGN_BELOW_MAGNETS if magnets else RESIGN_BELOW
    if position.rules.size > 9:
        hopeless = min(hopeless, RESIGN_BELOW_LARGE)
    resign = max(win_rate, top_wins / max(top_visits, 1)) < hopeless
    resign = resign and stats.playouts >= RESIGN_AFTER
    return SearchResult(move, stats.playouts, win_rate, stats.stopped, ownership, resign)


class _PassDanger:
    """Magnetgo: whether a pass that does not end the game is dangerous
    (:func:`magnetdesk.ai.go.magnet_threat.pass_is_dangerous`), worked out once when asked."""

    def __init__(self, position: GoPosition) -> None:
        self.position = position
        self.answer: bool | None = None

    def __call__(self) -> bool:
        if self.answer is None:
            self.answer = magnet_threat.pass_is_dangerous(self.position)
        return self.answer


def _instead_of_passing(position: GoPosition, ranked: list[Scored]) -> Scored:
    """The most visited move other than the pass, else the move that leaves the opponent's
    magnets the least to capture (:func:`magnetdesk.ai.go.magnet_threat.safest_move`)."""
    for move, vw in ranked:
        if move != PASS:
            return move, vw
    return magnet_threat.safest_move(position), ranked[0][1]


def _well_searched(ranked: list[Scored]) -> list[Scored]:
    """The moves with at least :data:`GOOD_MOVE_SHARE` of the best one's visits (the territory
    rule must not fall back on a move tried twice)."""
    most = ranked[0][1][0]
    return [(m, vw) for m, vw in ranked if vw[0] >= GOOD_MOVE_SHARE * most]


def _pass_if_as_good(stats: RootStats[int], best: Scored) -> Scored:
    """Instead of ``best``, a move into the mover's own territory: the pass, if it was
    searched (half of :data:`PASS_CHECK` of the playouts) and wins within
    :data:`PASS_TOLERANCE` of it; else ``best`` all the same (the opponent would play
    there: the invader lives, or the point is vital)."""
    visits, wins = stats.moves.get(PASS, (0, 0.0))
    _, (best_visits, best_wins) = best
    searched = visits >= PASS_CHECK / 2 * stats.playouts
    if searched and wins / visits >= best_wins / max(best_visits, 1) - PASS_TOLERANCE:
        return PASS, (visits, wins)
    return best


def _outside_own_territory(
    position: GoPosition, ranked: list[Scored], ownership: tuple[float, ...]
) -> Scored:
    """Under territory scoring: the most visited move that does not fill the mover's own
    settled territory (the playouts cannot see that cost), else the pass."""
    for move, (visits, wins) in ranked:
        if not fills_own_territory(position, move, ownership):
            return move, (visits, wins)
    return PASS, ranked[0][1]  # the pass is worth what the best move is


def _draw(
    ranked: list[Scored],
    move: int,
    visits: int,
    wins: float,
    temperature: float,
    rng: random.Random | None,
) -> Scored:
    """A visit-weighted draw among the good moves: enough visits, win rate close to the best."""
    rng = rng if rng is not None else random.Random()
    best_rate = wins / max(visits, 1)
    good = [
        (m, (v, w)) for m, (v, w) in ranked
        if v >= GOOD_MOVE_SHARE * visits and w / v >= best_rate - GOOD_MOVE_LOSS
        and (m != PASS or m == move)
    ]  # fmt: skip
    if len(good) < 2:
        return move, (visits, wins)
    weights = [v ** (1.0 / temperature) for _, (v, _) in good]
    return rng.choices(good, weights)[0]


def search(
    position: GoPosition,
    budget: Budget,
    *,
    rng: random.Random | None = None,
    stop: Stop | None = None,
    progress: Callable[[SearchProgress], None] | None = None,
    temperature: float = 0.0,
) -> SearchResult:
    """:func:`search_stats` then :func:`choose`."""
    started = time.monotonic()
    stats = search_stats(position, budget, rng=rng, stop=stop, progress=progress)
    result = choose(position, stats, temperature=temperature, rng=rng)
    return SearchResult(
        result.move,
        result.playouts,
        result.win_rate,
        result.stopped,
        result.ownership,
        result.resign,
        time.monotonic() - started,
    )
