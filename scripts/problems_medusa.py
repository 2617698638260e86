"""Medusa problems from games between our levels, for ``scripts/make_problems.py medusa``.

Two of our levels play each other (``magnetdesk.ai.player.think``, levels by :data:`PAIRINGS`,
one process, a seed per game). A position whose searches take more than :data:`SECONDS` of
processor time is left out, so a much slower machine may write a somewhat different file. In
every position from the eighth turn on, with the side to move as Black (the colours exchanged
when White is to move: the goals here do not depend on the marker), the goal search of
:mod:`magnetdesk.learn.goals` reads whole turns (placement, jumps, Done) and looks for a
problem with exactly one answer:

* reverse in one turn: a white group that exactly one turn reverses;
* save the group (``keep``): a black group that White could reverse next turn, and exactly
  one turn after which no White turn does;
* make a rosette: a ring round a hole that exactly one turn completes;
* reverse without placing (``refrain``): a white group that jumps alone reverse, in
  exactly one way;
* reverse within two turns: a white group that no single turn reverses and exactly one first
  turn forces against every defence the search tries (rare: Medusa's groups escape by
  jumping, and a search over :data:`NODES` actions is given up).

Each problem names its theme (:func:`theme_of`: a reversal, a jump, the defence, a rosette)
and is graded by how hard the answer is to find (``magnetdesk.learn.difficulty.grade_of``); a
near-duplicate (``magnetdesk.learn.likeness``) of a problem already made is left out. A
problem of one turn is cut to its corner: the stones within :data:`CROP` steps of the marked
cells and the answer's (the rest of the board does not change it), when the cut problem
still passes; its region is the marked cells and :data:`REACH` steps round them.

The search is limited to the actions that change a cell within :data:`REACH` steps of the
marked cells (written to ``MP`` as ``reach``): placements there, jumps that start, land or
reverse there, Done. Each problem keeps its right line (the defence with the fewest answers)
and up to two wrong tries, the nearest turns first, with the opponent's best refutation
(:func:`magnetdesk.learn.judges_medusa.best_refutation`), and passes
:func:`magnetdesk.learn.collection.check_problem` and the judges of
:mod:`magnetdesk.learn.judges` (the goal held two turns on) before it is written. The problems
of the collection as it stands are read again first: those that still pass keep their ids,
new ones get numbers after the highest.
"""

from __future__ import annotations

import dataclasses
import signal
import sys
from collections.abc import Iterator
from typing import Any

from problems_tidy import duplicate, graded  # beside this script

from magnetdesk.ai.player import think
from magnetdesk.engine.core.vocabulary import BLACK, WHITE, Position
from magnetdesk.engine.variants import new_position
from magnetdesk.learn.collection import Spec, check_problem, problem_record
from magnetdesk.learn.goals import (
    Goal,
    Reading,
    Turn,
    chain_of,
    minimal,
    rosettes,
    turn_text,
)
from magnetdesk.learn.judges import judge_errors
from magnetdesk.learn.judges_medusa import best_refutation
from magnetdesk.learn.problems import Problem, judge, load_problems, problem_from_record

VARIANT = "medusa"
REACH = 2
WANT = {"reverse1": 6, "keep": 6, "rosette": 4, "refrain": 4, "reverse2": 3}  # new ones
ENOUGH = 44  # the problems in all: stop then even if a kind is short
FIRST_TURN = 8
LAST_TURN = 80
PER_GAME = 3
PAIRINGS = ((1, 2), (2, 1), (2, 2))  # the levels of Black and White, by seed
NODES = 8_000  # a position whose two-turn search plays more actions is left out
SECONDS = 20.0  # a position whose searches and checks take more processor time is left out
TRIES = 40  # the first turns the search tries that a wrong try is chosen from
GAP = 4  # the positions left out after one that made a problem (not the same problem again)
CROP = 5  # steps round the marked cells and the answer's that a problem of one turn keeps


class OverBudget(Exception):
    pass


class Budgeted(Reading):
    """The search, given up after :data:`NODES` actions played."""

    def play(self, position: Position[Any], move: Any) -> Any:
        if self.nodes >= NODES:
            raise OverBudget
        return super().play(position, move)


def match(seed: int) -> Iterator[Position[Any]]:
    """The positions of one game between two of our levels, from :data:`FIRST_TURN` on."""
    black, white = PAIRINGS[seed % len(PAIRINGS)]
    position = new_position(VARIANT)
    for turn in range(LAST_TURN):
        if position.end is not None:
            return
        if turn >= FIRST_TURN:
            yield position
        level = black if position.to_move == BLACK else white
        result = think(position, level, workers=1, seed=seed * 1000 + turn)
        position = position.play(result.move).position


def as_black(position: Position[Any]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    name = position.topology.name
    black = tuple(sorted(name(c) for c in position.stones(BLACK)))
    white = tuple(sorted(name(c) for c in position.stones(WHITE)))
    return (black, white) if position.to_move == BLACK else (white, black)


def start_of(black: tuple[str, ...], white: tuple[str, ...]) -> Position[Any]:
    record = problem_record(Spec("x/0", VARIANT, (), black, white, BLACK, "reverse", 1, "easy",
                                 (), 0, ()))
    return record.position(record.root)


def has_jump(position: Position[Any], turn: Turn) -> bool:
    return "-" in turn_text(position, turn)


def hardest_line(reading: Reading, start: Position[Any], answer: Turn, moves: int
                 ) -> tuple[str, ...]:
    """The answer; for two turns the defence with the fewest winning answers and one."""
    texts = [turn_text(start, answer)]
    if moves == 1:
        return tuple(texts)
    position, tally = start, reading.goal.tally()
    for action in answer:
        step = position.play(action)
        tally = tally.after(step, BLACK)
        position = step.position
    if reading.reached(position, tally):
        return tuple(texts)
    best: tuple[int, Turn, Position[Any], Turn] | None = None
    for reply, after, total in reading.turns(position, tally):
        wins = reading.winning_turns(after, 1, total, every=True)
        if wins and (best is None or len(wins) < best[0]):
            best = (len(wins), reply, after, wins[0])
    assert best is not None
    _, reply, after, finish = best
    return (*texts, turn_text(position, reply), turn_text(after, finish))


def theme_of(kind: str, text: str) -> str:
    """The theme of a problem (``magnetdesk.learn.themes``): its goal, a jump when the
    answer of a reversal jumps."""
    if kind == "keep":
        return "defence"
    if kind == "rosette":
        return "rosette"
    if kind == "refrain" or "-" in text:
        return "jump"
    return "reversal"


def made(number: int, black: tuple[str, ...], white: tuple[str, ...], kind: str, moves: int,
         marked: tuple[str, ...], right: tuple[str, ...], reading: Reading,
         start: Position[Any]) -> Spec | None:
    """The spec with its theme, grade and up to two wrong tries (the nearest turns, each with
    the opponent's best refutation), or None if it fails the check or a judge."""
    spec = graded(Spec(f"{VARIANT}/{number}", VARIANT, (), black, white, BLACK, kind, moves,
                       "easy", marked, len(marked), right, reach=REACH,
                       theme=theme_of(kind, right[0])))
    return with_tries(spec, reading, start)


def with_tries(spec: Spec, reading: Reading, start: Position[Any]) -> Spec | None:
    """``spec`` with up to two wrong tries and their best refutations, checked and judged
    (None when it fails)."""
    bare = problem_from_record(problem_record(spec))
    wrong: list[tuple[str, str]] = []
    tries: list[Turn] = []
    for turn, _, _ in reading.turns(start, reading.goal.tally()):
        tries.append(turn)
        if len(tries) == TRIES:
            break
    for turn in sorted(tries, key=len):  # the simplest tries first: a placement alone
        text = turn_text(start, turn)
        if text in (spec.right[0], "pass") or judge(bare, [text]).verdict != "wrong":
            continue
        refutation = best_refutation(bare, text)
        if refutation is not None:
            wrong.append((text, refutation))
        elif judge(bare, [text]).reply is None:  # it misses the goal by itself
            wrong.append((text, ""))
        if len(wrong) == 2:
            break
    spec = dataclasses.replace(spec, wrong=tuple(wrong))
    problem = problem_from_record(problem_record(spec))
    if not wrong or check_problem(problem) or judge_errors(problem):
        return None
    return spec


def find(start: Position[Any], black: tuple[str, ...], white: tuple[str, ...], number: int,
         want: dict[str, int]) -> tuple[str, Spec] | None:
    """One problem that ``start`` (Black to move) holds, as (type, spec), or None."""
    name = start.topology.name
    seen: set[int] = set()
    for cell in start.stones(WHITE):
        if cell in seen:
            continue
        group, liberties = chain_of(start, cell)
        seen |= group
        if len(group) > 6 or len(liberties) > 3:
            continue
        marked = tuple(sorted(name(c) for c in group))
        reading = Reading(Goal("reverse", len(group), None, frozenset(group)), BLACK,
                          sorted(group), REACH)
        wins = minimal(reading.winning_turns(start, 1, every=True))
        if len(wins) == 1 and want.get("reverse1"):
            right = hardest_line(reading, start, wins[0], 1)
            spec = made(number, black, white, "reverse", 1, marked, right, reading, start)
            if spec is not None:
                return "reverse1", spec
        if wins and want.get("refrain") and any(has_jump(start, turn) for turn in wins):
            refrain = Reading(Goal("refrain", len(group), None, frozenset(group)), BLACK,
                              sorted(group), REACH)
            jumps = minimal(refrain.winning_turns(start, 1, every=True))
            if len(jumps) == 1:
                right = hardest_line(refrain, start, jumps[0], 1)
                spec = made(number, black, white, "refrain", 1, marked, right, refrain, start)
                if spec is not None:
                    return "refrain", spec
        if wins or not want.get("reverse2") or len(liberties) > 2:
            continue
        budget = Budgeted(reading.goal, BLACK, reading.focus, REACH)
        try:
            wins = minimal(budget.winning_turns(start, 2, every=True))
        except OverBudget:
            continue
        if len(wins) != 1:
            continue
        right = hardest_line(reading, start, wins[0], 2)
        spec = made(number, black, white, "reverse", 2, marked, right, reading, start)
        if spec is not None:
            return "reverse2", spec
    for kind, search in (("keep", keep), ("rosette", rosette)):
        if want.get(kind):
            found = search(start, black, white, number)
            if found is not None:
                return kind, found
    return None


def keep(start: Position[Any], black: tuple[str, ...], white: tuple[str, ...], number: int
         ) -> Spec | None:
    """A black group that White could reverse next turn, and exactly one turn that saves
    it."""
    name = start.topology.name
    seen: set[int] = set()
    for cell in start.stones(BLACK):
        if cell in seen:
            continue
        group, liberties = chain_of(start, cell)
        seen |= group
        if len(group) > 8 or len(liberties) > 2:
            continue
        reading = Reading(Goal("keep", len(group), None, frozenset(group)), BLACK,
                          sorted(group), REACH)
        if reading.breaks(start.with_to_move(WHITE), reading.goal.tally()) is None:
            continue  # not in danger
        wins = minimal(reading.winning_turns(start, 1, every=True))
        if len(wins) != 1:
            continue
        marked = tuple(sorted(name(c) for c in group))
        right = hardest_line(reading, start, wins[0], 1)
        spec = made(number, black, white, "keep", 1, marked, right, reading, start)
        if spec is not None:
            return spec
    return None


def rosette(start: Position[Any], black: tuple[str, ...], white: tuple[str, ...], number: int
            ) -> Spec | None:
    """A ring round a hole with four or five black stones and no white one, that exactly one
    turn completes."""
    board = start.board
    name = start.topology.name
    done = {ring for ring, _ in rosettes(start)}
    for ring in start.topology.rosettes:
        stones = [board[c] for c in ring]
        if ring in done or WHITE in stones or stones.count(BLACK) < 4:
            continue
        reading = Reading(Goal("rosette", 0, None, frozenset(ring)), BLACK, sorted(ring), REACH)
        wins = minimal(reading.winning_turns(start, 1, every=True))
        if len(wins) != 1:
            continue
        marked = tuple(sorted(name(c) for c in ring))
        right = hardest_line(reading, start, wins[0], 1)
        spec = made(number, black, white, "rosette", 1, marked, right, reading, start)
        if spec is not None:
            return spec
    return None


def _over(signum: int, frame: Any) -> None:
    raise OverBudget


def cropped(spec: Spec) -> Spec | None:
    """A problem of one turn cut to the stones within :data:`CROP` steps of its marked cells
    and its answer's, with its tries made anew; None when the cut problem fails."""
    if spec.moves != 1:
        return None
    start = start_of(spec.black, spec.white)
    topology = start.topology
    centre = {c for c in map(topology.parse, [*spec.marked, *spec.right[0].replace("-", " ")
                                             .split()]) if c is not None}
    zone, ring = set(centre), set(centre)
    for _ in range(CROP):
        ring = {n for cell in ring for n in topology.neighbours[cell]} - zone
        zone |= ring
    black = tuple(t for t in spec.black if topology.parse(t) in zone)
    white = tuple(t for t in spec.white if topology.parse(t) in zone)
    if (black, white) == (spec.black, spec.white):
        return None
    small = dataclasses.replace(spec, black=black, white=white, wrong=())
    start = start_of(black, white)
    problem = problem_from_record(problem_record(small))
    from magnetdesk.learn.problems import reading_of

    reading = reading_of(problem)
    found = minimal(reading.winning_turns(start, 1, every=True))
    if [turn_text(start, turn) for turn in found] != list(spec.right[:1]):
        return None
    return with_tries(small, reading, start)


def spec_of(problem: Problem) -> Spec:
    """The spec of a problem of the collection as it stands (its tries left out)."""
    from magnetdesk.learn.problems import solution

    name = problem.start.topology.name
    black = tuple(sorted(name(c) for c in problem.start.stones(BLACK)))
    white = tuple(sorted(name(c) for c in problem.start.stones(WHITE)))
    return Spec(problem.id, VARIANT, (), black, white, BLACK, problem.aim.kind, problem.moves,
                problem.grade, problem.marked, problem.aim.count, tuple(solution(problem)),
                reach=problem.reach)


def again(problem: Problem) -> Spec | None:
    """A problem of the collection with its theme, grade, tries and refutations made anew
    (None when it fails now)."""
    from magnetdesk.learn.problems import reading_of

    spec = spec_of(problem)
    reading = reading_of(problem)
    turns = minimal(reading.winning_turns(problem.start, problem.moves, every=True))
    if len(turns) != 1:
        return None
    spec = graded(dataclasses.replace(spec, theme=theme_of(spec.kind, spec.right[0])))
    return with_tries(spec, reading, problem.start)


def make() -> list[Spec]:
    """The problems: the collection's that still pass (their ids kept), then new ones from
    games, in the order found (make_problems.py sorts them by grade)."""
    signal.signal(signal.SIGPROF, _over)
    specs: list[Spec] = []
    for problem in load_problems(VARIANT):
        try:
            signal.setitimer(signal.ITIMER_PROF, 4 * SECONDS)
            spec = again(problem)
        except OverBudget:
            spec = None
        finally:
            signal.setitimer(signal.ITIMER_PROF, 0)
        if spec is not None and not duplicate(spec, specs):
            specs.append(spec)
            print(f"{spec.id} kept ({spec.theme}, {spec.grade})", file=sys.stderr)
        else:
            print(f"{problem.id} removed", file=sys.stderr)
    number = max(len(load_problems(VARIANT)),
                 *(int(spec.id.rsplit("/", 1)[1]) for spec in specs))
    want = dict(WANT)
    boards: set[tuple[tuple[str, ...], tuple[str, ...]]] = set()
    seed = 0
    while any(want.values()) and len(specs) < ENOUGH and seed < 400:
        seed += 1
        count = skip = 0
        for position in match(seed):
            if count == PER_GAME:
                break
            if skip:
                skip -= 1
                continue
            black, white = as_black(position)
            if (black, white) in boards:
                continue
            boards.add((black, white))
            signal.setitimer(signal.ITIMER_PROF, SECONDS)
            try:
                found = find(start_of(black, white), black, white, number + 1, want)
                if found is not None:
                    small = cropped(found[1])
                    found = found if small is None else (found[0], small)
            except OverBudget:
                found = None
            finally:
                signal.setitimer(signal.ITIMER_PROF, 0)
            if found is None or duplicate(found[1], specs):
                continue
            kind, spec = found
            number += 1
            want[kind] -= 1
            count += 1
            skip = GAP
            specs.append(spec)
            print(f"{spec.id} {kind} {spec.theme} {spec.grade} seed {seed}", file=sys.stderr)
    return specs
