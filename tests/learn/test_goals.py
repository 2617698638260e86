"""The goals the engine checks (magnetdesk.learn.goals) and the problem checker on hand-made
problems that are right, have two answers, or state a wrong answer."""

from __future__ import annotations

from magnetdesk.engine.core.vocabulary import BLACK, WHITE, Captured, Slid, Transition
from magnetdesk.learn.collection import Spec, check_problem, problem_record
from magnetdesk.learn.goals import Goal, Reading, Tally
from magnetdesk.learn.problems import judge, problem_from_record, solution
from magnetdesk.record import Game


def position(variant: str, black: list[str], white: list[str], size: int = 7):
    game = Game.new(variant, size=size)
    assert game.add_setup(black=black, white=white, to_move=BLACK) is None
    return game.position


def spec(black, white, right, marked=("A1",), count=1, wrong=(), kind="capture", moves=1,
         variant="go"):
    return Spec("go/1", variant, (("size", 7),), tuple(black), tuple(white), BLACK, kind,
                moves, "easy", tuple(marked), count, tuple(right), tuple(wrong))


def names(p, moves):
    return [p.move_text(move) for move in moves]


def test_capture_in_one_finds_the_only_capturing_move():
    p = position("go", ["B1"], ["A1"])
    reading = Reading(Goal("capture", 1, None, frozenset({p.topology.parse("A1")})), BLACK)
    assert names(p, reading.winning_moves(p, 1, every=True)) == ["A2"]


def test_capture_in_two_reads_the_defence():
    # White A2 has two liberties (A1, A3) against the black wall B1-B3: either one takes
    # the other away, and White cannot escape (the other point is suicide), so both force it.
    p = position("go", ["B1", "B2", "B3"], ["A2"])
    target = frozenset({p.topology.parse("A2")})
    reading = Reading(Goal("capture", 1, None, target), BLACK)
    two = names(p, reading.winning_moves(p, 2, every=True))
    assert "A3" in two and "A1" in two
    assert names(p, reading.winning_moves(p, 1, every=True)) == []


def test_save_extends_out_of_atari_and_the_reading_sees_the_capture():
    p = position("go", ["B2"], ["A2", "B1", "C2"])
    cell = p.topology.parse("B2")
    reading = Reading(Goal("save", 0, cell), BLACK)
    assert names(p, reading.winning_moves(p, 1, every=True)) == ["B3"]
    refutation = reading.save_refutation(p.with_to_move(WHITE), 4)
    assert refutation is not None and p.move_text(refutation) == "B3"


def test_a_chain_with_three_liberties_is_safe():
    p = position("go", ["D4"], ["D5"])
    reading = Reading(Goal("save", 0, p.topology.parse("D4")), BLACK)
    assert reading.safe(p.with_to_move(WHITE), 4)


def test_the_tally_follows_marked_stones_through_slides_until_they_are_captured():
    p = position("magnetgo", ["B1"], ["A1"])
    tally = Tally(0, frozenset({3}))
    slid = Transition(p, 0, (Slid(3, 5, WHITE, True),))
    after_slide = tally.after(slid, BLACK)
    assert after_slide == Tally(0, frozenset({5}))
    taken = after_slide.after(Transition(p, 0, (Captured((5, 6), WHITE),)), BLACK)
    assert taken == Tally(2, frozenset())
    own = after_slide.after(Transition(p, 0, (Captured((5,), BLACK),)), BLACK)
    assert own.taken == 0  # the solver's own stones taken do not count (nor stand there now)


def test_the_first_capture_wins_atari_go():
    game = Game.new("atari-go", size=7, start="empty")
    game.add_setup(black=["B1"], white=["A1"], to_move=BLACK)
    p = game.position
    reading = Reading(Goal("win"), BLACK)
    assert names(p, reading.winning_moves(p, 1, every=True)) == ["A2"]


def test_a_right_problem_passes_the_check_and_the_judge():
    problem = problem_from_record(problem_record(
        spec(["B1"], ["A1"], ["A2"], wrong=[("C2", "A2")])))
    assert check_problem(problem) == []
    assert solution(problem) == ["A2"]
    assert judge(problem, ["A2"]).verdict == "right"
    wrong = judge(problem, ["C2"])
    assert (wrong.verdict, wrong.reply) == ("wrong", "A2")
    assert judge(problem, ["B1"]).verdict == "wrong"  # occupied


def test_the_check_finds_a_second_answer():
    # Two white stones in atari, no marks: either capture takes one stone.
    problem = problem_from_record(problem_record(spec(
        ["B1", "F1"], ["A1", "G1"], ["A2"], marked=(), wrong=[("C3", "A2")])))
    errors = check_problem(problem)
    assert errors and "first moves" in errors[0]


def test_the_check_finds_a_right_line_that_does_not_reach_the_goal():
    problem = problem_from_record(problem_record(spec(["B1"], ["A1"], ["C3"])))
    errors = check_problem(problem)
    assert errors and "is wrong, not right" in errors[0]


def test_the_check_wants_a_wrong_try():
    problem = problem_from_record(problem_record(spec(["B1"], ["A1"], ["A2"])))
    assert check_problem(problem) == ["go/1: no wrong try"]
