"""The chess-family search's speed: nodes per second and depth reached, per variant, of the
Python search and of the compiled one (when it was built), and the time per move of each level
(all in this process, one core).

    python3 benchmarks/bench_chess_search.py [--seconds 2] [--positions 4] [--levels]

Positions: the start, and positions after 8 to 20 random moves from a fixed seed (random play
leaves many pieces hanging: a harder, more tactical test than real games). A node is a
position the search reaches through the engine, quiescence included (``Budget.playouts`` for
this family).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from magnetdesk.ai.chess import compiled  # noqa: E402
from magnetdesk.ai.chess import search as chess_search  # noqa: E402
from magnetdesk.ai.core.search_types import Budget  # noqa: E402
from magnetdesk.ai.levels import LEVELS  # noqa: E402
from magnetdesk.ai.player import think  # noqa: E402
from magnetdesk.engine.chess.variants import new_chess_position  # noqa: E402

VARIANTS = ("magnetic-chess", "anti-magnetic-chess", "gravity-chess", "anti-gravity-chess",
            "chess-NNNN")


def positions(variant: str, count: int, seed: int = 1) -> list:
    rng = random.Random(seed)
    found = [new_chess_position(variant)]
    while len(found) < count:
        p = new_chess_position(variant)
        for _ in range(rng.randrange(8, 21)):
            if p.end is not None:
                break
            p = p.play(rng.choice(p.legal_moves())).position
        if p.end is None:
            found.append(p)
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="per search")
    parser.add_argument("--positions", type=int, default=4)
    parser.add_argument("--levels", action="store_true", help="also the time per move by level")
    args = parser.parse_args()
    print(f"{'variant':22} {'nodes/s':>9} {'depths':>12}  {'compiled':>10} {'depths':>16}"
          f"  (searches of {args.seconds:g} s)")
    for variant in VARIANTS:
        rates, depths, fast_rates, fast_depths = [], [], [], []
        for p in positions(variant, args.positions):
            search = chess_search._Search(p, Budget(seconds=args.seconds), lambda: False,
                                          None, random.Random(1))
            started = time.perf_counter()
            search.run()
            rates.append(search.nodes / (time.perf_counter() - started))
            depths.append(search.depth)
            if compiled.serves(p.rules):
                core = compiled.ChessCore(p.rules)
                started = time.perf_counter()
                depth, _, nodes, _ = core.search(p, p.legal_moves(), Budget(seconds=args.seconds))
                fast_rates.append(nodes / (time.perf_counter() - started))
                fast_depths.append(depth)
        fast = f"{statistics.fmean(fast_rates):10,.0f} {fast_depths!s:>16}" if fast_rates else ""
        print(f"{variant:22} {statistics.fmean(rates):9,.0f} {depths!s:>12}  {fast}")
    if args.levels:
        print("\ntime per move by level (magnetic-chess, think() in this process):")
        sample = positions("magnetic-chess", args.positions)
        for number, level in sorted(LEVELS.items()):
            times, nodes = [], []
            for p in sample:
                result = think(p, number, seed=1, workers=1)
                times.append(result.elapsed)
                nodes.append(result.playouts)
            print(f"  level {number} {level.name:10} {statistics.fmean(times):6.2f} s per move, "
                  f"{statistics.fmean(nodes):8,.0f} nodes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
