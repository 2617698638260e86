"""The illustrated rules window (F1): every variant's page builds, every diagram's move is legal
and the picture after it shows the engine's position, F1 opens the current variant's page, and
the German page is German."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from magnetdesk.engine.variants import VARIANTS
from magnetdesk.gui.board.rules_sections import Diagram
from magnetdesk.gui.learn.rules_window import (
    RATIO,
    DiagramError,
    DiagramPainter,
    RulesWindow,
    played,
    sections,
)
from magnetdesk.gui.looks.language import install_language
from tests.gui.test_main_window import window_maker


def diagrams(variant: str) -> list[Diagram]:
    return [s.diagram for s in sections(variant) if s.diagram is not None]


@pytest.fixture
def rules_window(qtbot):
    made = []

    def make(variant: str) -> RulesWindow:
        window = RulesWindow(variant)
        qtbot.addWidget(window)
        made.append(window)
        return window

    yield make
    for window in made:
        window.close()


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_every_variant_has_a_page_and_its_diagrams_are_drawn(rules_window, variant):
    window = rules_window(variant)
    assert window.variant == variant
    text = window.text.toPlainText()
    assert all(s.title in text for s in sections(variant))
    assert len(window.text.images) == 2 * len(diagrams(variant))
    for image in window.text.images.values():
        assert image.width() >= 60 * RATIO and not image.isNull()


@pytest.mark.parametrize("variant", ["go", "magnetgo", "medusa", "magnetic-chess"])
def test_the_illustrated_families_show_diagrams(variant):
    assert len(diagrams(variant)) >= 3


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_each_diagram_move_is_legal_and_the_picture_after_it_is_the_engines(qapp, variant):
    painter = DiagramPainter()
    for diagram in diagrams(variant):
        before, transition = played(diagram)  # DiagramError if the engine refuses the move
        assert transition.position.board_text() != before.board_text()
        painter.pictures(diagram)
        shown = painter.scene.position
        assert shown.board_text() == transition.position.board_text()


def test_a_diagram_with_an_illegal_move_is_refused():
    occupied = sections("go")[1].diagram  # the capture: C3 holds a white stone
    assert occupied is not None
    with pytest.raises(DiagramError):
        played(Diagram(occupied.position, "C3"))


def after(variant: str, title: str) -> str:
    section = next(s for s in sections(variant) if s.title == title)
    assert section.diagram is not None
    return played(section.diagram)[1].position.board_text()


def test_the_diagrams_show_what_their_texts_say():
    # Magnetgo: the own stones slide away to the edge, the opponent's up to the placed stone.
    assert after("magnetgo", "Repel and attract").splitlines() == [
        "...X...", ".......", ".......", "..OX..X", "...O...", ".......", ".......",
    ]
    assert after("magnetgo", "Chains are torn apart").splitlines()[1:3] == [
        "...O...", ".......",
    ]
    assert "O" not in after("magnetgo", "Captures: the opponent's chains first")
    assert "O" not in after("go", "Capturing")
    assert "Q" in after("magnetic-chess", "Magnetic promotion")  # a white pawn became a queen
    assert "q" in after("anti-magnetic-chess", "Magnetic promotion")
    assert "k" not in after("gravity-chess", "How to win")
    reversed_ = after("medusa", "Capture turns stones over")
    assert "X" not in reversed_ and reversed_.count("O") == 4  # reversed, not removed
    assert after("medusa", "The immortal rosette").count("X") == 6


def test_every_variant_can_be_read_from_the_window(rules_window):
    window = rules_window("go")
    window.choice.setCurrentIndex(window.choice.findData("medusa"))
    assert window.variant == "medusa"
    assert "rosette" in window.text.toPlainText()


def test_f1_opens_the_rules_of_the_current_game(qtbot, monkeypatch):
    window = window_maker(qtbot, monkeypatch)("magnetgo", size=9)
    with qtbot.waitActive(window):
        window.activateWindow()
    QTest.keyClick(window.focusWidget() or window, Qt.Key.Key_F1)
    rules = window.viewing.rules_window
    try:
        assert rules.isVisible() and rules.variant == "magnetgo"
        assert "Repel and attract" in rules.text.toPlainText()
        rules.choice.setCurrentIndex(rules.choice.findData("medusa"))
        rules.close()
        window.actions["show_rules"].trigger()  # the same window, back on the game's variant
        assert window.viewing.rules_window is rules and rules.isVisible()
        assert rules.variant == "magnetgo"
    finally:
        rules.close()


@pytest.fixture
def german(qapp):
    assert install_language("de")
    yield
    install_language("en")


def english_texts(variant: str) -> list[str]:
    return [t for s in sections(variant) for t in (s.title, *s.text.split("\n"))]


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_the_german_page_has_no_english_left(variant, rules_window, request):
    english = english_texts(variant)
    request.getfixturevalue("german")
    german = english_texts(variant)
    assert len(german) == len(english)
    same = [e for e, g in zip(english, german, strict=True) if e == g and len(e) > 12]
    assert same == []
    window = rules_window(variant)
    assert "Regeln" in window.text.toPlainText() and "Before" not in window.text.toPlainText()


def test_the_games_own_options_are_described_and_drawn(qtbot):
    gravity = VARIANTS["chess-custom"].rules(code="AAAA")
    window = RulesWindow("chess-custom", rules=gravity)
    qtbot.addWidget(window)
    try:
        text = window.text.toPlainText()
        assert "Field code AAAA" in text and "never promotes" in text
        assert len(window.text.images) == 2 * 3  # no promotion diagram: AAAA never repels
        window.choice.setCurrentIndex(window.choice.findData("magnetic-chess"))
        assert "Field code RAAR" in window.text.toPlainText()
    finally:
        window.close()
