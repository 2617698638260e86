"""benchmarks/setup_katago.py's tune file from the tuner's output on PoCL (the tuner crashed
after the global pooling stage; tests/data/katago/tuner_pocl.txt is what it printed)."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "benchmarks"))

from setup_katago import PARAMS, tune_file  # noqa: E402


def test_the_tune_file_holds_katagos_22_lines_with_the_best_values():
    text = tune_file((ROOT / "tests/data/katago/tuner_pocl.txt").read_text())
    lines = [line for line in text.splitlines() if line and not line.startswith("#")]
    assert len(lines) == 22 and lines[0] == "VERSION=13"  # KataGo's loader wants exactly 22
    assert lines[1:9] == ["0"] * 8  # the tuner said: FP32 storage and compute
    by_name = dict(zip(PARAMS, lines[9:], strict=True))
    assert by_name["xGemmDirect"].startswith("WGD=32 MDIMCD=8")  # its last best line
    assert by_name["gPool"] == "XYSTRIDE=2 CHANNELSTRIDE=16 BATCHSTRIDE=4"
    assert by_name["conv3x3"] == ("INTILE_XSIZE=6 INTILE_YSIZE=6 OUTTILE_XSIZE=4 "
                                  "OUTTILE_YSIZE=4 transLocalSize0=8 transLocalSize1=2 "
                                  "untransLocalSize0=1 untransLocalSize1=1 untransLocalSize2=4")
    assert by_name["transformerRMSNorm"] == "default"  # never reached: KataGo's defaults
    assert by_name["xGemm16"] == "default"  # FP16 failed on PoCL
