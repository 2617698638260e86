"""The text protocol in whole games: self-play through ``genmove``, a session over standard
input and output, and a game against GNU Go."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from magnetdesk.engine.core.vocabulary import WHITE
from magnetdesk.engine.variants import VARIANTS
from tests.gtp.test_protocol import ok, session
from tests.helpers.gtp_process import GtpProcess

GNUGO = shutil.which("gnugo") or "/usr/games/gnugo"
ROOT = Path(__file__).resolve().parents[2]


# --- whole games ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("variant", "options"),
    [("go", {"size": 9}), ("go", {"size": 19}), ("atari-go", {}), ("stoical-go", {"size": 9}),
     ("stoical-go", {"size": 7, "repetition": "loss"}), ("magnetgo", {}),
     ("magnetgo", {"handicap": 3, "handicap_magnetism": "true"})],
)
def test_self_play_through_genmove_reaches_the_end(variant, options):
    """Both passes, a capture win, a repetition, or the cap of 600 moves, without a refusal."""
    s = session(variant, **options)
    colour = "w" if s.game.position.to_move == WHITE else "b"
    for _ in range(600):
        ok(s, f"genmove {colour}")
        colour = "w" if colour == "b" else "b"
        if s.game.position.end is not None:
            break


MAGNETDESK = [
    sys.executable, "-m", "magnetdesk.gtp", "--seed", "3", "--playouts", "30", "--workers", "1",
]


def test_a_session_over_standard_input_and_output():
    script = "1 boardsize 9\nclear_board\n\n# set up\nplay b D4\n3 magnetdesk-board\nquit\n"
    done = subprocess.run(
        [*MAGNETDESK, "--variant", "go", "--option", "komi=6.5"],
        input=script, capture_output=True, text=True, timeout=60, check=True, cwd=ROOT,
    )
    assert done.stdout == (
        "=1\n\n=\n\n=\n\n=3 .........\n.........\n.........\n.........\n.........\n"
        "...X.....\n.........\n.........\n.........\n\n=\n\n"
    )


def test_options_on_the_command_line_choose_the_variant():
    engine = GtpProcess([*MAGNETDESK, "--variant", "stoical-go", "size=7", "repetition=loss"])
    assert engine.run("magnetdesk-board")[0] == "\n".join(["......."] * 7)


def test_a_wrong_option_on_the_command_line_stops_with_the_reason():
    done = subprocess.run(
        [*MAGNETDESK, "--variant", "go", "size=99"],
        capture_output=True, text=True, timeout=60, cwd=ROOT,
    )
    assert done.returncode == 2
    assert "size must be at most 25" in done.stderr


def test_a_full_game_against_gnu_go():
    """magnetdesk plays Black, GNU Go White, on 9×9; the test relays each move to the other."""
    ours = GtpProcess(MAGNETDESK)
    gnugo = GtpProcess([GNUGO, "--mode", "gtp", "--level", "1"])
    for engine in (ours, gnugo):
        for command in ("boardsize 9", "clear_board", "komi 7.5"):
            engine.send(command)
    players = {"b": (ours, gnugo), "w": (gnugo, ours)}
    colour, passes, moves = "b", 0, 0
    while passes < 2 and moves < 300:
        mover, other = players[colour]
        move = mover.send(f"genmove {colour}").lower()
        if move == "resign":
            break
        other.send(f"play {colour} {move}")
        passes = passes + 1 if move == "pass" else 0
        colour, moves = ("w" if colour == "b" else "b"), moves + 1
    assert moves > 20
    for colour in ("black", "white"):
        stones = [set(e.send(f"list_stones {colour}").split()) for e in (ours, gnugo)]
        assert stones[0] == stones[1]
    ours.close()
    gnugo.close()


# --- the guide --------------------------------------------------------------------------------


def option_table() -> str:
    """The table of ``magnetdesk-variant`` options in docs/gtp.md, made from the registry."""
    rows = ["| variant | option | values | default | meaning |", "| --- | --- | --- | --- | --- |"]
    for variant in VARIANTS.values():
        for o in variant.options:
            values = {
                "choice": " / ".join(o.choices),
                "bool": "true / false",
                "points": "points, e.g. `E5 C3`",
                "int": f"{o.minimum or 0:g}–{o.maximum or 0:.10g}",
                "float": "a number, or `auto`",
                "code": "a field code, e.g. `RAAR`",
                "text": "codes, e.g. `RAAR ARRA`, or `all`",
            }[o.kind]
            rows.append(
                f"| `{variant.id}` | `{o.key}` | {values} | `{o.text(o.default) or '(none)'}` "
                f"| {o.help} |"
            )
    return "\n".join(rows)


def test_the_gtp_guide_lists_every_variant_option():
    guide = (ROOT / "docs" / "gtp.md").read_text(encoding="utf-8")
    assert option_table() in guide, "docs/gtp.md needs this table:\n" + option_table()
