"""What a screen reader gets from the window (issue 39, item 17): the thinking indicator's
accessible name changes at most every few seconds while its text follows the search four
times a second; the scoring box is in the accessible tree only while it is shown; the
player cards are named with what they show. Read through Qt's accessible interfaces."""

from __future__ import annotations

from itertools import pairwise

from PySide6.QtGui import QAccessible

from magnetdesk.ai.core.search_types import SearchProgress
from magnetdesk.gui.panels.thinking_indicator import SPOKEN_EVERY
from tests.gui.test_main_window import window_maker
from tests.gui.test_scoring_mode import played_to_two_passes
from tests.helpers.mouse import click

Name = QAccessible.Text.Name


def name_of(widget) -> str:
    interface = QAccessible.queryAccessibleInterface(widget)
    assert interface is not None
    return interface.text(Name)


def accessible_tree(widget) -> list:
    """Every accessible interface under ``widget``'s, depth first (the board's cells too)."""
    found, stack = [], [QAccessible.queryAccessibleInterface(widget)]
    while stack:
        interface = stack.pop()
        if interface is None or not interface.isValid():
            continue
        found.append(interface)
        stack.extend(interface.child(i) for i in range(interface.childCount()))
    return found


def test_the_thinking_indicator_is_named_anew_only_every_few_seconds(qtbot, monkeypatch):
    window = window_maker(qtbot, monkeypatch)(size=9)
    indicator = window.thinking
    now = [100.0]
    indicator.clock = lambda: now[0]
    indicator.start("White", window.position)
    names, texts = [name_of(indicator.label)], []
    e5 = window.position.topology.parse("E5")
    for step in range(28):  # 7 s of a search reporting four times a second
        now[0] += 0.25
        progress = SearchProgress(100 * (step + 1), e5, 0.5 + step / 100, now[0] - 100)
        window.worker.progress.emit(window.generation, progress)
        names.append(name_of(indicator.label))
        texts.append(indicator.label.text())
    assert len(set(texts)) == 28  # what the eye sees follows the search
    changes = sum(a != b for a, b in pairwise(names))
    assert 1 <= changes <= 7 / SPOKEN_EVERY + 1, names
    assert names[0] == "White is thinking…"
    indicator.finish()
    indicator.start("Black", window.position)  # a new thinker is said at once
    assert name_of(indicator.label) == "Black is thinking…"


def test_the_hidden_scoring_box_is_not_in_the_accessible_tree(qtbot, monkeypatch):
    window = window_maker(qtbot, monkeypatch)(size=5)
    tree = accessible_tree(window)
    assert not [i for i in tree if i.text(Name) == "Scoring"]
    assert not [i for i in tree if i.object() is window.scoring]
    window.close()
    window = played_to_two_passes(qtbot, monkeypatch)  # now it is shown, and read
    assert window.scoring.isVisible()
    assert [i for i in accessible_tree(window) if i.object() is window.scoring]
    window.actions["undo"].trigger()  # back before the passes: hidden, out of the tree again
    assert window.scoring.isHidden()
    assert not [i for i in accessible_tree(window) if i.object() is window.scoring]


def test_the_player_cards_are_named_with_what_they_show(qtbot, monkeypatch):
    window = window_maker(qtbot, monkeypatch)(size=9)
    black, white = (window.panel.cards[colour] for colour in sorted(window.panel.cards))
    assert name_of(black) == "Black, Human, 0 prisoners, to play"
    assert name_of(white) == "White, Human, 0 prisoners"
    click(window, "E5")
    assert name_of(black) == "Black, Human, 0 prisoners"
    assert name_of(white) == "White, Human, 0 prisoners, to play"
