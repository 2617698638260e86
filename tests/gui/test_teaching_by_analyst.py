"""The teaching game's verdicts from the analyst, in the real window: with an outside engine
chosen as the analyst (tests/helpers/fake_analyst.py, whose best always gives the side to move
0.62 and whose visits-weighted value 0.56), the person's move is weighed by the engine before
the computer replies (the position before it and after it), a move that loses the teaching
share is said with the analyst's better move and offered back; below the share the computer
replies at once. An outside engine as the opponent (GNU Go) is taught by the analyst too."""

from __future__ import annotations

import dataclasses

import pytest

from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.gui.common.setup import FIRST, Opponent, PlayerSetup
from magnetdesk.record.analysis import analysis_of
from tests.gui.test_main_window import PERSON, window_maker
from tests.gui.test_outside_analyst import fake
from tests.helpers.engines import gnugo
from tests.helpers.mouse import click

QUICK = PlayerSetup(computer=True, level=1)
WAIT = 30_000


@pytest.fixture
def make(qtbot, monkeypatch):
    return window_maker(qtbot, monkeypatch)


def teaching(window, share: int, engine: str = "") -> None:
    window.setup = dataclasses.replace(
        window.setup, opponent=Opponent(True, 1, FIRST, teaching=share, engine=engine))
    window.coach.set_analyst(fake())


def test_the_analyst_says_what_the_move_cost_and_it_is_taken_back(qtbot, make, monkeypatch):
    window = make("go", (PERSON, QUICK), size=9)
    asked: list[str] = []
    monkeypatch.setattr(type(window.teaching), "_ask_take_back",
                        lambda self, text: asked.append(text) or True)
    teaching(window, 10)
    start = window.game.node
    click(window, "A1")
    assert not window.searching  # the reply waits while the analyst weighs the move
    qtbot.waitUntil(lambda: bool(asked), timeout=WAIT)
    # before: Black 0.56 (its value); after: White 0.56, so Black 0.44: 12% lost
    assert asked[0].startswith("Your move A1 cost you 12% of your chances."), asked[0]
    assert "C3 was better by the analysis." in asked[0]  # the engine's best before A1
    assert window.game.node is start and start.children  # back; A1 stays as a branch
    assert analysis_of(start) is not None  # the analyst's findings are kept at the nodes
    spots = window.coach.item.spots
    assert len(spots) == 1 and spots[0].centre == window.view.board.cell_point(
        window.position.parse_move("C3"))
    assert not window.searching and window.game.node.move_number == 0


def test_a_move_below_the_share_lets_the_computer_reply(qtbot, make, monkeypatch):
    window = make("go", (PERSON, QUICK), size=9)
    monkeypatch.setattr(type(window.teaching), "_ask_take_back",
                        lambda self, text: pytest.fail(f"nothing to say: {text}"))
    teaching(window, 20)
    click(window, "E5")
    qtbot.waitUntil(lambda: window.game.node.move_number == 2, timeout=WAIT)
    assert window.game.node.play.colour == WHITE  # the computer's reply was played
    assert window.game.node.parent.play.text == "E5"


def test_playing_on_against_gnu_go_taught_by_the_analyst(qtbot, make, monkeypatch):
    window = make("go", (PERSON, PERSON), size=9)
    asked: list[str] = []
    monkeypatch.setattr(type(window.teaching), "_ask_take_back",
                        lambda self, text: asked.append(text) or False)
    window.engines.set_engines([gnugo("--level", "1").renamed("GNU Go")])
    try:
        window.set_players({BLACK: PERSON, WHITE: PlayerSetup(True, 1, "GNU Go")})
        teaching(window, 10, "GNU Go")
        click(window, "A1")
        qtbot.waitUntil(lambda: window.game.node.move_number == 2, timeout=WAIT)
        assert asked and "A1 cost you 12%" in asked[0]
        assert window.game.node.play.colour == WHITE  # GNU Go replied after Play on
    finally:
        window.engines.close()


def test_a_game_the_analyst_does_not_play_is_weighed_by_our_search(qtbot, make, monkeypatch):
    """Magnetgo: the outside analyst refuses it, our search weighs the move instead (and the
    review goes on with it); the computer then replies, nothing hangs."""
    window = make("magnetgo", (PERSON, QUICK), size=9)
    said: list[str] = []
    original = window.say
    monkeypatch.setattr(window, "say", lambda text: said.append(text) or original(text))
    monkeypatch.setattr(type(window.teaching), "_ask_take_back", lambda self, text: False)
    teaching(window, 100)  # nothing is ever said: the reply comes after the weighing
    click(window, "E5")
    qtbot.waitUntil(lambda: window.game.node.move_number == 2, timeout=WAIT)
    assert any(w.startswith("Our own search analyses this game") for w in said), said
    start = window.game.record.root
    assert analysis_of(start) is not None and analysis_of(start.children[0]) is not None
