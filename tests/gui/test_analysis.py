"""The coach in the window: View ▸ Analysis (F2) draws the search's candidates and ownership,
follows the game from node to node, gives way to the computer, shows the line of the candidate
under the mouse; Game ▸ Hint (Ctrl+H) shows the best move without playing it. Every family."""

from __future__ import annotations

import pytest

from magnetdesk.ai.core.search_types import Candidate, SearchProgress
from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.gui.board.analysis_item import loss_colour, visits_text
from magnetdesk.gui.common.ai_worker import running_searches
from tests.gui.test_main_window import ENDLESS, PERSON, window_maker
from tests.helpers.mouse import click


@pytest.fixture
def make(qtbot, monkeypatch):
    return window_maker(qtbot, monkeypatch)


def analysed(qtbot, window, spots: int = 1) -> None:
    """Wait until the analysis has drawn at least ``spots`` candidates."""
    qtbot.waitUntil(lambda: len(window.coach.item.spots) >= spots, timeout=15000)


@pytest.mark.parametrize(("variant", "options", "owners"), [
    ("go", {"size": 9}, True),
    ("medusa", {}, True),
    ("magnetic-chess", {}, False),
])
def test_f2_draws_the_candidates_of_the_search_in_every_family(
        qtbot, make, variant, options, owners):
    window = make(variant, **options)
    action = window.actions["show_analysis"]
    assert action.shortcut().toString() == "F2" and not action.isChecked()
    action.trigger()
    analysed(qtbot, window, 2)
    coach = window.coach
    report = coach.report
    assert report is not None and report.candidates
    spots = coach.item.spots
    assert [s.rank for s in spots] == sorted(s.rank for s in spots)
    assert spots[0].win_rate == report.candidates[0].win_rate  # the search's own numbers
    assert spots[0].visits == report.candidates[0].visits
    assert all(s.loss >= 0 for s in spots)
    assert bool(coach.item.owners) == owners
    assert "%" in coach.summary.text() and coach.summary.isVisible()
    action.trigger()  # off: nothing drawn, the search stopped
    qtbot.waitUntil(lambda: running_searches() == 0, timeout=5000)
    assert coach.item.spots == [] and not coach.summary.isVisible()


def test_the_analysis_follows_the_game_and_gives_way_to_the_computer(qtbot, make):
    window = make("go", (PERSON, ENDLESS), size=9)
    window.actions["show_analysis"].trigger()
    analysed(qtbot, window)
    click(window, "E5")  # the computer thinks now: the analysis waits
    assert window.searching and not window.coach.worker.is_thinking()
    assert window.coach.item.spots == []
    window.stop_computer()
    window.actions["undo"].trigger()  # back at the start: analysed again
    analysed(qtbot, window)
    assert window.coach.position is window.position and window.position.to_move == BLACK


def test_hovering_a_candidate_shows_its_line_as_numbered_stones(qtbot, make):
    window = make("go", size=9)
    coach = window.coach
    coach.set_on(True)
    analysed(qtbot, window)
    coach.stop()  # hold the numbers still
    position = window.position
    line = (position.parse_move("E5"), position.parse_move("C3"), position.parse_move("G7"))
    coach.position, coach.on = position, True
    coach.report = SearchProgress(100, line[0], 0.55, 1.0, (Candidate(line[0], 80, 0.55, line),))
    coach._draw(coach.report.candidates, None)
    cell = line[0]
    window.view.board.set_hover(cell)
    stones = coach.item.line
    assert [s.number for s in stones] == [1, 2, 3]
    assert [s.colour for s in stones] == [BLACK, WHITE, BLACK]
    assert stones[1].centre == window.view.board.cell_point(line[1])
    assert coach.summary.text() == "55.0%: E5  C3  G7"  # the line read out
    window.view.board.set_hover(position.parse_move("A1"))
    assert coach.item.line == []


def test_ctrl_h_shows_the_best_move_without_playing_it(qtbot, make):
    window = make("atari-go", size=7)
    before = window.position.board_text()
    hint = window.actions["hint"]
    assert hint.shortcut().toString() == "Ctrl+H" and hint.isEnabled()
    hint.trigger()
    qtbot.waitUntil(lambda: window.statusBar().currentMessage().startswith("Hint: "),
                    timeout=15000)
    assert window.position.board_text() == before and window.game.node.parent is None
    assert len(window.coach.item.spots) == 1 and window.coach.item.spots[0].rank == 0
    window.actions["show_analysis"].trigger()  # with the analysis on: its best at once
    analysed(qtbot, window, 2)
    window.hint()
    best = window.coach.report.candidates[0]
    assert window.statusBar().currentMessage().startswith(
        f"Hint: {window.position.move_text(best.move)}")


def test_a_hint_of_its_own_search_is_drawn_with_the_visits_that_search_gave_it(qtbot, make):
    window = make("go", size=9)
    coach = window.coach
    window.actions["hint"].trigger()
    qtbot.waitUntil(lambda: window.statusBar().currentMessage().startswith("Hint: "),
                    timeout=15000)
    said = window.statusBar().currentMessage()
    assert "; a 2-second search, " in said and said.endswith(" games)")
    [spot] = coach.item.spots
    last = coach.hint_report
    assert last is not None
    [searched] = [c for c in last.candidates
                  if window.view.board.cell_point(c.move) == spot.centre]
    assert spot.visits == searched.visits > 0  # the real count, not "0"


def test_a_hint_with_the_analysis_on_is_the_analysis_best_and_the_analysis_goes_on(
        qtbot, make):
    window = make("go", size=9)
    coach = window.coach
    heard: list[tuple[str, str]] = []  # what the status bar said, the analysis's best then

    def hear(text: str) -> None:
        report = coach.report
        if text.startswith("Hint: ") and report is not None:
            heard.append((text, window.position.move_text(report.candidates[0].move)))

    window.statusBar().messageChanged.connect(hear)
    window.actions["show_analysis"].trigger()
    window.actions["hint"].trigger()  # before the analysis's first report
    qtbot.waitUntil(lambda: bool(heard), timeout=15000)
    [(said, best)] = heard
    assert said.startswith(f"Hint: {best} (") and "the analysis's best after " in said
    assert coach.item.spots[0].rank == 0 and len(coach.item.spots) > 1  # still the analysis
    playouts = coach.report.playouts
    qtbot.waitUntil(lambda: coach.report is not None and coach.report.playouts > playouts,
                    timeout=15000)
    window.actions["hint"].trigger()  # again: at once, the best of the latest report
    said, best = heard[-1]
    assert len(heard) == 2 and said.startswith(f"Hint: {best} (")
    window.actions["show_analysis"].trigger()


def test_the_analysis_switch_is_remembered(qtbot, make, tmp_path, monkeypatch):
    from magnetdesk.gui.common.storage import Settings
    from magnetdesk.gui.window.main_window import MainWindow

    settings = Settings(tmp_path / "settings.json")
    window = MainWindow(settings=settings)
    qtbot.addWidget(window)
    window.actions["show_analysis"].trigger()
    window.coach.stop()
    again = MainWindow(settings=Settings(tmp_path / "settings.json"))
    qtbot.addWidget(again)
    assert again.actions["show_analysis"].isChecked() and again.coach.on
    again.coach.stop()


def test_the_colours_and_numbers_of_a_candidate():
    assert loss_colour(0.0) != loss_colour(0.03) != loss_colour(0.3)
    assert [visits_text(v) for v in (950, 1234, 34567, 1_500_000)] == [
        "950", "1.2k", "34k", "1.5M"]


def test_a_chess_line_is_read_in_san_and_a_medusa_line_in_whole_turns():
    from magnetdesk.engine.variants import new_position
    from magnetdesk.gui.board.families import family_of

    chess = new_position("magnetic-chess")
    assert family_of("magnetic-chess").view.move_words(chess, chess.parse_move("g1f3")) == "Nf3"
    medusa = new_position("medusa")
    turn = medusa.parse_move("k10")
    assert family_of("medusa").view.move_words(medusa, turn) == medusa.move_text(turn)
