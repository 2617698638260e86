"""The coach of one window: live analysis (View ▸ Analysis, F2) and the hint (Ctrl+H).

The analysis searches the position on the board in the worker processes, through its own
:class:`~magnetdesk.gui.common.ai_worker.AiWorker`, until the position changes (then it starts again
on the new one) or it is switched off. It draws the search's candidates on the board
(:mod:`magnetdesk.gui.board.analysis_item`: win rate and visits, the best ringed), the
ownership where the search has one (the Go family and Medusa), and, for the candidate under
the mouse, the line the search expects; the status bar says how the game stands. It gives way
to the computer opponent (one search at a time uses the processes) and waits while a Medusa
turn is half played, in the scoring phase and once the game is over.

The hint shows the best move for the side to move without playing it: the analysis's best
when it runs (ringed already; the status bar says so, with the count), else the result of a
short search, drawn with the visits its last report gave the move.

With an outside engine chosen as the analyst (:meth:`Coach.set_analyst`,
:mod:`magnetdesk.gui.coach.outside`), the analysis, the hint and the review take its stream
instead of our search, for the games it plays (plain Go); our search stays for the others. An
engine that fails or streams nothing is said in the status bar and the analysis waits.
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QLabel

from magnetdesk.ai.core.search_types import Candidate, SearchProgress, SearchResult
from magnetdesk.ai.lead import black_lead
from magnetdesk.engine.core.vocabulary import BLACK, EMPTY, Illegal
from magnetdesk.engines.errors import UNSUPPORTED, EngineError
from magnetdesk.engines.spec import EngineSpec
from magnetdesk.gui.board.analysis_item import AnalysisItem, LineStone, Spot
from magnetdesk.gui.board.families import family_of, position_family
from magnetdesk.gui.board.items import Z_OVERLAY
from magnetdesk.gui.coach.outside import EngineAnalyst, black_of, line_of
from magnetdesk.gui.coach.review import Review
from magnetdesk.gui.common.ai_worker import AiWorker
from magnetdesk.gui.common.gtp_console import GtpConsole, TrafficLog
from magnetdesk.gui.common.words import COLOUR_NAMES, number_text
from magnetdesk.record.analysis import NodeAnalysis, analysis_of, set_analysis
from magnetdesk.translation import tr

ANALYSIS_LEVEL = 5  # the strongest level's knowledge, without its time limit
UNLIMITED = 10**9  # playouts: the analysis runs until it is stopped
HINT_SECONDS = 2.0  # the search for a hint when the analysis is off
SHOWN = 8  # the candidates drawn on the board


class Coach(QObject):
    """See the module docstring; ``window`` is the MainWindow."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        self.worker = AiWorker(self)
        self.item = AnalysisItem(Z_OVERLAY + 1)
        self.board.add_overlay(self.item)
        self.summary = QLabel()
        self.summary.setObjectName("analysis-summary")
        window.statusBar().addPermanentWidget(self.summary)
        self.summary.hide()
        self.on = False
        self.generation = 0
        self.position: Any = None  # the position analysed (or searched for a hint)
        self.report: SearchProgress | None = None
        self.hinting = False  # a search for a hint is running
        self.hint_report: SearchProgress | None = None  # its last report
        self.hint_shown = False
        self.hint_wanted = False  # Ctrl+H with the analysis on, before its first report
        self.review = Review(lambda node: window.game.record.position(node), self)
        self.review.finished.connect(lambda whole: self.follow())
        self.outside: EngineAnalyst | None = None  # the outside engine chosen as the analyst
        self.outside_off: set[int] = set()  # the games (ids) it does not play: ours analyses
        self.outside_failure = ""  # why the outside analyst failed (said, then waited on)
        self.traffic: TrafficLog | None = None  # its exchange, for the GTP console
        self.console: GtpConsole | None = None
        self.worker.progress.connect(self._progress)
        self.worker.searched.connect(self._searched)
        self.board.hovered.connect(self._hovered)

    @property
    def board(self) -> Any:
        return self.window.view.board

    @property
    def reviewing(self) -> bool:
        return self.review.running

    # --- the analyst --------------------------------------------------------------------------

    def set_analyst(self, spec: EngineSpec | None, traffic: Any = None,
                    perspective: Any = "side") -> None:
        """Analyse with the outside engine ``spec`` (None: our own search); ``traffic`` gets
        its exchange line by line (the GTP console)."""
        self._stop()
        self.review.stop()
        if self.outside is not None:
            self.outside.shutdown()
            self.outside.deleteLater()
            self.outside = None
        if self.console is not None:
            self.console.close()
            self.console.deleteLater()
            self.console = None
        self.traffic = None if spec is None else traffic or TrafficLog(self)
        self.outside_off.clear()
        self.outside_failure = ""
        if spec is not None:
            self.outside = EngineAnalyst(spec, self.traffic, perspective, self)
            self.outside.progress.connect(self._progress)
            self.outside.searched.connect(self._searched)
            self.outside.failed.connect(self._outside_failed)
        self.review.use(self.outside, self._line_of,
                        lambda: id(self.window.game.record) in self.outside_off)
        self.follow()

    def show_console(self) -> Any:
        """The GTP console of the outside analyst (a dock at the window's right), or None
        when our search analyses."""
        if self.outside is None or self.traffic is None:
            return None
        if self.console is None:
            outside = self.outside
            self.console = GtpConsole(outside.player.name, self.traffic,
                                      lambda text: outside.player.started().send(text),
                                      self.window)
            self.window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.console)
        self.console.show()
        return self.console

    def analyst(self) -> EngineAnalyst | None:
        """The outside analyst for the game shown, None when our search analyses it."""
        if self.outside is None or id(self.window.game.record) in self.outside_off:
            return None
        return self.outside

    def _line_of(self, node: Any) -> Any:
        return line_of(self.window.game.record, node)

    def _outside_failed(self, generation: int, kind: str, message: str) -> None:
        record = self.window.game.record
        if kind == UNSUPPORTED:  # a game it does not play: our search analyses it
            self.outside_off.add(id(record))
            self.window.say(tr("Our own search analyses this game: {reason}").format(
                reason=message))
            if self.review.running:
                self.review.retry()  # the review goes on with our search
                return
            self._stop()
            self.follow()
            return
        self.outside_failure = message
        self.review.stop()
        self._stop()
        self.summary.setText(tr("Analysis waits"))
        self.window.say(tr("The analysing engine failed: {reason}").format(reason=message))

    def review_line(self, nodes: list[Any], seconds: float, comment: bool) -> None:
        """Review ``nodes`` (the analysis waits meanwhile: one search at a time)."""
        self._stop()
        self.review.start(nodes, seconds, comment)

    # --- following the game ---------------------------------------------------------------

    def set_on(self, on: bool) -> None:
        """Switch the analysis on or off."""
        self.on = on
        self.summary.setVisible(on)
        self._stop()
        self.follow()

    def follow(self) -> None:
        """The window shows another position (or the computer starts or stops thinking):
        analyse it if the analysis is on and the position can be analysed."""
        position = self.window.position
        can = self._can_analyse(position)
        busy = self._worker_busy() or self.report is not None or self.hint_shown
        if can and position is self.position and busy:
            return  # analysing it already, or its hint is shown
        self._stop()
        if not can:
            self.summary.setText(tr("Analysis waits") if self.on else "")
            return
        if self.on:
            if self.outside_failure and self.analyst() is not None:
                self.summary.setText(tr("Analysis waits"))  # said once; a new choice retries
                return
            self._start(position, seconds=math.inf, playouts=UNLIMITED)
            self.summary.setText(tr("Analysing…"))

    def stop(self) -> None:
        """The window closes."""
        self._stop()
        self.worker.shutdown()
        self.review.shutdown()
        if self.outside is not None:
            self.outside.shutdown()

    def _worker_busy(self) -> bool:
        outside = self.analyst()
        return outside.is_thinking() if outside is not None else self.worker.is_thinking()

    def _can_analyse(self, position: Any) -> bool:
        window = self.window
        return (
            family_of(window.game.record.variant).computer
            and position.end is None
            and not window.searching
            and window.turn_in_progress() is None
            and window.scoring.isHidden()
            and not self.review.running
        )

    def _start(self, position: Any, **budget: float) -> None:
        self.generation += 1
        self.position = position
        self.report = None
        outside = self.analyst()
        if outside is None:
            self.worker.think(position, self.generation, ANALYSIS_LEVEL, **budget)  # type: ignore[arg-type]
            return
        try:
            start, moves = self._line_of(self.window.game.node)
        except EngineError as error:
            self._outside_failed(self.generation, error.kind, str(error))
            return
        outside.think(start, moves, position, self.generation, budget.get("seconds", math.inf))

    def _stop(self) -> None:
        self.generation += 1
        self.worker.stop()
        if self.outside is not None:
            self.outside.stop()
        self.position = None
        self.report = None
        self.hinting = self.hint_shown = self.hint_wanted = False
        self.hint_report = None
        self.item.clear()

    # --- what the search says -------------------------------------------------------------

    def _progress(self, generation: int, report: SearchProgress) -> None:
        if generation != self.generation:
            return
        if self.hinting:
            self.hint_report = report  # the hint's visits come from its last report
            return
        self.report = report
        self._draw(report.candidates[:SHOWN], report.ownership)
        best = report.candidates[0] if report.candidates else None
        if best is not None:
            self.summary.setText(self._summary_text(report, best))
            self._keep(report, best)
            if self.hint_wanted:
                self._say_analysis_hint(report)

    def _keep(self, report: SearchProgress, best: Candidate) -> None:
        """What the analysis found at the node on the board is kept there (the graph shows
        it; a saved file has it), unless the node already knows more."""
        window = self.window
        node = window.game.node
        if (window.turn_in_progress() is not None or self.position is not window.position
                or not report.playouts):
            return
        known = analysis_of(node)
        if known is not None and known.visits >= report.playouts:
            return
        visits = sum(c.visits for c in report.candidates) or 1
        mover = sum(c.visits * c.win_rate for c in report.candidates) / visits  # the root's
        black = mover if self.position.to_move == BLACK else 1.0 - mover
        lead = black_of(self.position, report.lead)
        set_analysis(node, NodeAnalysis(black, report.playouts,
                                        self.position.move_text(best.move),
                                        black_lead(self.position, report.ownership)
                                        if lead is None else lead))
        window.graph.update()
        window.tree.tree.update()  # the move's verdict may change with it

    def _draw(self, candidates: tuple[Candidate, ...],
              ownership: tuple[float, ...] | None) -> None:
        cells = family_of(self.window.game.record.variant).view.move_cells
        best = candidates[0].win_rate if candidates else 0.0
        spots = []
        for rank, candidate in enumerate(candidates):
            origin, landing = cells(self.position, candidate.move)
            if landing is None:
                continue
            spots.append(Spot(
                self.board.cell_point(landing),
                None if origin is None else self.board.cell_point(origin),
                candidate.win_rate, candidate.visits, rank, max(0.0, best - candidate.win_rate),
            ))
        owners = []
        if ownership is not None and self.on:
            board = self.position.board
            owners = [(self.board.cell_point(cell), value) for cell, value in
                      enumerate(ownership) if cell < len(board) and _shown(board[cell], value)]
        self.item.set_analysis(spots, owners)

    def _hovered(self, cell: int | None, shift: bool) -> None:
        """The line of the candidate under the mouse, as numbered stones."""
        report = self.report
        if report is None or cell is None:
            self.item.set_line([])
            return
        cells = family_of(self.window.game.record.variant).view.move_cells
        under = next((c for c in report.candidates[:SHOWN]
                      if cells(self.position, c.move)[1] == cell), None)
        self.item.set_line([] if under is None else self._line(under))
        if under is not None:
            self.summary.setText(self._line_words(under))
        elif report.candidates:
            self.summary.setText(self._summary_text(report, report.candidates[0]))

    def _summary_text(self, report: SearchProgress, best: Candidate) -> str:
        if self.analyst() is None:
            return analysis_text(self.position, report, best)
        return tr("{colour} {rate}% · {move} · {count} (engine: {name})").format(
            colour=tr(COLOUR_NAMES[self.position.to_move]),
            rate=f"{best.win_rate * 100:.1f}", move=self.position.move_text(best.move),
            count=visits_words(report.playouts), name=self.outside.player.name
            if self.outside is not None else "")

    def _line_words(self, candidate: Candidate) -> str:
        """``56.2%: E5 D4 C6 …``: the candidate's win rate and its line in the family's
        words (chess: SAN; Medusa: whole turns)."""
        words = family_of(self.window.game.record.variant).view.move_words
        position, texts = self.position, []
        for move in candidate.pv:
            after = position.attempt(move)
            if isinstance(after, Illegal):
                break
            texts.append(words(position, move))
            position = after.position
            if position.end is not None:
                break
        return f"{candidate.win_rate * 100:.1f}%: " + "  ".join(texts)

    def _line(self, candidate: Candidate) -> list[LineStone]:
        cells = family_of(self.window.game.record.variant).view.move_cells
        position, stones = self.position, []
        for number, move in enumerate(candidate.pv, 1):
            landing = cells(position, move)[1]
            if landing is not None:
                stones.append(LineStone(self.board.cell_point(landing), position.to_move,
                                        number))
            after = position.attempt(move)
            if isinstance(after, Illegal) or after.position.end is not None:
                break
            position = after.position
        return stones

    # --- the hint -------------------------------------------------------------------------

    def hint(self) -> None:
        """Ctrl+H: show the best move for the side to move, without playing it. With the
        analysis on it is the analysis's best (ringed already; its first report is waited
        for), else the result of a short search of its own."""
        position = self.window.position
        if not self._can_analyse(position):
            self.window.say(tr("No hint here"))
            return
        self.window.say(tr("Looking for a hint…"))
        if self.on:
            self.hint_wanted = True
            if self.report is not None and self.report.candidates:
                self._say_analysis_hint(self.report)
            return
        self._stop()
        self.hinting = True
        self._start(position, seconds=HINT_SECONDS)

    def _say_analysis_hint(self, report: SearchProgress) -> None:
        self.hint_wanted = False
        best = report.candidates[0]
        self.window.say(tr("Hint: {move} ({colour} wins {rate}%; the analysis's best after "
                            "{count})").format(**self._hint_words(best.move, best.win_rate,
                                                                  report.playouts)))

    def _searched(self, generation: int, result: SearchResult) -> None:
        if generation != self.generation or not self.hinting:
            return
        self.hinting = False
        if not result.playouts:  # the outside engine sent no line in the time
            self.window.say(tr("No hint here"))
            return
        last = self.hint_report
        visits = None if last is None else next(
            (c.visits for c in last.candidates if c.move == result.move), None)
        self.show_move(result.move, result.win_rate, visits)
        self.window.say(tr("Hint: {move} ({colour} wins {rate}%; a {seconds}-second search, "
                            "{count})").format(
            seconds=f"{HINT_SECONDS:g}",
            **self._hint_words(result.move, result.win_rate, result.playouts)))

    def _hint_words(self, move: Any, win_rate: float, playouts: int) -> dict[str, str]:
        position = self.position
        count = visits_words(playouts) if self.analyst() is not None else tr(
            position_family(position).searched).format(count=number_text(playouts))
        return {"move": position.move_text(move), "colour": tr(COLOUR_NAMES[position.to_move]),
                "rate": f"{win_rate * 100:.0f}", "count": count}

    def show_move(self, move: Any, win_rate: float, visits: int | None) -> None:
        """Draw ``move`` alone as the best for the side to move (the hint; the teaching
        game's better move), with ``visits`` (None: not known, not drawn)."""
        position = self.position if self.position is not None else self.window.position
        self.position, self.hint_shown = position, True
        origin, landing = family_of(self.window.game.record.variant).view.move_cells(
            position, move)
        spots = [] if landing is None else [Spot(
            self.board.cell_point(landing),
            None if origin is None else self.board.cell_point(origin),
            win_rate, visits, 0, 0.0)]
        self.item.set_analysis(spots, self.item.owners)


def analysis_text(position: Any, report: SearchProgress, best: Candidate) -> str:
    """``Black 56.2% · D4 · 12,340 games`` (chess: the positions its search looked at)."""
    count = tr(position_family(position).searched).format(count=number_text(report.playouts))
    return tr("{colour} {rate}% · {move} · {count}").format(
        colour=tr(COLOUR_NAMES[position.to_move]), rate=f"{best.win_rate * 100:.1f}",
        move=position.move_text(best.move), count=count)


def visits_words(visits: int) -> str:
    """``1,240 visits``: an outside engine's count."""
    return tr("%n visit(s)", None, visits).replace(str(visits), number_text(visits))


def _shown(stone: int, owner: float) -> bool:
    """Whether the ownership of a cell is drawn: on an empty point, and on a stone the other
    side is likely to own in the end (a dead one); not on a stone that is its owner's."""
    if stone == EMPTY:
        return True
    return (owner > 0) != (stone == BLACK)
