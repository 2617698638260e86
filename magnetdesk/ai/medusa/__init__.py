"""Medusa's search: Monte-Carlo tree search over single actions of a turn, with its playouts
and cheap knowledge."""
