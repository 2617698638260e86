"""Every variant played without a mouse in the real window (issue 27): the board's keyboard
cursor (Ctrl+B / F6, the arrows, Enter; six directions on Medusa's hex board; Esc gives the
keys back) and the typed move (Ctrl+L: ``d4``, ``pass``, ``e2e4``, SAN, Medusa's actions and
``done``), the scoring box and the promotion choice by keys. Every key goes, as a person's
does, to the widget that has the keyboard focus."""

from __future__ import annotations

import math
import random

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from magnetdesk.engine.core.vocabulary import BLACK
from magnetdesk.engine.variants import new_position
from magnetdesk.gui.board.cursor import HEX_WAYS, SQUARE_WAYS
from tests.gui.test_main_window import window_maker
from tests.helpers.mouse import cell

Key = Qt.Key
NONE = Qt.KeyboardModifier.NoModifier
CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
ALT = Qt.KeyboardModifier.AltModifier


@pytest.fixture
def make(qtbot, monkeypatch):
    """A shown, active window of two people playing ``variant``."""
    maker = window_maker(qtbot, monkeypatch)

    def make_active(variant: str = "go", **options):
        window = maker(variant, **options)
        window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
        return window

    return make_active


def press(window, key, modifier=NONE) -> None:
    """A key pressed: it goes to the widget with the keyboard focus (the window's shortcuts
    first, unless that widget claims the key)."""
    QTest.keyClick(QApplication.focusWidget() or window, key, modifier)


def type_move(window, text: str) -> None:
    """Ctrl+L (unless the move field has the keys already), ``text``, Enter."""
    field = window.keyboard.move_entry.field
    if not field.hasFocus():
        press(window, Key.Key_L, CTRL)
    assert field.hasFocus() and window.keyboard.move_entry.isVisible()
    QTest.keyClicks(field, text)
    QTest.keyClick(field, Key.Key_Return)


def clear_field(window) -> None:
    """Ctrl+A and Backspace in the move field."""
    field = window.keyboard.move_entry.field
    QTest.keyClick(field, Key.Key_A, CTRL)
    QTest.keyClick(field, Key.Key_Backspace)
    assert field.text() == ""


def take_the_board(window) -> None:
    press(window, Key.Key_B, CTRL)
    assert window.view.hasFocus() and window.keyboard.board_keys.item.isVisible()


def cursor_to(window, name: str) -> None:
    """The arrows (with Shift on the hex board) pressed until the cursor is on ``name``:
    each time the one whose direction points closest to it."""
    scene, keys = window.view.board, window.keyboard.board_keys
    target = cell(window, name)
    ways = HEX_WAYS if scene.topology.kind == "hex" else SQUARE_WAYS
    choices = [(key, shift) for key in ways for shift in (0, 1)]
    for _ in range(40):
        if keys.cell == target:
            return
        here, there = scene.cell_point(keys.cell), scene.cell_point(target)
        want = math.atan2(here.y() - there.y(), there.x() - here.x())
        key, shift = min(
            choices,
            key=lambda c: abs(math.remainder(math.radians(ways[c[0]][c[1]]) - want, math.tau)),
        )
        press(window, key, SHIFT if shift else NONE)
    raise AssertionError(f"the cursor did not reach {name}")


def play_at(window, name: str) -> None:
    cursor_to(window, name)
    press(window, Key.Key_Return)


def played(window) -> list[str]:
    return [node.play.text for node in window.game.node.path()[1:]]


def status(window) -> str:
    return window.statusBar().currentMessage()


def accept_score_by_keys(window, qtbot) -> str:
    """Alt+A: the scoring box's Accept result (pressed down for a moment, as a mnemonic
    does); the result the record keeps."""
    assert window.scoring.isVisible(), status(window)
    press(window, Key.Key_A, ALT)
    qtbot.waitUntil(lambda: not window.scoring.isVisible())
    return window.game.record.info["RE"]


# --- the cursor ------------------------------------------------------------------------------


def test_the_arrows_move_the_cursor_and_enter_plays_where_it_is(make, qtbot):
    window = make("go", size=9)
    take_the_board(window)
    keys = window.keyboard.board_keys
    assert window.position.topology.name(keys.cell) == "E5"  # it starts in the middle
    assert "E5" in window.view.cursor_label.text()
    with qtbot.waitSignal(window.view.board.cursorMoved) as moved:
        press(window, Key.Key_Left)
    assert moved.args == [cell(window, "D5")]
    press(window, Key.Key_Up)
    assert keys.cell == cell(window, "D6") and "D6" in window.view.cursor_label.text()
    assert window.view.board.ghost().isVisible()  # where Enter would play, as under the mouse
    press(window, Key.Key_Space)
    assert played(window) == ["D6"]
    press(window, Key.Key_Return)  # on the stone just played: refused, as a click is
    assert played(window) == ["D6"]
    assert status(window) == window.position.attempt(cell(window, "D6")).message
    for _ in range(9):
        press(window, Key.Key_Up)  # the edge stops it
    assert window.position.topology.name(keys.cell) == "D9"


def test_esc_gives_the_arrows_back_to_the_game(make):
    window = make("go", size=9)
    for move in ("C3", "G7"):
        type_move(window, move)
    take_the_board(window)
    press(window, Key.Key_Left)
    assert len(played(window)) == 2  # the board's arrow: the cursor moved, not the game
    press(window, Key.Key_Escape)
    assert not window.view.hasFocus() and not window.keyboard.board_keys.item.isVisible()
    press(window, Key.Key_Left)
    assert played(window) == ["C3"]  # the window's ← again: one move back
    press(window, Key.Key_F6)  # the other key for the board
    assert window.view.hasFocus()
    press(window, Key.Key_Tab)  # Tab leaves it too
    assert not window.view.hasFocus() and not window.keyboard.board_keys.item.isVisible()


def test_on_the_hex_board_six_directions_reach_every_neighbour(make):
    window = make("medusa")
    take_the_board(window)
    topology, keys = window.position.topology, window.keyboard.board_keys
    cursor_to(window, "k11")
    start = keys.cell
    reached = {}
    back = {(Key.Key_Left, 0): (Key.Key_Right, 0), (Key.Key_Right, 0): (Key.Key_Left, 0),
            (Key.Key_Up, 0): (Key.Key_Down, 1), (Key.Key_Down, 1): (Key.Key_Up, 0),
            (Key.Key_Up, 1): (Key.Key_Down, 0), (Key.Key_Down, 0): (Key.Key_Up, 1)}
    for (key, shift), (return_key, return_shift) in back.items():
        press(window, key, SHIFT if shift else NONE)
        reached[key, shift] = topology.name(keys.cell)
        press(window, return_key, SHIFT if return_shift else NONE)
        assert keys.cell == start
    # k11 is column 11, row 11: along the row, up to (c, n+1) and (c+1, n+1), down to
    # (c-1, n-1) and (c, n-1); l12 and j10 are holes, stepped over to m13 and i9
    assert reached == {
        (Key.Key_Left, 0): "j11", (Key.Key_Right, 0): "l11",
        (Key.Key_Up, 0): "k12", (Key.Key_Up, 1): "m13",
        (Key.Key_Down, 0): "i9", (Key.Key_Down, 1): "k10",
    }
    assert {topology.name(n) for n in topology.neighbours[start]} <= set(reached.values())


# --- whole games by keys ---------------------------------------------------------------------


def test_a_go_game_on_9x9_typed_to_two_passes_and_the_score_by_keys(make, qtbot):
    window = make("go", size=9)
    field = window.keyboard.move_entry.field
    assert field.accessibleName() == "Move to play"
    type_move(window, "E5")
    type_move(window, "c7")
    type_move(window, "zz9")  # not a point: why, and the text stays
    assert field.text() == "zz9" and "not a point" in status(window)
    clear_field(window)
    type_move(window, "E5")  # occupied: the engine's words, as for a click
    assert status(window) == window.position.attempt(cell(window, "E5")).message
    clear_field(window)
    take_the_board(window)
    play_at(window, "D4")
    play_at(window, "G3")
    play_at(window, "C6")
    type_move(window, "pass")
    type_move(window, "pass")
    assert played(window) == ["E5", "C7", "D4", "G3", "C6", "pass", "pass"]
    assert window.scoring.isVisible()
    # marking a group by the cursor and Enter, as a click does
    take_the_board(window)
    dead = window.scoring.dead
    play_at(window, "G3")
    assert cell(window, "G3") in window.scoring.dead ^ dead
    shown = window.scoring.score.result_text
    assert accept_score_by_keys(window, qtbot) == shown


@pytest.mark.parametrize("variant", ["stoical-go", "magnetgo"])
def test_a_whole_game_by_keys_to_the_accepted_score(make, qtbot, variant):
    window = make(variant, size=7)
    type_move(window, "C3")
    type_move(window, "E5")
    take_the_board(window)
    play_at(window, "C5")
    type_move(window, "E3")
    type_move(window, "pass")
    type_move(window, "pass")
    assert played(window)[-2:] == ["pass", "pass"] and len(played(window)) == 6
    result = accept_score_by_keys(window, qtbot)
    assert result and window.game.record.info["RE"] == result


def test_an_atari_go_game_by_keys_ends_with_the_capture(make):
    window = make("atari-go", size=7)
    take_the_board(window)
    play_at(window, "B1")
    type_move(window, "A1")
    type_move(window, "A2")  # takes A1
    end = window.position.end
    assert end is not None and end.reason == "first capture" and end.result_text.startswith("B")


def test_a_medusa_game_by_keys_placements_group_moves_and_done(make):
    window = make("medusa")
    type_move(window, "c3")  # a lone placement ends the turn by itself
    type_move(window, "q15")
    take_the_board(window)
    play_at(window, "d3")  # Black's group c3-d3 may move: the turn waits
    assert window.turn_in_progress() is not None
    play_at(window, "c3")  # picked up
    play_at(window, "e3")  # jumps over d3
    press(window, Key.Key_Return, CTRL)  # Done (Enter alone is the board's)
    assert played(window) == ["c3", "q15", "d3 c3-e3"]
    type_move(window, "r15 q15-s15")
    assert window.turn_in_progress() is not None and window.keyboard.move_entry.field.text() == ""
    type_move(window, "")  # Enter on an empty field: Done
    assert played(window)[-1] == "r15 q15-s15"
    type_move(window, "k10 zz")  # the placement is played, the rest stays typed with why
    assert window.keyboard.move_entry.field.text() == "zz" and status(window)
    clear_field(window)
    type_move(window, "done")
    assert played(window)[-1] == "k10"
    type_move(window, "pass")
    assert played(window)[-1] == "pass"
    press(window, Key.Key_Escape)  # leaves the field
    assert not window.keyboard.move_entry.isVisible()


def test_a_magnetic_chess_game_by_keys_to_the_king_taken(make):
    window = make("magnetic-chess")
    assert window.position.to_move != BLACK  # White moves first in chess
    take_the_board(window)
    play_at(window, "f2")  # picks the pawn up
    assert window.view.board.board_style.selected == cell(window, "f2")
    play_at(window, "f4")
    type_move(window, "e6")  # SAN
    type_move(window, "c2c4")  # long algebraic
    type_move(window, "Qh5")  # not a queen's move: why, and the text stays
    assert window.keyboard.move_entry.field.text() == "Qh5" and status(window)
    clear_field(window)
    type_move(window, "Qxh4")
    type_move(window, "d3")
    type_move(window, "Qxe1")
    assert played(window) == ["f2f4", "e7e6", "c2c4", "d8h4", "d2d3", "h4e1"]
    end = window.position.end
    assert end is not None and end.reason == "king captured" and end.result_text == "B+"


@pytest.mark.parametrize(
    "variant", ["anti-magnetic-chess", "gravity-chess", "anti-gravity-chess", "chess-NNNN"]
)
def test_every_chess_code_by_keys_the_cursor_and_typed_san(make, variant):
    """Ten plies, White's by the cursor (the piece picked up, then put down), Black's typed in
    SAN: each one the move the engine plays, with the field's effects."""
    rng = random.Random(variant)
    window = make(variant)
    oracle = new_position(variant)
    expected = []
    for ply in range(10):
        choices = [m for m in oracle.legal_moves() if not m.promotion and m.code is None]
        move = rng.choice(sorted(choices, key=lambda m: m.uci()))
        if ply % 2 == 0:
            if not window.view.hasFocus():
                take_the_board(window)
            topology = oracle.topology
            play_at(window, topology.name(move.start))
            play_at(window, topology.name(move.end))
        else:
            type_move(window, oracle.san(move))
        expected.append(move.uci())
        oracle = oracle.play(move).position
        assert played(window) == expected, status(window)
        if oracle.end is not None:
            break
    assert window.position == oracle


def promotion_position(make):
    window = make("chess-NNNN")  # no field: the pawns go where they are moved
    for move in ("b2b4", "a7a5", "b4a5", "b7b6", "a5b6", "h7h6", "b6c7", "h6h5"):
        window.game.play(move)
    window.refresh()
    return window


def test_a_promotion_chosen_by_keys(make):
    window = promotion_position(make)
    take_the_board(window)
    play_at(window, "c7")
    play_at(window, "b8")
    popup = window.view.board.board_style.menu
    assert popup is not None and popup.isVisible()
    assert played(window)[-1] == "h6h5"  # nothing played while it asks
    assert QApplication.focusWidget() is popup.buttons[0]  # the queen first
    for _ in range(3):
        press(window, Key.Key_Right)
    press(window, Key.Key_Return)
    assert played(window)[-1] == "c7b8n"


def test_a_promotion_by_its_letter(make):
    window = promotion_position(make)
    take_the_board(window)
    play_at(window, "c7")
    play_at(window, "b8")
    press(window, Key.Key_R)  # the one choice that begins with R
    assert played(window)[-1] == "c7b8r"
    assert window.view.hasFocus()  # the keys are the board's again


def test_a_typed_promotion_in_san(make):
    window = promotion_position(make)
    type_move(window, "cxb8=Q")
    assert played(window)[-1] == "c7b8q"


# --- the dialogs by keys ---------------------------------------------------------------------


def in_dialog(qtbot, *keys) -> list:
    """Once the modal dialog the next command opens is up (active), press ``keys`` (a key, or a key
    and its modifier) in it, each to the widget with the focus; the dialogs seen."""
    seen: list = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None or QApplication.activeWindow() is not dialog:  # not up yet
            QTimer.singleShot(20, answer)
            return
        seen.append(dialog)
        for key in keys:
            key, modifier = key if isinstance(key, tuple) else (key, NONE)
            QTest.keyClick(QApplication.focusWidget() or dialog, key, modifier)
        if dialog.isVisible():  # the keys did not close it: fail, without hanging
            seen.append("still open")
            dialog.reject()

    QTimer.singleShot(0, answer)
    return seen


def command_with_dialog(window, qtbot, key, modifier, *keys) -> list:
    """The shortcut ``key`` + ``modifier`` opens a dialog that gets ``keys``; then the window
    is active again. The dialogs seen (and "still open" if the keys did not close it)."""
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    seen = in_dialog(qtbot, *keys)
    press(window, key, modifier)
    window.activateWindow()  # the window manager's part (offscreen has none)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    return seen


def test_the_new_game_dialog_by_keys(make, qtbot):
    window = make("go", size=9)
    seen = command_with_dialog(window, qtbot, Key.Key_N, CTRL, Key.Key_Escape)
    assert len(seen) == 1 and window.game.record.variant == "go"  # Esc: nothing changed
    # the list of games has the keys: ↓ the next game, Enter plays it
    seen = command_with_dialog(window, qtbot, Key.Key_N, CTRL, Key.Key_Down, Key.Key_Return)
    assert len(seen) == 1
    assert window.game.record.variant == seen[0].variant_id() == "atari-go"


def test_the_players_dialog_by_keys(make, qtbot):
    window = make("go", size=9)
    before = window.levels()
    seen = command_with_dialog(window, qtbot, Key.Key_P, CTRL | SHIFT, Key.Key_Escape)
    assert len(seen) == 1 and window.levels() == before
    seen = command_with_dialog(window, qtbot, Key.Key_P, CTRL | SHIFT, Key.Key_Return)  # Ok
    assert len(seen) == 1 and window.levels() == before


def test_a_field_code_chosen_by_keys_and_typed(make):
    window = make("chess-custom", code_rule="mover", codes="RAAR NNNN")
    take_the_board(window)
    play_at(window, "e2")
    play_at(window, "e4")
    popup = window.view.board.board_style.menu
    assert [b.text() for b in popup.buttons] == ["RAAR", "NNNN"]
    press(window, Key.Key_Right)
    press(window, Key.Key_Return)
    assert played(window) == ["e2e4 NNNN"]
    type_move(window, "e7e5 RAAR")
    assert played(window) == ["e2e4 NNNN", "e7e5 RAAR"]
