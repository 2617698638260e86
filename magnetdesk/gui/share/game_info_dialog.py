"""File ▸ Game info…: the game information a file keeps, edited: the players, date, event,
place, round, result and rules (the SGF properties ``PB PW DT EV PC RO RE RU`` of the root) and,
in the Go family, the komi (``KM``).

The komi is no description but a rule: it is the game's komi option, which the count uses and
which the file writes as ``KM`` (and in ``MV``). So a komi edited after the moves changes the
game's rules: every position is computed again with it (the moves stay legal: the komi only
counts), the scoring box and the computer count with it. A result already written (``RE``)
stays as it was: it is what the players agreed on, edited beside the komi when it should
change. ``RU`` is the rule set's name as other programs read it, a text: editing it changes no
rule (the scoring, ko and suicide options are the game's, chosen when it started).

The result shown and edited is the one of the line the game is at (the current node):
on the line that reached it, the game's ``RE``; on a branch made elsewhere (a live game)
nothing, and a result typed there ends the game at the end of the current line.

Each text is one line; an empty one removes its property. The date is SGF's ``DT`` (``2026-11-27``,
partial ``2026-11``, several days ``2026-11-27,28``), the result SGF's ``RE`` (``B+R``,
``W+3.5``, ``0``...), the komi a number.

>>> date_problem("2026-11-27,28"), date_problem("1996-05,06"), date_problem("")
(None, None, None)
>>> bool(date_problem("27.11.2026")), bool(date_problem("2026-02-30"))
(True, True)
>>> result_problem("W+3.5"), result_problem("B+R"), bool(result_problem("White wins"))
(None, None, True)
>>> komi_of("6,5"), komi_of("seven")
(6.5, None)
"""

from __future__ import annotations

import math
import re
from datetime import date
from typing import Any

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from magnetdesk.engine.core.vocabulary import WHITE
from magnetdesk.engine.variants import VARIANTS
from magnetdesk.gui.common.setup import first_mover
from magnetdesk.record import GameRecord, Node
from magnetdesk.record.notation import notation_for
from magnetdesk.translation import QT_TR_NOOP, tr

FIELDS = (  # property, label, placeholder
    ("PB", QT_TR_NOOP("&Black:"), ""),
    ("PW", QT_TR_NOOP("&White:"), ""),
    ("DT", QT_TR_NOOP("&Date:"), QT_TR_NOOP("YYYY-MM-DD")),
    ("EV", QT_TR_NOOP("&Event:"), ""),
    ("PC", QT_TR_NOOP("&Place:"), ""),
    ("RO", QT_TR_NOOP("R&ound:"), ""),
    ("RE", QT_TR_NOOP("&Result:"), QT_TR_NOOP("B+R, W+3.5, 0 for a draw")),
    ("RU", QT_TR_NOOP("R&ules:"), ""),
)
KOMI_RANGE = (-1000.0, 1000.0)  # the komi option's
_FULL_DATE = re.compile(r"(\d{4})(?:-(\d\d)(?:-(\d\d))?)?")
_SHORT_DATE = re.compile(r"(\d\d)(?:-(\d\d))?")
_RESULT = re.compile(r"[BW]\+(?:R|Resign|T|Time|F|Forfeit|\d+(?:\.\d+)?)?|0|Draw|Void|\?")


def date_problem(text: str) -> str | None:
    """Why ``text`` is no SGF date (None: it is one, or empty). A date after the first may
    leave out what it shares with the one before: ``2026-11-27,28`` or ``1996-05,06``."""
    if not text:
        return None
    before: list[int] = []  # the date before: year, month, day as far as it says
    for word in text.split(","):
        numbers = _date_numbers(word, before)
        if numbers is None or not _real_date(numbers):
            return _date_words()
        before = numbers
    return None


def _date_numbers(word: str, before: list[int]) -> list[int] | None:
    full = _FULL_DATE.fullmatch(word)
    if full is not None:
        return [int(n) for n in full.groups() if n is not None]
    short = _SHORT_DATE.fullmatch(word)
    if short is None or len(before) < 2:
        return None
    given = [int(n) for n in short.groups() if n is not None]
    if len(given) == 2 or len(before) == 2:  # MM-DD, or a month after a month
        return [before[0], *given]
    return [before[0], before[1], *given]  # a day after a day


def _real_date(numbers: list[int]) -> bool:
    year, month, day = [*numbers, 1, 1][:3]
    try:
        date(year, month, day)
    except ValueError:
        return False
    return True


def _date_words() -> str:
    return tr("The date is written as YYYY-MM-DD (2026-11-27), or YYYY-MM or YYYY; several "
              "days as 2026-11-27,28.")


def result_problem(text: str) -> str | None:
    """Why ``text`` is no SGF result (None: it is one, or empty)."""
    if not text or _RESULT.fullmatch(text):
        return None
    return tr("The result is written as SGF does: B+R or W+R (resigned), B+3.5 (points), "
              "B+T (time), B+F (forfeit), B+ (won), 0 (a draw), Void or ?.")


def komi_of(text: str) -> float | None:
    """The komi ``text`` says (a decimal comma too), None if it is no number in range."""
    try:
        komi = float(text.strip().replace(",", "."))
    except ValueError:
        return None
    return komi if math.isfinite(komi) and KOMI_RANGE[0] <= komi <= KOMI_RANGE[1] else None


def komi_editable(record: GameRecord) -> bool:
    """The Go family's komi is an option the file writes as KM (Atari-Go has none)."""
    keys = {option.key for option in VARIANTS[record.variant].options}
    return notation_for(record.variant).go_properties and "komi" in keys


def shown_info(record: GameRecord, key: str, node: Node | None) -> str:
    """The text of property ``key`` as the dialog shows it at ``node`` (the result only on
    the line that reached it; None: the record's, wherever)."""
    if key == "RE" and node is not None:
        return record.result_on_line(node)
    return record.info.get(key, "")


def apply_game_info(
    record: GameRecord, info: dict[str, str], komi: float | None, node: Node | None = None
) -> bool:
    """Write ``info`` (property → text, "" removes it) and the ``komi`` (None: unchanged) into
    ``record`` as edited at ``node``; whether anything changed. A new komi replays the game
    with it (see the module docstring): OptionError or ValueError, and nothing changed, if
    it cannot."""
    komi_changed = komi is not None and komi != getattr(record.start.rules, "komi", None)
    if komi_changed:
        options: dict[str, Any] = dict(record.options)
        options["komi"] = komi
        record.change_options(options)  # first: it may refuse
    changed = komi_changed
    for key, text in info.items():
        if text == shown_info(record, key, node):
            continue
        changed = True
        if key == "RE" and not text:
            record.clear_result()
        elif key == "RE" and node is not None and not record.result_on_line(node):
            record.set_result(_line_end(node), text)  # this line ends with it
        elif text:
            record.info[key] = text
        else:
            del record.info[key]
    return changed


def _line_end(node: Node) -> Node:
    """The last node of the line through ``node`` (on along the redo way)."""
    while (child := node.forward()) is not None:
        node = child
    return node


class GameInfoDialog(QDialog):
    """See the module docstring. OK checks the date, result and komi: a wrong one is said
    under the fields and the dialog stays open."""

    def __init__(
        self, parent: QWidget | None, record: GameRecord, node: Node | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Game info"))
        self.edits: dict[str, QLineEdit] = {}
        form = QFormLayout()
        fields = list(FIELDS)
        if first_mover(record.variant) == WHITE:  # chess: White's player first
            fields[0], fields[1] = fields[1], fields[0]
        for key, label, placeholder in fields:
            edit = QLineEdit(shown_info(record, key, node))
            if placeholder:
                edit.setPlaceholderText(tr(placeholder))
            form.addRow(tr(label), edit)
            self.edits[key] = edit
        self.komi: QLineEdit | None = None
        if komi_editable(record):
            self.komi = QLineEdit(f"{record.start.rules.komi:g}")
            self.komi.setToolTip(tr("Points for White. The count uses it: a new komi changes "
                                    "the game's rules, not only the file"))
            form.addRow(tr("&Komi:"), self.komi)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b00020")
        self.problem.hide()
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        self.setMinimumWidth(420)

    def info(self) -> dict[str, str]:
        """The texts as typed, each on one line without spaces around it."""
        return {key: " ".join(edit.text().split()) for key, edit in self.edits.items()}

    def komi_value(self) -> float | None:
        """The komi typed (None: no komi field, or not a number)."""
        return komi_of(self.komi.text()) if self.komi is not None else None

    def problems(self) -> list[str]:
        info = self.info()
        found = [date_problem(info["DT"]), result_problem(info["RE"])]
        if self.komi is not None and self.komi_value() is None:
            low, high = KOMI_RANGE
            found.append(tr("The komi is a number from {low:g} to {high:g}, e.g. 6.5.").format(
                low=low, high=high))
        return [problem for problem in found if problem]

    def accept(self) -> None:
        problems = self.problems()
        if problems:
            self.problem.setText("\n".join(problems))
            self.problem.show()
            return
        super().accept()
