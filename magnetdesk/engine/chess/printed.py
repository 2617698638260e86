"""Import of Magnetic Chess game records as the rules page prints them.

The records are SAN with the quirks of hand-written notation: ``x``, ``:`` or no capture mark
(``fg5``), the rank left out of a pawn capture (``exd=Q``), ``0-0`` / ``O-O``, disambiguation
(``Qdd8``), annotations (``+ ++ # ! ? !? ??``), comments ``(* ... *)`` and ``( ... )``, move
numbers with or without the dot, ``resign`` and a trailing result. A ``Q`` or ``=Q`` after a
move that is not a pawn's promotion, or after a promotion's own piece (``exd8=R=Q``), marks a
**magnetic promotion**. The Anti-magnetic records
add sign groups (``+-``, ``++-``, attached or apart): one ``+`` per piece the field attracted,
one ``-`` per piece it repelled. A record that writes any ``-`` in such a group is read as
signed, and every group it writes is checked; elsewhere ``+`` is a check sign and ignored.

Marks that disagree with the move (a sign group, a magnetic promotion mark with no
promotion) are warnings; a capture mark where there is nothing to take makes the move
impossible as written. A move that cannot be played stops
the import there, with a message naming the move and why; the moves before it are kept.

>>> from magnetdesk.engine.chess.variants import new_chess_position
>>> record = import_record("1. d4 Nf6 2. Bg5 Ne4 3. g4 Bxg4 4. Qxg4 f5!",
...                        new_chess_position("magnetic-chess"))
>>> record.error, len(record.moves), record.moves[-1].label
(None, 8, '4...f5!')
>>> import_record("1. e4 Ke7 2. Nf6", new_chess_position("magnetic-chess")).error
'2. Nf6: no white knight can move to f6'
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

from magnetdesk.engine.chess.field import Attracted, Promoted, Repelled
from magnetdesk.engine.chess.moves import (
    CASTLE_BY_KING_MOVE,
    KIND_LETTERS,
    KING,
    LAST_RANK,
    PAWN,
    QUEEN,
    ChessMove,
    square_name,
)
from magnetdesk.engine.core.vocabulary import BLACK, WHITE, Illegal, Reason, Transition
from magnetdesk.translation import QT_TR_NOOP, tr

if TYPE_CHECKING:
    from magnetdesk.engine.chess.position import ChessPosition

# The pieces in the messages, as whole phrases: in other languages the article and the
# colour's ending follow the piece.
COLOUR_NAMES = {WHITE: QT_TR_NOOP("white"), BLACK: QT_TR_NOOP("black")}
HAS_NO = {
    "P": QT_TR_NOOP("{colour} has no pawn"),
    "N": QT_TR_NOOP("{colour} has no knight"),
    "B": QT_TR_NOOP("{colour} has no bishop"),
    "R": QT_TR_NOOP("{colour} has no rook"),
    "Q": QT_TR_NOOP("{colour} has no queen"),
    "K": QT_TR_NOOP("{colour} has no king"),
}
NO_PIECE = {
    (WHITE, "P"): QT_TR_NOOP("no white pawn"),
    (WHITE, "N"): QT_TR_NOOP("no white knight"),
    (WHITE, "B"): QT_TR_NOOP("no white bishop"),
    (WHITE, "R"): QT_TR_NOOP("no white rook"),
    (WHITE, "Q"): QT_TR_NOOP("no white queen"),
    (WHITE, "K"): QT_TR_NOOP("no white king"),
    (BLACK, "P"): QT_TR_NOOP("no black pawn"),
    (BLACK, "N"): QT_TR_NOOP("no black knight"),
    (BLACK, "B"): QT_TR_NOOP("no black bishop"),
    (BLACK, "R"): QT_TR_NOOP("no black rook"),
    (BLACK, "Q"): QT_TR_NOOP("no black queen"),
    (BLACK, "K"): QT_TR_NOOP("no black king"),
}
A_PIECE = {
    (WHITE, "P"): QT_TR_NOOP("a white pawn"),
    (WHITE, "N"): QT_TR_NOOP("a white knight"),
    (WHITE, "B"): QT_TR_NOOP("a white bishop"),
    (WHITE, "R"): QT_TR_NOOP("a white rook"),
    (WHITE, "Q"): QT_TR_NOOP("a white queen"),
    (WHITE, "K"): QT_TR_NOOP("a white king"),
    (BLACK, "P"): QT_TR_NOOP("a black pawn"),
    (BLACK, "N"): QT_TR_NOOP("a black knight"),
    (BLACK, "B"): QT_TR_NOOP("a black bishop"),
    (BLACK, "R"): QT_TR_NOOP("a black rook"),
    (BLACK, "Q"): QT_TR_NOOP("a black queen"),
    (BLACK, "K"): QT_TR_NOOP("a black king"),
}
AMBIGUOUS = {
    "P": QT_TR_NOOP("ambiguous: the pawn on {squares}"),
    "N": QT_TR_NOOP("ambiguous: the knight on {squares}"),
    "B": QT_TR_NOOP("ambiguous: the bishop on {squares}"),
    "R": QT_TR_NOOP("ambiguous: the rook on {squares}"),
    "Q": QT_TR_NOOP("ambiguous: the queen on {squares}"),
    "K": QT_TR_NOOP("ambiguous: the king on {squares}"),
}
RESULTS = {"1-0", "0-1", "1/2-1/2", "½-½", "*"}
_SAN = re.compile(
    r"(?P<piece>[KQRBN])?(?P<file>[a-h])?(?P<rank>[1-8])?(?P<capture>[x:-])?"
    r"(?P<to_file>[a-h])(?P<to_rank>[1-8])?(?:=?(?P<promotion>[QRBN]))?"
    r"(?:=?(?P<magnetic>Q))?"  # a pawn's own promotion that also promoted another: exd8=R=Q
)
_CASTLING = re.compile(r"([0O])-\1(-\1)?")
_SUFFIX = re.compile(r"(?P<core>.*?)(?P<suffix>[+#!?\-]*)")
_NUMBER = re.compile(r"\d+$|\d+\.+|\.\.\.")


@dataclass(frozen=True)
class ImportedMove:
    """A move of the record: its ``label`` (``10...fxg3+``, the number counted from the
    start), the move, and what it did."""

    label: str
    move: ChessMove
    transition: Transition[ChessPosition]


@dataclass(frozen=True)
class RecordImport:
    """What an import read: the moves played, the position after the last of them, the
    warnings, the error that stopped it (None if the whole record played) and the result
    the record gives (``1-0``, ``0-1``, ``1/2-1/2``, or None)."""

    start: ChessPosition
    moves: tuple[ImportedMove, ...]
    position: ChessPosition
    warnings: tuple[str, ...]
    error: str | None
    result: str | None

    @property
    def complete(self) -> bool:
        return self.error is None


@dataclass
class _Token:
    """A move as written: the SAN core, the signs after it, and its place for messages."""

    core: str
    written: str
    signs: str


def strip_comments(text: str) -> str:
    """The record without ``(* ... *)``, ``( ... )`` (nested) and ``{ ... }`` comments."""
    text = re.sub(r"\(\*.*?\*\)", " ", text, flags=re.S)
    text = re.sub(r"\{.*?\}", " ", text, flags=re.S)
    out, depth = [], 0
    for c in text:
        if c == "(":
            depth += 1
        elif c == ")" and depth:
            depth -= 1
        elif not depth:
            out.append(c)
    return "".join(out)


def _tokens(text: str) -> tuple[list[_Token], str | None, bool]:
    """The moves of a record, its result, and whether a ``resign`` ends it."""
    words = strip_comments(text).split()
    first = next((i for i, w in enumerate(words) if re.match(r"1\.", w)), 0)
    moves: list[_Token] = []
    result, resigned = None, False
    for word in words[first:]:
        lowered = word.lower()
        if word in RESULTS:
            result = word
            continue
        if lowered.rstrip(".") in ("resign", "resigns"):
            resigned = True
            continue
        number = _NUMBER.match(word)
        if number:
            word = word[number.end():]
            if not word:
                continue
        if set(word) <= set("+-#"):
            if moves:
                moves[-1].signs += word
                moves[-1].written += " " + word
            continue
        if set(word) <= set("!?"):
            if moves:
                moves[-1].written += word
            continue
        castling = _CASTLING.match(word)
        if castling:
            moves.append(_Token(castling.group(0), word, word[castling.end():]))
            continue
        parts = _SUFFIX.fullmatch(word)
        assert parts is not None  # the pattern matches every string
        moves.append(_Token(parts["core"], word, parts["suffix"]))
    return moves, result, resigned


def import_record(text: str, start: ChessPosition) -> RecordImport:
    """Play the record ``text`` (its moves from ``1.`` on) from ``start``.

    Where a move is ambiguous (the records write ``Nd2`` with knights on b1 and f3 that both
    reach d2), every reading is followed and the one under which the rest of the record plays
    furthest is kept, with a warning."""
    tokens, result, resigned = _tokens(text)
    signed = any("-" in t.signs for t in tokens)
    reading = _Reading(signed, budget=[MAX_READINGS]).play(start, tokens)
    position = reading.position
    if reading.error is None and resigned and position.end is None:
        position = position.resign(position.to_move)
    return RecordImport(
        start, reading.moves, position, reading.warnings, reading.error, result
    )


MAX_READINGS = 64  # ambiguous moves followed at most, over a whole import


@dataclass
class _Reading:
    """One way of reading the rest of a record: the moves it played and where it stopped."""

    signed: bool
    budget: list[int]
    moves: tuple[ImportedMove, ...] = ()
    warnings: tuple[str, ...] = ()
    error: str | None = None
    position: ChessPosition = None  # type: ignore[assignment]  # set by every finished reading

    def play(self, position: ChessPosition, tokens: list[_Token]) -> _Reading:
        moves: list[ImportedMove] = list(self.moves)
        warnings: list[str] = list(self.warnings)
        for i, token in enumerate(tokens):
            number = position.ply // 2 + 1
            dots = ". " if position.to_move == WHITE else "..."
            label = f"{number}{dots}{token.written}"
            found = san_candidates(position, token.core)
            if isinstance(found, Illegal):
                return _Reading(self.signed, self.budget, tuple(moves), tuple(warnings),
                                _at(label, found.message), position)
            if len(found) > 1 and self.budget[0] > 0:
                self.budget[0] -= 1
                return self._branch(position, tokens[i:], found, label, moves, warnings)
            outcome = position.attempt(found[0])
            if isinstance(outcome, Illegal):
                return _Reading(self.signed, self.budget, tuple(moves), tuple(warnings),
                                _at(label, outcome.message), position)
            warnings += [_at(label, w) for w in _check_marks(token, outcome, self.signed)]
            moves.append(ImportedMove(label, found[0], outcome))
            position = outcome.position
        return _Reading(self.signed, self.budget, tuple(moves), tuple(warnings), None, position)

    def _branch(
        self,
        position: ChessPosition,
        tokens: list[_Token],
        found: list[ChessMove],
        label: str,
        moves: list[ImportedMove],
        warnings: list[str],
    ) -> _Reading:
        """Follow each reading of an ambiguous move; keep the one that plays furthest (then
        the one with fewer warnings)."""
        starts = _either([square_name(m.start) for m in found])
        readings = []
        for move in found:
            outcome = position.attempt(move)
            if isinstance(outcome, Illegal):
                continue
            marks = [_at(label, w) for w in _check_marks(tokens[0], outcome, self.signed)]
            note = tr(
                "{label}: ambiguous (from {squares}); read as from {square}, the reading the "
                "rest of the record fits best"
            ).format(label=label, squares=starts, square=square_name(move.start))
            head = _Reading(
                self.signed, self.budget, (*moves, ImportedMove(label, move, outcome)),
                (*warnings, note, *marks),
            )
            readings.append(head.play(outcome.position, tokens[1:]))
        return max(readings, key=lambda r: (len(r.moves), r.error is None, -len(r.warnings)))


def resolve_san(position: ChessPosition, text: str) -> ChessMove | Illegal:
    """The legal move that the SAN ``text`` (without annotations) names, or why there is none
    (an ambiguous move is refused too)."""
    found = san_candidates(position, text)
    if isinstance(found, Illegal) or len(found) == 1:
        return found if isinstance(found, Illegal) else found[0]
    kind = position.board[found[0].start] & 7
    starts = _either([square_name(m.start) for m in found])
    return Illegal(Reason.ILLEGAL, tr(AMBIGUOUS[KIND_LETTERS[kind]]).format(squares=starts))


def san_candidates(position: ChessPosition, text: str) -> list[ChessMove] | Illegal:
    """The legal moves that the SAN ``text`` (without annotations) may name (with a capture
    mark, captures first), or why there is none."""
    moves = position.legal_moves()
    board = position.board
    if _CASTLING.fullmatch(text):
        long = text.count("-") == 2
        for m in moves:
            castles = board[m.start] & 7 == KING and (m.start, m.end) in CASTLE_BY_KING_MOVE
            if castles and (m.end % 8 == 2) == long:
                return [m]
        if long:
            message = tr(
                "{colour} cannot castle on the queen's side: the king or that rook has moved, "
                "or a square between them is occupied"
            )
        else:
            message = tr(
                "{colour} cannot castle on the king's side: the king or that rook has moved, "
                "or a square between them is occupied"
            )
        colour = tr(COLOUR_NAMES[position.to_move])
        return Illegal(Reason.ILLEGAL, message.format(colour=colour))
    match = _SAN.fullmatch(text)
    if match is None or (match["piece"] and not match["to_rank"]):
        message = tr("{text} is not a move in chess notation").format(text=repr(text))
        return Illegal(Reason.SYNTAX, message)
    kind = KIND_LETTERS.index(match["piece"]) if match["piece"] else PAWN
    found = [m for m in moves if _fits(position, m, match, kind)]
    if found and match["capture"] in ("x", ":"):
        takes = [m for m in found if board[m.end]]
        if not takes:
            target = square_name(found[0].end)
            message = tr("{square} is empty: there is nothing to capture")
            return Illegal(Reason.ILLEGAL, message.format(square=target))
        found = takes
    if found:
        return found
    return Illegal(Reason.ILLEGAL, _why_no_move(position, match, kind))


def _fits(position: ChessPosition, move: ChessMove, match: re.Match[str], kind: int) -> bool:
    board = position.board
    start, end = square_name(move.start), square_name(move.end)
    if board[move.start] & 7 != kind or end[0] != match["to_file"]:
        return False
    if match["to_rank"] and end[1] != match["to_rank"]:
        return False
    if match["file"] and start[0] != match["file"]:
        return False
    if match["rank"] and start[1] != match["rank"]:
        return False
    if kind == KING and (move.start, move.end) in CASTLE_BY_KING_MOVE:
        return False
    if kind == PAWN and not match["file"] and start[0] != end[0]:
        return False
    promotes = kind == PAWN and move.end >> 3 == LAST_RANK[position.to_move]
    if promotes:
        wanted = KIND_LETTERS.index(match["promotion"]) if match["promotion"] else QUEEN
        return move.promotion == wanted
    return True


def _why_no_move(position: ChessPosition, match: re.Match[str], kind: int) -> str:
    colour = position.to_move
    letter = KIND_LETTERS[kind]
    own = [sq for sq in position.stones(colour) if position.board[sq] & 7 == kind]
    if not own:
        return tr(HAS_NO[letter]).format(colour=tr(COLOUR_NAMES[colour]))
    target = match["to_file"] + (match["to_rank"] or "")
    captures = match["capture"] in ("x", ":") or (kind == PAWN and match["file"]
                                                  and match["file"] != match["to_file"])
    if kind == PAWN and match["file"]:
        if captures:
            why = tr("{pieces} on the {file}-file can capture on {target}")
        else:
            why = tr("{pieces} on the {file}-file can move to {target}")
    elif captures:
        why = tr("{pieces} can capture on {target}")
    else:
        why = tr("{pieces} can move to {target}")
    why = why.format(pieces=tr(NO_PIECE[colour, letter]), file=match["file"], target=target)
    if match["to_rank"]:
        square = (int(match["to_rank"]) - 1) * 8 + "abcdefgh".index(match["to_file"])
        occupant = position.board[square]
        if captures and not occupant:
            why = tr("{why} ({square} is empty)").format(why=why, square=target)
        elif occupant >> 3 == colour:
            piece = tr(A_PIECE[colour, KIND_LETTERS[occupant & 7]])
            why = tr("{why} ({square} holds {piece})").format(why=why, square=target, piece=piece)
    return why


def _at(label: str, message: str) -> str:
    """A message about the move ``label``: ``2. Nf6: no white knight can move to f6``."""
    return tr("{where}: {message}").format(where=label, message=message)


def _either(squares: list[str]) -> str:
    """``b1 or f3`` (any number of squares)."""
    text = squares[0]
    for square in squares[1:]:
        text = tr("{first} or {second}").format(first=text, second=square)
    return text


def _check_marks(token: _Token, outcome: Transition[ChessPosition], signed: bool) -> list[str]:
    """What the record's marks say that the move did not do (a capture mark on a move that
    takes nothing is not a warning: that move cannot be played as written)."""
    effects = outcome.effects
    warnings = []
    match = _SAN.fullmatch(token.core)
    marked = match is not None and (
        match["magnetic"] or (match["promotion"] and not cast(ChessMove, outcome.move).promotion)
    )
    if marked and not any(isinstance(e, Promoted) and e.magnetic for e in effects):
        warnings.append(tr("marked as a magnetic promotion, but no pawn was promoted"))
    if signed:
        group = "".join(c for c in token.signs if c in "+-")
        if group:
            pulled = sum(isinstance(e, Attracted) for e in effects)
            pushed = sum(isinstance(e, Repelled) for e in effects)
            if (group.count("+"), group.count("-")) != (pulled, pushed):
                warnings.append(tr(
                    "the signs {signs} say {plus} attracted and {minus} repelled; the move "
                    "attracted {pulled} and repelled {pushed}"
                ).format(signs=group, plus=group.count("+"), minus=group.count("-"),
                         pulled=pulled, pushed=pushed))
    return warnings
