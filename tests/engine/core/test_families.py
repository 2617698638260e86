"""The registered families and the parts each layer finds by a family's id."""

from __future__ import annotations

import pytest

from magnetdesk.engine.families import REGISTERED, families, parts


def test_every_registered_family_has_its_engine_record_in_order():
    assert list(families()) == list(REGISTERED)
    assert all(family.id == family_id for family_id, family in families().items())


def test_a_layer_without_a_familys_module_leaves_the_family_out():
    assert parts("magnetdesk.no_such_layer.{id}.family", "ANYTHING") == {}


def test_a_broken_part_is_not_taken_for_a_missing_one(monkeypatch):
    code = "import magnetdesk_no_such_dependency\n"  # a family module whose import fails
    monkeypatch.setattr(
        "importlib.import_module",
        lambda name: exec(compile(code, name, "exec"), {}),
    )
    with pytest.raises(ModuleNotFoundError):
        parts.__wrapped__("magnetdesk_test_broken.{id}", "X")


def test_every_layer_finds_every_family():
    for template, name in (
        ("magnetdesk.ai.{id}.family", "SEARCH"),
        ("magnetdesk.record.families.{id}", "CODEC"),
        ("magnetdesk.gui.board.{id}.family", "VIEW"),
        ("magnetdesk.arena.{id}.family", "BASELINES"),
    ):
        assert list(parts(template, name)) == list(REGISTERED), template
