"""One's own problems (issue 44, item 3): a problem made of a game's node, written as the
built-in problems are, read back by sgfmill and by our collection reader, and checked with the
built-in sets' judges: a good one passes, one with two answers and one whose stored reply does
not refute its wrong try are refused in words; a broken collection is refused and kept."""

from __future__ import annotations

import pytest
from sgfmill import sgf

from magnetdesk.engine.core.vocabulary import BLACK
from magnetdesk.learn.authoring import (
    Draft,
    build_and_check,
    check,
    default_marks,
    goal_kinds,
    lines_at,
    make_problem,
)
from magnetdesk.learn.own_collections import append, load_file
from magnetdesk.learn.problems import judge, load_problems, problem_from_record, solution
from magnetdesk.record import Game, SgfError

# White's A1 B1 have one liberty, C1; Black takes them there. Black's D1 or F2 miss it.
CORNER = dict(black=["A2", "B2", "D2", "E1"], white=["A1", "B1", "C2", "D3", "C3"])


def corner_game(lines=(("C1",), ("D1", "C1"), ("F2",))) -> Game:
    game = Game.new("go", size=7)
    assert game.add_setup(**CORNER, to_move=BLACK) is None
    for line in lines:
        game.go_to(game.record.root)
        for text in line:
            game.play(text)
    game.go_to(game.record.root)
    return game


def test_the_lines_and_the_marks_come_from_the_node():
    game = corner_game()
    root = game.record.root
    assert lines_at(root) == (("C1",), (("D1", "C1"), ("F2", "")))
    assert default_marks(game.record, root, "capture") == ("A1", "B1")  # what C1 takes
    assert goal_kinds("go", BLACK, 1) == ["capture", "save", "live", "win", "count"]
    assert goal_kinds("magnetic-chess", BLACK, 1) == ["piece", "king", "reach"]
    assert goal_kinds("medusa", 2, 1) == []  # Medusa's goals are said for Black only


def test_a_good_problem_passes_is_saved_and_read_back(tmp_path):
    game = corner_game()
    verdict = build_and_check(game.record, game.record.root,
                              Draft("capture", ("A1", "B1"), "Corner", "Count the liberties."))
    assert verdict.errors == () and verdict.record is not None
    made = verdict.record
    assert [child.play.text for child in made.root.children] == ["C1", "D1", "F2"]
    assert made.root.children[2].children[0].play.text == "C1"  # the judge's reply filled
    path = tmp_path / "mine.sgf"
    assert append(path, made) == 1
    assert append(path, made) == 2  # the first one kept
    problems = load_file(path)
    assert [p.id for p in problems] == [f"{path.resolve()}#1", f"{path.resolve()}#2"]
    problem = problems[0]
    assert problem.title == "Corner" and problem.marked == ("A1", "B1")
    assert problem.grade == verdict.grade and solution(problem) == ["C1"]
    assert judge(problem, ["D1"]).reply == "C1" and judge(problem, ["C1"]).verdict == "right"
    games = sgf.Sgf_game.from_string(path.read_text(encoding="utf-8"))  # plain SGF
    root = games.get_root()
    assert root.get("GN") == "Corner" and root.get("PL") == "b"
    assert root.get("MA") == {(0, 0), (0, 1)}
    assert "Count the liberties." in root.get("C")
    assert [node.get_move() for node in games.get_root()][:1] == [("b", (0, 2))]


def test_a_right_line_that_misses_the_goal_is_refused():
    game = Game.new("go", size=7)
    game.add_setup(black=["A2", "C1"], white=["B1"], to_move=BLACK)
    game.play("B2")  # not a capture: White's B1 still has A1
    problem = problem_from_record(make_problem(game.record, game.record.root,
                                               Draft("capture", ("B1",))))
    errors, _ = check(problem, gnugo=None)
    assert errors[0] == ("The right line B2 does not force the goal: the engine finds a "
                         "defence.")


def test_two_answers_are_refused_in_words():
    # White's A1 in the corner, Black's C1 and A3 near: B1 and A2 each take it in two.
    game = Game.new("go", size=7)
    game.add_setup(black=["C1", "A3"], white=["A1"], to_move=BLACK)
    for text in ("B1", "A2", "B2"):
        game.play(text)
    game.go_to(game.record.root)
    problem = problem_from_record(make_problem(game.record, game.record.root,
                                               Draft("capture", ("A1",))))
    assert problem.moves == 2
    errors, _ = check(problem, gnugo=None)
    assert len(errors) == 1 and errors[0].startswith(
        "A problem needs exactly one answer, and these first moves force the goal: ")
    assert {"A2", "B1"} == set(errors[0].rstrip(".").split(": ")[1].split(", "))


def test_a_reply_that_does_not_refute_is_refused():
    game = corner_game((("C1",), ("D1", "G7")))  # G7 lets Black take at C1 next
    problem = problem_from_record(make_problem(game.record, game.record.root,
                                               Draft("capture", ("A1", "B1"))))
    errors, _ = check(problem, gnugo=None)
    assert errors == ["The reply G7 does not refute the wrong try D1: C1 does."]


def test_without_gnugo_a_note_says_it_was_not_asked():
    game = corner_game((("C1",),))
    problem = problem_from_record(make_problem(game.record, game.record.root,
                                               Draft("capture", ("A1", "B1"))))
    assert check(problem, gnugo=None) == ([], [])
    missing, notes = check(problem, gnugo="/nonexistent/gnugo")
    assert missing == [] and notes and "GNU Go" in notes[0]


def test_no_right_line_and_a_broken_collection(tmp_path):
    game = Game.new("go", size=7)
    with pytest.raises(ValueError, match="right line"):
        make_problem(game.record, game.record.root, Draft("capture"))
    broken = tmp_path / "broken.sgf"
    broken.write_bytes(b"\x00\x01 not a game")
    with pytest.raises(SgfError):
        load_file(broken)
    made = build_and_check(corner_game().record, corner_game().record.root,
                           Draft("capture", ("A1", "B1"))).record
    with pytest.raises(SgfError):
        append(broken, made)
    assert broken.read_bytes() == b"\x00\x01 not a game"  # kept as it was
    game_file = tmp_path / "game.sgf"
    game_file.write_text("(;GM[1]SZ[9];B[ee])", encoding="utf-8")
    with pytest.raises(SgfError, match="not a problem"):
        load_file(game_file)


@pytest.mark.parametrize("variant", ["go", "magnetgo", "anti-gravity-chess", "medusa"])
def test_a_built_in_problem_made_again_from_its_record_passes(variant):
    """Every family: the first built-in problem, made again of its own root (its lines, its
    goal and marks), is the same problem and passes the same judges."""
    shipped = load_problems(variant)[0]
    draft = Draft(shipped.aim.kind, shipped.marked, grade=shipped.grade, theme=shipped.theme)
    verdict = build_and_check(shipped.record, shipped.record.root, draft)
    assert verdict.errors == ()
    again = problem_from_record(verdict.record)
    assert again.start.hash == shipped.start.hash and again.start.to_move == shipped.solver
    assert (again.aim, again.moves, again.marked) == (shipped.aim, shipped.moves, shipped.marked)
    assert solution(again) == solution(shipped)
