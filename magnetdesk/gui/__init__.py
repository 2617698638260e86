"""The desktop app (PySide6). Nothing outside this package imports it.

* :mod:`.board_scene` / :mod:`.board_view`: the board, drawn from the engine's geometry by a
  painter per layout kind (:mod:`.painters`), with clicks, the ghost stone, animations
  (:mod:`.animation`) and the scoring overlay;
* :mod:`.new_game_dialog`: the variant selector, its option form generated from the variant
  registry (:mod:`.option_form`), and the players;
* :mod:`.ai_worker`: the computer opponent on its own thread;
* :mod:`.paths`: the user data and config folders.
"""
