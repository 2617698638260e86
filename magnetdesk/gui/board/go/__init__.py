"""The Go family's board in the window."""
