"""The computer's moves, through the engine's position interface (no Qt, no I/O).

:func:`magnetdesk.ai.player.think` is the one entry point, shared by the app's worker, the text
protocol's ``genmove`` and the arena: it turns a level (:mod:`.levels`) into a budget, searches
in the worker processes (:mod:`.parallel`) and returns the chosen move. :mod:`.searches` maps
each game family to its search: :mod:`.mcts` (Monte-Carlo tree search) for the Go family,
:mod:`.medusa_search` for Medusa, :mod:`.chess_search` (alpha-beta with :mod:`.chess_eval`) for
the chess family. :mod:`.simple` is the Go family's rule-of-thumb player (its eye test serves
the tree and the playouts; its move is the search's answer when a search stops before its first
playout). The arena and its baselines live apart, in :mod:`magnetdesk.arena`.
"""
