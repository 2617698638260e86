"""The move generator under code NNNN against Fairy-Stockfish (``pyffish``), an outside judge
that knows no magnetism: chess with king capture and no check, described to it by the
``variants.ini`` section of :mod:`tests.helpers.fairy_stockfish`.

What is compared: at every node of a tree (perft), the **set** of legal moves in long
algebraic notation (castling as the king's move, promotions as four moves), not only their
number, so that a disagreement names the FEN, the moves that lead to the node and the moves
only one side has. Fairy-Stockfish is given the FEN and the moves from it, and keeps its own
castling rights. The ini expresses our rulings, so there is no allowance to make: no en
passant, castling through or out of attack, moving into attack, double steps from a pawn's
first rank, no moves after a king is taken.

Not compared: draws by the fifty-move and threefold rules (Fairy-Stockfish's legal moves go on
where our game has ended; the random games stop at such a draw, and positions set up from FEN
start with no history); positions without both kings (our FEN reader takes them, Fairy-Stockfish
counts the missing king as already taken).
"""

from __future__ import annotations

import random

import pytest

from magnetdesk.engine.chess.fen import fen_text
from magnetdesk.engine.chess.moves import CASTLES, KING, LAST_RANK, LETTER_PIECES, ROOK, piece_of
from magnetdesk.engine.chess.position import ChessPosition, perft
from magnetdesk.engine.chess.variants import new_chess_position
from magnetdesk.engine.core.vocabulary import BLACK, WHITE, Illegal
from tests.helpers import fairy_stockfish as fsf

START = new_chess_position("chess-NNNN")


def from_fen(fen: str) -> ChessPosition:
    """The NNNN position of ``fen``, read by our FEN importer (the one files and lessons use)."""
    p = START.with_board(fen)
    assert not isinstance(p, Illegal), f"our FEN reader refused {fen}: {p.message}"
    return p


def walk(p: ChessPosition, fen: str, depth: int, counts: list[int], path: list[str],
         differences: list[str]) -> None:
    """Compare the move sets at every node down to ``depth`` plies below ``p`` (``path``
    played from ``fen``); ``counts[d]`` adds the nodes ``d + 1`` plies down (ours); each
    disagreement is one line in ``differences``, and the walk goes on through the common
    moves only."""
    ours = {m.uci(): m for m in p.legal_moves()}
    theirs = set(fsf.legal_moves(fen, path))
    if set(ours) != theirs:
        differences.append(
            f"{fen} after {' '.join(path) or 'no moves'}: only ours {sorted(set(ours) - theirs)}"
            f", only Fairy-Stockfish's {sorted(theirs - set(ours))}"
        )
    level = len(counts) - depth
    counts[level] += len(ours)
    if depth > 1:
        for uci in sorted(set(ours) & theirs):
            child = p.play(ours[uci]).position
            walk(child, fen, depth - 1, counts, [*path, uci], differences)


def compare(fen: str, depth: int) -> list[int]:
    """The perft counts 1..``depth`` from ``fen``, after asserting both sides agree on the
    moves at every node above the last ply (and the last ply's counts, whose sets are the
    children's moves)."""
    counts = [0] * depth
    differences: list[str] = []
    walk(from_fen(fen), fen, depth, counts, [], differences)
    assert differences == [], "\n".join(differences[:10])
    return counts


def test_perft_from_the_start_is_chess_perft_to_depth_4():
    # 20 / 400 / 8,902 / 197,742: the chess counts (no check matters before ply 4's leaves,
    # and ply 4 has no mate yet), the move sets equal at all 9,323 nodes
    assert compare(fsf.START_FEN, 4) == [20, 400, 8902, 197742]
    assert perft(START, 4) == 197742


def random_game(seed: int, plies: int) -> list[str]:
    """A seeded random NNNN game played by our engine, until a king is taken or the plies end."""
    rng = random.Random(seed)
    p, moves = START, []
    for _ in range(plies):
        legal = p.legal_moves()
        if not legal:
            break
        move = rng.choice(legal)
        moves.append(move.uci())
        p = p.play(move).position
    return moves


@pytest.mark.parametrize("seed", range(24))
def test_every_position_of_a_random_game_has_fairy_stockfish_moves(seed):
    """Fairy-Stockfish follows the game from the start (its own castling rights, double
    steps, promotions, the king taken at the end)."""
    p, played = START, []
    for uci in random_game(seed, 160):
        if p.end is not None:
            break
        theirs = fsf.legal_moves(fsf.START_FEN, played)
        ours = sorted(m.uci() for m in p.legal_moves())
        assert ours == theirs, f"{fsf.START_FEN} after {' '.join(played)}: " + (
            f"only ours {sorted(set(ours) - set(theirs))}, "
            f"only Fairy-Stockfish's {sorted(set(theirs) - set(ours))}")
        p = p.play(p.parse_move(uci)).position
        played.append(uci)
    if p.end is not None and p.end.winner is not None:  # a king taken: the mover won
        assert fsf.legal_moves(fsf.START_FEN, played) == []
        assert fsf.result(fsf.START_FEN, played) < 0, f"after {' '.join(played)}"


def played_fens(count: int) -> list[str]:
    """FENs of positions reached by seeded random play (our engine), both kings on board."""
    rng = random.Random(43)
    fens: list[str] = []
    while len(fens) < count:
        p = START
        for uci in random_game(rng.randrange(10**6), rng.randrange(4, 90)):
            p = p.play(p.parse_move(uci)).position
        if p.end is None:
            fens.append(p.fen())
    return fens


PIECES = "QRRBBNNPPPPPPPP"


def placed_fens(count: int) -> list[str]:
    """FENs of random placements: both kings, some of each side's other pieces anywhere a
    piece may stand (a pawn on its own first rank too), kings and rooks often at home, and a
    random subset of the castling rights they allow, so that castling paths come up."""
    rng = random.Random(4343)
    fens = []
    while len(fens) < count:
        board = [0] * 64
        for colour in (WHITE, BLACK):
            home = CASTLES[colour][0].king[0]
            free = [s for s in range(64) if not board[s]]
            at_home = rng.random() < 0.7 and not board[home]
            board[home if at_home else rng.choice(free)] = piece_of(colour, KING)
            for castle in CASTLES[colour]:
                if rng.random() < 0.6 and not board[castle.rook[0]]:
                    board[castle.rook[0]] = piece_of(colour, ROOK)
            last = LAST_RANK[colour]
            for letter in rng.sample(PIECES, rng.randrange(3, len(PIECES))):
                free = [s for s in range(64)
                        if not board[s] and not (letter == "P" and s // 8 == last)]
                piece = LETTER_PIECES[letter if colour == WHITE else letter.lower()]
                board[rng.choice(free)] = piece
        rights = 0
        for colour in (WHITE, BLACK):
            for castle in CASTLES[colour]:
                home = (board[castle.king[0]] == piece_of(colour, KING)
                        and board[castle.rook[0]] == piece_of(colour, ROOK))
                if home and rng.random() < 0.8:
                    rights |= castle.right
        fens.append(fen_text(tuple(board), rng.choice((WHITE, BLACK)), rights) + " - 0 1")
    return fens


FENS = played_fens(160) + placed_fens(160)


@pytest.mark.parametrize("block", range(8))
def test_perft_2_from_random_positions_agrees_move_for_move(block):
    """320 positions (half from random games, half random placements), 40 a test: the moves
    at the position and after each of its moves."""
    for fen in FENS[block::8]:
        compare(fen, 2)


@pytest.mark.parametrize("fen", FENS[::80])
def test_perft_3_from_random_positions_agrees_move_for_move(fen):
    compare(fen, 3)


@pytest.mark.parametrize("fen, moves", [
    # castling out of, through and into attack: no check, so all are legal
    ("r3k2r/8/8/8/8/4r3/8/R3K2R w KQkq - 0 1", {"e1g1", "e1c1"}),
    ("r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1", {"e1g1", "e1c1"}),
    ("r3k2r/8/8/8/8/8/1r6/R3K2R w KQ - 0 1", {"e1g1", "e1c1"}),
    # double steps from a pawn's own first rank, and no en passant after one
    ("4k3/8/8/8/8/8/8/P3K2P w - - 0 1", {"a1a3", "h1h3"}),
    ("p3k3/8/8/8/8/8/8/4K3 b - - 0 1", {"a8a6"}),
    ("4k3/8/8/8/1p6/8/P7/4K3 w - - 0 1", {"a2a4"}),
    # the king moves into attack, and takes a king
    ("8/8/8/3k4/8/3K4/8/8 w - - 0 1", {"d3d4", "d3c4", "d3e4"}),
    ("8/8/8/8/3k4/3K4/8/8 w - - 0 1", {"d3d4"}),
    # promotion: four moves, captures too
    ("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1", {"a7a8q", "a7a8r", "a7a8b", "a7a8n", "a7b8n"}),
])
def test_a_rule_point_set_up_as_fen(fen, moves):
    """Hand-made positions for the rulings that plain chess decides otherwise; Fairy-Stockfish
    and ours agree to depth 3, and the moves named are among them."""
    compare(fen, 3)
    assert moves <= set(fsf.legal_moves(fen, []))


def test_after_the_king_is_taken_neither_side_has_moves():
    fen = "4k3/8/8/8/8/8/8/4R2K w - - 0 1"
    p = from_fen(fen).play(START.parse_move("e1e8")).position
    assert p.end is not None and p.end.winner == WHITE
    assert p.legal_moves() == [] and fsf.legal_moves(fen, ["e1e8"]) == []
    assert fsf.result(fen, ["e1e8"]) < 0  # black, to move, has lost
