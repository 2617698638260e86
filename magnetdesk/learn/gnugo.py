"""A small GTP client for GNU Go, the reference engine of the cross-check tests and benchmark.

>>> with GnuGo("--chinese-rules") as gnugo:          # doctest: +SKIP
...     gnugo.command("boardsize 9")
...     gnugo.play("black", "E5")
...     sorted(gnugo.list_stones("black"))
['E5']

Answers are read from the raw pipe with a time limit, so a hung GNU Go fails a test instead of
blocking it; the context manager always ends the process (``quit``, then terminate, then kill).
Several commands can be sent in one write (:meth:`GnuGo.send_all`): GTP answers them in order,
which saves a round trip per command in long cross-checks.
"""

from __future__ import annotations

import os
import select
import shutil
import subprocess
import tempfile
import time
from collections.abc import Iterable, Sequence
from types import TracebackType

INSTALL_HINT = "install the Debian package gnugo (sudo apt-get install gnugo)"
DEFAULT_PATHS = ("/usr/games/gnugo", "/usr/bin/gnugo", "/usr/local/bin/gnugo")
ANSWER_TIMEOUT = 120.0
BATCH = 64


class GnuGoError(RuntimeError):
    """GNU Go is missing, died, hung, or refused a command that had to succeed."""


def find_gnugo() -> str:
    """The path of the ``gnugo`` program, or GnuGoError saying how to install it."""
    found = shutil.which("gnugo")
    if found:
        return found
    for path in DEFAULT_PATHS:
        if os.access(path, os.X_OK):
            return path
    raise GnuGoError(f"GNU Go (gnugo) was not found on PATH nor in /usr/games: {INSTALL_HINT}")


def score_value(result: str) -> float:
    """A result text as Black's margin: ``B+3.5`` -> 3.5, ``W+12.0`` -> -12.0, ``0`` -> 0."""
    text = result.strip().upper()
    if text in ("0", "DRAW", "JIGO"):
        return 0.0
    side, _, margin = text.partition("+")
    if side not in ("B", "W") or not margin:
        raise ValueError(f"not a score: {result!r}")
    value = float(margin)
    return value if side == "B" else -value


class GnuGo:
    """A running ``gnugo --mode gtp --quiet`` with extra arguments (``--chinese-rules``,
    ``--level 1``, ``--seed 7`` ...); with ``mode=()`` and another ``path`` any program that
    speaks GTP on its standard streams (Pachi: ``scripts/go_games.py``)."""

    def __init__(self, *args: str, path: str | None = None,
                 mode: Sequence[str] = ("--mode", "gtp", "--quiet")) -> None:
        program = path or find_gnugo()
        self._stderr = tempfile.TemporaryFile()  # noqa: SIM115 (closed by close())
        try:
            self._process = subprocess.Popen(
                [program, *mode, *args],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=self._stderr,
            )
        except OSError as exc:
            self._stderr.close()
            raise GnuGoError(f"cannot start GNU Go at {program}: {exc}; {INSTALL_HINT}") from exc
        self._buffer = b""

    # --- the protocol -------------------------------------------------------------------

    def send_all(
        self, commands: Sequence[str], timeout: float = ANSWER_TIMEOUT
    ) -> list[tuple[bool, str]]:
        """Send ``commands`` a batch per write; answer ``(success, text)`` for each, in order.

        Batches stay small so neither pipe can fill up while the other side waits."""
        answers: list[tuple[bool, str]] = []
        for start in range(0, len(commands), BATCH):
            batch = commands[start:start + BATCH]
            self._write("".join(f"{c}\n" for c in batch))
            answers += [self._read_answer(c, timeout) for c in batch]
        return answers

    def _write(self, text: str) -> None:
        stdin = self._process.stdin
        assert stdin is not None
        try:
            stdin.write(text.encode("ascii"))
            stdin.flush()
        except (BrokenPipeError, OSError) as exc:
            raise GnuGoError(f"GNU Go is gone ({exc}){self._stderr_tail()}") from exc

    def send(self, command: str, timeout: float = ANSWER_TIMEOUT) -> tuple[bool, str]:
        """One command: ``(True, text)`` for ``= text``, ``(False, text)`` for ``? text``."""
        return self.send_all([command], timeout)[0]

    def command(self, command: str, timeout: float = ANSWER_TIMEOUT) -> str:
        """One command that must succeed: its answer text, or GnuGoError."""
        ok, text = self.send(command, timeout)
        if not ok:
            raise GnuGoError(f"GNU Go refused {command!r}: {text}")
        return text

    def _read_answer(self, command: str, timeout: float) -> tuple[bool, str]:
        stdout = self._process.stdout
        assert stdout is not None
        fd = stdout.fileno()
        deadline = time.monotonic() + timeout
        while b"\n\n" not in self._buffer:
            left = deadline - time.monotonic()
            ready = select.select([fd], [], [], max(left, 0.0))[0] if left > 0 else []
            if not ready:
                raise GnuGoError(f"GNU Go did not answer {command!r} within {timeout:g} s")
            chunk = os.read(fd, 65536)
            if not chunk:
                raise GnuGoError(
                    f"GNU Go exited while answering {command!r}{self._stderr_tail()}"
                )
            self._buffer += chunk.replace(b"\r", b"")
        block, _, self._buffer = self._buffer.partition(b"\n\n")
        text = block.decode("ascii", "replace")
        status, body = text[:1], text[1:].strip()
        if status not in ("=", "?"):
            raise GnuGoError(f"unexpected GTP answer to {command!r}: {text!r}")
        return status == "=", body

    def _stderr_tail(self) -> str:
        self._stderr.seek(0)
        tail = self._stderr.read()[-500:].decode("utf-8", "replace").strip()
        return f": {tail}" if tail else ""

    # --- the commands the cross-check uses ------------------------------------------------

    def new_game(self, size: int, komi: float) -> None:
        self.send_all_ok([f"boardsize {size}", "clear_board", f"komi {komi:g}"])

    def send_all_ok(self, commands: Iterable[str]) -> list[str]:
        """Several commands that must all succeed; their answer texts."""
        commands = list(commands)
        answers = self.send_all(commands)
        for command, (ok, text) in zip(commands, answers, strict=True):
            if not ok:
                raise GnuGoError(f"GNU Go refused {command!r}: {text}")
        return [text for _, text in answers]

    def play(self, colour: str, vertex: str) -> bool:
        """Play ``vertex`` (or ``pass``) for ``colour``; False if GNU Go calls it illegal."""
        ok, _ = self.send(f"play {colour} {vertex}")
        return ok

    def is_legal(self, colour: str, vertex: str) -> bool:
        return self.command(f"is_legal {colour} {vertex}") == "1"

    def list_stones(self, colour: str) -> set[str]:
        return set(self.command(f"list_stones {colour}").split())

    def captures(self, colour: str) -> int:
        """How many stones ``colour`` has captured."""
        return int(self.command(f"captures {colour}"))

    def final_score(self) -> str:
        return self.command("final_score")

    # --- the process ----------------------------------------------------------------------

    def close(self) -> None:
        """End GNU Go: ask politely, then terminate, then kill. Safe to call twice."""
        process = self._process
        if process.poll() is None:
            try:
                assert process.stdin is not None
                process.stdin.write(b"quit\n")
                process.stdin.flush()
                process.wait(timeout=2)
            except (OSError, ValueError, subprocess.TimeoutExpired):
                process.terminate()
                try:
                    process.wait(timeout=2)
                except subprocess.TimeoutExpired:
                    process.kill()
                    process.wait()
        for stream in (process.stdin, process.stdout):
            if stream is not None:
                stream.close()
        self._stderr.close()

    def __enter__(self) -> GnuGo:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        value: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()
