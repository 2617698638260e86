"""Medusa's turn machine: placement then movements then done, the marker and its komi, the
whole-state repetition ban, the end of the game, whole turns."""

from __future__ import annotations

import pickle
import random

import pytest

from magnetdesk.engine.core.options import OptionError
from magnetdesk.engine.core.vocabulary import BLACK, WHITE, Illegal, Passed, Reason
from magnetdesk.engine.medusa.diagram import medusa_from_text
from magnetdesk.engine.medusa.notation import Movement, Placement, Turn
from magnetdesk.engine.medusa.position import DONE, MarkerMoved, MedusaPosition
from magnetdesk.engine.medusa.rules import MEDUSA_OPTIONS, new_medusa_position
from magnetdesk.engine.medusa.turns import legal_turns, random_turn


def turn(p: MedusaPosition, text: str) -> MedusaPosition:
    """Play a whole turn by its text (it must be legal); the position after it."""
    return p.play(p.parse_move(text)).position


def act(p: MedusaPosition, text: str):
    return p.play(p.parse_action(text))


# --- turn order ------------------------------------------------------------------------------


def test_black_moves_first_and_done_passes_the_turn_to_white() -> None:
    p = new_medusa_position()
    assert p.to_move == BLACK
    p = act(p, "k11").position
    assert p.to_move == BLACK and p.in_turn
    p = p.play(DONE).position
    assert p.to_move == WHITE and not p.in_turn and p.ply == 1


def test_a_turn_in_progress_tells_what_was_done_and_where_it_started() -> None:
    start = medusa_from_text(". . . . . . . X X .", top_row=1)
    p = act(act(start, "k11").position, "h1-j1").position
    assert p.turn_so_far == Turn(p.topology.parse("k11"), (p.parse_action("h1-j1"),))
    assert p.turn_start is start
    assert p.spent == {p.topology.parse("i1"), p.topology.parse("j1")}


def test_at_a_turn_start_every_empty_cell_may_take_a_stone() -> None:
    actions = new_medusa_position().legal_actions()
    assert len([a for a in actions if isinstance(a, Placement)]) == 210
    assert actions[-1] == DONE


def test_after_the_placement_only_movements_and_done_remain() -> None:
    p = medusa_from_text(". . . . . . . X X .", top_row=1)
    p = act(p, "k11").position
    assert p.legal_actions() == [p.parse_action("h1-j1"), p.parse_action("i1-g1"), DONE]


def test_the_done_action_reads_pass_at_a_turn_start_and_done_later() -> None:
    p = new_medusa_position()
    assert p.move_text(DONE) == "pass"
    assert act(p, "k11").position.move_text(DONE) == "done"


# --- the marker ------------------------------------------------------------------------------


def test_the_marker_starts_three_points_toward_white() -> None:
    assert new_medusa_position().marker == -3


@pytest.mark.parametrize(("komi", "marker"), [(0, 0), (3, -3), ("5", -5), (9, -9)])
def test_the_komi_option_sets_where_the_marker_starts(komi, marker) -> None:
    assert new_medusa_position(komi=komi).marker == marker


@pytest.mark.parametrize("komi", [-1, 10, "three"])
def test_a_komi_off_the_track_is_refused(komi) -> None:
    with pytest.raises(OptionError):
        new_medusa_position(komi=komi)


def test_the_option_schema_has_the_komi_with_default_three() -> None:
    assert [(o.key, o.default) for o in MEDUSA_OPTIONS] == [("komi", 3)]
    assert new_medusa_position().rules.options == (("komi", 3),)


def test_a_turn_with_a_placement_leaves_the_marker_alone() -> None:
    t = new_medusa_position().play(Turn(0))
    assert t.position.marker == -3
    assert not any(isinstance(e, MarkerMoved) for e in t.effects)


def test_a_turn_without_placement_moves_the_marker_one_point_toward_the_mover() -> None:
    p = medusa_from_text(". . . . . . . X X .", top_row=1)
    t = p.play(p.parse_move("h1-j1"))  # movements but no placement
    assert t.position.marker == -2
    assert t.effects[-1] == MarkerMoved(-3, -2, BLACK)
    t = t.position.play(t.position.parse_move("pass"))
    assert t.position.marker == -3
    assert t.effects == (Passed(WHITE), MarkerMoved(-2, -3, WHITE))


def test_the_marker_stays_put_at_the_end_of_the_track() -> None:
    p = new_medusa_position().with_marker(9)
    t = p.play(p.parse_move("pass"))
    assert t.position.marker == 9
    assert t.effects == (Passed(BLACK),)


# --- the end ---------------------------------------------------------------------------------


def test_two_complete_passes_in_succession_end_the_game_for_scoring() -> None:
    p = turn(turn(new_medusa_position(), "pass"), "pass")
    assert p.end is not None and p.end.needs_scoring and p.end.reason == "two passes"
    assert p.legal_actions() == []
    assert p.attempt(p.parse_move("k11")).reason == Reason.GAME_OVER


def test_a_turn_with_only_movements_is_not_a_complete_pass() -> None:
    p = medusa_from_text(". . . . . . . X X O", top_row=1, to_move="white")
    p = turn(turn(turn(p, "pass"), "i1-g1"), "pass")
    assert p.end is None


def test_resignation_ends_the_game_for_the_opponent() -> None:
    p = new_medusa_position().resign(BLACK)
    assert p.end.winner == WHITE and p.end.result_text == "W+R"
    assert isinstance(p.ready_for(WHITE), Illegal)


def test_play_resumes_after_two_passes_when_asked() -> None:
    p = turn(turn(new_medusa_position(), "pass"), "pass")
    ready = p.ready_for(BLACK)
    assert ready.end is None and ready.to_move == BLACK
    assert ready.is_legal(ready.parse_move("k11"))


def test_either_colour_may_be_made_to_move_between_turns() -> None:
    p = new_medusa_position().with_to_move(WHITE)
    assert p.to_move == WHITE
    assert turn(p, "k11").board[p.topology.parse("k11")] == WHITE


# --- whole turns -----------------------------------------------------------------------------


def test_a_whole_turn_plays_its_actions_and_answers_all_their_effects() -> None:
    p = medusa_from_text(". . . . . . . X X .", top_row=1)
    t = p.play(p.parse_move("k11 h1-j1"))
    assert t.move == Turn(p.topology.parse("k11"), (Movement(*(
        p.topology.parse(n) for n in ("h1", "j1"))),))
    assert [type(e).__name__ for e in t.effects] == ["Placed", "Moved"]
    assert t.position.to_move == WHITE


def test_a_whole_turn_refused_says_which_action_was_wrong() -> None:
    p = medusa_from_text(". . . . . . . X X .", top_row=1)
    refused = p.attempt(p.parse_move("k11 h1-j1 i1-g1"))
    assert isinstance(refused, Illegal)
    assert refused.message.startswith("i1-g1: ")


def test_a_whole_turn_starts_at_a_turn_boundary() -> None:
    p = act(new_medusa_position(), "k11").position
    assert p.attempt(Turn()).reason == Reason.ILLEGAL


def test_legal_turns_replay_from_their_text_to_the_same_position() -> None:
    p = medusa_from_text("""
           . . . . . . . . . . . .
            . # . # . # . # X # .
             . . . . . . . X X .
    """, top_row=3)
    turns = list(legal_turns(p))
    assert len({t.position.hash for t in turns}) == len(turns)
    assert Turn() in {t.move for t in turns}
    for t in turns[:40] + turns[-40:]:
        assert turn(p, p.move_text(t.move)) == t.position


# --- the repetition ban ----------------------------------------------------------------------


def cycle(row1: str) -> MedusaPosition:
    """Black jumps a1 to c1 and back while White passes: the next a1-c1 would recreate the
    state after the first one."""
    p = medusa_from_text(row1, top_row=1)
    for text in ("a1-c1", "pass", "c1-a1", "pass"):
        p = turn(p, text)
    return p


def test_a_turn_may_not_recreate_an_earlier_state() -> None:
    p = cycle("X X . . . . . . . O")
    refused = p.attempt(p.parse_move("a1-c1"))
    assert refused.reason == Reason.SUPERKO
    assert p.parse_action("a1-c1") not in p.legal_actions()


def test_a_complete_pass_may_recreate_an_earlier_state() -> None:
    p = medusa_from_text("X X . . . . . . . O", top_row=1)
    start = p
    for text in ("a1-c1", "pass", "c1-a1"):
        p = turn(p, text)
    after = turn(p, "pass")  # board, marker and player to move as at the start
    assert (after.board, after.marker, after.to_move) == (start.board, start.marker, BLACK)


def test_a_movement_is_allowed_when_another_movement_can_still_avoid_the_repetition() -> None:
    p = cycle("X X . . . . X X . O")
    after = act(p, "a1-c1").position
    assert DONE not in after.legal_actions()
    assert after.legal_actions() == [after.parse_action("g1-i1"), after.parse_action("h1-f1")]
    assert turn(p, "a1-c1 g1-i1").to_move == WHITE


def test_a_placement_never_repeats_a_state() -> None:
    p = cycle("X X . . . . . . . O")
    assert p.is_legal(p.parse_move("k11 a1-c1"))


# --- values ----------------------------------------------------------------------------------


def test_a_long_game_pickles_with_its_history() -> None:
    p = new_medusa_position()
    rng = random.Random(8)
    for _ in range(120):
        p = random_turn(p, rng, place=0.5).position
        if p.end is not None:
            p = p.resumed()
    copy = pickle.loads(pickle.dumps(p))
    assert copy == p
    assert [link.key for link in copy.history] == [link.key for link in p.history]
    assert copy.legal_actions() == p.legal_actions()
