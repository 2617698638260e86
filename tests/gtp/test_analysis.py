"""Live analysis over the text protocol (``lz-analyze``, ``kata-analyze`` and their
``genmove_analyze``): the lines read as Sabaki reads them, the analysis runs until the next
command or a bare newline and its answer ends first, the move of ``genmove_analyze`` is played,
and every variant answers in its own notation."""

from __future__ import annotations

import io
import multiprocessing
import os
import re
import threading
import time

import pytest

from magnetdesk.ai.core import parallel
from magnetdesk.ai.core.search_types import Candidate, SearchProgress
from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.gtp import serve
from magnetdesk.gtp.analysis import Request, info_line, parse_request
from magnetdesk.gtp.computer import PlayerSettings
from magnetdesk.gtp.protocol import CommandFailed
from magnetdesk.gtp.session import GtpSession

ONE_PROCESS = PlayerSettings(workers=1, seconds=0.6)


@pytest.fixture(autouse=True)
def no_worker_process_left_behind():
    yield
    parallel.shutdown()
    assert multiprocessing.active_children() == []


def session(variant: str = "go", **options) -> GtpSession:
    return GtpSession(variant, {k: str(v) for k, v in options.items()}, seed=1,
                      player=ONE_PROCESS)


def sabaki_reads(line: str) -> list[dict]:
    """An analysis line read by the grammar Sabaki's parser uses: segments after ``info``,
    each ending in its principal variation (a run of vertices), before it key-value pairs
    whose last word (``pv``) is dropped; win rates with a point are fractions."""
    found = []
    for segment in re.split(r"\s*info\s+", line)[1:]:
        segment = segment.strip()
        pv = re.search(r"(pass|[A-Za-z]\d+)(\s+(pass|[A-Za-z]\d+))*$", segment)
        assert pv is not None, segment
        tokens = segment[: pv.start()].split()[:-1]
        entry = dict(zip(tokens[::2], tokens[1::2], strict=True))
        entry["pv"] = pv.group(0).split()
        rate = entry["winrate"]
        entry["percent"] = float(rate) * 100 if "." in rate else int(rate) / 100
        found.append(entry)
    return found


# --- the request and the lines ---------------------------------------------------------------


def test_the_request_reads_the_side_the_interval_and_the_keys():
    s = session(size=9)
    assert parse_request(s, (), False) == Request(BLACK)
    assert parse_request(s, ("50",), False) == Request(BLACK, 0.5)
    assert parse_request(s, ("w", "20", "maxmoves", "3"), True) == Request(
        WHITE, 0.2, True, False, 3)
    assert parse_request(s, ("B", "interval", "100", "ownership", "true"), True) == Request(
        BLACK, 1.0, True, True)
    assert not parse_request(s, ("ownership", "true"), False).ownership  # lz has none
    for words in (("x",), ("50", "colour", "b"), ("maxmoves",), ("ownership", "yes")):
        with pytest.raises(CommandFailed):
            parse_request(s, words, True)


def test_a_line_holds_every_candidate_best_first_in_both_formats():
    position = session(size=9).game.position
    d5, e5, f5 = (position.parse_move(t) for t in ("D5", "E5", "F5"))
    report = SearchProgress(300, e5, 0.6, 1.0, (
        Candidate(e5, 200, 0.6, (e5, d5, f5), 0.5),
        Candidate(d5, 100, 0.45, (d5,), 0.25),
    ), tuple([0.5] * 81))
    lz = info_line(position, report, Request(BLACK))
    assert lz.startswith("info move E5 visits 200 winrate 6000 prior 5000 lcb ")
    assert sabaki_reads(lz) == [  # lcb: the win rate less 1.96 standard errors
        {"move": "E5", "visits": "200", "winrate": "6000", "prior": "5000",
         "lcb": "5321", "order": "0", "pv": ["E5", "D5", "F5"], "percent": 60.0},
        {"move": "D5", "visits": "100", "winrate": "4500", "prior": "2500",
         "lcb": "3525", "order": "1", "pv": ["D5"], "percent": 45.0},
    ]
    kata = info_line(position, report, Request(WHITE, kata=True, ownership=True))
    head, ownership = kata.split(" ownership ")
    first = sabaki_reads(head)[0]
    assert first["winrate"] == "0.600000" and first["percent"] == pytest.approx(60.0)
    assert float(first["scoreLead"]) == pytest.approx(-(81 * 0.5 - 7.5))  # White's view
    assert [float(v) for v in ownership.split()] == [-0.5] * 81


def test_ownership_is_read_from_the_top_row_down():
    position = session(size=5).game.position
    owned = [0.0] * 25
    owned[position.topology.parse("A5")] = 1.0  # the top left
    owned[position.topology.parse("E1")] = -1.0  # the bottom right
    report = SearchProgress(10, 0, 0.5, 1.0, (Candidate(0, 10, 0.5, (0,)),), tuple(owned))
    values = info_line(position, report, Request(BLACK, kata=True, ownership=True)).split(
        " ownership ")[1].split()
    assert float(values[0]) == 1.0 and float(values[-1]) == -1.0


# --- streaming -------------------------------------------------------------------------------


def run_serve(s: GtpSession, script: list[tuple[float, str]]) -> str:
    """Serve ``s`` with each line of ``script`` sent after its pause; the output."""
    read, write = os.pipe()
    stdin, out = os.fdopen(read, "r"), io.StringIO()

    def feed() -> None:
        with os.fdopen(write, "w") as pipe:
            for pause, line in script:
                time.sleep(pause)
                pipe.write(line + "\n")
                pipe.flush()

    feeder = threading.Thread(target=feed)
    feeder.start()
    serve(s, stdin, out)
    feeder.join()
    return out.getvalue()


def test_lz_analyze_streams_until_the_next_command_and_ends_its_answer_first():
    out = run_serve(session(size=9), [(0, "play b E5"), (0, "7 lz-analyze 30"),
                                      (1.5, "8 name"), (0, "quit")])
    answers = out.split("\n\n")
    assert answers[0] == "="
    head, *lines = answers[1].split("\n")
    assert head == "=7" and lines and all(line.startswith("info move ") for line in lines)
    for line in lines:
        read = sabaki_reads(line)
        assert read and [int(c["order"]) for c in read] == list(range(len(read)))
        assert all(c["move"] != "E5" and c["pv"][0] == c["move"] for c in read)
    assert answers[2] == "=8 magnetdesk"


def test_a_bare_newline_stops_the_analysis_and_is_not_answered():
    out = run_serve(session("magnetgo", size=7), [(0, "kata-analyze b 20 ownership true"),
                                                  (1.0, ""), (0, "protocol_version")])
    first, second = out.split("\n\n")[:2]
    assert first.startswith("=\ninfo move ") and " ownership " in first
    assert second == "= 2"


def test_genmove_analyze_streams_then_plays_its_move():
    s = session(size=9)
    out = run_serve(s, [(0, "3 lz-genmove_analyze w 20")])
    head, *lines = out.split("\n\n")[0].split("\n")
    assert head == "=3" and lines[-1].startswith("play ")
    assert all(line.startswith("info move ") for line in lines[:-1]) and len(lines) > 1
    move = lines[-1].split()[1]
    assert s.handle("list_stones white") == f"= {move}\n\n"


def test_handle_answers_genmove_analyze_whole_and_refuses_a_stream_without_end():
    s = session(size=9)
    reply = s.handle("kata-genmove_analyze b 50")
    assert reply.startswith("=\ninfo move ") and reply.endswith("\n\n")
    assert reply.rstrip("\n").split("\n")[-1].startswith("play ")
    assert s.handle("4 lz-analyze").startswith("?4 this command streams")
    assert "lz-analyze" in s.handle("list_commands") and s.handle(
        "known_command kata-analyze") == "= true\n\n"


@pytest.mark.parametrize(("variant", "word"), [
    ("medusa", r"^[a-s]\d+(\+[a-s]\d+-[a-s]\d+)*$|^pass$|^[a-s]\d+-[a-s]\d+(\+\S+)*$"),
    ("magnetic-chess", r"^[a-h][1-8][a-h][1-8][qrbn]?$"),
    ("atari-go", r"^[A-HJ-T]\d+$|^pass$"),
])
def test_every_variant_is_analysed_in_its_own_notation(variant, word):
    s = GtpSession(variant, {}, seed=1, player=PlayerSettings(workers=1, seconds=1.0))
    reply = s.handle("lz-genmove_analyze 10")
    lines = reply.rstrip("\n").split("\n")
    infos = [line for line in lines if line.startswith("info ")]
    assert infos, reply
    for segment in re.split(r"\s*info\s+", infos[-1])[1:]:
        words = segment.split()
        pv = words[words.index("pv") + 1:]
        assert pv and words[1] == pv[0]
        assert all(re.match(word, w) for w in pv), pv
    assert lines[-1].startswith("play ")
