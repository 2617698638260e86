"""A chess game that starts from a diagram (a file's ``FEN``), walked in the real window: the
players' cards count the pieces taken in the game, not the pieces the diagram lacks, and a
promotion (by a capture, or by the field) changes no card but the capturer's. python-chess
judges which pieces the moves took (the code NNNN has no field: it is chess)."""

from __future__ import annotations

import chess
import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.record.game import Game
from magnetdesk.record.sgf import save_game
from tests.helpers.journey import Journey
from tests.helpers.mouse import click

# White: king and two pawns, one about to take the rook on a8; Black: king, rook, knight, pawn.
DIAGRAM = "r1n1k3/1P5p/8/8/8/8/P7/4K3 w - - 0 1"
MOVES = ("b7a8q", "e8d8", "a8c8", "d8c8")  # bxa8=Q, Kd8, Qxc8+, Kxc8


@pytest.fixture
def journey(qtbot, monkeypatch, tmp_path):
    return Journey(qtbot, monkeypatch, tmp_path)


def open_diagram(journey: Journey, variant: str, fen: str) -> None:
    """File ▸ Open of a game file whose start is the diagram ``fen``."""
    game = Game.new(variant)
    assert game.add_setup(board=fen) is None
    save_game(game.record, journey.path)
    journey.trigger("open_file")
    assert journey.window.game.record.variant == variant
    assert journey.window.position.board_text() == game.position.board_text()


def cards(journey: Journey) -> dict[int, tuple[str, list[str]]]:
    """Each card's number and the pieces it shows (FEN letters), as a person reads them."""
    shown = {}
    for colour, card in journey.window.panel.cards.items():
        pieces = card.trophies.property("pieces") if card.trophies.isVisibleTo(card) else []
        shown[colour] = (card.count.text(), ["xPNBRQK"[p & 7] if p >> 3 == WHITE
                                             else "xpnbrqk"[p & 7] for p in pieces or []])
    return shown


def taken_by_python_chess(fen: str, moves) -> dict[int, list[str]]:
    """The pieces each side took playing ``moves`` from ``fen``, by python-chess."""
    board = chess.Board(fen)
    taken: dict[int, list[str]] = {WHITE: [], BLACK: []}
    for uci in moves:
        move = chess.Move.from_uci(uci)
        assert board.is_legal(move), uci
        if board.is_capture(move):
            victim = board.piece_at(move.to_square)
            assert victim is not None
            taken[WHITE if board.turn == chess.WHITE else BLACK].append(victim.symbol())
        board.push(move)
    return taken


def play_by_mouse(journey: Journey, uci: str) -> None:
    """Click the piece, then its square; a promotion clicks the queen in the popup."""
    before = journey.moves()
    click(journey.window, uci[:2])
    click(journey.window, uci[2:4])
    if len(uci) == 5:
        popup = journey.window.view.board.board_style.menu
        assert popup is not None and popup.isVisible()
        QTest.mouseClick(popup.buttons[0], Qt.MouseButton.LeftButton)  # the queen
    assert journey.moves() == before + 1, journey.status()
    journey.settle()


def test_a_diagram_starts_with_nothing_taken_and_counts_the_captures_played(journey):
    open_diagram(journey, "chess-NNNN", DIAGRAM)
    assert cards(journey) == {WHITE: ("0", []), BLACK: ("0", [])}  # 13 and 12 are missing
    judge = taken_by_python_chess(DIAGRAM, MOVES[:1])
    play_by_mouse(journey, MOVES[0])  # the pawn takes the rook and is a queen
    assert judge == {WHITE: ["r"], BLACK: []}
    assert cards(journey) == {WHITE: ("1", ["r"]), BLACK: ("0", [])}
    for move in MOVES[1:]:
        play_by_mouse(journey, move)
    judge = taken_by_python_chess(DIAGRAM, MOVES)
    assert judge == {WHITE: ["r", "n"], BLACK: ["Q"]}
    assert cards(journey) == {WHITE: ("2", ["r", "n"]), BLACK: ("1", ["Q"])}
    journey.step_back(3)  # ← back to the first capture: the cards follow the move shown
    assert cards(journey) == {WHITE: ("1", ["r"]), BLACK: ("0", [])}


def test_a_promotion_by_the_field_takes_nothing(journey):
    """In Magnetic Chess (RAAR) the white rook's field pushes the white pawn on h7 to h8, where
    it is a second queen: nobody has taken anything."""
    open_diagram(journey, "magnetic-chess", "k7/7P/8/R7/8/8/8/3QK3 w - - 0 1")
    assert cards(journey) == {WHITE: ("0", []), BLACK: ("0", [])}
    play_by_mouse(journey, "a5h5")
    assert journey.window.position.board_text().splitlines()[0] == "k......Q"
    assert cards(journey) == {WHITE: ("0", []), BLACK: ("0", [])}
