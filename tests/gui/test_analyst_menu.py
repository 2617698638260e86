"""Engines ▸ Analyst… in the real window: the choice made in its dialog is kept, the coach
takes the chosen engine at once and again at the next start; Engines ▸ GTP console shows the
analysing engine's exchange, and says so when our own search analyses."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtWidgets import QDialog

from magnetdesk.engines.spec import EngineSpec
from magnetdesk.gui.common.storage import Settings
from magnetdesk.gui.window.main_window import MainWindow

FAKE = str(Path(__file__).resolve().parents[1] / "helpers" / "fake_analyst.py")
SPEC = EngineSpec("fake kata", sys.executable, (FAKE, "kata"))


def test_the_analyst_chosen_in_the_menu_feeds_the_coach_now_and_next_time(
        qtbot, tmp_path, monkeypatch):
    settings = Settings(tmp_path / "settings.json")
    settings.set_engines([SPEC])
    window = MainWindow(settings=settings)
    qtbot.addWidget(window)
    assert window.coach.outside is None  # our own search by default
    window.trigger("show_console")
    assert "Our own search analyses" in window.statusBar().currentMessage()

    def choose_the_engine(dialog: QDialog) -> QDialog.DialogCode:
        from magnetdesk.gui.coach.analyst_choice import AnalystChoice

        choice = dialog.findChild(AnalystChoice)
        choice.engine.setCurrentIndex(choice.engine.findData("fake kata"))
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(QDialog, "exec", choose_the_engine)
    window.trigger("choose_analyst")
    assert window.coach.outside is not None
    assert settings.get("analysis/engine", "", str) == "fake kata"
    window.trigger("show_console")
    assert window.coach.console is not None and not window.coach.console.isHidden()
    window.coach.set_analyst(None)  # the engine ends with this window

    again = MainWindow(settings=Settings(tmp_path / "settings.json"))
    qtbot.addWidget(again)
    assert again.coach.outside is not None  # the next start: the engine the settings name
    again.coach.set_analyst(None)
