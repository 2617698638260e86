"""Whom you play, from the first start to a reopened file: the new-game dialog's opponent (the
computer at a level taking a side, or a friend) means the same in every game; a game that
starts writes its players, date and rules into the record; a file that names the computer
offers to go on against it."""

from __future__ import annotations

from datetime import date

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.gui.app import remembered_setup
from magnetdesk.gui.common import game_info
from magnetdesk.gui.common.game_info import level_of_name, players_of_file, rules_name
from magnetdesk.gui.common.setup import (
    FIRST,
    RANDOM,
    SECOND,
    GameSetup,
    Opponent,
    PlayerSetup,
    opponent_of,
)
from magnetdesk.gui.common.storage import Settings
from magnetdesk.gui.play.new_game_dialog import FIRST_START, NewGameDialog, first_start
from magnetdesk.record import game_from_sgf_text, load_game, save_game
from tests.gui.test_main_window import ENDLESS, PERSON, window_maker
from tests.helpers.mouse import click

CASUAL = PlayerSetup(True, 2)


@pytest.fixture
def make(qtbot, monkeypatch):
    monkeypatch.setattr(game_info, "person_name", lambda: "Ann")
    return window_maker(qtbot, monkeypatch)


def accept_with(monkeypatch, choose=lambda dialog: None):
    """The next new-game dialog is answered by ``choose(dialog)`` and Play."""
    seen = []

    def answer(dialog):
        seen.append(dialog)
        choose(dialog)
        return NewGameDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", answer)
    return seen


def test_the_first_start_offers_a_small_go_game_against_the_computer(make, monkeypatch):
    seen = accept_with(monkeypatch)
    window = make("go", (PERSON, PERSON))
    first_start(window)
    assert seen[0].variant_id() == "go" and seen[0].form.editor("size").value() == 9
    assert seen[0].opponent.opponent() == Opponent(True, 2, FIRST)
    assert window.position.rules.size == 9
    assert window.levels() == {BLACK: None, WHITE: 2}


def test_a_cancelled_first_start_keeps_the_game_on_the_board(make, monkeypatch):
    monkeypatch.setattr(NewGameDialog, "exec", lambda dialog: NewGameDialog.DialogCode.Rejected)
    window = make("go", (PERSON, PERSON))
    before = window.setup
    first_start(window)
    assert window.setup is before and window.setup is not FIRST_START


def test_after_black_against_the_computer_in_go_you_move_first_in_chess(make, monkeypatch):
    accept_with(monkeypatch, lambda dialog: dialog.select_variant("magnetic-chess"))
    window = make("go", (PERSON, ENDLESS), size=9)
    window.actions["new_game"].trigger()
    window.stop_computer()
    assert window.game.record.variant == "magnetic-chess"
    assert window.levels() == {WHITE: None, BLACK: ENDLESS.level}  # White moves first: you


def test_taking_the_second_move_is_kept_across_games(make, monkeypatch):
    accept_with(monkeypatch, lambda dialog: dialog.select_variant("magnetic-chess"))
    window = make("go", (ENDLESS, PERSON), size=9)
    window.stop_computer()
    window.actions["new_game"].trigger()
    assert window.levels() == {WHITE: ENDLESS.level, BLACK: None}
    window.stop_computer()


def test_a_random_side_is_remembered_as_random_for_the_next_start(make, monkeypatch, tmp_path):
    chosen = Opponent(True, 1, RANDOM)
    accept_with(monkeypatch, lambda dialog: dialog.opponent.choose(chosen))
    window = make("go", (PERSON, PERSON), size=9)
    window.settings = Settings(tmp_path / "settings.json")
    window.actions["new_game"].trigger()
    window.stop_computer()
    remembered = remembered_setup(Settings(tmp_path / "settings.json"))
    assert remembered.chosen_opponent() == chosen  # not the side the draw gave this game
    offered = NewGameDialog(None, remembered)
    assert offered.opponent.opponent() == chosen
    offered.deleteLater()


def test_a_file_opened_between_games_does_not_turn_the_computer_into_a_person(
    make, monkeypatch, tmp_path
):
    path = tmp_path / "old.sgf"
    path.write_text("(;GM[1]FF[4]SZ[9];B[ee];W[cc])")
    window = make("go", (PERSON, CASUAL), size=9)
    assert window.files.load(path)
    assert window.levels() == {BLACK: None, WHITE: None}  # a file without names: people
    seen = accept_with(monkeypatch)
    window.actions["new_game"].trigger()
    assert seen[0].opponent.opponent() == Opponent(True, 2, FIRST)
    assert window.levels() == {BLACK: None, WHITE: 2}
    window.stop_computer()


def test_a_game_against_the_computer_writes_players_date_and_rules(make, monkeypatch, tmp_path):
    window = make("go", (PERSON, PERSON))
    window.start_game(GameSetup("go", {"size": 9, "scoring": "territory"},
                                {BLACK: PERSON, WHITE: PlayerSetup(True, 4)}))
    window.stop_computer()
    info = window.game.record.info
    assert info["PB"] == "Ann" and info["PW"] == "magnetdesk Strong (4)"
    assert info["DT"] == date.today().isoformat()
    assert info["RU"] == "Japanese"
    path = tmp_path / "game.sgf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    window.actions["save"].trigger()
    text = path.read_text()
    assert "PB[Ann]" in text and "PW[magnetdesk Strong (4)]" in text and "RU[Japanese]" in text
    record, _ = load_game(str(path))
    assert record.info["PW"] == "magnetdesk Strong (4)"
    assert dict(record.options)["scoring"] == "territory"  # MV, not RU, says the rules


def test_a_game_between_two_people_names_nobody_but_keeps_date_and_rules(make):
    window = make("magnetic-chess", (PERSON, PERSON))
    window.start_game(GameSetup("anti-gravity-chess", {}))
    info = window.game.record.info
    assert "PB" not in info and "PW" not in info
    assert info["RU"] == "Anti-gravity Chess (field code RRRR)"


def test_game_players_names_the_computer_that_takes_over_and_keeps_a_persons_name(make):
    window = make("go", (PERSON, PERSON), size=9)
    window.game.record.info["PB"] = "Lee Sedol"  # a file's player
    window.dirty = False
    window.set_players({BLACK: PERSON, WHITE: PlayerSetup(True, 1)})
    window.stop_computer()
    info = window.game.record.info
    assert (info["PB"], info["PW"]) == ("Lee Sedol", "magnetdesk Beginner (1)")
    assert window.dirty  # the file has something new to keep
    window.set_players({BLACK: PlayerSetup(True, 3), WHITE: PERSON})
    window.stop_computer()
    assert (info["PB"], info["PW"]) == ("magnetdesk Club (3)", "Ann")  # the computer left White


def saved_against_the_computer(make, tmp_path, level=4):
    """A file of a Go game played as Black against the computer, two moves in."""
    window = make("go", (PERSON, PERSON))
    players = {BLACK: PERSON, WHITE: PlayerSetup(True, level)}
    window.start_game(GameSetup("go", {"size": 9}, players))
    window.stop_computer()
    click(window, "E5")
    window.stop_computer()
    path = tmp_path / "against.sgf"
    save_game(window.game.record, str(path))
    return path


@pytest.mark.parametrize("answer, expected", [
    (QMessageBox.StandardButton.Yes, {BLACK: None, WHITE: 4}),
    (QMessageBox.StandardButton.No, {BLACK: None, WHITE: None}),
])
def test_a_reopened_file_offers_to_go_on_against_the_same_computer(
    make, monkeypatch, tmp_path, answer, expected
):
    path = saved_against_the_computer(make, tmp_path)
    asked = []

    def question(parent, title, text, *args, **kwargs):
        asked.append(text)
        return answer

    window = make("go", (PERSON, PERSON))
    monkeypatch.setattr(QMessageBox, "question", question)
    assert window.files.load(path)
    assert asked and "magnetdesk Strong (4)" in asked[0]
    assert window.levels() == expected
    window.stop_computer()


def test_a_finished_game_is_only_opened(make, monkeypatch, tmp_path):
    path = tmp_path / "over.sgf"
    path.write_text("(;GM[1]SZ[9]PW[magnetdesk Club (3)]RE[B+R];B[ee])")
    window = make("go", (PERSON, PERSON))
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: pytest.fail("asked"))
    assert window.files.load(path)
    assert window.levels() == {BLACK: None, WHITE: None}


def test_computer_names_are_read_back_to_levels_and_nothing_else():
    assert [level_of_name(f"magnetdesk {n} ({k})") for k, n in
            ((1, "Beginner"), (5, "Strongest"))] == [1, 5]
    assert level_of_name("magnetdesk Strong (9)") is None
    assert level_of_name("GNU Go 3.8") is None
    record, _ = game_from_sgf_text("(;GM[1]SZ[9]PB[magnetdesk Casual (2)]PW[Ann])")
    assert players_of_file(record) == {BLACK: PlayerSetup(True, 2), WHITE: PlayerSetup()}


def test_go_rules_are_named_as_other_programs_name_them():
    assert rules_name("go", {}) == "Chinese"
    assert rules_name("go", {"ko": "positional", "suicide": "allowed"}) == "Tromp-Taylor"
    assert rules_name("go", {"ko": "situational"}) == "AGA"
    assert rules_name("go", {"scoring": "stones"}) == "Go (scoring stones)"
    assert rules_name("magnetgo", {"scoring": "area", "ko": "basic"}) == (
        "Magnetgo (scoring area, ko basic)"
    )


def test_an_opponent_means_the_same_side_in_every_game():
    chosen = Opponent(True, 3, FIRST)
    assert chosen.players("go") == {BLACK: PERSON, WHITE: PlayerSetup(True, 3)}
    assert chosen.players("gravity-chess") == {BLACK: PlayerSetup(True, 3), WHITE: PERSON}
    assert Opponent(False).players("medusa") == {BLACK: PERSON, WHITE: PERSON}
    assert opponent_of({BLACK: PlayerSetup(True, 5), WHITE: PERSON}, "go") == (
        Opponent(True, 5, SECOND)
    )
    assert opponent_of({BLACK: PERSON, WHITE: PERSON}, "go").computer is False
