"""What a click in the scoring phase toggles: the stones of the clicked colour in its region,
bounded by the empty points the opponent owns, or (Shift+click) one chain."""

from __future__ import annotations

from magnetdesk.engine.core.counting import REGION_LEAN, clicked_stones, leaning, toggle_group
from magnetdesk.engine.core.vocabulary import BLACK, EMPTY, WHITE
from magnetdesk.engine.go.diagram import position_from_text
from magnetdesk.engine.go.scoring import estimate_dead, score
from magnetdesk.engine.medusa.diagram import medusa_from_text

# Six stones each, scattered over an open 9x9 board (a game passed out after 14 moves).
OPEN = """
    . . . . . . . . .
    . . O . . . X . .
    . . . . . . . . .
    . . X . O . . O .
    . . . . . . . . .
    . O . X . . X . .
    . . . . . . . . .
    . . X . . . O . .
    . . . O . X . . .
"""

# A finished game: White's D3 and E2 are dead inside Black's lower area, Black's G6 in White's.
FINISHED = """
    . X O O . . . . .
    . X X O . . O . .
    . . X O O . . O .
    . . X O . O X . .
    . X . X O O O O O
    . . . X X X X X O
    . . X O . . X . X
    . . X . O . . . .
    . . . . . . . . .
"""


def names(position, found) -> set[str]:
    return {position.topology.name(c) for c in found}


def at(position, name: str) -> int:
    return position.topology.parse(name)


def test_on_an_open_board_a_click_marks_the_lone_stone_only():
    position = position_from_text("go", OPEN, komi=6.5)
    estimate = estimate_dead(position)
    assert estimate.dead == frozenset()
    assert score(position).result_text == "W+6.5"
    dead = toggle_group(position, frozenset(), at(position, "C8"), estimate.ownership)
    assert names(position, dead) == {"C8"}
    assert score(position, dead).result_text != "B+73.5"  # not every white stone


def test_without_an_ownership_the_region_is_the_whole_area_walled_off_by_the_opponent():
    position = position_from_text("go", OPEN)
    every_white = position.board.count(WHITE)
    assert len(clicked_stones(position, at(position, "C8"))) == every_white  # unbounded


def test_in_a_territory_a_click_takes_every_dead_stone_of_that_territory():
    position = position_from_text("go", FINISHED)
    ownership = estimate_dead(position).ownership
    assert names(position, clicked_stones(position, at(position, "D3"), ownership)) == {
        "D3", "E2"
    }
    assert names(position, clicked_stones(position, at(position, "G6"), ownership)) == {"G6"}


def test_a_shift_click_takes_one_chain():
    position = position_from_text("go", FINISHED)
    ownership = estimate_dead(position).ownership
    found = clicked_stones(position, at(position, "D3"), ownership, chain_only=True)
    assert names(position, found) == {"D3"}
    wall = clicked_stones(position, at(position, "E5"), chain_only=True)  # a chain comes whole
    assert names(position, wall) == {"F6", "E5", "F5", "G5", "H5", "J5", "J4"}


def test_a_click_on_a_dead_stone_brings_back_every_dead_stone_the_count_gives_away():
    position = position_from_text("go", FINISHED)
    dead = frozenset({at(position, "D3"), at(position, "E2")})
    nobody = (0.0,) * len(position.board)  # the estimate has no opinion: the count decides
    lean = leaning(score(position, dead).owner, nobody)
    assert toggle_group(position, dead, at(position, "E2"), lean) == frozenset()


def test_leaning_follows_the_count_and_else_the_estimate():
    assert leaning((BLACK, WHITE, EMPTY), (-0.9, 0.9, 0.3)) == (1.0, -1.0, 0.3)
    assert 0 < REGION_LEAN < 1


def test_medusa_groups_are_toggled_by_the_same_rule():
    position = medusa_from_text("""
             O X . . . . . . . .
    """, top_row=1)
    a1 = at(position, "a1")
    assert names(position, toggle_group(position, frozenset(), a1)) == {"a1"}
    assert toggle_group(position, frozenset(), at(position, "c1")) == frozenset()  # empty
