"""Make the problem collections from self-play, and check them.

    python3 scripts/make_problems.py go atari-go stoical-go magnetgo   # write the collections
    python3 scripts/make_problems.py medusa     # Medusa's, whole turns (scripts/problems_medusa.py)
    python3 scripts/make_problems.py --check                           # check every collection

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
is written. ``--check`` runs that check on every collection, hand-made problems included.
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import problems_medusa  # beside this script: the Medusa problems

from magnetdesk.ai.player import think
from magnetdesk.engine.core.vocabulary import BLACK, WHITE, Illegal, Position
from magnetdesk.engine.variants import new_position
from magnetdesk.learn.collection import Spec, check_problem, problem_record
from magnetdesk.learn.goals import SAVE_DEPTH, Goal, Reading, chain_of, taken
from magnetdesk.learn.problems import (
    FOLDER,
    load_problems,
    problem_from_record,
    problem_variants,
)
from magnetdesk.record import save_games

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
FIRST_PLY = 6
LAST_PLY = 34
PER_GAME = 2


def self_play(variant: str, options: dict[str, Any], seed: int) -> Iterator[Position[Any]]:
    position = new_position(variant, **options)
    for ply in range(LAST_PLY):
        if position.end is not None:
            return
        if ply >= FIRST_PLY:
            yield position
        result = think(position, 1, playouts=16, workers=1, seed=seed * 1000 + ply)
        position = position.play(result.move).position


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
    """The right line (the hardest defence) and up to two wrong tries with refutations."""
    right = [start.move_text(answer)]
    if moves == 2:
        after = start.play(answer)
        captured = reading.goal.tally().after(after, BLACK)
        position = after.position
        if not reading.reached(position, captured):
            best: tuple[int, Any] | None = None
            for reply in reading.moves(position):
                next_ = position.play(reply)
                total = captured.after(next_, BLACK)
                wins = reading.winning_moves(next_.position, 1, total, every=True)
                if wins and (best is None or len(wins) < best[0]):
                    best = (len(wins), (reply, wins[0]))
            assert best is not None
            reply, finish = best[1]
            right += [position.move_text(reply), position.play(reply).position.move_text(finish)]
    wrong: list[tuple[str, str]] = []
    for move in reading.moves(start):
        if move == answer or start.move_text(move) == "pass":
            continue
        after = start.play(move)
        captured = reading.goal.tally().after(after, BLACK)
        if reading.reached(after.position, captured):
            continue
        if reading.goal.kind == "save":
            refutation = reading.save_refutation(after.position, SAVE_DEPTH)
        else:
            refutation = reading.refutation(after.position, max(moves - 1, 1), captured)
        if refutation is not None:
            wrong.append((start.move_text(move), after.position.move_text(refutation)))
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
                errors = check_problem(problem)
                if errors:
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


def check_all() -> int:
    failures = 0
    for variant in problem_variants():
        problems = load_problems(variant)
        for problem in problems:
            for error in check_problem(problem):
                failures += 1
                print(error)
        print(f"{variant}: {len(problems)} problems checked", file=sys.stderr)
    return 1 if failures else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("variants", nargs="*", help="the variants to make (" +
                        ", ".join([*PLANS, problems_medusa.VARIANT]) + ")")
    parser.add_argument("--check", action="store_true", help="check every collection")
    arguments = parser.parse_args()
    if arguments.check:
        return check_all()
    for variant in arguments.variants:
        specs = problems_medusa.make() if variant == problems_medusa.VARIANT else make(variant)
        order = {"easy": 0, "medium": 1, "hard": 2}
        specs.sort(key=lambda spec: order[spec.grade])
        records = []
        for number, spec in enumerate(specs, 1):
            records.append(problem_record(dataclasses.replace(spec, id=f"{variant}/{number}")))
        FOLDER.mkdir(parents=True, exist_ok=True)
        save_games(records, FOLDER / f"{variant}.sgf")
        print(f"{variant}: {len(records)} problems", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
