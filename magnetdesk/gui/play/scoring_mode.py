"""The scoring phase after two passes: the engine proposes the dead stones, the players click
groups to change their minds, and the breakdown (territory, stones, prisoners, komi; for
Medusa stones, surrounded cells and the marker, dead groups counted reversed) follows every
click. Accepting hands the result (``B+3.5``) to the window, which writes it in the record.

A click toggles the stones of the clicked colour in the clicked stone's region, bounded by
the empty points the opponent owns (:func:`magnetdesk.engine.core.counting.clicked_stones`), so a
lone stone on an open board is marked alone; Shift+click marks one chain only. Before a click,
the stones it would change are marked on the board (Shift changes the marks at once), and the
box says how many and what the result would become.

:class:`~magnetdesk.gui.play.scoring_box.ScoringBox` is the panel; :class:`ScoringCommands` the
window's side of it (a mixin of :class:`~magnetdesk.gui.window.main_window.MainWindow`)."""

from __future__ import annotations

from magnetdesk.gui.board.scene import BoardMode
from magnetdesk.gui.common.window_host import WindowPart
from magnetdesk.gui.common.words import result_words
from magnetdesk.translation import tr


class ScoringCommands(WindowPart):
    """The window in the scoring phase: the box shown while a game that ended by two passes
    has no result yet, clicks on the board marking groups, the accepted result, playing on."""

    def _update_scoring(self) -> None:
        end = self.position.end
        wanted = (
            end is not None and end.needs_scoring
            and not self.game.record.result_at(self.game.node)
        )
        if wanted and self.scoring.position is not self.position:
            self.scoring.start(self.position, self.search_ownership(self.position))
        self._place_scoring(wanted)
        self._update_board_mode()
        if wanted:
            self._show_scoring()
        else:
            self.view.board.set_ownership(None)

    def _place_scoring(self, shown: bool) -> None:
        """The scoring box in the panel while it is shown; out of the window (and so out of
        a screen reader's tree of the window, with its dozen labels) while hidden."""
        box = self.scoring
        if shown == (not box.isHidden()):
            return
        if shown:
            self.panel.extra.addWidget(box)
            box.show()
        else:
            box.hide()
            self.panel.extra.removeWidget(box)
            box.setParent(None)

    def _update_board_mode(self) -> None:
        """Clicks mark dead stones while scoring, play while a person is to move."""
        if not self.scoring.isHidden():
            mode = BoardMode.SELECT
        elif self._game_over() or (self.searching and self.computers_turn()):
            mode = BoardMode.LOCKED
        else:
            mode = BoardMode.PLAY
        self.view.board.set_mode(mode)

    def _scoring_hover(self, cell: int | None, shift: bool) -> None:
        """The mouse moved (or Shift changed) over the board: while scoring, the stones a
        click would change are marked."""
        if self.scoring.isHidden():
            return
        self.scoring.point(cell, shift)
        self.view.board.show_choice(*self.scoring.choice())

    def _show_scoring(self) -> None:
        score = self.scoring.score
        assert score is not None  # the box has counted (start)
        self.view.board.set_ownership(score.owner, self.scoring.dead)
        self.view.board.show_choice(*self.scoring.choice())
        self.say(
            tr("Scoring: {result} — click groups to mark them dead").format(
                result=result_words(score.result_text)
            )
        )

    def _accept_score(self, result: str) -> None:
        self.game.record.set_result(self.game.node, result)
        self.mark_dirty()
        self.refresh()
        assert self.scoring.score is not None  # the box accepted its count
        self.view.board.set_ownership(self.scoring.score.owner, self.scoring.dead)

    def _play_on(self) -> None:
        """Play on after two passes: the game at this node is live again (the window's
        position is the resumed one), and the computer answers if it is its turn."""
        self.played_on = self.game.node
        self.scoring.position = None
        self.statusBar().clearMessage()
        self.refresh()
        self.say(tr("Play on: the next move resumes the game"))
        self.wake_computer()
