"""The text-protocol exchange with an outside engine (GTP version 2).

>>> import sys
>>> from magnetdesk.engines.spec import EngineSpec
>>> spec = EngineSpec("ours", sys.executable, ("-m", "magnetdesk.gtp", "--level", "1"))
>>> with GtpClient(spec) as engine:
...     engine.name, engine.command("boardsize 9"), engine.knows("magnetdesk-variant")
('magnetdesk', '', True)

One reader thread per output: standard output's lines are answers (or a streaming command's
lines, handed to its callback as they come), standard error's last lines are kept to say why
an engine died. :meth:`GtpClient.command` waits for an answer with a time limit, so a hung
engine costs an :class:`EngineError`, never a frozen caller. An engine that died, hung or
answered garbage is out of step for good: the client kills it and every later command raises
the same error (start a new client to restart it). A ``? reason`` answer is only a refusal.
"""

from __future__ import annotations

import collections
import contextlib
import queue
import re
import threading
import time
from collections.abc import Callable
from types import TracebackType
from typing import IO, NoReturn

from magnetdesk.engines import process as processes
from magnetdesk.engines.errors import (
    DIED,
    GARBAGE,
    HUNG,
    NOT_FOUND,
    REFUSED,
    SLOW_START,
    EngineError,
)
from magnetdesk.engines.spec import EngineSpec

START_TIMEOUT = 15.0  # seconds for the first answer (engines that load a network are slow)
COMMAND_TIMEOUT = 30.0  # seconds for any other answer unless the caller says otherwise
CLOSE_GRACE = 2.0  # seconds an engine may take to quit before it is killed

# (direction, line): "send" for what we write, "receive" for its standard output, "stderr"
Traffic = Callable[[str, str], None]
_ANSWER = re.compile(r"([=?])(\d*)\s?(.*)", re.S)


class _Stream:
    """A streaming command's state while the reader hands its lines on."""

    def __init__(self, on_line: Callable[[str], None]) -> None:
        self.on_line = on_line
        self.head: str | None = None  # the first line (= or ?) once it came
        self.started = threading.Event()
        self.ended = threading.Event()

    def take(self, line: str) -> bool:
        """One output line; True once the stream has ended with it (the empty line)."""
        if self.head is None:
            if not line.strip():
                return False
            self.head = line
            self.started.set()
            match = _ANSWER.fullmatch(line)
            if match and match.group(1) == "=" and match.group(3).strip():
                self.on_line(match.group(3).strip())
            return False
        if not line.strip():
            self.ended.set()
            return True
        if self.head.startswith("="):
            self.on_line(line)
        return False


class GtpClient:
    """An engine's process and the exchange with it; started by the constructor (which sends
    ``name`` to see it answer, then the spec's commands). Thread-safe: one exchange at a
    time; :meth:`close` may be called from any thread, also while a command waits."""

    def __init__(self, spec: EngineSpec, traffic: Traffic | None = None,
                 start_timeout: float = START_TIMEOUT) -> None:
        self.spec = spec
        self.traffic = traffic
        self.failed: EngineError | None = None
        self._lines: queue.Queue[str | None] = queue.Queue()
        self._stderr: collections.deque[str] = collections.deque(maxlen=8)
        self._lock = threading.RLock()
        self._stream: _Stream | None = None
        self._commands: frozenset[str] | None = None
        try:
            self.process = processes.start(spec.argv, spec.folder)
        except OSError as error:
            reason = error.strerror or str(error)
            raise EngineError(f"cannot start {spec.command_line}: {reason}", NOT_FOUND) from None
        assert self.process.stdout is not None and self.process.stderr is not None
        self._readers = [
            threading.Thread(target=self._read_answers, args=(self.process.stdout,),
                             name=f"gtp-out {spec.name}", daemon=True),
            threading.Thread(target=self._read_errors, args=(self.process.stderr,),
                             name=f"gtp-err {spec.name}", daemon=True),
        ]
        for reader in self._readers:
            reader.start()
        try:
            try:
                self.name = self.command("name", start_timeout) or spec.name
            except EngineError as error:
                if error.kind != HUNG:
                    raise
                raise EngineError(
                    f"{spec.name} did not answer within {start_timeout:g} s of its start",
                    SLOW_START) from None
            for line in spec.commands:
                self.command(line)
        except EngineError:
            self.close()
            raise

    # --- the exchange -------------------------------------------------------------------------

    def command(self, text: str, timeout: float = COMMAND_TIMEOUT) -> str:
        """Send one command and return its answer's text; EngineError when the engine refuses
        it (kind ``refused``), dies, hangs past ``timeout`` seconds or answers garbage. A
        stream that runs is stopped first."""
        with self._lock:
            self.stop_stream()
            self._send(text)
            return self._answer(text, timeout)

    def send(self, text: str, timeout: float = COMMAND_TIMEOUT) -> tuple[bool, str]:
        """Like :meth:`command`, but a refusal is ``(False, reason)`` instead of an error."""
        try:
            return True, self.command(text, timeout)
        except EngineError as error:
            if error.kind != REFUSED or self.failed is not None:
                raise
            return False, error.reason

    def knows(self, command: str) -> bool:
        """Whether ``list_commands`` names the command (asked once)."""
        return command in self.commands()

    def commands(self) -> frozenset[str]:
        if self._commands is None:
            ok, text = self.send("list_commands")
            self._commands = frozenset(text.split()) if ok else frozenset()
        return self._commands

    def stream(self, text: str, on_line: Callable[[str], None],
               timeout: float = COMMAND_TIMEOUT) -> None:
        """Start a streaming command (``kata-analyze``, ``lz-analyze``): its lines go to
        ``on_line`` (on the reader's thread) until :meth:`stop_stream` or the next command.
        EngineError when it is refused (the stream then never ran) or fails."""
        with self._lock:
            self.stop_stream()
            stream = _Stream(on_line)
            self._stream = stream
            self._send(text)
            if not stream.started.wait(timeout):
                self._fail(f"no answer to {text!r} within {timeout:g} s", HUNG)
            if self.failed is not None:
                raise self.failed
            assert stream.head is not None
            if not stream.head.startswith("="):
                if not stream.head.startswith("?"):
                    self._fail(f"not a GTP answer to {text!r}: {stream.head!r}", GARBAGE)
                stream.ended.wait(timeout)
                self._stream = None
                reason = _ANSWER.fullmatch(stream.head)
                raise _refusal(text, reason.group(3).strip() if reason else "")

    @property
    def streaming(self) -> bool:
        return self._stream is not None

    def stop_stream(self, timeout: float = COMMAND_TIMEOUT) -> None:
        """End the running stream (an empty line ends it in GTP engines), waiting for the
        empty line that closes its answer; nothing when none runs."""
        with self._lock:
            stream = self._stream
            if stream is None:
                return
            self._send("")
            if not stream.ended.wait(timeout):
                self._fail(f"the analysis did not stop within {timeout:g} s", HUNG)
            self._stream = None

    def _send(self, text: str) -> None:
        if self.failed is not None:
            raise self.failed
        if self.traffic is not None:
            self.traffic("send", text)
        stdin = self.process.stdin
        assert stdin is not None
        try:
            stdin.write(f"{text}\n".encode())
            stdin.flush()
        except (OSError, ValueError):  # it ended: what it wrote first tells how (read on)
            pass

    def _answer(self, text: str, timeout: float) -> str:
        deadline = time.monotonic() + timeout
        lines: list[str] = []
        while True:
            try:
                line = self._lines.get(timeout=max(0.0, deadline - time.monotonic()))
            except queue.Empty:
                self._fail(f"no answer to {text!r} within {timeout:g} s", HUNG)
            if line is None:
                self._fail(f"{self.spec.name} ended on {text!r}", DIED)
            if not line.strip():
                if lines:
                    break
                continue
            if not lines and _ANSWER.fullmatch(line) is None:
                self._fail(f"not a GTP answer to {text!r}: {line[:80]!r}", GARBAGE)
            lines.append(line)
        match = _ANSWER.fullmatch(lines[0])
        assert match is not None
        body = "\n".join([match.group(3), *lines[1:]]).strip()
        if match.group(1) == "?":
            raise _refusal(text, body)
        return body

    def _fail(self, message: str, kind: str) -> NoReturn:
        """The engine is out of step for good: kill it, remember and raise why."""
        if self.failed is None:
            if kind == DIED:
                message += self._last_words()
            self.failed = EngineError(message, kind)
            self._kill()
        raise self.failed

    def _last_words(self) -> str:
        try:
            status = self.process.wait(timeout=1.0)
        except Exception:
            status = None
        self._readers[1].join(timeout=0.5)
        said = " / ".join(line.strip() for line in self._stderr if line.strip())[-300:]
        return ((f" (exit status {status})" if status is not None else "")
                + (f": {said}" if said else ""))

    # --- the readers ------------------------------------------------------------------------

    def _read_answers(self, stdout: IO[bytes]) -> None:
        for raw in iter(stdout.readline, b""):
            line = raw.decode("utf-8", "replace").rstrip("\r\n").replace("\r", "")
            if self.traffic is not None:
                self.traffic("receive", line)
            stream = self._stream
            if stream is not None:
                if stream.take(line):
                    self._stream = None
                continue
            self._lines.put(line)
        self._lines.put(None)
        stream = self._stream
        if stream is not None:
            if self.failed is None:  # first: stream() reads it when the events wake it
                self.failed = EngineError(f"{self.spec.name} ended while analysing", DIED)
            stream.started.set()
            stream.ended.set()

    def _read_errors(self, stderr: IO[bytes]) -> None:
        for raw in iter(stderr.readline, b""):
            line = raw.decode("utf-8", "replace").rstrip("\r\n")
            self._stderr.append(line)
            if self.traffic is not None:
                self.traffic("stderr", line)

    # --- the end ----------------------------------------------------------------------------

    @property
    def alive(self) -> bool:
        return self.failed is None and self.process.poll() is None

    def close(self, grace: float = CLOSE_GRACE) -> None:
        """Ask the engine to quit, kill it after ``grace`` seconds. From any thread; a
        command waiting elsewhere then fails (kind ``died``). Safe to call twice."""
        if self.process.poll() is None and self._lock.acquire(blocking=False):
            try:
                if self.failed is None:
                    self.stop_stream(grace)
                    self._send("quit")
                self.process.wait(timeout=grace)
            except Exception:
                pass
            finally:
                self._lock.release()
        if self.failed is None:
            self.failed = EngineError(f"{self.spec.name} was closed", DIED)
        self._kill()

    def _kill(self) -> None:
        if self.process.poll() is None:
            try:
                self.process.kill()
                self.process.wait(timeout=5)
            except Exception:
                pass
        stdin = self.process.stdin
        if stdin is not None:
            with contextlib.suppress(OSError):
                stdin.close()

    def __enter__(self) -> GtpClient:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self.close()


def _refusal(command: str, reason: str) -> EngineError:
    return EngineError(f"the engine refused {command!r}: {reason or 'no reason given'}",
                       REFUSED, reason)
