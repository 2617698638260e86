"""Magnetic Chess in the window, played with the mouse: click a piece then its square, or drag
it; legal targets marked while a piece is picked up; the field's pieces slide and keep arrows;
promotion from a menu of four; refusals in the status bar with the engine's reason."""

from __future__ import annotations

import pytest

from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.gui.board.chess.pieces import PieceItem
from magnetdesk.gui.common.setup import GameSetup
from tests.gui.test_main_window import PERSON, window_maker
from tests.helpers.mouse import cell as square
from tests.helpers.mouse import click, drag


@pytest.fixture
def make(qtbot, monkeypatch):
    return window_maker(qtbot, monkeypatch)


def rows(window) -> list[str]:
    return window.position.board_text().splitlines()


def played(window) -> list[str]:
    return [node.play.text for node in window.game.node.path()[1:]]


def status(window) -> str:
    return window.statusBar().currentMessage()


def piece_at(window, name: str) -> str:
    item = window.view.board.stone_at(square(window, name))
    assert item is None or isinstance(item, PieceItem)
    return "." if item is None else "xPNBRQK"[item.piece & 7] if item.piece >> 3 == WHITE \
        else "xpnbrqk"[item.piece & 7]


def test_the_board_shows_the_start_position_as_pieces(make):
    window = make("magnetic-chess", (PERSON, PERSON))
    assert [piece_at(window, f"{f}1") for f in "abcdefgh"] == list("RNBQKBNR")
    assert [piece_at(window, f"{f}7") for f in "abcdefgh"] == list("pppppppp")
    assert not window.actions["pass_move"].isVisible()
    assert window.panel.badge.text() == "RAAR" and not window.panel.badge.isHidden()


def test_click_click_plays_a_magnetic_move_and_shows_the_field(make):
    window = make("magnetic-chess", (PERSON, PERSON))
    click(window, "e2")
    style = window.view.board.board_style
    assert style.selected == square(window, "e2")
    assert sorted(window.view.board.board_style.targets(square(window, "e2"))) == [
        square(window, "e3"), square(window, "e4")]
    assert len(window.view.board.under.moves) == 2  # the two targets are marked
    click(window, "e4")
    assert played(window) == ["e2e4"]
    assert rows(window)[3] == "....p..."  # the e4 pawn pulled the e7 pawn to e5
    assert piece_at(window, "e5") == "p" and piece_at(window, "e7") == "."
    arrows = window.view.board.slide_arrows()
    scene = window.view.board
    assert arrows == [(scene.cell_point(square(window, "e7")),
                       scene.cell_point(square(window, "e5")))]


def test_dragging_a_piece_plays_and_the_field_attracts_and_repels(make):
    window = make("magnetic-chess", (PERSON, PERSON))
    drag(window, "e2", "e4")
    drag(window, "d7", "d5")  # pushes its own e5 pawn to h5, pulls the d2 pawn to d4
    assert played(window) == ["e2e4", "d7d5"]
    assert [piece_at(window, s) for s in ("d5", "h5", "d4", "e5", "d2")] == \
        ["p", "p", "P", ".", "."]
    scene = window.view.board
    p = scene.cell_point
    assert sorted(scene.slide_arrows(), key=lambda a: (a[0].x(), a[0].y())) == sorted(
        [(p(square(window, "e5")), p(square(window, "h5"))),
         (p(square(window, "d2")), p(square(window, "d4")))],
        key=lambda a: (a[0].x(), a[0].y()))


def test_the_field_slides_are_animated_after_the_move(make):
    window = make("magnetic-chess", (PERSON, PERSON))
    click(window, "e2")
    click(window, "e4")
    animation = window.view.board.animation
    assert animation is not None and len(animation.steps) == 2
    animation.show_at(0)
    e5 = window.view.board.stone_at(square(window, "e5"))
    assert e5.pos() == window.view.board.cell_point(square(window, "e7"))  # not moved yet
    animation.finish()
    assert e5.pos() == window.view.board.cell_point(square(window, "e5"))


def test_a_capture_fades_the_taken_piece(make):
    window = make("chess-NNNN", (PERSON, PERSON))
    for start, end in (("e2", "e4"), ("d7", "d5")):
        click(window, start)
        click(window, end)
    click(window, "e4")
    click(window, "d5")
    assert played(window)[-1] == "e4d5"
    steps = window.view.board.animation.steps
    assert any(getattr(track, "temporary", False) for track in steps[0])


def test_an_illegal_click_says_why_and_changes_nothing(make):
    window = make("magnetic-chess", (PERSON, PERSON))
    click(window, "e2")
    click(window, "e5")
    assert status(window) == "The pawn on e2 cannot move to e5"
    click(window, "e7")
    assert status(window) == "The piece on e7 is not yours"
    click(window, "e4")
    assert status(window) == "There is no piece on e4"
    click(window, "a1")
    assert status(window) == "The rook on a1 has no legal move"
    drag(window, "g1", "g3")
    assert status(window) == "The knight on g1 cannot move to g3"
    assert played(window) == []
    assert piece_at(window, "g1") == "N"


def test_a_promotion_asks_for_the_piece(make):
    window = make("chess-NNNN", (PERSON, PERSON))
    for move in ("b2b4", "a7a5", "b4a5", "b7b6", "a5b6", "h7h6", "b6c7", "h6h5"):
        window.game.play(move)
    window.refresh()
    click(window, "c7")
    click(window, "b8")
    menu = window.view.board.board_style.menu
    assert menu is not None
    labels = [a.text() for a in menu.actions() if not a.isSeparator() and a.text()]
    assert labels[-4:] == ["Queen", "Rook", "Bishop", "Knight"]
    assert played(window)[-1] == "h6h5"  # nothing played while the menu is open
    next(a for a in menu.actions() if a.text() == "Knight").trigger()
    assert played(window)[-1] == "c7b8n"
    assert piece_at(window, "b8") == "N"


def test_a_player_who_names_codes_chooses_one_from_a_menu(make):
    window = make("chess-custom", (PERSON, PERSON), code_rule="mover", codes="RAAR NNNN")
    click(window, "e2")
    click(window, "e4")
    menu = window.view.board.board_style.menu
    next(a for a in menu.actions() if a.text() == "NNNN").trigger()
    assert played(window) == ["e2e4 NNNN"]
    assert rows(window)[1] == "pppppppp"  # no field


def test_the_move_list_is_in_san_and_the_cards_count_captures(make):
    window = make("chess-NNNN", (PERSON, PERSON))
    for start, end in (("e2", "e4"), ("d7", "d5"), ("e4", "d5")):
        click(window, start)
        click(window, end)
    texts = [window.panel.moves.item(r).text().strip() for r in range(1, 4)]
    assert texts == ["1. e4", "1… d5", "2. exd5"]
    white = window.panel.cards[WHITE]
    assert white.count.text() == "1" and white.caption.text() == "captured"
    assert white.trophies.property("pieces") == [9]  # a black pawn


def test_whites_card_is_on_top_in_chess_and_blacks_in_go(make):
    def top_card(window):
        window.panel.layout().activate()
        return min(window.panel.cards, key=lambda c: window.panel.cards[c].geometry().top())

    window = make("magnetic-chess", (PERSON, PERSON))
    assert top_card(window) == WHITE
    window.start_game(GameSetup("go", {"size": 9}))
    assert top_card(window) == BLACK
