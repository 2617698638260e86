"""The computer's strength levels, 1 (Beginner) to 5 (Strongest).

A level is a budget and a temperature. The budget (playouts, and seconds as a cap) is given for
9×9 and scales with the square root of the board's cell count, so a 19×19 move gets about twice
as much and a 5×5 one about half; where a playout is much dearer than Go's (Magnetgo,
Medusa) the levels have their own, measured playouts (:data:`OWN_PLAYOUTS`). The lower
levels are weaker in two ways: they search less, and they do not always play the most searched
move but draw one of the good ones, visit-weighted (``mcts.choose(..., temperature=...)``): their
mistakes are moves a person might have liked, never random ones. The strongest level has no
playout cap, uses all the time it is given and starts each search from the tree its last one
left (``Budget.reuse``).
The lower levels also see less ahead (``Budget.foresight``, 0 to 4): in Magnetgo the
Beginner does not see the capture the opponent's magnets would make next move, the mistake
a new player makes most, and the Casual level sees it only when it takes two stones or
more; in Atari-Go the Beginner does not read ladders, Casual reads one atari ahead, Club
five, the Strong levels to the end and also see the moves that prepare one, and the
Strongest scores a won ladder as won (:mod:`magnetdesk.ai.go.ladder`).

>>> from magnetdesk.engine.variants import new_position
>>> LEVELS[5].budget(new_position("go", size=9))
Budget(playouts=1000000000, seconds=3.0, foresight=4, reuse=True)
>>> LEVELS[1].budget(new_position("go", size=9), seconds=10.0)  # still only its playouts
Budget(playouts=80, seconds=10.0, foresight=0, reuse=False)
>>> level_names()[3]
'Club'
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from magnetdesk.ai.core.search_types import FULL_SIGHT, Budget
from magnetdesk.translation import QT_TR_NOOP

if TYPE_CHECKING:
    from magnetdesk.engine.core.vocabulary import Position

UNLIMITED = 10**9
REFERENCE_CELLS = 81  # the level table's figures are for 9×9
SCALE_RANGE = (0.5, 2.5)  # how far the board size may stretch a budget
# The dear variants' own playout caps for levels 1 to 4, on 9×9 (scaled by the board like
# Go's; Medusa's 210 cells make them 5, 97, 322 and 966). A playout there costs several of
# Go's (benchmarks/bench_playouts.py, the whole search in one process: Go about 1,750 a
# second, Magnetgo 420 as a move moves the magnets' stones, Medusa 380), so with Go's caps
# the Strong level ran into its time cap and stood only about 1.5 times below the Strongest
# (in Magnetgo 10 of 14). And below a hundred or two playouts their searches gain little,
# as the priors (the magnets' threats; captures by reversal, rosettes) choose most moves: in
# Magnetgo Casual at 120 playouts beat the Beginner at 32 only about half the time (19.5 of
# 37), at 300 playouts 17 of 20, and against 8 playouts 31 of 40; in Medusa Casual beat
# the Beginner at 26 playouts 12 of 20, at 5 playouts 18 of 20. So the caps are
# measured, not derived (docs/strength.md): the Beginner ranks the priors' favourites (the
# captures, rosettes and escapes it sees) with a few playouts, and each level above steps
# up about three times.
OWN_PLAYOUTS = {"magnetgo": (8, 120, 400, 1200), "medusa": (3, 60, 200, 600)}


@dataclass(frozen=True)
class Level:
    """One strength level: a name, a budget on 9×9, and how loosely it picks among the good
    moves (0: always the most searched one). ``name``, ``summary`` and ``against`` are
    English, marked for translation: the window shows ``tr(name)``."""

    number: int
    name: str
    playouts: int
    seconds: float
    temperature: float
    summary: str
    foresight: int = FULL_SIGHT
    # (variant id, what it beats there in words a player knows): measured, docs/strength.md
    against: tuple[tuple[str, str], ...] = ()
    # the next search starts from this one's tree (ai/core/reuse.py): only where no playout
    # cap calibrates the level, as a kept tree would give a capped level more than its cap
    reuse: bool = False

    def budget(
        self,
        position: Position[Any],
        *,
        seconds: float | None = None,
        playouts: int | None = None,
    ) -> Budget:
        """The budget for a move in ``position``. ``seconds`` replaces the level's time (its
        playout cap stays, so low levels stay quick and weak); ``playouts`` replaces the cap,
        and without ``seconds`` the time is then unlimited (a seeded search repeats)."""
        scale = board_scale(position)
        if playouts is not None:
            return Budget(
                max(playouts, 1), seconds if seconds is not None else math.inf, self.foresight
            )
        cap = (self.playouts if self.playouts >= UNLIMITED
               else max(1, round(self.cap_on_nine(position) * scale)))
        return Budget(
            cap, seconds if seconds is not None else round(self.seconds * scale, 2),
            self.foresight, self.reuse,
        )

    def cap_on_nine(self, position: Position[Any]) -> int:
        """The level's playout cap on 9×9 in the variant of ``position``
        (:data:`OWN_PLAYOUTS` for the dear ones; the Strongest has none)."""
        own = OWN_PLAYOUTS.get(getattr(position.rules, "variant", ""), ())
        return own[self.number - 1] if self.number <= len(own) else self.playouts


LEVELS: dict[int, Level] = {
    level.number: level
    for level in (
        Level(1, QT_TR_NOOP("Beginner"), 80, 0.5, 1.0,
              QT_TR_NOOP("answers at once; often misses the best move"), foresight=0,
              against=(("go", QT_TR_NOOP("On 9×9 Go, GNU Go's weakest level wins every game "
                                         "against it: a first opponent")),)),
        Level(2, QT_TR_NOOP("Casual"), 300, 1.0, 0.5,
              QT_TR_NOOP("thinks a little; sometimes picks a lesser move"), foresight=1,
              against=(("go", QT_TR_NOOP("On 9×9 Go, it wins about 1 game in 10 against "
                                         "GNU Go")),)),
        Level(3, QT_TR_NOOP("Club"), 1000, 1.5, 0.25,
              QT_TR_NOOP("thinks for a moment; rarely strays"), foresight=2,
              against=(("go", QT_TR_NOOP("On 9×9 Go, a little weaker than GNU Go: it wins "
                                         "about 2 games in 5")),)),
        Level(4, QT_TR_NOOP("Strong"), 3000, 2.0, 0.1,
              QT_TR_NOOP("thinks a few seconds; nearly always its best move"), foresight=3,
              against=(("go", QT_TR_NOOP("On 9×9 Go, a little stronger than GNU Go at its "
                                         "strongest: it wins about 2 games in 3")),)),
        Level(5, QT_TR_NOOP("Strongest"), UNLIMITED, 3.0, 0.0,
              QT_TR_NOOP("uses all its time; always its best move"),
              against=(("go", QT_TR_NOOP("On 9×9 Go, it beats GNU Go at its strongest nearly "
                                         "every game; Pachi, a stronger program, still wins "
                                         "most games against it")),), reuse=True),
    )
}
MIN_LEVEL, MAX_LEVEL = min(LEVELS), max(LEVELS)


def level(number: int) -> Level:
    """The level of that number (numbers outside 1..5 are clamped)."""
    return LEVELS[min(max(number, MIN_LEVEL), MAX_LEVEL)]


def level_names() -> dict[int, str]:
    """``{1: "Beginner", ..., 5: "Strongest"}``, for menus and the side panel."""
    return {number: lv.name for number, lv in LEVELS.items()}


def board_scale(position: Position[Any]) -> float:
    """How much a budget stretches on this board: the square root of its cell count over 9×9's,
    kept within :data:`SCALE_RANGE`."""
    low, high = SCALE_RANGE
    return min(max(math.sqrt(len(position.board) / REFERENCE_CELLS), low), high)
