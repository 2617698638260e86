"""One outside engine at the board: its own thread, which starts the process and asks it for
moves, so the window never waits for an engine.

The thread lives as long as the seat: the engine's process gets the parent-death signal of
the thread that started it (:mod:`magnetdesk.engines.process`), so it must not be a thread
that ends after one move. Answers come back as signals with the window's *generation*; the
window drops those of a game that has moved on. A question asked while an older one is still
being answered kills the engine (the older answer would come late and out of step): the
next question starts it again.
"""

from __future__ import annotations

import logging
import queue
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Signal

from magnetdesk.clocks.clock import SideClock
from magnetdesk.clocks.controls import TimeControl
from magnetdesk.engines.client import Traffic
from magnetdesk.engines.errors import UNSUPPORTED, EngineError
from magnetdesk.engines.player import EnginePlayer, Told
from magnetdesk.engines.spec import EngineSpec

log = logging.getLogger("magnetdesk.gui")


@dataclass(frozen=True)
class Question:
    """What the engine is asked: the move in ``position``, the game being ``start`` and
    ``moves``; ``limit`` seconds at most; the clock of its side, if the game has clocks."""

    generation: int
    start: Any
    moves: tuple[Told, ...]
    position: Any
    limit: float
    clock: tuple[SideClock, TimeControl] | None = None


class EngineSeat(QObject):
    """See the module docstring."""

    moved = Signal(int, str)  # generation, the move as the engine wrote it (or "resign")
    failed = Signal(int, str, str)  # generation, the kind of failure (errors.KINDS), why
    identified = Signal(str)  # the name a game file gives the engine (name and version)

    def __init__(self, spec: EngineSpec, traffic: Traffic | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.spec = spec
        self.player = EnginePlayer(spec, traffic=traffic)
        self._jobs: queue.Queue[Callable[[], None] | None] = queue.Queue()
        self._busy: int | None = None  # the generation being answered
        self.identity = spec.name  # the engine's name and version, once it has said them
        self._thread = threading.Thread(target=self._serve, name=f"engine {spec.name}",
                                        daemon=True)
        self._thread.start()

    def ask(self, question: Question) -> None:
        """Ask for a move (answered by ``moved`` or ``failed``)."""
        engine = self.player.engine
        if self._busy is not None and self._busy != question.generation and engine is not None:
            engine.close(grace=0)  # an older question still runs: end it (its answer is stale)
        self._jobs.put(lambda: self._answer(question))

    def _answer(self, question: Question) -> None:
        self._busy = question.generation
        try:
            player = self.player
            player.follow(question.start, question.moves)
            if player.identity != self.identity:  # a new process (or a new program)
                self.identity = player.identity
                self.identified.emit(self.identity)
            if question.clock is not None:
                side, control = question.clock
                player.on_clock(question.position.to_move, side, control, question.position)
            player.timeout = question.limit
            text = player.genmove(question.position)
        except EngineError as error:
            self.failed.emit(question.generation, error.kind, str(error))
        else:
            self.moved.emit(question.generation, text)
        finally:
            self._busy = None

    def _serve(self) -> None:
        for job in iter(self._jobs.get, None):
            try:
                job()
            except Exception:  # a bug: the seat must go on serving
                log.exception("an engine's job failed")

    def close(self) -> None:
        """End the engine and the thread (the window closes, or the engine was removed)."""
        self._jobs.put(None)
        self.player.close()
        self._thread.join(timeout=5)


def history(record: Any, path: Sequence[Any]) -> tuple[Any, tuple[Told, ...]]:
    """The start position and the moves of the line ``path`` (nodes from the root) as an
    engine hears them; EngineError (unsupported) for stones set up by hand."""
    if record.root.setup is not None or any(node.setup is not None for node in path[1:]):
        raise EngineError("an engine cannot follow stones set up by hand", UNSUPPORTED)
    moves = tuple((node.play.colour, node.play.text) for node in path[1:] if node.play)
    return record.root.checkpoint, moves
