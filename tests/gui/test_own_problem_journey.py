"""One's own problem in the real window (issue 44, item 3): a Go corner set up with Edit ▸ Set up
position…, the right line, a wrong try with its refutation and one without a reply played,
the marked stones crossed, Edit ▸ Make a problem… checks it (GNU Go too) and saves it to a
collection; sgfmill reads the file; the Problems window opens the collection, answers the
wrong try with its refutation and accepts the answer. A refused problem is not saved, and a
broken collection file leaves the Problems window as it was."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox
from sgfmill import sgf

from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.gui.editor.problem_commands import own_collection
from magnetdesk.gui.editor.problem_dialog import ProblemDialog
from magnetdesk.gui.editor.setup_dialog import SetupDialog
from magnetdesk.gui.learn.learn_progress import LearnProgress
from magnetdesk.gui.learn.problem_board import RIGHT, TRYING, WRONG
from magnetdesk.gui.learn.problems_window import ProblemsWindow
from magnetdesk.learn.authoring import Draft, build_and_check
from magnetdesk.learn.own_collections import append
from tests.gui.test_main_window import window_maker
from tests.gui.test_problems_journeys import on
from tests.gui.test_setup_journey import button, editing, press, put
from tests.helpers import mouse
from tests.learn.test_authoring import corner_game

CHECK_MS = 120_000  # the judges and GNU Go on a loaded machine


@pytest.fixture
def window(qtbot, monkeypatch, tmp_path):
    monkeypatch.setenv("MAGNETDESK_HOME", str(tmp_path / "home"))
    return window_maker(qtbot, monkeypatch)("go", size=7)


def set_up_the_corner(window, monkeypatch, qtbot) -> None:
    def steps(dialog: SetupDialog) -> None:
        press(dialog, "b")
        put(dialog, "A2", "B2", "D2", "E1")
        press(dialog, "w")
        put(dialog, "A1", "B1", "C2", "C3", "D3")
        dialog.choices.sides[BLACK].setChecked(True)
        dialog.done_setting_up()

    editing(monkeypatch, qtbot, steps)
    window.trigger("set_up_position")


def play_the_lines(window, lines) -> None:
    """Each line played by clicks from the setup node, back to it after each."""
    start = window.game.node
    for line in lines:
        for move in line:
            mouse.click(window, move)
        window.go_to_node(start)
    assert window.game.node is start


def make_the_problem(monkeypatch, qtbot, steps) -> list[ProblemDialog]:
    """Edit ▸ Make a problem… opens the dialog; ``steps`` work it; the dialogs seen."""
    seen: list[ProblemDialog] = []

    def run(dialog: ProblemDialog) -> int:
        dialog.show()
        qtbot.waitExposed(dialog)
        seen.append(dialog)
        steps(dialog)
        return int(dialog.result())

    monkeypatch.setattr(ProblemDialog, "exec", run)
    return seen


def checked(qtbot, dialog: ProblemDialog) -> None:
    qtbot.waitUntil(lambda: dialog.checker is None and dialog.busy.isHidden(), timeout=CHECK_MS)


def test_a_go_corner_made_a_problem_saved_opened_and_solved(window, monkeypatch, qtbot,
                                                             tmp_path):
    set_up_the_corner(window, monkeypatch, qtbot)
    play_the_lines(window, [("C1",), ("D1", "C1"), ("F2",)])
    window.markup.actions["MA"].trigger()  # the marked stones, crossed
    mouse.click(window, "A1")
    mouse.click(window, "B1")
    window.markup.actions["play"].trigger()
    collection = tmp_path / "mine.sgf"

    def steps(dialog: ProblemDialog) -> None:
        assert dialog.summary.text().splitlines() == [
            "Black to play solves the problem.", "Right line: C1",
            "Wrong tries: D1 (refuted by C1), F2 (no reply yet)"]
        assert dialog.goal.currentData() == "capture" and dialog.marked.text() == "A1 B1"
        assert dialog.path.text().endswith("My problems.sgf")  # the default
        dialog.title.setText("Corner")
        dialog.comment.setPlainText("Count the liberties.")
        dialog.path.setText(str(collection))
        dialog.save_button.click()
        assert dialog.busy.isVisible()  # checked on a thread, the bar turning
        checked(qtbot, dialog)

    seen = make_the_problem(monkeypatch, qtbot, steps)
    window.trigger("make_problem")
    assert seen[0].saved == collection, seen[0].report.text()
    assert window.statusBar().currentMessage().startswith("Problem 1 saved to mine.sgf")

    game = sgf.Sgf_game.from_string(collection.read_text(encoding="utf-8"))  # plain SGF
    root = game.get_root()
    assert root.get("GN") == "Corner" and root.get("PL") == "b"
    assert root.get("AW") == {(0, 0), (0, 1), (1, 2), (2, 2), (2, 3)}
    assert root.get("MA") == {(0, 0), (0, 1)}
    assert [child.get_move() for child in root] == [("b", (0, 2)), ("b", (0, 3)),
                                                    ("b", (1, 5))]
    assert root[2][0].get_move() == ("w", (0, 2))  # the judge's reply to F2, filled

    window.actions["show_problems"].trigger()
    browser = next(w for w in window.findChildren(ProblemsWindow) if w.isVisible())
    qtbot.waitExposed(browser)
    assert browser.open_collection(collection)
    problem = browser.current()
    assert problem.title == "Corner" and browser.heading.text().endswith("· Corner")
    assert "Count the liberties." in browser.goal.text()
    mouse.click(on(browser), "D1")  # the wrong try: answered by its refutation
    assert browser.board.state == WRONG
    assert browser.feedback.text().startswith("Wrong: C1 refutes it.")
    assert browser.board.moves == ["D1", "C1"]
    browser.retry()
    assert browser.board.state == TRYING
    mouse.click(on(browser), "C1")
    assert browser.board.state == RIGHT
    assert LearnProgress().solved(f"{collection.resolve()}#1")  # kept by the file's problem

    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text, *a: told.append(text))
    broken = tmp_path / "broken.sgf"
    broken.write_text("(;GM[1]SZ[7];B[aa]", encoding="utf-8")  # a game, not a problem
    games = browser.games.count()
    assert not browser.open_collection(broken)
    assert told and "broken.sgf cannot be opened as a collection of problems" in told[0]
    assert browser.games.count() == games and browser.current() is problem
    browser.close()


def test_a_problem_with_two_answers_is_not_saved(window, monkeypatch, qtbot, tmp_path):
    window.game.add_setup(black=["C1", "A3"], white=["A1"], to_move=BLACK)
    window.refresh()
    play_the_lines(window, [("B1", "A2", "B2")])
    collection = tmp_path / "mine.sgf"

    def steps(dialog: ProblemDialog) -> None:
        assert dialog.marked.text() == "A1"  # what the line takes
        dialog.path.setText(str(collection))
        dialog.save_button.click()
        checked(qtbot, dialog)
        assert dialog.isVisible()  # still open, saying why
        assert "exactly one answer" in dialog.report.text()
        dialog.reject()

    seen = make_the_problem(monkeypatch, qtbot, steps)
    window.trigger("make_problem")
    assert seen and seen[0].saved is None and not collection.exists()


def test_a_chess_piece_won_made_a_problem_and_solved(qtbot, monkeypatch, tmp_path):
    monkeypatch.setenv("MAGNETDESK_HOME", str(tmp_path / "home"))
    window = window_maker(qtbot, monkeypatch)("magnetic-chess")

    def steps(dialog: SetupDialog) -> None:
        button(dialog, "Clear").click()
        for key, square in (("K", "e1"), ("R", "a1"), ("r", "a8"), ("k", "h8")):
            press(dialog, key)
            put(dialog, square)
        dialog.choices.sides[WHITE].setChecked(True)
        dialog.done_setting_up()
        assert not dialog.isVisible(), dialog.message.text()

    editing(monkeypatch, qtbot, steps)
    window.trigger("set_up_position")
    start = window.game.node
    for line in (("a1", "a8"), ("e1", "d2")):  # the rook takes the rook; a king's move misses
        mouse.click(window, line[0])
        mouse.click(window, line[1])
        window.go_to_node(start)
    collection = tmp_path / "chess.sgf"

    def choose(dialog: ProblemDialog) -> None:
        assert [dialog.goal.itemData(i) for i in range(dialog.goal.count())] == [
            "piece", "king", "reach"]
        dialog.goal.setCurrentIndex(dialog.goal.findData("piece"))
        assert dialog.marked.text() == "a8"  # what the right line takes
        assert dialog.sentence.text() == "White to play: win the marked black piece."
        dialog.path.setText(str(collection))
        dialog.save_button.click()
        checked(qtbot, dialog)

    seen = make_the_problem(monkeypatch, qtbot, choose)
    window.trigger("make_problem")
    assert seen[0].saved == collection, seen[0].report.text()
    text = collection.read_text(encoding="utf-8")
    assert "FEN[r6k/8/8/8/8/8/8/R3K3 w -]PL[W]" in text and "MP[goal=piece]" in text
    assert ";W[e1d2];B[a8a1]" in text  # the judge's reply, filled

    window.actions["show_problems"].trigger()
    browser = next(w for w in window.findChildren(ProblemsWindow) if w.isVisible())
    assert browser.open_collection(collection)
    mouse.click(on(browser), "e1")
    mouse.click(on(browser), "d2")
    assert browser.board.state == WRONG
    assert browser.feedback.text().startswith("Wrong: Rxa1 refutes it.")
    browser.retry()
    mouse.click(on(browser), "a1")
    mouse.click(on(browser), "a8")
    assert browser.board.state == RIGHT
    browser.close()


def test_my_problems_are_listed_beside_the_built_in_ones(window, qtbot):
    game = corner_game()
    made = build_and_check(game.record, game.record.root, Draft("capture", ("A1", "B1"))).record
    append(own_collection(), made)
    window.actions["show_problems"].trigger()
    browser = next(w for w in window.findChildren(ProblemsWindow) if w.isVisible())
    games = [browser.games.itemText(i) for i in range(browser.games.count())]
    assert games[-1] == "My problems" and "Go" in games  # after the games' own
    browser.games.setCurrentIndex(browser.games.count() - 1)
    assert len(browser.problems) == 1 and browser.current().marked == ("A1", "B1")
    assert browser.list.item(0).text() == f"1. {browser.current().grade}"
    browser.close()


def test_my_problems_appear_in_a_problems_window_opened_before_the_file_was_made(window):
    window.actions["show_problems"].trigger()
    browser = next(w for w in window.findChildren(ProblemsWindow) if w.isVisible())
    listed = [browser.games.itemText(i) for i in range(browser.games.count())]
    assert "My problems" not in listed
    game = corner_game()
    made = build_and_check(game.record, game.record.root, Draft("capture", ("A1", "B1"))).record
    append(own_collection(), made)  # as Edit ▸ Make a problem… saves it
    window.actions["show_problems"].trigger()  # the same window, in front again
    again = next(w for w in window.findChildren(ProblemsWindow) if w.isVisible())
    assert again is browser
    assert browser.games.itemText(browser.games.count() - 1) == "My problems"
    browser.close()
