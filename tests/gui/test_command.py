"""The ``magnetdesk`` command's flags: ``--version`` and ``--self-test`` (what CI runs on the
frozen app, and users on any installation)."""

from __future__ import annotations

import os
import subprocess
import sys
from importlib.metadata import version


def run(*args: str, timeout: float = 240) -> subprocess.CompletedProcess:
    environ = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
    return subprocess.run(
        [sys.executable, "-m", "magnetdesk", *args], env=environ, capture_output=True,
        text=True, timeout=timeout,
    )


def test_version_prints_the_installed_version():
    done = run("--version", timeout=60)
    assert done.returncode == 0
    assert done.stdout.strip() == f"magnetdesk {version('magnetdesk')}"


def test_the_self_test_plays_saves_and_reopens_every_variant_and_passes(tmp_path):
    done = run("--self-test")
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert any(line.startswith("ok   medusa: ") for line in lines)
    assert any(line.startswith("ok   magnetic-chess: ") for line in lines)
    assert any(line.startswith("ok   search workers: ") for line in lines)
    assert lines[-1].startswith("self-test passed")


def test_the_self_test_fails_when_a_game_does_not_come_back(monkeypatch, qtbot, capsys):
    from magnetdesk.gui import self_test
    from magnetdesk.record import GameRecord

    def nothing_read(self, path):  # a build whose files lose the moves
        self.host.show_record(GameRecord(self.host.game.record.variant, {}), None)
        return True

    monkeypatch.setattr("magnetdesk.gui.files.commands.FilePart.load", nothing_read)
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    status = self_test.run_self_test()
    out = capsys.readouterr().out
    assert status == 1
    assert "FAIL go: saved" in out and "self-test FAILED" in out
