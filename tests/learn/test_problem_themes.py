"""The Go-family collections are organised by theme and graded by difficulty (issue 41): every
problem names a theme of its family, its grade is the one grade_of gives, and plain Go has
problems of every teaching theme."""

from __future__ import annotations

from collections import Counter

import pytest

from magnetdesk.engine.core.vocabulary import EMPTY, Illegal
from magnetdesk.engine.go.scoring import seki_chains
from magnetdesk.learn.difficulty import grade_of
from magnetdesk.learn.goals import chain_of
from magnetdesk.learn.problems import load_problems, solution
from magnetdesk.learn.themes import themes_of

GO_FAMILY = ("go", "atari-go", "stoical-go", "magnetgo")


@pytest.mark.parametrize("variant", GO_FAMILY)
def test_every_problem_names_a_theme_of_its_family(variant):
    ids = {theme.id for theme in themes_of(variant)}
    problems = load_problems(variant)
    assert problems
    assert [p.id for p in problems if p.theme not in ids] == []


@pytest.mark.parametrize("variant", GO_FAMILY)
def test_the_grades_follow_grade_of(variant):
    problems = load_problems(variant)
    assert [(p.id, p.grade) for p in problems if p.grade != grade_of(p)] == []


def test_the_ids_are_unique():
    for variant in GO_FAMILY:
        ids = [p.id for p in load_problems(variant)]
        assert len(ids) == len(set(ids)), variant


def test_the_family_ideas_have_their_problems():
    stoical = Counter(p.theme for p in load_problems("stoical-go"))
    magnetgo = Counter(p.theme for p in load_problems("magnetgo"))
    assert stoical["barred-retake"] >= 1
    assert magnetgo["pull"] >= 3


def test_plain_go_has_the_teaching_themes_it_found():
    """From the games against itself and against Pachi, and the shapes made by hand
    (docs/problems.md): every theme a Go problem book has."""
    themes = Counter(p.theme for p in load_problems("go"))
    assert all(themes[theme] >= 5 for theme in ("ladder", "net", "connect-and-die",
                                                "capturing-race", "throw-in")), themes
    assert themes["snapback"] >= 3 and themes["eye-shape"] >= 7, themes
    assert themes["seki"] >= 5, themes


def _line(problem):
    positions = [problem.start]
    for text in solution(problem):
        position = positions[-1]
        outcome = position.attempt(position.parse_move(text))
        assert not isinstance(outcome, Illegal), (problem.id, text)
        positions.append(outcome.position)
    return positions


def test_a_seki_problem_ends_in_seki():
    """The scoring's seki detection, not the theme's reader, sees the group in seki."""
    seki = [p for p in load_problems("go") if p.theme == "seki"]
    assert seki
    for problem in seki:
        end = _line(problem)[-1]
        cells = seki_chains(end.board, end.topology.neighbours)
        assert end.topology.parse(problem.marked[0]) in cells, problem.id


def test_a_throw_in_gives_a_stone():
    """The answer of a throw-in is a stone played into atari, or one taken at once."""
    throw_ins = [p for p in load_problems("go") if p.theme == "throw-in"]
    assert throw_ins
    for problem in throw_ins:
        start, after, reply = _line(problem)[:3]
        cell = start.topology.parse(solution(problem)[0])
        liberties = chain_of(after, cell)[1]
        assert len(liberties) == 1 or reply.board[cell] == EMPTY, problem.id
