"""Engine against engine as a series in the real window (Engines ▸ Engine against engine…), as
GoGui's twogtp plays one: GNU Go against our level 1, and two levels of our own
``magnetdesk-gtp`` as two outside engines in a rare variant; the running score in the side
panel, the colours changing from game to game, Pause, Step and Stop, each finished game kept
in the folder with its result and its players."""

from __future__ import annotations

import pytest
import sgfmill.sgf

from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.engines.series import winner_colour
from magnetdesk.gui.common.setup import GameSetup, PlayerSetup
from magnetdesk.gui.engines.series_dialog import SeriesDialog
from magnetdesk.gui.engines.series_part import SeriesPart
from tests.helpers.engines import fake, gnugo, ours
from tests.helpers.journey import Journey

GAME_MS = 240_000


@pytest.fixture
def journey(qtbot, monkeypatch, tmp_path):
    journey = Journey(qtbot, monkeypatch, tmp_path)
    yield journey
    journey.window.series.stop()
    journey.window.engines.close()


def start_series(journey: Journey, first: PlayerSetup, second: PlayerSetup, games: int,
                 setup: GameSetup) -> SeriesPart:
    """The game chosen on the board, then Engines ▸ Engine against engine… with the two
    players, the number of games and a folder of the test's."""
    window = journey.window
    window.start_game(setup)
    journey.settle()
    seen: list[str] = []

    def choose(dialog):
        seen.append(dialog.findChild(type(dialog.place)).text())
        dialog.choose(first, second, games, journey.path.parent / "series")
        assert dialog.players() == (first, second)
        return SeriesDialog.DialogCode.Accepted

    journey.monkeypatch.setattr(SeriesDialog, "exec", choose)
    window.actions["engine_series"].trigger()  # no settling: the series runs on
    assert seen, "the dialog was shown"
    return window.series


def test_gnu_go_against_our_level_1_a_series_of_two_games_kept_with_the_score(journey):
    window = journey.window
    window.engines.set_engines([gnugo("--level", "1").renamed("GNU Go")])
    series = start_series(journey, PlayerSetup(True, 1, "GNU Go"), PlayerSetup(True, 1), 2,
                          GameSetup("go", {"size": 5}))
    assert series.box.isVisible()
    assert "Game 1 of 2" in series.box.state.text()
    journey.qtbot.waitUntil(lambda: not series.running, timeout=2 * GAME_MS)
    assert series.series is not None and series.series.over, journey.status()
    files = sorted((journey.path.parent / "series").glob("*.sgf"))
    assert [f.name for f in files] == ["001.sgf", "002.sgf"]
    players = []
    for number, file in enumerate(files):
        game = sgfmill.sgf.Sgf_game.from_bytes(file.read_bytes())  # an outside reader
        root = game.get_root()
        result = root.get("RE")
        assert result, file
        played = [node.get_move()[1] for node in game.get_main_sequence()[1:]]
        stones = [move for move in played if move is not None]
        # a game, not two passes (GNU Go may resign after a few moves on 5×5)
        assert len(stones) >= 4, file.read_text()
        players.append((root.get("PB"), root.get("PW")))
        kept = series.series.finished[number]
        assert kept.result == result and kept.file == str(file)
        names = {BLACK: root.get("PB"), WHITE: root.get("PW")}
        colour = winner_colour(result)
        if colour is not None:  # the winner counted is the player of the winning colour
            winner = "GNU Go" if names[colour].startswith("GNU Go") else "ours"
            assert winner == ("GNU Go" if kept.winner == 0 else "ours")
    assert players[0][0].startswith("GNU Go") and players[0][1] == "magnetdesk Beginner (1)"
    assert players[1][1].startswith("GNU Go") and players[1][0] == "magnetdesk Beginner (1)"
    wins = series.series.wins()
    assert sum(wins) + series.series.undecided() == 2
    shown = series.box.score.text()
    assert shown.startswith(f"GNU Go {wins[0]} – magnetdesk Beginner (1) {wins[1]}"), shown
    assert "Over: 2 games played" in series.box.state.text()
    assert "The series is over" in journey.status()
    assert window.path == files[-1] and not window.dirty  # the last game, kept, on the board


def two_levels(journey: Journey) -> SeriesPart:
    """Our magnetdesk-gtp at levels 1 and 2, two outside engines, in Atari-Go 7×7."""
    window = journey.window
    window.engines.set_engines([ours("--level", "1").renamed("ours 1"),
                                ours("--level", "2").renamed("ours 2")])
    return start_series(journey, PlayerSetup(True, 1, "ours 1"),
                        PlayerSetup(True, 1, "ours 2"), 3,
                        GameSetup("atari-go", {"size": 7}))


def test_two_levels_of_magnetdesk_gtp_paused_stepped_and_stopped(journey):
    window = journey.window
    series = two_levels(journey)
    assert window.setup.players[BLACK].engine == "ours 1"
    journey.qtbot.waitUntil(lambda: journey.moves() >= 2 or series.series.played,
                            timeout=GAME_MS)
    series.box.pause.click()  # after the move being thought about
    journey.qtbot.waitUntil(lambda: not window.searching, timeout=GAME_MS)
    journey.settle()
    paused_at = journey.moves(), series.series.played
    assert "paused" in series.box.state.text() and series.box.go_on.isVisible()
    journey.qtbot.wait(500)
    assert (journey.moves(), series.series.played) == paused_at  # nothing moves
    if window.game_over():  # the game ended with the paused move: Step starts the next
        series.box.step.click()
        journey.qtbot.waitUntil(lambda: journey.moves() == 1, timeout=GAME_MS)
    else:
        series.box.step.click()  # one move, then paused again
        journey.qtbot.waitUntil(lambda: journey.moves() == paused_at[0] + 1
                                or window.game_over(), timeout=GAME_MS)
    journey.qtbot.waitUntil(lambda: not window.searching, timeout=GAME_MS)
    stepped = journey.moves()
    journey.qtbot.wait(500)
    assert journey.moves() == stepped and "paused" in series.box.state.text()
    series.box.go_on.click()
    journey.qtbot.waitUntil(lambda: series.series.played >= 1, timeout=GAME_MS)
    journey.qtbot.waitUntil(lambda: window.game.record is series.record
                            and window.setup.players[BLACK].engine == "ours 2",
                            timeout=GAME_MS)  # the second game: the colours changed
    series.box.stop.click()
    journey.settle()
    assert not series.running and not window.searching
    assert "Stopped after 1 game" in series.box.state.text()
    assert series.box.close_button.isVisible()
    first = (journey.path.parent / "series" / "001.sgf").read_text()
    assert "PB[ours 1" in first and "PW[ours 2" in first and "RE[" in first
    series.box.close_button.click()
    assert series.box.isHidden()


def test_an_engine_that_crashes_pauses_the_series_with_its_reason(journey):
    window = journey.window
    window.engines.set_engines([fake("crash").renamed("Fake crash")])
    series = start_series(journey, PlayerSetup(True, 1, "Fake crash"), PlayerSetup(True, 1),
                          2, GameSetup("go", {"size": 9}))
    journey.qtbot.waitUntil(lambda: series.paused, timeout=GAME_MS)
    journey.settle()
    assert "Fake crash stopped working" in journey.status()
    assert "paused" in series.box.state.text() and series.series.played == 0
    assert "RE" not in window.game.record.info  # the game untouched
    assert not (journey.path.parent / "series").exists()


def test_a_game_at_the_move_limit_ends_without_a_result_and_the_next_begins(journey):
    journey.monkeypatch.setattr("magnetdesk.gui.engines.series_part.move_limit",
                                lambda position: 6)
    window = journey.window
    window.engines.set_engines([gnugo("--level", "1").renamed("GNU Go")])
    series = start_series(journey, PlayerSetup(True, 1, "GNU Go"), PlayerSetup(True, 1, "GNU Go"),
                          2, GameSetup("go", {"size": 9}))
    journey.qtbot.waitUntil(lambda: not series.running, timeout=GAME_MS)
    assert series.series.wins() == (0, 0) and series.series.undecided() == 2
    first = (journey.path.parent / "series" / "001.sgf").read_text()
    assert "RE[Void]" in first and first.count(";B[") + first.count(";W[") == 6
    assert "Over: 2 games played" in series.box.state.text()
    assert series.box.score.text() == "GNU Go 0 – GNU Go 0 · 2 without a winner"
