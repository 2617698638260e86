"""The record of a family of games: what the rest of the program asks instead of switching on a
family's name.

A family is one rules machine with its variants (Go, Atari-Go, Stoical Go and Magnetgo are one
family; Medusa another; the Magnetic Chess codes a third). Each family declares its
:class:`Family` beside its code (``magnetdesk/engine/<id>/family.py``, as OpenSpiel registers a
game next to its implementation), and :mod:`magnetdesk.engine.families` lists the families. The
other layers keep their part of a family in their own family package (the search in
``magnetdesk/ai/<id>/family.py``, the file codec in ``magnetdesk/record/families/<id>.py``, the
board in ``magnetdesk/gui/board/<id>/``) and find it by the same id.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from magnetdesk.engine.core.counting import DeadStoneEstimate, Score
from magnetdesk.engine.core.registry import Variant
from magnetdesk.engine.core.setup import SetupKit
from magnetdesk.engine.core.vocabulary import BLACK, Cell, Colour, Move


@dataclass(frozen=True)
class Counting:
    """How a family counts a game that ends by passing: the dead-stone proposal the scoring
    phase starts from, the count, and what a click on a stone toggles.

    ``estimate(position, ownership=None)`` proposes the dead (and seki) stones, from the
    search's ``ownership`` when given; ``score(position, dead, seki)`` counts with the dead
    stones taken off (Medusa reverses them) and, where the family has seki, the seki chains'
    points counting for nobody; ``toggle(position, dead, cell, ownership, chain_only)`` is the
    dead set after a click (see :func:`magnetdesk.engine.core.counting.toggle_group`).
    ``rows`` are the scoring box's rows: a :class:`~magnetdesk.engine.core.counting.SideScore`
    field and its label (English, marked for translation). ``beyond(position)`` is what Black
    counts besides the points on the board (the komi against it, Medusa's marker): with a
    search's ownership it gives the coach's estimate of the lead."""

    estimate: Callable[..., DeadStoneEstimate]
    score: Callable[[Any, Iterable[Cell], Iterable[Cell]], Score]
    toggle: Callable[[Any, Iterable[Cell], Cell, Sequence[float] | None, bool], frozenset[Cell]]
    rows: tuple[tuple[str, str], ...]
    seki: bool = False  # the count marks seki chains
    beyond: Callable[[Any], float] | None = None


@dataclass(frozen=True)
class TurnActions:
    """How a family whose turn is several actions, ended by Done, plays a turn (Medusa):
    ``done`` is the action that ends the turn, ``is_movement(action)`` whether an action moves
    stones already on the board (a turn after a movement waits for Done; a lone placement after
    which only Done is legal ends the turn by itself)."""

    done: Move
    is_movement: Callable[[Move], bool]


@dataclass(frozen=True)
class Family:
    """One family's facts; see the module docstring.

    ``variants`` are its registry entries (the order of the new-game dialog); ``resolve`` finds
    an entry made on demand (``chess-RANR``: one of 81 codes), None for an unknown id.
    ``picture(position)`` is the text protocol's ``showboard`` drawing. ``rules_text(variant,
    rules)`` the rules summary in the current language when the summary depends on the chosen
    options (None: the variant's own ``rules_summary``). ``counting`` is None for a family whose
    games end on the board (chess). ``game_number`` is SGF's ``GM``; ``go_properties`` whether
    SGF's Go properties ``SZ``, ``KM`` and ``HA`` are written and read; ``start_stones``
    whether the start position's stones are written as ``AB``/``AW`` (SGF cannot name chess
    pieces). ``handicap(size, stones)`` gives the fixed handicap points (x, y) of a family that
    has handicap stones (None: none; ValueError for a count the board has no placement for).
    ``turn_actions`` is None for a family whose move is one action, else how its turns of
    several actions are played (:class:`TurnActions`; :attr:`turns` says whether there are
    any). ``captures`` are the family's own effect classes that take something off the board
    (besides the core ``Captured`` and ``Removed``): the window sounds them as captures.
    ``rosettes(position)`` lists the complete rosettes of a family that has them (Medusa: six
    stones of one colour round a hole), each as the ring's cells and its colour; the goals of
    the lessons and problems ask it (None: the family has none). ``symmetric`` says that the
    rules read a turned or mirrored board alike (Go, Medusa; not chess, whose pawns have a
    direction): the library's position search finds a position in any of the board's
    symmetries. ``setup`` is the family's
    part of the position editor (:class:`~magnetdesk.engine.core.setup.SetupKit`: the
    palette, the extras, the checks of a set-up position; None: it cannot be set up)."""

    id: str
    variants: tuple[Variant, ...]
    picture: Callable[[Any], str]
    game_number: int
    first_player: Colour = BLACK
    passes: bool = True  # a player may pass
    turn_actions: TurnActions | None = None  # a turn is several actions, ended by Done
    handicap: Callable[[int, int], list[tuple[int, int]]] | None = None
    counting: Counting | None = None
    rules_text: Callable[[Variant, Any], str] | None = None
    resolve: Callable[[str], Variant | None] | None = None
    go_properties: bool = False
    start_stones: bool = True
    # A move places one stone that joins a chain with liberties (the Go family): a judge
    # may count a chain's liberties after a reply.
    placed_chains: bool = False
    captures: tuple[type, ...] = ()
    rosettes: Callable[[Any], list[tuple[tuple[Cell, ...], Colour]]] | None = None
    symmetric: bool = False  # the board's symmetries keep the rules (position search)
    setup: SetupKit | None = None

    @property
    def turns(self) -> bool:
        """Whether a turn is several actions, ended by Done (Medusa)."""
        return self.turn_actions is not None
