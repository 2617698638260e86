"""Medusa's notation: cells, movements ``q15-s15`` and the seed's compact ``qs15``, whole turns
``k11 q15-s15 e1-c1`` and ``pass``."""

from __future__ import annotations

import pytest

from magnetdesk.engine.core.vocabulary import Illegal, Reason
from magnetdesk.engine.medusa.notation import (
    DONE,
    PASS_TURN,
    Movement,
    Placement,
    Turn,
    action_text,
    parse_action,
    parse_turn,
    turn_text,
)
from magnetdesk.engine.medusa.rules import medusa_board, new_medusa_position

BOARD = medusa_board()


def cell(name: str) -> int:
    return BOARD.parse(name)


def test_a_cell_is_a_placement() -> None:
    assert parse_action(BOARD, "k11") == Placement(cell("k11"))


def test_a_movement_is_written_from_dash_to() -> None:
    assert parse_action(BOARD, "q15-s15") == Movement(cell("q15"), cell("s15"))
    assert action_text(BOARD, Movement(cell("q15"), cell("s15"))) == "q15-s15"


@pytest.mark.parametrize(("compact", "full"), [
    ("qs15", "q15-s15"), ("ec1", "e1-c1"), ("ec3", "e3-c3"),
])
def test_the_seeds_compact_row_form_reads_as_the_same_movement(compact: str, full: str) -> None:
    assert parse_action(BOARD, compact) == parse_action(BOARD, full)


def test_input_may_be_in_any_case() -> None:
    assert parse_turn(BOARD, "K11 Q15-S15") == parse_turn(BOARD, "k11 q15-s15")


def test_a_whole_turn_is_the_placement_then_the_movements() -> None:
    turn = parse_turn(BOARD, "k11 q15-s15 e1-c1")
    assert turn == Turn(cell("k11"), (Movement(cell("q15"), cell("s15")),
                                      Movement(cell("e1"), cell("c1"))))
    assert turn_text(BOARD, turn) == "k11 q15-s15 e1-c1"


def test_a_turn_may_have_only_movements_or_only_a_placement() -> None:
    assert turn_text(BOARD, parse_turn(BOARD, "qs15 ec1")) == "q15-s15 e1-c1"
    assert turn_text(BOARD, parse_turn(BOARD, "k11")) == "k11"


@pytest.mark.parametrize("text", ["pass", "PASS", "done", "  pass "])
def test_pass_is_the_turn_with_neither_placement_nor_movement(text: str) -> None:
    assert parse_turn(BOARD, text) == PASS_TURN
    assert turn_text(BOARD, PASS_TURN) == "pass"


def test_a_final_done_is_allowed_in_a_whole_turn() -> None:
    assert parse_turn(BOARD, "k11 qs15 done") == parse_turn(BOARD, "k11 qs15")


def test_the_turn_lists_its_single_actions_done_last() -> None:
    turn = parse_turn(BOARD, "k11 qs15")
    assert turn.actions() == (Placement(cell("k11")), Movement(cell("q15"), cell("s15")), DONE)


def test_a_placement_after_a_movement_is_a_syntax_error() -> None:
    refused = parse_turn(BOARD, "q15-s15 k11")
    assert isinstance(refused, Illegal) and refused.reason == Reason.SYNTAX


@pytest.mark.parametrize("text", ["", "k11 pass", "hello", "k11-", "q15--s15", "k11 pass done"])
def test_nonsense_is_a_syntax_error(text: str) -> None:
    refused = parse_turn(BOARD, text)
    assert isinstance(refused, Illegal) and refused.reason == Reason.SYNTAX


def test_the_centre_j10_is_a_hole_not_a_cell() -> None:
    refused = parse_action(BOARD, "j10")
    assert refused.reason == Reason.OFF_BOARD and "hole" in refused.message


@pytest.mark.parametrize("text", ["a11", "t5", "s9", "a0", "k20", "a11-a13"])
def test_names_outside_the_hexagon_are_off_the_board(text: str) -> None:
    refused = parse_action(BOARD, text)
    assert isinstance(refused, Illegal) and refused.reason == Reason.OFF_BOARD


def test_every_cell_name_parses_to_a_placement_of_that_cell() -> None:
    for c in BOARD.cells():
        assert parse_action(BOARD, BOARD.name(c)) == Placement(c)


def test_the_position_reads_and_writes_turns_and_actions() -> None:
    p = new_medusa_position()
    turn = p.parse_move("K11 qs15")
    assert p.move_text(turn) == "k11 q15-s15"
    assert p.move_text(p.parse_action("qs15")) == "q15-s15"
    assert p.move_text(DONE) == "pass"
