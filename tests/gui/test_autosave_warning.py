"""While games cannot be autosaved, the status bar keeps a red "Not autosaved" with the reason
in its tooltip (the status line's own message is replaced by the next move's at once); it goes
as soon as a save works again."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel

from magnetdesk.gui.common.storage import Autosave
from tests.gui.test_main_window import window_maker
from tests.gui.test_startup import home_folder, started  # noqa: F401 (the home fixture)
from tests.helpers.mouse import click


@pytest.fixture
def open_window(qtbot, monkeypatch):
    return window_maker(qtbot, monkeypatch)


def warnings(window) -> list[QLabel]:
    """The "Not autosaved" labels shown in the status bar."""
    labels = window.statusBar().findChildren(QLabel)
    return [label for label in labels if label.text() == "Not autosaved" and label.isVisible()]


def unwritable(tmp_path: Path) -> Autosave:
    """An autosave into a folder that cannot exist, even for root (its parent is a file)."""
    (tmp_path / "a-file").write_text("not a folder")
    return Autosave(tmp_path / "a-file" / "data")


def test_a_failing_autosave_keeps_a_warning_until_a_save_works_again(open_window, tmp_path):
    window = open_window(size=9)
    window.autosave = unwritable(tmp_path)
    click(window, "E5")
    [warning] = warnings(window)
    assert "could not be autosaved" in warning.toolTip()
    click(window, "C3")
    window.statusBar().clearMessage()  # as any later message does
    assert warnings(window) == [warning]
    window.autosave = Autosave(tmp_path / "data")
    click(window, "G7")
    assert warnings(window) == []
    assert window.autosave.pending() is not None
    window.dirty = False


def test_a_data_folder_that_cannot_be_written_shows_the_warning_from_the_start(qtbot, home):
    (home / "data").write_text("a file where the folder should be")
    window = started(qtbot)
    [warning] = warnings(window)
    assert "cannot be autosaved" in warning.toolTip()
    window.statusBar().clearMessage()
    assert warnings(window) == [warning]
