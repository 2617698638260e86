"""What the probe and ``magnetdesk --check-engine`` say of real and fake engines."""

from __future__ import annotations

import subprocess
import sys

import pytest

from magnetdesk.engines import errors
from magnetdesk.engines.check import describe, run_check, sizes_text
from magnetdesk.engines.probe import probe
from magnetdesk.engines.spec import EngineSpec
from tests.helpers.engines import ROOT, fake, gnugo, ours
from tests.helpers.katago import WHY, katago
from tests.helpers.pachi import pachi_or_skip


def test_gnu_go_plays_go_from_5x5_to_19x19_keeps_time_and_streams_no_analysis():
    report = probe(gnugo())
    assert report.usable, report.problem
    assert (report.name, report.version) == ("GNU Go", "3.8")
    assert report.sizes == tuple(range(5, 20))
    assert report.plays("go", 9) and not report.plays("go", 21) and not report.plays("magnetgo")
    assert report.analysis == () and not report.ownership
    assert report.time == ("time_settings", "time_left")


def test_ours_plays_every_variant_and_streams_both_analyses():
    from magnetdesk.engine.variants import VARIANTS

    report = probe(ours("--level", "1"))
    assert report.usable, report.problem
    assert report.name == "magnetdesk" and report.plays_variants
    assert report.variants == tuple(VARIANTS)
    assert report.plays("medusa") and report.sizes == ()
    assert report.analysis == ("kata-analyze", "lz-analyze") and report.ownership
    assert report.time == ("time_settings", "kgs-time_settings", "time_left")


def test_pachi_where_it_was_built():
    spec = pachi_or_skip()
    report = probe(spec)
    assert report.usable, report.problem
    assert report.name.startswith("Pachi") and 19 in report.sizes
    assert "kgs-time_settings" in report.time


def test_katago_where_it_was_set_up_within_the_deadline(capsys):
    """``--check-engine`` on KataGo (benchmarks/setup_katago.py): usable within its 15 s,
    streaming kata-analyze with ownership."""
    spec = katago()
    if spec is None:
        pytest.skip(WHY)
    assert run_check(["--check-engine", spec.command_line]) == 0
    said = capsys.readouterr().out
    assert said.startswith("engine:   KataGo"), said
    assert "kata-analyze" in said and "(with ownership)" in said and "usable:   yes" in said


@pytest.mark.parametrize(("mode", "kind"), [
    ("crash-start", errors.DIED), ("slow-start", errors.SLOW_START)])
def test_an_engine_that_cannot_start_is_unusable_with_its_reason(mode, kind):
    report = probe(fake(mode, "60") if mode == "slow-start" else fake(mode), deadline=3)
    assert not report.usable and report.kind == kind


def test_an_engine_that_plays_no_size_of_ours_is_unusable():
    script = ("while read l; do case $l in boardsize*) printf '? unacceptable size\\n\\n';; "
              "*) printf '= \\n\\n';; esac; done")
    report = probe(EngineSpec("picky", "/bin/sh", ("-c", script)))
    assert (report.kind, report.problem) == (errors.UNSUPPORTED, "it accepts no board size we play")


def test_an_engine_slow_to_change_its_board_is_usable_with_the_usual_sizes_asked_first(capsys):
    """KataGo on a CPU takes about a second a board size: the usual sizes are asked first,
    the rest only while the deadline allows; those not asked are tried when played."""
    report = probe(fake("slow-board", "400"), deadline=3)
    assert report.usable, report.problem
    assert report.sizes[:1] == (9,)  # the usual size first; how many more depends on the load
    assert report.unchecked and not set(report.unchecked) & set(report.sizes)
    assert sorted(report.sizes + report.unchecked) == list(range(5, 26))
    assert report.plays("go", 25) and report.plays("go", 9)
    assert describe(fake("slow-board", "400"), report).splitlines()[1].endswith(
        f"(not asked in time: {sizes_text(report.unchecked)})")


def test_the_fake_engine_plays_9x9_only():
    report = probe(fake("good"))
    assert report.usable and report.sizes == (9,)


def test_the_check_describes_a_usable_engine(capsys):
    assert run_check(["--check-engine", "/usr/games/gnugo --mode gtp"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines() == ["engine:   GNU Go 3.8", "plays:    Go on 5×5 to 19×19",
                                "analysis: none", "time:     time_settings, time_left",
                                "usable:   yes"]


@pytest.mark.parametrize(("command", "said"), [
    ("/no/such/engine --gtp", "cannot be used (not found)"),
    ("/bin/ls /", "cannot be used (garbage)"),
    ("/bin/false", "cannot be used (died)"),
])
def test_the_check_says_why_an_engine_cannot_be_used(capsys, command, said):
    assert run_check(["--check-engine", command]) == 1
    assert said in capsys.readouterr().out


def test_the_check_needs_a_command(capsys):
    assert run_check(["--check-engine"]) == 2
    assert run_check(["--check-engine", "'unbalanced"]) == 2
    assert "usage: magnetdesk --check-engine" in capsys.readouterr().err


def test_the_command_line_answers_for_a_hung_engine_within_its_deadline():
    done = subprocess.run([sys.executable, "-m", "magnetdesk", "--check-engine", "sleep 600"],
                          capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert done.returncode == 1
    assert "cannot be used (slow start): sleep 600 did not answer within 10 s" in done.stdout


def test_sizes_are_written_as_a_run_or_a_list():
    assert sizes_text([9, 13, 19]) == "9×9, 13×13, 19×19"
    assert sizes_text(list(range(2, 26))) == "2×2 to 25×25"
    assert sizes_text([]) == ""


def test_a_report_of_ours_names_its_variants():
    report = probe(ours("--level", "1"))
    text = describe(ours(), report)
    assert "plays:    go, atari-go, stoical-go, magnetgo, medusa" in text
    assert "analysis: kata-analyze, lz-analyze (with ownership)" in text
