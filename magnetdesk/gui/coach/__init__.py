"""The coach: the live analysis, the hint, the game review and the teaching game."""
