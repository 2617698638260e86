"""The families of games the program plays, each declared by its own packages.

:data:`REGISTERED` is the one registration line: a family is a folder in each layer,
``magnetdesk/engine/<id>/`` with its :class:`~magnetdesk.engine.core.family.Family` in
``family.py``, and its parts in the layers above (the search in ``magnetdesk/ai/<id>/``, the file
codec in ``magnetdesk/record/families/<id>.py``, the board in ``magnetdesk/gui/board/<id>/``).
Every layer finds its part of a family by the family's id with :func:`parts`, so no module
outside a family's packages names a family.

>>> list(families()), families()["medusa"].turns, families()["chess"].passes
(['go', 'medusa', 'chess'], True, False)
"""

from __future__ import annotations

import importlib
from functools import cache
from typing import Any

from magnetdesk.engine.core.family import Family

REGISTERED = ("go", "medusa", "chess")


@cache
def parts(template: str, name: str) -> dict[str, Any]:
    """Every registered family's part ``name`` from the module ``template`` names with the
    family's id (``"magnetdesk.ai.{id}.family"``), in registration order. A family without
    that module has no such part (a family the computer does not play has no search), so it
    is left out; any other import error is raised."""
    found = {}
    for family_id in REGISTERED:
        module_name = template.format(id=family_id)
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as exc:
            if exc.name is not None and module_name.startswith(exc.name):
                continue  # the family has no part in this layer
            raise
        found[family_id] = getattr(module, name)
    return found


def families() -> dict[str, Family]:
    """The registered families by id."""
    found: dict[str, Family] = parts("magnetdesk.engine.{id}.family", "FAMILY")
    missing = [family_id for family_id in REGISTERED if family_id not in found]
    if missing:
        raise ImportError(f"registered families without an engine record: {missing}")
    return found
