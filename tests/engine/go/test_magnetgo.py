"""Magnetgo: the placed stone repels its own colour and attracts the other along its four rays."""

from __future__ import annotations

import pytest

from magnetdesk.engine.core.vocabulary import (
    BLACK,
    WHITE,
    Captured,
    Placed,
    Reason,
    Removed,
    Slid,
    Transition,
)
from magnetdesk.engine.go.diagram import position_from_text
from magnetdesk.engine.variants import VARIANTS, new_position
from tests.helpers.rules import group, names, play, refused, tidy


def magnet(text: str, to_move: str = "black", **options):
    return position_from_text("magnetgo", text, to_move, **options)


def at(p, name: str) -> int:
    return p.rules.grid.parse(name)


def slides(t: Transition) -> set[Slid]:
    return {e for e in t.effects if isinstance(e, Slid)}


def slide(p, start: str, end: str, colour: int) -> Slid:
    return Slid(at(p, start), at(p, end), colour, attracted=colour != p.to_move)


def rows(p) -> list[str]:
    return p.board_text().splitlines()


# --- attraction -----------------------------------------------------------------------------


def test_attracted_stone_slides_along_a_long_empty_ray_next_to_the_placed_stone() -> None:
    p = magnet("""
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . O
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
    """)
    t = play(p, "A5")
    assert t.effects == (Placed(at(p, "A5"), BLACK), slide(p, "J5", "B5", WHITE))
    assert rows(t.position)[4] == "XO......."


def test_attracted_stone_stops_next_to_the_placed_stone() -> None:
    p = magnet("""
        . . . . .
        . . . . .
        . . . . .
        . . . . .
        . . . . O
    """)
    t = play(p, "A1")
    assert slides(t) == {slide(p, "E1", "B1", WHITE)}
    assert t.position.board[at(p, "B1")] == WHITE


def test_an_attracted_stone_already_adjacent_does_not_move() -> None:
    p = magnet("""
        . . . . .
        . . O . .
        . . . . .
        . . . . .
        . . . . .
    """)
    t = play(p, "C3")
    assert t.effects == (Placed(at(p, "C3"), BLACK),)
    assert t.position.board[at(p, "C4")] == WHITE


def test_only_the_nearest_stone_of_a_ray_is_affected() -> None:
    p = magnet("""
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . O . . O . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
    """)
    t = play(p, "A5")
    assert slides(t) == {slide(p, "D5", "B5", WHITE)}
    assert rows(t.position)[4] == "XO....O.."


def test_white_attracts_black_stones() -> None:
    p = magnet("""
        . . . . .
        . . . . .
        X . . . .
        . . . . .
        . . . . .
    """, "white")
    t = play(p, "E3")
    assert slides(t) == {Slid(at(p, "A3"), at(p, "D3"), BLACK, attracted=True)}


# --- repulsion ------------------------------------------------------------------------------


def test_repelled_stone_slides_to_the_board_edge() -> None:
    p = magnet("""
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . X . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
    """)
    t = play(p, "B5")
    assert slides(t) == {slide(p, "C5", "J5", BLACK)}
    assert rows(t.position)[4] == ".X......X"


def test_repelled_stone_stops_at_a_blocking_point() -> None:
    p = magnet("""
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . X . . . # . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
    """)
    t = play(p, "B5")
    assert slides(t) == {slide(p, "C5", "F5", BLACK)}
    assert rows(t.position)[4] == ".X...X#.."


def test_repelled_stone_stops_next_to_the_next_stone() -> None:
    p = magnet("""
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . X . . . O . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
    """)
    t = play(p, "B5")
    assert slides(t) == {slide(p, "C5", "F5", BLACK)}
    assert rows(t.position)[4] == ".X...XO.."


def test_a_repelled_stone_with_no_room_stays_put() -> None:
    p = magnet("""
        . . . . .
        . . . . .
        . . X O .
        . . . . .
        . . . . .
    """)
    t = play(p, "B3")
    assert slides(t) == set()
    assert rows(t.position)[2] == ".XXO."


def test_a_repelled_stone_on_the_edge_stays_put() -> None:
    p = magnet("""
        . . . . .
        . . . . .
        . . . . X
        . . . . .
        . . . . .
    """)
    assert slides(play(p, "A3")) == set()


def test_nothing_is_ever_pushed_off_the_board() -> None:
    p = magnet("""
        . . . . .
        . . X . .
        . X . X .
        . . X . .
        . . . . .
    """)
    t = play(p, "C3")
    assert len(slides(t)) == 4
    assert len(t.position.stones(BLACK)) == 5
    assert rows(t.position) == ["..X..", ".....", "X.X.X", ".....", "..X.."]


# --- the placed stone, empty rays, chains ------------------------------------------------------


def test_empty_rays_do_nothing() -> None:
    p = new_position("magnetgo")
    t = play(p, "E5")
    assert t.effects == (Placed(at(p, "E5"), BLACK),)


def test_the_placed_stone_never_moves() -> None:
    p = magnet("""
        . . . . .
        . . O . .
        X . . . X
        . . . . .
        . . O . .
    """)
    t = play(p, "C3")
    assert t.position.board[at(p, "C3")] == BLACK
    assert slides(t) == {slide(p, "C1", "C2", WHITE)}
    assert rows(t.position) == [".....", "..O..", "X.X.X", "..O..", "....."]


def test_a_repelled_stone_is_torn_out_of_its_chain() -> None:
    p = magnet("""
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . X . . . .
        . . . . X . . . .
        . . . . X . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
    """)
    t = play(p, "B5")
    assert slides(t) == {slide(p, "E5", "J5", BLACK)}
    assert rows(t.position)[3:6] == ["....X....", ".X......X", "....X...."]


def test_an_attracted_stone_is_torn_out_of_its_chain() -> None:
    p = magnet("""
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . O . . . .
        . . . . O . . . .
        . . . . O . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
    """)
    t = play(p, "A5")
    assert slides(t) == {slide(p, "E5", "B5", WHITE)}
    assert rows(t.position)[3:6] == ["....O....", "XO.......", "....O...."]


# --- captures -------------------------------------------------------------------------------


def test_a_pushed_stone_captures_a_distant_chain_by_filling_its_last_liberty() -> None:
    p = magnet("""
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . X . . . . . . .
        . . . . . . . X O
        . . . . . . . . X
        . . . . . . . . .
        . . . . . . . . .
    """)
    t = play(p, "A5")
    assert t.effects == (
        Placed(at(p, "A5"), BLACK),
        slide(p, "B5", "J5", BLACK),
        Captured((at(p, "J4"),), WHITE),
    )
    assert t.position.prisoners[BLACK] == 1


def test_a_pulled_stone_can_take_the_last_liberty_of_the_movers_own_chain() -> None:
    p = magnet("""
        . . . . . . . . .
        . . . . . . . . .
        . . . O . . . . .
        . . O X O . . . .
        O . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
    """)
    t = play(p, "E5")
    assert t.effects == (
        Placed(at(p, "E5"), BLACK),
        slide(p, "A5", "D5", WHITE),
        Removed((at(p, "D6"),), BLACK),
    )


def test_own_stones_removed_are_prisoners_for_the_opponent() -> None:
    p = magnet("""
        . . . . . . . . .
        . . . . . . . . .
        . . . O . . . . .
        . . O X O . . . .
        O . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
    """)
    prisoners = play(p, "E5").position.prisoners
    assert prisoners[WHITE] == 1
    assert prisoners[BLACK] == 0


BOTH_COLOURS_CAPTURED = """
    . . . . . . . . .
    . . . . . . . . .
    . . . O . . . . .
    . . O X O . . . .
    O . . . . X . . .
    . . . . . . . X O
    . . . . . . . . X
    . . . . . . . . .
    . . . . . . . . .
"""


def test_one_move_can_capture_stones_of_both_colours_opponent_first() -> None:
    # E5 pulls A5 to D5 (taking D6's last liberty) and pushes F5 to J5 (taking J4's).
    p = magnet(BOTH_COLOURS_CAPTURED)
    t = play(p, "E5")
    assert t.effects[0] == Placed(at(p, "E5"), BLACK)
    assert set(t.effects[1:3]) == {slide(p, "A5", "D5", WHITE), slide(p, "F5", "J5", BLACK)}
    assert tidy(t.effects[3:]) == (
        Captured((at(p, "J4"),), WHITE),
        Removed((at(p, "D6"),), BLACK),
    )


def test_when_both_colours_are_captured_both_sides_take_prisoners() -> None:
    p = play(magnet(BOTH_COLOURS_CAPTURED), "E5").position
    assert p.prisoners[BLACK] == 1
    assert p.prisoners[WHITE] == 1
    assert p.stones(BLACK) == sorted(at(p, n) for n in ("H4", "J3", "J5", "E5"))


def test_suicide_that_changes_the_board_is_legal() -> None:
    p = magnet("""
        . . . . .
        O . . . .
        . . . . O
        O . . . .
        . . . . .
    """)
    t = play(p, "A3")  # E3 is pulled to B3, and A3 has no liberty left
    assert t.effects == (
        Placed(at(p, "A3"), BLACK),
        slide(p, "E3", "B3", WHITE),
        Removed((at(p, "A3"),), BLACK),
    )
    assert t.position.prisoners[WHITE] == 1
    assert rows(t.position) == [".....", "O....", ".O...", "O....", "....."]


def test_suicide_of_a_chain_changes_the_board_and_is_legal() -> None:
    p = magnet("""
        O . . . .
        X O . . .
        . O . . .
        O . . . .
        . . . . .
    """)
    t = play(p, "A3")
    assert tidy(t.effects) == (
        Placed(at(p, "A3"), BLACK),
        Removed(group(p, "A3 A4"), BLACK),
    )
    assert t.position.prisoners[WHITE] == 2


def test_suicide_that_leaves_the_board_unchanged_is_illegal() -> None:
    p = magnet("""
        . . . . .
        O . . . .
        . O . . .
        O . . . .
        . . . . .
    """)
    assert refused(p, "A3").reason is Reason.SUICIDE


# --- ko -------------------------------------------------------------------------------------

KO = """
    . X O . . . . . .
    X O . O . . . . .
    . X O . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
"""


def test_basic_ko_forbids_recreating_the_position_after_your_previous_move() -> None:
    p = play(magnet(KO, "white"), "J1", "C8").position  # White moves, Black takes the ko
    assert refused(p, "B8").reason is Reason.KO


def test_basic_ko_allows_the_retake_once_the_board_has_changed() -> None:
    t = play(magnet(KO, "white"), "J1", "C8", "H1", "E3", "B8")
    assert t.captured() == 1


# Black's A3 pulls D3 to B3 and dies; after White's pass Black's E3 pulls it back to D3 and
# dies: the board is the start board again, but not the board after Black's previous move.
MAGNET_CYCLE = """
    . . . . .
    O . . . O
    . . . O .
    O . . . O
    . . . . .
"""


def test_basic_ko_allows_recreating_an_older_position() -> None:
    p = magnet(MAGNET_CYCLE)
    t = play(p, "A3", "pass", "E3")
    assert t.position.board == p.board


def test_positional_superko_forbids_recreating_any_earlier_position() -> None:
    p = play(magnet(MAGNET_CYCLE, ko="positional"), "A3", "pass").position
    assert refused(p, "E3").reason is Reason.SUPERKO


# --- handicap and options -------------------------------------------------------------------


def test_handicap_stones_are_placed_without_magnetism_by_default() -> None:
    p = new_position("magnetgo", handicap=3)
    assert names(p, BLACK) == {"C7", "G7", "C3"}
    assert p.to_move == WHITE


def test_magnetic_handicap_stones_repel_the_earlier_ones() -> None:
    p = new_position("magnetgo", handicap=3, handicap_magnetism=True)
    assert names(p, BLACK) == {"C7", "J7", "C1"}
    assert p.to_move == WHITE


def test_magnetgo_defaults_are_9x9_territory_komi_5_basic_ko() -> None:
    rules = new_position("magnetgo").rules
    assert (rules.size, rules.scoring, rules.komi, rules.ko) == (9, "territory", 5.0, "basic")
    assert rules.suicide == "if-changed"
    assert new_position("magnetgo", handicap=2).rules.komi == 0.5


@pytest.mark.parametrize(
    ("key", "choices"),
    [("scoring", ("territory", "area")), ("ko", ("basic", "positional"))],
)
def test_magnetgo_option_choices(key: str, choices: tuple[str, ...]) -> None:
    assert VARIANTS["magnetgo"].option(key).choices == choices
    assert VARIANTS["magnetgo"].option(key).default == choices[0]
