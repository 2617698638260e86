"""The text-protocol client against real engines (GNU Go, magnetdesk-gtp) and fake ones
that crash, hang or speak garbage."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import threading
import time

import pytest

from magnetdesk.engines import errors
from magnetdesk.engines.client import GtpClient
from magnetdesk.engines.errors import EngineError
from magnetdesk.engines.spec import EngineSpec
from tests.helpers.engines import ROOT, fake, gnugo, ours


def test_gnu_go_answers_and_refuses_without_breaking():
    with GtpClient(gnugo()) as engine:
        assert engine.name == "GNU Go"
        assert engine.command("boardsize 9") == ""
        assert engine.send("boardsize 1000") == (False, "unacceptable size")
        with pytest.raises(EngineError) as refused:
            engine.command("play b Z99")
        assert refused.value.kind == errors.REFUSED and engine.failed is None
        engine.command("play b E5")
        assert engine.command("list_stones black") == "E5"
        assert engine.knows("genmove") and not engine.knows("kata-analyze")


def test_the_traffic_hook_sees_every_line_both_ways():
    seen: list[tuple[str, str]] = []
    with GtpClient(gnugo(), traffic=lambda way, line: seen.append((way, line))) as engine:
        engine.command("version")
    assert seen[:3] == [("send", "name"), ("receive", "= GNU Go"), ("receive", "")]
    assert ("send", "version") in seen and ("send", "quit") in seen


def test_a_stream_hands_its_lines_on_until_the_next_command():
    lines: list[str] = []
    got = threading.Event()

    def on_line(line: str) -> None:
        lines.append(line)
        got.set()

    with GtpClient(ours("--level", "1", "--playouts", "200")) as engine:
        engine.command("magnetdesk-variant go size=5")
        engine.stream("kata-analyze b 10 ownership true", on_line)
        assert engine.streaming
        assert got.wait(30)
        assert engine.command("name") == "magnetdesk"  # stops the stream, then answers
        assert not engine.streaming
    assert lines[0].startswith("info move ")
    assert " ownership " in lines[0]


def test_a_refused_stream_is_an_error_and_the_engine_goes_on():
    with GtpClient(gnugo()) as engine:
        with pytest.raises(EngineError) as refused:
            engine.stream("kata-analyze b 10", lambda line: None)
        assert refused.value.kind == errors.REFUSED
        assert not engine.streaming and engine.command("name") == "GNU Go"


def test_a_missing_program_is_not_found():
    with pytest.raises(EngineError) as failure:
        GtpClient(EngineSpec("nothing", "/no/such/engine"))
    assert failure.value.kind == errors.NOT_FOUND
    assert "cannot start /no/such/engine" in str(failure.value)


def test_a_program_that_dies_at_its_start_says_its_last_words():
    with pytest.raises(EngineError) as failure:
        GtpClient(fake("crash-start"))
    assert failure.value.kind == errors.DIED
    assert "(exit status 2): fake_gtp: cannot load my network" in str(failure.value)


def test_a_program_that_does_not_answer_in_time_starts_too_slowly():
    with pytest.raises(EngineError) as failure:
        GtpClient(fake("slow-start", "60"), start_timeout=0.5)
    assert failure.value.kind == errors.SLOW_START


def test_a_slow_start_within_the_limit_is_fine():
    with GtpClient(fake("slow-start", "1"), start_timeout=20) as engine:
        assert engine.name == "Fake slow-start"


def test_a_crash_mid_game_is_an_error_for_good():
    engine = GtpClient(fake("crash"))
    assert engine.command("genmove b") == "E5"
    with pytest.raises(EngineError) as failure:
        engine.command("genmove b")
    assert failure.value.kind == errors.DIED
    assert "segmentation fault (pretend)" in str(failure.value)
    with pytest.raises(EngineError) as again:
        engine.command("name")
    assert again.value is failure.value and not engine.alive
    engine.close()


def test_a_hang_costs_the_time_limit_and_the_process():
    engine = GtpClient(fake("hang"))
    engine.command("genmove b")
    with pytest.raises(EngineError) as failure:
        engine.command("genmove w", timeout=0.5)
    assert failure.value.kind == errors.HUNG
    assert "no answer to 'genmove w' within 0.5 s" in str(failure.value)
    assert engine.process.poll() is not None  # killed: it would answer out of step
    engine.close()


def test_garbage_is_an_error_and_the_engine_is_dropped():
    engine = GtpClient(fake("garbage"))
    engine.command("genmove b")
    with pytest.raises(EngineError) as failure:
        engine.command("genmove w")
    assert failure.value.kind == errors.GARBAGE
    assert "'Thinking... I like this shape'" in str(failure.value)
    assert engine.process.poll() is not None
    engine.close()


def test_closing_from_another_thread_ends_a_waiting_command():
    engine = GtpClient(fake("hang", "1"))
    outcome: list[BaseException] = []

    def ask() -> None:
        try:
            engine.command("genmove b", timeout=600)
        except EngineError as error:
            outcome.append(error)

    thread = threading.Thread(target=ask)
    thread.start()
    time.sleep(0.2)
    engine.close(grace=0.2)
    thread.join(30)
    assert not thread.is_alive()
    assert outcome and isinstance(outcome[0], EngineError)
    assert engine.process.poll() is not None


def test_the_commands_after_the_start_are_sent_and_a_refused_one_stops_the_start():
    spec = EngineSpec("gnugo", "/usr/games/gnugo", ("--mode", "gtp"), "",
                      ("boardsize 13", "play b D4"))
    with GtpClient(spec) as engine:
        assert engine.command("list_stones black") == "D4"
    bad = EngineSpec("gnugo", "/usr/games/gnugo", ("--mode", "gtp"), "", ("boardsize 99",))
    with pytest.raises(EngineError, match="boardsize 99"):
        GtpClient(bad)


def test_the_working_folder_is_the_engines(tmp_path):
    script = tmp_path / "where.py"
    script.write_text(textwrap.dedent("""
        import os, sys
        for line in sys.stdin:
            if line.strip() == "quit":
                print("=\\n", flush=True); break
            print("= " + os.getcwd() + "\\n", flush=True)
    """))
    spec = EngineSpec("where", sys.executable, (str(script),), folder=str(tmp_path))
    with GtpClient(spec) as engine:
        assert engine.name == str(tmp_path)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the parent-death signal")
def test_an_engine_ends_when_the_app_is_killed():
    parent = textwrap.dedent("""
        import sys
        sys.path.insert(0, sys.argv[1])
        from magnetdesk.engines.client import GtpClient
        from tests.helpers.engines import fake
        engine = GtpClient(fake("stubborn"))
        print(engine.process.pid, flush=True)
        import time
        time.sleep(600)
    """)
    app = subprocess.Popen([sys.executable, "-c", parent, str(ROOT)], stdout=subprocess.PIPE,
                           text=True, cwd=ROOT)
    assert app.stdout is not None
    pid = int(app.stdout.readline())
    assert running(pid)
    app.kill()
    app.wait()
    try:
        for _ in range(100):
            if not running(pid):
                break
            time.sleep(0.1)
        assert not running(pid)
    finally:
        if running(pid):  # an orphan after all: not left behind
            os.kill(pid, 9)


def running(pid: int) -> bool:
    """Whether the process lives (a zombie waiting to be reaped does not)."""
    try:
        with open(f"/proc/{pid}/status") as status:
            return "\nState:\tZ" not in status.read()
    except FileNotFoundError:
        return False
    except OSError:
        return os.path.exists(f"/proc/{pid}")
