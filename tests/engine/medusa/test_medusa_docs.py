"""The examples in the Medusa modules' docstrings hold, and the registry entry they describe
starts a game."""

from __future__ import annotations

import doctest
import importlib

import pytest

from magnetdesk.engine.core.options import OptionError
from magnetdesk.engine.core.registry import Variant
from magnetdesk.engine.medusa.rules import (
    MEDUSA_DESCRIPTION,
    MEDUSA_NAME,
    MEDUSA_OPTIONS,
    MEDUSA_SUMMARY,
    build_medusa,
)

MODULES = [
    "magnetdesk.engine.core.geometry",
    "magnetdesk.engine.medusa.position",
    "magnetdesk.engine.medusa.diagram",
    "magnetdesk.engine.medusa.notation",
    "magnetdesk.engine.medusa.rules",
    "magnetdesk.engine.medusa.scoring",
    "magnetdesk.engine.medusa.turns",
]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples_hold(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name))
    assert result.failed == 0
    assert result.attempted > 0


def test_the_registry_entry_in_medusa_rules_starts_a_medusa_game() -> None:
    variant = Variant("medusa", MEDUSA_NAME, "medusa", "hex", MEDUSA_DESCRIPTION,
                      MEDUSA_SUMMARY, MEDUSA_OPTIONS, build_medusa)
    p = variant.start(komi="2")
    assert p.marker == -2 and p.rules.variant == "medusa"
    assert p.rules.options == (("komi", 2),)
    with pytest.raises(OptionError):
        variant.start(komi="12")

