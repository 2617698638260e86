"""What the window offers at each moment: actions enabled only when they make sense, the side
to move lit up, the computer's thinking shown with its progress, its resignation and a failed
search reported, and the person's resignation while the computer is to move."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from magnetdesk.ai.core.search_types import SearchProgress, SearchResult
from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.gui.common.game_info import person_name
from magnetdesk.gui.panels.side_panel import game_details
from tests.gui.test_main_window import ENDLESS, PERSON, click, played, window_maker


@pytest.fixture
def open_window(qtbot, monkeypatch):
    return window_maker(qtbot, monkeypatch)


def enabled(window, *names: str) -> list[bool]:
    return [window.actions[name].isEnabled() for name in names]


def test_at_the_start_nothing_can_be_undone_and_there_is_nothing_to_stop(open_window):
    window = open_window(size=5)
    assert enabled(window, "undo", "go_first", "redo", "go_last") == [False] * 4
    assert enabled(window, "previous_variation", "next_variation", "delete_branch") == [False] * 3
    assert enabled(window, "stop_computer", "promote") == [False, False]
    assert enabled(window, "pass_move", "resign", "computer_move") == [True] * 3


def test_variation_keys_wake_up_once_there_is_a_variation(open_window):
    window = open_window(size=5)
    click(window, "C3")
    assert enabled(window, "next_variation", "promote") == [False, False]
    window.undo()
    click(window, "B2")
    assert enabled(window, "next_variation", "previous_variation", "promote") == [True] * 3


def test_while_the_computer_thinks_its_move_a_person_cannot_pass_for_it(qtbot, open_window):
    window = open_window(size=5, players=(PERSON, ENDLESS))
    click(window, "C3")
    assert window.searching
    assert enabled(window, "pass_move", "stop_computer", "computer_move") == [False, True, False]
    window.stop_computer()
    assert enabled(window, "pass_move", "stop_computer", "computer_move") == [True, False, True]


def test_the_thinking_indicator_shows_the_search_progress(open_window):
    window = open_window(size=5, players=(PERSON, ENDLESS))
    click(window, "C3")
    d4 = window.position.topology.parse("D4")
    window.worker.progress.emit(window.generation, SearchProgress(1234, d4, 0.56, 1.0))
    assert window.thinking.label.text() == "White is thinking · 1,234 games · likes D4 (56%)"


def test_a_computer_that_sees_no_hope_resigns(open_window):
    window = open_window(size=5, players=(PERSON, ENDLESS))
    click(window, "C3")
    generation = window.generation
    window.worker.searched.emit(generation, SearchResult(-1, 500, 0.02, resign=True))
    window.worker.moveChosen.emit(generation, -1)  # its move after the verdict is dropped
    assert window.game.record.info["RE"] == "B+R"
    assert played(window) == ["C3"]
    assert "White resigns" in window.statusBar().currentMessage()
    assert not window.searching


def test_a_failed_search_is_reported_and_the_game_goes_on(open_window):
    window = open_window(size=5, players=(PERSON, ENDLESS))
    click(window, "C3")
    window.worker.searchFailed.emit(window.generation, "out of memory")
    assert not window.searching and not window.thinking.isVisible()
    assert "out of memory" in window.statusBar().currentMessage()
    assert window.actions["computer_move"].isEnabled()


def test_resigning_while_the_computer_is_to_move_is_the_persons_resignation(open_window,
                                                                            monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    window = open_window(size=5, players=(PERSON, ENDLESS))
    click(window, "C3")  # White, the computer, is to move
    window.actions["resign"].trigger()
    assert window.game.record.info["RE"] == "W+R"


def test_resigning_asks_first(open_window):
    window = open_window(size=5)  # the question is answered "Discard": not a yes
    window.actions["resign"].trigger()
    assert "RE" not in window.game.record.info


def test_the_side_to_move_is_lit_up_and_the_players_named(open_window):
    window = open_window(size=5, players=(PERSON, ENDLESS))
    assert window.panel.cards[BLACK].is_active()
    assert window.panel.cards[BLACK].who.text() == (person_name() or "Human")  # as in PB
    assert window.panel.cards[WHITE].who.text() == "Computer · Strongest (5)"


def test_a_game_file_with_player_names_shows_them(open_window, tmp_path):
    path = tmp_path / "named.sgf"
    path.write_text("(;GM[1]FF[4]SZ[9]PB[Honinbo Shusai]PW[Go Seigen];B[ee])")
    window = open_window(size=9)
    window.files.load(path)
    assert window.panel.cards[BLACK].who.text() == "Honinbo Shusai"
    assert window.panel.cards[WHITE].who.text() == "Go Seigen"


def test_the_game_details_say_what_the_variant_name_does_not(open_window):
    go = open_window(size=13)
    assert game_details(go.position) == "13×13 · komi 7.5 · area scoring"
    atari = open_window("atari-go")
    assert game_details(atari.position) == "9×9 · the first capture wins"


def test_the_rules_of_the_variant_are_one_key_away(open_window):
    window = open_window("stoical-go", size=9)
    window.actions["show_rules"].trigger()
    rules = window.viewing.rules_window
    assert rules.isVisible() and rules.variant == "stoical-go"
    assert "capture" in rules.text.toPlainText()
    rules.close()


def test_after_a_click_in_the_game_tree_the_arrow_keys_still_walk_the_game(qtbot, open_window):
    window = open_window(size=5)
    for name in ("C3", "D4", "B2"):
        click(window, name)
    with qtbot.waitActive(window):
        window.activateWindow()
    c3 = window.game.record.main_line()[1]
    viewport = window.tree.view.viewport()
    QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=window.tree.view_point(c3))
    QTest.keyClick(window.focusWidget() or window, Qt.Key.Key_Right)
    assert played(window) == ["C3", "D4"]
