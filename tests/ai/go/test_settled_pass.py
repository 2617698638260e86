"""The window's computer (``settled_pass``) passes only on a settled board, with GNU Go as the
judge of what is settled: GNU Go 3.8 plays 9×9 games against itself to the end; at move 14 of
each, after the opponent's pass, GNU Go's ``final_status_list dame`` finds open points and our
computer plays on (before issue 39 it passed back and won by the komi); at the end of each,
where GNU Go finds no open point, our estimate agrees, and wherever our computer passes GNU Go
finds the board settled.

GNU Go must be installed (Debian package gnugo): without it these tests fail, they never skip.
"""

from __future__ import annotations

from functools import cache

import pytest

from magnetdesk.ai.go.settle import board_settled
from magnetdesk.ai.player import think
from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.engine.go.position import PASS
from magnetdesk.engine.variants import new_position
from magnetdesk.learn.gnugo import GnuGo

KOMI = 7.0
SEEDS = (1, 2, 3, 4)
PLAYOUTS = 3000
COLOUR = {BLACK: "black", WHITE: "white"}


@cache
def gnugo_game(seed: int) -> tuple[tuple[str, str], ...]:
    """A 9×9 game of GNU Go (level 1, area counting) against itself, up to its two passes."""
    moves: list[tuple[str, str]] = []
    with GnuGo("--chinese-rules", "--level", "1", "--seed", str(seed)) as gnugo:
        gnugo.new_game(9, KOMI)
        colour, passes = "black", 0
        while passes < 2 and len(moves) < 200:
            move = gnugo.command(f"genmove {colour}").strip().upper()
            moves.append((colour, move))
            passes = passes + 1 if move == "PASS" else 0
            colour = "white" if colour == "black" else "black"
    return tuple(moves)


def replayed(moves) -> object:
    """Our position after ``moves`` (GNU Go's vertices are ours: GTP letters)."""
    position = new_position("go", size=9, komi=KOMI, scoring="area")
    for _, vertex in moves:
        position = position.play(position.parse_move(vertex.lower() if vertex == "PASS"
                                                     else vertex)).position
    return position


def gnugo_open_points(moves) -> list[str]:
    """The points GNU Go calls neither side's (``final_status_list dame``) after ``moves``."""
    with GnuGo("--chinese-rules") as gnugo:
        gnugo.new_game(9, KOMI)
        for colour, vertex in moves:
            assert gnugo.play(colour, vertex), vertex
        return gnugo.command("final_status_list dame").split()


def our_choice(position):
    return think(position, 5, playouts=PLAYOUTS, seed=1, workers=1, settled_pass=True)


@pytest.mark.parametrize("seed", SEEDS)
def test_an_open_board_at_move_14_gets_no_pass_back(seed):
    moves = (*gnugo_game(seed)[:14], ("black", "PASS"))
    assert len(gnugo_open_points(moves)) > 10  # the judge: much of the board is open
    position = replayed(moves)
    assert position.to_move == WHITE and position.passes
    result = our_choice(position)
    assert result.move != PASS, position.board_text()
    assert not board_settled(position, result.ownership)


@pytest.mark.parametrize("seed", SEEDS)
def test_at_the_end_our_estimate_agrees_with_gnu_go_and_we_pass_only_there(seed):
    game = gnugo_game(seed)
    assert [move for _, move in game[-2:]] == ["PASS", "PASS"]
    before = game[:-2]
    assert gnugo_open_points(before) == []  # the judge: settled
    position = replayed(before)
    result = our_choice(position)
    assert board_settled(position, result.ownership), position.board_text()
    after_pass = (*before, game[-2])
    position = replayed(after_pass)
    result = our_choice(position)
    if result.move == PASS:
        assert gnugo_open_points(after_pass) == []
