"""A person's own problem, made from a node of a game (Edit ▸ Make a problem…) and checked
with the judges of the built-in collections before it is saved.

The node's position is the problem's start (set up on the root, as the built-in problems are:
``AB``/``AW``/``PL``, chess ``FEN``, Medusa ``MK``) and its side to move the solver. The
node's main line is the RIGHT line; each other variation at the solver's first move is a
wrong try, its next move the refutation (:func:`lines_at`). The goal is one of the kinds of
:mod:`magnetdesk.learn.goals` the family's problems use (:func:`goal_kinds`); the marked stones
or pieces are the node's crosses (``MA``), else what the right line takes or turns over
(:func:`default_marks`). :func:`make_problem` writes the record with
:func:`magnetdesk.learn.collection.dress` (the built-in problems' form; the title in ``GN``,
the person's comment in ``C`` after the goal sentence) and :func:`check` says in plain words
what the judges refuse: the right line must reach the goal, no other first move may, every
wrong try must be wrong and its stored reply refute it, and the judges of
:mod:`magnetdesk.learn.judges` (with GNU Go's reading for plain Go where ``gnugo`` is found:
:mod:`magnetdesk.learn.judges_gnugo`) must agree.

>>> from magnetdesk.record import Game
>>> game = Game.new("go", size=5)
>>> game.add_setup(black=["B1", "A2"], white=["A1", "B2"], to_move=1)
>>> game.play("C2") and None
>>> game.go_to(game.record.root) and None
>>> made = make_problem(game.record, game.record.root, Draft("capture", ("B2",)))
>>> [node.play.text for node in made.main_line()[1:]], made.root.comment
(['C2'], 'Black to play: capture the marked white stone.')
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from magnetdesk.engine.core.vocabulary import EMPTY, Colour, Position, opponent
from magnetdesk.engine.variants import family_of
from magnetdesk.learn import judges_chess, judges_medusa
from magnetdesk.learn.collection import Spec, dress, findings
from magnetdesk.learn.difficulty import grade_of
from magnetdesk.learn.gnugo import GnuGo, GnuGoError, find_gnugo
from magnetdesk.learn.judges import judge_errors
from magnetdesk.learn.judges_gnugo import gnugo_errors, judgeable
from magnetdesk.learn.problems import Problem, goal_text, judge, problem_from_record
from magnetdesk.record import GameRecord, Node, SgfError
from magnetdesk.record.markup import CROSS
from magnetdesk.translation import QT_TR_NOOP, tr

# The goal kinds a family's problems use (goals.KINDS), in the order the dialog offers them.
FAMILY_KINDS = {
    "go": ("capture", "save", "live", "win", "count"),
    "chess": ("piece", "king", "reach"),
    "medusa": ("reverse", "keep", "rosette", "refrain", "lead"),
}
KIND_NAMES = {
    "capture": QT_TR_NOOP("Capture (or kill) the marked stones"),
    "save": QT_TR_NOOP("Save the marked chain"),
    "live": QT_TR_NOOP("Make the marked group live"),
    "win": QT_TR_NOOP("Capture first and win"),
    "count": QT_TR_NOOP("Make the count yours"),
    "piece": QT_TR_NOOP("Win the marked piece"),
    "king": QT_TR_NOOP("Take the king"),
    "reach": QT_TR_NOOP("Bring the marked piece to the marked square"),
    "reverse": QT_TR_NOOP("Reverse the marked stones"),
    "keep": QT_TR_NOOP("Save the marked stones"),
    "rosette": QT_TR_NOOP("Make a rosette round the marked cells"),
    "refrain": QT_TR_NOOP("Reverse the marked stones without placing"),
    "lead": QT_TR_NOOP("Be ahead in the count"),
}
BEST = {"chess": judges_chess.best_refutation, "medusa": judges_medusa.best_refutation}
MARKLESS = ("win", "king", "count", "lead")  # the kinds that mark nothing
NO_GNUGO = QT_TR_NOOP("GNU Go was not found, so its reading was not asked (install gnugo for "
                      "the strictest check).")


@dataclass(frozen=True)
class Draft:
    """What the person chose: the goal ``kind``, the ``marked`` points (in the variant's
    notation), a title and a comment, the grade ("" to grade it by difficulty), the theme
    ("" for none) and whether a wrong try without a reply gets the judge's best one."""

    kind: str
    marked: tuple[str, ...] = ()
    title: str = ""
    comment: str = ""
    grade: str = ""
    theme: str = ""
    fill: bool = True


def lines_at(node: Node) -> tuple[tuple[str, ...], tuple[tuple[str, str], ...]]:
    """The right line from ``node`` (its first children, moves only) and the wrong tries:
    the other children's moves with their first reply ("" for none)."""
    right: list[str] = []
    step = node
    while step.children and step.children[0].play is not None:
        step = step.children[0]
        assert step.play is not None
        right.append(step.play.text)
    wrong = []
    for child in node.children[1:]:
        if child.play is not None:
            reply = child.children[0].play if child.children else None
            wrong.append((child.play.text, reply.text if reply is not None else ""))
    return tuple(right), tuple(wrong)


def solver_moves(right: tuple[str, ...]) -> int:
    """The solver's moves in the right line (the solver plays first)."""
    return (len(right) + 1) // 2


def goal_kinds(variant: str, solver: Colour, moves: int) -> list[str]:
    """The goal kinds the family's problems use that have a sentence for this solver and this
    many moves."""
    kinds = FAMILY_KINDS.get(family_of(variant).id, ())
    return [kind for kind in kinds if goal_text(kind, solver, moves, 2) is not None]


def crosses_at(node: Node) -> tuple[str, ...]:
    """The points the node marks with a cross."""
    return tuple(sorted(point for point, shape in node.markup.shapes if shape == CROSS))


def default_marks(record: GameRecord, node: Node, kind: str) -> tuple[str, ...]:
    """The marks a goal takes from the node's crosses, else from the right line: the
    opponent's stones or pieces it takes (a capture), turns over (a reversal)."""
    crossed = crosses_at(node)
    if crossed or kind in MARKLESS:
        return crossed
    start = record.position(node)
    step, end = node, start
    while step.children and step.children[0].play is not None:
        step = step.children[0]
        end = record.position(step)
    other = opponent(start.to_move)
    if kind in ("capture", "piece"):  # no longer the opponent's (a chess piece taken there)
        kept = set(end.stones(other))
        gone = [cell for cell in start.stones(other) if cell not in kept]
    elif kind in ("reverse", "refrain"):
        turned = set(end.stones(start.to_move))
        gone = [cell for cell in start.stones(other) if cell in turned]
    else:
        return ()
    return tuple(sorted(start.topology.name(cell) for cell in gone))


def make_problem(record: GameRecord, node: Node, draft: Draft,
                 wrong: tuple[tuple[str, str], ...] | None = None) -> GameRecord:
    """The problem ``draft`` makes of ``node`` (ValueError in words for people when it cannot
    be written: no right line, a kind without a sentence, marks off the board). ``wrong``
    replaces the node's wrong tries (their refutations filled)."""
    position = record.position(node)
    right, tries = lines_at(node)
    if not right:
        raise ValueError(tr("Play the answer from this position first: the problem needs its "
                            "right line."))
    kit = family_of(record.variant).setup
    if kit is None:
        raise ValueError(tr("This game cannot be set up by hand"))
    made = GameRecord(record.variant, record.options,
                      {"GN": draft.title.strip()} if draft.title.strip() else {})
    setup = kit.change(made.start, kit.arrangement(position))
    refused = made.set_root_setup(dataclasses.replace(setup, to_move=position.to_move))
    if refused is not None:
        raise ValueError(refused.message)
    marked = _ordered(position, draft.kind, draft.marked)
    count = {"save": 0, "live": 0, "king": 0, "win": 1, "lead": 1}.get(draft.kind, len(marked))
    spec = Spec("", record.variant, record.options, (), (), position.to_move, draft.kind,
                solver_moves(right), draft.grade or "easy", marked, count, right,
                tries if wrong is None else wrong, theme=draft.theme)
    if goal_text(spec.kind, spec.solver, spec.moves, len(marked)) is None:
        raise ValueError(tr("This goal cannot be set for this side in this many moves."))
    try:
        dress(made, spec)
    except ValueError as error:
        raise ValueError(tr("A move of the lines cannot be played: {why}").format(
            why=str(error).lstrip(": "))) from None
    if draft.comment.strip():
        made.root.comment = f"{made.root.comment}\n\n{draft.comment.strip()}"
    return made


def _ordered(position: Position[Any], kind: str, marked: tuple[str, ...]) -> tuple[str, ...]:
    """The marks as the goal reads them: ``reach`` the piece's square first, then the empty
    one; a chain's goal a point of the solver's chain first."""
    parse = position.topology.parse
    for point in marked:
        if parse(point) is None:
            raise ValueError(tr("{point} is not a point of this board").format(point=point))
    if kind in ("reach", "save", "live", "keep"):
        return tuple(sorted(marked, key=lambda p: position.board[parse(p) or 0] == EMPTY))
    return marked


def filled(record: GameRecord, node: Node, draft: Draft) -> tuple[tuple[str, str], ...]:
    """The node's wrong tries, each without a reply given the best refutation: the chess
    family's and Medusa's judges' own (they refuse any other), else the reply the Problems
    window plays (:mod:`magnetdesk.learn.refutations`); none when the try is not refuted."""
    _, tries = lines_at(node)
    if not draft.fill or all(reply for _, reply in tries):
        return tries
    bare = make_problem(record, node, draft, tuple((text, "") for text, _ in tries))
    problem = problem_from_record(bare)
    family = family_of(record.variant).id
    answers = []
    for text, reply in tries:
        if reply:
            pass
        elif family in BEST:  # the reply that family's judge asks for: the most material
            reply = BEST[family](problem, text) or ""
        else:
            answer = judge(problem, [text])
            reply = answer.reply or "" if answer.verdict == "wrong" else ""
        answers.append((text, reply))
    return tuple(answers)


@dataclass(frozen=True)
class Verdict:
    """What the check found: ``errors`` (the problem fails), ``notes`` (a judge not asked),
    the record checked and its grade."""

    errors: tuple[str, ...]
    notes: tuple[str, ...]
    record: GameRecord | None
    grade: str = ""


def build_and_check(record: GameRecord, node: Node, draft: Draft) -> Verdict:
    """The problem made (refutations filled, graded when the draft leaves the grade open) and
    checked: the work of the dialog's thread."""
    try:
        tries = filled(record, node, draft)
        made = make_problem(record, node, draft, tries)
        problem = problem_from_record(made)
    except (ValueError, SgfError) as error:
        return Verdict((str(error),), (), None)
    errors, notes = check(problem)
    grade = draft.grade
    if not errors and not grade:
        grade = grade_of(problem)
        made = make_problem(record, node, dataclasses.replace(draft, grade=grade), tries)
    return Verdict(tuple(errors), tuple(notes), made, grade)


def check(problem: Problem, gnugo: str | None = "") -> tuple[list[str], list[str]]:
    """The judges' errors in plain words, and the notes (GNU Go not found). ``gnugo`` is the
    program ("": looked for; None: not asked)."""
    errors = [_words(problem, finding.what, finding.moves, finding.verdict)
              for finding in findings(problem) if finding.what != "no try"]
    errors += _refutation_errors(problem)
    if errors:  # the judges read a problem whose lines hold
        return errors, []
    errors += [_judged(text) for text in judge_errors(problem)]
    notes: list[str] = []
    if gnugo is not None and judgeable(problem):
        try:
            with GnuGo(path=gnugo or find_gnugo()) as program:
                errors += [_judged(text) for text in gnugo_errors(program, problem)]
        except GnuGoError:
            notes.append(tr(NO_GNUGO))
    return errors, notes


def _words(problem: Problem, what: str, moves: tuple[str, ...], verdict: str) -> str:
    said = " ".join(moves)
    if what == "no line":
        return tr("The problem has no right line.")
    if what == "line":
        if verdict == "go on":
            return tr("After {moves} the goal is still to reach: the right line stops too "
                      "early.").format(moves=said)
        return tr("The right line {moves} does not force the goal: the engine finds a "
                  "defence.").format(moves=said)
    if what == "answers":
        if not moves:
            return tr("No first move forces the goal.")
        return tr("A problem needs exactly one answer, and these first moves force the goal: "
                  "{moves}.").format(moves=", ".join(moves))
    return tr("The wrong try {move} is not wrong: the goal can still be reached after "
              "it.").format(move=said)


def _refutation_errors(problem: Problem) -> list[str]:
    """A stored reply that does not refute its wrong try (the window would play another)."""
    record = problem.record
    errors = []
    for child in record.root.children[1:] if record is not None else []:
        stored = child.children[0].play if child.children else None
        if child.play is None or stored is None:
            continue
        answer = judge(problem, [child.play.text])
        if answer.verdict == "wrong" and answer.reply is not None and answer.reply != stored.text:
            errors.append(tr("The reply {reply} does not refute the wrong try {move}: "
                             "{better} does.").format(reply=stored.text, move=child.play.text,
                                                      better=answer.reply))
    return errors


def _judged(text: str) -> str:
    """A judge's finding (English, ``id: what``) for people."""
    return tr("A judge refuses it: {why}").format(why=text.partition(": ")[2] or text)


__all__ = ["Draft", "Verdict", "build_and_check", "check", "goal_kinds", "lines_at",
           "make_problem"]
