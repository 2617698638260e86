"""The arena's Medusa measuring sticks: the random and greedy players answer legal whole
turns, the greedy one takes a reversal and passes a won game; the arena plays and counts a
Medusa game between them."""

from __future__ import annotations

import random

from magnetdesk.arena.core import EngineReferee, builtin_player, play_game
from magnetdesk.arena.medusa.baseline import greedy_turn, random_turn
from magnetdesk.engine.core.vocabulary import WHITE
from magnetdesk.engine.medusa.notation import PASS_TURN, Turn
from magnetdesk.engine.medusa.rules import new_medusa_position


def test_both_players_answer_legal_whole_turns():
    rng = random.Random(2)
    p = new_medusa_position()
    for number in range(30):
        choose = greedy_turn if number % 2 else random_turn
        turn = choose(p, rng)
        assert isinstance(turn, Turn) and p.is_legal(turn)
        p = p.play(turn).position
        if p.end is not None:
            break


def test_the_greedy_player_passes_a_won_game_after_the_opponents_pass():
    p = new_medusa_position()
    rosette = [p.topology.parse(n) for n in ("a1", "b1", "a2", "c2", "b3", "c3")]
    p = p.with_stones(black=rosette, to_move=WHITE).play(PASS_TURN).position
    assert greedy_turn(p, random.Random(1)) == PASS_TURN


def test_the_arena_plays_and_counts_a_medusa_game():
    start = new_medusa_position()
    greedy, rand = builtin_player("greedy"), builtin_player("random")
    result = play_game(greedy, rand, start, seed=3, referee=EngineReferee(), max_moves=40)
    assert len(result.moves) == 40 and result.reason == "move cap"
    assert result.referee == "engine" and result.winner is not None
    record = result.record()
    assert record.variant == "medusa"
