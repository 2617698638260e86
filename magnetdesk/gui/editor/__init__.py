"""Editing a position: setting up stones and pieces, and marking the board up (issue 44)."""
