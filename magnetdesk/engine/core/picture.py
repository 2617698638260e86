"""The line every family's text picture (the text protocol's ``showboard``) ends with. Text
protocol words stay English."""

from __future__ import annotations

from typing import Any

from magnetdesk.engine.core.vocabulary import BLACK, Position


def status_line(position: Position[Any]) -> str:
    """The last line of every ``showboard`` picture: who is to move, or how the game ended."""
    if position.end is not None:
        winner = position.end.winner
        won = "" if winner is None else f", {'black' if winner == BLACK else 'white'} wins"
        return f"game over: {position.end.reason}{won}"
    return ("black" if position.to_move == BLACK else "white") + " to move"
