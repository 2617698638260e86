"""The window in German: Qt's translation files, the language choice, and no English left in
the menus, panel and dialogs once German is installed."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QLabel, QMessageBox

from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.gui import app
from magnetdesk.gui.common.setup import GameSetup
from magnetdesk.gui.common.storage import Settings
from magnetdesk.gui.looks.language import chosen_language, current_language, install_language
from magnetdesk.gui.play.new_game_dialog import NewGameDialog
from magnetdesk.translation import tr
from tests.gui.test_main_window import PERSON, window_maker

ROOT = Path(__file__).resolve().parents[2]
# Texts that are the same in both languages: names, notation, numbers.
SAME_IN_BOTH = {
    "Go", "Atari-Go", "Magnetgo", "Medusa", "Komi", "Code", "Codes", "Computer", "Deutsch",
    "English", "Ko", "Superko",
}


@pytest.fixture
def german(qapp):
    assert install_language("de")
    yield
    install_language("en")


@pytest.fixture
def open_window(qtbot, monkeypatch):
    return window_maker(qtbot, monkeypatch)


def menu_texts(window) -> list[str]:
    texts = []
    for menu_action in window.menuBar().actions():
        texts.append(menu_action.text())
        texts += [a.text() for a in menu_action.menu().actions() if a.text()]
    return texts


def words(text: str) -> str:
    return text.replace("&", "").rstrip("…")


def test_every_text_of_the_code_is_translated_in_the_committed_files():
    done = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "translations.py"), "--check"],
        capture_output=True, text=True, timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_language_is_the_setting_else_the_environment_else_english(monkeypatch):
    monkeypatch.setenv("MAGNETDESK_LANGUAGE", "de_CH.UTF-8")
    assert chosen_language("") == "de"
    assert chosen_language("en") == "en"
    monkeypatch.setenv("MAGNETDESK_LANGUAGE", "fr_FR")
    assert chosen_language("") == "en"
    assert chosen_language("de") == "de"
    assert chosen_language("xx") == "en"


def test_german_menus_have_no_english_left_and_unique_mnemonics(open_window):
    english = menu_texts(open_window())
    install_language("de")
    try:
        german = menu_texts(open_window())
    finally:
        install_language("en")
    assert german[0] == "&Datei" and "&Neue Partie…" in german
    left = [
        e for e, g in zip(english, german, strict=True) if e == g and words(e) not in SAME_IN_BOTH
    ]
    assert not left, left
    # within each menu, no two entries share their Alt key
    window_actions = [m.menu().actions() for m in open_window().menuBar().actions()]
    for actions in window_actions:
        keys = [a.text().split("&")[1][0].lower() for a in actions if "&" in a.text()]
        assert len(keys) == len(set(keys)), keys


def test_the_panel_and_the_status_speak_german(open_window, german):
    window = open_window("stoical-go", size=9)
    panel = window.panel
    assert panel.variant.text() == tr("Stoical Go") != "Stoical Go"
    assert panel.turn.text() == "Schwarz ist am Zug · erster Zug"
    assert "Flächenwertung" in panel.details.text()
    window.play("E5")
    window.play("E5")  # occupied: the engine's reason, in German
    message = window.statusBar().currentMessage()
    assert message and "occupied" not in message
    assert panel.turn.text() == "Weiß ist am Zug · nach Zug 1"


def test_the_new_game_dialog_speaks_german_for_every_variant(qtbot, german):
    dialog = NewGameDialog(None, GameSetup())
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Neue Partie"
    assert dialog.start_button.text() == "Spielen"
    assert dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel).text() == "Abbrechen"

    def form_texts() -> list[str]:
        texts = [dialog.title.text(), dialog.rules.text()]
        texts += [w.text() for w in dialog.form.findChildren(QLabel) if w.text()]
        for box in dialog.form.findChildren(QComboBox):
            texts += [box.itemText(i) for i in range(box.count())]
        return texts

    for row in range(dialog.variants.count()):
        dialog.variants.setCurrentRow(row)
        german_texts = form_texts()
        install_language("en")
        dialog.form.set_options(dialog.form.options())  # rebuilt in English
        dialog._variant_changed(dialog.variants.currentItem(), None)
        english_texts = form_texts()
        install_language("de")
        same = [
            e for e, g in zip(english_texts, german_texts, strict=True)
            if e == g and e.rstrip(":") not in SAME_IN_BOTH and not e.isdigit()
        ]
        assert not same, (dialog.variant_id(), same)


def test_a_choice_in_the_language_menu_is_kept_for_the_next_start(
    open_window, monkeypatch, tmp_path
):
    told = []
    monkeypatch.setattr(QMessageBox, "information", lambda *args: told.append(args[2]))
    window = open_window()
    window.settings = Settings(tmp_path / "settings.json")
    deutsch = [a for a in window.actions["language"].menu().actions() if a.text() == "Deutsch"]
    deutsch[0].trigger()
    assert json.loads((tmp_path / "settings.json").read_text())["language"] == "de"
    assert window.viewing.language_setting() == "de"
    assert told and "Deutsch" in told[0]
    assert current_language() == "en"  # the running window stays as it is


def test_the_app_starts_in_the_language_of_its_settings(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("MAGNETDESK_HOME", str(tmp_path))
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "settings.json").write_text('{"language": "de"}')
    try:
        window = app.start(["magnetdesk"])
        qtbot.addWidget(window)
        assert window.menuBar().actions()[0].text() == "&Datei"
        assert window.windowTitle().startswith("Unbenannt")
        players = window.panel.cards[BLACK].who.text(), window.panel.cards[WHITE].who.text()
        assert players == ("Mensch", "Mensch")
    finally:
        install_language("en")
    window.dirty = False


def test_qt_own_dialog_buttons_are_german_too(qtbot, german):
    box = QMessageBox(QMessageBox.Icon.Question, "t", "q",
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    qtbot.addWidget(box)
    assert box.button(QMessageBox.StandardButton.Yes).text().replace("&", "") == "Ja"


def test_english_again_after_german(open_window):
    install_language("de")
    install_language("en")
    window = open_window(players=(PERSON, PERSON))
    assert window.menuBar().actions()[0].text() == "&File"
