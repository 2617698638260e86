"""Start the desktop app: ``magnetdesk [game.sgf]`` (or ``python -m magnetdesk``)."""

from __future__ import annotations

import os
import sys
from importlib.resources import files
from pathlib import Path
from typing import cast

from PySide6.QtCore import QDateTime, QEvent, QLocale, QObject, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from magnetdesk.engine.core.options import OptionError
from magnetdesk.engine.variants import VARIANTS
from magnetdesk.gui.common.ai_worker import warm_up_search
from magnetdesk.gui.common.paths import data_dir, settings_path
from magnetdesk.gui.common.setup import GameSetup, clock_from_json, opponent_from_json, two_people
from magnetdesk.gui.common.state_files import remove_stale_temporaries
from magnetdesk.gui.common.storage import Autosave, Restorable, Settings
from magnetdesk.gui.common.words import APP_NAME
from magnetdesk.gui.files.autosave_warning import autosave_warning
from magnetdesk.gui.looks.language import (
    SYSTEM,
    chosen_language,
    current_language,
    install_language,
)
from magnetdesk.gui.looks.sounds import Sounds
from magnetdesk.gui.looks.themes import SETTING as THEME_SETTING
from magnetdesk.gui.looks.themes import apply_theme
from magnetdesk.gui.play.new_game_dialog import first_start
from magnetdesk.gui.window.main_window import MainWindow
from magnetdesk.translation import sentences, tr

APP_ICON = files("magnetdesk") / "resources" / "icons" / "magnetdesk.svg"
WARM_UP_DELAY_MS = 300  # the searches are imported this long after the window shows


def remembered_setup(settings: Settings) -> GameSetup:
    """The last new game's variant, options and players; the default game when the
    remembered one no longer starts (a variant or option that went away)."""
    variant, options = settings.last_variant()
    players = settings.players() or two_people()
    chosen = opponent_from_json(settings.get("opponent"))  # None: as the players look
    setup = GameSetup(variant or "go", options, players, chosen,
                      clock_from_json(settings.get("clock")))
    if setup.variant not in VARIANTS:
        return GameSetup(players=players)
    try:
        setup.start()
    except (OptionError, TypeError, ValueError, ArithmeticError):  # a hand-edited file
        return GameSetup(players=players)
    return setup


def waiting_setup(saved: Restorable) -> GameSetup:
    """The game the window shows behind the question whether to restore ``saved``: an empty
    board of its variant for two people, so that no computer thinks and nothing is autosaved
    (over the game offered) until the person has answered."""
    return GameSetup(saved.record.variant, dict(saved.record.options))


def offer_restore(window: MainWindow, autosave: Autosave, saved: Restorable | None = None) -> bool:
    """If the last run ended without saving (a crash, a kill), offer its game (``saved``, or
    the autosave's) back; True if it was restored. A declined game is forgotten."""
    if saved is None:
        saved = autosave.pending()
    if saved is None:
        return False
    when = tr("the last run")
    if saved.saved_at:
        stamp = QDateTime.fromSecsSinceEpoch(int(saved.saved_at))
        when = QLocale(current_language()).toString(stamp, QLocale.FormatType.ShortFormat)
    moves = saved.node().move_number
    answer = QMessageBox.question(
        window, APP_NAME,
        tr("Magnetdesk did not close normally. Restore the game from {when} (%n move(s))?",
           None, moves).format(when=when),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
    )
    if answer != QMessageBox.StandardButton.Yes:
        autosave.clear()
        return False
    window.restore(saved)
    return True


class FileOpenEvents(QObject):
    """Files the system asks the running app to open (macOS sends a double-clicked game as a
    QFileOpenEvent, not on the command line) go to the window. While ``held`` (the restore
    question is open: opening a file would clear the autosave offered) they wait for
    :meth:`release`."""

    def __init__(self, window: MainWindow, held: bool = False) -> None:
        super().__init__(window)
        self.window = window
        self.waiting: list[Path] | None = [] if held else None

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.FileOpen and event.file():
            if self.waiting is not None:
                self.waiting.append(Path(event.file()))
            else:
                self.window.files.open_path(Path(event.file()))
            return True
        return False

    def release(self) -> None:
        """Open the files that came while held; later ones open at once."""
        waiting, self.waiting = self.waiting or [], None
        for path in waiting:
            self.window.files.open_path(path)


def start(argv: list[str]) -> MainWindow:
    """The window on screen, as a person starts the app: the game of a run that ended without
    saving offered back (before anything else starts: see :func:`waiting_setup`), else the
    remembered game or the file named in ``argv``; what is wrong with the settings or the data
    folder (a state file moved aside, a folder that cannot be written) said in the status bar.
    Whatever is in the folders, the window starts."""
    app = cast(QApplication, QApplication.instance() or QApplication(argv))  # a widgets app
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(APP_NAME)
    app.setDesktopFileName("magnetdesk")  # the .desktop entry: Wayland finds the icon by it
    app.setWindowIcon(QIcon(str(APP_ICON)))
    autosave = Autosave(data_dir())
    settings = Settings(settings_path())
    install_language(chosen_language(settings.get("language", SYSTEM, str)))
    apply_theme(settings.get(THEME_SETTING, "", str))  # before the window: it starts in it
    for folder in (autosave.folder, settings.path.parent):
        remove_stale_temporaries(folder)  # left by writes that were killed
    shared = autosave.claim()  # another app on this data folder: a slot of its own
    saved = autosave.pending()
    problems = [settings.problem, autosave.problem, shared]
    writable = autosave.check()
    problems.append(None if writable else autosave.problem)
    setup = waiting_setup(saved) if saved is not None else remembered_setup(settings)
    window = MainWindow(setup, autosave=autosave, settings=settings, sounds=Sounds())
    window.show()
    file_events = FileOpenEvents(window, held=True)
    app.installEventFilter(file_events)
    QTimer.singleShot(WARM_UP_DELAY_MS, warm_up_search)
    if not writable:
        autosave_warning(window).show_problem(autosave.problem)
    message = sentences(*(problem for problem in problems if problem))
    window.statusBar().showMessage(message)  # behind the question too
    restored = saved is not None and offer_restore(window, autosave, saved)
    if saved is not None and not restored:
        window.start_game(remembered_setup(settings))
    files = [arg for arg in argv[1:] if not arg.startswith("-")]
    if not restored and files:
        window.files.load(Path(files[0]))  # what it says about the file comes last
    elif message not in window.statusBar().currentMessage():  # "Restored the game at ..."
        said = window.statusBar().currentMessage()
        window.statusBar().showMessage(sentences(said, message))
    file_events.release()
    # The very first start (no game chosen yet) asks which game, and against whom: main()
    # opens the new-game dialog once the window is up.
    window.first_start_due = not restored and not files and settings.last_variant()[0] is None
    return window


def main(argv: list[str] | None = None) -> int:
    """Open the window (with the SGF file named on the command line, if any) and run.

    With ``MAGNETDESK_STARTUP_REPORT`` set, the app quits as soon as the board has been
    painted and prints ``shown`` and the status line: ``benchmarks/bench_startup.py`` times
    the start-up with it, from launch to that line."""
    window = start(sys.argv if argv is None else argv)
    if os.environ.get("MAGNETDESK_STARTUP_REPORT"):
        QTimer.singleShot(0, lambda: _report_start(window))
    elif window.first_start_due:
        QTimer.singleShot(0, lambda: first_start(window))
    return _application().exec()


def _report_start(window: MainWindow) -> None:
    window.view.viewport().repaint()  # the board painted, not only laid out
    print(f"shown; status: {window.statusBar().currentMessage()}", flush=True)
    window.dirty = False
    window.close()
    _application().quit()


def _application() -> QApplication:
    """The app's QApplication (:func:`start` made it, or found it)."""
    return cast(QApplication, QApplication.instance())


if __name__ == "__main__":
    sys.exit(main())
