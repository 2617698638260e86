"""Engines for the tests: the fake engine's spec, GNU Go's, ours."""

from __future__ import annotations

import sys
from pathlib import Path

from magnetdesk.engines.spec import EngineSpec

FAKE = Path(__file__).with_name("fake_gtp.py")
GNUGO = "/usr/games/gnugo"
ROOT = Path(__file__).resolve().parents[2]


def fake(mode: str, *more: str) -> EngineSpec:
    return EngineSpec(f"fake {mode}", sys.executable, (str(FAKE), mode, *more))


def gnugo(*more: str) -> EngineSpec:
    return EngineSpec("GNU Go", GNUGO, ("--mode", "gtp", *more))


def ours(*more: str) -> EngineSpec:
    """magnetdesk-gtp from this tree (the folder makes ``-m`` import this copy)."""
    return EngineSpec("magnetdesk-gtp", sys.executable, ("-m", "magnetdesk.gtp", *more),
                      folder=str(ROOT))
