"""The problem collections: load them, judge a try, show the answer.

A collection is an SGF file ``magnetdesk/resources/problems/<variant>.sgf``, one game per
problem (docs/file-format.md, section "Problem collections"): the variant in ``MV``, the
position as setup stones, ``PL`` for the solver, the id in ``GN``, the goal sentence in ``C``,
the goal for the engine in ``MP``, the right lines ending in a node whose comment starts with
``RIGHT`` and wrong tries as variations with the refutation.

:func:`judge` asks the engine, not only the file: a try is right when the goal is reached,
"go on" when the goal is still forced (any such move, not only the stored one), wrong when the
search finds a refutation (:mod:`magnetdesk.learn.goals`). The file gives the preferred replies.

>>> problems = load_problems("go")
>>> problem = problems[0]
>>> problem.id, problem.grade in GRADES
('go/1', True)
>>> judge(problem, solution(problem)[:1]).verdict in ("right", "go on")
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from magnetdesk.engine.core.vocabulary import BLACK, Colour, Illegal, Move, Position
from magnetdesk.engine.variants import VARIANTS
from magnetdesk.learn.goals import Goal, Reading, Tally, Turn, goal_of, turn_text
from magnetdesk.learn.refutations import Reply, best_refutation, notation
from magnetdesk.learn.themes import themes_of
from magnetdesk.record import GameRecord, Node, SgfError, load_collection
from magnetdesk.translation import QT_TR_NOOP, tr

GRADES = ("easy", "medium", "hard")
FOLDER = Path(__file__).resolve().parent.parent / "resources" / "problems"
PROBLEM_PROPERTY = "MP"
RIGHT = "RIGHT"

# The goal sentences, by (kind, solver, solver's moves); people see tr(sentence).
GOAL_TEXTS: dict[tuple[str, Colour, int], str] = {
    ("capture", BLACK, 1): QT_TR_NOOP("Black to play: capture the marked white stones."),
    ("capture", BLACK, 2): QT_TR_NOOP(
        "Black to play: capture the marked white stones in two moves."),
    ("capture", 2, 1): QT_TR_NOOP("White to play: capture the marked black stones."),
    ("capture", 2, 2): QT_TR_NOOP("White to play: capture the marked black stones in two moves."),
    ("win", BLACK, 1): QT_TR_NOOP("Black to play: capture first and win."),
    ("win", BLACK, 2): QT_TR_NOOP("Black to play: capture first and win, in two moves."),
    ("win", 2, 1): QT_TR_NOOP("White to play: capture first and win."),
    ("win", 2, 2): QT_TR_NOOP("White to play: capture first and win, in two moves."),
    ("capture", BLACK, 3): QT_TR_NOOP(
        "Black to play: capture the marked white stones in three moves."),
    ("capture", 2, 3): QT_TR_NOOP(
        "White to play: capture the marked black stones in three moves."),
    # Life and death: killing an enclosed group, proved as its capture within four moves.
    ("capture", BLACK, 4): QT_TR_NOOP(
        "Black to play: kill the marked white group (capture it within four moves)."),
    ("capture", 2, 4): QT_TR_NOOP(
        "White to play: kill the marked black group (capture it within four moves)."),
    ("count", BLACK, 1): QT_TR_NOOP("Black to play: make the count yours with this move."),
    ("count", 2, 1): QT_TR_NOOP("White to play: make the count yours with this move."),
    ("live", BLACK, 1): QT_TR_NOOP(
        "Black to play: make the marked black group live (White cannot capture it within four "
        "moves)."),
    ("live", 2, 1): QT_TR_NOOP(
        "White to play: make the marked white group live (Black cannot capture it within four "
        "moves)."),
    ("save", BLACK, 1): QT_TR_NOOP("Black to play: save the marked black chain."),
    ("save", 2, 1): QT_TR_NOOP("White to play: save the marked white chain."),
    # chess: White is 2 and moves first
    ("king", 2, 1): QT_TR_NOOP("White to play: take the black king."),
    ("king", 2, 2): QT_TR_NOOP("White to play: take the black king in two moves."),
    ("king", BLACK, 1): QT_TR_NOOP("Black to play: take the white king."),
    ("king", BLACK, 2): QT_TR_NOOP("Black to play: take the white king in two moves."),
    ("piece", 2, 1): QT_TR_NOOP("White to play: win the marked black piece."),
    ("piece", 2, 2): QT_TR_NOOP("White to play: win the marked black piece in two moves."),
    ("piece", BLACK, 1): QT_TR_NOOP("Black to play: win the marked white piece."),
    ("piece", BLACK, 2): QT_TR_NOOP("Black to play: win the marked white piece in two moves."),
    ("reach", 2, 1): QT_TR_NOOP("White to play: bring the marked piece to the marked square."),
    ("reach", 2, 2): QT_TR_NOOP(
        "White to play: bring the marked piece to the marked square in two moves."),
    ("reach", BLACK, 1): QT_TR_NOOP(
        "Black to play: bring the marked piece to the marked square."),
    ("reach", BLACK, 2): QT_TR_NOOP(
        "Black to play: bring the marked piece to the marked square in two moves."),
    # a family whose captures turn the stones over, with rosettes and a count (Medusa)
    ("reverse", BLACK, 1): QT_TR_NOOP("Black to play: reverse the marked white stones in one "
                                      "turn."),
    ("reverse", BLACK, 2): QT_TR_NOOP("Black to play: reverse the marked white stones within "
                                      "two turns."),
    ("rosette", BLACK, 1): QT_TR_NOOP("Black to play: make a rosette round the marked cells "
                                      "in one turn."),
    ("refrain", BLACK, 1): QT_TR_NOOP("Black to play: reverse the marked white stones in one "
                                      "turn without placing a stone."),
    ("lead", BLACK, 1): QT_TR_NOOP("Black to play: be ahead in the count after your turn."),
    ("keep", BLACK, 1): QT_TR_NOOP("Black to play: save the marked black stones, so that "
                                   "White cannot reverse them next turn."),
}

# The sentences that name the marked stones, for a problem with one marked stone.
ONE_STONE_TEXTS: dict[tuple[str, Colour, int], str] = {
    ("capture", BLACK, 1): QT_TR_NOOP("Black to play: capture the marked white stone."),
    ("capture", BLACK, 2): QT_TR_NOOP(
        "Black to play: capture the marked white stone in two moves."),
    ("capture", BLACK, 3): QT_TR_NOOP(
        "Black to play: capture the marked white stone in three moves."),
    ("capture", 2, 1): QT_TR_NOOP("White to play: capture the marked black stone."),
    ("capture", 2, 2): QT_TR_NOOP("White to play: capture the marked black stone in two moves."),
    ("capture", 2, 3): QT_TR_NOOP(
        "White to play: capture the marked black stone in three moves."),
    ("reverse", BLACK, 1): QT_TR_NOOP("Black to play: reverse the marked white stone in one "
                                      "turn."),
    ("reverse", BLACK, 2): QT_TR_NOOP("Black to play: reverse the marked white stone within "
                                      "two turns."),
    ("refrain", BLACK, 1): QT_TR_NOOP("Black to play: reverse the marked white stone in one "
                                      "turn without placing a stone."),
    ("keep", BLACK, 1): QT_TR_NOOP("Black to play: save the marked black stone, so that "
                                   "White cannot reverse it next turn."),
}


def goal_text(kind: str, solver: Colour, moves: int, marked: int) -> str | None:
    """The goal sentence (English) of a problem with ``marked`` marked stones (None: no such
    goal): "the marked white stone" when there is one."""
    key = (kind, solver, moves)
    return (ONE_STONE_TEXTS.get(key) if marked == 1 else None) or GOAL_TEXTS.get(key)


@dataclass(frozen=True)
class Problem:
    """One problem; see the module docstring. ``goal`` is English (people see ``tr(goal)``);
    ``moves`` the solver's moves the goal allows, ``marked`` the points the goal names (the
    stones to capture, the chain to save) in the variant's notation."""

    id: str
    variant: str
    grade: str
    goal: str
    start: Position[Any]
    solver: Colour
    moves: int = 1
    marked: tuple[str, ...] = ()
    aim: Goal = field(default=Goal("capture", 1), repr=False)
    record: GameRecord | None = field(default=None, compare=False, repr=False)
    reach: int | None = None  # the search tries only actions this near the marked cells
    theme: str = ""  # a theme id of magnetdesk.learn.themes ("": none named yet)
    title: str = ""  # a person's own problem: its GN (magnetdesk.learn.own_collections)


@dataclass(frozen=True)
class Answer:
    """``verdict`` "right", "wrong" or "go on"; ``reply`` the opponent's answer to play (a
    move text) or None; ``message`` for people, translated; ``refutation`` the reply that
    refutes a wrong try (what it did, for the words the window adds)."""

    verdict: str
    reply: str | None
    message: str
    refutation: Reply | None = field(default=None, compare=False)  # a wrong try's, if any


def problem_variants() -> list[str]:
    """The variants that have a problem collection, in the registry's order."""
    return [variant for variant in VARIANTS if (FOLDER / f"{variant}.sgf").is_file()]


def load_problems(variant_id: str) -> list[Problem]:
    """The problems of ``variant_id`` in order (SgfError if the collection is broken; an
    empty list for a variant without a collection)."""
    return list(_load(variant_id))


@cache
def _load(variant_id: str) -> tuple[Problem, ...]:
    records = collection_records(FOLDER, variant_id)
    return tuple(problem_from_record(record, number) for number, record in
                 enumerate(records, 1))


def collection_records(folder: Path, variant_id: str) -> list[GameRecord]:
    """The games of the collection ``folder/<variant_id>.sgf`` (none without the file;
    SgfError for a file that loads only with warnings: a collection must be whole)."""
    path = folder / f"{variant_id}.sgf"
    if not path.is_file():
        return []
    records, warnings = load_collection(path)
    if warnings:
        raise SgfError(f"{path.name}: {warnings[0]}")
    return list(records)


def problem_from_record(record: GameRecord, number: int = 1) -> Problem:
    """The problem one game of a collection holds (SgfError when its ``MP`` is wrong)."""
    other = dict(record.root.other)
    values = other.get(PROBLEM_PROPERTY)
    if values is None:
        raise SgfError(f"problem {number} has no {PROBLEM_PROPERTY}")
    settings = dict(value.partition("=")[::2] for value in values)
    start = record.position(record.root)
    solver = start.to_move
    try:
        kind, moves = settings["goal"], int(settings.get("moves", "1"))
        grade = settings.get("grade", "easy")
        marked = tuple(settings.get("marked", "").split())
        count = int(settings.get("count", str(len(marked))))
        reach = int(settings["reach"]) if settings.get("reach") else None
        theme = settings.get("theme", "")
    except (KeyError, ValueError) as error:
        raise SgfError(f"problem {number}: a wrong {PROBLEM_PROPERTY} ({error})") from None
    cells = [cell for cell in map(start.topology.parse, marked) if cell is not None]
    aim = goal_of(kind, count, cells) if len(cells) == len(marked) else None
    text = goal_text(kind, solver, moves, len(marked))
    if text is None or grade not in GRADES or aim is None:
        raise SgfError(f"problem {number}: an unknown goal, grade or target")
    if theme and theme not in {each.id for each in themes_of(record.variant)}:
        raise SgfError(f"problem {number}: an unknown theme {theme!r}")
    return Problem(
        id=record.info.get("GN", f"{record.variant}/{number}"), variant=record.variant,
        grade=grade, goal=text, start=start, solver=solver, moves=moves, marked=marked,
        aim=aim, record=record, reach=reach, theme=theme,
    )


# --- judging ----------------------------------------------------------------------------------


@dataclass
class _Line:
    position: Position[Any]
    tally: Tally
    solver_moves: int = 0
    node: Node | None = None  # the file's node for the moves so far, None off the file's tree
    illegal: Illegal | None = None


def _replay(problem: Problem, moves: Sequence[str]) -> _Line:
    line = _Line(problem.start, problem.aim.tally(),
                 node=problem.record.root if problem.record else None)
    for text in moves:
        position = line.position
        move = position.parse_move(text)
        outcome = move if isinstance(move, Illegal) else position.attempt(move)
        if isinstance(outcome, Illegal):
            line.illegal = outcome
            return line
        text = position.move_text(move)
        if position.to_move == problem.solver:
            line.solver_moves += 1
        line.tally = line.tally.after(outcome, problem.solver)
        line.position = outcome.position
        line.node = _child(line.node, text)
    return line


def _child(node: Node | None, text: str) -> Node | None:
    if node is None:
        return None
    for child in node.children:
        if child.play is not None and child.play.text == text:
            return child
    return None


def on_right_path(node: Node) -> bool:
    """Whether a right line (a node whose comment starts with RIGHT) goes through ``node``."""
    if node.comment.startswith(RIGHT):
        return True
    return any(on_right_path(child) for child in node.children)


def judge(problem: Problem, moves: Sequence[str]) -> Answer:
    """Judge the solver's last try: ``moves`` are the texts played since the start, the
    solver's and judge's replies alternating, the last one the solver's. A wrong try's
    refutation is the opponent's best reply (:func:`~magnetdesk.learn.refutations.
    best_refutation`: the file's stored reply when it refutes), said in the family's
    notation."""
    line = _replay(problem, moves)
    if line.illegal is not None:
        return Answer("wrong", None, line.illegal.message)
    reading = reading_of(problem)
    position = line.position
    if reading.reached(position, line.tally):
        return Answer("right", None, tr("Right!"))
    left = problem.moves - line.solver_moves
    stored = _stored_reply(position, line.node)
    if line.node is not None and on_right_path(line.node):
        stored = None  # the file's reply to a right move is not a refutation
    if left <= 0 or position.end is not None:
        refutation = None
        if position.end is None:
            refutation = best_refutation(reading, position, left, line.tally, stored)
        if refutation is None:
            return Answer("wrong", None, tr("Wrong: the goal is not reached."))
        return _wrong(refutation)
    refutation = best_refutation(reading, position, left, line.tally, stored)
    if refutation is not None:
        return _wrong(refutation)
    stored = _stored_reply(position, line.node)
    reply = (stored,) if stored is not None else _toughest(reading, position, left, line.tally)
    if reply is None:
        return Answer("wrong", None, tr("Wrong: the goal is not reached."))
    message = tr("Right so far: {reply} answers. Go on.").format(
        reply=notation(position, reply))
    return Answer("go on", turn_text(position, reply), message)


def reading_of(problem: Problem) -> Reading:
    """The goal search of ``problem``, looking first near the marked stones."""
    parse = problem.start.topology.parse
    focus = [cell for cell in map(parse, problem.marked) if cell is not None]
    return Reading(problem.aim, problem.solver, focus, problem.reach)


def _wrong(refutation: Reply) -> Answer:
    """A wrong try's answer: the refutation to play, said in the family's notation."""
    said = notation(refutation.before, refutation.turn)
    return Answer("wrong", turn_text(refutation.before, refutation.turn),
                  tr("Wrong: {reply} refutes it.").format(reply=said), refutation)


def _stored_reply(position: Position[Any], node: Node | None) -> Move | None:
    if node is None or not node.children or node.children[0].play is None:
        return None
    move = position.parse_move(node.children[0].play.text)
    return None if isinstance(move, Illegal) else move


def _toughest(reading: Reading, position: Position[Any], left: int, tally: Tally
              ) -> Turn | None:
    """The defence after which the solver has the fewest turns that keep the goal forced."""
    best: tuple[int, Turn] | None = None
    for reply, after, total in reading.turns(position, tally):
        count = len(reading.winning_turns(after, left, total, every=True))
        if best is None or count < best[0]:
            best = (count, reply)
    return None if best is None else best[1]


def solution(problem: Problem) -> list[str]:
    """The main right line: the solver's moves and the replies, alternating."""
    record = problem.record
    if record is None:
        return []
    texts: list[str] = []
    node = record.root
    while not node.comment.startswith(RIGHT):
        following = next((child for child in node.children if on_right_path(child)), None)
        if following is None or following.play is None:
            break
        node = following
        texts.append(following.play.text)
    return texts


def wrong_lines(problem: Problem) -> list[tuple[str, str]]:
    """The stored wrong tries and their refutations ("" for none)."""
    record = problem.record
    found = []
    for child in record.root.children[1:] if record is not None else []:
        if child.play is not None:
            reply = child.children[0].play if child.children else None
            found.append((child.play.text, reply.text if reply is not None else ""))
    return found
