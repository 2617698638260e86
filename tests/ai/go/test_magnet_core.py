"""Magnetgo's compiled playouts (``playcore/magnet.c``) against the pure-Python magnet board
(the oracle, itself checked against the engine in test_magnet_playout.py): every playout
replayed move by move, and the policy compared by the statistics of many playouts (the two
draw different random numbers)."""

from __future__ import annotations

import random
from statistics import mean, pstdev

import pytest

from magnetdesk.ai.core.node import Node
from magnetdesk.ai.core.search_types import Budget
from magnetdesk.ai.go import fast_playout, mcts, priors
from magnetdesk.ai.go.magnet_playout import MagnetBoard, magnet_playout, magnet_step
from magnetdesk.ai.go.playout_policy import final_margin, owners
from magnetdesk.engine.core.vocabulary import EMPTY, Illegal
from magnetdesk.engine.go.position import PASS
from magnetdesk.engine.variants import new_position
from tests.helpers.cores import needs_core

pytestmark = needs_core("playcore")

RULE_SETS = [
    {"size": 9},
    {"size": 13},
    {"size": 7, "ko": "positional"},
    {"size": 4, "ko": "positional"},
    {"size": 4},
    {"size": 9, "scoring": "area", "blocked": "C3 E5 G7"},
    {"size": 9, "handicap": 3, "handicap_magnetism": True},
]


def _random_start(options: dict, rng: random.Random, moves: int | None = None):
    """An engine position ``moves`` (by default a random number of) policy moves into a game
    (its history holds them)."""
    position = new_position("magnetgo", **options)
    board = MagnetBoard(position)
    if moves is None:
        moves = rng.randrange(0, 2 * len(position.board) // 3)
    for _ in range(moves):
        if position.end is not None:
            break
        position = position.play(magnet_step(board, rng)).position
    return position


def _has_a_policy_point(board: MagnetBoard) -> bool:
    """Whether some empty point is legal and not the mover's own eye (else the policy passes)."""
    me = board.to_move
    for cell, stone in enumerate(board.board):
        if stone != EMPTY or board.is_own_eye(cell, me):
            continue
        state = board.save()
        if board.play(cell) is not None:
            board.restore(state)
            return True
    return False


def _name(options: dict) -> str:
    return " ".join(f"{k}={v}" for k, v in options.items())


@pytest.mark.parametrize("options", RULE_SETS, ids=_name)
def test_every_playout_move_is_legal_for_the_oracle_and_ends_on_its_board(options):
    """250 playouts per rule set: every move of the core is legal on the Python board and not
    the mover's own eye, it passes only when the policy has no point left, and the final
    board, prisoners and owners are the Python board's after the same moves."""
    rng = random.Random(str(sorted(options.items())))
    rules = new_position("magnetgo", **options).rules
    core = fast_playout.MagnetPlayouts(rules.grid, rules.ko == "positional")
    moves_compared = passes = 0
    for _ in range(250):
        position = _random_start(options, rng)
        if position.end is not None:
            continue
        finished = core.run(position, rng, 3 * len(position.board))
        board = MagnetBoard(position)
        for move in finished.moves:
            if move == PASS:
                assert not _has_a_policy_point(board), "the core passed with a point to play"
                passes += 1
            else:
                assert not board.is_own_eye(move, board.to_move), f"{move} fills an own eye"
            assert board.play(move) is not None, f"the core played {move}, illegal for the oracle"
            moves_compared += 1
        assert bytes(board.board) == finished.board
        assert tuple(board.prisoners) == finished.prisoners
        assert bytes(owners(board)) == finished.owner
        assert final_margin(board, rules, owners(board)) == final_margin(
            finished, rules, finished.owner
        )
    assert moves_compared > 2000 and passes > 0


@pytest.mark.parametrize("options", RULE_SETS, ids=_name)
def test_a_new_node_s_children_and_priors_are_the_engine_s(options):
    """60 nodes per rule set: the core's counts give the same children (legal, not own eyes,
    by the tree's rule) with the same priors as priors.expand_engine, which plays every move
    through the engine (without the opponent's threats, which stay in Python)."""
    rng = random.Random("priors" + str(sorted(options.items())))
    rules = new_position("magnetgo", **options).rules
    core = fast_playout.MagnetPlayouts(rules.grid, rules.ko == "positional")
    compared = captures = ataris = 0
    while compared < 60:
        position = _random_start(options, rng)
        if position.end is not None:
            continue
        last = rng.choice([*range(len(position.board)), -1])
        counts = core.counts(position)
        captures += sum(1 for row in counts if row[1])
        ataris += sum(1 for row in counts if row[3] or row[4])
        ours = priors.expand_counted(Node(PASS, position), counts, last, random.Random(1))
        theirs = priors.expand_engine(Node(PASS, position), last, random.Random(1))
        assert theirs is not None
        assert {c.move: (c.prior_visits, c.prior_wins) for c in ours} == {
            c.move: (c.prior_visits, c.prior_wins) for c in theirs
        }
        compared += 1
    assert captures > 0 and ataris > 0


def test_the_engine_accepts_every_playout_move_on_small_boards():
    """On 4x4 boards the ko rules and unchanged boards refuse moves often: the engine itself
    (not only the Python playout board) accepts every move of the core's playouts."""
    rng = random.Random(4)
    for ko in ("basic", "positional"):
        rules = new_position("magnetgo", size=4, ko=ko).rules
        core = fast_playout.MagnetPlayouts(rules.grid, ko == "positional")
        refused = 0
        for _ in range(200):
            position = _random_start({"size": 4, "ko": ko}, rng)
            if position.end is not None:
                continue
            finished = core.run(position, rng, 48)
            for move in finished.moves:
                outcome = position.attempt(move)
                assert not isinstance(outcome, Illegal), (position.board_text(), move)
                position = outcome.position
                if position.end is not None:
                    break
                board = MagnetBoard(position)
                refused += sum(
                    1 for cell, stone in enumerate(board.board)
                    if stone == EMPTY and board.play(cell) is None
                )
        assert refused > 0


@pytest.mark.parametrize("size", [9, 13])
def test_the_core_s_policy_plays_like_the_python_policy(size):
    """Same policy, other random numbers: over 600 playouts each from one middle-game
    position, the mean length and Black's mean margin agree within four standard errors."""
    rng = random.Random(size)
    position = _random_start({"size": size}, rng, size * size // 4)
    assert position.end is None
    rules = position.rules
    core = fast_playout.MagnetPlayouts(rules.grid, False)
    ours, theirs = [], []
    cap = 3 * size * size
    for _ in range(600):
        finished = core.run(position, rng, cap)
        ours.append((len(finished.moves), final_margin(finished, rules, finished.owner)))
        board = MagnetBoard(position)
        sequence: list[int] = []
        magnet_playout(board, rng, cap, sequence)
        theirs.append((len(sequence), final_margin(board, rules, owners(board))))
    for index in (0, 1):
        a, b = [o[index] for o in ours], [t[index] for t in theirs]
        error = (pstdev(a) ** 2 / len(a) + pstdev(b) ** 2 / len(b)) ** 0.5
        assert abs(mean(a) - mean(b)) < 4 * error


def test_bad_input_is_refused():
    rules = new_position("magnetgo", size=9).rules
    core = fast_playout.MagnetPlayouts(rules.grid, False)
    with pytest.raises(ValueError):
        core.core.run(bytes(80), 1, 0, 0, 0, None, b"", 1, 10)  # a board too short
    with pytest.raises(ValueError):
        core.core.run(bytes(81), 3, 0, 0, 0, None, b"", 1, 10)  # no such colour
    with pytest.raises(ValueError):
        fast_playout.MagnetPlayouts(new_position("medusa").rules.grid, False)


def test_the_search_uses_the_core_and_can_do_without(monkeypatch):
    position = new_position("magnetgo", size=9)
    runs = []
    run = fast_playout.MagnetPlayouts.run

    def counted(self, *args):
        runs.append(1)
        return run(self, *args)

    expanded = []
    counts = fast_playout.MagnetPlayouts.counts

    def counted_counts(self, *args):
        expanded.append(1)
        return counts(self, *args)

    monkeypatch.setattr(fast_playout.MagnetPlayouts, "run", counted)
    monkeypatch.setattr(fast_playout.MagnetPlayouts, "counts", counted_counts)
    with_core = mcts.search_stats(position, Budget(playouts=200), rng=random.Random(1))
    assert len(runs) == 200
    assert expanded  # the nodes below the root got their children from the core
    monkeypatch.setenv("MAGNETDESK_PURE_PYTHON", "1")
    without = mcts.search_stats(position, Budget(playouts=200), rng=random.Random(1))
    assert with_core.playouts == without.playouts == 200
    assert len(runs) == 200  # the second search played its playouts in Python
    assert len(expanded) < 200
