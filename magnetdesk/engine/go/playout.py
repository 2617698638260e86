"""A fast mutable Go board for playouts: the dead-stone estimate's and the AI's kernel.

It plays the Go family without magnets: placement on an empty point, opponent chains without
liberties captured, then suicide (refused, or with ``suicide="allowed"`` the mover's chain is
taken off), simple ko (the ko point :mod:`magnetdesk.engine.go.position` computes), and the rules of
Atari-Go (the first capture wins; two passes before it: most stones) and Stoical Go (no capture
right after a capture, with the snapback refinement; repeating the position after one of your
own earlier moves ends the game). :meth:`PlayoutBoard.exact_for` says for which rules it plays
exactly as ``GoPosition.attempt`` (``tests/test_playout_agrees.py`` checks that move by move);
superko plays as simple ko (an approximation), and Magnetgo is not played here.

The board is flat lists indexed by cell: ``board`` (EMPTY/BLACK/WHITE), ``head`` (each stone's
chain, named by one of its cells), ``members`` (the stones of each chain, at its head), ``libs``
(each chain's liberties as a set, at its head) and ``code`` (every point's 3×3 neighbourhood as
a 16-bit number, two bits per surrounding place in the order of :data:`AROUND`: 0 empty, 1
black, 2 white, 3 off the board or blocked). Playout policies read these directly: atari is
``len(libs[head[c]]) == 1`` and a 3×3 pattern is one table look-up.

>>> import random
>>> from magnetdesk.engine.variants import new_position
>>> board = PlayoutBoard.from_position(new_position("go", size=9))
>>> board.play(40), board.play(40)
(True, False)
>>> final = board.random_playout(random.Random(1), max_moves=500)
>>> len(final)
81
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from magnetdesk.engine.core.geometry import SquareGrid
from magnetdesk.engine.core.history import ZOBRIST
from magnetdesk.engine.core.vocabulary import BLACK, EMPTY, WHITE
from magnetdesk.engine.go.position import PASS, GoPosition
from magnetdesk.engine.go.settings import GoSettings

# The eight places around a point, as (dx, dy), in the order of the 3×3 code's bit pairs:
# N, NE, E, SE, S, SW, W, NW (y grows upward). Bit pair i of ``code[c]`` is ``(code >> 2i) & 3``.
AROUND = ((0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1))
OFF = 3  # the code of a place that is off the board or blocked
NO_POINT = -2  # "no ko point" / "no last move" (PASS is -1)


@dataclass(frozen=True)
class _Geometry:
    """What a playout needs of the topology, computed once per board shape."""

    neighbours: tuple[tuple[int, ...], ...]
    diagonals: tuple[tuple[int, ...], ...]
    # 1 where the point has fewer than four diagonal points (board edge or a blocking point):
    # then one opponent stone on a diagonal already makes an eye false.
    edge: tuple[int, ...]
    # around[c]: for each point p of c's 3×3 neighbourhood, (p, 2 * the place of c in p's
    # code): a stone of colour k at c adds k << that shift to code[p].
    around: tuple[tuple[tuple[int, int], ...], ...]
    # the points around c (the 8-neighbourhood), for policies
    near8: tuple[tuple[int, ...], ...]
    empty_code: tuple[int, ...]  # every point's code on the empty board (OFF places set)


@lru_cache(maxsize=16)
def geometry_of(grid: SquareGrid) -> _Geometry:
    """What a playout needs of ``grid`` (cached per board shape)."""
    diagonals, around, near8, empty_code = [], [], [], []
    for x, y in grid.coords:
        near = (grid.cell_at(x + dx, y + dy) for dx in (-1, 1) for dy in (-1, 1))
        diagonals.append(tuple(c for c in near if c is not None))
        pairs, points, code = [], [], 0
        for i, (dx, dy) in enumerate(AROUND):
            p = grid.cell_at(x + dx, y + dy)
            if p is None:
                code |= OFF << (2 * i)
            else:
                pairs.append((p, 2 * ((i + 4) % 8)))  # seen from p, c is the other way
                points.append(p)
        around.append(tuple(pairs))
        near8.append(tuple(points))
        empty_code.append(code)
    return _Geometry(
        neighbours=grid.neighbours,
        diagonals=tuple(diagonals),
        edge=tuple(1 if len(d) < 4 else 0 for d in diagonals),
        around=tuple(around),
        near8=tuple(near8),
        empty_code=tuple(empty_code),
    )


class PlayoutBoard:
    """A Go board that changes in place; see the module docstring.

    ``play(cell_or_PASS)`` plays for the side to move and answers whether the move was legal
    (an illegal move changes nothing). ``random_step(rng)`` plays one random move that does not
    fill the mover's own true eye (or passes when there is none); ``random_playout`` repeats
    it until the playout is ``finished`` or a move cap. ``last`` and ``last2`` are the last two
    moves (NO_POINT before any), ``winner`` the winner when the rules ended the game by
    themselves (first capture, repetition: 0 for a draw), else None.
    """

    __slots__ = (
        "around", "board", "code", "diagonals", "edge", "empties", "first_capture_wins",
        "hash", "head", "ko", "last", "last2", "last_captured", "libs", "members", "near8",
        "neighbours", "over", "passes", "ply", "prisoners", "repetition", "seen",
        "simple_ko", "snapback", "stoical", "suicide", "to_move", "where", "winner",
    )  # fmt: skip

    def __init__(
        self,
        grid: SquareGrid,
        board: list[int] | tuple[int, ...],
        to_move: int = BLACK,
        ko: int | None = None,
        simple_ko: bool = True,
    ) -> None:
        geometry = geometry_of(grid)
        self.neighbours = geometry.neighbours
        self.diagonals = geometry.diagonals
        self.edge = geometry.edge
        self.around = geometry.around
        self.near8 = geometry.near8
        self.board = list(board)
        self.to_move = to_move
        self.ko = NO_POINT if ko is None else ko
        self.simple_ko = simple_ko
        self.suicide = False
        self.stoical = self.snapback = self.first_capture_wins = False
        self.repetition: str | None = None
        self.seen: tuple[set[int], set[int]] | None = None
        self.last_captured = 0
        self.ply = 0
        self.passes = 0
        self.over = False
        self.winner: int | None = None
        self.last = self.last2 = NO_POINT
        self.prisoners = [0, 0, 0]
        self.empties = [c for c, s in enumerate(self.board) if s == EMPTY]
        self.where = [0] * len(self.board)
        for i, c in enumerate(self.empties):
            self.where[c] = i
        self._find_chains(geometry.empty_code)

    @classmethod
    def from_position(cls, position: GoPosition) -> PlayoutBoard:
        """A playout board for a Go-family position: its stones, side to move, ko point and
        the rule switches it can play. The count of consecutive passes starts at zero: a
        playout always plays on."""
        rules: GoSettings = position.rules
        board = cls(
            rules.grid,
            position.board,
            position.to_move,
            position.ko_point,
            simple_ko=rules.ko != "none",
        )
        board.prisoners = list(position.prisoners)
        board.suicide = rules.suicide == "allowed"
        board.stoical, board.snapback = rules.stoical, rules.snapback
        board.first_capture_wins = rules.first_capture_wins
        board.last_captured = position.last_capture
        board.ply = position.history.ply
        if position.end is not None and not position.end.needs_scoring:
            board.over = True
            board.winner = position.end.winner or 0
        if rules.repetition is not None:
            board.repetition = rules.repetition
            board.seen = (set(), set())
            for link in position.history:
                if link.is_move:
                    board.seen[link.ply % 2].add(link.board_hash)
        return board

    @staticmethod
    def exact_for(rules: GoSettings) -> bool:
        """Whether a playout board plays exactly these rules (else it approximates them)."""
        return rules.ko in ("simple", "none") and not rules.magnetism

    def _find_chains(self, empty_code: tuple[int, ...]) -> None:
        board, neighbours, around = self.board, self.neighbours, self.around
        self.head = head = [-1] * len(board)
        # None where no chain has its head: only a chain's head (``head[cell]``) is looked up
        members: list[list[int]] = [None] * len(board)  # type: ignore[list-item]
        libs: list[set[int]] = [None] * len(board)  # type: ignore[list-item]
        self.members, self.libs = members, libs
        self.code = code = list(empty_code)
        h = 0
        for start, colour in enumerate(board):
            if colour == EMPTY:
                continue
            h ^= ZOBRIST[colour][start]
            for p, shift in around[start]:
                code[p] += colour << shift
            if head[start] >= 0:
                continue
            chain = [start]
            head[start] = start
            free: set[int] = set()
            for stone in chain:  # grows while we walk it
                for n in neighbours[stone]:
                    s = board[n]
                    if s == EMPTY:
                        free.add(n)
                    elif s == colour and head[n] < 0:
                        head[n] = start
                        chain.append(n)
            members[start] = chain
            libs[start] = free
        self.hash = h

    def copy(self) -> PlayoutBoard:
        """An independent copy (for many playouts from one position)."""
        twin = PlayoutBoard.__new__(PlayoutBoard)
        for name in _SHARED:
            setattr(twin, name, getattr(self, name))
        for name in _LISTS:
            setattr(twin, name, getattr(self, name)[:])
        twin.members = [m[:] if m is not None else None for m in self.members]
        twin.libs = [s.copy() if s is not None else None for s in self.libs]
        if self.seen is not None:
            twin.seen = (self.seen[0].copy(), self.seen[1].copy())
        return twin

    @property
    def ko_point(self) -> int | None:
        """The point the side to move may not play because of simple ko, if any."""
        return None if self.ko < 0 else self.ko

    @property
    def finished(self) -> bool:
        """Two consecutive passes, or the rules, ended the playout."""
        return self.passes >= 2 or self.over

    def legal(self, cell: int) -> bool:
        """Whether the side to move may play ``cell`` (or PASS); nothing changes."""
        if cell == PASS:
            return not self.over
        return self._captures_if_legal(cell) is not None

    def _captures_if_legal(self, cell: int) -> list[int] | None:
        """The heads of the chains ``cell`` would capture, or None if it is illegal."""
        board = self.board
        if self.over or board[cell] != EMPTY or cell == self.ko:
            return None
        colour = self.to_move
        head, libs = self.head, self.libs
        breathes = self.suicide
        captures: list[int] = []
        for n in self.neighbours[cell]:
            s = board[n]
            if s == EMPTY:
                breathes = True
            elif s == colour:
                if len(libs[head[n]]) > 1:
                    breathes = True
            else:
                h = head[n]
                if len(libs[h]) == 1 and h not in captures:
                    captures.append(h)
        if captures:
            if self.stoical and self.last_captured:
                taken = sum(len(self.members[h]) for h in captures)
                if not (self.snapback and taken > self.last_captured):
                    return None
            return captures
        return captures if breathes else None

    def play(self, cell: int) -> bool:
        """Play ``cell`` or PASS for the side to move; False (and no change) if illegal."""
        colour = self.to_move
        if cell == PASS:
            if self.over:
                return False
            self.to_move = 3 - colour
            self.last2, self.last = self.last, PASS
            self.ply += 1
            if self.seen is not None:
                self._check_repetition(PASS, colour)
            self.passes += 1
            self.ko = NO_POINT
            self.last_captured = 0
            if self.passes >= 2 and self.first_capture_wins:
                self.over = True
                black, white = self.board.count(BLACK), self.board.count(WHITE)
                self.winner = 0 if black == white else BLACK if black > white else WHITE
            return True
        board = self.board
        if self.over or board[cell] != EMPTY or cell == self.ko:
            return False
        head, libs, members = self.head, self.libs, self.members
        neighbours = self.neighbours
        near = neighbours[cell]
        breathes = self.suicide
        captures = None
        free_points = []
        for n in near:  # is it legal, and what does it capture?
            s = board[n]
            if s == EMPTY:
                breathes = True
                free_points.append(n)
            elif s == colour:
                if not breathes and len(libs[head[n]]) > 1:
                    breathes = True
            else:
                h = head[n]
                if len(libs[h]) == 1:
                    if captures is None:
                        captures = [h]
                    elif h not in captures:
                        captures.append(h)
        if captures is not None:
            if self.stoical and self.last_captured:
                taken = sum(len(members[h]) for h in captures)
                if not (self.snapback and taken > self.last_captured):
                    return False
        elif not breathes:
            return False
        # place the stone
        board[cell] = colour
        self.hash ^= ZOBRIST[colour][cell]
        code = self.code
        for p, shift in self.around[cell]:
            code[p] += colour << shift
        empties, where = self.empties, self.where
        last = empties.pop()
        if last != cell:
            i = where[cell]
            empties[i] = last
            where[last] = i
        head[cell] = own = cell
        members[cell] = mine = [cell]
        libs[cell] = free = set(free_points)
        for n in near:
            stone = board[n]
            if stone == colour:
                h = head[n]
                if h != own:  # merge the smaller chain into the larger
                    theirs = members[h]
                    if len(theirs) > len(mine):
                        h, own, mine, theirs = own, h, theirs, mine
                    for s in theirs:
                        head[s] = own
                    mine.extend(theirs)
                    free = libs[own]
                    free |= libs[h]
                    members[h] = libs[h] = None  # type: ignore[call-overload]
            elif stone:
                libs[head[n]].discard(cell)
        free.discard(cell)
        captured = 0
        if captures is not None:
            for h in captures:
                captured += self._remove(h, colour)
        self.ko = NO_POINT
        if captured:
            self.prisoners[colour] += captured
            if captured == 1 and self.simple_ko and len(mine) == 1 and len(free) == 1:
                (self.ko,) = free
        elif not free:  # suicide, where it is allowed: the mover's chain comes off
            self.prisoners[3 - colour] += self._remove(own, 3 - colour)
        self.last_captured = captured
        self.passes = 0
        if captured and self.first_capture_wins:
            self.over, self.winner = True, colour
        self.to_move = 3 - colour
        self.last2, self.last = self.last, cell
        self.ply += 1
        if self.seen is not None:
            self._check_repetition(cell, colour)
        return True

    def _check_repetition(self, move: int, colour: int) -> None:
        """Stoical Go: the board after a move may not be the board after one of the mover's
        earlier moves (the positions of the same ply parity); repeating it ends the game."""
        seen = self.seen[self.ply % 2]  # type: ignore[index]  # only called when set
        if move != PASS and self.hash in seen:
            self.over = True
            self.winner = 0 if self.repetition == "draw" else 3 - colour
        seen.add(self.hash)

    def _remove(self, h: int, gainer: int) -> int:
        """Take chain ``h`` off; its points become liberties of ``gainer``'s chains next to it.
        Answers the number of stones."""
        board, head, libs, neighbours = self.board, self.head, self.libs, self.neighbours
        code, around, empties, where = self.code, self.around, self.empties, self.where
        chain = self.members[h]
        colour = board[h]
        keys = ZOBRIST[colour]
        for s in chain:
            board[s] = EMPTY
            self.hash ^= keys[s]
            for p, shift in around[s]:
                code[p] -= colour << shift
            where[s] = len(empties)
            empties.append(s)
        for s in chain:
            for m in neighbours[s]:
                if board[m] == gainer:
                    libs[head[m]].add(s)
        self.members[h] = libs[h] = None  # type: ignore[call-overload]
        return len(chain)

    def is_own_eye(self, cell: int, colour: int) -> bool:
        """A true eye of ``colour``: every neighbour is ``colour``'s and the diagonals do not
        make it false (two opponent diagonals, or one at the edge or by a blocking point)."""
        board = self.board
        for n in self.neighbours[cell]:
            if board[n] != colour:
                return False
        other = 3 - colour
        bad = self.edge[cell]
        for d in self.diagonals[cell]:
            if board[d] == other:
                bad += 1
        return bad < 2

    def random_step(self, rng: random.Random) -> int:
        """Play a random legal move that does not fill the mover's own true eye, or pass when
        there is none; answers the move played."""
        empties = self.empties
        count = len(empties)
        if count:
            board, neighbours = self.board, self.neighbours
            diagonals, edge = self.diagonals, self.edge
            colour = self.to_move
            other = 3 - colour
            start = int(rng.random() * count)
            for i in range(start, start + count):
                cell = empties[i if i < count else i - count]
                for n in neighbours[cell]:
                    if board[n] != colour:
                        break
                else:  # all neighbours are ours: skip it unless it is a false eye
                    bad = edge[cell]
                    for d in diagonals[cell]:
                        if board[d] == other:
                            bad += 1
                    if bad < 2:
                        continue
                if self.play(cell):
                    return cell
        self.play(PASS)
        return PASS

    def random_playout(self, rng: random.Random, max_moves: int) -> tuple[int, ...]:
        """Random moves (see :meth:`random_step`) until the playout is finished or
        ``max_moves``; answers the final board."""
        step = self.random_step
        for _ in range(max_moves):
            if self.passes >= 2 or self.over:
                break
            step(rng)
        return tuple(self.board)


_SHARED = (
    "around", "diagonals", "edge", "first_capture_wins", "hash", "ko", "last", "last2",
    "last_captured", "near8", "neighbours", "over", "passes", "ply", "repetition", "seen",
    "simple_ko", "snapback", "stoical", "suicide", "to_move", "winner",
)  # fmt: skip
_LISTS = ("board", "code", "empties", "head", "prisoners", "where")
