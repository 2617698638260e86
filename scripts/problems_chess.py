"""Make the Magnetic Chess problem collections from self-play (``scripts/make_problems.py``
calls :func:`make_chess` for the variants of :data:`CHESS_PLANS`).

The engine plays itself from the start position (``magnetdesk.ai.player.think`` at level 1,
one process, a seed per game: the same command writes the same files). In every position from
the sixth move on, with the side to move as the solver (White or Black: chess is not the same
for both colours, so the colours are never exchanged), the goal searches of
:mod:`magnetdesk.learn.goals` look for a problem with exactly one answer:

* take the king in one (``king``, easy): exactly one move takes it;
* win the marked piece in one (``piece``, easy): a knight, bishop, rook or queen that exactly
  one move takes, when no move takes the king;
* take the king in two (medium; hard when another piece than the one the answer moved makes
  the finishing move): exactly one first move after which every defence loses the king;
* win the marked piece in two (medium; hard as above, or when the answer's field pulls or
  pushes the piece): the piece cannot be taken at once, and exactly one first move wins it
  against every defence.

The position is stored as a FEN diagram (the ``FEN`` setup), the king the goal names is
ringed. Each problem keeps the right line (the defence the search finds hardest) and up to two
wrong tries with their refutations (``make_problems.lines``), and passes
:func:`magnetdesk.learn.collection.check_problem` and the judges of
:mod:`magnetdesk.learn.judges` before it is written.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from typing import Any

import problem_self_play  # beside this script

from magnetdesk.engine.chess.field import Attracted, Repelled
from magnetdesk.engine.chess.moves import BISHOP, KING, KNIGHT, QUEEN, ROOK
from magnetdesk.engine.core.vocabulary import BLACK, WHITE, Position, opponent
from magnetdesk.learn.collection import Spec, check_problem, problem_record
from magnetdesk.learn.goals import Goal, Reading
from magnetdesk.learn.judges import judge_errors
from magnetdesk.learn.problems import problem_from_record

CHESS_PLANS: dict[str, dict[str, int]] = {
    "magnetic-chess": {"king1": 6, "piece1": 6, "king2": 10, "piece2": 12},
    "anti-magnetic-chess": {"king1": 3, "piece1": 3, "king2": 4, "piece2": 6},
    "gravity-chess": {"king1": 3, "piece1": 3, "king2": 4, "piece2": 6},
}
FIRST_PLY = 6
LAST_PLY = 60
PER_GAME = 2
SEEDS = 300
TARGETS = (QUEEN, ROOK, BISHOP, KNIGHT)  # the pieces worth a problem, most valuable first


def self_play(variant: str, seed: int) -> Iterator[Position[Any]]:
    return problem_self_play.self_play(variant, {}, seed, first=FIRST_PLY, last=LAST_PLY,
                                       playouts=64)


def diagram(position: Any) -> str:
    """The FEN diagram of a self-play position: placement, side to move, castling rights."""
    return " ".join(str(position.fen()).split()[:3])


def start_of(variant: str, board: str) -> Any:
    """The problem's start as a record makes it (no history: nothing to repeat), the side to
    move of the diagram to play."""
    solver = WHITE if board.split()[1] == "w" else BLACK
    spec = Spec("x/0", variant, (), (), (), solver, "king", 1, "easy", (), 0, (), board=board)
    record = problem_record(spec)
    return record.position(record.root)


def grade(start: Any, right: tuple[str, ...], marked: int) -> str:
    """easy in one move; in two, hard when the answer's field pulls or pushes the marked piece
    or another piece than the one that moved makes the finishing move (a quiet first move),
    else medium."""
    if len(right) < 3:
        return "easy"
    effects = start.play(start.parse_move(right[0])).effects
    pulled = any(isinstance(e, Attracted | Repelled) and e.start == marked for e in effects)
    return "hard" if pulled or right[2][:2] != right[0][2:4] else "medium"


def find(variant: str, start: Any, board: str, want: dict[str, int]) -> list[tuple[str, Spec]]:
    """The problems ``start`` holds, as (type, spec), the types still wanted first found."""
    from make_problems import lines  # the right line and the wrong tries, as for Go

    solver = start.to_move
    name = start.topology.name
    king = next((c for c in start.stones(opponent(solver)) if start.board[c] & 7 == KING), None)
    if king is None:
        return []
    found: list[tuple[str, Spec]] = []

    def spec(kind: str, moves: int, marked: int, reading: Reading, answer: Any) -> Spec:
        right, wrong = lines(start, reading, moves, answer)
        count = 0 if kind == "king" else 1
        return Spec("x/0", variant, (), (), (), solver, kind, moves,
                    grade(start, right, marked), (name(marked),), count, right, wrong,
                    board=board)

    king_reading = Reading(Goal("king"), solver, [king])
    in_one = king_reading.winning_moves(start, 1, every=True)
    if len(in_one) == 1 and want.get("king1"):
        found.append(("king1", spec("king", 1, king, king_reading, in_one[0])))
    if in_one:
        return found
    pieces = sorted(
        (c for c in start.stones(opponent(solver)) if start.board[c] & 7 in TARGETS),
        key=lambda c: TARGETS.index(start.board[c] & 7))
    for cell in pieces:
        reading = Reading(Goal("piece", 1, None, frozenset({cell})), solver, [cell])
        one = reading.winning_moves(start, 1, every=True)
        if len(one) == 1 and want.get("piece1"):
            found.append(("piece1", spec("piece", 1, cell, reading, one[0])))
            break
    if want.get("king2"):
        two = king_reading.winning_moves(start, 2, every=True)
        if len(two) == 1:
            found.append(("king2", spec("king", 2, king, king_reading, two[0])))
    if want.get("piece2"):
        for cell in pieces:
            reading = Reading(Goal("piece", 1, None, frozenset({cell})), solver, [cell])
            if reading.winning_moves(start, 1):
                continue
            two = reading.winning_moves(start, 2, every=True)
            if len(two) == 1:
                found.append(("piece2", spec("piece", 2, cell, reading, two[0])))
                break
    return found


def make_chess(variant: str) -> list[Spec]:
    """The problems of ``variant``, checked, in the order found."""
    want = dict(CHESS_PLANS[variant])
    specs: list[Spec] = []
    boards: set[str] = set()
    for seed in range(1, SEEDS + 1):
        if not any(want.values()):
            break
        made = 0
        for position in self_play(variant, seed):
            if made == PER_GAME:
                break
            board = diagram(position)
            if board in boards:
                continue
            boards.add(board)
            start = start_of(variant, board)
            for type_, spec in find(variant, start, board, want):
                if not want.get(type_):
                    continue
                problem = problem_from_record(problem_record(spec))
                if check_problem(problem) or judge_errors(problem):
                    continue
                want[type_] -= 1
                made += 1
                specs.append(spec)
                print(f"{variant} {type_} {spec.grade} seed {seed}", file=sys.stderr)
                break  # one problem per position
    return specs
