"""The compiled cores: which were built, whether the search uses them, and loading them.

The search has four optional C parts (``setup.py`` builds them where a C compiler is found): the
Go family's playouts, Medusa's playouts, the Magnetic Chess family's search and the search
tree's hot loops. This module is the one place that imports them and the one place that reads
``MAGNETDESK_PURE_PYTHON``: set to anything but ``0``, it switches every core off, and the
search plays its pure-Python code (the same rules, slower). The Python code stays the oracle:
each core has an agreement test that replays its work through it.

>>> sorted(CORES)
['chesscore', 'medusacore', 'nodecore', 'playcore']
>>> import os
>>> os.environ[PURE_PYTHON] = "1"
>>> used("playcore") is None
True
>>> del os.environ[PURE_PYTHON]
"""

from __future__ import annotations

import os
from functools import cache
from importlib import import_module
from types import ModuleType
from typing import Literal

CoreName = Literal["playcore", "medusacore", "chesscore", "nodecore"]

CORES: dict[CoreName, str] = {
    "playcore": "magnetdesk.ai.go._playcore",  # Go, Atari-Go, Stoical Go and Magnetgo playouts
    "medusacore": "magnetdesk.ai.medusa._medusacore",  # Medusa's playouts
    "chesscore": "magnetdesk.ai.chess._chesscore",  # the chess family's alpha-beta search
    "nodecore": "magnetdesk.ai.core._nodecore",  # the tree's selection and updates
}
PURE_PYTHON = "MAGNETDESK_PURE_PYTHON"


@cache
def built(name: CoreName) -> ModuleType | None:
    """The compiled module, or None where it was not built (``pip install`` without a C
    compiler), whatever :data:`PURE_PYTHON` says."""
    try:
        return import_module(CORES[name])
    except ImportError:
        return None


def switched_off() -> bool:
    """Whether :data:`PURE_PYTHON` asks for the pure-Python search (read at every call, so a
    test or a user can switch it without restarting)."""
    return os.environ.get(PURE_PYTHON, "") not in ("", "0")


def used(name: CoreName) -> ModuleType | None:
    """The compiled module the search is to use now: built and not switched off."""
    return None if switched_off() else built(name)
