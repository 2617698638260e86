"""A series of games between two computer players in the window (Engines ▸ Engine against
engine…), as GoGui's twogtp plays one: any two of our levels and the outside engines, the
colours changing from game to game, the score so far in a box of the side panel, with Pause,
Step and Stop. A part the window holds (``window.series``).

Each game is the window's own game (:meth:`start_game`), so the board, the move list, the
engines' traffic and their failures are those of any game. The part listens to the window's
``gameMoved`` (after each move, before the computer is woken): a finished game is counted,
kept in the series' folder (and among the recent files), and the next one starts; Pause and
Step take effect there, after the move being thought about, so no engine is interrupted. A
game that ends by two passes is counted as the scoring phase proposes (the dead-stone
estimate); one that reaches :func:`move_limit` ends without a result (``Void``). An engine
that fails pauses the series with the window's message; Go on asks it again (restarted).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, ClassVar

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QDialog, QGroupBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from magnetdesk.engine.core.vocabulary import opponent
from magnetdesk.engine.variants import VARIANTS
from magnetdesk.engines.series import VOID, Series
from magnetdesk.gui.common.setup import GameSetup, PlayerSetup, first_mover
from magnetdesk.gui.common.words import result_words
from magnetdesk.gui.engines.series_dialog import SeriesDialog, player_words
from magnetdesk.record.sgf import save_game
from magnetdesk.translation import tr

MIN_LIMIT = 200  # moves: a game of the series is stopped without a result after this many...


def move_limit(position: Any) -> int:
    """...or after three moves per cell of the board, whichever is more."""
    return max(MIN_LIMIT, 3 * len(position.board))


class SeriesBox(QGroupBox):
    """The series in the side panel: the score, the game being played, and the buttons."""

    def __init__(self) -> None:
        super().__init__(tr("Engine against engine"))
        self.score = QLabel()
        self.score.setObjectName("series-score")
        self.score.setStyleSheet("font-weight: bold")
        self.score.setWordWrap(True)
        self.state = QLabel()
        self.state.setWordWrap(True)
        self.pause = QPushButton(tr("Pause"))
        self.pause.setToolTip(tr("Pause after the move being thought about"))
        self.go_on = QPushButton(tr("Go on"))
        self.step = QPushButton(tr("Step"))
        self.step.setToolTip(tr("Play one move, then pause"))
        self.stop = QPushButton(tr("Stop"))
        self.stop.setToolTip(tr("End the series here (the games played so far are kept)"))
        self.close_button = QPushButton(tr("Close"))
        buttons = QHBoxLayout()
        for button in (self.pause, self.go_on, self.step, self.stop, self.close_button):
            buttons.addWidget(button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.score)
        layout.addWidget(self.state)
        layout.addLayout(buttons)


class SeriesPart:
    """See the module docstring; ``window`` is the MainWindow."""

    COMMANDS: ClassVar[tuple[str, ...]] = ("engine_series",)

    def __init__(self, window: Any) -> None:
        self.window = window
        self.series: Series | None = None
        self.players: tuple[PlayerSetup, PlayerSetup] = (PlayerSetup(True), PlayerSetup(True))
        self.variant = "go"
        self.options: dict[str, Any] = {}
        self.folder = Path()
        self.colours: dict[int, int] = {}  # colour -> player (0, 1) in the game being played
        self.record: Any = None  # the game being played
        self.running = False  # not stopped, not over
        self.paused = False
        self.pausing = False  # pause once the move being thought about is played
        self.stepping = False  # one move, then pause
        self.box = SeriesBox()
        self.box.hide()
        self.box.pause.clicked.connect(self.pause)
        self.box.go_on.clicked.connect(self.go_on)
        self.box.step.clicked.connect(self.step)
        self.box.stop.clicked.connect(self.stop)
        self.box.close_button.clicked.connect(lambda: self._place(False))
        window.gameMoved.connect(self._moved)
        window.engines.failed.connect(self._engine_failed)

    # --- the command ------------------------------------------------------------------------

    def engine_series(self) -> None:
        window = self.window
        variant = window.game.record.variant
        game = tr(VARIANTS[variant].name)
        size = window.setup.options.get("size")
        if size:
            game += f" {size}×{size}"
        dialog = SeriesDialog(window, window.engines.names(), game)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        self.start(dialog.players(), dialog.games(), dialog.folder())

    def start(self, players: tuple[PlayerSetup, PlayerSetup], games: int, folder: Path,
              setup: GameSetup | None = None) -> None:
        """Begin a series of ``games`` between ``players`` in the game of ``setup`` (the
        window's when None), its games kept in ``folder``."""
        window = self.window
        if not window.files.confirm_discard():
            return
        setup = setup or window.setup
        self.variant, self.options = setup.variant, dict(setup.options)
        self.players, self.folder = players, folder
        self.series = Series((player_words(players[0]), player_words(players[1])), games)
        self.running, self.paused, self.pausing, self.stepping = True, False, False, False
        self._place(True)
        self._next_game()

    # --- the buttons ------------------------------------------------------------------------

    def pause(self) -> None:
        if not self.running or self.paused:
            return
        self.paused = True
        if self.window.searching:
            self.pausing = True  # the engine is not interrupted: its move comes first
        else:
            self.window.computer_paused = True
        self._show()

    def go_on(self) -> None:
        """Play on (after a pause, a failure, or a game the window left)."""
        if not self.running:
            return
        self.paused = self.pausing = self.stepping = False
        self._resume()

    def step(self) -> None:
        """One move, then pause."""
        if not self.running:
            return
        self.paused, self.pausing, self.stepping = True, False, True
        self._resume()

    def stop(self) -> None:
        """End the series: the game being played stays on the board, unfinished."""
        if not self.running:
            return
        self.running = False
        self.window.stop_thinking()
        self.window.computer_paused = True
        self.window.update_actions()
        self._show()

    def _resume(self) -> None:
        window = self.window
        if window.game.record is not self.record or self._finished():
            self._next_game()  # the window left the series' game, or it is over
            return
        if window.searching:
            self._show()
            return
        window.computer_paused = False
        window.wake_computer()
        self._show()

    # --- the games --------------------------------------------------------------------------

    def _next_game(self) -> None:
        series = self.series
        if series is None or not self.running:
            return
        first = series.first_of(series.played)
        colour = first_mover(self.variant)
        self.colours = {colour: first, opponent(colour): 1 - first}
        players = {c: self.players[player] for c, player in self.colours.items()}
        self.window.start_game(GameSetup(self.variant, dict(self.options), players))
        self.record = self.window.game.record
        self._show()

    def _moved(self) -> None:
        """A move went into the window's game (or a side resigned)."""
        window = self.window
        if not self.running or window.game.record is not self.record:
            return
        if not window.game_over() and window.game.move_number >= move_limit(window.position):
            window.stop_thinking()
            window.game.record.set_result(window.game.node, VOID)
            window.mark_dirty()
            window.refresh()
        if window.game_over():
            self._game_over()
        elif self.pausing or self.stepping:
            window.computer_paused = True
            self.pausing = self.stepping = False
            self._show()

    def _finished(self) -> bool:
        return bool(self.record is not None and self.record.info.get("RE"))

    def _game_over(self) -> None:
        window = self.window
        if not window.scoring.isHidden() and window.scoring.score is not None:
            window.scoring.accept_button.click()  # the proposed count, as the series' referee
        series = self.series
        assert series is not None  # running
        result = window.game.record.info.get("RE", "") or window.result_here()
        path = self.folder / f"{series.played + 1:03d}.sgf"
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            save_game(window.game.record, path)
        except OSError as error:
            self.paused = True
            window.computer_paused = True
            window.say(tr("The series waits: game {number} could not be kept in {folder} "
                          "({why})").format(number=series.played + 1, folder=self.folder,
                                            why=error.strerror or error))
            self._show()
            return
        window.path, window.dirty = path, False
        window.update_title()
        if window.settings is not None:
            window.settings.recent.add(path)
            window.files.fill_recent()
        series.add(result, self.colours, str(path))
        if series.over:
            self.running = False
            window.say(tr("The series is over: {score}").format(score=self.score_text()))
        elif not self.paused or self.stepping:
            self.stepping = False
            QTimer.singleShot(0, self._next_game)  # after the window's own work on the move
        self._show()

    # --- what the box says ------------------------------------------------------------------

    def score_text(self) -> str:
        """``GNU Go 2 – magnetdesk Beginner (1) 1`` (and the games without a winner)."""
        series = self.series
        if series is None:
            return ""
        first, second = series.wins()
        text = tr("{first} {first_wins} – {second} {second_wins}").format(
            first=series.names[0], first_wins=first, second=series.names[1],
            second_wins=second)
        if series.undecided():
            text += " · " + tr("%n without a winner", None, series.undecided())
        return text

    def _show(self) -> None:
        series, box = self.series, self.box
        if series is None:
            return
        box.score.setText(self.score_text())
        if not self.running:
            state = tr("Over: %n game(s) played", None, series.played) if series.over else tr(
                "Stopped after %n game(s)", None, series.played)
        else:
            state = tr("Game {number} of {games}").format(number=series.played + 1,
                                                          games=series.games)
            if series.finished:
                last = series.finished[-1]
                state += " · " + tr("last: {result}").format(result=result_words(last.result))
            if self.pausing:
                state += " · " + tr("pausing after this move")
            elif self.paused or self.window.computer_paused:
                state += " · " + tr("paused")
        box.state.setText(state)
        paused = self.paused or self.window.computer_paused
        box.pause.setVisible(self.running and not paused)
        box.go_on.setVisible(self.running and paused)
        box.step.setEnabled(self.running and paused and not self.stepping)
        box.stop.setVisible(self.running)
        box.close_button.setVisible(not self.running)

    def _place(self, shown: bool) -> None:
        box, place = self.box, self.window.panel.extra
        if shown == (not box.isHidden()):
            return
        if shown:
            place.addWidget(box)
            box.show()
        else:
            box.hide()
            place.removeWidget(box)

    def _engine_failed(self, generation: int, kind: str, message: str) -> None:
        """The window said why and paused the engine's side: so is the series."""
        if self.running and generation == self.window.generation:
            self.paused, self.pausing, self.stepping = True, False, False
            self._show()
