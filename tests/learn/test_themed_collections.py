"""The chess family's and Medusa's collections as issue 41 (part 2) made them: counts, a theme
of the family for every problem, several themes and every grade in each collection, the grade
by difficulty, stable ids, and Medusa's problems confined to a corner that can be drawn zoomed
(no near-duplicates: tests/learn/test_likeness.py)."""

from __future__ import annotations

import pytest

from magnetdesk.learn.difficulty import grade_of
from magnetdesk.learn.problems import GRADES, load_problems, solution
from magnetdesk.learn.region import region
from magnetdesk.learn.themes import themes_of

COUNTS = {"medusa": 40, "magnetic-chess": 20, "anti-magnetic-chess": 20, "gravity-chess": 20,
          "anti-gravity-chess": 20}
THEMES = {"medusa": 4, "magnetic-chess": 4, "anti-magnetic-chess": 3, "gravity-chess": 3,
          "anti-gravity-chess": 3}


def test_the_counts():
    counts = {variant: len(load_problems(variant)) for variant in COUNTS}
    assert all(counts[v] >= least for v, least in COUNTS.items()), counts
    assert sum(counts.values()) >= 100


@pytest.mark.parametrize("variant", COUNTS)
def test_every_problem_names_a_theme_of_its_family_and_the_collection_has_several(variant):
    problems = load_problems(variant)
    known = {theme.id for theme in themes_of(variant)}
    assert all(p.theme in known for p in problems), [p.id for p in problems if not p.theme]
    assert len({p.theme for p in problems}) >= THEMES[variant]
    assert {p.grade for p in problems} == set(GRADES)
    assert [p.grade for p in problems] == [grade_of(p) for p in problems]  # by difficulty


def test_surviving_problems_keep_their_ids():
    """Problems of the collections before issue 41's part 2 that passed the new judges."""
    kept = {p.id: p for p in load_problems("magnetic-chess")}
    board = kept["magnetic-chess/2"].record.root.setup.board
    assert board == "4k3/6p1/ppB2p2/4p3/6Pb/7P/2B5/2K5 w -"
    medusa = {p.id: p for p in load_problems("medusa")}
    assert medusa["medusa/1"].marked == ("b1",) and solution(medusa["medusa/1"]) == ["c2"]


@pytest.mark.parametrize("problem", load_problems("medusa"), ids=lambda p: p.id)
def test_a_medusa_problem_has_a_corner_to_draw(problem):
    """Its region (the marked cells, the search's reach, the lines' cells) is a corner of the
    board, not the board: at most a quarter of its 210 cells."""
    cells = region(problem)
    parse = problem.start.topology.parse
    assert {parse(name) for name in problem.marked} <= cells
    assert len(cells) <= 210 // 4


@pytest.mark.parametrize("variant", COUNTS)
def test_the_window_answers_a_stored_wrong_try_with_its_stored_best_refutation(variant):
    """The judge's reply to each stored wrong try is the refutation the file stores (the
    judges of magnetdesk.learn.judges_chess and judges_medusa prove it the best)."""
    from magnetdesk.learn.problems import judge

    for problem in load_problems(variant):
        for child in problem.record.root.children[1:]:
            if child.play is not None and child.children:
                answer = judge(problem, [child.play.text])
                assert answer.verdict == "wrong", problem.id
                assert answer.reply == child.children[0].play.text, problem.id
