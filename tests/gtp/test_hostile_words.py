"""Hostile words on the text protocol: superscript and other non-ASCII digits, numbers of
thousands of digits, random unicode. Every command is refused with a reason (never an
``internal error``), and the session, in process and as the real ``magnetdesk-gtp``, goes on
answering."""

from __future__ import annotations

import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from magnetdesk.gtp import GtpSession
from magnetdesk.gtp.session import COMMANDS
from tests.gtp.test_protocol import QUICK, ok
from tests.helpers.gtp_process import GtpProcess

HUGE = "9" * 5000
NAMED = [  # issue 39: each of these once answered "? internal error" or ended the session
    ("lz-analyze ²", "the interval is a number of centiseconds"),
    ("lz-analyze b interval ³", "the interval is a number of centiseconds"),
    (f"kata-analyze b 10 maxmoves {HUGE}", "maxmoves is a whole number"),
    ("kata-analyze b 10 minmoves ²", "minmoves is a whole number"),
    ("boardsize ²", "the size is a whole number"),
    (f"boardsize {HUGE}", "the size is a whole number"),
    ("play b d²", "d² is not a point of this board"),
    (f"play b d{HUGE}", "is not a point of this board"),
    ("play b d٣", "d٣ is not a point of this board"),
    ("fixed_handicap ²", "the number of stones is a whole number"),
    ("place_free_handicap ²", "the number of stones is a whole number"),
    ("loadsgf f.sgf ²", "the move number must be 1 or more"),
    (f"loadsgf f.sgf {HUGE}", "the move number must be 1 or more"),
    ("time_settings 10 5 ²", "byo-yomi stones is a whole number"),
    ("time_settings ² 5 1", "is a number"),
    ("komi ²", "komi is a number"),
    ("magnetdesk-variant go size=²", "size must be a whole number"),
    ("magnetdesk-variant go size=٩", "size must be a whole number"),
]
WORDS = st.one_of(
    st.text(st.characters(blacklist_characters="/\\#", blacklist_categories=("Cc", "Cs", "Zs")),
            min_size=1, max_size=8),
    st.sampled_from(["b", "w", "9", "2", "d4", "D5", "²", "³", "٣", "1e400", "nan", "-1",
                     HUGE, "interval", "maxmoves", "minmoves", "ownership", "true", "size=²"]),
)


def session() -> GtpSession:
    return GtpSession("go", {"size": "9"}, seed=1, player=QUICK)


@pytest.mark.parametrize(("line", "reason"), NAMED, ids=lambda value: value[:40])
def test_a_number_that_is_not_one_is_refused_with_a_reason(line, reason):
    s = session()
    head, stream = s.begin(line)
    assert stream is None
    assert head.startswith("? syntax error: ") or head.startswith("? illegal move: ") or (
        head.startswith("? ") and "must be" in head), (line, head)
    assert reason in head
    assert ok(s, "name") == "magnetdesk"


def test_the_numbers_are_read_the_same_everywhere():
    from magnetdesk.engine.core.numbers import decimal_number, whole_number

    for text in ("²", "٣", "1_0", " 7", HUGE, "", "+"):
        assert whole_number(text) is None
        assert decimal_number(text) is None
    assert whole_number("007") == 7 and decimal_number("6.5") == 6.5


class Broken(Exception):
    pass


def test_a_bug_in_a_streaming_command_is_an_internal_error_and_the_session_goes_on(
        monkeypatch):
    from magnetdesk.gtp import analysis

    def broken(*args):
        raise Broken("a bug")

    monkeypatch.setattr(analysis, "parse_request", broken)
    s = session()
    head, stream = s.begin("7 lz-analyze b 10")
    assert (head, stream) == ("?7 internal error: a bug\n\n", None)
    assert s.handle("8 lz-genmove_analyze b") == "?8 internal error: a bug\n\n"
    assert ok(s, "play b e5") == ""


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                   HealthCheck.function_scoped_fixture])
@given(name=st.sampled_from(sorted(set(COMMANDS) - {"quit"})), words=st.lists(WORDS, max_size=5))
def test_random_words_to_every_command_are_answered_and_the_session_goes_on(
        tmp_path_factory, monkeypatch, name, words):
    monkeypatch.chdir(tmp_path_factory.getbasetemp())  # loadsgf and printsgf stay in here
    s = session()
    line = " ".join([name, *words])
    head, stream = s.begin(line)
    if stream is not None:  # a well-formed analysis: it would search; ending it is its test
        assert head == "=\n"
    else:
        assert head.startswith(("=", "?")) and head.endswith("\n\n"), (line, head)
        assert "internal error" not in head, (line, head)
    assert ok(s, "name") == "magnetdesk"


def test_the_real_program_keeps_answering_hostile_lines():
    engine = GtpProcess([sys.executable, "-m", "magnetdesk.gtp", "--playouts", "30",
                         "--workers", "1", "--option", "size=9"])
    for number, (line, reason) in enumerate(NAMED, start=1):
        answer = engine.ask(f"{number} {line}")
        assert answer.startswith(f"?{number} ") and reason in answer, (line, answer)
        assert "internal error" not in answer
    assert engine.send("name") == "magnetdesk"
    engine.close()
