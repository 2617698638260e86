"""``magnetdesk --self-test``: does this build work? The real window, offscreen, plays a few
moves of every variant (legal moves drawn at random from the engine's list, played the way
the window plays the computer's moves), saves each game, opens it again and checks that the
same moves come back; the computer then answers one move in the worker processes. Exits 0,
or 1 with what failed. Settings and autosave go to a temporary
folder, so the user's own are never touched.

CI runs it on the frozen app; a user can run it on any installation.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
import time
import traceback
from pathlib import Path

MOVES_PER_GAME = 4
DIALOGS = ("critical", "warning", "question", "information")
QT_OWN_TEXT = ("QPlatformTheme", "Cancel")  # a text of Qt's own translation (qtbase_de.qm)


def run_self_test(out=sys.stdout) -> int:
    """Run the self-test (see the module docstring); the exit status. The environment and
    the message boxes are as they were afterwards."""
    saved = {name: os.environ.get(name) for name in ("QT_QPA_PLATFORM", "MAGNETDESK_HOME")}
    from PySide6.QtWidgets import QMessageBox

    boxes = {name: getattr(QMessageBox, name) for name in DIALOGS}
    try:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        for name in DIALOGS:  # no dialog may wait for an answer nobody gives
            setattr(QMessageBox, name, staticmethod(_refuse_dialog))
        with tempfile.TemporaryDirectory(prefix="magnetdesk-self-test-") as home:
            os.environ["MAGNETDESK_HOME"] = home
            return _run(Path(home), out)
    finally:
        for name, box in boxes.items():
            setattr(QMessageBox, name, box)
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value


def _run(home: Path, out) -> int:
    from PySide6.QtWidgets import QApplication

    from magnetdesk.ai.core import parallel
    from magnetdesk.engine.variants import VARIANTS
    from magnetdesk.gui.common.setup import GameSetup
    from magnetdesk.gui.window.main_window import MainWindow

    app = QApplication.instance() or QApplication([sys.argv[0]])
    window = MainWindow(GameSetup())
    window.show()
    failures = []
    started = time.monotonic()
    for variant_id in VARIANTS:
        try:
            played = _play_and_reload(window, GameSetup(variant_id), home / f"{variant_id}.sgf")
            print(f"ok   {variant_id}: {' '.join(played)}", file=out)
        except Exception as exc:  # every failure is reported, then the next variant
            failures.append(variant_id)
            print(f"FAIL {variant_id}: {exc}", file=out)
            traceback.print_exc(file=out)
    checks = (("search workers", _search_in_workers), ("German", _german),
              ("export", lambda: _export(window, home)))
    for name, check in checks:
        try:
            print(f"ok   {name}: {check()}", file=out)
        except Exception as exc:
            failures.append(name)
            print(f"FAIL {name}: {exc}", file=out)
    window.dirty = False
    window.close()
    parallel.shutdown()
    app.processEvents()
    took = time.monotonic() - started
    if failures:
        print(f"self-test FAILED in {took:.1f} s: {', '.join(failures)}", file=out)
        return 1
    print(f"self-test passed: {len(VARIANTS)} variants in {took:.1f} s", file=out)
    return 0


def _play_and_reload(window, setup, path: Path) -> list[str]:
    """A few moves of ``setup``'s game in ``window``, saved to ``path`` and opened again;
    the moves played."""
    window.dirty = False
    window.start_game(setup)
    played = []
    rng = random.Random(setup.variant)
    for _ in range(MOVES_PER_GAME):
        position = window.position
        if position.end is not None:
            break
        text = position.move_text(rng.choice(position.legal_moves()))
        if not window.play(text):
            raise AssertionError(f"the window refused the computer's move {text}")
        played.append(text)
    if not played:
        raise AssertionError("no move could be played")
    if not window.files._write(path):
        raise AssertionError(f"could not save {path}")
    before = [_move(node) for node in window.game.record.main_line()]
    if not window.files.load(path):
        raise AssertionError(f"could not open {path} again")
    after = [_move(node) for node in window.game.record.main_line()]
    if after != before:
        raise AssertionError(f"saved {before}, read back {after}")
    return played


def _export(window, home: Path) -> str:
    """The last game as PNG, SVG and animated GIF (Qt's SVG writer and Pillow are there)."""
    from magnetdesk.gui.board.board_picture import PictureOptions, write_gif, write_picture

    record, line = window.game.record, window.game.node.path()
    sizes = []
    for suffix in (".png", ".svg", ".gif"):
        path = home / f"export{suffix}"
        if suffix == ".gif":
            write_gif(record, line, path, PictureOptions(size=200))
        else:
            write_picture(record, line[-1], path, PictureOptions(size=200))
        sizes.append(f"{suffix[1:]} {path.stat().st_size // 1024} kB")
    return ", ".join(sizes)


def _search_in_workers() -> str:
    """The computer's worker processes start (in a frozen app too) and search."""
    from magnetdesk.ai.core import parallel
    from magnetdesk.ai.core.search_types import Budget
    from magnetdesk.engine.variants import new_position

    pool = parallel.default_pool()
    ready = pool.wait_ready()
    done = pool.search(new_position("go", size=9), Budget(playouts=400), seed=1)
    if done.fallback is not None or done.workers == 0:
        raise AssertionError(done.fallback or "no worker process searched")
    return f"{ready} processes ready, {done.stats.playouts} playouts by {done.workers}"


def _german() -> str:
    """The German translation loads, ours and Qt's own (both ship in the build)."""
    from PySide6.QtCore import QCoreApplication

    from magnetdesk.gui.looks.language import install_language
    from magnetdesk.translation import tr

    try:
        if not install_language("de"):
            raise AssertionError("magnetdesk_de.qm did not load")
        ours, qt_own = tr("&File"), QCoreApplication.translate(*QT_OWN_TEXT)
    finally:
        install_language("en")
    if ours != "&Datei" or qt_own != "Abbrechen":
        raise AssertionError(f"translated {ours!r} and {qt_own!r}")
    return f"{ours.replace('&', '')}, {qt_own}"


def _refuse_dialog(parent, title, text, *args, **kwargs):
    raise AssertionError(f"a dialog asked: {text}")


def _move(node) -> str:
    return f"{node.play.colour}:{node.play.text}" if node.play is not None else "-"
