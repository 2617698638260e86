"""Atari-Go's forced captures (magnetdesk.ai.go.ladder): the reading, checked against the engine,
and the search that uses it."""

from __future__ import annotations

import random

import pytest

from magnetdesk.ai.core.node import PRIOR_EVEN, Node
from magnetdesk.ai.core.search_types import Budget
from magnetdesk.ai.go import ladder, mcts
from magnetdesk.engine.core.vocabulary import EMPTY, Illegal
from magnetdesk.engine.go.diagram import position_from_text
from magnetdesk.engine.go.playout import PlayoutBoard
from magnetdesk.engine.variants import new_position

# Black to move: the white stone D4 has two liberties, and either atari chases it down a
# ladder to the edge.
LADDER = """
    . . . . . . .
    . . . . . . .
    . . . . X . .
    . . X O . . .
    . . . X . . .
    . . . . . . .
    . . . . . . .
"""

# The same, with white stones on both ladders' paths (B6, F2) that break them.
BROKEN = """
    . . . . . . .
    . O . . . . .
    . . . . X . .
    . . X O . . .
    . . . X . . .
    . . . . . O .
    . . . . . . .
"""

# From an arena game (level 3 against level 2, seed 1): Black's D5 has two liberties, and
# White's atari at D6 would chase it. Black must save it now (C5 or D6); the level-3 search
# without reading played far away (H5) and lost.
SAVE = """
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . O . . . .
    . . . X O X . . .
    . . O O X . . . .
    . . . X . . . . .
    . . . . . . . . .
    . . . . . . . . .
"""


def _board(diagram: str, to_move: str = "black"):
    position = position_from_text("atari-go", diagram, to_move=to_move)
    return position, PlayoutBoard.from_position(position)


def _moves(position, cells) -> list[str]:
    return sorted(position.move_text(c) for c in cells)


def test_it_reads_a_ladder_to_the_edge():
    position, b = _board(LADDER)
    assert _moves(position, ladder.winning_ataris(b)) == ["D5", "E4"]


def test_a_ladder_breaker_stops_the_ladder():
    _, b = _board(BROKEN)
    assert ladder.winning_ataris(b) == set()


def test_a_short_reading_does_not_see_a_long_ladder():
    _, b = _board(LADDER)
    assert ladder.winning_ataris(b, depth=ladder.SHORT_DEPTH) == set()


def test_the_chain_a_ladder_threatens_is_found_for_its_owner():
    position, b = _board(LADDER, to_move="white")
    assert _moves(position, ladder.threatened_chains(b)) == ["D4"]
    _, broken = _board(BROKEN, to_move="white")
    assert ladder.threatened_chains(broken) == []


def test_reading_leaves_the_board_as_it_was():
    _, b = _board(LADDER)
    before = (b.board[:], b.to_move, [sorted(s) if s else s for s in b.libs])
    ladder.winning_ataris(b)
    ladder.threatened_chains(b)
    assert (b.board, b.to_move, [sorted(s) if s else s for s in b.libs]) == before


def _replies(position):
    return [
        outcome.position
        for cell, stone in enumerate(position.board)
        if stone == EMPTY and not isinstance(outcome := position.attempt(cell), Illegal)
    ]


def _next_to(position, colour: int) -> list:
    """The positions after each legal move on a point next to a ``colour`` stone (every atari
    and every capture of a ``colour`` chain is one)."""
    board, neighbours = position.board, position.rules.grid.neighbours
    found = []
    for cell, stone in enumerate(board):
        if stone == EMPTY and any(board[n] == colour for n in neighbours[cell]):
            outcome = position.attempt(cell)
            if not isinstance(outcome, Illegal):
                found.append(outcome.position)
    return found


def _wins_by_force(position, attacker: int, plies: int) -> bool:
    """Brute force through the engine: whether ``attacker`` (to move) wins within ``plies``
    (odd: its own moves and the defender's replies between them) whatever the defender
    replies, playing ataris and then a capture."""
    for after in _next_to(position, 3 - attacker):
        if after.end is not None:
            if after.end.winner == attacker:
                return True
            continue
        if plies < 3:
            continue
        b = PlayoutBoard.from_position(after)
        head, libs = b.head, b.libs
        in_atari = any(
            chain is not None and head[h] == h and b.board[h] == 3 - attacker and len(chain) == 1
            for h, chain in enumerate(libs)
        )
        if not in_atari:
            continue
        if all(
            reply.end is None and _wins_by_force(reply, attacker, plies - 2)
            for reply in _replies(after)
        ):
            return True
    return False


@pytest.mark.parametrize("seed", range(4))
def test_every_winning_atari_wins_against_every_reply_in_the_engine(seed):
    """From random Atari-Go positions: each atari the reader calls winning is checked by brute
    force through the engine's own rules (a short reading, two ataris, so that the oracle
    can follow it to the end)."""
    rng = random.Random(seed)
    checked = 0
    for _ in range(40):
        position = new_position("atari-go", size=7)
        for _ in range(rng.randrange(6, 16)):
            after = rng.choice(_replies(position))
            if after.end is not None:
                break
            position = after
        b = PlayoutBoard.from_position(position)
        for cell in ladder.winning_ataris(b, depth=4):
            outcome = position.attempt(cell)
            assert not isinstance(outcome, Illegal)
            after = outcome.position
            assert all(
                reply.end is None and _wins_by_force(reply, position.to_move, 3)
                for reply in _replies(after)
            ), position.move_text(cell)
            checked += 1
    assert checked > 0


def _priors(diagram: str, to_move: str = "black") -> dict[str, float]:
    position, b = _board(diagram, to_move)
    children = {cell: Node(cell) for cell in b.empties if b.legal(cell)}
    ladder.atari_go_priors(children, b)
    return {
        position.move_text(c): n.prior_wins / n.prior_visits for c, n in children.items()
    }


def test_priors_favour_the_ladder_and_the_rescue():
    rates = _priors(LADDER)
    assert rates["D5"] > 0.9 and rates["E4"] > 0.9
    assert rates["B6"] == 0.5  # four liberties: nothing to read
    saving = _priors(SAVE)
    assert saving["C5"] > 0.7 and saving["D6"] > 0.7
    assert saving["H5"] < 0.3


# White to move. A lone stone on a 1-1 point has two liberties and nothing on the board
# breaks the ladder that follows; E1 is a plain self-atari.
WALK_IN = """
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . X . . .
    . . O O X . .
    . . . X . . .
"""


def test_priors_punish_a_move_that_walks_into_a_ladder():
    position, b = _board(WALK_IN, to_move="white")
    assert ladder.threatened_chains(b) == []
    rates = _priors(WALK_IN, to_move="white")
    assert sorted(move for move, rate in rates.items() if rate < 0.3) == [
        "A1", "A7", "E1", "G1", "G7"
    ]
    assert ladder._leaves_chain_to_take(b, position.parse_move("A1"), ladder.READ_DEPTH)
    assert rates["C5"] == rates["F4"] == 0.5


def _saves(position, move: int) -> bool:
    """Whether after ``move`` no black chain of SAVE can be taken by force (C5, D6, or a
    ladder breaker such as B5), as the reader sees it."""
    b = PlayoutBoard.from_position(position)
    return not ladder._leaves_chain_to_take(b, move, ladder.READ_DEPTH)


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("foresight", [3, 4])  # the Strong level's playouts; the Strongest's
def test_the_search_saves_the_chain_a_ladder_threatens(seed, foresight):
    position = position_from_text("atari-go", SAVE, to_move="black")
    assert not _saves(position, position.parse_move("H5"))
    budget = Budget(playouts=1000, foresight=foresight)
    result = mcts.search(position, budget, rng=random.Random(seed))
    assert _saves(position, result.move), position.move_text(result.move)


def test_the_search_starts_the_ladder():
    position = position_from_text("atari-go", LADDER, to_move="black")
    result = mcts.search(position, Budget(playouts=300), rng=random.Random(1))
    assert position.move_text(result.move) in ("D5", "E4")


def test_the_beginner_does_not_read():
    assert ladder.reading_depth(0) == 0
    position = position_from_text("atari-go", SAVE, to_move="black")
    moves = [
        mcts.search(position, Budget(playouts=1000, foresight=0), rng=random.Random(s)).move
        for s in range(4)
    ]
    assert not all(_saves(position, move) for move in moves)


# From an arena game (level 5 against level 4): White to move. Black's E4 (two liberties)
# escapes a ladder today, and D2 has three liberties; White's E2 (or C2) makes both ladders
# work at once, and Black can save only one: a double threat.
DOUBLE = """
    . . . . . . . . .
    . O . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . X O . . . .
    . X X O X . . . .
    . . O O . . . . .
    . X . X . . . . .
    . . . . . . . . .
"""


def test_set_ups_are_seen_only_with_full_foresight():
    position, b = _board(DOUBLE, to_move="white")
    assert ladder.winning_ataris(b) == set()
    plain = _priors(DOUBLE, to_move="white")
    children = {cell: Node(cell) for cell in b.empties if b.legal(cell)}
    ladder.atari_go_priors(children, b, setups=True)
    seeing = {position.move_text(c): n.prior_wins / n.prior_visits for c, n in children.items()}
    doubles = sorted(m for m, rate in seeing.items() if rate > 0.85)
    assert doubles == ["C2", "E2"]
    assert plain["E2"] == 0.5 and seeing["A9"] == 0.5


@pytest.mark.parametrize("seed", range(3))
def test_the_strongest_search_plays_the_double_threat(seed):
    position = position_from_text("atari-go", DOUBLE, to_move="white")
    budget = Budget(playouts=600, foresight=ladder.SETUP_SIGHT)
    result = mcts.search(position, budget, rng=random.Random(seed))
    assert position.move_text(result.move) in ("C2", "E2")


def test_wins_now_sees_captures_and_winning_ataris():
    _, b = _board(LADDER)
    assert ladder.wins_now(b)
    _, broken = _board(BROKEN)
    assert not ladder.wins_now(broken)
    assert not ladder.wins_now(b, depth=ladder.SHORT_DEPTH)


@pytest.mark.parametrize("foresight, decided", [(3, False), (4, True)])
def test_the_strongest_scores_a_won_ladder_without_playing_it_out(foresight, decided):
    """From a leaf where the side to move wins a ladder, the Strongest level's playout is
    that win (Black's, the whole board), not a random game that may miss it."""
    position = position_from_text("atari-go", LADDER, to_move="black")
    search = mcts._Search(position, random.Random(1), foresight)
    board = PlayoutBoard.from_position(position)
    sequence: list[int] = []
    margin, _ = search._fast_playout(board, [], search.root, sequence)
    assert (margin == len(position.board) and sequence == []) is decided


def test_no_ladder_priors_when_a_capture_wins_now():
    # Black can take C4 at once (C3); the atari at A2 would win too, but later.
    position = position_from_text("atari-go", """
        . . X . .
        . X O X .
        . . . . .
        . . . . .
        O . . . .
    """, to_move="black")
    b = PlayoutBoard.from_position(position)
    assert ladder.any_capture(b) and position.parse_move("A2") in ladder.winning_ataris(b)
    children = {cell: Node(cell) for cell in b.empties if b.legal(cell)}
    ladder.atari_go_priors(children, b, setups=True)
    assert all(n.prior_visits == PRIOR_EVEN for n in children.values())
