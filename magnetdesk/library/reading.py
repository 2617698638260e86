"""One game file as the library keeps it: its header (the game, the players, the date, the
result, the event, the number of moves), its final position in a form that rebuilds it (for
the thumbnail) and the keys of every position of its main line (for the position search).

A file is read with the record's own loader (:func:`magnetdesk.record.load_game`, with its
limits on size, nodes and values): a file it refuses, or any other failure, is an
:class:`Unreadable` with the reason, never an exception for the scan.

>>> from magnetdesk.record import game_from_sgf_text
>>> record, _ = game_from_sgf_text("(;GM[1]SZ[9]PB[Ann]PW[Bob]RE[B+R];B[ee];W[dc])")
>>> entry = entry_of(record)
>>> header = entry.header
>>> header.variant, header.black, header.white, header.result, header.moves
('go', 'Ann', 'Bob', 'B+R', 2)
>>> len(entry.keys)
3
>>> entry.final["black"], entry.final["white"]
(['E5'], ['D7'])
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from typing import Any, NamedTuple

from magnetdesk.engine.core.vocabulary import BLACK, WHITE, Illegal, Position
from magnetdesk.engine.variants import new_position, position_family
from magnetdesk.library.keys import BoardKeys
from magnetdesk.record import GameRecord, load_game


class Header(NamedTuple):
    """What the library's table shows of a game (the index keeps it as columns; a tuple:
    10,000 of them are made at each look at the table)."""

    variant: str = ""
    family: str = ""
    black: str = ""
    white: str = ""
    date: str = ""
    result: str = ""
    event: str = ""
    moves: int = 0


@dataclass(frozen=True)
class Entry:
    """A readable game: its header, its options, its final position (see :func:`final_of`)
    and the canonical key of each position of its main line, from the start."""

    header: Header
    options: tuple[tuple[str, Any], ...]
    final: dict[str, Any]
    keys: tuple[int, ...]


@dataclass(frozen=True)
class Unreadable:
    """A file the library could not read, and why (in words for the user)."""

    reason: str


def read_entry(path: str | os.PathLike[str]) -> Entry | Unreadable:
    """The first game of the file at ``path``, or why it cannot be read. Never raises for a
    bad file: a file that breaks the reader in any way is recorded as unreadable."""
    try:
        record, _ = load_game(path)
        return entry_of(record)
    except Exception as error:  # SgfError (a ValueError) or a reader's bug: one file, not the scan
        return Unreadable(str(error) or type(error).__name__)


def entry_of(record: GameRecord) -> Entry:
    """What the library keeps of a game record."""
    line = record.main_line()
    # one position at a time: a 100,000-move game's positions would not fit in memory at once
    boards = (record.position(node).board for node in line)
    keys = BoardKeys.for_position(record.start).line(boards)
    info = record.info
    header = Header(
        record.variant, position_family(record.start).id, info.get("PB", ""),
        info.get("PW", ""), info.get("DT", ""), info.get("RE", ""), info.get("EV", ""),
        sum(1 for node in line if node.play is not None),
    )
    return Entry(header, record.options, final_of(record.position(line[-1])), tuple(keys))


def final_of(position: Position[Any]) -> dict[str, Any]:
    """A position as data that :func:`rebuild` makes it again from: a FEN line where the
    family writes one (chess), else the cells of each colour by name."""
    fen = getattr(position, "fen", None)
    if callable(fen):
        return {"fen": fen()}
    topology = position.topology
    return {
        "black": sorted(topology.name(cell) for cell in position.stones(BLACK)),
        "white": sorted(topology.name(cell) for cell in position.stones(WHITE)),
    }


def rebuild(variant: str, options: str, final: str) -> Position[Any] | None:
    """The position :func:`final_of` wrote (``options`` and ``final`` as the index keeps them,
    JSON), or None when it no longer fits (a changed variant, a damaged index)."""
    try:
        start = new_position(variant, **dict(json.loads(options)))
        data = json.loads(final)
        if "fen" in data:
            with_board = getattr(start, "with_board", None)
            made = with_board(data["fen"]) if with_board is not None else None
            return None if made is None or isinstance(made, Illegal) else made
        topology = start.topology
        black = [topology.parse(name) for name in data["black"]]
        white = [topology.parse(name) for name in data["white"]]
        if None in black or None in white:
            return None
        placed = set(black) | set(white)
        empty = [cell for cell, content in enumerate(start.board) if content and cell not in placed]
        built: Position[Any] = start.with_stones(  # type: ignore[attr-defined]
            black, white, empty)
        return built
    except (ValueError, TypeError, KeyError, LookupError):
        return None
