"""An outside engine as the coach's analyst, in the real window (offscreen), the mouse never on
the board: F2 draws its stream (candidates, win rates, visits, ownership) and redraws it as it
goes; Ctrl+H names its best; Review game keeps its findings at the nodes (saved as our own
are); an engine that streams nothing (as GNU Go) or dies is said, never a crash; a game it does
not play is analysed by our own search. The engine is tests/helpers/fake_analyst.py."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from magnetdesk.engine.core.vocabulary import BLACK
from magnetdesk.engines.spec import EngineSpec
from magnetdesk.record import game_from_sgf_text, game_to_sgf
from magnetdesk.record.analysis import analysis_of
from tests.gui.test_coach_on_screen import shown_and_current
from tests.gui.test_keyboard_play import make, press, type_move  # noqa: F401 (a fixture)
from tests.helpers.painted import painted, up_to_date

Key = Qt.Key
FAKE = str(Path(__file__).resolve().parents[1] / "helpers" / "fake_analyst.py")
WAIT = 15000


def fake(mode: str = "kata") -> EngineSpec:
    return EngineSpec(f"fake {mode}", sys.executable, (FAKE, mode))


@pytest.fixture
def said(monkeypatch):
    words: list[str] = []
    return words


def _listen(window, words):
    original = window.say

    def say(text, *args, **kwargs):
        words.append(text)
        return original(text, *args, **kwargs)

    window.say = say


def test_f2_draws_the_engines_stream_and_redraws_it_with_the_mouse_still(
        qtbot, make):  # noqa: F811
    window = make("go", size=9)
    type_move(window, "e5")
    press(window, Key.Key_Escape)
    window.coach.set_analyst(fake())
    viewport = window.view.viewport()
    assert window.view.board.hovered_cell() is None
    press(window, Key.Key_F2)
    qtbot.waitUntil(lambda: shown_and_current(window), timeout=WAIT)
    report = window.coach.report
    position = window.position
    # the engine's candidates, for White (to move): C3 first (E5 was played)
    assert [position.move_text(c.move) for c in report.candidates] == ["C3", "G7", "C7"]
    assert [c.win_rate for c in report.candidates] == [0.62, 0.55, 0.41]
    spots = window.coach.item.spots
    assert [round(s.win_rate, 2) for s in spots] == [0.62, 0.55, 0.41]
    assert spots[0].centre == window.view.board.cell_point(position.parse_move("C3"))
    assert [position.move_text(m) for m in report.candidates[0].pv] == ["C3", "G7", "C7"]
    # the ownership: +0.8 for White (to move) on the left: Black's -0.8 there, drawn
    owners = window.coach.item.owners
    assert owners and report.ownership[position.parse_move("A1")] == pytest.approx(-0.8)
    assert report.ownership[position.parse_move("J9")] == pytest.approx(0.8)
    assert "C3" in window.coach.summary.text()
    first, visits = painted(viewport), report.playouts
    qtbot.waitUntil(lambda: window.coach.report.playouts > visits
                    and painted(viewport) != first and up_to_date(viewport), timeout=WAIT)
    # kept at the node: White's 62% is Black's 38%, the lead Black's
    kept = analysis_of(window.game.node)
    assert kept is not None and kept.best == "C3"
    assert kept.black == pytest.approx(1 - (sum(c.visits * c.win_rate for c in
                                                 window.coach.report.candidates)
                                            / sum(c.visits for c in
                                                  window.coach.report.candidates)), abs=0.02)
    assert kept.lead == pytest.approx(-4.5)
    press(window, Key.Key_F2)
    qtbot.waitUntil(lambda: window.coach.item.spots == [] and up_to_date(viewport),
                    timeout=5000)
    window.coach.set_analyst(None)


def test_the_moves_played_reach_the_engine_and_the_analysis_follows(qtbot, make):  # noqa: F811
    window = make("go", size=9)
    window.coach.set_analyst(fake())
    press(window, Key.Key_F2)
    qtbot.waitUntil(lambda: shown_and_current(window), timeout=WAIT)
    assert window.position.to_move == BLACK
    assert window.position.move_text(window.coach.report.candidates[0].move) == "C3"
    type_move(window, "c3")  # the engine hears it: C3 is no candidate any more
    qtbot.waitUntil(lambda: window.coach.report is not None
                    and window.coach.position is window.position, timeout=WAIT)
    assert window.position.move_text(window.coach.report.candidates[0].move) == "G7"
    window.coach.set_analyst(None)


def test_lz_analyze_is_read_in_ten_thousandths(qtbot, make):  # noqa: F811
    window = make("go", size=9)
    window.coach.set_analyst(fake("lz"))
    press(window, Key.Key_F2)
    qtbot.waitUntil(lambda: shown_and_current(window), timeout=WAIT)
    assert [c.win_rate for c in window.coach.report.candidates] == [0.62, 0.55, 0.41]
    assert window.coach.report.ownership is None
    window.coach.set_analyst(None)


def test_the_hint_is_the_engines_best(qtbot, make):  # noqa: F811
    window = make("go", size=9)
    window.coach.set_analyst(fake())
    words: list[str] = []
    _listen(window, words)
    window.coach.hint()  # the analysis off: a short analysis of its own
    qtbot.waitUntil(lambda: any(w.startswith("Hint: C3") for w in words), timeout=WAIT)
    assert window.coach.item.spots and window.coach.item.spots[0].win_rate == 0.62
    window.coach.set_analyst(None)


def test_the_review_keeps_the_engines_findings_in_the_file(qtbot, make):  # noqa: F811
    window = make("go", size=9)
    for move in ("e5", "g7", "c3"):
        type_move(window, move)
    window.coach.set_analyst(fake())
    nodes = window.game.node.path()
    window.coach.review_line(nodes, 0.6, False)
    qtbot.waitUntil(lambda: not window.coach.reviewing, timeout=WAIT * 2)
    for node in nodes:
        kept = analysis_of(node)
        assert kept is not None and kept.visits > 0
        position = window.game.record.position(node)
        assert kept.best == ("C7" if node is nodes[3] else "C3")  # the first point not played
        mover = 1 - kept.black if position.to_move != BLACK else kept.black
        assert 0.41 <= mover <= 0.62
    text = game_to_sgf(window.game.record)
    back, _warnings = game_from_sgf_text(text)
    node = back.root
    while node.children:
        node = node.children[0]
    assert analysis_of(node) is not None and analysis_of(node).best == "C7"
    window.coach.set_analyst(None)


@pytest.mark.parametrize(("mode", "words"), [
    ("silent", "does not stream its analysis"),
    ("die", "ended"),
])
def test_an_engine_that_streams_nothing_or_dies_is_said(qtbot, make, mode, words):  # noqa: F811
    window = make("go", size=9)
    said: list[str] = []
    _listen(window, said)
    window.coach.set_analyst(fake(mode))
    press(window, Key.Key_F2)
    qtbot.waitUntil(lambda: any(words in w for w in said), timeout=WAIT)
    assert any(w.startswith("The analysing engine failed") for w in said)
    assert window.coach.summary.text() == "Analysis waits"
    type_move(window, "e5")  # the game goes on; the analysis waits
    assert window.coach.summary.text() == "Analysis waits"
    assert window.game.node.play.text == "E5"
    window.coach.set_analyst(None)


def test_a_game_the_engine_does_not_play_is_analysed_by_our_search(qtbot, make):  # noqa: F811
    window = make("magnetgo", size=9)
    said: list[str] = []
    _listen(window, said)
    window.coach.set_analyst(fake())
    press(window, Key.Key_F2)
    qtbot.waitUntil(lambda: any(w.startswith("Our own search analyses") for w in said),
                    timeout=WAIT)
    qtbot.waitUntil(lambda: shown_and_current(window), timeout=20000)
    assert window.coach.analyst() is None
    window.coach.set_analyst(None)


def test_the_gtp_console_shows_the_exchange_and_sends_a_typed_command(qtbot, make):  # noqa: F811
    window = make("go", size=9)
    window.coach.set_analyst(fake())
    press(window, Key.Key_F2)
    qtbot.waitUntil(lambda: shown_and_current(window), timeout=WAIT)
    console = window.coach.show_console()
    assert console is not None and console.isVisible()
    text = console.text()  # what came before the console opened is there too
    assert "> name" in text and "= Fake analyst kata" in text
    assert "> kata-analyze b 25 ownership true" in text
    qtbot.waitUntil(lambda: "info move C3" in console.text(), timeout=WAIT)
    console.entry.setFocus()
    qtbot.keyClicks(console.entry, "version")
    qtbot.keyClick(console.entry, Key.Key_Return)
    qtbot.waitUntil(lambda: "> version" in console.text() and "= 1.0" in console.text(),
                    timeout=WAIT)
    window.coach.traffic("stderr", "a word on standard error")  # drawn grey
    qtbot.waitUntil(lambda: "a word on standard error" in console.text(), timeout=WAIT)
    # the analysis streams on: the stderr line need not be the last one any more
    document = console.view.document()
    line = document.find("a word on standard error")
    colour = line.block().begin().fragment().charFormat().foreground().color().name()
    assert colour == "#8a8a8a"
    window.coach.set_analyst(None)
    assert window.coach.console is None
