"""Near-duplicate problems (magnetdesk.learn.likeness) and the grade by difficulty
(magnetdesk.learn.difficulty), in every family: a copy turned, mirrored, moved or with the
colours exchanged is caught, a different shape is not, and no collection holds two
near-duplicates (each collection passes or fails on its own)."""

from __future__ import annotations

import dataclasses

import pytest

from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.learn.collection import Spec, problem_record
from magnetdesk.learn.difficulty import difficulty, grade_for, plausible_tries, reading_depth
from magnetdesk.learn.likeness import THRESHOLD, likeness, near_duplicate, near_duplicates
from magnetdesk.learn.problems import load_problems, problem_from_record, problem_variants

LETTERS = "ABCDEFGHJKLMNOPQRST"


def go(black, white, marked, right, size=9, solver=BLACK, kind="capture", variant="go"):
    spec = Spec("x/0", variant, (("size", size),), tuple(black), tuple(white), solver, kind, 1,
                "easy", tuple(marked), len(marked) if kind != "save" else 0, (right,))
    return problem_from_record(problem_record(spec))


def moved(points, dx=0, dy=0, turn=lambda x, y: (x, y), size=9):
    """The Go points turned by ``turn`` (on 0-based coordinates) and moved by (dx, dy)."""
    out = []
    for point in points:
        x, y = LETTERS.index(point[0]), int(point[1:]) - 1
        x, y = turn(x, y)
        x, y = x + dx, y + dy
        assert 0 <= x < size and 0 <= y < size
        out.append(f"{LETTERS[x]}{y + 1}")
    return out


# A net in the centre of 9x9: White's D5 is caught by Black's E4 shape.
NET_BLACK = ["C5", "D6", "E5", "F4"]
NET_WHITE = ["D5", "D4"]
NET = dict(black=NET_BLACK, white=NET_WHITE, marked=["D4", "D5"], right="E4")
# A corner shape on 7x7 (a capture on the first line).
CORNER = dict(black=["A3", "B2", "C2"], white=["A2", "B1"], marked=["A2"], right="A1")


def test_a_moved_copy_in_the_centre_is_a_near_duplicate():
    first = go(**NET)
    second = go(moved(NET_BLACK, 1, 1), moved(NET_WHITE, 1, 1), moved(NET["marked"], 1, 1),
                moved([NET["right"]], 1, 1)[0])
    assert likeness(first, second) == 1.0
    assert near_duplicate(first, second)


def test_a_turned_and_mirrored_copy_is_a_near_duplicate():
    first = go(**CORNER, size=7)
    for turn in (lambda x, y: (6 - y, x), lambda x, y: (6 - x, y), lambda x, y: (y, x)):
        second = go(moved(CORNER["black"], turn=turn, size=7),
                    moved(CORNER["white"], turn=turn, size=7),
                    moved(CORNER["marked"], turn=turn, size=7),
                    moved([CORNER["right"]], turn=turn, size=7)[0], size=7)
        assert likeness(first, second) == 1.0


def test_the_colours_exchanged_is_the_same_problem():
    first = go(**NET)
    second = go(NET_WHITE, NET_BLACK, NET["marked"], NET["right"], solver=WHITE)
    assert likeness(first, second) == 1.0


def test_one_stone_more_is_near_and_two_stones_moved_are_not():
    first = go(**NET)
    more = go([*NET_BLACK, "F3"], NET_WHITE, NET["marked"], NET["right"])
    assert THRESHOLD <= likeness(first, more) < 1
    other = go(["C5", "D6", "C3", "F5"], NET_WHITE, NET["marked"], "E4")
    assert likeness(first, other) < THRESHOLD
    assert not near_duplicate(first, other)


def test_the_same_stones_in_the_corner_and_in_the_centre_differ():
    corner = go(**CORNER, size=9)
    centre = go(moved(CORNER["black"], 3, 3), moved(CORNER["white"], 3, 3),
                moved(CORNER["marked"], 3, 3), moved([CORNER["right"]], 3, 3)[0])
    assert likeness(corner, centre) == 0.0


def test_another_goal_is_not_a_near_duplicate():
    first = go(**NET)
    second = go(NET_WHITE, NET_BLACK, NET["marked"], "E4", solver=WHITE, kind="save")
    assert likeness(first, second) == 1.0 and not near_duplicate(first, second)


def chess(fen, marked, right):
    solver = BLACK if fen.split()[1] == "b" else WHITE
    spec = Spec("x/0", "chess-custom", (("code", "NNNN"),), (), (), solver, "piece", 1, "easy",
                (marked,), 1, (right,), board=fen)
    return problem_from_record(problem_record(spec))


def mirror_fen(fen):
    board, rest = fen.split(" ", 1)
    return "/".join(rank[::-1] for rank in board.split("/")) + " " + rest


def test_chess_a_file_mirror_is_a_near_duplicate_and_another_piece_is_not():
    fen = "4k3/8/2n5/3p4/4P3/8/8/3RK3 w -"
    first = chess(fen, "d5", "e4d5")
    mirrored = chess(mirror_fen(fen), "e5", "d4e5")
    assert likeness(first, mirrored) == 1.0
    other = chess("4k3/8/2b5/3n4/4P3/8/8/3QK3 w -", "d5", "e4d5")
    assert likeness(first, other) < THRESHOLD


def medusa(black, white, marked, right):
    spec = Spec("x/0", "medusa", (), tuple(black), tuple(white), BLACK, "reverse", 1, "easy",
                tuple(marked), len(marked), (right,))
    return problem_from_record(problem_record(spec))


def turned(cells):
    """Medusa cells turned by 60 degrees round the centre hole j10."""
    out = []
    for cell in cells:
        c, n = ord(cell[0]) - ord("a") + 1, int(cell[1:])
        x, y = c - 10, n - 10
        x, y = x - y, x
        out.append(f"{chr(ord('a') + x + 9)}{y + 10}")
    return out


def test_medusa_a_turned_copy_is_a_near_duplicate_and_another_shape_is_not():
    black, white, marked, right = ["k11", "m11"], ["l11", "l13"], ["l11"], "l9"
    first = medusa(black, white, marked, right)
    copy = medusa(turned(black), turned(white), turned(marked), turned([right])[0])
    assert likeness(first, copy) == 1.0
    other = medusa(["k11", "k9"], ["l11", "m13"], marked, "l9")
    assert likeness(first, other) < THRESHOLD


@pytest.mark.parametrize("variant", problem_variants())
def test_no_two_problems_of_a_collection_are_near_duplicates(variant):
    assert near_duplicates(load_problems(variant)) == []


def test_the_grade_follows_depth_and_plausible_tries():
    assert grade_for(1, 0) == grade_for(1, 3) == "easy"
    assert grade_for(1, 4) == grade_for(3, 0) == grade_for(3, 3) == "medium"
    assert grade_for(3, 4) == grade_for(5, 0) == "hard"
    assert grade_for(1, 100) == grade_for(1, 8) == "hard"  # the tries count up to 8


def test_a_capture_in_one_with_no_other_try_is_easy():
    problem = go(["C4", "D3", "E4"], ["D4"], ["D4"], "D5")
    assert reading_depth(problem) == 1
    assert plausible_tries(problem) == []
    assert difficulty(problem).grade == "easy"


def test_the_depth_counts_the_reading_not_the_moves_allowed():
    problem = go(["C4", "D3", "E4"], ["D4"], ["D4"], "D5")
    allowed = dataclasses.replace(problem, moves=3)
    assert reading_depth(allowed) == 1


def test_a_save_is_read_to_the_capture_after_the_plausible_tries():
    """D4 is in atari; G6 and H7 (ataris on G7) look right and lose D4 at once: one ply for
    the answer and one for White's capture."""
    problem = go(["D4", "F7", "G8"], ["C4", "D5", "E4", "G7"], ["D4"], "D3", kind="save")
    tries = sorted(problem.start.move_text(move) for move in plausible_tries(problem))
    assert tries == ["G6", "H7"]
    assert reading_depth(problem) == 2
    assert difficulty(problem).grade == "medium"
