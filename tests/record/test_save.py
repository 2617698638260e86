"""Saving: the file is replaced in one step, and a failure leaves the old file as it was."""

from __future__ import annotations

import os

import pytest

from magnetdesk.record import Game, load_collection, load_game, save_game, save_games
from magnetdesk.record import sgf as sgf_files


def saved_game(*moves: str) -> Game:
    game = Game.new("go", size=9)
    for move in moves:
        game.play(move)
    return game


def leftovers(folder) -> list[str]:
    return sorted(name for name in os.listdir(folder) if name.endswith(".tmp"))


def test_a_saved_game_loads_back(tmp_path):
    path = tmp_path / "game.sgf"
    save_game(saved_game("E5", "C3").record, path)
    record, warnings = load_game(path)
    assert [node.play.text for node in record.main_line()[1:]] == ["E5", "C3"]
    assert warnings == [] and leftovers(tmp_path) == []


def test_saving_again_replaces_the_old_file(tmp_path):
    path = tmp_path / "game.sgf"
    save_game(saved_game("E5").record, path)
    save_game(saved_game("D4").record, path)
    assert load_game(path)[0].main_line()[1].play.text == "D4"


def test_a_failure_while_writing_leaves_the_old_file_and_no_temporary_file(tmp_path, monkeypatch):
    path = tmp_path / "game.sgf"
    save_game(saved_game("E5").record, path)
    before = path.read_bytes()

    def disk_full(handle: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(sgf_files.os, "fsync", disk_full)
    with pytest.raises(OSError, match="No space left"):
        save_game(saved_game("D4").record, path)
    assert path.read_bytes() == before and leftovers(tmp_path) == []


def test_a_failure_at_the_rename_leaves_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / "game.sgf"
    save_game(saved_game("E5").record, path)
    before = path.read_bytes()

    def interrupted(source, target) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(sgf_files.os, "replace", interrupted)
    with pytest.raises(KeyboardInterrupt):
        save_game(saved_game("D4").record, path)
    assert path.read_bytes() == before and leftovers(tmp_path) == []


def test_a_saved_file_keeps_its_permissions(tmp_path):
    path = tmp_path / "game.sgf"
    save_game(saved_game("E5").record, path)
    path.chmod(0o600)
    save_game(saved_game("D4").record, path)
    assert path.stat().st_mode & 0o777 == 0o600


def test_a_folder_that_cannot_be_written_raises_os_error(tmp_path):
    with pytest.raises(OSError):
        save_game(saved_game("E5").record, tmp_path / "missing-folder" / "game.sgf")


def test_several_games_are_saved_as_one_collection(tmp_path):
    path = tmp_path / "games.sgf"
    save_games([saved_game("E5").record, saved_game("C3").record], path)
    records, _ = load_collection(path)
    assert [record.main_line()[1].play.text for record in records] == ["E5", "C3"]
