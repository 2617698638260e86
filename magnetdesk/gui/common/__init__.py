"""What several features of the window use: the game's set-up, the computer's worker thread,
the app's folders and state files, the game information both ways, the level that follows the
player, shared words, and the contract of the window's parts."""
