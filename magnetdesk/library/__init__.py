"""The game library (no Qt): folders of game files kept in an SQLite index with each game's
header and the keys of its positions, so the window can list, filter and search 10,000 games
at once (File ▸ Library…, :mod:`magnetdesk.gui.library`).

- :mod:`~magnetdesk.library.keys`: a position's key, the same for the board's symmetries
- :mod:`~magnetdesk.library.reading`: what is kept of one file (or why it cannot be read)
- :mod:`~magnetdesk.library.index`: the SQLite index, its rows and filters
- :mod:`~magnetdesk.library.scan`: the folders walked, changed files read again, gone ones
  dropped
- :mod:`~magnetdesk.library.search`: the games in which a position occurs
"""

from magnetdesk.library.index import GameFilter, GameRow, LibraryIndex
from magnetdesk.library.reading import Entry, Unreadable, read_entry, rebuild
from magnetdesk.library.scan import ScanReport, scan
from magnetdesk.library.search import find_position, position_key, position_keys

__all__ = [
    "Entry",
    "GameFilter",
    "GameRow",
    "LibraryIndex",
    "ScanReport",
    "Unreadable",
    "find_position",
    "position_key",
    "position_keys",
    "read_entry",
    "rebuild",
    "scan",
]
