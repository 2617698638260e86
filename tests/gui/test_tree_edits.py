"""Editing the game tree from the window: delete a branch (after asking), promote a line."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from tests.gui.test_main_window import click, played, window_maker


@pytest.fixture
def open_window(qtbot, monkeypatch):
    return window_maker(qtbot, monkeypatch)


def two_lines(window) -> None:
    """C3 then D4 (main line), and C3 then B2 (a variation); the cursor on B2."""
    for name in ("C3", "D4"):
        click(window, name)
    window.undo()
    click(window, "B2")


def test_promote_makes_the_current_line_the_main_line(open_window):
    window = open_window(size=5)
    two_lines(window)
    window.actions["promote"].trigger()
    main = [node.play.text for node in window.game.record.main_line()[1:]]
    assert main == ["C3", "B2"]
    assert window.tree.cell_of(window.game.node)[1] == 0  # drawn on the main row now
    assert window.isWindowModified()


def test_delete_branch_removes_the_move_and_goes_to_its_parent(open_window, monkeypatch):
    window = open_window(size=5)
    two_lines(window)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    window.actions["delete_branch"].trigger()
    assert played(window) == ["C3"]
    assert [child.play.text for child in window.game.node.children] == ["D4"]
    assert window.tree.cell_of(window.game.node.children[0]) is not None


def test_delete_branch_asks_first_and_keeps_everything_on_no(open_window, monkeypatch):
    window = open_window(size=5)
    two_lines(window)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    window.actions["delete_branch"].trigger()
    assert played(window) == ["C3", "B2"]
    assert len(window.game.node.parent.children) == 2
