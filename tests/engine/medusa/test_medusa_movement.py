"""Medusa's group movement: jumps over friendly stones to the first vacant cell, one movement per
group, spent stones, captures by movement, and the seed's bottom example."""

from __future__ import annotations

from magnetdesk.engine.core.vocabulary import BLACK, WHITE, Illegal, Reason
from magnetdesk.engine.medusa.diagram import medusa_from_text
from magnetdesk.engine.medusa.groups import group_at, liberties
from magnetdesk.engine.medusa.notation import Movement
from magnetdesk.engine.medusa.position import MedusaPosition, Moved, Reversed


def act(p: MedusaPosition, *actions: str):
    """Play single actions by their text (each must be legal); the last transition."""
    transition = None
    for text in actions:
        transition = p.play(p.parse_action(text))
        p = transition.position
    assert transition is not None
    return transition


def refusal(p: MedusaPosition, action: str) -> Illegal:
    outcome = p.attempt(p.parse_action(action))
    assert isinstance(outcome, Illegal), f"{action} should be refused"
    return outcome


def names(p: MedusaPosition, colour: int) -> set[str]:
    return {p.topology.name(c) for c in p.stones(colour)}


def cells(p: MedusaPosition, text: str) -> tuple[int, ...]:
    return tuple(sorted(p.topology.parse(n) for n in text.split()))


def targets(p: MedusaPosition, name: str) -> set[str]:
    return {p.topology.name(c) for c in p.movement_targets(p.topology.parse(name))}


def bottom_row(row1: str, to_move: str = "black") -> MedusaPosition:
    """A position with only row 1 drawn."""
    return medusa_from_text(row1, top_row=1, to_move=to_move)


# --- how a group moves -----------------------------------------------------------------------


def test_a_stone_jumps_over_a_friendly_stone_to_the_vacant_cell_beyond() -> None:
    p = bottom_row(". X X . . . . . . .")
    t = act(p, "b1-d1")
    assert names(t.position, BLACK) == {"c1", "d1"}
    assert t.effects == (Moved(p.topology.parse("b1"), p.topology.parse("d1"), BLACK),)


def test_a_stone_jumps_over_an_unbroken_row_to_the_first_vacant_cell() -> None:
    p = bottom_row("X X X X . . . . . .")
    assert targets(p, "a1") == {"e1"}
    assert names(act(p, "a1-e1").position, BLACK) == {"b1", "c1", "d1", "e1"}


def test_a_jump_lands_on_the_first_vacant_cell_and_no_further() -> None:
    p = bottom_row("X X . X . . . . . .")
    assert targets(p, "a1") == {"c1"}
    assert refusal(p, "a1-e1").reason == Reason.ILLEGAL


def test_a_jump_is_stopped_by_an_opponent_stone() -> None:
    p = bottom_row("X X O . . . . . . .")
    assert targets(p, "a1") == set()


def test_a_jump_is_stopped_by_the_edge() -> None:
    p = bottom_row(". . . . . . . . X X")
    assert targets(p, "i1") == set()
    assert targets(p, "j1") == {"h1"}


def test_stones_jump_along_columns_and_diagonals_too() -> None:
    p = medusa_from_text("""
           . . . X . . . . . . . .
            X # X # . # . # . # .
             X . . . . . . . . .
    """, top_row=3)
    assert targets(p, "a1") == {"a3"}  # up column a, over a2
    assert targets(p, "a2") == set()  # down column a: the edge after a1
    assert targets(p, "c2") == {"e4"}  # along the diagonal c2, d3, e4
    assert targets(p, "d3") == {"b1"}


def test_a_single_stone_never_moves() -> None:
    p = bottom_row("X . X . . . . . . .")
    assert refusal(p, "a1-c1").message.endswith("only groups of two or more stones move")
    assert not any(isinstance(a, Movement) for a in p.legal_actions())


def test_only_the_side_to_move_moves_its_groups() -> None:
    p = bottom_row("O O . . . . . . . .")
    assert refusal(p, "a1-c1").reason == Reason.ILLEGAL


def test_a_placement_must_come_before_any_movement() -> None:
    p = bottom_row("X X . . . . . . . .")
    p = act(p, "a1-c1").position
    assert refusal(p, "f1").reason == Reason.ILLEGAL


# --- one movement per group: spent stones ----------------------------------------------------


def test_a_group_moves_at_most_once_per_turn() -> None:
    p = bottom_row("X X X . . . . . . .")
    p = act(p, "a1-d1").position
    assert "the group of b1 has already moved" in refusal(p, "b1-e1").message


def test_both_parts_of_a_group_split_by_its_movement_are_spent() -> None:
    p = medusa_from_text("""
              X # . # . # . # . # .
               X X X . . . . . . .
    """, top_row=2)
    p = act(p, "b1-d1").position  # leaves a1-a2 and c1-d1
    assert names(p, BLACK) == {"a1", "a2", "c1", "d1"}
    assert refusal(p, "a1-a3").reason == Reason.ILLEGAL
    assert refusal(p, "d1-b1").reason == Reason.ILLEGAL


def test_a_group_touched_by_a_moved_group_loses_its_move() -> None:
    p = bottom_row("X X . X X . . . . .")
    p = act(p, "a1-c1").position  # c1 lands next to d1
    assert names(p, BLACK) == {"b1", "c1", "d1", "e1"}
    assert refusal(p, "e1-a1").reason == Reason.ILLEGAL


def test_the_order_of_movements_matters() -> None:
    p = bottom_row("X X . X X . . . . .")
    p = act(p, "d1-f1").position  # the right-hand group moves away first ...
    assert names(act(p, "a1-c1").position, BLACK) == {"b1", "c1", "e1", "f1"}  # ... both move


def test_a_group_that_moved_nowhere_near_another_leaves_it_free_to_move() -> None:
    p = bottom_row("X X . . . . . . X X")
    p = act(p, "a1-c1").position
    assert targets(p, "j1") == {"h1"}


def test_a_group_captured_by_placement_may_move_in_the_same_turn() -> None:
    p = medusa_from_text("""
            . # X # . # . # . # .
             O O X . . . . . . .
    """, top_row=2)
    t = act(p, "a2")  # a1-b1 lose their last liberty and turn black
    assert names(t.position, BLACK) == {"a1", "b1", "c1", "a2", "c2"}
    assert targets(t.position, "a1") == {"a3", "d1"}
    assert names(act(t.position, "a1-a3").position, BLACK) >= {"a3"}


def test_a_group_captured_by_movement_may_not_move_in_that_turn() -> None:
    p = medusa_from_text("""
           . . . . . . . . . . . .
            X # X # . # . # . # .
             O O . X X . . . . .
    """, top_row=3)
    # a1-b1 has one liberty, c1; e1 jumps over d1 into it and captures.
    t = act(p, "e1-c1")
    assert [tuple(sorted(e.cells)) for e in t.effects if isinstance(e, Reversed)] == [
        cells(p, "a1 b1")
    ]
    assert refusal(t.position, "a1-a3").reason == Reason.ILLEGAL


def test_a_moved_group_keeps_the_cell_it_left_as_a_liberty() -> None:
    # So a movement is never suicide: the jumper's old cell touches the stone it jumped.
    p = bottom_row("X X . . . . . . . .")
    after = act(p, "a1-c1").position
    group = group_at(after.board, p.topology.neighbours, p.topology.parse("c1"))
    assert p.topology.parse("a1") in liberties(after.board, p.topology.neighbours, group)


# --- the seed's bottom example ---------------------------------------------------------------

# White to move. Black threatens to connect by capturing a3-a4 at a5. White instead places at
# C = a1: suicide, so a1 turns black and joins b1-c2 and a2-b3 into one five-stone group with
# two liberties, c1 and c3. Then White moves e1 over d1 into c1 and e3 over d3 into c3.
BOTTOM = """
         . X . . . . . . . . . . . .
          O # O # . # . # . # . # .
           O X . O O . . . . . . .
            X # X # . # . # . # .
             . X . O O . . . . .
"""
FOUR = "b1 c2 a2 b3"


def bottom(to_move: str = "white") -> MedusaPosition:
    return medusa_from_text(BOTTOM, top_row=5, to_move=to_move)


def test_seed_bottom_black_threatens_to_connect_by_capturing_a3_a4() -> None:
    t = act(bottom("black"), "a5")
    assert names(t.position, WHITE) == {"c4", "d3", "e3", "d1", "e1"}


def test_seed_bottom_white_suicide_at_c_makes_a_five_stone_black_group_with_two_liberties() -> None:
    p = bottom()
    after = act(p, "a1").position
    group = group_at(after.board, p.topology.neighbours, p.topology.parse("a1"))
    assert sorted(group) == list(cells(p, FOUR + " a1"))
    assert liberties(after.board, p.topology.neighbours, group) == set(cells(p, "c1 c3"))


def test_seed_bottom_the_movements_ec1_and_ec3_kill_the_group() -> None:
    p = bottom()
    p = act(p, "a1").position
    t = act(p, "ec1")
    assert not any(isinstance(e, Reversed) for e in t.effects)  # c3 is still free
    t = act(t.position, "ec3")
    assert [tuple(sorted(e.cells)) for e in t.effects if isinstance(e, Reversed)] == [
        cells(p, FOUR + " a1")
    ]
    assert names(t.position, BLACK) == {"b5"}


def test_seed_bottom_as_one_whole_turn() -> None:
    p = bottom()
    turn = p.parse_move("a1 ec1 ec3")
    t = p.play(turn)
    assert p.move_text(turn) == "a1 e1-c1 e3-c3"
    assert names(t.position, BLACK) == {"b5"}
    assert t.position.to_move == BLACK and t.position.marker == p.marker  # a stone was placed


def test_seed_bottom_without_the_placement_at_c_the_movements_kill_nothing() -> None:
    p = bottom()
    t = p.play(p.parse_move("ec1 ec3"))
    assert names(t.position, BLACK) == set(FOUR.split()) | {"b5"}
