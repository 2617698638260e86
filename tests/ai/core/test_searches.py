"""Which search plays which family, and whether the computer plays a family at all."""

from __future__ import annotations

from magnetdesk.ai.searches import plays, plays_family, search_for, searches
from magnetdesk.engine.families import REGISTERED
from magnetdesk.engine.variants import new_position


def test_every_registered_family_has_its_search():
    assert list(searches()) == list(REGISTERED)
    assert all(plays_family(family_id) for family_id in REGISTERED)


def test_a_family_without_a_search_is_not_played():
    assert not plays_family("no-such-family")


def test_the_search_of_a_position_is_its_familys():
    assert search_for(new_position("magnetgo")) is searches()["go"]
    assert plays("gravity-chess") and plays("medusa")
