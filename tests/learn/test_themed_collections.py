"""The chess family's and Medusa's collections as issue 41 (part 2) made them: counts, a theme
of the family for every problem, several themes and every grade in each collection, no
near-duplicates, stable ids, and Medusa's problems confined to a corner that can be drawn
zoomed."""

from __future__ import annotations

import importlib.util
import itertools
from pathlib import Path

import pytest

from magnetdesk.learn.collection import Spec
from magnetdesk.learn.problems import GRADES, Problem, load_problems, solution
from magnetdesk.learn.region import region
from magnetdesk.learn.themes import themes_of

COUNTS = {"medusa": 40, "magnetic-chess": 20, "anti-magnetic-chess": 20, "gravity-chess": 20}
THEMES = {"medusa": 4, "magnetic-chess": 4, "anti-magnetic-chess": 3, "gravity-chess": 3}
SCRIPTS = Path(__file__).resolve().parents[2] / "scripts"


def likeness():
    spec = importlib.util.spec_from_file_location("problem_likeness",
                                                  SCRIPTS / "problem_likeness.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def spec_of(problem: Problem) -> Spec:
    """Enough of a problem's spec for the likeness measure."""
    record = problem.record
    assert record is not None and record.root.setup is not None
    name = problem.start.topology.name
    black = tuple(name(c) for c in problem.start.stones(1)) if problem.variant == "medusa" else ()
    white = tuple(name(c) for c in problem.start.stones(2)) if problem.variant == "medusa" else ()
    return Spec(problem.id, problem.variant, (), black, white, problem.solver, problem.aim.kind,
                problem.moves, problem.grade, problem.marked, problem.aim.count,
                tuple(solution(problem)), board=record.root.setup.board, reach=problem.reach)


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


@pytest.mark.parametrize("variant", COUNTS)
def test_no_two_problems_of_a_collection_are_near_duplicates(variant):
    similar = likeness().similar
    specs = [spec_of(p) for p in load_problems(variant)]
    pairs = [(a.id, b.id) for a, b in itertools.combinations(specs, 2) if similar(a, b)]
    assert pairs == []


def test_the_likeness_measure_sees_a_near_duplicate():
    measure = likeness()
    spec = spec_of(load_problems("medusa")[0])
    far = spec.black[-1]  # a stone taken away that is far from the fight: still the same
    assert measure.similar(spec, spec)
    moved = Spec(*[getattr(spec, f) for f in ("id", "variant", "options")],
                 tuple(s for s in spec.black if s != far), *[
                     getattr(spec, f) for f in ("white", "solver", "kind", "moves", "grade",
                                                "marked", "count", "right")], reach=spec.reach)
    assert measure.similar(spec, moved)
    chess = [spec_of(p) for p in load_problems("magnetic-chess")]
    assert not measure.similar(chess[0], chess[1])


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
