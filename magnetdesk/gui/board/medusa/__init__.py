"""Medusa's board in the window."""
