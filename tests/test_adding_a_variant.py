"""The walk-through of docs/architecture.md holds: a new Go-family variant is a registry entry
(and its translations), and then the computer, the text protocol, the files and the window's
family record all know it, with no other change; a new rule switch of the Go machine is one
record (engine/go/switches.py), and then the options, the position, the rules page, the side
panel and the searches all know it.

The entry here is Atari-Go on a 13×13 board that starts empty and counts by area after two passes
without a capture — a set of the Go machine's existing switches — registered for the length of
the test. The switch is "a capture of three stones or more wins", offered by Go, which neither
the Python playout boards nor the compiled core play: the search plays it out through the engine.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from typing import Any

import pytest

from magnetdesk.ai.core.search_types import Budget
from magnetdesk.ai.go import fast_playout, mcts
from magnetdesk.ai.player import think
from magnetdesk.ai.searches import plays
from magnetdesk.engine.core.options import Option
from magnetdesk.engine.core.registry import Variant
from magnetdesk.engine.core.vocabulary import BLACK, GameEnd
from magnetdesk.engine.go import switches
from magnetdesk.engine.go.diagram import position_from_text
from magnetdesk.engine.go.rules import GoRules
from magnetdesk.engine.go.switches import RulesText, RuleSwitch
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


# --- a new rule switch: one record ------------------------------------------------------------

BIG_CAPTURE = """
    X O O O .
    . X X X .
    . . . . .
    . . . . .
    . . . . .
"""


def _three_stones_win(on: bool, mover: int, captured: Sequence[int]) -> GameEnd | None:
    if on and len(captured) >= 3:
        return GameEnd(QT_TR_NOOP("a capture of three stones"), winner=mover)
    return None


THREE_STONES = RuleSwitch(
    "three_stones_win",
    option=Option("three_stones_win", QT_TR_NOOP("Three stones win"), "bool", False,
                  QT_TR_NOOP("a capture of three stones or more wins at once")),
    offered_by=("go",),
    ends=_three_stones_win,
    rules_text=(RulesText(
        QT_TR_NOOP("Three stones win"),
        QT_TR_NOOP("Whoever captures three stones or more with one move wins at once."),
        BIG_CAPTURE, move="E5",
    ),),
    detail=QT_TR_NOOP("a capture of three stones wins"),
    python_playouts=False,
    compiled_core=False,
)


@pytest.fixture
def declared(monkeypatch: pytest.MonkeyPatch) -> RuleSwitch:
    monkeypatch.setattr(switches, "SWITCHES", (*switches.SWITCHES, THREE_STONES))
    return THREE_STONES


def test_the_new_switch_is_an_option_of_the_variants_that_offer_it(declared: RuleSwitch) -> None:
    assert VARIANTS["go"].option("three_stones_win") == declared.option
    assert "three_stones_win" not in {o.key for o in VARIANTS["atari-go"].options}
    assert new_position("go", size=9).rules.switches == ()
    rules = new_position("go", size=9, three_stones_win="yes").rules
    assert rules.switches == (("three_stones_win", True),)
    session = GtpSession("go", {"size": "9", "three_stones_win": "true"}, seed=1)
    assert session.game.position.rules == rules
    record = GameRecord("go", {"size": 9, "three_stones_win": True})
    again, warnings = game_from_sgf_text(game_to_sgf(record))
    assert warnings == [] and Game(again).position.rules == rules


def test_the_new_game_dialog_offers_the_new_switch(declared: RuleSwitch, qtbot: Any) -> None:
    from PySide6.QtWidgets import QCheckBox

    from magnetdesk.gui.play.new_game_dialog import NewGameDialog

    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.select_variant("go")
    dialog.form.more_button.click()
    editor = dialog.form.editor("three_stones_win")
    assert isinstance(editor, QCheckBox)
    editor.setChecked(True)
    assert dialog.setup().start().rules.switches == (("three_stones_win", True),)


def test_the_position_plays_the_new_switch(declared: RuleSwitch) -> None:
    on = position_from_text("go", BIG_CAPTURE, three_stones_win=True)
    after = on.play(on.parse_move("E5")).position
    assert after.end is not None and after.end.winner == BLACK
    off = position_from_text("go", BIG_CAPTURE)
    assert off.play(off.parse_move("E5")).position.end is None
    small = position_from_text("go", "X O . . .\n. X . . .\n" + ". . . . .\n" * 3,
                               three_stones_win=True)
    assert small.play(small.parse_move("C5")).position.end is None  # one stone: play on


def test_the_rules_page_and_the_side_panel_say_the_new_switch(declared: RuleSwitch) -> None:
    from magnetdesk.gui.board.families import views
    from magnetdesk.gui.panels.side_panel import game_details

    rules_page = views()["go"].rules_page
    assert rules_page is not None
    on = new_position("go", size=9, three_stones_win=True)
    sections = {section.title: section for section in rules_page("go", on.rules)}
    section = sections["Three stones win"]
    assert section.text == declared.rules_text[0].text and section.diagram is not None
    diagram = section.diagram.position()
    assert diagram.is_legal(diagram.parse_move(section.diagram.move))
    assert "Three stones win" not in {s.title for s in rules_page("go", new_position("go").rules)}
    assert game_details(on) == "9×9 · a capture of three stones wins · komi 7.5 · area scoring"
    assert game_details(new_position("go", size=9)) == "9×9 · komi 7.5 · area scoring"


def test_the_python_search_plays_it_through_the_engine_the_core_does_not(
    declared: RuleSwitch, monkeypatch: pytest.MonkeyPatch
) -> None:
    off = position_from_text("go", BIG_CAPTURE)
    assert fast_playout.plays(off.rules) == fast_playout.available()
    position = position_from_text("go", BIG_CAPTURE, three_stones_win=True)
    assert not fast_playout.plays(position.rules)  # the compiled core refuses the switch
    search = mcts._Search(position, random.Random(1))
    assert search.core is None and search.magnet_core is None and not search.fast
    played = []

    def engine_playout(*args: Any) -> Any:
        played.append(args[0])
        return real(*args)

    real = mcts.engine_playout
    monkeypatch.setattr(mcts, "engine_playout", engine_playout)
    result = mcts.search(position, Budget(playouts=200), rng=random.Random(1))
    assert position.move_text(result.move) == "E5" and played
