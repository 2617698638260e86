"""Medusa problems from self-play, for ``scripts/make_problems.py medusa``.

The engine plays itself with random turns kept to one region of the board (a placement near the
stones already there, now and then a group's jump), so that groups fight; one seed per game. A
position whose searches take more than :data:`SECONDS` of processor time is left out, so a much
slower machine may write a somewhat different file. In every position from the eighth turn on,
with the side to move as Black (the colours exchanged when White is to move: the goals here do
not depend on the marker), the goal search of :mod:`magnetdesk.learn.goals` reads whole turns
(placement, jumps, Done) and looks for a problem with exactly one answer:

* reverse in one turn: a white group that exactly one turn reverses;
* save the group (``keep``): a black group that White could reverse next turn, and exactly
  one turn after which no White turn does;
* make a rosette: a ring round a hole that exactly one turn completes;
* reverse without placing (``refrain``, hard): a white group that jumps alone reverse, in
  exactly one way;
* reverse within two turns: a white group that no single turn reverses and exactly one first
  turn forces against every defence the search tries (hard; rare: Medusa's groups escape by
  jumping, and a search over :data:`NODES` actions is given up).

The grade is the answer's: a point for each jump and one for a placement that does not touch
the marked stones; easy 0, medium 1 (a save or a rosette at least), hard 2 or more.

The search is limited to the actions that change a cell within :data:`REACH` steps of the
marked cells (written to ``MP`` as ``reach``): placements there, jumps that start, land or
reverse there, Done. Each problem keeps its right line (the defence with the fewest answers)
and up to two wrong tries with the judge's reply, and passes
:func:`magnetdesk.learn.collection.check_problem` before it is written.
"""

from __future__ import annotations

import random
import signal
import sys
from collections.abc import Iterator
from typing import Any

from magnetdesk.engine.core.vocabulary import BLACK, EMPTY, WHITE, Position
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
from magnetdesk.learn.problems import GRADES, judge, problem_from_record

VARIANT = "medusa"
REACH = 2
WANT = {"reverse1": 14, "keep": 8, "rosette": 6, "refrain": 8, "reverse2": 4}
ENOUGH = 36  # the problems made: stop then even if a kind is short
FIRST_TURN = 8
LAST_TURN = 40
PER_GAME = 3
REGION = 4  # the steps from the game's centre cell that its placements keep to
NODES = 8_000  # a position whose two-turn search plays more actions is left out
SECONDS = 8.0  # a position whose searches and checks take more processor time is left out
TRIES = 40  # the first turns the search tries that a wrong try is chosen from
GAP = 4  # the positions left out after one that made a problem (not the same problem again)


class OverBudget(Exception):
    pass


class Budgeted(Reading):
    """The search, given up after :data:`NODES` actions played."""

    def play(self, position: Position[Any], move: Any) -> Any:
        if self.nodes >= NODES:
            raise OverBudget
        return super().play(position, move)


def region_of(position: Position[Any], rng: random.Random) -> frozenset[int]:
    neighbours = position.topology.neighbours
    centre = rng.randrange(position.topology.cell_count)
    zone, ring = {centre}, {centre}
    for _ in range(REGION):
        ring = {n for cell in ring for n in neighbours[cell]} - zone
        zone |= ring
    return frozenset(zone)


def random_turn(position: Position[Any], rng: random.Random, region: frozenset[int]
                ) -> Position[Any]:
    """A placement in the region (next to a stone, mostly), then jumps now and then, Done."""
    board = position.board
    neighbours = position.topology.neighbours
    empty = [cell for cell in region if board[cell] == EMPTY]
    touching = [cell for cell in empty if any(board[n] != EMPTY for n in neighbours[cell])]
    choice = touching if touching and rng.random() < 0.8 else empty
    if choice and rng.random() < 0.95:
        text = position.topology.name(rng.choice(sorted(choice)))
        position = position.play(position.parse_move(text)).position
    mover = position.to_move
    while position.to_move == mover and position.end is None:
        actions = list(position.legal_moves())
        texts = [position.move_text(a) for a in actions]
        jumps = [a for a, t in zip(actions, texts, strict=True) if "-" in t]
        finish = [a for a, t in zip(actions, texts, strict=True) if "-" not in t]
        if jumps and (not finish or rng.random() < 0.3):
            position = position.play(rng.choice(jumps)).position
        else:
            position = position.play(finish[0]).position
    return position


def self_play(seed: int) -> Iterator[Position[Any]]:
    rng = random.Random(seed)
    position = new_position(VARIANT)
    region = region_of(position, rng)
    for turn in range(LAST_TURN):
        if position.end is not None:
            return
        if turn >= FIRST_TURN:
            yield position
        position = random_turn(position, rng, region)


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


def made(number: int, black: tuple[str, ...], white: tuple[str, ...], kind: str, moves: int,
         grade: str, marked: tuple[str, ...], right: tuple[str, ...],
         reading: Reading, start: Position[Any]) -> Spec | None:
    """The spec with up to two wrong tries (the judge's replies), or None if it fails the
    check."""
    spec = Spec(f"{VARIANT}/{number}", VARIANT, (), black, white, BLACK, kind, moves, grade,
                marked, len(marked), right, (), REACH)
    bare = problem_from_record(problem_record(spec))
    wrong: list[tuple[str, str]] = []
    tries: list[Turn] = []
    for turn, _, _ in reading.turns(start, reading.goal.tally()):
        tries.append(turn)
        if len(tries) == TRIES:
            break
    for turn in sorted(tries, key=len):  # the simplest tries first: a placement alone
        text = turn_text(start, turn)
        if text in (right[0], "pass"):
            continue
        answer = judge(bare, [text])
        if answer.verdict == "wrong":
            wrong.append((text, answer.reply or ""))
        if len(wrong) == 2:
            break
    spec = Spec(*_fields(spec)[:12], tuple(wrong), REACH)
    if check_problem(problem_from_record(problem_record(spec))):
        return None
    return spec


def grade_of(start: Position[Any], turn: Turn, marked: set[int], least: str = "easy") -> str:
    """A point for each jump and one for an answer whose placement does not touch the marked
    stones (an approach, a capture of an attacker): easy 0, medium 1, hard 2 or more (at
    least ``least``)."""
    text = turn_text(start, turn)
    points = text.count("-")
    placed = start.topology.parse(text.split()[0])
    neighbours = start.topology.neighbours
    if placed is not None and placed not in marked and marked.isdisjoint(neighbours[placed]):
        points += 1
    grade = GRADES[min(points, 2)]
    return max(grade, least, key=GRADES.index)


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
            grade = grade_of(start, wins[0], group)
            spec = made(number, black, white, "reverse", 1, grade, marked, right, reading, start)
            if spec is not None:
                return "reverse1", spec
        if wins and want.get("refrain") and any(has_jump(start, turn) for turn in wins):
            refrain = Reading(Goal("refrain", len(group), None, frozenset(group)), BLACK,
                              sorted(group), REACH)
            jumps = minimal(refrain.winning_turns(start, 1, every=True))
            if len(jumps) == 1:
                right = hardest_line(refrain, start, jumps[0], 1)
                spec = made(number, black, white, "refrain", 1, "hard", marked, right, refrain,
                            start)
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
        spec = made(number, black, white, "reverse", 2, "hard", marked, right, reading, start)
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
        grade = grade_of(start, wins[0], group, "medium")
        spec = made(number, black, white, "keep", 1, grade, marked, right, reading, start)
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
        grade = grade_of(start, wins[0], set(ring), "medium")
        spec = made(number, black, white, "rosette", 1, grade, marked, right, reading, start)
        if spec is not None:
            return spec
    return None


def _over(signum: int, frame: Any) -> None:
    raise OverBudget


def make() -> list[Spec]:
    """The problems, in the order found (make_problems.py sorts them by grade)."""
    signal.signal(signal.SIGPROF, _over)
    want = dict(WANT)
    specs: list[Spec] = []
    boards: set[tuple[tuple[str, ...], tuple[str, ...]]] = set()
    seed = 0
    while any(want.values()) and len(specs) < ENOUGH and seed < 400:
        seed += 1
        count = skip = 0
        for position in self_play(seed):
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
                found = find(start_of(black, white), black, white, len(specs) + 1, want)
            except OverBudget:
                found = None
            finally:
                signal.setitimer(signal.ITIMER_PROF, 0)
            if found is None:
                continue
            kind, spec = found
            want[kind] -= 1
            count += 1
            skip = GAP
            specs.append(spec)
            print(f"{spec.id} {kind} {spec.grade} seed {seed}", file=sys.stderr)
    return specs


def _fields(spec: Spec) -> tuple[Any, ...]:
    return (spec.id, spec.variant, spec.options, spec.black, spec.white, spec.solver, spec.kind,
            spec.moves, spec.grade, spec.marked, spec.count, spec.right, spec.wrong, spec.reach)
