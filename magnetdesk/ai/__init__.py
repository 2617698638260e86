"""The computer's moves, through the engine's position interface (no Qt, no I/O).

:func:`magnetdesk.ai.player.think` is the one entry point, shared by the app's worker, the text
protocol's ``genmove`` and the arena: it turns a level (:mod:`.levels`) into a budget, searches
in the worker processes (:mod:`.core.parallel`) and returns the chosen move. Each family's
search (a :class:`~.core.search.Search`) is named in its package's ``family.py`` and found by
:mod:`.searches`: Monte-Carlo tree search in :mod:`.go` (:mod:`.go.mcts`; :mod:`.go.simple` is
the Go family's rule-of-thumb player, whose eye test serves the tree and the playouts) and
:mod:`.medusa`, alpha-beta in :mod:`.chess`. The arena and its baselines live apart, in
:mod:`magnetdesk.arena`.
"""
