"""Game clocks: the time controls (:mod:`.controls`) and the running clocks of a game
(:mod:`.clock`), shared by the window, the text protocol and the computer's time management."""
