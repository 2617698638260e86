"""The lessons of the course: short problems with a teaching sentence, a hint and a par.

A course is an SGF collection ``magnetdesk/resources/lessons/<variant>.sgf`` in the format of
the problem collections (docs/file-format.md, "Problem collections"), read with the problem
loader's own functions (:func:`magnetdesk.learn.problems.problem_from_record`), with three more
things on the root: ``LT`` the teaching sentence (one or two, English; people see its
translation), ``LH`` the hint, and in ``MP`` the values ``par=N`` (the tries that still earn
three stars; 1 unless said), ``hint=POINT`` (the point the hint marks, if any) and
``barred=MOVE`` (the opponent's move the lesson's rule refuses once the right line is played:
a ko's retake, which the course shows tried and refused).

The lessons are written here (:data:`PLANS`, their words marked for translation) and
``scripts/make_lessons.py`` writes the collections from them; ``--check`` checks that the
files match and that every lesson's answer reaches its goal and its wrong tries are refused.

>>> lessons = load_lessons("go")
>>> lessons[0].problem.id, lessons[0].par
('go-lesson/1', 1)
>>> stars(1, 1), stars(2, 1), stars(5, 1), stars(0, 1)
(3, 2, 1, 0)
>>> stars(1, 1, hinted=True), stars(5, 1, hinted=True)
(2, 1)
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from magnetdesk.engine.core.vocabulary import Illegal
from magnetdesk.learn.collection import Spec, problem_record
from magnetdesk.learn.plans import PLANS, Plan
from magnetdesk.learn.problems import (
    PROBLEM_PROPERTY,
    Problem,
    collection_records,
    judge,
    problem_from_record,
    solution,
)
from magnetdesk.record import GameRecord, SgfError

FOLDER = Path(__file__).resolve().parent.parent / "resources" / "lessons"
TEXT_PROPERTY = "LT"
HINT_PROPERTY = "LH"
TITLE_PROPERTY = "N"  # SGF's node name: other programs show the title too


@dataclass(frozen=True)
class Lesson:
    """One lesson: ``problem`` the position and the goal, ``text`` and ``hint`` English
    (people see ``tr(text)``), ``hint_point`` a point in the variant's notation or None,
    ``par`` the tries that earn three stars, ``barred`` the opponent's move the rule refuses
    after the right line (None: none shown)."""

    problem: Problem
    text: str
    hint: str
    hint_point: str | None = None
    par: int = 1
    title: str = ""
    barred: str | None = None

    @property
    def id(self) -> str:
        return self.problem.id


def stars(tries: int, par: int = 1, hinted: bool = False) -> int:
    """Stars for a lesson reached at try ``tries`` (0: not reached): 3 within par, 2 at the
    next try, 1 later; one fewer (never none) after the hint was shown, as lichess's lessons
    count a hint."""
    if tries <= 0:
        return 0
    earned = 3 if tries <= par else 2 if tries == par + 1 else 1
    return max(1, earned - hinted)


def lesson_variants() -> list[str]:
    """The variants that have a course, in the order of :data:`PLANS`."""
    return [variant for variant in PLANS if (FOLDER / f"{variant}.sgf").is_file()]


def load_lessons(variant_id: str) -> list[Lesson]:
    """The lessons of ``variant_id`` in order (an empty list without a course; SgfError if the
    course is broken)."""
    return list(_load(variant_id))


@cache
def _load(variant_id: str) -> tuple[Lesson, ...]:
    records = collection_records(FOLDER, variant_id)
    return tuple(lesson_from_record(record, number) for number, record in
                 enumerate(records, 1))


def lesson_from_record(record: GameRecord, number: int = 1) -> Lesson:
    """The lesson one game of a course holds (SgfError when it lacks its sentence)."""
    problem = problem_from_record(record, number)
    other = dict(record.root.other)
    text, hint = other.get(TEXT_PROPERTY, ("",))[0], other.get(HINT_PROPERTY, ("",))[0]
    if not text:
        raise SgfError(f"lesson {number} has no {TEXT_PROPERTY}")
    settings = dict(value.partition("=")[::2] for value in other.get(PROBLEM_PROPERTY, ()))
    try:
        par = int(settings.get("par", "1"))
    except ValueError:
        raise SgfError(f"lesson {number}: a wrong par") from None
    title = other.get(TITLE_PROPERTY, ("",))[0]
    return Lesson(problem, text, hint, settings.get("hint") or None, max(1, par), title,
                  settings.get("barred") or None)


def lesson_record(variant: str, number: int, plan: Plan) -> GameRecord:
    """The game of one lesson, made from its plan (ValueError when its moves are not legal)."""
    spec = Spec(
        id=f"{variant}-lesson/{number}", variant=plan.variant or variant,
        options=((("size", plan.size),) if plan.size else ()) + plan.options,
        black=plan.black, white=plan.white, solver=plan.solver, kind=plan.kind,
        moves=plan.moves, grade="easy", marked=plan.marked,
        count=plan.count or len(plan.marked), right=plan.right, wrong=plan.wrong,
        board=plan.board, reach=plan.reach,
    )
    record = problem_record(spec)
    other = []
    for name, values in record.root.other:
        if name == PROBLEM_PROPERTY:
            values = (*values, f"par={plan.par}", *((f"hint={plan.point}",) if plan.point else ()),
                      *((f"barred={plan.barred}",) if plan.barred else ()))
        other.append((name, values))
    other += [(TEXT_PROPERTY, (plan.text,)), (HINT_PROPERTY, (plan.hint,))]
    if plan.title:
        other.append((TITLE_PROPERTY, (plan.title,)))
    record.root.other = tuple(other)
    return record


def barred_refusal(lesson: Lesson) -> Illegal | None:
    """The engine's refusal of the opponent's barred move after the right line (None: the
    lesson has none, or the move is legal there)."""
    if lesson.barred is None:
        return None
    position = lesson.problem.start
    for text in solution(lesson.problem):
        position = position.play(position.parse_move(text)).position
    move = position.parse_move(lesson.barred)
    outcome = move if isinstance(move, Illegal) else position.attempt(move)
    return outcome if isinstance(outcome, Illegal) else None


def check_lesson(lesson: Lesson) -> list[str]:
    """What is wrong with ``lesson``: its right line must reach the goal, every wrong try
    stored with it must be refused (at least one), its barred move must be refused after
    the right line."""
    problem = lesson.problem
    line = solution(problem)
    errors: list[str] = []
    if not line:
        return [f"{problem.id}: no right line"]
    for index in range(0, len(line), 2):
        wanted = "right" if index + 1 >= len(line) else "go on"
        verdict = judge(problem, line[: index + 1]).verdict
        if verdict != wanted:
            return [f"{problem.id}: {line[: index + 1]} is {verdict}, not {wanted}"]
    record = problem.record
    tries = [child.play.text for child in (record.root.children[1:] if record else [])
             if child.play is not None]
    if not tries:
        errors.append(f"{problem.id}: no wrong try")
    for text in tries:
        verdict = judge(problem, [text]).verdict
        if verdict != "wrong":
            errors.append(f"{problem.id}: the wrong try {text} is {verdict}")
    if lesson.barred is not None and barred_refusal(lesson) is None:
        errors.append(f"{problem.id}: the barred move {lesson.barred} is legal after the "
                      f"right line")
    return errors
