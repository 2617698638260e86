"""The details line of the side panel, ``19×19 · komi 7.5 · area scoring``: what a variant's name
does not say. A family's view may say more (the Go family: its rule switches that are on,
``gui/board/go/family.py``) and gives its words to :func:`board_details`."""

from __future__ import annotations

from collections.abc import Sequence

from magnetdesk.gui.common.words import SCORING_NAMES
from magnetdesk.translation import tr


def board_details(position, said: Sequence[str] = (), counted: bool = True) -> str:
    """The board's size, then the words ``said`` (translated), then, when the game may end in
    a count, its komi, scoring and handicap."""
    rules = position.rules
    parts = []
    size = getattr(position.topology, "size", None)
    if size:
        parts.append(f"{size}×{size}")
    parts += said
    if not counted:
        return " · ".join(parts)
    komi = getattr(rules, "komi", None)
    if komi is not None:
        parts.append(tr("komi {komi}").format(komi=f"{komi:g}"))
    scoring = getattr(rules, "scoring", None)
    if scoring in SCORING_NAMES:
        parts.append(tr(SCORING_NAMES[scoring]))
    handicap = getattr(rules, "handicap", 0)
    if handicap:
        parts.append(tr("handicap {stones}").format(stones=handicap))
    return " · ".join(parts)
