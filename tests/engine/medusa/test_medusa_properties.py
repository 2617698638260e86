"""Properties of random legal Medusa games: rosette groups are never reversed, the stone count
never falls, no turn recreates an earlier state, effects replay to the next board, a turn in
progress can always be finished, notation round trips."""

from __future__ import annotations

import random
from dataclasses import dataclass

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from magnetdesk.engine.core.vocabulary import BLACK, EMPTY, WHITE, Placed
from magnetdesk.engine.medusa.groups import group_at, liberties
from magnetdesk.engine.medusa.notation import Movement, Placement, parse_turn, turn_text
from magnetdesk.engine.medusa.position import DONE, MedusaPosition, Moved, Reversed
from magnetdesk.engine.medusa.rules import new_medusa_position


@dataclass
class Step:
    """One single action of a random game: the position before it and what it made."""

    before: MedusaPosition
    action: object
    after: MedusaPosition
    effects: tuple


@dataclass
class Game:
    steps: list[Step]
    turns: list[tuple[MedusaPosition, object, MedusaPosition]]  # (turn start, Turn, after)


def scattered_start(rng: random.Random, density: float) -> MedusaPosition:
    """Random setup stones (groups to move from the first turn on), a few complete rosettes,
    and a random marker."""
    p = new_medusa_position()
    board = p.topology
    black, white = [], []
    for cell in board.cells():
        roll = rng.random()
        if roll < density:
            (black if roll < density / 2 else white).append(cell)
    for _ in range(rng.randint(0, 3)):
        ring = rng.choice(board.rosettes)
        black, white = (black, white) if rng.random() < 0.5 else (white, black)
        black += ring
        white = [c for c in white if c not in ring]
    return p.with_stones(black, white).with_marker(rng.randint(-9, 9))


def besieged_start(rng: random.Random, rosettes: int) -> MedusaPosition:
    """Complete rosettes ringed by the other colour up to one liberty: the random players
    soon fill it, so the rosette rule is tried often."""
    p = new_medusa_position()
    board = p.topology
    colours: dict[int, int] = {}
    attacker = BLACK
    for _ in range(rosettes):
        ring = set(rng.choice(board.rosettes))
        own = rng.choice((BLACK, WHITE))
        outside = sorted({n for c in ring for n in board.neighbours[c]} - ring)
        rng.shuffle(outside)
        colours.update(dict.fromkeys(ring, own))
        besiegers = outside[1:]
        attacker = WHITE if own == BLACK else BLACK
        colours.update(dict.fromkeys(besiegers, attacker))
    black = [c for c, colour in colours.items() if colour == BLACK]
    white = [c for c, colour in colours.items() if colour == WHITE]
    return p.with_stones(black, white, to_move=attacker)


def pairs_start(rng: random.Random, pairs: int) -> MedusaPosition:
    """A few two-stone groups: without placements they jump to and fro, so turns keep
    running into the repetition ban."""
    p = new_medusa_position()
    board = p.topology
    black: set[int] = set()
    white: set[int] = set()
    for i in range(pairs):
        cell = rng.randrange(board.cell_count)
        (black if i % 2 == 0 else white).update((cell, rng.choice(board.neighbours[cell])))
    return p.with_stones(black, white - black)


def random_game(start: MedusaPosition, seed: int, place: float, turns: int = 30) -> Game:
    """Random single actions: a placement with probability ``place`` (mostly next to stones,
    where captures happen), else mostly movements."""
    rng = random.Random(seed)
    p = start
    game = Game([], [])
    for _ in range(turns):
        if p.end is not None:
            p = p.resumed()
        start = p
        while True:
            actions = p.legal_actions()
            assert actions, "a turn in progress must always be finishable"
            placements = [a for a in actions if isinstance(a, Placement)]
            movements = [a for a in actions if isinstance(a, Movement)]
            if placements and rng.random() < place:
                atari = _last_liberty_of_the_largest_group_in_atari(p)
                contact = [a for a in placements if _touches_a_stone(p, a.cell)]
                if atari is not None and rng.random() < 0.8:
                    action = Placement(atari)
                else:
                    action = rng.choice(contact if contact and rng.random() < 0.8 else placements)
            elif movements and (DONE not in actions or rng.random() < 0.7):
                action = rng.choice(movements)
            else:
                action = DONE
            t = p.play(action)
            game.steps.append(Step(p, action, t.position, t.effects))
            if action == DONE:
                game.turns.append((start, p.turn_so_far, t.position))
                p = t.position
                break
            p = t.position
    return game


def _last_liberty_of_the_largest_group_in_atari(p: MedusaPosition) -> int | None:
    """Where a capture (or a rosette's rescue) is most likely to happen."""
    neighbours = p.topology.neighbours
    best: tuple[int, int] | None = None
    seen: set[int] = set()
    for cell, stone in enumerate(p.board):
        if stone != EMPTY and cell not in seen:
            group = group_at(p.board, neighbours, cell)
            seen.update(group)
            free = liberties(p.board, neighbours, group)
            if len(free) == 1 and (best is None or len(group) > best[0]):
                best = (len(group), free.pop())
    return None if best is None else best[1]


def _touches_a_stone(p: MedusaPosition, cell: int) -> bool:
    return any(p.board[n] != EMPTY for n in p.topology.neighbours[cell])


@st.composite
def games(draw) -> Game:
    rng = random.Random(draw(st.integers(0, 2**32 - 1)))
    kind = draw(st.sampled_from(("scattered", "besieged", "pairs")))
    if kind == "scattered":
        start = scattered_start(rng, draw(st.floats(0.0, 0.6)))
        place = draw(st.floats(0.2, 0.9))
    elif kind == "besieged":
        start = besieged_start(rng, draw(st.integers(1, 3)))
        place = draw(st.floats(0.5, 1.0))
    else:
        start = pairs_start(rng, draw(st.integers(1, 4)))
        place = 0.0
    return random_game(start, rng.randrange(2**32), place)


GAMES = games()
# A whole game is drawn per example: slow to generate, by design.
RANDOM_GAMES = settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
FEWER_RANDOM_GAMES = settings(RANDOM_GAMES, max_examples=15)


def complete_rings(board, grid) -> set[tuple[int, int]]:
    return {
        (i, board[ring[0]])
        for i, ring in enumerate(grid.rosettes)
        if board[ring[0]] != EMPTY and all(board[c] == board[ring[0]] for c in ring)
    }


@RANDOM_GAMES
@given(GAMES)
def test_no_group_with_a_rosette_is_ever_reversed(game: Game) -> None:
    for step in game.steps:
        grid = step.before.topology
        board = list(step.before.board)
        for effect in step.effects:
            if isinstance(effect, Reversed):
                rings = complete_rings(board, grid)
                for cell in effect.cells:
                    assert not any((ring, board[cell]) in rings for ring in grid.rings_of[cell])
            _apply(board, effect)


@RANDOM_GAMES
@given(GAMES)
def test_a_rosette_is_broken_only_by_moving_one_of_its_own_stones(game: Game) -> None:
    for step in game.steps:
        grid = step.before.topology
        moved_from = {e.start for e in step.effects if isinstance(e, Moved)}
        before = complete_rings(step.before.board, grid)
        after = complete_rings(step.after.board, grid)
        for ring, _colour in before - after:
            assert moved_from & set(grid.rosettes[ring])


@RANDOM_GAMES
@given(GAMES)
def test_the_stone_count_never_falls(game: Game) -> None:
    for step in game.steps:
        before = sum(1 for s in step.before.board if s != EMPTY)
        after = sum(1 for s in step.after.board if s != EMPTY)
        assert after == before + (1 if isinstance(step.action, Placement) else 0)


@RANDOM_GAMES
@given(GAMES)
def test_effects_replayed_on_the_board_give_the_next_board(game: Game) -> None:
    for step in game.steps:
        board = list(step.before.board)
        for effect in step.effects:
            _apply(board, effect)
        assert tuple(board) == step.after.board


@RANDOM_GAMES
@given(GAMES)
def test_a_movement_is_never_suicide(game: Game) -> None:
    for step in game.steps:
        if isinstance(step.action, Movement):
            assert not any(isinstance(e, Reversed) and e.suicide for e in step.effects)


@RANDOM_GAMES
@given(GAMES)
def test_no_turn_recreates_an_earlier_state_except_a_complete_pass(game: Game) -> None:
    seen: set[tuple] = set()
    for start, turn, after in game.turns:
        seen.add((start.board, start.marker, start.to_move))
        state = (after.board, after.marker, after.to_move)
        assert turn.is_pass or state not in seen


@RANDOM_GAMES
@given(GAMES)
def test_whole_turns_round_trip_through_their_notation(game: Game) -> None:
    for start, turn, after in game.turns:
        text = turn_text(start.topology, turn)
        assert parse_turn(start.topology, text) == turn
        assert start.play(start.parse_move(text)).position == after


@FEWER_RANDOM_GAMES
@given(GAMES)
def test_every_listed_action_is_legal_and_nothing_else_on_the_board_is(game: Game) -> None:
    for step in game.steps[::7]:
        p = step.before
        listed = set(p.legal_actions())
        for movement in p.movement_candidates():
            assert (movement in listed) == p.is_legal(movement)
        for cell in p.topology.cells():
            assert (Placement(cell) in listed) == p.is_legal(Placement(cell))


def _apply(board: list[int], effect) -> None:
    if isinstance(effect, Placed):
        board[effect.cell] = effect.colour
    elif isinstance(effect, Moved):
        board[effect.start] = EMPTY
        board[effect.end] = effect.colour
    elif isinstance(effect, Reversed):
        for cell in effect.cells:
            assert board[cell] == (WHITE if effect.colour == BLACK else BLACK)
            board[cell] = effect.colour
