"""A game survives kills of the app: the autosave after every move, the game offered back at the
next start, and nothing (no computer, no autosave) touching that game while the question is
open, so that a second kill before the answer loses nothing either.

The journey runs the real app (``magnetdesk``'s own entry point, offscreen, in a home folder
of its own) in a subprocess driven by :data:`DRIVER`, and kills it with SIGKILL: after some
moves, while the computer thinks, and while the restore question is open. (The rest of the
journey, a kill after each of its steps, is in ``test_crash_journey``.)"""

from __future__ import annotations

import contextlib
import json
import os
import queue
import signal
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.gui.common.setup import PlayerSetup
from magnetdesk.gui.common.storage import Autosave, Settings
from magnetdesk.record import Game
from tests.gui.test_startup import home_folder, started  # noqa: F401 (the home fixture)

ROOT = Path(__file__).resolve().parents[2]
QUICK = PlayerSetup(computer=True, level=1)


def remember(home: Path, variant: str, options: dict, players: dict[int, PlayerSetup]) -> None:
    """The new game the settings remember (the one a start without an autosave opens)."""
    settings = Settings(home / "config" / "settings.json")
    settings.set_last_variant(variant, options)
    settings.set_players(players)


def autosaved(home: Path) -> dict[str, bytes]:
    folder = home / "data"
    return {name: (folder / name).read_bytes() for name in ("autosave.sgf", "autosave.json")}


# --- in the test's own process ----------------------------------------------------------


@pytest.mark.parametrize("answer", [QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No])
def test_nothing_thinks_or_autosaves_until_the_restore_question_is_answered(
    qtbot, home, monkeypatch, answer
):
    """The issue's case: a Go game killed; the remembered game is Magnetic Chess with the
    computer moving first. Behind the question it must not play 1. b4 over the Go game."""
    game = Game.new("go", size=9)
    for move in ("E5", "C3", "G7"):
        game.play(move)
    Autosave(home / "data").save(game.record, [0, 0, 0], None, {BLACK: PlayerSetup(), WHITE: QUICK})
    remember(home, "magnetic-chess", {}, {BLACK: PlayerSetup(), WHITE: QUICK})
    before = autosaved(home)
    seen = {}

    def question(parent, *args, **kwargs):
        qtbot.wait(1500)  # the app runs on while the person reads the question
        seen.update(searching=parent.searching, files=autosaved(home),
                    moves=parent.game.move_number)
        return answer

    monkeypatch.setattr(QMessageBox, "question", question)
    window = started(qtbot)
    assert seen == {"searching": False, "files": before, "moves": 0}
    if answer == QMessageBox.StandardButton.Yes:
        assert window.game.record.variant == "go" and window.game.move_number == 3
        assert window.searching  # White's turn, the computer's: now it thinks
    else:
        assert window.game.record.variant == "magnetic-chess"  # the remembered game
        assert Autosave(home / "data").pending() is None
    window.stop_computer()
    window.dirty = False


# --- the real app, killed ---------------------------------------------------------------

DRIVER = textwrap.dedent('''
    """Start magnetdesk as its command does, answer the restore question as told (or leave it
    open), take the steps given, say what happened on stdout, then wait to be killed. Other
    questions get Yes (Discard for unsaved changes); a message box is said ("told")."""
    import json, sys
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QFileDialog, QMessageBox
    from magnetdesk.engine.core.vocabulary import BLACK, WHITE
    from magnetdesk.gui import app
    from magnetdesk.gui.play.new_game_dialog import NewGameDialog
    from magnetdesk.gui.common.setup import PlayerSetup
    from magnetdesk.record import game_to_sgf

    answer, *steps = sys.argv[1:]
    sys.argv = ["magnetdesk"]
    real_question = QMessageBox.question
    Button = QMessageBox.StandardButton
    ACTIONS = {"new": "new_game", "pass": "pass_move", "open": "open_file"}  # the rest: own names
    asked, up = [], []  # the questions' texts, in order; whether start() has returned

    def line(node):
        return [each.play.text for each in node.path()[1:]]

    def say(word, window):
        record, node, actions = window.game.record, window.game.node, window.actions
        ended = record.result_node() if "RE" in record.info else None
        facts = {
            "variant": record.variant, "size": dict(record.options).get("size"),
            "searching": window.searching, "moves": line(node),
            "result": record.info.get("RE", ""), "result_here": record.result_at(node),
            "result_line": line(ended) if ended else None,
            "lines": [line(leaf) for leaf in record.nodes() if not leaf.children],
            "turn": window.panel.turn.text(), "status": window.statusBar().currentMessage(),
            "pass": actions["pass_move"].isEnabled(), "resign": actions["resign"].isEnabled(),
            "scoring": window.scoring.isVisible(),
            "levels": [window.levels()[colour] for colour in (BLACK, WHITE)],
            "path": str(window.path) if window.path else None, "dirty": window.dirty,
            "title": window.windowTitle(),
            "questions": asked, "sgf": game_to_sgf(record),
        }
        print(word, json.dumps(facts), flush=True)

    def question(window, title, text, buttons=Button.Yes | Button.No, *args, **kwargs):
        asked.append(text)
        if up:  # not the restore question (asked before the window is up)
            return Button.Discard if buttons & Button.Discard else Button.Yes
        if answer == "open":  # the real question, never answered; said once it has been up a while
            QTimer.singleShot(1500, lambda: say("asked", window))
            return real_question(window, title, text, buttons, *args, **kwargs)
        return getattr(Button, answer)

    def told(window, title, text, *args, **kwargs):
        print("told", json.dumps({"text": text}), flush=True)
        return Button.Ok

    def when(ready, then):
        """Call ``then`` once ``ready()`` holds (the event loop runs meanwhile)."""
        QTimer.singleShot(20, lambda: then() if ready() else when(ready, then))

    def take_steps(window):
        if not steps:
            return
        step = steps.pop(0)
        word, _, value = step.partition("=")
        if word == "level":  # Game ▸ Players: the computer takes White at this level (0: a person)
            white = PlayerSetup(True, int(value)) if int(value) else PlayerSetup()
            window.set_players({BLACK: PlayerSetup(), WHITE: white})
        elif word == "say":  # the facts as they are now, said as ``value``
            say(value, window)
        elif word == "accept":  # the scoring box's Accept
            if not window.scoring.isVisible():
                steps.clear()
                return say("no-scoring", window)
            window.scoring.accept_button.click()
        elif word in ACTIONS or word in window.actions:  # a menu action; a file dialog names value
            name = ACTIONS.get(word, word)
            QFileDialog.getSaveFileName = QFileDialog.getOpenFileName = lambda *a, **k: (value, "")
            if not window.actions[name].isEnabled():  # the journey stops; the test reads why
                steps.clear()
                return say(f"greyed:{name}", window)
            window.actions[name].trigger()
        elif step == "think":  # say so once the computer is well into its search
            return when(lambda: window.searching and window.thinking.isVisible(),
                        lambda: QTimer.singleShot(500, lambda: say("thinking", window)))
        elif step == "wait":  # until the computer has answered
            return when(lambda: not window.searching,
                        lambda: (say("moved", window), take_steps(window)))
        else:  # a move of the person's: a click on its point (or on a free one)
            position = window.position
            cell = position.topology.parse(step)
            if not position.is_legal(cell):  # the computer played there
                cell = next(move for move in position.legal_moves() if move >= 0)
            QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                             pos=window.view.view_point(cell))
        take_steps(window)

    def start(argv):
        window = real_start(argv)
        up.append(window)
        QTest.qWaitForWindowExposed(window)
        say("started", window)
        QTimer.singleShot(0, lambda: take_steps(window))
        return window

    QMessageBox.question = question
    QMessageBox.warning = QMessageBox.critical = QMessageBox.information = told
    NewGameDialog.exec = lambda dialog: NewGameDialog.DialogCode.Accepted  # Play, as proposed
    app.first_start = lambda window: None  # a fresh home's new-game dialog: not this journey's
    real_start, app.start = app.start, start
    from magnetdesk.__main__ import main
    sys.exit(main())
''')


class App:
    """The real app in a subprocess of its own session (so that its search processes can be
    reaped too), driven by :data:`DRIVER`; its lines read with a timeout."""

    def __init__(self, home: Path, answer: str, *steps: str) -> None:
        environ = dict(os.environ, MAGNETDESK_HOME=str(home), QT_QPA_PLATFORM="offscreen")
        environ.pop("MAGNETDESK_STARTUP_REPORT", None)
        self.errors = (home / f"stderr-{answer}-{len(steps)}.txt").open("w")
        self.process = subprocess.Popen(
            [sys.executable, "-c", DRIVER, answer, *steps], env=environ, cwd=ROOT,
            stdout=subprocess.PIPE, stderr=self.errors, text=True, start_new_session=True,
        )
        self.lines: queue.Queue[str] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for line in self.process.stdout:
            self.lines.put(line)

    def expect(self, word: str, timeout: float = 120) -> dict:
        """The facts of the next line said, which must be ``word``."""
        try:
            line = self.lines.get(timeout=timeout)
        except queue.Empty:
            pytest.fail(f"no {word!r} from the app in {timeout} s: {self._errors()}")
        said, _, facts = line.partition(" ")
        assert said == word, line + self._errors()
        return json.loads(facts)

    def kill(self) -> None:
        """kill -9 of the app, then of whatever it started."""
        self.process.send_signal(signal.SIGKILL)
        assert self.process.wait(30) == -signal.SIGKILL
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.process.pid, signal.SIGKILL)
        self.process.stdout.close()
        self.errors.close()

    def _errors(self) -> str:
        self.errors.flush()
        return Path(self.errors.name).read_text()[-3000:]


def test_a_game_survives_kills_after_moves_while_thinking_and_before_the_answer(tmp_path):
    remember(tmp_path, "go", {"size": 9}, {BLACK: PlayerSetup(), WHITE: QUICK})

    first = App(tmp_path, "No", "E5", "wait", "C3", "wait")  # nothing to restore: no question
    assert first.expect("started")["moves"] == []
    first.expect("moved")
    moves = first.expect("moved")["moves"]
    first.kill()  # after some moves
    assert len(moves) == 4

    second = App(tmp_path, "Yes", "level=5", "G7", "think")
    assert second.expect("started")["moves"] == moves
    thinking = second.expect("thinking")
    second.kill()  # in the middle of the computer's thinking
    assert thinking["searching"] and thinking["moves"][:-1] == moves
    moves = thinking["moves"]
    kept = autosaved(tmp_path)

    remember(tmp_path, "magnetic-chess", {}, {BLACK: PlayerSetup(), WHITE: QUICK})
    third = App(tmp_path, "open")
    asked = third.expect("asked")
    third.kill()  # the question on screen, not answered
    assert not asked["searching"] and asked["moves"] == []
    assert autosaved(tmp_path) == kept  # the Go game is still there to offer

    fourth = App(tmp_path, "Yes", "level=1", "wait", "D3", "wait")
    started = fourth.expect("started")
    assert started["variant"] == "go" and started["moves"] == moves  # no move lost
    replied = fourth.expect("moved")["moves"]
    assert replied[:-1] == moves
    moves = fourth.expect("moved")["moves"]
    fourth.kill()
    assert moves[:-2] == replied

    restored = Autosave(tmp_path / "data").pending()
    assert [node.play.text for node in restored.node().path()[1:]] == moves
    assert restored.players == {BLACK: PlayerSetup(), WHITE: QUICK}
