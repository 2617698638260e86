"""Engines ▸ Engines…: the list kept in the settings, added to by command line, and the Test
that starts the engine off the window's thread."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog

from magnetdesk.engines.spec import EngineSpec
from magnetdesk.gui.common.storage import Settings
from magnetdesk.gui.engines.engine_form import EngineForm
from magnetdesk.gui.engines.engines_dialog import EnginesDialog
from magnetdesk.gui.window.main_window import MainWindow
from tests.helpers.engines import GNUGO, ours

GNU = EngineSpec.from_command_line(f"{GNUGO} --mode gtp --level 1", "GNU Go")


def test_the_test_button_shows_what_the_engine_plays(qtbot):
    dialog = EnginesDialog(None, [GNU])
    qtbot.addWidget(dialog)
    dialog.test()
    assert not dialog.test_button.isEnabled()  # the window goes on meanwhile
    qtbot.waitUntil(lambda: "It can be used." in dialog.answer.text(), timeout=20_000)
    assert "Plays: Go on 5×5 to 19×19" in dialog.answer.text()
    assert dialog.test_button.isEnabled()


def test_our_engine_is_shown_with_its_variants_and_analysis(qtbot):
    dialog = EnginesDialog(None, [ours("--level", "1")])
    qtbot.addWidget(dialog)
    dialog.test()
    qtbot.waitUntil(lambda: "It can be used." in dialog.answer.text(), timeout=30_000)
    assert "medusa" in dialog.answer.text()
    assert "Analysis: kata-analyze, lz-analyze (with ownership)" in dialog.answer.text()


def test_a_missing_engine_is_said_so(qtbot):
    dialog = EnginesDialog(None, [EngineSpec("nothing", "/no/such/engine")])
    qtbot.addWidget(dialog)
    dialog.test()
    qtbot.waitUntil(lambda: "cannot be started" in dialog.answer.text(), timeout=20_000)
    assert "nothing cannot be started: cannot start /no/such/engine" in dialog.answer.text()


def test_adding_by_command_line_refuses_a_taken_name_and_an_unclosed_quote(qtbot):
    form = EngineForm(None, None, ("GNU Go",))
    qtbot.addWidget(form)
    form.command.setText("'/opt/my engine")
    form._accept()
    assert "unclosed quote" in form.error.text() and form.spec() is None
    form.command.setText("/usr/games/gnugo --mode gtp")
    form.name.setText("GNU Go")
    form._accept()
    assert "Another engine is called GNU Go" in form.error.text()
    form.name.setText("")
    form.folder.setText("/tmp")
    form.commands.setPlainText("komi 6.5\n\nboardsize 9\n")
    form._accept()
    assert form.spec() == EngineSpec("gnugo", "/usr/games/gnugo", ("--mode", "gtp"), "/tmp",
                                     ("komi 6.5", "boardsize 9"))


def test_the_list_is_kept_in_the_settings_and_offered_for_a_new_game(qtbot, monkeypatch,
                                                                     tmp_path):
    settings = Settings(tmp_path / "settings.json")
    window = MainWindow(settings=settings)
    qtbot.addWidget(window)

    def add_one(dialog):
        monkeypatch.setattr(EngineForm, "exec", lambda form: reply(form))
        monkeypatch.setattr(EnginesDialog, "test", lambda self: None)
        dialog.add()
        return QDialog.DialogCode.Accepted

    def reply(form):
        form.command.setText(GNU.command_line)
        form.name.setText("GNU Go")
        form._accept()
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(EnginesDialog, "exec", add_one)
    window.actions["manage_engines"].trigger()
    assert Settings(tmp_path / "settings.json").engines() == [GNU]
    assert window.engines.names() == ["GNU Go"]
    window.engines.set_engines([])
    assert Settings(tmp_path / "settings.json").engines() == []
