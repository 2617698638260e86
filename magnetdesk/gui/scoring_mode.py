"""The scoring phase after two passes: the engine proposes the dead stones, the players click
groups to change their minds, and the breakdown (territory, stones, prisoners, komi) follows
every click. Accepting hands the result (``B+3.5``) to the window, which writes it in the
record."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from magnetdesk.engine.core import BLACK, WHITE
from magnetdesk.engine.scoring import Score, estimate_dead, score, toggle_group

ROWS = ("territory", "stones", "prisoners", "komi")


def result_words(result: str) -> str:
    """``B+3.5`` → ``Black wins by 3.5``; ``W+R`` → ``White wins by resignation``."""
    if result in ("0", "Draw"):
        return "Draw"
    colour, _, margin = result.partition("+")
    winner = {"B": "Black", "W": "White"}.get(colour, colour)
    if margin in ("R", "Resign"):
        return f"{winner} wins by resignation"
    return f"{winner} wins by {margin}" if margin else f"{winner} wins"


class ScoringBox(QGroupBox):
    """The scoring mode's state and its panel. ``start(position)`` makes the proposal;
    ``toggle(cell)`` flips a group; ``accepted(result_text)`` when the players agree and
    ``resumed()`` when they would rather play on."""

    accepted = Signal(str)
    resumed = Signal()
    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Scoring", parent)
        self.position = None
        self.dead: frozenset[int] = frozenset()
        self.seki: frozenset[int] = frozenset()
        self.score: Score | None = None
        hint = QLabel("Click a group to mark it dead or alive.")
        hint.setWordWrap(True)
        grid = QGridLayout()
        grid.addWidget(QLabel("<b>Black</b>"), 0, 1)
        grid.addWidget(QLabel("<b>White</b>"), 0, 2)
        self.cells: dict[tuple[str, int], QLabel] = {}
        for row, name in enumerate((*ROWS, "total"), start=1):
            grid.addWidget(QLabel(name.capitalize()), row, 0)
            for column, colour in ((1, BLACK), (2, WHITE)):
                self.cells[name, colour] = QLabel()
                grid.addWidget(self.cells[name, colour], row, column)
        self.result = QLabel()
        self.accept_button = QPushButton("Accept result")
        self.resume_button = QPushButton("Play on")
        self.accept_button.clicked.connect(self._accept)
        self.resume_button.clicked.connect(self.resumed)
        buttons = QHBoxLayout()
        buttons.addWidget(self.resume_button)
        buttons.addWidget(self.accept_button)
        layout = QVBoxLayout(self)
        layout.addWidget(hint)
        layout.addLayout(grid)
        layout.addWidget(self.result)
        layout.addLayout(buttons)

    def start(self, position) -> None:
        """Propose the dead stones of ``position`` (a game that ended by two passes)."""
        estimate = estimate_dead(position)
        self.position = position
        self.dead = estimate.dead
        self.seki = estimate.seki
        self._count()

    def toggle(self, cell: int) -> None:
        """The user clicked ``cell``: its group turns dead (or alive again)."""
        if self.position is None:
            return
        self.dead = toggle_group(self.position, self.dead, cell)
        self._count()

    def _count(self) -> None:
        self.score = score(self.position, self.dead, self.seki)
        for colour in (BLACK, WHITE):
            side = self.score.side(colour)
            for name in ROWS:
                self.cells[name, colour].setText(f"{getattr(side, name):g}")
            self.cells["total", colour].setText(f"<b>{side.total:g}</b>")
        method = self.score.method
        self.result.setText(f"Result: <b>{self.score.result_text}</b> ({method} scoring)")
        self.changed.emit()

    def _accept(self) -> None:
        if self.score is not None:
            self.accepted.emit(self.score.result_text)
