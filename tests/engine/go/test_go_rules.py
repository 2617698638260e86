"""Go: captures, suicide, ko and superko, passes, resignation, komi and handicap."""

from __future__ import annotations

import pytest

from magnetdesk.engine.core.options import OptionError
from magnetdesk.engine.core.vocabulary import (
    BLACK,
    WHITE,
    Captured,
    GameEnd,
    Illegal,
    IllegalMove,
    Passed,
    Placed,
    Reason,
    Removed,
    Transition,
)
from magnetdesk.engine.go.diagram import position_from_text
from magnetdesk.engine.go.position import PASS
from magnetdesk.engine.variants import new_position
from tests.helpers.rules import group, names, play, refused, tidy


def go(text: str, to_move: str = "black", **options):
    return position_from_text("go", text, to_move, **options)


def at(p, names: str) -> tuple[int, ...]:
    """The cells of space-separated point names."""
    return tuple(p.rules.grid.parse(name) for name in names.split())


# --- captures -------------------------------------------------------------------------------

ONE_STONE_IN_ATARI = """
    . . . . .
    . . X . .
    . X O . .
    . . X . .
    . . . . .
"""
BLACK_IN_ATARI = """
    . . . . .
    . . O . .
    . O X . .
    . . O . .
    . . . . .
"""


def test_a_stone_without_liberties_is_captured() -> None:
    p = go(ONE_STONE_IN_ATARI)
    t = play(p, "D3")
    assert t.effects == (Placed(at(p, "D3")[0], BLACK), Captured(at(p, "C3"), WHITE))
    assert names(t.position, WHITE) == set()
    assert t.position.prisoners[BLACK] == 1


def test_a_chain_is_captured_as_a_whole() -> None:
    p = go("""
        . X X . .
        X O O X .
        . X . . .
        . . . . .
        . . . . .
    """)
    t = play(p, "C3")
    assert tidy(t.effects[1:]) == (Captured(group(p, "B4 C4"), WHITE),)
    assert t.position.prisoners[BLACK] == 2
    assert t.position.board_text().splitlines()[1] == "X..X."


def test_one_move_can_capture_two_chains() -> None:
    p = go("""
        . X . X .
        X O . O X
        . X . X .
        . . . . .
        . . . . .
    """)
    t = play(p, "C4")
    assert tidy(t.effects[1:]) == (Captured(group(p, "B4 D4"), WHITE),)
    assert t.position.prisoners[BLACK] == 2
    assert names(t.position, WHITE) == set()


def test_a_stone_next_to_an_empty_point_is_not_captured() -> None:
    p = go(ONE_STONE_IN_ATARI)
    t = play(p, "E1")
    assert names(t.position, WHITE) == {"C3"}
    assert t.effects == (Placed(at(p, "E1")[0], BLACK),)


def test_a_blocking_point_gives_no_liberty() -> None:
    p = go("""
        . . . . .
        . . X . .
        . # O X .
        . . . . .
        . . . . .
    """)
    t = play(p, "C2")
    assert names(t.position, WHITE) == set()
    assert t.captured() == 1


def test_capture_comes_before_the_own_liberty_check() -> None:
    p = go("""
        . X O . .
        X O . O .
        . X O . .
        . . . . .
        . . . . .
    """)
    t = play(p, "C4")  # no empty neighbour, but it takes B4 and so gains a liberty
    assert t.effects == (Placed(at(p, "C4")[0], BLACK), Captured(at(p, "B4"), WHITE))
    assert t.position.prisoners[BLACK] == 1


def test_captured_stones_are_the_movers_prisoners() -> None:
    p = go(BLACK_IN_ATARI, "white")
    t = play(p, "D3")
    assert t.position.prisoners[WHITE] == 1
    assert t.position.prisoners[BLACK] == 0


# --- suicide --------------------------------------------------------------------------------

CORNER_SUICIDE = """
    X . O . .
    O O . . .
    . . . . .
    . . . . .
    . . . . .
"""


SINGLE_SUICIDES = """
    . O . . .
    O . . . .
    . . . . .
    . . . . X
    . . . X .
"""  # A5 has no liberty for Black, E1 none for White


def test_single_stone_suicide_is_forbidden() -> None:
    p = go(SINGLE_SUICIDES)
    assert refused(p, "A5").reason is Reason.SUICIDE
    assert refused(p.with_to_move(WHITE), "E1").reason is Reason.SUICIDE


def test_suicide_of_a_chain_is_forbidden_by_default() -> None:
    p = go(CORNER_SUICIDE)
    illegal = refused(p, "B5")
    assert illegal.reason is Reason.SUICIDE
    assert illegal.message


def test_allowed_suicide_removes_the_own_chain() -> None:
    p = go(CORNER_SUICIDE, suicide="allowed")
    t = play(p, "B5")
    assert tidy(t.effects) == (Placed(at(p, "B5")[0], BLACK), Removed(group(p, "A5 B5"), BLACK))
    assert names(t.position, BLACK) == set()
    assert t.position.to_move == WHITE


def test_stones_lost_by_suicide_are_prisoners_for_the_opponent() -> None:
    p = go(CORNER_SUICIDE, suicide="allowed")
    t = play(p, "B5")
    assert t.position.prisoners[WHITE] == 2
    assert t.position.prisoners[BLACK] == 0


# --- ko -------------------------------------------------------------------------------------

KO = """
    . X O . .
    X O . O .
    . X O . .
    . . . . .
    . . . . .
"""


def test_immediate_ko_recapture_is_illegal() -> None:
    after_take = play(go(KO), "C4").position
    assert refused(after_take, "B4").reason is Reason.KO


def test_ko_may_be_retaken_after_moves_elsewhere() -> None:
    t = play(go(KO), "C4", "E1", "E2", "B4")
    assert t.captured() == 1
    assert names(t.position, WHITE) >= {"B4"}
    assert "C4" not in names(t.position, BLACK)


def test_a_pass_counts_as_a_move_elsewhere_for_ko() -> None:
    t = play(go(KO), "C4", "pass", "E2", "B4")
    assert t.captured() == 1


def test_the_ko_point_is_only_forbidden_to_the_next_player() -> None:
    p = play(go(KO), "C4").position
    assert p.ko_point == at(p, "B4")[0]
    assert play(p, "E1").position.ko_point is None


SNAPBACK = """
    . . . . .
    . . . . .
    X X X X X
    X O O O X
    X O . . X
"""


def test_snapback_is_not_ko() -> None:
    p = go(SNAPBACK)
    white_takes = play(p, "C1", "D1")  # Black throws in; White takes the one stone
    assert white_takes.captured() == 1
    t = play(white_takes.position, "C1")  # ... and Black takes back five
    assert tidy(t.effects[1:]) == (Captured(group(p, "B1 B2 C2 D2 D1"), WHITE),)
    assert t.position.prisoners[BLACK] == 5


TRIPLE_KO = """
    . X O . . . .
    X O . O . . .
    . X O . . . .
    X O . O . . .
    . X O . . . .
    X . X O . . .
    . X O . . . .
"""
# Black can take the kos at C6 and C4, White the one at B2. Six ko captures in a row bring the
# board back to the start, and each of them is a legal simple-ko move.
TRIPLE_KO_CYCLE = ("C6", "B2", "C4", "B6", "C2", "B4")


def test_simple_ko_allows_a_triple_ko_cycle() -> None:
    p = go(TRIPLE_KO)
    t = play(p, *TRIPLE_KO_CYCLE)
    assert t.position.board == p.board
    assert all(play(p, *TRIPLE_KO_CYCLE[: k + 1]).captured() == 1 for k in range(6))


@pytest.mark.parametrize("ko", ["positional", "situational"])
def test_superko_forbids_closing_a_triple_ko_cycle(ko: str) -> None:
    p = play(go(TRIPLE_KO, ko=ko), *TRIPLE_KO_CYCLE[:5]).position
    assert refused(p, TRIPLE_KO_CYCLE[5]).reason is Reason.SUPERKO


@pytest.mark.parametrize("ko", ["positional", "situational"])
def test_superko_forbids_the_immediate_ko_recapture(ko: str) -> None:
    p = play(go(KO, ko=ko), "C4").position
    assert refused(p, "B4").reason is Reason.SUPERKO


@pytest.mark.parametrize("ko", ["positional", "situational"])
def test_superko_allows_a_ko_retake_that_makes_a_new_position(ko: str) -> None:
    t = play(go(KO, ko=ko), "C4", "E1", "E2", "B4")
    assert t.captured() == 1


def test_positional_superko_forbids_any_repeated_board() -> None:
    # A single-stone suicide leaves the board as it was (with White to move).
    p = go(SINGLE_SUICIDES, suicide="allowed", ko="positional")
    assert refused(p, "A5").reason is Reason.SUPERKO


def test_situational_superko_allows_a_repeated_board_with_the_other_player_to_move() -> None:
    p = go(SINGLE_SUICIDES, suicide="allowed", ko="situational")
    t = play(p, "A5")
    assert t.position.board == p.board
    assert t.position.to_move == WHITE
    assert t.effects[-1] == Removed(at(p, "A5"), BLACK)


def test_situational_superko_forbids_a_repeated_board_with_the_same_player_to_move() -> None:
    p = go(SINGLE_SUICIDES, suicide="allowed", ko="situational")
    p = play(p, "A5").position  # the start board, White to move
    assert refused(p, "E1").reason is Reason.SUPERKO  # the start board, Black to move


# --- pass, end, resignation ------------------------------------------------------------------


def test_a_pass_changes_only_the_side_to_move() -> None:
    p = go(ONE_STONE_IN_ATARI)
    t = p.play(PASS)
    assert t.effects == (Passed(BLACK),)
    assert t.position.board == p.board
    assert t.position.to_move == WHITE
    assert t.position.end is None


def test_pass_is_read_in_any_case() -> None:
    p = new_position("go", size=9)
    assert p.parse_move("PASS") == PASS
    assert p.parse_move("pass") == PASS


def test_two_passes_in_a_row_end_the_game_for_scoring() -> None:
    p = new_position("go", size=9)
    end = play(p, "pass", "pass").position.end
    assert end == GameEnd("two passes", winner=None, needs_scoring=True)
    assert end.result_text == ""


def test_passes_with_a_move_between_do_not_end_the_game() -> None:
    p = new_position("go", size=9)
    assert play(p, "pass", "E5", "pass").position.end is None


def test_resignation_ends_the_game_for_the_opponent() -> None:
    p = new_position("go", size=9).resign(BLACK)
    assert p.end.winner == WHITE
    assert p.end.result_text == "W+R"
    assert new_position("go", size=9).resign(WHITE).end.result_text == "B+R"


def test_a_finished_game_refuses_moves_and_passes() -> None:
    p = new_position("go", size=9).resign(WHITE)
    assert p.attempt(p.parse_move("E5")).reason is Reason.GAME_OVER
    assert p.attempt(PASS).reason is Reason.GAME_OVER
    assert p.legal_moves() == []
    ended = play(new_position("go", size=9), "pass", "pass").position
    assert ended.attempt(ended.parse_move("E5")).reason is Reason.GAME_OVER


def test_a_scored_game_may_be_resumed() -> None:
    ended = play(new_position("go", size=9), "pass", "pass").position
    resumed = ended.resumed()
    assert resumed.end is None
    assert resumed.is_legal(resumed.parse_move("E5"))


# --- illegal moves ---------------------------------------------------------------------------


def test_an_occupied_point_cannot_be_played() -> None:
    p = go(ONE_STONE_IN_ATARI)
    assert refused(p, "C3").reason is Reason.OCCUPIED
    assert refused(p, "C4").reason is Reason.OCCUPIED


@pytest.mark.parametrize("text", ["K10", "J10", "Z1", "I5", "E0", "nonsense"])
def test_a_point_off_the_board_does_not_parse(text: str) -> None:
    outcome = new_position("go", size=9).parse_move(text)
    assert isinstance(outcome, Illegal)
    assert outcome.reason is Reason.OFF_BOARD


def test_a_cell_number_off_the_board_is_refused() -> None:
    p = new_position("go", size=9)
    assert p.attempt(81).reason is Reason.OFF_BOARD
    assert p.attempt(-5).reason is Reason.OFF_BOARD


def test_only_the_side_to_move_may_play() -> None:
    p = new_position("go", size=9)
    move = p.parse_move("E5")
    assert p.attempt(move, WHITE).reason is Reason.NOT_YOUR_TURN
    assert isinstance(p.attempt(move, BLACK), Transition)


def test_play_raises_for_an_illegal_move() -> None:
    p = go(ONE_STONE_IN_ATARI)
    with pytest.raises(IllegalMove) as info:
        p.play(p.parse_move("C3"))
    assert info.value.illegal.reason is Reason.OCCUPIED


def test_a_blocking_point_cannot_be_played() -> None:
    p = go("""
        . . .
        . # .
        . . .
    """)
    assert p.parse_move("B2").reason is Reason.OFF_BOARD
    assert len(p.legal_moves()) == 8 + 1  # eight points and the pass
    assert p.board_text() == "...\n.#.\n..."


# --- komi -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("scoring", "komi"), [("area", 7.5), ("territory", 6.5), ("stones", 0.0)]
)
def test_komi_defaults_to_the_usual_value_of_the_scoring(scoring: str, komi: float) -> None:
    assert new_position("go", size=9, scoring=scoring).rules.komi == komi


def test_area_scoring_is_the_default() -> None:
    rules = new_position("go").rules
    assert rules.scoring == "area"
    assert rules.komi == 7.5


def test_komi_is_half_a_point_with_handicap() -> None:
    assert new_position("go", size=9, handicap=2).rules.komi == 0.5
    assert new_position("go", size=9, handicap=2, scoring="territory").rules.komi == 0.5


def test_a_given_komi_is_kept_even_with_handicap() -> None:
    assert new_position("go", size=9, komi=6).rules.komi == 6.0
    assert new_position("go", size=9, komi="0", handicap=3).rules.komi == 0.0
    assert new_position("go", size=9, komi="-2.5").rules.komi == -2.5


# --- handicap -------------------------------------------------------------------------------

# GNU Go 3.8's answers to `fixed_handicap N` (GTP), board size -> {N: points}.
GNUGO_FIXED_HANDICAP = {
    7: {2: "E5 C3", 3: "C5 E5 C3", 4: "C5 E5 C3 E3"},
    8: {2: "F6 C3", 3: "C6 F6 C3", 4: "C6 F6 C3 F3"},
    10: {2: "H8 C3"},
    11: {2: "J9 C3", 5: "C9 J9 F6 C3 J3"},
    12: {2: "J9 D4"},
    9: {
        2: "G7 C3", 3: "C7 G7 C3", 4: "C7 G7 C3 G3", 5: "C7 G7 E5 C3 G3",
        6: "C7 G7 C5 G5 C3 G3", 7: "C7 G7 C5 E5 G5 C3 G3", 8: "C7 E7 G7 C5 G5 C3 E3 G3",
        9: "C7 E7 G7 C5 E5 G5 C3 E3 G3",
    },
    13: {
        2: "K10 D4", 3: "D10 K10 D4", 4: "D10 K10 D4 K4", 5: "D10 K10 G7 D4 K4",
        6: "D10 K10 D7 K7 D4 K4", 7: "D10 K10 D7 G7 K7 D4 K4", 8: "D10 G10 K10 D7 K7 D4 G4 K4",
        9: "D10 G10 K10 D7 G7 K7 D4 G4 K4",
    },
    19: {
        2: "Q16 D4", 3: "D16 Q16 D4", 4: "D16 Q16 D4 Q4", 5: "D16 Q16 K10 D4 Q4",
        6: "D16 Q16 D10 Q10 D4 Q4", 7: "D16 Q16 D10 K10 Q10 D4 Q4",
        8: "D16 K16 Q16 D10 Q10 D4 K4 Q4", 9: "D16 K16 Q16 D10 K10 Q10 D4 K4 Q4",
    },
}


@pytest.mark.parametrize(
    ("size", "stones", "points"),
    [(s, n, pts) for s, table in GNUGO_FIXED_HANDICAP.items() for n, pts in table.items()],
)
def test_fixed_handicap_stones_stand_where_gnu_go_puts_them(
    size: int, stones: int, points: str
) -> None:
    p = new_position("go", size=size, handicap=stones)
    assert names(p, BLACK) == set(points.split())
    assert names(p, WHITE) == set()


@pytest.mark.parametrize(
    ("size", "stones"),
    [(7, 5), (8, 5), (8, 9), (9, 10), (19, 10), (13, 1), (19, -1), (5, 2), (6, 4)],
)
def test_a_fixed_handicap_gnu_go_refuses_is_an_option_error(size: int, stones: int) -> None:
    with pytest.raises(OptionError):
        new_position("go", size=size, handicap=stones)


def test_white_moves_first_after_handicap() -> None:
    p = new_position("go", size=9, handicap=4)
    assert p.to_move == WHITE
    assert p.attempt(p.parse_move("E5"), BLACK).reason is Reason.NOT_YOUR_TURN
    assert play(p, "E5").position.to_move == BLACK


def test_a_handicap_stone_on_a_blocking_point_is_an_option_error() -> None:
    with pytest.raises(OptionError, match="blocking point"):
        new_position("go", size=9, handicap=2, blocked="G7")
