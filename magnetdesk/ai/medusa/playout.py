"""Fast Medusa playouts: a mutable board for the search, and the playout policy.

:class:`MedusaBoard` is a flat list of cells with the turn's bookkeeping (side to move, the
marker, complete passes). It plays placements and jumps with the reversals exactly as the
engine (:mod:`magnetdesk.engine.medusa.groups`) does, only faster: a group's flood stops at
its first liberty. It does not keep the repetition ban (the tree's actions are the engine's;
a playout that repeats a state is still a fair sample). ``tests/test_medusa_ai_playout.py``
replays thousands of playout turns through the engine and compares every position.

A playout turn (:meth:`MedusaBoard.policy_turn`) uses cheap knowledge, in this order:

1. complete an own rosette (six stones around a hole: unconditional life), or block an
   opponent ring that lacks one stone;
2. capture by reversal: place on the last liberty of an opponent group near the last stones
   placed (a group with a rosette never dies);
3. save an own group the opponent's last stones left with one liberty, by extending it to two
   or more;
4. a random cell, never the mover's own eye, rarely one that leaves its own group with one
   liberty (never a suicide, but filling an eye of an opponent group without a rosette: in
   Medusa that is how such groups die);

then, when an own group can jump onto the last liberty of an opponent group, that movement (it
captures too). With no acceptable cell the mover passes (the marker moves a point toward it).
The playout ends with two complete passes, or after ``max_turns``; it is counted like the game:
stones, surrounded empty cells and the marker.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from magnetdesk.engine.core.counting import area_owner
from magnetdesk.engine.core.vocabulary import BLACK, EMPTY, WHITE
from magnetdesk.engine.medusa.rules import MARKER_END
from magnetdesk.engine.medusa.scoring import marker_points

if TYPE_CHECKING:
    from magnetdesk.engine.core.geometry import MedusaHex
    from magnetdesk.engine.core.vocabulary import Cell, Colour
    from magnetdesk.engine.medusa.position import MedusaPosition

REFUSE_SELF_ATARI = 0.9  # how often a random placement leaving its group one liberty is refused
CAPTURE_TRIES = 0.95  # how often the urgent knowledge (rosettes, captures, escapes) is used


class MedusaBoard:
    """A Medusa position as flat lists (see the module docstring). ``last`` holds the cells
    where the previous turn's stones arrived (placed or landed), for the local knowledge."""

    __slots__ = (
        "board", "empties", "grid", "index", "last", "marker", "neighbours", "over", "passes",
        "rays", "rings_of", "rosettes", "to_move",
    )  # fmt: skip

    def __init__(
        self, grid: MedusaHex, board: Sequence[Colour], to_move: Colour, marker: int,
        passes: int = 0,
    ) -> None:
        self.grid = grid
        self.neighbours = grid.neighbours
        self.rays = grid.rays
        self.rings_of = grid.rings_of
        self.rosettes = grid.rosettes
        self.board = list(board)
        self.to_move = to_move
        self.marker = marker
        self.passes = passes
        self.over = False
        self.last: list[int] = []
        self.empties = [c for c, s in enumerate(self.board) if s == EMPTY]
        self.index = [-1] * len(self.board)
        for i, cell in enumerate(self.empties):
            self.index[cell] = i

    @classmethod
    def from_position(cls, position: MedusaPosition) -> MedusaBoard:
        """The board of ``position``; a turn in progress is ended first (the marker moves if
        nothing was placed), so the board is at a turn boundary."""
        board = cls(position.topology, position.board, position.to_move, position.marker,
                    position.passes)
        board.over = position.end is not None
        if position.in_turn:
            board.end_turn(position.placed, complete_pass=False)
        return board

    def copy(self) -> MedusaBoard:
        other = MedusaBoard.__new__(MedusaBoard)
        for name in MedusaBoard.__slots__:
            setattr(other, name, getattr(self, name))
        other.board = self.board[:]
        other.empties = self.empties[:]
        other.index = self.index[:]
        other.last = self.last[:]
        return other

    # --- the rules ----------------------------------------------------------------------

    def _fill(self, cell: int, colour: int) -> None:
        self.board[cell] = colour
        i = self.index[cell]
        moved = self.empties.pop()
        if moved != cell:
            self.empties[i] = moved
            self.index[moved] = i
        self.index[cell] = -1

    def _vacate(self, cell: int) -> None:
        self.board[cell] = EMPTY
        self.index[cell] = len(self.empties)
        self.empties.append(cell)

    def breathless(self, cell: int) -> list[int] | None:
        """The group on ``cell`` if it has no liberty (None as soon as one is found)."""
        board, neighbours = self.board, self.neighbours
        colour = board[cell]
        group = [cell]
        seen = {cell}
        for stone in group:  # grows while we walk it
            for n in neighbours[stone]:
                s = board[n]
                if s == EMPTY:
                    return None
                if s == colour and n not in seen:
                    seen.add(n)
                    group.append(n)
        return group

    def has_rosette(self, group: list[int]) -> bool:
        board, rosettes = self.board, self.rosettes
        colour = board[group[0]]
        for stone in group:
            for ring in self.rings_of[stone]:
                if all(board[c] == colour for c in rosettes[ring]):
                    return True
        return False

    def _reverse(self, cell: int) -> int:
        """The reversals after a stone arrived on ``cell``: opponent groups next to it
        without liberty and rosette, else its own group. Answers the stones gained (negative
        for a suicide)."""
        board = self.board
        colour = board[cell]
        other = 3 - colour
        gained = 0
        for n in self.neighbours[cell]:
            if board[n] == other:
                group = self.breathless(n)
                if group is not None and not self.has_rosette(group):
                    for stone in group:
                        board[stone] = colour
                    gained += len(group)
        if gained:
            return gained
        own = self.breathless(cell)
        if own is None or self.has_rosette(own):
            return 0
        for stone in own:
            board[stone] = other
        return -len(own)

    def place(self, cell: int) -> int:
        """The side to move places on the empty ``cell``; the stones it gains (see
        :meth:`_reverse`)."""
        self._fill(cell, self.to_move)
        return self._reverse(cell)

    def jump(self, start: int, end: int) -> int:
        """The stone on ``start`` jumps to the empty ``end`` (checked by the caller)."""
        colour = self.board[start]
        self._vacate(start)
        self._fill(end, colour)
        return self._reverse(end)

    def end_turn(self, placed: bool, complete_pass: bool) -> None:
        """Done: the marker moves toward the mover if nothing was placed; two complete passes
        in a row end the game."""
        if not placed:
            step = 1 if self.to_move == BLACK else -1
            self.marker = max(-MARKER_END, min(MARKER_END, self.marker + step))
        self.passes = self.passes + 1 if complete_pass else 0
        self.over = self.passes >= 2
        self.to_move = 3 - self.to_move

    def play_turn(
        self, placement: Cell | None, movements: Iterable[tuple[Cell, Cell]] = ()
    ) -> None:
        """A whole turn: the placement (or None), the movements ``(start, end)``, done."""
        arrived = []
        if placement is not None:
            self.place(placement)
            arrived.append(placement)
        for start, end in movements:
            self.jump(start, end)
            arrived.append(end)
        self.end_turn(placement is not None, placement is None and not movements)
        self.last = arrived

    def jump_landings(self, cell: int) -> list[int]:
        """Where the stone on ``cell`` may jump (as :func:`~magnetdesk.engine.medusa.groups.
        jump_landings`)."""
        board = self.board
        colour = board[cell]
        found = []
        for ray in self.rays[cell]:
            if board[ray[0]] != colour:
                continue
            for step in ray[1:]:
                s = board[step]
                if s == EMPTY:
                    found.append(step)
                if s != colour:
                    break
        return found

    # --- the score ----------------------------------------------------------------------

    def owners(self) -> list[int]:
        return area_owner(self.board, self.neighbours)

    def margin(self, owner: list[int]) -> float:
        """Black's lead: cells owned (stones and surrounded cells) and the marker's points."""
        black = owner.count(BLACK) + marker_points(self.marker, BLACK)
        white = owner.count(WHITE) + marker_points(self.marker, WHITE)
        return float(black - white)

    # --- the knowledge ------------------------------------------------------------------

    def liberties_after(self, cell: int, colour: int) -> tuple[int, int, int]:
        """If ``colour`` placed on the empty ``cell``: (stones captured, liberties of its
        group counted up to 2, stones in that group); the board is left as it was."""
        board, neighbours = self.board, self.neighbours
        board[cell] = colour
        try:
            other = 3 - colour
            captured = 0
            taken: list[int] = []
            for n in neighbours[cell]:
                if board[n] == other and n not in taken:
                    group = self.breathless(n)
                    if group is not None and not self.has_rosette(group):
                        captured += len(group)
                        taken += group
            if captured:
                return captured, 2, 1
            group = [cell]
            seen = {cell}
            libs: set[int] = set()
            for stone in group:
                for n in neighbours[stone]:
                    s = board[n]
                    if s == EMPTY:
                        libs.add(n)
                    elif s == colour and n not in seen:
                        seen.add(n)
                        group.append(n)
            if len(libs) < 2 and self.has_rosette(group):
                return 0, 2, len(group)
            return 0, min(len(libs), 2), len(group)
        finally:
            board[cell] = EMPTY

    def is_eye(self, cell: int, colour: int) -> bool:
        """Every neighbour of the empty ``cell`` is a stone of ``colour``."""
        board = self.board
        return all(board[n] == colour for n in self.neighbours[cell])

    def ring_point(self, cell: int, colour: int) -> int | None:
        """An empty cell that completes a ring of ``colour`` through ``cell`` (five of its
        stones around a hole), or None."""
        board, rosettes = self.board, self.rosettes
        for ring in self.rings_of[cell]:
            gap = None
            for c in rosettes[ring]:
                s = board[c]
                if s == EMPTY and gap is None:
                    gap = c
                elif s != colour:
                    break
            else:
                if gap is not None:
                    return gap
        return None

    def group_liberties(self, cell: int, limit: int = 2, seen: set[int] | None = None) -> list[int]:
        """Up to ``limit`` liberties of the group on ``cell``; the stones looked at are added
        to ``seen`` (a caller that asks for several cells need not walk one group twice)."""
        board, neighbours = self.board, self.neighbours
        colour = board[cell]
        group = [cell]
        seen = set() if seen is None else seen
        seen.add(cell)
        libs: list[int] = []
        for stone in group:
            for n in neighbours[stone]:
                s = board[n]
                if s == EMPTY:
                    if n not in libs:
                        libs.append(n)
                        if len(libs) >= limit:
                            return libs
                elif s == colour and n not in seen:
                    seen.add(n)
                    group.append(n)
        return libs

    def urgent_cell(self, rng: random.Random) -> int | None:
        """A rosette point, a capture or an escape near the last stones (see the module
        docstring), or None."""
        me, board = self.to_move, self.board
        other = 3 - me
        near = {n for c in self.last for n in (c, *self.neighbours[c])}
        for cell in near:
            s = board[cell]
            if s != EMPTY:
                gap = self.ring_point(cell, s)
                if gap is not None:
                    return gap
        captures, escapes = [], []
        seen: set[int] = set()
        for cell in near:
            s = board[cell]
            if s == EMPTY or cell in seen:
                continue
            libs = self.group_liberties(cell, 2, seen)
            if len(libs) != 1:
                continue
            if s == other:
                captures.append(libs[0])
            else:
                escapes.append(libs[0])
        if captures:
            return rng.choice(captures)
        for cell in escapes:
            if self.liberties_after(cell, me)[1] >= 2:
                return cell
        return None

    def acceptable(self, cell: int, rng: random.Random) -> bool:
        """May a random placement go on the empty ``cell`` (not an own eye, no suicide but an
        opponent eye's filling, a self-atari rarely)?"""
        me = self.to_move
        if self.is_eye(cell, me):
            return False
        captured, libs, size = self.liberties_after(cell, me)
        if captured or libs >= 2:
            return True
        if libs == 0:
            return self.is_eye(cell, 3 - me) and size == 1 and self._mortal_neighbour(cell)
        return rng.random() >= REFUSE_SELF_ATARI

    def _mortal_neighbour(self, cell: int) -> bool:
        """Is a group next to ``cell`` without a rosette (so filling its eye is worth it)?"""
        seen: set[int] = set()
        for n in self.neighbours[cell]:
            if n in seen:
                continue
            group = self.grid_group(n)
            seen.update(group)
            if not self.has_rosette(group):
                return True
        return False

    def grid_group(self, cell: int) -> list[int]:
        board, neighbours = self.board, self.neighbours
        colour = board[cell]
        group = [cell]
        seen = {cell}
        for stone in group:
            for n in neighbours[stone]:
                if board[n] == colour and n not in seen:
                    seen.add(n)
                    group.append(n)
        return group

    def capturing_jump(self) -> tuple[int, int] | None:
        """A jump of the mover's stone onto the last liberty of an opponent group next to the
        last stones (it reverses that group), or None."""
        board, me = self.board, self.to_move
        other = 3 - me
        seen: set[int] = set()
        for cell in {n for c in self.last for n in (c, *self.neighbours[c])}:
            if board[cell] != other or cell in seen:
                continue
            libs = self.group_liberties(cell, 2, seen)
            if len(libs) != 1:
                continue
            target = libs[0]
            for ray in self.rays[target]:
                if len(ray) > 1 and board[ray[0]] == me and board[ray[1]] == me:
                    return ray[1], target
        return None

    def policy_turn(self, rng: random.Random) -> tuple[int | None, list[tuple[int, int]]]:
        """The playout's turn for the side to move: (placement or None, movements)."""
        placement = None
        if rng.random() < CAPTURE_TRIES:
            placement = self.urgent_cell(rng)
        if placement is None:
            empties = self.empties
            n = len(empties)
            tried = 0
            while tried < n:
                i = rng.randrange(tried, n)
                empties[tried], empties[i] = empties[i], empties[tried]
                self.index[empties[tried]] = tried
                self.index[empties[i]] = i
                cell = empties[tried]
                if self.acceptable(cell, rng):
                    placement = cell
                    break
                tried += 1
        return placement, []

    def play_policy_turn(self, rng: random.Random) -> tuple[int | None, list[tuple[int, int]]]:
        """Choose and play the playout's turn (its placement, then a capturing jump if one
        appears); answers what was played."""
        placement, movements = self.policy_turn(rng)
        arrived = []
        if placement is not None:
            self.place(placement)
            arrived.append(placement)
        jump = self.capturing_jump()
        if jump is not None:
            self.jump(*jump)
            arrived.append(jump[1])
            movements = [jump]
        self.end_turn(placement is not None, placement is None and not movements)
        self.last = arrived
        return placement, movements


def playout(
    board: MedusaBoard,
    rng: random.Random,
    max_turns: int,
    placements: list[tuple[int, int]] | None = None,
) -> tuple[float, list[int]]:
    """Play ``board`` to its end (two complete passes) or ``max_turns``; Black's margin and
    the owner of every cell. The placements are added to ``placements`` as (colour, cell)."""
    turns = 0
    while not board.over and turns < max_turns:
        colour = board.to_move
        placement, _ = board.play_policy_turn(rng)
        if placements is not None and placement is not None:
            placements.append((colour, placement))
        turns += 1
    owner = board.owners()
    return board.margin(owner), owner
