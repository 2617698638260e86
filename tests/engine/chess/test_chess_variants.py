"""The chess variants' registry entries and options: ids, codes, who sets each move's code."""

from __future__ import annotations

import pickle

import pytest

from magnetdesk.engine.chess.rules import ALL_CODES, drawn_code, parse_codes
from magnetdesk.engine.chess.variants import CHESS_VARIANTS, chess_variant, new_chess_position
from magnetdesk.engine.core.options import OptionError
from magnetdesk.engine.core.vocabulary import Illegal, Reason
from tests.helpers.chess import play


def custom(**options):
    return new_chess_position("chess-custom", **options)


@pytest.mark.parametrize(
    ("variant_id", "code"),
    [("magnetic-chess", "RAAR"), ("anti-magnetic-chess", "ARRA"), ("gravity-chess", "AAAA"),
     ("anti-gravity-chess", "RRRR"), ("chess-NNNN", "NNNN"), ("chess-ranr", "RANR")],
)
def test_each_variant_id_names_its_code(variant_id, code):
    p = new_chess_position(variant_id)
    assert p.rules.code.text == code and p.code is not None and p.code.text == code


def test_chess_variants_are_the_chess_family_on_a_square_board():
    for variant in CHESS_VARIANTS.values():
        assert (variant.family, variant.layout) == ("chess", "square")
    assert chess_variant("chess-RAAR").family == "chess"


def test_every_one_of_the_81_codes_is_a_variant():
    assert len({chess_variant(f"chess-{code}").id for code in ALL_CODES}) == 81


@pytest.mark.parametrize("variant_id", ["chess-RAXR", "chess-RA", "go", "chess-RAAR/NNNN"])
def test_an_id_that_is_no_chess_variant_is_refused(variant_id):
    assert chess_variant(variant_id) is None
    with pytest.raises(OptionError):
        new_chess_position(variant_id)


def test_the_code_option_reads_any_case_and_refuses_other_letters():
    variant = CHESS_VARIANTS["chess-custom"]
    assert variant.option("code").parse("raar/nnnn") == "RAAR/NNNN"
    with pytest.raises(OptionError, match="not a field code"):
        variant.rules(code="RAXR")


def test_all_in_the_codes_option_means_the_81_codes():
    assert len(parse_codes("all")) == 81
    assert CHESS_VARIANTS["chess-custom"].option("codes").parse("ALL") == "all"


def test_a_cycle_changes_the_code_every_pair_of_moves():
    p = custom(code_rule="cycle", codes="NNNN RRRR")
    seen = []
    for move in ("e2e3", "e7e6", "d2d3", "d7d6", "c2c3"):
        seen.append(p.code.text)
        p = play(p, move).position
    assert seen == ["NNNN", "NNNN", "RRRR", "RRRR", "NNNN"]


def test_random_codes_come_from_the_stored_seed_so_a_replay_is_exact():
    p = custom(code_rule="random", codes="all", seed=7)
    codes = parse_codes("all")
    assert p.code == drawn_code(codes, 7, 0)
    q = play(p, "e2e3", "e7e6").position
    assert q.code == drawn_code(codes, 7, 1)
    assert play(custom(code_rule="random", codes="all", seed=7), "e2e3", "e7e6").position == q


def test_a_random_game_without_a_seed_draws_one_and_stores_it():
    rules = custom(code_rule="random").rules
    assert rules.seed != 0 and dict(rules.options)["seed"] == rules.seed


def test_when_the_mover_names_the_code_each_move_carries_one():
    p = custom(code_rule="mover", codes="AAAA NNNN")
    assert len(p.legal_moves()) == 40
    assert p.code is None
    pulled = play(p, "e2e4 AAAA").position.board_text().splitlines()[3]
    still = play(p, "e2e4 NNNN").position.board_text().splitlines()[3]
    assert (pulled, still) == ("....p...", "........")


def test_a_move_without_the_code_the_mover_must_name_is_refused():
    p = custom(code_rule="mover")
    refusal = p.attempt(p.parse_move("e2e4"))
    assert isinstance(refusal, Illegal) and refusal.reason == Reason.SYNTAX
    assert refusal.message == "name the code of this move, e.g. e2e4 RAAR"


def test_a_code_outside_the_list_is_refused():
    p = custom(code_rule="mover", codes="AAAA NNNN")
    refusal = p.attempt(p.parse_move("e2e4 RRRR"))
    assert isinstance(refusal, Illegal) and refusal.message == (
        "RRRR is not one of the codes AAAA NNNN"
    )


def test_a_move_may_name_the_code_the_opponent_must_use_next():
    p = custom(code_rule="opponent", code="RAAR", codes="NNNN RAAR")
    t = play(p, "e2e4 NNNN")
    assert t.position.board_text().splitlines()[3] == "....p..."  # this move was RAAR
    assert t.position.code.text == "NNNN"
    assert t.position.move_text(t.move) == "e2e4 NNNN"


def test_a_game_with_a_fixed_code_refuses_a_named_one():
    p = new_chess_position("magnetic-chess")
    refusal = p.attempt(p.parse_move("e2e4 AAAA"))
    assert isinstance(refusal, Illegal) and refusal.reason == Reason.SYNTAX


def test_a_position_survives_pickling_for_the_computer_players_processes():
    p = play(custom(code_rule="cycle"), "e2e4", "d7d5", "e4d5").position
    q = pickle.loads(pickle.dumps(p))
    assert q == p and q.hash == p.hash and q.legal_moves() == p.legal_moves()


def test_the_fen_of_the_start():
    assert new_chess_position().fen() == (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    )
