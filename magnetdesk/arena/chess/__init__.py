"""The Magnetic Chess family's baselines for the arena (the players themselves live in
:mod:`magnetdesk.ai.chess.baseline`: the chess search uses its greedy move)."""
