"""KataGo itself as the analyst, where benchmarks/setup_katago.py set it up (skipped with the
reason elsewhere; the parser's tests read KataGo's recorded lines everywhere): its stream read
line by line, and F2 in the real window drawing its candidates and ownership."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import Qt

from magnetdesk.engine.core.vocabulary import WHITE
from magnetdesk.engines.analysis import parse_analysis
from magnetdesk.engines.client import GtpClient
from tests.gui.test_coach_on_screen import shown_and_current
from tests.gui.test_keyboard_play import make, press, type_move  # noqa: F401 (a fixture)
from tests.helpers.katago import WHY, katago

START = 180000  # ms: KataGo loads its network and searches a few visits on a busy CPU


@pytest.fixture
def spec():
    found = katago()
    if found is None:
        pytest.skip(WHY)
    return found


def test_katagos_stream_is_read_line_by_line(spec):
    lines: list[str] = []
    with GtpClient(spec, start_timeout=120) as engine:
        for command in ("boardsize 9", "clear_board", "komi 7", "play b E5"):
            engine.command(command, 120)
        engine.stream("kata-analyze w 20 ownership true", lines.append, timeout=120)
        ends = time.monotonic() + 60
        while len(lines) < 3 and time.monotonic() < ends:
            time.sleep(0.2)
        engine.stop_stream(60)
    assert len(lines) >= 3
    for line in lines:
        analysis = parse_analysis(line, WHITE, points=81)
        assert analysis is not None and analysis.ownership is not None
        assert analysis.candidates[0].order == 0


def test_f2_draws_katagos_analysis(qtbot, make, spec):  # noqa: F811
    window = make("go", size=9, komi=7)
    type_move(window, "e5")
    press(window, Qt.Key.Key_Escape)
    window.coach.set_analyst(spec)
    press(window, Qt.Key.Key_F2)
    qtbot.waitUntil(lambda: shown_and_current(window), timeout=START)
    report = window.coach.report
    assert report.candidates and report.ownership is not None
    assert window.position.is_legal(report.candidates[0].move)
    assert window.coach.item.owners
    window.coach.set_analyst(None)
