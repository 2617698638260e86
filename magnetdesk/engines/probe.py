"""What an engine is and can do: its name and version, the games it plays (plain Go's board
sizes, or the magnetdesk variants of an engine that knows ``magnetdesk-variant``), whether it
streams analysis and keeps time. One short session, within a deadline (``--check-engine``,
the Test button of Engines ▸ Engines…)."""

from __future__ import annotations

import time
from dataclasses import dataclass, field, replace

from magnetdesk.engines.client import GtpClient, Traffic
from magnetdesk.engines.errors import HUNG, SLOW_START, UNSUPPORTED, EngineError
from magnetdesk.engines.spec import EngineSpec

# the board sizes asked of a plain GTP engine, the usual ones first: an engine slow to change
# its board (KataGo on a CPU, about a second each) is asked the rest only while time is left
SIZES = (9, 13, 19, *(size for size in range(5, 26) if size not in (9, 13, 19)))
SIZE_MARGIN = 2.0  # seconds of the deadline kept back: no new size asked within them
PLAYING = ("play", "genmove", "boardsize", "clear_board", "komi")
ANALYSIS = ("kata-analyze", "lz-analyze")
TIME = ("time_settings", "kgs-time_settings", "time_left")
DEADLINE = 15.0  # seconds for the whole probe


@dataclass(frozen=True)
class EngineReport:
    """The answer of a probe. ``problem`` is empty when the engine can be used."""

    name: str = ""
    version: str = ""
    commands: frozenset[str] = frozenset()
    sizes: tuple[int, ...] = ()  # plain Go's sizes it accepts (empty when it plays variants)
    unchecked: tuple[int, ...] = ()  # sizes not asked before the deadline (tried when played)
    variants: tuple[str, ...] = ()  # the magnetdesk variants it accepts
    analysis: tuple[str, ...] = ()  # the streaming analysis commands it knows
    ownership: bool = False  # kata-analyze can send the ownership of each point
    time: tuple[str, ...] = ()  # the clock commands it knows
    problem: str = ""
    kind: str = ""  # the failure's kind (errors.KINDS), '' when usable
    missing: tuple[str, ...] = field(default=())  # the playing commands it lacks

    @property
    def usable(self) -> bool:
        return not self.problem

    @property
    def short_version(self) -> str:
        """The version without the chatter some engines add (Pachi: a whole greeting)."""
        first = self.version.split(": ", 1)[0].strip()
        return first if len(first) <= 60 else first[:57] + "..."

    @property
    def plays_variants(self) -> bool:
        return "magnetdesk-variant" in self.commands

    def plays(self, variant: str, size: int | None = None) -> bool:
        """Whether it can play this variant (at this size, for plain Go)."""
        if self.plays_variants:
            return variant in self.variants
        return variant == "go" and (
            size is None or size in self.sizes or size in self.unchecked)


def probe(spec: EngineSpec, deadline: float = DEADLINE, traffic: Traffic | None = None
          ) -> EngineReport:
    """Start the engine, ask it everything, quit it. Never raises for the engine's faults:
    a report with the ``problem`` instead (it died, hung, answered garbage, is missing)."""
    ends = time.monotonic() + deadline
    try:
        engine = GtpClient(spec, traffic, start_timeout=deadline * 2 / 3)
    except EngineError as error:
        return EngineReport(problem=str(error), kind=error.kind)
    try:
        return _ask(engine, ends)
    except EngineError as error:
        kind = HUNG if error.kind == SLOW_START else error.kind
        return EngineReport(name=engine.name, problem=str(error), kind=kind)
    finally:
        engine.close(grace=1.0)


def _ask(engine: GtpClient, ends: float) -> EngineReport:
    def left() -> float:
        seconds = ends - time.monotonic()
        if seconds <= 0:
            raise EngineError(f"{engine.spec.name} took more than {DEADLINE:g} s to answer "
                              "the questions", HUNG)
        return seconds

    known, version = engine.send("version", left())
    ok, listed = engine.send("list_commands", left())
    commands = frozenset(listed.split()) if ok else frozenset()
    missing = tuple(name for name in PLAYING if commands and name not in commands)
    sizes: list[int] = []
    unchecked: tuple[int, ...] = ()
    variants: list[str] = []
    if "magnetdesk-variant" in commands:
        from magnetdesk.engine.variants import VARIANTS  # the rules load only when needed

        for variant in VARIANTS:
            if engine.send(f"magnetdesk-variant {variant}", left())[0]:
                variants.append(variant)
    else:
        for asked, size in enumerate(SIZES):
            if sizes and ends - time.monotonic() < SIZE_MARGIN:
                unchecked = tuple(sorted(SIZES[asked:]))
                break
            if engine.send(f"boardsize {size}", left())[0]:
                sizes.append(size)
    report = EngineReport(
        name=engine.name, version=version if known else "", commands=commands,
        sizes=tuple(sorted(sizes)), unchecked=unchecked, variants=tuple(variants),
        analysis=tuple(name for name in ANALYSIS if name in commands),
        ownership="kata-analyze" in commands,
        time=tuple(name for name in TIME if name in commands), missing=missing)
    if missing:
        return _with_problem(report, "it lacks " + ", ".join(missing), UNSUPPORTED)
    if not sizes and not variants:
        return _with_problem(report, "it accepts no board size we play", UNSUPPORTED)
    return report


def _with_problem(report: EngineReport, problem: str, kind: str) -> EngineReport:
    return replace(report, problem=problem, kind=kind)
