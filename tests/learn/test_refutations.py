"""The refutation a wrong try is shown: a reply that really refutes it (the search proves the
goal out of reach after it), the collection's stored reply when that one refutes, else the
reply that does the most; written in the family's notation (SAN in chess)."""

from __future__ import annotations

import re

import pytest

from magnetdesk.engine.core.vocabulary import BLACK
from magnetdesk.learn.collection import Spec, problem_record
from magnetdesk.learn.goals import CHAINS
from magnetdesk.learn.problems import (
    judge,
    load_problems,
    problem_from_record,
    problem_variants,
    reading_of,
)
from magnetdesk.learn.refutations import weight

CHESS = ("magnetic-chess", "anti-magnetic-chess", "gravity-chess")
LONG_ALGEBRAIC = re.compile(r"\b[a-h][1-8][a-h][1-8]\b")


def corner_problem(wrong: tuple[tuple[str, str], ...] = ()):
    """5×5: the marked white stone A1 has one liberty (A2); Black's B1 has one too (B2),
    between A1 and White's C1. Black to capture A1 in one move."""
    spec = Spec(
        id="test/1", variant="go", options=(("size", 5),), black=("B1",), white=("A1", "C1"),
        solver=BLACK, kind="capture", moves=1, grade="easy", marked=("A1",), count=1,
        right=("A2",), wrong=wrong,
    )
    return problem_from_record(problem_record(spec))


def test_the_reply_that_takes_outweighs_the_nearest_one_that_escapes():
    problem = corner_problem()
    after = problem.start.play(problem.start.parse_move("E5")).position
    # the search's own first refutation: White A2, the escape next to the marked stone
    first = reading_of(problem).refuting_turn(after, 1, problem.aim.tally())
    assert first is not None and after.move_text(first[0]) == "A2"
    answer = judge(problem, ["E5"])  # a try far away
    assert answer.verdict == "wrong" and answer.reply == "B2"  # takes B1: A1 gets out
    assert answer.message == "Wrong: B2 refutes it."
    assert weight(reading_of(problem), answer.refutation)[1] == 1  # one stone taken


def test_the_stored_reply_is_shown_when_it_refutes_and_only_then():
    refuting = corner_problem(wrong=(("E5", "A2"),))
    assert judge(refuting, ["E5"]).reply == "A2"  # the file's choice, a real refutation
    quiet = corner_problem(wrong=(("E5", "E4"),))
    # E4 refutes nothing (Black still takes A1 with A2): the judge's best reply instead
    assert judge(quiet, ["E5"]).reply == "B2"


def wrong_tries(variant: str):
    """Every first wrong try a collection stores, with its judgement."""
    for problem in load_problems(variant):
        record = problem.record
        assert record is not None
        for child in record.root.children[1:]:
            if child.play is not None:
                yield problem, child.play.text, judge(problem, [child.play.text])


@pytest.mark.parametrize("variant", problem_variants())
def test_every_stored_wrong_try_is_answered_by_a_reply_that_refutes_it(variant):
    checked = 0
    for problem, text, answer in wrong_tries(variant):
        assert answer.verdict == "wrong", (problem.id, text)
        reply = answer.refutation
        if reply is None or problem.aim.kind in (*CHAINS, "keep"):
            continue  # (the chain kinds' attacks and keep's reversals: test_goals)
        left = max(problem.moves - 1, 1)
        assert reply.after.end is not None or not reading_of(problem).winning_turns(
            reply.after, left, reply.tally), (problem.id, text, answer.reply)
        checked += 1
    assert checked or not load_problems(variant)


@pytest.mark.parametrize("variant", CHESS)
def test_a_chess_refutation_is_written_in_san(variant):
    said = 0
    for problem, text, answer in wrong_tries(variant):
        reply = answer.refutation
        if reply is None:
            continue
        san = reply.before.san(reply.turn[0])
        assert answer.message == f"Wrong: {san} refutes it.", (problem.id, text)
        assert not LONG_ALGEBRAIC.search(answer.message)
        assert answer.reply == reply.before.move_text(reply.turn[0])  # played as the file says
        said += 1
    assert said or not load_problems(variant)


def test_a_reply_to_a_right_chess_move_is_said_in_san_too():
    for problem in load_problems("magnetic-chess"):
        answer = judge(problem, [problem.record.root.children[0].play.text])
        if answer.verdict == "go on":
            assert not LONG_ALGEBRAIC.search(answer.message), answer.message
            assert answer.reply is not None and LONG_ALGEBRAIC.match(answer.reply)
            return
    pytest.fail("no chess problem of two moves")
