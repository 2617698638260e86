"""The teaching game and the level that follows the player, in the real window: a costly move is
said, the better move shown, and taken back or played on as the person chooses; a won game
moves the person's level up once, the new-game dialog shows it and plays at it."""

from __future__ import annotations

import dataclasses

import pytest

from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.gui.common.personal_level import personal_level
from magnetdesk.gui.common.setup import (
    FIRST,
    GameSetup,
    Opponent,
    PlayerSetup,
    opponent_from_json,
    opponent_to_json,
)
from magnetdesk.gui.common.storage import Settings
from magnetdesk.gui.play.new_game_dialog import NewGameDialog
from magnetdesk.record import Game
from tests.gui.test_main_window import PERSON, window_maker
from tests.helpers.mouse import click

QUICK = PlayerSetup(computer=True, level=1)


@pytest.fixture
def make(qtbot, monkeypatch):
    return window_maker(qtbot, monkeypatch)


def blunder_ahead(window) -> None:
    """Atari-Go, Black (the person) to move: D3 would take D4 and win; anything else lets White
    take C4. The computer's last move left it a 30% chance, expecting D3."""
    game = Game.new("atari-go", size=7, start="empty")
    assert game.add_setup(["C4", "E4", "F5", "D5"], ["B4", "C5", "D4"], to_move=BLACK) is None
    window.show_record(game.record, None)
    window.setup = dataclasses.replace(
        window.setup, opponent=Opponent(True, 1, FIRST, teaching=10))
    window.teaching.teaching_from = (window.game.node, 0.3, window.position.parse_move("D3"))


def test_a_costly_move_is_said_and_taken_back(qtbot, make, monkeypatch):
    window = make("atari-go", (PERSON, QUICK), size=7, start="empty")
    asked: list[str] = []
    monkeypatch.setattr(type(window.teaching), "_ask_take_back",
                        lambda self, text: asked.append(text) or True)
    blunder_ahead(window)
    start = window.game.node
    click(window, "G7")
    qtbot.waitUntil(lambda: bool(asked), timeout=30_000)
    assert asked[0].startswith("Your move G7 cost you ")
    assert "D3 was better: the computer expected it." in asked[0]  # where the move comes from
    assert window.game.node is start and start.children  # back; G7 stays as a branch
    assert not window.searching
    spots = window.coach.item.spots
    assert len(spots) == 1 and spots[0].centre == window.view.board.cell_point(
        window.position.parse_move("D3"))
    assert spots[0].visits is None  # not searched here: drawn without a count, not "0"


def test_playing_on_lets_the_computer_answer(qtbot, make, monkeypatch):
    window = make("atari-go", (PERSON, QUICK), size=7, start="empty")
    monkeypatch.setattr(type(window.teaching), "_ask_take_back", lambda self, text: False)
    blunder_ahead(window)
    click(window, "G7")
    qtbot.waitUntil(lambda: window.game.node.move_number == 2, timeout=30_000)
    assert window.game.node.play.colour == WHITE  # the computer's reply was played


def test_no_word_when_the_move_was_good_or_teaching_is_off(qtbot, make, monkeypatch):
    window = make("atari-go", (PERSON, QUICK), size=7, start="empty")
    monkeypatch.setattr(type(window.teaching), "_ask_take_back",
                        lambda self, text: pytest.fail("nothing to say"))
    blunder_ahead(window)
    click(window, "D3")  # the winning capture: the game ends, nothing to teach
    assert window.position.end is not None
    blunder_ahead(window)
    window.setup = dataclasses.replace(window.setup, opponent=Opponent(True, 1, FIRST))
    click(window, "G7")
    qtbot.waitUntil(lambda: window.game.node.move_number == 2, timeout=30_000)


def test_a_won_game_moves_the_level_up_once(qtbot, make, tmp_path):
    window = make("atari-go", (PERSON, QUICK), size=7, start="empty")
    window.settings = Settings(tmp_path / "settings.json")
    assert personal_level(window.settings, "atari-go") == 2
    blunder_ahead(window)
    window.teaching.teaching_from = None
    click(window, "D3")  # Black captures first and wins
    assert personal_level(window.settings, "atari-go") == 3
    assert "Your level in Atari-Go goes up to" in window.statusBar().currentMessage()
    window.refresh()  # shown again: counted once
    assert personal_level(window.settings, "atari-go") == 3


def test_the_dialog_shows_the_level_and_follows_it(qtbot, make, tmp_path):
    window = make("go", (PERSON, PERSON))
    window.settings = Settings(tmp_path / "settings.json")
    window.settings.set("levels", {"magnetgo": 4})
    dialog = NewGameDialog(window, GameSetup("go", {}, opponent=Opponent(True, 1, FIRST)))
    qtbot.addWidget(dialog)
    dialog.select_variant("magnetgo")
    choice = dialog.opponent
    assert "Strong" in choice.follows.text() or "(4)" in choice.follows.text()
    assert choice.opponent().level == 1
    choice.follows.setChecked(True)
    assert choice.opponent().level == 4 and not choice.level.isEnabled()
    choice.teaching.setCurrentIndex(choice.teaching.findData(10))
    chosen = dialog.setup().opponent
    assert chosen.follows and chosen.teaching == 10 and chosen.level == 4
    assert opponent_from_json(opponent_to_json(chosen)) == chosen
    assert opponent_from_json({"computer": True, "level": 2, "side": FIRST}) == Opponent(
        True, 2, FIRST)  # settings written before teaching and follows
