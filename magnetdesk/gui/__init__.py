"""The desktop app (PySide6). Nothing outside this package imports it.

Its root holds only the start: :mod:`.app` (the autosave offered back first, then the
remembered game, the first start's new-game dialog), :mod:`.display_check` (is there a screen
Qt can use) and :mod:`.self_test`. The rest are feature packages, named as a user names the
feature; a feature imports :mod:`.common` and :mod:`.board`, never another feature, and
nothing imports :mod:`.window` but the app (``tests/test_import_cycles.py``):

* :mod:`.window`: the main window, the shell that makes and holds the features, its actions;
* :mod:`.board`: the board (scene, view, painters, each family's style and words, the family
  views of :mod:`.board.families`, the board as a picture);
* :mod:`.panels`: the side panel, the moves, the game tree, the comment, the win-rate graph;
* :mod:`.play`: the new-game dialog, the players, the computer's turns, turns of several
  actions, the scoring phase, playing with the keys;
* :mod:`.files`, :mod:`.learn`, :mod:`.coach`, :mod:`.clocks`, :mod:`.share`,
  :mod:`.accessibility`, :mod:`.looks` (themes, language, sounds);
* :mod:`.common`: what several features use (the set-up, the computer's worker, the folders
  and state files, shared words, the contract of the window's parts).
"""
