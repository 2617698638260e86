"""Name the theme of every Go-family problem, grade it by difficulty, drop near-duplicates.

    python3 scripts/problems_themes.py go atari-go stoical-go magnetgo
    python3 scripts/problems_themes.py --more atari-go 12   # add problems from self-play

For each collection: every problem gets ``theme=`` (:func:`theme_of`) and the grade of
:func:`magnetdesk.learn.difficulty.grade_of` in its ``MP``; a problem that is a near-duplicate
of one before it (:mod:`magnetdesk.learn.likeness`) is removed. The ids (``GN``) of the others
stay as they are. The idea of each family first: Stoical Go's barred retake (the solver's
capture leaves the opponent a capture that plain Go would allow and Stoical Go bars),
Magnetgo's pull and push (the answer slides the opponent's stones towards it, or the
solver's own away); then the plain-Go ideas of :func:`problems_go.theme`.
"""

from __future__ import annotations

import dataclasses
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_problems import (
    PLANS,
    _game_id,
    as_black,
    find,
    judged,
    self_play,
    setup_position,
    split_games,
)
from problems_go import theme

from magnetdesk.engine.core.vocabulary import BLACK, WHITE, Illegal, Position, Shift, Taking
from magnetdesk.learn.collection import problem_record
from magnetdesk.learn.difficulty import grade_of
from magnetdesk.learn.likeness import near_duplicate
from magnetdesk.learn.problems import (
    FOLDER,
    Problem,
    load_problems,
    problem_from_record,
    solution,
)
from magnetdesk.record import Game
from magnetdesk.record.sgf_write import collection_to_sgf


def theme_of(problem: Problem) -> str:
    """The theme of a Go-family problem (module docstring)."""
    if problem.variant == "stoical-go" and barred_retake(problem):
        return "barred-retake"
    if problem.variant == "magnetgo":
        slid = slides(problem)
        if slid:
            return slid
    return theme(problem)


def _line(problem: Problem) -> list[tuple[Position[Any], Any]]:
    """The right line's positions before each move, with the move's outcome."""
    position = problem.start
    steps = []
    for text in solution(problem):
        outcome = position.attempt(position.parse_move(text))
        assert not isinstance(outcome, Illegal)
        steps.append((position, outcome))
        position = outcome.position
    return steps


def barred_retake(problem: Problem) -> bool:
    """Whether a capture of the solver's in the right line leaves the opponent a capture
    that Stoical Go bars and plain Go allows."""
    for before, outcome in _line(problem):
        if before.to_move != problem.solver or not any(
                isinstance(effect, Taking) for effect in outcome.effects):
            continue
        after = outcome.position
        plain = _as_plain_go(after)
        for move in plain.legal_moves():
            taken = plain.attempt(move)
            if isinstance(taken, Illegal) or not any(
                    isinstance(effect, Taking) and effect.colour == problem.solver
                    for effect in taken.effects):
                continue
            if isinstance(after.attempt(after.parse_move(plain.move_text(move))), Illegal):
                return True
    return False


def _as_plain_go(position: Position[Any]) -> Position[Any]:
    """The same stones on a plain-Go board, the same side to move."""
    game = Game.new("go", size=position.topology.size)
    name = position.topology.name
    game.add_setup(black=[name(cell) for cell in position.stones(BLACK)],
                   white=[name(cell) for cell in position.stones(WHITE)],
                   to_move=position.to_move)
    return game.position


def slides(problem: Problem) -> str:
    """"pull" when the answer slides opponent stones, "push" when it slides only the
    solver's own, "" when it slides none."""
    before, outcome = _line(problem)[0]
    colours = {before.board[effect.start] for effect in outcome.effects
               if isinstance(effect, Shift)}
    if 3 - problem.solver in colours:
        return "pull"
    return "push" if colours else ""


MP = re.compile(r"MP((?:\[[^\]]*\])+)")


def restyled(game: str, grade: str, theme_id: str) -> str:
    """``game``'s text with the grade and the theme in its ``MP``."""
    match = MP.search(game)
    assert match is not None
    values = [value for value in re.findall(r"\[([^\]]*)\]", match.group(1))
              if not value.startswith("theme=")]
    values = [f"grade={grade}" if value.startswith("grade=") else value for value in values]
    values.append(f"theme={theme_id}")
    new = "MP" + "".join(f"[{value}]" for value in values)
    return game[:match.start()] + new + game[match.end():]


def restyle(variant: str) -> tuple[int, int]:
    """Theme and grade the collection, drop near-duplicates: (kept, removed)."""
    path = FOLDER / f"{variant}.sgf"
    games = split_games(path.read_text(encoding="utf-8"))
    problems = load_problems(variant)
    kept_games: list[str] = []
    kept: list[Problem] = []
    for game, problem in zip(games, problems, strict=True):
        assert _game_id(game) == problem.id
        if any(near_duplicate(problem, other) for other in kept):
            print(f"{problem.id}: a near-duplicate, removed", file=sys.stderr)
            continue
        kept.append(problem)
        kept_games.append(restyled(game, grade_of(problem), theme_of(problem)))
    path.write_text("".join(kept_games), encoding="utf-8")
    return len(kept), len(games) - len(kept)


def more(variant: str, want: int, first_seed: int = 401) -> int:
    """Add up to ``want`` problems of ``variant`` from the engine's self-play (seeds from
    ``first_seed``, past the ones the collection was made from), themed, graded, judged,
    none a near-duplicate; numbered after the highest id. How many were added."""
    plan = PLANS[variant]
    have = load_problems(variant)
    number = max(int(problem.id.split("/")[1]) for problem in have)
    records = []
    seed = first_seed
    while len(records) < want and seed < first_seed + 200:
        for position in self_play(variant, plan["options"], seed):
            black, white = as_black(position)
            start = setup_position(variant, plan["options"], black, white)
            for _, spec in find(variant, plan, start, black, white, 0):
                problem = problem_from_record(problem_record(spec))
                if any(near_duplicate(problem, other) for other in have):
                    continue
                spec = dataclasses.replace(spec, id=f"{variant}/{number + 1}",
                                           theme=theme_of(problem), grade=grade_of(problem))
                problem = problem_from_record(problem_record(spec))
                if judged(problem):
                    continue
                number += 1
                have.append(problem)
                assert problem.record is not None
                records.append(problem.record)
                print(f"{spec.id} {spec.theme} {spec.grade} seed {seed}", file=sys.stderr)
                break
            if len(records) >= want:
                break
        seed += 1
    path = FOLDER / f"{variant}.sgf"
    path.write_text(path.read_text(encoding="utf-8") + collection_to_sgf(records),
                    encoding="utf-8")
    return len(records)


def main() -> int:
    if sys.argv[1:2] == ["--more"]:
        variant, want = sys.argv[2], int(sys.argv[3])
        print(f"{variant}: {more(variant, want)} added", file=sys.stderr)
        return 0
    for variant in sys.argv[1:]:
        kept, removed = restyle(variant)
        print(f"{variant}: {kept} kept, {removed} near-duplicates removed", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
