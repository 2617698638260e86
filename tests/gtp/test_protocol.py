"""The text protocol: GTP version 2 commands, the magnetdesk extensions, and whole games
(self-play through ``genmove``, and against GNU Go as a subprocess)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.engine.variants import VARIANTS
from magnetdesk.gtp import GtpSession
from magnetdesk.gtp.computer import PlayerSettings
from tests.helpers.gtp_process import GtpProcess

GNUGO = shutil.which("gnugo") or "/usr/games/gnugo"
ROOT = Path(__file__).resolve().parents[2]
COMMANDS = """
    protocol_version name version known_command list_commands quit boardsize clear_board komi
    play genmove undo showboard final_score list_stones fixed_handicap place_free_handicap
    set_free_handicap final_status_list reg_genmove loadsgf printsgf time_settings time_left
    magnetdesk-variant magnetdesk-board magnetdesk-legal magnetdesk-action
    lz-analyze kata-analyze lz-genmove_analyze kata-genmove_analyze kgs-time_settings
"""
QUICK = PlayerSettings(playouts=30, workers=1)  # a quick, repeatable genmove


def session(variant: str = "go", **options) -> GtpSession:
    return GtpSession(variant, {k: str(v) for k, v in options.items()}, seed=1, player=QUICK)


def ok(s: GtpSession, line: str) -> str:
    """The result of a command that must succeed."""
    reply = s.handle(line)
    assert reply.startswith("=") and reply.endswith("\n\n"), (line, reply)
    return reply[1:].strip()


def refused(s: GtpSession, line: str) -> str:
    """The reason of a command that must fail, checking that it changed nothing."""
    before = (s.game.variant.id, dict(s.game.options), s.game.position, s.game.position.board)
    reply = s.handle(line)
    assert reply.startswith("? ") and reply.endswith("\n\n"), (line, reply)
    after = (s.game.variant.id, dict(s.game.options), s.game.position, s.game.position.board)
    assert after == before
    return reply[2:].strip()


def send(s: GtpSession, *lines: str) -> None:
    for line in lines:
        ok(s, line)


def board(s: GtpSession) -> str:
    return ok(s, "magnetdesk-board")


# --- the protocol -----------------------------------------------------------------------------


def test_a_command_id_comes_back_on_the_answer():
    assert session(size=9).handle("12 play b D4") == "=12\n\n"


def test_a_command_id_comes_back_on_a_refusal():
    assert session(size=9).handle("7 play b Z99").startswith("?7 illegal move")


def test_an_unknown_command_is_refused():
    assert session().handle("fly me to the moon") == "? unknown command\n\n"


def test_blank_lines_and_comments_get_no_answer():
    s = session()
    assert s.handle("\n") == ""
    assert s.handle("   \t \n") == ""
    assert s.handle("# just a comment\n") == ""


def test_a_comment_after_a_command_is_ignored():
    assert ok(session(), "name # who are you?") == "magnetdesk"


def test_control_characters_are_dropped_and_tabs_separate_words():
    s = session(size=9)
    assert s.handle("pl\x01ay\tb\td4\r\n") == "=\n\n"
    assert board(s).splitlines()[5] == "...X....."


def test_colours_and_vertices_ignore_case():
    s = session(size=9)
    ok(s, "play BLACK d4")
    ok(s, "play W E5")
    assert ok(s, "list_stones b") == "D4"
    assert ok(s, "list_stones White") == "E5"


def test_identification_commands():
    s = session()
    assert ok(s, "protocol_version") == "2"
    assert ok(s, "name") == "magnetdesk"
    assert ok(s, "version") == "0.1.0"


def test_known_command_says_true_or_false():
    s = session()
    assert ok(s, "known_command genmove") == "true"
    assert ok(s, "known_command magnetdesk-legal") == "true"
    assert ok(s, "known_command teleport") == "false"


def test_list_commands_names_every_command():
    assert sorted(ok(session(), "list_commands").splitlines()) == sorted(COMMANDS.split())


def test_quit_answers_and_ends_the_session():
    s = session()
    assert s.handle("3 quit") == "=3\n\n"
    assert s.finished


@pytest.mark.parametrize(
    ("command", "reason"),
    [
        ("play b", "syntax error"),
        ("play x D4", "syntax error"),
        ("play b K10", "illegal move: K10 is not a point of this board"),
        ("komi lots", "syntax error"),
        ("boardsize 26", "unacceptable size"),
        ("boardsize 1", "unacceptable size"),
        ("magnetdesk-variant go colour=red", "unknown option 'colour'"),
        ("magnetdesk-variant go scoring=vibes", "scoring must be one of"),
        ("fixed_handicap 10", "invalid number of stones"),
        ("fixed_handicap 1", "invalid number of stones"),
        ("set_free_handicap A1 A1", "bad vertex list"),
        ("set_free_handicap A1 pass", "bad vertex list"),
        ("set_free_handicap A1", "bad vertex list"),
        ("set_free_handicap A1 Z9", "bad vertex list"),
        ("final_status_list undead", "syntax error"),
    ],
)
def test_a_refused_command_says_why_and_changes_nothing(command, reason):
    assert refused(session(size=9), command).startswith(reason)


# --- board size, komi, variants -------------------------------------------------------------


def test_boardsize_makes_an_empty_board_of_that_size():
    s = session()
    ok(s, "play b D4")
    ok(s, "boardsize 5")
    assert board(s) == ".....\n.....\n.....\n.....\n....."


def test_a_blocking_point_off_the_smaller_board_makes_the_size_unacceptable():
    s = session(size=9, blocked="H8")
    assert refused(s, "boardsize 7").startswith("unacceptable size")


def test_clear_board_empties_the_board():
    s = session(size=5)
    ok(s, "play b C3")
    ok(s, "clear_board")
    assert ok(s, "list_stones black") == ""
    assert s.game.position.to_move == BLACK


def test_komi_sets_the_komi_and_keeps_the_stones():
    s = session(size=9)
    ok(s, "play b D4")
    ok(s, "play w E5")
    ok(s, "komi 3.5")
    assert s.game.position.rules.komi == 3.5
    assert ok(s, "list_stones black") == "D4"
    assert s.game.position.to_move == BLACK
    ok(s, "undo")
    assert ok(s, "list_stones white") == ""
    assert s.game.position.rules.komi == 3.5


def test_komi_is_accepted_and_ignored_by_a_variant_without_komi():
    s = session("atari-go")
    ok(s, "komi 6.5")
    assert s.game.position.rules.komi == 0


@pytest.mark.parametrize("variant", ["go", "atari-go", "stoical-go", "magnetgo", "medusa",
                                     "magnetic-chess", "chess-custom"])
@pytest.mark.parametrize("value", ["nan", "inf", "-inf", "1e400", "-NaN", "Infinity"])
def test_every_variant_refuses_a_komi_that_is_not_a_finite_number(variant, value):
    s = session(variant)
    assert refused(s, f"komi {value}") == "komi must be a finite number"


def test_magnetdesk_variant_selects_the_variant_and_its_options():
    s = session()
    ok(s, "magnetdesk-variant stoical-go size=7 repetition=loss snapback=true")
    rules = s.game.position.rules
    assert (rules.variant, rules.size, rules.repetition, rules.snapback) == (
        "stoical-go", 7, "loss", True,
    )


def test_the_variant_and_its_options_survive_boardsize_komi_and_clear_board():
    s = session()
    ok(s, "magnetdesk-variant magnetgo ko=positional scoring=area")
    ok(s, "boardsize 13")
    ok(s, "komi 2.5")
    ok(s, "play b D4")
    ok(s, "clear_board")
    rules = s.game.position.rules
    assert (rules.variant, rules.size, rules.komi, rules.ko, rules.scoring) == (
        "magnetgo", 13, 2.5, "positional", "area",
    )
    assert ok(s, "list_stones black") == ""


def test_a_list_of_blocking_points_may_be_written_with_spaces():
    s = session()
    ok(s, "magnetdesk-variant go size=5 blocked=C3 A1")
    assert board(s) == ".....\n.....\n..#..\n.....\n#...."


def test_an_unknown_variant_is_refused():
    s = session(size=9)
    ok(s, "play b D4")
    assert "unknown variant" in refused(s, "magnetdesk-variant checkers")


# --- moves ------------------------------------------------------------------------------------


def test_play_puts_a_stone_and_passes_the_turn():
    s = session(size=5)
    ok(s, "play b B2")
    assert board(s) == ".....\n.....\n.....\n.X...\n....."
    assert s.game.position.to_move == WHITE


def test_either_colour_may_play_at_any_time():
    s = session(size=5)
    ok(s, "play w C3")
    ok(s, "play w D3")
    assert ok(s, "list_stones white") == "C3 D3"
    assert s.game.position.to_move == BLACK


def test_an_occupied_point_is_an_illegal_move():
    s = session(size=5)
    ok(s, "play b C3")
    assert refused(s, "play w C3") == "illegal move: C3 is occupied"


def test_suicide_is_an_illegal_move():
    s = session(size=5)
    send(s, "play b A2", "play b B1")
    assert refused(s, "play w A1").startswith("illegal move: suicide")


def test_retaking_a_ko_at_once_is_an_illegal_move():
    s = session(size=5)
    send(s, "play b B3", "play b C4", "play b C2", "play w D4", "play w D2", "play w E3")
    send(s, "play w C3", "play b D3")
    assert refused(s, "play w C3").startswith("illegal move: ko")


def test_play_goes_on_after_two_passes():
    s = session(size=5)
    ok(s, "play b pass")
    ok(s, "play w pass")
    assert s.game.position.end.needs_scoring
    ok(s, "play b C3")
    assert ok(s, "list_stones black") == "C3"


def test_after_the_first_capture_in_atari_go_the_game_is_over():
    s = session("atari-go", size=5, start="empty")
    send(s, "play w A1", "play b A2", "play b B1")
    assert s.game.position.end.reason == "first capture"
    assert refused(s, "play w C3") == "the game is over (first capture)"
    assert refused(s, "genmove w") == "the game is over (first capture)"


def test_after_a_stoical_repetition_the_game_is_over():
    s = session("stoical-go", size=4)
    send(s, "play b B4", "play b A3", "play b B2", "play w C4", "play w D3", "play w C2")
    send(s, "play w B3", "play b C3", "play w pass", "play b pass")
    ok(s, "play w B3")  # play resumes, and White's retake repeats its own earlier position
    assert s.game.position.end.reason == "repetition"
    assert refused(s, "play b C3") == "the game is over (repetition)"


def test_undo_takes_back_moves_one_by_one():
    s = session(size=5)
    ok(s, "play b C3")
    ok(s, "play w D3")
    ok(s, "undo")
    assert board(s).splitlines()[2] == "..X.."
    ok(s, "undo")
    assert refused(s, "undo") == "cannot undo"


def test_undo_brings_back_captured_stones():
    s = session(size=5)
    send(s, "play w A1", "play b A2", "play b B1")
    assert ok(s, "list_stones white") == ""
    ok(s, "undo")
    assert ok(s, "list_stones white") == "A1"


def test_genmove_plays_the_move_it_answers():
    s = session(size=9)
    move = ok(s, "genmove b")
    assert ok(s, "list_stones black") == move
    assert s.game.position.to_move == WHITE


def test_genmove_may_move_for_the_side_not_to_move():
    s = session(size=9)
    move = ok(s, "genmove w")
    assert ok(s, "list_stones white") == move


def test_reg_genmove_answers_a_move_without_playing_it():
    s = session(size=9)
    move = ok(s, "reg_genmove b")
    assert s.game.position.parse_move(move) in s.game.position.legal_moves()
    assert ok(s, "list_stones black") == ""


def test_genmove_takes_a_capture():
    s = session(size=5)
    send(s, "play b B3", "play b C4", "play b D3", "play w C3")
    assert ok(s, "genmove b") == "C2"


# --- handicap ---------------------------------------------------------------------------------


def test_fixed_handicap_nine_on_nine_by_nine_uses_gnu_gos_points():
    s = session(size=9)
    stones = ok(s, "fixed_handicap 9").split()
    assert set(stones) == {"C7", "E7", "G7", "C5", "E5", "G5", "C3", "E3", "G3"}
    assert set(ok(s, "list_stones black").split()) == set(stones)
    assert s.game.position.to_move == WHITE


@pytest.mark.parametrize(("size", "stones"), [(19, 4), (19, 9), (13, 5), (13, 7), (9, 2), (8, 3)])
def test_fixed_handicap_matches_gnu_go(size, stones):
    expected = GtpProcess([GNUGO, "--mode", "gtp"]).run(
        f"boardsize {size}", "clear_board", f"fixed_handicap {stones}",
    )[-1]
    assert set(ok(session(size=size), f"fixed_handicap {stones}").split()) == set(expected.split())


def test_fixed_handicap_needs_an_empty_board():
    s = session(size=9)
    ok(s, "play b E5")
    assert refused(s, "fixed_handicap 4") == "board not empty"


def test_undo_keeps_the_handicap_stones():
    s = session(size=9)
    ok(s, "fixed_handicap 2")
    assert refused(s, "undo") == "cannot undo"


def test_place_free_handicap_chooses_and_places_the_stones():
    s = session(size=9)
    stones = ok(s, "place_free_handicap 4").split()
    assert len(set(stones)) == 4
    assert set(ok(s, "list_stones black").split()) == set(stones)
    assert s.game.position.to_move == WHITE


def test_place_free_handicap_works_where_no_fixed_placement_exists():
    s = session(size=5)
    assert len(ok(s, "place_free_handicap 3").split()) == 3


def test_set_free_handicap_places_the_given_stones():
    s = session(size=9)
    assert ok(s, "set_free_handicap A1 j9 E5") == ""
    assert ok(s, "list_stones black") == "A1 E5 J9"
    assert s.game.position.to_move == WHITE


# --- showing the board ------------------------------------------------------------------------


def test_showboard_draws_coordinates_stones_and_captures():
    s = session(size=5)
    send(s, "play w A1", "play b A2", "play b B1")
    picture = s.handle("showboard")
    assert picture.startswith("= \n   A B C D E\n 5 . . . . . 5\n")
    assert " 2 X . . . . 2" in picture
    assert " 1 . X . . . 1" in picture
    assert "BLACK (X) has captured 1 stones" in picture
    assert "WHITE (O) has captured 0 stones" in picture


def test_showboard_marks_star_points_and_blocking_points():
    s = session(size=9, blocked="E5")
    rows = ok(s, "showboard").splitlines()
    assert rows[3].strip() == "7 . . + . . . + . . 7"
    assert rows[5].strip() == "5 . . . . # . . . . 5"


def test_magnetdesk_board_prints_the_board_text():
    s = session(size=5, blocked="E5")
    ok(s, "play b A1")
    ok(s, "play w C3")
    assert s.handle("magnetdesk-board") == "= ....#\n.....\n..O..\n.....\nX....\n\n"


def test_magnetdesk_legal_lists_the_legal_moves_and_pass():
    s = session(size=3)
    send(s, "play b B3", "play w B1", "play b A2")
    # White may not play the suicide A3.
    assert ok(s, "magnetdesk-legal").split() == ["A1", "C1", "B2", "C2", "C3", "pass"]


def test_magnetdesk_legal_after_two_passes_lists_the_moves_of_resumed_play():
    s = session(size=2)
    ok(s, "play b A1")
    ok(s, "play w pass")
    ok(s, "play b pass")
    assert ok(s, "magnetdesk-legal").split() == ["B1", "A2", "B2", "pass"]


def test_magnetdesk_legal_lists_nothing_once_the_game_is_over():
    s = session("atari-go", size=5, start="empty")
    send(s, "play w A1", "play b A2", "play b B1")
    assert ok(s, "magnetdesk-legal") == ""


def test_list_stones_in_every_go_variant():
    for variant in (v.id for v in VARIANTS.values() if v.family == "go"):
        s = session(variant, size=9)
        ok(s, "play b C3")
        assert "C3" in ok(s, "list_stones black").split(), variant


# --- the score ----------------------------------------------------------------------------


def split_board() -> GtpSession:
    """Black owns columns A-B, White D-E; C is neutral; a lost white stone sits at A3."""
    s = session(size=5, komi=0.5)
    send(s, *(f"play b B{row}" for row in range(1, 6)), *(f"play w D{row}" for row in range(1, 6)))
    ok(s, "play w A3")
    return s


def test_final_score_counts_with_the_dead_stones_taken_off():
    assert ok(split_board(), "final_score") == "W+0.5"


def test_final_status_list_names_the_dead_stones():
    assert ok(split_board(), "final_status_list dead") == "A3"


def test_final_status_list_names_the_live_chains():
    assert ok(split_board(), "final_status_list alive").splitlines() == [
        "B1 B2 B3 B4 B5", "D1 D2 D3 D4 D5",
    ]


def test_final_status_list_seki_is_empty_without_a_seki():
    assert ok(split_board(), "final_status_list seki") == ""


def test_final_score_of_a_game_the_rules_decided():
    s = session("atari-go", size=5, start="empty")
    send(s, "play w A1", "play b A2", "play b B1")
    assert ok(s, "final_score") == "B+"
