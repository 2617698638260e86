"""Add up arena runs: the games of one match spread over several output files.

A long match (Medusa's level pairs take hours) may be stopped part-way and continued with
another seed; each run's output (``benchmarks/arena.py ... > FILE``) keeps one line per
finished game, so no finished game is lost. This reads those lines back from every FILE and
prints the summary the arena prints, over all of them: wins per player (as Black, as White),
draws, void games, the first player's score share with its 95% interval (Wilson), moves and
seconds per game. The files must be of the same game (the text after "games of" in their
first line) and the same two players, in either order.

    python3 benchmarks/tally.py RUN1.txt RUN2.txt [--first NAME]
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from magnetdesk.arena.core import wilson_interval

HEADER = re.compile(r"^(?P<first>.+?) vs (?P<second>.+?): \d+ games? of (?P<game>.+)$")
GAME = re.compile(
    r"^game\s+\d+: (?P<black>.+?) \(B\) vs (?P<white>.+?) \(W\)\s+(?P<result>\S+) \((?P<how>.*?)\)"
    r"\s+(?:(?P<even>draw|void)|(?P<winner>.+?) wins)\s+(?P<moves>\d+) moves\s+(?P<secs>[\d.]+)s$"
)


class TallyError(ValueError):
    """The files cannot be added up (no header, another game, other players)."""


@dataclass(frozen=True)
class Game:
    black: str
    white: str
    winner: str | None  # None: a draw, or void
    void: bool
    moves: int
    seconds: float


def read_run(lines: Iterable[str]) -> tuple[tuple[str, str], str, list[Game]]:
    """One arena output: its two players, its game, and its finished games."""
    players, game, games = None, None, []
    for line in lines:
        line = line.rstrip("\n")
        if players is None:
            header = HEADER.match(line)
            if header:
                players, game = (header["first"], header["second"]), header["game"]
            continue
        found = GAME.match(line)
        if found:
            games.append(Game(found["black"], found["white"], found["winner"],
                              found["even"] == "void", int(found["moves"]),
                              float(found["secs"])))
    if players is None:
        raise TallyError("no arena header (\"A vs B: N games of ...\")")
    return players, game, games


def tally(runs: Sequence[tuple[tuple[str, str], str, list[Game]]], first: str | None = None) -> str:
    """The summary over ``runs`` (as :func:`read_run` answers), for ``first`` (default: the
    first run's first player)."""
    (names, game, _) = runs[0]
    for other_names, other_game, _ in runs[1:]:
        if other_game != game:
            raise TallyError(f"another game: {other_game!r}, not {game!r}")
        if set(other_names) != set(names):
            raise TallyError(f"other players: {' and '.join(other_names)}")
    if first is not None:
        if first not in names:
            raise TallyError(f"{first} does not play here ({' and '.join(names)})")
        names = (first, names[1] if names[0] == first else names[0])
    games = [g for _, _, run in runs for g in run]
    counted = [g for g in games if not g.void]
    draws = sum(1 for g in counted if g.winner is None)
    lines = [f"{names[0]} vs {names[1]}: {len(games)} games of {game}, from {len(runs)} "
             f"run{'' if len(runs) == 1 else 's'}"]
    for name in names:
        as_black = sum(1 for g in counted if g.winner == name and g.black == name)
        as_white = sum(1 for g in counted if g.winner == name and g.white == name)
        wins = as_black + as_white
        lines.append(f"  {name}: {wins} win{'' if wins == 1 else 's'} ({as_black} as Black, "
                     f"{as_white} as White)")
    moves = statistics.fmean(g.moves for g in games) if games else 0.0
    seconds = statistics.fmean(g.seconds for g in games) if games else 0.0
    lines.append(f"  draws: {draws}, void: {len(games) - len(counted)}, moves per game: "
                 f"{moves:.0f}, seconds per game: {seconds:.0f}")
    points = sum(1 for g in counted if g.winner == names[0]) + draws / 2
    low, high = wilson_interval(points, len(counted))
    rate = points / len(counted) if counted else 0.0
    lines.append(f"  {names[0]} win rate: {100 * rate:.1f}% (95% CI {100 * low:.1f}%–"
                 f"{100 * high:.1f}%) over {len(counted)} games")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+", type=Path, help="arena outputs")
    parser.add_argument("--first", default=None, help="the player whose win rate is shown")
    args = parser.parse_args(argv)
    try:
        runs = [read_run(path.read_text(encoding="utf-8").splitlines()) for path in args.files]
        print(tally(runs, args.first))
    except (OSError, UnicodeDecodeError, TallyError) as error:
        print(f"tally: {error}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
