"""Make the problem collections from self-play, and check them.

    python3 scripts/make_problems.py go atari-go stoical-go magnetgo   # write the collections
    python3 scripts/make_problems.py --hand go                         # add the hand-made ones
    python3 scripts/make_problems.py magnetic-chess                    # (scripts/problems_chess.py)
    python3 scripts/make_problems.py medusa     # Medusa's, whole turns (scripts/problems_medusa.py)
    python3 scripts/make_problems.py --check                           # check every collection
    python3 scripts/make_problems.py --tidy medusa    # near-duplicates out, graded, in order

Making: the engine plays itself on a 7x7 board (``magnetdesk.ai.player.think`` at level 1,
one process, a seed per game: the same command writes the same files). In every position from
the sixth move on, the goal searches of :mod:`magnetdesk.learn.goals` look for a problem with
exactly one answer, with the side to move as Black (the colours exchanged when White is to
move; the Go family's rules are the same for both):

* capture in one: exactly one move takes the most stones (easy);
* save the chain: a chain short of liberties that the opponent would take, and exactly one
  move that saves it (easy from atari, medium with two liberties);
* capture in two: a chain with two liberties that no single move takes, and exactly one first
  move after which every defence loses it (medium; hard when the answer is not an atari on
  the chain, takes three stones or more, or the finishing move depends on the defence: see
  :func:`hard`). In Atari-Go the goal is the first capture.

Each problem keeps the right line (the defence the search finds hardest) and up to two wrong
tries with their refutations, and passes :func:`magnetdesk.learn.collection.check_problem`
(the stated answer forces the goal against every defence, no other first move does) before it
is written, and the judges that are not that search (:func:`judged`: GNU Go's reading for
plain Go, the fights read to their end, the material after the recapture; docs/problems.md).
``--hand`` adds the hand-made problems of :data:`HAND` after the others (Go's life and death
and capture in three), under the same check. ``--check`` runs the check and the judges on
every collection and course, hand-made problems included; ``--prune`` removes the problems
the judges refuse from the collections and numbers the rest again.
"""

from __future__ import annotations

import argparse
import atexit
import dataclasses
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import problem_self_play  # beside this script, as the next two
import problems_medusa  # beside this script: the Medusa problems
import problems_tidy  # beside this script: the stable-id collections tidied
from problems_chess import CHESS_PLANS, make_chess

from magnetdesk.engine.core.vocabulary import BLACK, WHITE, Illegal, Position
from magnetdesk.learn.collection import Spec, check_problem, problem_record
from magnetdesk.learn.difficulty import grade_of
from magnetdesk.learn.gnugo import GnuGo
from magnetdesk.learn.goals import SAVE_DEPTH, Goal, Reading, chain_of, taken, turn_text
from magnetdesk.learn.judges import judge_errors
from magnetdesk.learn.judges_gnugo import gnugo_errors
from magnetdesk.learn.lessons import lesson_variants, load_lessons
from magnetdesk.learn.likeness import near_duplicate
from magnetdesk.learn.problems import (
    FOLDER,
    Problem,
    load_problems,
    problem_from_record,
    problem_variants,
)
from magnetdesk.record import GameRecord, save_games
from magnetdesk.record.sgf_write import collection_to_sgf

PLANS: dict[str, dict[str, Any]] = {
    "go": {"options": {"size": 7}, "kind": "capture", "save": True,
           "want": {"capture1": 10, "save": 10, "capture2": 20}},
    "atari-go": {"options": {"size": 7}, "kind": "win", "save": False,
                 "want": {"capture1": 8, "capture2": 24}},
    "stoical-go": {"options": {"size": 7}, "kind": "capture", "save": True,
                   "want": {"capture1": 8, "save": 8, "capture2": 14}},
    "magnetgo": {"options": {"size": 7}, "kind": "capture", "save": False,
                 "want": {"capture1": 12, "capture2": 20}},
}

# Problems made by hand, added after the self-play ones (``--hand``): (goal, size, black,
# white, the marked stones, the solver's moves, the theme: "" for the one problems_go.theme
# names; the grade is grade_of's). Life and death on small boards: the marked group is
# enclosed; killing it is capturing it within four moves, making it live is leaving the
# opponent no such capture (the bounds the exact search proves; docs/file-format.md 7.1), so
# an eye space of four or more lives by that bound and makes no problem. Capture in three:
# found by a random search on 6x6 for a chain that no two moves take and exactly one first
# move takes in three.
Hand = tuple[str, int, tuple[str, ...], tuple[str, ...], tuple[str, ...], int, str]
# the frames of the enumerated shapes on 5x5: the outside's rows with two eyes (B5, D5)
_WALL_TOP = ("A4", "A5", "B4", "C4", "C5", "D4", "E4", "E5")
_ROWS_TOP = ("A3", "B3", "C3", "D3", "E3", *_WALL_TOP)
_SIDE = ("A1", "A2", "A3", "B3", "C3", "D3", "E3", "E2", "E1")  # a side's 2x3 inside
_BENT = ("A3", "B3", "C3", "C2", "D2", "E2", "E1")  # a corner's inside of six, bent
_CORNER = ("D3", "D2", "D1", "A4", "B4", "C4", "D4", "E4", "A5", "C5", "E5", "E3", "E2", "E1")
HAND: dict[str, tuple[Hand, ...]] = {
    "go": (
        ("capture", 5, ("A3", "B3", "C3", "D3", "E3", "E2", "E1"),
         ("A2", "B2", "C2", "D2", "D1"), ("A2", "B2", "C2", "D2", "D1"), 4, ""),
        ("capture", 5, ("A4", "B4", "C4", "C3", "D3", "D2", "D1"),
         ("A3", "B3", "B2", "C2", "C1"), ("A3", "B3", "B2", "C2", "C1"), 4, ""),
        ("capture", 5, ("A5", "B5", "C5", "C4", "C3", "C2", "C1"),
         ("B1", "B2", "B3", "B4", "A4"), ("B1", "B2", "B3", "B4", "A4"), 4, ""),
        ("capture", 6, ("B3", "A3", "C3"), ("A4", "A5"), ("A4", "A5"), 3, ""),
        ("capture", 6, ("F4", "D4", "D5"), ("E6", "D2"), ("E6",), 3, ""),
        ("capture", 6, ("B3", "C4", "D4", "A2", "C3"), ("B4", "E1"), ("B4",), 3, ""),
        ("capture", 6, ("C1", "B3", "B1", "B4", "A4"), ("B2",), ("B2",), 3, ""),
        ("capture", 6, ("E1", "A3", "C2", "C3"), ("C1", "D1"), ("C1", "D1"), 3, ""),
        ("capture", 6, ("D5", "D3", "D2", "F2"), ("E3",), ("E3",), 3, ""),
        ("capture", 6, ("F6", "C4", "E5", "F5", "D5"), ("D4",), ("D4",), 3, ""),
        ("capture", 6, ("F2", "C3", "F4", "E2", "D1"), ("D2", "B1"), ("D2",), 3, ""),
        ("live", 5, ("A2", "B2", "C2", "D2", "D1"), ("A3", "B3", "C3", "D3", "E3", "E2", "E1"),
         ("A2", "B2", "C2", "D2", "D1"), 1, ""),  # two eyes from a straight three
        ("live", 5, ("A3", "B3", "B2", "C2", "C1"), ("A4", "B4", "C4", "C3", "D3", "D2", "D1"),
         ("A3", "B3", "B2", "C2", "C1"), 1, ""),  # from a bent three in the corner
        ("live", 5, ("B1", "B2", "B3", "B4", "A4"), ("A5", "B5", "C5", "C4", "C3", "C2", "C1"),
         ("A4", "B1", "B2", "B3", "B4"), 1, ""),  # from a straight three on the side
        # found by a search over corner shapes on 7x7 (docs/problems.md), chosen by eye
        ("capture", 7, ("A4", "B3", "C2", "C3", "D2", "D4"), ("A2", "A3", "B2", "C1", "D3"),
         ("A2", "A3", "B2"), 2, "snapback"),  # B1 is taken at A1, and B1 again takes four
        # found by an enumeration of the inside of a closed shape on 5x5 (docs/problems.md):
        # the seki made by the one move that leaves both sides two shared liberties
        ("live", 5, ("A3", "A1", "A2", "B3", "C3", "D3", "E3", "E2", "E1"),
         (*_WALL_TOP, "B2", "C2", "D1"), ("A3", "A1", "A2", "B3", "C3", "D3", "E3", "E2", "E1"),
         1, ""),  # B1: the two white chains and Black share C1 and D2
        # the throw-in on the first line that leaves White one eye (capture in three)
        ("capture", 5, (*_ROWS_TOP, "C1"), ("B2", "C2", "D2", "D1", "E1", "A2", "E2"),
         ("A2", "B2", "C2", "D1", "D2", "E1", "E2"), 3, ""),
        ("capture", 5, (*_ROWS_TOP, "C1", "E2"), ("B2", "C2", "D2", "D1", "E1", "A2"),
         ("A2", "B2", "C2", "D1", "D2", "E1"), 3, ""),
        ("capture", 5, (*_ROWS_TOP, "C1", "E1", "E2"), ("B2", "C2", "D2", "D1", "A2"),
         ("A2", "B2", "C2", "D1", "D2"), 3, ""),
        ("capture", 5, (*_ROWS_TOP, "D1"), ("B2", "C2", "D2", "A1", "E1", "A2", "E2"),
         ("A1", "A2", "B2", "C2", "D2", "E1", "E2"), 3, ""),
        ("capture", 5, (*_CORNER, "B2"), ("A3", "B3", "C3", "C2", "C1", "A2"),
         ("A2", "A3", "B3", "C1", "C2", "C3"), 3, ""),
        # eye shapes from the same enumerations: the vital point that makes two eyes, and
        # the kills of a corner group (capture in four) by the point White needs
        ("live", 5, ("A3", "B3", "C3", "D3", "D2", "D1", "A1", "C1"), (*_WALL_TOP, "E1", "E2",
                                                                        "E3"),
         ("A3", "B3", "C3", "D3", "D2", "D1", "A1", "C1"), 1, ""),  # B2
        ("capture", 5, (*_CORNER, "C1"), ("A3", "B3", "C3", "C2", "B1"),
         ("A3", "B3", "C2", "C3"), 4, ""),  # A2
        ("capture", 5, _CORNER, ("A3", "B3", "C3", "C2", "A1", "B2"),
         ("A3", "B2", "B3", "C2", "C3"), 4, ""),  # C1
        ("capture", 5, _CORNER, ("A3", "B3", "C3", "C2", "A1", "C1"),
         ("A3", "B3", "C1", "C2", "C3"), 4, ""),  # B2
        # the invasion that lives in seki: Black's stones inside White's closed shape, and the
        # one move after which neither side can fill the shared liberties
        ("live", 5, (*_WALL_TOP, "C2", "D2"), (*_SIDE, "B2"), ("C2", "D2"), 1, ""),  # C1
        ("live", 5, (*_WALL_TOP, "C1", "D1"), (*_SIDE, "C2"), ("C1", "D1"), 1, ""),  # B1
        ("live", 5, (*_WALL_TOP, "D3", "E3", "A1", "A2"), (*_BENT, "D1"), ("A1", "A2"), 1,
         ""),  # B1
        ("live", 5, (*_WALL_TOP, "D3", "E3", "A1", "B1", "B2"), _BENT, ("A1", "B1", "B2"), 1,
         ""),  # C1
        ("live", 5, (*_WALL_TOP, "E1", "E2", "E3", "B2", "C2"),
         ("A3", "B3", "C3", "D3", "D2", "D1", "A2"), ("B2", "C2"), 1, ""),  # B1
        ("live", 6, ("A3", "A4", "A5", "A6", "B4", "B5", "C4", "C5", "C6", "D4", "D5", "D6", "E4",
                     "E5", "F3", "F4", "F5", "F6", "D1", "E1", "D2"),
         ("A1", "A2", "B2", "B3", "C3", "D3", "E3", "E2", "F2", "F1"), ("D1", "D2", "E1"), 1,
         ""),  # C1
    ),
}
FIRST_PLY = 6
LAST_PLY = 34
PER_GAME = 2


def self_play(variant: str, options: dict[str, Any], seed: int) -> Iterator[Position[Any]]:
    return problem_self_play.self_play(variant, options, seed, first=FIRST_PLY, last=LAST_PLY,
                                       playouts=16)


def as_black(position: Position[Any]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The stones with the side to move as Black."""
    name = position.topology.name
    black = tuple(sorted(name(c) for c in position.stones(BLACK)))
    white = tuple(sorted(name(c) for c in position.stones(WHITE)))
    return (black, white) if position.to_move == BLACK else (white, black)


def setup_position(variant: str, options: dict[str, Any], black: tuple[str, ...],
                   white: tuple[str, ...]) -> Position[Any]:
    spec = Spec("x/0", variant, tuple(options.items()), black, white, BLACK, "capture", 1,
                "easy", (), 1, ())
    record = problem_record(spec)
    return record.position(record.root)


def find(variant: str, plan: dict[str, Any], start: Position[Any], black: tuple[str, ...],
         white: tuple[str, ...], number: int) -> list[tuple[str, Spec]]:
    """The problems ``start`` (Black to move) holds, as (type, spec)."""
    found: list[tuple[str, Spec]] = []
    options = tuple(plan["options"].items())
    kind = plan["kind"]
    name = start.topology.name

    def spec(kind_: str, moves: int, grade: str, marked: tuple[str, ...], count: int,
             reading: Reading, answer: Any) -> Spec:
        right, wrong = lines(start, reading, moves, answer)
        return Spec(f"{variant}/{number + len(found)}", variant, options, black, white, BLACK,
                    kind_, moves, grade, marked, count, right, wrong)

    # capture in one
    takes = {}
    for move in start.legal_moves():
        after = start.attempt(move)
        if not isinstance(after, Illegal):
            takes[move] = taken(after, WHITE)
    most = max(takes.values(), default=0)
    best = [move for move, count in takes.items() if count == most]
    if most and len(best) == 1:
        after = start.play(best[0])
        marked = tuple(sorted(
            name(cell) for effect in after.effects if hasattr(effect, "cells")
            and getattr(effect, "colour", None) == WHITE for cell in effect.cells))
        focus = [cell for cell in map(start.topology.parse, marked) if cell is not None]
        if kind == "win":
            marked = ()
        reading = Reading(Goal(kind, most, None, frozenset(focus) if marked else frozenset()),
                          BLACK, focus)
        found.append(("capture1", spec(kind, 1, "easy", marked, most, reading, best[0])))
    # save the chain
    if plan["save"]:
        for cell in start.stones(BLACK):
            chain, liberties = chain_of(start, cell)
            if cell != min(chain) or len(liberties) > 2:
                continue
            reading = Reading(Goal("save", 0, cell), BLACK, sorted(chain))
            if reading.save_refutation(start.with_to_move(WHITE), SAVE_DEPTH) is None:
                continue
            answers = reading.winning_moves(start, 1, every=True)
            if len(answers) == 1 and answers[0] in start.legal_moves():
                if start.move_text(answers[0]) == "pass":
                    continue
                grade = "easy" if len(liberties) == 1 else "medium"
                marked = tuple(sorted(name(c) for c in chain))
                found.append(("save", spec("save", 1, grade, marked, 0, reading, answers[0])))
                break
    # capture in two
    seen: set[int] = set()
    for cell in start.stones(WHITE):
        if cell in seen:
            continue
        chain, liberties = chain_of(start, cell)
        seen |= chain
        if len(liberties) != 2 or (kind == "win" and most):
            continue
        count = len(chain)
        targets = frozenset(chain) if kind == "capture" else frozenset()
        reading = Reading(Goal(kind, count, None, targets), BLACK, sorted(chain))
        answers = reading.winning_moves(start, 2, every=True)
        if len(answers) != 1:
            continue
        grade = "hard" if hard(start, reading, answers[0], chain, liberties) else "medium"
        marked = tuple(sorted(name(c) for c in targets))
        found.append(("capture2", spec(kind, 2, grade, marked, count, reading, answers[0])))
        break
    return found


def hard(start: Position[Any], reading: Reading, answer: Any, chain: set[int],
         liberties: set[int]) -> bool:
    """A capture in two is hard when the answer is not an atari on the chain (a net, an
    approach, a magnet's pull from afar), when it takes three stones or more, or when the
    finishing move depends on the defence."""
    if answer not in liberties or len(chain) >= 3:
        return True
    after = start.play(answer)
    tally = reading.goal.tally().after(after, BLACK)
    finishes = set()
    for reply in reading.moves(after.position):
        next_ = after.position.attempt(reply)
        if isinstance(next_, Illegal) or next_.position.end is not None:
            continue
        wins = reading.winning_moves(next_.position, 1, tally.after(next_, BLACK), every=True)
        finishes.add(frozenset(wins))
    return len({min(wins, default=None) for wins in finishes if len(wins) == 1}) >= 3


def lines(start: Position[Any], reading: Reading, moves: int, answer: Any
          ) -> tuple[tuple[str, ...], tuple[tuple[str, str], ...]]:
    """The right line (at each step the defence that leaves the fewest finishing moves, then
    the first of them) and up to two wrong tries with refutations."""
    right = [start.move_text(answer)]
    after = start.play(answer)
    tally = reading.goal.tally().after(after, reading.solver)
    position = after.position
    left = moves - 1
    while left > 0 and not reading.reached(position, tally) and position.end is None:
        best: tuple[int, Any, Any] | None = None
        for reply in reading.moves(position):
            next_ = position.attempt(reply)
            if isinstance(next_, Illegal):
                continue
            total = tally.after(next_, reading.solver)
            wins = reading.winning_moves(next_.position, left, total, every=True)
            if wins and (best is None or len(wins) < best[0]):
                best = (len(wins), reply, wins[0])
        assert best is not None
        _, reply, finish = best
        defended = position.play(reply)
        finished = defended.position.play(finish)
        right += [position.move_text(reply), defended.position.move_text(finish)]
        tally = tally.after(defended, reading.solver).after(finished, reading.solver)
        position = finished.position
        left -= 1
    wrong: list[tuple[str, str]] = []
    for move in reading.moves(start):
        if move == answer or start.move_text(move) == "pass":
            continue
        after = start.play(move)
        captured = reading.goal.tally().after(after, reading.solver)
        if reading.reached(after.position, captured):
            continue
        if moves == 1:
            final = reading.final_refutation(after.position, captured)
            text = None if final is None else turn_text(after.position, final)
        else:
            refutation = reading.refutation(after.position, moves - 1, captured)
            text = None if refutation is None else after.position.move_text(refutation)
        if text is not None:
            wrong.append((start.move_text(move), text))
        if len(wrong) == 2:
            break
    return tuple(right), tuple(wrong)


def make(variant: str) -> list[Spec]:
    plan = PLANS[variant]
    want: dict[str, int] = dict(plan["want"])
    specs: list[Spec] = []
    boards: set[tuple[tuple[str, ...], tuple[str, ...]]] = set()
    seed = 0
    while any(want.values()) and seed < 400:
        seed += 1
        made = 0
        for position in self_play(variant, plan["options"], seed):
            if made == PER_GAME:
                break
            black, white = as_black(position)
            if (black, white) in boards:
                continue
            boards.add((black, white))
            start = setup_position(variant, plan["options"], black, white)
            for type_, spec in find(variant, plan, start, black, white, len(specs) + 1):
                if not want.get(type_):
                    continue
                spec = Spec(f"{variant}/{len(specs) + 1}", *_fields(spec)[1:])
                problem = problem_from_record(problem_record(spec))
                if judged(problem):
                    continue
                want[type_] -= 1
                made += 1
                specs.append(spec)
                print(f"{spec.id} {type_} {spec.grade} seed {seed}", file=sys.stderr)
                break  # one problem per position
    return specs


def _fields(spec: Spec) -> tuple[Any, ...]:
    return (spec.id, spec.variant, spec.options, spec.black, spec.white, spec.solver, spec.kind,
            spec.moves, spec.grade, spec.marked, spec.count, spec.right, spec.wrong)


def hand_made(variant: str) -> list[GameRecord]:
    """The hand-made problems of ``variant`` not yet in its collection, numbered after its
    highest id, each with its right line and wrong tries from the search, its theme and its
    grade (:func:`grade_of`); one without exactly one answer, one that a judge refuses and a
    near-duplicate of a problem there are left out (said on stderr)."""
    have = load_problems(variant) if (FOLDER / f"{variant}.sgf").is_file() else []
    boards = {problem.start.board_text() for problem in have}
    made: list[Problem] = []
    last = max((int(problem.id.split("/")[1]) for problem in have), default=0)
    for entry in HAND.get(variant, ()):
        _, size, black, white = entry[:4]
        if setup_position(variant, {"size": size}, black, white).board_text() in boards:
            continue
        problem, errors = hand_problem(variant, entry, f"{variant}/{last + len(made) + 1}")
        if problem is None or problem.start.board_text() in boards:
            continue
        if any(near_duplicate(problem, other) for other in [*have, *made]):
            errors.append(f"{entry[2]} {entry[3]}: a near-duplicate")
        if errors:  # a shape a judge refuses is left out, not forced
            print("left out: " + "; ".join(errors), file=sys.stderr)
            continue
        made.append(problem)
        boards.add(problem.start.board_text())
        print(f"{problem.id} {problem.aim.kind} in {problem.moves} {problem.theme} "
              f"{problem.grade}", file=sys.stderr)
    return [problem.record for problem in made if problem.record is not None]


def hand_problem(variant: str, entry: Hand, number: str = "go/0"
                 ) -> tuple[Problem | None, list[str]]:
    """One entry of :data:`HAND` as a problem (its lines from the search, its theme, its
    grade) and what the check and the judges find wrong with it; None when it has not
    exactly one answer."""
    from problems_go import theme  # beside this script; it imports this one

    kind, size, black, white, marked, moves, theme_id = entry
    options = (("size", size),)
    start = setup_position(variant, dict(options), black, white)
    focus = [cell for cell in map(start.topology.parse, marked) if cell is not None]
    if kind == "live":  # the solver's group: no count, its first point the target
        goal = Goal(kind, 0, focus[0])
    else:
        goal = Goal(kind, len(marked), None, frozenset(focus))
    reading = Reading(goal, BLACK, focus)
    answers = reading.winning_moves(start, moves, every=True)
    if len(answers) != 1:
        texts = [start.move_text(answer) for answer in answers]
        return None, [f"{black} {white}: the answers are {texts}"]
    right, wrong = lines(start, reading, moves, answers[0])
    spec = Spec(number, variant, options, black, white, BLACK, kind, moves, "easy", marked,
                goal.count, right, wrong)
    bare = problem_from_record(problem_record(spec))
    spec = dataclasses.replace(spec, theme=theme_id or theme(bare))
    spec = dataclasses.replace(spec, grade=grade_of(problem_from_record(problem_record(spec))))
    problem = problem_from_record(problem_record(spec))
    return problem, judged(problem)


_GNUGO: list[GnuGo] = []


def judged(problem: Problem, lesson: bool = False) -> list[str]:
    """What the check (a problem's) and every judge find wrong with ``problem``; GNU Go is
    started once and kept for the run."""
    errors = [] if lesson else check_problem(problem)
    errors += judge_errors(problem, lesson)
    if problem.variant == "go":
        if not _GNUGO:
            _GNUGO.append(GnuGo())
            atexit.register(_GNUGO[0].close)
        errors += gnugo_errors(_GNUGO[0], problem, lesson)
    return errors


def refused(variant: str) -> dict[str, list[str]]:
    """The problems of ``variant`` the check or a judge refuses, by id, with the reasons."""
    found: dict[str, list[str]] = {}
    for problem in load_problems(variant):
        errors = judged(problem)
        if errors:
            found[problem.id] = errors
    return found


def check_all() -> int:
    failures = 0
    for variant in problem_variants():
        problems = load_problems(variant)
        for errors in refused(variant).values():
            failures += len(errors)
            print("\n".join(errors))
        print(f"{variant}: {len(problems)} problems checked", file=sys.stderr)
    for variant in lesson_variants():
        lessons = load_lessons(variant)
        for lesson in lessons:
            for error in judged(lesson.problem, lesson=True):
                failures += 1
                print(error)
        print(f"{variant}: {len(lessons)} lessons judged", file=sys.stderr)
    return 1 if failures else 0


def prune(variant: str) -> int:
    """Remove the problems of ``variant`` that the judges refuse, number the rest again;
    how many were removed."""
    path = FOLDER / f"{variant}.sgf"
    games = split_games(path.read_text(encoding="utf-8"))
    bad = refused(variant)
    kept = [game for game in games if _game_id(game) not in bad]
    for reasons in bad.values():
        print("removed: " + "; ".join(reasons), file=sys.stderr)
    renumbered = [game.replace(f"GN[{_game_id(game)}]", f"GN[{variant}/{number}]", 1)
                  for number, game in enumerate(kept, 1)]
    path.write_text("".join(renumbered), encoding="utf-8")
    return len(games) - len(kept)


def split_games(text: str) -> list[str]:
    """The game trees of an SGF collection as they are written (each with what follows it up
    to the next one), cut at the parentheses outside property values."""
    games: list[str] = []
    depth, start, in_value, escaped = 0, 0, False, False
    for index, char in enumerate(text):
        if in_value:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == "]":
                in_value = False
        elif char == "[":
            in_value = True
        elif char == "(":
            if depth == 0 and index > start:
                games.append(text[start:index])
                start = index
            depth += 1
        elif char == ")":
            depth -= 1
    games.append(text[start:])
    return [game for game in games if game.strip()]


def _game_id(game: str) -> str:
    start = game.index("GN[") + 3
    return game[start:game.index("]", start)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("variants", nargs="*", help="the variants to make (" +
                        ", ".join([*PLANS, *CHESS_PLANS, problems_medusa.VARIANT]) + ")")
    parser.add_argument("--check", action="store_true",
                        help="check every collection and course with the judges")
    parser.add_argument("--prune", action="store_true",
                        help="remove the problems the judges refuse from the variants' "
                        "collections")
    parser.add_argument("--tidy", action="store_true",
                        help="drop near-duplicates, grade by difficulty, order by grade "
                        "(the chess family's and Medusa's collections)")
    parser.add_argument("--hand", action="store_true",
                        help="add the hand-made problems to the variants' collections")
    arguments = parser.parse_args()
    if arguments.check:
        return check_all()
    if arguments.prune:
        for variant in arguments.variants:
            print(f"{variant}: {prune(variant)} removed", file=sys.stderr)
        return 0
    if arguments.tidy:
        for variant in arguments.variants:
            print(f"{variant}: {problems_tidy.tidy(variant)} removed", file=sys.stderr)
        return 0
    if arguments.hand:
        for variant in arguments.variants:
            path = FOLDER / f"{variant}.sgf"
            text = path.read_text(encoding="utf-8") if path.is_file() else ""
            path.write_text(text + collection_to_sgf(hand_made(variant)), encoding="utf-8")
        return 0
    for variant in arguments.variants:
        if variant in CHESS_PLANS:
            specs = make_chess(variant)
        elif variant == problems_medusa.VARIANT:
            specs = problems_medusa.make()
        else:
            specs = make(variant)
        order = {"easy": 0, "medium": 1, "hard": 2}
        specs.sort(key=lambda spec: order[spec.grade])
        records = []
        stable = variant in CHESS_PLANS or variant == problems_medusa.VARIANT  # ids kept
        for number, spec in enumerate(specs, 1):
            if not stable:
                spec = dataclasses.replace(spec, id=f"{variant}/{number}")
            records.append(problem_record(spec))
        FOLDER.mkdir(parents=True, exist_ok=True)
        save_games(records, FOLDER / f"{variant}.sgf")
        print(f"{variant}: {len(records)} problems", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
