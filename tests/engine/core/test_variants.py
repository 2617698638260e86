"""The variant registry: option schemas with defaults and choices, clear option errors, starts."""

from __future__ import annotations

import pytest

from magnetdesk.engine.core.options import OptionError
from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.engine.go.position import chain_at
from magnetdesk.engine.variants import VARIANTS, new_position, rules_text

GO_FAMILY = ("go", "atari-go", "stoical-go", "magnetgo")


def defaults(variant_id: str) -> dict[str, object]:
    return {o.key: o.default for o in VARIANTS[variant_id].options}


def test_the_go_family_is_registered() -> None:
    assert set(GO_FAMILY) <= set(VARIANTS)
    for variant_id in GO_FAMILY:
        variant = VARIANTS[variant_id]
        assert variant.id == variant_id
        assert variant.family == "go"
        assert variant.layout == "square"
        assert variant.name and variant.description and variant.rules_summary


def test_medusa_is_registered_as_its_own_family_on_the_hex_board() -> None:
    variant = VARIANTS["medusa"]
    assert (variant.id, variant.family, variant.layout) == ("medusa", "medusa", "hex")
    assert variant.name == "Medusa" and variant.description and variant.rules_summary
    assert defaults("medusa") == {"komi": 3}
    p = new_position("medusa", komi="0")
    assert p.rules.variant == "medusa" and p.marker == 0
    assert len(p.board_text().splitlines()) == 19


def test_the_chess_family_is_registered_with_every_code_by_id() -> None:
    named = ("magnetic-chess", "anti-magnetic-chess", "gravity-chess", "anti-gravity-chess")
    assert set(named) | {"chess-custom"} <= set(VARIANTS)
    assert {VARIANTS[v].family for v in named} == {"chess"}
    assert "chess-ranr" in VARIANTS and "chess-RANR" not in list(VARIANTS)
    assert VARIANTS["chess-ranr"].id == "chess-RANR"
    assert new_position("chess-nnnn").rules.code.text == "NNNN"
    assert "chess-rax" not in VARIANTS and VARIANTS.get("chess-rax") is None


def test_medusa_refuses_go_options() -> None:
    with pytest.raises(OptionError, match="size"):
        new_position("medusa", size=9)


@pytest.mark.parametrize("variant_id", sorted(VARIANTS))
def test_every_variant_starts_with_default_options(variant_id: str) -> None:
    p = new_position(variant_id)
    assert p.end is None
    assert p.to_move == (WHITE if VARIANTS[variant_id].family == "chess" else BLACK)
    assert p.legal_moves()


@pytest.mark.parametrize(
    ("variant_id", "size"),
    [(v, s) for v in GO_FAMILY for s in VARIANTS[v].option("size").presets],
)
def test_every_go_variant_starts_at_every_preset_size(variant_id: str, size: int) -> None:
    p = new_position(variant_id, size=size)
    assert p.rules.size == size
    assert len(p.board_text().splitlines()) == size


def test_go_option_defaults() -> None:
    assert defaults("go") == {
        "size": 19, "komi": None, "scoring": "area", "ko": "simple", "suicide": "forbidden",
        "handicap": 0, "handicap_placement": "fixed", "blocked": "",
    }


def test_atari_go_option_defaults() -> None:
    assert defaults("atari-go") == {"size": 9, "start": "crosscut", "blocked": ""}


def test_stoical_go_option_defaults() -> None:
    assert defaults("stoical-go") == {
        "size": 19, "komi": None, "scoring": "area", "repetition": "draw", "snapback": False,
        "handicap": 0, "handicap_placement": "fixed", "blocked": "",
    }


def test_magnetgo_option_defaults() -> None:
    assert defaults("magnetgo") == {
        "size": 9, "komi": None, "scoring": "territory", "ko": "basic", "handicap": 0,
        "handicap_placement": "fixed", "handicap_magnetism": False, "blocked": "",
    }


@pytest.mark.parametrize(
    ("variant_id", "key", "choices"),
    [
        ("go", "scoring", ("area", "territory", "stones")),
        ("go", "ko", ("simple", "positional", "situational")),
        ("go", "suicide", ("forbidden", "allowed")),
        ("go", "handicap_placement", ("fixed", "free")),
        ("atari-go", "start", ("crosscut", "empty")),
        ("stoical-go", "scoring", ("area", "stones")),
        ("stoical-go", "repetition", ("draw", "loss")),
        ("magnetgo", "scoring", ("territory", "area")),
        ("magnetgo", "ko", ("basic", "positional")),
    ],
)
def test_choice_options_offer_the_rulings_choices(
    variant_id: str, key: str, choices: tuple[str, ...]
) -> None:
    option = VARIANTS[variant_id].option(key)
    assert option.kind == "choice"
    assert option.choices == choices
    assert option.default in choices


def test_go_size_presets_are_9_13_19() -> None:
    assert VARIANTS["go"].option("size").presets == (9, 13, 19)


def test_options_given_as_text_are_parsed() -> None:
    rules = new_position("go", size="9", komi="6.5", ko="Positional", suicide="ALLOWED").rules
    assert (rules.size, rules.komi, rules.ko, rules.suicide) == (9, 6.5, "positional", "allowed")
    assert new_position("stoical-go", snapback="true").rules.snapback is True
    assert new_position("magnetgo", handicap_magnetism="yes").rules.handicap_magnetism is True


def test_the_resolved_options_are_kept_with_the_rules() -> None:
    options = dict(new_position("go", size=9, komi=5).rules.options)
    assert options["size"] == 9
    assert options["komi"] == 5
    assert options["scoring"] == "area"


def test_komi_auto_means_the_usual_komi() -> None:
    assert new_position("go", size=9, komi="auto").rules.komi == 7.5


def test_blocking_points_are_read_from_point_names() -> None:
    p = new_position("go", size=5, blocked="c3, A1")
    assert p.board_text() == ".....\n.....\n..#..\n.....\n#...."


# --- option errors --------------------------------------------------------------------------


def test_an_unknown_variant_is_an_option_error_naming_the_known_ones() -> None:
    with pytest.raises(OptionError, match=r"unknown variant 'chequers' \(known: go, atari-go"):
        new_position("chequers")


def test_an_unknown_option_is_refused_with_the_list_of_known_options() -> None:
    with pytest.raises(OptionError, match=r"unknown option 'colour'.*size.*komi"):
        new_position("go", colour="red")


def test_a_bad_choice_names_the_allowed_values() -> None:
    with pytest.raises(OptionError, match="scoring must be one of area, territory, stones"):
        new_position("go", scoring="ing")


@pytest.mark.parametrize(
    ("size", "message"), [(1, "size must be at least 2"), (26, "size must be at most 25")]
)
def test_a_board_size_outside_2_to_25_is_refused(size: int, message: str) -> None:
    with pytest.raises(OptionError, match=message):
        new_position("go", size=size)


def test_a_size_that_is_not_a_whole_number_is_refused() -> None:
    with pytest.raises(OptionError, match="size must be a whole number, not 'nine'"):
        new_position("go", size="nine")


@pytest.mark.parametrize("komi", ["lots", "nan", "inf"])
def test_a_komi_that_is_not_a_finite_number_is_refused(komi: str) -> None:
    with pytest.raises(OptionError, match="komi must be"):
        new_position("go", komi=komi)


@pytest.mark.parametrize("komi", [float("nan"), float("inf"), float("-inf")])
def test_a_number_that_is_not_finite_is_refused_from_code_too(komi: float) -> None:
    for variant in ("go", "medusa"):  # Medusa's komi is a whole number
        with pytest.raises(OptionError, match="komi must be a finite number"):
            new_position(variant, komi=komi)


def test_a_bool_option_refuses_other_words() -> None:
    with pytest.raises(OptionError, match="snapback must be true or false, not 'maybe'"):
        new_position("stoical-go", snapback="maybe")


def test_a_handicap_of_one_stone_is_refused() -> None:
    with pytest.raises(OptionError, match="2 to 9 stones"):
        new_position("go", size=9, handicap=1)


def test_a_handicap_above_nine_is_refused() -> None:
    with pytest.raises(OptionError, match="handicap must be at most 9"):
        new_position("go", handicap=10)


@pytest.mark.parametrize("blocked", ["K5", "A10", "?", "E"])
def test_a_blocking_point_off_the_board_is_refused(blocked: str) -> None:
    with pytest.raises(OptionError, match="not on a 9×9 board"):
        new_position("go", size=9, blocked=blocked)


def test_blocking_points_may_not_cover_the_whole_board() -> None:
    with pytest.raises(OptionError, match="whole board"):
        new_position("go", size=2, blocked="A1 A2 B1 B2")


def test_a_crosscut_start_on_a_blocking_point_is_refused() -> None:
    with pytest.raises(OptionError, match="blocking point"):
        new_position("atari-go", blocked="E5")
    assert new_position("atari-go", blocked="E5", start="empty").board_text().count("#") == 1


def test_the_crosscut_needs_room() -> None:
    with pytest.raises(OptionError, match="at least 4"):
        new_position("atari-go", size=3)


def test_handicap_options_give_white_the_first_move() -> None:
    for variant_id in ("go", "stoical-go", "magnetgo"):
        p = new_position(variant_id, size=9, handicap=2)
        assert p.to_move == WHITE
        assert len(p.stones(BLACK)) == 2


@pytest.mark.parametrize(
    ("variant_id", "options"),
    [
        ("atari-go", {"blocked": "C4 D3"}),  # the crosscut's white D4 would be shut in
        ("go", {"size": 9, "handicap": 2, "blocked": "B3 D3 C2 C4"}),  # handicap C3 too
    ],
)
def test_a_start_position_never_holds_a_chain_without_liberties(
    variant_id: str, options: dict[str, object]
) -> None:
    try:
        p = new_position(variant_id, **options)
    except OptionError:
        return  # refusing such a start is fine
    neighbours = p.rules.grid.neighbours
    shut_in = [
        p.rules.grid.name(c)
        for c, stone in enumerate(p.board)
        if stone and not chain_at(p.board, neighbours, c)[1]
    ]
    assert shut_in == []


@pytest.mark.parametrize(("key", "value"), [("size", 9.5), ("handicap", 2.5)])
def test_a_whole_number_option_refuses_a_fraction(key: str, value: float) -> None:
    options = {"size": 9, key: value}
    with pytest.raises(OptionError, match=key):
        new_position("go", **options)


def test_each_chess_variant_names_its_field_code_and_what_each_letter_does() -> None:
    codes = {"magnetic-chess": "RAAR", "anti-magnetic-chess": "ARRA", "gravity-chess": "AAAA",
             "anti-gravity-chess": "RRRR", "chess-NANA": "NANA"}
    texts = {variant_id: rules_text(variant_id) for variant_id in codes}
    assert len(set(texts.values())) == len(codes)
    for variant_id, code in codes.items():
        assert f"Field code {code}" in texts[variant_id]
        assert VARIANTS[variant_id].rules_summary == texts[variant_id]
    assert "Black → black: None (N)" not in texts["magnetic-chess"]
    assert "White → white: None (N) · White → black: Attract (A)" in texts["chess-NANA"]


def test_the_custom_chess_rules_say_its_code_rule_and_origin_code() -> None:
    custom = VARIANTS["chess-custom"]
    cycle = rules_text("chess-custom", custom.rules(code_rule="cycle", codes="AAAA RRRR"))
    assert "in turn: AAAA RRRR" in cycle and "R repels it" in cycle
    origin = rules_text("chess-custom", custom.rules(code="RAAR/NNAA"))
    assert "Field code RAAR" in origin and "with the code NNAA" in origin
    anyone = rules_text("chess-custom", custom.rules(code_rule="mover", codes="all"))
    assert "from all 81 codes" in anyone
