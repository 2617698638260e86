"""The game clocks in the window."""
