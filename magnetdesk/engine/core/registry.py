"""A registry entry (:class:`Variant`) and the registry itself (:class:`Registry`).

Kept apart from :mod:`magnetdesk.engine.variants` so that a family's module can make its
entries without importing the registry that lists them (the chess family's entries are made
in :mod:`magnetdesk.engine.chess.variants`, which ``variants`` registers).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from magnetdesk.engine.core.options import Option, OptionError, resolve
from magnetdesk.engine.core.vocabulary import Position


@dataclass(frozen=True)
class Variant:
    """One game of the registry. ``name``, ``description`` and ``rules_summary`` are English,
    marked with ``QT_TR_NOOP`` where they are written: the window shows ``tr(variant.name)``;
    the ``id`` is what files and the text protocol say. ``options`` are its ``own_options``,
    then those ``more_options(id)`` answers when asked (the Go family's declared rule
    switches: :func:`magnetdesk.engine.go.switches.offered_options`)."""

    id: str
    name: str
    family: str  # "go" | "medusa" | "chess"
    layout: str  # "square" | "hex"
    description: str
    rules_summary: str
    own_options: tuple[Option, ...]
    build: Callable[[dict[str, Any]], Any]
    more_options: Callable[[str], tuple[Option, ...]] | None = None

    @property
    def options(self) -> tuple[Option, ...]:
        if self.more_options is None:
            return self.own_options
        return (*self.own_options, *self.more_options(self.id))

    def option(self, key: str) -> Option:
        for o in self.options:
            if o.key == key:
                return o
        raise KeyError(key)

    def rules(self, **options: Any) -> Any:
        """The rules value for these options (strings are parsed, the rest checked)."""
        values = resolve(self.options, options)
        try:
            return self.build(values)
        except OptionError:
            raise
        except ValueError as exc:
            raise OptionError(str(exc)) from None

    def start(self, **options: Any) -> Position[Any]:
        rules = self.rules(**options)
        try:
            position: Position[Any] = rules.start()
            return position
        except ValueError as exc:
            raise OptionError(str(exc)) from None


class Registry(dict[str, Variant]):
    """The variants by id. Iterating lists the registered ones (what the new-game dialog
    offers); looking up also finds the ids a *resolver* makes on demand (``chess-RANR``: one
    of 81 codes, any case), so ``VARIANTS["chess-ranr"]`` and ``"chess-ranr" in VARIANTS``
    work without listing every code."""

    def __init__(self) -> None:
        super().__init__()
        self.resolvers: list[Callable[[str], Variant | None]] = []

    def __missing__(self, key: str) -> Variant:
        for resolve_id in self.resolvers:
            variant = resolve_id(key)
            if variant is not None:
                return variant
        raise KeyError(key)

    def __contains__(self, key: object) -> bool:
        if super().__contains__(key):
            return True
        return isinstance(key, str) and any(r(key) is not None for r in self.resolvers)

    def get(self, key: str, default: Any = None) -> Any:
        try:
            return self[key]
        except KeyError:
            return default
