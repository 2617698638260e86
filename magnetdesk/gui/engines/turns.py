"""Outside engines as players of the window's game: a seat per engine (:mod:`.seat`), made
when the engine is first asked, kept while the window lives.

The computer's turns (:mod:`magnetdesk.gui.play.computer`) ask :meth:`EngineTurns.think`
instead of our search when the side to move is an engine's, and hear back through
``moved``/``failed`` with the same generation numbers. A bad engine never touches the game:
it only ever *proposes* a move, which the window checks as it checks a person's.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from magnetdesk.clocks.clock import SideClock
from magnetdesk.clocks.controls import TimeControl
from magnetdesk.engines.client import START_TIMEOUT, Traffic
from magnetdesk.engines.errors import NOT_FOUND, EngineError
from magnetdesk.engines.spec import EngineSpec
from magnetdesk.gui.common.gtp_console import TrafficLog
from magnetdesk.gui.common.storage import Settings
from magnetdesk.gui.engines.seat import EngineSeat, Question, history

MOVE_LIMIT = 300.0  # seconds an engine may take for a move off the clock
CLOCK_GRACE = 5.0  # seconds past its clock before an engine counts as hung


class EngineTurns(QObject):
    """See the module docstring."""

    moved = Signal(int, str)  # generation, the engine's move as it wrote it
    failed = Signal(int, str, str)  # generation, kind, why
    identified = Signal(str, str)  # the engine's attached name, its name in a game file

    def __init__(self, settings: Settings | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.move_limit = MOVE_LIMIT
        self.start_limit = START_TIMEOUT  # seconds an engine may take to start
        self.traffic: Traffic | None = None  # the console's ear, for seats made after
        self.seats: dict[str, EngineSeat] = {}
        self.identities: dict[str, str] = {}  # attached name -> name and version it said
        self.logs: dict[str, TrafficLog] = {}  # each engine's exchange, for its GTP console
        self._kept: list[EngineSpec] = []  # the list when there are no settings (tests)

    def engines(self) -> list[EngineSpec]:
        """The engines the person attached (kept in the settings)."""
        return self.settings.engines() if self.settings is not None else list(self._kept)

    def set_engines(self, specs: list[EngineSpec]) -> None:
        if self.settings is not None:
            self.settings.set_engines(specs)
        else:
            self._kept = list(specs)
        for name in [name for name in self.seats if self.spec(name) is None]:
            self.close(name)  # removed: its process ends now

    def names(self) -> list[str]:
        return [spec.name for spec in self.engines()]

    def spec(self, name: str) -> EngineSpec | None:
        return next((spec for spec in self.engines() if spec.name == name), None)

    def think(self, name: str, generation: int, record: Any, path: list[Any], position: Any,
              clock: tuple[SideClock, TimeControl] | None = None) -> None:
        """Ask engine ``name`` for the move at the end of ``path`` (nodes of ``record``); the
        answer comes as ``moved`` or ``failed`` with ``generation``."""
        try:
            seat = self._seat(name)
            start, moves = history(record, path)
        except EngineError as error:
            self.failed.emit(generation, error.kind, str(error))
            return
        limit = self.move_limit
        if clock is not None:
            limit = min(limit, longest_move(*clock) + CLOCK_GRACE)
        seat.ask(Question(generation, start, moves, position, limit, clock))

    def _seat(self, name: str) -> EngineSeat:
        spec = self.spec(name)
        if spec is None:
            raise EngineError(f"no engine named {name!r} (Engines ▸ Engines…)", NOT_FOUND)
        seat = self.seats.get(name)
        if seat is not None and seat.spec != spec:  # edited since: start the new one
            seat.close()
            seat = None
        if seat is None:
            seat = EngineSeat(spec, self._ear(name), self)
            seat.player.start_timeout = self.start_limit
            seat.moved.connect(self.moved)
            seat.failed.connect(self.failed)
            seat.identified.connect(lambda identity, name=name: self._identified(name,
                                                                                 identity))
            self.seats[name] = seat
        return seat

    def log(self, name: str) -> TrafficLog:
        """The exchange with engine ``name`` (kept across its restarts), for its console."""
        if name not in self.logs:
            self.logs[name] = TrafficLog(self)
        return self.logs[name]

    def _ear(self, name: str) -> Traffic:
        log, ear = self.log(name), self.traffic

        def heard(direction: str, text: str) -> None:
            log(direction, text)
            if ear is not None:
                ear(direction, text)

        return heard

    def send(self, name: str, text: str) -> tuple[bool, str]:
        """A command typed in engine ``name``'s console (it waits for a move being thought
        about: call it off the window's thread); the engine starts if it is not running."""
        return self._seat(name).player.started().send(text)

    def _identified(self, name: str, identity: str) -> None:
        self.identities[name] = identity
        self.identified.emit(name, identity)

    def player_name(self, name: str) -> str:
        """The name a game file gives the engine attached as ``name``: its own name and
        version once it has said them (:func:`~magnetdesk.engines.player.player_name`)."""
        return self.identities.get(name, name)

    def close(self, name: str | None = None) -> None:
        """End one engine (its seat comes back when it is asked again), or all."""
        for key in [name] if name is not None else list(self.seats):
            seat = self.seats.pop(key, None)
            if seat is not None:
                seat.close()


def longest_move(side: SideClock, control: TimeControl) -> float:
    """The most seconds the side's clock lets it think about one move (main time and what
    overtime adds)."""
    main = max(0.0, side.main)
    if control.kind == "byoyomi":
        if side.overtime:
            return side.period_left + max(0, side.periods_left - 1) * control.period
        return main + control.periods * control.period
    if control.kind == "canadian":
        return main + (side.period_left if side.overtime else control.period)
    return main
