"""The game files: open, save, the recent files, the autosave and the settings kept between
runs."""
