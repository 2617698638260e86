"""The board of the problem browser: one problem's position on the real board scene, the moves
tried on it, and the answers of the problem's judge (:func:`magnetdesk.learn.problems.judge`).

:class:`ProblemBoard` owns a :class:`~magnetdesk.gui.board.view.BoardView` and knows nothing
of the window around it: it takes what the board offers (a click of the Go family, a chess
move, Medusa's actions gathered into a turn and ended by :meth:`ProblemBoard.done`), asks the
engine whether it is legal (a refusal is ``said(message)`` with the engine's reason), and a
legal try goes to the judge: "go on" plays the opponent's reply on the board (animated after
the try), "wrong" plays the refutation if there is one and locks the board, "right" locks it
and says ``solved``. :meth:`ProblemBoard.show_answer` plays the solution from the start, one
move every ``step_ms``. Nothing here touches a game record.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, QTimer, Signal

from magnetdesk.engine.core.vocabulary import Illegal, Move, Transition
from magnetdesk.gui.board.families import position_family
from magnetdesk.gui.board.items import Z_OVERLAY, MarksItem
from magnetdesk.gui.board.painters.common import UNIT
from magnetdesk.gui.board.scene import BoardMode
from magnetdesk.gui.board.view import BoardView
from magnetdesk.gui.learn.reply_words import refutation_words
from magnetdesk.learn.goals import Tally
from magnetdesk.learn.problems import (
    Answer,
    Problem,
    judge,
    on_right_path,
    reading_of,
    solution,
)
from magnetdesk.translation import QT_TR_NOOP, sentence, sentences, tr

ANSWER_STEP_MS = 900  # between two moves of a shown answer
AREA_MARGIN = 2.5  # cell steps shown round a problem's stones on a big board
AREA_MINIMUM = 9.0  # cell steps: the smallest area shown
BIG_BOARD = 100  # cells: a board this big shows only its problem's area
TRYING, RIGHT, WRONG, ANSWER = "trying", "right", "wrong", "answer"
BAD_REPLY = QT_TR_NOOP("The problem's answer {move} cannot be played here: {why}")
ANSWER_SHOWN = QT_TR_NOOP("That is the answer. Retry (Backspace) to play it yourself.")
RETRY_HINT = QT_TR_NOOP("Backspace: retry")
TURN_GOES_ON = QT_TR_NOOP("{action} · Done (Enter) ends the turn")


def focus(problem: Problem) -> list[int]:
    """The stones of ``problem``'s start within the search's reach of its marked cells (all
    its stones when it sets no reach)."""
    stones = [c for c, stone in enumerate(problem.start.board) if stone]
    if problem.reach is None or not problem.marked:
        return stones
    zone = reading_of(problem).zone(problem.start)
    return [c for c in stones if c in zone]


def region(problem: Problem) -> list[int]:
    """The marked cells of ``problem`` and every cell its right lines and its stored wrong
    tries change (a refutation away from them widens the board shown when it is played)."""
    start = problem.start
    cells = [c for c in map(start.topology.parse, problem.marked) if c is not None]
    record = problem.record
    if record is None:
        return cells
    nodes = [(record.root, start)]
    while nodes:
        node, before = nodes.pop()
        for child in node.children:
            if node is not record.root and not on_right_path(child):
                continue  # a refutation
            after = record.position(child)
            cells += [c for c, stone in enumerate(after.board) if before.board[c] != stone]
            nodes.append((child, after))
    return cells


def wrong_words(problem: Problem, answer: Answer) -> str:
    """A wrong try's message: the judge's, and what its refutation does in words."""
    if answer.refutation is None:
        return answer.message
    clauses = refutation_words(problem, answer.refutation)
    return sentences(answer.message, *(sentence(clause) for clause in clauses))


class ProblemBoard(QObject):
    """See the module docstring. ``said(text, state)`` reports what a person should read:
    the state is TRYING (a neutral note or a refusal), RIGHT, WRONG or ANSWER; ``failed``
    comes with a try the judge calls wrong, ``solved`` with the right one; ``changed``
    comes whenever the board's state changes (the window updates its buttons)."""

    said = Signal(str, str)
    solved = Signal(object)  # the Problem
    failed = Signal(object)  # the Problem: a try judged wrong
    changed = Signal()

    def __init__(self, parent: QObject | None = None, step_ms: int = ANSWER_STEP_MS) -> None:
        super().__init__(parent)
        self.view = BoardView()
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys are the window's
        self.view.cellClicked.connect(self._cell_clicked)
        self.view.actionChosen.connect(self._action_chosen)
        self.view.illegalClick.connect(lambda text: self.said.emit(text, TRYING))
        self.problem: Problem | None = None
        self.position: Any = None  # the position after the whole moves played
        self.moves: list[str] = []  # the move texts since the start, tries and replies
        self.steps: list[Transition[Any]] = []  # the actions of a turn in progress (Medusa)
        self.last: Transition[Any] | None = None  # the last move played (its marks are drawn)
        self.state = TRYING
        self.marked = MarksItem(Z_OVERLAY)  # a ring round each point the goal names
        self.tally: Tally | None = None  # the marked stones and pieces followed as they move
        self.view.board.addItem(self.marked)
        self._answer: list[str] = []
        self._timer = QTimer(self)
        self._timer.setInterval(step_ms)
        self._timer.timeout.connect(self._answer_step)

    # --- what is shown --------------------------------------------------------------------

    def start(self, problem: Problem) -> None:
        """Show ``problem``'s start, ready for the solver's first try."""
        self._timer.stop()
        self.problem = problem
        self.position = problem.start
        self.moves = []
        self.steps = []
        self.last = None
        self._set_state(TRYING)
        self.view.board.set_position(self.position)
        self.tally = problem.aim.tally()
        self._mark()
        self.view.show_area(self._area(problem))

    def _area(self, problem: Problem) -> QRectF | None:
        """On a big board (Medusa), the part that holds the problem and a margin round it:
        all its stones when they lie in one part (a lesson), else its region (the marked
        cells, the stones within the search's reach of them, every cell the answer and the
        stored tries change); None: the whole board."""
        if problem.start.topology.cell_count < BIG_BOARD:
            return None
        stones = [c for c, stone in enumerate(problem.start.board) if stone]
        return self._square_round(stones + region(problem)) or self._square_round(
            focus(problem) + region(problem))

    def _square_round(self, cells: list[int]) -> QRectF | None:
        """The square round ``cells`` with a margin (at least :data:`AREA_MINIMUM` steps);
        None when it would take most of the board anyway, or there are no cells."""
        if not cells:
            return None
        board = self.view.board
        points = [board.cell_point(c) for c in cells]
        xs, ys = [p.x() for p in points], [p.y() for p in points]
        centre = QPointF((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2)
        side = max(max(xs) - min(xs), max(ys) - min(ys)) + 2 * AREA_MARGIN * UNIT
        side = max(side, AREA_MINIMUM * UNIT)
        whole = board.sceneRect()
        if side >= 0.7 * min(whole.width(), whole.height()):
            return None
        return QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side)

    def _reveal(self, before: Any, outcome: Transition[Any]) -> None:
        """Widen the area shown so that every cell ``outcome`` changed is in it (a reply
        the search found away from the problem's region)."""
        area = self.view.area
        if area is None:
            return
        board = self.view.board
        changed = [c for c, stone in enumerate(outcome.position.board) if before.board[c] != stone]
        outside = [c for c in changed if not area.contains(board.cell_point(c))]
        if outside:
            corners = [area.topLeft(), area.bottomRight()]
            points = corners + [board.cell_point(c) for c in outside]
            xs, ys = [p.x() for p in points], [p.y() for p in points]
            margin = AREA_MARGIN * UNIT
            self.view.show_area(QRectF(QPointF(min(xs) - margin, min(ys) - margin),
                                       QPointF(max(xs) + margin, max(ys) + margin)))

    def _mark(self) -> None:
        """Ring the points the goal names: a stone or a piece the goal follows where it
        stands now (none once taken), a point or a square where it was named."""
        problem = self.problem
        if problem is None or self.tally is None:
            return
        followed = problem.aim.tally().left
        named = [problem.start.topology.parse(name) for name in problem.marked]
        cells = [c for c in named if c is not None and c not in followed]
        cells += sorted(self.tally.left)
        board = self.view.board
        self.marked.set_rect(board.sceneRect())  # drawn wherever the view shows the board
        self.marked.set_marks(rings=[board.cell_point(c) for c in cells])

    def retry(self) -> None:
        if self.problem is not None:
            self.start(self.problem)

    def shown_position(self) -> Any:
        """The position on the board: after the turn in progress, if any."""
        return self.steps[-1].position if self.steps else self.position

    def turn_begun(self) -> bool:
        return bool(self.steps)

    def answering(self) -> bool:
        """Whether a shown answer is still being played."""
        return self._timer.isActive()

    def _set_state(self, state: str) -> None:
        self.state = state
        playing = state == TRYING and self.problem is not None
        self.view.board.set_mode(BoardMode.PLAY if playing else BoardMode.LOCKED)
        self.changed.emit()

    # --- the solver's tries ---------------------------------------------------------------

    def _cell_clicked(self, cell: int) -> None:
        if self.state == TRYING and self.position is not None:
            self.try_move(self.position.move_text(cell))

    def _action_chosen(self, action: Move) -> None:
        if self.state != TRYING or self.position is None:
            return
        actions = position_family(self.position).engine.turn_actions
        if actions is None:
            self.try_move(self.position.move_text(action))
            return
        turn = self.shown_position()
        outcome = turn.attempt(action)
        if isinstance(outcome, Illegal):
            self.said.emit(outcome.message, TRYING)
            return
        self.steps.append(outcome)
        only_done = outcome.position.legal_actions() == [actions.done]
        if only_done and not any(actions.is_movement(step.move) for step in self.steps):
            self.done()  # a lone placement, and nothing else can be done
            return
        self.view.board.set_position(outcome.position, self._turn_so_far(), animate=outcome)
        self.said.emit(tr(TURN_GOES_ON).format(action=turn.move_text(action)), TRYING)
        self.changed.emit()

    def _turn_so_far(self) -> Transition[Any]:
        position = self.shown_position()
        effects = tuple(e for step in self.steps for e in step.effects)
        return Transition(position, position.turn_so_far, effects)

    def done(self) -> None:
        """Done (Enter): the turn in progress is the try (unless it may not end here); with
        nothing done yet in a family of turns, a complete pass is the try."""
        if self.state != TRYING or self.position is None:
            return
        actions = position_family(self.position).engine.turn_actions
        if actions is None:
            return
        if not self.steps:
            self.try_move(self.position.move_text(actions.done))
            return
        turn = self.steps[-1].position
        refused = turn.attempt(actions.done)
        if isinstance(refused, Illegal):
            self.said.emit(refused.message, TRYING)
            return
        last = self.steps[-1]
        self.steps = []
        self.try_move(turn.move_text(turn.turn_so_far), shown=last)

    def take_back(self) -> bool:
        """Take back the last action of the turn in progress; False if there is none."""
        if not self.steps or self.state != TRYING:
            return False
        self.steps.pop()
        shown = self._turn_so_far() if self.steps else None
        self.view.board.set_position(self.shown_position(), shown)
        self.changed.emit()
        return True

    def try_move(self, text: str, shown: Transition[Any] | None = None) -> bool:
        """The solver tries ``text``: refused with the engine's reason, or judged. ``shown``
        is the part of the move already on the board (a turn's last action)."""
        assert self.problem is not None
        played = self._play(text, shown)
        if played is None:
            return False
        answer = judge(self.problem, self.moves)
        if answer.verdict == "right":
            self._set_state(RIGHT)
            self.said.emit(answer.message, RIGHT)
            self.solved.emit(self.problem)
            return True
        state = WRONG if answer.verdict == "wrong" else TRYING
        if state == WRONG:
            self.failed.emit(self.problem)
        if answer.reply is not None and self._play(answer.reply) is None:
            state = WRONG  # the collection is broken here: the reply said why
        elif state == WRONG:
            self.said.emit(f"{wrong_words(self.problem, answer)} · {tr(RETRY_HINT)}", state)
        else:
            self.said.emit(answer.message, state)
        self._set_state(state)
        return True

    def _play(self, text: str, shown: Transition[Any] | None = None) -> Transition[Any] | None:
        """Play ``text`` on the board (animated, after what is animating now); the
        transition, or None (and the reason said) if the engine refuses it. The move before
        (the solver's try under its reply) keeps its slides, pulls and jumps drawn, fainter,
        as the main window draws the move before the last."""
        position = self.position
        move = position.parse_move(text)
        outcome = move if isinstance(move, Illegal) else position.attempt(move)
        if isinstance(outcome, Illegal):
            if self.moves and len(self.moves) % 2 == 1:  # a reply of the collection's
                why = tr(BAD_REPLY).format(move=text, why=outcome.message)
                self.said.emit(why, WRONG)
            else:
                self.said.emit(outcome.message, TRYING)
            return None
        self.moves.append(text)
        self.position = outcome.position
        if self.tally is not None and self.problem is not None:
            self.tally = self.tally.after(outcome, self.problem.solver)
            self._mark()
        animate = outcome
        if shown is not None:  # a turn: only its last action is still to be animated
            animate = Transition(outcome.position, outcome.move, tuple(shown.effects))
        earlier, self.last = self.last, outcome
        self._reveal(position, outcome)
        self.view.board.set_position(outcome.position, outcome, earlier=earlier, animate=animate)
        return outcome

    # --- the answer -----------------------------------------------------------------------

    def show_answer(self) -> None:
        """Play the solution from the start, one move at a time."""
        if self.problem is None:
            return
        self.start(self.problem)
        self._answer = list(solution(self.problem))
        self._set_state(ANSWER)
        self._timer.start()

    def _answer_step(self) -> None:
        if not self._answer or self._play(self._answer.pop(0)) is None:
            self._answer = []
        if not self._answer:
            self._timer.stop()
            self.said.emit(tr(ANSWER_SHOWN), ANSWER)
            self.changed.emit()

    def stop(self) -> None:
        self._timer.stop()
        self.view.board.finish_animations()
