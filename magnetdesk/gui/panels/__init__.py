"""The side panel and what it holds: the game, the player cards, the moves, the game tree,
the comment, the win-rate graph, and the thinking indicator of the status bar."""
