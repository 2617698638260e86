"""The compiled playout core against the pure-Python board (the rules oracle), position by
position, in every variant and rule option it serves; and its policy against the Python
policy, by the statistics of many playouts (the two draw different random numbers)."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator
from itertools import islice
from statistics import mean, pstdev

import pytest

from magnetdesk.ai.core.node import PRIOR_EVEN, Node
from magnetdesk.ai.core.search_types import Budget
from magnetdesk.ai.go import fast_playout, ladder, mcts, priors
from magnetdesk.ai.go.playout_policy import final_margin, owners, playout, policy_for
from magnetdesk.engine.go import switches
from magnetdesk.engine.go.playout import PlayoutBoard
from magnetdesk.engine.go.settings import GoSettings
from magnetdesk.engine.go.switches import SWITCHES
from magnetdesk.engine.variants import new_position
from tests.helpers.cores import needs_core

pytestmark = needs_core("playcore")

SERVED = [
    ("go", {"size": 9}),
    ("go", {"size": 13}),
    ("go", {"size": 19}),
    ("go", {"size": 9, "suicide": "allowed"}),
    ("go", {"size": 9, "ko": "positional", "scoring": "territory"}),
    ("go", {"size": 9, "scoring": "stones"}),
    ("go", {"size": 9, "blocked": "E5 C3 G7"}),
    ("atari-go", {}),
    ("atari-go", {"start": "empty"}),
    ("stoical-go", {}),
    ("stoical-go", {"repetition": "loss", "snapback": True}),
]


def _random_root(variant: str, options: dict, rng: random.Random) -> PlayoutBoard | None:
    """A playout board some random moves into a game (None if the game ended on the way)."""
    root = PlayoutBoard.from_position(new_position(variant, **options))
    for _ in range(rng.randrange(0, 2 * len(root.board) // 3)):
        if root.finished:
            return None
        root.random_step(rng)
    if root.finished:
        return None
    root.passes = 0
    return root


def _nodes_below_random_roots(
    variant: str, options: dict, rng: random.Random, *, last_moves: bool = True
) -> Iterator[tuple[fast_playout.FastPlayouts, PlayoutBoard, list[int]]]:
    """Endless (core, board, tree): a core at a random root (with random last moves), the
    board up to three random moves below it, never finished, and those moves."""
    rules = new_position(variant, **options).rules
    while True:
        root = _random_root(variant, options, rng)
        if root is None:
            continue
        if last_moves:
            root.last, root.last2 = rng.choice([*root.empties, -1, -2]), -2
        core = fast_playout.FastPlayouts(root, policy_for(rules), rules.grid)
        board = root.copy()
        tree = []
        for _ in range(rng.randrange(0, 4)):
            if board.finished:
                break
            tree.append(board.random_step(rng))
        if not board.finished:
            yield core, board, tree


@pytest.mark.parametrize(("variant", "options"), SERVED, ids=lambda v: str(v))
def test_every_playout_move_is_the_oracle_s_position(variant, options):
    """300 playouts per rule set (3,300 in all): every move the core played is legal on the
    pure-Python board and gives the same position (hash) and ko point; the final board, the
    owners, the prisoners, the end and the margin are the same."""
    rng = random.Random(variant + str(sorted(options.items())))
    rules = new_position(variant, **options).rules
    compared = moves_compared = 0
    while compared < 300:
        root = _random_root(variant, options, rng)
        if root is None:
            continue
        core = fast_playout.FastPlayouts(root, policy_for(rules))
        board = root.copy()
        tree = []
        for _ in range(rng.randrange(0, 6)):  # moves the search tree would have made
            if board.finished:
                break
            tree.append(board.random_step(rng))
        answer = core.core.run(tree, rng.getrandbits(64), 3 * len(root.board), True)
        assert answer is not None
        moves, final, owner, over, winner, black, white, steps = answer
        board.passes, board.over = 0, False
        for move, (hash_, ko) in zip(moves, steps, strict=True):
            assert board.play(move), f"the core played {move}, illegal for the oracle"
            assert (board.hash, board.ko) == (hash_, ko)
            moves_compared += 1
        assert bytes(board.board) == final
        assert bytes(owners(board)) == owner
        assert (board.over, board.winner if board.winner is not None else -1) == (over, winner)
        assert board.prisoners[1:] == [black, white]
        compared += 1
    assert moves_compared > 300 * 10


@pytest.mark.parametrize(("variant", "options"), SERVED, ids=lambda v: str(v))
def test_a_new_node_s_children_and_priors_are_the_python_ones(variant, options):
    """60 nodes per rule set, some moves below a random root: the same children (legal, not
    own eyes) with the same virtual games and wins as priors.expand_fast (without Atari-Go's
    ladder reading, which stays in Python)."""
    rng = random.Random("priors" + variant + str(sorted(options.items())))
    grid = new_position(variant, **options).rules.grid
    nodes = _nodes_below_random_roots(variant, options, rng)
    for core, board, tree in islice(nodes, 60):
        found = core.children(tree)
        assert found is not None
        cells, visits, wins = found
        ours = {
            c: (v + PRIOR_EVEN, w + PRIOR_EVEN / 2)
            for c, v, w in zip(cells, visits, wins, strict=True)
        }
        theirs = priors.expand_fast(Node(0), board, grid, rng)
        assert theirs[-1].move == -1  # the pass, which the core leaves to Python
        assert ours == {c.move: (c.prior_visits, c.prior_wins) for c in theirs[:-1]}


ATARI_GO = [("atari-go", {}), ("atari-go", {"start": "empty"}), ("atari-go", {"size": 7})]


@pytest.mark.parametrize(("variant", "options"), ATARI_GO, ids=lambda v: str(v))
@pytest.mark.parametrize(("reading", "setups"), [(40, True), (10, False), (2, False)])
def test_atari_go_s_reading_gives_the_python_priors(variant, options, reading, setups):
    """100 nodes per rule set and depth: with the reading of forced captures (ladders, ataris
    that win, chains left to be taken, set-ups) the core's children and priors are exactly
    priors.expand_fast's with ladder.atari_go_priors."""
    rng = random.Random(f"ladder{variant}{sorted(options.items())}{reading}")
    grid = new_position(variant, **options).rules.grid
    read = 0
    nodes = _nodes_below_random_roots(variant, options, rng)
    for core, board, tree in islice(nodes, 100):
        found = core.children(tree, reading, setups)
        assert found is not None
        ours = {
            c: (v + PRIOR_EVEN, w + PRIOR_EVEN / 2) for c, v, w in zip(*found, strict=True)
        }
        theirs = priors.expand_fast(Node(0), board, grid, rng, reading, setups)
        assert ours == {c.move: (c.prior_visits, c.prior_wins) for c in theirs[:-1]}
        plain = priors.expand_fast(Node(0), board, grid, rng)
        read += any(c.prior_visits != p.prior_visits for c, p in zip(
            sorted(theirs[:-1], key=lambda n: n.move), sorted(plain[:-1], key=lambda n: n.move),
            strict=True,
        ))
    assert read > 10  # the reading changed the priors of many nodes: the comparison has teeth


@pytest.mark.parametrize("reading", [40, 10])
def test_atari_go_s_won_leaves_are_the_python_ones(reading):
    """400 leaves: the core finds a forced win exactly where ladder.wins_now does, and gives
    the leaf's owners as the Python board counts them."""
    rng = random.Random(reading)
    wins = 0
    nodes = _nodes_below_random_roots("atari-go", {}, rng, last_moves=False)
    for core, board, tree in islice(nodes, 400):
        answer = core.wins_now(tree, reading)
        assert answer is not None
        board.passes, board.over = 0, False
        assert answer == (ladder.wins_now(board, reading), bytes(owners(board)))
        wins += answer[0]
    assert 20 < wins < 380


def test_the_reading_refuses_depths_it_would_read_differently():
    root = PlayoutBoard.from_position(new_position("atari-go"))
    core = fast_playout.FastPlayouts(root, policy_for(new_position("atari-go").rules), root_grid())
    with pytest.raises(ValueError):
        core.children([], 41, False)
    with pytest.raises(ValueError):
        core.wins_now([], -1)


def root_grid():
    return new_position("atari-go").rules.grid


def test_atari_go_s_search_reads_in_the_core(monkeypatch):
    calls = {"children": [], "wins_now": 0}
    children, wins_now = fast_playout.FastPlayouts.children, fast_playout.FastPlayouts.wins_now

    def counted_children(self, moves, reading=0, setups=False):
        calls["children"].append((reading, setups))
        return children(self, moves, reading, setups)

    def counted_wins_now(self, moves, reading):
        calls["wins_now"] += 1
        return wins_now(self, moves, reading)

    monkeypatch.setattr(fast_playout.FastPlayouts, "children", counted_children)
    monkeypatch.setattr(fast_playout.FastPlayouts, "wins_now", counted_wins_now)
    budget = Budget(playouts=300, foresight=ladder.WON_LEAF_SIGHT)
    mcts.search_stats(new_position("atari-go"), budget, rng=random.Random(1))
    assert calls["children"] and set(calls["children"]) == {(ladder.READ_DEPTH, True)}
    assert calls["wins_now"] > 0


def test_final_margin_reads_the_core_s_answer_as_the_board_s():
    rng = random.Random(5)
    for options in (
        {"size": 9},
        {"size": 9, "scoring": "territory"},
        {"size": 9, "scoring": "stones"},
    ):
        rules = new_position("go", **options).rules
        root = _random_root("go", options, rng)
        assert root is not None
        finished = fast_playout.FastPlayouts(root, policy_for(rules)).run([], rng, 243)
        assert finished is not None
        board = root.copy()
        for move in finished.moves:
            assert board.play(move)
        owner = owners(board)
        assert final_margin(finished, rules, finished.owner) == final_margin(board, rules, owner)


def test_the_core_plays_every_setting_or_its_record_says_it_does_not():
    """A new field of GoSettings is a setting of the board the core reads, or a rule switch
    with its record (engine/go/switches.py), which says whether the core plays it."""
    declared = {switch.name: switch for switch in SWITCHES}
    for name in (f.name for f in dataclasses.fields(GoSettings)):
        assert name in fast_playout.BOARD_SETTINGS or name in declared, name
        assert (name in fast_playout.RULES_PLAYED) == (
            name in fast_playout.BOARD_SETTINGS or declared[name].compiled_core
        ), name


def test_a_switch_the_core_does_not_play_keeps_the_search_to_python_while_it_is_on(monkeypatch):
    rules = new_position("stoical-go", size=9).rules
    assert fast_playout.plays(rules) == fast_playout.available()
    stoical = next(switch for switch in SWITCHES if switch.name == "stoical")
    unplayed = dataclasses.replace(stoical, compiled_core=False)
    monkeypatch.setattr(switches, "SWITCHES", tuple(
        unplayed if switch is stoical else switch for switch in SWITCHES))
    assert not fast_playout.plays(rules)
    assert fast_playout.plays(new_position("go", size=9).rules) == fast_playout.available()


def test_an_illegal_tree_move_is_refused_and_leaves_the_root_alone():
    root = PlayoutBoard.from_position(new_position("go", size=9))
    core = fast_playout.FastPlayouts(root, policy_for(new_position("go", size=9).rules))
    assert core.run([40, 40], random.Random(1), 243) is None  # the point is taken
    assert core.run([81], random.Random(1), 243) is None  # off the board
    finished = core.run([40], random.Random(1), 243)
    assert finished is not None and finished.board[40] != 0


@pytest.mark.parametrize("size", [9, 13])
def test_the_core_s_policy_plays_like_the_python_policy(size):
    """Same policy, other random numbers: over 1,000 playouts each from one middle-game
    position, the mean length and Black's mean margin agree within four standard errors (a
    missing heuristic or an eye filled moves them far apart; 5,000 each differed by 0.3 and
    1.3 standard errors when this was written)."""
    rng = random.Random(size)
    position = new_position("go", size=size)
    rules = position.rules
    root = PlayoutBoard.from_position(position)
    for _ in range(size * size // 4):
        root.random_step(rng)
    root.passes = 0
    core = fast_playout.FastPlayouts(root, policy_for(rules))
    ours, theirs = [], []
    for _ in range(1000):
        finished = core.run([], rng, 3 * size * size)
        assert finished is not None
        ours.append((len(finished.moves), final_margin(finished, rules, finished.owner)))
        board = root.copy()
        sequence: list[int] = []
        playout(board, rng, 3 * size * size, sequence, policy_for(rules))
        theirs.append((len(sequence), final_margin(board, rules, owners(board))))
    for index in (0, 1):
        a, b = [o[index] for o in ours], [t[index] for t in theirs]
        error = (pstdev(a) ** 2 / len(a) + pstdev(b) ** 2 / len(b)) ** 0.5
        assert abs(mean(a) - mean(b)) < 4 * error


def test_the_search_uses_the_core_and_can_do_without(monkeypatch):
    position = new_position("go", size=9)
    runs = []
    run = fast_playout.FastPlayouts.run

    def counted(self, *args):
        runs.append(1)
        return run(self, *args)

    monkeypatch.setattr(fast_playout.FastPlayouts, "run", counted)
    with_core = mcts.search_stats(position, Budget(playouts=300), rng=random.Random(1))
    assert len(runs) == 300
    monkeypatch.setenv("MAGNETDESK_PURE_PYTHON", "1")
    assert not fast_playout.available()
    without = mcts.search_stats(position, Budget(playouts=300), rng=random.Random(1))
    assert with_core.playouts == without.playouts == 300
    assert len(runs) == 300  # the second search played its playouts in Python
    best = max(with_core.moves.items(), key=lambda kv: kv[1][0])[0]
    # both searches like the centre region on the empty board
    assert position.rules.grid.coords[best][0] in range(2, 7)
