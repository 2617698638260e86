"""What sharing a game needs of the records: a game played again under other options (the komi
edited after the moves), and a chess game's line printed as a record that reads back."""

from __future__ import annotations

import pytest

from magnetdesk.record import Game, game_from_sgf_text, game_to_sgf
from magnetdesk.record.families.chess_text import chess_text_of, game_from_chess_text
from magnetdesk.record.positions import CHECKPOINT_EVERY


def test_a_new_komi_replays_the_whole_tree_with_it():
    game = Game.new("go", size=9)
    black = [f"{c}{r}" for c in "ABCD" for r in range(1, 10)]
    white = [f"{c}{r}" for c in "FGHJ" for r in range(1, 10)]
    for move in (m for pair in zip(black, white, strict=True) for m in pair):
        assert hasattr(game.play(move), "position"), move
    branch_at = game.record.main_line()[5]
    game.go_to(branch_at)
    game.play("J5")  # a variation
    nodes = list(game.record.nodes())
    game.record.change_options({**dict(game.record.options), "komi": 3.5})
    assert list(game.record.nodes()) == nodes  # the same tree, the same nodes
    assert game.record.start.rules.komi == 3.5
    deep = game.record.main_line()[-1]
    assert deep.depth > CHECKPOINT_EVERY
    assert game.record.position(deep).rules.komi == 3.5
    assert game.record.position(game.node).rules.komi == 3.5
    record, _ = game_from_sgf_text(game_to_sgf(game.record))
    assert record.start.rules.komi == 3.5 and "KM[3.5]" in game_to_sgf(game.record)


def test_options_the_moves_no_longer_fit_change_nothing():
    game = Game.new("go", size=9)
    game.play("H8")
    options = game.record.options
    with pytest.raises(ValueError):
        game.record.change_options({**dict(options), "size": 5})  # H8 is off a 5×5 board
    assert game.record.options == options
    assert game.record.position(game.node).rules.size == 9


def test_a_printed_chess_line_reads_back_as_the_same_moves_and_result():
    record, _ = game_from_chess_text("1. d4 Nf6 2. Bg5 Ne4 3. g4 Bxg4 4. Qxg4 f5 0-1",
                                     "magnetic-chess")
    text = chess_text_of(record, record.main_line())
    assert text.startswith("1. d4 Nf6 2. Bg5") and text.endswith("0-1")
    again, _ = game_from_chess_text(text, "magnetic-chess")
    assert [n.play.text for n in again.main_line()[1:]] == [
        n.play.text for n in record.main_line()[1:]
    ]
    assert again.info["RE"] == "B+"
