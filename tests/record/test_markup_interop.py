"""Other programs read our markup the same: sgfmill (Go) and Sabaki's own SGF library
(@sabaki/sgf from tests/node-sgf, every family); a file Sabaki writes with markup loads and
keeps it."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest
from sgfmill import sgf

from magnetdesk.record import game_to_sgf
from magnetdesk.record.markup import MARKUP_PROPERTIES
from magnetdesk.record.sgf import game_from_sgf_text
from tests.record.test_markup import FAMILIES, marked_game

NODE = Path(__file__).resolve().parents[1] / "node-sgf"
needs_sabaki = pytest.mark.skipif(
    shutil.which("node") is None or not (NODE / "node_modules" / "@sabaki" / "sgf").is_dir(),
    reason="needs node and @sabaki/sgf (npm ci --prefix tests/node-sgf)",
)


def sabaki(mode: str, text: str) -> str:
    done = subprocess.run(["node", str(NODE / "markup.js"), mode], input=text,
                          capture_output=True, text=True, timeout=60, check=True)
    return done.stdout


def test_sgfmill_reads_our_go_markup_the_same() -> None:
    record, markup = marked_game("go")
    game = sgf.Sgf_game.from_string(game_to_sgf(record))
    node = game.get_main_sequence()[1]
    size = 9

    def point(name: str) -> tuple[int, int]:  # sgfmill's (row from the bottom, column)
        return int(name[1:]) - 1, "ABCDEFGHJ".index(name[0])

    for kind in ("TR", "SQ", "CR", "MA"):
        assert node.get(kind) == {point(p) for p, k in markup.shapes if k == kind}
    assert set(node.get("LB")) == {(point(p), text) for p, text in markup.labels}
    assert set(node.get("AR")) == {(point(a), point(b)) for a, b in markup.arrows}
    assert set(node.get("LN")) == {(point(a), point(b)) for a, b in markup.lines}
    assert node.get("DD") == {point(p) for p in markup.dimmed or ()}
    assert game.get_size() == size


@needs_sabaki
@pytest.mark.parametrize("variant", FAMILIES)
def test_sabaki_reads_our_markup_the_same(variant: str) -> None:
    record, _ = marked_game(variant)
    text = game_to_sgf(record)
    ours, _ = game_from_sgf_text(text)
    theirs = json.loads(sabaki("read", text))
    # what Sabaki reads is the values we wrote, property by property (escapes resolved)
    expected = []
    for node in ours.main_line():
        line = game_to_sgf(ours.line_to(node)).rsplit(";", 1)[-1]
        expected.append({ident: _values(line, ident) for ident in MARKUP_PROPERTIES
                         if f"{ident}[" in line})
    assert theirs == expected
    assert theirs[1]["LB"][-1 if variant != "magnetic-chess" else 1].endswith("x]y: z")


def _values(line: str, ident: str) -> list[str]:
    """The values of ``ident`` in a node's text (unescaped as a reader does)."""
    start = line.index(f"{ident}[") + len(ident)
    values, i = [], start
    while i < len(line) and line[i] == "[":
        j = i + 1
        value = ""
        while line[j] != "]":
            if line[j] == "\\":
                j += 1
            value += line[j]
            j += 1
        values.append(value)
        i = j + 1
    return values


@needs_sabaki
def test_a_file_sabaki_writes_with_markup_loads_and_keeps_it() -> None:
    nodes = [
        {"GM": ["1"], "FF": ["4"], "CA": ["UTF-8"], "AP": ["Sabaki:0.52.2"], "KM": ["6.5"],
         "SZ": ["19"], "AB": ["dd", "pp"], "TR": ["dd"], "LB": ["pd:A", "dp:1"]},
        {"B": ["qc"], "CR": ["qc"], "SQ": ["pp"], "MA": ["dd"], "AR": ["pd:qc"],
         "LN": ["dp:pp"], "DD": ["dd", "pp"]},
        {"W": ["cc"], "DD": [""]},
    ]
    text = sabaki("write", json.dumps(nodes))
    record, warnings = game_from_sgf_text(text)
    assert warnings == []
    root, first, second = record.main_line()
    assert root.markup.shapes == (("D16", "TR"),)
    assert root.markup.labels == (("D4", "1"), ("Q16", "A"))
    assert first.markup.arrows == (("Q16", "R17"),)
    assert first.markup.lines == (("D4", "Q4"),)
    assert first.markup.dimmed == {"D16", "Q4"}
    assert second.markup.dimmed == frozenset()
    again = json.loads(sabaki("read", game_to_sgf(record)))
    assert again == [
        {"TR": ["dd"], "LB": ["dp:1", "pd:A"]},
        {"SQ": ["pp"], "CR": ["qc"], "MA": ["dd"], "AR": ["pd:qc"], "LN": ["dp:pp"],
         "DD": ["dd", "pp"]},
        {"DD": [""]},
    ]
