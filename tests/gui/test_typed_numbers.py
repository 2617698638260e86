"""A typed move with digits that are not ASCII (``d²``, ``d٣``) or thousands of them is
refused in the window with a reason, as any move that is not one (issue 39): before, the
number reader raised in the field's slot and the window said nothing."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tests.gui.test_keyboard_play import played, press, status, type_move
from tests.gui.test_main_window import window_maker

HUGE = "9" * 5000
CTRL = Qt.KeyboardModifier.ControlModifier


@pytest.fixture
def make(qtbot, monkeypatch):
    """A shown, active window of two people playing ``variant``."""
    maker = window_maker(qtbot, monkeypatch)

    def make_active(variant: str):
        window = maker(variant)
        window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
        return window

    return make_active


def type_keys(window, text: str) -> None:
    """Ctrl+L, ``text`` key by key (as a keyboard layout or an input method sends ``²``: a key
    event with its text; QTest's key clicks know ASCII only), Enter."""
    press(window, Qt.Key.Key_L, CTRL)
    field = window.keyboard.move_entry.field
    assert field.hasFocus()
    for letter in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(field, QKeyEvent(kind, Qt.Key.Key_unknown,
                                                    Qt.KeyboardModifier.NoModifier, letter))
    QTest.keyClick(field, Qt.Key.Key_Return)


@pytest.mark.parametrize(("variant", "typed", "good"), [
    ("go", "d²", "D4"),
    ("go", "d٣", "D4"),
    ("medusa", "q¹⁵", "c3"),
    ("medusa", "q١٥", "c3"),
])
def test_a_typed_move_with_strange_digits_is_refused_with_a_reason(make, variant, typed, good):
    window = make(variant)
    type_keys(window, typed)
    assert played(window) == []
    assert window.keyboard.move_entry.field.text() == typed  # kept, to be mended
    assert typed in status(window) and "is not a" in status(window), status(window)
    window.keyboard.move_entry.field.clear()
    type_move(window, good)  # the window goes on
    assert played(window) == [good]


@pytest.mark.parametrize(("variant", "pasted"), [("go", "d" + HUGE), ("medusa", "q15-s" + HUGE)])
def test_a_pasted_move_of_thousands_of_digits_is_refused(make, variant, pasted):
    window = make(variant)
    press(window, Qt.Key.Key_L, CTRL)
    window.keyboard.move_entry.field.setText(pasted)  # Ctrl+V of a long line
    QTest.keyClick(window.keyboard.move_entry.field, Qt.Key.Key_Return)
    assert played(window) == [] and window.keyboard.move_entry.field.text() == pasted
    assert "not a" in status(window), status(window)[:80]
