"""Playing a game: the new-game dialog and its parts, the players, the computer's turns,
turns of several actions, passing, the scoring phase, and playing with the keys."""
