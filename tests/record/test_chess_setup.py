"""A chess diagram in a file (issue 24): the ``FEN`` setup property puts a whole board with the
side to move and the castling rights on the start, reads back as written, and a malformed line
is refused with the reason."""

from __future__ import annotations

import pytest

from magnetdesk.engine.core.vocabulary import BLACK, WHITE, Illegal
from magnetdesk.record import Game, game_from_sgf_text, game_to_sgf

DIAGRAM = "4k3/8/8/3p4/8/8/8/R3K2R b KQ"


def diagram_game(board: str = DIAGRAM, to_move: int | None = None) -> Game:
    game = Game.new("magnetic-chess")
    assert game.add_setup(board=board, to_move=to_move) is None
    return game


def test_a_diagram_is_the_start_and_round_trips_with_its_moves():
    game = diagram_game()
    start = game.position
    assert start.to_move == BLACK and start.fen().startswith("4k3/8/8/3p4/8/8/8/R3K2R b KQ ")
    assert not isinstance(game.play("d5d4"), Illegal)
    assert not isinstance(game.play("e1g1"), Illegal)  # castling, from the diagram's rights
    text = game_to_sgf(game.record)
    assert "FEN[4k3/8/8/3p4/8/8/8/R3K2R b KQ]" in text
    record, warnings = game_from_sgf_text(text)
    assert warnings == []
    assert record.position(record.root) == start
    assert [node.play.text for node in record.main_line()[1:]] == ["d5d4", "e1g1"]
    assert game_to_sgf(record) == text


def test_pl_after_the_board_says_who_moves():
    game = diagram_game(to_move=WHITE)
    assert game.position.to_move == WHITE
    record, warnings = game_from_sgf_text(game_to_sgf(game.record))
    assert not warnings and record.position(record.root).to_move == WHITE


@pytest.mark.parametrize(("board", "reason"), [
    ("4k3/8/8/8/8/8/8 w -", "8 ranks"),
    ("4k3/8/8/8/8/8/8/4K2 w -", "rank 1"),
    ("4k3/8/8/8/8/8/8/4X3 w -", "rank 1"),
    ("4k3/8/8/8/8/8/8/4K3 x -", "side to move"),
    ("4k3/8/8/8/8/8/8/4K3 w K", "castling right K"),
    ("4k3/8/8/8/8/8/8/4K3 w Z", "castling rights"),
    ("4k3/8/8/8/8/8/8/4K3 w - e3", "en passant"),
    ("4kk2/8/8/8/8/8/8/4K3 w -", "two kings"),
    ("P3k3/8/8/8/8/8/8/4K3 w -", "last rank"),
])
def test_a_malformed_diagram_is_refused_with_the_reason(board, reason):
    game = Game.new("magnetic-chess")
    refused = game.add_setup(board=board)
    assert isinstance(refused, Illegal) and reason in refused.message
    text = game_to_sgf(Game.new("magnetic-chess").record).replace(
        "\n", f"\nFEN[{board}]", 1)
    record, warnings = game_from_sgf_text(text)
    assert len(warnings) == 1 and reason in str(warnings[0])
    assert record.position(record.root) == Game.new("magnetic-chess").position


def test_a_game_of_stones_has_no_whole_board():
    _record, warnings = game_from_sgf_text("(;GM[1]FF[4]SZ[9]FEN[4k3/8/8/8/8/8/8/4K3 w -])")
    assert len(warnings) == 1 and "as a whole" in str(warnings[0])
    game = Game.new("go", size=9)
    assert isinstance(game.add_setup(board="4k3/8/8/8/8/8/8/4K3 w -"), Illegal)
