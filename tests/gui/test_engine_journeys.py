"""Playing against outside engines in the real window: a whole 9×9 game against GNU Go, and
engines that crash, hang, speak garbage, play an illegal move, resign or start too slowly
mid-game, each leaving the game as it was, with a clear message, the engine restartable and
its side open to a person (Game ▸ Players…)."""

from __future__ import annotations

import pytest

from magnetdesk.clocks.controls import from_sgf
from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.gui.common.setup import FIRST, GameSetup, Opponent, PlayerSetup
from magnetdesk.gui.play.new_game_dialog import NewGameDialog
from magnetdesk.gui.play.players_dialog import PlayersDialog
from tests.helpers.engines import fake, gnugo, ours
from tests.helpers.journey import Journey, from_plan, legal

PLAN = ("E5", "C3", "G7", "C7", "G3", "E3", "E7", "C5", "G5", "D4", "F6", "D6", "F4")


@pytest.fixture
def journey(qtbot, monkeypatch, tmp_path):
    journey = Journey(qtbot, monkeypatch, tmp_path)
    yield journey
    journey.window.engines.close()


def against(journey: Journey, spec, size: int = 9) -> None:
    """Attach ``spec`` and start a new game against it (File ▸ New, its name chosen), the
    person taking Black."""
    window = journey.window
    window.engines.set_engines([*window.engines.engines(), spec])

    def choose(dialog):
        dialog.select_variant("go")
        dialog.form._fields["size"].set_value(size)
        assert dialog.opponent.level.findData(spec.name) >= 0  # offered by name
        dialog.opponent.choose(Opponent(True, 1, FIRST, engine=spec.name))
        assert dialog.opponent.engine() == spec.name
        return NewGameDialog.DialogCode.Accepted

    journey.monkeypatch.setattr(NewGameDialog, "exec", choose)
    window.actions["new_game"].trigger()
    white = window.setup.players[WHITE]
    assert (white.computer, white.engine) == (True, spec.name)
    journey.settle()


def test_a_whole_9x9_game_against_gnu_go(journey):
    against(journey, gnugo("--level", "1").renamed("GNU Go"))
    record = journey.window.game.record
    assert record.info["PW"] == "GNU Go"
    journey.play_until_over(from_plan(*PLAN), limit=120)
    over = journey.window.game.record.info.get("RE") or journey.window.scoring.isVisible()
    assert over, journey.status()
    moves = journey.played()
    assert len(moves) >= 20
    assert all(move != "" for move in moves)
    if journey.window.scoring.isVisible():
        assert moves[-2:] == ["pass", "pass"]
        assert journey.accept_score()


def reply_fails(journey: Journey, mode: str, *more: str) -> tuple[list[str], str]:
    """A game against a fake engine failing at its second move: the person's two moves, the
    engine's one answer, then the failure. The moves and the status line afterwards."""
    against(journey, fake(mode, *more))
    journey.play("E5")  # the engine answers C... (its first move)
    assert journey.moves() == 2
    journey.play("C3")
    return journey.played(), journey.status()


def assert_intact(journey: Journey, moves: list[str]) -> None:
    """The game as it was: the person's last move on the board, the engine's side to move,
    the computer waiting, the file not ended."""
    window = journey.window
    assert journey.played() == moves and len(moves) == 3
    assert window.position.to_move == WHITE and not window.searching
    assert "RE" not in window.game.record.info and journey.enabled("resign")


def take_over(journey: Journey) -> None:
    """Game ▸ Players…: a person takes White; then that person can play it."""
    def choose(dialog):
        dialog.rows[WHITE].choose(PlayerSetup())
        return PlayersDialog.DialogCode.Accepted

    journey.monkeypatch.setattr(PlayersDialog, "exec", choose)
    journey.trigger("choose_players")
    assert journey.window.levels()[WHITE] is None
    journey.play("G3")
    assert journey.played()[-1] == "G3" and journey.moves() == 4


@pytest.mark.parametrize(("mode", "said"), [
    ("crash", "Fake crash stopped working"),
    ("garbage", "Fake garbage answered something that is not GTP"),
    ("illegal", "Fake illegal proposed a move the rules forbid"),
])
def test_a_failing_engine_leaves_the_game_intact_and_a_person_takes_over(journey, mode, said):
    moves, status = reply_fails(journey, mode)
    assert said in status and "Game ▸ Players…" in status
    assert_intact(journey, moves)
    take_over(journey)


def test_a_hang_past_the_limit_is_said_and_the_engine_restarts(journey):
    journey.window.engines.move_limit = 1.0
    moves, status = reply_fails(journey, "hang")
    assert "Fake hang did not answer in time" in status
    assert "no answer to 'genmove w' within 1 s" in status
    assert_intact(journey, moves)
    journey.trigger("computer_move")  # Ctrl+G: a new process, whose 1st genmove answers
    assert journey.moves() == 4 and journey.window.position.to_move == BLACK


def test_a_crashed_engine_restarts_with_ctrl_g(journey):
    moves, _ = reply_fails(journey, "crash")
    assert_intact(journey, moves)
    journey.trigger("computer_move")
    assert journey.moves() == 4 and journey.played()[:3] == moves, journey.status()


def test_an_engine_that_resigns_ends_the_game(journey):
    reply_fails(journey, "resign")
    assert journey.window.game.record.info["RE"] == "B+R"
    assert "Fake resign resigns: Black wins" in journey.status()


def test_a_slow_start_is_said_and_nothing_is_played(journey):
    journey.window.engines.start_limit = 0.5
    against(journey, fake("slow-start", "60"))
    journey.play("E5")
    assert "Fake slow-start did not answer after its start" in journey.status()
    assert journey.played() == ["E5"] and journey.window.position.to_move == WHITE


def test_the_engine_is_told_the_moves_and_the_clock(journey):
    seen: list[str] = []
    journey.window.engines.traffic = lambda way, line: seen.append(line) if way == "send" else 0
    against(journey, gnugo("--level", "1").renamed("GNU Go"))
    journey.play("E5")
    assert seen[:1] == ["name"]
    assert "boardsize 9" in seen and "play b E5" in seen and "genmove w" in seen
    assert journey.moves() == 2
    assert journey.window.game.record.info["PB"] != "GNU Go"
    assert BLACK in journey.window.levels() and journey.window.levels()[BLACK] is None


def test_the_clock_and_the_handicap_are_sent_to_the_engine(journey):
    seen: list[str] = []
    window = journey.window
    window.engines.traffic = lambda way, line: seen.append(line) if way == "send" else 0
    window.engines.set_engines([gnugo("--level", "1").renamed("GNU Go")])
    players = {BLACK: PlayerSetup(), WHITE: PlayerSetup(True, 1, "GNU Go")}
    window.start_game(GameSetup("go", {"size": 9, "handicap": 2}, players,
                                clock=from_sgf("300", "5x30 byo-yomi")))
    journey.settle()  # White moves first after the handicap: the engine
    assert journey.moves() == 1, journey.status()
    assert "set_free_handicap C3 G7" in seen or "set_free_handicap G7 C3" in seen
    journey.play(from_plan("E5", "D5")(window.position))  # the clocks run from here
    assert journey.moves() == 3, journey.status()
    assert "time_settings 300 30 1" in seen, seen  # GNU Go knows no kgs-time_settings
    assert any(line.startswith("time_left w 3") for line in seen)
    assert window.game.record.info["PW"] == "GNU Go 3.8"  # its name and version, as it said


def test_the_engine_is_named_with_its_version_and_found_again_when_the_file_opens(journey):
    """PB/PW: the engine's own name and version; the saved file opened again shows them and
    offers to go on against the same engine, which answers."""
    window = journey.window
    against(journey, gnugo("--level", "1").renamed("GNU Go"))
    journey.play("E5")
    assert window.game.record.info["PW"] == "GNU Go 3.8"
    text = journey.save()
    assert "PW[GNU Go 3.8]" in text
    journey.reopen()
    assert any("played against GNU Go" in asked for asked in journey.asked), journey.asked
    assert window.setup.players[WHITE] == PlayerSetup(True, 3, "GNU Go")
    assert window._names()[WHITE] == "GNU Go 3.8"
    assert window.panel.cards[WHITE].who.text() == "GNU Go 3.8"  # the player shown
    journey.play(from_plan("C3", "G3", "C7", "G7")(window.position))  # the engine plays on
    assert journey.moves() == 4 and window.game.record.info["PW"] == "GNU Go 3.8"


def test_two_levels_of_one_program_keep_their_own_names(journey):
    window = journey.window
    window.engines.set_engines([ours("--level", "1").renamed("ours 1"),
                                ours("--level", "2").renamed("ours 2")])
    players = {BLACK: PlayerSetup(True, 1, "ours 1"), WHITE: PlayerSetup(True, 1, "ours 2")}
    window.start_game(GameSetup("atari-go", {"size": 7}, players))
    journey.qtbot.waitUntil(lambda: journey.moves() >= 2, timeout=60_000)
    window.stop_computer()
    journey.settle()
    info = window.game.record.info
    assert (info["PB"], info["PW"]) == ("ours 1 (magnetdesk 0.1.0)", "ours 2 (magnetdesk 0.1.0)")


def test_gnu_go_against_our_level_1_watched_paused_and_stepped(journey):
    """Engine against engine in the window (Game ▸ Players…: both sides a computer): GNU Go
    as Black, our level 1 as White, on 9×9; Esc pauses, Ctrl+G steps one move."""
    window = journey.window
    window.engines.set_engines([gnugo("--level", "1").renamed("GNU Go")])
    players = {BLACK: PlayerSetup(True, 1, "GNU Go"), WHITE: PlayerSetup(True, 1)}
    window.start_game(GameSetup("go", {"size": 9}, players))
    journey.qtbot.waitUntil(lambda: journey.moves() >= 6, timeout=60_000)
    journey.qtbot.waitUntil(lambda: window.searching, timeout=30_000)
    journey.trigger("stop_computer")  # Esc: the watching pauses
    journey.settle()
    paused = journey.moves()
    assert window.computer_paused and not window.searching
    journey.trigger("computer_move")  # Ctrl+G: one move, then on by itself
    journey.qtbot.waitUntil(lambda: journey.moves() >= paused + 2, timeout=60_000)
    record = window.game.record
    assert (record.info["PB"], record.info["PW"]) == ("GNU Go 3.8", "magnetdesk Beginner (1)")
    window.stop_computer()
    journey.settle()


def test_the_console_shows_the_playing_engines_exchange_and_takes_a_command(journey):
    """Engines ▸ GTP console: a console for the engine that plays, with what it was told and
    answered, and a typed command answered there; the game goes on."""
    window = journey.window
    against(journey, gnugo("--level", "1").renamed("GNU Go"))
    journey.play("E5")
    journey.trigger("show_console")
    console = window.engine_commands.consoles["GNU Go"]
    assert console.isVisible()
    assert "> play b E5" in console.text() and "> genmove w" in console.text()
    console.entry.setText("version")
    console.entry.returnPressed.emit()
    journey.qtbot.waitUntil(lambda: "> version" in console.text()
                            and console.text().count("= 3.8") >= 2, timeout=10_000)
    # GNU Go's reply is its own (it draws its seed): play where it did not
    journey.play(next(p for p in ("C3", "G7", "C7", "G3") if legal(window.game.position, p)))
    assert journey.moves() == 4


def test_gnu_go_as_the_analyst_is_refused_cleanly(journey):
    """GNU Go streams no analysis: F2 says so, the analysis waits, the game goes on."""
    window = journey.window
    said: list[str] = []
    journey.monkeypatch.setattr(window, "say", lambda text: said.append(text))
    window.coach.set_analyst(gnugo().renamed("GNU Go"))
    try:
        journey.trigger("show_analysis")
        journey.qtbot.waitUntil(lambda: any("does not stream its analysis" in w for w in said),
                                timeout=15_000)
        assert any(w.startswith("The analysing engine failed") for w in said)
        assert window.coach.summary.text() == "Analysis waits"
        journey.play("E5")
        assert window.game.node.play.text == "E5"
        assert window.coach.summary.text() == "Analysis waits"
    finally:
        window.coach.set_analyst(None)
