"""An outside engine as one side of a game: the game set up in its terms, the clock told,
moves asked and heard. The arena (``benchmarks/arena.py``) and the window both play through
:class:`EnginePlayer`.

An engine that knows ``magnetdesk-variant`` (ours) plays every variant; any other plays plain
Go: ``boardsize``, ``clear_board``, ``komi`` and the handicap (``set_free_handicap`` with our
stones, else ``fixed_handicap`` when it places them where we do).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from magnetdesk.clocks.clock import SideClock
from magnetdesk.clocks.controls import TimeControl
from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.engine.variants import VARIANTS
from magnetdesk.engines.client import START_TIMEOUT, GtpClient, Traffic
from magnetdesk.engines.errors import UNSUPPORTED, EngineError
from magnetdesk.engines.spec import EngineSpec, default_name

ANSWER_TIMEOUT = 600.0  # seconds an engine may take for one answer unless told otherwise
COLOUR_WORD = {BLACK: "b", WHITE: "w"}
Told = tuple[int, str]  # (colour, move text) as the engine heard it


class EnginePlayer:
    """A player behind the text protocol. The process starts with the first game and serves
    them all (``clear_board`` or ``magnetdesk-variant`` between games)."""

    def __init__(self, spec: EngineSpec, name: str | None = None,
                 timeout: float = ANSWER_TIMEOUT, traffic: Traffic | None = None) -> None:
        self.spec = spec
        self.name = name or spec.name
        self.timeout = timeout
        self.traffic = traffic
        self.start_timeout = START_TIMEOUT  # seconds for the first answer after a start
        self.engine: GtpClient | None = None
        self.version = ""  # what the running engine answered to ``version``
        self.timed = False
        self._start: Any = None  # the start position the engine was set up with
        self._told: list[Told] = []  # the moves it heard since

    @classmethod
    def from_argv(cls, argv: Sequence[str], name: str | None = None,
                  timeout: float = ANSWER_TIMEOUT) -> EnginePlayer:
        if not argv:
            raise ValueError("an engine needs a command, e.g. /usr/games/gnugo --mode gtp")
        spec = EngineSpec(default_name(argv), argv[0], tuple(argv[1:]))
        return cls(spec, name, timeout)

    def started(self) -> GtpClient:
        """The engine, started now if it is not running (EngineError when it cannot be)."""
        if self.engine is None or self.engine.failed is not None:
            if self.engine is not None:
                self.engine.close()
            self.engine, self._start, self._told = None, None, []
            engine = GtpClient(self.spec, self.traffic, self.start_timeout)
            self.engine = engine
            known, version = engine.send("version")
            self.version = version.splitlines()[0].strip() if known and version else ""
        return self.engine

    @property
    def identity(self) -> str:
        """The name a game file gives the running engine (``PB``/``PW``): its own name and
        version (:func:`player_name`); the attached name while it has not started."""
        if self.engine is None:
            return self.spec.name
        return player_name(self.spec.name, self.engine.name, self.version)

    # --- the arena's Player protocol --------------------------------------------------------

    def new_game(self, start: Any, seed: int) -> None:
        engine = self.started()
        self.setup(start)
        if engine.knows("set_random_seed"):
            engine.send(f"set_random_seed {seed % 2**31}")

    def genmove(self, position: Any) -> str:
        engine = self.started()
        text = engine.command(f"genmove {COLOUR_WORD[position.to_move]}", self.timeout)
        self._told.append((position.to_move, text))
        return text

    def play(self, colour: int, text: str) -> None:
        self.started().command(f"play {COLOUR_WORD[colour]} {text}")
        self._told.append((colour, text))

    def close(self) -> None:
        if self.engine is not None:
            self.engine.close()
            self.engine = None

    # --- a game's state ---------------------------------------------------------------------

    def setup(self, start: Any) -> None:
        """A new game from ``start`` (EngineError, kind ``unsupported``, when the engine
        cannot play it)."""
        engine = self.started()
        rules = start.rules
        if engine.knows("magnetdesk-variant"):
            engine.command(f"magnetdesk-variant {rules.variant} {option_words(start)}".strip())
        else:
            if rules.variant != "go" or getattr(rules, "blocked", None):
                raise EngineError(f"{self.name} plays plain Go only (it has no "
                                  "magnetdesk-variant command)", UNSUPPORTED)
            try:
                engine.command(f"boardsize {rules.size}")
            except EngineError as error:
                if engine.failed is not None:
                    raise
                raise EngineError(f"{self.name} does not play on {rules.size}×{rules.size}: "
                                  f"{error.reason}", UNSUPPORTED) from None
            engine.command("clear_board")
            engine.command(f"komi {rules.komi:g}")
            if rules.handicap:
                self._handicap(engine, start)
        self._start, self._told, self.timed = start, [], False

    def _handicap(self, engine: GtpClient, start: Any) -> None:
        ours = [start.move_text(c) for c in start.stones(BLACK)]
        if engine.knows("set_free_handicap"):
            engine.command("set_free_handicap " + " ".join(ours))
            return
        placed = set(engine.command(f"fixed_handicap {len(ours)}").upper().split())
        if placed != set(ours):
            raise EngineError(f"{self.name} placed its handicap on {sorted(placed)}",
                              UNSUPPORTED)

    def follow(self, start: Any, moves: Sequence[Told]) -> None:
        """Bring the engine to the game ``start`` + ``moves``: only the new moves when it
        heard the others (``PASS`` and ``pass`` alike), else the game again from the start
        (after an undo, a takeover, another game)."""
        self.started()  # a restarted engine has heard nothing yet
        moves = list(moves)
        heard = [(colour, text.lower()) for colour, text in self._told]
        if self._start is not start or [
                (colour, text.lower()) for colour, text in moves[: len(heard)]] != heard:
            self.setup(start)
        for colour, text in moves[len(self._told):]:
            self.play(colour, text)

    def on_clock(self, colour: int, clock: SideClock, control: TimeControl,
                 position: Any) -> None:
        """Tell the engine the time control (once a game) and its time left (GTP)."""
        engine = self.started()
        if not self.timed:
            self.timed = True
            engine.send(time_settings(control, engine.knows("kgs-time_settings")))
        if engine.knows("time_left"):
            engine.send(time_left(colour, clock, control, engine.knows("kgs-time_settings")))


def player_name(attached: str, name: str, version: str) -> str:
    """What a game file calls an engine attached as ``attached`` that says it is ``name``
    ``version``: ``GNU Go 3.8`` when that begins with the attached name, else both, so that
    two levels of one program stay apart (``ours 1 (magnetdesk 0.1.0)``), and the file read
    back finds the engine again (:func:`engine_of_name`).

    >>> player_name("GNU Go", "GNU Go", "3.8"), player_name("ours 1", "magnetdesk", "0.1.0")
    ('GNU Go 3.8', 'ours 1 (magnetdesk 0.1.0)')
    """
    words = " ".join(f"{name} {version.split(': ', 1)[0]}".split())[:80]
    if not words or words.lower() == attached.lower():
        return attached
    if words.lower().startswith(attached.lower() + " "):
        return words
    return f"{attached} ({words})"


def engine_of_name(written: str, attached: Sequence[str]) -> str | None:
    """The attached engine a file's ``PB``/``PW`` names (:func:`player_name`), the longest
    name that fits; None when it names none of them.

    >>> engine_of_name("GNU Go 3.8", ["GNU", "GNU Go"]), engine_of_name("Lee", ["GNU Go"])
    ('GNU Go', None)
    """
    written = written.strip()
    fits = [name for name in attached if name and (
        written == name or written.startswith(name + " "))]
    return max(fits, key=len) if fits else None


def time_settings(control: TimeControl, kgs: bool) -> str:
    """The control as ``kgs-time_settings`` (byo-yomi, when the engine knows it) or as GTP's
    ``time_settings`` (Canadian overtime; byo-yomi seen one period at a time; Fischer and
    sudden death as main time only)."""
    if control.kind == "byoyomi" and kgs:
        return f"kgs-time_settings byoyomi {control.main:g} {control.period:g} {control.periods}"
    if control.kind == "canadian":
        return f"time_settings {control.main:g} {control.period:g} {control.stones}"
    if control.kind == "byoyomi":
        return f"time_settings {control.main:g} {control.period:g} 1"
    return f"time_settings {control.main:g} 0 0"


def time_left(colour: int, clock: SideClock, control: TimeControl, kgs: bool) -> str:
    """``time_left COLOUR SECONDS STONES`` for the side's clock now."""
    left = clock.main if clock.main > 0 else clock.period_left
    count = clock.periods_left or clock.stones_left if clock.overtime else 0
    if control.kind == "byoyomi" and clock.overtime and not kgs:
        count = 1
    return f"time_left {COLOUR_WORD[colour]} {left:.1f} {count}"


def option_words(start: Any) -> str:
    """The start's options as ``key=value`` words for ``magnetdesk-variant`` (points joined
    by commas, so each option is one word)."""
    variant = VARIANTS[start.rules.variant]
    words = []
    for key, value in start.rules.options:
        text = variant.option(key).text(value)
        if text:
            words.append(f"{key}={','.join(text.split())}")
    return " ".join(words)
