"""The Go family's search: Monte-Carlo tree search with priors, fast playouts (Magnetgo's
exact magnets too), ladders and magnet threats, and the pass decisions."""
