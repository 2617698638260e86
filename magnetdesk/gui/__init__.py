"""The desktop app (PySide6). Nothing outside this package imports it.

* :mod:`.app`: the start (the autosave offered back first, then the remembered game, the
  first start's new-game dialog); :mod:`.main_window` with its mixins (:mod:`.files`,
  :mod:`.computer`, :mod:`.turn_commands`, :mod:`.scoring_mode`, :mod:`.view_commands`);
* :mod:`.board_scene` / :mod:`.board_view`: the board, drawn from the engine's geometry by a
  painter per layout kind (:mod:`.painters`) and played through a board style per family
  (:mod:`.go_board`, :mod:`.medusa_board`, :mod:`.chess_board`), with clicks, the ghost stone,
  animations (:mod:`.animation`) and the scoring overlay;
* :mod:`.families`: what differs per game family, in one table;
* :mod:`.new_game_dialog`: which game (its option form generated from the variant registry,
  :mod:`.option_form`) and whom you play (:mod:`.opponent_choice`);
* :mod:`.ai_worker`: the computer opponent on its own thread;
* :mod:`.storage` and :mod:`.state_files`: autosave, settings and recent files, read safely;
  :mod:`.paths`: the user data and config folders.
"""
