"""The Go machine: one position type for Go, Atari-Go, Stoical Go and Magnetgo.

A move is a cell (an int from the board's topology) or :data:`PASS`. A move happens in stages:

1. place the stone on an empty point;
2. (Magnetgo) the magnet stage, :func:`magnetdesk.engine.go.magnet.magnetise`;
3. take off every opponent chain without liberties (Go proper needs only look next to the
   placed stone; Magnetgo looks everywhere, since slid stones take liberties far away);
4. take off the mover's own chains without liberties, or refuse the move as suicide;
5. check the ko / repetition rule of the variant;
6. the game's end: the first capture, a repetition, or the own rule of a switch declared in
   :mod:`magnetdesk.engine.go.switches` (its ``ends``).

>>> from magnetdesk.engine.variants import new_position
>>> p = new_position("go", size=9)
>>> p = p.play(p.parse_move("E5")).position
>>> p.board_text().splitlines()[4]
'....X....'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, TypeAlias, cast

from magnetdesk.engine.core.geometry import GTP_LETTERS, SquareGrid
from magnetdesk.engine.core.history import WHITE_TO_MOVE_KEY, ZOBRIST, History, board_hash
from magnetdesk.engine.core.vocabulary import (
    BLACK,
    EMPTY,
    WHITE,
    Captured,
    GameEnd,
    Illegal,
    IllegalMove,
    Passed,
    Placed,
    Position,
    Reason,
    Removed,
    Slid,
    Transition,
    game_over,
    opponent,
)
from magnetdesk.engine.go.magnet import magnetise
from magnetdesk.engine.go.settings import GoSettings, crosscut_points, fixed_handicap_points
from magnetdesk.engine.go.switches import end_rules
from magnetdesk.translation import QT_TR_NOOP, tr

Neighbours: TypeAlias = Sequence[Sequence[int]]  # a topology's ``neighbours[cell]``

PASS = -1
def chain_at(board: Sequence[int], neighbours: Neighbours, cell: int) -> tuple[list[int], bool]:
    """The chain through ``cell`` and whether it has at least one liberty."""
    colour = board[cell]
    chain = [cell]
    seen = {cell}
    free = False
    i = 0
    while i < len(chain):
        for n in neighbours[chain[i]]:
            stone = board[n]
            if stone == colour:
                if n not in seen:
                    seen.add(n)
                    chain.append(n)
            elif stone == EMPTY:
                free = True
        i += 1
    return chain, free


def liberties(board: Sequence[int], neighbours: Neighbours, chain: Iterable[int]) -> set[int]:
    """The liberties of a chain (the empty points next to it)."""
    return {n for c in chain for n in neighbours[c] if board[n] == EMPTY}


class GoPosition:
    """A Go-family position (a value: never changed after it is made).

    ``board[cell]`` is EMPTY, BLACK or WHITE; ``prisoners[colour]`` counts the stones that
    ``colour`` holds as prisoners (captured, or handed over by the opponent's own removal).
    """

    __slots__ = (
        "board",
        "end",
        "hash",
        "history",
        "ko_point",
        "last_capture",
        "passes",
        "prisoners",
        "rules",
        "to_move",
    )

    def __init__(
        self,
        rules: GoSettings,
        board: tuple[int, ...],
        to_move: int,
        prisoners: tuple[int, ...] = (0, 0, 0),
        ko_point: int | None = None,
        passes: int = 0,
        last_capture: int = 0,
        history: History | None = None,
        end: GameEnd | None = None,
    ) -> None:
        self.rules = rules
        self.board = board
        self.to_move = to_move
        self.prisoners = prisoners
        self.ko_point = ko_point
        self.passes = passes
        self.last_capture = last_capture
        self.hash = board_hash(board) if history is None else history.board_hash
        self.history = history or History(self.hash, to_move, 0, None, is_move=False)
        self.end = end

    # --- making positions ---------------------------------------------------------------

    @classmethod
    def initial(cls, rules: GoSettings) -> GoPosition:
        grid = rules.grid
        empty = cls(rules, (EMPTY,) * grid.cell_count, BLACK)
        black: list[tuple[int, int]] = []
        white: list[tuple[int, int]] = []
        if rules.crosscut:
            black, white = crosscut_points(rules.size)
        if rules.handicap and rules.handicap_placement == "fixed":
            black = fixed_handicap_points(rules.size, rules.handicap)
        for xy in (*black, *white):
            if grid.cell_at(*xy) is None:
                x, y = xy
                message = tr("a start stone falls on the blocking point {point}")
                raise ValueError(message.format(point=f"{GTP_LETTERS[x]}{y + 1}"))
        if rules.handicap and rules.handicap_placement == "fixed":
            start = empty.with_handicap(cast("list[int]", [grid.cell_at(*xy) for xy in black]))
        elif black or white:  # every point is a cell (checked above)
            start = empty.with_stones(
                black=cast("list[int]", [grid.cell_at(*xy) for xy in black]),
                white=cast("list[int]", [grid.cell_at(*xy) for xy in white]),
            )
        else:
            return empty
        for cell, stone in enumerate(start.board):
            if stone and breathless_chain(start.board, grid.neighbours, cell):
                message = tr(
                    "the start stone at {point} has no liberty: move the blocking points"
                )
                raise ValueError(message.format(point=grid.name(cell)))
        return start

    def with_stones(
        self,
        black: Iterable[int] = (),
        white: Iterable[int] = (),
        empty: Iterable[int] = (),
        to_move: int | None = None,
    ) -> GoPosition:
        """Setup stones (SGF AB/AW/AE, a diagram): placed as given, nothing is captured."""
        board = list(self.board)
        for colour, cells in ((BLACK, black), (WHITE, white), (EMPTY, empty)):
            for cell in cells:
                board[cell] = colour
        board_t = tuple(board)
        side = self.to_move if to_move is None else to_move
        h = board_hash(board_t)
        return GoPosition(
            self.rules,
            board_t,
            side,
            self.prisoners,
            history=History(h, side, self.history.ply + 1, self.history, is_move=False),
        )

    def with_handicap(self, cells: list[int]) -> GoPosition:
        """Black's handicap stones, then White to move. With Magnetgo's ``handicap_magnetism``
        each stone is placed as a move (it repels the ones before it)."""
        if len(set(cells)) != len(cells) or any(self.board[c] != EMPTY for c in cells):
            raise ValueError(tr("handicap stones must go on distinct empty points"))
        if not (self.rules.magnetism and self.rules.handicap_magnetism):
            return self.with_stones(black=cells, to_move=WHITE)
        board = list(self.board)
        rays = self.rules.grid.rays
        for cell in cells:
            if board[cell] != EMPTY:
                raise ValueError(tr("a handicap stone's point was filled by magnetism"))
            board[cell] = BLACK
            magnetise(board, rays[cell], BLACK)
        return GoPosition(self.rules, self.board, BLACK).with_stones(
            black=[c for c, s in enumerate(board) if s == BLACK], to_move=WHITE
        )

    def with_to_move(self, colour: int) -> GoPosition:
        """The same board with ``colour`` to move (the text protocol lets either colour play)."""
        if colour == self.to_move:
            return self
        return GoPosition(
            self.rules,
            self.board,
            colour,
            self.prisoners,
            None,
            self.passes,
            self.last_capture,
            History(
                self.hash, colour, self.history.ply, self.history.parent, self.history.is_move
            ),
            self.end,
        )

    def resumed(self) -> GoPosition:
        """After two passes, play on (a text-protocol controller or a scoring dispute)."""
        if self.end is None or not self.end.needs_scoring:
            return self
        return GoPosition(
            self.rules, self.board, self.to_move, self.prisoners, None, 0,
            self.last_capture, self.history, None,
        )

    def ready_for(self, colour: int) -> GoPosition | Illegal:
        """This position with ``colour`` to move, as a file or the text protocol may ask
        (either colour may play; after two passes play resumes). A game its own rule ended
        (Atari-Go's first capture, Stoical Go's repetition, resignation) stays over."""
        position: GoPosition = self
        if self.end is not None:
            if not self.end.needs_scoring:
                return game_over(self.end)
            position = self.resumed()
        return position.with_to_move(colour)

    def resign(self, colour: int) -> GoPosition:
        """``colour`` resigns: the game is over and the opponent wins."""
        return GoPosition(
            self.rules, self.board, self.to_move, self.prisoners, self.ko_point, self.passes,
            self.last_capture, self.history,
            GameEnd(QT_TR_NOOP("resignation"), winner=opponent(colour)),
        )

    # --- the shared position interface --------------------------------------------------

    @property
    def topology(self) -> SquareGrid:
        return self.rules.grid

    def parse_move(self, text: str) -> int | Illegal:
        """``D4`` or ``pass`` (any case) to a move, or why not."""
        word = text.strip()
        if word.lower() == "pass":
            return PASS
        cell = self.rules.grid.parse(word)
        if cell is None:
            message = tr("{point} is not a point of this board").format(point=word)
            return Illegal(Reason.OFF_BOARD, message)
        return cell

    def move_text(self, move: int) -> str:
        return "pass" if move == PASS else self.rules.grid.name(move)

    def legal_moves(self) -> list[int]:
        """Every legal move, the pass last (none when the game is over)."""
        if self.end is not None:
            return []
        cells = [
            c for c, s in enumerate(self.board)
            if s == EMPTY and not isinstance(self.attempt(c), Illegal)
        ]
        return [*cells, PASS]

    def is_legal(self, move: int) -> bool:
        return not isinstance(self.attempt(move), Illegal)

    def play(self, move: int) -> Transition[GoPosition]:
        outcome = self.attempt(move)
        if isinstance(outcome, Illegal):
            raise IllegalMove(outcome)
        return outcome

    def attempt(self, move: int, colour: int | None = None) -> Transition[GoPosition] | Illegal:
        """Play ``move`` for the side to move (or check that ``colour`` is that side)."""
        if self.end is not None:
            return game_over(self.end)
        if colour is not None and colour != self.to_move:
            return Illegal(Reason.NOT_YOUR_TURN, tr("it is not your turn"))
        if move == PASS:
            return self._pass()
        if not 0 <= move < len(self.board):
            return Illegal(Reason.OFF_BOARD, tr("that point is not on the board"))
        if self.board[move] != EMPTY:
            message = tr("{move} is occupied").format(move=self.move_text(move))
            return Illegal(Reason.OCCUPIED, message)
        if move == self.ko_point:
            message = tr("ko: you may not retake the ko at once; play elsewhere first")
            return Illegal(Reason.KO, message)
        return self._place(move)

    def board_text(self) -> str:
        """One line per row, highest first: ``X`` black, ``O`` white, ``.`` empty, ``#`` blocked."""
        chars = ".XO"
        return "\n".join(
            "".join("#" if c is None else chars[self.board[c]] for c in row)
            for row in self.rules.grid.rows()
        )

    def stones(self, colour: int) -> list[int]:
        return [c for c, s in enumerate(self.board) if s == colour]

    @property
    def ply(self) -> int:
        return self.history.ply

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, GoPosition)
            and self.board == other.board
            and self.to_move == other.to_move
            and self.prisoners == other.prisoners
            and self.ko_point == other.ko_point
            and self.passes == other.passes
            and self.last_capture == other.last_capture
            and self.end == other.end
            and self.rules == other.rules
        )

    def __hash__(self) -> int:
        return self.hash ^ (WHITE_TO_MOVE_KEY if self.to_move == WHITE else 0)

    def __repr__(self) -> str:
        side = "black" if self.to_move == BLACK else "white"
        size = self.rules.size
        return f"<GoPosition {self.rules.variant} {size}x{size} {side} to move>"

    # --- the stages of a move -----------------------------------------------------------

    def _pass(self) -> Transition[GoPosition]:
        colour = self.to_move
        passes = self.passes + 1
        end = None
        if passes >= 2:
            end = self._two_pass_end()
        nxt = GoPosition(
            self.rules,
            self.board,
            opponent(colour),
            self.prisoners,
            None,
            passes,
            0,
            History(self.hash, opponent(colour), self.history.ply + 1, self.history),
            end,
        )
        return Transition(nxt, PASS, (Passed(colour),))

    def _two_pass_end(self) -> GameEnd:
        if self.rules.first_capture_wins:
            black = self.board.count(BLACK)
            white = self.board.count(WHITE)
            winner = None if black == white else BLACK if black > white else WHITE
            return GameEnd(QT_TR_NOOP("two passes before any capture: most stones"), winner)
        return GameEnd(QT_TR_NOOP("two passes"), needs_scoring=True)

    def _place(self, cell: int) -> Transition[GoPosition] | Illegal:
        rules = self.rules
        colour = self.to_move
        other = opponent(colour)
        grid = rules.grid
        neighbours = grid.neighbours
        board = list(self.board)
        board[cell] = colour
        effects: list[Placed | Slid | Captured | Removed] = [Placed(cell, colour)]

        if rules.magnetism:
            slides = magnetise(board, grid.rays[cell], colour)
            effects += slides
            touched = [cell, *(s.end for s in slides)]
        else:
            touched = [cell]
        near = {n for t in touched for n in (t, *neighbours[t])}
        captured = _remove_breathless(board, neighbours, other, near)
        if captured:
            effects.append(Captured(tuple(captured), other))

        if (
            rules.stoical
            and captured
            and self.last_capture
            and not (rules.snapback and len(captured) > self.last_capture)
        ):
            return Illegal(
                Reason.STOICAL,
                tr("stoical restriction: you may not capture right after your opponent captured"),
            )

        removed = _remove_breathless(board, neighbours, colour, near)
        if removed and rules.suicide == "forbidden":
            return Illegal(Reason.SUICIDE, tr("suicide: the stone would have no liberty"))
        if removed:
            effects.append(Removed(tuple(removed), colour))

        board_t = tuple(board)
        new_hash = _hash_after(self.hash, effects)
        if rules.suicide == "if-changed" and board_t == self.board:
            return Illegal(Reason.SUICIDE, tr("suicide is legal only if it changes the board"))
        illegal = self._repetition_check(new_hash, other)
        if illegal is not None:
            return illegal

        ko_point = None
        if rules.ko == "simple" and len(captured) == 1 and not removed:
            own, _ = chain_at(board_t, neighbours, cell)
            if len(own) == 1 and len(liberties(board_t, neighbours, own)) == 1:
                ko_point = captured[0]

        prisoners = list(self.prisoners)
        prisoners[colour] += len(captured)
        prisoners[other] += len(removed)
        history = History(new_hash, other, self.history.ply + 1, self.history)
        end = None
        if rules.first_capture_wins and captured:
            end = GameEnd(QT_TR_NOOP("first capture"), winner=colour)
        elif rules.repetition is not None and self._repeats_own_position(new_hash):
            winner = other if rules.repetition == "loss" else None
            end = GameEnd(QT_TR_NOOP("repetition"), winner=winner)
        if end is None and rules.switches:
            end = _declared_end(rules, colour, captured)
        nxt = GoPosition(
            rules, board_t, other, tuple(prisoners), ko_point, 0, len(captured), history, end
        )
        return Transition(nxt, cell, tuple(effects))

    def _repetition_check(self, new_hash: int, next_to_move: int) -> Illegal | None:
        ko = self.rules.ko
        if ko == "basic":
            previous_own = self.history.parent
            if previous_own is not None and previous_own.board_hash == new_hash:
                return Illegal(
                    Reason.KO, tr("ko: the move recreates the position after your previous move")
                )
        elif ko == "positional":
            if any(link.board_hash == new_hash for link in self.history):
                return Illegal(
                    Reason.SUPERKO, tr("superko: the move repeats an earlier position")
                )
        elif ko == "situational" and any(
            link.board_hash == new_hash and link.to_move == next_to_move
            for link in self.history
        ):
            return Illegal(
                Reason.SUPERKO,
                tr("superko: the move repeats an earlier position with the same player to move"),
            )
        return None

    def _repeats_own_position(self, new_hash: int) -> bool:
        """Stoical Go: is the board after this move the board after one of the mover's earlier
        moves? Those are every other link back from the position before the opponent's move."""
        link = self.history.parent
        while link is not None:
            if link.is_move and link.board_hash == new_hash:
                return True
            link = link.parent.parent if link.parent is not None else None
        return False


def _declared_end(rules: GoSettings, colour: int, captured: Sequence[int]) -> GameEnd | None:
    """How the own rules of the declared switches that are on end the game after this move
    (:data:`magnetdesk.engine.go.switches.EndRule`), or None."""
    for rule, value in end_rules(rules):
        end = rule(value, colour, captured)
        if end is not None:
            return end
    return None


def _hash_after(h: int, effects: Iterable[Placed | Slid | Captured | Removed]) -> int:
    """Update a board hash by what a move did (cheaper than hashing the whole board)."""
    for e in effects:
        if isinstance(e, Placed):
            h ^= ZOBRIST[e.colour][e.cell]
        elif isinstance(e, Slid):
            h ^= ZOBRIST[e.colour][e.start] ^ ZOBRIST[e.colour][e.end]
        else:
            keys = ZOBRIST[e.colour]
            for c in e.cells:
                h ^= keys[c]
    return h


def breathless_chain(board: Sequence[int], neighbours: Neighbours, cell: int) -> list[int] | None:
    """The chain through ``cell`` if it has no liberty, else None (stops at the first liberty)."""
    colour = board[cell]
    chain = [cell]
    seen = {cell}
    i = 0
    while i < len(chain):
        for n in neighbours[chain[i]]:
            stone = board[n]
            if stone == EMPTY:
                return None
            if stone == colour and n not in seen:
                seen.add(n)
                chain.append(n)
        i += 1
    return chain


def _remove_breathless(
    board: list[int], neighbours: Neighbours, colour: int, near: Iterable[int]
) -> list[int]:
    """Take off every ``colour`` chain through a cell of ``near`` that has no liberty.

    Only chains next to a newly filled point can have lost their last liberty, so callers pass
    those points (the placed stone, where slid stones stopped) and their neighbours."""
    removed: list[int] = []
    for start in near:
        if board[start] != colour:
            continue
        chain = breathless_chain(board, neighbours, start)
        if chain:
            removed.extend(chain)
            for c in chain:
                board[c] = EMPTY
    return removed


if TYPE_CHECKING:  # the static check that GoPosition answers the Position contract
    _CONTRACT: type[Position[int]] = GoPosition
