"""A teaching game and a level that follows the player. A part the window holds
(``window.teaching``), on a :class:`~magnetdesk.gui.common.window_host.TeachingHost`; the
computer's turns tell it what the search found (``remember_search``, ``computer_chose``,
``computer_played``) and ask it before a reply (``teach``).

Teaching (KaTrain's teaching mode): when the computer searches its reply, its chance after the
person's move is compared with its chance after its own move before: what it gained is what the
person's move lost. From the opponent's ``teaching`` share on, the computer holds its reply,
says so, shows the move it expected instead (the second move of the line it chose its own move
with) and offers to take the person's move back (it stays in the tree as a branch); else it
plays on.

With an outside engine as the analyst (Engines ▸ Analyst…), or an outside engine as the
opponent (whose search we cannot read), the verdict comes from the analyst instead
(:meth:`TeachingPart.hold_reply`): before the computer replies, the analyst weighs the position
before the person's move and after it (:data:`WEIGH_SECONDS` each, as Review game does, and
kept at the nodes as its findings are); what the person's chance fell by is what the move
lost, and the better move is the analyst's best before it. The reply waits meanwhile; Esc
stops the weighing and the computer waits to be asked.

The level (:mod:`magnetdesk.gui.common.personal_level`): a game against the computer that ends with
a result moves the person's level in that game, once per game; with ``follows`` the next
new-game dialog takes it.
"""

from __future__ import annotations

from typing import Any, ClassVar

from PySide6.QtWidgets import QMessageBox

from magnetdesk.ai.core.search_types import SearchProgress, SearchResult
from magnetdesk.ai.levels import LEVELS
from magnetdesk.engine.core.vocabulary import BLACK, Illegal
from magnetdesk.engine.variants import VARIANTS
from magnetdesk.gui.coach.analysis import Coach
from magnetdesk.gui.common.personal_level import note_game, outcome_for
from magnetdesk.gui.common.window_host import TeachingHost
from magnetdesk.record.analysis import analysis_of
from magnetdesk.translation import tr

WEIGH_SECONDS = 1.5  # the analyst's look at each of the two positions around a move


class TeachingPart:
    """See the module docstring."""

    COMMANDS: ClassVar[tuple[str, ...]] = ()

    def __init__(self, host: TeachingHost, coach: Coach) -> None:
        self.host = host
        self.coach = coach
        # (node after the computer's move, its chance there, the person's move it expected)
        self.teaching_from: tuple[Any, float, Any] | None = None
        self.last_progress: SearchProgress | None = None
        self.levels_noted: set[int] = set()  # the games whose result moved the level
        self.weighing: Any = None  # the node whose move the analyst weighs now
        self.weighed: set[int] = set()  # the nodes (ids) whose move it has weighed

    # --- teaching ---------------------------------------------------------------------------

    def remember_search(self, progress: SearchProgress) -> None:
        self.last_progress = progress

    def computer_chose(self, result: SearchResult) -> None:
        """The computer's move is about to be played: keep its chance and the reply it expects
        (the node is known once the move is on the board, :meth:`computer_played`)."""
        expected = None
        progress = self.last_progress
        if progress is not None and progress.candidates:
            first = progress.candidates[0]
            if first.move == result.move and len(first.pv) > 1:
                expected = first.pv[1]
        self.teaching_from = (None, result.win_rate, expected)
        self.last_progress = None

    def computer_played(self) -> None:
        if self.teaching_from is not None and self.teaching_from[0] is None:
            _, chance, expected = self.teaching_from
            self.teaching_from = (self.host.game.node, chance, expected)

    def teach(self, result: SearchResult) -> bool:
        """Before the computer's reply: True when the person's last move lost the teaching
        share or more, and the window has said so (the reply is then played or not by the
        person's choice)."""
        share = self.host.setup.chosen_opponent().teaching
        node = self.host.game.node
        if not share or self.teaching_from is None or self._by_analyst():
            return False
        start, chance, expected = self.teaching_from
        if start is None or node.parent is None or node.parent is not start:
            return False
        now = result.value if result.value is not None else result.win_rate
        lost = now - chance
        if lost * 100 < share:
            return False
        self.host.stop_thinking()
        position_before = self.host.game.record.position(node.parent)
        better = position_before.move_text(expected) if expected is not None else None
        by = tr("{better} was better: the computer expected it.")
        if not self._offer_take_back(node, lost, better, by, expected, 1.0 - chance):
            self.host.computer_paused = False
            self.host.play(self.host.position.move_text(result.move))
        return True

    def _offer_take_back(self, node: Any, lost: float, better: str | None, by: str,
                         expected: Any, chance: float) -> bool:
        """Say what the move at ``node`` lost, name the ``better`` move (``by``: whose),
        and offer to take the move back; True when it was taken back (``expected`` then
        drawn with the person's ``chance`` after it)."""
        played = node.play.text if node.play is not None else ""
        text = tr("Your move {move} cost you {loss}% of your chances.").format(
            move=played, loss=f"{lost * 100:.0f}")
        if better is not None and better != played:
            text += " " + by.format(better=better)
        if not self._ask_take_back(text + " " + tr("Take it back?")):
            return False
        self.host.trigger("go_previous")
        if expected is not None:
            self.coach.position = None
            self.coach.show_move(expected, chance, None)  # its count unknown
        self.host.say(text)
        return True

    # --- the analyst's verdict ---------------------------------------------------------------

    def _by_analyst(self) -> bool:
        """Whether the verdicts come from the analyst: an outside one is chosen, or the
        computer that replies is an outside engine."""
        host = self.host
        replier = host.setup.players[host.position.to_move]
        return self.coach.analyst() is not None or bool(replier.computer and replier.engine)

    def hold_reply(self) -> bool:
        """Before the computer's reply in a teaching game whose verdicts come from the
        analyst: True while the analyst weighs the person's last move (the reply waits)."""
        host = self.host
        node = host.game.node
        share = host.setup.chosen_opponent().teaching
        if (not share or self.weighing is not None or node.parent is None or node.play is None
                or id(node) in self.weighed or not self._by_analyst()):
            return False
        mover = host.setup.players[node.play.colour]
        if mover.computer:
            return False  # the computer's own move: nothing to teach
        self.weighing = node
        self.weighed.add(id(node))
        self.coach.review.finished.connect(self._weighed)
        self.coach.review_line([node.parent, node], WEIGH_SECONDS, False)
        host.say(tr("The analysis weighs your move…"))
        return True

    def _weighed(self, whole: bool) -> None:
        self.coach.review.finished.disconnect(self._weighed)
        node, self.weighing = self.weighing, None
        host = self.host
        if node is None or host.game.node is not node or node.parent is None:
            return  # the game moved on meanwhile
        if not whole:
            host.computer_paused = True  # stopped (Esc): the computer waits to be asked
            host.update_actions()
            return
        before, after = analysis_of(node.parent), analysis_of(node)
        share = host.setup.chosen_opponent().teaching
        if before is not None and after is not None and node.play is not None:
            mover = node.play.colour
            chance = before.black if mover == BLACK else 1.0 - before.black
            now = after.black if mover == BLACK else 1.0 - after.black
            lost = chance - now
            if lost * 100 >= share:
                position = host.game.record.position(node.parent)
                expected = None if before.best is None else position.parse_move(before.best)
                if isinstance(expected, Illegal):
                    expected = None
                by = tr("{better} was better by the analysis.")
                if self._offer_take_back(node, lost, before.best, by, expected, chance):
                    return
        host.computer_paused = False
        host.statusBar().clearMessage()
        host.wake_computer()

    def _ask_take_back(self, text: str) -> bool:
        box = QMessageBox(self.host.window())
        box.setWindowTitle(tr("Teaching game"))
        box.setIcon(QMessageBox.Icon.Information)
        box.setText(text)
        back = box.addButton(tr("Take back"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(tr("Play on"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(back)
        box.exec()
        return box.clickedButton() is back

    # --- the level that follows the player ---------------------------------------------------

    def note_level(self, result: str) -> str:
        """A game against the computer ended with ``result``: move the person's level, once
        (a window with settings only); what to add to the game's end in the status bar."""
        record = self.host.game.record
        computers = [c for c, player in self.host.setup.players.items() if player.computer]
        if self.host.settings is None or id(record) in self.levels_noted or len(computers) != 1:
            return ""
        person = next(c for c in self.host.setup.players if c not in computers)
        outcome = outcome_for(result, person)
        if outcome is None:
            return ""
        self.levels_noted.add(id(record))
        variant = record.variant
        before, after = note_game(self.host.settings, variant, outcome)
        if after == before:
            return ""
        words = tr("Your level in {game} goes up to {level}") if after > before else tr(
            "Your level in {game} goes down to {level}")
        return words.format(game=tr(VARIANTS[variant].name), level=tr(LEVELS[after].name))
