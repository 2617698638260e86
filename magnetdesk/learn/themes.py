"""The themes problems are organised by, as a teacher names them (issue 41).

Every problem names one theme in its ``MP`` (``theme=ladder``); the Problems window lets a
player pick a theme. A theme belongs to the games where its idea exists: a ladder to the Go
family, the field's promotion to the chess family. :data:`THEMES` is the one list; its names
are what people see (``tr(theme.name)``).

>>> [theme.id for theme in themes_of("go")][:3]
['ladder', 'net', 'snapback']
>>> theme_named("rosette").families
('medusa',)
"""

from __future__ import annotations

from dataclasses import dataclass

from magnetdesk.engine.variants import VARIANTS
from magnetdesk.translation import QT_TR_NOOP


@dataclass(frozen=True)
class Theme:
    """One theme: its id in the files, its name for people (English, translated when
    shown), a sentence on the idea, and the families (``VARIANTS[id].family``) it belongs to."""

    id: str
    name: str
    idea: str
    families: tuple[str, ...]


GO = ("go",)  # the Go family: Go, Atari-Go, Stoical Go, Magnetgo
CHESS = ("chess",)
MEDUSA = ("medusa",)

THEMES: tuple[Theme, ...] = (
    # the Go family, as the Go problem books order them
    Theme("ladder", QT_TR_NOOP("Ladder"),
          QT_TR_NOOP("Chase the stones in atari after atari to the edge."), GO),
    Theme("net", QT_TR_NOOP("Net"),
          QT_TR_NOOP("Close the stones in from a distance so that they cannot run."), GO),
    Theme("snapback", QT_TR_NOOP("Snapback"),
          QT_TR_NOOP("Give a stone: the capture leaves the capturers in atari."), GO),
    Theme("throw-in", QT_TR_NOOP("Throw-in"),
          QT_TR_NOOP("Play inside the opponent's shape to take away a liberty or an eye."), GO),
    Theme("connect-and-die", QT_TR_NOOP("Connect and die"),
          QT_TR_NOOP("The stones can connect, but the connected chain is short of liberties."),
          GO),
    Theme("capturing-race", QT_TR_NOOP("Capturing race"),
          QT_TR_NOOP("Two chains without eyes: count the liberties and take the race."), GO),
    Theme("eye-shape", QT_TR_NOOP("Eye shape"),
          QT_TR_NOOP("Make two eyes, or take the vital point so that there is only one."), GO),
    Theme("seki", QT_TR_NOOP("Seki"),
          QT_TR_NOOP("Neither side can approach: both live without two eyes."), GO),
    Theme("atari", QT_TR_NOOP("Atari and escape"),
          QT_TR_NOOP("Take the last liberties, or run and connect before they are gone."), GO),
    Theme("double-atari", QT_TR_NOOP("Double atari"),
          QT_TR_NOOP("One stone threatens two chains at once."), GO),
    Theme("cut", QT_TR_NOOP("Cut and connect"),
          QT_TR_NOOP("Cut the stones apart, or hold them together."), GO),
    Theme("barred-retake", QT_TR_NOOP("The barred retake"),
          QT_TR_NOOP("Stoical Go: right after a capture the other side may not capture."), GO),
    Theme("pull", QT_TR_NOOP("The magnet's pull"),
          QT_TR_NOOP("Magnetgo: a new stone pulls the nearest enemy stones up against it."), GO),
    Theme("push", QT_TR_NOOP("The magnet's push"),
          QT_TR_NOOP("Magnetgo: a new stone pushes the nearest stones of its own colour away."),
          GO),
    # Medusa
    Theme("reversal", QT_TR_NOOP("Reversal"),
          QT_TR_NOOP("Enclose stones so that they turn over to your colour."), MEDUSA),
    Theme("rosette", QT_TR_NOOP("Rosette"),
          QT_TR_NOOP("Close a ring of six round a cell."), MEDUSA),
    Theme("jump", QT_TR_NOOP("Jump"),
          QT_TR_NOOP("Move a group across the board instead of placing a stone."), MEDUSA),
    Theme("count", QT_TR_NOOP("The count"),
          QT_TR_NOOP("Play the turn that puts you ahead in the count."), MEDUSA),
    Theme("defence", QT_TR_NOOP("Defence"),
          QT_TR_NOOP("Keep your stones from being reversed on the next turn."), MEDUSA),
    # the Magnetic Chess family
    Theme("field-pull", QT_TR_NOOP("The field pulls"),
          QT_TR_NOOP("A move's field pulls a piece where it can be taken or where it helps."),
          CHESS),
    Theme("field-push", QT_TR_NOOP("The field pushes"),
          QT_TR_NOOP("A move's field pushes a piece away: off its defence or into the open."),
          CHESS),
    Theme("field-promotion", QT_TR_NOOP("Promotion by the field"),
          QT_TR_NOOP("The field carries a pawn to the last rank."), CHESS),
    Theme("fork", QT_TR_NOOP("Fork"),
          QT_TR_NOOP("One piece attacks two at once."), CHESS),
    Theme("king-hunt", QT_TR_NOOP("King hunt"),
          QT_TR_NOOP("The king is the piece to take: chase it down."), CHESS),
    Theme("hanging-piece", QT_TR_NOOP("Loose piece"),
          QT_TR_NOOP("Take a piece that nothing defends, and keep it."), CHESS),
)

_BY_ID = {theme.id: theme for theme in THEMES}


def theme_named(theme_id: str) -> Theme:
    """The theme ``theme_id`` (KeyError for an unknown one)."""
    return _BY_ID[theme_id]


def themes_of(variant_id: str) -> list[Theme]:
    """The themes of ``variant_id``'s family, in the order of :data:`THEMES`."""
    family = VARIANTS[variant_id].family
    return [theme for theme in THEMES if family in theme.families]
