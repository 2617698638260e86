"""Sharing a game: export as a picture or an animation, copy and paste, the game information."""
