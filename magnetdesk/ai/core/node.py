"""A node of a Monte-Carlo search tree with RAVE statistics, and how a child is chosen.

Each node holds the move that led to it, its position (made when the node is first visited),
and three counts, all for the player who made the move:

* ``visits`` / ``wins``: the playouts through this node and their rewards;
* ``prior_visits`` / ``prior_wins``: virtual games from a family's cheap knowledge, as in
  Pachi, Fuego and michi: they steer the first visits and fade as real ones come;
* ``amaf_visits`` / ``amaf_wins``: RAVE's "all moves as first": playouts in which this move
  was played later by the same player. Its weight fades as the node's own visits grow.

Children are chosen by :func:`select`: the win rate with the priors blended with the RAVE
win rate, and no exploration term (the priors and RAVE do the exploring, as in michi). The
Go family's search and Medusa's share them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Generic, Self, TypeVar

from magnetdesk.ai.core import cores
from magnetdesk.ai.core.search_types import CANDIDATES, PV_LENGTH, Candidate
from magnetdesk.engine.core.vocabulary import MoveT, PositionT

_nodecore = cores.built("nodecore")

RAVE_EQUIVALENCE = 3500  # own visits at which RAVE and own results weigh about the same
PRIOR_EVEN = 10  # every move starts with this many virtual games at 50%


class Node(Generic[MoveT, PositionT]):
    """One position of the tree; see the module docstring. ``Node[int, GoPosition]`` is a node
    of the Go family's tree: ``move`` is a family's move, ``position`` the position it leads
    to, None until the node is first visited; ``children`` are None until it is expanded."""

    __slots__ = (
        "amaf_visits", "amaf_wins", "children", "move", "position", "prior_visits",
        "prior_wins", "visits", "wins",
    )  # fmt: skip

    def __init__(self, move: MoveT, position: PositionT | None = None) -> None:
        self.move = move
        self.position = position
        self.children: list[Self] | None = None
        self.visits = 0
        self.wins = 0.0
        self.prior_visits: float = PRIOR_EVEN
        self.prior_wins = PRIOR_EVEN / 2
        self.amaf_visits = 0
        self.amaf_wins = 0.0

    def prior(self, visits: float, wins: float) -> None:
        self.prior_visits += visits
        self.prior_wins += wins

    @property
    def win_rate(self) -> float:
        return self.wins / self.visits if self.visits else 0.5


NodeT = TypeVar("NodeT", bound="Node[Any, Any]")

if _nodecore is not None:
    _nodecore.bind(Node, RAVE_EQUIVALENCE)


def select(children: Sequence[NodeT]) -> NodeT:
    """The child among a node's (never empty) ``children`` with the highest value: its win
    rate with the priors, blended with its RAVE win rate by RAVE's fading weight (the first
    among equals; children are shuffled when they are made). The compiled loop when it is
    there (:func:`~magnetdesk.ai.core.cores.used`), else :func:`select_python`."""
    core = cores.used("nodecore")
    if core is not None and type(children) is list:
        chosen: NodeT = core.select(children)
        return chosen
    return select_python(children)


def select_python(children: Sequence[NodeT]) -> NodeT:
    """:func:`select` in Python (the reference the compiled loop is tested against)."""
    best_value = -1.0  # every value is at least 0: the first child sets ``best``
    for child in children:
        v = child.visits + child.prior_visits
        value = (child.wins + child.prior_wins) / v
        av = child.amaf_visits
        if av:
            beta = av / (av + v + v * av / RAVE_EQUIVALENCE)
            value = beta * child.amaf_wins / av + (1 - beta) * value
        if value > best_value:
            best, best_value = child, value
    return best


def principal_line(node: Node[Any, Any], most: int = PV_LENGTH) -> list[Any]:
    """The moves of the most visited path below ``node`` (at most ``most``), node excluded."""
    line: list[Any] = []
    while node.children and len(line) < most:
        node = max(node.children, key=lambda c: c.visits)
        if not node.visits:
            break
        line.append(node.move)
    return line


def candidates(root: Node[Any, Any], most: int = CANDIDATES) -> tuple[Candidate, ...]:
    """The root's most visited children as analysis candidates, each with its principal
    variation and its prior (:func:`prior_shares`)."""
    shares = prior_shares(root)
    return tuple(
        Candidate(child.move, child.visits, child.win_rate,
                  (child.move, *principal_line(child, PV_LENGTH - 1)), shares[id(child)])
        for child in visited(root)[:most]
    )


def visited(node: Node[Any, Any]) -> list[Any]:
    """``node``'s visited children, the most visited first."""
    children = [c for c in node.children or () if c.visits]
    children.sort(key=lambda c: (c.visits, c.win_rate), reverse=True)
    return children


def prior_shares(node: Node[Any, Any]) -> dict[int, float]:
    """Each child's (by ``id``) share of the virtual games the family's knowledge gave beyond
    the even start every move gets; equal shares when the knowledge gave none."""
    children = node.children or []
    extra = {id(c): max(c.prior_visits - PRIOR_EVEN, 0.0) for c in children}
    total = sum(extra.values())
    if not total:
        return {key: 1.0 / len(children) for key in extra}
    return {key: value / total for key, value in extra.items()}
