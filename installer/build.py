"""Build the one-folder desktop app with PyInstaller, then check it with its self-test.

    python3 installer/build.py
    python3 installer/build.py --deb    (then, on Debian and Ubuntu: the folder as a .deb)

Installs magnetdesk with its ``build`` extra (PyInstaller, Pillow) when PyInstaller is
missing, builds ``installer/magnetdesk.spec`` into ``dist/magnetdesk/`` (``dist/magnetdesk.app``
on macOS), runs ``magnetdesk --self-test`` from the result (the frozen app needs no Python),
asks its ``magnetdesk-gtp`` engine its name, and prints the folder's size. Exit status 0 when
the build works. The same command builds on Linux, Windows and macOS (each builds for itself).
``--deb`` packages the folder built before into ``dist/magnetdesk_VERSION_ARCH.deb``
(installer/deb.py) and prints its size and the time it took.
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


def check_gtp(engine: Path) -> None:
    """The folder's second program answers on GTP (``name``, then ``quit``)."""
    print("+", engine, "<<< name, quit", flush=True)
    answer = subprocess.run([str(engine)], input="name\nquit\n", capture_output=True,
                            text=True, timeout=120, check=True).stdout
    if not answer.startswith("= magnetdesk\n"):
        raise SystemExit(f"{engine} answered {answer!r} to name")


def build_deb() -> int:
    from importlib.metadata import version

    import deb

    folder = DIST / "magnetdesk"
    if not (folder / "magnetdesk").exists():
        print(f"No frozen app in {folder}: run python3 installer/build.py first.", file=sys.stderr)
        return 1
    started = time.monotonic()
    package = deb.build(folder, version("magnetdesk"), DIST)
    took = time.monotonic() - started
    print(f"built {package} in {took:.0f} s; {package.stat().st_size / 2**20:.1f} MiB "
          f"(installed {deb.installed_kib(deb.TREE) / 2**10:.0f} MiB)")
    return 0


def main() -> int:
    if "--deb" in sys.argv[1:]:
        return build_deb()
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
    check_gtp(executable.with_name(executable.name.replace("magnetdesk", "magnetdesk-gtp")))
    size = folder_size(executable.parent if sys.platform != "darwin" else DIST / "magnetdesk.app")
    print(f"built {executable} in {built:.0f} s; {size / 2**20:.0f} MiB; the self-test passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
