"""The Magnetic Chess course (issue 24): White plays a small diagram, every rule that changes
play has its lesson, the answers reach their goals through the real field, the wrong tries
are refused, and the goal follows a piece through its moves, pulls and pushes."""

from __future__ import annotations

from magnetdesk.engine.core.vocabulary import WHITE
from magnetdesk.learn.lessons import load_lessons
from magnetdesk.learn.problems import judge, reading_of, solution

LESSONS = load_lessons("magnetic-chess")


def test_the_course_is_white_to_play_on_small_diagrams():
    assert len(LESSONS) >= 12
    for lesson in LESSONS:
        start = lesson.problem.start
        assert lesson.problem.solver == WHITE == start.to_move
        assert 2 <= sum(1 for piece in start.board if piece) <= 8, lesson.id
        assert lesson.hint_point and start.topology.parse(lesson.hint_point) is not None


def test_the_course_plays_the_four_named_codes_and_a_custom_one():
    variants = [lesson.problem.variant for lesson in LESSONS]
    assert variants[0] == "magnetic-chess"
    assert {"anti-magnetic-chess", "gravity-chess", "anti-gravity-chess", "chess-custom"} <= \
        set(variants)
    custom = next(lesson for lesson in LESSONS if lesson.problem.variant == "chess-custom")
    assert custom.problem.start.rules.code.text == "NAAN"


def test_the_right_answers_work_through_the_field():
    kinds = {lesson.problem.aim.kind for lesson in LESSONS}
    assert kinds == {"king", "reach"}
    for lesson in LESSONS:
        problem = lesson.problem
        line = solution(problem)
        assert judge(problem, line).verdict == "right", lesson.id
        position, tally = problem.start, problem.aim.tally()
        for text in line:
            outcome = position.play(position.parse_move(text))
            position, tally = outcome.position, tally.after(outcome, WHITE)
        assert reading_of(problem).reached(position, tally)
        if problem.aim.kind == "reach":  # the piece is really there
            target = problem.aim.target
            assert target is not None and position.board[target]


def test_the_lessons_show_the_rules():
    by_hint = {lesson.hint_point: lesson for lesson in LESSONS}
    promotion = by_hint["e5"].problem  # the field pushes the pawn onto e8: a queen
    after = promotion.start.play(promotion.start.parse_move("a5e5")).position
    assert after.board_text().splitlines()[0] == "....Q..k"
    castle = by_hint["g1"].problem  # the rook's square emits, a king's own move does not
    assert judge(castle, ["e1g1"]).verdict == "right"
    assert judge(castle, ["e1f1"]).verdict == "wrong"
    double = by_hint["d3"].problem
    assert judge(double, ["d1d3"]).verdict == "right"
    assert judge(double, ["d1d2"]).verdict == "wrong"
    blocked = by_hint["a1"].problem  # the black king shields its rook along the fifth rank
    after = blocked.start.play(blocked.start.parse_move("e1e5")).position
    assert after.board_text().splitlines()[3] == "r.k.Q..."


def test_an_illegal_try_is_refused_with_the_engines_reason():
    answer = judge(LESSONS[0].problem, ["d1e3"])
    assert answer.verdict == "wrong" and "queen on d1 cannot move to e3" in answer.message


def test_a_lesson_of_two_moves_answers_and_waits_for_the_finish():
    lesson = next(lesson for lesson in LESSONS if lesson.problem.moves == 2)
    line = solution(lesson.problem)
    first = judge(lesson.problem, line[:1])
    assert (first.verdict, first.reply) == ("go on", line[1])
    assert judge(lesson.problem, line).verdict == "right"
    assert judge(lesson.problem, [*line[:2], "a1a7"]).verdict == "wrong"  # the knight's
    # pull put a black pawn back on the a-file: only the king's square finishes
