"""The new-game dialog: the variants, a form generated from each variant's option schema, the
engine's verdict on the options, and the players."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QLineEdit, QSpinBox

from magnetdesk.engine.core import BLACK, WHITE
from magnetdesk.engine.variants import VARIANTS
from magnetdesk.gui.families import app_variants
from magnetdesk.gui.new_game_dialog import NewGameDialog
from magnetdesk.gui.setup import GameSetup, PlayerSetup


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
    dialog.form.editor("komi").setText("3.5")
    choice = dialog.players[WHITE].choice
    choice.setCurrentIndex(choice.findText("Computer · Strong (4)"))
    setup = dialog.setup()
    assert setup.variant == "magnetgo"
    assert setup.options["size"] == 13
    assert setup.options["komi"] == 3.5
    assert setup.players == {BLACK: PlayerSetup(), WHITE: PlayerSetup(computer=True, level=4)}
    assert setup.start().rules.size == 13


def test_each_colour_offers_a_person_or_the_computer_at_each_named_level(dialog):
    choice = dialog.players[BLACK].choice
    assert [choice.itemText(i) for i in range(choice.count())] == [
        "Human",
        "Computer · Beginner (1)",
        "Computer · Casual (2)",
        "Computer · Club (3)",
        "Computer · Strong (4)",
        "Computer · Strongest (5)",
    ]
    assert "at once" in choice.itemData(1, Qt.ItemDataRole.ToolTipRole)


def test_the_dialog_opens_with_the_players_it_is_given(qtbot):
    setup = GameSetup(players={BLACK: PlayerSetup(True, 2), WHITE: PlayerSetup()})
    dialog = NewGameDialog(None, setup)
    qtbot.addWidget(dialog)
    assert dialog.players[BLACK].choice.currentText() == "Computer · Casual (2)"
    assert dialog.players[WHITE].choice.currentText() == "Human"


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
    assert dialog.players[BLACK].setup() == PlayerSetup(computer=True, level=2)


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


def _top_row_colour(dialog: NewGameDialog) -> int:
    """The colour whose player is on the top row of the players box."""
    for colour, row in dialog.players.items():
        grid = row.grid
        if grid.getItemPosition(grid.indexOf(row.choice))[0] == 0:
            return colour
    raise AssertionError("no player on the top row")


def test_the_colour_that_moves_first_is_on_top(dialog):
    dialog.select_variant("magnetic-chess")
    assert _top_row_colour(dialog) == WHITE
    dialog.select_variant("medusa")
    assert _top_row_colour(dialog) == BLACK


def test_the_players_rows_show_the_colours_as_the_game_draws_them(dialog):
    def pictures():
        return [dialog.players[c].stone.pixmap().toImage() for c in (BLACK, WHITE)]

    stones = pictures()
    dialog.select_variant("magnetic-chess")
    kings = pictures()
    assert kings[0] != stones[0] and kings[1] != stones[1]
    dialog.select_variant("medusa")
    assert pictures() == stones
