"""The compiled cores are loaded in one place: :mod:`magnetdesk.ai.core.cores`."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

import magnetdesk
from magnetdesk.ai.core import cores

PACKAGE = Path(magnetdesk.__file__).resolve().parent


def test_only_the_loader_imports_a_core_or_reads_the_switch():
    core_modules = "|".join(path.rsplit(".", 1)[1] for path in cores.CORES.values())
    imports = re.compile(
        rf"import\s+({core_modules})\b|from\s+\S+\s+import\s+.*\b({core_modules})\b"
    )
    readers = []
    for path in PACKAGE.rglob("*.py"):
        if path.name == "cores.py":
            continue
        text = path.read_text(encoding="utf-8")
        code = "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("#"))
        if imports.search(code) or re.search(r"environ.*MAGNETDESK_PURE_PYTHON", code):
            readers.append(path.relative_to(PACKAGE).as_posix())
    assert readers == []


@pytest.mark.skipif(not os.environ.get("CI"), reason="only CI promises a C compiler")
def test_on_ci_every_core_is_built():
    assert [name for name in cores.CORES if cores.built(name) is None] == []


def test_the_switch_turns_every_core_off_and_back_on(monkeypatch):
    monkeypatch.setenv(cores.PURE_PYTHON, "1")
    assert all(cores.used(name) is None for name in cores.CORES)
    monkeypatch.setenv(cores.PURE_PYTHON, "0")
    assert all(cores.used(name) is cores.built(name) for name in cores.CORES)
