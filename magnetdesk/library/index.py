"""The library's index: an SQLite database (Python's own ``sqlite3``, as Kombilo keeps its game
database) with a row per game file and a row per (position key, game) pair.

``games`` holds each file's path, the modification time and size it had when it was read, and
either its header and final position or the reason it could not be read. ``positions`` is a
table without row ids whose primary key starts with the key, so that the games in which a
position occurs are one lookup in its B-tree however many games there are.

The database is opened in WAL mode: the window reads it while a scan writes it from another
thread (each thread has its own connection). A database of another schema version, or one
that is not a database at all, is started anew (it holds only what the files hold).

>>> from magnetdesk.library.reading import entry_of
>>> from magnetdesk.record import game_from_sgf_text
>>> index = LibraryIndex(":memory:")
>>> entry = entry_of(game_from_sgf_text("(;GM[1]SZ[9]PB[Ann];B[ee];W[dc])")[0])
>>> index.store("/games/a.sgf", 1, 40, entry)
>>> [(g.path, g.header.black, g.header.moves) for g in index.games(GameFilter(player="ann"))]
[('/games/a.sgf', 'Ann', 2)]
>>> [g.path for g in index.games(GameFilter(keys=frozenset({entry.keys[1]})))]
['/games/a.sgf']
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any, NamedTuple

from magnetdesk.library.reading import Entry, Header, Unreadable

SCHEMA_VERSION = 1

SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY,
    path TEXT UNIQUE NOT NULL,
    mtime_ns INTEGER NOT NULL,
    size INTEGER NOT NULL,
    reason TEXT,             -- NULL: read; else why the file could not be read
    variant TEXT NOT NULL DEFAULT '',
    family TEXT NOT NULL DEFAULT '',
    options TEXT NOT NULL DEFAULT '[]',
    black TEXT NOT NULL DEFAULT '',
    white TEXT NOT NULL DEFAULT '',
    date TEXT NOT NULL DEFAULT '',
    result TEXT NOT NULL DEFAULT '',
    event TEXT NOT NULL DEFAULT '',
    moves INTEGER NOT NULL DEFAULT 0,
    final TEXT NOT NULL DEFAULT '{}'
);
CREATE TABLE IF NOT EXISTS positions (
    key INTEGER NOT NULL,
    game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    ply INTEGER NOT NULL,    -- the first position of the main line (0: the start) with the key
    PRIMARY KEY (key, game)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS positions_of_game ON positions(game);
"""

RESULTS = ("black", "white", "draw", "none")  # what GameFilter.result may ask


class GameRow(NamedTuple):
    """A row of the library's table: the file, why it could not be read (None: it was read),
    the game's options as the index keeps them (JSON) and its header (empty if unreadable).
    The final position is asked for by the row's id (:meth:`LibraryIndex.final`): a table of
    10,000 rows reads only the pictures it shows."""

    id: int
    path: str
    reason: str | None
    options: str
    header: Header

    @property
    def readable(self) -> bool:
        return self.reason is None


@dataclass(frozen=True)
class GameFilter:
    """Which games to show: ``variants`` (empty: any), a ``player`` text found in either
    name (any case), a ``result`` (one of :data:`RESULTS`, "": any), dates from and to
    (``YYYY-MM-DD`` or a prefix of it, compared with SGF's ``DT``), and ``keys`` (the games
    in which a position with one of these keys occurs; None: any game)."""

    variants: frozenset[str] = frozenset()
    player: str = ""
    result: str = ""
    date_from: str = ""
    date_to: str = ""
    keys: frozenset[int] | None = None
    unreadable: bool = True  # the files that could not be read are listed too


class LibraryIndex:
    """The index at ``path`` (a file, or ``":memory:"``), made if missing."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = os.fspath(path)
        self.connection = self._open()

    def _open(self) -> sqlite3.Connection:
        try:
            connection = self._connect()
        except sqlite3.OperationalError:  # cannot be opened, or locked: said by the caller
            raise
        except sqlite3.DatabaseError:  # not a database: it holds only what the files hold
            if self.path != ":memory:":
                with contextlib.suppress(OSError):
                    os.replace(self.path, self.path + ".broken")
            connection = self._connect()
        return connection

    def _connect(self) -> sqlite3.Connection:
        connection = sqlite3.connect(self.path, timeout=30, check_same_thread=False)
        try:
            version = connection.execute("PRAGMA user_version").fetchone()[0]
            if version != SCHEMA_VERSION:
                connection.executescript(
                    "DROP TABLE IF EXISTS positions; DROP TABLE IF EXISTS games;")
            if self.path != ":memory:":
                connection.execute("PRAGMA journal_mode=WAL")
            connection.execute("PRAGMA foreign_keys=ON")
            connection.execute("PRAGMA synchronous=NORMAL")
            connection.executescript(SCHEMA)
            connection.execute(f"PRAGMA user_version={SCHEMA_VERSION}")
            connection.commit()
        except sqlite3.DatabaseError:
            connection.close()
            raise
        return connection

    def close(self) -> None:
        self.connection.close()

    # --- writing --------------------------------------------------------------------------

    def known(self) -> dict[str, tuple[int, int, int]]:
        """Every file in the index: its path -> (id, modification time in ns, size)."""
        rows = self.connection.execute("SELECT path, id, mtime_ns, size FROM games")
        return {path: (id_, mtime, size) for path, id_, mtime, size in rows}

    def store(self, path: str, mtime_ns: int, size: int, entry: Entry | Unreadable) -> None:
        """What was read of the file at ``path`` (replacing what was there); the caller
        commits (:meth:`commit`)."""
        execute = self.connection.execute
        execute("DELETE FROM games WHERE path = ?", (path,))
        if isinstance(entry, Unreadable):
            execute("INSERT INTO games (path, mtime_ns, size, reason) VALUES (?, ?, ?, ?)",
                    (path, mtime_ns, size, entry.reason))
            return
        cursor = execute(
            f"INSERT INTO games (path, mtime_ns, size, options, final, {', '.join(_HEADER)})"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (path, mtime_ns, size, json.dumps(list(entry.options), default=str),
             json.dumps(entry.final), *entry.header),
        )
        game = cursor.lastrowid
        self.connection.executemany(
            "INSERT OR IGNORE INTO positions (key, game, ply) VALUES (?, ?, ?)",
            ((key, game, ply) for ply, key in enumerate(entry.keys)),
        )

    def forget(self, paths: Iterable[str]) -> None:
        """Drop the files at ``paths`` (gone from the folders); the caller commits."""
        self.connection.executemany("DELETE FROM games WHERE path = ?",
                                    ((path,) for path in paths))

    def commit(self) -> None:
        self.connection.commit()

    # --- reading --------------------------------------------------------------------------

    def games(self, where: GameFilter = GameFilter(), limit: int | None = None) -> list[GameRow]:
        """The games ``where`` asks for, the newest date first."""
        clauses, values = _conditions(where)
        sql = "SELECT " + ", ".join(_COLUMNS) + " FROM games"
        if clauses:
            sql += " WHERE " + " AND ".join(clauses)
        sql += " ORDER BY date DESC, path"
        if limit is not None:
            sql += f" LIMIT {int(limit)}"
        return [_row(row) for row in self.connection.execute(sql, values)]

    def game(self, path: str) -> GameRow | None:
        row = self.connection.execute(
            "SELECT " + ", ".join(_COLUMNS) + " FROM games WHERE path = ?", (path,)).fetchone()
        return None if row is None else _row(row)

    def final(self, game: int) -> str | None:
        """The game's final position as the index keeps it (JSON, for
        :func:`~magnetdesk.library.reading.rebuild`); None for a game no longer there."""
        row = self.connection.execute("SELECT final FROM games WHERE id = ?", (game,)).fetchone()
        return None if row is None else str(row[0])

    def count(self) -> tuple[int, int]:
        """How many files the index holds, and how many of them could not be read."""
        total, bad = self.connection.execute(
            "SELECT COUNT(*), COUNT(reason) FROM games").fetchone()
        return total, bad

    def variants(self) -> list[str]:
        """The variants of the games in the index."""
        rows = self.connection.execute(
            "SELECT DISTINCT variant FROM games WHERE reason IS NULL ORDER BY variant")
        return [variant for (variant,) in rows]

    def plies(self, keys: Iterable[int]) -> dict[int, int]:
        """The games in which a position with one of ``keys`` occurs: game id -> the first
        ply at which one stands there."""
        wanted = sorted(set(keys))
        marks = ", ".join("?" * len(wanted)) or "NULL"
        rows = self.connection.execute(
            f"SELECT game, MIN(ply) FROM positions WHERE key IN ({marks}) GROUP BY game", wanted)
        return dict(rows.fetchall())

    def __iter__(self) -> Iterator[GameRow]:
        return iter(self.games())


_HEADER = Header._fields
_COLUMNS = ("id", "path", "reason", "options", *_HEADER)


def _row(values: tuple[Any, ...]) -> GameRow:
    id_, path, reason, options, *header = values
    return GameRow(id_, path, reason, options, Header(*header))


def _conditions(where: GameFilter) -> tuple[list[str], list[Any]]:
    clauses: list[str] = []
    values: list[Any] = []
    if where.variants:
        marks = ", ".join("?" * len(where.variants))
        clauses.append(f"variant IN ({marks})")
        values += sorted(where.variants)
    if where.player:
        text = "%" + where.player.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
        clauses.append("(black LIKE ? ESCAPE '\\' OR white LIKE ? ESCAPE '\\')")
        values += [text + "%", text + "%"]
    if where.result:
        clauses.append(_RESULT_SQL[where.result])
    if where.date_from:
        clauses.append("date <> '' AND date >= ?")
        values.append(where.date_from)
    if where.date_to:
        clauses.append("date <> '' AND substr(date, 1, ?) <= ?")
        values += [len(where.date_to), where.date_to]
    if where.keys is not None:
        marks = ", ".join("?" * len(where.keys)) or "NULL"
        clauses.append(f"id IN (SELECT game FROM positions WHERE key IN ({marks}))")
        values += sorted(where.keys)
    if not where.unreadable or where.variants or where.player or where.result or where.keys:
        clauses.append("reason IS NULL")
    return clauses, values


_RESULT_SQL = {
    "black": "upper(result) LIKE 'B+%'",
    "white": "upper(result) LIKE 'W+%'",
    "draw": "(result = '0' OR upper(result) IN ('DRAW', 'JIGO', '1/2-1/2'))",
    "none": "(result = '' OR result = '?' OR upper(result) = 'VOID')",
}
