"""An outside engine as one side of a game: set up, followed after an undo, on the clock,
and the arena's loop with GNU Go, Pachi, two levels of ours and engines that fail."""

from __future__ import annotations

import pytest

from magnetdesk.arena.core import play_game, run_match
from magnetdesk.clocks.clock import GameClocks
from magnetdesk.clocks.controls import from_sgf
from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.engine.variants import new_position
from magnetdesk.engines import errors
from magnetdesk.engines.errors import EngineError
from magnetdesk.engines.player import EnginePlayer, time_left, time_settings
from tests.helpers.engines import fake, gnugo, ours
from tests.helpers.pachi import pachi


def test_gnu_go_is_set_up_with_our_handicap_and_follows_the_game_after_an_undo():
    start = new_position("go", size=9, handicap=2, komi=0.5)
    sent: list[str] = []
    player = EnginePlayer(gnugo("--level", "1"),
                          traffic=lambda way, line: sent.append(line) if way == "send" else None)
    try:
        player.follow(start, [(WHITE, "E5"), (BLACK, "D4")])
        engine = player.started()
        assert stones(engine, "black") == {"G7", "D4", "C3"}
        assert stones(engine, "white") == {"E5"}
        player.follow(start, [(WHITE, "E5")])  # an undo: the game again from the start
        assert stones(engine, "black") == {"G7", "C3"}
        del sent[:]
        player.follow(start, [(WHITE, "E5"), (BLACK, "F3")])  # one move more: only that
        assert sent == ["play b F3"]
        assert stones(engine, "black") == {"G7", "F3", "C3"}
        position = start
        for text in ("E5", "F3"):
            position = position.play(position.parse_move(text)).position
        move = player.genmove(position)
        assert position.attempt(position.parse_move(move)) is not None
    finally:
        player.close()


def stones(engine, colour: str) -> set[str]:
    return set(engine.command(f"list_stones {colour}").split())


def test_a_plain_go_engine_refuses_a_variant_and_a_size_it_does_not_play():
    player = EnginePlayer(gnugo())
    try:
        with pytest.raises(EngineError) as variant:
            player.setup(new_position("magnetgo", size=9))
        assert variant.value.kind == errors.UNSUPPORTED
        with pytest.raises(EngineError, match="does not play on 25×25") as size:
            player.setup(new_position("go", size=25))
        assert size.value.kind == errors.UNSUPPORTED
        assert player.started().alive
    finally:
        player.close()


def test_the_clock_is_sent_as_gtp_and_kgs_time_settings():
    byoyomi = from_sgf("300", "5x30 byo-yomi")
    assert time_settings(byoyomi, kgs=True) == "kgs-time_settings byoyomi 300 30 5"
    assert time_settings(byoyomi, kgs=False) == "time_settings 300 30 1"
    assert time_settings(from_sgf("60", ""), kgs=False) == "time_settings 60 0 0"
    clocks = GameClocks(byoyomi, lambda: 0.0)
    assert time_left(BLACK, clocks.live(BLACK), byoyomi, kgs=True) == "time_left b 300.0 0"


def test_two_levels_of_ours_play_stoical_go_as_two_engines():
    first = EnginePlayer(ours("--level", "1", "--playouts", "30"), name="ours:1")
    second = EnginePlayer(ours("--level", "2", "--playouts", "60"), name="ours:2")
    try:
        match = run_match(first, second, new_position("stoical-go", size=5), games=2, seed=1)
    finally:
        first.close()
        second.close()
    assert [r.message for r in match.results] == ["", ""]
    assert all(len(r.moves) > 4 for r in match.results)


def test_pachi_against_gnu_go_where_pachi_was_built():
    spec = pachi()  # fewer than 500 playouts fail its assertion (GJ_MINGAMES)
    if spec is None:
        pytest.skip("Pachi is not built here: python3 benchmarks/build_pachi.py")
    black, white = EnginePlayer(spec), EnginePlayer(gnugo("--level", "1"))
    try:
        result = play_game(black, white, new_position("go", size=9, komi=7.5), seed=1)
    finally:
        black.close()
        white.close()
    assert result.message == "" and len(result.moves) > 10


@pytest.mark.parametrize(("mode", "reason", "said"), [
    ("crash", "forfeit", "segmentation fault (pretend)"),
    ("garbage", "forfeit", "not a GTP answer to 'genmove b'"),
    ("illegal", "illegal move", "played 'E5' as B: E5 is occupied"),
    ("resign", "resignation", ""),
])
def test_a_failing_engine_loses_its_game_with_the_reason(mode, reason, said):
    engine = EnginePlayer(fake(mode), name=mode)
    partner = EnginePlayer(fake("good"), name="good")
    try:
        result = play_game(engine, partner, new_position("go", size=9), seed=1)
    finally:
        engine.close()
        partner.close()
    assert (result.winner, result.reason) == (WHITE, reason)
    assert said in result.message


def test_a_player_restarts_an_engine_that_failed():
    player = EnginePlayer(fake("crash", "1"))
    start = new_position("go", size=9)
    try:
        player.new_game(start, seed=1)
        with pytest.raises(EngineError):
            player.genmove(start)
        player.new_game(start, seed=2)  # a new process, which crashes again at its first
        assert player.started().alive
    finally:
        player.close()
