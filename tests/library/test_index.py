"""The library's index: built from a folder, kept across a restart, refreshed when files are
changed, added and removed; a file that cannot be read is recorded with the reason and never
stops the scan; a cancelled scan keeps what it read; the filters answer what they say."""

from __future__ import annotations

import os
import sqlite3

import pytest

from magnetdesk.library import GameFilter, LibraryIndex, scan
from magnetdesk.library import reading as reading_module
from magnetdesk.library.reading import Header

GO = "(;GM[1]FF[4]SZ[9]PB[{black}]PW[{white}]DT[{date}]RE[{result}]EV[{event}]{moves})"


def write_go(path, black="Ann", white="Bob", date="2024-05-17", result="B+R", event="Club",
             moves=";B[ee];W[cc];B[gg]"):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(GO.format(black=black, white=white, date=date, result=result, event=event,
                              moves=moves), encoding="utf-8")
    return path


def touch_later(path, seconds=5):
    """A change the index must see even if it happens within the file system's clock tick."""
    status = path.stat()
    os.utime(path, ns=(status.st_atime_ns, status.st_mtime_ns + seconds * 1_000_000_000))


@pytest.fixture
def folder(tmp_path):
    games = tmp_path / "games"
    write_go(games / "a.sgf")
    write_go(games / "deep" / "er" / "b.sgf", black="Chen", white="Dana", date="2019-01-02",
             result="W+3.5", event="Cup")
    (games / "c.SGF").write_text(
        "(;GM[1]FF[4]CA[UTF-8]MV[magnetgo:1][size=8]SZ[8]PB[Emil]PW[Fumi];B[dd];W[ee])",
        encoding="utf-8")
    (games / "notes.txt").write_text("not a game file: not looked at")
    return games


def paths(index, where=None):
    rows = index.games(where if where is not None else GameFilter())
    return sorted(os.path.basename(row.path) for row in rows)


def test_a_folder_is_read_with_its_subfolders_and_each_header(folder, tmp_path):
    index = LibraryIndex(tmp_path / "library.sqlite")
    report = scan(index, [folder])
    assert (report.found, report.read, report.unreadable) == (3, 3, 0)
    assert paths(index) == ["a.sgf", "b.sgf", "c.SGF"]
    b = index.game(str(folder / "deep" / "er" / "b.sgf"))
    assert b.header == Header("go", "go", "Chen", "Dana", "2019-01-02", "W+3.5", "Cup", 3)
    c = index.game(str(folder / "c.SGF")).header
    assert (c.variant, c.family, c.moves) == ("magnetgo", "go", 2)


def test_the_index_survives_a_restart_and_reads_only_what_changed(folder, tmp_path):
    database = tmp_path / "library.sqlite"
    index = LibraryIndex(database)
    scan(index, [folder])
    index.close()

    index = LibraryIndex(database)  # the next start of the app
    again = scan(index, [folder])
    assert (again.read, again.unchanged, again.removed) == (0, 3, 0)

    write_go(folder / "a.sgf", black="Grete")  # changed
    touch_later(folder / "a.sgf")
    write_go(folder / "new.sgf", black="Hiro")  # added
    (folder / "deep" / "er" / "b.sgf").unlink()  # removed
    report = scan(index, [folder])
    assert (report.read, report.unchanged, report.removed) == (2, 1, 1)
    assert paths(index) == ["a.sgf", "c.SGF", "new.sgf"]
    assert index.game(str(folder / "a.sgf")).header.black == "Grete"
    assert not index.connection.execute(
        "SELECT COUNT(*) FROM positions WHERE game NOT IN (SELECT id FROM games)").fetchone()[0]


def test_a_file_of_the_same_time_but_another_size_is_read_again(folder, tmp_path):
    index = LibraryIndex(tmp_path / "library.sqlite")
    scan(index, [folder])
    path = folder / "a.sgf"
    before = path.stat()
    write_go(path, black="Ann the longer name")
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))
    assert scan(index, [folder]).read == 1
    assert index.game(str(path)).header.black == "Ann the longer name"


def test_broken_and_hostile_files_are_recorded_with_the_reason_and_the_scan_goes_on(
        folder, tmp_path, monkeypatch):
    (folder / "cut.sgf").write_text("(;GM[1]SZ[9")  # read, with a warning: the reader's call
    (folder / "chess-for-go.sgf").write_text("(;GM[7];B[aa])")
    (folder / "picture.sgf").write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(200))
    (folder / "nonsense.sgf").write_text("hello")
    (folder / "bad-size.sgf").write_text("(;GM[1]SZ[999];B[aa])")
    (folder / "folder.sgf").mkdir()  # a folder named like a game: passed over
    os.mkfifo(folder / "pipe.sgf")  # never opened: it would wait for a writer for ever
    (folder / "loop").symlink_to(folder)  # a loop of links is not followed
    real_load = reading_module.load_game

    def exploding(path, *args, **kwargs):
        if str(path).endswith("a.sgf"):
            raise RuntimeError("a reader's bug")
        return real_load(path, *args, **kwargs)

    monkeypatch.setattr(reading_module, "load_game", exploding)
    index = LibraryIndex(tmp_path / "library.sqlite")
    report = scan(index, [folder])
    assert report.unreadable == 5
    reasons = {os.path.basename(row.path): row.reason for row in index.games()
               if not row.readable}
    assert sorted(reasons) == ["a.sgf", "bad-size.sgf", "chess-for-go.sgf", "nonsense.sgf",
                              "picture.sgf"]
    assert "reader's bug" in reasons["a.sgf"]
    assert "PNG" in reasons["picture.sgf"]
    assert all(reasons.values())
    assert paths(index, GameFilter(unreadable=False)) == ["b.sgf", "c.SGF", "cut.sgf"]
    assert index.count() == (8, 5)
    assert scan(index, [folder]).read == 0  # unreadable and unchanged: not read again


def test_a_cancelled_scan_keeps_what_it_read_and_the_next_reads_the_rest(folder, tmp_path):
    index = LibraryIndex(tmp_path / "library.sqlite")
    seen = []
    report = scan(index, [folder], progress=lambda done, total, path: seen.append(done),
                  cancelled=lambda: len(seen) >= 2)
    assert report.cancelled and report.read == 2
    assert len(index.games()) == 2
    rest = scan(index, [folder])
    assert (rest.read, rest.unchanged) == (1, 2)


def test_a_damaged_index_is_put_aside_and_made_anew(folder, tmp_path):
    database = tmp_path / "library.sqlite"
    database.write_bytes(b"this is not a database" * 100)
    index = LibraryIndex(database)
    assert scan(index, [folder]).read == 3
    assert (tmp_path / "library.sqlite.broken").exists()
    with sqlite3.connect(database) as connection:
        assert connection.execute("SELECT COUNT(*) FROM games").fetchone() == (3,)


def test_single_files_are_sources_too_and_a_missing_one_is_passed_over(folder, tmp_path):
    alone = write_go(tmp_path / "elsewhere" / "recent.sgf", black="Ines")
    index = LibraryIndex(":memory:")
    scan(index, [folder / "deep", alone, tmp_path / "gone.sgf"])
    assert paths(index) == ["b.sgf", "recent.sgf"]


@pytest.mark.parametrize(("where", "expected"), [
    (GameFilter(player="ann"), ["a.sgf"]),
    (GameFilter(player="d"), ["b.sgf"]),  # Dana
    (GameFilter(player="%"), []),  # a wildcard is a letter
    (GameFilter(result="white"), ["b.sgf"]),
    (GameFilter(result="black"), ["a.sgf"]),
    (GameFilter(result="none"), ["c.SGF"]),
    (GameFilter(variants=frozenset({"magnetgo"})), ["c.SGF"]),
    (GameFilter(date_from="2020"), ["a.sgf"]),
    (GameFilter(date_to="2019-01"), ["b.sgf"]),
    (GameFilter(date_from="2019-01-02", date_to="2024-05-17"), ["a.sgf", "b.sgf"]),
    (GameFilter(date_to="2019-01-01"), []),
])
def test_the_filters(folder, where, expected):
    index = LibraryIndex(":memory:")
    scan(index, [folder])
    assert paths(index, where) == expected
