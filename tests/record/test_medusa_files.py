"""Medusa games in the record layer: one node per whole turn, saved in our own notation
(``B[k11 q15-s15]``) under ``GM[1981]`` and ``MV[medusa:1][komi=N]``, and replayed exactly."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from magnetdesk.engine.core.vocabulary import BLACK, WHITE, Illegal
from magnetdesk.engine.medusa.notation import DONE, Placement, Turn
from magnetdesk.engine.medusa.state import Reversed
from magnetdesk.engine.medusa.turns import random_turn
from magnetdesk.record import Game, GameRecord, SgfError, game_from_sgf_text, game_to_sgf
from magnetdesk.record.sgf_syntax import escape

# The seed's bottom example (tests/engine/medusa/test_medusa_movement.py), White to move: the
# suicide placement at a1 makes a five-stone black group, then e1-c1 and e3-c3 take its liberties.
BOTTOM_FILE = """(;GM[1981]FF[4]CA[UTF-8]MV[medusa:1][komi=2]PB[Black]PW[White]
AB[a2][b1][b3][b5][c2]AW[a3][a4][c4][d1][d3][e1][e3]PL[W]
C[The seed's bottom example.]
;W[a1 ec1 ec3]C[Suicide at C, then the two movements: four black stones turn over.]
;B[k11]
;W[]
(;B[q15])
(;B[pass]))"""


def names(position, colour: int) -> set[str]:
    return {position.topology.name(c) for c in position.stones(colour)}


def main_line_texts(record: GameRecord) -> list[str]:
    return [node.play.text for node in record.main_line()[1:]]


def load(text: str):
    return game_from_sgf_text(text)


# --- random records -----------------------------------------------------------------------------


@st.composite
def medusa_records(draw) -> GameRecord:
    """A Medusa record grown by a random walk, from the empty board or a crowded one: random
    legal turns (some for the side not to move, some after two passes), take-backs that start
    branches, setups and comments."""
    game = Game.new("medusa", komi=draw(st.integers(0, 9)))
    rng = random.Random(draw(st.integers(0, 2**32)))
    cells = list(range(game.position.topology.cell_count))
    if draw(st.booleans()):  # a crowded start, so that groups form and move
        crowd = [game.position.topology.name(c) for c in rng.sample(cells, 90)]
        game.add_setup(black=crowd[:45], white=crowd[45:])
    for _ in range(draw(st.integers(0, 16))):
        action = draw(st.sampled_from(["play"] * 6 + ["undo", "setup", "comment"]))
        if action == "play":
            colour = draw(st.sampled_from([None, None, None, BLACK, WHITE]))
            mover = game.position.ready_for(game.position.to_move if colour is None else colour)
            if isinstance(mover, Illegal):
                continue
            turn = random_turn(mover, rng, place=draw(st.sampled_from([0.0, 0.8, 1.0]))).move
            assert not isinstance(game.play(turn, colour), Illegal)
        elif action == "undo":
            game.undo()
        elif action == "setup":
            chosen = [game.position.topology.name(c) for c in rng.sample(cells, 4)]
            game.add_setup(black=chosen[:2], white=chosen[2:3], empty=chosen[3:],
                           to_move=draw(st.sampled_from([None, BLACK, WHITE])))
        else:
            game.set_comment(draw(st.text(max_size=20).filter(lambda t: "\r" not in t)))
    return game.record


def tree_rows(record: GameRecord) -> list[tuple]:
    rows: list[tuple] = [(record.variant, record.options, record.info)]
    for node in record.nodes():
        rows.append((node.depth, node.play, node.setup, node.comment, len(node.children)))
    return rows


def round_trip(record: GameRecord) -> GameRecord:
    again, warnings = load(game_to_sgf(record))
    assert warnings == []
    return again


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(medusa_records())
def test_a_written_medusa_tree_reads_back_as_the_same_tree(record):
    assert tree_rows(round_trip(record)) == tree_rows(record)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(medusa_records())
def test_a_read_medusa_tree_replays_to_the_same_positions(record):
    again = round_trip(record)
    for original, copy in zip(record.nodes(), again.nodes(), strict=True):
        before, after = record.position(original), again.position(copy)
        assert after == before
        assert after.marker == before.marker and after.board_text() == before.board_text()


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(medusa_records())
def test_writing_a_read_medusa_tree_gives_the_same_text(record):
    assert game_to_sgf(round_trip(record)) == game_to_sgf(record)


# --- what we write ------------------------------------------------------------------------------


def test_a_medusa_file_names_its_game_and_komi_and_writes_whole_turns():
    game = Game.new("medusa", komi=2)
    game.play("k11")
    game.play("K9")
    game.play("pass")
    text = game_to_sgf(game.record)
    assert text.startswith("(;GM[1981]FF[4]CA[UTF-8]AP[magnetdesk:")
    assert "MV[medusa:1][komi=2]" in text
    assert ";B[k11];W[k9];B[pass])" in text
    assert "SZ[" not in text and "KM[" not in text  # Go's properties mean nothing here


def test_movements_are_written_from_to_whatever_form_was_played():
    game = Game(load(BOTTOM_FILE)[0])
    assert game.node.play is None
    game.last()
    assert main_line_texts(game.record)[0] == "a1 e1-c1 e3-c3"
    assert "W[a1 e1-c1 e3-c3]" in game_to_sgf(game.record)


def test_setup_stones_are_written_as_cell_names():
    game = Game.new("medusa")
    assert game.add_setup(black=["K11", "q15"], white=["k9"], to_move=WHITE) is None
    text = game_to_sgf(game.record)
    assert "AB[k11][q15]AW[k9]PL[W]" in text
    assert names(round_trip(game.record).start, BLACK) == set()  # the start is the empty board
    assert names(round_trip(game.record).position(game.record.root), BLACK) == {"k11", "q15"}


# --- a hand-written file ------------------------------------------------------------------------


def test_the_hand_written_seed_example_replays_its_captures():
    record, warnings = load(BOTTOM_FILE)
    assert warnings == []
    assert record.variant == "medusa" and dict(record.options) == {"komi": 2}
    assert record.info == {"PB": "Black", "PW": "White"}
    start = record.position(record.root)
    assert start.to_move == WHITE and start.marker == -2
    after = record.position(record.main_line()[1])
    assert names(after, BLACK) == {"b5"}
    assert {"a1", "a2", "b1", "b3", "c2"} <= names(after, WHITE)


def test_the_hand_written_file_keeps_its_variation_and_reads_an_empty_move_as_a_pass():
    record, _ = load(BOTTOM_FILE)
    assert main_line_texts(record) == ["a1 e1-c1 e3-c3", "k11", "pass", "q15"]
    branch = record.main_line()[3]
    assert [child.play.text for child in branch.children] == ["q15", "pass"]
    # White's pass moves the marker a point toward White; Black's pass after it ends the game.
    assert record.position(branch).marker == -3
    assert record.position(branch.children[0]).end is None
    ended = record.position(branch.children[1])
    assert ended.end is not None and ended.end.needs_scoring and ended.marker == -2


def test_a_file_without_mv_but_with_medusa_s_game_number_is_medusa_with_defaults():
    record, warnings = load("(;GM[1981];B[k11])")
    assert warnings == []
    assert record.variant == "medusa" and dict(record.options) == {"komi": 3}
    assert main_line_texts(record) == ["k11"]


def test_km_and_sz_do_not_change_a_medusa_game():
    record, _ = load("(;GM[1981]MV[medusa:1][komi=4]SZ[9]KM[0.5];B[k11])")
    assert dict(record.options) == {"komi": 4}
    assert record.position(record.root).marker == -4


# --- the game cursor ----------------------------------------------------------------------------


def test_game_play_takes_a_whole_turn_value_and_answers_its_effects():
    game = Game(load(BOTTOM_FILE)[0])
    turn = game.position.parse_move("a1 ec1 ec3")
    outcome = game.play(turn)
    assert not isinstance(outcome, Illegal)
    assert outcome.move == Turn(turn.placement, turn.movements)
    assert any(isinstance(e, Reversed) and len(e.cells) == 5 for e in outcome.effects)
    assert game.node.play.text == "a1 e1-c1 e3-c3"
    assert game.node is game.record.main_line()[1]  # the same turn follows the existing child


def test_a_turn_built_action_by_action_is_committed_as_one_node():
    game = Game.new("medusa")
    p = game.position
    p = p.play(Placement(p.topology.parse("k11"))).position
    assert p.in_turn
    game.play(p.turn_so_far)
    assert game.node.play.text == "k11" and game.move_number == 1
    assert game.position.to_move == WHITE and not game.position.in_turn


def test_a_single_action_is_not_a_move_of_the_record():
    game = Game.new("medusa")
    refused = game.play(Placement(game.position.topology.parse("k11")))
    assert isinstance(refused, Illegal) and "whole move" in refused.message
    assert isinstance(game.play(DONE), Illegal)
    assert game.node is game.record.root


def test_an_illegal_turn_changes_nothing_and_says_why():
    game = Game(load(BOTTOM_FILE)[0])
    refused = game.play("a1 e1-c1 e1-c1")
    assert isinstance(refused, Illegal) and refused.message.startswith("e1-c1:")
    assert game.node is game.record.root


# --- hostile files ------------------------------------------------------------------------------


def test_an_illegal_turn_stops_its_line_with_a_warning_that_names_it():
    record, warnings = load(
        "(;GM[1981]MV[medusa:1];B[k11];W[k11];B[k9])"
    )
    assert main_line_texts(record) == ["k11"]
    assert len(warnings) == 1
    text = str(warnings[0])
    assert "move 2" in text and "W[k11]" in text and "occupied" in text
    assert "the node after it was left out" in text


def test_an_unreadable_turn_stops_its_line_and_other_variations_load():
    record, warnings = load(
        "(;GM[1981]MV[medusa:1](;B[k11 j10])(;B[q15-s15 k11])(;B[k9]))"
    )
    assert [child.play.text for child in record.root.children] == ["k9"]
    messages = [str(w) for w in warnings]
    assert "B[k11 j10]" in messages[0] and "j10 is a hole, not a cell" in messages[0]
    assert "B[q15-s15 k11]" in messages[1] and "must come before" in messages[1]


def test_a_movement_the_board_does_not_allow_is_refused_by_the_replay():
    record, warnings = load("(;GM[1981]MV[medusa:1];B[k11 k11-k13])")
    assert main_line_texts(record) == []
    assert "B[k11 k11-k13]" in str(warnings[0]) and "single stone" in str(warnings[0])


def test_a_setup_stone_on_a_hole_is_left_out_with_a_warning():
    record, warnings = load("(;GM[1981]MV[medusa:1]AB[j10][k11])")
    assert names(record.position(record.root), BLACK) == {"k11"}
    assert "AB[j10]" in str(warnings[0])


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.text("abjkqs10592²٣- KQ", max_size=12), max_size=4),
    st.lists(st.text("abjkqs10592²٣", max_size=4), max_size=3),
)
def test_any_medusa_move_or_setup_value_loads_with_warnings_never_an_exception(moves, cells):
    setup = "AB" + "".join(f"[{escape(c)}]" for c in cells) if cells else ""
    nodes = "".join(f";{'BW'[i % 2]}[{escape(m)}]" for i, m in enumerate(moves))
    record, warnings = load(f"(;GM[1981]{setup}{nodes})")
    assert len(record.main_line()) <= len(moves) + 1
    assert all(str(w) for w in warnings)


@pytest.mark.parametrize(
    ("root", "reason"),
    [
        ("MV[medusa:1][komi=12]", "komi"),
        ("MV[medusa:1][size=9]", "unknown option 'size'"),
        ("MV[medusa:2]", "newer magnetdesk"),
        ("GM[1982]", "another game"),
    ],
)
def test_rules_we_cannot_set_up_refuse_the_file(root, reason):
    with pytest.raises(SgfError, match=reason):
        load(f"(;{root};B[k11])")
