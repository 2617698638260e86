"""Engine specs: from a command line, to and from the settings' JSON."""

from __future__ import annotations

import pytest

from magnetdesk.engines.spec import EngineSpec, specs_from_text, specs_to_text


def test_a_command_line_is_split_as_a_shell_splits_it():
    spec = EngineSpec.from_command_line("'/opt/my engines/katago' gtp -config 'a b.cfg'")
    assert spec.program == "/opt/my engines/katago"
    assert spec.arguments == ("gtp", "-config", "a b.cfg")
    assert spec.name == "katago gtp -config a b.cfg"
    assert EngineSpec.from_command_line(spec.command_line).argv == spec.argv
    assert EngineSpec.from_command_line("/usr/games/gnugo --mode gtp").name == "gnugo"


@pytest.mark.parametrize("line", ["", "   ", "'unbalanced"])
def test_a_bad_command_line_is_refused(line):
    with pytest.raises(ValueError):
        EngineSpec.from_command_line(line)


def test_specs_survive_the_settings():
    specs = [EngineSpec("GNU Go", "gnugo", ("--mode", "gtp"), "/tmp", ("komi 6.5",)),
             EngineSpec.from_command_line("pachi pondering=0", commands=["", " boardsize 9 "])]
    assert specs[1].commands == ("boardsize 9",)
    assert specs_from_text(specs_to_text(specs)) == specs


@pytest.mark.parametrize("text", ["", "not json", "{}", '[{"name": "x"}, 3, {"program": ""}]'])
def test_settings_that_hold_no_engines_give_none(text):
    assert specs_from_text(text) == []


def test_a_broken_entry_is_dropped_and_the_others_kept():
    text = '[{"program": "gnugo", "arguments": ["--mode", "gtp"]}, {"arguments": []}]'
    assert [spec.name for spec in specs_from_text(text)] == ["gnugo"]
