"""The Medusa playout board is a second implementation of placement, jumps and reversal: it
must agree with the engine.

Seeded games are played turn by turn through both ``MedusaBoard`` and
``MedusaPosition.play``: the playout policy's turns (placements, escapes, captures by
reversal, capturing jumps, passes) mixed with random turns (any empty cell, suicides
included, and random movements). After every turn the boards, the marker, the side to move,
the passes and the end must be the same; every few turns the jump landings of every stone and
the capture forecast of random cells are compared too.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from magnetdesk.ai.medusa.playout import MedusaBoard, playout
from magnetdesk.engine.core.vocabulary import EMPTY, Illegal, Reason
from magnetdesk.engine.medusa.groups import jump_landings
from magnetdesk.engine.medusa.notation import Movement, Placement, Turn
from magnetdesk.engine.medusa.rules import new_medusa_position
from magnetdesk.engine.medusa.state import Reversed


def random_movements(position, fast: MedusaBoard, rng: random.Random) -> list[tuple[int, int]]:
    """Up to two random movements the engine allows, played on both."""
    played = []
    while rng.random() < 0.5:
        movements = [a for a in position.legal_actions() if isinstance(a, Movement)]
        if not movements:
            break
        m = rng.choice(movements)
        position = position.play(m).position
        played.append((m.start, m.end))
    return played


def play_both(start, seed: int, max_turns: int, seen: Counter) -> None:
    rng = random.Random(seed)
    position = start
    fast = MedusaBoard.from_position(start)
    for turn_number in range(max_turns):
        if position.end is not None:
            break
        if turn_number % 7 == 0:
            check_forecasts(position, fast, rng)
        mark = fast.copy()
        if rng.random() < 0.25:
            empties = [c for c, s in enumerate(position.board) if s == EMPTY]
            cell = rng.choice(empties) if empties and rng.random() < 0.9 else None
            after = position if cell is None else position.play(Placement(cell)).position
            movements = random_movements(after, fast, rng)
            fast.play_turn(cell, movements)
        else:
            cell, movements = fast.play_policy_turn(rng)
        turn = Turn(cell, tuple(Movement(a, b) for a, b in movements))
        outcome = position.attempt(turn)
        if isinstance(outcome, Illegal):
            assert outcome.reason == Reason.SUPERKO, (outcome, position.board_text())
            seen["repetitions"] += 1
            return  # the playout board does not keep the repetition ban
        seen["turns"] += 1
        seen["movements"] += len(movements)
        seen["passes"] += turn.is_pass
        for effect in outcome.effects:
            if isinstance(effect, Reversed):
                seen["suicides" if effect.suicide else "captures"] += 1
        position = outcome.position
        assert fast.board == list(position.board), (turn, mark.board, position.board_text())
        assert (fast.to_move, fast.marker, fast.passes) == (
            position.to_move, position.marker, position.passes
        )
        assert fast.over == (position.end is not None)
        assert sorted(fast.empties) == [c for c, s in enumerate(position.board) if s == EMPTY]


def check_forecasts(position, fast: MedusaBoard, rng: random.Random) -> None:
    """Jump landings of every stone, and what a placement would capture, as the engine says."""
    grid = position.topology
    for cell, stone in enumerate(position.board):
        if stone != EMPTY:
            assert fast.jump_landings(cell) == jump_landings(position.board, grid, cell)
    empties = [c for c, s in enumerate(position.board) if s == EMPTY]
    for cell in rng.sample(empties, min(5, len(empties))):
        captured, libs, _ = fast.liberties_after(cell, position.to_move)
        effects = position.play(Placement(cell)).effects
        reversals = [e for e in effects if isinstance(e, Reversed)]
        engine_captured = sum(len(e.cells) for e in reversals if not e.suicide)
        assert captured == engine_captured
        assert (libs == 0 and not captured) == any(e.suicide for e in reversals)


@pytest.mark.parametrize("komi", [0, 3, 9])
def test_the_playout_board_agrees_with_the_engine_turn_by_turn(komi):
    seen: Counter = Counter()
    start = new_medusa_position(komi=komi)
    for seed in range(8):
        play_both(start, 100 * komi + seed, 700, seen)
    assert seen["turns"] > 1500  # about 8 whole playouts
    assert seen["captures"] and seen["suicides"] and seen["movements"] and seen["passes"]


def test_a_playout_ends_with_two_passes_and_counts_the_marker():
    start = new_medusa_position()
    board = MedusaBoard.from_position(start)
    placements: list[tuple[int, int]] = []
    margin, owner = playout(board, random.Random(5), 1000, placements)
    assert board.over and board.passes == 2
    assert len(owner) == 210
    black = owner.count(1) + max(board.marker, 0)
    white = owner.count(2) + max(-board.marker, 0)
    assert margin == black - white
    assert placements and all(colour in (1, 2) for colour, _ in placements)
