"""``genmove`` through the searching player: levels, budgets, resignation, and the GTP clock
(``time_settings``, ``time_left``)."""

from __future__ import annotations

import multiprocessing
import subprocess
import sys
from pathlib import Path

import pytest

from magnetdesk.ai.core import parallel
from magnetdesk.ai.core.search_types import SearchResult
from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.gtp import _parser, computer
from magnetdesk.gtp.clock import GameClocks, TimeControl
from magnetdesk.gtp.computer import PlayerSettings
from magnetdesk.gtp.session import GtpSession

ROOT = Path(__file__).resolve().parents[2]
QUICK = PlayerSettings(playouts=60, workers=1)


@pytest.fixture(autouse=True)
def no_worker_process_left_behind():
    yield
    parallel.shutdown()
    assert multiprocessing.active_children() == []


def session(variant: str = "go", player: PlayerSettings = QUICK, **options) -> GtpSession:
    return GtpSession(variant, {k: str(v) for k, v in options.items()}, seed=1, player=player)


def ok(s: GtpSession, line: str) -> str:
    reply = s.handle(line)
    assert reply.startswith("=") and reply.endswith("\n\n"), (line, reply)
    return reply[1:].strip()


def refused(s: GtpSession, line: str) -> str:
    reply = s.handle(line)
    assert reply.startswith("? "), (line, reply)
    return reply[2:].strip()


@pytest.fixture
def asked(monkeypatch):
    """What ``genmove`` asks of the search (its keyword arguments), answering a fixed move."""
    calls: list[dict] = []
    answer = {"result": SearchResult(move=40, playouts=1, win_rate=0.5)}

    def think(position, level, **kwargs):
        calls.append({"level": level, **kwargs})
        return answer["result"]

    monkeypatch.setattr(computer, "think", think)
    return calls, answer


# --- the move --------------------------------------------------------------------------------


def test_genmove_plays_the_searched_move():
    s = session(size=9)
    move = ok(s, "genmove b")
    assert ok(s, "list_stones black") == move
    assert s.game.position.to_move == WHITE


def test_genmove_takes_the_capture_that_wins_atari_go():
    s = session("atari-go", size=5, start="empty")
    for line in ("play b B4", "play w C4", "play b D4", "play w A1", "play b C5"):
        ok(s, line)
    assert ok(s, "genmove b") == "C3"
    assert s.game.position.end is not None


def test_reg_genmove_answers_without_playing():
    s = session(size=9)
    move = ok(s, "reg_genmove w")
    assert s.game.position.parse_move(move) in s.game.position.legal_moves()
    assert ok(s, "list_stones white") == ""


def test_the_session_level_and_budget_reach_the_search(asked):
    calls, _ = asked
    s = session(size=9, player=PlayerSettings(level=2, seconds=1.5, playouts=700, workers=1))
    ok(s, "genmove b")
    [call] = calls
    assert (call["level"], call["seconds"], call["playouts"], call["workers"]) == (2, 1.5, 700, 1)


def test_a_seeded_session_gives_the_search_a_new_seed_every_move(asked):
    calls, _ = asked
    s = session(size=9)
    ok(s, "reg_genmove b")
    ok(s, "reg_genmove b")
    assert calls[0]["seed"] is not None and calls[0]["seed"] != calls[1]["seed"]


def test_a_hopeless_position_answers_resign_and_changes_nothing(asked):
    _, answer = asked
    answer["result"] = SearchResult(move=40, playouts=1000, win_rate=0.02, resign=True)
    s = session(size=9)
    assert ok(s, "genmove b") == "resign"
    assert ok(s, "list_stones black") == ""


def test_without_resignation_the_best_try_is_played(asked):
    _, answer = asked
    answer["result"] = SearchResult(move=40, playouts=1000, win_rate=0.02, resign=True)
    s = session(size=9, player=PlayerSettings(resign=False))
    assert ok(s, "genmove b") == "E5"


def test_genmove_after_two_passes_resumes_the_game():
    s = session(size=5)
    ok(s, "play b pass")
    ok(s, "play w pass")
    move = ok(s, "genmove b")
    assert move == "pass" or ok(s, "list_stones black") == move


# --- the clock -------------------------------------------------------------------------------


def test_without_a_time_control_the_level_decides_the_time(asked):
    calls, _ = asked
    ok(session(size=9, player=PlayerSettings()), "genmove b")
    assert calls[0]["seconds"] is None


def test_absolute_time_is_spread_over_the_moves_to_come(asked):
    calls, _ = asked
    s = session(size=9, player=PlayerSettings())
    ok(s, "time_settings 60 0 0")
    ok(s, "genmove b")
    assert calls[0]["seconds"] == pytest.approx(60 / (0.35 * 81) * 0.9 - 0.1)


def test_in_byo_yomi_a_move_gets_its_share_of_the_period(asked):
    calls, _ = asked
    s = session(size=9, player=PlayerSettings())
    ok(s, "time_settings 600 30 5")
    ok(s, "time_left b 20 4")
    ok(s, "genmove b")
    assert calls[0]["seconds"] == pytest.approx(20 / 4 * 0.9 - 0.1)


def test_main_time_with_byo_yomi_to_follow_spends_a_little_more(asked):
    calls, _ = asked
    s = session(size=9, player=PlayerSettings())
    ok(s, "time_settings 60 30 5")
    ok(s, "genmove b")
    assert calls[0]["seconds"] == pytest.approx((60 / (0.35 * 81) + 30 / 5) * 0.9 - 0.1)


def test_a_given_time_per_move_caps_the_clocks_share(asked):
    calls, _ = asked
    s = session(size=9, player=PlayerSettings(seconds=1.0))
    ok(s, "time_settings 600 0 0")
    ok(s, "genmove b")
    assert calls[0]["seconds"] == 1.0


def test_byo_yomi_time_without_stones_means_no_time_limit(asked):
    calls, _ = asked
    s = session(size=9, player=PlayerSettings())
    ok(s, "time_settings 0 1 0")
    ok(s, "genmove b")
    assert calls[0]["seconds"] is None


def test_the_time_left_of_the_other_colour_does_not_matter(asked):
    calls, _ = asked
    s = session(size=9, player=PlayerSettings())
    ok(s, "time_settings 60 0 0")
    ok(s, "time_left w 1 0")
    ok(s, "genmove b")
    assert calls[0]["seconds"] > 1


def test_time_commands_refuse_bad_numbers():
    s = session()
    assert refused(s, "time_settings 60 30").startswith("syntax error")
    assert refused(s, "time_settings sixty 30 5").startswith("syntax error")
    assert refused(s, "time_settings 60 30 -5").startswith("syntax error")
    assert refused(s, "time_left b -1 0").startswith("syntax error")
    assert refused(s, "time_left purple 10 0").startswith("syntax error")


def test_the_own_clock_runs_down_when_no_time_left_comes():
    clocks = GameClocks()
    clocks.settings = TimeControl(main_time=10, byo_yomi_time=30, byo_yomi_stones=3)
    clocks.reset()
    clocks.spend(BLACK, 4)
    assert (clocks.clocks[BLACK].seconds, clocks.clocks[BLACK].stones) == (6, 0)
    clocks.spend(BLACK, 8)  # main time runs out 2 s into the move: byo-yomi, 1 stone done
    assert (clocks.clocks[BLACK].seconds, clocks.clocks[BLACK].stones) == (28, 2)
    clocks.spend(BLACK, 5)
    clocks.spend(BLACK, 5)  # the period's stones are done: a fresh period
    assert (clocks.clocks[BLACK].seconds, clocks.clocks[BLACK].stones) == (30, 3)
    assert clocks.clocks[WHITE].seconds == 10


# --- the command line ------------------------------------------------------------------------


def test_the_command_line_sets_level_time_and_playouts():
    args = _parser().parse_args(["--level", "2", "--time", "1.5", "--playouts", "900"])
    assert (args.level, args.time, args.playouts, args.resign) == (2, 1.5, 900, True)
    assert _parser().parse_args([]).level == 5
    assert not _parser().parse_args(["--no-resign"]).resign


@pytest.mark.parametrize("words", [["--level", "6"], ["--time", "0"], ["--playouts", "-3"]])
def test_the_command_line_refuses_a_wrong_setting(words):
    done = subprocess.run(
        [sys.executable, "-m", "magnetdesk.gtp", *words],
        capture_output=True, text=True, timeout=60, cwd=ROOT,
    )
    assert done.returncode == 2
    assert words[0] in done.stderr


def test_a_session_over_standard_input_searches_in_worker_processes_and_ends_cleanly():
    script = "boardsize 9\ngenmove b\nquit\n"
    done = subprocess.run(
        [sys.executable, "-m", "magnetdesk.gtp", "--level", "3", "--playouts", "300"],
        input=script, capture_output=True, text=True, timeout=120, cwd=ROOT,
    )
    assert done.returncode == 0, done.stderr
    answers = done.stdout.split("\n\n")
    assert answers[0] == "=" and answers[2] == "="
    assert answers[1].startswith("= ") and answers[1][2:] != "pass"


@pytest.mark.parametrize(("words", "seconds"), [
    ("none", None),
    ("absolute 60", 60 / (0.35 * 81) * 0.9 - 0.1),
    ("canadian 0 30 10", 30 / 10 * 0.9 - 0.1),
    ("byoyomi 0 5 3", 5 * 0.9 - 0.1),  # a whole period a move: none is lost needlessly
])
def test_kgs_time_settings_sets_the_clock(words, seconds):
    s = session(size=9)
    ok(s, f"kgs-time_settings {words}")
    found = s.computer.clocks.move_seconds(BLACK, 81)
    assert found == (None if seconds is None else pytest.approx(seconds))


def test_kgs_byoyomi_counts_periods_in_time_left_and_loses_one_only_when_overrun():
    s = session(size=9)
    ok(s, "kgs-time_settings byoyomi 0 5 3")
    ok(s, "time_left b 5 3")  # KGS: 3 periods left, not 3 stones
    assert s.computer.clocks.move_seconds(BLACK, 40) == pytest.approx(4.4)
    clocks = s.computer.clocks
    clocks.spend(BLACK, 4.0)  # within the period: it stays
    assert (clocks.clocks[BLACK].seconds, clocks.clocks[BLACK].stones) == (5, 3)
    clocks.spend(BLACK, 6.0)  # overrun: one period gone
    assert (clocks.clocks[BLACK].seconds, clocks.clocks[BLACK].stones) == (5, 2)


@pytest.mark.parametrize("words", ["fast", "byoyomi 0 5", "canadian 10 0 5", "absolute x"])
def test_a_wrong_kgs_time_settings_is_refused(words):
    assert "syntax error" in refused(session(), f"kgs-time_settings {words}")
