"""The arena's game loop and statistics: two players, N games, alternating colours.

``benchmarks/arena.py`` is the command line around it (and the text-protocol players); the
loop, the built-in players, the scoring of finished games and the statistics live here so
tests can use them.

A player answers ``genmove(position)`` with a move in the variant's notation (``D4``,
``pass``) or ``resign``, and hears the opponent's moves through ``play(colour, text)``.
A game ends by two passes (then a :class:`Referee` counts it), a resignation, a rule ending
(Atari-Go's first capture, Stoical Go's repetition), a move the rules refuse (its player
loses: SGF ``B+F``), or the move cap (counted like two passes). A player that fails to answer
loses too; a text-protocol engine that refuses its opponent's legal move voids the game (the
two rule books disagree: it counts for nobody).

>>> from magnetdesk.arena.go.baseline import greedy_move, random_move
>>> a, b = ChooserPlayer("greedy", greedy_move), ChooserPlayer("random", random_move)
>>> from magnetdesk.engine.variants import new_position
>>> match = run_match(a, b, new_position("go", size=5, komi=0.5), games=2, seed=1)
>>> [r.black for r in match.results], match.wins[0] + match.wins[1] + match.draws
(['greedy', 'random'], 2)
"""

from __future__ import annotations

import math
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from magnetdesk.arena.baselines import by_family, flat_monte_carlo
from magnetdesk.clocks.clock import GameClocks, SideClock
from magnetdesk.clocks.controls import TimeControl
from magnetdesk.engine.core.vocabulary import BLACK, WHITE, Illegal, Position, opponent
from magnetdesk.engine.variants import position_family
from magnetdesk.engines.errors import EngineError
from magnetdesk.record.game import Game
from magnetdesk.record.tree import GameRecord

Z_95 = 1.959964  # the normal quantile of a two-sided 95% interval
COLOUR_LETTER = {BLACK: "B", WHITE: "W"}
Move = tuple[int, str]  # (colour, move text)


# A player could not answer (a text-protocol engine died, hung or refused a command).
PlayerError = EngineError


class Player(Protocol):
    """What the game loop needs of a player."""

    name: str

    def new_game(self, start: Position[Any], seed: int) -> None:
        """Get ready to play from ``start`` (the same for both players)."""

    def genmove(self, position: Position[Any]) -> str:
        """The move for the side to move, in the variant's notation, or ``resign``."""

    def play(self, colour: int, text: str) -> None:
        """The opponent played ``text`` (already checked legal)."""

    def close(self) -> None:
        """Free what the player holds (processes); the match is over."""


class ChooserPlayer:
    """A player from any ``choose_move(position, rng) -> move`` function."""

    def __init__(self, name: str, choose: Callable[[Position[Any], random.Random], int]) -> None:
        self.name = name
        self.choose = choose
        self.rng = random.Random(0)

    def new_game(self, start: Position[Any], seed: int) -> None:
        self.rng = random.Random(seed)

    def genmove(self, position: Position[Any]) -> str:
        return position.move_text(self.choose(position, self.rng))

    def play(self, colour: int, text: str) -> None:
        pass

    def close(self) -> None:
        pass


class OursPlayer:
    """Our search at a level, through :func:`magnetdesk.ai.player.think` (the one entry point
    of the app and the text protocol); ``seconds`` and ``playouts`` override the level's
    budget as they do there. With ``resigns=False`` it plays its chosen move where it would
    resign (``benchmarks/resign_audit.py`` plays resigned games on so)."""

    def __init__(
        self, level: int = 5, seconds: float | None = None, playouts: int | None = None,
        resigns: bool = True,
    ) -> None:
        self.level, self.seconds, self.playouts = level, seconds, playouts
        self.resigns = resigns
        self.name = (f"ours:{level}" + (f":{seconds:g}s" if seconds else "")
                     + (f":p={playouts}" if playouts else ""))
        self.rng = random.Random(0)

    def new_game(self, start: Position[Any], seed: int) -> None:
        self.rng = random.Random(seed)
        self.clock_seconds: float | None = None

    def on_clock(self, colour: int, clock: SideClock, control: TimeControl,
                 position: Position[Any]) -> None:
        """Before a move on the clock: think for what the clock allows (as the app does)."""
        from magnetdesk.clocks.budget import move_seconds

        empty = sum(1 for stone in position.board if stone == 0)
        self.clock_seconds = move_seconds(clock, control, empty)

    def genmove(self, position: Position[Any]) -> str:
        from magnetdesk.ai.player import think  # here: the baselines need no search

        seconds = getattr(self, "clock_seconds", None) or self.seconds
        result = think(position, self.level, seconds=seconds, playouts=self.playouts,
                       seed=self.rng.randrange(2**31))
        return "resign" if result.resign and self.resigns else position.move_text(result.move)

    def play(self, colour: int, text: str) -> None:
        pass

    def close(self) -> None:
        """End the search's worker processes (the next search would start new ones)."""
        parallel = sys.modules.get("magnetdesk.ai.core.parallel")
        if parallel is not None:
            parallel.shutdown()


def builtin_player(spec: str) -> Player | None:
    """``random``, ``greedy``, ``chess-mc[:SECONDS]`` (chess: flat Monte-Carlo with random
    playouts), ``fsf:DEPTH[:PROGRAM]`` (Fairy-Stockfish at a fixed depth, code NNNN only:
    :mod:`magnetdesk.arena.chess.fairy_stockfish`), ``ours:LEVEL[:SECONDS]`` or
    ``ours:p=PLAYOUTS`` (also ``ours:LEVEL:p=PLAYOUTS``); None for any other spec. ValueError
    for a bad ``ours`` or ``fsf``. The random, greedy and flat Monte-Carlo players are the
    position's family's (:mod:`magnetdesk.arena.baselines`)."""
    if spec == "random":
        return ChooserPlayer("random", by_family("random"))
    if spec == "greedy":
        return ChooserPlayer("greedy", by_family("greedy"))
    if spec == "chess-mc" or spec.startswith("chess-mc:"):
        seconds = float(spec.partition(":")[2] or 1.0)
        return ChooserPlayer(spec, flat_monte_carlo(seconds))
    if spec.startswith("fsf:"):
        from magnetdesk.arena.chess.fairy_stockfish import player_from_spec

        return player_from_spec(spec)
    if spec != "ours" and not spec.startswith("ours:"):
        return None
    level, seconds, playouts = 5, None, None
    numbers = 0
    for part in spec.split(":")[1:]:
        try:
            if part.startswith("p="):
                playouts = int(part[2:])
            elif numbers == 0:
                level, numbers = int(part), 1
            elif numbers == 1:
                seconds, numbers = float(part), 2
            else:
                raise ValueError(part)
        except ValueError:
            raise ValueError(
                f"bad player {spec!r}: use ours:LEVEL, ours:LEVEL:SECONDS or ours:p=PLAYOUTS"
            ) from None
    return OursPlayer(level, seconds, playouts)


def opening(start: Position[Any], plies: int, rng: random.Random) -> list[str]:
    """``plies`` moves from ``start`` that vary the games of a match (fewer if the game ends):
    random ones that do not fill the mover's own eye (Go), random whole turns (Medusa), or in
    chess random moves that give nothing away two plies ahead
    (:func:`magnetdesk.ai.chess.baseline.opening_move`). A search at temperature 0 repeats
    its games from the same start; a match plays each opening twice, colours swapped."""
    choose = by_family("opening")
    position, texts = start, []
    for _ in range(plies):
        if position.end is not None:
            break
        move = choose(position, rng)
        texts.append(position.move_text(move))
        position = position.play(move).position
    return texts


# --- counting a finished game -----------------------------------------------------------------


@dataclass(frozen=True)
class Verdict:
    """A counted game: the winner (None: a draw), Black's lead, and who counted."""

    winner: int | None
    margin: float
    referee: str


class Referee(Protocol):
    def count(self, start: Position[Any], moves: Sequence[Move], final: Position[Any]) -> Verdict:
        """Count the game that went from ``start`` through ``moves`` to ``final``."""


class EngineReferee:
    """The engine's own count, with its dead-stone estimate (none where the first capture
    wins: Atari-Go counts the stones on the board; a chess game at the move cap is drawn)."""

    name = "engine"

    def count(self, start: Position[Any], moves: Sequence[Move], final: Position[Any]) -> Verdict:
        counting = position_family(final).counting
        if counting is None:  # only the move cap ends a chess game uncounted
            return Verdict(None, 0.0, "a draw at the move cap")
        if getattr(final.rules, "first_capture_wins", False):
            result = counting.score(final, (), ())
        else:  # Medusa's dead groups are reversed, the marker counts
            estimate = counting.estimate(final)
            result = counting.score(final, estimate.dead, estimate.seki)
        lead = result.black.total - result.white.total
        return Verdict(result.winner, lead, self.name)


# --- one game ---------------------------------------------------------------------------------


@dataclass
class GameResult:
    """One game: who played it, how it ended, and how long each move took."""

    black: str
    white: str
    winner: int | None  # BLACK, WHITE, or None for a draw or a void game
    reason: str  # "two passes", "resignation", "first capture", "illegal move", ...
    start: Position[Any]
    moves: list[Move]
    times: dict[int, list[float]]
    seconds: float
    margin: float | None = None  # Black's lead when the game was counted
    referee: str = ""
    message: str = ""  # what went wrong, for an illegal move, a forfeit or a void game
    void: bool = False
    opening: int = 0  # how many of ``moves`` were the match's opening, not the players'

    @property
    def result_text(self) -> str:
        """SGF ``RE``: ``B+3.5``, ``W+R``, ``B+F`` (forfeit), ``B+`` (a rule), ``0``, ``Void``."""
        if self.void:
            return "Void"
        if self.winner is None:
            return "0"
        side = COLOUR_LETTER[self.winner]
        if self.margin is not None:
            return f"{side}+{abs(self.margin):g}"
        if self.reason == "resignation":
            return f"{side}+R"
        if self.reason in ("illegal move", "forfeit"):
            return f"{side}+F"
        if self.reason == "time":
            return f"{side}+T"
        return f"{side}+"

    def record(self) -> GameRecord:
        """The game as a game record, ready for ``game_to_sgf`` / ``save_game`` (record.sgf)."""
        info = {"PB": self.black, "PW": self.white, "RE": self.result_text}
        record = GameRecord(self.start.rules.variant, self.start.rules.options, info)
        game = Game(record)
        for colour, text in self.moves:
            game.play(text, colour)
        comment = self.reason + (f": {self.message}" if self.message else "")
        if self.opening:
            comment += f" (the first {self.opening} moves were the arena's opening)"
        game.set_comment(comment)
        return record


def play_game(
    black: Player,
    white: Player,
    start: Position[Any],
    *,
    seed: int = 0,
    referee: Referee | None = None,
    max_moves: int | None = None,
    opening: Sequence[str] = (),
    clock: Callable[[], float] = time.perf_counter,
    time_control: TimeControl | None = None,
) -> GameResult:
    """Play one game from ``start`` (Black first unless ``start`` says otherwise).

    With a ``time_control`` both sides play on the clock (:mod:`magnetdesk.clocks`): before
    each move a player that reads the clock (``on_clock``) is told its time, its thinking
    is timed from the question to the answer, and a side whose time is out loses (``B+T``).

    ``opening``'s moves are played first, for both players (they hear them as opponent's
    moves; they count in the move cap, not in the thinking times). ``max_moves`` (default
    three times the points of the board) ends a game that goes on and on; it is then counted
    like two passes."""
    referee = referee or EngineReferee()
    cap = 3 * len(start.board) if max_moves is None else max_moves
    players = {BLACK: black, WHITE: white}
    black.new_game(start, seed)
    white.new_game(start, seed + 1)
    position = start
    moves: list[Move] = []
    times: dict[int, list[float]] = {BLACK: [], WHITE: []}
    clocks = (GameClocks(time_control, clock) if time_control is not None
              and time_control.timed else None)
    began = clock()

    def done(winner: int | None, reason: str, message: str = "", **more) -> GameResult:
        return GameResult(black.name, white.name, winner, reason, start, moves, times,
                          clock() - began, message=message, opening=len(opening), **more)

    for text in opening:
        colour = position.to_move
        position = position.play(position.parse_move(text)).position
        moves.append((colour, text))
        for player in (black, white):
            try:
                player.play(colour, text)
            except PlayerError as failure:
                message = f"{player.name} refused the opening's {text}: {failure}"
                return done(None, "void", message, void=True)

    while position.end is None and len(moves) < cap:
        colour = position.to_move
        player = players[colour]
        if clocks is not None:
            clocks.start(colour)
            on_clock = getattr(player, "on_clock", None)
            if on_clock is not None:
                on_clock(colour, clocks.live(colour), clocks.control, position)
        asked = clock()
        try:
            text = player.genmove(position).strip()
        except PlayerError as failure:
            return done(opponent(colour), "forfeit", f"{player.name}: {failure}")
        times[colour].append(clock() - asked)
        if clocks is not None:
            if clocks.live(colour).flagged:
                left = f"{player.name} took {times[colour][-1]:.2f} s"
                return done(opponent(colour), "time", left)
            clocks.press(colour)
        if text.lower() == "resign":
            position = position.resign(colour)
            break
        move = position.parse_move(text)
        outcome = move if isinstance(move, Illegal) else position.attempt(move)
        if isinstance(outcome, Illegal):
            message = f"{player.name} played {text!r} as {COLOUR_LETTER[colour]}: {outcome}"
            return done(opponent(colour), "illegal move", message)
        moves.append((colour, position.move_text(move)))
        position = outcome.position
        try:
            players[opponent(colour)].play(colour, moves[-1][1])
        except PlayerError as failure:
            other = players[opponent(colour)].name
            return done(None, "void", f"{other} refused {moves[-1][1]}: {failure}", void=True)

    end = position.end
    if end is not None and not end.needs_scoring:
        return done(end.winner, end.reason)
    verdict = referee.count(start, moves, position)
    reason = "two passes" if end is not None else "move cap"
    return done(verdict.winner, reason, margin=verdict.margin, referee=verdict.referee)


# --- a match ----------------------------------------------------------------------------------


def wilson_interval(successes: float, trials: int, z: float = Z_95) -> tuple[float, float]:
    """The Wilson score interval of a success rate (95% by default); (0, 1) with no trials."""
    if trials <= 0:
        return 0.0, 1.0
    rate = successes / trials
    z2 = z * z
    centre = (rate + z2 / (2 * trials)) / (1 + z2 / trials)
    half = z * math.sqrt(rate * (1 - rate) / trials + z2 / (4 * trials * trials))
    half /= 1 + z2 / trials
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass
class MoveTimes:
    """One player's thinking time over a match."""

    count: int = 0
    total: float = 0.0
    longest: float = 0.0

    def add(self, seconds: Sequence[float]) -> None:
        self.count += len(seconds)
        self.total += sum(seconds)
        self.longest = max(self.longest, *seconds, 0.0)

    @property
    def mean(self) -> float:
        return self.total / self.count if self.count else 0.0


@dataclass
class Match:
    """The games of players 0 and 1 (player 0 is Black in the even games)."""

    names: tuple[str, str]
    results: list[GameResult] = field(default_factory=list)
    wins: list[int] = field(default_factory=lambda: [0, 0])
    draws: int = 0
    voids: int = 0
    times: tuple[MoveTimes, MoveTimes] = field(default_factory=lambda: (MoveTimes(), MoveTimes()))

    def add(self, result: GameResult) -> None:
        first_is_black = len(self.results) % 2 == 0
        self.results.append(result)
        colour_of = (BLACK, WHITE) if first_is_black else (WHITE, BLACK)
        for index in (0, 1):
            self.times[index].add(result.times[colour_of[index]])
        if result.void:
            self.voids += 1
        elif result.winner is None:
            self.draws += 1
        else:
            self.wins[colour_of.index(result.winner)] += 1

    @property
    def counted(self) -> int:
        """Games that count (void ones do not)."""
        return self.wins[0] + self.wins[1] + self.draws

    def win_rate(self, index: int = 0) -> tuple[float, float, float]:
        """Player ``index``'s score share (a draw is half a win) and its 95% interval."""
        points = self.wins[index] + self.draws / 2
        low, high = wilson_interval(points, self.counted)
        return (points / self.counted if self.counted else 0.0), low, high

    def mean_moves(self) -> float:
        return statistics.fmean(len(r.moves) for r in self.results) if self.results else 0.0


def run_match(
    first: Player,
    second: Player,
    start: Position[Any],
    games: int,
    *,
    seed: int = 0,
    referee: Referee | None = None,
    max_moves: int | None = None,
    opening_plies: int = 0,
    on_game: Callable[[int, GameResult], None] | None = None,
    time_control: TimeControl | None = None,
) -> Match:
    """Play ``games`` games, ``first`` Black in the even ones (0, 2, ...), ``second`` in the
    odd ones; game ``i`` is seeded with ``seed * 1_000_003 + 2 * i``. With ``opening_plies``,
    games ``2k`` and ``2k + 1`` both begin with the same :func:`opening` of that many moves
    (seeded with ``seed`` and ``k``). The players are closed at the end."""
    match = Match((first.name, second.name))
    moves: list[str] = []
    try:
        for i in range(games):
            black, white = (first, second) if i % 2 == 0 else (second, first)
            if i % 2 == 0:
                moves = opening(start, opening_plies, random.Random(f"opening {seed} {i // 2}"))
            result = play_game(black, white, start, seed=seed * 1_000_003 + 2 * i,
                               referee=referee, max_moves=max_moves, opening=moves,
                               time_control=time_control)
            match.add(result)
            if on_game is not None:
                on_game(i, result)
    finally:
        first.close()
        second.close()
    return match
