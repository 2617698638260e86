"""The desktop app (PySide6). Nothing outside this package imports it.

* :mod:`.app`: the start (the autosave offered back first, then the remembered game, the
  first start's new-game dialog); :mod:`.main_window` with its mixins (:mod:`.files`,
  :mod:`.computer`, :mod:`.turn_commands`, :mod:`.scoring_mode`, :mod:`.view_commands`),
  which use of the window what :mod:`.window_host` declares;
* :mod:`.board`: the board (:mod:`.board.scene`, :mod:`.board.view`), drawn from the engine's
  geometry by the painter its family names (:mod:`.board.painters`) and played through the
  family's board style (:mod:`.board.go.style`, :mod:`.board.medusa.style`,
  :mod:`.board.chess.style`; what the scene asks of one: :mod:`.board.contracts`), with
  clicks, drags (:mod:`.board.drag`), the ghost stone, animations (:mod:`.board.animation`)
  and the scoring overlay;
* :mod:`.families`: what differs per game family, in one table;
* :mod:`.new_game_dialog`: which game (its option form generated from the variant registry,
  :mod:`.option_form`) and whom you play (:mod:`.opponent_choice`);
* :mod:`.ai_worker`: the computer opponent on its own thread;
* :mod:`.storage` and :mod:`.state_files`: autosave, settings and recent files, read safely;
  :mod:`.paths`: the user data and config folders.
"""
