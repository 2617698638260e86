"""The computer plays Magnetic Chess in the window: it answers a person's move with a legal
move of its own (searched in a worker process), and Stop halts it without a move."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from magnetdesk.gui.board.families import family_of
from magnetdesk.gui.common.ai_worker import running_searches
from magnetdesk.gui.common.setup import PlayerSetup
from tests.gui.test_chess_by_mouse import click, played
from tests.gui.test_main_window import PERSON, window_maker

QUICK = PlayerSetup(computer=True, level=1)  # a few hundred nodes: a fraction of a second
SLOW = PlayerSetup(computer=True, level=5)  # three seconds a move


@pytest.fixture
def make(qtbot, monkeypatch):
    return window_maker(qtbot, monkeypatch)


def test_the_computer_plays_the_chess_family():
    assert family_of("magnetic-chess").computer and family_of("chess-custom").computer


def test_the_computer_answers_a_persons_move(qtbot, make):
    window = make("magnetic-chess", (QUICK, PERSON))  # Black is the computer
    before = window.position
    click(window, "e2")
    click(window, "e4")
    qtbot.waitUntil(lambda: len(played(window)) == 2, timeout=60_000)
    assert played(window)[0] == "e2e4"
    after_person = before.play(before.parse_move("e2e4")).position
    assert after_person.is_legal(after_person.parse_move(played(window)[1]))
    assert not window.worker.is_thinking()


def test_stop_halts_the_computer_without_a_move(qtbot, make):
    window = make("anti-magnetic-chess", (SLOW, PERSON))
    click(window, "d2")
    click(window, "d4")
    qtbot.waitUntil(window.thinking.stop_button.isVisible, timeout=10_000)
    QTest.mouseClick(window.thinking.stop_button, Qt.MouseButton.LeftButton)
    assert not window.worker.is_thinking()
    qtbot.wait(300)
    assert played(window) == ["d2d4"]
    assert window.close()
    assert running_searches() == 0
