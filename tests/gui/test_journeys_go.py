"""Whole games of Go, Atari-Go, Stoical Go and Magnetgo against the computer in the real
window, as a person plays them: File ▸ New → moves → the end (two passes and the scoring box,
resignation, the capture that ends Atari-Go) → Accept → Undo and a branch the computer
answers → Save → Open → on in the branch (issue 22's journey tests)."""

from __future__ import annotations

import pytest

from magnetdesk.engine.core.vocabulary import BLACK
from magnetdesk.record import Game
from magnetdesk.record.sgf import save_game
from tests.helpers.journey import Journey, branch_save_reopen_go_on, careful, first_of, from_plan

PLAN = ("C3", "B2", "D4", "B4", "D2", "A3", "E3", "C2", "C4")  # the person's wishes, in order
BRANCH = ("E5", "B5", "E1", "A1")
SCORED = ["go", "stoical-go", "magnetgo"]


@pytest.fixture
def journey(qtbot, monkeypatch, tmp_path):
    return Journey(qtbot, monkeypatch, tmp_path)


@pytest.mark.parametrize("variant", SCORED)
def test_two_passes_scoring_and_a_branch_after_the_result(journey, variant):
    journey.new_game(variant, size=5)
    assert journey.person() == BLACK and journey.enabled("pass_move")
    journey.play_until_over(from_plan(*PLAN))
    assert journey.played()[-2:] == ["pass", "pass"]
    assert journey.turn_line() == "Counting the score"
    assert "Scoring:" in journey.status()
    shown = journey.window.scoring.result.text()
    result = journey.accept_score()
    assert result in shown and not journey.window.scoring.isVisible()
    # the computer passes only on a settled board (issue 39): it played on after the
    # person's early passes; the branch goes back to before the first of them
    branch_save_reopen_go_on(journey, first_of(*BRANCH), undos=persons_passes(journey))


def settled_board(journey) -> None:
    """File ▸ Open of a 5×5 game whose borders are closed: Black owns columns A-C, White D-E
    (and wins by the komi); Black to move."""
    game = Game.new("go", size=5, komi=7.5)
    game.add_setup(black=[f"C{row}" for row in range(1, 6)],
                   white=[f"D{row}" for row in range(1, 6)])
    save_game(game.record, journey.path)
    journey.trigger("open_file")


def persons_passes(journey) -> int:
    """How many times the person (Black, moving first) passed in the game."""
    return sum(1 for i, move in enumerate(journey.played()) if move == "pass" and i % 2 == 0)


@pytest.mark.parametrize("variant", ["go", "magnetgo"])
def test_resigning_then_a_branch_from_before(journey, variant):
    journey.new_game(variant, size=7)
    for move in ("D4", "C3"):
        journey.play_turn(from_plan(move))
    journey.resign()
    assert journey.window.game.record.info["RE"] == "W+R"
    branch_save_reopen_go_on(journey, first_of(*BRANCH))


def captured(journey) -> str:
    """An Atari-Go game on 7×7 played to its first capture; the result (``W+``)."""
    journey.new_game("atari-go", size=7)
    journey.play_until_over(from_plan("E5", "B5", "E3", "C5", "A3"))
    end = journey.window.position.end
    assert end is not None and end.reason == "first capture"
    return end.result_text


def test_an_atari_go_capture_ends_the_game_then_a_branch(journey):
    captured(journey)
    branch_save_reopen_go_on(journey, careful("F6", "B6", "F2"))


def test_an_atari_go_capture_is_saved_as_the_result(journey):
    """New: the file of a game won by a capture has no RE (a scored or resigned one has)."""
    result = captured(journey)
    assert f"RE[{result}]" in journey.save()


def test_playing_on_after_two_passes_is_a_live_game_the_computer_answers(journey):
    """New: after Play on the panel still says "Counting the score" and Resign is greyed
    out until the next move, though the scoring box is gone and the person is to move."""
    settled_board(journey)  # the computer passes only on a settled board (issue 39)
    journey.choose_computer()
    journey.play("pass")
    assert journey.played()[-2:] == ["pass", "pass"]
    journey.window.scoring.resume_button.click()
    assert not journey.window.scoring.isVisible()
    assert journey.status() == "Play on: the next move resumes the game"
    assert journey.turn_line().startswith("Black to play"), journey.turn_line()
    assert journey.enabled("resign")
    journey.play_turn(first_of("A1", "E5", "E1"))
    journey.assert_live()
