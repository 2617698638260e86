"""Build the one-folder desktop app with PyInstaller, then check it with its self-test.

    python3 installer/build.py

Installs magnetdesk with its ``build`` extra (PyInstaller, Pillow) when PyInstaller is
missing, builds ``installer/magnetdesk.spec`` into ``dist/magnetdesk/`` (``dist/magnetdesk.app``
on macOS), runs ``magnetdesk --self-test`` from the result (the frozen app needs no Python) and
prints the folder's size. Exit status 0 when the build works. The same command builds on
Linux, Windows and macOS (each builds for itself).
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"


def run(*args: str) -> None:
    print("+", " ".join(args), flush=True)
    subprocess.run(args, check=True, cwd=ROOT)


def frozen_executable() -> Path:
    if sys.platform == "darwin":
        return DIST / "magnetdesk.app" / "Contents" / "MacOS" / "magnetdesk"
    return DIST / "magnetdesk" / ("magnetdesk.exe" if sys.platform == "win32" else "magnetdesk")


def folder_size(folder: Path) -> int:
    """Bytes on disk, each file once (links to other files in the folder not counted)."""
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def main() -> int:
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        run(sys.executable, "-m", "pip", "install", "-q", f"{ROOT}[build]")
    started = time.monotonic()
    run(sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
        "--distpath", str(DIST), "--workpath", str(ROOT / "build" / "pyinstaller"),
        str(ROOT / "installer" / "magnetdesk.spec"))
    built = time.monotonic() - started
    executable = frozen_executable()
    run(str(executable), "--self-test")
    size = folder_size(executable.parent if sys.platform != "darwin" else DIST / "magnetdesk.app")
    print(f"built {executable} in {built:.0f} s; {size / 2**20:.0f} MiB; the self-test passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
