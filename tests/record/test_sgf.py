"""Reading and writing SGF files: what each property means to us (magnetdesk.record.sgf)."""

from __future__ import annotations

from pathlib import Path

import pytest

from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.record import (
    Game,
    SgfError,
    game_from_sgf_bytes,
    game_from_sgf_text,
    game_to_sgf,
    load_collection,
    load_game,
)

DATA = Path(__file__).resolve().parents[1] / "data"


def line(record) -> list[str]:
    return [node.play.text for node in record.main_line()[1:] if node.play]


def final_board(record) -> str:
    game = Game(record)
    game.last()
    return game.position.board_text()


def read(text: str):
    record, warnings = game_from_sgf_text(text)
    return record, [str(warning) for warning in warnings]


# --- moves and points ---------------------------------------------------------------------------


def test_two_letter_points_count_columns_from_the_left_and_rows_from_the_top():
    record, _ = read("(;GM[1]SZ[9];B[aa];W[ai];B[ia])")
    assert line(record) == ["A9", "A1", "J9"]


def test_an_empty_value_and_tt_on_small_boards_are_passes():
    record, _ = read("(;SZ[19];B[];W[tt])")
    assert line(record) == ["pass", "pass"]


def test_tt_is_a_point_on_boards_larger_than_19():
    record, _ = read("(;SZ[21];B[tt])")
    assert line(record) == ["U2"]


def test_we_write_passes_as_empty_values():
    game = Game.new("go", size=19)
    game.play("pass")
    assert ";B[]" in game_to_sgf(game.record)


def test_setup_points_may_be_compressed_into_rectangles():
    record, _ = read("(;SZ[5]AB[aa:bb]AW[ee])")
    assert final_board(record).splitlines() == ["XX...", "XX...", ".....", ".....", "....O"]


def test_setup_nodes_add_and_remove_stones_and_set_the_player():
    record, _ = read("(;SZ[5];B[cc];AE[cc]AW[aa]PL[W];W[ee])")
    assert final_board(record).splitlines() == ["O....", ".....", ".....", ".....", "....O"]
    assert line(record) == ["C3", "E1"]


def test_two_moves_of_one_colour_in_a_row_are_read_as_written():
    record, _ = read("(;SZ[9];B[cc];B[gg];W[ee])")
    assert [node.play.colour for node in record.main_line()[1:]] == [BLACK, BLACK, WHITE]


def test_a_move_in_the_root_node_becomes_the_first_move():
    record, _ = read("(;SZ[9]B[ee];W[cc])")
    assert line(record) == ["E5", "C7"]


# --- rules from the root ------------------------------------------------------------------------


def test_a_plain_go_file_sets_size_and_komi():
    record, _ = read("(;GM[1]FF[4]SZ[13]KM[6.5])")
    assert record.variant == "go"
    assert record.start.rules.size == 13 and record.start.rules.komi == 6.5


def test_a_file_without_size_is_19_by_19():
    record, _ = read("(;GM[1];B[pd])")
    assert record.start.rules.size == 19


def test_japanese_rules_mean_territory_scoring():
    record, _ = read("(;SZ[9]RU[Japanese])")
    assert dict(record.options)["scoring"] == "territory" and record.info["RU"] == "Japanese"


def test_new_zealand_rules_allow_suicide():
    record, _ = read("(;SZ[3]RU[NZ];B[ba];W[ab];B[cb];W[bc];B[bb];W[aa])")
    assert dict(record.options)["suicide"] == "allowed" and len(line(record)) == 6


def test_handicap_stones_on_the_fixed_points_start_a_fixed_handicap_game():
    record, _ = load_game(DATA / "kgs_handicap.sgf")
    options = dict(record.options)
    assert options["handicap"] == 2 and options["handicap_placement"] == "fixed"
    assert record.root.setup is None and record.start.to_move == WHITE


def test_handicap_stones_elsewhere_are_a_free_handicap():
    record, _ = read("(;SZ[9]HA[2]AB[aa][bb];W[ee])")
    assert dict(record.options)["handicap_placement"] == "free"
    assert record.root.setup.black == frozenset({"A9", "B8"})


def test_the_variant_property_chooses_the_variant_and_its_options():
    record, _ = read("(;GM[1]MV[stoical-go:1][size=7][snapback=true][repetition=loss])")
    assert record.variant == "stoical-go"
    assert dict(record.options)["snapback"] is True and record.start.rules.size == 7


def test_sz_and_km_win_over_the_variant_property_when_another_program_changed_them():
    record, _ = read("(;MV[go:1][size=9][komi=auto]SZ[13]KM[0.5])")
    assert record.start.rules.size == 13 and record.start.rules.komi == 0.5


def test_komi_that_agrees_with_the_variant_property_stays_automatic():
    record, _ = read("(;MV[go:1][size=9][komi=auto]SZ[9]KM[7.5])")
    assert dict(record.options)["komi"] is None


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("(;MV[medusa-plus:1])", "does not know"),
        ("(;MV[go:2])", "newer magnetdesk"),
        ("(;MV[go:1][size])", "key=value"),
        ("(;MV[go:1][colour=red])", "unknown option"),
        ("(;GM[4];B[e2e4])", "another game than Go"),
        ("(;SZ[19:13])", "rectangular"),
        ("(;SZ[40])", "at most 25"),
        ("(;SZ[nine])", "not a number"),
    ],
)
def test_rules_we_cannot_set_up_refuse_the_file_with_the_reason(text, message):
    with pytest.raises(SgfError, match=message):
        game_from_sgf_text(text)


# --- game information and kept properties -------------------------------------------------------


def test_game_information_is_read_into_info():
    record, _ = load_game(DATA / "kgs_handicap.sgf")
    assert record.info["PB"] == "black_player" and record.info["WR"] == "3d"
    assert record.info["RE"] == "W+R"


def test_comments_keep_their_lines_and_escaped_brackets():
    record, _ = load_game(DATA / "sabaki_variations.sgf")
    comment = record.main_line()[2].comment
    assert comment == "A comment with ünïcödé and 囲碁.\nSecond line with a ] bracket."


def test_properties_we_do_not_know_are_written_back_unchanged_and_in_order():
    text = "(;SZ[9]ST[2]XY[a\\]b][c:d];B[ee]TR[ee]LB[dd:A][ff:B]BL[295.1])"
    record, _ = read(text)
    node = record.main_line()[1]
    assert node.other == (("BL", ("295.1",)),)  # the markup is read (test_markup.py)
    assert node.markup.labels == (("D6", "A"), ("F4", "B"))
    assert record.root.other == (("ST", ("2",)), ("XY", ("a\\]b", "c:d")))
    written = game_to_sgf(record)
    assert "ST[2]XY[a\\]b][c:d]" in written and ";B[ee]TR[ee]LB[dd:A][ff:B]BL[295.1]" in written


def test_variations_become_branches_with_the_first_as_main_line():
    record, _ = load_game(DATA / "sabaki_variations.sgf")
    branch_point = record.main_line()[2]
    assert [child.play.text for child in branch_point.children] == ["Q3", "D17"]
    assert line(record) == ["Q16", "D4", "Q3", "D16", "R9"]


def test_every_game_of_a_collection_loads():
    records, warnings = load_collection(DATA / "cgoban_collection_latin1.sgf")
    assert [record.info["PB"] for record in records] == ["Jürgen Müller", "Søren"]
    assert [str(warning) for warning in warnings] == [
        "the file does not name its charset (CA[]): read as Latin-1 (Windows-1252)"
    ]


def test_one_game_of_a_collection_can_be_chosen():
    record, _ = load_game(DATA / "cgoban_collection_latin1.sgf", index=1)
    assert record.info["PW"] == "Björn"
    with pytest.raises(SgfError, match="no game 3"):
        load_game(DATA / "cgoban_collection_latin1.sgf", index=2)


# --- illegal and unreadable moves ---------------------------------------------------------------


def test_an_illegal_move_stops_its_line_and_the_warning_says_where_and_why():
    text = "(;SZ[9]\n;B[ee];W[dd]\n;B[ee];W[cc];B[gg])"
    record, warnings = read(text)
    assert line(record) == ["E5", "D6"]
    assert warnings == [
        "line 3, move 3, B[ee]: E5 is occupied (the line stops here; the 2 nodes after it "
        "were left out)"
    ]


def test_an_illegal_move_in_one_variation_leaves_the_others_loaded():
    record, warnings = read("(;SZ[9];B[ee](;W[ee];B[aa])(;W[cc]))")
    assert [child.play.text for child in record.main_line()[1].children] == ["C7"]
    assert len(warnings) == 1 and "move 2, W[ee]" in warnings[0]


def test_an_unreadable_move_stops_its_line():
    record, warnings = read("(;SZ[9];B[ee];W[zz];B[aa])")
    assert line(record) == ["E5"]
    assert "W[zz]: zz is not a point of the 9×9 board" in warnings[0]


def test_a_ko_recapture_in_a_file_is_reported_with_the_engines_reason():
    text = "(;SZ[5];B[bb];W[cb];B[ac];W[bc];B[bd];W[cd];B[ea];W[dc];B[cc];W[bc])"
    record, warnings = read(text)
    assert final_board(record) == "\n".join([
        "....X",
        ".XO..",
        "X.XO.",
        ".XO..",
        ".....",
    ])
    assert "move 10, W[bc]: ko:" in warnings[0]


def test_a_magnetgo_game_replays_its_slides():
    record, warnings = load_game(DATA / "magnetgo_ours.sgf")
    assert warnings == []
    assert final_board(record).splitlines()[2:5] == [
        "....O....",
        "....X....",
        ".....XO..",
    ]


# --- what we write ------------------------------------------------------------------------------


def test_we_always_write_utf8_and_say_so():
    game = Game.new("go", size=9)
    game.set_comment("Go is 围棋, 囲碁, 바둑")
    data = game_to_sgf(game.record).encode("utf-8")
    assert b"CA[UTF-8]" in data
    record, _ = game_from_sgf_bytes(data)
    assert record.root.comment == "Go is 围棋, 囲碁, 바둑"


def test_every_file_names_its_variant_and_all_options():
    game = Game.new("magnetgo", size=7, handicap_magnetism=True)
    written = game_to_sgf(game.record)
    assert "GM[1]" in written and "SZ[7]KM[5]" in written
    assert ("MV[magnetgo:1][size=7][komi=auto][scoring=territory][ko=basic][handicap=0]"
            "[handicap_placement=fixed][handicap_magnetism=true][blocked=]") in written


def test_start_stones_are_written_as_setup_for_other_programs_and_read_back_as_the_start():
    game = Game.new("atari-go", size=5)
    written = game_to_sgf(game.record)
    assert "AB[bc][cd]AW[bd][cc]" in written
    record, _ = read(written)
    assert record.root.setup is None and final_board(record) == game.position.board_text()


def test_blocking_points_are_kept_in_the_variant_property():
    game = Game.new("go", size=5, blocked="C3")
    record, _ = read(game_to_sgf(game.record))
    assert final_board(record).splitlines()[2] == "..#.."


def test_a_move_on_a_blocking_point_is_unreadable():
    record, warnings = read("(;MV[go:1][size=5][blocked=C3];B[cc])")
    assert line(record) == [] and "blocking point" in warnings[0]


def test_writing_what_we_read_gives_the_same_text_again():
    record, _ = load_game(DATA / "sabaki_variations.sgf")
    once = game_to_sgf(record)
    again, _ = read(once)
    assert game_to_sgf(again) == once


def test_the_example_of_the_file_format_document_loads_as_described():
    document = (Path(__file__).resolve().parents[2] / "docs" / "file-format.md").read_text()
    example = document.split("```\n", 2)[1]
    record, warnings = read(example)
    assert warnings == [] and record.variant == "magnetgo" and record.info["PB"] == "Electra"
    branch_point = record.main_line()[2]
    assert [child.play.text for child in branch_point.children] == ["C5", "G3"]


def test_a_handicap_without_stones_that_has_no_fixed_places_is_ignored_with_a_warning():
    record, warnings = read("(;SZ[8]HA[7];B[dd])")
    assert dict(record.options)["handicap"] == 0 and line(record) == ["D5"]
    assert "no fixed places" in warnings[0]
