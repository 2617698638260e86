"""Whole games of Medusa against the computer in the real window, as a person plays them:
File ▸ New → turns (a placement that ends the turn by itself, or one ended with Done) →
complete passes by both → the scoring box → Accept → Undo and a branch the computer answers
→ Save → Open → on in the branch (issue 22's journey tests)."""

from __future__ import annotations

import pytest

from magnetdesk.engine.core.vocabulary import BLACK
from tests.helpers.journey import Journey, branch_save_reopen_go_on, first_of, from_plan

PLACEMENTS = ("k11", "e5", "m13")
BRANCH = ("g7", "c3", "n14")


@pytest.fixture
def journey(qtbot, monkeypatch, tmp_path):
    journey = Journey(qtbot, monkeypatch, tmp_path)
    journey.new_game("medusa")
    assert journey.person() == BLACK and journey.enabled("pass_move")
    return journey


def test_complete_passes_scoring_and_a_branch_after_the_result(journey):
    journey.play_until_over(from_plan(*PLACEMENTS))
    assert journey.played()[-2:] == ["pass", "pass"]
    assert any("still open" in question for question in journey.asked)  # the early pass
    assert journey.turn_line() == "Counting the score"
    shown = journey.window.scoring.result.text()
    assert journey.accept_score() in shown
    branch_save_reopen_go_on(journey, first_of(*BRANCH))


def test_resigning_then_a_branch_from_before(journey):
    for placement in PLACEMENTS[:2]:
        journey.play_turn(from_plan(placement))
    journey.resign()
    assert journey.window.game.record.info["RE"] == "W+R"
    branch_save_reopen_go_on(journey, first_of(*BRANCH))
