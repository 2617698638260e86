"""Passes against the computer in the real window: the person passes early on an open 9×9
board (and says Yes to "Much of the board is still open… Pass anyway?"); the computer does not
pass back to win by the komi, it plays on. On a finished board whose territory holds a dead
stone the question is not asked (GNU Go judges the stone dead)."""

from __future__ import annotations

import pytest

from magnetdesk.engine.core.vocabulary import WHITE
from magnetdesk.learn.gnugo import GnuGo
from magnetdesk.record import Game
from magnetdesk.record.sgf import save_game
from tests.helpers.journey import Journey

PERSONS_MOVES = ("E5", "C3", "G7", "C7", "G3", "E3", "E7")  # 7 moves: 14 with the replies


@pytest.fixture
def journey(qtbot, monkeypatch, tmp_path):
    return Journey(qtbot, monkeypatch, tmp_path)


def test_the_computer_plays_on_after_an_early_pass(journey):
    journey.new_game("go", size=9, komi=7.0)  # the person is Black, the computer White
    for move in PERSONS_MOVES:
        position = journey.window.position
        if position.board[position.topology.parse(move)] != 0:  # the computer took it
            move = next(position.topology.name(c) for c in range(81) if not position.board[c])
        journey.play(move)
    assert journey.moves() == 14
    journey.play("pass")  # Yes to the question
    assert any("still open" in text for text in journey.asked)
    journey.settle()
    assert journey.moves() == 16, journey.played()
    assert journey.played()[14] == "pass" and journey.played()[15] != "pass"
    journey.assert_live()


# Black owns columns A-E, White F-J; a white stone on C5 is left in Black's territory.
FINISHED = {"black": [f"E{row}" for row in range(1, 10)] + ["D5"],
            "white": [f"F{row}" for row in range(1, 10)] + ["C5"]}


def test_no_question_on_a_finished_board_with_a_dead_stone(journey):
    with GnuGo("--chinese-rules") as gnugo:  # the judge: C5 is dead, nothing is open
        gnugo.new_game(9, 7.0)
        for colour, points in FINISHED.items():
            for point in points:
                assert gnugo.play(colour, point)
        assert gnugo.command("final_status_list dead").split() == ["C5"]
        assert gnugo.command("final_status_list dame").split() == []
    game = Game.new("go", size=9, komi=7.0)
    game.add_setup(black=FINISHED["black"], white=FINISHED["white"])
    save_game(game.record, journey.path)
    journey.trigger("open_file")  # two people, Black to move
    journey.trigger("pass_move")
    assert journey.asked == [] and journey.played() == ["pass"]
    assert journey.window.position.to_move == WHITE
