"""The coach as a person sees it on the screen, with the mouse never on the board (issue 39):
F2 draws the search's candidates and redraws them as the search goes on, ←/→ show the new
node's, F2 off takes them away, Ctrl+H shows its move; in every family and theme. What is
checked is what the window last painted (:mod:`tests.helpers.painted`), not the item's data:
the overlay once changed its data and was never repainted until the mouse moved."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt

from magnetdesk.gui.board.analysis_item import SPOT_RADIUS
from magnetdesk.gui.board.painters.theme import board_theme
from magnetdesk.gui.looks.themes import DARK, HIGH_CONTRAST, LIGHT, SYSTEM, theme_keeper
from magnetdesk.record.analysis import NodeAnalysis, analysis_of, set_analysis, verdict
from tests.gui.test_keyboard_play import make, press, type_move  # noqa: F401 (a fixture)
from tests.helpers.painted import blobs, close, colour_at, painted, up_to_date

Key = Qt.Key
SEARCH = 20000  # ms: a search on a loaded machine reports within this


@pytest.fixture(autouse=True)
def light_again(qapp):
    yield
    theme_keeper().apply(SYSTEM, Qt.ColorScheme.Light)


def best_on_screen(window) -> bool:
    """Whether the screen shows the disc of the coach's best candidate where it is now."""
    spots = window.coach.item.spots
    best = next((s for s in spots if s.rank == 0), None)
    if best is None:
        return False
    r = SPOT_RADIUS  # inside the disc, above its numbers and off the grid's lines
    at = window.view.mapFromScene(best.centre + QPointF(0.3 * r, -0.75 * r))
    return close(colour_at(painted(window.view.viewport()), at), board_theme().loss[0])


def shown_and_current(window) -> bool:
    return best_on_screen(window) and up_to_date(window.view.viewport())


@pytest.mark.parametrize(("variant", "options", "theme"), [
    ("go", {"size": 9}, LIGHT),
    ("medusa", {}, DARK),
    ("magnetic-chess", {}, HIGH_CONTRAST),
])
def test_f2_is_drawn_and_redrawn_with_the_mouse_off_the_board(
        qtbot, make, variant, options, theme):  # noqa: F811
    theme_keeper().apply(theme)
    window = make(variant, **options)
    viewport = window.view.viewport()
    assert window.view.board.hovered_cell() is None  # the mouse was never on the board
    press(window, Key.Key_F2)
    qtbot.waitUntil(lambda: shown_and_current(window), timeout=SEARCH)
    first, visits = painted(viewport), window.coach.report.playouts
    # the search goes on: the numbers on the screen follow it
    qtbot.waitUntil(lambda: window.coach.report.playouts > visits
                    and painted(viewport) != first and up_to_date(viewport), timeout=SEARCH)
    press(window, Key.Key_F2)  # off: the candidates leave the screen
    qtbot.waitUntil(lambda: window.coach.item.spots == [] and up_to_date(viewport),
                    timeout=5000)
    assert not best_on_screen(window)


def test_left_and_right_show_the_analysis_of_the_new_node_at_once(qtbot, make):  # noqa: F811
    window = make("go", size=9)
    type_move(window, "e5")
    type_move(window, "c3")
    press(window, Key.Key_Escape)  # the keys go back to the window
    press(window, Key.Key_F2)
    qtbot.waitUntil(lambda: shown_and_current(window), timeout=SEARCH)
    viewport = window.view.viewport()
    for key, moves in ((Key.Key_Left, 1), (Key.Key_Left, 0), (Key.Key_Right, 1)):
        press(window, key)
        assert len(window.game.node.path()) - 1 == moves
        before = window.coach.generation
        qtbot.waitUntil(lambda: up_to_date(viewport), timeout=5000)  # the old ones gone
        qtbot.waitUntil(lambda before=before: window.coach.position is window.position
                        and window.coach.generation == before
                        and shown_and_current(window), timeout=SEARCH)
    assert window.view.board.hovered_cell() is None
    press(window, Key.Key_F2)


def test_ctrl_h_shows_its_move_with_the_mouse_off_the_board(qtbot, make):  # noqa: F811
    window = make("go", size=9)
    press(window, Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.statusBar().currentMessage().startswith("Hint: "),
                    timeout=SEARCH)
    qtbot.waitUntil(lambda: shown_and_current(window), timeout=5000)


def rings(window) -> list:
    """The rings the game tree shows on the screen now: patches in the ring's colour as wide
    as a ring (a costly move's dot, in a red close to it, is far smaller)."""
    colour = board_theme().panel_accent
    return [box for box in blobs(painted(window.tree.view.viewport()), colour)
            if box.width() >= 12 and box.height() >= 12]


def one_ring_at_the_current_node(window) -> bool:
    if not up_to_date(window.tree.view.viewport()):
        return False
    found = rings(window)
    return len(found) == 1 and found[0].contains(window.tree.view_point(window.game.node))


def test_the_game_tree_rings_only_the_current_node_while_stepping_with_the_analysis_on(
        qtbot, make):  # noqa: F811
    """A reviewed game (its third move a planted blunder, the last move not searched yet),
    stepped through with ←/→ with F2 on: the tree on the screen shows one ring, the current
    node's, and the verdict the analysis finds for the last move as soon as it has it."""
    window = make("go", size=9)
    for name in ("e5", "c3", "g7", "c7"):
        type_move(window, name)
    press(window, Key.Key_Escape)
    line = window.game.record.main_line()
    for node, black in zip(line[:4], (0.5, 0.5, 0.5, 0.1), strict=True):
        set_analysis(node, NodeAnalysis(black, 10**9, "D4"))  # more than F2 will search
    assert verdict(line[3]) == "blunder" and analysis_of(line[4]) is None
    window.tree.tree.update()
    qtbot.waitUntil(lambda: one_ring_at_the_current_node(window), timeout=5000)
    press(window, Key.Key_F2)
    for key in [Key.Key_Left] * 4 + [Key.Key_Right] * 4:
        press(window, key)
        qtbot.waitUntil(lambda: bool(window.coach.item.spots) and window.coach.position
                        is window.position, timeout=SEARCH)
        qtbot.waitUntil(lambda: one_ring_at_the_current_node(window), timeout=5000)
    assert window.game.node is line[4]
    # White's C7 after Black's blunder is found costly too once analysed: drawn at once
    qtbot.waitUntil(lambda: verdict(line[4]) is not None, timeout=SEARCH)
    qtbot.waitUntil(lambda: one_ring_at_the_current_node(window), timeout=5000)
    press(window, Key.Key_F2)

