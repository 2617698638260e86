"""Game records: the game tree (the undo tree) and SGF files, for every variant.

>>> game = Game.new("magnetgo")
>>> _ = game.play("E5"); _ = game.play("E7")
>>> record, warnings = game_from_sgf_text(game_to_sgf(game.record))
>>> [node.play.text for node in record.main_line()[1:]]
['E5', 'E7']
"""

from magnetdesk.record.errors import LoadWarning, SgfError
from magnetdesk.record.game import Game
from magnetdesk.record.sgf import (
    game_from_sgf_bytes,
    game_from_sgf_text,
    load_collection,
    load_game,
    save_game,
    save_games,
)
from magnetdesk.record.sgf_write import game_to_sgf
from magnetdesk.record.tree import GameRecord, Node, Play, Setup

__all__ = [
    "Game",
    "GameRecord",
    "LoadWarning",
    "Node",
    "Play",
    "Setup",
    "SgfError",
    "game_from_sgf_bytes",
    "game_from_sgf_text",
    "game_to_sgf",
    "load_collection",
    "load_game",
    "save_game",
    "save_games",
]
