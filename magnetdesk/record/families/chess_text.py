"""Plain-text Magnetic Chess records (as the rules page prints them) opened as games.

A file that is not SGF but holds a numbered move list (``1. d4 Nf6 2. Bg5 Ne4 ...``) is read
by the engine's record import (:mod:`magnetdesk.engine.chess.printed`: every notation quirk of
the printed records) and played in the chess variant the caller names: the one being played,
since a printed record does not say its code (nor the codes the players named: a variant
where they name them refuses it). The moves become the main line of a new game;
the record's result goes to ``RE``, its notes (sign groups that disagree, ambiguous moves) to
the load warnings. A move that cannot be played stops the import there: the moves before it
are the game, and a warning names the move and why (a record whose first move cannot be
played is refused, so the game on the screen stays as it was).

>>> record, warnings = game_from_chess_text("1. e4 Nc6 2. Nf3 1-0", "magnetic-chess")
>>> [node.play.text for node in record.main_line()[1:]], record.info["RE"]
(['e2e4', 'b8c6', 'g1f3'], 'W+')
>>> record, warnings = game_from_chess_text("1. e4 Ke7 2. Nf6", "magnetic-chess")
>>> [node.play.text for node in record.main_line()[1:]]
['e2e4', 'e8e7']
>>> print(warnings[-1])
the record stops at 2. Nf6: no white knight can move to f6 (the 2 moves before it are loaded)

The other way, :func:`chess_text_of` prints a line of a game as such a record (in SAN, the
result at the end), which reads back as the same moves:

>>> record, _ = game_from_chess_text("1. e4 Nc6 2. Nf3 1-0", "magnetic-chess")
>>> chess_text_of(record, record.main_line())
'1. e4 Nc6 2. Nf3 1-0'
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, cast

from magnetdesk.engine.chess.printed import RecordImport, import_record
from magnetdesk.engine.core.options import OptionError
from magnetdesk.engine.core.vocabulary import WHITE, Illegal
from magnetdesk.engine.variants import VARIANTS
from magnetdesk.record.errors import LoadWarning, SgfError
from magnetdesk.record.game import Game
from magnetdesk.record.tree import GameRecord, Node
from magnetdesk.translation import tr

if TYPE_CHECKING:
    from magnetdesk.engine.chess.position import ChessPosition

RESULT_TEXT = {"1-0": "W+", "0-1": "B+", "1/2-1/2": "0", "½-½": "0"}
PRINTED_RESULT = {"W": "1-0", "B": "0-1", "0": "1/2-1/2", "Draw": "1/2-1/2"}
_FIRST_MOVE = re.compile(r"(?:^|\s)1\.")


def looks_like_chess_text(text: str) -> bool:
    """Does ``text`` hold a numbered move list (and no SGF game)?"""
    return "(;" not in text and _FIRST_MOVE.search(text) is not None


def text_variant(variant: str, options: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
    """The chess variant a printed record is read in: ``variant`` with its ``options`` when it
    is one, else Magnetic Chess."""
    if variant in VARIANTS and VARIANTS[variant].family == "chess":
        return variant, dict(options)
    return "magnetic-chess", {}


def game_from_chess_text(
    text: str, variant: str, options: Mapping[str, Any] | None = None
) -> tuple[GameRecord, list[LoadWarning]]:
    """The record ``text`` played in ``variant`` (a chess variant) with ``options``, up to a
    move that cannot be played (a warning says which and why); SgfError when the variant is
    not chess or not even the first move can be played."""
    if variant not in VARIANTS or VARIANTS[variant].family != "chess":
        raise SgfError(tr("a text record is read as a chess game: choose a chess variant first"))
    try:
        record = GameRecord(VARIANTS[variant].id, dict(options or {}))
    except OptionError as exc:
        raise SgfError(tr("the chosen rules cannot be set up: {error}").format(error=exc)) from None
    if record.start.rules.chooses_code:
        # Every move would fit all the codes a player may name: the import would follow each
        # reading of each move (minutes for a long record) to play codes nobody chose.
        raise SgfError(tr(
            "a printed record does not say which field codes the players named: open it in a "
            "chess variant whose rules fix the codes"
        ))
    imported = import_record(text, cast("ChessPosition", record.start))
    warnings = [LoadWarning(w) for w in imported.warnings]
    if imported.error is not None and not imported.moves:
        message = tr("the record cannot be played from its first move: {error}")
        raise SgfError(message.format(error=imported.error))
    if imported.error is not None:
        count = len(imported.moves)
        if count == 1:
            message = tr("the record stops at {error} (the move before it is loaded)")
        else:
            message = tr("the record stops at {error} (the {count} moves before it are loaded)")
        warnings.append(LoadWarning(message.format(error=imported.error, count=count)))
    if not imported.moves:
        raise SgfError(tr("the text holds no moves (a record starts at '1.')"))
    game = Game(record)
    for move in imported.moves:
        outcome = game.play(move.move)
        if not hasattr(outcome, "position"):
            raise AssertionError(f"an imported move did not replay: {outcome}")
    result = _result(imported) if imported.error is None else None
    if result:
        record.info["RE"] = result
    return record, warnings


def _result(imported: RecordImport) -> str | None:
    """The result for ``RE``: the end the moves reached (a king taken, a resignation), else
    the result the record writes."""
    end = imported.position.end
    if end is not None:
        return end.result_text
    return RESULT_TEXT.get(imported.result or "")


def san_of(record: GameRecord, node: Node) -> str:
    """The move of ``node`` in SAN, from the position before it (its long algebraic text if
    it does not read there: it always does in a record the engine built)."""
    if node.play is None or node.parent is None:
        raise ValueError("only a move's node has a move to print")
    ready = record.position(node.parent).ready_for(node.play.colour)
    move = ready.parse_move(node.play.text) if not isinstance(ready, Illegal) else ready
    if isinstance(ready, Illegal) or isinstance(move, Illegal):
        return node.play.text
    return str(cast("ChessPosition", ready).san(move))


def chess_text_of(record: GameRecord, line: list[Node]) -> str:
    """The moves of ``line`` (nodes from the root) printed as a chess record, ``1. e4 e5
    2. Nf3``, with the result when the line ends where the game did. ValueError for a line
    with a position set up by hand (a printed record starts from the variant's start)."""
    if any(node.setup is not None for node in line):
        raise ValueError(tr("a game set up by hand cannot be printed as a record"))
    words: list[str] = []
    for node in line[1:]:
        if node.play is None or node.parent is None:
            continue
        number = cast("ChessPosition", record.position(node.parent)).ply // 2 + 1
        if node.play.colour == WHITE:
            words.append(f"{number}.")
        elif not words:
            words.append(f"{number}...")
        words.append(san_of(record, node))
    result = record.result_at(line[-1])
    printed = PRINTED_RESULT.get(result) or PRINTED_RESULT.get(result[:1]) if result else None
    if printed:
        words.append(printed)
    return " ".join(words)
