"""Properties of every field code, checked on random games: only captures remove pieces
(a magnetic promotion keeps the count), kings never move by magnetism, a slide never passes a
piece and the rays of one field never cross, and a move's effects replay to the next board."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from magnetdesk.engine.chess.field import (
    Attracted,
    PieceCaptured,
    PieceMoved,
    Promoted,
    Repelled,
)
from magnetdesk.engine.chess.moves import KING, LINES
from magnetdesk.engine.chess.position import ChessPosition, position_key
from magnetdesk.engine.chess.printed import resolve_san
from magnetdesk.engine.chess.rules import ALL_CODES
from magnetdesk.engine.chess.variants import chess_variant
from magnetdesk.engine.core.vocabulary import Transition

CODES = st.sampled_from(ALL_CODES)
ORIGIN_CODES = st.tuples(CODES, CODES).map("/".join)


def start(code: str) -> ChessPosition:
    if "/" in code:
        variant = chess_variant("chess-custom")
        assert variant is not None
        return variant.start(code=code)
    variant = chess_variant(f"chess-{code}")
    assert variant is not None
    return variant.start()


def random_transitions(code: str, seed: int, plies: int) -> list[Transition]:
    rng = random.Random(seed)
    p = start(code)
    transitions = []
    for _ in range(plies):
        moves = p.legal_moves()
        if not moves:
            break
        t = p.play(rng.choice(moves))
        transitions.append(t)
        p = t.position
    return transitions


def counts(board) -> tuple[int, int]:
    return sum(1 for x in board if x >> 3 == 1), sum(1 for x in board if x >> 3 == 2)


def slides(t: Transition) -> list[Attracted | Repelled]:
    return [e for e in t.effects if isinstance(e, Attracted | Repelled)]


def path(start: int, end: int) -> list[int]:
    """The squares a slide crosses after ``start``, ``end`` included (one straight line)."""
    for line in LINES[start]:
        if end in line:
            return list(line[: line.index(end) + 1])
    raise AssertionError("a slide left its rank and file")


def games(code: str, seed: int, plies: int):
    """Each transition with the position it was played from."""
    p = start(code)
    for t in random_transitions(code, seed, plies):
        yield p, t
        p = t.position


@settings(max_examples=60, deadline=None)
@given(code=CODES | ORIGIN_CODES, seed=st.integers(0, 10**9), plies=st.integers(1, 80))
def test_only_captures_remove_pieces_and_magnetic_promotion_keeps_the_count(code, seed, plies):
    for p, t in games(code, seed, plies):
        black, white = counts(p.board)
        taken = [e.piece >> 3 for e in t.effects if isinstance(e, PieceCaptured)]
        assert counts(t.position.board) == (black - taken.count(1), white - taken.count(2))


@settings(max_examples=60, deadline=None)
@given(code=CODES | ORIGIN_CODES, seed=st.integers(0, 10**9), plies=st.integers(1, 80))
def test_kings_never_move_by_magnetism(code, seed, plies):
    for p, t in games(code, seed, plies):
        assert all(s.piece & 7 != KING for s in slides(t))
        moved = {e.start for e in t.effects if isinstance(e, PieceMoved)}
        taken = {e.square for e in t.effects if isinstance(e, PieceCaptured)}
        for sq, piece in enumerate(p.board):
            if piece & 7 == KING and sq not in moved | taken:
                assert t.position.board[sq] == piece


@settings(max_examples=60, deadline=None)
@given(code=CODES | ORIGIN_CODES, seed=st.integers(0, 10**9), plies=st.integers(1, 80))
def test_a_moves_effects_replay_to_the_next_board_and_no_slide_passes_a_piece(
    code, seed, plies
):
    for p, t in games(code, seed, plies):
        board = list(p.board)
        for e in t.effects:
            if isinstance(e, PieceCaptured):
                assert board[e.square] == e.piece
            elif isinstance(e, Promoted):
                assert board[e.square] == e.before
                board[e.square] = e.after
            elif isinstance(e, PieceMoved):
                assert board[e.start] == e.piece
                board[e.start], board[e.end] = 0, e.piece
            else:
                assert board[e.start] == e.piece
                assert all(board[sq] == 0 for sq in path(e.start, e.end))
                board[e.start], board[e.end] = 0, e.piece
        assert tuple(board) == t.position.board


@settings(max_examples=60, deadline=None)
@given(code=CODES, seed=st.integers(0, 10**9), plies=st.integers(1, 80))
def test_the_rays_of_a_field_never_cross(code, seed, plies):
    for _, t in games(code, seed, plies):
        crossed = [set(path(s.start, s.end)) | {s.start} for s in slides(t)]
        for i, a in enumerate(crossed):
            for b in crossed[i + 1:]:
                assert not a & b


@settings(max_examples=60, deadline=None)
@given(code=CODES, seed=st.integers(0, 10**9), plies=st.integers(1, 80))
def test_an_attracted_piece_ends_next_to_the_emitting_square(code, seed, plies):
    for _, t in games(code, seed, plies):
        movers = [e for e in t.effects if isinstance(e, PieceMoved)]
        emitter = movers[-1].end  # castling: the rook's new square
        for s in slides(t):
            if isinstance(s, Attracted):
                assert any(line[0] == s.end for line in LINES[emitter])


@settings(max_examples=40, deadline=None)
@given(code=CODES, seed=st.integers(0, 10**9), plies=st.integers(1, 60))
def test_the_incremental_key_is_the_key_of_the_board(code, seed, plies):
    for _, t in games(code, seed, plies):
        q = t.position
        assert q.hash == position_key(q.board, q.to_move)


@settings(max_examples=40, deadline=None)
@given(code=CODES, seed=st.integers(0, 10**9), plies=st.integers(1, 60))
def test_every_move_reads_back_from_its_long_algebraic_and_its_san(code, seed, plies):
    for p, t in games(code, seed, plies):
        assert p.parse_move(p.move_text(t.move)) == t.move
        assert resolve_san(p, p.san(t.move)) == t.move
