"""Adding up arena runs: the games read back from the arena's own output."""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def load(name: str):
    spec = importlib.util.spec_from_file_location(name, ROOT / "benchmarks" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # the dataclasses look their module up
    spec.loader.exec_module(module)
    return module


arena = load("arena")
tally = load("tally")


def arena_run(capsys, tmp_path: Path, name: str, *args: str) -> Path:
    assert arena.main([*args, "--size", "5", "--komi", "0.5"]) == 0
    path = tmp_path / name
    path.write_text(capsys.readouterr().out, encoding="utf-8")
    return path


def wins_in_summary(text: str, player: str) -> int:
    return int(re.search(rf"^  {re.escape(player)}: (\d+) win", text, re.M)[1])


def test_two_runs_add_up_to_the_sum_of_their_summaries(capsys, tmp_path):
    one = arena_run(capsys, tmp_path, "one.txt", "greedy", "random", "--games", "4", "--seed", "1")
    two = arena_run(capsys, tmp_path, "two.txt", "random", "greedy", "--games", "3", "--seed", "2")
    assert tally.main([str(one), str(two)]) == 0
    out = capsys.readouterr().out
    for player in ("greedy", "random"):
        expected = sum(wins_in_summary(p.read_text(), player) for p in (one, two))
        assert wins_in_summary(out, player) == expected
    assert "7 games of go 5x5, komi 0.5" in out and "from 2 runs" in out
    greedy = wins_in_summary(out, "greedy")
    assert f"greedy win rate: {100 * greedy / 7:.1f}%" in out


def test_a_run_stopped_part_way_counts_its_finished_games(tmp_path):
    text = """\
ours:5 vs gnugo --level 1: 20 games of go 9x9, komi 7.5, counted by GNU Go
game   1: ours:5 (B) vs gnugo --level 1 (W)  B+12.5 (passes, GNU Go)  ours:5 wins  80 moves  2.0s
game   2: gnugo --level 1 (B) vs ours:5 (W)        0 (move cap)  draw  243 moves  100.0s
game   3: ours:5 (B) vs gnugo --level 1 (W)     void (refused)  void  3 moves  2.0s
    the engine refused b2
game   4: gnugo --level 1 (B) vs ours:5 (W)        B+R (resignation)  gnugo --level 1 wins  50 mo"""
    (players, game, games) = tally.read_run(text.splitlines())
    assert players == ("ours:5", "gnugo --level 1") and game.startswith("go 9x9")
    assert [(g.winner, g.void) for g in games] == [("ours:5", False), (None, False), (None, True)]
    out = tally.tally([(players, game, games)], first="gnugo --level 1")
    assert "gnugo --level 1 win rate: 25.0%" in out  # the draw is half a win, over 2 games
    assert "draws: 1, void: 1" in out


def test_runs_of_another_game_or_other_players_are_refused(tmp_path):
    go = ("a", "b"), "go 9x9, komi 7.5", []
    with pytest.raises(tally.TallyError, match="another game"):
        tally.tally([go, (("a", "b"), "go 13x13, komi 7.5", [])])
    with pytest.raises(tally.TallyError, match="other players"):
        tally.tally([go, (("a", "c"), "go 9x9, komi 7.5", [])])
    with pytest.raises(tally.TallyError, match="no arena header"):
        tally.read_run(["game   1: nonsense"])
    empty = tmp_path / "empty.txt"
    empty.write_text("")
    assert tally.main([str(empty)]) == 2
