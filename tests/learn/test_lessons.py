"""The course's lessons (magnetdesk.learn.lessons): every lesson loads, its answer reaches
its goal, its wrong tries are refused, the files match the lessons as written."""

from __future__ import annotations

import dataclasses

import pytest

from magnetdesk.learn.lessons import (
    FOLDER,
    check_lesson,
    lesson_from_record,
    lesson_record,
    lesson_variants,
    load_lessons,
    stars,
)
from magnetdesk.learn.plans import PLANS
from magnetdesk.learn.problems import judge, solution
from magnetdesk.record import SgfError
from magnetdesk.record.sgf_write import collection_to_sgf

COURSES = [(variant, number) for variant, plans in PLANS.items()
           for number in range(len(plans))]


def test_every_course_has_its_lessons():
    assert lesson_variants() == list(PLANS) == [
        "go", "atari-go", "stoical-go", "magnetgo", "medusa", "magnetic-chess"]
    for variant in lesson_variants():
        lessons = load_lessons(variant)
        assert len(lessons) >= (12 if variant == "magnetic-chess" else 8)
        assert [lesson.id for lesson in lessons] == [
            f"{variant}-lesson/{n}" for n in range(1, len(lessons) + 1)]
        for lesson in lessons:
            assert lesson.text and lesson.hint and lesson.par >= 1
            size = getattr(lesson.problem.start.rules, "size", None)  # chess and Medusa
            if lesson.problem.variant in ("go", "atari-go", "stoical-go", "magnetgo"):
                assert 5 <= size <= 9  # have one board each


@pytest.mark.parametrize(("variant", "index"), COURSES)
def test_the_answer_reaches_the_goal_and_a_wrong_try_is_refused(variant, index):
    lesson = load_lessons(variant)[index]
    assert check_lesson(lesson) == []
    line = solution(lesson.problem)
    assert judge(lesson.problem, line).verdict == "right"
    record = lesson.problem.record
    tries = [child.play.text for child in record.root.children[1:]]
    assert tries and all(judge(lesson.problem, [text]).verdict == "wrong" for text in tries)
    if lesson.hint_point:
        assert lesson.problem.start.topology.parse(lesson.hint_point) is not None


def test_the_files_are_the_lessons_as_written():
    for variant, plans in PLANS.items():
        records = [lesson_record(variant, n, plan) for n, plan in enumerate(plans, 1)]
        assert (FOLDER / f"{variant}.sgf").read_text(encoding="utf-8") == \
            collection_to_sgf(records)


def test_suicide_is_refused_and_the_capturing_move_into_no_liberties_is_right():
    lesson = load_lessons("go")[4]  # suicide is forbidden
    assert judge(lesson.problem, ["A1"]).verdict == "right"
    eye = load_lessons("go")[6]  # two eyes: filling the eye first is suicide
    answer = judge(eye.problem, ["A1"])
    assert answer.verdict == "wrong" and "suicide" in answer.message.lower()


def test_the_check_finds_a_right_line_that_misses_the_goal_and_a_wrong_try_that_is_right():
    plan = dataclasses.replace(PLANS["go"][1], right=("B2",), wrong=(("C2", "B1"),))
    errors = check_lesson(lesson_from_record(lesson_record("go", 2, plan)))
    assert errors and "is wrong, not right" in errors[0]
    ladder = PLANS["atari-go"][2]  # both ataris from the edge side work
    plan = dataclasses.replace(ladder, wrong=(*ladder.wrong, ("B1", "A2")))
    errors = check_lesson(lesson_from_record(lesson_record("atari-go", 3, plan)))
    assert errors == ["atari-go-lesson/3: the wrong try B1 is go on"]


def test_a_lesson_without_its_sentence_is_refused():
    record = lesson_record("go", 1, PLANS["go"][0])
    record.root.other = tuple(item for item in record.root.other if item[0] != "LT")
    with pytest.raises(SgfError):
        lesson_from_record(record)


def test_stars_by_par():
    assert [stars(tries) for tries in (0, 1, 2, 3, 9)] == [0, 3, 2, 1, 1]
    assert [stars(tries, 2) for tries in (1, 2, 3, 4)] == [3, 3, 2, 1]
