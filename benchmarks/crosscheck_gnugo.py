"""The GNU Go cross-check at any length: random games through our Go rules and GNU Go 3.8.

Plays N seeded random games per board size with the same driver as
``tests/engine/go/test_gnugo_crosscheck.py`` (legality of random, ko, suicide and occupied
points; stones and captures after every move), then scores N settled games per size by
territory (GNU Go's Japanese default) and by area (``--chinese-rules``), and prints what was
compared, every disagreement (with the moves that reproduce it) and the time taken.

    python benchmarks/crosscheck_gnugo.py 200 [--sizes 9 13 19] [--seed 0] [--no-score]

Needs GNU Go (Debian package gnugo). Exits with status 1 if the engines disagreed.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from magnetdesk.learn.gnugo import GnuGo
from tests.engine.go.test_gnugo_crosscheck import compare_score, cross_check

SCORINGS = (("territory", ()), ("area", ("--chinese-rules",)))


def legality(sizes: list[int], games: int, seed: int) -> int:
    """Run and print the move-by-move cross-check; the number of disagreements."""
    print(f"{'board':>7} {'games':>6} {'ended':>6} {'moves':>8} {'questions':>10} "
          f"{'captures':>9} {'ko':>5} {'suicide':>8} {'occupied':>9} {'disagree':>9} {'time':>8}")
    found = 0
    with GnuGo() as gnugo:
        for size in sizes:
            began = time.perf_counter()
            tally = cross_check(gnugo, size, games, first_seed=seed + 1000 * size)
            elapsed = time.perf_counter() - began
            r = tally.refusals
            print(f"{size:>4}x{size:<2} {tally.games:>6} {tally.finished:>6} {tally.moves:>8} "
                  f"{tally.questions:>10} {tally.capturing_moves:>9} {r['ko']:>5} "
                  f"{r['suicide']:>8} {r['occupied']:>9} {len(tally.disagreements):>9} "
                  f"{elapsed:>7.1f}s")
            for problem in tally.disagreements:
                print(f"  DISAGREEMENT {problem}")
            found += len(tally.disagreements)
    return found


def scores(sizes: list[int], games: int, seed: int) -> int:
    """Run and print the final-score cross-check; the number of disagreements."""
    print(f"\n{'board':>7} {'scoring':>10} {'scored':>7} {'skipped':>8} {'disagree':>9} "
          f"{'time':>8}")
    found = 0
    for scoring, args in SCORINGS:
        with GnuGo(*args) as gnugo:
            for size in sizes:
                began = time.perf_counter()
                compared = skipped = 0
                problems: list[str] = []
                for game in range(games):
                    try:
                        problem = compare_score(gnugo, size, seed + 5000 + game, scoring)
                    except LookupError as reason:
                        skipped += 1
                        print(f"  skipped: {reason}")
                        continue
                    compared += 1
                    if problem is not None:
                        problems.append(problem)
                elapsed = time.perf_counter() - began
                print(f"{size:>4}x{size:<2} {scoring:>10} {compared:>7} {skipped:>8} "
                      f"{len(problems):>9} {elapsed:>7.1f}s")
                for problem in problems:
                    print(f"  DISAGREEMENT {problem}")
                found += len(problems)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", type=int, help="games per board size")
    parser.add_argument("--sizes", type=int, nargs="+", default=[9, 13, 19])
    parser.add_argument("--seed", type=int, default=0, help="offset of the game seeds")
    parser.add_argument("--no-score", action="store_true", help="skip the final-score check")
    args = parser.parse_args()
    began = time.perf_counter()
    found = legality(args.sizes, args.games, args.seed)
    if not args.no_score:
        found += scores(args.sizes, args.games, args.seed)
    print(f"\n{found} disagreement(s) in {time.perf_counter() - began:.1f}s")
    sys.exit(1 if found else 0)


if __name__ == "__main__":
    main()
