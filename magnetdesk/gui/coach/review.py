"""Game ▸ Review game: every position of the current line searched in the background, one after
the other, with a chosen budget; what each search found is kept at its node
(:mod:`magnetdesk.record.analysis`: the win rate, the best move, the lead), so the win-rate
graph fills as it goes, and the moves that cost much are marked in the move list and the game
tree (and, if asked, get a comment with the better move). It can be stopped at any time; the
positions searched so far keep their analysis. A search that played no game at all (the worker
processes still starting, a budget too short) is run once more; if it plays none again, its
position is left without analysis rather than given a "best" move nobody searched.

With an outside engine as the analyst (:meth:`Review.use`), each position is its stream for the
budget's seconds, its ``scoreLead`` the lead kept."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from magnetdesk.ai.core.search_types import SearchResult
from magnetdesk.ai.lead import black_lead
from magnetdesk.engine.core.vocabulary import BLACK
from magnetdesk.engines.errors import EngineError
from magnetdesk.gui.common.ai_worker import AiWorker
from magnetdesk.gui.common.words import cost_words
from magnetdesk.record.analysis import NodeAnalysis, analysis_of, set_analysis, verdict
from magnetdesk.translation import QT_TR_NOOP, tr

REVIEW_LEVEL = 5
BUDGETS = {  # seconds a position
    "quick": 0.5,
    "normal": 2.0,
    "deep": 6.0,
}
BUDGET_NAMES = {
    "quick": QT_TR_NOOP("Quick (half a second a move)"),
    "normal": QT_TR_NOOP("Normal (2 seconds a move)"),
    "deep": QT_TR_NOOP("Deep (6 seconds a move)"),
}
VERDICTS = {
    "mistake": QT_TR_NOOP("Mistake: this move loses {cost} (better: {best})"),
    "blunder": QT_TR_NOOP("Blunder: this move loses {cost} (better: {best})"),
}


class Review(QObject):
    """See the module docstring. ``positions(node)`` gives a node's position."""

    progressed = Signal(int, int)  # positions searched, of how many
    finished = Signal(bool)  # True: every position searched; False: stopped

    def __init__(self, positions: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.positions = positions
        self.worker = AiWorker(self)
        self.worker.searched.connect(self._searched)
        self.nodes: list[Any] = []
        self.index = 0
        self.seconds = BUDGETS["quick"]
        self.comment = False
        self.running = False
        self.generation = 0
        self.again = False  # the position at index is searched a second time
        self.outside: Any = None  # an EngineAnalyst in place of our search, or None
        self.line_of: Any = None  # node -> (start, moves) for the outside engine
        self.ours_only: Any = lambda: False  # True: this game is our search's (see use)

    def use(self, outside: Any, line_of: Any, ours_only: Any = None) -> None:
        """Review with the outside analyst ``outside`` (None: our search); ``line_of(node)``
        gives the start and the moves that lead to a node; ``ours_only()`` whether the game
        being reviewed is one the outside analyst does not play (our search reviews it)."""
        if self.outside is not None:
            self.outside.searched.disconnect(self._outside_searched)
        self.outside, self.line_of = outside, line_of
        self.ours_only = ours_only or (lambda: False)
        if outside is not None:
            outside.searched.connect(self._outside_searched)

    def _outside_searched(self, generation: int, result: SearchResult) -> None:
        """The outside analyst serves the coach too: the review's searches are its negative
        generations."""
        if generation == -self.generation:
            self._searched(self.generation, result)

    def _think(self, node: Any, position: Any) -> None:
        self.generation += 1
        if self.outside is None or self.ours_only():
            self.worker.think(position, self.generation, REVIEW_LEVEL, seconds=self.seconds)
            return
        try:
            start, moves = self.line_of(node)
        except EngineError:
            self.stop()
            return
        self.outside.think(start, moves, position, -self.generation, self.seconds)

    def start(self, nodes: list[Any], seconds: float, comment: bool = False) -> None:
        """Review ``nodes`` (a line from its start) at ``seconds`` a position; ``comment``:
        write the verdicts into the nodes' comments at the end."""
        self.stop()
        self.nodes, self.index, self.again = list(nodes), 0, False
        self.seconds, self.comment = seconds, comment
        self.running = True
        self._next()

    def retry(self) -> None:
        """Search the current position again (the outside analyst refused this game: our
        search takes it and the rest)."""
        if self.running and self.index < len(self.nodes):
            node = self.nodes[self.index]
            self._think(node, self.positions(node))

    def stop(self) -> None:
        """Stop; what was searched stays."""
        if not self.running:
            return
        self.running = False
        self.generation += 1
        self.worker.stop()
        if self.outside is not None:
            self.outside.stop()
        self.finished.emit(False)

    def shutdown(self) -> None:
        self.stop()
        self.worker.shutdown()

    def _next(self) -> None:
        while self.index < len(self.nodes):
            node = self.nodes[self.index]
            position = self.positions(node)
            end = position.end
            if end is None:
                self._think(node, position)
                return
            if not end.needs_scoring:  # a game the rules decided: its result is its value
                black = 0.5 if end.winner is None else 1.0 if end.winner == BLACK else 0.0
                set_analysis(node, NodeAnalysis(black))
            self.index += 1
            self.progressed.emit(self.index, len(self.nodes))
        self._finish()

    def _searched(self, generation: int, result: SearchResult) -> None:
        if generation != self.generation or not self.running:
            return
        node = self.nodes[self.index]
        position = self.positions(node)
        if not result.playouts and not self.again:
            self.again = True  # not one game played (the processes were starting): once more
            self._think(node, position)
            return
        self.again = False
        if result.playouts:  # a move chosen without a game played is no finding: not kept
            mover = result.value if result.value is not None else result.win_rate
            black = mover if position.to_move == BLACK else 1.0 - mover
            lead = black_lead(position, result.ownership) if result.lead is None else (
                result.lead if position.to_move == BLACK else -result.lead)
            set_analysis(node, NodeAnalysis(black, result.playouts,
                                            position.move_text(result.move), lead))
        self.index += 1
        self.progressed.emit(self.index, len(self.nodes))
        self._next()

    def _finish(self) -> None:
        self.running = False
        if self.comment:
            for node in self.nodes:
                write_verdict(node)
        self.finished.emit(True)


def write_verdict(node: Any) -> bool:
    """Add the review's verdict on the move that led to ``node`` to its comment (once);
    whether it did."""
    graded = verdict(node)
    before = analysis_of(node.parent) if node.parent is not None else None
    if graded is None or before is None or before.best is None:
        return False
    text = tr(VERDICTS[graded]).format(cost=cost_words(node), best=before.best)
    if text in node.comment:
        return False
    node.comment = f"{node.comment}\n{text}".strip()
    return True


def mistakes(nodes: list[Any]) -> dict[str, int]:
    """How many ``mistake`` and ``blunder`` moves ``nodes`` hold."""
    counts = {"mistake": 0, "blunder": 0}
    for node in nodes:
        graded = verdict(node)
        if graded is not None:
            counts[graded] += 1
    return counts
