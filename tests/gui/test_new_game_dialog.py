"""The new-game dialog: the variants, a form generated from each variant's option schema, the
engine's verdict on the options, and the players."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialogButtonBox, QLineEdit, QSpinBox

from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.engine.variants import VARIANTS
from magnetdesk.gui.board.families import app_variants
from magnetdesk.gui.common.setup import FIRST, RANDOM, SECOND, GameSetup, Opponent, PlayerSetup
from magnetdesk.gui.play.new_game_dialog import NewGameDialog


@pytest.fixture
def dialog(qtbot) -> NewGameDialog:
    widget = NewGameDialog()
    qtbot.addWidget(widget)
    widget.show()
    return widget


def form_keys(dialog: NewGameDialog) -> list[str]:
    return [option.key for option in dialog.form.options()]


def test_every_variant_is_listed_with_its_description(dialog):
    listed = {
        dialog.variants.item(row).text(): dialog.variants.item(row).toolTip()
        for row in range(dialog.variants.count())
    }
    assert listed == {v.name: v.description for v in app_variants()}


@pytest.mark.parametrize("variant_id", [v.id for v in app_variants()])
def test_the_form_has_one_field_per_option_of_the_variant(dialog, variant_id):
    dialog.select_variant(variant_id)
    assert form_keys(dialog) == [o.key for o in VARIANTS[variant_id].options]


def test_each_option_kind_gets_its_own_editor(dialog):
    dialog.select_variant("magnetgo")
    assert isinstance(dialog.form.editor("size"), QSpinBox)
    assert isinstance(dialog.form.editor("komi"), QLineEdit)
    assert isinstance(dialog.form.editor("scoring"), QComboBox)
    assert isinstance(dialog.form.editor("handicap_magnetism"), QCheckBox)
    assert isinstance(dialog.form.editor("blocked"), QLineEdit)


def test_choosing_another_variant_regenerates_the_form(dialog):
    dialog.select_variant("go")
    assert "komi" in form_keys(dialog)
    dialog.select_variant("atari-go")
    assert "komi" not in form_keys(dialog)
    assert "start" in form_keys(dialog)
    assert dialog.form.editor("size").value() == 9


def test_the_rules_summary_follows_the_variant(dialog):
    dialog.select_variant("stoical-go")
    assert dialog.rules.text() == VARIANTS["stoical-go"].rules_summary
    assert dialog.title.text() == "Stoical Go"


def test_an_options_help_is_its_tooltip(dialog):
    dialog.select_variant("go")
    assert dialog.form.editor("komi").toolTip() == VARIANTS["go"].option("komi").help


def test_komi_that_is_not_a_number_blocks_the_start_and_says_why(dialog):
    dialog.select_variant("go")
    dialog.form.editor("komi").setText("seven")
    assert not dialog.is_valid()
    assert not dialog.start_button.isEnabled()
    assert dialog.error_text() == "komi must be a number, not 'seven'"
    dialog.form.editor("komi").setText("6.5")
    assert dialog.is_valid()
    assert dialog.error_text() == ""


def test_the_engine_refuses_a_one_stone_handicap(dialog):
    dialog.select_variant("go")
    dialog.form.editor("handicap").setValue(1)
    assert not dialog.is_valid()
    assert "2 to 9 stones" in dialog.error_text()


def test_a_blocking_point_off_the_board_is_refused(dialog):
    dialog.select_variant("go")
    dialog.form.editor("size").setValue(9)
    dialog.form.editor("blocked").setText("E5 T19")
    assert not dialog.is_valid()
    assert "T19" in dialog.error_text()


def test_an_empty_komi_shows_the_standard_value_of_the_scoring(dialog):
    dialog.select_variant("go")
    assert dialog.form.editor("komi").placeholderText() == "standard (7.5)"
    dialog.form.editor("scoring").setCurrentIndex(1)  # territory
    assert dialog.form.editor("komi").placeholderText() == "standard (6.5)"


def test_the_setup_holds_the_variant_the_options_and_the_players(dialog):
    dialog.select_variant("magnetgo")
    dialog.form.editor("size").setValue(13)
    dialog.form.more_button.click()
    dialog.form.editor("komi").setText("3.5")
    dialog.opponent.choose(Opponent(computer=True, level=4, side=FIRST))
    setup = dialog.setup()
    assert setup.variant == "magnetgo"
    assert setup.options["size"] == 13
    assert setup.options["komi"] == 3.5
    assert setup.players == {BLACK: PlayerSetup(), WHITE: PlayerSetup(computer=True, level=4)}
    assert setup.start().rules.size == 13


def test_the_computer_is_offered_at_each_named_level(dialog):
    level = dialog.opponent.level
    assert [level.itemText(i) for i in range(level.count())] == [
        "Beginner (1)", "Casual (2)", "Club (3)", "Strong (4)", "Strongest (5)",
    ]
    assert "at once" in level.itemData(0, Qt.ItemDataRole.ToolTipRole)


def test_the_dialog_opens_with_the_players_it_is_given(qtbot):
    setup = GameSetup(players={BLACK: PlayerSetup(True, 2), WHITE: PlayerSetup()})
    dialog = NewGameDialog(None, setup)
    qtbot.addWidget(dialog)
    assert dialog.opponent.opponent() == Opponent(True, 2, SECOND)
    assert dialog.opponent.side.currentText() == "White (moves second)"
    assert dialog.setup().players == setup.players


def test_options_are_remembered_when_coming_back_to_a_variant(dialog):
    dialog.select_variant("go")
    dialog.form.editor("size").setValue(13)
    dialog.select_variant("magnetgo")
    dialog.select_variant("go")
    assert dialog.form.editor("size").value() == 13


def test_the_dialog_opens_on_a_previous_setup(qtbot):
    previous = GameSetup(
        "stoical-go",
        {"size": 11, "repetition": "loss"},
        {BLACK: PlayerSetup(computer=True, level=2), WHITE: PlayerSetup()},
    )
    dialog = NewGameDialog(setup=previous)
    qtbot.addWidget(dialog)
    assert dialog.variant_id() == "stoical-go"
    assert dialog.form.editor("size").value() == 11
    assert dialog.form.editor("repetition").currentData() == "loss"
    assert dialog.setup().players[BLACK] == PlayerSetup(computer=True, level=2)


def preview_stones(dialog: NewGameDialog) -> int:
    board = dialog.preview.board
    return sum(1 for cell in board.topology.cells() if board.stone_at(cell) is not None)


def test_the_preview_shows_the_start_position_of_the_variant(dialog):
    dialog.select_variant("atari-go")
    assert preview_stones(dialog) == 4  # the crosscut in the centre
    dialog.select_variant("go")
    dialog.form.editor("size").setValue(9)
    dialog.form.editor("handicap").setValue(3)
    assert preview_stones(dialog) == 3
    assert dialog.preview.board.topology.cell_count == 81


def test_the_side_follows_the_move_order_and_shows_the_colours_as_the_game_draws_them(dialog):
    dialog.opponent.choose(Opponent(True, 2, FIRST))

    def first_side_icon():
        return dialog.opponent.side.itemIcon(0).pixmap(16).toImage()

    stone = first_side_icon()
    dialog.select_variant("magnetic-chess")
    assert dialog.opponent.side.currentText() == "White (moves first)"
    assert first_side_icon() != stone  # a king
    assert dialog.setup().players[WHITE] == PlayerSetup()
    dialog.select_variant("medusa")
    assert dialog.opponent.side.currentText() == "Black (moves first)"


# --- a newcomer's two choices, every game in view, each chess variant's own rules ---------


def test_the_two_choices_are_said_in_plain_words(dialog):
    assert dialog.opponent.computer.text().replace("&", "") == "Play against the computer"
    assert dialog.opponent.level_label.text().replace("&", "") == "at level"
    assert dialog.opponent.friend.text().replace("&", "") == (
        "Play against a friend on this computer"
    )
    dialog.opponent.friend.click()
    assert not dialog.opponent.level.isEnabled() and not dialog.opponent.side.isEnabled()
    assert dialog.setup().players == {BLACK: PlayerSetup(), WHITE: PlayerSetup()}
    dialog.opponent.computer.click()
    assert dialog.opponent.level.isEnabled()


def test_a_random_side_is_drawn_when_the_game_starts(dialog):
    dialog.opponent.choose(Opponent(True, 3, RANDOM))
    drawn = set()
    for _ in range(40):
        players = dialog.setup().players
        drawn.add((players[BLACK].computer, players[WHITE].computer))
    assert drawn == {(True, False), (False, True)}


def test_play_is_the_prominent_default_button(dialog):
    assert dialog.start_button.text() == "Play"
    assert dialog.start_button.isDefault()
    assert dialog.start_button.font().bold()
    assert dialog.buttons.buttonRole(dialog.start_button) == (
        QDialogButtonBox.ButtonRole.AcceptRole
    )


def test_a_double_click_on_a_game_plays_it(dialog):
    item = dialog.variants.item(3)
    rect = dialog.variants.visualItemRect(item)
    QTest.mouseClick(dialog.variants.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    QTest.mouseDClick(dialog.variants.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert dialog.result() == NewGameDialog.DialogCode.Accepted
    assert dialog.variant_id() == item.data(Qt.ItemDataRole.UserRole)


def test_the_common_options_are_shown_and_the_rest_folded(dialog):
    dialog.select_variant("go")
    shown = [key for key in form_keys(dialog) if dialog.form.is_shown(key)]
    assert shown == ["size", "handicap"]
    assert not dialog.form.editor("ko").isVisibleTo(dialog)
    assert dialog.form.more_button.text() == "More options"
    dialog.form.editor("ko").setCurrentIndex(1)  # positional
    assert dialog.form.more_button.text() == "More options (1 changed)"
    dialog.form.more_button.click()
    assert dialog.form.editor("ko").isVisibleTo(dialog)


def test_an_error_in_a_folded_option_opens_the_fold(dialog):
    dialog.select_variant("go")
    dialog.form.editor("komi").setText("seven")
    assert dialog.form.editor("komi").isVisibleTo(dialog)


def test_every_game_is_in_view_at_the_default_size(dialog, qtbot):
    qtbot.waitExposed(dialog)
    listed = dialog.variants
    assert listed.count() == len(app_variants()) >= 10
    assert listed.verticalScrollBar().maximum() == 0
    viewport = listed.viewport().rect()
    for row in range(listed.count()):
        assert viewport.contains(listed.visualItemRect(listed.item(row))), row


CHESS_IDS = [v.id for v in app_variants() if v.family == "chess"]


def test_each_chess_variant_shows_its_own_rules_naming_its_code(dialog):
    texts = {}
    for variant_id in CHESS_IDS:
        dialog.select_variant(variant_id)
        texts[variant_id] = dialog.rules.text()
    named = [texts[variant_id] for variant_id in CHESS_IDS if variant_id != "chess-custom"]
    assert len(set(named)) == len(named) == 4
    assert "Field code RAAR" in texts["magnetic-chess"] and "RAAR" in texts["chess-custom"]
    assert "Field code ARRA" in texts["anti-magnetic-chess"]
    assert "White → black: Attract (A)" in texts["gravity-chess"]
    assert "may occur twice" in texts["anti-gravity-chess"]
    assert "as the code says" not in "".join(texts.values())


def test_the_custom_games_rules_follow_its_code_and_code_rule(dialog):
    dialog.select_variant("chess-custom")
    dialog.form.editor("code").setText("NANA")
    assert "Field code NANA" in dialog.rules.text()
    assert "White → white: None (N)" in dialog.rules.text()
    dialog.form.editor("code_rule").setCurrentIndex(1)  # cycle
    assert "in turn: AAAA ARRA RRRR RAAR" in dialog.rules.text()
    dialog.form.editor("code").setText("RAX")  # not a code: the last good text stays
    assert "in turn: AAAA ARRA RRRR RAAR" in dialog.rules.text()


def test_each_level_says_what_it_beats_on_nine_by_nine_go_from_the_measured_ladder(dialog):
    """The words come from docs/strength.md's ladder (our levels against GNU Go): the level
    chosen, in Go; in another game what the level does."""
    dialog.select_variant("go")
    choice = dialog.opponent
    choice.computer.setChecked(True)
    said = {}
    for number in range(1, 6):
        choice.level.setCurrentIndex(choice.level.findData(number))
        assert choice.strength.isVisible()
        said[number] = choice.strength.text()
    assert said[1].startswith("On 9×9 Go, GNU Go's weakest level wins every game")
    assert "1 game in 10" in said[2] and "2 games in 5" in said[3]
    assert "stronger than GNU Go" in said[4] and "Pachi" in said[5]
    dialog.select_variant("magnetgo")
    assert choice.strength.text() == "Uses all its time; always its best move"
    choice.friend.setChecked(True)
    assert not choice.strength.isEnabled()
    ladder = (Path(__file__).parents[2] / "docs" / "strength.md").read_text(encoding="utf-8")
    assert "## The ladder on 9×9" in ladder  # where the words come from
