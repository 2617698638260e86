"""Magnetic Chess games in the record layer: saved under ``GM[3]`` and ``MV[variant:1]`` with
the moves in long algebraic, the code of each move the variant does not fix in ``MC``, and
replayed exactly; plain-text records as the rules page prints them opened as games."""

from __future__ import annotations

import random
import time

import pytest

from magnetdesk.engine.core.vocabulary import WHITE, Illegal
from magnetdesk.record import (
    Game,
    GameRecord,
    SgfError,
    game_from_sgf_text,
    game_to_sgf,
    load_game,
    save_game,
)
from magnetdesk.record.families.chess_text import game_from_chess_text, looks_like_chess_text
from magnetdesk.record.sgf import game_from_sgf_bytes

# The rulings' Magnetic 1 (Joao - Claude) as printed on the rules page, and its final diagram.
MAGNETIC_1 = """Magnetic 1: Joao - Claude
1. d4  Nf6 2. Bg5 Ne4 3. g4  Bxg4 4. Qxg4 f5! 5. Qf3 Nxh1 6. Qxh1 Nc6
7. Nf3 Qa5+ (* 7. Bxf4? then 7. ...Qd7! promoting pawn at d1 *)
8. Nd2 Nxd4+ 9. Rb1 Nxf3+ 10. Qh3 Qxa2 11. Rc1 Qxb2 12. cxd8=Q+ Kxd8
13. Rd1+ Qxe5 14. Rd3 Rg8=Q+ 15. Bg6 Rxg6+ 0-1
"""
MAGNETIC_1_FINAL = "\n".join((
    "r.pkpb..", "pp.P...p", "......rP", "....q...", "....N..p", "P..Rn..Q", "........",
    "....K.q.",
))
# Anti-magnetic 1 as printed: its 13...Rxf2 must pull the h2 queen to g2, which the record
# forgets; the queen then stays on h2 until 20. Nxh2 finds nothing there to take.
ANTI_MAGNETIC_1 = """Anti-Magnetic 1: Joao - Claude

1. c4 d5  2. cxd5  Qxd5  3. f4    Bh3  4. Nxh3  Qxg2  5. Rg1  Qh4+
6. Nf2 Qh2  7. Bxf7+ Ke7  8. Nxg8+ Rxg8  9. Bf6+  Bh6 10. Rf1  Rxg2
11. Bxb7 cxb6 12. Bxa8  Bxa8 13. Qb3   Rxf2 14. Qb4+  Kd8 15. 0-0-0 Rf4
(* Rf2Qh1+ Rf1Qf1 Kf1h1=Q+ Kf2Qa1 Na1h1=Q seems -+ *) 16. Nd4 a5
17. Qg8+ Kc7 18. Nf3   b4+ 19. Qxc4+ bxc4 20. Nxh2  bxa3 21. Kc2 Bb7
22. Re8  h6 23. Rg8  1-0
"""
ANTI_MAGNETIC_1_STOP = "20. Nxh2: h2 is empty: there is nothing to capture"


def texts(record: GameRecord) -> list[str]:
    return [node.play.text for node in record.main_line()[1:]]


def random_game(variant: str, plies: int, seed: int, **options) -> Game:
    """A game of random legal moves, with a comment and a variation on the way."""
    rng = random.Random(seed)
    game = Game.new(variant, **options)
    for ply in range(plies):
        moves = game.position.legal_moves()
        if not moves:
            break
        game.play(rng.choice(moves))
        if ply == 3:
            game.set_comment("a comment, with ] and \\ in it")
    game.go_to_move(2)
    moves = game.position.legal_moves()
    game.play(moves[-1])
    game.go_to_move(0)
    return game


# --- round trips --------------------------------------------------------------------------------


def test_a_chess_file_says_gm3_and_its_variant_and_writes_long_algebraic():
    game = Game.new("magnetic-chess")
    for move in ("e2e4", "b8c6", "g1f3"):
        assert not isinstance(game.play(move), Illegal)
    text = game_to_sgf(game.record)
    assert text.startswith("(;GM[3]FF[4]CA[UTF-8]")
    assert "MV[magnetic-chess:1][no_repetition=false]" in text
    assert ";W[e2e4];B[b8c6];W[g1f3]" in text
    assert "AB[" not in text and "PL[" not in text and "MC[" not in text


@pytest.mark.parametrize(
    ("variant", "options"),
    [
        ("magnetic-chess", {}),
        ("anti-magnetic-chess", {}),
        ("gravity-chess", {}),
        ("anti-gravity-chess", {}),
        ("chess-RANR", {}),
        ("chess-custom", {"code": "RAAR/NNAA"}),
        ("chess-custom", {"code_rule": "cycle"}),
        ("chess-custom", {"code_rule": "random", "codes": "all"}),
        ("chess-custom", {"code_rule": "mover", "codes": "RAAR ARRA NNNN"}),
        ("chess-custom", {"code_rule": "opponent", "codes": "AAAA RRRR"}),
    ],
)
def test_every_chess_variant_round_trips_with_variations_and_comments(variant, options):
    game = random_game(variant, 40, seed=len(variant) + len(options), **options)
    text = game_to_sgf(game.record)
    record, warnings = game_from_sgf_text(text)
    assert warnings == []
    assert (record.variant, record.options) == (game.record.variant, game.record.options)
    assert game_to_sgf(record) == text
    for mine, theirs in zip(game.record.nodes(), record.nodes(), strict=True):
        assert mine.play == theirs.play and mine.comment == theirs.comment
        assert game.record.position(mine).board == record.position(theirs).board


def test_a_random_code_game_stores_its_seed_and_each_draw():
    game = random_game("chess-custom", 12, seed=5, code_rule="random", codes="all")
    options = dict(game.record.options)
    assert options["seed"] != 0  # drawn when the game started, then written
    text = game_to_sgf(game.record)
    assert f"[seed={options['seed']}]" in text
    nodes = game.record.main_line()[1:]
    for node in nodes:
        drawn = game.record.position(node.parent).code.text
        assert f"MC[{drawn}]" in text
    assert text.count("MC[") == sum(1 for _ in game.record.nodes()) - 1


def test_a_draw_that_differs_from_the_file_stops_the_line():
    game = random_game("chess-custom", 6, seed=3, code_rule="random", codes="RAAR ARRA")
    text = game_to_sgf(game.record)
    first = game.record.main_line()[1]
    drawn = game.record.position(first.parent).code.text
    other = "ARRA" if drawn == "RAAR" else "RAAR"
    record, warnings = game_from_sgf_text(text.replace(f"MC[{drawn}]", f"MC[{other}]", 1))
    assert texts(record) == []
    assert "played under the code" in warnings[0].message
    assert warnings[0].move_number == 1


def test_players_who_name_codes_write_them_with_the_move():
    game = Game.new("chess-custom", code_rule="mover", codes="RAAR NNNN")
    assert not isinstance(game.play("e2e4 NNNN"), Illegal)
    assert not isinstance(game.play("e7e5 RAAR"), Illegal)
    text = game_to_sgf(game.record)
    assert ";W[e2e4 NNNN];B[e7e5 RAAR]" in text
    record, _ = game_from_sgf_text(text)
    assert record.position(record.main_line()[-1]).board_text().splitlines()[3] == "....p..."


def test_a_promotion_and_a_king_capture_round_trip():
    game = Game.new("chess-NNNN")
    for move in ("b2b4", "a7a5", "b4a5", "b7b6", "a5b6", "h7h6", "b6c7", "h6h5", "c7b8n"):
        assert not isinstance(game.play(move), Illegal), move
    record, warnings = game_from_sgf_text(game_to_sgf(game.record))
    assert texts(record)[-1] == "c7b8n" and not warnings
    assert record.position(record.main_line()[-1]).board_text().startswith("rNbqkbnr")


# --- hostile files ------------------------------------------------------------------------------


def test_gm3_without_mv_is_magnetic_chess():
    record, warnings = game_from_sgf_text("(;GM[3];W[e2e4];B[b8c6])")
    assert record.variant == "magnetic-chess" and texts(record) == ["e2e4", "b8c6"]
    assert warnings == []


def test_a_chess_variant_id_is_read_in_any_case():
    record, _ = game_from_sgf_text("(;GM[3]MV[chess-ranr:1];W[e2e4])")
    assert record.variant == "chess-RANR"


@pytest.mark.parametrize(
    ("moves", "kept", "why"),
    [
        (";W[e2e4];B[e2e4]", ["e2e4"], "there is no piece on e2"),
        (";W[e2e4];W[d2d4];B[zz9]", ["e2e4", "d2d4"], "is not a move such as"),
        (";W[e2e5]", [], "pawn on e2 cannot move to e5"),
        (";W[e7e8q]", [], "the piece on e7 is not yours"),
        (";W[e2e4 RAAR]", [], "do not name codes"),
        (";W[e2e4;B[e7e5])", [], ""),
    ],
)
def test_a_bad_move_stops_its_line_and_keeps_the_moves_before(moves, kept, why):
    record, warnings = game_from_sgf_text(f"(;GM[3]MV[magnetic-chess:1]{moves})")
    assert texts(record) == kept
    if why:
        assert why in warnings[0].message


def test_a_move_after_the_king_is_taken_is_refused():
    game = Game.new("chess-NNNN")
    for move in ("e2e3", "f7f6", "d1h5", "a7a6", "h5e8"):
        game.play(move)
    assert game.position.end is not None
    text = game_to_sgf(game.record).rstrip().removesuffix(")") + ";B[a6a5])"
    record, warnings = game_from_sgf_text(text)
    assert texts(record)[-1] == "h5e8"
    assert "game is over" in warnings[0].message


def test_setup_stones_in_a_chess_file_are_left_out_with_a_warning():
    record, warnings = game_from_sgf_text("(;GM[3]MV[magnetic-chess:1]AB[e4];W[e2e4])")
    assert texts(record) == ["e2e4"]
    assert "AB[e4]" in warnings[0].message


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("(;GM[3]MV[chess-RAX:1])", "does not know"),
        ("(;GM[3]MV[magnetic-chess:1][code=RAAR])", "unknown option"),
        ("(;GM[3]MV[chess-custom:1][code=RAZZ])", "not a field code"),
        ("(;GM[3]MV[chess-custom:1][code_rule=cycle][codes=])", "at least one code"),
        ("(;GM[3]MV[magnetic-chess:2])", "newer magnetdesk"),
    ],
)
def test_bad_chess_rules_refuse_the_file(text, why):
    with pytest.raises(SgfError, match=why):
        game_from_sgf_text(text)


# --- plain text records -------------------------------------------------------------------------


def test_the_published_magnetic_1_replays_from_its_text_record_to_the_diagram():
    record, warnings = game_from_chess_text(MAGNETIC_1, "magnetic-chess")
    last = record.main_line()[-1]
    assert record.position(last).board_text() == MAGNETIC_1_FINAL
    assert len(texts(record)) == 30 and texts(record)[:3] == ["d2d4", "g8f6", "c1g5"]
    assert record.info["RE"] == "B+"
    assert all("magnetic promotion" not in w.message for w in warnings)


def test_a_text_record_saved_as_sgf_reopens_as_the_same_game(tmp_path):
    record, _ = game_from_chess_text(MAGNETIC_1, "magnetic-chess")
    path = tmp_path / "magnetic-1.sgf"
    save_game(record, path)
    again, warnings = load_game(path)
    assert texts(again) == texts(record) and not warnings
    assert again.position(again.main_line()[-1]).board_text() == MAGNETIC_1_FINAL


def test_load_game_opens_a_text_record_in_the_chosen_chess_variant(tmp_path):
    path = tmp_path / "record.txt"
    path.write_text(MAGNETIC_1, encoding="utf-8")
    record, _ = load_game(path, text_variant=("magnetic-chess", {}))
    assert record.variant == "magnetic-chess" and len(texts(record)) == 30
    with pytest.raises(SgfError, match="not an SGF file"):
        load_game(path)


def test_a_text_record_is_refused_for_a_game_that_is_not_chess():
    with pytest.raises(SgfError, match="choose a chess variant"):
        game_from_sgf_bytes(MAGNETIC_1.encode(), text_variant=("go", {}))


@pytest.mark.parametrize("rule", ["mover", "opponent"])
def test_a_text_record_is_refused_at_once_where_the_players_name_the_codes(rule):
    # Found by benchmarks/fuzz_loaders.py: each move fitted all 81 codes, and the import
    # followed every reading (20 plies took 23 s) to play codes nobody named.
    started = time.perf_counter()
    with pytest.raises(SgfError, match="does not say which field codes the players named"):
        game_from_sgf_bytes(MAGNETIC_1.encode(), text_variant=(
            "chess-custom", {"code_rule": rule, "codes": "all"}
        ))
    assert time.perf_counter() - started < 1


def test_an_impossible_move_stops_the_import_there_naming_the_move_and_why():
    record, warnings = game_from_chess_text("1. e4 Nc6 2. Bb5 Nd4 3. Bxe8 Kd8", "magnetic-chess")
    assert texts(record) == ["e2e4", "b8c6", "f1b5", "c6d4"]
    message = str(warnings[-1])
    assert message.startswith("the record stops at 3. Bxe8: ")
    assert "the 4 moves before it are loaded" in message
    assert "RE" not in record.info  # the record's own result belongs to moves not played


def test_a_record_whose_first_move_cannot_be_played_is_refused():
    with pytest.raises(SgfError, match=r"from its first move: 1\. e5"):
        game_from_chess_text("1. e5", "magnetic-chess")


def test_the_record_is_played_in_the_chosen_variant():
    # 1. e4 pulls the e7 pawn to e5 in Magnetic Chess; without a field 1...e5 is a normal move.
    record, warnings = game_from_chess_text("1. e4 e5", "magnetic-chess")
    assert texts(record) == ["e2e4"] and "1...e5" in str(warnings[-1])
    record, _ = game_from_chess_text("1. e4 e5", "chess-NNNN")
    assert texts(record) == ["e2e4", "e7e5"]


def test_an_erroneous_published_record_stops_at_its_slip():
    record, warnings = game_from_chess_text(ANTI_MAGNETIC_1, "anti-magnetic-chess")
    assert ANTI_MAGNETIC_1_STOP in str(warnings[-1])
    assert "the 38 moves before it are loaded" in str(warnings[-1])
    assert len(texts(record)) == 38


def test_text_without_a_move_list_is_not_a_record():
    assert looks_like_chess_text("1. d4 Nf6")
    assert not looks_like_chess_text("(;GM[3];W[e2e4]) 1. d4")
    assert not looks_like_chess_text("hello")
    with pytest.raises(SgfError, match="no moves"):
        game_from_chess_text("1.", "magnetic-chess")


def test_white_moves_first_and_no_pl_is_written():
    record, _ = game_from_chess_text("1. e4", "magnetic-chess")
    assert record.start.to_move == WHITE and "PL[" not in game_to_sgf(record)
