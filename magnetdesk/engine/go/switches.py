"""The rule switches of the Go machine, one declared record each (:class:`RuleSwitch`).

A switch's record says everything the program needs to know of it: its setting (a field of
:class:`~magnetdesk.engine.go.settings.GoSettings`, or a value in ``GoSettings.switches`` for a
switch declared only here), the option a person sets it with and the variants that offer it,
what the position does with it (its :attr:`RuleSwitch.ends` rule, or a stage of
:class:`~magnetdesk.engine.go.position.GoPosition`'s own), its section of the rules page, its
words in the side panel's details line, and which playouts play it. The family's window part
(``gui/board/go/``) and its search (``ai/go/``) iterate :data:`SWITCHES`; no shared module
knows a Go switch by name. A new switch is one more record here (docs/architecture.md).

>>> from magnetdesk.engine.variants import new_position
>>> [switch.name for switch in switches_on(new_position("atari-go").rules)]
['ko', 'first_capture_wins']
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from magnetdesk.engine.core.options import Option
from magnetdesk.engine.core.vocabulary import GameEnd
from magnetdesk.translation import QT_TR_NOOP

EndRule = Callable[[Any, int, Sequence[int]], "GameEnd | None"]
"""A switch's own rule, asked after every legal move that is not a pass: (the switch's value,
the mover, the stones the move captured) -> how the game ends, or None (it goes on)."""


@dataclass(frozen=True)
class RulesText:
    """One section of the rules page while the switch is on (``gui/board/go/rules_page.py``
    draws it). ``title`` and ``text`` are English, marked with ``QT_TR_NOOP``; a ``diagram``
    is a small board as text (:mod:`magnetdesk.engine.go.diagram`) on which ``move`` is
    played for ``to_move``."""

    title: str
    text: str
    diagram: str = ""
    to_move: str = "black"
    move: str = ""


@dataclass(frozen=True)
class RuleSwitch:
    """One rule switch of the Go machine.

    * ``name``: its setting: a field of ``GoSettings`` (the machine's own switches, read in
      its hot loops), else the key of its value in ``GoSettings.switches``;
    * ``default``: its value when off (a field's default in ``GoSettings``);
    * ``option``, ``offered_by``: the option (``option.key == name``) the new-game dialog, the
      text protocol and files set it with, added to the options of the ``offered_by``
      variants (None: the variant's own entry sets it, as Atari-Go's sets
      ``first_capture_wins``);
    * ``ends``: what the position does with it (:data:`EndRule`); None for the switches
      ``GoPosition`` plays in its own stages;
    * ``rules_text``: its sections of the rules page while it is on; ``detail``: its words in
      the side panel's details line (``9×9 · the first capture wins``); ``counted``: False
      when the game it plays is not counted (the details then leave out komi and scoring,
      the rules page the ko and the count);
    * ``python_playouts``: whether the Python playout boards (``engine/go/playout.py``,
      ``ai/go/magnet_playout.py``) play it; when it is on and they do not, the search plays
      out through the engine (``ai/go/engine_playout.py``), which plays every rule;
    * ``compiled_core``: whether the compiled core (``ai/go/playcore/``) plays it; when it is
      on and the core does not, the search keeps to the Python playouts.
    """

    name: str
    default: Any = False
    option: Option | None = None
    offered_by: tuple[str, ...] = ()
    ends: EndRule | None = None
    rules_text: tuple[RulesText, ...] = ()
    detail: str = ""
    counted: bool = True
    python_playouts: bool = True
    compiled_core: bool = True


KO_DIAGRAM = """
    . . . . .
    . X O . .
    X O . O .
    . X O . .
    . . . . .
"""

SWITCHES: tuple[RuleSwitch, ...] = (
    RuleSwitch("ko", default="simple"),
    RuleSwitch("suicide", default="forbidden"),
    RuleSwitch("magnetism"),  # Magnetgo's stage, its rules page and boards of its own
    RuleSwitch("handicap_magnetism"),
    RuleSwitch(
        "first_capture_wins",
        rules_text=(RulesText(
            QT_TR_NOOP("The first capture wins"),
            QT_TR_NOOP("Whoever captures first — a single stone is enough — wins at once. "
                       "There is no ko rule. If both players pass before any capture, whoever "
                       "has more stones on the board wins; equal is a draw."),
        ),),
        detail=QT_TR_NOOP("the first capture wins"),
        counted=False,
    ),
    RuleSwitch(
        "stoical",
        rules_text=(
            RulesText(
                QT_TR_NOOP("The stoical restriction"),
                QT_TR_NOOP("There is no ko rule. Instead, a move that captures is illegal if "
                           "the opponent's previous move captured. A pass captures nothing, so "
                           "it lifts the restriction. Here Black captures, so White's next "
                           "move may not capture."),
                KO_DIAGRAM, move="C3",
            ),
            RulesText(
                QT_TR_NOOP("Repetition ends the game"),
                QT_TR_NOOP("If the position after your move is the same as after one of your "
                           "earlier moves, the game ends at once: a draw (or, with the option, "
                           "the repeating player loses)."),
            ),
        ),
    ),
    RuleSwitch("snapback"),
    RuleSwitch("repetition", default=None),
)


def value(rules: Any, switch: RuleSwitch) -> Any:
    """The switch's value in ``rules`` (a ``GoSettings``)."""
    if switch.name in type(rules).__dataclass_fields__:
        return getattr(rules, switch.name)
    return dict(rules.switches).get(switch.name, switch.default)


def switches_on(rules: Any) -> list[RuleSwitch]:
    """The declared switches set to something else than their default, in declared order."""
    return [switch for switch in SWITCHES if value(rules, switch) != switch.default]


def offered_options(variant_id: str) -> tuple[Option, ...]:
    """The options of the declared switches that ``variant_id`` offers (after its own)."""
    return tuple(
        switch.option for switch in SWITCHES
        if switch.option is not None and variant_id in switch.offered_by
    )


def offered_values(variant_id: str, values: dict[str, Any]) -> tuple[tuple[str, Any], ...]:
    """``GoSettings.switches`` for these option values: the switches declared only here that
    the variant offers and the options set on, as (name, value)."""
    return tuple(
        (switch.name, values[switch.name]) for switch in SWITCHES
        if switch.option is not None and variant_id in switch.offered_by
        and values.get(switch.name, switch.default) != switch.default
    )


def end_rules(rules: Any) -> list[tuple[EndRule, Any]]:
    """The own rules of the switches in ``rules.switches`` that have one, with their values."""
    declared = {switch.name: switch for switch in SWITCHES}
    found = []
    for name, set_to in rules.switches:
        switch = declared.get(name)
        if switch is not None and switch.ends is not None:
            found.append((switch.ends, set_to))
    return found


def counted(rules: Any) -> bool:
    """Whether a game under ``rules`` may end in a count (no switch on that says otherwise)."""
    return all(switch.counted for switch in switches_on(rules))


def python_playouts_play(rules: Any) -> bool:
    """Whether the Python playout boards play every switch that is on."""
    return all(switch.python_playouts for switch in switches_on(rules))


def compiled_core_plays(rules: Any) -> bool:
    """Whether the compiled core plays every switch that is on."""
    return all(switch.compiled_core for switch in switches_on(rules))
