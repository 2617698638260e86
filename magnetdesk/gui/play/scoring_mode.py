"""The scoring phase after two passes: the engine proposes the dead stones, the players click
groups to change their minds, and the breakdown (territory, stones, prisoners, komi; for
Medusa stones, surrounded cells and the marker, dead groups counted reversed) follows every
click. Accepting hands the result (``B+3.5``) to the window, which writes it in the record.

A click toggles the stones of the clicked colour in the clicked stone's region, bounded by
the empty points the opponent owns (:func:`magnetdesk.engine.core.counting.clicked_stones`), so a
lone stone on an open board is marked alone; Shift+click marks one chain only. Before a click,
the stones it would change are marked on the board (Shift changes the marks at once), and the
box says how many and what the result would become.

:class:`~magnetdesk.gui.play.scoring_box.ScoringBox` is the panel; :class:`ScoringPart` the
window's side of it (a part the window holds, ``window.scoring_phase``), on a
:class:`~magnetdesk.gui.common.window_host.ScoringHost`."""

from __future__ import annotations

from typing import ClassVar

from PySide6.QtWidgets import QBoxLayout

from magnetdesk.gui.board.scene import BoardMode, BoardScene
from magnetdesk.gui.common.window_host import Computer, ScoringHost
from magnetdesk.gui.common.words import result_words
from magnetdesk.gui.play.scoring_box import ScoringBox
from magnetdesk.translation import tr


class ScoringPart:
    """The window in the scoring phase: the box shown while a game that ended by two passes
    has no result yet, clicks on the board marking groups, the accepted result, playing on.
    The box goes into ``place`` (the panel's) while it is shown."""

    COMMANDS: ClassVar[tuple[str, ...]] = ()

    def __init__(
        self, host: ScoringHost, box: ScoringBox, board: BoardScene, place: QBoxLayout,
        computer: Computer,
    ) -> None:
        self.host = host
        self.scoring = box
        self.board = board
        self.place = place
        self.computer = computer
        board.hovered.connect(self._scoring_hover)
        box.accepted.connect(self._accept_score)
        box.resumed.connect(self._play_on)
        box.changed.connect(self._show_scoring)

    def update_scoring(self) -> None:
        end = self.host.position.end
        wanted = (
            end is not None and end.needs_scoring
            and not self.host.game.record.result_at(self.host.game.node)
        )
        position = self.host.position
        if wanted and self.scoring.position is not position:
            self.scoring.start(position, self.computer.search_ownership(position))
        self._place_scoring(wanted)
        self.update_board_mode()
        if wanted:
            self._show_scoring()
        else:
            self.board.set_ownership(None)

    def _place_scoring(self, shown: bool) -> None:
        """The scoring box in the panel while it is shown; out of the window (and so out of
        a screen reader's tree of the window, with its dozen labels) while hidden."""
        box = self.scoring
        if shown == (not box.isHidden()):
            return
        if shown:
            self.place.addWidget(box)
            box.show()
        else:
            box.hide()
            self.place.removeWidget(box)
            box.setParent(None)

    def update_board_mode(self) -> None:
        """Clicks mark dead stones while scoring, play while a person is to move."""
        if not self.scoring.isHidden():
            mode = BoardMode.SELECT
        elif self.host.game_over() or (self.computer.searching and self.computer.computers_turn()):
            mode = BoardMode.LOCKED
        else:
            mode = BoardMode.PLAY
        self.board.set_mode(mode)

    def _scoring_hover(self, cell: int | None, shift: bool) -> None:
        """The mouse moved (or Shift changed) over the board: while scoring, the stones a
        click would change are marked."""
        if self.scoring.isHidden():
            return
        self.scoring.point(cell, shift)
        self.board.show_choice(*self.scoring.choice())

    def _show_scoring(self) -> None:
        score = self.scoring.score
        assert score is not None  # the box has counted (start)
        self.board.set_ownership(score.owner, self.scoring.dead)
        self.board.show_choice(*self.scoring.choice())
        self.host.say(
            tr("Scoring: {result} — click groups to mark them dead").format(
                result=result_words(score.result_text)
            )
        )

    def _accept_score(self, result: str) -> None:
        self.host.game.record.set_result(self.host.game.node, result)
        self.host.mark_dirty()
        self.host.refresh()
        assert self.scoring.score is not None  # the box accepted its count
        self.board.set_ownership(self.scoring.score.owner, self.scoring.dead)

    def _play_on(self) -> None:
        """Play on after two passes: the game at this node is live again (the window's
        position is the resumed one), and the computer answers if it is its turn."""
        self.host.played_on = self.host.game.node
        self.scoring.position = None
        self.host.statusBar().clearMessage()
        self.host.refresh()
        self.host.say(tr("Play on: the next move resumes the game"))
        self.computer.wake_computer()
