"""Sabaki's own GTP controller (@sabaki/gtp from npm, installed by scripts/test.sh into
tests/node when npm is there) drives ``lz-analyze`` as Sabaki does: the lines arrive while the
search runs, the analysis answer ends when the next command is sent, and that command is
answered; each line reads as Sabaki's parser reads it."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.gtp.test_analysis import sabaki_reads

NODE = Path(__file__).resolve().parents[1] / "node"
ROOT = NODE.parents[1]

pytestmark = pytest.mark.skipif(
    shutil.which("node") is None or not (NODE / "node_modules" / "@sabaki" / "gtp").is_dir(),
    reason="needs node and @sabaki/gtp (npm ci --prefix tests/node)",
)


def test_sabakis_controller_streams_lz_analyze_and_ends_it_with_the_next_command():
    done = subprocess.run(
        ["node", str(NODE / "analyze.js"), sys.executable, "--workers", "1"],
        capture_output=True, text=True, timeout=120, cwd=ROOT, check=True,
    )
    seen = json.loads(done.stdout)
    assert seen["ended"] and not seen["error"] and seen["name"] == "magnetdesk"
    assert len(seen["lines"]) >= 2  # a line every 0.2 s or so for 2.5 s
    for line in seen["lines"]:
        read = sabaki_reads(line)
        assert read and all(c["move"] != "E5" and c["pv"][0] == c["move"] for c in read)
        assert all(0 <= c["percent"] <= 100 for c in read)
