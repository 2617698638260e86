"""The autosave, the settings and the recent files: round trips, broken files, folders that
cannot be written, and a real process killed mid-game whose game comes back."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.gui.common import state_files
from magnetdesk.gui.common.setup import PlayerSetup
from magnetdesk.gui.common.state_files import (
    Unusable,
    read_json_file,
    read_state_file,
    remove_stale_temporaries,
)
from magnetdesk.gui.common.storage import (
    MAX_RECENT_FILES,
    Autosave,
    Settings,
    node_at,
    node_path,
)
from magnetdesk.record import Game

MOVES = ["E5", "E6", "D5", "D6", "C5", "C6", "F5", "F6", "G5", "G6"]


def played(*moves: str) -> Game:
    game = Game.new("go", size=9)
    for move in moves:
        game.play(move)
    return game


def texts(record) -> list[str]:
    return [node.play.text for node in record.main_line()[1:]]


def impossible_folder(tmp_path: Path) -> Path:
    """A folder that can never exist, even for root: its parent is a regular file."""
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    return blocker / "folder"


# --- node paths ---------------------------------------------------------------------------


def test_node_path_names_the_branch_taken_at_each_node():
    game = played("E5", "E6")
    game.undo()
    game.play("D4")
    assert node_path(game.node) == [0, 1]
    assert node_at(game.record, [0, 1]) is game.node


def test_node_at_stops_at_the_deepest_node_a_stale_path_still_reaches():
    game = played("E5")
    assert node_at(game.record, [0, 3, 0]) is game.node


# --- autosave -----------------------------------------------------------------------------


def test_autosave_round_trip_keeps_moves_current_node_and_file(tmp_path):
    game = played("E5", "E6", "D5")
    game.undo()
    autosave = Autosave(tmp_path)
    assert autosave.save(game.record, node_path(game.node), "/games/mine.sgf")
    restored = autosave.pending()
    assert texts(restored.record) == ["E5", "E6", "D5"]
    assert restored.node_path == [0, 0]
    assert restored.node().play.text == "E6"
    assert restored.file_path == "/games/mine.sgf"
    assert restored.saved_at is not None


def test_no_autosave_means_nothing_pending(tmp_path):
    assert Autosave(tmp_path / "empty").pending() is None


def test_cleared_autosave_is_no_longer_pending(tmp_path):
    autosave = Autosave(tmp_path)
    autosave.save(played("E5").record, [0], None)
    autosave.clear()
    assert autosave.pending() is None


def test_failed_autosave_keeps_the_previous_one(tmp_path, monkeypatch):
    autosave = Autosave(tmp_path)
    autosave.save(played("E5").record, [0], None)

    def refuse(source, target):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", refuse)
    assert not autosave.save(played("E5", "E6").record, [0, 0], None)
    assert "No space left" in autosave.problem
    monkeypatch.undo()
    assert texts(autosave.pending().record) == ["E5"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.json", "autosave.sgf"]


def test_broken_autosave_is_moved_aside_and_not_offered(tmp_path):
    autosave = Autosave(tmp_path)
    (tmp_path / "autosave.sgf").write_text("this is not a game")
    assert autosave.pending() is None
    assert (tmp_path / "autosave.sgf.broken").exists()
    assert not (tmp_path / "autosave.sgf").exists()
    assert autosave.problem


def test_truncated_autosave_is_moved_aside_and_not_offered(tmp_path):
    autosave = Autosave(tmp_path)
    autosave.save(played(*MOVES).record, [0] * len(MOVES), None)
    text = (tmp_path / "autosave.sgf").read_text()
    (tmp_path / "autosave.sgf").write_text(text[: len(text) // 2])
    assert autosave.pending() is None
    assert (tmp_path / "autosave.sgf.broken").exists()


def test_autosave_with_a_broken_sidecar_restores_the_game_at_its_last_move(tmp_path):
    autosave = Autosave(tmp_path)
    autosave.save(played("E5", "E6").record, [0], None)
    (tmp_path / "autosave.json").write_text("{not json")
    restored = autosave.pending()
    assert texts(restored.record) == ["E5", "E6"]
    assert restored.node_path == [0, 0]
    assert restored.file_path is None
    assert (tmp_path / "autosave.json.broken").read_text() == "{not json"
    assert "notes are broken" in autosave.problem


def test_autosave_into_an_impossible_folder_says_why_and_does_not_raise(tmp_path):
    autosave = Autosave(impossible_folder(tmp_path))
    assert not autosave.save(played("E5").record, [0], None)
    assert autosave.problem
    assert autosave.pending() is None


CHILD = textwrap.dedent(
    """
    import sys
    from magnetdesk.gui.common.storage import Autosave, node_path
    from magnetdesk.record import Game

    folder, stop_after, *moves = sys.argv[1:]
    autosave = Autosave(folder)
    game = Game.new("go", size=9)
    for count, move in enumerate(moves, 1):
        game.play(move)
        assert autosave.save(game.record, node_path(game.node), None), autosave.problem
        print(count, flush=True)
        if count == int(stop_after):
            sys.stdin.readline()  # the test kills us here, mid-game
    """
)


def test_game_of_a_killed_process_is_restored_up_to_its_last_saved_move(tmp_path):
    stop_after = 6
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(tmp_path), str(stop_after), *MOVES],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
        cwd=Path(__file__).resolve().parents[2],
    )
    try:
        reported = [child.stdout.readline().strip() for _ in range(stop_after)]
        assert reported == [str(n) for n in range(1, stop_after + 1)]
        os.kill(child.pid, signal.SIGKILL)
        assert child.wait(timeout=30) == -signal.SIGKILL
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
        child.stdin.close()
        child.stdout.close()

    restored = Autosave(tmp_path).pending()
    assert texts(restored.record) == MOVES[:stop_after]
    assert restored.node().play.text == MOVES[stop_after - 1]


# --- settings -----------------------------------------------------------------------------


def test_settings_round_trip(tmp_path):
    settings = Settings(tmp_path / "settings.json")
    settings.set_window_geometry(b"\x01\xd9\xd0\xcb\x00\x03")
    settings.set_toggle("coordinates", False)
    settings.set_last_variant("magnetgo", {"size": 13, "komi": 6.5})
    settings.set_players({BLACK: PlayerSetup(), WHITE: PlayerSetup(True, 3)})

    again = Settings(tmp_path / "settings.json")
    assert again.problem is None
    assert again.window_geometry() == b"\x01\xd9\xd0\xcb\x00\x03"
    assert again.toggle("coordinates", True) is False
    assert again.last_variant() == ("magnetgo", {"size": 13, "komi": 6.5})
    assert again.players() == {BLACK: PlayerSetup(), WHITE: PlayerSetup(True, 3)}


def test_new_settings_hold_the_defaults_without_a_problem(tmp_path):
    settings = Settings(tmp_path / "settings.json")
    assert settings.problem is None
    assert settings.window_geometry() is None
    assert settings.toggle("move_numbers", True) is True
    assert settings.last_variant() == (None, {})
    assert settings.players() is None


def test_corrupt_settings_file_gives_defaults_and_a_problem(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text('{"toggles": {"coordinates": fa')
    settings = Settings(path)
    assert settings.toggle("coordinates", True) is True
    assert "broken" in settings.problem
    assert (tmp_path / "settings.json.broken").exists()


def test_settings_of_the_wrong_types_fall_back_to_defaults(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"toggles": {"coordinates": "yes"}, "players": {"white": True},
                                "window_geometry": "!!not base64!!", "recent_files": "x"}))
    settings = Settings(path)
    assert settings.toggle("coordinates", True) is True
    assert settings.players() is None
    assert settings.window_geometry() is None
    assert settings.recent.files() == []


def test_settings_in_an_impossible_folder_never_raise(tmp_path):
    settings = Settings(impossible_folder(tmp_path) / "settings.json")
    assert settings.problem  # reading through a regular file is an error, not "no file yet"
    settings.set_toggle("coordinates", False)
    assert "could not be saved" in settings.problem
    assert settings.toggle("coordinates", True) is False  # kept in memory for this run


# --- recent files -------------------------------------------------------------------------


def test_recent_files_are_most_recent_first_without_repeats(tmp_path):
    settings = Settings(tmp_path / "settings.json")
    for name in ("a.sgf", "b.sgf", "a.sgf"):
        settings.recent.add(tmp_path / name)
    assert settings.recent.files() == [str(tmp_path / "a.sgf"), str(tmp_path / "b.sgf")]


def test_recent_files_keep_only_the_last_ten(tmp_path):
    settings = Settings(tmp_path / "settings.json")
    for number in range(MAX_RECENT_FILES + 3):
        settings.recent.add(tmp_path / f"{number}.sgf")
    files = settings.recent.files()
    assert len(files) == MAX_RECENT_FILES
    assert files[0] == str(tmp_path / f"{MAX_RECENT_FILES + 2}.sgf")


def test_recent_files_persist_and_can_be_removed(tmp_path):
    Settings(tmp_path / "settings.json").recent.add(tmp_path / "game.sgf")
    settings = Settings(tmp_path / "settings.json")
    assert settings.recent.files() == [str(tmp_path / "game.sgf")]
    settings.recent.remove(tmp_path / "game.sgf")
    assert Settings(tmp_path / "settings.json").recent.files() == []


@pytest.mark.parametrize("content", ["[1, 2]", "null", ""])
def test_settings_file_that_is_not_an_object_gives_defaults(tmp_path, content):
    path = tmp_path / "settings.json"
    path.write_text(content)
    settings = Settings(path)
    assert settings.problem
    assert settings.recent.files() == []
    assert (tmp_path / "settings.json.broken").read_text() == content  # not tripped on again
    assert Settings(path).problem is None


# --- state files: whatever is there, nothing raises or blocks ------------------------------


@pytest.mark.parametrize("text", [
    "NaN", "[Infinity]", '{"a": -Infinity}', "1e400", '{"a": [-1e999]}',
])
def test_json_state_with_a_number_that_is_not_finite_is_unusable(tmp_path, text):
    (tmp_path / "state.json").write_text(text)
    with pytest.raises(Unusable, match="not finite"):
        read_json_file(tmp_path / "state.json")


def test_json_state_nested_too_deeply_is_unusable(tmp_path):
    (tmp_path / "state.json").write_text("{\"a\": " * 150_000)
    with pytest.raises(Unusable, match="nested too deeply"):
        read_json_file(tmp_path / "state.json")


def test_a_state_file_that_is_a_fifo_or_too_big_is_unusable(tmp_path, monkeypatch):
    os.mkfifo(tmp_path / "fifo")  # reading it would wait for a writer for ever
    with pytest.raises(Unusable, match="not a regular file"):
        read_state_file(tmp_path / "fifo")
    monkeypatch.setattr(state_files, "MAX_FILE_BYTES", 10)
    (tmp_path / "big").write_bytes(b"x" * 11)
    with pytest.raises(Unusable, match="larger than"):
        read_state_file(tmp_path / "big")


def test_an_autosave_that_is_a_fifo_is_moved_aside(tmp_path):
    os.mkfifo(tmp_path / "autosave.sgf")
    autosave = Autosave(tmp_path)
    assert autosave.pending() is None
    assert "not a regular file" in autosave.problem
    assert (tmp_path / "autosave.sgf.broken").exists()


def test_stale_temporary_files_of_killed_writes_are_removed(tmp_path):
    def made(name: str, age: float) -> Path:
        path = tmp_path / name
        path.write_bytes(b"half written")
        os.utime(path, (time.time() - age, time.time() - age))
        return path

    stale = [made(".autosave.sgf.0a1b2c3d4e5f.tmp", 120), made(".game.sgf.000000000000.tmp", 61)]
    fresh = made(".game.sgf.111111111111.tmp", 5)  # a write in progress
    others = [made(".game.sgf.tmp", 999), made("game.sgf.0a1b2c3d4e5f.tmp", 999),
              made(".game.sgf.0a1b2c3d4e5.tmp", 999), made(".game.sgf.0A1B2C3D4E5F.tmp", 999)]
    assert remove_stale_temporaries(tmp_path, "game.sgf") == 1
    assert not stale[1].exists() and stale[0].exists()
    assert remove_stale_temporaries(tmp_path) == 1
    assert not stale[0].exists()
    assert fresh.exists() and all(path.exists() for path in others)
    assert remove_stale_temporaries(tmp_path / "missing") == 0


def test_a_result_reached_in_a_branch_is_restored_at_its_node(tmp_path):
    game = Game.new("go", size=5)
    for move in ("C3", "D3", "C4"):
        game.play(move)
    game.undo()
    for move in ("B2", "pass", "pass"):  # a branch beside the main line, ended by two passes
        game.play(move)
    game.record.set_result(game.node, "B+12.5")
    ended = node_path(game.node)
    autosave = Autosave(tmp_path)
    assert autosave.save(game.record, ended, None)
    restored = autosave.pending()
    record = restored.record
    assert record.result_at(restored.node()) == "B+12.5"
    assert record.result_at(record.main_line()[-1]) == ""  # not the file's default place
