"""Who won a playout: Black's margin on a board with no dead stones left, under the rules'
scoring and komi, or the winner the rules already named (first capture, repetition).

>>> from magnetdesk.engine.go.diagram import position_from_text
>>> p = position_from_text("go", '''
...     . X O .
...     . X O .
...     . X O .
...     . X O .
... ''', komi=0.5)
>>> margin_of(p)  # 8 for each side, komi 0.5 for White
-0.5
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from magnetdesk.engine.core.counting import empty_regions
from magnetdesk.engine.core.vocabulary import BLACK, EMPTY, WHITE

if TYPE_CHECKING:
    from magnetdesk.engine.core.vocabulary import Colour
    from magnetdesk.engine.go.position import GoPosition
    from magnetdesk.engine.go.settings import GoSettings


def margin_of_board(rules: GoSettings, board: Sequence[Colour], prisoners: Sequence[int]) -> float:
    """Black's lead on a board with no dead stones left, komi included. Area: stones + empty
    regions bordered by one colour; territory: those regions + prisoners; stones: stones."""
    counts = [0.0, 0.0, 0.0]
    if rules.scoring != "territory":
        counts[BLACK] += board.count(BLACK)
        counts[WHITE] += board.count(WHITE)
    else:
        counts[BLACK] += prisoners[BLACK]
        counts[WHITE] += prisoners[WHITE]
    if rules.scoring != "stones":
        for region, colour in empty_regions(board, rules.grid.neighbours):
            if colour != EMPTY:
                counts[colour] += len(region)
    return counts[BLACK] - counts[WHITE] - rules.komi


def winner_of_board(
    rules: GoSettings, board: Sequence[Colour], prisoners: Sequence[int]
) -> Colour | None:
    """Who wins by :func:`margin_of_board` (None: a draw)."""
    margin = margin_of_board(rules, board, prisoners)
    return None if margin == 0 else BLACK if margin > 0 else WHITE


def margin_of(position: GoPosition) -> float:
    """Black's lead in a finished or settled position; a game the rules decided counts as
    won (or lost) by the whole board."""
    end = position.end
    if end is not None and not end.needs_scoring:
        whole = float(len(position.board))
        return 0.0 if end.winner is None else whole if end.winner == BLACK else -whole
    return margin_of_board(position.rules, position.board, position.prisoners)
