"""Tidy a collection whose ids are stable (the chess family's, Medusa's): drop the later of
two near-duplicates (``magnetdesk.learn.likeness``), grade every problem by how hard its
answer is to find (``magnetdesk.learn.difficulty.grade_of``) and put the file in the order of
the grades; the ids stay. ``scripts/make_problems.py --tidy VARIANT...`` runs it on a
collection as it stands, the generators on what they make (:func:`graded`)."""

from __future__ import annotations

import dataclasses
import sys

from magnetdesk.learn.collection import Spec, problem_record
from magnetdesk.learn.difficulty import grade_of
from magnetdesk.learn.likeness import near_duplicate
from magnetdesk.learn.problems import FOLDER, GRADES, Problem, load_problems, problem_from_record
from magnetdesk.record import GameRecord, save_games


def with_grade(record: GameRecord, grade: str) -> GameRecord:
    """``record`` with ``grade`` in its ``MP``."""
    other = tuple(
        (key, tuple(f"grade={grade}" if value.startswith("grade=") else value
                    for value in values)) if key == "MP" else (key, values)
        for key, values in record.root.other)
    record.root.other = other
    return record


def graded(spec: Spec) -> Spec:
    """``spec`` with the grade its difficulty gives."""
    return dataclasses.replace(spec, grade=grade_of(problem_from_record(problem_record(spec))))


def unlike(problem: Problem, kept: list[Problem]) -> bool:
    """Whether ``problem`` is no near-duplicate of any of ``kept``."""
    return not any(near_duplicate(problem, other) for other in kept)


def tidy(variant: str) -> int:
    """Tidy the collection of ``variant`` (module docstring); how many were dropped."""
    problems = load_problems(variant)
    kept: list[Problem] = []
    for problem in problems:
        if unlike(problem, kept):
            kept.append(problem)
        else:
            print(f"{problem.id}: a near-duplicate, removed", file=sys.stderr)
    records = [with_grade(p.record, grade_of(p)) for p in kept if p.record is not None]
    order = [GRADES.index(grade_of(p)) for p in kept]
    records = [record for _, _, record in sorted(
        zip(order, range(len(records)), records, strict=True))]
    save_games(records, FOLDER / f"{variant}.sgf")
    return len(problems) - len(kept)


def duplicate(spec: Spec, specs: list[Spec]) -> bool:
    """Whether ``spec`` is a near-duplicate of one of ``specs``."""
    def made(each: Spec) -> Problem:
        return problem_from_record(problem_record(each))

    return not unlike(made(spec), [made(other) for other in specs])
