"""The walk-through of docs/architecture.md holds: a new Go-family variant is a registry entry
(and its translations), and then the computer, the text protocol, the files and the window's
family record all know it, with no other change.

The entry here is Atari-Go on a 13×13 board that starts empty and counts by area after two passes
without a capture — a set of the Go machine's existing switches — registered for the length of
the test.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from magnetdesk.ai.player import think
from magnetdesk.ai.searches import plays
from magnetdesk.engine.core.options import Option
from magnetdesk.engine.core.registry import Variant
from magnetdesk.engine.go.rules import GoRules
from magnetdesk.engine.variants import VARIANTS, family_of, new_position
from magnetdesk.gtp.session import GtpSession
from magnetdesk.record.game import Game
from magnetdesk.record.sgf import game_from_sgf_text
from magnetdesk.record.sgf_write import game_to_sgf
from magnetdesk.record.tree import GameRecord
from magnetdesk.translation import QT_TR_NOOP

WIDE_ATARI = Variant(
    "wide-atari-go", QT_TR_NOOP("Wide Atari-Go"), "go", "square",
    QT_TR_NOOP("Atari-Go on a wide empty board."),
    QT_TR_NOOP("Atari-Go on 13×13 from an empty board: the first capture wins."),
    (Option("size", QT_TR_NOOP("Board size"), "int", 13, QT_TR_NOOP("points per side"),
            minimum=5, maximum=19),),
    lambda values: GoRules(
        variant="wide-atari-go", size=values["size"], first_capture_wins=True, ko="none",
        options=tuple(values.items()),
    ),
)


@pytest.fixture
def registered() -> Iterator[Variant]:
    VARIANTS[WIDE_ATARI.id] = WIDE_ATARI
    try:
        yield WIDE_ATARI
    finally:
        del VARIANTS[WIDE_ATARI.id]


def test_the_engine_and_the_family_record_know_the_new_variant(registered: Variant) -> None:
    position = new_position("wide-atari-go", size=9)
    assert position.rules.size == 9 and family_of("wide-atari-go").id == "go"
    assert position.attempt(position.parse_move("E5")).position.to_move != position.to_move


def test_the_computer_plays_it(registered: Variant) -> None:
    position: Any = new_position("wide-atari-go", size=7)
    assert plays("wide-atari-go")
    move = think(position, level=1, workers=1, seed=1).move
    assert position.is_legal(move)


def test_the_text_protocol_plays_it(registered: Variant) -> None:
    session = GtpSession("wide-atari-go", {"size": "9"}, seed=1)
    assert session.handle("play b E5").startswith("=")
    reply = session.handle("genmove w")
    assert reply.startswith("=") and reply.strip() != "="


def test_a_file_of_it_reads_back(registered: Variant) -> None:
    record = GameRecord("wide-atari-go", {"size": 9})
    game = Game(record)
    for move in ("E5", "E6", "D6"):
        assert not hasattr(game.play(move), "reason")
    text = game_to_sgf(record)
    assert "MV[wide-atari-go:1][size=9]" in text
    again, warnings = game_from_sgf_text(text)
    assert warnings == [] and again.variant == "wide-atari-go"
    assert [node.play.text for node in again.main_line()[1:]] == ["E5", "E6", "D6"]


def test_the_window_offers_it_with_the_go_board(registered: Variant) -> None:
    from magnetdesk.gui.board.families import app_variants
    from magnetdesk.gui.board.families import family_of as window_family_of

    assert WIDE_ATARI in app_variants()
    family = window_family_of("wide-atari-go")
    assert family.id == "go" and family.computer and family.passes
