"""KataGo for the tests, where ``benchmarks/setup_katago.py`` set it up (its cache folder)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from magnetdesk.engines.spec import EngineSpec

ROOT = Path(__file__).resolve().parents[2]
WHY = "KataGo is not set up here: python3 benchmarks/setup_katago.py"


def katago() -> EngineSpec | None:
    spec = importlib.util.spec_from_file_location("setup_katago",
                                                  ROOT / "benchmarks" / "setup_katago.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    argv = module.katago_argv()
    if argv is None:
        return None
    return EngineSpec("KataGo", argv[0], tuple(argv[1:]))
