"""A series' counting (magnetdesk/engines/series.py): who moves first in each game, whose win
a result is, the score so far."""

from __future__ import annotations

import pytest

from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.engines.series import Series, winner_colour


@pytest.mark.parametrize(("result", "colour"), [
    ("B+3.5", BLACK), ("W+R", WHITE), ("b+T", BLACK), ("W+", WHITE),
    ("0", None), ("Draw", None), ("Void", None), ("", None), ("?", None)])
def test_the_winner_of_a_result(result, colour):
    assert winner_colour(result) == colour


def test_the_players_take_the_first_move_in_turn():
    series = Series(("A", "B"), games=5)
    assert [series.first_of(game) for game in range(5)] == [0, 1, 0, 1, 0]


def test_a_win_counts_for_the_player_of_the_winning_colour():
    series = Series(("A", "B"), games=4)
    series.add("W+R", {BLACK: 0, WHITE: 1}, "001.sgf")  # B had White: B wins
    series.add("W+2.5", {BLACK: 1, WHITE: 0})  # A had White: A wins
    series.add("B+R", {BLACK: 0, WHITE: 1})  # A had Black: A wins
    assert series.wins() == (2, 1) and series.undecided() == 0
    assert series.finished[0].file == "001.sgf" and series.finished[0].winner == 1
    assert not series.over
    series.add("0", {BLACK: 1, WHITE: 0})
    assert series.wins() == (2, 1) and series.undecided() == 1 and series.over
