"""The Go family's baselines for the arena."""
