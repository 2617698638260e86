"""The Go-family collections are organised by theme and graded by difficulty (issue 41): every
problem names a theme of its family, its grade is the one grade_of gives, and plain Go has
problems of every teaching theme."""

from __future__ import annotations

from collections import Counter

import pytest

from magnetdesk.learn.difficulty import grade_of
from magnetdesk.learn.problems import load_problems
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
    """From the games against itself and against Pachi (docs/problems.md); seki and the
    throw-in are not there yet."""
    themes = Counter(p.theme for p in load_problems("go"))
    assert all(themes[theme] >= 5 for theme in ("ladder", "net", "connect-and-die",
                                                "capturing-race")), themes
    assert themes["snapback"] >= 3 and themes["eye-shape"] >= 3, themes
