"""The analyst's choice kept in the settings and read back for the coach."""

from __future__ import annotations

from magnetdesk.engines.spec import EngineSpec
from magnetdesk.gui.coach.analyst_choice import AnalystChoice, analyst_from
from magnetdesk.gui.common.storage import Settings

SPECS = [EngineSpec("GNU Go", "/usr/games/gnugo", ("--mode", "gtp")),
         EngineSpec("KataGo", "katago", ("gtp",))]


def test_the_choice_is_kept_and_read_back(qtbot, tmp_path):
    settings = Settings(tmp_path / "settings.json")
    assert analyst_from(settings, SPECS) == (None, None, "side")  # ours by default
    choice = AnalystChoice(SPECS, settings)
    qtbot.addWidget(choice)
    assert choice.engine.currentData() == ""
    choice.engine.setCurrentIndex(choice.engine.findData("KataGo"))
    choice.perspective.setCurrentIndex(choice.perspective.findData("black"))
    choice.keep(settings)
    again = Settings(tmp_path / "settings.json")
    assert analyst_from(again, SPECS) == (SPECS[1], None, "black")
    assert AnalystChoice(SPECS, again).engine.currentText() == "KataGo"
    assert analyst_from(again, SPECS[:1]) == (None, None, "black")  # an engine removed: ours
    again.set("analysis/perspective", "sideways")
    assert analyst_from(again, SPECS)[2] == "side"
