"""The Magnetic Chess family's search for the computer (a
:class:`~magnetdesk.ai.core.search.Search`)."""

from __future__ import annotations

from magnetdesk.ai.chess import search
from magnetdesk.ai.core.search import Search

SEARCH: Search = search
