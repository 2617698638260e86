"""Board topologies: the square Go grid (with blocking points) and Medusa's hex board."""

from __future__ import annotations

import pytest

from magnetdesk.engine.core.geometry import GTP_LETTERS, MedusaHex, SquareGrid

# --- the square grid ------------------------------------------------------------------------


@pytest.mark.parametrize("size", range(2, 26))
def test_square_grid_has_size_squared_points(size: int) -> None:
    grid = SquareGrid(size)
    assert grid.cell_count == size * size
    assert list(grid.cells()) == list(range(size * size))


@pytest.mark.parametrize("size", [-1, 0, 1, 26, 40])
def test_square_grid_refuses_sizes_outside_2_to_25(size: int) -> None:
    with pytest.raises(ValueError, match=r"2\.\.25"):
        SquareGrid(size)


def test_column_letters_run_from_a_to_z_skipping_i() -> None:
    grid = SquareGrid(25)
    bottom_row = [grid.name(grid.cell_at(x, 0)) for x in range(25)]
    assert "".join(name[0] for name in bottom_row) == "ABCDEFGHJKLMNOPQRSTUVWXYZ"
    assert "I" not in GTP_LETTERS


@pytest.mark.parametrize("size", range(2, 26))
def test_every_point_name_parses_back_to_its_point(size: int) -> None:
    grid = SquareGrid(size)
    for cell in grid.cells():
        assert grid.parse(grid.name(cell)) == cell


def test_rows_count_from_one_at_the_bottom() -> None:
    grid = SquareGrid(9)
    assert grid.name(grid.cell_at(0, 0)) == "A1"
    assert grid.name(grid.cell_at(8, 8)) == "J9"
    assert grid.name(grid.cell_at(3, 3)) == "D4"


def test_point_names_are_read_in_any_case() -> None:
    grid = SquareGrid(19)
    assert grid.parse("q16") == grid.parse("Q16") == grid.cell_at(15, 15)


@pytest.mark.parametrize(
    "text", ["K10", "A10", "A0", "K1", "I3", "Z1", "", "pass", "4D", "D", "D-4"]
)
def test_names_that_are_not_points_of_a_9x9_board_parse_to_none(text: str) -> None:
    assert SquareGrid(9).parse(text) is None


def test_corners_have_two_neighbours_edges_three_and_the_middle_four() -> None:
    size = 9
    grid = SquareGrid(size)
    counts = {2: 0, 3: 0, 4: 0}
    for cell in grid.cells():
        counts[len(grid.neighbours[cell])] += 1
    assert counts == {2: 4, 3: 4 * (size - 2), 4: (size - 2) ** 2}
    assert len(grid.neighbours[grid.parse("A1")]) == 2
    assert len(grid.neighbours[grid.parse("A5")]) == 3
    assert len(grid.neighbours[grid.parse("E5")]) == 4


def test_neighbours_are_the_four_orthogonal_points() -> None:
    grid = SquareGrid(9)
    names = {grid.name(n) for n in grid.neighbours[grid.parse("D4")]}
    assert names == {"C4", "E4", "D3", "D5"}


def test_neighbourhood_is_symmetric() -> None:
    grid = SquareGrid(7, frozenset({(3, 3), (0, 1)}))
    for cell in grid.cells():
        for n in grid.neighbours[cell]:
            assert cell in grid.neighbours[n]


def _ray_names(grid: SquareGrid, start: str) -> set[tuple[str, ...]]:
    return {tuple(grid.name(c) for c in ray) for ray in grid.rays[grid.parse(start)]}


def test_rays_run_outward_in_order_to_the_edge() -> None:
    assert _ray_names(SquareGrid(9), "D4") == {
        ("E4", "F4", "G4", "H4", "J4"),
        ("C4", "B4", "A4"),
        ("D5", "D6", "D7", "D8", "D9"),
        ("D3", "D2", "D1"),
    }


def test_a_corner_point_has_two_rays() -> None:
    assert _ray_names(SquareGrid(5), "A1") == {("B1", "C1", "D1", "E1"), ("A2", "A3", "A4", "A5")}


def test_a_blocking_point_ends_a_ray() -> None:
    grid = SquareGrid(9, frozenset({(5, 3)}))  # F4
    assert ("E4",) in _ray_names(grid, "D4")
    assert ("G4",) in _ray_names(grid, "H4")
    assert ("F6", "F7", "F8", "F9") in _ray_names(grid, "F5")
    assert all("F4" not in ray for c in grid.cells() for ray in _ray_names(grid, grid.name(c)))


def test_a_point_next_to_a_blocking_point_has_no_ray_towards_it() -> None:
    grid = SquareGrid(9, frozenset({(4, 4)}))  # E5
    rays = _ray_names(grid, "D5")
    assert len(rays) == 3
    assert all(ray[0] != "E5" for ray in rays)


def test_blocking_points_are_not_cells() -> None:
    grid = SquareGrid(5, frozenset({(2, 2), (0, 4)}))  # C3 and A5
    assert grid.cell_count == 23
    assert grid.parse("C3") is None
    assert grid.parse("A5") is None
    assert grid.cell_at(2, 2) is None
    assert all(grid.name(c) not in ("C3", "A5") for c in grid.cells())


def test_blocking_points_are_nobodys_neighbour() -> None:
    grid = SquareGrid(5, frozenset({(2, 2)}))  # C3
    assert {grid.name(n) for n in grid.neighbours[grid.parse("C4")]} == {"B4", "D4", "C5"}
    assert len(grid.neighbours[grid.parse("B3")]) == 3


def test_board_rows_mark_blocking_points_with_none() -> None:
    grid = SquareGrid(3, frozenset({(1, 1)}))
    rows = grid.rows()
    assert [[grid.name(c) if c is not None else None for c in row] for row in rows] == [
        ["A3", "B3", "C3"],
        ["A2", None, "C2"],
        ["A1", "B1", "C1"],
    ]


def test_a_blocking_point_off_the_board_is_refused() -> None:
    with pytest.raises(ValueError, match="off the board"):
        SquareGrid(5, frozenset({(5, 0)}))


def test_algebraic_style_names_run_a1_to_h8() -> None:
    grid = SquareGrid(8, style="algebraic")
    assert grid.name(grid.cell_at(0, 0)) == "a1"
    assert grid.name(grid.cell_at(7, 7)) == "h8"
    assert grid.parse("e4") == grid.cell_at(4, 3)


# --- Medusa's hex board ---------------------------------------------------------------------

MEDUSA = MedusaHex()
AXES = ((1, 0), (0, 1), (1, 1))  # the three straight lines through a cell


def test_medusa_board_has_210_light_cells_and_61_holes() -> None:
    assert MEDUSA.cell_count == 210
    assert len(MEDUSA.holes) == 61


def test_medusa_cells_have_four_three_or_two_neighbours() -> None:
    counts: dict[int, int] = {}
    for cell in MEDUSA.cells():
        k = len(MEDUSA.neighbours[cell])
        counts[k] = counts.get(k, 0) + 1
    assert counts == {4: 156, 3: 48, 2: 6}


def test_every_hole_is_ringed_by_six_light_cells() -> None:
    assert len(MEDUSA.rosettes) == 61
    for ring in MEDUSA.rosettes:
        assert len(set(ring)) == 6
        # a complete ring: every ring cell touches exactly two others of the ring
        for cell in ring:
            assert sum(n in ring for n in MEDUSA.neighbours[cell]) == 2


def test_holes_are_not_cells() -> None:
    for c, n in MEDUSA.holes:
        assert (c, n) not in MEDUSA.index
        assert MEDUSA.parse(f"{chr(ord('a') + c - 1)}{n}") is None


def _line_places(c: int, n: int, axis: tuple[int, int]) -> list[tuple[int, int]]:
    """Every place of the board (cell or hole) on the straight line through (c, n)."""
    dc, dn = axis
    places = []
    for k in range(-20, 21):
        cc, nn = c + k * dc, n + k * dn
        if 1 <= cc <= 19 and 1 <= nn <= 19 and abs(cc - nn) <= 9:
            places.append((cc, nn))
    return places


def test_every_light_cell_lies_on_exactly_two_all_light_lines() -> None:
    for c, n in MEDUSA.coords:
        light_lines = [
            axis for axis in AXES
            if all(p in MEDUSA.index for p in _line_places(c, n, axis))
        ]
        assert len(light_lines) == 2, (c, n)


def test_rays_run_along_the_all_light_lines_to_the_edge() -> None:
    for cell, (c, n) in enumerate(MEDUSA.coords):
        ray_cells = {x for ray in MEDUSA.rays[cell] for x in ray}
        expected = set()
        for axis in AXES:
            line = _line_places(c, n, axis)
            if all(p in MEDUSA.index for p in line):
                expected |= {MEDUSA.index[p] for p in line if p != (c, n)}
        assert ray_cells == expected, (c, n)


def test_medusa_cell_names_parse_back() -> None:
    for cell in MEDUSA.cells():
        assert MEDUSA.parse(MEDUSA.name(cell)) == cell
    assert MEDUSA.name(MEDUSA.parse("a1")) == "a1"
    assert MEDUSA.parse("a11") is None  # |c - n| > 9: outside the hexagon
