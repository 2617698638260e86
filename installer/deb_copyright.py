"""``/usr/share/doc/magnetdesk/copyright`` (machine-readable, DEP-5) for the .deb: one
paragraph for every part of the frozen folder, each with its licence's text.

What the folder carries, and where each licence text comes from (read at build time, so it
is the text of what was bundled):

* magnetdesk itself: MIT (``installer/debian/licenses/magnetdesk``);
* the two executables: PyInstaller's bootloader (GPL-2+ with its exception, PyInstaller's
  ``COPYING.txt``) around a Python archive of magnetdesk, Python's standard library and
  platformdirs (MIT, its wheel's ``LICENSE``);
* Python (``libpython``, ``python3.11/``, ``base_library.zip``): PSF-2.0, Python's ``LICENSE.txt``;
* PySide6, Shiboken and Qt: LGPL-3 or GPL-2 or GPL-3 (the wheels' terms; texts in
  /usr/share/common-licenses), with Qt's ICU under the Unicode/ICU licence
  (``installer/debian/licenses/ICU``);
* Pillow and the libraries its wheel bundles (``pillow.libs``): the wheel's ``LICENSE``, which
  names each of them;
* every library PyInstaller copied from this Debian system: the owning package's copyright
  file, verbatim (found by ``dpkg -S`` on the system file with the same bytes).

A bundled file no paragraph covers stops the build.
"""

from __future__ import annotations

import fnmatch
import hashlib
import re
import subprocess
import sysconfig
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from importlib.metadata import distribution
from pathlib import Path

HERE = Path(__file__).resolve().parent
LICENSES = HERE / "debian" / "licenses"
SYSTEM_LIBRARY_DIRS = (Path("/usr/lib/x86_64-linux-gnu"), Path("/lib/x86_64-linux-gnu"))
COMMON = {  # short name -> file in /usr/share/common-licenses (package base-files)
    "LGPL-3": "LGPL-3", "GPL-2": "GPL-2", "GPL-3": "GPL-3",
}
OPT = "opt/magnetdesk"


class CopyrightError(RuntimeError):
    """A bundled file whose licence the build cannot name."""


@dataclass(frozen=True)
class Part:
    """One ``Files`` paragraph."""

    files: tuple[str, ...]  # patterns relative to the package root
    copyright: str
    license: str  # DEP-5 licence expression
    comment: str = ""


def indent(text: str) -> str:
    """Text as a DEP-5 field's continuation lines (blank lines as " .")."""
    lines = text.expandtabs().rstrip().splitlines()
    return "\n".join(f" {line.rstrip()}" if line.strip() else " ." for line in lines)


def paragraph(part: Part) -> str:
    lines = [f"Files: {' '.join(part.files)}", f"Copyright: {part.copyright}",
             f"License: {part.license}"]
    if part.comment:
        lines.append("Comment:\n" + indent(part.comment))
    return "\n".join(lines)


FULL_TEXTS = (  # (first lines, file in /usr/share/common-licenses) of licences Debian carries
    (r"GNU GENERAL PUBLIC LICENSE\s+Version 2, June 1991", "GPL-2"),
    (r"Apache License\s+Version 2\.0, January 2004", "Apache-2.0"),
)


def shorten(text: str) -> str:
    """``text`` with each full GPL-2 or Apache-2.0 text (up to its "END OF TERMS AND
    CONDITIONS") replaced by a pointer to Debian's copy, as Debian copyright files do."""
    for start, common in FULL_TEXTS:
        text = re.sub(start + r".*?END OF TERMS AND CONDITIONS",
                      f"On Debian systems, the complete text of this licence is in "
                      f"/usr/share/common-licenses/{common}.", text, flags=re.DOTALL)
    return text


def license_paragraph(name: str, text: str) -> str:
    return f"License: {name}\n{indent(shorten(text))}"


def common_license_text(name: str) -> str:
    return (f"On Debian systems, the complete text of this licence is in "
            f"/usr/share/common-licenses/{COMMON[name]}.")


def covered(path: str, parts: Sequence[Part]) -> bool:
    """Whether a paragraph other than ``Files: *`` names ``path``."""
    return any(fnmatch.fnmatchcase(path, pattern) for part in parts for pattern in part.files
               if pattern != "*")


def render(parts: Sequence[Part], texts: dict[str, str], version: str) -> str:
    """The whole file: header, the ``Files`` paragraphs, then each licence once."""
    header = ("Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
              "Upstream-Name: magnetdesk\n"
              f"Comment: The frozen magnetdesk {version} under /opt/magnetdesk, as built by "
              "installer/build.py.")
    blocks = [header, *(paragraph(part) for part in parts)]
    blocks += [license_paragraph(name, text) for name, text in sorted(texts.items())]
    return "\n\n".join(blocks) + "\n"


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def debian_origin(path: Path, run: Callable[..., str]) -> tuple[str, str] | None:
    """(package, version) of the Debian package whose library has exactly ``path``'s bytes."""
    for folder in SYSTEM_LIBRARY_DIRS:
        system = folder / path.name
        if system.is_file() and sha256(system) == sha256(path):
            try:
                owner = run("dpkg", "-S", str(system)).split(":", 1)[0].strip()
            except subprocess.CalledProcessError:
                continue
            version = run("dpkg-query", "-W", "-f=${Version}", owner).strip()
            return owner, version
    return None


def _run(*args: str) -> str:
    return subprocess.run(args, check=True, capture_output=True, text=True).stdout


def _dist_license(name: str, *candidates: str) -> str:
    dist = distribution(name)
    for candidate in candidates:
        text = dist.read_text(candidate)
        if text:
            return text
    raise CopyrightError(f"{name}'s wheel carries none of {candidates}")


def parts_and_texts(folder: Path, version: str, run: Callable[..., str] = _run,
                    ) -> tuple[list[Part], dict[str, str]]:
    """The paragraphs for the frozen ``folder`` (installed at /opt/magnetdesk) and the
    licence texts they name."""
    internal = f"{OPT}/_internal"
    python = f"Python {sysconfig.get_python_version()}"
    parts = [
        Part(("*",), "2026 the magnetdesk authors", "Expat"),
        Part((f"{OPT}/magnetdesk", f"{OPT}/magnetdesk-gtp"),
             "2026 the magnetdesk authors; 2005-2025 PyInstaller Development Team; "
             "Python Software Foundation; 2010-2025 platformdirs contributors",
             "Expat and GPL-2+ with PyInstaller-bootloader exception and PSF-2.0 and platformdirs",
             "PyInstaller's bootloader, holding a Python archive of magnetdesk, "
             f"{python}'s standard library and platformdirs."),
        Part((f"{internal}/libpython*", f"{internal}/python3.*/*", f"{internal}/base_library.zip"),
             "2001-2024 Python Software Foundation", "PSF-2.0", python),
        Part((f"{internal}/PySide6/*", f"{internal}/shiboken6/*"),
             "The Qt Company Ltd. and other contributors", "LGPL-3 or GPL-2 or GPL-3",
             "PySide6, Shiboken6 and Qt 6 from the PySide6-Essentials wheel "
             f"{distribution('PySide6-Essentials').version}."),
        Part((f"{internal}/PySide6/Qt/lib/libicu*",), "1991-2023 Unicode, Inc.", "ICU",
             "ICU, bundled in Qt's wheel."),
        Part((f"{internal}/PIL/*", f"{internal}/pillow.libs/*"),
             "1997-2011 Secret Labs AB; 1995-2011 Fredrik Lundh; 2010 Jeffrey A. Clark and "
             "contributors; the bundled libraries' authors (see the licence)", "Pillow",
             f"Pillow {distribution('pillow').version} and the libraries its wheel bundles."),
        Part((f"{internal}/magnetdesk/*", f"{internal}/magnetdesk-*.dist-info/*",
              f"{internal}/magnetdesk.egg-info/*"),  # an editable install's metadata
             "2026 the magnetdesk authors", "Expat"),
    ]
    texts = {
        "Expat": (LICENSES / "magnetdesk").read_text(encoding="utf-8"),
        "GPL-2+ with PyInstaller-bootloader exception":
            _dist_license("pyinstaller", "licenses/COPYING.txt", "COPYING.txt"),
        "PSF-2.0": (Path(sysconfig.get_paths()["stdlib"]) / "LICENSE.txt").read_text(),
        "platformdirs": _dist_license("platformdirs", "licenses/LICENSE", "LICENSE"),
        "ICU": (LICENSES / "ICU").read_text(encoding="utf-8"),
        "Pillow": _dist_license("pillow", "licenses/LICENSE", "LICENSE"),
        **{name: common_license_text(name) for name in COMMON},
    }
    parts += debian_parts(folder, texts, run)
    uncovered = [path for path in bundle_paths(folder) if not covered(path, parts)]
    if uncovered:
        raise CopyrightError("No licence known for:\n  " + "\n  ".join(uncovered))
    return parts, texts


def bundle_paths(folder: Path) -> Iterable[str]:
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink():  # a link's target is named itself
            yield f"{OPT}/{path.relative_to(folder)}"


def debian_parts(folder: Path, texts: dict[str, str], run: Callable[..., str]) -> list[Part]:
    """A paragraph per Debian package PyInstaller copied libraries from (adds its licence,
    the package's copyright file verbatim, to ``texts``)."""
    by_package: dict[tuple[str, str], list[str]] = {}
    for path in sorted((folder / "_internal").glob("lib*.so*")):
        origin = debian_origin(path, run)
        if origin:
            by_package.setdefault(origin, []).append(f"{OPT}/_internal/{path.name}")
    parts = []
    for (package, version), files in sorted(by_package.items()):
        name = f"Debian-{package}"
        texts[name] = Path(f"/usr/share/doc/{package}/copyright").read_text(errors="replace")
        parts.append(Part(tuple(files), f"the authors named in Debian's {package} {version}",
                          name, f"Copied unchanged from Debian's package {package} {version}; "
                          "its copyright file follows as the licence text."))
    return parts


def build(folder: Path, version: str) -> str:
    """The copyright file's text for the frozen ``folder``."""
    return render(*parts_and_texts(folder, version), version=version)
