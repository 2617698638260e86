"""The compiled tree loops (``_nodecore.c``) against their Python reference: the same child
chosen, the same RAVE counts and the same ownership, on random trees."""

from __future__ import annotations

import random
from array import array

import pytest

from magnetdesk.ai.core import cores
from magnetdesk.ai.core.node import Node, select_python
from magnetdesk.ai.go import mcts
from magnetdesk.engine.variants import new_position
from tests.helpers.cores import needs_core

core = cores.built("nodecore")
pytestmark = needs_core("nodecore")


def _random_children(rng: random.Random, count: int) -> list[Node[int, None]]:
    children = []
    for move in rng.sample(range(-1, 361), count):
        child: Node[int, None] = Node(move)
        child.visits = rng.choice([0, 0, 1, 2, rng.randrange(1000)])
        child.wins = rng.random() * child.visits
        if rng.random() < 0.5:
            child.prior(rng.choice([10, 15, 30, 7.5]), rng.choice([0, 5, 15.0]))
        child.amaf_visits = rng.choice([0, rng.randrange(5000)])
        child.amaf_wins = rng.random() * child.amaf_visits
        children.append(child)
    return children


def test_select_chooses_the_python_child_to_the_last_bit():
    rng = random.Random(1)
    for _ in range(3000):
        children = _random_children(rng, rng.randrange(1, 60))
        assert core.select(children) is select_python(children)
    twins = _random_children(rng, 1) * 5  # equal values: the first among equals
    assert core.select(twins) is twins[0]


def _tree(rng: random.Random) -> tuple[list[Node[int, None]], list[int]]:
    """A path of nodes, some expanded, and a playout's moves from the root (passes -1)."""
    path = []
    for _ in range(rng.randrange(1, 8)):
        n: Node[int, None] = Node(rng.randrange(81))
        if rng.random() < 0.8:
            n.children = _random_children(rng, rng.randrange(1, 40))
            for child in n.children:
                child.move = child.move % 81 if child.move >= 0 else -1
        path.append(n)
    sequence = [rng.randrange(-1, 81) for _ in range(rng.randrange(len(path), 120))]
    return path, sequence


def _counts(path: list[Node[int, None]]) -> list[tuple[int, float]]:
    return [(c.amaf_visits, c.amaf_wins) for n in path for c in n.children or ()]


def test_the_rave_update_counts_as_the_python_update():
    rng = random.Random(2)
    search = mcts._Search(new_position("go", size=9), rng)
    for _ in range(500):
        path, sequence = _tree(rng)
        reward = rng.choice([0.0, 0.5, 1.0])
        before = [(c.amaf_visits, c.amaf_wins) for n in path for c in n.children or ()]
        copies = [[(c.amaf_visits, c.amaf_wins) for c in n.children or ()] for n in path]
        search._update_amaf(path, sequence, reward)
        python = _counts(path)
        for n, saved in zip(path, copies, strict=True):  # back to before, then in C
            for c, (v, w) in zip(n.children or (), saved, strict=True):
                c.amaf_visits, c.amaf_wins = v, w
        assert _counts(path) == before
        first = bytearray(81)
        core.amaf(path, sequence, reward, first)
        assert _counts(path) == python
        assert first == bytearray(81)  # the scratch marks are cleared


def test_ownership_adds_up_as_in_python():
    rng = random.Random(3)
    total = array("d", bytes(8 * 81))
    python = [0.0] * 81
    for _ in range(200):
        owner = bytes(rng.choice((0, 1, 2)) for _ in range(81))
        core.own(total, owner)
        for cell, colour in enumerate(owner):
            python[cell] += 1 if colour == 1 else -1 if colour == 2 else 0
    assert list(total) == python


def test_bad_arguments_are_refused_not_crashed():
    with pytest.raises(ValueError):
        core.select([])
    with pytest.raises(TypeError):
        core.select([object()])
    with pytest.raises(ValueError):
        core.own(array("d", bytes(8)), bytes(2))
    with pytest.raises(ValueError):
        core.amaf([Node(0)], [500], 1.0, bytearray(81))


@pytest.mark.parametrize("variant", ["go", "stoical-go"])
def test_the_search_gives_the_same_statistics_with_and_without(monkeypatch, variant):
    """The same playouts (same random numbers), the tree loops in C or in Python: the same
    visits, wins and ownership for every root move."""
    position = new_position(variant, size=9)
    budget = mcts.Budget(playouts=400)
    compiled = mcts.search_stats(position, budget, rng=random.Random(7))
    used = cores.used  # the tree loops in Python, the playouts still compiled
    monkeypatch.setattr(cores, "used", lambda name: None if name == "nodecore" else used(name))
    python = mcts.search_stats(position, budget, rng=random.Random(7))
    assert python.moves == compiled.moves
    assert python.ownership == compiled.ownership
