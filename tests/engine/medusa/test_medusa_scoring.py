"""Counting Medusa: stones + surrounded empty cells + the marker; dead groups reversed; seki
cells count for nobody; the seed's seki; the dead-group proposal."""

from __future__ import annotations

import random

import pytest

from magnetdesk.engine.core.vocabulary import BLACK, EMPTY, WHITE, opponent
from magnetdesk.engine.medusa.diagram import medusa_from_text
from magnetdesk.engine.medusa.notation import Movement
from magnetdesk.engine.medusa.position import MedusaPosition, Reversed
from magnetdesk.engine.medusa.scoring import estimate_dead, score, toggle_group


def cells(p: MedusaPosition, text: str) -> frozenset[int]:
    return frozenset(p.topology.parse(n) for n in text.split())


def test_each_side_scores_stones_plus_the_cells_it_alone_surrounds_plus_the_marker() -> None:
    # Black's b1 and a2 surround a1; White's i1 and k2 surround j1; the rest touches both.
    p = medusa_from_text("""
            X # . # . # . # . # O
             . X . . . . . . O .
    """, top_row=2)
    s = score(p)
    assert (s.black.stones, s.black.territory, s.black.komi) == (2, 1, 0)
    assert (s.white.stones, s.white.territory, s.white.komi) == (2, 1, 3)
    assert s.result_text == "W+3"


def test_the_marker_counts_for_the_side_it_stands_on() -> None:
    p = medusa_from_text(". X . . . . . . O .", top_row=1, marker=2)
    s = score(p)
    assert (s.black.komi, s.white.komi) == (2, 0)
    assert s.result_text == "B+2"


def test_an_empty_board_scores_only_the_marker() -> None:
    p = medusa_from_text(". . . . . . . . . .", top_row=1)
    assert score(p).result_text == "W+3"
    assert score(p.with_marker(0)).result_text == "0"


def test_dead_stones_are_reversed_not_removed() -> None:
    p = medusa_from_text("""
           X X . . . . . . . . . .
            O # . # . # . # . # .
             . X . . . . . . . O
    """, top_row=3)
    alive = score(p)
    assert (alive.black.total, alive.white.total) == (3, 5)  # a1 touches both: nobody's
    s = score(p, dead=cells(p, "a2"))
    assert (s.black.stones, s.black.territory, s.white.stones) == (4, 1, 1)
    assert s.owner[p.topology.parse("a2")] == BLACK


def test_counting_an_empty_cell_as_dead_is_a_callers_bug() -> None:
    p = medusa_from_text(". X . . . . . . O .", top_row=1)
    with pytest.raises(ValueError):
        score(p, dead=cells(p, "a1"))


# --- the seed's seki -------------------------------------------------------------------------

# Black b1-c2-d3 and White a2-b3-c4 share their only liberties, A = a1 and B = c3. Outside,
# White's c1, e3-e4 and Black's a3, c5-d5 close them in. No jump can reach A or B.
SEKI = """
         . . X X . . . . . . . . . .
          . # O # O # . # . # . # .
           X O . X O . . . . . . .
            O # X # . # . # . # .
             . X O . . . . . . .
"""


def seki(to_move: str) -> MedusaPosition:
    return medusa_from_text(SEKI, top_row=5, to_move=to_move)


@pytest.mark.parametrize("colour", ["black", "white"])
@pytest.mark.parametrize(("first", "reply"), [("a1", "c3"), ("c3", "a1")])
def test_seed_seki_whoever_occupies_a_or_b_has_his_stones_killed(
    colour: str, first: str, reply: str
) -> None:
    p = seki(colour)
    mover = p.to_move
    p = p.play(p.parse_move(first)).position
    t = p.play(p.parse_move(reply))
    flipped = [e for e in t.effects if isinstance(e, Reversed)]
    assert len(flipped) == 1 and flipped[0].colour == opponent(mover)
    assert p.topology.parse(first) in flipped[0].cells


@pytest.mark.parametrize("colour", ["black", "white"])
def test_seed_seki_neither_group_in_it_can_move(colour: str) -> None:
    p = seki(colour)
    in_seki = cells(p, "b1 c2 d3 a2 b3 c4")
    starts = {a.start for a in p.legal_actions() if isinstance(a, Movement)}
    assert starts and not starts & in_seki  # only the outside groups can move


def test_seed_seki_cells_count_for_nobody() -> None:
    p = seki("black")
    s = score(p)
    assert {s.owner[c] for c in cells(p, "a1 c3")} == {EMPTY}


# --- the scoring phase -----------------------------------------------------------------------

# Black's group holds a rosette around the hole b4; White's a1 has one liberty, a2, and
# whoever fills a2 turns a1 black.
HOPELESS = """
         . X X . . . . . . . . . . .
          X # X # . # . # . # . # .
           X X X . . . . . . . . .
            . # X # . # . # . # .
             O X . . . . . . . .
"""


def test_the_proposal_finds_a_hopeless_stone_dead_and_not_the_rosette_group() -> None:
    p = medusa_from_text(HOPELESS, top_row=5)
    assert p.rosettes() == [(p.topology.holes.index((2, 4)), BLACK)]
    estimate = estimate_dead(p, playouts=24, rng=random.Random(2))
    assert estimate.dead == cells(p, "a1")
    assert estimate.ownership[p.topology.parse("a1")] > 0.5


def test_the_proposal_is_the_same_for_the_same_position() -> None:
    p = medusa_from_text(HOPELESS, top_row=5)
    assert estimate_dead(p, playouts=8) == estimate_dead(p, playouts=8)


def test_clicking_a_group_toggles_it_dead_and_alive() -> None:
    p = medusa_from_text(HOPELESS, top_row=5)
    a1 = p.topology.parse("a1")
    dead = toggle_group(p, frozenset(), a1)
    assert dead == {a1}
    assert toggle_group(p, dead, a1) == frozenset()
    assert toggle_group(p, dead, p.topology.parse("a2")) == dead  # an empty cell


def test_a_finished_game_is_scored_with_the_dead_stones_reversed() -> None:
    p = medusa_from_text(HOPELESS, top_row=5, to_move="white")
    for text in ("pass", "pass"):
        p = p.play(p.parse_move(text)).position
    assert p.end is not None and p.end.needs_scoring
    s = score(p, dead=cells(p, "a1"))
    assert s.black.stones == 10 and s.white.stones == 0
    assert s.side(WHITE).komi == 3
