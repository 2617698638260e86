"""Starting a Medusa game: the new-game dialog offers it with its komi on the marker and its
description, the computer is offered for either colour, and the panel shows the marker track
and the stones on the board."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QSpinBox

from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.engine.variants import VARIANTS
from magnetdesk.gui.board.families import family_of
from magnetdesk.gui.common.setup import FIRST, GameSetup, Opponent, PlayerSetup
from magnetdesk.gui.play.new_game_dialog import NewGameDialog
from magnetdesk.gui.play.players_dialog import PlayersDialog
from tests.gui.test_main_window import ENDLESS, PERSON, window_maker

COMPUTER = PlayerSetup(True, 2)


@pytest.fixture
def dialog(qtbot) -> NewGameDialog:
    widget = NewGameDialog(None, GameSetup("go", {}, {BLACK: PERSON, WHITE: COMPUTER}))
    qtbot.addWidget(widget)
    widget.show()
    return widget


def test_medusa_is_offered_with_its_komi_on_the_marker(dialog):
    dialog.select_variant("medusa")
    assert dialog.title.text() == "Medusa"
    assert dialog.rules.text() == VARIANTS["medusa"].rules_summary
    komi = dialog.form.editor("komi")
    assert isinstance(komi, QSpinBox) and komi.value() == 3
    komi.setValue(5)
    assert dialog.is_valid()
    players = {BLACK: PERSON, WHITE: COMPUTER}
    assert dialog.setup() == GameSetup("medusa", {"komi": 5}, players)


def test_the_preview_shows_the_empty_hex_board(dialog):
    dialog.select_variant("medusa")
    assert dialog.preview.board.topology.kind == "hex"
    assert dialog.preview.board.position.marker == -3


def test_the_computer_is_offered_for_medusa(dialog):
    dialog.select_variant("medusa")
    assert family_of("medusa").computer
    assert dialog.opponent.computer.isEnabled()
    assert dialog.opponent.opponent() == Opponent(True, 2, FIRST)  # the computer stays


def test_going_back_to_go_brings_the_computer_back(dialog):
    dialog.select_variant("medusa")
    dialog.select_variant("go")
    assert dialog.setup().players[WHITE] == COMPUTER
    assert not dialog.computer_note.isVisibleTo(dialog)


def test_the_players_dialog_of_a_medusa_game_offers_only_people(qtbot):
    dialog = PlayersDialog(None, {BLACK: PERSON, WHITE: COMPUTER}, "Medusa")
    qtbot.addWidget(dialog)
    assert dialog.players() == {BLACK: PERSON, WHITE: PlayerSetup(False, COMPUTER.level)}


def test_a_medusa_game_set_up_with_a_computer_player_has_the_computer_play_it(
    qtbot, monkeypatch
):
    window = window_maker(qtbot, monkeypatch)("medusa", (PERSON, ENDLESS))
    assert window.levels() == {BLACK: None, WHITE: ENDLESS.level}
    assert window.panel.cards[WHITE].who.text() != "Human"
    assert window.actions["computer_move"].isEnabled()


def test_the_panel_shows_the_marker_and_the_stones_on_the_board(qtbot, monkeypatch):
    window = window_maker(qtbot, monkeypatch)("medusa", (PERSON, PERSON), komi=3)
    panel = window.panel
    box = panel.family_panels["medusa"]
    assert box.isVisibleTo(panel)
    assert box.marker.marker == -3
    assert box.caption.text() == "Marker: 3 points for White"
    window.actions["pass_move"].trigger()  # Black refrains: a point toward Black
    assert box.marker.marker == -2
    assert box.caption.text() == "Marker: 2 points for White"
    assert panel.cards[BLACK].caption.text() == "stones"


def test_the_marker_track_is_hidden_for_go(qtbot, monkeypatch):
    window = window_maker(qtbot, monkeypatch)("go", (PERSON, PERSON), size=9)
    assert not window.panel.family_panels["medusa"].isVisibleTo(window.panel)
    assert window.panel.cards[BLACK].caption.text() == "prisoners"
    assert not window.actions["done"].isVisible()
