"""Markup on nodes (TR SQ CR MA LB AR LN DD) for every family: read, written back the same,
checked against the board; the dimming inherited as SGF says."""

from __future__ import annotations

import pytest

from magnetdesk.engine.core.vocabulary import Illegal
from magnetdesk.record import Game, GameRecord, game_to_sgf
from magnetdesk.record.markup import Markup, dimmed_at
from magnetdesk.record.sgf import game_from_sgf_text

# a variant, its first move, and points to mark (as the variant names its cells)
FAMILIES = {
    "go": ({"size": 9}, "E5", ["A9", "C3", "E5", "J1"]),
    "medusa": ({}, "k11", ["a1", "c4", "k11", "s19"]),
    "magnetic-chess": ({}, "e2e4", ["a1", "e4", "e2", "h8"]),
}


def full_markup(points: list[str]) -> Markup:
    """Every kind of mark on the four points."""
    a, b, c, d = points
    markup = (Markup().with_shape(a, "TR").with_shape(b, "SQ").with_shape(c, "CR")
              .with_shape(d, "MA").with_label(a, "A").with_label(b, "12")
              .with_label(c, "x]y: z").with_arrow(a, d).with_arrow(d, b)
              .with_line(b, c).with_dimmed({c, d}))
    return markup


def marked_game(variant: str) -> tuple[GameRecord, Markup]:
    options, move, points = FAMILIES[variant]
    record = GameRecord(variant, options)
    game = Game(record)
    assert not isinstance(game.play(move), Illegal)
    markup = full_markup(points)
    record.root.markup = markup.with_dimmed(None)
    game.node.markup = markup
    return record, markup


@pytest.mark.parametrize("variant", FAMILIES)
def test_every_mark_round_trips(variant: str) -> None:
    record, markup = marked_game(variant)
    text = game_to_sgf(record)
    read, warnings = game_from_sgf_text(text)
    assert warnings == []
    assert read.root.markup == markup.with_dimmed(None)
    assert read.main_line()[1].markup == markup
    assert read.main_line()[1].other == ()  # typed, not kept raw
    assert game_to_sgf(read) == text


def test_values_in_each_familys_notation() -> None:
    go = game_to_sgf(marked_game("go")[0])
    assert "TR[aa]SQ[cg]CR[ee]MA[ii]LB[aa:A][cg:12][ee:x\\]y: z]AR[aa:ii][ii:cg]" in go
    assert "LN[cg:ee]DD[ee][ii]" in go
    medusa = game_to_sgf(marked_game("medusa")[0])
    assert "TR[a1]SQ[c4]CR[k11]MA[s19]LB[a1:A][c4:12]" in medusa
    chess = game_to_sgf(marked_game("magnetic-chess")[0])
    assert "TR[a1]SQ[e4]CR[e2]MA[h8]LB[a1:A][e2:x\\]y: z][e4:12]AR[a1:h8][h8:e4]" in chess


def test_go_point_lists_may_be_rectangles() -> None:
    record, warnings = game_from_sgf_text("(;GM[1]SZ[9]MA[aa:bb]DD[cc:cd])")
    assert warnings == []
    assert record.root.markup.shapes == (
        ("A8", "MA"), ("A9", "MA"), ("B8", "MA"), ("B9", "MA"))
    assert record.root.markup.dimmed == {"C7", "C6"}


@pytest.mark.parametrize("text, bad", [
    ("(;GM[1]SZ[9]TR[zz][aa])", "TR[zz]"),
    ("(;GM[1]SZ[9]LB[aa])", "LB[aa]"),
    ("(;GM[1]SZ[9]AR[aa:aa])", "AR[aa:aa]"),
    ("(;GM[1]SZ[9]LN[aa:zz])", "LN[aa:zz]"),
    ("(;GM[1981]MV[medusa:1]TR[j10])", "TR[j10]"),  # a hole
    ("(;GM[3]MV[magnetic-chess:1]SQ[i9])", "SQ[i9]"),
])
def test_a_mark_off_the_board_is_left_out_with_a_warning(text: str, bad: str) -> None:
    record, warnings = game_from_sgf_text(text)
    assert [w.message for w in warnings] == [
        f"{bad} does not mark points of this board: left out"]
    assert "zz" not in game_to_sgf(record)


def test_dimming_is_inherited_until_a_node_says_otherwise() -> None:
    record, _ = game_from_sgf_text("(;GM[1]SZ[9]DD[aa][bb];B[ee];W[dd]DD[];B[cc]DD[ff])")
    line = record.main_line()
    dims = [dimmed_at(node.markup for node in line[: i + 1]) for i in range(len(line))]
    assert dims == [{"A9", "B8"}, {"A9", "B8"}, set(), {"F4"}]
    assert "DD[]" in game_to_sgf(record)


def test_one_shape_per_point_the_last_wins() -> None:
    markup = Markup().with_shape("A1", "TR").with_shape("A1", "SQ")
    assert markup.shapes == (("A1", "SQ"),)
    assert markup.with_shape("A1", "SQ").is_empty()  # the same shape again takes it off
    assert Markup().with_line("A1", "B2").with_line("B2", "A1").is_empty()


def test_line_to_keeps_the_markup() -> None:
    record, markup = marked_game("go")
    copy = record.line_to(record.main_line()[1])
    assert copy.main_line()[1].markup == markup
