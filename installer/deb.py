"""``python3 installer/build.py --deb``: the frozen folder (``dist/magnetdesk/``, built first
by ``python3 installer/build.py``) as a Debian package, ``dist/magnetdesk_VERSION_ARCH.deb``.

What it installs (docs/packaging.md says why):

* ``/opt/magnetdesk/``: the frozen folder, unchanged;
* ``/usr/bin/magnetdesk`` and ``/usr/bin/magnetdesk-gtp``: links to its two executables;
* the desktop entry, the icons at every size in the hicolor theme, the MIME types of our game
  files (``magnetdesk/resources/desktop/``), the AppStream metainfo, two manual pages, the
  copyright file (installer/deb_copyright.py) and lintian's overrides.

No maintainer scripts: the triggers of desktop-file-utils (``/usr/share/applications``),
shared-mime-info (``/usr/share/mime/packages``) and hicolor-icon-theme
(``/usr/share/icons/hicolor``) refresh the desktop's caches when dpkg adds or removes our
files there, so install writes nothing but the package's files and purge leaves nothing.
``Depends`` comes from installer/deb_depends.py.
"""

from __future__ import annotations

import gzip
import hashlib
import os
import re
import shutil
import subprocess
import time
from datetime import UTC, datetime
from pathlib import Path

import deb_copyright
import deb_depends

ROOT = Path(__file__).resolve().parent.parent
HERE = ROOT / "installer" / "debian"
RESOURCES = ROOT / "magnetdesk" / "resources"
THEME = ROOT / "resources" / "icons" / "hicolor"
PACKAGE = "magnetdesk"
APP_ID = "io.github.magnetdesk"  # as the macOS bundle (installer/magnetdesk.spec)
HOMEPAGE = "https://github.com/magnetdesk/magnetdesk"
SCREENSHOTS = "https://raw.githubusercontent.com/magnetdesk/magnetdesk/main/docs/screenshots"
MAINTAINER = "magnetdesk maintainers <maintainers@users.noreply.a-seed-b1dea5e7.example>"
SUMMARY = "Go, its rare relatives and Magnetic Chess on the desktop"
DESCRIPTION = """\
A program for people who love unusual board games. It plays Go and its rare
relatives (Atari-Go, Stoical Go, Magnetgo and Medusa) and the Magnetic Chess
family, against the computer (five levels) or a friend, with undo, branches,
a game tree, scoring and SGF files. magnetdesk-gtp speaks the Go Text
Protocol for GoGui, Sabaki or any GTP controller.
.
The program is a self-contained PyInstaller folder in /opt/magnetdesk, with
its own Python, Qt 6 and Pillow."""
EXECUTABLES = ("magnetdesk", "magnetdesk-gtp")
TREE = ROOT / "build" / "deb" / PACKAGE  # the package's files, as dpkg-deb packs them


def control(version: str, architecture: str, depends: str, installed_kib: int) -> str:
    """The ``DEBIAN/control`` text."""
    long = "\n".join(f" {line}" for line in DESCRIPTION.splitlines())
    return (f"Package: {PACKAGE}\nVersion: {version}\nArchitecture: {architecture}\n"
            f"Maintainer: {MAINTAINER}\nInstalled-Size: {installed_kib}\n"
            f"Depends: {depends}\nSection: games\nPriority: optional\n"
            f"Homepage: {HOMEPAGE}\nDescription: {SUMMARY}\n{long}\n")


def metainfo(version: str, date: str) -> str:
    text = (HERE / f"{APP_ID}.metainfo.xml").read_text(encoding="utf-8")
    return text.format(version=version, date=date, homepage=HOMEPAGE, screenshots=SCREENSHOTS)


def changelog(version: str, when: datetime) -> str:
    """A one-entry Debian changelog (lintian wants one in every package)."""
    stamp = when.strftime("%a, %d %b %Y %H:%M:%S +0000")
    return (f"{PACKAGE} ({version}) unstable; urgency=medium\n\n"
            f"  * The frozen magnetdesk {version}, packaged by installer/build.py --deb.\n\n"
            f" -- {MAINTAINER}  {stamp}\n")


def lintian_overrides() -> str:
    return (HERE / "lintian-overrides").read_text(encoding="utf-8")


def gzip_bytes(data: bytes) -> bytes:
    return gzip.compress(data, compresslevel=9, mtime=0)


def write(path: Path, data: bytes | str, mode: int = 0o644) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data.encode("utf-8") if isinstance(data, str) else data)
    path.chmod(mode)


def copy_frozen(folder: Path, target: Path) -> None:
    """The frozen folder under ``opt/magnetdesk`` with Debian's modes: 0755 for folders and
    the two programs, 0644 for everything else (shared libraries included)."""
    shutil.copytree(folder, target, symlinks=True)
    for path in [target, *target.rglob("*")]:
        if path.is_symlink():
            continue
        executable = path.is_dir() or (path.parent == target and path.name in EXECUTABLES)
        path.chmod(0o755 if executable else 0o644)


def kept_runpath(runpath: str) -> str:
    """The ``$ORIGIN`` entries of a RUNPATH: the others name folders of the build machine
    (pyenv's ``/root/.pyenv/.../lib``), which the loader must not search on a user's."""
    return ":".join(entry for entry in runpath.split(":") if entry.startswith("$ORIGIN"))


def tidy_objects(opt: Path) -> None:
    """Debian's treatment of shared objects (as dh_strip and lintian want): debugging symbols
    stripped, RUNPATHs into the build machine removed. The two executables stay as they are:
    PyInstaller appends their Python archive, which strip would cut off."""
    for path in deb_depends.elf_files(opt):
        if path.parent == opt:
            continue
        sections = subprocess.run(["readelf", "-S", "-d", str(path)], check=True,
                                  capture_output=True, text=True).stdout
        if ".symtab" in sections:
            subprocess.run(["strip", "--strip-unneeded", "--remove-section=.comment",
                            "--remove-section=.note", str(path)], check=True)
        match = re.search(r"\((?:RUNPATH|RPATH)\)\s+Library (?:runpath|rpath): \[([^\]]*)\]",
                          sections)
        if match and kept_runpath(match[1]) != match[1]:
            kept = kept_runpath(match[1])
            args = ["--set-rpath", kept] if kept else ["--remove-rpath"]
            subprocess.run(["patchelf", *args, str(path)], check=True)


def stage(folder: Path, tree: Path, version: str, when: datetime) -> None:
    """Everything but ``DEBIAN/`` below ``tree``."""
    copy_frozen(folder, tree / "opt" / PACKAGE)
    tidy_objects(tree / "opt" / PACKAGE)
    for name in EXECUTABLES:
        link = tree / "usr" / "bin" / name
        link.parent.mkdir(parents=True, exist_ok=True)
        link.symlink_to(f"/opt/{PACKAGE}/{name}")
    share = tree / "usr" / "share"
    write(share / "applications" / f"{PACKAGE}.desktop",
          (RESOURCES / "desktop" / "magnetdesk.desktop").read_bytes())
    write(share / "mime" / "packages" / f"{PACKAGE}.xml",
          (RESOURCES / "desktop" / "magnetdesk-mime.xml").read_bytes())
    for png in sorted(THEME.glob("*/apps/magnetdesk.png")):
        write(share / "icons" / "hicolor" / png.relative_to(THEME), png.read_bytes())
    write(share / "icons" / "hicolor" / "scalable" / "apps" / "magnetdesk.svg",
          (RESOURCES / "icons" / "magnetdesk.svg").read_bytes())
    write(share / "metainfo" / f"{APP_ID}.metainfo.xml", metainfo(version, when.date().isoformat()))
    for name in EXECUTABLES:
        page = gzip_bytes((HERE / f"{name}.1").read_bytes())
        write(share / "man" / "man1" / f"{name}.1.gz", page)
    doc = share / "doc" / PACKAGE
    write(doc / "copyright", deb_copyright.build(folder, version))
    write(doc / "changelog.gz", gzip_bytes(changelog(version, when).encode()))
    write(share / "lintian" / "overrides" / PACKAGE, lintian_overrides())


def md5sums(tree: Path) -> str:
    lines = []
    for path in sorted(tree.rglob("*")):
        if path.is_file() and not path.is_symlink() and "DEBIAN" not in path.parts:
            digest = hashlib.md5(path.read_bytes()).hexdigest()
            lines.append(f"{digest}  {path.relative_to(tree)}")
    return "\n".join(lines) + "\n"


def installed_kib(tree: Path) -> int:
    """dpkg's Installed-Size: KiB, each file rounded up, as dpkg-gencontrol counts."""
    return sum(-(-p.lstat().st_size // 1024) for p in tree.rglob("*") if not p.is_dir())


def commit_time() -> datetime:
    """The source's date (SOURCE_DATE_EPOCH, else the last commit, else now)."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    if not epoch:
        try:
            epoch = subprocess.run(["git", "log", "-1", "--format=%ct"], cwd=ROOT, check=True,
                                   capture_output=True, text=True).stdout.strip()
        except (OSError, subprocess.CalledProcessError):
            epoch = ""
    return datetime.fromtimestamp(int(epoch) if epoch else time.time(), tz=UTC)


def build(folder: Path, version: str, out_dir: Path) -> Path:
    """Write ``out_dir/magnetdesk_VERSION_ARCH.deb`` from the frozen ``folder``."""
    architecture = subprocess.run(["dpkg", "--print-architecture"], check=True,
                                  capture_output=True, text=True).stdout.strip()
    tree = TREE
    if tree.exists():
        shutil.rmtree(tree)
    when = commit_time()
    stage(folder, tree, version, when)
    depends = deb_depends.compute(folder)
    write(tree / "DEBIAN" / "control", control(version, architecture, depends, installed_kib(tree)))
    write(tree / "DEBIAN" / "md5sums", md5sums(tree))
    (tree / "DEBIAN").chmod(0o755)
    package = out_dir / f"{PACKAGE}_{version}_{architecture}.deb"
    env = {**os.environ, "SOURCE_DATE_EPOCH": str(int(when.timestamp()))}
    subprocess.run(["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(tree), str(package)],
                   check=True, env=env)
    print(f"Depends: {depends}")
    return package
