"""Two apps on one data folder (issue 39): each autosaves to a slot of its own, so neither
writes over the other's game, and notes whose hash is not their game's are never used."""

from __future__ import annotations

import json

from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.gui.common.setup import PlayerSetup
from magnetdesk.gui.common.storage import Autosave, node_path
from magnetdesk.record import Game
from tests.gui.test_crash_recovery import App, remember
from tests.gui.test_startup import home_folder, started  # noqa: F401 (the home fixture)
from tests.helpers.mouse import click


def moves(restorable) -> list[str]:
    return [node.play.text for node in restorable.node().path()[1:]]


def test_a_second_autosave_on_the_folder_gets_its_own_files(tmp_path):
    first, second = Autosave(tmp_path), Autosave(tmp_path)
    assert first.claim() is None
    said = second.claim()
    assert said and "autosave-2.sgf" in said and said[0].isupper()
    one, two = Game.new("go", size=9), Game.new("go", size=9)
    one.play("E5")
    for move in ("C3", "D4", "F6"):
        two.play(move)
    two.go_to_move(2)
    first.save(one.record, node_path(one.node), None)
    second.save(two.record, node_path(two.node), None)
    assert moves(Autosave(tmp_path).pending()) == ["E5"]
    assert moves(Autosave(tmp_path, slot=2).pending()) == ["C3", "D4"]


def test_a_slot_is_free_again_once_its_app_has_gone(tmp_path):
    first = Autosave(tmp_path)
    first.claim()
    del first  # its process ended: the system dropped the lock
    assert Autosave(tmp_path).claim() is None


def test_notes_written_for_another_game_are_not_used(tmp_path):
    autosave = Autosave(tmp_path)
    game = Game.new("go", size=9)
    for move in ("E5", "C3"):
        game.play(move)
    game.go_to_move(1)
    autosave.save(game.record, node_path(game.node), None,
                  {BLACK: PlayerSetup(), WHITE: PlayerSetup(True, 2)})
    notes = json.loads(autosave.sidecar_file.read_text())
    other = Game.new("go", size=9)
    for move in ("D4", "F6", "G7"):
        other.play(move)
    autosave.save(other.record, [0, 0, 0], None)
    autosave.sidecar_file.write_text(json.dumps(notes))  # the other app's notes, written last
    restored = autosave.pending()
    assert moves(restored) == ["D4", "F6", "G7"]  # at its last move, not the notes' node
    assert restored.players is None
    assert "written for another game" in autosave.problem


def test_two_windows_on_one_folder_keep_their_own_games(qtbot, home):
    first = started(qtbot)
    second = started(qtbot)
    assert "autosaves to" in second.statusBar().currentMessage()
    assert "autosave-2.sgf" in second.statusBar().currentMessage()
    for window, point in ((first, "E5"), (second, "C3")):
        window.show()
        qtbot.waitExposed(window)
        click(window, point)  # a stone placed by mouse: each window autosaves its own game
    assert moves(Autosave(home / "data").pending()) == ["E5"]
    assert moves(Autosave(home / "data", slot=2).pending()) == ["C3"]
    for window in (first, second):
        window.dirty = False  # closed at the end of the test: no "unsaved changes?" question


def test_two_real_apps_on_one_folder_then_both_killed(tmp_path):
    remember(tmp_path, "go", {"size": 9}, {BLACK: PlayerSetup(), WHITE: PlayerSetup()})
    first = App(tmp_path, "No", "E5", "D5", "say=played")
    assert first.expect("started")["moves"] == []
    assert first.expect("played")["moves"] == ["E5", "D5"]
    second = App(tmp_path, "No", "C3", "say=played")
    started_second = second.expect("started")
    assert "autosave-2.sgf" in started_second["status"]
    assert second.expect("played")["moves"] == ["C3"]
    first.kill()
    second.kill()
    assert moves(Autosave(tmp_path / "data").pending()) == ["E5", "D5"]
    assert moves(Autosave(tmp_path / "data", slot=2).pending()) == ["C3"]
    third = App(tmp_path, "Yes", "say=back")  # one app again: slot 1, its game offered
    assert third.expect("started")["moves"] == ["E5", "D5"]
    third.kill()
