"""Pachi for the tests, where ``benchmarks/build_pachi.py`` built it (its cache folder)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from magnetdesk.engines.spec import EngineSpec

ROOT = Path(__file__).resolve().parents[2]


def pachi_binary() -> Path | None:
    spec = importlib.util.spec_from_file_location("build_pachi",
                                                  ROOT / "benchmarks" / "build_pachi.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.built(module.DEFAULT_CACHE)


def pachi(playouts: int = 1000) -> EngineSpec | None:
    binary = pachi_binary()
    if binary is None:
        return None
    return EngineSpec("Pachi", str(binary), ("-t", f"={playouts}", "pondering=0"))
