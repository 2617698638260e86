"""Medusa over the text protocol: ``play`` takes a whole turn, ``magnetdesk-action`` one action
of a turn, ``magnetdesk-legal`` lists single actions, and the board, score and files follow."""

from __future__ import annotations

import sys
from pathlib import Path

from tests.gtp.test_protocol import ok, refused, send, session
from tests.helpers.gtp_process import GtpProcess

# The bottom row a1..j1 is one straight all-light line: Black's a1-b1 group moves along it.
EMPTY_ROW_1 = ".........."

# The seed's bottom example (see tests/record/test_medusa_files.py), White to move.
BOTTOM_FILE = """(;GM[1981]FF[4]MV[medusa:1][komi=3]
AB[a2][b1][b3][b5][c2]AW[a3][a4][c4][d1][d3][e1][e3]PL[W])"""


def row(s, n: int) -> str:
    """Row ``n`` of the board text (row 1 is the last line)."""
    return ok(s, "magnetdesk-board").splitlines()[19 - n]


def medusa(**options) -> object:
    return session("medusa", **options)


def with_a_black_pair():
    """Black a1, White j19, Black to move: one more stone at b1 makes a group that moves."""
    s = medusa(komi=0)
    send(s, "play b a1", "play w j19")
    return s


# --- the variant ------------------------------------------------------------------------------


def test_magnetdesk_variant_selects_medusa_with_its_komi():
    s = session("go", size=9)
    ok(s, "magnetdesk-variant medusa komi=2")
    assert s.game.variant.id == "medusa" and s.game.position.marker == -2
    rows = ok(s, "magnetdesk-board").splitlines()
    assert [len(r) for r in rows] == [*range(10, 20), *range(18, 9, -1)]
    assert rows[9] == ".#" * 9 + "."  # row 10: the centre row, holes at every even column


def test_a_go_option_is_refused_for_medusa():
    s = medusa()
    assert "unknown option 'size'" in refused(s, "magnetdesk-variant medusa size=9")


def test_boardsize_and_handicap_do_not_apply_to_medusa():
    s = medusa()
    assert refused(s, "boardsize 19") == "unacceptable size"
    assert refused(s, "fixed_handicap 2") == "Medusa has no handicap stones"
    assert refused(s, "set_free_handicap k11 k9") == "Medusa has no handicap stones"


def test_komi_moves_the_marker_start_and_keeps_the_turns():
    s = with_a_black_pair()
    ok(s, "komi 5")
    assert s.game.position.marker == -5
    assert ok(s, "list_stones black") == "a1"
    assert "whole number" in refused(s, "komi 6.5")
    assert "at most 9" in refused(s, "komi 12")


# --- whole turns --------------------------------------------------------------------------------


def test_play_takes_a_placement_and_a_movement_as_one_turn():
    s = with_a_black_pair()
    ok(s, "play b b1 a1-c1")
    assert row(s, 1) == ".XX......."
    assert s.game.position.to_move == 2 and not s.game.position.in_turn


def test_play_reads_the_compact_row_form():
    s = with_a_black_pair()
    ok(s, "play black B1 AC1")
    assert row(s, 1) == ".XX......."


def test_a_turn_without_placement_moves_the_marker_toward_the_mover():
    s = with_a_black_pair()
    send(s, "play b b1", "play w pass", "play b a1-c1")
    assert row(s, 1) == ".XX......."
    assert s.game.position.marker == 0  # White's pass moved it to -1, Black's movement back


def test_illegal_turns_are_refused_with_the_reason():
    s = with_a_black_pair()
    assert refused(s, "play b a1") == "illegal move: a1: a1 is occupied"
    assert refused(s, "play b j10") == "illegal move: j10 is a hole, not a cell"
    assert "single stone" in refused(s, "play b a1-c1")
    assert "must come before" in refused(s, "play b a1-c1 b1")
    assert refused(s, "play b z99") == "illegal move: z99 is not a cell of the Medusa board"


def test_undo_takes_back_a_whole_turn():
    s = with_a_black_pair()
    ok(s, "play b b1 a1-c1")
    ok(s, "undo")
    assert row(s, 1) == "X........." and s.game.position.to_move == 1


def test_play_goes_on_after_two_passes():
    s = with_a_black_pair()
    send(s, "play b pass", "play w pass")
    assert s.game.position.end is not None
    ok(s, "play b k11")
    assert "k11" in ok(s, "list_stones black").split()


# --- single actions ----------------------------------------------------------------------------


def test_magnetdesk_action_plays_a_turn_action_by_action():
    s = with_a_black_pair()
    ok(s, "magnetdesk-action b b1")
    assert s.game.position.in_turn and s.game.position.to_move == 1
    ok(s, "magnetdesk-action b a1-c1")
    assert row(s, 1) == ".XX......."
    ok(s, "magnetdesk-action b done")
    assert s.game.position.to_move == 2 and not s.game.position.in_turn


def test_magnetdesk_legal_lists_single_actions_mid_turn():
    s = with_a_black_pair()
    ok(s, "magnetdesk-action b b1")
    assert ok(s, "magnetdesk-legal") == "a1-c1 done"
    ok(s, "magnetdesk-action b a1-c1")
    assert ok(s, "magnetdesk-legal") == "done"  # the group has moved: it is spent


def test_magnetdesk_legal_at_a_turn_start_lists_every_placement_and_pass():
    words = ok(medusa(), "magnetdesk-legal").split()
    assert len(words) == 211 and words[0] == "a1" and words[-1] == "pass"
    assert "j10" not in words  # the centre is a hole


def test_a_turn_in_progress_must_be_finished_before_another_move():
    s = with_a_black_pair()
    ok(s, "magnetdesk-action b b1")
    assert "black's turn is in progress (b1)" in refused(s, "play w k9")
    assert "black's turn is in progress" in refused(s, "magnetdesk-action w k9")
    assert "a stone may only be placed at the start of a turn" in refused(
        s, "magnetdesk-action b k11"
    )


def test_undo_takes_back_one_action_of_a_turn_in_progress():
    s = with_a_black_pair()
    send(s, "magnetdesk-action b b1", "magnetdesk-action b a1-c1", "undo")
    assert row(s, 1) == "XX........" and s.game.position.in_turn
    send(s, "undo")
    assert not s.game.position.in_turn and row(s, 1) == "X........."


def test_magnetdesk_action_reads_one_action_and_only_in_medusa():
    s = with_a_black_pair()
    assert "one action at a time" in refused(s, "magnetdesk-action b b1 a1-c1")
    assert "is not a Medusa action" in refused(s, "magnetdesk-action b b1-")
    assert "use play" in refused(session("go", size=9), "magnetdesk-action b D4")


def test_pass_as_an_action_is_a_complete_pass():
    s = with_a_black_pair()
    ok(s, "magnetdesk-action b pass")
    assert s.game.position.to_move == 2 and s.game.position.marker == 1


# --- views and the score ----------------------------------------------------------------------


def test_list_stones_names_the_cells_in_lower_case():
    s = with_a_black_pair()
    ok(s, "play b b1 a1-c1")
    assert ok(s, "list_stones black") == "b1 c1"
    assert ok(s, "list_stones white") == "j19"


def test_showboard_draws_the_hexagon_with_rows_the_marker_and_the_turn():
    s = with_a_black_pair()
    ok(s, "magnetdesk-action b b1")
    lines = ok(s, "showboard").splitlines()
    assert lines[0] == "19           O . . . . . . . . .           j19-s19"
    assert lines[9] == "10  . # . # . # . # . # . # . # . # . # .  a10-s10"
    assert lines[18] == " 1           X X . . . . . . . .           a1-j1"
    assert lines[19:] == ["marker +0", "black to move, turn so far: b1"]


def test_final_score_counts_stones_surrounded_cells_and_the_marker():
    s = medusa()
    assert ok(s, "final_score") == "W+3"  # the empty board: only the marker counts
    ok(s, "play b k11")
    assert ok(s, "final_score") == "B+207"  # 1 stone + 209 surrounded cells - 3
    assert ok(s, "final_status_list dead") == ""
    assert ok(s, "final_status_list alive") == "k11"


def test_genmove_plays_a_whole_medusa_turn():
    s = medusa()
    text = ok(s, "genmove b")
    assert s.game.position.to_move == 2 and not s.game.position.in_turn
    assert ok(s, "list_stones black") == text.split()[0]  # the placement starts the turn


def test_the_protocol_doc_says_that_genmove_plays_medusa():
    doc = (Path(__file__).resolve().parents[2] / "docs" / "gtp.md").read_text(encoding="utf-8")
    assert "the computer does not play medusa" not in doc
    assert "`genmove` and `reg_genmove` answer a whole turn as `play` takes it" in doc
    assert ok(medusa(), "genmove b")  # as the doc says: a turn, played


def test_genmove_waits_for_a_turn_in_progress_to_end():
    s = with_a_black_pair()
    ok(s, "magnetdesk-action b b1")
    assert "black's turn is in progress (b1)" in refused(s, "genmove b")


# --- files -------------------------------------------------------------------------------------


def test_loadsgf_sets_up_the_seed_example_and_its_turn_captures(tmp_path):
    path = tmp_path / "bottom.sgf"
    path.write_text(BOTTOM_FILE, encoding="utf-8")
    s = session("go", size=9)
    assert ok(s, f"loadsgf {path}") == "white"
    ok(s, "play w a1 ec1 ec3")
    assert ok(s, "list_stones black") == "b5"
    ok(s, "undo")
    assert ok(s, "list_stones black") == "b1 a2 c2 b3 b5"


def test_printsgf_writes_whole_turns_and_leaves_out_a_turn_in_progress():
    s = with_a_black_pair()
    send(s, "magnetdesk-action b b1", "magnetdesk-action b a1-c1", "magnetdesk-action b done",
         "play w pass", "magnetdesk-action b k11")
    text = ok(s, "printsgf")
    assert text.startswith("(;GM[1981]") and "MV[medusa:1][komi=0]" in text
    assert text.endswith(";B[a1];W[j19];B[b1 a1-c1];W[pass])")


def test_printsgf_then_loadsgf_gives_back_the_board_and_the_marker(tmp_path):
    path = tmp_path / "medusa.sgf"
    s = with_a_black_pair()
    send(s, "play b b1 a1-c1", "play w pass")
    ok(s, f"printsgf {path}")
    board = ok(s, "magnetdesk-board")
    other = session("go", size=9)
    assert ok(other, f"loadsgf {path}") == "black"
    assert ok(other, "magnetdesk-board") == board
    assert other.game.position.marker == -1 and other.game.variant.id == "medusa"
    assert ok(other, f"loadsgf {path} 3") == "black"
    assert ok(other, "list_stones black") == "a1"


# --- a real process ----------------------------------------------------------------------------


def test_a_medusa_session_in_a_subprocess():
    engine = GtpProcess(
        [sys.executable, "-m", "magnetdesk.gtp", "--variant", "medusa", "komi=0",
         "--workers", "1"]
    )
    answers = engine.run(
        "play b a1", "play w j19", "magnetdesk-action b b1", "magnetdesk-legal",
        "magnetdesk-action b a1-c1", "magnetdesk-action b done", "magnetdesk-board",
        "list_stones black", "final_score",
    )
    assert answers[3] == "a1-c1 done"
    assert answers[6].splitlines()[0] == "O........."  # j19 begins row 19
    assert answers[6].splitlines()[-1] == ".XX......."
    assert answers[7:] == ["b1 c1", "B+1"]
