"""The computer opponent off the GUI thread: a QThread per search, stoppable at once.

``AiWorker.think(position, generation, level)`` asks :func:`magnetdesk.ai.player.think` for a
move on its own thread. The search itself runs in the worker processes of
:mod:`magnetdesk.ai.core.parallel` (started in the background when the first ``AiWorker`` is made),
so the thread mostly waits and the window stays responsive. The worker reports
``progress(generation, SearchProgress)`` a few times a second, ``searched(generation,
SearchResult)`` (win rate, resignation, ownership) and then ``moveChosen(generation, move)``. A
new ``think``, ``stop()`` or ``shutdown()`` cancels the search it replaces: a cancelled search
never reports a move, so an undo or a new game while the computer thinks can never receive a
stale answer (the window compares generations as well). ``move_now()`` ends the search early and
plays its best move so far. A search that fails (a bug) reports ``searchFailed``.

Search threads are kept alive by a module-level set until they end (a QThread deleted while
running takes the program down); the application's ``aboutToQuit`` (and, for scripts that never
run the event loop, the interpreter's exit) stops them all (:func:`stop_all_searches`) and ends
the worker processes. Deleting a worker cancels its search.
"""

from __future__ import annotations

import atexit
import importlib
import itertools
import logging
import threading
from functools import partial

from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal, Slot

from magnetdesk.ai.core import parallel
from magnetdesk.ai.core.search_types import SearchProgress, SearchResult

STOP_WAIT_MS = 100  # how long stop() waits for the search thread to end
QUIT_WAIT_MS = 2000

log = logging.getLogger("magnetdesk.gui")


class SearchThread(QThread):
    """One search. ``found`` carries (serial, result) unless the search was cancelled."""

    found = Signal(int, object)
    progressed = Signal(int, object)
    failed = Signal(int, str)

    def __init__(
        self,
        serial: int,
        position,
        level: int,
        seed: int | None,
        seconds: float | None = None,
        playouts: int | None = None,
    ) -> None:
        super().__init__()
        self.serial = serial
        self.position = position
        self.level = level
        self.seed = seed
        self.seconds = seconds
        self.playouts = playouts
        self.cancelled = False
        self.hurried = False

    def cancel(self) -> None:
        self.cancelled = True

    def hurry(self) -> None:
        self.hurried = True

    def run(self) -> None:
        try:
            from magnetdesk.ai.player import think  # here: the window starts without it

            result = think(
                self.position,
                self.level,
                seconds=self.seconds,
                playouts=self.playouts,
                seed=self.seed,
                stop=self._should_stop,
                progress=self._report,
                settled_pass=True,  # the window's computer plays a person
            )
        except Exception as exc:  # a bug: say so rather than think forever
            log.exception("the computer's search failed")
            if not self.cancelled:
                self.failed.emit(self.serial, str(exc))
            return
        if not self.cancelled:
            self.found.emit(self.serial, result)

    def _should_stop(self) -> bool:
        return self.cancelled or self.hurried

    def _report(self, progress: SearchProgress) -> None:
        if not self.cancelled:
            self.progressed.emit(self.serial, progress)


# Every search thread until it has ended, whoever started it: a QThread deleted while it
# runs takes the program down, so nothing else may hold the last reference.
_LIVE: set[SearchThread] = set()


class _Reaper(QObject):
    """Lets go of search threads once they have ended (in the GUI thread)."""

    @Slot()
    def reap(self) -> None:
        for thread in [t for t in _LIVE if t.isFinished()]:
            thread.wait()
            _LIVE.discard(thread)


_reaper: _Reaper | None = None


def _install() -> _Reaper:
    """Once per process: the reaper, and the clean-up at quit and at exit."""
    global _reaper
    if _reaper is None:
        app = QCoreApplication.instance()
        _reaper = _Reaper(app)
        if app is not None:
            app.aboutToQuit.connect(_quit)
        atexit.register(stop_all_searches)
    return _reaper


def _quit() -> None:
    stop_all_searches()
    parallel.shutdown()


def _adopt(thread: SearchThread) -> None:
    _LIVE.add(thread)
    thread.finished.connect(_install().reap)


def stop_all_searches(timeout_ms: int = QUIT_WAIT_MS) -> bool:
    """Cancel every search and wait for the threads; answers whether all have ended."""
    for thread in _LIVE:
        thread.cancel()
    ended = all(thread.wait(timeout_ms) for thread in list(_LIVE))
    for thread in [t for t in _LIVE if t.isFinished()]:
        _LIVE.discard(thread)
    return ended


def _cancel_each(threads: list[SearchThread], *_: object) -> None:
    for thread in threads:
        thread.cancel()


def warm_up_search() -> None:
    """Import the searches in the background (half a second of table building), so the
    computer's first move does not pay for it; the app calls it once the board is shown."""
    threading.Thread(
        target=importlib.import_module, args=("magnetdesk.ai.player",),
        name="magnetdesk-import", daemon=True,
    ).start()


def running_searches() -> int:
    """How many search threads are still alive (tests check that none is left behind)."""
    return sum(1 for t in _LIVE if not t.isFinished())


class AiWorker(QObject):
    """See the module docstring."""

    progress = Signal(int, object)  # generation, SearchProgress
    searched = Signal(int, object)  # generation, SearchResult (just before moveChosen)
    moveChosen = Signal(int, object)  # generation, move (a cell, PASS, a Medusa Turn)
    searchFailed = Signal(int, str)  # generation, what went wrong
    thinkingChanged = Signal(bool)

    _serials = itertools.count(1)

    def __init__(self, parent: QObject | None = None, seed: int | None = None) -> None:
        super().__init__(parent)
        self.seed = seed
        self._thread: SearchThread | None = None
        self._generation: int | None = None
        # The search to cancel if this object is deleted while it thinks; the callback must
        # not hold ``self``, which is being destroyed.
        self._owned: list[SearchThread] = []
        self.destroyed.connect(partial(_cancel_each, self._owned))
        _install()
        parallel.warm_up()  # the worker processes start now, not at the first move

    def think(
        self,
        position,
        generation: int,
        level: int = 3,
        *,
        seconds: float | None = None,
        playouts: int | None = None,
    ) -> None:
        """Start choosing a move for ``position`` at ``level`` 1..5 (``seconds`` and
        ``playouts`` override the level's budget); cancels the search in progress."""
        self._cancel_current()
        thread = SearchThread(
            next(self._serials), position, level, self.seed, seconds, playouts
        )
        thread.found.connect(self._found)
        thread.progressed.connect(self._progressed)
        thread.failed.connect(self._failed)
        _adopt(thread)
        self._thread = thread
        self._owned[:] = [thread]
        self._generation = generation
        thread.start()
        self.thinkingChanged.emit(True)

    def is_thinking(self) -> bool:
        return self._thread is not None

    def generation(self) -> int | None:
        """The generation being thought about, if any."""
        return self._generation if self._thread is not None else None

    def move_now(self) -> None:
        """End the search early: its best move so far is reported as usual."""
        if self._thread is not None:
            self._thread.hurry()

    def stop(self, timeout_ms: int = STOP_WAIT_MS) -> bool:
        """Cancel the search (no move will be reported for it) and wait up to ``timeout_ms``
        for its thread to end; answers whether it has ended."""
        thread = self._cancel_current()
        return thread is None or thread.wait(timeout_ms)

    def shutdown(self) -> bool:
        """Cancel everything and wait for the thread (closing the window). The worker
        processes stay for other windows; they end when the application quits."""
        thread = self._cancel_current()
        return thread is None or thread.wait(QUIT_WAIT_MS)

    def _cancel_current(self) -> SearchThread | None:
        thread, self._thread = self._thread, None
        self._owned.clear()
        if thread is not None:
            thread.cancel()
            self.thinkingChanged.emit(False)
        return thread

    def _current(self, serial: int) -> SearchThread | None:
        thread = self._thread
        if thread is None or thread.serial != serial or thread.cancelled:
            return None
        return thread

    def _finish(self) -> int | None:
        generation = self._generation
        self._thread = None
        self._owned.clear()
        self.thinkingChanged.emit(False)
        return generation

    @Slot(int, object)
    def _found(self, serial: int, result: SearchResult) -> None:
        if self._current(serial) is None:
            return
        generation = self._finish()
        self.searched.emit(generation, result)
        self.moveChosen.emit(generation, result.move)

    @Slot(int, str)
    def _failed(self, serial: int, message: str) -> None:
        if self._current(serial) is not None:
            self.searchFailed.emit(self._finish(), message)

    @Slot(int, object)
    def _progressed(self, serial: int, progress: SearchProgress) -> None:
        if self._current(serial) is not None:
            self.progress.emit(self._generation, progress)
