"""An outside engine as the coach's analyst: its ``kata-analyze`` (or ``lz-analyze``) stream
in place of our own search, in the values our search reports (:class:`SearchProgress`,
:class:`SearchResult`), so the coach draws, keeps and says it as it does ours.

:class:`EngineAnalyst` answers the calls the coach makes of its :class:`AiWorker`
(``think``, ``stop``, ``shutdown``, ``is_thinking``; ``progress`` and ``searched`` with the
generation) but is given the game's line, not only its position: the engine is brought to the
node by its moves (:class:`~magnetdesk.engines.player.EnginePlayer`: only the new moves when
it heard the others). One thread of its own talks to the engine; the stream's lines come on the
client's reader thread and go to the window as queued signals.

An engine that streams nothing (GNU Go) is refused with ``failed`` (kind ``refused``), as is a
game it does not play (``unsupported``: the coach then uses our own search); an engine that
dies or hangs gives ``failed`` with the client's words, and is started again on the next
``think``.
"""

from __future__ import annotations

import math
import queue
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Signal

from magnetdesk.ai.core.search_types import Candidate, SearchProgress, SearchResult
from magnetdesk.engine.core.vocabulary import BLACK, Illegal
from magnetdesk.engines.analysis import (
    Dialect,
    EngineAnalysis,
    Perspective,
    parse_analysis,
)
from magnetdesk.engines.client import Traffic
from magnetdesk.engines.errors import REFUSED, UNSUPPORTED, EngineError
from magnetdesk.engines.player import COLOUR_WORD, EnginePlayer, Told
from magnetdesk.engines.spec import EngineSpec

INTERVAL = 25  # centiseconds between two lines of the stream
WATCH = 0.25  # seconds between two looks at an engine that streams
REFUSAL = "{name} does not stream its analysis (it knows neither kata-analyze nor lz-analyze)"


@dataclass(frozen=True)
class _Think:
    start: Any
    moves: tuple[Told, ...]
    position: Any
    generation: int
    seconds: float


class EngineAnalyst(QObject):
    """See the module docstring. ``perspective``: whose view the engine reports its win rates
    in (KataGo's ``reportAnalysisWinratesAs``; side to move unless its config says else)."""

    progress = Signal(int, object)  # generation, SearchProgress
    searched = Signal(int, object)  # generation, SearchResult (a search with a time limit)
    failed = Signal(int, str, str)  # generation, kind (engines.errors), the words

    def __init__(self, spec: EngineSpec, traffic: Traffic | None = None,
                 perspective: Perspective = "side", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.spec = spec
        self.perspective = perspective
        self.player = EnginePlayer(spec, traffic=traffic)
        self._jobs: queue.Queue[_Think | str] = queue.Queue()
        self._thinking = threading.Event()
        self._thread = threading.Thread(target=self._run, name=f"analyst {spec.name}",
                                        daemon=True)
        self._thread.start()

    # --- the coach's calls (the window's thread) ----------------------------------------------

    def think(self, start: Any, moves: Sequence[Told], position: Any, generation: int,
              seconds: float = math.inf) -> None:
        """Analyse ``position`` (``start`` + ``moves``) until :meth:`stop`, another
        ``think``, or ``seconds`` (then ``searched``)."""
        self._thinking.set()
        self._jobs.put(_Think(start, tuple(moves), position, generation, seconds))

    def stop(self) -> None:
        self._thinking.clear()
        self._jobs.put("stop")

    def shutdown(self) -> None:
        self._thinking.clear()
        self._jobs.put("quit")
        self._thread.join(timeout=5.0)

    def is_thinking(self) -> bool:
        return self._thinking.is_set()

    # --- the analyst's thread ---------------------------------------------------------------

    def _run(self) -> None:
        job: _Think | str | None = None
        while True:
            if job is None:
                job = self._jobs.get()
            if job == "quit":
                self.player.close()
                return
            if isinstance(job, str):
                job = None
                continue
            job = self._analyse(job)

    def _analyse(self, job: _Think) -> _Think | str | None:
        """One analysis; the job that ended it (None: it ended by its time)."""
        last: list[SearchProgress] = []
        began = time.monotonic()
        try:
            engine = self.player.started()
            self.player.follow(job.start, list(job.moves))
            command, dialect = self._command(engine, job.position)
            points = len(job.position.board)

            def on_line(line: str) -> None:
                analysis = parse_analysis(line, job.position.to_move, dialect=dialect,
                                          perspective=self.perspective, points=points)
                if analysis is None:
                    return
                report = progress_of(job.position, analysis, time.monotonic() - began)
                if report is not None:
                    last[:] = [report]
                    self.progress.emit(job.generation, report)

            engine.stream(command, on_line)
        except EngineError as error:
            self._thinking.clear()
            self.failed.emit(job.generation, error.kind, str(error))
            return None
        ends = began + job.seconds
        next_job: _Think | str | None = None
        while next_job is None and time.monotonic() < ends:
            try:
                next_job = self._jobs.get(timeout=min(WATCH, max(0.0, ends - time.monotonic())))
            except queue.Empty:
                if engine.failed is not None:  # it died or hung while it streamed
                    self._thinking.clear()
                    self.failed.emit(job.generation, engine.failed.kind, str(engine.failed))
                    return None
        try:
            engine.stop_stream()
        except EngineError as error:
            self._thinking.clear()
            self.failed.emit(job.generation, error.kind, str(error))
            return next_job
        if next_job is None:
            self._thinking.clear()
            self.searched.emit(job.generation, result_of(last[0] if last else None))
        return next_job

    def _command(self, engine: Any, position: Any) -> tuple[str, Dialect]:
        colour = COLOUR_WORD[position.to_move]
        if engine.knows("kata-analyze"):
            return f"kata-analyze {colour} {INTERVAL} ownership true", "kata"
        if engine.knows("lz-analyze"):
            return f"lz-analyze {colour} {INTERVAL}", "lz"
        raise EngineError(REFUSAL.format(name=self.player.name), REFUSED)


def progress_of(position: Any, analysis: EngineAnalysis, elapsed: float
                ) -> SearchProgress | None:
    """The engine's line as our search's report: its candidates as our moves (a move our rules
    cannot read is left out, a line cut at its first such move), its ownership on our cells,
    ``lead`` the points the side to move leads by (None when not sent)."""
    candidates = []
    for found in analysis.candidates:
        move = position.parse_move(found.move)
        if isinstance(move, Illegal):
            continue
        line = []
        for text in found.pv:
            step = position.parse_move(text)
            if isinstance(step, Illegal):
                break
            line.append(step)
        candidates.append(Candidate(move, found.visits, found.win_rate, tuple(line) or (move,),
                                    found.prior or 0.0))
    if not candidates:
        return None
    best = analysis.candidates[0]
    lead = analysis.score_lead if analysis.score_lead is not None else best.score_lead
    return SearchProgress(analysis.visits, candidates[0].move, candidates[0].win_rate, elapsed,
                          tuple(candidates), cells_of(position, analysis.ownership),
                          lead=lead)


def result_of(report: SearchProgress | None) -> SearchResult:
    """A time-limited analysis's answer: its last report's best move, and the mover's value
    over all candidates weighted by their visits (as our search's ``value``)."""
    if report is None:
        return SearchResult(move=None, playouts=0, win_rate=0.5)
    visits = sum(c.visits for c in report.candidates)
    value = (sum(c.visits * c.win_rate for c in report.candidates) / visits if visits
             else report.win_rate)
    return SearchResult(report.best_move, report.playouts, report.win_rate,
                        ownership=report.ownership, elapsed=report.elapsed, value=value,
                        lead=report.lead)


def cells_of(position: Any, ownership: tuple[float, ...] | None) -> tuple[float, ...] | None:
    """Black's ownership in the engine's order (row by row from the top) on our cells."""
    topology = position.topology
    size = getattr(topology, "size", 0)
    if ownership is None or size * size != len(ownership) or len(position.board) != len(
            ownership):
        return None
    cells = [0.0] * len(ownership)
    for i, value in enumerate(ownership):
        row, column = divmod(i, size)
        cells[topology.index[(column, size - 1 - row)]] = value
    return tuple(cells)


def line_of(record: Any, node: Any) -> tuple[Any, list[Told]]:
    """The start position and the moves that lead to ``node``; EngineError (``unsupported``)
    for a line with stones set up by hand after the start."""
    path = node.path()
    moves: list[Told] = []
    for step in path[1:]:
        if step.setup is not None:
            raise EngineError("stones set up by hand cannot be told to an outside engine",
                              UNSUPPORTED)
        if step.play is not None:
            moves.append((step.play.colour, step.play.text))
    return record.position(path[0]), moves


def black_of(position: Any, lead: float | None) -> float | None:
    """The side to move's lead as Black's."""
    if lead is None:
        return None
    return lead if position.to_move == BLACK else -lead
