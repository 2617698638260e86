"""The move to play from a Go-family search's root statistics: the most visited move, or at a
temperature a visit-weighted draw among the good ones; when to pass instead, and when to resign.

Split from :mod:`magnetdesk.ai.go.mcts` (the tree search) so that the search and the decision
can change apart.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, TypeAlias

from magnetdesk.ai.core.search_types import RootStats, SearchResult
from magnetdesk.ai.go import magnet_threat, simple
from magnetdesk.ai.go.settle import (
    board_settled,
    fills_own_territory,
    pass_is_safe,
    passing_wins,
)
from magnetdesk.engine.go.position import PASS

if TYPE_CHECKING:
    from magnetdesk.engine.go.position import GoPosition

RESIGN_BELOW = 0.1  # resign when the best move wins less often than this ...
RESIGN_AFTER = 1000  # ... after at least this many playouts
RESIGN_BELOW_MAGNETS = 0.03  # Magnetgo: one magnet capture can turn a game, so resign later
# Beyond 9x9 the win rates of an open board are rougher guesses (13x13's arena lost four
# games by resigning, one at move 52 on an open board), so resign later there too.
RESIGN_BELOW_LARGE = 0.05
GOOD_MOVE_SHARE = 0.1  # at temperature > 0: moves with this share of the best one's visits ...
GOOD_MOVE_LOSS = 0.1  # ... and a win rate at most this much below it
PASS_CHECK = 0.1  # territory scoring: the root's pass gets at least this share of playouts ...
PASS_TOLERANCE = 0.05  # ... and replaces a move into own territory only this close to it

Scored: TypeAlias = tuple[int, tuple[int, float]]  # a root move and its (visits, wins)


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
