"""Properties of random legal games in every Go variant on small boards, blocking points or not.

A game is drawn as a variant, its options and a list of numbers; each number picks the next move
among the empty points (the first legal one from there on, or a pass), so the same numbers
always give the same game and Hypothesis can shrink a failing game to a short one.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from magnetdesk.engine.core.history import board_hash
from magnetdesk.engine.core.options import OptionError
from magnetdesk.engine.core.vocabulary import (
    BLACK,
    EMPTY,
    WHITE,
    Captured,
    Placed,
    Reason,
    Removed,
    Slid,
    Transition,
    opponent,
)
from magnetdesk.engine.go.position import PASS, chain_at
from magnetdesk.engine.variants import new_position

GO_FAMILY = ("go", "atari-go", "stoical-go", "magnetgo")
CHOICES = {
    "go": {"ko": ("simple", "positional", "situational"), "suicide": ("forbidden", "allowed")},
    "atari-go": {"start": ("crosscut", "empty")},
    "stoical-go": {"repetition": ("draw", "loss"), "snapback": (False, True)},
    "magnetgo": {"ko": ("basic", "positional"), "handicap_magnetism": (False, True)},
}
PASS_EVERY = 12  # about one move in twelve is a pass (numbers 7, 19, 31, ...)

PROPERTY_SETTINGS = settings(
    max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


@dataclass
class Game:
    variant: str
    options: dict[str, Any]
    start: Any
    moves: list[int] = field(default_factory=list)
    transitions: list[Transition] = field(default_factory=list)

    @property
    def positions(self) -> list[Any]:
        return [self.start, *(t.position for t in self.transitions)]

    def steps(self):
        """(position before, transition) for every move of the game."""
        return zip(self.positions, self.transitions, strict=False)


@st.composite
def games(draw, variants: tuple[str, ...] = GO_FAMILY) -> Game:
    variant = draw(st.sampled_from(variants))
    size = draw(st.integers(5, 9))
    options: dict[str, Any] = {"size": size}
    for key, values in CHOICES[variant].items():
        options[key] = draw(st.sampled_from(values))
    blocked = draw(
        st.sets(st.tuples(st.integers(0, size - 1), st.integers(0, size - 1)), max_size=4)
    )
    if blocked:
        options["blocked"] = " ".join(f"{'ABCDEFGHJ'[x]}{y + 1}" for x, y in sorted(blocked))
    if variant != "atari-go" and size >= 7:
        options["handicap"] = draw(st.sampled_from((0, 0, 0, 2, 3, 4)))
    try:
        start = new_position(variant, **options)
    except OptionError:
        assume(False)
    game = Game(variant, options, start)
    p = start
    for number in draw(st.lists(st.integers(0, 10**6), min_size=20, max_size=200)):
        if p.end is not None:
            break
        t = _move_for(p, number)
        game.moves.append(t.move)
        game.transitions.append(t)
        p = t.position
    return game


def _move_for(p, number: int) -> Transition:
    """The legal move that ``number`` picks (a pass if it says so or nothing else is legal)."""
    empty = [c for c, s in enumerate(p.board) if s == EMPTY]
    if number % PASS_EVERY != 7 and empty:
        first = number % len(empty)
        for cell in empty[first:] + empty[:first]:
            outcome = p.attempt(cell)
            if isinstance(outcome, Transition):
                return outcome
    return p.play(PASS)


def _count(board, colour: int) -> int:
    return sum(1 for s in board if s == colour)


def _taken(t: Transition, kind: type) -> int:
    return sum(len(e.cells) for e in t.effects if isinstance(e, kind))


# --- the board and its hash -----------------------------------------------------------------


@PROPERTY_SETTINGS
@given(games())
def test_the_incremental_hash_is_the_hash_of_the_board(game: Game) -> None:
    for p in game.positions:
        assert p.hash == board_hash(p.board)


@PROPERTY_SETTINGS
@given(games())
def test_replaying_the_same_moves_gives_an_equal_position(game: Game) -> None:
    p = new_position(game.variant, **game.options)
    for move in game.moves:
        p = p.play(move).position
    final = game.positions[-1]
    assert p == final
    assert p.hash == final.hash
    assert p.board_text() == final.board_text()
    assert p.ply == final.ply


@PROPERTY_SETTINGS
@given(games())
def test_the_effects_of_a_move_turn_the_old_board_into_the_new_one(game: Game) -> None:
    for before, t in game.steps():
        board = list(before.board)
        for e in t.effects:
            if isinstance(e, Placed):
                assert board[e.cell] == EMPTY
                board[e.cell] = e.colour
            elif isinstance(e, Slid):
                assert board[e.start] == e.colour
                assert board[e.end] == EMPTY
                board[e.start], board[e.end] = EMPTY, e.colour
            elif isinstance(e, Captured | Removed):
                assert all(board[c] == e.colour for c in e.cells)
                for c in e.cells:
                    board[c] = EMPTY
        assert tuple(board) == t.position.board


@PROPERTY_SETTINGS
@given(games())
def test_effects_name_the_right_colours(game: Game) -> None:
    for before, t in game.steps():
        mover = before.to_move
        for e in t.effects:
            if isinstance(e, Placed | Removed):
                assert e.colour == mover
            elif isinstance(e, Captured):
                assert e.colour == opponent(mover)
            elif isinstance(e, Slid):
                assert e.attracted == (e.colour != mover)


# --- the rules of every move ----------------------------------------------------------------


@PROPERTY_SETTINGS
@given(games())
def test_no_chain_on_the_board_is_without_a_liberty(game: Game) -> None:
    for p in game.positions:  # the start position (crosscut, handicap) too
        neighbours = p.rules.grid.neighbours
        for cell, stone in enumerate(p.board):
            if stone != EMPTY:
                assert chain_at(p.board, neighbours, cell)[1], p.board_text()


@PROPERTY_SETTINGS
@given(games())
def test_the_side_to_move_alternates(game: Game) -> None:
    for before, t in game.steps():
        assert t.position.to_move == opponent(before.to_move)
        assert t.position.ply == before.ply + 1


@PROPERTY_SETTINGS
@given(games())
def test_stones_come_only_by_placement_and_go_only_by_capture_or_removal(game: Game) -> None:
    for before, t in game.steps():
        mover, other = before.to_move, opponent(before.to_move)
        placed = 0 if t.move == PASS else 1
        assert _count(t.position.board, mover) == (
            _count(before.board, mover) + placed - _taken(t, Removed)
        )
        assert _count(t.position.board, other) == _count(before.board, other) - _taken(t, Captured)


@PROPERTY_SETTINGS
@given(games())
def test_every_stone_placed_is_on_the_board_or_a_prisoner_of_the_other_side(game: Game) -> None:
    placed = {BLACK: len(game.start.stones(BLACK)), WHITE: len(game.start.stones(WHITE))}
    for before, t in game.steps():
        if t.move != PASS:
            placed[before.to_move] += 1
        p = t.position
        for colour in (BLACK, WHITE):
            assert placed[colour] == len(p.stones(colour)) + p.prisoners[opponent(colour)]


@PROPERTY_SETTINGS
@given(games(("go", "atari-go", "stoical-go")))
def test_without_magnetism_nothing_slides_and_captures_touch_the_placed_stone(game: Game) -> None:
    for before, t in game.steps():
        assert not any(isinstance(e, Slid) for e in t.effects)
        neighbours = before.rules.grid.neighbours
        for e in t.effects:
            if isinstance(e, Captured):
                assert any(t.move in neighbours[c] for c in e.cells)


@PROPERTY_SETTINGS
@given(games())
def test_the_ko_rule_holds_on_the_actual_boards(game: Game) -> None:
    ko = game.start.rules.ko
    earlier = [(game.start.board, game.start.to_move)]
    positions = game.positions
    for i, t in enumerate(game.transitions):
        after = t.position
        if t.move != PASS:
            if ko == "positional":
                assert after.board not in {b for b, _ in earlier}
            elif ko == "situational":
                assert (after.board, after.to_move) not in earlier
            elif ko == "basic" and i >= 1:
                assert after.board != positions[i - 1].board
        earlier.append((after.board, after.to_move))


@PROPERTY_SETTINGS
@given(games(("stoical-go",)))
def test_no_capture_right_after_an_opponent_capture_unless_snapback_allows(game: Game) -> None:
    for before, t in game.steps():
        if t.captured() and before.last_capture:
            assert before.rules.snapback
            assert t.captured() > before.last_capture


@PROPERTY_SETTINGS
@given(games(("stoical-go",)))
def test_stoical_go_ends_when_a_move_repeats_the_movers_earlier_position(game: Game) -> None:
    positions = game.positions
    for i, (before, t) in enumerate(game.steps()):
        if t.move == PASS:
            continue
        mover = before.to_move
        after_own_moves = {
            positions[j + 1].board
            for j in range(i)
            if positions[j].to_move == mover and game.moves[j] != PASS
        }
        if t.position.board in after_own_moves:
            assert t.position.end is not None
            assert t.position.end.reason == "repetition"
        if t.position.end is not None and t.position.end.reason == "repetition":
            same_side = {p.board for p in positions[: i + 1] if p.to_move == opponent(mover)}
            assert t.position.board in same_side


@PROPERTY_SETTINGS
@given(games(("atari-go",)))
def test_atari_go_ends_exactly_at_the_first_capture(game: Game) -> None:
    for before, t in game.steps():
        if t.captured():
            assert t.position.end is not None
            assert t.position.end.winner == before.to_move
        elif t.move != PASS:
            assert t.position.end is None


@PROPERTY_SETTINGS
@given(games())
def test_a_finished_game_refuses_every_move(game: Game) -> None:
    p = game.positions[-1]
    while p.end is None:  # two passes end any game that is still going
        p = p.play(PASS).position
    assert p.attempt(PASS).reason is Reason.GAME_OVER
    assert all(p.attempt(c).reason is Reason.GAME_OVER for c in range(len(p.board)))


# --- Magnetgo's magnet stage ----------------------------------------------------------------


@PROPERTY_SETTINGS
@given(games(("magnetgo",)))
def test_slides_follow_the_rays_of_the_placed_stone(game: Game) -> None:
    for before, t in game.steps():
        rays = before.rules.grid.rays[t.move] if t.move != PASS else ()
        for e in t.effects:
            if not isinstance(e, Slid):
                continue
            (ray,) = [r for r in rays if e.start in r]
            start, end = ray.index(e.start), ray.index(e.end)
            assert all(before.board[c] == EMPTY for c in ray[:start])  # the nearest stone
            if e.attracted:
                assert end == 0 < start
            else:
                assert end > start
                assert end == len(ray) - 1 or before.board[ray[end + 1]] != EMPTY


@PROPERTY_SETTINGS
@given(games(("magnetgo",)))
def test_a_stone_that_slid_is_never_taken_off_by_the_same_move(game: Game) -> None:
    for t in game.transitions:
        ends = {e.end for e in t.effects if isinstance(e, Slid)}
        taken = {c for e in t.effects if isinstance(e, Captured | Removed) for c in e.cells}
        assert not ends & taken
