"""Medusa's board: 210 light cells named a1..s19, 61 holes with their rosette rings, the
straight all-light lines, and the board text."""

from __future__ import annotations

from collections import Counter

from magnetdesk.engine.core.geometry import MedusaHex
from magnetdesk.engine.medusa.rules import medusa_board, new_medusa_position

BOARD = medusa_board()


def test_the_board_has_210_light_cells_and_61_dark_holes() -> None:
    assert BOARD.cell_count == 210
    assert len(BOARD.holes) == 61
    assert 210 + 61 == 3 * 10 * 9 + 1  # a base-10 hexhex of 271 cells


def test_156_cells_have_four_neighbours_48_have_three_and_the_6_corners_two() -> None:
    counts = Counter(len(BOARD.neighbours[cell]) for cell in BOARD.cells())
    assert counts == {4: 156, 3: 48, 2: 6}
    corners = {BOARD.name(c) for c in BOARD.cells() if len(BOARD.neighbours[c]) == 2}
    assert corners == {"a1", "j1", "s10", "s19", "j19", "a10"}


def test_every_one_of_the_61_holes_has_a_complete_ring_of_six_light_cells() -> None:
    assert len(BOARD.rosettes) == 61
    for ring in BOARD.rosettes:
        assert len(set(ring)) == 6
        for cell in ring:  # a closed ring: each cell touches its two ring neighbours
            assert sum(n in ring for n in BOARD.neighbours[cell]) == 2


def test_rings_of_lists_the_one_or_two_rings_each_cell_belongs_to() -> None:
    for cell in BOARD.cells():
        expected = tuple(i for i, ring in enumerate(BOARD.rosettes) if cell in ring)
        assert BOARD.rings_of[cell] == expected
        assert 1 <= len(expected) <= 2


def test_cells_are_named_a1_to_s19_and_exist_where_column_and_row_differ_by_at_most_9() -> None:
    names = {BOARD.name(c) for c in BOARD.cells()}
    assert len(names) == 210
    for letter_index in range(19):
        for row in range(1, 20):
            c = letter_index + 1
            name = f"{'abcdefghijklmnopqrs'[letter_index]}{row}"
            light = abs(c - row) <= 9 and not (c % 2 == 0 and row % 2 == 0)
            assert (name in names) == light, name
            assert (BOARD.parse(name) is not None) == light


def test_the_centre_j10_is_a_hole_and_k10_is_a_cell() -> None:
    assert BOARD.parse("j10") is None
    assert BOARD.hole_name(BOARD.holes.index((10, 10))) == "j10"
    assert BOARD.name(BOARD.parse("K10")) == "k10"


def test_a_cells_neighbours_are_the_first_cells_of_its_at_most_four_straight_lines() -> None:
    for cell in BOARD.cells():
        rays = BOARD.rays[cell]
        assert len(rays) <= 4
        assert {ray[0] for ray in rays} == set(BOARD.neighbours[cell])


def test_a_straight_line_through_a_cell_runs_all_light_to_the_edge() -> None:
    # Row 15 is a light row: from q15 eastward the line is r15, s15, then the edge.
    q15 = BOARD.parse("q15")
    lines = {tuple(BOARD.name(c) for c in ray) for ray in BOARD.rays[q15]}
    assert ("r15", "s15") in lines
    # The column through c3 runs c4 .. c12 upward and c2, c1 downward.
    c3 = BOARD.parse("c3")
    lines = {tuple(BOARD.name(c) for c in ray) for ray in BOARD.rays[c3]}
    assert ("c2", "c1") in lines
    assert tuple(f"c{n}" for n in range(4, 13)) in lines


def test_two_boards_are_equal_and_the_board_is_shared() -> None:
    assert MedusaHex() == BOARD
    assert new_medusa_position().topology is BOARD


def test_board_text_has_a_line_per_row_listing_only_that_rows_places() -> None:
    lines = new_medusa_position().board_text().splitlines()
    assert [len(line) for line in lines] == [10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
                                             18, 17, 16, 15, 14, 13, 12, 11, 10]
    assert "".join(lines).count("#") == 61
    assert "".join(lines).count(".") == 210
    assert lines[0] == ".........."  # row 19: j19 .. s19, all light
    assert lines[9] == ".#.#.#.#.#.#.#.#.#."  # row 10: a10 .. s10, holes at even columns
