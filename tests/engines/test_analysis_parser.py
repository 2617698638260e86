"""The analysis stream's reader (magnetdesk/engines/analysis.py): lines written by the rules of
the format, read back exactly in every perspective; garbage never raises."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.engines.analysis import PERSPECTIVES, EngineAnalysis, parse_analysis

COLUMNS = "ABCDEFGHJKLMNOPQRST"
vertices = st.builds(lambda c, r: f"{c}{r}", st.sampled_from(COLUMNS), st.integers(1, 19)) | \
    st.just("pass")
rates = st.floats(0.0, 1.0, allow_nan=False)
leads = st.floats(-400.0, 400.0, allow_nan=False)
candidates = st.lists(
    st.tuples(vertices, st.integers(0, 10**6), rates, leads, rates,
              st.lists(vertices, max_size=6)),
    min_size=1, max_size=8)


def _reported(value: float, flip: bool) -> float:
    return 1.0 - value if flip else value


def kata_line(moves, to_move, perspective, ownership=None) -> str:
    """A line as KataGo writes it, the values given for the side to move turned to the
    engine's perspective (KataGo's own rule, cpp/command/gtp.cpp)."""
    flip = (perspective == "black" and to_move == WHITE) or (
        perspective == "white" and to_move == BLACK)
    parts = []
    for order, (move, visits, rate, lead, prior, rest) in enumerate(moves):
        shown_lead = -lead if flip else lead
        parts.append(
            f"info move {move} visits {visits} edgeVisits {visits} utility -0.04 "
            f"winrate {_reported(rate, flip)!r} scoreMean {shown_lead!r} scoreStdev 24.7 "
            f"scoreLead {shown_lead!r} scoreSelfplay 0.1 prior {prior!r} lcb 0.47 "
            f"utilityLcb -0.05 weight 12.5 order {order} pv {' '.join([move, *rest])}")
    line = " ".join(parts)
    if ownership is not None:
        mover = ownership if to_move == BLACK else [-v for v in ownership]  # Black's → mover's
        line += " ownership " + " ".join(repr(-v if flip else v) for v in mover)
    return line


@given(candidates, st.sampled_from([BLACK, WHITE]), st.sampled_from(PERSPECTIVES))
def test_a_kata_line_is_read_back_for_the_side_to_move(moves, to_move, perspective):
    analysis = parse_analysis(kata_line(moves, to_move, perspective), to_move,
                              perspective=perspective)
    assert isinstance(analysis, EngineAnalysis)
    assert [c.move for c in analysis.candidates] == [m[0] for m in moves]
    for candidate, (move, visits, rate, lead, prior, rest) in zip(
            analysis.candidates, moves, strict=True):
        assert candidate.visits == visits
        assert candidate.win_rate == pytest.approx(rate, abs=1e-12)
        assert candidate.score_lead == pytest.approx(lead)
        assert candidate.prior == pytest.approx(prior)
        assert candidate.pv == (move, *rest)
        black = rate if to_move == BLACK else 1 - rate
        assert candidate.black_win_rate(to_move) == pytest.approx(black, abs=1e-12)
    assert analysis.visits == sum(m[1] for m in moves)


@given(st.lists(st.floats(-1.0, 1.0, allow_nan=False), min_size=81, max_size=81),
       st.sampled_from([BLACK, WHITE]), st.sampled_from(PERSPECTIVES))
def test_ownership_is_blacks_in_the_engines_order(black_view, to_move, perspective):
    line = kata_line([("D4", 3, 0.5, 0.0, 0.1, [])], to_move, perspective, black_view)
    analysis = parse_analysis(line, to_move, perspective=perspective, points=81)
    assert analysis is not None and analysis.ownership is not None
    assert analysis.ownership == pytest.approx(black_view)
    assert parse_analysis(line, to_move, perspective=perspective, points=80).ownership is None


@given(candidates, st.sampled_from([BLACK, WHITE]))
def test_an_lz_line_is_read_in_ten_thousandths(moves, to_move):
    line = " ".join(
        f"info move {move} visits {visits} winrate {round(rate * 10000)} "
        f"prior {round(prior * 10000)} lcb 4700 order {order} pv {' '.join([move, *rest])}"
        for order, (move, visits, rate, _lead, prior, rest) in enumerate(moves))
    analysis = parse_analysis(line, to_move, dialect="lz")
    assert analysis is not None
    for candidate, (_move, _visits, rate, _lead, prior, _rest) in zip(
            analysis.candidates, moves, strict=True):
        assert candidate.win_rate == pytest.approx(round(rate * 10000) / 10000)
        assert candidate.prior == pytest.approx(round(prior * 10000) / 10000)
        assert candidate.score_lead is None


def test_the_engines_order_wins_over_the_lines_order():
    line = ("info move Q16 visits 5 winrate 0.4 order 1 pv Q16 "
            "info move D4 visits 9 winrate 0.6 order 0 pv D4 Q16")
    analysis = parse_analysis(line, BLACK)
    assert analysis is not None
    assert [c.move for c in analysis.candidates] == ["D4", "Q16"]
    assert [c.order for c in analysis.candidates] == [0, 1]


def test_root_info_gives_the_roots_visits_and_value():
    line = ("info move D4 visits 9 winrate 0.6 scoreLead 2.5 order 0 pv D4 "
            "rootInfo visits 30 utility 0.1 winrate 0.58 scoreLead 2.0 weight 30")
    analysis = parse_analysis(line, WHITE, perspective="black")
    assert analysis is not None
    assert analysis.visits == 30
    assert analysis.win_rate == pytest.approx(0.42)  # Black's 58%: White to move has 42%
    assert analysis.score_lead == pytest.approx(-2.0)
    assert analysis.candidates[0].score_lead == pytest.approx(-2.5)


@pytest.mark.parametrize("line", [
    "", "=", "= ", "? unknown command", "info", "info move", "info move D4",
    "info move D4 visits x winrate 0.5", "info move D4 visits 3 winrate 1.5",
    "info move D4 visits -3 winrate 0.5", "info move D4 visits 3.5 winrate 0.5",
    "info move D4 visits 3 winrate nan", "info move !! visits 3 winrate 0.5",
    "info visits 3 winrate 0.5 pv D4",
])
def test_a_line_without_a_readable_candidate_is_none(line):
    assert parse_analysis(line, BLACK) is None


def test_a_bad_candidate_is_left_out_and_the_others_kept():
    line = ("info move D4 visits 9 winrate 0.6 order 0 pv D4 "
            "info move Q16 visits many winrate 0.4 order 1 pv Q16 "
            "info move C3 visits 2 winrate 0.3 order 2 pv C3 D4 ownership 0.5 bad")
    analysis = parse_analysis(line, BLACK)
    assert analysis is not None
    assert [c.move for c in analysis.candidates] == ["D4", "C3"]
    assert analysis.ownership is None  # a bad number: no ownership rather than a wrong one


def test_a_line_that_does_not_start_with_its_move_is_not_its_line():
    analysis = parse_analysis("info move D4 visits 9 winrate 0.6 pv Q16 D4", BLACK)
    assert analysis is not None and analysis.candidates[0].pv == ("D4",)


def test_the_gtp_answers_equals_sign_is_skipped():
    analysis = parse_analysis("= info move D4 visits 1 winrate 0.5 pv D4", BLACK)
    assert analysis is not None and analysis.candidates[0].move == "D4"


@settings(max_examples=300)
@given(st.text(max_size=300), st.sampled_from([BLACK, WHITE]),
       st.sampled_from(PERSPECTIVES), st.sampled_from(["kata", "lz"]))
def test_garbage_never_raises(text, to_move, perspective, dialect):
    result = parse_analysis(text, to_move, perspective=perspective, dialect=dialect, points=81)
    assert result is None or all(0.0 <= c.win_rate <= 1.0 for c in result.candidates)


words = st.sampled_from(["info", "move", "visits", "winrate", "pv", "order", "prior",
                         "ownership", "rootInfo", "scoreLead", "D4", "pass", "0.5", "7",
                         "-1", "1e9", "nan", "inf", "Q16", "pvVisits", "movesOwnership"])


@settings(max_examples=300)
@given(st.lists(words, max_size=60), st.sampled_from([BLACK, WHITE]))
def test_shuffled_keywords_never_raise(tokens, to_move):
    result = parse_analysis(" ".join(tokens), to_move, points=4)
    if result is not None:
        for c in result.candidates:
            assert 0.0 <= c.win_rate <= 1.0 and c.visits >= 0 and c.pv[0] == c.move
        assert result.ownership is None or len(result.ownership) == 4
