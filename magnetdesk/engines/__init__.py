"""Outside engines: GTP programs the window plays against and analyses with."""
