"""The scoring phase's panel: :class:`ScoringBox` holds the proposal of dead stones and shows
the breakdown (territory, stones, prisoners, komi; for Medusa stones, surrounded cells and the
marker) after every click; :func:`result_words` says a result in words. The window's side of
the scoring phase is :mod:`magnetdesk.gui.play.scoring_mode`."""

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

from magnetdesk.engine.core.counting import Score, leaning
from magnetdesk.engine.core.vocabulary import BLACK, EMPTY, WHITE
from magnetdesk.gui.board.families import WindowFamily, position_family
from magnetdesk.gui.common.words import SCORING_NAMES, result_words
from magnetdesk.translation import QT_TR_NOOP, tr

ROWS = ("territory", "stones", "prisoners", "komi")
ROW_NAMES = {  # the rows' first names; a family may call them otherwise (families.score_rows)
    "territory": QT_TR_NOOP("Territory"), "stones": QT_TR_NOOP("Stones"),
    "prisoners": QT_TR_NOOP("Prisoners"), "komi": QT_TR_NOOP("Komi"), "total": QT_TR_NOOP("Total"),
}


HINT = QT_TR_NOOP("Click a stone to mark its group dead or alive; Shift+click marks one chain.")


class ScoringBox(QGroupBox):
    """The scoring mode's state and its panel. ``start(position)`` makes the proposal;
    ``point(cell, chain_only)`` previews a click (:meth:`choice`), ``toggle(cell)`` makes it;
    ``accepted(result_text)`` when the players agree and ``resumed()`` when they would
    rather play on."""

    accepted = Signal(str)
    resumed = Signal()
    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Scoring"), parent)
        self.position = None
        self.dead: frozenset[int] = frozenset()
        self.seki: frozenset[int] = frozenset()
        self.score: Score | None = None
        self.family: WindowFamily | None = None
        self.ownership: tuple[float, ...] = ()  # the estimate's, from -1 (White) to +1
        self.hover: int | None = None  # the cell under the mouse
        self.chain_only = False  # Shift is held: a click takes one chain
        self.hint = hint = QLabel(tr(HINT))
        hint.setWordWrap(True)
        grid = QGridLayout()
        grid.addWidget(QLabel(f"<b>{tr('Black')}</b>"), 0, 1)
        grid.addWidget(QLabel(f"<b>{tr('White')}</b>"), 0, 2)
        self.cells: dict[tuple[str, int], QLabel] = {}
        self.labels: dict[str, QLabel] = {}
        for row, name in enumerate((*ROWS, "total"), start=1):
            self.labels[name] = QLabel(tr(ROW_NAMES[name]))
            grid.addWidget(self.labels[name], row, 0)
            for column, colour in ((1, BLACK), (2, WHITE)):
                self.cells[name, colour] = QLabel()
                grid.addWidget(self.cells[name, colour], row, column)
        self.result = QLabel()
        self.accept_button = QPushButton(tr("&Accept result"))  # Alt+A by keyboard
        self.resume_button = QPushButton(tr("Play &on"))
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

    def start(self, position, ownership=None) -> None:
        """Propose the dead stones of ``position`` (a game that ended by two passes), from
        the computer's ``ownership`` of this board when there is one."""
        self.family = position_family(position)
        labels = dict(self.family.score_rows)
        for name in ROWS:
            shown = name in labels
            self.labels[name].setText(tr(labels[name]) if shown else "")
            for widget in (self.labels[name], self.cells[name, BLACK], self.cells[name, WHITE]):
                widget.setVisible(shown)
        estimate = self.family.estimate(position, ownership=ownership)
        self.position = position
        self.dead = estimate.dead
        self.seki = estimate.seki
        self.ownership = estimate.ownership
        self._count()

    def toggle(self, cell: int, chain_only: bool | None = None) -> None:
        """The user clicked ``cell``: its group turns dead (or alive again); ``chain_only``
        (default: whether Shift was held, as :meth:`point` heard) only its chain."""
        if self.position is None:
            return
        self.dead = self._after(cell, self.chain_only if chain_only is None else chain_only)
        self._count()

    def point(self, cell: int | None, chain_only: bool) -> None:
        """The mouse is over ``cell`` (None: off the board), Shift held or not: the hint
        says what a click would do."""
        self.hover, self.chain_only = cell, chain_only
        self._describe()

    def choice(self) -> tuple[frozenset[int], frozenset[int]]:
        """What a click on the cell under the mouse would do: the stones it would mark dead,
        and those it would bring back to life."""
        cell = self.hover
        if self.position is None or cell is None or self.position.board[cell] == EMPTY:
            return frozenset(), frozenset()
        after = self._after(cell, self.chain_only)
        return after - self.dead, self.dead - after

    def _after(self, cell: int, chain_only: bool) -> frozenset[int]:
        """The dead stones after a click on ``cell``."""
        assert self.family is not None and self.score is not None  # asked while scoring
        lean = leaning(self.score.owner, self.ownership) if self.ownership else None
        return self.family.toggle(self.position, self.dead, cell, lean, chain_only)

    def _describe(self) -> None:
        dying, reviving = self.choice()
        if not (dying or reviving):
            self.hint.setText(tr(HINT))
            return
        assert self.family is not None  # a click would change stones: scoring
        after = self.family.score(self.position, (self.dead | dying) - reviving, self.seki)
        result = result_words(after.result_text)
        if dying:
            text = tr("A click marks %n stone(s) dead: {result}.", None, len(dying))
        else:
            text = tr("A click brings %n stone(s) back to life: {result}.", None, len(reviving))
        more = tr("(Shift held: this chain only.)") if self.chain_only else tr(
            "Shift+click: one chain only."
        )
        self.hint.setText(f"{text.format(result=result)} {more}")

    def _count(self) -> None:
        assert self.family is not None  # counted from start() on
        self.score = self.family.score(self.position, self.dead, self.seki)
        for colour in (BLACK, WHITE):
            side = self.score.side(colour)
            for name in ROWS:
                self.cells[name, colour].setText(f"{getattr(side, name):g}")
            self.cells["total", colour].setText(f"<b>{side.total:g}</b>")
        self._describe()
        method = tr(SCORING_NAMES.get(self.score.method, self.score.method))
        self.result.setText(
            tr("Result: {result} ({method})").format(
                result=f"<b>{self.score.result_text}</b>", method=method
            )
        )
        self.changed.emit()

    def _accept(self) -> None:
        if self.score is not None:
            self.accepted.emit(self.score.result_text)
