"""The ``Depends:`` of the .deb: the system libraries the frozen folder links against, found
the way a person would check by hand (``readelf -d`` for what each bundled ELF file needs,
``ldd`` for where the system resolves it, ``dpkg -S`` for the package that owns that file),
with each package's minimum version from its own ``shlibs`` file (``/var/lib/dpkg/info``), as
``dpkg-shlibdeps`` would take it.

A library the folder carries itself (PyInstaller copies most of Qt's stack in) is no
dependency; one that resolves nowhere stops the build, since the package would install and
then fail to load that part. Kept free of the build's side effects: the parsing functions take
the tools' text, so tests feed them recorded output.
"""

from __future__ import annotations

import os
import re
import subprocess
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path

DPKG_INFO = Path("/var/lib/dpkg/info")


class DependsError(RuntimeError):
    """A library the folder needs is neither bundled nor found on this system."""


def is_elf(path: Path) -> bool:
    if not path.is_file() or path.is_symlink():
        return False
    with path.open("rb") as handle:
        return handle.read(4) == b"\x7fELF"


def elf_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*") if is_elf(p))


def parse_needed(readelf_output: str) -> list[str]:
    """The ``NEEDED`` sonames of ``readelf -d`` output."""
    return re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", readelf_output)


def parse_ldd(ldd_output: str) -> dict[str, str | None]:
    """soname -> resolved path (``None`` for "not found") of ``ldd`` output; the dynamic
    loader's line (a path, no ``=>``) counts under its file name, the vdso is left out."""
    resolved: dict[str, str | None] = {}
    for line in ldd_output.splitlines():
        match = re.match(r"\s*(\S+) => (?:(not found)|(\S+))", line)
        loader = re.match(r"\s*(/\S+) \(0x", line)  # the loader: its path, no "=>"
        if match:
            resolved[match[1]] = None if match[2] else match[3]
        elif loader:
            resolved[loader[1].rsplit("/", 1)[-1]] = loader[1]
    return resolved


def parse_dpkg_search(output: str) -> str:
    """The package of ``dpkg -S PATH`` output (``libc6:amd64: /lib/.../libc.so.6``), without
    its architecture."""
    first = output.strip().splitlines()[0]
    return first.split(": ", 1)[0].split(",")[0].strip().split(":")[0]


def parse_shlibs(text: str, package: str) -> dict[str, str]:
    """soname -> dependency (``libdrm2 (>= 2.4.89)``) of a ``shlibs`` file, for ``package``'s
    own lines (no udeb lines)."""
    found = {}
    for line in text.splitlines():
        if not line.strip() or line.startswith(("#", "udeb:")):
            continue
        library, major, dependency = line.split(None, 2)
        if dependency.split()[0] == package:
            for soname in (f"{library}.so.{major}", f"{library}-{major}.so"):
                found[soname] = dependency.split(",")[0].strip()
    return found


def system_needs(needed: Mapping[str, Iterable[str]], bundled: set[str],
                 resolved: Mapping[str, Mapping[str, str | None]]) -> dict[str, str]:
    """soname -> system path of every library a bundled file needs that the folder does not
    carry (``needed``: file -> sonames, ``resolved``: file -> ldd's answer)."""
    needs: dict[str, str] = {}
    missing = []
    for file, sonames in needed.items():
        for soname in sonames:
            if soname in bundled:
                continue
            path = resolved[file].get(soname)
            if path is None:
                missing.append(f"{file} needs {soname}")
            else:
                needs[soname] = path
    if missing:
        raise DependsError("Libraries neither bundled nor installed here (install them, "
                           "so that dpkg -S can name their packages):\n  " + "\n  ".join(missing))
    return needs


def depends_field(packages: Mapping[str, str], versions: Mapping[str, str]) -> str:
    """The ``Depends:`` value: each package once, sorted, with the largest minimum version
    its sonames ask for (``packages``: soname -> package, ``versions``: soname ->
    ``pkg (>= v)`` from the shlibs files)."""
    best: dict[str, str] = {}
    for soname, package in packages.items():
        relation = versions.get(soname, package)
        if package not in best or _version(relation) > _version(best[package]):
            best[package] = relation
    return ", ".join(best[package] for package in sorted(best))


def _version(relation: str) -> tuple[int | str, ...]:
    match = re.search(r"\(>=\s*([^)]+)\)", relation)
    if not match:
        return ()
    return tuple(int(part) if part.isdigit() else part for part in re.split(r"[.+~-]", match[1]))


def _run(*args: str, env: Mapping[str, str] | None = None) -> str:
    return subprocess.run(args, check=True, capture_output=True, text=True,
                          env=dict(env) if env else None).stdout


def compute(folder: Path, run: Callable[..., str] = _run) -> str:
    """The ``Depends:`` of the frozen ``folder`` on this system."""
    files = elf_files(folder)
    bundled = {p.name for p in folder.rglob("*")}
    library_dirs = sorted({str(p.parent) for p in files})
    env = {**os.environ, "LD_LIBRARY_PATH": ":".join(library_dirs)}  # as the bootloader sets
    needed = {str(p): parse_needed(run("readelf", "-d", str(p))) for p in files}
    resolved = {str(p): parse_ldd(run("ldd", str(p), env=env)) for p in files if needed[str(p)]}
    needs = system_needs({f: n for f, n in needed.items() if n}, bundled, resolved)
    packages = {soname: owner(path, run) for soname, path in needs.items()}
    versions: dict[str, str] = {}
    for package in set(packages.values()):
        for shlibs in (DPKG_INFO / f"{package}:amd64.shlibs", DPKG_INFO / f"{package}.shlibs"):
            if shlibs.exists():
                versions.update(parse_shlibs(shlibs.read_text(), package))
    return depends_field(packages, versions)


def owner(path: str, run: Callable[..., str] = _run) -> str:
    """The package owning ``path`` (tried as given, then resolved, then across the merged
    /usr, since dpkg records a file under the path its package shipped it)."""
    real = os.path.realpath(path)
    candidates = [path, real]
    for candidate in (path, real):
        if candidate.startswith("/usr/lib/"):
            candidates.append(candidate[len("/usr"):])
        elif candidate.startswith("/lib/"):
            candidates.append("/usr" + candidate)
    for candidate in dict.fromkeys(candidates):
        try:
            return parse_dpkg_search(run("dpkg", "-S", candidate))
        except subprocess.CalledProcessError:
            continue
    raise DependsError(f"No installed package owns {path}")
