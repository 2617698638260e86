"""Medusa problems on their part of the 210-cell board, as the course shows its lessons: the
marked cells, the stones within the search's reach, the answer and the stored tries, with a
margin; a refutation played away from that part widens what is shown."""

from __future__ import annotations

import pytest

from magnetdesk.gui.board.painters.common import UNIT
from magnetdesk.gui.learn.problem_board import AREA_MINIMUM, ProblemBoard, region
from magnetdesk.learn.problems import load_problems, solution

PROBLEMS = load_problems("medusa")


@pytest.fixture
def board(qtbot):
    shown = ProblemBoard(step_ms=10)
    qtbot.addWidget(shown.view)
    shown.view.resize(600, 600)
    shown.view.show()
    qtbot.waitExposed(shown.view)
    yield shown
    shown.stop()


def inside(board: ProblemBoard, cells) -> bool:
    area = board.view.area
    return all(area.contains(board.view.board.cell_point(c)) for c in cells)


def test_every_medusa_problem_is_drawn_zoomed_to_its_region(board):
    assert len(PROBLEMS) >= 10
    for problem in PROBLEMS:
        board.start(problem)
        whole = board.view.board.sceneRect()
        area = board.view.area
        assert area is not None, problem.id
        assert area.width() < 0.7 * whole.width(), problem.id
        assert area.width() >= AREA_MINIMUM * UNIT
        start = problem.start
        marked = [start.topology.parse(name) for name in problem.marked]
        assert inside(board, marked + region(problem)), problem.id
        first = start.play(start.parse_move(solution(problem)[0]))
        changed = [c for c, s in enumerate(first.position.board) if start.board[c] != s]
        assert inside(board, changed), problem.id  # the answer is on the board shown
        # a cell is drawn at least half as big again as on the whole board
        whole_scale = min(600 / whole.width(), 600 / whole.height())
        assert board.view.transform().m11() >= 1.5 * whole_scale, problem.id


def test_a_refutation_away_from_the_region_widens_the_board_shown(board):
    tried = widened = 0
    for problem in PROBLEMS:
        for child in problem.record.root.children[1:]:
            board.start(problem)
            first = board.view.area
            if not board.try_move(child.play.text) or len(board.moves) < 2:
                continue
            board.view.board.finish_animations()
            before = problem.start.play(problem.start.parse_move(board.moves[0])).position
            after = board.position
            changed = [c for c, s in enumerate(after.board) if before.board[c] != s]
            assert inside(board, changed), (problem.id, board.moves)
            tried += 1
            widened += board.view.area != first
    assert tried >= 10 and widened
