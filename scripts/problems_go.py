"""Plain-Go problems cut from real play and named by theme (issue 41, part 2).

    python3 scripts/problems_go.py 60          # add themed problems to resources/problems/go.sgf
    python3 scripts/problems_go.py 30 --pachi  # the same from GNU Go's games against Pachi

The positions are GNU Go's games against itself (``scripts/data/go-games.txt``) or against
Pachi (``scripts/data/go-pachi-games.txt``), made by ``scripts/go_games.py``; 7x7 games whole,
9x9 games cut to their four 7x7 corners: the stones
of the corner kept, the cut sides an edge). In every position from the sixth move on, the
finders of ``make_problems.py`` look for a capture in one, a save, a capture in two, and the
fight of :mod:`magnetdesk.learn.judges` for a chain that falls only three attacks deep (a
capture in three: a ladder or a net). :func:`theme` names the idea from the right line, the
way a teacher would see it (a stone given and retaken at once is a snapback, the defender's
connection that is then taken is connect-and-die ...). A problem is kept when every judge
passes it, its theme still has room, and it is no near-duplicate of a problem already there
(:mod:`magnetdesk.learn.likeness`); its grade is :func:`magnetdesk.learn.difficulty.grade_of`.
"""

from __future__ import annotations

import dataclasses
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from go_games import GAMES, PACHI_GAMES, read_games
from make_problems import PLANS, as_black, find, judged, lines, setup_position

from magnetdesk.engine.core.vocabulary import BLACK, EMPTY, WHITE, Illegal, Position
from magnetdesk.engine.go.scoring import seki_chains
from magnetdesk.engine.variants import new_position
from magnetdesk.learn.collection import Spec, problem_record
from magnetdesk.learn.difficulty import grade_of
from magnetdesk.learn.goals import Goal, Reading, chain_of
from magnetdesk.learn.judges import Fight
from magnetdesk.learn.likeness import near_duplicate
from magnetdesk.learn.problems import FOLDER, Problem, load_problems, problem_from_record, solution
from magnetdesk.record.sgf_write import collection_to_sgf

SIZE = 7
FIRST_PLY = 6
ROOM = 14  # problems a theme may take from the games


def positions(path: Path = GAMES) -> Iterator[Position[Any]]:
    """Every position of the games kept in ``path`` from :data:`FIRST_PLY` on, as 7x7
    boards."""
    for size, _seed, moves in read_games(path):
        position = new_position("go", size=size)
        for ply, text in enumerate(moves):
            if ply >= FIRST_PLY:
                yield from windows(position)
            move = position.parse_move(text)
            outcome = move if isinstance(move, Illegal) else position.attempt(move)
            if isinstance(outcome, Illegal):
                break
            position = outcome.position


def windows(position: Position[Any]) -> Iterator[Position[Any]]:
    """``position`` itself on 7x7, its four corners cut to 7x7 on a bigger board."""
    size = position.topology.size
    if size == SIZE:
        yield position
        return
    name = position.topology.name
    for dx in (0, size - SIZE):
        for dy in (0, size - SIZE):
            stones: dict[Any, list[str]] = {BLACK: [], WHITE: []}
            for colour in (BLACK, WHITE):
                for cell in position.stones(colour):
                    x, y = position.topology.coords[cell]
                    if dx <= x < dx + SIZE and dy <= y < dy + SIZE:
                        stones[colour].append(_moved(name(cell), -dx, -dy))
            black, white = stones[BLACK], stones[WHITE]
            if len(black) + len(white) < 6:
                continue
            try:
                start = setup_position("go", {"size": SIZE}, tuple(black), tuple(white))
            except ValueError:
                continue
            if all(chain_of(start, cell)[1] for colour in (BLACK, WHITE)
                   for cell in start.stones(colour)):  # the cut left no chain without air
                yield start.with_to_move(position.to_move)


LETTERS = "ABCDEFGHJKLMNOPQRST"


def _moved(point: str, dx: int, dy: int) -> str:
    return f"{LETTERS[LETTERS.index(point[0]) + dx]}{int(point[1:]) + dy}"


def ladder(start: Position[Any], black: tuple[str, ...], white: tuple[str, ...]
           ) -> Spec | None:
    """A capture in three: a white chain with two liberties that the fight takes three
    attacks deep, not fewer, and exactly one first move that takes it in three."""
    seen: set[int] = set()
    name = start.topology.name
    for cell in start.stones(WHITE):
        if cell in seen:
            continue
        chain, liberties = chain_of(start, cell)
        seen |= chain
        if len(liberties) != 2 or len(chain) > 4:
            continue
        if not Fight(cell, WHITE, horizon=5, budget=20_000).falls(start):
            continue
        if Fight(cell, WHITE, horizon=3, budget=20_000).falls(start):
            continue
        reading = Reading(Goal("capture", len(chain), None, frozenset(chain)), BLACK,
                          sorted(chain))
        answers = reading.winning_moves(start, 3, every=True)
        if len(answers) != 1:
            continue
        right, wrong = lines(start, reading, 3, answers[0])
        marked = tuple(sorted(name(c) for c in chain))
        return Spec("go/0", "go", (("size", SIZE),), black, white, BLACK, "capture", 3,
                    "hard", marked, len(chain), right, wrong)
    return None


def theme(problem: Problem) -> str:
    """The idea of a plain-Go problem, read from its right line (module docstring)."""
    start = problem.start
    parse = start.topology.parse
    texts = solution(problem)
    marked = {cell for cell in map(parse, problem.marked) if cell is not None}
    positions = [start]
    for text in texts:
        outcome = positions[-1].attempt(positions[-1].parse_move(text))
        assert not isinstance(outcome, Illegal)
        positions.append(outcome.position)
    if not marked:  # Atari-Go's first capture: the stones the line takes
        marked = {cell for cell in start.stones(3 - problem.solver)
                  if positions[-1].board[cell] != start.board[cell]}
    if not marked:
        return "atari"
    first = parse(texts[0])
    assert first is not None
    after = positions[1]
    solver, other = problem.solver, 3 - problem.solver
    if problem.aim.kind == "live" and _in_seki(positions[-1], marked):
        return "seki"
    if problem.aim.kind == "live" or problem.moves >= 4:  # life and death
        return "eye-shape"
    if problem.aim.kind == "save":
        chain, liberties = chain_of(start, min(marked))
        if _joins(start, first, solver):
            return "cut"
        if len(liberties) >= 2 and _short_neighbour(start, chain, other, len(liberties)):
            return "capturing-race"
        return "atari"
    if len(texts) >= 3:
        reply = parse(texts[1])
        finish = parse(texts[2])
        given = positions[2].board[first] == EMPTY and after.board[first] == solver
        if given and finish == first:
            return "snapback"
        if given or len(chain_of(after, first)[1]) == 1:
            return "throw-in"
        if reply is not None and _joins(positions[1], reply, other) and any(
                positions[3].board[cell] == EMPTY for cell in marked):
            return "connect-and-die"
    if _ataris(start, after, other) >= 2:
        return "double-atari"
    chain, liberties = chain_of(start, min(marked))
    if problem.moves >= 2 and len(liberties) >= 2 and _short_neighbour(
            start, chain, solver, len(liberties)):
        return "capturing-race"
    if problem.moves >= 2 and first not in liberties:
        return "net"
    atari = len(chain_of(after, min(marked))[1]) == 1 if after.board[min(marked)] else False
    if atari and (problem.moves >= 3 or (problem.moves == 2 and _at_edge(start, chain))):
        return "ladder"
    if problem.moves >= 2 and _joins(start, first, other):
        return "cut"
    return "atari"


def _in_seki(position: Position[Any], marked: set[int]) -> bool:
    """Whether the solver's marked group lives in seki at the end of the line: the scoring's
    seki (a shared liberty neither side can fill, each chain beside it settled)."""
    seki = seki_chains(position.board, position.topology.neighbours)
    return any(cell in seki for cell in marked)


def _short_neighbour(position: Position[Any], chain: set[int], colour: int, most: int
                     ) -> bool:
    """Whether a chain of ``colour`` of two stones or more beside ``chain`` has no more than
    ``most`` liberties (the two are in a race)."""
    for cell in _around(position, chain):
        if position.board[cell] == colour:
            near, liberties = chain_of(position, cell)
            if len(near) >= 2 and len(liberties) <= most:
                return True
    return False


def _around(position: Position[Any], chain: set[int]) -> set[int]:
    neighbours = position.topology.neighbours
    return {near for cell in chain for near in neighbours[cell]} - chain


def _joins(position: Position[Any], cell: int, colour: int) -> bool:
    """Whether a stone of ``colour`` at ``cell`` touches two chains of that colour (a
    connection), or of the other colour (a cut between them)."""
    chains = set()
    for near in position.topology.neighbours[cell]:
        if position.board[near] == colour:
            chains.add(min(chain_of(position, near)[0]))
    return len(chains) >= 2


def _ataris(before: Position[Any], after: Position[Any], colour: int) -> int:
    """How many chains of ``colour`` the move put in atari."""
    found = set()
    for cell in after.stones(colour):
        chain, liberties = chain_of(after, cell)
        if len(liberties) == 1 and len(chain_of(before, cell)[1]) > 1:
            found.add(min(chain))
    return len(found)


def _at_edge(position: Position[Any], chain: set[int]) -> bool:
    size = position.topology.size
    return any(min(x, y, size - 1 - x, size - 1 - y) == 0
               for x, y in (position.topology.coords[cell] for cell in chain))


def make(have: list[Problem], want: int, path: Path = GAMES) -> list[Problem]:
    """Up to ``want`` new problems from the games of ``path``, none a near-duplicate of
    ``have`` or of each other."""
    plan = PLANS["go"]
    made: list[Problem] = []
    themes = Counter(problem.theme for problem in have)
    boards: set[str] = set()
    for position in positions(path):
        if len(made) >= want:
            break
        black, white = as_black(position)
        start = setup_position("go", {"size": SIZE}, black, white)
        if start.board_text() in boards:
            continue
        boards.add(start.board_text())
        specs = [spec for _, spec in find("go", plan, start, black, white, 0)]
        found = ladder(start, black, white)
        if found is not None:
            specs.append(found)
        for spec in specs:
            problem = _problem(spec)
            if problem is None or themes[problem.theme] >= ROOM:
                continue
            if any(near_duplicate(problem, other) for other in [*have, *made]):
                continue
            if judged(problem):
                continue
            made.append(problem)
            themes[problem.theme] += 1
            print(f"{problem.theme} {problem.grade} {problem.marked}", file=sys.stderr)
            break
    return made


def _problem(spec: Spec) -> Problem | None:
    try:
        bare = problem_from_record(problem_record(spec))
    except ValueError:
        return None
    named = dataclasses.replace(spec, theme=theme(bare))
    graded = dataclasses.replace(named, grade=grade_of(problem_from_record(
        problem_record(named))))
    return problem_from_record(problem_record(graded))


def main() -> int:
    """Add up to ``argv[1]`` problems from the games (``--pachi``: those against Pachi) to
    the plain-Go collection, numbered after the highest id there."""
    numbers = [argument for argument in sys.argv[1:] if argument.isdigit()]
    want = int(numbers[0]) if numbers else 60
    path = PACHI_GAMES if "--pachi" in sys.argv else GAMES
    have = load_problems("go")
    number = max(int(problem.id.split("/")[1]) for problem in have)
    records = []
    for problem in make(have, want, path):
        number += 1
        assert problem.record is not None
        problem.record.info["GN"] = f"go/{number}"
        records.append(problem.record)
    path = FOLDER / "go.sgf"
    path.write_text(path.read_text(encoding="utf-8") + collection_to_sgf(records),
                    encoding="utf-8")
    print(f"go: {len(records)} added", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
