"""Make the Magnetic Chess problem collections from games between our levels
(``scripts/make_problems.py`` calls :func:`make_chess` for the variants of
:data:`CHESS_PLANS`).

Two of our levels play each other from the start position (``magnetdesk.ai.player.think``,
one process, a seed per game, the levels taking turns by :data:`PAIRINGS`: the same command
writes the same files). In every position from the sixth move on, with the side to move as
the solver (chess is not the same for both colours, so the colours are never exchanged), the
goal searches of :mod:`magnetdesk.learn.goals` look for a problem with exactly one answer:
take the king in one or two (``king``), win the marked piece in one or two (``piece``), bring a
pawn to its last rank by the field (``reach``). Each problem names its theme
(:func:`theme_of`): the king hunt, the field's pull or push, the field's promotion, a fork, a
loose piece; a position whose idea is none of them is left out.

The wrong tries are the plausible ones (:func:`plausible`: captures, moves that attack the
marked piece, moves of the answer's piece), each with the opponent's best refutation by the
material (:func:`magnetdesk.learn.judges_chess.best_refutation`). The grade is how hard the
answer is to find (``magnetdesk.learn.difficulty.grade_of``: the reading's depth and the
plausible tries), not its length; a near-duplicate (``magnetdesk.learn.likeness``) of a problem
already made is left out. Every problem passes
:func:`magnetdesk.learn.collection.check_problem` and the judges of
:mod:`magnetdesk.learn.judges` before it is written. The problems of the collection as it
stands are read again first: those that still pass keep their ids (their tries, refutations,
theme and grade made anew), new ones get numbers after the highest.
"""

from __future__ import annotations

import dataclasses
import sys
from collections.abc import Iterator
from typing import Any

from problems_tidy import duplicate, graded  # beside this script

from magnetdesk.ai.player import think
from magnetdesk.engine.chess.field import Attracted, Promoted, Repelled
from magnetdesk.engine.chess.moves import BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK
from magnetdesk.engine.core.vocabulary import BLACK, WHITE, Illegal, Position, opponent
from magnetdesk.engine.variants import new_position
from magnetdesk.learn.collection import Spec, check_problem, problem_record
from magnetdesk.learn.goals import Goal, Reading
from magnetdesk.learn.judges import judge_errors
from magnetdesk.learn.judges_chess import best_refutation
from magnetdesk.learn.problems import (
    Problem,
    judge,
    load_problems,
    problem_from_record,
    solution,
)

CHESS_PLANS: dict[str, dict[str, int]] = {  # the problems wanted, by type
    "magnetic-chess": {"king1": 8, "piece1": 10, "king2": 8, "piece2": 10, "promote": 4},
    "anti-magnetic-chess": {"king1": 6, "piece1": 8, "king2": 6, "piece2": 8, "promote": 4},
    "gravity-chess": {"king1": 6, "piece1": 8, "king2": 6, "piece2": 8, "promote": 4},
    "anti-gravity-chess": {"king1": 5, "piece1": 6, "king2": 4, "piece2": 5, "promote": 2},
}
PAIRINGS = ((1, 2), (2, 3), (3, 1))  # the levels of White and Black, by seed
NODES = {1: 64, 2: 300, 3: 1000}  # the search's nodes a move at each level
FIRST_PLY = 6
LAST_PLY = 60
PER_GAME = 2
SEEDS = 200
TRIES = 2  # wrong tries stored
TARGETS = (QUEEN, ROOK, BISHOP, KNIGHT)  # the pieces worth a problem, most valuable first
VALUES = {PAWN: 1, KNIGHT: 3, BISHOP: 3, ROOK: 5, QUEEN: 9, KING: 100}


def match(variant: str, seed: int) -> Iterator[Position[Any]]:
    """The positions of one game between two of our levels, from :data:`FIRST_PLY` on."""
    white, black = PAIRINGS[seed % len(PAIRINGS)]
    position = new_position(variant)
    for ply in range(LAST_PLY):
        if position.end is not None:
            return
        if ply >= FIRST_PLY:
            yield position
        level = white if position.to_move == WHITE else black
        result = think(position, level, playouts=NODES[level], workers=1,
                       seed=seed * 1000 + ply)
        position = position.play(result.move).position


def diagram(position: Any) -> str:
    """The FEN diagram of a position: placement, side to move, castling rights."""
    return " ".join(str(position.fen()).split()[:3])


def start_of(variant: str, board: str) -> Any:
    """The problem's start as a record makes it (no history), the diagram's side to move."""
    solver = WHITE if board.split()[1] == "w" else BLACK
    spec = Spec("x/0", variant, (), (), (), solver, "king", 1, "easy", (), 0, (), board=board)
    record = problem_record(spec)
    return record.position(record.root)


# --- what the answer does ---------------------------------------------------------------------


def effects_of(start: Any, line: tuple[str, ...]) -> list[Any]:
    """The effects of the solver's moves of ``line`` (the replies' left out)."""
    found, position = [], start
    for index, text in enumerate(line):
        outcome = position.play(position.parse_move(text))
        if index % 2 == 0:
            found += outcome.effects
        position = outcome.position
    return found


def attacked(position: Any, cell: int, colour: int) -> list[int]:
    """The cells of ``colour``'s opponent pieces that the piece on ``cell`` could take next,
    were it ``colour``'s move again."""
    again = position.with_to_move(colour)
    found = []
    for move in again.legal_moves():
        if move.start == cell and again.board[move.end] and again.board[move.end] >> 3 != colour:
            found.append(move.end)
    return found


def theme_of(start: Any, kind: str, line: tuple[str, ...], marked: int) -> str | None:
    """The theme of a problem (``magnetdesk.learn.themes``), None for an idea that is none of
    the chess themes."""
    if kind == "king":
        return "king-hunt"
    effects = effects_of(start, line)
    if any(isinstance(e, Promoted) and e.magnetic for e in effects):
        return "field-promotion"
    slides = [e for e in effects if isinstance(e, Attracted | Repelled)]
    on_marked = [e for e in slides if e.start == marked]
    for effect in on_marked or slides:
        return "field-pull" if isinstance(effect, Attracted) else "field-push"
    answer = start.play(start.parse_move(line[0]))
    if len(line) >= 3 and answer.position.end is None:
        moved = start.parse_move(line[0]).end
        valuable = [c for c in attacked(answer.position, moved, start.to_move)
                    if VALUES[answer.position.board[c] & 7] >= 3]
        if len(valuable) >= 2:
            return "fork"
    if len(line) == 1 and start.board[start.parse_move(line[0]).end]:
        return "hanging-piece"
    return None


def plausible(start: Any, answer: str, marked: int) -> list[str]:
    """The first moves a solver would try, most tempting first: captures (the dearest piece
    first), moves that attack the marked piece, moves of the answer's piece; quiet moves
    elsewhere are not tries."""
    solver = start.to_move
    moved = start.parse_move(answer).start
    scored = []
    for move in start.legal_moves():
        text = start.move_text(move)
        if text == answer:
            continue
        outcome = start.attempt(move)
        if isinstance(outcome, Illegal):
            continue
        victim = start.board[move.end]
        score = 10 * VALUES.get(victim & 7, 0) if victim else 0
        after = outcome.position
        if after.board[marked] and marked in attacked(after, move.end, solver):
            score += 8
        if move.start == moved:
            score += 4
        if any(isinstance(e, Attracted | Repelled) for e in outcome.effects):
            score += 2
        if score:
            scored.append((-score, text))
    return [text for _, text in sorted(scored)]


# --- a problem made and judged ------------------------------------------------------------------


def finished(spec: Spec, marked: int) -> Spec | None:
    """``spec`` with its theme, plausible wrong tries, their best refutations and its grade,
    or None when it has no theme or no refuted try, or a judge refuses it."""
    start = start_of(spec.variant, spec.board)
    theme = theme_of(start, spec.kind, spec.right, marked)
    if theme is None:
        return None
    bare = problem_from_record(problem_record(dataclasses.replace(spec, wrong=())))
    tries = plausible(start, spec.right[0], marked)
    wrong: list[tuple[str, str]] = []
    for text in tries:
        if judge(bare, [text]).verdict != "wrong":
            continue
        refutation = best_refutation(bare, text)
        if refutation is not None:
            wrong.append((text, refutation))
        if len(wrong) == TRIES:
            break
    if not wrong:
        return None
    spec = graded(dataclasses.replace(spec, wrong=tuple(wrong), theme=theme))
    problem = problem_from_record(problem_record(spec))
    if check_problem(problem) or judge_errors(problem):
        return None
    return spec


def find(variant: str, start: Any, board: str, want: dict[str, int]) -> list[tuple[str, Spec]]:
    """The problems ``start`` holds, as (type, spec), unfinished (no tries, theme, grade)."""
    from make_problems import lines  # the right line, as for Go

    solver = start.to_move
    name = start.topology.name
    king = next((c for c in start.stones(opponent(solver)) if start.board[c] & 7 == KING), None)
    if king is None:
        return []
    found: list[tuple[str, Spec]] = []

    def spec(kind: str, moves: int, marked: tuple[int, ...], reading: Reading, answer: Any
             ) -> Spec:
        right, _ = lines(start, reading, moves, answer)
        count = 0 if kind in ("king", "reach") else 1
        return Spec("x/0", variant, (), (), (), solver, kind, moves, "easy",
                    tuple(name(c) for c in marked), count, right, (), board=board)

    king_reading = Reading(Goal("king"), solver, [king])
    in_one = king_reading.winning_moves(start, 1, every=True)
    if len(in_one) == 1 and want.get("king1"):
        found.append(("king1", spec("king", 1, (king,), king_reading, in_one[0])))
    if in_one:
        return found
    if want.get("promote"):
        found += promotions(start, spec)
    pieces = sorted(
        (c for c in start.stones(opponent(solver)) if start.board[c] & 7 in TARGETS),
        key=lambda c: TARGETS.index(start.board[c] & 7))
    for cell in pieces:
        reading = Reading(Goal("piece", 1, None, frozenset({cell})), solver, [cell])
        one = reading.winning_moves(start, 1, every=True)
        if len(one) == 1 and want.get("piece1"):
            found.append(("piece1", spec("piece", 1, (cell,), reading, one[0])))
            break
    if want.get("king2"):
        two = king_reading.winning_moves(start, 2, every=True)
        if len(two) == 1:
            found.append(("king2", spec("king", 2, (king,), king_reading, two[0])))
    if want.get("piece2"):
        for cell in pieces:
            reading = Reading(Goal("piece", 1, None, frozenset({cell})), solver, [cell])
            if reading.winning_moves(start, 1):
                continue
            two = reading.winning_moves(start, 2, every=True)
            if len(two) == 1:
                found.append(("piece2", spec("piece", 2, (cell,), reading, two[0])))
                break
    return found


def promotions(start: Any, spec: Any) -> list[tuple[str, Spec]]:
    """A pawn of the solver's that exactly one move brings to its last rank through the field
    (a magnetic promotion), as a ``reach`` problem: the pawn and the square marked."""
    found = []
    for move in start.legal_moves():
        outcome = start.attempt(move)
        if isinstance(outcome, Illegal):
            continue
        for effect in outcome.effects:
            if isinstance(effect, Promoted) and effect.magnetic:
                pawn = next((e.start for e in outcome.effects
                             if isinstance(e, Attracted | Repelled) and e.end == effect.square),
                            None)
                if pawn is None:
                    continue
                goal = Goal("reach", 0, effect.square, frozenset({pawn}))
                reading = Reading(goal, start.to_move, [pawn, effect.square])
                answers = reading.winning_moves(start, 1, every=True)
                if answers == [move]:
                    found.append(("promote", spec("reach", 1, (pawn, effect.square), reading,
                                                  move)))
                    return found
    return found


def marked_cell(start: Any, spec: Spec) -> int:
    cell = start.topology.parse(spec.marked[0])
    assert cell is not None
    return int(cell)


def spec_of(problem: Problem) -> Spec:
    """The spec of a problem of the collection as it stands (its tries left out)."""
    record = problem.record
    assert record is not None and record.root.setup is not None
    return Spec(problem.id, problem.variant, (), (), (), problem.solver, problem.aim.kind,
                problem.moves, problem.grade, problem.marked, problem.aim.count,
                tuple(solution(problem)), (), board=record.root.setup.board)


def make_chess(variant: str) -> list[Spec]:
    """The problems of ``variant``: the collection's that still pass (their ids kept), then
    new ones, numbered after the highest; in the order found."""
    want = dict(CHESS_PLANS[variant])
    specs: list[Spec] = []
    types = {"king": "king", "piece": "piece", "reach": "promote"}
    for problem in load_problems(variant):
        old = spec_of(problem)
        spec = finished(old, marked_cell(problem.start, old))
        type_ = f"{types[old.kind]}{old.moves if old.kind != 'reach' else ''}"
        if spec is not None and not duplicate(spec, specs):
            specs.append(spec)
            want[type_] = want.get(type_, 0) - 1
            print(f"{spec.id} kept ({spec.theme}, {spec.grade})", file=sys.stderr)
        else:
            print(f"{old.id} removed", file=sys.stderr)
    number = max((int(spec.id.rsplit("/", 1)[1]) for spec in specs), default=0)
    number = max(number, len(load_problems(variant)))
    boards = {spec.board for spec in specs}
    for seed in range(1, SEEDS + 1):
        if not any(count > 0 for count in want.values()):
            break
        made = 0
        for position in match(variant, seed):
            if made == PER_GAME:
                break
            board = diagram(position)
            if board in boards:
                continue
            boards.add(board)
            start = start_of(variant, board)
            for type_, spec in find(variant, start, board, want):
                if want.get(type_, 0) <= 0:
                    continue
                done = finished(spec, marked_cell(start, spec))
                if done is None or duplicate(done, specs):
                    continue
                number += 1
                done = dataclasses.replace(done, id=f"{variant}/{number}")
                want[type_] -= 1
                made += 1
                specs.append(done)
                print(f"{done.id} {type_} {done.theme} {done.grade} seed {seed}",
                      file=sys.stderr)
                break  # one problem per position
    return specs
