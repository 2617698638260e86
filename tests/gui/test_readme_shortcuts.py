"""Every key the README promises is bound in the window (a user once found a shortcut the
README named that did not exist)."""

from __future__ import annotations

import re
from pathlib import Path

from tests.gui.test_main_window import window_maker

README = Path(__file__).resolve().parents[2] / "README.md"
KEY = re.compile(r"\b(?:(?:Ctrl|Shift|Alt)\+)+(?:[A-Z0-9]|Delete)\b|\bF(?:[1-9]|1[0-2])\b")


def test_every_shortcut_the_readme_names_is_bound(qtbot, monkeypatch):
    window = window_maker(qtbot, monkeypatch)(size=5)
    bound = {
        sequence.toString()
        for action in window.actions.values()
        for sequence in action.shortcuts()
    }
    promised = set(KEY.findall(README.read_text(encoding="utf-8")))
    assert {"Ctrl+Y", "Ctrl+G", "F9"} <= promised  # the pattern finds what the README says
    # F1 is the platform's Help key (Key.HelpContents), which is not F1 everywhere
    assert sorted(promised - bound - {"F1"}) == []
