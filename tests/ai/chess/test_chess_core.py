"""The compiled chess search (magnetdesk/ai/chess/chesscore/) against the engine and the Python
search it replaces: the same moves in the same order, the same boards, keys, rights, counts and
ends after every move of thousands, the same evaluation, and searches that end with the same
nodes, depths and root scores. Every kind of rule set it serves is compared: the four named codes
(the anti-gravity game with its no-repetition rule), codes that cycle and codes drawn at random
(with origin-square fields among them), origin-square fields, and random codes of the 81."""

from __future__ import annotations

import dataclasses
import math
import random
from itertools import product

import pytest

from magnetdesk.ai.chess import compiled
from magnetdesk.ai.chess import search as chess_search
from magnetdesk.ai.chess.evaluation import evaluate
from magnetdesk.ai.core.search_types import FULL_SIGHT, Budget, SearchProgress
from magnetdesk.engine.chess.codes import ALL_CODES, FieldCode
from magnetdesk.engine.chess.moves import KING
from magnetdesk.engine.chess.position import ChessPosition
from magnetdesk.engine.chess.variants import new_chess_position
from magnetdesk.engine.core.vocabulary import BLACK, Illegal
from tests.helpers.cores import needs_core

pytestmark = needs_core("chesscore")

NAMED = ["magnetic-chess", "anti-magnetic-chess", "gravity-chess", "anti-gravity-chess"]
ENDS = {None: 0, "king captured": 1, "threefold repetition": 2,
        "fifty moves without a capture or a pawn move": 3}


def _rules(name: str):
    """A named variant, "cycle" or "random" codes, "DEST/ORIGIN" (origin-square fields), or a
    bare code."""
    if name in ("cycle", "random"):
        return new_chess_position("chess-custom", code="RAAR/NNAA", code_rule=name, seed=7,
                                  codes="AAAA ARRA/RNNA RRRR RAAR NANA").rules
    if "/" in name:
        dest, origin = name.split("/")
        base = new_chess_position("magnetic-chess").rules
        return dataclasses.replace(base, code=FieldCode(dest, origin))
    if name in NAMED:
        return new_chess_position(name).rules
    return new_chess_position(f"chess-{name}").rules


RULE_SETS = [*NAMED, "cycle", "random", "RAAR/ARRA", "AAAA/RRRR",
             *random.Random(81).sample(ALL_CODES, 6)]


def _python_end(position: ChessPosition) -> int:
    """How the move that made ``position`` ended the game (``play``'s end), from the engine."""
    end = position._end
    return ENDS[end.reason] if end is not None and hasattr(end, "reason") else 0


@pytest.mark.parametrize("name", RULE_SETS)
def test_every_move_and_its_position_are_the_engine_s(name):
    """24 random games of up to 160 moves per rule set: the same pseudo-legal moves in the same
    order and the same evaluation and key in every position; after every one of those moves the
    same board, player, castling rights, quiet and irreversible counts, key and end, and the
    same refusals by the no-repetition rule."""
    rules = _rules(name)
    rng = random.Random(name)
    core = compiled.ChessCore(rules)
    positions = played = refused = ended = 0
    for _ in range(24):
        position = ChessPosition.initial(rules)
        for _ in range(160):
            if position.end is not None:
                break
            positions += 1
            assert core.moves(position) == position._board_moves()
            assert core.evaluate(position) == (evaluate(position), position.hash)
            for move in position._board_moves():
                ours = core.play(position, move)
                theirs = position.attempt(move)
                played += 1
                if isinstance(theirs, Illegal):
                    assert ours is None
                    refused += 1
                    continue
                after = theirs.position
                assert ours == (bytes(after.board), after.to_move, after.castling, after.quiet,
                                after.since_irreversible, after.hash, _python_end(after))
                ended += ours[-1] != 0
            position = position.play(rng.choice(position.legal_moves())).position
    assert positions > 1000 and played > 20 * positions and ended > 0
    if rules.no_repetition:
        assert refused > 0  # the rule was met, and compared


def _random_positions(rules, rng: random.Random, count: int) -> list[ChessPosition]:
    found = []
    while len(found) < count:
        position = ChessPosition.initial(rules)
        for _ in range(rng.randrange(0, 40)):
            if position.end is not None:
                break
            position = position.play(rng.choice(position.legal_moves())).position
        if position.end is None and len(position.legal_moves()) > 1:
            found.append(position)
    return found


@pytest.mark.parametrize("name", [*NAMED, "cycle", "random", "RAAR/ARRA", RULE_SETS[-1]])
def test_a_search_is_the_python_search_node_for_node(name):
    """8 positions per rule set, each searched to 400 and 4,000 nodes by both: the same nodes,
    the same depth and the same exact root scores in the same order (the same tree: every
    cut, reduction, null move, table hit, quiescence move and repetition the same)."""
    rules = _rules(name)
    rng = random.Random("search" + name)
    depths = set()
    for i, position in enumerate(_random_positions(rules, rng, 8)):
        for cap in (400, 4000):  # the Strongest's pruning in half the positions
            budget = Budget(playouts=cap, seconds=math.inf, foresight=3 + i % 2)
            theirs = chess_search._Search(position, budget, lambda: False, None, rng).run()
            core = compiled.ChessCore(rules)
            depth, scored, nodes, stopped = core.search(position, position.legal_moves(), budget)
            assert nodes == theirs.playouts <= cap and not stopped  # fewer: a forced win
            ours = {m: (depth, depth * chess_search.win_rate(s)) for m, s in scored}
            assert list(ours.items()) == list(theirs.moves.items())
            depths.add(depth)
    assert max(depths) >= 3


@pytest.mark.parametrize("name", [*NAMED, "cycle"])
def test_deeper_searches_reduce_and_pass_as_the_python_search_does(name):
    """3 positions per rule set searched to 25,000 nodes: deep enough (depth 4 and more) for
    late move reductions and null moves, which start at depth 3 below the root; each with the
    levels' tree and with the Strongest's pruning (futility, deeper reductions)."""
    rules = _rules(name)
    rng = random.Random("deep" + name)
    depths = []
    for position, foresight in product(_random_positions(rules, rng, 3), (3, FULL_SIGHT)):
        budget = Budget(playouts=25_000, seconds=math.inf, foresight=foresight)
        theirs = chess_search._Search(position, budget, lambda: False, None, rng).run()
        depth, scored, nodes, _ = compiled.ChessCore(rules).search(
            position, position.legal_moves(), budget
        )
        ours = {m: (depth, depth * chess_search.win_rate(s)) for m, s in scored}
        assert nodes == theirs.playouts and list(ours.items()) == list(theirs.moves.items())
        depths.append(depth)
    assert max(depths) >= 4


def test_the_search_serves_codes_no_player_names_and_can_be_switched_off(monkeypatch):
    assert compiled.serves(new_chess_position("anti-gravity-chess").rules)
    assert compiled.serves(_rules("cycle")) and compiled.serves(_rules("random"))
    chooses = new_chess_position("chess-custom", code_rule="mover", codes="RAAR ARRA").rules
    assert not compiled.serves(chooses)
    monkeypatch.setenv("MAGNETDESK_PURE_PYTHON", "1")
    assert not compiled.serves(new_chess_position("magnetic-chess").rules)


def test_a_stop_ends_the_search_and_progress_is_reported():
    """The caller's stop ends the search (stats.stopped), the progress reports come with the
    candidates and their lines, each line legal from the root."""
    position = new_chess_position("magnetic-chess")
    reports: list[SearchProgress] = []
    asked = 0

    def stop() -> bool:
        nonlocal asked
        asked += 1
        return len(reports) >= 2

    stats = compiled.search_stats(position, Budget(playouts=10**12, seconds=60.0), stop,
                                  reports.append)
    assert stats.stopped and asked >= 2 and stats.moves
    for report in reports:
        assert report.candidates
        for candidate in report.candidates:
            line = position
            assert candidate.pv[0] == candidate.move
            for move in candidate.pv:
                line = line.play(move).position


def test_one_legal_move_is_played_without_a_search_and_a_node_cap_holds():
    rules = new_chess_position("magnetic-chess").rules
    alone = ChessPosition.setup(rules, "k7/8/8/8/p7/8/P7/8")  # the pawn's one step
    stats = compiled.search_stats(alone, Budget(playouts=500), lambda: False, None)
    assert [alone.move_text(m) for m in stats.moves] == ["a2a3"] and stats.playouts == 0
    start = ChessPosition.initial(rules)
    stats = compiled.search_stats(start, Budget(playouts=500), lambda: False, None)
    assert stats.playouts == 500 and len(stats.moves) >= 1


def test_a_set_up_with_a_crowd_of_queens_is_searched_in_python():
    """The core keeps at most 256 moves a position; a set-up with more than 160 at the root
    (a few moves on it could have more) is left to the Python search."""
    rules = new_chess_position("magnetic-chess").rules
    crowd = ChessPosition.setup(
        rules, "K5Q1/1QQQQQ2/Q6Q/kQ5Q/1Q1Q2QQ/1Q3Q1Q/4Q3/1QQ5"  # 22 queens, 220 moves
    )
    assert len(crowd.legal_moves()) == 220 and not compiled.plays(crowd)
    assert compiled.plays(ChessPosition.initial(rules))
    assert compiled.ChessCore(rules).moves(crowd) == crowd._board_moves()
    stats = chess_search.search_stats(crowd, Budget(playouts=3000))
    best = chess_search.choose(crowd, stats).move
    assert crowd.board[best.end] == BLACK << 3 | KING  # the king stands next to a queen


@pytest.mark.parametrize(
    "board", [b"", bytes(63), bytes([7] + [0] * 63), bytes([0] * 63 + [30])]
)
def test_a_bad_board_is_refused_with_a_clear_error(board):
    core = compiled.ChessCore(new_chess_position("magnetic-chess").rules).core
    with pytest.raises(ValueError):
        core.moves(board, 2, 15)
