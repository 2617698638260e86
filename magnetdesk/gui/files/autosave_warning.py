"""A lasting warning while games are not autosaved: a red "Not autosaved" at the right of the
status bar, the reason in its tooltip, shown while the autosave fails (a read-only or full
data folder) and gone as soon as a save works again. The status line alone is not enough: the
next move's message replaces it at once, and the player would never learn that nothing is
kept."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QMainWindow

from magnetdesk.translation import tr


class AutosaveWarning(QLabel):
    """See the module docstring. Hidden until :meth:`show_problem` is given a problem."""

    def __init__(self) -> None:
        super().__init__(tr("Not autosaved"))
        self.setStyleSheet("QLabel { color: #c62828; font-weight: bold; padding: 0 6px; }")
        self.hide()

    def show_problem(self, problem: str | None) -> None:
        """Show the warning with ``problem`` as the reason, or hide it (None: saves work)."""
        self.setToolTip(problem or "")
        self.setAccessibleDescription(problem or "")
        self.setVisible(problem is not None)


def autosave_warning(window: QMainWindow) -> AutosaveWarning:
    """The warning in ``window``'s status bar (put there the first time it is asked for)."""
    warning = window.statusBar().findChild(AutosaveWarning)
    if warning is None:
        warning = AutosaveWarning()
        window.statusBar().addPermanentWidget(warning)
    return warning
