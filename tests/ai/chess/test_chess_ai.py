"""The chess-family search finds the tactics of king-capture chess with magnets: it takes a
hanging king, never hands its own over (not even through the field), takes a free queen,
promotes by magnetism, and plays legal moves under every code and code rule."""

from __future__ import annotations

import random
import time

import pytest

from magnetdesk.ai.chess import search as chess_search
from magnetdesk.ai.chess.baseline import greedy_move, random_move
from magnetdesk.ai.chess.evaluation import attacked, evaluate
from magnetdesk.ai.core.search_types import Budget
from magnetdesk.engine.chess.field import Promoted
from magnetdesk.engine.chess.moves import pseudo_moves
from magnetdesk.engine.chess.position import ChessPosition
from magnetdesk.engine.chess.variants import new_chess_position
from magnetdesk.engine.core.vocabulary import BLACK, WHITE, Illegal

NODES = Budget(playouts=4000)  # nodes: a few tenths of a second, the same every run


def setup(variant: str, text: str, to_move: int = WHITE, **options) -> ChessPosition:
    rules = new_chess_position(variant, **options).rules
    return ChessPosition.setup(rules, text, to_move=to_move)


def best(position: ChessPosition, budget: Budget = NODES, seed: int = 1) -> str:
    rng = random.Random(seed)
    stats = chess_search.search_stats(position, budget, rng=rng)
    return position.move_text(chess_search.choose(position, stats, rng=rng).move)


def random_positions(variant: str, count: int, seed: int, plies: int = 24, **options):
    """Positions from random games (games that end are started again)."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        position = new_chess_position(variant, **options)
        for _ in range(rng.randrange(plies)):
            if position.end is not None:
                break
            position = position.play(rng.choice(position.legal_moves())).position
        if position.end is None:
            found.append(position)
    return found


def test_takes_a_hanging_king():
    p = setup("chess-NNNN", "4k3/8/8/2q5/8/8/8/4R1K1")
    assert best(p) == "e1e8"
    result = chess_search.choose(p, chess_search.search_stats(p, NODES))
    assert result.win_rate > 0.999 and not result.resign


def test_does_not_open_the_line_to_its_own_king():
    # Bxa6 takes a queen but lets the e8 rook take the king.
    p = setup("chess-NNNN", "k3r3/8/q7/8/8/8/4B3/4K3")
    assert best(p) != "e2a6"


def test_does_not_pull_an_enemy_piece_next_to_its_king():
    # Magnetic chess: a white piece landing on h2 pulls the a2 rook to g2, next to the king,
    # which it then takes. Both ways of taking the h2 knight land there.
    p = setup("magnetic-chess", "k7/7R/8/8/8/8/r6n/6K1")
    taken = p.play(p.parse_move("h7h2")).position
    assert taken.board_text().splitlines()[6] == "......rR"
    move = best(p)
    assert move not in ("h7h2", "g1h2")
    after = p.play(p.parse_move(move)).position
    assert not any(after.play(m).position.end for m in after.legal_moves())


def test_takes_a_free_queen():
    p = setup("magnetic-chess", "7k/8/8/q7/8/8/8/R6K")
    assert best(p) == "a1a5"


def test_prefers_a_winning_magnetic_promotion():
    # Rc5 repels the own c6 pawn up the clear file to c8, where it becomes a queen.
    p = setup("magnetic-chess", "7k/8/2P5/R7/8/8/8/7K")
    move = best(p)
    effects = p.play(p.parse_move(move)).effects
    assert any(isinstance(e, Promoted) and e.magnetic for e in effects), move


def test_resigns_when_hopeless():
    p = setup("chess-NNNN", "7k/8/8/8/8/8/1QQ5/RR2K3", to_move=BLACK)
    result = chess_search.choose(p, chess_search.search_stats(p, Budget(playouts=6000)))
    assert result.resign


@pytest.mark.parametrize(
    ("variant", "options"),
    [
        ("magnetic-chess", {}),
        ("anti-magnetic-chess", {}),
        ("gravity-chess", {}),
        ("anti-gravity-chess", {}),
        ("chess-NNNN", {}),
        ("chess-custom", {"code_rule": "mover", "codes": "RAAR ARRA"}),
        ("chess-custom", {"code_rule": "opponent", "codes": "AAAA RRRR"}),
        ("chess-custom", {"code_rule": "cycle", "code": "RAAR/NNAA"}),
    ],
)
def test_plays_legal_moves_under_every_code(variant, options):
    for position in random_positions(variant, 3, seed=7, **options):
        move = position.parse_move(best(position, Budget(playouts=600)))
        assert position.is_legal(move)


def test_a_seeded_node_budget_repeats():
    p = random_positions("magnetic-chess", 1, seed=3)[0]
    assert best(p, seed=5) == best(p, seed=5)


def test_a_depth_stopped_part_way_counts_with_the_moves_it_searched():
    """The node cap falls one node short of finishing depth 3: the search answers from
    depth 3's moves (the depth-2 best went first), not from depth 2 thrown back to."""
    p = random_positions("magnetic-chess", 1, seed=3)[0]
    full = chess_search._Search(p, Budget(playouts=10**9), lambda: False, None, random.Random(1))
    moves = p.legal_moves()
    for depth in (1, 2, 3):
        moves = full._root(moves, depth)
    depth3 = dict(full.scores)
    stats = chess_search.search_stats(p, Budget(playouts=full.nodes - 1), rng=random.Random(1))
    assert stats.playouts == full.nodes - 1
    assert {visits for visits, _ in stats.moves.values()} == {3}
    assert set(stats.moves) <= set(depth3)


def test_stops_soon_when_asked():
    p = new_chess_position("magnetic-chess")
    asked = time.monotonic() + 0.3
    started = time.monotonic()
    stats = chess_search.search_stats(p, Budget(seconds=60), stop=lambda: time.monotonic() > asked)
    took = time.monotonic() - started
    assert stats.stopped and took < 0.3 + 0.1
    assert p.is_legal(chess_search.choose(p, stats).move)


def test_progress_reports_nodes_and_a_move():
    reports = []
    p = new_chess_position("gravity-chess")
    chess_search.search_stats(p, Budget(seconds=0.8), progress=reports.append)
    assert reports and all(p.is_legal(r.best_move) and 0 < r.win_rate < 1 for r in reports)
    assert [r.playouts for r in reports] == sorted(r.playouts for r in reports)


def test_lower_levels_choose_among_good_moves_only():
    p = new_chess_position("magnetic-chess")
    stats = chess_search.search_stats(p, Budget(playouts=3000))
    best_score = max(chess_search.score_of(w / v) for v, w in stats.moves.values())
    rng = random.Random(2)
    chosen = {chess_search.choose(p, stats, temperature=1.0, rng=rng).move for _ in range(40)}
    assert len(chosen) > 1
    for move in chosen:
        visits, wins = stats.moves[move]
        assert chess_search.score_of(wins / visits) >= best_score - chess_search.ROOT_MARGIN


def test_win_rate_and_score_are_inverse_and_ordered():
    scores = [-chess_search.WIN + 3, -chess_search.WIN + 9, -3000, -40, 0, 55, 3000,
              chess_search.WIN - 9, chess_search.WIN - 3]
    rates = [chess_search.win_rate(s) for s in scores]
    assert rates == sorted(rates) and len(set(rates)) == len(rates)
    for score, rate in zip(scores, rates, strict=True):
        assert chess_search.score_of(rate) == pytest.approx(score, abs=0.01)


def test_attacked_agrees_with_the_move_generator():
    """``attacked`` is a second reading of the piece moves: compare it with the engine's
    pseudo-legal captures on every square of many random positions."""
    checked = 0
    for position in random_positions("chess-NNNN", 60, seed=11, plies=60):
        board = list(position.board)
        for colour in (WHITE, BLACK):
            target = (3 - colour) << 3 | 1  # an enemy pawn put on each empty square
            for sq in range(64):
                if board[sq] >> 3 == colour:
                    continue
                trial = board if board[sq] else [*board[:sq], target, *board[sq + 1:]]
                moves = pseudo_moves(trial, colour, 0)
                assert attacked(trial, sq, colour) == any(m.end == sq for m in moves)
                checked += 1
    assert checked > 3000


def test_evaluation_is_symmetric_and_counts_material():
    start = new_chess_position("magnetic-chess")
    assert evaluate(start) == 0
    up = setup("magnetic-chess", "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR")
    assert evaluate(up) > 800
    assert evaluate(up.with_to_move(BLACK)) == -evaluate(up)


def test_baseline_players_play_legal_moves():
    rng = random.Random(4)
    for position in random_positions("anti-magnetic-chess", 5, seed=2):
        assert position.is_legal(greedy_move(position, rng))
        assert position.is_legal(random_move(position, rng))


def _shuffled_anti_gravity_positions(count: int) -> list[ChessPosition]:
    """Anti-gravity positions after pieces went back and forth, so that many moves in the
    tree below them would repeat an earlier position."""
    rng = random.Random(4)
    found = []
    p = new_chess_position("anti-gravity-chess")
    last: dict[int, tuple[int, int]] = {}
    while len(found) < count:
        moves = p.legal_moves()
        if p.end is not None or not moves:
            p, last = new_chess_position("anti-gravity-chess"), {}
            continue
        back = [m for m in moves if (m.end, m.start) == last.get(p.to_move)]
        move = back[0] if back and rng.random() < 0.7 else rng.choice(moves)
        last[p.to_move] = (move.start, move.end)
        p = p.attempt(move).position
        if p.since_irreversible >= 6 and p.ply % 5 == 0:
            found.append(p)
    return found


def test_skipping_the_moves_the_no_repetition_rule_refuses_searches_the_same_tree(monkeypatch):
    # The search plays candidate moves and skips a refused one, instead of asking for the
    # legal moves (which plays each quiet move once more to check it): same tree, same answer.
    monkeypatch.setenv("MAGNETDESK_PURE_PYTHON", "1")  # the Python search's own tree
    positions = _shuffled_anti_gravity_positions(8)
    budget = Budget(playouts=3000)
    attempt, refused = ChessPosition.attempt, []

    def counting(position, move, colour=None):
        outcome = attempt(position, move, colour)
        if isinstance(outcome, Illegal):
            refused.append(move)
        return outcome

    monkeypatch.setattr(ChessPosition, "attempt", counting)
    fast = [chess_search.search_stats(p, budget, rng=random.Random(1)) for p in positions]
    assert len(refused) >= 3  # the trees do meet the rule
    monkeypatch.setattr(ChessPosition, "attempt", attempt)
    candidates = ChessPosition.candidate_moves

    def legal_only(position):
        return [m for m in candidates(position) if position.is_legal(m)]

    monkeypatch.setattr(ChessPosition, "candidate_moves", legal_only)
    for p, stats in zip(positions, fast, strict=True):
        reference = chess_search.search_stats(p, budget, rng=random.Random(1))
        assert (stats.moves, stats.playouts) == (reference.moves, reference.playouts)


def test_an_even_position_is_played_on_rather_than_drawn_by_repetition(monkeypatch):
    # Black's h7h8 would make the third occurrence of the start: a draw. Kings alone are
    # even, so with the contempt the search plays another king move; it scores the draw
    # CONTEMPT below even for itself (and would score it that much above for the opponent).
    p = setup("chess-NNNN", "7k/8/8/8/8/8/8/K7")
    for text in ("a1a2", "h8h7", "a2a1", "h7h8", "a1a2", "h8h7", "a2a1"):
        p = p.play(p.parse_move(text)).position
    repeat = p.parse_move("h7h8")
    assert p.play(repeat).position.end.winner is None
    assert best(p) != "h7h8"
    # the exact root scores are those of the unreduced search: late move reductions would
    # leave the draw out of the root's list (it is more than ROOT_MARGIN below the best);
    # the Python search's constants (the compiled one is compared with it, test_chess_core.py)
    monkeypatch.setenv("MAGNETDESK_PURE_PYTHON", "1")
    monkeypatch.setattr(chess_search, "REDUCTION_DEPTH", chess_search.MAX_DEPTH + 1)
    stats = chess_search.search_stats(p, Budget(playouts=2000))
    visits, wins = stats.moves[repeat]
    assert chess_search.score_of(wins / visits) == pytest.approx(-chess_search.CONTEMPT)
    monkeypatch.setattr(chess_search, "CONTEMPT", 0)
    visits, wins = chess_search.search_stats(p, Budget(playouts=2000)).moves[repeat]
    assert chess_search.score_of(wins / visits) == pytest.approx(0, abs=1e-6)


def test_a_king_threat_in_quiescence_is_found_with_the_field_the_move_really_has():
    # Where each move names the opponent's next code, the move's own field is the code named
    # before it: here RAAR (a white move pulls the black pawn), never the code it names (NNNN).
    # Rb5 pulls the e5 pawn to c5 and opens the file from the queen to the king.
    p = setup("chess-custom", "4k3/8/8/4p3/8/8/8/1R2Q1K1", code="RAAR", code_rule="opponent",
              codes="NNNN RAAR")
    search = chess_search._Search(p, NODES, lambda: False, None, random.Random(1))
    threats = search._forcing(p, p.candidate_moves(), 0, 0, 0)
    assert {p.move_text(m) for m in threats if p.move_text(m).startswith("b1b5")} == {
        "b1b5 NNNN", "b1b5 RAAR"}
