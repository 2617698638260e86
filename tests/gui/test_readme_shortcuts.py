"""Every key the README and the manual (docs/manual.md) promise is bound in the window (a user
once found a shortcut the README named that did not exist)."""

from __future__ import annotations

import re
from pathlib import Path

from tests.gui.test_main_window import window_maker

ROOT = Path(__file__).resolve().parents[2]
PAGES = (ROOT / "README.md", ROOT / "docs" / "manual.md")
KEY = re.compile(r"\b(?:(?:Ctrl|Shift|Alt)\+)+(?:[A-Z0-9]|Delete)\b|\bF(?:[1-9]|1[0-2])\b")


def test_every_shortcut_the_readme_and_the_manual_name_is_bound(qtbot, monkeypatch):
    window = window_maker(qtbot, monkeypatch)(size=5)
    bound = {
        sequence.toString()
        for action in window.actions.values()
        for sequence in action.shortcuts()
    }
    promised = {key for page in PAGES for key in KEY.findall(page.read_text(encoding="utf-8"))}
    assert {"Ctrl+Y", "Ctrl+G", "F9"} <= promised  # the pattern finds what the pages say
    # F1 is the platform's Help key (Key.HelpContents), which is not F1 everywhere
    assert sorted(promised - bound - {"F1"}) == []
