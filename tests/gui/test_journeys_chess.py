"""Whole games of the four named Magnetic Chess codes against the computer in the real window,
as a person plays them: File ▸ New → moves by clicking a piece and its square → the end (a
king taken, or resignation) → Undo and a branch the computer answers → Save → Open → on in
the branch (issue 22's journey tests)."""

from __future__ import annotations

import pytest

from magnetdesk.engine.chess.rules import NAMED_CODES
from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.gui.common.setup import SECOND
from tests.helpers.journey import Journey, branch_save_reopen_go_on, careful, first_of, king_walk

BRANCH = ("b1c3", "g1f3", "a2a3", "h2h3")


@pytest.fixture
def journey(qtbot, monkeypatch, tmp_path):
    return Journey(qtbot, monkeypatch, tmp_path)


def king_taken(journey, variant: str) -> str:
    """A game of ``variant`` where the person (White) walks their king out until a king is
    taken; the result (``B+``)."""
    journey.new_game(variant)
    assert journey.person() == WHITE and journey.played() == []  # White moves first: you
    assert not journey.window.actions["pass_move"].isVisible()
    assert journey.window.panel.badge.text() in ("", NAMED_CODES[variant])
    journey.play_until_over(king_walk)
    end = journey.window.position.end
    assert end is not None and end.reason == "king captured" and end.winner in (BLACK, WHITE)
    return end.result_text


@pytest.mark.parametrize("variant", sorted(NAMED_CODES))
def test_a_king_taken_ends_the_game_then_a_branch(journey, variant):
    king_taken(journey, variant)
    branch_save_reopen_go_on(journey, careful(*BRANCH), undos=2)  # before the king's walk


def test_a_king_taken_is_saved_as_the_result(journey):
    """New: docs/file-format.md says RE holds ``W+`` when White took the king; the file of
    such a game has no RE (a resigned one has)."""
    result = king_taken(journey, "magnetic-chess")
    assert f"RE[{result}]" in journey.save()


def test_taking_black_the_computer_opens_then_resigning_and_a_branch(journey):
    journey.new_game("magnetic-chess", side=SECOND)
    assert journey.person() == BLACK
    assert len(journey.played()) == 1  # the computer's first move, at once
    journey.assert_persons_turn()
    for move in ("e7e6", "d7d6"):
        journey.play_turn(first_of(move))
    journey.resign()
    assert journey.window.game.record.info["RE"] == "W+R"
    branch_save_reopen_go_on(journey, careful("g8f6", "b8c6", "a7a6"))
