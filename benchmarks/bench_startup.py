"""Start-up time: from launching magnetdesk to its board painted on the screen, from source
(``python3 -m magnetdesk``) and, when it has been built (``python3 installer/build.py``), the
frozen app in ``dist/``. Each start uses a fresh user folder (no settings, no autosave), as a
first start does; the app reports the painted board itself (``MAGNETDESK_STARTUP_REPORT``).

    python3 benchmarks/bench_startup.py [--runs 5] [--platform offscreen|xcb]

``xcb`` needs a display (run under ``xvfb-run -a``). Prints the median and the best time.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FROZEN = ROOT / "dist" / "magnetdesk" / "magnetdesk"


def start_once(command: list[str], platform: str) -> float:
    """Seconds from launch to the app's "shown" line."""
    with tempfile.TemporaryDirectory() as home:
        environ = dict(os.environ, MAGNETDESK_HOME=home, MAGNETDESK_STARTUP_REPORT="1",
                       QT_QPA_PLATFORM=platform)
        started = time.perf_counter()
        process = subprocess.Popen(command, env=environ, stdout=subprocess.PIPE,
                                   stderr=subprocess.DEVNULL, text=True)
        assert process.stdout is not None
        for line in process.stdout:
            if line.startswith("shown"):
                took = time.perf_counter() - started
                break
        else:
            raise RuntimeError(f"{command} ended without showing its window")
        process.wait(30)
        return took


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--platform", default="offscreen", choices=("offscreen", "xcb"))
    args = parser.parse_args()
    commands = {"source": [sys.executable, "-m", "magnetdesk"]}
    if FROZEN.exists():
        commands["frozen"] = [str(FROZEN)]
    print(f"start-up to the painted board, {args.runs} runs, Qt platform {args.platform}")
    for name, command in commands.items():
        start_once(command, args.platform)  # warm the disk cache
        times = [start_once(command, args.platform) for _ in range(args.runs)]
        print(f"  {name:7} median {statistics.median(times):.2f} s, best {min(times):.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
