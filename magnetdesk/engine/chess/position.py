"""The Magnetic Chess machine: one position type for all 81 field codes and their options.

A position is a value. ``legal_moves()`` lists the moves, ``play(move)`` answers a
:class:`~magnetdesk.engine.core.vocabulary.Transition` whose effects
(:mod:`magnetdesk.engine.chess.field`) say what happened, in order: the player's move, a capture,
the pieces the field attracted and repelled, promotions. ``attempt(move)`` answers an
:class:`~magnetdesk.engine.core.vocabulary.Illegal` with the reason instead of raising.

>>> from magnetdesk.engine.chess.variants import new_chess_position as new_position
>>> p = new_position("magnetic-chess")
>>> t = p.play(p.parse_move("e2e4"))            # the e4 pawn pulls the e7 pawn to e5
>>> t.position.board_text().splitlines()[1:5]
['pppp.ppp', '........', '....p...', '....P...']
>>> [p.move_text(m) for m in t.position.legal_moves()][:3]
['a7a6', 'a7a5', 'b7b6']

The game ends when a king is taken (its taker wins), when the player to move has no legal
move (that player loses), on the third occurrence of a position (board and player to move)
or after fifty moves of each side without a capture or a pawn move (draws). With
``no_repetition`` a move may not recreate any earlier position.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from enum import Enum
from typing import TYPE_CHECKING

from magnetdesk.engine.chess.codes import ChessSettings, FieldCode
from magnetdesk.engine.chess.fen import FenError, read_fen
from magnetdesk.engine.chess.field import (
    ChessEffect,
    PieceCaptured,
    Promoted,
    make_move,
)
from magnetdesk.engine.chess.moves import (
    ALL_CASTLING,
    CASTLES,
    CASTLING_LETTERS,
    KIND_LETTERS,
    KING,
    PAWN,
    RIGHTS_TOUCHED,
    START_TEXT,
    ChessMove,
    board_from_text,
    board_text,
    piece_of,
    pseudo_moves,
    square_name,
)
from magnetdesk.engine.chess.notation import parse_long, san
from magnetdesk.engine.core.geometry import SquareGrid
from magnetdesk.engine.core.history import History
from magnetdesk.engine.core.vocabulary import (
    BLACK,
    WHITE,
    GameEnd,
    Illegal,
    IllegalMove,
    Position,
    Reason,
    Transition,
    game_over,
    opponent,
)
from magnetdesk.translation import QT_TR_NOOP, tr

_rng = random.Random(1999)
PIECE_KEYS = tuple(tuple(_rng.getrandbits(64) for _ in range(64)) for _ in range(23))
WHITE_KEY = _rng.getrandbits(64)
FIFTY_MOVES = 100  # plies without a capture or a pawn move


class _Unknown(Enum):
    """Not found yet (an enum member, so it pickles as itself)."""

    END = 0


_UNKNOWN = _Unknown.END


def position_key(board: Sequence[int], to_move: int) -> int:
    """The Zobrist key of board and player to move (what repetition compares)."""
    h = WHITE_KEY if to_move == WHITE else 0
    for sq, piece in enumerate(board):
        if piece:
            h ^= PIECE_KEYS[piece][sq]
    return h


def key_after(key: int, effects: list[ChessEffect]) -> int:
    """The key updated by what a move did, with the other player to move."""
    keys = PIECE_KEYS
    for e in effects:
        if isinstance(e, PieceCaptured):
            key ^= keys[e.piece][e.square]
        elif isinstance(e, Promoted):
            key ^= keys[e.before][e.square] ^ keys[e.after][e.square]
        else:
            key ^= keys[e.piece][e.start] ^ keys[e.piece][e.end]
    return key ^ WHITE_KEY


def rights_after(castling: int, effects: list[ChessEffect]) -> int:
    """Castling rights lost by every square a move or the field left, entered or emptied."""
    for e in effects:
        squares = (e.square,) if isinstance(e, PieceCaptured | Promoted) else (e.start, e.end)
        for sq in squares:
            castling &= ~RIGHTS_TOUCHED.get(sq, 0)
    return castling


class ChessPosition:
    """A Magnetic Chess position (a value). ``board[square]`` is 0 or a piece
    (:mod:`magnetdesk.engine.chess.moves`); ``castling`` the rights (bits ``KQkq``); ``ply``
    the moves played since the start (it picks cycled and drawn codes); ``quiet`` the plies
    since the last capture or pawn move; ``imposed`` the code the previous move named for
    this one (``opponent`` code rule); ``since_irreversible`` the plies since the last
    capture or promotion (no earlier position can recur)."""

    __slots__ = (
        "_end", "_move_set", "_moves", "board", "castling", "hash", "history", "imposed", "ply",
        "quiet", "rules", "since_irreversible", "to_move",
    )

    def __init__(
        self,
        rules: ChessSettings,
        board: tuple[int, ...],
        to_move: int,
        castling: int = ALL_CASTLING,
        ply: int = 0,
        quiet: int = 0,
        imposed: FieldCode | None = None,
        history: History | None = None,
        end: GameEnd | _Unknown | None = _UNKNOWN,
        since_irreversible: int = 0,
    ) -> None:
        self.rules = rules
        self.board = board
        self.to_move = to_move
        self.castling = castling
        self.ply = ply
        self.quiet = quiet
        self.imposed = imposed
        self.since_irreversible = since_irreversible
        self.hash = position_key(board, to_move) if history is None else history.board_hash
        self.history = history or History(self.hash, to_move, ply, None, is_move=False)
        self._end = end
        self._moves: list[ChessMove] | None = None
        self._move_set: frozenset[ChessMove] | None = None

    # --- making positions ---------------------------------------------------------------

    @classmethod
    def initial(cls, rules: ChessSettings) -> ChessPosition:
        return cls.setup(rules, START_TEXT)

    @classmethod
    def setup(
        cls, rules: ChessSettings, text: str, to_move: int = WHITE, castling: str = "auto"
    ) -> ChessPosition:
        """A position from board text (FEN letters, rank 8 first). ``castling`` is FEN's
        ``KQkq`` / ``-``, or ``auto``: every right whose king and rook stand on their
        squares. ValueError says what is wrong with the text."""
        board = tuple(board_from_text(text))
        for colour in (WHITE, BLACK):
            king = piece_of(colour, KING)
            if board.count(king) > 1:
                raise ValueError(f"{'white' if colour == WHITE else 'black'} has two kings")
        rights = 0
        for colour in (WHITE, BLACK):
            for i, castle in enumerate(CASTLES[colour]):
                letter = CASTLING_LETTERS[(colour == BLACK) * 2 + i]
                wanted = castling == "auto" or letter in castling
                placed = (
                    board[castle.king[0]] == piece_of(colour, KING)
                    and board[castle.rook[0]] == piece_of(colour, 4)
                )
                if wanted and placed:
                    rights |= castle.right
                elif wanted and castling != "auto":
                    raise ValueError(f"castling right {letter} needs the king and rook at home")
        return cls(rules, board, to_move, rights)

    def with_board(self, text: str) -> ChessPosition | Illegal:
        """The position a FEN line describes (placement, side to move, castling rights:
        :mod:`magnetdesk.engine.chess.fen`) under these rules, a game's start; or why the text
        is not a position. A record's ``FEN`` setup puts a problem's diagram on the board."""
        try:
            fen = read_fen(text)
        except FenError as error:
            return Illegal(Reason.SYNTAX, str(error))
        return ChessPosition(self.rules, fen.board, fen.to_move, fen.castling)

    def with_to_move(self, colour: int) -> ChessPosition:
        """The same board with ``colour`` to move (the text protocol lets either colour play)."""
        if colour == self.to_move:
            return self
        h = self.history
        key = self.hash ^ WHITE_KEY
        return ChessPosition(
            self.rules, self.board, colour, self.castling, self.ply, self.quiet, self.imposed,
            History(key, colour, h.ply, h.parent, h.is_move), since_irreversible=0,
        )

    def ready_for(self, colour: int) -> ChessPosition | Illegal:
        """This position with ``colour`` to move, as a file or the text protocol may ask; a
        game that is over stays over."""
        if self.end is not None:
            return game_over(self.end)
        return self.with_to_move(colour)

    def resign(self, colour: int) -> ChessPosition:
        """``colour`` resigns: the game is over and the opponent wins."""
        return ChessPosition(
            self.rules, self.board, self.to_move, self.castling, self.ply, self.quiet,
            self.imposed, self.history,
            GameEnd(QT_TR_NOOP("resignation"), winner=opponent(colour)),
            self.since_irreversible,
        )

    # --- what the position is -----------------------------------------------------------

    @property
    def topology(self) -> SquareGrid:
        return self.rules.grid

    @property
    def code(self) -> FieldCode | None:
        """The field code of the next move (None: the player to move names it)."""
        return self.rules.code_at(self.ply, self.imposed)

    @property
    def end(self) -> GameEnd | None:
        """How the game ended, or None. "No legal move" is found on first asking."""
        if self._end is _UNKNOWN:
            self._end = None
            if not self._has_legal_move():
                loser = self.to_move
                self._end = GameEnd(QT_TR_NOOP("no legal move"), winner=opponent(loser))
        return self._end

    def stones(self, colour: int) -> list[int]:
        """The squares of ``colour``'s pieces (the name the Go family uses)."""
        return [sq for sq, piece in enumerate(self.board) if piece >> 3 == colour]

    def board_text(self) -> str:
        """FEN letters, rank 8 first: ``KQRBNP`` white, ``kqrbnp`` black, ``.`` empty."""
        return board_text(self.board)

    def fen(self) -> str:
        """The position in FEN (no en passant square; the clocks are ``quiet`` and the move
        number)."""
        rows = []
        for line in self.board_text().splitlines():
            row, empty = "", 0
            for c in line:
                if c == ".":
                    empty += 1
                    continue
                row += (str(empty) if empty else "") + c
                empty = 0
            rows.append(row + (str(empty) if empty else ""))
        rights = "".join(
            letter for i, letter in enumerate(CASTLING_LETTERS) if self.castling >> i & 1
        )
        side = "w" if self.to_move == WHITE else "b"
        return f"{'/'.join(rows)} {side} {rights or '-'} - {self.quiet} {self.ply // 2 + 1}"

    # --- notation -----------------------------------------------------------------------

    def parse_move(self, text: str) -> ChessMove | Illegal:
        """Long algebraic: ``e2e4``, ``c7d8q``, castling as the king's move ``e1g1``; when the
        players name codes, the code follows: ``e2e4 ARRA``."""
        return parse_long(text, self.rules.chooses_code)

    def move_text(self, move: ChessMove) -> str:
        return move.uci() if move.code is None else f"{move.uci()} {move.code.text}"

    def san(self, move: ChessMove) -> str:
        """The move in SAN, magnetic promotions marked ``=Q`` after it."""
        return san(self, move)

    # --- playing ------------------------------------------------------------------------

    def _board_moves(self) -> list[ChessMove]:
        """The moves the pieces can make (made once per position)."""
        if self._moves is None:
            self._moves = pseudo_moves(self.board, self.to_move, self.castling)
        return self._moves

    def _board_move_set(self) -> frozenset[ChessMove]:
        """:meth:`_board_moves` as a set, made once a move is played from the position (a
        position only counted, as the search's last ply, never needs it)."""
        if self._move_set is None:
            self._move_set = frozenset(self._board_moves())
        return self._move_set

    def _has_legal_move(self) -> bool:
        """Whether the player to move has a move (under the no-repetition rule, one that does
        not recreate an earlier position: a move that cannot repeat settles it unplayed,
        else usually the first move played)."""
        rules = self.rules
        moves = self._board_moves()
        if not rules.no_repetition:
            return bool(moves)
        if not all(self._may_repeat(m) for m in moves):
            return True
        codes = rules.codes if rules.chooses_code else (None,)
        return any(
            self.is_legal(ChessMove(m.start, m.end, m.promotion, c)) for m in moves for c in codes
        )

    def legal_moves(self) -> list[ChessMove]:
        """Every legal move (with each code the player may name, when players name codes)."""
        moves = self.candidate_moves()
        if self.rules.no_repetition:
            moves = [m for m in moves if not self._may_repeat(m) or self.is_legal(m)]
        return moves

    def candidate_moves(self) -> list[ChessMove]:
        """:meth:`legal_moves` but for the no-repetition rule: a search that plays each move
        anyway skips the few that ``attempt`` refuses, rather than play every one twice."""
        if self.end is not None:
            return []
        moves = self._board_moves()[:]
        if self.rules.chooses_code:
            moves = [
                ChessMove(m.start, m.end, m.promotion, code)
                for m in moves
                for code in self.rules.codes
            ]
        return moves

    def _may_repeat(self, move: ChessMove) -> bool:
        """Whether ``move`` could recreate an earlier position, so that only such moves are
        played to find out (every move played would make the search several times slower).
        A capture or a promotion cannot: the pieces change. Nor can any move right after
        one: the only earlier position within reach is this one, with the other player to
        move."""
        return self.since_irreversible > 0 and not self.board[move.end] and not move.promotion

    def is_legal(self, move: ChessMove) -> bool:
        return not isinstance(self.attempt(move), Illegal)

    def play(self, move: ChessMove) -> Transition[ChessPosition]:
        outcome = self.attempt(move)
        if isinstance(outcome, Illegal):
            raise IllegalMove(outcome)
        return outcome

    def attempt(
        self, move: ChessMove, colour: int | None = None
    ) -> Transition[ChessPosition] | Illegal:
        """Play ``move`` for the player to move (or check that ``colour`` is that player)."""
        if self.end is not None:
            return game_over(self.end)
        if colour is not None and colour != self.to_move:
            return Illegal(Reason.NOT_YOUR_TURN, tr("it is not your turn"))
        if not isinstance(move, ChessMove):
            return Illegal(Reason.SYNTAX, tr("{move} is not a chess move").format(move=repr(move)))
        code = self._code_for(move)
        if isinstance(code, Illegal):
            return code
        board_move = move if move.code is None else ChessMove(move.start, move.end, move.promotion)
        if board_move not in self._board_move_set():
            return Illegal(Reason.ILLEGAL, self._why_not(board_move))
        return self._after(move, code)

    def _code_for(self, move: ChessMove) -> FieldCode | Illegal:
        rules = self.rules
        if not rules.chooses_code:
            if move.code is not None:
                return Illegal(Reason.SYNTAX, tr("in this game the players do not name codes"))
            return self.code  # type: ignore[return-value]
        if move.code is None:
            if rules.code_rule == "mover":
                message = tr("name the code of this move, e.g. {move} RAAR")
            else:
                message = tr("name the code of your opponent's next move, e.g. {move} RAAR")
            return Illegal(Reason.SYNTAX, message.format(move=move.uci()))
        if move.code not in rules.codes:
            allowed = " ".join(c.text for c in rules.codes)
            message = tr("{code} is not one of the codes {codes}")
            return Illegal(Reason.ILLEGAL, message.format(code=move.code.text, codes=allowed))
        if rules.code_rule == "mover":
            return move.code
        return self.code  # type: ignore[return-value]

    def _why_not(self, move: ChessMove) -> str:
        start, end = move.start, move.end
        if not (0 <= start < 64 and 0 <= end < 64):
            return tr("that square is not on the board")
        piece = self.board[start]
        name = square_name(start)
        if not piece:
            return tr("there is no piece on {square}").format(square=name)
        if piece >> 3 != self.to_move:
            return tr("the piece on {square} is not yours").format(square=name)
        kind = KIND_LETTERS[piece & 7]
        same_squares = [
            m for m in self._board_moves() if m.start == start and m.end == end
        ]
        if same_squares and move.promotion:
            return tr("promote to q, r, b or n")
        if same_squares:
            return tr(
                "a pawn reaching the last rank promotes: add q, r, b or n ({move}q)"
            ).format(move=move.uci())
        if move.promotion and kind != "P":
            return tr("only a pawn promotes")
        return tr(CANNOT_MOVE[kind]).format(square=name, target=square_name(end))

    def _after(self, move: ChessMove, code: FieldCode) -> Transition[ChessPosition] | Illegal:
        colour = self.to_move
        board = list(self.board)
        mover = board[move.start]
        effects = make_move(board, move, code)
        key = key_after(self.hash, effects)
        links = self.history
        captured = [e for e in effects if isinstance(e, PieceCaptured)]
        irreversible = bool(captured) or any(isinstance(e, Promoted) for e in effects)
        since = 0 if irreversible else self.since_irreversible + 1
        earlier = 0
        if not irreversible:
            for link in _recent(links, since):
                earlier += link.board_hash == key
        if earlier and self.rules.no_repetition:
            message = tr("no repetition: the move recreates an earlier position")
            return Illegal(Reason.SUPERKO, message)
        quiet = 0 if captured or mover & 7 == PAWN else self.quiet + 1
        end: GameEnd | _Unknown | None = _UNKNOWN
        if any(e.piece & 7 == KING for e in captured):
            end = GameEnd(QT_TR_NOOP("king captured"), winner=colour)
        elif earlier >= 2:
            end = GameEnd(QT_TR_NOOP("threefold repetition"))
        elif quiet >= FIFTY_MOVES:
            end = GameEnd(QT_TR_NOOP("fifty moves without a capture or a pawn move"))
        imposed = move.code if self.rules.code_rule == "opponent" else None
        nxt = ChessPosition(
            self.rules, tuple(board), opponent(colour), rights_after(self.castling, effects),
            self.ply + 1, quiet, imposed, History(key, opponent(colour), links.ply + 1, links),
            end, since,
        )
        return Transition(nxt, move, tuple(effects))

    # --- values -------------------------------------------------------------------------

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, ChessPosition)
            and self.board == other.board
            and self.to_move == other.to_move
            and self.castling == other.castling
            and self.ply == other.ply
            and self.quiet == other.quiet
            and self.imposed == other.imposed
            and self.end == other.end
            and self.rules == other.rules
        )

    def __hash__(self) -> int:
        return self.hash

    def __repr__(self) -> str:
        side = "white" if self.to_move == WHITE else "black"
        return f"<ChessPosition {self.rules.variant} {side} to move, ply {self.ply}>"


# Why a piece cannot make a move, one sentence per piece (the article follows the piece).
CANNOT_MOVE = {
    "P": QT_TR_NOOP("the pawn on {square} cannot move to {target}"),
    "N": QT_TR_NOOP("the knight on {square} cannot move to {target}"),
    "B": QT_TR_NOOP("the bishop on {square} cannot move to {target}"),
    "R": QT_TR_NOOP("the rook on {square} cannot move to {target}"),
    "Q": QT_TR_NOOP("the queen on {square} cannot move to {target}"),
    "K": QT_TR_NOOP("the king on {square} cannot move to {target}"),
}


def _recent(link: History | None, count: int) -> Iterator[History]:
    """The ``count`` newest links of a history (earlier ones cannot recur)."""
    for _ in range(count):
        if link is None:
            return
        yield link
        link = link.parent



def perft(position: ChessPosition, depth: int) -> int:
    """The number of move sequences of ``depth`` moves from ``position`` (a game that ended
    has none): the standard count for checking a move generator."""
    if depth == 0:
        return 1
    moves = position.legal_moves()
    if depth == 1:
        return len(moves)
    return sum(perft(position.play(move).position, depth - 1) for move in moves)


if TYPE_CHECKING:  # the static check that ChessPosition answers the Position contract
    _CONTRACT: type[Position[ChessMove]] = ChessPosition
