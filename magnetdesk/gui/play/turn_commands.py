"""Turns of several actions (Medusa): the turn in progress, Done, taking an action back, and
the pass. A mixin of :class:`~magnetdesk.gui.window.main_window.MainWindow`.

The game record holds whole turns only. While a person plays a turn, its actions (a
placement, then group movements) live in a :class:`TurnInProgress` on top of the current
node; the board and the panel show where the turn stands. "Done" (Enter) writes the whole
turn to the record as one move. A lone placement after which nothing more can be done (no
group may move) ends the turn by itself, as a click plays a Go move (Undo takes it back). Once
a stone has jumped, the turn always waits for Done, even when nothing else can move (the
status bar says so): a jump is a drag a person may want to reconsider, and Esc must still
take it back. Undo and Esc take back the turn's last action before they go back in the game.
Moving to another node drops an unfinished turn.
"""

from __future__ import annotations

from typing import Any

from magnetdesk.engine.core.vocabulary import Illegal, Move, Transition
from magnetdesk.gui.board.families import family_of
from magnetdesk.gui.common.turn_in_progress import TurnInProgress
from magnetdesk.gui.common.window_host import WindowPart
from magnetdesk.gui.common.words import COLOUR_NAMES
from magnetdesk.translation import QT_TR_NOOP, tr

ACTION_HINT = QT_TR_NOOP("Drag a group to move it · Enter (Done) ends the turn · Esc takes back")
BEGUN = QT_TR_NOOP("This turn has begun: Enter (Done) ends it, Esc takes back its last action")
ONLY_DONE = QT_TR_NOOP("Nothing else can move: Enter (Done) ends the turn · Esc takes back")


class TurnCommands(WindowPart):
    """See the module docstring."""

    _turn: TurnInProgress | None = None

    def turn_in_progress(self) -> TurnInProgress | None:
        """The unfinished turn at the current node with at least one action, if any."""
        turn = self._turn
        if turn is not None and turn.node is not self.game.node:
            turn = self._turn = None
        return turn if turn is not None and turn.steps else None

    def _action_chosen(self, action: Move) -> None:
        """The board offers an action the engine accepted: it joins the turn in progress."""
        if self.scoring_shown() or self._clock_refuses_move():
            return
        if self.searching and self.computers_turn():
            self.say(tr("It is the computer's turn: Esc stops it"))
            return
        actions = family_of(self.game.record.variant).engine.turn_actions
        if actions is None:
            self.computer_paused = False
            self.play(action)  # a whole move (chess): straight into the record
            return
        turn = self.turn_in_progress() or TurnInProgress(self.game.node, self._turn_start())
        outcome = turn.position.attempt(action)
        if isinstance(outcome, Illegal):
            self.say(outcome.message)
            return
        self.computer_paused = False
        turn.steps.append(outcome)
        self._turn = turn
        only_done = outcome.position.legal_actions() == [actions.done]
        if only_done and not any(actions.is_movement(step.move) for step in turn.steps):
            self._finish_turn(outcome)  # a lone placement, and nothing else can be done
            return
        self.statusBar().clearMessage()
        self.refresh(outcome)
        moved = actions.is_movement(action)
        done = tr("Moved {action}") if moved else tr("Placed {action}")
        hint = tr(ONLY_DONE) if only_done else tr(ACTION_HINT)
        self.say(done.format(action=turn.position.move_text(action)) + " · " + hint)

    def _turn_start(self) -> Any:
        """Where a new turn starts: the current position, or after two passes that the
        players chose to play on from, the same position with play resumed."""
        position: Any = self.game.position  # resumed(): a family that counts after two passes
        end = position.end
        if end is not None and end.needs_scoring and not self.scoring_shown():
            return position.resumed()
        return position

    def done(self) -> None:
        """Done (Enter): the turn in progress goes into the game record (unless the turn
        may not end here: the status bar says why)."""
        turn = self.turn_in_progress()
        if turn is None:
            return
        actions = family_of(self.game.record.variant).engine.turn_actions
        assert actions is not None  # only a family of turns of several actions has a turn
        refused = turn.position.attempt(actions.done)
        if isinstance(refused, Illegal):
            self.say(refused.message)
        else:
            self._finish_turn(None)

    def _finish_turn(self, last: Transition[Any] | None) -> None:
        """Play the turn in progress as one move; animate only ``last`` (the action that
        ended it by itself), the others have been shown already. Once the record has moved
        on, the turn is dropped (:meth:`turn_in_progress`); if the engine refuses it
        (repetition), it stays as it is and the status bar says why."""
        assert self._turn is not None  # Done and a lone placement finish the turn in progress
        self.play(self._turn.text(), () if last is None else last.effects)

    def take_back(self) -> None:
        """Esc: take back the last action of the turn in progress."""
        self._take_back()

    def _take_back(self) -> bool:
        turn = self.turn_in_progress()
        if turn is None:
            return False
        step = turn.steps.pop()
        self.statusBar().clearMessage()
        self.refresh()
        self.say(tr("Took back {action}").format(action=turn.position.move_text(step.move)))
        return True

    def undo(self) -> None:
        """Take back the turn's last action, or go back one move."""
        if not self._take_back():
            self._navigate(self.game.undo)

    go_previous = undo

    def pass_move(self) -> None:
        """A complete pass (no placement, no movement)."""
        if self.game_over():
            return
        if self.turn_in_progress() is not None:
            self.say(tr(BEGUN))
            return
        self.computer_paused = False
        self.play("pass")

    def _turn_words(self) -> str:
        """The panel's line while a turn is in progress: who, and what so far."""
        turn = self.turn_in_progress()
        if turn is None:
            return ""
        colour = tr(COLOUR_NAMES[turn.position.to_move])
        return tr("{colour} is playing {turn} · Done (Enter) ends the turn").format(
            colour=colour, turn=turn.text()
        )
