"""Medusa's search for the computer (a :class:`~magnetdesk.ai.core.search.Search`)."""

from __future__ import annotations

from magnetdesk.ai.core.search import Search
from magnetdesk.ai.medusa import search

SEARCH: Search = search
