"""The tree panel: the main line straight across, variations on rows below, clicks on discs,
the current node ringed, and a 10,000-node game laid out without recursion."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.gui.panels.tree_panel import TreePanel, lay_out
from magnetdesk.record import Game, GameRecord, Node, Play


@pytest.fixture
def panel(qtbot) -> TreePanel:
    widget = TreePanel()
    qtbot.addWidget(widget)
    widget.resize(400, 200)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def game_of(*lines: str) -> Game:
    """A 9×9 game with every line played from the start ("E5 E6 D5"; a line that begins like
    an earlier one follows it, then branches off); the cursor ends on the last line's end."""
    game = Game.new("go", size=9)
    for line in lines:
        game.first()
        for move in line.split():
            game.play(move)
    return game


def cells(layout, record: GameRecord) -> dict[str, tuple[int, int]]:
    """Each node's (column, row) by the moves leading to it: ``"E5 E6"``."""
    named = {}
    for node in record.nodes():
        if node.parent is not None:
            named[" ".join(n.play.text for n in node.path()[1:])] = layout.cell[node]
    return named


def click(panel: TreePanel, node: Node) -> None:
    QTest.mouseClick(panel.view.viewport(), Qt.MouseButton.LeftButton, pos=panel.view_point(node))


# --- layout -------------------------------------------------------------------------------


def test_main_line_runs_straight_across_the_top_row():
    game = game_of("E5 E6 D5 D6")
    layout = lay_out(game.record.root)
    assert [layout.cell[node] for node in game.record.main_line()] == [
        (0, 0), (1, 0), (2, 0), (3, 0), (4, 0)]


def test_variation_goes_on_the_row_below_its_parent():
    game = game_of("E5 E6 D5", "E5 D6 C5")
    named = cells(lay_out(game.record.root), game.record)
    assert named["E5 E6"] == (2, 0)
    assert named["E5 D6"] == (2, 1)
    assert named["E5 D6 C5"] == (3, 1)


def test_second_variation_of_a_node_goes_below_the_first():
    game = game_of("E5 E6", "E5 D6", "E5 C6")
    named = cells(lay_out(game.record.root), game.record)
    assert [named["E5 E6"], named["E5 D6"], named["E5 C6"]] == [(2, 0), (2, 1), (2, 2)]


def test_variations_far_apart_share_the_row_below_the_main_line():
    game = game_of("E5 E6 D5 D6 C5 C6", "E5 D4", "E5 E6 D5 D6 C5 D7")
    # D4 (column 2) and D7 (column 6) do not touch
    named = cells(lay_out(game.record.root), game.record)
    assert named["E5 D4"][1] == 1
    assert named["E5 E6 D5 D6 C5 D7"][1] == 1


def test_overlapping_variations_get_separate_rows_and_the_early_one_goes_lower():
    game = game_of("E5 E6 D5 D6 C5 C6", "E5 E6 D5 D6 D4 D3", "E5 E4 E3 E2 E1")
    # E4 runs from column 2 to 5, over D4 (column 5), which leaves the line further right
    named = cells(lay_out(game.record.root), game.record)
    assert named["E5 E6 D5 D6 D4"] == (5, 1)
    assert named["E5 E4"] == (2, 2)
    assert named["E5 E4 E3 E2 E1"] == (5, 2)


def test_variation_of_a_variation_goes_below_it():
    game = game_of("E5 E6 D5", "E5 D6 C5", "E5 D6 C4")
    named = cells(lay_out(game.record.root), game.record)
    assert named["E5 D6 C5"] == (3, 1)
    assert named["E5 D6 C4"] == (3, 2)


def test_no_two_nodes_share_a_place():
    game = game_of("E5 E6 D5 D6", "E5 D4 D3", "E5 E6 C4", "E5 E6 D5 C5 C6 C7", "E3")
    layout = lay_out(game.record.root)
    places = [layout.cell[node] for node in game.record.nodes()]
    assert len(places) == len(set(places)) == 12


# --- the widget ---------------------------------------------------------------------------


def test_clicking_a_disc_activates_its_node(panel, qtbot):
    game = game_of("E5 E6 D5", "E5 D6 C5")
    panel.set_record(game.record)
    target = game.node  # E5 D6 C5, on the second row
    with qtbot.waitSignal(panel.nodeActivated) as signal:
        click(panel, target)
    assert signal.args == [target]


def test_clicking_between_discs_activates_nothing(panel, qtbot):
    game = game_of("E5 E6")
    panel.set_record(game.record)
    between = panel.view_point(game.record.root) + QPoint(13, 13)
    with qtbot.assertNotEmitted(panel.nodeActivated):
        QTest.mouseClick(panel.view.viewport(), Qt.MouseButton.LeftButton, pos=between)


def test_new_record_starts_with_the_root_ringed(panel):
    game = game_of("E5 E6")
    panel.set_record(game.record)
    assert panel.current is game.record.root
    assert panel.ring.isVisible()
    assert panel.view.mapFromScene(panel.ring.pos()) == panel.view_point(game.record.root)


def test_set_current_moves_the_ring_without_laying_out_again(panel):
    game = game_of("E5 E6 D5")
    panel.set_record(game.record)
    layout = panel.tree.layout
    panel.set_current(game.node)
    assert panel.tree.layout is layout
    assert panel.cell_of(game.node) == (3, 0)
    assert panel.view.mapFromScene(panel.ring.pos()) == panel.view_point(game.node)


def test_set_current_on_a_new_node_lays_the_tree_out_again(panel):
    game = game_of("E5")
    panel.set_record(game.record)
    game.play("E6")
    panel.set_current(game.node)
    assert panel.cell_of(game.node) == (2, 0)
    assert panel.view.mapFromScene(panel.ring.pos()) == panel.view_point(game.node)


def test_refresh_after_a_deleted_branch_forgets_its_nodes(panel):
    game = game_of("E5 E6", "E5 D6")
    panel.set_record(game.record)
    removed = game.node
    panel.set_current(removed)
    game.delete_branch()
    panel.refresh()
    assert panel.cell_of(removed) is None
    assert panel.current is game.record.root


def big_tree() -> tuple[GameRecord, list[Node]]:
    """10,000 nodes: a 6,000-move main line with a 10-move variation every 15 moves (built
    directly: the layout needs only the tree's shape)."""
    record = GameRecord("go", {"size": 19})
    main = [record.root]
    for number in range(6000):
        node = Node(main[-1], Play(BLACK if number % 2 == 0 else WHITE, "pass"))
        main[-1].children.append(node)
        main.append(node)
    count = 6001
    for start in range(0, 6000, 15):
        node = main[start]
        for number in range(10):
            if count == 10_000:
                break
            child = Node(node, Play(WHITE if number % 2 == 0 else BLACK, "pass"))
            node.children.append(child)
            node, count = child, count + 1
    return record, main


def test_ten_thousand_node_tree_lays_out_and_shows_its_last_move(panel, qtbot):
    record, main = big_tree()
    assert sum(1 for _ in record.nodes()) == 10_000
    panel.set_record(record)
    layout = panel.tree.layout
    assert len(layout.cell) == len(set(layout.cell.values())) == 10_000
    panel.set_current(main[-1])
    assert panel.cell_of(main[-1]) == (6000, 0)
    panel.view.viewport().grab()  # paints the slice on screen
    with qtbot.waitSignal(panel.nodeActivated) as signal:
        click(panel, main[-1])
    assert signal.args == [main[-1]]
