"""Monte-Carlo tree search for Medusa: whole turns, chosen one action at a time.

The same contract as :mod:`magnetdesk.ai.go.mcts` (``search_stats`` and ``choose``), so
:mod:`magnetdesk.ai.searches` can hand a Medusa position to it wherever a search is asked for
(the app's worker, the text protocol, the worker processes, the arena).

* **The tree** (:mod:`magnetdesk.ai.medusa.knowledge`) has one node per single action: a
  placement, a group movement or "done"; the mover keeps choosing until "done". Every action
  in the tree is made by the engine (``position.attempt``), so the repetition ban and every
  ruling hold there; priors steer the first visits and RAVE shares the placements' results.
* **The playouts** run on the fast board (:mod:`magnetdesk.ai.medusa.playout`) from the
  leaf (a turn in progress is ended first), in its compiled twin
  (:mod:`magnetdesk.ai.medusa.compiled`) when that was built, and are counted like the game:
  stones, surrounded cells and the marker.
* **Root statistics** are keyed by the actions of the root's turn so far: ``(k11,)``,
  ``(k11, q15-s15)``, ``(k11, q15-s15, done)``. They add up across worker processes, and
  :func:`choose` walks them: the first action by visits (a visit-weighted draw among the good
  ones at a temperature above 0), then the most visited continuation until "done".

>>> from magnetdesk.ai.searches import search
>>> from magnetdesk.engine.medusa.diagram import medusa_from_text
>>> p = medusa_from_text('''
...    . # . # . # . # . # .
...     . . X . . . . . . .
... ''', top_row=2, to_move="white")
>>> p.move_text(search(p, Budget(playouts=60), rng=random.Random(1)).move) != "pass"
True
"""

from __future__ import annotations

import math
import random
import time
from array import array
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, TypeAlias

from magnetdesk.ai.core import cores
from magnetdesk.ai.core.node import prior_shares, select, visited
from magnetdesk.ai.core.search import level_budget as standard_budget
from magnetdesk.ai.core.search_types import (
    CANDIDATES,
    PV_LENGTH,
    Budget,
    Candidate,
    RootStats,
    SearchProgress,
    SearchResult,
)
from magnetdesk.ai.medusa import compiled
from magnetdesk.ai.medusa.knowledge import Node, children_of
from magnetdesk.ai.medusa.playout import MedusaBoard, playout
from magnetdesk.engine.core.vocabulary import BLACK, WHITE, Illegal
from magnetdesk.engine.medusa.notation import DONE, PASS_TURN, Movement, Placement, Turn
from magnetdesk.engine.medusa.scoring import estimate_dead, score

if TYPE_CHECKING:
    from magnetdesk.engine.core.vocabulary import Colour
    from magnetdesk.engine.medusa.notation import Action
    from magnetdesk.engine.medusa.position import MedusaPosition

EXPAND_VISITS = 4  # a leaf's playouts before it gets children
MARGIN_SHARE = 0.3  # the part of a playout's reward that grows with the margin ...
MARGIN_SCALE = 20.0  # ... by tanh(margin / MARGIN_SCALE)
MAX_TURNS = 3  # playout turns per cell of the board, at most
PROGRESS_INTERVAL = 0.25  # seconds between progress reports
IN_PROCESS_PLAYOUTS = 0  # a playout takes milliseconds: every search goes to the workers
MAX_WORKERS: int | None = None  # every worker of the pool
RESIGN_BELOW = 0.1  # resign when the chosen turn wins less often than this ...
RESIGN_AFTER = 400  # ... after at least this many playouts
GOOD_SHARE = 0.1  # at temperature > 0: first actions with this share of the best one's visits
GOOD_LOSS = 0.1  # ... and a win rate at most this much below it

__all__ = [
    "IN_PROCESS_PLAYOUTS", "MAX_WORKERS", "Budget", "choose", "level_budget", "search_stats",
]  # fmt: skip

Stop = Callable[[], bool]
Progress = Callable[[SearchProgress], None]
level_budget = standard_budget  # the level's own budget (the Search contract)
Key: TypeAlias = "tuple[Action, ...]"  # the actions of the root's turn so far
Scored: TypeAlias = "tuple[Action, tuple[int, float]]"  # a first action, (visits, wins)


def _never() -> bool:
    return False


class _Search:
    """One search from one position (a turn boundary): the tree and the ownership."""

    def __init__(self, position: MedusaPosition, rng: random.Random) -> None:
        self.rng = rng
        self.position = position
        self.root = Node(DONE, 3 - position.to_move, position)  # the turn before ended
        self.cells = len(position.board)
        self.ownership = array("d", bytes(8 * self.cells))
        self.tree_core = cores.used("nodecore")
        self.playouts = 0
        self.core = compiled.MedusaPlayouts(position.topology) if compiled.available() else None

    def iterate(self) -> None:
        """Walk down, expand, play out, update."""
        node = self.root
        position = self.position  # the node's
        path = [node]
        while position.end is None:
            children = node.children
            if children is None:
                if node.visits < EXPAND_VISITS and node is not self.root:
                    break
                node.children = children = children_of(position, self.rng)
            child = self._pick(children, position)
            if child is None:
                break
            path.append(child)
            node = child
            # _pick made it (a node's position is None until it is made)
            position = child.position  # type: ignore[assignment]
            if child.visits == 0:
                break
        board = MedusaBoard.from_position(position)
        end = position.end
        if board.over and end is not None and end.needs_scoring:
            board.over, board.passes = False, 0  # play on: the dead groups are reversed
        board.last = [cell for n in path[-2:] if (cell := _arrival(n.move)) is not None]
        placements: list[tuple[int, int]] = []
        run = self.core.playout if self.core is not None else playout
        margin, owner = run(board, self.rng, MAX_TURNS * self.cells, placements)
        self._update(path, placements, margin, owner)

    def _pick(self, children: list[Node], position: MedusaPosition) -> Node | None:
        """The child to walk to from ``position`` among its ``children``, its position made
        by the engine (an illegal one is dropped)."""
        while children:
            child = select(children)
            if child.position is None:
                outcome = position.attempt(child.move)
                if isinstance(outcome, Illegal):
                    children.remove(child)
                    continue
                child.position = outcome.position
            return child
        return None

    def _update(
        self,
        path: list[Node],
        placements: list[tuple[Colour, int]],
        margin: float,
        owner: Sequence[Colour],
    ) -> None:
        self.playouts += 1
        black = reward(margin)
        for node in path:
            node.visits += 1
            node.wins += black if node.mover == BLACK else 1.0 - black
        own = self.ownership
        if self.tree_core is not None and isinstance(owner, bytes):
            self.tree_core.own(own, owner)
        else:
            for cell, colour in enumerate(owner):
                if colour == BLACK:
                    own[cell] += 1
                elif colour == WHITE:
                    own[cell] -= 1
        self._update_amaf(path, placements, black)

    @staticmethod
    def _update_amaf(
        path: list[Node], placements: list[tuple[Colour, int]], black: float
    ) -> None:
        """RAVE: a placement child of a turn-start node counts every game in which its mover
        placed on that cell later (the first placement there after the node)."""
        first: dict[int, int] = {}
        for colour, cell in reversed(placements):
            first[cell] = colour
        for node in reversed(path):
            if node.children:
                # a node with children was visited: its position is made
                position: MedusaPosition = node.position  # type: ignore[assignment]
                if not position.in_turn:
                    colour = position.to_move
                    reward = black if colour == BLACK else 1.0 - black
                    placed = node.placed
                    if placed is None:
                        node.placed = placed = tuple(
                            (c.move.cell, c) for c in node.children if isinstance(c.move, Placement)
                        )
                    for cell, child in placed:
                        if first.get(cell) == colour:
                            child.amaf_visits += 1
                            child.amaf_wins += reward
            if isinstance(node.move, Placement):
                first[node.move.cell] = node.mover

    def run(self, budget: Budget, stop: Stop, progress: Progress | None) -> RootStats[Key]:
        """Iterate until the budget is spent or ``stop`` answers True."""
        started = last_report = time.monotonic()
        while self.playouts < budget.playouts:
            now = time.monotonic()
            if now - started >= budget.seconds:
                return self.stats(stopped=False)
            if stop():
                return self.stats(stopped=True)
            if progress is not None and now - last_report >= PROGRESS_INTERVAL:
                last_report = now
                self._report(progress, now - started)
            self.iterate()
        return self.stats(stopped=False)

    def _report(self, progress: Progress, elapsed: float) -> None:
        best = self.principal_turn()
        children = self.root.children
        if best is not None and children:
            first = max(children, key=lambda c: c.visits)
            ownership = (tuple(o / self.playouts for o in self.ownership)
                         if self.playouts else None)
            progress(SearchProgress(self.playouts, best, first.win_rate, elapsed,
                                    self.candidates(), ownership))

    def candidates(self) -> tuple[Candidate, ...]:
        """The root's most visited first actions, each as the whole turn it leads to (the most
        visited continuation until "done") and the turns that follow it."""
        shares = prior_shares(self.root)
        found = []
        for child in visited(self.root)[:CANDIDATES]:
            turns = _turns(child)
            found.append(Candidate(turns[0], child.visits, child.win_rate, tuple(turns),
                                   shares[id(child)]))
        return tuple(found)

    # --- answers ------------------------------------------------------------------------

    def stats(self, stopped: bool) -> RootStats[Key]:
        moves: dict[Key, tuple[int, float]] = {}
        stack: list[tuple[Node, Key]] = [(self.root, ())]
        while stack:
            node, key = stack.pop()
            for child in node.children or ():
                if child.visits:
                    here = (*key, child.move)
                    moves[here] = (child.visits, child.wins)
                    if child.move != DONE:
                        stack.append((child, here))
        return RootStats(self.playouts, moves, list(self.ownership), stopped)

    def principal_turn(self) -> Turn | None:
        """The most visited line of the root's turn (it may stop before "done")."""
        node = self.root
        actions: list[Action] = []
        while node.children:
            node = max(node.children, key=lambda c: c.visits)
            if not node.visits or node.move == DONE:
                break
            actions.append(node.move)
        return _turn(actions) if node.visits else None


def reward(margin: float) -> float:
    """Black's reward for a playout that ended with Black ``margin`` points ahead: mostly
    the win (1) or loss (0), partly how large the margin is. Random Medusa playouts turn
    most groups over, so a few points gained now (a reversal) barely move the win rate;
    the margin's share lets the search see them."""
    win = 1.0 if margin > 0 else 0.0 if margin < 0 else 0.5
    share = 0.5 + 0.5 * math.tanh(margin / MARGIN_SCALE)
    return (1.0 - MARGIN_SHARE) * win + MARGIN_SHARE * share


def _arrival(action: Action) -> int | None:
    if isinstance(action, Placement):
        return action.cell
    if isinstance(action, Movement):
        return action.end
    return None


def _turns(node: Node) -> list[Turn]:
    """The turns of the most visited line from ``node`` on (``node``'s action first); the
    last one may stop before "done"."""
    turns: list[Turn] = []
    actions: list[Action] = []
    while len(turns) < PV_LENGTH:
        if node.move == DONE:
            turns.append(_turn(actions))
            actions = []
        else:
            actions.append(node.move)
        following = visited(node)
        if not following:
            break
        node = following[0]
    if actions and len(turns) < PV_LENGTH:
        turns.append(_turn(actions))
    return turns


def _turn(actions: Sequence[Action]) -> Turn:
    placement = actions[0].cell if actions and isinstance(actions[0], Placement) else None
    return Turn(placement, tuple(a for a in actions if isinstance(a, Movement)))


def search_stats(
    position: MedusaPosition,
    budget: Budget,
    *,
    rng: random.Random | None = None,
    stop: Stop | None = None,
    progress: Progress | None = None,
) -> RootStats[Key]:
    """Search the turn of ``position``'s side to move (from the turn's start) within
    ``budget``; the root statistics. ``stop`` is called before every playout (a playout takes
    a few milliseconds); ``progress`` gets a report about four times a second."""
    position = position.turn_start
    if position.end is not None:
        return RootStats()
    search = _Search(position, rng if rng is not None else random.Random())
    return search.run(budget, stop or _never, progress)


def choose(
    position: MedusaPosition,
    stats: RootStats[Key],
    *,
    temperature: float = 0.0,
    rng: random.Random | None = None,
    settled_pass: bool = False,  # not yet: Medusa passes back as it always did
) -> SearchResult:
    """The whole turn to play from ``stats`` (see the module docstring).

    Passing: the complete pass is kept only if the opponent has not just passed or the count
    after it (with the engine's dead-group proposal) is a win; when the opponent has just
    passed and that count is a win, the mover passes too. Resigning: when the chosen first
    action wins less than :data:`RESIGN_BELOW` of at least :data:`RESIGN_AFTER` playouts.
    Without statistics the turn is the playout policy's."""
    position = position.turn_start
    rng = rng if rng is not None else random.Random()
    ownership = None
    if stats.ownership is not None and stats.playouts:
        ownership = tuple(o / stats.playouts for o in stats.ownership)
    if position.end is not None:
        return SearchResult(PASS_TURN, stats.playouts, 0.5, stats.stopped, ownership)
    firsts = sorted(
        ((key[0], vw) for key, vw in stats.moves.items() if len(key) == 1),
        key=lambda item: item[1], reverse=True,
    )
    if not firsts:
        return SearchResult(quick_turn(position, rng), stats.playouts, 0.5, stats.stopped,
                            ownership)
    action, (visits, wins) = firsts[0]
    if position.passes:
        if passing_wins(position, ownership):
            return SearchResult(PASS_TURN, stats.playouts, 1.0, stats.stopped, ownership)
        others = [f for f in firsts if f[0] != DONE]
        if action == DONE and others:
            action, (visits, wins) = others[0]
    if temperature > 0:
        action, (visits, wins) = _draw(firsts, action, visits, wins, temperature, rng)
    turn = complete_turn(position, stats.moves, action)
    win_rate = wins / max(visits, 1)
    resign = win_rate < RESIGN_BELOW and stats.playouts >= RESIGN_AFTER
    return SearchResult(turn, stats.playouts, win_rate, stats.stopped, ownership, resign)


def _draw(
    firsts: list[Scored],
    action: Action,
    visits: int,
    wins: float,
    temperature: float,
    rng: random.Random,
) -> Scored:
    """A visit-weighted draw among the good first actions (never a pass that is not the
    best): enough visits and a win rate close to the chosen one's."""
    rate = wins / max(visits, 1)
    good = [
        (a, (v, w)) for a, (v, w) in firsts
        if v >= GOOD_SHARE * visits and w / v >= rate - GOOD_LOSS and (a != DONE or a == action)
    ]  # fmt: skip
    if len(good) < 2:
        return action, (visits, wins)
    return rng.choices(good, [v ** (1.0 / temperature) for _, (v, _) in good])[0]


def complete_turn(
    position: MedusaPosition, moves: dict[Key, tuple[int, float]], first: Action
) -> Turn:
    """The turn that starts with ``first``: the most visited recorded continuation, checked
    by the engine, until "done"; where nothing is recorded, "done" (or, if the repetition ban
    forbids it, the first legal movement)."""
    key: Key = (first,)
    current = position
    actions: list[Action] = []
    action = first
    while action != DONE:
        current = current.play(action).position
        actions.append(action)
        following = [(k[-1], vw) for k, vw in moves.items() if len(k) == len(key) + 1
                     and k[:-1] == key and current.is_legal(k[-1])]
        if following:
            action = max(following, key=lambda item: item[1])[0]
        elif current.is_legal(DONE):
            action = DONE
        else:
            action = next(a for a in current.legal_actions() if isinstance(a, Movement))
        key = (*key, action)
    return _turn(actions)


def quick_turn(position: MedusaPosition, rng: random.Random) -> Turn:
    """The playout policy's placement (a search stopped before its first playout)."""
    board = MedusaBoard.from_position(position)
    placement, _ = board.policy_turn(rng)
    turn = Turn(placement) if placement is not None else PASS_TURN
    return turn if position.is_legal(turn) else PASS_TURN


def passing_wins(
    position: MedusaPosition, ownership: tuple[float, ...] | None = None
) -> bool:
    """After the opponent's complete pass: would ours end the game with the mover ahead,
    counted with the engine's dead-group proposal from the search's ``ownership`` of this
    board (the proposal the scoring phase starts from), or from its own playouts?"""
    after = position.attempt(DONE)
    if isinstance(after, Illegal) or after.position.end is None:
        return False
    final = after.position
    dead = estimate_dead(final, ownership=ownership).dead
    return score(final, dead).winner == position.to_move
