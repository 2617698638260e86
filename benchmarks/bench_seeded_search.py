"""A seeded search's time: 9×9 Go from the start, level 5, 20,000 playouts, one worker, seed 7
(the same move every run, so two versions of the code can be timed side by side).

    python3 benchmarks/bench_seeded_search.py [VARIANT]

Prints the folder the code came from, the wall and CPU seconds, and the move chosen.
"""
import sys
import time

import magnetdesk
from magnetdesk.ai.player import think
from magnetdesk.record import GameRecord

variant = sys.argv[1] if len(sys.argv) > 1 else "go"
rec = GameRecord(variant, {"size": 9} if variant != "medusa" and "chess" not in variant else {}, {})
pos = rec.position(rec.root)
t = time.perf_counter()
c = time.process_time()
r = think(pos, 5, playouts=20000, seed=7, workers=1)
wall, cpu = time.perf_counter() - t, time.process_time() - c
print(f"{magnetdesk.__file__.split('/')[2]} {variant} {wall:.2f}s cpu {cpu:.2f}s move={r.move}")
