"""The main window keeps the contracts its parts and mixins are written against
(:mod:`magnetdesk.gui.common.window_host`): mypy finds MainWindow each part's host, its parts
the services other parts use, and a WindowHost for the mixins left (the functions below,
type-checked by :func:`test_mypy_finds_the_main_window_a_window_host`); a real window has every
member the Protocols declare; each command has one owner, called by its action. The state the
mixins assign is declared again in ``WindowPart`` with the same types (a mypy detail the
module docstring explains)."""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Any, cast

import pytest
from PySide6.QtWidgets import QMenu

from magnetdesk.gui.common import window_host
from magnetdesk.gui.common.window_host import (
    AnalysisMarks,
    Computer,
    FileHost,
    Files,
    ScoringHost,
    ScoringPhase,
    ShareHost,
    Teaching,
    TeachingHost,
    WindowHost,
)
from magnetdesk.gui.window.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
GUI = ROOT / "magnetdesk" / "gui"
MIXINS = ("play/computer", "play/turn_commands", "clocks/commands")


def as_host(window: MainWindow) -> WindowHost:
    return window  # mypy: MainWindow satisfies the Protocol


def made_window() -> WindowHost:
    return MainWindow()  # mypy: not abstract, so every declared method is there


def hosts_of_the_parts(
    window: MainWindow,
) -> tuple[FileHost, ShareHost, TeachingHost, ScoringHost, AnalysisMarks, Computer]:
    return window, window, window, window, window, window  # mypy: the window is each host


def services_of_the_parts(window: MainWindow) -> tuple[Files, Teaching, ScoringPhase]:
    return window.files, window.teaching, window.scoring_phase  # mypy: each part a service


HOSTS = ("GameHost", "FileHost", "ShareHost", "TeachingHost", "ScoringHost", "AnalysisMarks",
         "Computer")


def declared(class_name: str) -> dict[str, str]:
    """The members a class of window_host.py declares, each with its annotation's text
    (``"method"`` for a method or a property), wherever in the module the class is."""
    tree = ast.parse(Path(window_host.__file__).read_text(encoding="utf-8"))
    found = next(
        node for node in ast.walk(tree)
        if isinstance(node, ast.ClassDef) and node.name == class_name
    )
    members: dict[str, str] = {}
    for node in found.body:
        if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            members[node.target.id] = ast.unparse(node.annotation)
        elif isinstance(node, ast.FunctionDef):
            members[node.name] = "method"
    return members


def assigned_by_mixins() -> set[str]:
    """The attributes of ``self`` the mixins assign (``self.x = ...``, ``self.x += ...``)."""
    names: set[str] = set()
    for module in MIXINS:
        tree = ast.parse((GUI / f"{module}.py").read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Assign):
                targets = [
                    t for target in node.targets
                    for t in (target.elts if isinstance(target, ast.Tuple) else [target])
                ]
            elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
                targets = [node.target]
            else:
                continue
            names |= {
                t.attr for t in targets
                if isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name)
                and t.value.id == "self"
            }
    return names


def test_a_real_main_window_has_every_member_the_protocol_declares(qtbot: Any) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    members = declared("WindowHost")
    assert {"game", "refresh", "position", "stop_thinking"} <= set(members)
    missing = [name for name in members if not hasattr(window, name)]
    assert not missing


def test_a_real_main_window_is_every_host_its_parts_are_given(qtbot: Any) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    for protocol in HOSTS:
        members = declared(protocol)
        assert members, protocol
        assert [name for name in members if not hasattr(window, name)] == [], protocol


def test_each_command_has_one_owner_and_its_action_calls_it(qtbot: Any) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    for part in window._parts():
        for name in part.COMMANDS:
            assert callable(getattr(part, name))
            assert not hasattr(window, name), f"{name}: the window and a part answer it"
    before = window.theme.theme_setting()
    menu = cast(QMenu, window.actions["theme"].menu())
    entries = {entry.data(): entry for entry in menu.actions()}
    other = "dark" if before != "dark" else "light"
    entries[other].trigger()  # View ▸ Theme ▸ Dark, as a click gives it: the theme part's
    try:
        assert window.theme.theme_setting() == other
    finally:
        entries[before].trigger()
    assert window.theme.theme_setting() == before


def test_window_part_declares_again_the_state_the_mixins_assign() -> None:
    host = declared("WindowHost")
    part = declared("WindowPart")
    assert {name: host.get(name) for name in part} == part  # the same types
    state = assigned_by_mixins() & set(host)
    assert state - set(part) == set()
    assert {"setup", "_turn"} <= state


def test_mypy_finds_the_main_window_a_window_host(tmp_path: Path) -> None:
    api = pytest.importorskip("mypy.api")
    out, err, _ = api.run([
        "--config-file", str(ROOT / "pyproject.toml"), "--cache-dir", str(tmp_path),
        "--no-error-summary", __file__,
    ])
    here = [
        line for line in out.splitlines()
        if ": " in line and Path(line.split(":", 1)[0]).resolve() == Path(__file__).resolve()
    ]
    assert not here, err

