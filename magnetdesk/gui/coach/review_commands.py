"""The window's game review (Game ▸ Review game…) and the win-rate graph that shows what it
and the analysis found. A part the window holds (``window.review``); the review itself is
:class:`~magnetdesk.gui.coach.review.Review`, run by the coach."""

from __future__ import annotations

from typing import ClassVar

from magnetdesk.gui.coach.analysis import Coach
from magnetdesk.gui.coach.review import mistakes
from magnetdesk.gui.coach.review_dialog import ReviewDialog
from magnetdesk.gui.common.window_host import AnalysisMarks
from magnetdesk.translation import tr


class ReviewPart:
    """Game ▸ Review game…: asks how long to think, has the coach review the line, and says
    what it found."""

    COMMANDS: ClassVar[tuple[str, ...]] = ("review_game",)

    def __init__(self, host: AnalysisMarks, coach: Coach) -> None:
        self.host = host
        self.coach = coach
        coach.review.progressed.connect(self._progressed)
        coach.review.finished.connect(self._finished)

    def review_game(self) -> None:
        """Review the current line from its start, in the background."""
        line = self.host.current_line()
        dialog = ReviewDialog(self.host.window(), len(line))
        if dialog.exec() != ReviewDialog.DialogCode.Accepted:
            return
        self.coach.review_line(line, dialog.seconds(), dialog.comment())
        self.host.update_actions()

    def _progressed(self, done: int, total: int) -> None:
        self.coach.summary.show()
        self.coach.summary.setText(tr("Reviewing: {done} of %n position(s)", None, total)
                                   .format(done=done))
        self.host.show_analysis_marks()

    def _finished(self, whole: bool) -> None:
        host = self.host
        counts = mistakes(host.current_line())
        host.mark_dirty()  # the file keeps what the review found
        host.show_analysis_marks()
        host.show_comment()
        self.coach.summary.setVisible(self.coach.on)
        found = tr("%n mistake(s)", None, counts["mistake"]) + ", " + tr(
            "%n blunder(s)", None, counts["blunder"])
        if whole:
            host.say(tr("Review done: {found}").format(found=found))
        else:
            host.say(tr("Review stopped: {found} so far").format(found=found))
        host.update_actions()
