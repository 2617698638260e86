"""The game clocks in the window. A mixin of :class:`~magnetdesk.gui.window.main_window.MainWindow`.

A new game with a clock (the new-game dialog's) runs the side to move's clock while that side
can move: at the end of the line, not over, not paused, not in the scoring phase, and, for the
computer, not while it waits (after Esc or a look around: its clock stands still until Ctrl+G
or a move wakes it). A Medusa turn is timed as a whole: its clock runs until Done. As on
lichess, each side's first move is free: a side's clock starts after its own first move (the
first :data:`FREE_MOVES` moves of the line are not timed, and earn no increment). Stepping
back through the game stops the clocks; coming back to the end starts them again. Game ▸
Pause the clock (F8) stops the game: no move is taken, the computer stops thinking, until the
same command starts the clocks again. Each move writes the mover's time left into the record
(``BL``/``WL``, and ``OB``/``OW`` the periods or stones left in overtime; the root has ``TM``
and ``OT``). A side whose time is out loses: the result ``B+T`` or ``W+T``. The computer
thinks for the time its clock allows (:mod:`magnetdesk.clocks.budget`). The cards show the
time, red at the end.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QTimer

from magnetdesk.clocks.budget import move_seconds
from magnetdesk.clocks.clock import GameClocks, SideClock
from magnetdesk.clocks.controls import TimeControl, from_sgf
from magnetdesk.engine.core.vocabulary import BLACK, EMPTY, WHITE
from magnetdesk.gui.common.window_host import WindowPart
from magnetdesk.gui.common.words import COLOUR_NAMES, clock_text
from magnetdesk.translation import QT_TR_NOOP, tr

PAUSED = QT_TR_NOOP("The clocks are stopped: Game ▸ Pause the clock (F8) starts them again, "
                    "then you can move")

TICK_MS = 200
FREE_MOVES = 2  # each side's first move is not timed (lichess's convention)
LOW_SECONDS = 10.0  # the card turns red below this (in main time with no overtime to come,
# or in a last byo-yomi period, or in a Canadian period)


class ClockCommands(WindowPart):
    """See the module docstring."""

    clocks: GameClocks | None
    clock_paused: bool

    def _set_up_clocks(self) -> None:
        self.clocks = None
        self.clock_paused = False
        self.clock_time = time.monotonic  # what the clocks read (a test drives its own)
        self.last_tick = -1
        self.clock_timer = QTimer(self)
        self.clock_timer.setInterval(TICK_MS)
        self.clock_timer.timeout.connect(self._clock_tick)

    def _start_clocks(self) -> None:
        """A new game: its clocks, if it has any, the first one running."""
        control = self.setup.clock
        self.clocks = (GameClocks(control, lambda: self.clock_time(), self.setup.clock_mains)
                       if control.timed else None)
        self.clock_paused = False
        if self.clocks is not None:
            info = self.game.record.info
            info["TM"] = f"{control.main:g}"
            if control.sgf_overtime():
                info["OT"] = control.sgf_overtime()
        self._sync_clocks()

    def _resume_clocks(self) -> None:
        """A game from a file (or the autosave) that was played on a clock: its clocks as the
        last moves of the line left them, ready to go on (``TM``/``OT``, ``BL``/``WL``,
        ``OB``/``OW``)."""
        info = self.game.record.info
        control = from_sgf(info.get("TM", ""), info.get("OT", "")) if "TM" in info else None
        if control is None or not control.timed:
            return
        clocks = GameClocks(control, lambda: self.clock_time())
        line = self.current_line()
        for colour, letter in ((BLACK, "B"), (WHITE, "W")):
            for node in reversed(line):
                values = dict(node.other)
                left = _seconds(values.get(f"{letter}L"))
                if left is None:
                    continue
                overtime = _whole(values.get(f"O{letter}"))
                clocks.sides[colour] = side_clock(control, left, overtime)
                break
        self.clocks = clocks
        self.clock_paused = False

    def _stop_clocks_for_good(self) -> None:
        """Another game on the board: no clocks."""
        if getattr(self, "clocks", None) is not None and self.clocks is not None:
            self.clocks.stop()
        self.clocks = None
        self.clock_paused = False
        self._show_clocks()

    def _clock_after_move(self, mover: int) -> None:
        """``mover`` made a move (now the current node): keep its time, write it down."""
        clocks = self.clocks
        if clocks is None:
            return
        parent = self.game.node.parent
        if parent is not None and parent.move_number >= FREE_MOVES:
            clocks.press(mover)
        clock = clocks[mover]
        letter = "B" if mover == BLACK else "W"
        node = self.game.node
        kept = [(key, values) for key, values in node.other if key not in (f"{letter}L",
                                                                          f"O{letter}")]
        kept.append((f"{letter}L", (f"{clock.main if clock.main > 0 else clock.period_left:.1f}",)))
        if clock.overtime:
            kept.append((f"O{letter}", (str(clock.periods_left or clock.stones_left),)))
        node.other = tuple(kept)

    def pause_clock(self) -> None:
        """Game ▸ Pause the clock: stop both clocks, or let them run again."""
        if self.clocks is None:
            return
        self.clock_paused = not self.clock_paused
        if self.clock_paused and self.searching:
            self.stop_thinking()  # it thinks again when the clocks run
            self.scoring_phase.update_board_mode()
        self.update_actions()
        self.say(tr("The clocks are stopped; the same command starts them again")
                  if self.clock_paused else tr("The clocks run again"))
        if not self.clock_paused:
            self.wake_computer()

    def _clock_for(self, colour: int) -> tuple[SideClock, TimeControl] | None:
        """``colour``'s clock as it runs now and the control (an engine is told them)."""
        if self.clocks is None:
            return None
        return self.clocks.live(colour), self.clocks.control

    def _clock_holds_game(self) -> bool:
        """The clocks are paused: the game stands still, no move is taken."""
        return self.clocks is not None and self.clock_paused and not self.game_over()

    def _clock_refuses_move(self) -> bool:
        """Whether a move must wait for the paused clocks (the status bar says how to go on)."""
        if not self._clock_holds_game():
            return False
        self.say(tr(PAUSED))
        return True

    def _sync_clocks(self) -> None:
        """The side to move's clock runs while the game is live; else none does."""
        clocks = self.clocks
        if clocks is None:
            self.clock_timer.stop()
            self._show_clocks()
            return
        live = (not self.clock_paused and not self.game.node.children
                and self.game.node.move_number >= FREE_MOVES
                and not self.game_over() and not self.scoring_shown()
                and not self.computer_waits())
        colour = self.position.to_move
        if live and clocks.running != colour:
            clocks.start(colour)
        elif not live and clocks.running is not None:
            clocks.stop()
        if clocks.running is not None:
            self.clock_timer.start()
        else:
            self.clock_timer.stop()
        self._show_clocks()

    def _show_clocks(self) -> None:
        clocks = self.clocks
        for colour in (BLACK, WHITE):
            card = self.panel.cards[colour]
            if clocks is None:
                card.show_clock("", False)
                continue
            clock = clocks.live(colour)
            control = clocks.control
            last = (clock.main <= 0 and (control.kind == "canadian" or clock.periods_left <= 1)
                    ) or control.kind in ("sudden", "fischer")
            seconds = clock.main if clock.main > 0 else clock.period_left
            card.show_clock(clock_text(clock), last and seconds < LOW_SECONDS)

    def _clock_tick(self) -> None:
        clocks = self.clocks
        if clocks is None:
            self.clock_timer.stop()
            return
        self._show_clocks()
        out = clocks.flagged()
        if out is not None:
            self._time_loss(out)
            return
        running = clocks.running
        if running is not None and self.panel.cards[running].clock_low:
            whole = int(clocks.left(running))
            if whole != self.last_tick:  # a tick a second in the last seconds
                self.last_tick = whole
                self.sounds.play("tick")

    def _time_loss(self, colour: int) -> None:
        """``colour``'s time is out: it loses."""
        clocks = self.clocks
        assert clocks is not None
        clocks.stop()
        self.clock_timer.stop()
        self.stop_thinking()
        self.game.record.set_result(self.game.node, "W+T" if colour == BLACK else "B+T")
        self.mark_dirty()
        self.refresh()
        self.say(tr("{colour} ran out of time and loses").format(
            colour=tr(COLOUR_NAMES[colour])))

    def _clock_seconds(self, colour: int) -> float | None:
        """How long the computer may think for ``colour`` by its clock (None: no clock)."""
        clocks = self.clocks
        if clocks is None:
            return None
        empty = sum(1 for stone in self.position.board if stone == EMPTY)
        return move_seconds(clocks.live(colour), clocks.control, empty)


def side_clock(control: TimeControl, left: float, overtime: int | None) -> SideClock:
    """A side's clock from a record's ``BL`` (``left``) and ``OB`` (``overtime``: the periods
    or stones left; None in main time)."""
    if overtime is None or overtime <= 0:
        return SideClock(left)
    if control.kind == "byoyomi":
        return SideClock(0.0, left, periods_left=overtime)
    return SideClock(0.0, left, stones_left=overtime)


def _seconds(values: tuple[str, ...] | None) -> float | None:
    try:
        return float(values[0]) if values else None
    except ValueError:
        return None


def _whole(values: tuple[str, ...] | None) -> int | None:
    return int(values[0]) if values and values[0].isdigit() else None
