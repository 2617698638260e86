"""The window's game review (Game ▸ Review game…) and the win-rate graph that shows what it
and the analysis found. A mixin of :class:`~magnetdesk.gui.window.main_window.MainWindow`; the
review itself is :class:`~magnetdesk.gui.coach.review.Review`, run by the coach."""

from __future__ import annotations

from magnetdesk.gui.board.families import family_of
from magnetdesk.gui.coach.review import mistakes
from magnetdesk.gui.coach.review_dialog import ReviewDialog
from magnetdesk.gui.common.window_host import WindowPart
from magnetdesk.translation import tr


class ReviewCommands(WindowPart):
    """See the module docstring."""

    def review_game(self) -> None:
        """Review the current line from its start, in the background."""
        line = self._line()
        dialog = ReviewDialog(self, len(line))
        if dialog.exec() != ReviewDialog.DialogCode.Accepted:
            return
        self.coach.review_line(line, dialog.seconds(), dialog.comment())
        self._update_actions()

    def _review_progressed(self, done: int, total: int) -> None:
        self.coach.summary.show()
        self.coach.summary.setText(tr("Reviewing: {done} of %n position(s)", None, total)
                                   .format(done=done))
        self._show_analysis_marks()

    def _review_finished(self, whole: bool) -> None:
        counts = mistakes(self._line())
        self._mark_dirty()  # the file keeps what the review found
        self._show_analysis_marks()
        self.panel.show_comment(self.game.node.comment)
        self.coach.summary.setVisible(self.coach.on)
        found = tr("%n mistake(s)", None, counts["mistake"]) + ", " + tr(
            "%n blunder(s)", None, counts["blunder"])
        if whole:
            self._say(tr("Review done: {found}").format(found=found))
        else:
            self._say(tr("Review stopped: {found} so far").format(found=found))
        self._update_actions()

    def _show_analysis_marks(self) -> None:
        """The graph, the move list and the tree with what the analysis knows now."""
        node = self.game.node
        line = self._line()
        self.graph.show_line(line, node)
        family = family_of(self.game.record.variant)
        self.panel.show_line(line, node, family, self.game.record)
        self.tree.tree.update()
