"""The lessons' titles, a few words each, course by course in the order of the lessons (the
course window lists them; people see their translation)."""

from __future__ import annotations

from magnetdesk.translation import QT_TR_NOOP

TITLES: dict[str, tuple[str, ...]] = {
    "go": (
        QT_TR_NOOP("Liberties"), QT_TR_NOOP("Capture"), QT_TR_NOOP("Chains"),
        QT_TR_NOOP("Atari and escape"), QT_TR_NOOP("No suicide"), QT_TR_NOOP("Ko"),
        QT_TR_NOOP("Two eyes"), QT_TR_NOOP("Counting area"), QT_TR_NOOP("Seki"),
        QT_TR_NOOP("The last neutral point"), QT_TR_NOOP("Counting territory"),
        QT_TR_NOOP("Counting stones"), QT_TR_NOOP("Handicap"),
    ),
    "atari-go": (
        QT_TR_NOOP("The first capture wins"), QT_TR_NOOP("Escape from atari"),
        QT_TR_NOOP("The ladder"), QT_TR_NOOP("Double atari"), QT_TR_NOOP("Chains"),
        QT_TR_NOOP("The cut"), QT_TR_NOOP("Connect"), QT_TR_NOOP("Capture before you save"),
    ),
    "stoical-go": (
        QT_TR_NOOP("Capture as in Go"), QT_TR_NOOP("No capture after a capture"),
        QT_TR_NOOP("Using the restriction"), QT_TR_NOOP("Repetition ends the game"),
        QT_TR_NOOP("The snapback option"), QT_TR_NOOP("No suicide"),
        QT_TR_NOOP("Counting area"), QT_TR_NOOP("Counting stones"),
    ),
    "magnetgo": (
        QT_TR_NOOP("Repel"), QT_TR_NOOP("Any distance"), QT_TR_NOOP("Slide to a stop"),
        QT_TR_NOOP("Attract"), QT_TR_NOOP("White's chains first"),
        QT_TR_NOOP("Blocking points"), QT_TR_NOOP("Chains torn apart"),
        QT_TR_NOOP("Suicide"), QT_TR_NOOP("Ko"),
    ),
    "medusa": (
        QT_TR_NOOP("Holes and liberties"), QT_TR_NOOP("Reversal"), QT_TR_NOOP("Jumps"),
        QT_TR_NOOP("Each group once"), QT_TR_NOOP("A touched group stays"),
        QT_TR_NOOP("Reversed stones join"), QT_TR_NOOP("The rosette"),
        QT_TR_NOOP("The marker"), QT_TR_NOOP("The complete pass"), QT_TR_NOOP("The count"),
    ),
    "magnetic-chess": (
        QT_TR_NOOP("No check"), QT_TR_NOOP("Take the king first"), QT_TR_NOOP("The field"),
        QT_TR_NOOP("Your pieces are pushed"), QT_TR_NOOP("Kings block"),
        QT_TR_NOOP("Slides stop"), QT_TR_NOOP("Magnetic promotion"),
        QT_TR_NOOP("Promotion"), QT_TR_NOOP("Double steps"), QT_TR_NOOP("Castling"),
        QT_TR_NOOP("Open the line"), QT_TR_NOOP("Anti-magnetic Chess"),
        QT_TR_NOOP("Gravity Chess"), QT_TR_NOOP("Anti-gravity Chess"),
        QT_TR_NOOP("Custom codes"),
    ),
}
