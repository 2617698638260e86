"""The goals chess needs (issue 24), asked of the core vocabulary only: a chess piece taken is
a :class:`Taking`, a piece moved, pulled or pushed a :class:`Shift`, so the tally follows a
marked piece through its moves and the field and counts it when it is taken."""

from __future__ import annotations

import pytest

from magnetdesk.engine.core.vocabulary import BLACK, WHITE, Shift, Taking
from magnetdesk.learn.collection import Spec, problem_record
from magnetdesk.learn.goals import Goal, Reading, goal_of
from magnetdesk.learn.problems import problem_from_record
from magnetdesk.record import Game, SgfError


def start(board: str):
    game = Game.new("magnetic-chess")
    assert game.add_setup(board=board) is None
    return game.position


def test_chess_effects_are_the_core_takings_and_shifts():
    p = start("4k3/8/3n4/8/8/8/3r4/R3K3 w -")
    t = p.play(p.parse_move("a1d1"))  # takes nothing; pulls nothing past the rook on d2
    assert all(isinstance(e, Shift) for e in t.effects)
    taking = start("r3k3/8/8/8/8/8/8/R3K3 w -").play(p.parse_move("a1a8")).effects[0]
    assert isinstance(taking, Taking) and taking.cells == (56,) and taking.colour == BLACK


def test_the_tally_follows_a_piece_pulled_by_the_field_and_counts_it_taken():
    p = start("4k3/8/3n4/8/8/8/8/R3K3 w -")
    d6, d2 = p.topology.parse("d6"), p.topology.parse("d2")
    goal = Goal("piece", 1, None, frozenset({d6}))
    pulled = p.play(p.parse_move("a1d1"))  # the knight comes to d2
    tally = goal.tally().after(pulled, WHITE)
    assert tally.left == {d2} and tally.taken == 0
    away = pulled.position.play(pulled.position.parse_move("d2b3"))
    tally = tally.after(away, WHITE)
    assert tally.left == {p.topology.parse("b3")}
    reach = Reading(Goal("reach", 0, d2, frozenset({d6})), WHITE)
    assert reach.reached(pulled.position, Goal("reach", 0, d2, frozenset({d6})).tally()
                         .after(pulled, WHITE))


def test_the_king_in_one_and_the_piece_in_two_by_the_search():
    p = start("4k2R/8/8/8/8/8/8/4K3 w -")
    assert [p.move_text(m) for m in Reading(Goal("king"), WHITE).winning_moves(
        p, 1, every=True)] == ["h8e8"]
    p = start("kr6/1pp5/8/n7/8/8/6K1/R6R w -")  # the course's: pull the knight off the file
    assert [p.move_text(m) for m in Reading(Goal("king"), WHITE).winning_moves(
        p, 2, every=True)] == ["h1h5"]


def test_the_marks_must_fit_the_kind():
    assert goal_of("reach", 0, [1]) is None and goal_of("save", 0, []) is None
    assert goal_of("reach", 0, [1, 9]) == Goal("reach", 0, 9, frozenset({1}))
    assert goal_of("king", 0, [60]).marked == {60}  # followed for the board's ring only
    assert goal_of("nonsense", 0, []) is None
    spec = Spec("x/1", "magnetic-chess", (), (), (), WHITE, "reach", 1, "easy", ("d6",), 1,
                ("a1d1",), (("a1a6", "b6c8"),), board="7k/8/3n4/8/8/8/8/R3K3 w -")
    with pytest.raises(SgfError):
        problem_from_record(problem_record(spec))
