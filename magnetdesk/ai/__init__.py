"""Players that choose moves through the engine's position interface (no Qt).

:mod:`magnetdesk.ai.simple` is the cheap rule-of-thumb player behind the text protocol's
``genmove``; the searching players (MCTS, alpha-beta) come later behind the same call shape:
``choose_move(position, rng) -> move``.
"""
