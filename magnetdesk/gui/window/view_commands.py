"""The window's settings and view: its size on a screen, the toggles of the View menu (and
what the settings remember of them), the language, the rules and the About box. A part the
window holds (``window.viewing``): it gets the window as a :class:`ViewHost`, with the few
widgets and services the View menu changes."""

from __future__ import annotations

from typing import ClassVar, Protocol

from PySide6.QtCore import QByteArray
from PySide6.QtGui import QAction, QScreen
from PySide6.QtWidgets import QMessageBox

from magnetdesk.gui.board.view import BoardView
from magnetdesk.gui.coach.analysis import Coach
from magnetdesk.gui.common.setup import GameSetup, clock_to_json, opponent_to_json
from magnetdesk.gui.common.storage import Settings
from magnetdesk.gui.common.window_host import GameHost
from magnetdesk.gui.common.words import APP_NAME
from magnetdesk.gui.learn.rules_window import RulesWindow
from magnetdesk.gui.looks.language import LANGUAGES, SYSTEM, chosen_language, current_language
from magnetdesk.gui.looks.sounds import Sounds
from magnetdesk.gui.panels.side_panel import BoardAndPanel, SidePanel
from magnetdesk.translation import QT_TR_NOOP, tr

ABOUT_TEXT = QT_TR_NOOP(
    "<h3>Magnetdesk</h3><p>Go and its rare relatives — Atari-Go, Stoical Go, Magnetgo, "
    "Medusa — and the Magnetic Chess family on your desktop: play a friend or the computer, "
    "take moves back, keep every variation, save and replay SGF files.</p><p>MIT licence.</p>"
)
TOGGLES = {  # action: (settings key, default)
    "show_coordinates": ("coordinates", True),
    "show_move_numbers": ("move_numbers", False),
    "play_sounds": ("sounds", True),
    "show_side_panel": ("side_panel", True),
    "show_analysis": ("analysis", False),
}


class ViewHost(GameHost, Protocol):
    """What the View menu changes of the window besides the game: the board, the panel and
    its splitter, the analysis, the sounds, the toggles' actions and the window's size."""

    view: BoardView
    panel: SidePanel
    sides: BoardAndPanel
    coach: Coach
    sounds: Sounds
    actions: dict[str, QAction]

    def screen(self) -> QScreen: ...
    def resize(self, width: int, height: int) -> None: ...
    def restoreGeometry(self, geometry: QByteArray | bytes) -> bool: ...


class ViewPart:
    """See the module docstring."""

    COMMANDS: ClassVar[tuple[str, ...]] = (
        "show_coordinates", "show_move_numbers", "play_sounds", "show_side_panel",
        "show_analysis", "show_rules", "about", "language_setting", "choose_language",
    )

    def __init__(self, host: ViewHost) -> None:
        self.host = host
        self.rules_window: RulesWindow | None = None

    @property
    def settings(self) -> Settings | None:
        return self.host.settings

    def fit_to_screen(self) -> None:
        """Start at most the default size, at least most of a small screen."""
        area = self.host.screen().availableGeometry()
        self.host.resize(min(1240, area.width() * 9 // 10), min(900, area.height() * 9 // 10))

    def apply_settings(self) -> None:
        """The toggles and window size as the settings remember them."""
        if self.settings is not None:
            for name, (key, default) in TOGGLES.items():
                self.host.actions[name].setChecked(self.settings.toggle(key, default))
            geometry = self.settings.window_geometry()
            if geometry:
                self.host.restoreGeometry(geometry)
            layout = self.settings.panel_layout()
            if layout:
                self.host.panel.restore_layout(layout)

    def remember(self, setup: GameSetup) -> None:
        """The new game's variant, options and opponent (a random side stays random) are
        what the next start and the next new game begin from."""
        if self.settings is not None:
            self.settings.set_last_variant(setup.variant, setup.options)
            self.settings.set("opponent", opponent_to_json(setup.chosen_opponent()))
            self.settings.set("clock", clock_to_json(setup.clock))
        self.remember_players()

    def remember_players(self) -> None:
        if self.settings is not None:
            self.settings.set_players(self.host.setup.players)

    def _toggled(self, name: str, shown: bool) -> None:
        if self.settings is not None:
            self.settings.set_toggle(TOGGLES[name][0], shown)

    def show_coordinates(self, shown: bool) -> None:
        self.host.view.board.set_coordinates_visible(shown)
        self._toggled("show_coordinates", shown)

    def show_move_numbers(self, shown: bool) -> None:
        self.host.view.board.set_move_numbers_visible(shown)
        self._toggled("show_move_numbers", shown)

    def show_side_panel(self, shown: bool) -> None:
        """View ▸ Side panel (F9): fold the panel away for the board, or bring it back."""
        self.host.sides.show_panel(shown)
        self._toggled("show_side_panel", shown)

    def panel_dragged(self) -> None:
        """The panel dragged shut (or open) by the splitter handle: the menu follows."""
        shown = self.host.sides.sizes()[1] > 0
        if shown != self.host.actions["show_side_panel"].isChecked():
            self.host.actions["show_side_panel"].setChecked(shown)

    def show_analysis(self, on: bool) -> None:
        """View ▸ Analysis (F2): the search's candidates, ownership and lines on the board."""
        self.host.coach.set_on(on)
        self._toggled("show_analysis", on)

    def play_sounds(self, on: bool) -> None:
        self.host.sounds.muted = not on
        self._toggled("play_sounds", on)

    def show_rules(self) -> None:
        """Help ▸ Rules: the illustrated rules of the variant on the board (with the game's
        options), in a window that can show every variant's rules."""
        variant, rules = self.host.game.record.variant, self.host.game.position.rules
        window = self.rules_window
        if window is None:
            window = self.rules_window = RulesWindow(variant, self.host.window(), rules)
        else:
            window.show_game(variant, rules)
        window.show()
        window.raise_()
        window.activateWindow()

    def about(self) -> None:
        title = tr("About {app}").format(app=APP_NAME)
        QMessageBox.about(self.host.window(), title, tr(ABOUT_TEXT))

    def language_setting(self) -> str:
        """The language chosen in View ▸ Language (``""``: as the system)."""
        chosen = self.settings.get("language", SYSTEM, str) if self.settings else SYSTEM
        return chosen if chosen in LANGUAGES else SYSTEM

    def choose_language(self, code: str) -> None:
        """View ▸ Language: remember ``code``; it takes effect at the next start."""
        if self.settings is None or code == self.language_setting():
            return
        self.settings.set("language", code)
        if chosen_language(code) != current_language():
            QMessageBox.information(
                self.host.window(), APP_NAME,
                tr("Magnetdesk will speak {language} the next time it starts.").format(
                    language=LANGUAGES[chosen_language(code)]
                ),
            )
