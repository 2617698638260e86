"""A result belongs to the node where it was reached, Undo against the computer goes back to
the person's own turn, and a pass on an open board is asked about once (issue 22, items 1, 4,
5 and 14's Ctrl+Y)."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QFileDialog, QMessageBox

from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.gui.common.setup import PlayerSetup
from magnetdesk.record import Game, game_from_sgf_text
from tests.gui.test_main_window import PERSON, board, played, window_maker
from tests.gui.test_scoring_mode import MOVES, played_to_two_passes
from tests.helpers.mouse import click

QUICK = PlayerSetup(computer=True, level=1)


def scored(qtbot, monkeypatch, players=(PERSON, PERSON)):
    """A 5×5 game played to two passes by people, its score accepted; then the players."""
    window = played_to_two_passes(qtbot, monkeypatch)
    window.scoring.accept_button.click()
    assert window.game.record.info["RE"] == "W+2.5"
    if players != (PERSON, PERSON):
        window.set_players({BLACK: players[0], WHITE: players[1]})
    return window


def answering(monkeypatch, reply, asked: list | None = None) -> None:
    """Message boxes answer ``reply`` (and note their text in ``asked``); the question about
    unsaved changes when the test's window closes is let go, so that the window does close."""

    def question(parent, title, text, *args, **kwargs):
        if "unsaved" in text:
            return QMessageBox.StandardButton.Discard
        if asked is not None:
            asked.append(text)
        return reply

    monkeypatch.setattr(QMessageBox, "question", question)


def assert_live(window) -> None:
    assert "Game over" not in window.statusBar().currentMessage()
    assert "wins" not in window.panel.turn.text()
    assert window.actions["pass_move"].isEnabled()
    assert window.actions["resign"].isEnabled()


# --- item 1: a result and the branches after it ----------------------------------------


def test_the_record_keeps_a_result_at_the_node_where_it_was_reached():
    game = Game.new("go", size=5)
    for move in ("C3", "pass", "pass"):
        game.play(move)
    game.record.set_result(game.node, "B+17.5")
    end = game.node
    game.undo()
    game.undo()
    game.play("B2")  # a branch from the move before the passes
    assert game.record.result_at(game.node) == ""
    assert game.record.result_at(end) == "B+17.5"
    game.go_to(end)
    game.delete_branch()
    assert "RE" not in game.record.info  # the ending node is gone, and its result with it


def test_a_result_read_from_a_file_belongs_to_the_end_of_the_main_line():
    record = game_from_sgf_text("(;GM[1]SZ[5]RE[B+R];B[cc];W[dd](;B[bb])(;B[ee]))")[0]
    game = Game(record)
    game.last()
    assert record.result_at(game.node) == "B+R"
    assert game.next_variation() and game.node.play.text == "E1"
    assert record.result_at(game.node) == ""


def test_a_branch_after_an_accepted_result_is_a_live_game(qtbot, monkeypatch):
    window = scored(qtbot, monkeypatch)
    assert "White wins" in window.statusBar().currentMessage()
    window.actions["undo"].trigger()
    window.actions["undo"].trigger()
    window.actions["undo"].trigger()  # before White's A4
    click(window, "B4")
    assert played(window)[-1] == "B4"
    assert_live(window)
    click(window, "E1")  # the next click plays too
    assert played(window)[-1] == "E1"
    window.actions["go_first"].trigger()
    click(window, "A1")  # a branch further back
    assert_live(window)


def test_the_computer_answers_in_a_branch_after_a_result(qtbot, monkeypatch):
    window = scored(qtbot, monkeypatch, players=(PERSON, QUICK))
    for _ in range(4):
        window.actions["go_previous"].trigger()
    assert window.position.to_move == BLACK
    click(window, "B4")
    qtbot.waitUntil(lambda: window.game.node.play.colour == WHITE, timeout=30_000)
    assert_live(window)


def test_a_reopened_game_with_a_result_branches_into_a_live_game(
    qtbot, monkeypatch, tmp_path
):
    window = scored(qtbot, monkeypatch)
    path = tmp_path / "scored.sgf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    window.files.save_as()
    window.files.load(path)
    window.actions["go_last"].trigger()
    assert window.game.record.result_at(window.game.node) == "W+2.5"
    assert "White wins" in window.panel.turn.text()
    window.actions["go_previous"].trigger()
    window.actions["go_previous"].trigger()
    click(window, "E1")
    assert_live(window)


def test_a_resignation_belongs_to_its_move_only(qtbot, monkeypatch):
    window = window_maker(qtbot, monkeypatch)(size=5)
    answering(monkeypatch, QMessageBox.StandardButton.Yes)
    click(window, "C3")
    click(window, "D3")
    window.actions["resign"].trigger()
    assert window.game.record.info["RE"] == "W+R"
    window.actions["go_previous"].trigger()
    click(window, "D4")
    assert_live(window)
    assert window.game.record.result_at(window.game.node) == ""


# --- item 4: Undo against the computer --------------------------------------------------


def test_undo_against_the_computer_takes_back_the_move_and_its_reply(qtbot, monkeypatch):
    window = window_maker(qtbot, monkeypatch)(size=5, players=(PERSON, QUICK))
    click(window, "C3")
    qtbot.waitUntil(lambda: window.game.move_number == 2, timeout=30_000)
    click(window, "B2")
    qtbot.waitUntil(lambda: window.game.move_number == 4, timeout=30_000)
    window.actions["undo"].trigger()
    assert window.game.move_number == 2 and window.position.to_move == BLACK
    assert window.actions["pass_move"].isEnabled()  # the person's turn, not the computer's
    window.actions["go_previous"].trigger()  # ← still steps one move
    assert window.game.move_number == 1


def test_undo_between_two_people_takes_back_one_move(qtbot, monkeypatch):
    window = window_maker(qtbot, monkeypatch)(size=5)
    click(window, "C3")
    click(window, "D3")
    window.actions["undo"].trigger()
    assert played(window) == ["C3"]


# --- item 5: a pass on an open board ---------------------------------------------------


def test_a_pass_on_an_open_board_is_asked_about_once(qtbot, monkeypatch):
    window = window_maker(qtbot, monkeypatch)(size=9)
    asked: list[str] = []
    answering(monkeypatch, QMessageBox.StandardButton.No, asked)
    click(window, "E5")
    click(window, "D4")
    window.actions["pass_move"].trigger()
    assert len(asked) == 1 and "still open" in asked[0]
    assert played(window) == ["E5", "D4"]  # No: nothing was played
    window.actions["pass_move"].trigger()  # asked once: now it passes
    assert played(window) == ["E5", "D4", "pass"]
    assert len(asked) == 1


def test_a_pass_when_the_borders_are_closed_is_not_asked_about(qtbot, monkeypatch):
    window = window_maker(qtbot, monkeypatch)(size=5)
    asked: list[str] = []
    answering(monkeypatch, QMessageBox.StandardButton.Yes, asked)
    for move in MOVES.split()[:10]:
        click(window, move)
    window.actions["pass_move"].trigger()
    assert played(window)[-1] == "pass"
    assert asked == []
    assert board(window)[0] == "..XO."


# --- item 14: Ctrl+Y redoes --------------------------------------------------------------


def test_ctrl_y_redoes(qtbot, monkeypatch):
    window = window_maker(qtbot, monkeypatch)(size=5)
    assert QKeySequence("Ctrl+Y") in window.actions["redo"].shortcuts()
    click(window, "C3")
    window.actions["undo"].trigger()
    window.actions["redo"].trigger()
    assert played(window) == ["C3"]
