"""The window's commands as QActions, with their shortcuts, in the menus and the toolbar.

``install_actions(window, command)`` creates them and connects each to ``command(name)``: the
method of that name of the part of the window that owns it (the window's table of commands,
:func:`command_table`), so the menus, the toolbar, the keys and the tests all go through one
path."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import cast

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QActionEvent, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QStyle, QToolBar, QToolButton

from magnetdesk.gui.accessibility.commands import speech_menu
from magnetdesk.gui.common.window_host import Command, Part
from magnetdesk.gui.looks.language import language_menu
from magnetdesk.gui.looks.themes import theme_menu
from magnetdesk.translation import QT_TR_NOOP, tr

Key = QKeySequence.StandardKey
Icon = QStyle.StandardPixmap

# name, menu text, shortcut (or a tuple of them), standard icon (None: text only on the
# toolbar). Esc both stops the computer and takes back an action of a turn in progress: the
# two are never enabled at once (the computer never thinks during a person's turn).
FILE_ACTIONS = (
    ("new_game", QT_TR_NOOP("&New game…"), Key.New, QStyle.StandardPixmap.SP_FileIcon),
    ("open_file", QT_TR_NOOP("&Open…"), Key.Open, QStyle.StandardPixmap.SP_DialogOpenButton),
    ("show_library", QT_TR_NOOP("&Library…"), "Ctrl+Shift+L", None),  # a folder of games
    ("save", QT_TR_NOOP("&Save"), Key.Save, QStyle.StandardPixmap.SP_DialogSaveButton),
    ("save_as", QT_TR_NOOP("Save &as…"), Key.SaveAs, None),
    ("edit_game_info", QT_TR_NOOP("Game &info…"), "Ctrl+I", None),
    ("export_picture", QT_TR_NOOP("&Position as picture…"), None, None),  # in File ▸ Export
    ("export_gif", QT_TR_NOOP("&Game as animated GIF…"), None, None),
    ("export_pdf", QT_TR_NOOP("Export P&DF…"), None, None),  # the game as numbered diagrams
    ("print_game", QT_TR_NOOP("&Print…"), None, None),  # Ctrl+P passes
    ("close", QT_TR_NOOP("&Quit"), Key.Quit, None),
)
EXPORTS = ("export_picture", "export_gif")
GAME_ACTIONS = (
    ("pass_move", QT_TR_NOOP("&Pass"), "Ctrl+P", None),
    ("done", QT_TR_NOOP("&Done"), ("Return", "Enter", "Ctrl+Return"), None),  # a Medusa turn
    ("take_back", QT_TR_NOOP("&Take back the last action"), "Esc", None),  # within a Medusa turn
    ("resign", QT_TR_NOOP("&Resign"), None, None),
    ("computer_move", QT_TR_NOOP("Let the &computer play"), "Ctrl+G", None),
    ("hint", QT_TR_NOOP("&Hint"), "Ctrl+H", None),  # the best move, shown, not played
    ("review_game", QT_TR_NOOP("Re&view game…"), None, None),
    ("pause_clock", QT_TR_NOOP("Pa&use the clock"), "F8", None),
    ("stop_computer", QT_TR_NOOP("&Stop the computer"), "Esc", None),
    ("choose_players", QT_TR_NOOP("Pla&yers…"), "Ctrl+Shift+P", None),
    ("play_with_keys", QT_TR_NOOP("Play on the &board with the keys"), ("Ctrl+B", "F6"), None),
    ("type_move", QT_TR_NOOP("Type a &move…"), "Ctrl+L", None),
)
NAVIGATION_ACTIONS = (
    ("undo", QT_TR_NOOP("&Undo"), Key.Undo, None),
    ("redo", QT_TR_NOOP("&Redo"), (Key.Redo, "Ctrl+Y"), None),
    ("go_first", QT_TR_NOOP("&First move"), "Home", QStyle.StandardPixmap.SP_MediaSkipBackward),
    ("go_previous", QT_TR_NOOP("&Previous move"), "Left", Icon.SP_MediaSeekBackward),
    ("go_next", QT_TR_NOOP("&Next move"), "Right", QStyle.StandardPixmap.SP_MediaSeekForward),
    ("go_last", QT_TR_NOOP("&Last move"), "End", QStyle.StandardPixmap.SP_MediaSkipForward),
    ("previous_variation", QT_TR_NOOP("Previous &variation"), "Up", Icon.SP_ArrowUp),
    ("next_variation", QT_TR_NOOP("Ne&xt variation"), "Down", QStyle.StandardPixmap.SP_ArrowDown),
)
EDIT_ACTIONS = (
    ("copy_game", QT_TR_NOOP("&Copy game"), Key.Copy, None),  # the comment box keeps its own
    ("copy_picture", QT_TR_NOOP("Copy position as p&icture"), None, None),
    ("copy_moves", QT_TR_NOOP("Copy the moves as &text"), None, None),  # chess only
    ("paste_game", QT_TR_NOOP("&Paste game"), Key.Paste, None),
    ("set_up_position", QT_TR_NOOP("&Set up position…"), "Ctrl+E", None),  # editor/
    ("make_problem", QT_TR_NOOP("Make a pro&blem…"), None, None),  # from the current node
    ("delete_branch", QT_TR_NOOP("&Delete this move and what follows"), "Ctrl+Delete", None),
    ("promote", QT_TR_NOOP("Make this line the &main line"), "Ctrl+M", None),
)
ENGINE_ACTIONS = (
    ("manage_engines", QT_TR_NOOP("&Engines…"), None, None),  # GTP engines: add, test
    ("engine_series", QT_TR_NOOP("Engine a&gainst engine…"), None, None),  # a series
    ("choose_analyst", QT_TR_NOOP("&Analyst…"), None, None),  # ours, or an engine's stream
    ("show_console", QT_TR_NOOP("GTP &console"), None, None),  # the analysing engine's
)
VIEW_TOGGLES = (
    ("show_coordinates", QT_TR_NOOP("&Coordinates"), "Ctrl+Shift+C", True),
    ("show_move_numbers", QT_TR_NOOP("&Move numbers"), "Ctrl+Shift+N", False),
    ("play_sounds", QT_TR_NOOP("&Sound"), "Ctrl+Shift+S", True),
    ("show_side_panel", QT_TR_NOOP("Side &panel"), "F9", True),
    ("show_analysis", QT_TR_NOOP("&Analysis"), "F2", False),
)
HELP_ACTIONS = (
    ("show_rules", QT_TR_NOOP("&Rules of this variant"), Key.HelpContents),
    ("show_course", QT_TR_NOOP("&Learn to play…"), None),
    ("show_problems", QT_TR_NOOP("&Problems…"), None),
    ("about", QT_TR_NOOP("&About Magnetdesk"), None),
)
TOOLBAR = (
    "new_game", "open_file", "save", None, "go_first", "go_previous", "go_next", "go_last",
    "previous_variation", "next_variation", None, "pass_move", "done", "resign",
)


def command_table(window: object, parts: Iterable[Part]) -> Callable[[str], Command]:
    """Who answers each command: the part that lists it in its ``COMMANDS``, else the window
    itself (a name no one answers fails at once, when the menus are made)."""
    owners: dict[str, Part] = {}
    for part in parts:
        for name in part.COMMANDS:
            assert name not in owners, f"two parts answer {name}"
            owners[name] = part

    def command(name: str) -> Command:
        slot: Command = getattr(owners.get(name, window), name)
        return slot

    return command


def install_actions(window: QMainWindow, command: Callable[[str], Command]) -> dict[str, QAction]:
    """Menus, toolbar and shortcuts for ``window``, each action calling ``command(name)``;
    answers the actions by name."""
    actions: dict[str, QAction] = {}
    style = window.style()
    menus = (
        (tr("&File"), FILE_ACTIONS),
        (tr("&Game"), GAME_ACTIONS),
        (tr("&Navigate"), NAVIGATION_ACTIONS),
        (tr("&Edit"), EDIT_ACTIONS),
        (tr("E&ngines"), ENGINE_ACTIONS),
    )
    for title, entries in menus:
        menu = window.menuBar().addMenu(title)
        for name, text, shortcut, icon in entries:
            action = QAction(tr(text), window)
            if isinstance(shortcut, tuple):
                action.setShortcuts(_distinct(shortcut))
            elif shortcut is not None:
                action.setShortcut(QKeySequence(shortcut))
            if icon is not None:
                action.setIcon(style.standardIcon(icon))
            action.setToolTip(_tip(tr(text), action.shortcut()))
            slot = command(name)
            action.triggered.connect(lambda _=False, slot=slot: slot())
            menu.addAction(action)
            actions[name] = action
        if entries is EDIT_ACTIONS:
            menu.insertSeparator(actions["delete_branch"])
        if entries is FILE_ACTIONS:
            export = QMenu(tr("&Export"), window)
            for name in EXPORTS:
                menu.removeAction(actions[name])
                export.addAction(actions[name])
            menu.insertMenu(actions["export_pdf"], export)
            menu.insertSeparator(actions["close"])
            recent = QMenu(tr("Open &recent"), window)  # the window fills it from its settings
            recent.setToolTipsVisible(True)
            actions["open_recent"] = menu.insertMenu(actions["show_library"], recent)
    view_menu = window.menuBar().addMenu(tr("&View"))
    for name, text, shortcut, checked in VIEW_TOGGLES:
        action = QAction(tr(text), window, checkable=True)
        action.setShortcut(QKeySequence(shortcut))
        action.setChecked(checked)
        action.toggled.connect(command(name))
        view_menu.addAction(action)
        actions[name] = action
    view_menu.addSeparator()
    actions["language"] = view_menu.addMenu(
        language_menu(window, str(command("language_setting")()), command("choose_language")))
    actions["theme"] = view_menu.addMenu(
        theme_menu(window, str(command("theme_setting")()), command("choose_theme")))
    actions["read_aloud"] = view_menu.addMenu(speech_menu(window, actions, command))
    help_menu = window.menuBar().addMenu(tr("&Help"))
    for name, text, shortcut in HELP_ACTIONS:
        action = QAction(tr(text), window)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(command(name))
        help_menu.addAction(action)
        actions[name] = action

    toolbar = MainToolBar(tr("Main toolbar"), window)
    for shown in TOOLBAR:
        if shown is None:
            toolbar.addSeparator()
            continue
        toolbar.addAction(actions[shown])
    for entry in NAVIGATION_ACTIONS:
        button = toolbar.button(actions[entry[0]])
        if button is not None:
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
    toolbar.wordy = [actions[name] for name, *_ in FILE_ACTIONS if name in TOOLBAR]
    window.addToolBar(toolbar)
    return actions


class MainToolBar(QToolBar):
    """The toolbar. On a narrow window (640×480) the file buttons give up their words for
    their icons, so that every button, Resign last, stays on the bar rather than behind
    its » menu."""

    def __init__(self, title: str, window: QMainWindow) -> None:
        super().__init__(title, window)
        self.setObjectName("main-toolbar")
        self.setMovable(False)
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.wordy: list[QAction] = []  # the buttons with an icon beside their words
        self._shown: tuple[QAction, ...] = ()  # the actions visible when last fitted

    def button(self, action: QAction) -> QToolButton | None:
        """The toolbar's button for ``action``, if the action is on it."""
        return cast("QToolButton | None", self.widgetForAction(action))

    def fit_words(self) -> None:
        """Words beside the icons if the whole bar fits with them, else icons only."""
        self._shown = tuple(a for a in self.actions() if a.isVisible())
        layout = self.layout()
        if layout is None:
            return
        self._set_words(True)
        layout.invalidate()
        self._set_words(layout.sizeHint().width() <= self.width())

    def _set_words(self, words: bool) -> None:
        style = Qt.ToolButtonStyle
        for action in self.wordy:
            button = self.button(action)
            if button is not None:
                button.setToolButtonStyle(style.ToolButtonTextBesideIcon if words
                                          else style.ToolButtonIconOnly)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fit_words()

    def actionEvent(self, event: QActionEvent) -> None:
        super().actionEvent(event)
        shown = tuple(a for a in self.actions() if a.isVisible())
        if event.type() == QEvent.Type.ActionChanged and self.wordy and shown != self._shown:
            self.fit_words()  # Done shown (Medusa), Pass hidden (chess)


def _tip(text: str, shortcut: QKeySequence) -> str:
    """``Previous move (Left)``: the menu text without its mnemonic, and the key."""
    plain = text.replace("&", "").rstrip("…")
    keys = shortcut.toString(QKeySequence.SequenceFormat.NativeText)
    return f"{plain} ({keys})" if keys else plain


def _distinct(keys) -> list[QKeySequence]:
    """The key sequences of ``keys`` (standard keys expand to all their bindings: Redo is
    Ctrl+Shift+Z on Linux and Ctrl+Y on Windows), each once."""
    sequences: list[QKeySequence] = []
    for key in keys:
        found = QKeySequence.keyBindings(key) if isinstance(key, Key) else [QKeySequence(key)]
        sequences += [s for s in found if s not in sequences]
    return sequences
