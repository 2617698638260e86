"""The panel beside the board: the players and whose turn it is, prisoners, komi, the moves of
the current line (click one to jump there) and the comment of the current node."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from magnetdesk.engine.core import BLACK, WHITE
from magnetdesk.gui.painters.common import stone_pixmap

PANEL_WIDTH = 270
STONE_ICON = 14

COLOUR_NAMES = {BLACK: "Black", WHITE: "White"}


def player_text(colour: int, computer_level: int | None) -> str:
    """``Black — you`` or ``White — computer (level 2)``."""
    who = "person" if computer_level is None else f"computer (level {computer_level})"
    return f"{COLOUR_NAMES[colour]} — {who}"


class SidePanel(QWidget):
    """See the module docstring. ``moveActivated(number)`` asks to go to move ``number`` of the
    current line (0: the start); ``commentEdited(text)`` reports the comment as it is typed."""

    moveActivated = Signal(int)
    commentEdited = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFixedWidth(PANEL_WIDTH)
        game_box = QGroupBox("Game")
        form = QFormLayout(game_box)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.variant = QLabel()
        self.players = {colour: QLabel() for colour in (BLACK, WHITE)}
        self.turn = QLabel()
        self.prisoners = QLabel()
        self.komi = QLabel()
        self.variant.setWordWrap(True)
        form.addRow("Variant:", self.variant)
        for colour, label in self.players.items():
            icon = QLabel()
            icon.setPixmap(stone_pixmap(colour, STONE_ICON))
            form.addRow(icon, label)
        form.addRow("To move:", self.turn)
        form.addRow("Prisoners:", self.prisoners)
        form.addRow("Komi:", self.komi)

        self.extra = QVBoxLayout()  # the scoring box goes here while scoring

        moves_box = QGroupBox("Moves")
        moves_layout = QVBoxLayout(moves_box)
        self.moves = QListWidget()
        self.moves.setAlternatingRowColors(True)
        self.moves.setMinimumHeight(110)
        self.moves.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # keep the arrow keys for the game
        self.moves.itemClicked.connect(self._move_clicked)
        self.moves.itemActivated.connect(self._move_clicked)
        moves_layout.addWidget(self.moves)

        comment_box = QGroupBox("Comment")
        comment_layout = QVBoxLayout(comment_box)
        self.comment = QPlainTextEdit()
        self.comment.setPlaceholderText("A note on this move…")
        self.comment.setMaximumHeight(80)
        self.comment.setFocusPolicy(Qt.FocusPolicy.ClickFocus)  # not the arrow keys' target
        self.comment.textChanged.connect(self._comment_changed)
        comment_layout.addWidget(self.comment)
        self._showing = False

        self.sections = QVBoxLayout(self)
        self.sections.setContentsMargins(0, 0, 0, 0)
        self.sections.addWidget(game_box)
        self.sections.addLayout(self.extra)
        self.sections.addWidget(moves_box, 1)
        self.sections.addWidget(comment_box)

    def add_section(self, title: str, widget: QWidget, stretch: int = 0) -> None:
        """Another box at the bottom of the panel (the game tree)."""
        box = QGroupBox(title)
        QVBoxLayout(box).addWidget(widget)
        self.sections.addWidget(box, stretch)

    def show_game(
        self, variant_name: str, position, levels: dict[int, int | None], over: str = ""
    ) -> None:
        """The header: variant, players (``levels[colour]`` None for a person), turn, counts."""
        self.variant.setText(variant_name)
        for colour, label in self.players.items():
            label.setText(player_text(colour, levels.get(colour)))
        self.turn.setText(over or COLOUR_NAMES[position.to_move])
        self.prisoners.setText(
            f"Black {position.prisoners[BLACK]} · White {position.prisoners[WHITE]}"
        )
        komi = getattr(position.rules, "komi", 0)
        self.komi.setText(f"{komi:g}")

    def show_line(self, line: list, current) -> None:
        """The moves of ``line`` (record nodes from the root), ``current`` selected."""
        self.moves.blockSignals(True)
        self.moves.clear()
        start = QListWidgetItem("Start")
        start.setData(Qt.ItemDataRole.UserRole, 0)
        self.moves.addItem(start)
        selected = start
        for node in line[1:]:
            if node.play is None:
                continue
            mark = "●" if node.play.colour == BLACK else "○"
            item = QListWidgetItem(f"{node.move_number:>3}. {mark} {node.play.text}")
            item.setData(Qt.ItemDataRole.UserRole, node.move_number)
            self.moves.addItem(item)
            if node.move_number <= current.move_number:
                selected = item
        self.moves.setCurrentItem(selected)
        self.moves.scrollToItem(selected)
        self.moves.blockSignals(False)

    def show_comment(self, text: str) -> None:
        if text != self.comment.toPlainText():
            self._showing = True
            self.comment.setPlainText(text)
            self._showing = False

    def _move_clicked(self, item: QListWidgetItem) -> None:
        self.moveActivated.emit(int(item.data(Qt.ItemDataRole.UserRole)))

    def _comment_changed(self) -> None:
        if not self._showing:
            self.commentEdited.emit(self.comment.toPlainText())
