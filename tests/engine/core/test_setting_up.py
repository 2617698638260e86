"""Setting up a position by hand (issue 44, item 1): each family's kit turns an arrangement into
a setup from the position before, and refuses a position that cannot be, with the reason — a
Go chain without liberties, a Medusa group without liberties or rosette, a chess side with two
kings or none, a pawn on its own last rank, a castling right without its king and rook, a king
the side to move could take at once. The positions are drawn as text."""

from __future__ import annotations

from typing import Any

import pytest

from magnetdesk.engine.chess.moves import KING, PAWN, ROOK, piece_of, square
from magnetdesk.engine.core.setup import Arrangement
from magnetdesk.engine.core.vocabulary import BLACK, WHITE, Illegal
from magnetdesk.engine.go.diagram import position_from_text
from magnetdesk.engine.medusa.diagram import medusa_from_text
from magnetdesk.engine.variants import family_of, new_position
from magnetdesk.record.positions import apply_setup


def set_up(variant: str, before: Any, arrangement: Arrangement) -> Any:
    """The position a setup of ``arrangement`` reaches from ``before``, or why not."""
    kit = family_of(variant).setup
    assert kit is not None
    setup = kit.change(before, arrangement)
    after = apply_setup(before, setup)
    if isinstance(after, Illegal):
        return after
    return kit.check(after) or after


def go_cells(position: Any, names: str) -> list[int]:
    return [position.topology.parse(name) for name in names.split()]


# --- the Go family ------------------------------------------------------------------------------


def test_a_go_arrangement_sets_up_exactly_its_stones_and_side():
    before = position_from_text("go", "X . .\n. O .\n. . .")
    cells = dict.fromkeys(go_cells(before, "A1 B1"), BLACK) | {before.topology.parse("C3"): WHITE}
    after = set_up("go", before, Arrangement(cells, WHITE))
    assert after.board_text() == "..O\n...\nXX."
    assert after.to_move == WHITE


def test_a_go_chain_without_liberties_is_refused_with_its_point():
    before = new_position("go", size=9)
    corner = dict.fromkeys(go_cells(before, "A1 A2"), BLACK) | dict.fromkeys(
        go_cells(before, "B1 B2 A3"), WHITE)
    refused = set_up("go", before, Arrangement(corner, BLACK))
    assert isinstance(refused, Illegal)
    assert refused.message in ("the black chain at A1 has no liberty",
                               "the black chain at A2 has no liberty")


def test_a_go_life_and_death_position_with_one_liberty_each_is_accepted():
    text = """
        . X O . .
        X X O . .
        O O O . .
        . . . . .
        . . . . .
    """
    before = new_position("go", size=5)
    drawn = position_from_text("go", text)
    arrangement = family_of("go").setup.arrangement(drawn)  # type: ignore[union-attr]
    after = set_up("go", before, arrangement)
    assert not isinstance(after, Illegal)
    assert after.board_text() == drawn.board_text()


def test_magnetgo_sets_up_stones_without_magnetism():
    before = new_position("magnetgo", size=9)
    cells = dict.fromkeys(go_cells(before, "E5 E6"), BLACK)
    after = set_up("magnetgo", before, Arrangement(cells, BLACK))
    assert sorted(after.topology.name(c) for c in after.stones(BLACK)) == ["E5", "E6"]


# --- Medusa ------------------------------------------------------------------------------------


def test_a_medusa_group_without_liberty_is_refused():
    before = new_position("medusa")
    after = medusa_from_text("""
        X # . # . # . # . # .
         O X . . . . . . . .
    """, top_row=2)
    arrangement = family_of("medusa").setup.arrangement(after)  # type: ignore[union-attr]
    refused = set_up("medusa", before, arrangement)
    assert isinstance(refused, Illegal)
    assert refused.message == "the white group at a1 has no liberty and no rosette"


def test_a_medusa_rosette_lives_without_liberties():
    """A black rosette round the centre hole j10, closed in by white stones: no liberty, but
    alive; the white stones around it have liberties outside."""
    before = new_position("medusa")
    grid = before.topology
    ring = [grid.parse(name) for name in ["k10", "i10", "j11", "j9", "k11", "i9"]]
    assert set(ring) in [set(r) for r in grid.rosettes]
    cells = dict.fromkeys(ring, BLACK)
    around = {n for c in ring for n in grid.neighbours[c]} - set(ring)
    cells |= dict.fromkeys(around, WHITE)
    after = set_up("medusa", before, Arrangement(cells, BLACK, {"marker": -3}))
    assert not isinstance(after, Illegal), after
    assert all(after.board[c] == BLACK for c in ring)
    assert not any(after.board[n] == 0 for c in ring for n in grid.neighbours[c])


def test_the_medusa_marker_is_set_up_and_kept_in_range():
    before = new_position("medusa")
    kit = family_of("medusa").setup
    assert kit is not None
    change = kit.change(before, Arrangement({}, WHITE, {"marker": 5}))
    assert change.state == "5" and change.to_move == WHITE
    after = set_up("medusa", before, Arrangement({}, WHITE, {"marker": 5}))
    assert after.marker == 5 and after.to_move == WHITE
    assert isinstance(before.with_state("10"), Illegal)
    assert isinstance(before.with_state("two"), Illegal)


# --- chess -------------------------------------------------------------------------------------


def pieces(**placed: int) -> dict[int, int]:
    return {square(name): piece for name, piece in placed.items()}


WK, BK = piece_of(WHITE, KING), piece_of(BLACK, KING)


def test_a_chess_endgame_is_set_up_as_a_whole_board():
    before = new_position("magnetic-chess")
    arrangement = Arrangement(pieces(e1=WK, a1=piece_of(WHITE, ROOK), e8=BK, d7=piece_of(
        BLACK, PAWN)), BLACK, {"Q": True})
    after = set_up("magnetic-chess", before, arrangement)
    assert not isinstance(after, Illegal)
    assert after.fen().startswith("4k3/3p4/8/8/8/8/8/R3K3 b Q ")


@pytest.mark.parametrize(("placed", "to_move", "extras", "reason"), [
    ({"e1": WK, "e8": BK, "d8": BK}, WHITE, {}, "a side has two kings"),
    ({"e1": WK, "a2": WK, "e8": BK}, WHITE, {}, "a side has two kings"),
    ({"e1": WK}, WHITE, {}, "Black has no king"),
    ({"e8": BK}, BLACK, {}, "White has no king"),
    ({"e1": WK, "e8": BK, "a8": piece_of(WHITE, PAWN)}, WHITE, {},
     "a pawn cannot stand on its own last rank"),
    ({"e1": WK, "e8": BK}, WHITE, {"K": True},
     "the castling right K needs the king and the rook on their first squares"),
    ({"e1": WK, "e2": BK}, WHITE, {}, "White could take the black king at once"),
])
def test_an_impossible_chess_setup_is_refused_with_its_reason(placed, to_move, extras, reason):
    before = new_position("magnetic-chess")
    refused = set_up("magnetic-chess", before, Arrangement(pieces(**placed), to_move, extras))
    assert isinstance(refused, Illegal)
    assert refused.message == reason


def test_a_pawn_on_its_own_first_rank_may_be_set_up():
    """Magnetism pushes pawns back onto their first rank, so one may stand there."""
    before = new_position("magnetic-chess")
    placed = pieces(e1=WK, e8=BK, a1=piece_of(WHITE, PAWN), h8=piece_of(BLACK, PAWN))
    assert not isinstance(set_up("magnetic-chess", before, Arrangement(placed, WHITE)), Illegal)


@pytest.mark.parametrize("variant", ["go", "medusa", "magnetic-chess"])
def test_each_family_reads_back_the_arrangement_of_its_start(variant):
    start = new_position(variant)
    kit = family_of(variant).setup
    assert kit is not None
    assert kit.arrangement(kit.draft(start, kit.arrangement(start))) == kit.arrangement(start)
