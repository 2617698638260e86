"""The window's commands as QActions, with their shortcuts, in the menus and the toolbar.

``install_actions(window)`` creates them and connects each to the window method of the same
name, so the menus, the toolbar, the keys and the tests all go through one path."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QStyle, QToolBar

Key = QKeySequence.StandardKey

# name, menu text, shortcut (or a tuple of them), standard icon (None: text only on the
# toolbar). Esc both stops the computer and takes back an action of a turn in progress: the
# two are never enabled at once (the computer never thinks during a person's turn).
FILE_ACTIONS = (
    ("new_game", "&New game…", Key.New, QStyle.StandardPixmap.SP_FileIcon),
    ("open_file", "&Open…", Key.Open, QStyle.StandardPixmap.SP_DialogOpenButton),
    ("save", "&Save", Key.Save, QStyle.StandardPixmap.SP_DialogSaveButton),
    ("save_as", "Save &as…", Key.SaveAs, None),
    ("close", "&Quit", Key.Quit, None),
)
GAME_ACTIONS = (
    ("pass_move", "&Pass", "Ctrl+P", None),
    ("done", "&Done", ("Return", "Enter"), None),  # ends a Medusa turn
    ("take_back", "&Take back the last action", "Esc", None),  # within a Medusa turn
    ("resign", "&Resign", None, None),
    ("computer_move", "Let the &computer play", "Ctrl+G", None),
    ("stop_computer", "S&top the computer", "Esc", None),
    ("choose_players", "Pla&yers…", "Ctrl+Shift+P", None),
)
NAVIGATION_ACTIONS = (
    ("undo", "&Undo", Key.Undo, None),
    ("redo", "&Redo", Key.Redo, None),
    ("go_first", "&First move", "Home", QStyle.StandardPixmap.SP_MediaSkipBackward),
    ("go_previous", "&Previous move", "Left", QStyle.StandardPixmap.SP_MediaSeekBackward),
    ("go_next", "&Next move", "Right", QStyle.StandardPixmap.SP_MediaSeekForward),
    ("go_last", "&Last move", "End", QStyle.StandardPixmap.SP_MediaSkipForward),
    ("previous_variation", "Previous &variation", "Up", QStyle.StandardPixmap.SP_ArrowUp),
    ("next_variation", "Ne&xt variation", "Down", QStyle.StandardPixmap.SP_ArrowDown),
)
EDIT_ACTIONS = (
    ("delete_branch", "&Delete this move and what follows", "Ctrl+Delete", None),
    ("promote", "Make this line the &main line", "Ctrl+M", None),
)
VIEW_TOGGLES = (
    ("show_coordinates", "&Coordinates", "Ctrl+Shift+C", True),
    ("show_move_numbers", "&Move numbers", "Ctrl+Shift+N", False),
    ("play_sounds", "&Sound", "Ctrl+Shift+S", True),
)
HELP_ACTIONS = (
    ("show_rules", "&Rules of this variant", Key.HelpContents),
    ("about", "&About Magnetdesk", None),
)
TOOLBAR = (
    "new_game", "open_file", "save", None, "go_first", "go_previous", "go_next", "go_last",
    "previous_variation", "next_variation", None, "pass_move", "done", "resign",
)


def install_actions(window: QMainWindow) -> dict[str, QAction]:
    """Menus, toolbar and shortcuts for ``window``; answers the actions by name."""
    actions: dict[str, QAction] = {}
    style = window.style()
    menus = (
        ("&File", FILE_ACTIONS),
        ("&Game", GAME_ACTIONS),
        ("&Navigate", NAVIGATION_ACTIONS),
        ("&Edit", EDIT_ACTIONS),
    )
    for title, entries in menus:
        menu = window.menuBar().addMenu(title)
        for name, text, shortcut, icon in entries:
            action = QAction(text, window)
            if isinstance(shortcut, tuple):
                action.setShortcuts([QKeySequence(key) for key in shortcut])
            elif shortcut is not None:
                action.setShortcut(QKeySequence(shortcut))
            if icon is not None:
                action.setIcon(style.standardIcon(icon))
            action.setToolTip(_tip(text, action.shortcut()))
            slot = getattr(window, name)
            action.triggered.connect(lambda _=False, slot=slot: slot())
            menu.addAction(action)
            actions[name] = action
        if title == "&File":
            menu.insertSeparator(actions["close"])
            recent = QMenu("Open &recent", window)  # the window fills it from its settings
            recent.setToolTipsVisible(True)
            actions["open_recent"] = menu.insertMenu(actions["save"], recent)
    view_menu = window.menuBar().addMenu("&View")
    for name, text, shortcut, checked in VIEW_TOGGLES:
        action = QAction(text, window, checkable=True)
        action.setShortcut(QKeySequence(shortcut))
        action.setChecked(checked)
        action.toggled.connect(getattr(window, name))
        view_menu.addAction(action)
        actions[name] = action
    help_menu = window.menuBar().addMenu("&Help")
    for name, text, shortcut in HELP_ACTIONS:
        action = QAction(text, window)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(getattr(window, name))
        help_menu.addAction(action)
        actions[name] = action

    toolbar = QToolBar("Main", window)
    toolbar.setObjectName("main-toolbar")
    toolbar.setMovable(False)
    toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
    for name in TOOLBAR:
        if name is None:
            toolbar.addSeparator()
            continue
        toolbar.addAction(actions[name])
    for name in NAVIGATION_ACTIONS:
        button = toolbar.widgetForAction(actions.get(name[0]))
        if button is not None:
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
    window.addToolBar(toolbar)
    return actions


def _tip(text: str, shortcut: QKeySequence) -> str:
    """``Previous move (Left)``: the menu text without its mnemonic, and the key."""
    plain = text.replace("&", "").rstrip("…")
    keys = shortcut.toString(QKeySequence.SequenceFormat.NativeText)
    return f"{plain} ({keys})" if keys else plain
