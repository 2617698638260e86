"""The coach in figures: how late the window's event loop wakes while the analysis (F2) and the
game review search, and how long the review of a 60-move 9×9 Go game takes at each budget.

    python3 benchmarks/bench_coach.py [--seconds 8] [--budgets quick]

The window is the real main window (offscreen unless a display is asked for); a timer asks to
wake every 20 ms and each wake-up's lateness is kept. The reviewed game is the computer's own
(level 1 against itself, seed 1: the same 60 moves every run). Figures depend on the machine's
load: run it alone on the machine.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

TICK_MS = 20
MOVES = 60


def wake_ups(app, seconds: float) -> list[float]:
    """How late (ms) a 20 ms timer fires, over ``seconds`` of the event loop."""
    from PySide6.QtCore import QElapsedTimer, QEventLoop, QTimer

    late: list[float] = []
    clock = QElapsedTimer()
    clock.start()
    last = [clock.nsecsElapsed()]

    def tick() -> None:
        now = clock.nsecsElapsed()
        late.append(max(0.0, (now - last[0]) / 1e6 - TICK_MS))
        last[0] = now

    timer = QTimer()
    timer.setInterval(TICK_MS)
    timer.timeout.connect(tick)
    timer.start()
    loop = QEventLoop()
    QTimer.singleShot(round(seconds * 1000), loop.quit)
    loop.exec()
    timer.stop()
    return late


def summary(late: list[float]) -> str:
    ordered = sorted(late)
    p95 = ordered[int(0.95 * (len(ordered) - 1))]
    return (f"median {statistics.median(ordered):.1f} ms, 95% {p95:.1f} ms, "
            f"max {ordered[-1]:.1f} ms over {len(ordered)} wake-ups")


def game_of_60():
    """The computer against itself on 9×9, 60 moves (a fixed seed)."""
    from magnetdesk.ai.player import think
    from magnetdesk.record import Game

    game = Game.new("go", size=9)
    for ply in range(MOVES):
        position = game.position
        if position.end is not None:
            break
        move = think(position, 1, playouts=200, workers=1, seed=ply + 1).move
        game.play(position.move_text(move))
    return game


def review_seconds(app, game, seconds: float) -> float:
    from PySide6.QtCore import QEventLoop

    from magnetdesk.gui.coach.review import Review

    review = Review(game.record.position)
    loop = QEventLoop()
    review.finished.connect(lambda whole: loop.quit())
    started = time.monotonic()
    review.start(game.record.main_line(), seconds)
    loop.exec()
    took = time.monotonic() - started
    review.shutdown()
    return took


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=8.0, help="seconds of each wake-up run")
    parser.add_argument("--budgets", nargs="*", default=["quick"],
                        help="review budgets to time (quick normal deep)")
    args = parser.parse_args()

    from PySide6.QtWidgets import QApplication

    from magnetdesk.ai.core import parallel
    from magnetdesk.gui.coach.review import BUDGETS
    from magnetdesk.gui.common.setup import GameSetup
    from magnetdesk.gui.window.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv)
    parallel.warm_up(background=False)
    print(f"wake-up delay, idle: {summary(wake_ups(app, args.seconds / 2))}")
    window = MainWindow(GameSetup("go", {"size": 9}))
    window.show()
    game = game_of_60()
    window._show_record(game.record, None)
    window.coach.set_on(True)
    print(f"wake-up delay while the analysis runs: {summary(wake_ups(app, args.seconds))}")
    window.coach.set_on(False)
    window.coach.review_line(window._line(), BUDGETS["quick"], False)
    print(f"wake-up delay while the review runs: {summary(wake_ups(app, args.seconds))}")
    window.coach.review.stop()
    window.coach.stop()
    for budget in args.budgets:
        took = review_seconds(app, game, BUDGETS[budget])
        positions = len(game.record.main_line())
        print(f"review of a {positions - 1}-move 9x9 game at {budget} ({BUDGETS[budget]} s a "
              f"position): {took:.1f} s")
    window.close()
    parallel.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
