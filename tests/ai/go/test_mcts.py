"""The Monte-Carlo tree search: what it finds, what it never does, and its contract."""

from __future__ import annotations

import random
import time

import pytest

from magnetdesk.ai.core.search_types import Budget, RootStats
from magnetdesk.ai.go.mcts import PASS_CHECK, choose, search, search_stats
from magnetdesk.engine.go.diagram import position_from_text
from magnetdesk.engine.go.position import PASS
from magnetdesk.engine.variants import new_position


def best(position, playouts: int = 400, seed: int = 1) -> str:
    result = search(position, Budget(playouts=playouts), rng=random.Random(seed))
    return position.move_text(result.move)


def at(position, name: str) -> int:
    return position.rules.grid.parse(name)


# --- what it finds -------------------------------------------------------------------------


def test_it_takes_the_capture_that_wins_atari_go():
    position = position_from_text(
        "atari-go",
        """
        . X O .
        . . X .
        . . . .
        . . . .
    """,
        to_move="black",
    )
    assert best(position, playouts=100) == "D4"


def test_it_saves_its_chain_in_atari():
    position = position_from_text(
        "go",
        """
        . . . . . . .
        . . . . . . .
        . . O O . . .
        . O X X O . .
        . . O . . . .
        . . . . . . .
        . . . . . . .
    """,
        to_move="black",
        komi=0.5,
    )
    assert best(position, playouts=600) == "D3"


def test_it_never_fills_its_own_eyes():
    position = position_from_text(
        "go",
        """
        . X . X O . .
        X X X X O . .
        O O O O O . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
    """,
        to_move="black",
        komi=0.5,
    )
    for seed in range(5):
        assert best(position, playouts=200, seed=seed) not in ("A7", "C7")


def test_it_takes_the_magnetgo_capture_that_only_the_magnets_make():
    # E9 pushes E8 down to E6, the last liberty of the white chain D5 E5 F5. Playing E6
    # itself would push D6 away and give the chain a liberty.
    position = position_from_text(
        "magnetgo",
        """
        . . . . . . . . .
        . . . . X . . . .
        . . . . . . . . .
        . . . X . X . . .
        . . X O O O X . .
        . . . X X X . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
    """,
        to_move="black",
    )
    assert best(position, playouts=300) == "E9"


# --- the contract --------------------------------------------------------------------------

RULE_SETS = [
    ("go", {}),
    ("go", {"ko": "positional"}),
    ("go", {"ko": "situational", "suicide": "allowed"}),
    ("go", {"handicap": 2, "blocked": "D4"}),
    ("atari-go", {}),
    ("atari-go", {"start": "empty", "blocked": "A1 G7"}),
    ("stoical-go", {}),
    ("stoical-go", {"repetition": "loss", "snapback": True, "scoring": "stones"}),
    ("magnetgo", {}),
    ("magnetgo", {"ko": "positional", "scoring": "area", "blocked": "D4"}),
    ("magnetgo", {"handicap": 2, "handicap_magnetism": True}),
]


@pytest.mark.parametrize(("variant", "options"), RULE_SETS, ids=lambda v: str(v))
def test_every_chosen_move_is_legal_in_every_variant_and_rule_option(variant, options):
    position = new_position(variant, size=7, **options)
    for ply in range(8):
        if position.end is not None:
            break
        result = search(position, Budget(playouts=40), rng=random.Random(ply))
        assert position.is_legal(result.move), position.move_text(result.move)
        position = position.play(result.move).position


def test_the_root_statistics_add_up():
    position = new_position("go", size=9)
    stats = search_stats(position, Budget(playouts=300), rng=random.Random(3))
    assert stats.playouts == 300
    assert sum(visits for visits, _ in stats.moves.values()) == 300
    assert all(0 <= wins <= visits for visits, wins in stats.moves.values())
    assert len(stats.ownership) == 81
    assert all(abs(o) <= 300 for o in stats.ownership)
    other = search_stats(position, Budget(playouts=200), rng=random.Random(4))
    stats.add(other)
    assert stats.playouts == 500
    assert sum(visits for visits, _ in stats.moves.values()) == 500


def test_the_same_seed_gives_the_same_search():
    position = new_position("go", size=9)
    first = search_stats(position, Budget(playouts=200), rng=random.Random(9))
    second = search_stats(position, Budget(playouts=200), rng=random.Random(9))
    assert first.moves == second.moves
    assert first.ownership == second.ownership


SETTLED = """
    . X . X O . O
    X X X X O O O
    . X . X O . O
    X X X X O O O
    . X . X O . O
    X X X X O O O
    . X . X O . O
"""


def test_ownership_is_plus_or_minus_one_on_settled_regions():
    position = position_from_text("go", SETTLED, to_move="white", komi=0.5)
    result = search(position, Budget(playouts=100), rng=random.Random(1))
    grid = position.rules.grid
    for cell in range(len(position.board)):
        x, _ = grid.coords[cell]
        assert result.ownership[cell] == (1.0 if x < 4 else -1.0)


def test_a_dead_stone_belongs_to_the_side_around_it():
    position = position_from_text(
        "go",
        """
        . . . X O . .
        . O . X O . .
        . . . X O . .
        X X X X O . .
        . . . X O . .
        . . . X O . .
        . . . X O . .
    """,
        to_move="black",
        komi=0.5,
    )
    result = search(position, Budget(playouts=300), rng=random.Random(1))
    assert result.ownership[at(position, "B6")] > 0.8  # the white stone dies
    assert result.ownership[at(position, "G1")] < -0.8


def test_it_passes_after_the_opponents_pass_when_the_count_wins():
    position = position_from_text("go", SETTLED, to_move="white", komi=0.5)
    position = position.play(PASS).position
    assert search(position, Budget(playouts=100), rng=random.Random(1)).move == PASS


def test_it_does_not_pass_while_the_count_loses():
    position = position_from_text("go", SETTLED, to_move="white", komi=0.5)
    grid = position.rules.grid
    black_area = [600.0 if grid.coords[c][0] < 4 else -600.0 for c in range(49)]
    stats = RootStats(600, {PASS: (500, 400.0), at(position, "F7"): (100, 20.0)}, black_area)
    assert choose(position, stats).move == at(position, "F7")


def test_it_does_not_pass_back_on_a_guess_that_the_opponents_stone_is_dead():
    # Magnetgo, level 3 over 4, game 1: White passed at move 4 and Black passed back, its
    # ownership sure that White's one stone was dead; the count after two passes (the engine's
    # own estimate) found nothing dead, and White won by the komi.
    position = new_position("magnetgo", size=9)
    for move in ("G3", "H2", "G2", "pass"):
        position = position.play(position.parse_move(move)).position
    playing_on = position.parse_move("C5")
    stats = RootStats(600, {PASS: (500, 450.0), playing_on: (100, 50.0)}, [600.0] * 81)
    assert choose(position, stats).move == playing_on


def test_under_territory_scoring_it_does_not_fill_its_own_territory():
    position = position_from_text("go", SETTLED, to_move="black", komi=0.5, scoring="territory")
    grid = position.rules.grid
    black_area = [600.0 if grid.coords[c][0] < 4 else -600.0 for c in range(49)]
    inside, unsettled = at(position, "A7"), at(position, "C7")
    moves = {inside: (400, 380.0), unsettled: (150, 140.0), PASS: (50, 45.0)}
    stats = RootStats(600, moves, black_area)
    assert choose(position, stats).move == PASS
    stats.ownership[unsettled] = 0.0  # a point nobody surely owns yet is worth playing
    assert choose(position, stats).move == unsettled


def test_it_passes_instead_of_filling_its_territory_only_when_the_pass_does_as_well():
    position = position_from_text("go", SETTLED, to_move="black", komi=0.5, scoring="territory")
    grid = position.rules.grid
    black_area = [600.0 if grid.coords[c][0] < 4 else -600.0 for c in range(49)]
    inside = at(position, "A7")
    for passing, expected in (
        ((50, 45.0), PASS),  # searched, as good: the move would only cost a point
        ((50, 20.0), inside),  # searched, worse: the opponent would play there
        ((10, 9.5), inside),  # hardly searched: no evidence either way
    ):
        stats = RootStats(600, {inside: (550, 520.0), PASS: passing}, black_area)
        assert choose(position, stats).move == expected


def test_under_territory_scoring_the_root_pass_is_searched_too():
    # On the empty board the pass gets no playouts of its own, unless territory scoring
    # needs it checked (see choose).
    for scoring, least, most in (("territory", PASS_CHECK * 400 - 1, 400), ("area", 0, 5)):
        position = new_position("go", size=9, scoring=scoring)
        stats = search_stats(position, Budget(playouts=400), rng=random.Random(1))
        assert least <= stats.moves.get(PASS, (0, 0.0))[0] <= most


def test_it_resigns_when_every_move_loses():
    position = new_position("go", size=9)
    stats = RootStats(2000, {40: (1500, 60.0), 41: (500, 10.0)})
    result = choose(position, stats)
    assert result.resign
    assert result.move == 40


def test_it_resigns_later_on_a_board_larger_than_nine():
    stats = RootStats(2000, {40: (1500, 120.0), 41: (500, 10.0)})  # 8% wins
    assert choose(new_position("go", size=9), stats).resign
    assert not choose(new_position("go", size=13), stats).resign
    hopeless = RootStats(2000, {40: (1500, 60.0), 41: (500, 10.0)})  # 4% wins
    assert choose(new_position("go", size=13), hopeless).resign


def test_it_does_not_resign_after_too_few_playouts():
    position = new_position("go", size=9)
    assert not choose(position, RootStats(100, {40: (90, 1.0), 41: (10, 0.0)})).resign


def test_temperature_draws_only_among_the_good_moves():
    position = new_position("go", size=9)
    stats = RootStats(2300, {40: (1000, 600.0), 41: (900, 540.0), 42: (5, 5.0), 43: (395, 40.0)})
    rng = random.Random(5)
    drawn = {choose(position, stats, temperature=1.0, rng=rng).move for _ in range(200)}
    assert drawn == {40, 41}
    assert choose(position, stats).move == 40


def test_it_stops_soon_after_it_is_asked():
    for variant, size in (("go", 19), ("magnetgo", 19)):
        position = new_position(variant, size=size)
        started = time.monotonic()

        def stop(started=started) -> bool:
            return time.monotonic() - started > 0.2

        stats = search_stats(position, Budget(seconds=30), rng=random.Random(1), stop=stop)
        assert stats.stopped
        assert time.monotonic() - started < 1.0  # loosely: asked after 0.2 s


def test_a_search_stopped_at_once_still_answers_a_sensible_move():
    position = position_from_text(
        "go",
        """
        . X O .
        . . X .
        . . . .
        . . . .
    """,
        to_move="black",
    )
    result = search(position, Budget(seconds=10), rng=random.Random(1), stop=lambda: True)
    assert result.stopped
    assert result.playouts == 0
    assert position.move_text(result.move) == "D4"  # the capture


def test_it_reports_progress_while_thinking():
    reports = []
    position = new_position("go", size=9)
    search_stats(position, Budget(seconds=0.7), rng=random.Random(1), progress=reports.append)
    assert reports
    assert all(position.is_legal(r.best_move) for r in reports)
    assert [r.playouts for r in reports] == sorted(r.playouts for r in reports)


def test_a_finished_game_has_no_move_but_the_pass():
    position = new_position("go", size=9).play(PASS).position.play(PASS).position
    assert search(position, Budget(playouts=10)).move == PASS


def test_win_rates_are_the_movers():
    position = position_from_text("go", SETTLED, to_move="white", komi=0.5)
    result = search(position, Budget(playouts=50), rng=random.Random(1))
    assert result.win_rate < 0.1  # Black's area is larger: White, to move, is losing
