"""Monte-Carlo tree search for the Go family: Go, Atari-Go, Stoical Go and Magnetgo.

The contract the rest of the program relies on:

* ``search_stats(position, budget, *, rng, stop, progress) -> RootStats``: one search, its root
  statistics (these add up across worker processes);
* ``choose(position, stats, *, temperature, rng) -> SearchResult``: the move to play from
  (possibly merged) statistics: the most visited move at temperature 0, a visit-weighted draw
  among the good moves above it; resign and pass decisions; ownership normalised to -1..1
  (:mod:`magnetdesk.ai.go.choice`);
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
from dataclasses import replace
from typing import TYPE_CHECKING, TypeAlias

from magnetdesk.ai.core import cores
from magnetdesk.ai.core.node import Node, candidates, select
from magnetdesk.ai.core.reuse import KeptTree
from magnetdesk.ai.core.search import level_budget as standard_budget
from magnetdesk.ai.core.search_types import (
    FULL_SIGHT,
    Budget,
    RootStats,
    SearchProgress,
    SearchResult,
)
from magnetdesk.ai.go import fast_playout, go_ladder, ladder, magnet_threat, priors
from magnetdesk.ai.go.choice import PASS_CHECK, choose
from magnetdesk.ai.go.engine_playout import engine_playout
from magnetdesk.ai.go.magnet_playout import MagnetBoard, magnet_playout
from magnetdesk.ai.go.playout_policy import final_margin, owners, playout, policy_for
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
THREAT_DEPTH = 0  # Magnetgo: the opponent's next capture is a prior down to this depth

__all__ = [
    "IN_PROCESS_PLAYOUTS", "MAX_WORKERS", "Budget", "choose", "level_budget", "search",
    "search_stats",
]  # fmt: skip

Stop = Callable[[], bool]
level_budget = standard_budget  # the level's own budget (the Search contract)
GoNode: TypeAlias = "Node[int, GoPosition]"
_KEPT: KeptTree[GoNode] = KeptTree()  # this process's last tree, for Budget.reuse


def _never() -> bool:
    return False


class _Search:
    """One search from one position: the tree, the root's playout board, the ownership."""

    def __init__(
        self, position: GoPosition, rng: random.Random, foresight: int = FULL_SIGHT,
        root: GoNode | None = None,
    ) -> None:
        self.rng = rng
        self.sight = magnet_threat.smallest_seen(foresight)
        self.reading = ladder.reading_depth(foresight)
        self.setups = foresight >= ladder.SETUP_SIGHT
        self.won_leaves = foresight >= ladder.WON_LEAF_SIGHT
        self.rules = position.rules
        self.grid = position.rules.grid
        self.position = position
        self.root: GoNode = root if root is not None else Node(PASS, position)  # kept or new
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
        self.ladders = go_ladder.reads_ladders(foresight)  # Go's ladders (the Strongest)
        self.policy = replace(policy_for(self.rules), ladders=self.ladders)
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
        children = priors.expand_fast(
            node, board, self.grid, self.rng, self.reading, self.setups, self.ladders
        )
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
    kept = _KEPT.take(position) if budget.reuse else None
    search = _Search(position, rng, budget.foresight, kept)
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
    if budget.reuse:
        _KEPT.keep(search.root)
    return search.stats(stopped)


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
