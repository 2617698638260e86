""""Play now" while an outside engine thinks, in the real window: GTP cannot interrupt a
``genmove``, so the window asks who plays the move (our computer, the person, or wait); the
game stays whole whichever is chosen, and the engine, ended, starts again when asked."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from tests.gui.test_engine_journeys import against
from tests.helpers.engines import fake
from tests.helpers.journey import Journey


@pytest.fixture
def journey(qtbot, monkeypatch, tmp_path):
    journey = Journey(qtbot, monkeypatch, tmp_path)
    yield journey
    journey.window.engines.close()


def hung(journey: Journey) -> None:
    """A game against an engine that never answers its second genmove: it thinks on."""
    against(journey, fake("hang"))
    journey.play("E5")
    window = journey.window
    window.play("C3")
    journey.qtbot.waitUntil(lambda: window.searching, timeout=10_000)
    journey.qtbot.wait(300)
    assert window.searching and journey.moves() == 3 and window.thinking.isVisible()


def play_now(journey: Journey, button: str) -> list[str]:
    """Click Play now; in the question, click the button whose text has ``button``."""
    seen: list[str] = []

    def answer():
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(50, answer)
            return
        seen.append(box.text())
        next(b for b in box.buttons() if button in b.text().replace("&", "")).click()

    QTimer.singleShot(50, answer)
    journey.window.thinking.move_now_button.click()
    return seen


def test_our_computer_plays_the_move_and_the_engine_keeps_its_side(journey):
    hung(journey)
    seen = play_now(journey, "Our computer plays it")
    assert "Fake hang 1.0 cannot be hurried" in seen[0]
    journey.settle()
    window = journey.window
    assert journey.moves() == 4 and window.position.to_move == BLACK, journey.status()
    assert window.setup.players[WHITE].engine == "fake hang"
    assert "RE" not in window.game.record.info
    journey.play("G3")  # the engine, started anew and told the game, answers
    assert journey.moves() == 6 and window.position.to_move == BLACK, journey.status()


def test_the_person_takes_the_engines_side(journey):
    hung(journey)
    play_now(journey, "I play it and on")
    journey.settle()
    window = journey.window
    assert not window.searching and window.levels()[WHITE] is None
    assert "was stopped: you play White" in journey.status()
    assert journey.moves() == 3
    journey.play("G3")  # as White now
    assert journey.played()[-1] == "G3" and journey.moves() == 4


def test_wait_changes_nothing(journey):
    hung(journey)
    play_now(journey, "Wait")
    journey.qtbot.wait(200)
    window = journey.window
    assert window.searching and journey.moves() == 3
    assert window.setup.players[WHITE].engine == "fake hang"
