"""The arena: the game loop, the statistics, and players behind the text protocol."""

from __future__ import annotations

import importlib.util
import random
import sys
import textwrap
from pathlib import Path

import pytest

from magnetdesk.ai.chess.baseline import opening_move
from magnetdesk.arena.core import (
    ChooserPlayer,
    EngineReferee,
    Match,
    OursPlayer,
    PlayerError,
    builtin_player,
    opening,
    play_game,
    run_match,
    wilson_interval,
)
from magnetdesk.arena.go.baseline import greedy_move, random_move
from magnetdesk.engine.chess.position import ChessPosition
from magnetdesk.engine.chess.variants import new_chess_position
from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.engine.go.diagram import position_from_text
from magnetdesk.engine.go.position import PASS
from magnetdesk.engine.variants import new_position
from magnetdesk.engines.player import EnginePlayer
from magnetdesk.record import game_to_sgf
from magnetdesk.record.sgf import game_from_sgf_text

ROOT = Path(__file__).resolve().parents[2]
GNUGO = "/usr/games/gnugo"


def load_arena():
    spec = importlib.util.spec_from_file_location("arena", ROOT / "benchmarks" / "arena.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


arena = load_arena()


def greedy() -> ChooserPlayer:
    return ChooserPlayer("greedy", greedy_move)


def rand() -> ChooserPlayer:
    return ChooserPlayer("random", random_move)


def go5(**options):
    return new_position("go", size=5, komi=0.5, **options)


# --- statistics -------------------------------------------------------------------------------


@pytest.mark.parametrize(("wins", "games", "low", "high"), [
    (0, 10, 0.0, 0.2775),
    (5, 10, 0.2366, 0.7634),
    (10, 10, 0.7225, 1.0),
    (95, 100, 0.8882, 0.9785),
    (20, 40, 0.3520, 0.6480),
])
def test_wilson_interval_matches_the_textbook_values(wins, games, low, high):
    assert wilson_interval(wins, games) == pytest.approx((low, high), abs=1e-4)


def test_wilson_interval_without_games_says_nothing():
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_a_draw_counts_half_a_win_and_a_void_game_not_at_all():
    match = Match(("a", "b"))
    start = go5()
    result = play_game(greedy(), rand(), start, seed=3)
    result.winner, result.void = None, False
    match.add(result)
    void = play_game(greedy(), rand(), start, seed=4)
    void.void = True
    match.add(void)
    assert (match.draws, match.voids, match.counted) == (1, 1, 1)
    assert match.win_rate(0)[0] == 0.5


# --- the game loop ------------------------------------------------------------------------------


def test_colours_alternate_between_games():
    match = run_match(greedy(), rand(), go5(), games=4, seed=2)
    assert [(r.black, r.white) for r in match.results] == [
        ("greedy", "random"), ("random", "greedy"), ("greedy", "random"), ("random", "greedy"),
    ]


def test_wins_are_credited_to_the_player_not_the_colour():
    match = run_match(greedy(), rand(), go5(), games=6, seed=5)
    winners = [r.black if r.winner == BLACK else r.white for r in match.results]
    assert match.wins == [winners.count("greedy"), winners.count("random")]


def test_greedy_beats_random_on_5x5():
    match = run_match(greedy(), rand(), go5(), games=8, seed=1)
    assert match.wins[0] >= 7


def test_every_move_gets_a_time_and_the_match_sums_them():
    match = run_match(greedy(), rand(), go5(), games=2, seed=1)
    moves_by = [0, 0]
    for i, result in enumerate(match.results):
        first_colour = BLACK if i % 2 == 0 else WHITE
        moves_by[0] += sum(1 for colour, _ in result.moves if colour == first_colour)
        moves_by[1] += sum(1 for colour, _ in result.moves if colour != first_colour)
    assert [t.count for t in match.times] == moves_by
    assert all(t.longest >= t.mean >= 0 for t in match.times)


def test_atari_go_ends_at_the_first_capture():
    result = play_game(greedy(), rand(), new_position("atari-go", size=7), seed=1)
    assert (result.reason, result.margin) == ("first capture", None)
    assert result.result_text in ("B+", "W+")


def test_two_passes_are_counted_by_the_referee():
    start = position_from_text("go", """
        . . X O .
        . . X O .
        . . X O .
        . . X O .
        . . X O .
    """, komi=0.5)
    passer = ChooserPlayer("passer", lambda position, rng: PASS)
    result = play_game(passer, passer, start, referee=EngineReferee())
    assert (result.reason, result.winner, result.margin) == ("two passes", BLACK, 4.5)
    assert result.result_text == "B+4.5"


def test_the_move_cap_ends_and_counts_a_game():
    result = play_game(greedy(), rand(), go5(), seed=1, max_moves=6)
    assert (result.reason, len(result.moves)) == ("move cap", 6)
    assert result.margin is not None


def test_a_move_the_rules_refuse_loses_the_game():
    occupier = ChooserPlayer("occupier", lambda position, rng: position.stones(BLACK)[0])
    result = play_game(greedy(), occupier, go5(), seed=1)
    assert (result.winner, result.reason, result.result_text) == (BLACK, "illegal move", "B+F")
    assert "occupier played" in result.message and "occupied" in result.message


def test_a_game_saves_as_sgf_with_players_result_and_moves():
    result = play_game(greedy(), rand(), go5(), seed=1)
    record, warnings = game_from_sgf_text(game_to_sgf(result.record()))
    assert warnings == []
    assert (record.info["PB"], record.info["PW"], record.info["RE"]) == (
        "greedy", "random", result.result_text)
    assert [(n.play.colour, n.play.text) for n in record.main_line()[1:]] == result.moves


# --- varied openings ---------------------------------------------------------------------------


def first_move() -> ChooserPlayer:
    """A player that always plays the same move in the same position (as a search at
    temperature 0 nearly does)."""
    return ChooserPlayer("first", lambda position, rng: position.legal_moves()[0])


def test_without_openings_a_repeatable_player_repeats_its_games_and_with_them_it_does_not():
    start = new_chess_position("magnetic-chess")
    plain = run_match(first_move(), first_move(), start, games=4, seed=1, max_moves=12)
    assert plain.results[0].moves == plain.results[2].moves
    varied = run_match(first_move(), first_move(), start, games=4, seed=1, max_moves=12,
                       opening_plies=4)
    games = [r.moves for r in varied.results]
    assert games[0][:4] == games[1][:4] != games[2][:4] == games[3][:4]
    assert games[0] != games[2]
    assert [r.opening for r in varied.results] == [4, 4, 4, 4]


def test_the_opening_moves_are_not_timed_and_are_told_to_both_players():
    heard: list[tuple[int, str]] = []

    class Listener(ChooserPlayer):
        def play(self, colour: int, text: str) -> None:
            heard.append((colour, text))

    result = play_game(Listener("a", random_move), rand(), go5(), seed=1,
                       opening=["C3", "B2"])
    assert result.moves[:2] == [(BLACK, "C3"), (WHITE, "B2")]
    assert heard[:2] == [(BLACK, "C3"), (WHITE, "B2")]
    assert len(result.times[BLACK]) + len(result.times[WHITE]) == len(result.moves) - 2
    record, _ = game_from_sgf_text(game_to_sgf(result.record()))
    assert "the first 2 moves were the arena's opening" in record.main_line()[-1].comment


def test_an_engine_that_refuses_an_opening_move_voids_the_game():
    class Refuser(ChooserPlayer):
        def play(self, colour: int, text: str) -> None:
            raise PlayerError("illegal move")

    result = play_game(Refuser("refuser", random_move), rand(), go5(), opening=["C3"])
    assert (result.void, result.result_text) == (True, "Void")
    assert "refuser refused the opening's C3" in result.message


def test_an_opening_is_seeded_and_legal_in_every_family():
    for start in (go5(), new_chess_position("anti-gravity-chess"), new_position("medusa")):
        moves = opening(start, 4, random.Random(3))
        assert moves == opening(start, 4, random.Random(3))
        position = start
        for text in moves:
            position = position.play(position.parse_move(text)).position
        assert len(moves) == 4


def test_a_chess_opening_move_gives_nothing_away_two_plies_ahead():
    # The rook attacks the queen and the king guards the rook: a one-ply look takes the rook
    # (``greedy_move`` plays d1d8); the opening moves the queen out of reach.
    rules = new_chess_position("chess-NNNN").rules
    position = ChessPosition.setup(rules, "3rk3/8/8/8/8/8/8/3QK3")
    for seed in range(12):
        after = position.play(opening_move(position, random.Random(seed))).position
        for reply in after.legal_moves():
            board = after.play(reply).position.board
            assert sum(1 for piece in board if piece) == 4, position.move_text(reply)


# --- player specs -------------------------------------------------------------------------------


@pytest.mark.parametrize(("spec", "level", "seconds", "playouts"), [
    ("ours:3", 3, None, None),
    ("ours:4:2.5", 4, 2.5, None),
    ("ours:p=500", 5, None, 500),
    ("ours:2:p=80", 2, None, 80),
])
def test_our_player_specs(spec, level, seconds, playouts):
    player = builtin_player(spec)
    assert isinstance(player, OursPlayer)
    assert (player.level, player.seconds, player.playouts) == (level, seconds, playouts)


@pytest.mark.parametrize(("resigns", "answer"), [(True, "resign"), (False, "C3")])
def test_our_player_resigns_only_when_allowed(monkeypatch, resigns, answer):
    from magnetdesk.ai import player as player_module
    from magnetdesk.ai.core.search_types import SearchResult

    start = go5()
    hopeless = SearchResult(start.parse_move("C3"), 1000, 0.01, False, None, True)
    monkeypatch.setattr(player_module, "think", lambda *args, **kwargs: hopeless)
    ours = OursPlayer(3, resigns=resigns)
    assert ours.genmove(start) == answer


@pytest.mark.parametrize("spec", ["ours:x", "ours:1:2:3", "ours:p=many"])
def test_a_bad_spec_for_our_player_is_refused(spec):
    with pytest.raises(ValueError, match="ours:LEVEL"):
        builtin_player(spec)


def test_an_unknown_player_is_refused():
    with pytest.raises(ValueError, match="unknown player"):
        arena.make_player("nobody")


def test_our_player_plays_a_whole_small_game():
    result = play_game(builtin_player("ours:1:p=30"), rand(), go5(), seed=1)
    assert result.reason in ("two passes", "resignation", "move cap")
    assert result.message == ""


# --- players behind the text protocol ---------------------------------------------------------

FAKE_ENGINE = textwrap.dedent('''
    """A GTP engine that answers genmove with the word it was started with."""
    import sys

    answer = sys.argv[1]
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        if words[0] == "quit":
            print("=\\n", flush=True)
            break
        if words[0] == "genmove":
            if answer == "hang":
                continue
            if answer == "die":
                sys.exit(3)
            print(f"= {answer}\\n", flush=True)
        elif words[0] == "play" and answer == "refuse":
            print("? illegal move\\n", flush=True)
        elif words[0] == "list_commands":
            print("= boardsize\\nclear_board\\nkomi\\nplay\\ngenmove\\nquit\\n", flush=True)
        else:
            print("=\\n", flush=True)
''')


def fake_engine(tmp_path: Path, answer: str, timeout: float = 60.0):
    script = tmp_path / "fake_engine.py"
    script.write_text(FAKE_ENGINE)
    return EnginePlayer.from_argv([sys.executable, str(script), answer], name=answer,
                                  timeout=timeout)


def test_a_text_protocol_engine_that_resigns_loses(tmp_path):
    engine = fake_engine(tmp_path, "resign")
    result = play_game(greedy(), engine, go5(), seed=1)
    engine.close()
    assert (result.winner, result.reason, result.result_text) == (BLACK, "resignation", "B+R")


def test_a_text_protocol_engine_answering_an_illegal_move_loses_with_a_clear_message(tmp_path):
    engine = fake_engine(tmp_path, "C3")  # Black, playing first, takes C3
    centre = ChooserPlayer("centre", lambda position, rng: position.parse_move("C3"))
    result = play_game(centre, engine, go5(), seed=1)
    engine.close()
    assert (result.winner, result.reason) == (BLACK, "illegal move")
    assert result.message == "C3 played 'C3' as W: C3 is occupied"


def test_a_text_protocol_engine_answering_nonsense_loses(tmp_path):
    engine = fake_engine(tmp_path, "Z99")
    result = play_game(engine, greedy(), go5(), seed=1)
    engine.close()
    assert (result.winner, result.reason, result.result_text) == (WHITE, "illegal move", "W+F")
    assert "Z99 is not a point of this board" in result.message


def test_a_text_protocol_engine_that_hangs_forfeits(tmp_path):
    engine = fake_engine(tmp_path, "hang", timeout=0.5)
    result = play_game(greedy(), engine, go5(), seed=1)
    engine.close()
    assert (result.winner, result.reason) == (BLACK, "forfeit")
    assert "no answer to 'genmove w' within 0.5 s" in result.message


def test_a_text_protocol_engine_that_dies_forfeits(tmp_path):
    engine = fake_engine(tmp_path, "die")
    result = play_game(engine, greedy(), go5(), seed=1)
    engine.close()
    assert (result.winner, result.reason) == (WHITE, "forfeit")
    assert "ended on 'genmove b' (exit status 3)" in result.message


def test_an_engine_that_refuses_a_legal_move_voids_the_game(tmp_path):
    engine = fake_engine(tmp_path, "refuse")
    result = play_game(greedy(), engine, go5(), seed=1)
    engine.close()
    assert (result.void, result.winner, result.result_text) == (True, None, "Void")
    assert "refuse refused" in result.message


def test_a_plain_go_engine_is_not_offered_another_variant(tmp_path):
    engine = fake_engine(tmp_path, "pass")
    with pytest.raises(arena.PlayerError, match="plays plain Go only"):
        run_match(engine, greedy(), new_position("magnetgo", size=5), games=1)


def test_a_5x5_game_against_gnu_go_over_gtp():
    gnugo = arena.make_player(f"gtp:{GNUGO} --mode gtp --level 1 --chinese-rules")
    referee = arena.GnuGoReferee(GNUGO)
    try:
        match = run_match(gnugo, rand(), go5(scoring="area"), games=2, seed=1,
                          referee=referee)
    finally:
        referee.close()
    assert [r.message for r in match.results] == ["", ""]
    assert match.wins[0] == 2
    assert all(r.reason == "resignation" or r.referee == "gnugo" for r in match.results)


def test_our_own_text_protocol_front_plays_magnetgo_through_the_variant_command():
    launch = ("import sys; sys.path.insert(0, sys.argv[1]); from magnetdesk.gtp import main; "
              "main(['--playouts', '20'])")
    ours = EnginePlayer.from_argv([sys.executable, "-c", launch, str(ROOT)],
                                  name="magnetdesk-gtp")
    match = run_match(ours, rand(), new_position("magnetgo", size=5), games=1, seed=1)
    assert match.results[0].message == ""
    assert len(match.results[0].moves) > 4


# --- the command line ---------------------------------------------------------------------------


def test_the_command_line_prints_a_line_per_game_and_the_summary(capsys, tmp_path):
    status = arena.main(["greedy", "random", "--size", "5", "--komi", "0.5", "--games", "2",
                         "--referee", "engine", "--sgf-dir", str(tmp_path)])
    out = capsys.readouterr().out
    assert status == 0
    assert "game   1: greedy (B) vs random (W)" in out
    assert "game   2: random (B) vs greedy (W)" in out
    assert "greedy win rate:" in out and "95% CI" in out
    assert "time per move, random: mean" in out
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game-001.sgf", "game-002.sgf"]


def test_the_command_line_passes_variant_options(capsys):
    status = arena.main(["greedy", "random", "--variant", "stoical-go", "--size", "5",
                         "--option", "scoring=stones", "--games", "1", "--quiet"])
    assert status == 0
    assert "stoical-go 5x5, komi 0, scoring stones" in capsys.readouterr().out


def test_the_command_line_refuses_a_bad_option():
    with pytest.raises(SystemExit) as exit_info:
        arena.main(["greedy", "random", "--option", "scoring=loudest"])
    assert exit_info.value.code == 2


def test_the_command_line_plays_each_opening_with_both_colours(capsys, tmp_path):
    status = arena.main(["random", "random", "--variant", "magnetic-chess", "--games", "4",
                         "--max-moves", "6", "--opening-plies", "2", "--seed", "3",
                         "--sgf-dir", str(tmp_path)])
    assert status == 0
    assert "games of magnetic-chess, openings of 2 moves, counted by" in capsys.readouterr().out
    games = []
    for path in sorted(tmp_path.iterdir()):
        record, _ = game_from_sgf_text(path.read_text())
        games.append([n.play.text for n in record.main_line()[1:]])
    assert games[0][:2] == games[1][:2] != games[2][:2] == games[3][:2]
