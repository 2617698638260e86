r"""The arena: two players, N games with alternating colours, the win rate with its 95%
confidence interval (Wilson) and the time per move.

Players: ``ours:LEVEL`` (``ours:LEVEL:SECONDS``, ``ours:p=PLAYOUTS``), ``random``, ``greedy``
(:mod:`magnetdesk.arena.go.baseline`; chess: :mod:`magnetdesk.ai.chess.baseline`),
``chess-mc[:SECONDS]`` (chess only), ``fsf:DEPTH[:PROGRAM]`` (Fairy-Stockfish searching DEPTH
plies a move, on the field-less code NNNN only: ``--variant chess-custom --option code=NNNN``;
``benchmarks/setup_fairy_stockfish.py`` builds it), or ``gtp:COMMAND...``: any text-protocol
engine, run as a child process
(GNU Go: ``'gtp:/usr/games/gnugo --mode gtp --level 1 --chinese-rules'``).
An engine that knows ``magnetdesk-variant`` (ours: ``gtp:python3 -m magnetdesk.gtp``) plays
every variant; any other plays plain Go. Games that end by two passes (or the move cap) are
counted by a GNU Go referee (``final_score``) for plain Go when GNU Go is installed, else by
the engine's count with its dead-stone estimate. The loop and the statistics are in
:mod:`magnetdesk.arena.core`.

The figures of the README come from these commands (run from the repository's root; GNU Go
is ``G='gtp:/usr/games/gnugo --mode gtp --level 1 --chinese-rules'``):

    # the measuring sticks, every variant: 200 games in 7 to 45 s each
    python3 benchmarks/arena.py greedy random --variant go --size 9 --komi 7.5 \
        --games 200 --seed 1 --quiet
    python3 benchmarks/arena.py greedy random --variant VARIANT --size 9 --games 200 \
        --seed 1 --quiet          # VARIANT: atari-go, stoical-go, magnetgo
    python3 benchmarks/arena.py greedy "$G" --size 9 --komi 7.5 --games 20 --seed 1
    # issue 5's targets (9x9 Go, komi 7.5, area scoring, at most 3 s per move)
    python3 benchmarks/arena.py ours:5:3 "$G" --size 9 --komi 7.5 --option scoring=area \
        --games 40 --seed 1 --sgf-dir arena-games
    python3 benchmarks/arena.py ours:5:3 "${G/level 1/level 10}" --size 9 --komi 7.5 \
        --games 20 --seed 1
    python3 benchmarks/arena.py ours:5 greedy --variant VARIANT --size 9 --games 40 --seed 1
    python3 benchmarks/arena.py ours:N ours:M --variant VARIANT --size 9 --games 40 --seed 1
    # Magnetgo: games the search wins run to the 243-move cap (the greedy player passes only
    # when passing wins), so its runs add --max-moves 120 against greedy, 160 for the level
    # pairs (docs/strength.md)
    # the chess family (chess-mc: flat Monte-Carlo with random playouts, 1 s a move)
    python3 benchmarks/arena.py ours:5:1 greedy --variant magnetic-chess --games 10 \
        --seed 1 --max-moves 100 --quiet          # also ours:5:1 chess-mc:1
    # a run stopped part-way keeps a line per finished game: go on with another --seed and
    # add the runs up with: python3 benchmarks/tally.py RUN1.txt RUN2.txt
    # chess level pairs: the strong levels choose at temperature 0 and would repeat their
    # games, so each pair of games (colours swapped) begins with its own 4-move opening
    python3 benchmarks/arena.py ours:N ours:M --variant magnetic-chess --games 20 \
        --seed 1 --max-moves 100 --opening-plies 4

    # today's strongest against an earlier version kept as a fixed opponent (issue 28): the
    # earlier commit checked out in a worktree, each engine started in its own tree (with
    # ``-m`` Python imports magnetdesk from the working directory, so PYTHONPATH alone would
    # start today's code twice)
    git worktree add --detach ../old-2a6ae3e 2a6ae3e
    python3 benchmarks/arena.py \
        "gtp:env -C $PWD python3 -m magnetdesk.gtp --level 5 --time 1" \
        "gtp:env -C $PWD/../old-2a6ae3e python3 -m magnetdesk.gtp --level 5 --time 1" \
        --variant magnetic-chess --games 20 --seed 1 --max-moves 100 --opening-plies 4

    # the chess family against Fairy-Stockfish at fixed depths (issue 43; code NNNN only;
    # docs/strength.md): the ladder, one rung a depth
    for d in 2 4 6 8 10 12; do python3 benchmarks/arena.py ours:5:1 fsf:$d \
        --variant chess-custom --option code=NNNN --games 20 --seed 1 --max-moves 200 \
        --opening-plies 4; done

Exit status 0, or 2 for a bad command line or a player that cannot start.
"""

from __future__ import annotations

import argparse
import os
import shlex
import sys
import time
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from magnetdesk.arena.core import (  # noqa: E402
    COLOUR_LETTER,
    EngineReferee,
    GameResult,
    Match,
    Move,
    Player,
    PlayerError,
    Verdict,
    builtin_player,
    run_match,
)
from magnetdesk.clocks.controls import TimeControl, from_sgf  # noqa: E402
from magnetdesk.engine.core.options import OptionError  # noqa: E402
from magnetdesk.engine.core.vocabulary import BLACK, WHITE  # noqa: E402
from magnetdesk.engine.go.position import GoPosition  # noqa: E402
from magnetdesk.engine.variants import VARIANTS, new_position  # noqa: E402
from magnetdesk.engines.client import GtpClient  # noqa: E402
from magnetdesk.engines.player import ANSWER_TIMEOUT, EnginePlayer  # noqa: E402
from magnetdesk.engines.spec import EngineSpec  # noqa: E402
from magnetdesk.learn.gnugo import score_value as black_margin  # noqa: E402
from magnetdesk.record import save_game  # noqa: E402

GNUGO_PATHS = ("/usr/games/gnugo", "/usr/bin/gnugo", "/usr/local/bin/gnugo")


# --- the GNU Go referee -----------------------------------------------------------------------


def find_gnugo() -> str | None:
    import shutil

    found = shutil.which("gnugo")
    return found or next((p for p in GNUGO_PATHS if os.access(p, os.X_OK)), None)


class GnuGoReferee:
    """GNU Go's ``final_score`` for plain Go (area or territory scoring), its rules matched
    to ours; the engine's own count for everything else and when GNU Go refuses a move."""

    name = "gnugo"

    def __init__(self, program: str) -> None:
        self.program = program
        self.engines: dict[tuple[str, ...], GtpClient] = {}
        self.fallback = EngineReferee()

    def count(self, start: GoPosition, moves: Sequence[Move], final: GoPosition) -> Verdict:
        rules = start.rules
        if rules.variant != "go" or rules.blocked or rules.scoring == "stones":
            return self.fallback.count(start, moves, final)
        flags = (
            *(("--chinese-rules",) if rules.scoring == "area" else ()),
            *(("--allow-all-suicide",) if rules.suicide == "allowed" else ()),
            *((f"--{rules.ko}-superko",) if rules.ko in ("positional", "situational") else ()),
        )
        if flags not in self.engines:
            spec = EngineSpec("gnugo", self.program, ("--mode", "gtp", "--quiet", *flags))
            self.engines[flags] = GtpClient(spec)
        engine = self.engines[flags]
        setup = [f"boardsize {rules.size}", "clear_board", f"komi {rules.komi:g}"]
        if rules.handicap:
            stones = " ".join(start.move_text(c) for c in start.stones(BLACK))
            setup.append(f"set_free_handicap {stones}")
        plays = [f"play {COLOUR_LETTER[colour].lower()} {text}" for colour, text in moves]
        for command in (*setup, *plays):
            ok, _ = engine.send(command)
            if not ok:
                verdict = self.fallback.count(start, moves, final)
                return Verdict(verdict.winner, verdict.margin, f"engine (GNU Go refused {command})")
        lead = score_value(engine.command("final_score", ANSWER_TIMEOUT))
        return Verdict(None if lead == 0 else BLACK if lead > 0 else WHITE, lead, self.name)

    def close(self) -> None:
        for engine in self.engines.values():
            engine.close()
        self.engines.clear()


def score_value(result: str) -> float:
    """A result text as Black's lead (:func:`magnetdesk.learn.gnugo.score_value`); a text
    that is not a score is the player's error."""
    try:
        return black_margin(result)
    except ValueError as error:
        raise PlayerError(str(error)) from None


# --- the command line ---------------------------------------------------------------------------


def make_player(spec: str, timeout: float = ANSWER_TIMEOUT) -> Player:
    """A player from its spec (see the module docstring); ValueError for an unknown one."""
    found = builtin_player(spec)
    if found is not None:
        return found
    if spec.startswith("gtp:"):
        return EnginePlayer.from_argv(shlex.split(spec[4:]), timeout=timeout)
    raise ValueError(f"unknown player {spec!r}: use ours:LEVEL, random, greedy, "
                     "chess-mc, fsf:DEPTH or gtp:COMMAND")


def start_position(variant: str, size: int, komi: float | None, options: Sequence[str]):
    """The start position from the command line's variant, size, komi and key=value options."""
    sized = any(option.key == "size" for option in VARIANTS[variant].options)  # not Medusa
    values: dict[str, object] = {"size": str(size)} if sized else {}
    if komi is not None:
        values["komi"] = f"{komi:g}"
    for word in options:
        key, equals, value = word.partition("=")
        if not equals:
            raise OptionError(f"an option is key=value, not {word!r}")
        values[key.strip()] = value
    return new_position(variant, **values)


def game_line(index: int, result: GameResult) -> str:
    """One game: the players, the result and why, the winner, moves and seconds."""
    winner = ("void" if result.void else "draw" if result.winner is None
              else (result.black if result.winner == BLACK else result.white) + " wins")
    how = result.reason + (f", {result.referee}" if result.referee else "")
    line = (f"game {index + 1:3}: {result.black} (B) vs {result.white} (W)  "
            f"{result.result_text:>8} ({how})  {winner}  {len(result.moves)} moves  "
            f"{result.seconds:.1f}s")
    return line + (f"\n    {result.message}" if result.message else "")


def summary(match: Match) -> str:
    """Wins per player, the first player's win rate with its 95% interval, time per move."""
    lines = []
    for index, name in enumerate(match.names):
        as_black = sum(1 for i, r in enumerate(match.results)
                       if i % 2 == index and r.winner == BLACK and not r.void)
        as_white = sum(1 for i, r in enumerate(match.results)
                       if i % 2 != index and r.winner == WHITE and not r.void)
        wins = match.wins[index]
        lines.append(f"  {name}: {wins} win{'' if wins == 1 else 's'} ({as_black} as Black, "
                     f"{as_white} as White)")
    lines.append(f"  draws: {match.draws}, void: {match.voids}, "
                 f"moves per game: {match.mean_moves():.0f}")
    rate, low, high = match.win_rate(0)
    lines.append(f"  {match.names[0]} win rate: {100 * rate:.1f}% (95% CI "
                 f"{100 * low:.1f}%–{100 * high:.1f}%) over {match.counted} games")
    for name, times in zip(match.names, match.times, strict=True):
        lines.append(f"  time per move, {name}: mean {duration(times.mean)}, "
                     f"max {duration(times.longest)} ({times.count} moves)")
    return "\n".join(lines)


def duration(seconds: float) -> str:
    """``2.61 s`` from one second up, ``0.84 ms`` below."""
    return f"{seconds:.2f} s" if seconds >= 1 else f"{1000 * seconds:.2f} ms"


def clock_control(spec: str) -> TimeControl | None:
    """``sudden:60``, ``fischer:60:2``, ``byoyomi:0:5x5``, ``canadian:0:10/30`` as a control."""
    kind, _, rest = spec.partition(":")
    main_time, _, extra = rest.partition(":")
    overtime = {"sudden": "", "fischer": f"fischer {extra}", "byoyomi": extra,
                "canadian": extra}.get(kind)
    if overtime is None:
        return None
    return from_sgf(main_time, overtime)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("first", help="player 0 (Black in the odd-numbered games)")
    parser.add_argument("second", help="player 1")
    parser.add_argument("--variant", default="go", choices=sorted(VARIANTS))
    parser.add_argument("--size", type=int, default=9)
    parser.add_argument("--komi", type=float, default=None)
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help="a variant option, e.g. scoring=area (repeat for more)")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--max-moves", type=int, default=None,
                        help="end and count a game after this many moves (default 3 x points)")
    parser.add_argument("--opening-plies", type=int, default=0, metavar="N",
                        help="begin each pair of games (colours swapped) with N varied moves: "
                             "a search at temperature 0 repeats its games otherwise")
    parser.add_argument("--referee", choices=("auto", "engine", "gnugo"), default="auto")
    parser.add_argument("--timeout", type=float, default=ANSWER_TIMEOUT,
                        help="seconds a text-protocol engine may take for one answer")
    parser.add_argument("--sgf-dir", type=Path, default=None, help="save every game there")
    parser.add_argument("--quiet", action="store_true", help="only the summary")
    parser.add_argument("--clock", default=None, metavar="CONTROL",
                        help="both sides on the clock: sudden:60, fischer:60:2, "
                             "byoyomi:0:5x5 (main:periods x seconds), canadian:0:10/30")
    args = parser.parse_args(argv)
    control = None
    if args.clock is not None:
        control = clock_control(args.clock)
        if control is None:
            parser.error(f"--clock: not a time control: {args.clock}")

    try:
        start = start_position(args.variant, args.size, args.komi, args.option)
        first = make_player(args.first, args.timeout)
        second = make_player(args.second, args.timeout)
    except ValueError as error:
        parser.error(str(error))
    referee = None
    gnugo = find_gnugo() if args.referee != "engine" else None
    if args.referee == "gnugo" and gnugo is None:
        parser.error("--referee gnugo: GNU Go is not installed (Debian package gnugo)")
    if gnugo is not None:
        referee = GnuGoReferee(gnugo)
    if args.sgf_dir is not None:
        args.sgf_dir.mkdir(parents=True, exist_ok=True)

    def on_game(index: int, result: GameResult) -> None:
        if not args.quiet:
            print(game_line(index, result), flush=True)
        if args.sgf_dir is not None:
            save_game(result.record(), str(args.sgf_dir / f"game-{index + 1:03}.sgf"))

    rules = start.rules
    game = rules.variant + (f" {rules.size}x{rules.size}" if hasattr(rules, "size") else "")
    details = [game]  # the size: not Medusa
    if hasattr(rules, "komi"):  # not chess
        details.append(f"komi {rules.komi:g}")
    if hasattr(rules, "scoring"):
        details.append(f"scoring {rules.scoring}")
    if rules.variant == "chess-custom":  # the named chess variants say their code
        details.append(f"code {rules.code.text}" if rules.code_rule == "fixed"
                       else f"codes {rules.code_rule}")
    if args.opening_plies:
        details.append(f"openings of {args.opening_plies} moves")
    if control is not None:
        details.append(f"clock {args.clock}")
    plain_go = referee is not None and rules.variant == "go"
    details.append(f"counted by {'GNU Go' if plain_go else 'the engine'}")
    print(f"{first.name} vs {second.name}: {args.games} games of " + ", ".join(details),
          flush=True)
    began = time.perf_counter()
    try:
        match = run_match(first, second, start, args.games, seed=args.seed, referee=referee,
                          max_moves=args.max_moves, opening_plies=args.opening_plies,
                          on_game=on_game, time_control=control)
    except PlayerError as error:
        print(f"arena: {error}", file=sys.stderr)
        return 2
    finally:
        if referee is not None:
            referee.close()
    print(summary(match))
    print(f"  wall time: {time.perf_counter() - began:.1f}s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
