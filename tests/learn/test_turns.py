"""The goal search over turns of several actions (magnetdesk.learn.goals on Medusa): the solver
goes on while it is to move, the opponent answers only when the turn passes, ``moves`` counts
turns, ``reach`` limits the actions tried, and the goals a family with reversal, rosettes and a
count needs (reverse, rosette, refrain, lead)."""

from __future__ import annotations

from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.engine.variants import new_position
from magnetdesk.learn.goals import Goal, Reading, lead, rosettes, turn_text


def start(black=(), white=(), komi=3):
    position = new_position("medusa", komi=komi)
    parse = position.topology.parse
    return position.with_stones([parse(n) for n in black], [parse(n) for n in white],
                                to_move=BLACK)


def reading(position, kind, marked, count=0, reach=3):
    cells = sorted(position.topology.parse(name) for name in marked)
    return Reading(Goal(kind, count, None, frozenset(cells)), BLACK, cells, reach)


def texts(position, turns):
    return [turn_text(position, turn) for turn in turns]


def test_the_solver_goes_on_with_its_turn_a_placement_then_a_jump():
    p = start(("c1", "d1"), ("a1",))
    search = reading(p, "reverse", ("a1",))
    turns = search.winning_turns(p, 1, every=True)
    assert texts(p, turns) == ["a2 d1-b1"]
    assert len(turns[0]) == 2  # two actions, one turn: the goal is reached on the jump
    assert [p.move_text(m) for m in search.winning_moves(p, 1, every=True)] == ["a2"]


def test_moves_count_turns_and_the_opponent_answers_when_the_turn_passes():
    p = start(("b3", "c1"), ("a1",))
    search = reading(p, "reverse", ("a1",))
    assert search.winning_turns(p, 1) == []  # two liberties: no single turn
    two = texts(p, search.winning_turns(p, 2, every=True))
    assert "a2" in two and "b1" in two and "e9" not in two
    # After a2 White's whole turn is read: none saves the stone.
    after = p.play(p.parse_move("a2")).position
    assert after.to_move == WHITE
    assert search.refuting_turn(after, 1, search.goal.tally()) is None
    # After a far placement White's answer is a whole turn: it escapes with a jump.
    far = p.play(p.parse_move("c3")).position
    escape = search.refuting_turn(far, 1, search.goal.tally())
    assert escape is not None
    assert far.is_legal(far.parse_move(turn_text(far, escape)))


def test_reach_limits_the_actions_tried_to_those_near_the_focus():
    p = start(("c1", "d1"), ("a1",))
    near = reading(p, "reverse", ("a1",), reach=2)
    names = {p.move_text(m) for m in near.moves(p)}
    assert "a2" in names and "pass" in names and "k10" not in names
    everything = reading(p, "reverse", ("a1",), reach=None)
    assert len(everything.moves(p)) > len(near.moves(p))
    assert len(near.moves(p)) < 20


def test_the_reversed_stones_are_followed_through_their_jump():
    p = start(("a2", "a5", "b5"), ("a1", "a4"))
    search = reading(p, "reverse", ("a1", "a4"))
    assert texts(p, search.winning_turns(p, 1, every=True)) == ["b1 a1-a3"]


def test_a_rosette_is_the_familys_own_and_lives_without_a_liberty():
    p = start(("a2", "b1", "c2", "c3", "b3"), ("c1", "d3", "c4", "a3"))
    ring = ("a1", "a2", "b1", "c2", "c3", "b3")
    search = reading(p, "rosette", ring)
    assert rosettes(p) == []
    answers = texts(p, search.winning_turns(p, 1, every=True))
    assert "a1" in answers
    after = p.play(p.parse_move("a1")).position
    parse = p.topology.parse
    [(cells, colour)] = rosettes(after)
    assert colour == BLACK and set(cells) == {parse(n) for n in ring}
    assert after.board[parse("a1")] == BLACK  # no liberty, yet not reversed: the rosette
    assert search.reached(after, search.goal.tally())


def test_refrain_wants_the_goal_without_a_placement():
    p = start(("a2", "c1", "d1", "e1"), ("a1",))
    search = reading(p, "refrain", ("a1",))
    assert sorted(texts(p, search.winning_turns(p, 1, every=True))) == ["d1-b1", "e1-b1"]
    placed = search.goal.tally().after(p.play(p.parse_move("b1")), BLACK)
    assert placed.placed and search.spoilt(placed)


def test_lead_asks_the_familys_count_at_the_end_of_the_turn():
    p = start(("b1", "a2"), ("d1", "c2", "e3"), komi=0)
    assert lead(p, BLACK) == 0
    search = reading(p, "lead", ("a1",), count=1)
    passed = p.play(p.parse_move("pass")).position
    assert lead(passed, BLACK) == 1 and search.reached(passed, search.goal.tally())
    inside = p.play(p.parse_move("a1")).position
    assert lead(inside, BLACK) == 0 and not search.reached(inside, search.goal.tally())
    begun = p.play(p.parse_action("e5")).position  # mid-turn: the count waits for Done
    assert begun.to_move == BLACK and not search.reached(begun, search.goal.tally())


def test_keep_asks_every_answer_of_the_opponents_turn():
    p = start(("a1",), ("b1",))
    search = reading(p, "keep", ("a1",))
    assert search.breaks(p.with_to_move(WHITE), search.goal.tally()) is not None  # in danger
    answers = texts(p, search.winning_turns(p, 1, every=True))
    assert "a2" in answers and "a3" not in answers
    after = p.play(p.parse_move("a3")).position
    refutation = turn_text(after, search.final_refutation(after, search.goal.tally()))
    assert refutation.split()[0] == "a2"  # the placement that reverses it, and on


def test_a_turn_with_a_superfluous_action_is_the_same_answer():
    from magnetdesk.learn.goals import minimal

    assert minimal([("a",), ("b", "a"), ("c",), ("a", "c", "d")]) == [("a",), ("c",)]
    p = start(("a2", "c1", "d1", "e1", "h5", "i5"), ("a1",))
    search = reading(p, "reverse", ("a1",), reach=None)
    turns = texts(p, minimal(search.winning_turns(p, 1, every=True)))
    assert "b1" in turns and "d1-b1" in turns
    assert not any("h5-" in text or "i5-" in text for text in turns)  # far jumps add nothing
