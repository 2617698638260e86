"""Who plays each colour survives a crash: the autosave keeps the players, a restored game
goes on against the same computer at the same level, and Game ▸ Players changes them."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QMessageBox

from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.gui.app import offer_restore
from magnetdesk.gui.common.setup import PlayerSetup, players_from_json
from magnetdesk.gui.common.storage import Autosave
from magnetdesk.gui.play.players_dialog import PlayersDialog
from magnetdesk.record import Game
from tests.gui.test_main_window import ENDLESS, PERSON, click, played, window_maker

QUICK = PlayerSetup(computer=True, level=1)


@pytest.fixture
def open_window(qtbot, monkeypatch):
    return window_maker(qtbot, monkeypatch)


@pytest.fixture
def autosave(tmp_path) -> Autosave:
    return Autosave(tmp_path / "data")


def crash_and_restart(open_window, monkeypatch, autosave: Autosave):
    """A fresh window (two people, 19×19, as after a restart) that accepts the offered game."""
    window = open_window(size=19)
    window.autosave = autosave
    with monkeypatch.context() as answers:
        answers.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
        assert offer_restore(window, autosave)
    return window


def test_the_autosave_keeps_who_plays_each_colour(autosave):
    game = Game.new("go", size=9)
    game.play("E5")
    players = {BLACK: PlayerSetup(), WHITE: PlayerSetup(computer=True, level=4)}
    autosave.save(game.record, [0], None, players)
    assert autosave.pending().players == players


def test_an_autosave_without_players_is_restored_for_two_people(open_window, monkeypatch,
                                                                 autosave):
    game = Game.new("go", size=9)
    game.play("E5")
    autosave.save(game.record, [0], None)
    sidecar = json.loads(autosave.sidecar_file.read_text())
    del sidecar["players"]  # as an autosave of an older version
    autosave.sidecar_file.write_text(json.dumps(sidecar))
    window = crash_and_restart(open_window, monkeypatch, autosave)
    assert window.levels() == {BLACK: None, WHITE: None}


@pytest.mark.parametrize("data", [
    None,
    {"black": {"computer": False, "level": 3}},  # White missing
    {"black": {"computer": "yes", "level": 3}, "white": {"computer": False, "level": 3}},
    {"black": {"computer": True, "level": 9}, "white": {"computer": False, "level": 3}},
])
def test_broken_players_in_a_sidecar_mean_unknown_players(data):
    assert players_from_json(data) is None


def test_a_restored_game_goes_on_against_the_same_computer(open_window, monkeypatch, autosave):
    window = open_window(size=5, players=(PERSON, ENDLESS))
    window.autosave = autosave
    click(window, "C3")  # saved with White, the computer at level 5, to move
    window.stop_computer()
    restored = crash_and_restart(open_window, monkeypatch, autosave)
    assert restored.setup.players == {BLACK: PERSON, WHITE: ENDLESS}
    assert restored.panel.cards[WHITE].who.text() == "Computer · Strongest (5)"
    assert played(restored) == ["C3"]
    assert restored.searching  # White's turn: the computer thinks at once


def test_a_restored_game_with_the_computer_to_move_gets_its_move(qtbot, open_window,
                                                                  monkeypatch, autosave):
    window = open_window(size=5, players=(PERSON, ENDLESS))
    window.autosave = autosave
    click(window, "C3")
    window.stop_computer()
    sidecar = json.loads(autosave.sidecar_file.read_text())
    sidecar["players"]["white"]["level"] = 1  # quick, so the test sees the move arrive
    autosave.sidecar_file.write_text(json.dumps(sidecar))
    restored = crash_and_restart(open_window, monkeypatch, autosave)
    qtbot.waitUntil(lambda: len(played(restored)) == 2, timeout=60_000)
    assert restored.position.to_move == BLACK


def test_a_restored_game_waits_for_the_person_when_it_is_their_turn(open_window, monkeypatch,
                                                                     autosave):
    window = open_window(size=5, players=(ENDLESS, PERSON))
    window.autosave = autosave
    window.stop_computer()
    click(window, "C3")  # the person plays Black's move after the computer was stopped
    restored = crash_and_restart(open_window, monkeypatch, autosave)
    assert restored.levels() == {BLACK: 5, WHITE: None}
    assert restored.position.to_move == WHITE
    assert not restored.searching


def test_the_players_dialog_lets_the_computer_take_over_a_side(qtbot, open_window, monkeypatch):
    def computer_plays_white(dialog):
        dialog.rows[WHITE].choose(QUICK)
        return PlayersDialog.DialogCode.Accepted

    monkeypatch.setattr(PlayersDialog, "exec", computer_plays_white)
    window = open_window(size=5)
    click(window, "C3")
    window.actions["choose_players"].trigger()
    assert window.levels() == {BLACK: None, WHITE: 1}
    qtbot.waitUntil(lambda: len(played(window)) == 2, timeout=60_000)


def test_changing_the_players_of_an_unsaved_game_is_autosaved(open_window, autosave):
    window = open_window(size=5)
    window.autosave = autosave
    click(window, "C3")
    window.set_players({BLACK: PERSON, WHITE: ENDLESS})
    window.stop_computer()
    assert autosave.pending().players == {BLACK: PERSON, WHITE: ENDLESS}
