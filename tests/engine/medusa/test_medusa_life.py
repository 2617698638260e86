"""Medusa's life and death: capture by reversal, legal suicide, rosettes (placements here;
movements in test_medusa_movement.py). Diagrams show the top or bottom rows of the board."""

from __future__ import annotations

from magnetdesk.engine.core.vocabulary import BLACK, WHITE, Placed, Reason
from magnetdesk.engine.medusa.diagram import medusa_from_text
from magnetdesk.engine.medusa.position import DONE, MedusaPosition, Reversed


def act(p: MedusaPosition, *actions: str):
    """Play single actions by their text (each must be legal); the last transition."""
    transition = None
    for text in actions:
        transition = p.play(p.parse_action(text))
        p = transition.position
    assert transition is not None
    return transition


def cells(p: MedusaPosition, names: str) -> tuple[int, ...]:
    return tuple(sorted(p.topology.parse(n) for n in names.split()))


def colour_at(p: MedusaPosition, names: str) -> set[int]:
    return {p.board[c] for c in cells(p, names)}


def reversals(effects) -> list[tuple[tuple[int, ...], int, bool]]:
    return [(tuple(sorted(e.cells)), e.colour, e.suicide) for e in effects
            if isinstance(e, Reversed)]


# --- capture by reversal ---------------------------------------------------------------------


def test_a_stone_without_liberties_is_reversed_not_removed() -> None:
    p = medusa_from_text("""
            . # . # . # . # . # .
             X O . . . . . . . .
    """, top_row=2, to_move="white")
    t = act(p, "a2")
    assert colour_at(t.position, "a1 a2 b1") == {WHITE}
    assert reversals(t.effects) == [(cells(p, "a1"), WHITE, False)]
    assert len(t.position.stones(BLACK) + t.position.stones(WHITE)) == 3


def test_a_group_is_captured_when_its_last_liberty_is_filled() -> None:
    p = medusa_from_text("""
           O O . . . . . . . . . .
            X # X # . # . # . # .
             X X O . . . . . . .
    """, top_row=3, to_move="white")
    assert colour_at(act(p, "d3").position, "a1 b1 a2 c2") == {BLACK}  # c3 is still free
    t = act(p.with_stones(white=cells(p, "d3")), "c3")
    assert reversals(t.effects) == [(cells(p, "a1 b1 a2 c2"), WHITE, False)]


def test_capture_happens_even_if_the_placed_stone_has_no_liberty_of_its_own() -> None:
    p = medusa_from_text("""
           X X . . . . . . . . . .
            . # . # . # . # . # .
             X O . . . . . . . .
    """, top_row=3, to_move="white")
    t = act(p, "a2")  # a2 touches only black stones, but a1 loses its last liberty
    assert reversals(t.effects) == [(cells(p, "a1"), WHITE, False)]
    assert colour_at(t.position, "a1 a2") == {WHITE}


def test_capture_comes_first_so_the_capturing_group_stays_even_without_a_liberty() -> None:
    # a2 is the last liberty of Black's a1 and of White's b1-c2-c3-b3 at once.
    p = medusa_from_text("""
          . # X # . # . # . # . # .
           X O O X . . . . . . . .
            . # O # . # . # . # .
             X O X . . . . . . .
    """, top_row=4, to_move="white")
    t = act(p, "a2")
    assert reversals(t.effects) == [(cells(p, "a1"), WHITE, False)]
    assert colour_at(t.position, "a2 a1 b1 c2 c3 b3") == {WHITE}
    assert not any(t.position.board[n] == 0
                   for c in cells(p, "a2 a1 b1 c2 c3 b3") for n in p.topology.neighbours[c])


def test_reversals_happen_before_the_movement_phase() -> None:
    p = medusa_from_text("""
            . # . # . # . # . # .
             X O . . . . . . . .
    """, top_row=2, to_move="white")
    after = act(p, "a2").position
    assert after.in_turn and after.to_move == WHITE
    assert after.board[p.topology.parse("a1")] == WHITE


# --- suicide ---------------------------------------------------------------------------------


def test_a_suicide_placement_is_legal_and_the_stone_is_reversed() -> None:
    p = medusa_from_text("""
            X # . # . # . # . # .
             . X . . . . . . . .
    """, top_row=2, to_move="white")
    t = act(p, "a1")
    assert t.effects == (
        Placed(p.topology.parse("a1"), WHITE),
        Reversed(cells(p, "a1"), BLACK, suicide=True),
    )
    assert t.position.board[p.topology.parse("a1")] == BLACK


def test_suicide_reverses_the_placers_whole_group() -> None:
    p = medusa_from_text("""
           X . . . . . . . . . . .
            X # X # . # . # . # .
             . O X . . . . . . .
    """, top_row=3, to_move="white")
    t = act(p, "a1")
    assert reversals(t.effects) == [(cells(p, "a1 b1"), BLACK, True)]
    assert t.position.stones(WHITE) == []


def test_a_placement_that_captures_is_not_suicide() -> None:
    p = medusa_from_text("""
           X X . . . . . . . . . .
            . # . # . # . # . # .
             X O . . . . . . . .
    """, top_row=3, to_move="white")
    assert [e.suicide for e in act(p, "a2").effects if isinstance(e, Reversed)] == [False]


# --- rosettes --------------------------------------------------------------------------------


def test_a_group_with_a_rosette_lives_without_any_liberty() -> None:
    # Black's six stones ring the hole b2; White takes the last outside liberty d3.
    p = medusa_from_text("""
          . # O # . # . # . # . # .
           O X X . . . . . . . . .
            X # X # . # . # . # .
             X X O . . . . . . .
    """, top_row=4, to_move="white")
    t = act(p, "d3")
    assert reversals(t.effects) == []
    assert colour_at(t.position, "a1 b1 c2 c3 b3 a2") == {BLACK}
    assert t.position.rosettes() == [(p.topology.holes.index((2, 2)), BLACK)]


def test_the_same_group_without_its_rosette_is_captured() -> None:
    p = medusa_from_text("""
          . # O # . # . # . # . # .
           O X X O . . . . . . . .
            X # X # . # . # . # .
             . X O . . . . . . .
    """, top_row=4, to_move="white")
    t = act(p, "a1")  # no rosette: the last liberty filled, the five stones turn white
    assert reversals(t.effects) == [(cells(p, "b1 c2 c3 b3 a2"), WHITE, False)]


# --- the seed's top example ------------------------------------------------------------------

# Black's top-right group has two liberties, A = s19 and B = s15. A completes a rosette
# around the hole r18; White's q15-r15 can jump to B ("qs15").
TOP = """
         . . . . . . . O X .
        . # . # . # . # X # X
       . . . . . . . . O X X X
      . # . # . # . # . # O # X
     . . . . . . . . . . . O O .
"""
BLACK_GROUP = "q17 q18 r19 r17 s18 s17 s16"


def top() -> MedusaPosition:
    return medusa_from_text(TOP, to_move="white")


def test_seed_top_white_at_a_is_suicide_and_gives_black_a_rosette() -> None:
    p = top()
    t = act(p, "s19")
    assert reversals(t.effects) == [(cells(p, "s19"), BLACK, True)]
    assert t.position.rosettes() == [(p.topology.holes.index((18, 18)), BLACK)]


def test_seed_top_after_whites_suicide_the_movement_to_b_is_useless() -> None:
    p = top()
    t = act(p, "s19", "qs15")  # the same turn: B was black's last liberty
    assert reversals(t.effects) == []
    assert colour_at(t.position, BLACK_GROUP + " s19") == {BLACK}


def test_seed_top_if_white_moves_to_b_black_completes_the_rosette_at_a_and_lives() -> None:
    p = top()
    p = act(p, "qs15", "done").position
    t = act(p, "s19")  # black fills its own last liberty: a rosette, not a suicide
    assert reversals(t.effects) == []
    assert colour_at(t.position, BLACK_GROUP + " s19") == {BLACK}
    assert t.position.rosettes() == [(p.topology.holes.index((18, 18)), BLACK)]


def test_seed_top_if_black_does_not_answer_white_at_a_captures_the_group() -> None:
    p = top()
    p = act(p, "qs15", "done").position
    p = act(p, "a1", "done").position
    t = act(p, "s19")
    assert reversals(t.effects) == [(cells(p, BLACK_GROUP), WHITE, False)]


def test_seed_top_white_may_place_at_a_only_once_per_turn() -> None:
    p = act(top(), "s19").position
    refusal = p.attempt(p.parse_action("a1"))
    assert refusal.reason == Reason.ILLEGAL
    assert p.attempt(DONE).position.to_move == BLACK
