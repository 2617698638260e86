"""The strength levels and :func:`think`, the one entry point of the computer's moves."""

from __future__ import annotations

import dataclasses
import itertools
import math
import multiprocessing
import threading

import pytest

from magnetdesk.ai.core import parallel
from magnetdesk.ai.core.search_types import Budget
from magnetdesk.ai.go import mcts
from magnetdesk.ai.levels import LEVELS, MAX_LEVEL, MIN_LEVEL, board_scale, level, level_names
from magnetdesk.ai.player import reserve, think
from magnetdesk.engine.go.diagram import position_from_text
from magnetdesk.engine.variants import new_position

NINE = new_position("go", size=9)


@pytest.fixture(autouse=True)
def no_worker_process_left_behind():
    yield
    parallel.shutdown()
    assert multiprocessing.active_children() == []


# --- the levels ------------------------------------------------------------------------------


def test_five_levels_from_beginner_to_strongest():
    assert level_names() == {
        1: "Beginner", 2: "Casual", 3: "Club", 4: "Strong", 5: "Strongest",
    }
    assert (MIN_LEVEL, MAX_LEVEL) == (1, 5)


def test_the_lower_levels_see_less_ahead():
    magnetgo = new_position("magnetgo", size=9)
    sights = [LEVELS[n].budget(magnetgo).foresight for n in range(MIN_LEVEL, MAX_LEVEL + 1)]
    assert sights == [0, 1, 2, 3, 4]  # 0: blind, 3: all a search can see
    assert LEVELS[1].budget(magnetgo, playouts=50).foresight == 0


def test_each_level_searches_more_and_strays_less_than_the_one_below():
    for lower, higher in zip(list(LEVELS.values()), list(LEVELS.values())[1:], strict=False):
        assert higher.playouts > lower.playouts
        assert higher.seconds > lower.seconds
        assert higher.temperature < lower.temperature


def test_the_strongest_level_plays_its_best_move_and_uses_all_its_time():
    strongest = LEVELS[5]
    assert strongest.temperature == 0
    assert strongest.budget(NINE) == Budget(playouts=10**9, seconds=3.0, reuse=True)


def test_only_the_strongest_keeps_its_tree_and_never_in_a_seeded_search():
    assert [LEVELS[n].budget(NINE).reuse for n in sorted(LEVELS)] == [False] * 4 + [True]
    assert not LEVELS[5].budget(NINE, playouts=500).reuse


def test_the_lower_levels_make_mistakes_only_by_temperature():
    assert all(LEVELS[n].temperature > 0 for n in (1, 2, 3, 4))


def test_budgets_grow_with_the_board():
    small, big = new_position("go", size=5), new_position("go", size=19)
    for lv in LEVELS.values():
        assert lv.budget(small).seconds < lv.budget(NINE).seconds < lv.budget(big).seconds
    assert LEVELS[1].budget(small).playouts < LEVELS[1].budget(big).playouts


@pytest.mark.parametrize(("variant", "size", "go_size", "playouts_a_second"), [
    ("medusa", None, 14, 700),  # 14×14 Go: 196 cells, Medusa has 210; about 750 a second
    ("magnetgo", 9, 9, 1150),  # in games: Strong's 1,200 playouts took 1.03 s a move
])
def test_the_dear_variants_have_fewer_playouts_and_the_levels_still_step_up(
    variant, size, go_size, playouts_a_second
):
    position = new_position(variant) if size is None else new_position(variant, size=size)
    same_cells = new_position("go", size=go_size)
    caps = [LEVELS[n].budget(position).playouts for n in (1, 2, 3, 4)]
    go_caps = [LEVELS[n].budget(same_cells).playouts for n in (1, 2, 3, 4)]
    assert all(cap < go_cap / 2 for cap, go_cap in zip(caps, go_caps, strict=True))
    assert all(higher >= 3 * lower for lower, higher in itertools.pairwise(caps))
    # the Strong level's playouts fit in its seconds, on both cores, at the measured rate
    # (on average in half to three quarters of them: Magnetgo's longest move took 1.93 s of 2)
    assert caps[3] / playouts_a_second < LEVELS[4].budget(position).seconds * 0.75
    assert LEVELS[5].budget(position).playouts == 10**9
    strongest = LEVELS[5].budget(same_cells).seconds  # time is not priced
    assert LEVELS[5].budget(position).seconds == pytest.approx(strongest, rel=0.05)


@pytest.mark.parametrize("position", [new_position("magnetgo", size=9), new_position("medusa")])
def test_the_dear_beginner_only_ranks_the_priors_favourites(position):
    caps = [LEVELS[n].budget(position).playouts for n in (1, 2)]
    # with 32 playouts Magnetgo's won about half its games against Casual; Medusa's, with
    # 26, 8 of 20
    assert caps[0] > 1 and caps[0] * 10 <= caps[1]


def test_the_board_stretches_a_budget_only_so_far():
    assert board_scale(NINE) == 1.0
    assert board_scale(new_position("go", size=19)) == pytest.approx(math.sqrt(361 / 81))
    assert board_scale(new_position("go", size=25)) == 2.5
    assert board_scale(new_position("go", size=2)) == 0.5


def test_given_seconds_replace_the_levels_time_but_not_its_playout_cap():
    assert LEVELS[2].budget(NINE, seconds=10.0) == Budget(playouts=300, seconds=10.0, foresight=1)


def test_given_playouts_replace_the_cap_and_lift_the_time_limit():
    assert LEVELS[5].budget(NINE, playouts=500) == Budget(playouts=500, seconds=math.inf)
    assert LEVELS[1].budget(NINE, playouts=500, seconds=2.0) == Budget(500, 2.0, foresight=0)


def test_level_numbers_outside_one_to_five_are_clamped():
    assert level(0) is LEVELS[1]
    assert level(9) is LEVELS[5]


# --- think -----------------------------------------------------------------------------------

WINNING_CAPTURE = position_from_text("atari-go", """
    . X O .
    . . X .
    . . . .
    . . . .
""", to_move="black")


def test_think_takes_the_capture_that_wins_atari_go():
    result = think(WINNING_CAPTURE, playouts=100, seed=1, workers=1)
    assert WINNING_CAPTURE.move_text(result.move) == "D4"


def test_think_with_one_worker_and_a_seed_repeats_exactly():
    first = think(NINE, 3, playouts=100, seed=7, workers=1)
    second = think(NINE, 3, playouts=100, seed=7, workers=1)
    assert (first.move, first.playouts, first.win_rate) == (
        second.move, second.playouts, second.win_rate,
    )


def test_a_tiny_search_runs_in_this_process(monkeypatch):
    def no_pool():
        raise AssertionError("a tiny search started the worker processes")

    monkeypatch.setattr(parallel, "default_pool", no_pool)
    assert NINE.is_legal(think(NINE, 1).move)  # the beginner's 80 playouts


def test_a_bigger_search_runs_in_the_worker_processes():
    result = think(NINE, playouts=200, seed=1)
    assert NINE.is_legal(result.move)
    assert result.playouts == 200
    assert len(parallel.default_pool().pids()) == parallel.default_pool().size


def test_the_level_sets_the_temperature_of_the_choice(monkeypatch):
    temperatures = []
    real_choose = mcts.choose

    def choose(position, stats, *, temperature=0.0, rng=None, settled_pass=False):
        temperatures.append(temperature)
        return real_choose(position, stats, temperature=temperature, rng=rng,
                           settled_pass=settled_pass)

    monkeypatch.setattr(mcts, "choose", choose)
    for number in (1, 3, 5):
        think(NINE, number, playouts=50, workers=1)
    assert temperatures == [LEVELS[1].temperature, LEVELS[3].temperature, 0.0]


def test_think_reports_progress_and_the_time_it_took():
    # A budget of playouts, not of seconds: a loaded machine cannot end the search before its
    # first report (reports come about four times a second; 20,000 playouts take seconds,
    # with the compiled core too).
    reports = []
    result = think(NINE, playouts=20000, workers=1, progress=reports.append)
    assert reports and all(NINE.is_legal(r.best_move) for r in reports)
    assert result.elapsed > 0
    assert not result.stopped


def test_the_search_leaves_part_of_the_time_for_choosing(monkeypatch):
    budgets = []
    search_stats = mcts.search_stats

    def recording(position, budget, **kwargs):
        budgets.append(budget)
        return search_stats(position, dataclasses.replace(budget, playouts=20), **kwargs)

    monkeypatch.setattr(mcts, "search_stats", recording)
    think(NINE, 5, seconds=3.0, workers=1)
    think(NINE, 1, workers=1)
    # the time less the reserve, less the moment already spent before the search began
    for budget, seconds in zip(budgets, (3.0, 0.5), strict=True):
        assert seconds - reserve(seconds) - 0.05 < budget.seconds <= seconds - reserve(seconds)
    assert 0 < reserve(0.5) < reserve(3.0) <= 0.15


@pytest.mark.parametrize("workers", [1, None])
def test_stop_ends_think_at_once_with_a_legal_move(workers):
    asked = threading.Event()
    started = threading.Event()
    answer = []

    def run():
        answer.append(think(NINE, seconds=600, workers=workers, stop=asked.is_set,
                            progress=lambda progress: started.set()))

    thread = threading.Thread(target=run)
    thread.start()
    assert started.wait(30)
    asked.set()
    thread.join(1.0)
    assert not thread.is_alive(), "think did not stop within a second"
    assert answer[0].stopped
    assert NINE.is_legal(answer[0].move)


def test_think_refuses_a_finished_game():
    over = WINNING_CAPTURE.play(WINNING_CAPTURE.parse_move("D4")).position
    with pytest.raises(ValueError, match="game is over"):
        think(over, workers=1)

