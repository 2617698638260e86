"""KataGo's real analysis lines (tests/data/katago, recorded by benchmarks/setup_katago.py's
KataGo) read by magnetdesk/engines/analysis.py: every line of the stream gives candidates that
are legal moves of the position, and the ownership is Black's where the stones stand."""

from __future__ import annotations

from pathlib import Path

import pytest

from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.engine.variants import new_position
from magnetdesk.engines.analysis import parse_analysis

DATA = Path(__file__).parent.parent / "data" / "katago"
MOVES = ("E5", "C4", "G4")


def _position(moves):
    position = new_position("go", size=9, komi=7)
    for text in moves:
        position = position.play(position.parse_move(text)).position
    return position


def _stream(name):
    lines = (DATA / name).read_text().splitlines()
    return [line for line in lines if line.strip() and line.strip() != "="]


@pytest.mark.parametrize(("name", "moves", "to_move", "dialect", "owned"), [
    ("kata_analyze_white.txt", MOVES, WHITE, "kata", False),
    ("kata_analyze_ownership_white.txt", MOVES, WHITE, "kata", True),
    ("lz_analyze_white.txt", MOVES, WHITE, "lz", False),
    ("kata_analyze_ownership_black.txt", (*MOVES, "C6"), BLACK, "kata", True),
])
def test_every_line_of_katagos_stream_is_read(name, moves, to_move, dialect, owned):
    position = _position(moves)
    assert position.to_move == to_move
    lines = _stream(name)
    assert len(lines) >= 5
    for line in lines:
        analysis = parse_analysis(line, to_move, dialect=dialect, points=81)
        assert analysis is not None, line
        assert [c.order for c in analysis.candidates] == list(range(len(analysis.candidates)))
        for candidate in analysis.candidates:
            assert position.is_legal(position.parse_move(candidate.move))
            assert 0.0 <= candidate.win_rate <= 1.0
            assert candidate.pv[0] == candidate.move
            assert (candidate.score_lead is None) == (dialect == "lz")
        assert (analysis.ownership is not None) == owned
        if owned:
            black = analysis.ownership
            for stone in position.stones(BLACK):  # row by row from the top: A9 first
                row, column = divmod(stone, 9)
                assert black[(8 - row) * 9 + column] > 0.3
            for stone in position.stones(WHITE):
                row, column = divmod(stone, 9)
                assert black[(8 - row) * 9 + column] < -0.3


def test_the_lz_stream_is_in_ten_thousandths():
    first = _stream("lz_analyze_white.txt")[-1]
    analysis = parse_analysis(first, WHITE, dialect="lz")
    raw = int(first.split("winrate ")[1].split()[0])
    assert analysis is not None and analysis.candidates[0].win_rate == raw / 10000


def test_a_black_perspective_turns_katagos_side_to_move_numbers():
    line = _stream("kata_analyze_ownership_white.txt")[-1]
    side = parse_analysis(line, WHITE, points=81)
    # the same line read as if KataGo reported for Black: White's numbers are the others
    black = parse_analysis(line, WHITE, perspective="black", points=81)
    assert side is not None and black is not None
    assert black.candidates[0].win_rate == pytest.approx(1 - side.candidates[0].win_rate)
    assert black.ownership == pytest.approx([-v for v in side.ownership])
