"""The rule switches of the one Go machine that plays Go, Atari-Go, Stoical Go and Magnetgo:
the data a position reads (:class:`GoSettings`), and the start points of handicap and crosscut.

Kept apart from :mod:`magnetdesk.engine.go.rules` so that :mod:`magnetdesk.engine.go.position` can
read the rules without importing the module whose ``GoRules.start()`` makes its positions.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property, lru_cache

from magnetdesk.engine.core.geometry import SquareGrid
from magnetdesk.translation import tr

KO_RULES = ("simple", "basic", "positional", "situational", "none")
SCORINGS = ("area", "territory", "stones")


@dataclass(frozen=True)
class GoSettings:
    """Every switch of the Go machine: what a position reads. The rules value the registry
    builds is its subclass :class:`magnetdesk.engine.go.rules.GoRules`, which adds ``start()``.

    * ``ko``: ``simple`` (no immediate single-stone recapture, Go), ``basic`` (a move may not
      recreate the position after the mover's own previous move, Magnetgo), ``positional`` /
      ``situational`` superko, or ``none``.
    * ``suicide``: ``forbidden``, ``allowed``, or ``if-changed`` (Magnetgo: legal only if the
      board ends up different).
    * ``stoical``: a capture is illegal right after an opponent's capture (``snapback``: unless
      it takes more stones than the opponent just took).
    * ``repetition``: Stoical Go's ending: ``draw`` or ``loss`` when a move repeats the position
      after one of the mover's earlier moves; ``None`` for the other variants.
    * ``switches``: the values of the switches declared only in
      :mod:`magnetdesk.engine.go.switches` (no field here) that are on, as (name, value).

    Every switch has its record in :data:`magnetdesk.engine.go.switches.SWITCHES`.
    """

    variant: str = "go"
    size: int = 19
    blocked: frozenset[tuple[int, int]] = frozenset()
    komi: float = 7.5
    scoring: str = "area"
    ko: str = "simple"
    suicide: str = "forbidden"
    magnetism: bool = False
    first_capture_wins: bool = False
    stoical: bool = False
    snapback: bool = False
    repetition: str | None = None
    handicap: int = 0
    handicap_placement: str = "fixed"
    handicap_magnetism: bool = False
    crosscut: bool = False
    switches: tuple[tuple[str, object], ...] = ()
    options: tuple[tuple[str, object], ...] = field(default=(), compare=False)

    def __post_init__(self) -> None:
        if not self.variant:
            raise ValueError("a Go-family variant needs its registry id")
        if self.ko not in KO_RULES:
            raise ValueError(f"unknown ko rule {self.ko!r}")
        if self.scoring not in SCORINGS:
            raise ValueError(f"unknown scoring {self.scoring!r}")

    @cached_property
    def grid(self) -> SquareGrid:
        return _grid(self.size, self.blocked)


def fixed_handicap_points(size: int, stones: int) -> list[tuple[int, int]]:
    """The GTP ``fixed_handicap`` points (the set GNU Go answers), as (x, y), y=0 at the bottom.

    Raises ValueError when the board has no such placement (GTP: 2..9 stones on odd boards
    from 9×9, 2..4 on 7×7 and even boards from 8×8).
    """
    most = 9 if size % 2 == 1 and size >= 9 else 4 if size >= 7 else 0
    if not 2 <= stones <= most:
        message = tr("invalid handicap: {stones} stones on {size}×{size} (2..{most})")
        raise ValueError(message.format(stones=stones, size=size, most=most))
    edge = 2 if size < 12 else 3  # GNU Go's choice: the fourth line from 12×12 up
    lo, hi, mid = edge, size - 1 - edge, size // 2
    corners = [(hi, hi), (lo, lo), (lo, hi), (hi, lo)]
    if stones <= 4:
        return corners[:stones]
    sides = [(lo, mid), (hi, mid)]
    tops = [(mid, lo), (mid, hi)]
    centre = [(mid, mid)] if stones % 2 == 1 else []
    if stones <= 5:
        return corners + centre
    if stones <= 7:
        return corners + sides + centre
    return corners + sides + tops + centre


def crosscut_points(size: int) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """Atari-Go's four-stone crosscut in the centre: (black points, white points)."""
    if size < 4:
        raise ValueError(tr("the crosscut start needs a board of at least 4×4"))
    m = (size - 1) // 2
    return [(m - 1, m), (m, m - 1)], [(m, m), (m - 1, m - 1)]


@lru_cache(maxsize=32)
def _grid(size: int, blocked: frozenset[tuple[int, int]]) -> SquareGrid:
    """One grid per board shape (building its rays takes milliseconds on 19×19: a file of
    3,000 games without moves took 10 s to load before)."""
    return SquareGrid(size, blocked)
