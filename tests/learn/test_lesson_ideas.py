"""Lessons that test their idea (issue 41, part 3; docs/lessons.md).

* The goal is reached only through the rule the lesson teaches: the same position under the
  rules without it (plain Go for a Go-family variant, the field off, code NNNN, for chess, or
  the variant without the option the lesson teaches) is tried both ways. Every first move that
  reaches the goal there fails in the lesson (the plain move does not pass), and every first
  move that reaches the goal in the lesson fails there (the goal needs the rule). A lesson
  whose rule plain Go shares says so in :data:`SHARED`, and its answer must then work under
  plain Go too; a chess rule plain chess lacks (a king taken, a pawn on the first rank,
  castling under attack) is checked with python-chess.
* No lesson shows a rule its course teaches later: no jump before Medusa's Jumps, no
  castling before Castling, no Magnetgo attraction before Attract, no blocking point before
  Blocking points (in the right line, the stored wrong tries, their refutations and the
  judge's answers to them).
* Where the rule is about the opponent, the lesson stores the opponent's barred move, refused
  with the rule's own reason.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator
from typing import Any

import chess
import pytest

from magnetdesk.engine.core.vocabulary import Illegal, Reason, Slid, Transition
from magnetdesk.learn.goals import minimal, turn_text
from magnetdesk.learn.lessons import (
    Lesson,
    barred_refusal,
    lesson_from_record,
    lesson_record,
    load_lessons,
)
from magnetdesk.learn.plans import PLANS
from magnetdesk.learn.problems import Problem, judge, reading_of, solution

# --- the rules without the lesson's rule --------------------------------------------------

PLAIN_GO = ("go", ())  # (variant, options dropped) for a Go-family variant's lesson
VARIANT_ONLY = {"start", "snapback", "scoring"}  # options plain Go does not take so

# Lessons whose rule plain Go shares: their answer must work under plain Go as well.
SHARED = {
    # Atari-Go's tactics are Go's; only what a capture does differs (it wins at once).
    **{f"atari-go-lesson/{n}": "Go's tactics" for n in range(1, 9)},
    "stoical-go-lesson/1": "captures as in Go",
    "stoical-go-lesson/2": "the rule is the barred capture, shown tried (test below)",
    "stoical-go-lesson/4": "the repetition rule is told; the answer connects as in Go",
    "stoical-go-lesson/6": "suicide is forbidden as in Go",
    "stoical-go-lesson/7": "area counting as in Go",
    "magnetgo-lesson/5": "White's chains are taken first, as in Go",
    "magnetgo-lesson/8": "the eye's suicide is refused in both; Magnetgo's reason is tested",
    "magnetgo-lesson/9": "the rule is the barred retake, shown tried (test below)",
}
# Lessons contrasted with their own variant without the option they teach.
WITHOUT_OPTION: dict[str, tuple[str, tuple[tuple[str, Any], ...]]] = {
    "stoical-go-lesson/5": ("stoical-go", (("snapback", False),)),
    "stoical-go-lesson/8": ("stoical-go", (("scoring", "area"),)),
    "magnetgo-lesson/6": ("magnetgo", (("blocked", ""),)),
    "go-lesson/11": ("go", (("scoring", "area"),)),
    "go-lesson/12": ("go", (("scoring", "area"),)),
}
# Chess lessons whose rule is the family's, not the field's: plain chess refuses the answer.
PLAIN_CHESS = {"magnetic-chess-lesson/1", "magnetic-chess-lesson/2", "magnetic-chess-lesson/9",
               "magnetic-chess-lesson/10"}


def lessons(*variants: str) -> Iterator[Lesson]:
    for variant in variants:
        yield from load_lessons(variant)


def number(lesson: Lesson) -> int:
    return int(lesson.id.rsplit("/", 1)[1])


def course(lesson: Lesson) -> str:
    return lesson.id.split("-lesson/")[0]


def under(lesson: Lesson, variant: str, options: tuple[tuple[str, Any], ...],
          drop: set[str] = frozenset()) -> Problem:
    """The lesson's position and goal under ``variant`` with ``options`` changed (an option
    set to "" is dropped) and the options in ``drop`` left out; "win" (Atari-Go) becomes a
    capture of any stone."""
    plan = PLANS[course(lesson)][number(lesson) - 1]
    changed = dict(options)
    kept = tuple((k, v) for k, v in plan.options if k not in drop and k not in changed)
    kept += tuple((k, v) for k, v in changed.items() if v != "")
    kind, count, marked = plan.kind, plan.count, plan.marked
    if kind == "win":  # any capture: no stones named
        kind, count, marked = "capture", 1, ()
    plan = dataclasses.replace(plan, variant=variant, options=kept, kind=kind, count=count,
                               marked=marked,
                               right=plan.right[:1], wrong=(), barred="")
    return lesson_from_record(lesson_record(course(lesson), number(lesson), plan)).problem


def first_moves(problem: Problem) -> list[str]:
    """Every first move (a whole turn) that forces the goal."""
    reading = reading_of(problem)
    return [turn_text(problem.start, turn) for turn in
            minimal(reading.winning_turns(problem.start, problem.moves, every=True))]


def fails(problem: Problem, move: str) -> bool:
    return judge(problem, [move]).verdict == "wrong"


def contrast(lesson: Lesson) -> Problem | None:
    """The lesson under the rules without its rule (None: nothing to contrast)."""
    if lesson.id in WITHOUT_OPTION:
        variant, options = WITHOUT_OPTION[lesson.id]
        return under(lesson, variant, options)
    if course(lesson) in ("atari-go", "stoical-go", "magnetgo") and lesson.id not in SHARED:
        return under(lesson, *PLAIN_GO, drop=VARIANT_ONLY)
    if course(lesson) == "magnetic-chess" and lesson.id not in PLAIN_CHESS - {
            "magnetic-chess-lesson/10"}:
        return under(lesson, "chess-custom", (("code", "NNNN"),))
    return None


CONTRASTED = [lesson for lesson in lessons(*PLANS) if lesson.id in WITHOUT_OPTION or (
    course(lesson) in ("atari-go", "stoical-go", "magnetgo", "magnetic-chess")
    and lesson.id not in SHARED and lesson.id not in PLAIN_CHESS - {"magnetic-chess-lesson/10"})]


@pytest.mark.parametrize("lesson", CONTRASTED, ids=lambda lesson: lesson.id)
def test_the_plain_move_does_not_pass_and_the_goal_needs_the_rule(lesson):
    plain = contrast(lesson)
    assert plain is not None
    passing = [move for move in first_moves(plain) if not fails(lesson.problem, move)]
    assert passing == [], f"{lesson.id}: the move without the rule passes: {passing}"
    needless = [move for move in first_moves(lesson.problem) if not fails(plain, move)]
    assert needless == [], f"{lesson.id}: reaches the goal without the rule: {needless}"
    assert first_moves(lesson.problem)


@pytest.mark.parametrize("lesson", [lesson for lesson in lessons(*PLANS) if lesson.id in SHARED],
                         ids=lambda lesson: lesson.id)
def test_a_lesson_of_a_rule_plain_go_shares_is_answered_as_in_go(lesson):
    plain = under(lesson, *PLAIN_GO, drop=VARIANT_ONLY)
    assert judge(plain, solution(lesson.problem)[:1]).verdict in ("right", "go on")


def plain_chess_refuses(problem: Problem, move: str) -> bool:
    """Whether plain chess (python-chess) refuses ``move`` in the lesson's diagram: the
    diagram is no chess position (a pawn on the first rank, the side not to move in check)
    or the move is not legal there (a king taken, castling out of check)."""
    fen = problem.record.root.setup.board if problem.record else ""
    board = chess.Board(f"{fen} - 0 1")
    return not board.is_valid() or chess.Move.from_uci(move) not in board.legal_moves


@pytest.mark.parametrize("lesson", [lesson for lesson in lessons("magnetic-chess")
                                    if lesson.id in PLAIN_CHESS], ids=lambda lesson: lesson.id)
def test_a_chess_rule_plain_chess_lacks_is_refused_there(lesson):
    answers = first_moves(lesson.problem)
    assert answers and all(plain_chess_refuses(lesson.problem, move) for move in answers)


def test_castling_is_needed():
    castling = next(lesson for lesson in lessons("magnetic-chess") if lesson.title == "Castling")
    answers = first_moves(castling.problem)
    assert answers and all(castles(played(castling.problem.start, move)) for move in answers)


def test_the_magnet_reaches_from_afar():
    """Magnetgo's "Any distance": every answer moves a stone two or more points away."""
    lesson = next(lesson for lesson in lessons("magnetgo") if lesson.title == "Any distance")
    start = lesson.problem.start
    for move in first_moves(lesson.problem):
        transition = played(start, move)
        cell = transition.move
        far = [effect for effect in transition.effects if isinstance(effect, Slid)
               and distance(start, cell, effect.start) >= 2]
        assert far, move


def distance(position: Any, one: int, other: int) -> int:
    (x1, y1), (x2, y2) = position.topology.centre(one), position.topology.centre(other)
    return int(abs(x1 - x2) + abs(y1 - y2))


# --- no rule before its lesson --------------------------------------------------------------


def played(position: Any, text: str) -> Transition[Any]:
    move = position.parse_move(text)
    assert not isinstance(move, Illegal), text
    outcome = position.attempt(move)
    assert not isinstance(outcome, Illegal), f"{text}: {outcome}"
    return outcome


def shown_lines(lesson: Lesson) -> list[list[str]]:
    """The lines a lesson shows: the right line, each stored wrong try with its stored
    refutation, and with the judge's answer to it."""
    problem = lesson.problem
    lines = [solution(problem)]
    for child in problem.record.root.children[1:]:
        try_text = child.play.text
        stored = [child.children[0].play.text] if child.children else []
        lines.append([try_text, *stored])
        reply = judge(problem, [try_text]).reply
        lines.append([try_text, *([reply] if reply else [])])
    return lines


def transitions(lesson: Lesson) -> Iterator[tuple[Any, Transition[Any]]]:
    for line in shown_lines(lesson):
        position = lesson.problem.start
        for text in line:
            if position.end is not None:
                break
            outcome = played(position, text)
            yield position, outcome
            position = outcome.position


def jumps(position: Any, transition: Transition[Any]) -> bool:
    return "-" in position.move_text(transition.move)


def castles(transition: Transition[Any]) -> bool:
    return any(type(effect).__name__ == "PieceMoved" and effect.piece & 7 == 6
               and abs(effect.end - effect.start) == 2 for effect in transition.effects)


def attracts(transition: Transition[Any]) -> bool:
    return any(isinstance(effect, Slid) and effect.attracted for effect in transition.effects)


# (course, title of the lesson that teaches it, what shows it in a move)
DETECTORS: list[tuple[str, str, Callable[[Any, Transition[Any]], bool]]] = [
    ("medusa", "Jumps", jumps),
    ("magnetic-chess", "Castling", lambda position, transition: castles(transition)),
    ("magnetgo", "Attract", lambda position, transition: attracts(transition)),
]


@pytest.mark.parametrize(("variant", "title", "shows"), DETECTORS, ids=lambda x: str(x)[:20])
def test_no_lesson_shows_a_rule_taught_later(variant, title, shows):
    course_lessons = load_lessons(variant)
    teaching = next(index for index, lesson in enumerate(course_lessons)
                    if lesson.title == title)
    early = [lesson.id for lesson in course_lessons[:teaching]
             if any(shows(position, transition) for position, transition in transitions(lesson))]
    assert early == []
    taught = course_lessons[teaching]
    assert any(shows(position, transition) for position, transition in transitions(taught))


def test_no_blocking_point_before_its_lesson():
    course_lessons = load_lessons("magnetgo")
    teaching = next(i for i, lesson in enumerate(course_lessons)
                    if lesson.title == "Blocking points")
    assert not any(dict(lesson.problem.record.options).get("blocked")
                   for lesson in course_lessons[:teaching])
    assert dict(course_lessons[teaching].problem.record.options).get("blocked")


# --- the opponent tries -------------------------------------------------------------------

BARRED = {"go": Reason.KO, "stoical-go": Reason.STOICAL, "magnetgo": Reason.KO}


@pytest.mark.parametrize("variant", list(BARRED))
def test_the_opponent_is_shown_refused_with_the_rules_reason(variant):
    lesson = next(lesson for lesson in load_lessons(variant) if lesson.barred)
    refusal = barred_refusal(lesson)
    assert refusal is not None and refusal.reason == BARRED[variant]


def test_ko_forbids_only_the_retake_at_once():
    """Simple ko (../shared/rules/go-family.md): the retake is refused right after the
    capture, and allowed once both sides have played elsewhere."""
    lesson = next(lesson for lesson in load_lessons("go") if lesson.title == "Ko")
    position = lesson.problem.start
    for text in solution(lesson.problem):
        position = played(position, text).position
    assert not position.is_legal(position.parse_move(lesson.barred))
    for text in ("A1", "E5"):  # White elsewhere, Black elsewhere
        position = played(position, text).position
    assert position.is_legal(position.parse_move(lesson.barred))


def test_stoical_go_bars_every_capture_not_only_the_kos():
    """In plain Go the retake is refused for the ko; in Stoical Go for the restriction, and
    there every capture is barred, however many stones it would take."""
    lesson = next(lesson for lesson in load_lessons("stoical-go") if lesson.barred)
    plain = under(lesson, *PLAIN_GO, drop=VARIANT_ONLY)
    after = played(plain.start, solution(plain)[0]).position
    retake = after.attempt(after.parse_move(lesson.barred))
    assert isinstance(retake, Illegal) and retake.reason == Reason.KO
    position = played(lesson.problem.start, solution(lesson.problem)[0]).position
    captures = [move for move in position.legal_moves() if any(
        type(effect).__name__ == "Captured" for effect in played(position,
                                                                  position.move_text(move)).effects)]
    assert captures == []
