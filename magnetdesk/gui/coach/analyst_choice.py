"""Where the analyst is chosen: our own search (the default) or one of the outside engines the
user attached. A small row the Engines dialog (Engines ▸ Engines…) hosts; the choice is the
setting ``analysis/engine`` (the engine's name, '' for our own search) and
``analysis/perspective`` (whose view the engine reports win rates in: ``side``, ``black`` or
``white``; KataGo's ``reportAnalysisWinratesAs``).

The dialog shows :class:`AnalystChoice` with the engine list, and on OK calls
``choice.keep(settings)`` then ``window.coach.set_analyst(*analyst_from(settings, specs))``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtWidgets import QComboBox, QFormLayout, QWidget

from magnetdesk.engines.analysis import PERSPECTIVES
from magnetdesk.engines.spec import EngineSpec
from magnetdesk.translation import QT_TR_NOOP, tr

ANALYST_KEY = "analysis/engine"
PERSPECTIVE_KEY = "analysis/perspective"
PERSPECTIVE_NAMES = {
    "side": QT_TR_NOOP("for the side to move"),
    "black": QT_TR_NOOP("for Black"),
    "white": QT_TR_NOOP("for White"),
}


class AnalystChoice(QWidget):
    """Two lists: who analyses (our search, or an engine), and how it reports win rates."""

    def __init__(self, specs: Sequence[EngineSpec], settings: Any = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QFormLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.engine = QComboBox()
        self.engine.addItem(tr("Our own search"), "")
        for spec in specs:
            self.engine.addItem(spec.name, spec.name)
        self.perspective = QComboBox()
        for key in PERSPECTIVES:
            self.perspective.addItem(tr(PERSPECTIVE_NAMES[key]), key)
        layout.addRow(tr("Analysis (F2, Hint, Review):"), self.engine)
        layout.addRow(tr("The engine reports win rates:"), self.perspective)
        if settings is not None:
            name = settings.get(ANALYST_KEY, "", str)
            self.engine.setCurrentIndex(max(0, self.engine.findData(name)))
            key = settings.get(PERSPECTIVE_KEY, "side", str)
            self.perspective.setCurrentIndex(max(0, self.perspective.findData(key)))

    def keep(self, settings: Any) -> None:
        settings.set(ANALYST_KEY, self.engine.currentData())
        settings.set(PERSPECTIVE_KEY, self.perspective.currentData())


def analyst_from(settings: Any, specs: Sequence[EngineSpec]) -> tuple[EngineSpec | None, None,
                                                                      str]:
    """``set_analyst``'s arguments from the settings: the chosen engine (None: ours, or an
    engine no longer in the list), no traffic log of the caller's, the perspective."""
    if settings is None:
        return None, None, "side"
    name = settings.get(ANALYST_KEY, "", str)
    spec = next((s for s in specs if s.name == name), None) if name else None
    key = settings.get(PERSPECTIVE_KEY, "side", str)
    return spec, None, key if key in PERSPECTIVES else "side"
