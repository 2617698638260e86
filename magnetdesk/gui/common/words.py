"""Words and marks that several parts of the window say: the colours' names, a result, the
computer's level, a scoring method, a clock's time, a move's cost and its grade's colour, a
number in the window's language, the app's name.

>>> result_words("B+3.5"), result_words("W+R"), capital("tromp–Taylor")
('Black wins by 3.5', 'White wins by resignation', 'Tromp–Taylor')
>>> number_text(1240)
'1,240'
"""

from __future__ import annotations

from PySide6.QtCore import QLocale
from PySide6.QtGui import QColor

from magnetdesk.ai.levels import LEVELS
from magnetdesk.clocks.clock import SideClock
from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.record.analysis import move_loss, point_loss
from magnetdesk.translation import QT_TR_NOOP, tr

APP_NAME = "Magnetdesk"
COLOUR_NAMES = {BLACK: QT_TR_NOOP("Black"), WHITE: QT_TR_NOOP("White")}  # shown as tr(name)
GRADE_COLOURS = {"mistake": QColor(224, 138, 42), "blunder": QColor(208, 69, 58)}
SCORING_NAMES = {
    "area": QT_TR_NOOP("area scoring"),
    "territory": QT_TR_NOOP("territory scoring"),
    "stones": QT_TR_NOOP("stone scoring"),
}
_number_language = ["en"]  # set by magnetdesk.gui.looks.language when it installs a language


def capital(text: str) -> str:
    """``text`` with a capital first letter and the rest as it is (``str.capitalize`` would
    lower "Tromp–Taylor")."""
    return text[:1].upper() + text[1:]


def result_words(result: str) -> str:
    """``B+3.5`` → ``Black wins by 3.5``; ``W+R`` → ``White wins by resignation``."""
    if result in ("0", "Draw"):
        return tr("Draw")
    if result == "Void":  # stopped without a result (a series' move limit)
        return tr("No result")
    colour, _, margin = result.partition("+")
    winner = {"B": tr("Black"), "W": tr("White")}.get(colour, colour)
    if margin in ("R", "Resign"):
        return tr("{winner} wins by resignation").format(winner=winner)
    if margin in ("T", "Time"):
        return tr("{winner} wins on time").format(winner=winner)
    if margin:
        return tr("{winner} wins by {margin}").format(winner=winner, margin=margin)
    return tr("{winner} wins").format(winner=winner)


def computer_text(level: int) -> str:
    """``Computer · Club (3)``."""
    if level not in LEVELS:
        return tr("Computer")
    return tr("Computer · {level} ({number})").format(level=tr(LEVELS[level].name), number=level)


def clock_text(clock: SideClock) -> str:
    """``9:58``, ``0:27 · 3×``, ``0:41 · 7 stones``."""
    seconds = clock.main if clock.main > 0 else clock.period_left
    whole = max(0, int(seconds + 0.999))
    text = f"{whole // 60}:{whole % 60:02d}"
    if clock.overtime and clock.periods_left:
        text += f" · {clock.periods_left}×"
    elif clock.overtime and clock.stones_left:
        text += " · " + tr("%n stone(s)", None, clock.stones_left)
    return text


def cost_words(node) -> str:
    """``14% of the win rate, 12 points``: what the move that led to ``node`` cost."""
    loss, points = move_loss(node), point_loss(node)
    words = []
    if loss is not None:
        words.append(tr("{loss}% of the win rate").format(loss=f"{max(loss, 0.0) * 100:.0f}"))
    if points is not None:
        words.append(tr("%n point(s)", None, round(max(points, 0.0))))
    return ", ".join(words)


def set_number_language(code: str) -> None:
    """Write numbers as ``code``'s speakers do from now on (the window's language)."""
    _number_language[0] = code


def number_text(value: int) -> str:
    """``1,240`` in English, ``1.240`` in German."""
    return QLocale(_number_language[0]).toString(value)


GRADE_NAMES = {  # a problem's grade (magnetdesk.learn.problems.GRADES)
    "easy": QT_TR_NOOP("easy"), "medium": QT_TR_NOOP("medium"), "hard": QT_TR_NOOP("hard"),
}


def grade_words(grade: str) -> str:
    return tr(GRADE_NAMES[grade]) if grade in GRADE_NAMES else grade
