r"""Keep the translations in step with the code, with Qt's own tools.

    python3 scripts/translations.py           # lupdate the .ts files, then lrelease the .qm
    python3 scripts/translations.py --check   # exit 1 and list what is not translated
    python3 scripts/translations.py --part window   # only window_LANG.ts (and the .qm)

Texts are marked in the code with ``tr()`` and ``QT_TR_NOOP()`` (see
:mod:`magnetdesk.translation`). ``pyside6-lupdate`` collects them into two translation
sources per language, ``engine_LANG.ts`` (rules, files, the searches' words) and
``window_LANG.ts`` (the app), so the two can be translated apart; ``pyside6-lrelease`` makes
one ``magnetdesk_LANG.qm`` of both, which the app loads. To translate, open a ``.ts`` in Qt
Linguist (or any editor: it is XML), fill in every ``<translation>`` and drop its
``type="unfinished"``, then run this script again.

``--check`` runs lupdate on copies, so it changes nothing: a text that is new or changed in
the code, a translation still marked unfinished, a placeholder such as ``{point}`` that the
translation lost, or a ``.qm`` older than its ``.ts`` is a failure (the test suite runs it).
"""

from __future__ import annotations

import argparse
import filecmp
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "magnetdesk"
FOLDER = PACKAGE / "resources" / "translations"
LANGUAGES = ("de",)
# Which sources feed which translation source.
SOURCES = {
    "engine": [PACKAGE / "engine", PACKAGE / "record", PACKAGE / "ai", PACKAGE / "learn"],
    "window": [PACKAGE / "gui", PACKAGE / "desktop.py"],
}
PLACEHOLDER = re.compile(r"\{[a-z_0-9]*\}|%n|%\d")


def ts_path(part: str, language: str, folder: Path = FOLDER) -> Path:
    return folder / f"{part}_{language}.ts"


def qm_path(language: str, folder: Path = FOLDER) -> Path:
    return folder / f"magnetdesk_{language}.qm"


def tool(name: str) -> str:
    """The Qt tool from PySide6, next to the running Python or on the PATH."""
    beside = Path(sys.executable).parent / name
    found = str(beside) if beside.exists() else shutil.which(name)
    if not found:
        raise SystemExit(f"{name} not found: install PySide6 (pip install PySide6-Essentials)")
    return found


def lupdate(part: str, ts: Path) -> None:
    sources = [str(path) for path in SOURCES[part]]
    subprocess.run(
        [tool("pyside6-lupdate"), "-silent", "-extensions", "py", "-locations", "none",
         "-no-obsolete", "-disable-heuristic", "similartext", *sources, "-ts", str(ts)],
        check=True,
    )


def lrelease(language: str, folder: Path, qm: Path) -> None:
    parts = [str(ts_path(part, language, folder)) for part in SOURCES]
    # The two sources share a few texts ("Komi"): lrelease warns that it keeps one; the
    # check makes sure both say the same, so the warning is not shown.
    subprocess.run(
        [tool("pyside6-lrelease"), "-silent", "-nounfinished", *parts, "-qm", str(qm)],
        check=True, capture_output=True,
    )


def translated_text(translation: ElementTree.Element | None) -> str:
    """A message's translation; a text with a count (numerus) has one form per plural form
    of the language, joined here by " | "."""
    if translation is None:
        return ""
    forms = [form.text or "" for form in translation.iter("numerusform")]
    return " | ".join(forms) if forms else translation.text or ""


def translations(ts: Path) -> dict[str, str]:
    return {
        message.findtext("source") or "": translated_text(message.find("translation"))
        for message in ElementTree.parse(ts).getroot().iter("message")
    }


def disagreements(sources: list[Path]) -> list[str]:
    """Texts that two translation sources translate differently (the .qm would keep only
    one of them)."""
    seen: dict[str, tuple[str, str]] = {}
    found = []
    for ts in sources:
        for source, text in translations(ts).items():
            if source in seen and seen[source][1] != text:
                found.append(f"{seen[source][0]} and {ts.name} differ on {source!r}: "
                             f"{seen[source][1]!r} / {text!r}")
            seen.setdefault(source, (ts.name, text))
    return found


def problems(ts: Path) -> list[str]:
    """What is missing in one translation source: untranslated texts and lost placeholders."""
    found = []
    for message in ElementTree.parse(ts).getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        forms = translated_text(translation).split(" | ")
        if translation is None or translation.get("type") in ("unfinished", "vanished", "obsolete"):
            found.append(f"{ts.name}: not translated: {source!r}")
        elif not all(forms):
            found.append(f"{ts.name}: empty translation: {source!r}")
        elif any(
            sorted(PLACEHOLDER.findall(source)) != sorted(PLACEHOLDER.findall(text))
            for text in forms
        ):
            found.append(f"{ts.name}: placeholders differ: {source!r} -> {forms!r}")
    return found


def update(parts: list[str]) -> None:
    FOLDER.mkdir(parents=True, exist_ok=True)
    for language in LANGUAGES:
        for part in parts:
            lupdate(part, ts_path(part, language))
        lrelease(language, FOLDER, qm_path(language))
        for problem in [p for part in SOURCES for p in problems(ts_path(part, language))]:
            print(problem)


def check() -> list[str]:
    found = []
    with tempfile.TemporaryDirectory() as temporary:
        copy = Path(temporary)
        for language in LANGUAGES:
            for part in SOURCES:
                committed = ts_path(part, language)
                if not committed.exists():
                    found.append(f"{committed.name} is missing")
                    continue
                shutil.copy(committed, ts_path(part, language, copy))
                lupdate(part, ts_path(part, language, copy))
                found += problems(ts_path(part, language, copy))
            found += disagreements([ts_path(part, language, copy) for part in SOURCES
                                    if ts_path(part, language, copy).exists()])
            fresh = qm_path(language, copy)
            if all(ts_path(part, language, copy).exists() for part in SOURCES):
                for part in SOURCES:  # the committed sources, for the .qm comparison
                    shutil.copy(ts_path(part, language), ts_path(part, language, copy))
                lrelease(language, copy, fresh)
                committed_qm = qm_path(language)
                if not committed_qm.exists() or not filecmp.cmp(fresh, committed_qm, shallow=False):
                    found.append(f"{committed_qm.name} is not the release of its .ts files")
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="change nothing; list what is missing")
    parser.add_argument(
        "--part", choices=sorted(SOURCES), action="append",
        help="update only this translation source (default: all); the .qm is made of all",
    )
    args = parser.parse_args(argv)
    if not args.check:
        update(args.part or list(SOURCES))
        return 0
    found = check()
    for problem in found:
        print(problem)
    print(f"{len(found)} problem(s)" if found else "every text is translated")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
