"""The board and its moves in sentences a screen reader says, for every family: a cell
(``D4, black stone``, ``e4, white pawn``), a move with what it did (``Black D4, pulls White D7
to D5, captures 2 stones``; ``White Nxd4, takes the black knight, the field pulls the white
bishop from d1 to d3``), the board as a whole (``Go board, 9 by 9, Black to play``), a row or a
column. The family's :class:`~magnetdesk.gui.board.words.Words` say the stones, the
pieces and the effects; the sentences are put together here the same way for all.

>>> from magnetdesk.engine.variants import new_position
>>> p = new_position("go", size=9)
>>> t = p.play(p.parse_move("D4"))
>>> cell_name(t.position, p.parse_move("D4")), move_announcement(p, t)
('D4, black stone', 'Black D4')
>>> board_summary(t.position)
'Go board, 9 by 9, White to play'
"""

from __future__ import annotations

from typing import Any

from magnetdesk.engine.core.vocabulary import EMPTY, Transition
from magnetdesk.engine.variants import VARIANTS
from magnetdesk.gui.board.families import position_family
from magnetdesk.gui.board.words import Words, side
from magnetdesk.gui.common.words import result_words
from magnetdesk.translation import tr


def words_of(position: Any) -> Words:
    return position_family(position).view.words


def cell_name(position: Any, cell: int) -> str:
    """The cell's name and what stands on it: ``D4, black stone``, ``e4, empty``."""
    return tr("{cell}, {content}").format(
        cell=position.topology.name(cell), content=words_of(position).content(position, cell)
    )


def move_announcement(before: Any, transition: Transition[Any], result: str = "") -> str:
    """Who moved and what the move did, from the position ``before`` it and its effects; a
    game the move ended (or the record's ``result`` there, ``B+R``) is said at the end."""
    words = words_of(before)
    said = [p for e in transition.effects if (p := words.phrase(before, transition, e))]
    said += words.more(before, transition)
    mover = side(before.to_move)
    text = f"{mover} {', '.join(said)}" if said else mover
    return _with_end(text, transition.position, result)


def _with_end(text: str, position: Any, result: str) -> str:
    end = position.end
    result = result or (end.result_text if end is not None else "")
    if result:
        over = tr("Game over: {result}").format(result=result_words(result))
        return f"{text}. {over}"
    if end is not None and end.needs_scoring:
        return f"{text}. {tr('Counting the score')}"
    return text


def board_size(position: Any) -> str:
    """``9 by 9`` for a square board, ``210 cells`` for another."""
    size = getattr(position.topology, "size", None)
    if size is not None:
        return tr("{size} by {size}").format(size=size)
    return tr("%n cell(s)", None, position.topology.cell_count)


def board_summary(position: Any, result: str = "") -> str:
    """The board as a whole: ``Go board, 9 by 9, Black to play`` (or how the game ended)."""
    name = tr(VARIANTS[position.rules.variant].name)
    state = (
        result_words(result) if result
        else tr("{side} to play").format(side=side(position.to_move))
    )
    return tr("{game} board, {size}, {state}").format(
        game=name, size=board_size(position), state=state
    )


def line_cells(position: Any, name: str) -> tuple[str, list[int]] | None:
    """The cells of a row (``4``) or a column (``d``) by its name, with the line's words
    (``Row 4``, in chess ``Rank 4``); None for no such line. Every family names a cell by
    its column's letter and its row's number, so the names tell the lines."""
    name = name.strip().lower()
    topology = position.topology
    row, column = words_of(position).lines  # chess: rank and file
    if name.isdigit():
        key, title = (lambda cell: topology.name(cell)[1:] == name), tr(row)
    elif len(name) == 1 and name.isalpha():
        key, title = (lambda cell: topology.name(cell)[0].lower() == name), tr(column)
    else:
        return None
    cells = [cell for cell in topology.cells() if key(cell)]
    if not cells:
        return None
    # as the board shows them: a row from the left, a column from the top
    cells.sort(key=lambda cell: topology.centre(cell)[0 if name.isdigit() else 1])
    return title.format(name=name.upper() if topology.name(cells[0])[0].isupper() else name), cells


def read_line(position: Any, name: str) -> str | None:
    """A row or a column in words: ``Row 4: B4 black stone, E4 white stone; 7 empty``."""
    found = line_cells(position, name)
    if found is None:
        return None
    title, cells = found
    content = words_of(position).content
    names = position.topology.name
    taken = [f"{names(c)} {content(position, c)}" for c in cells if position.board[c] != EMPTY]
    empty = tr("%n empty", None, len(cells) - len(taken))
    if not taken:
        return tr("{line}: empty").format(line=title)
    return tr("{line}: {cells}; {empty}").format(line=title, cells=", ".join(taken), empty=empty)


def cell_lines(position: Any, cell: int) -> tuple[str, str]:
    """The names of the row and the column ``cell`` is on (``4``, ``d``)."""
    name = position.topology.name(cell)
    return name[1:], name[0]


def side_count(position: Any, colour: int) -> str:
    """``Black: 3 prisoners``, ``White: material 39``."""
    return tr("{side}: {count}").format(
        side=side(colour), count=words_of(position).count(position, colour)
    )
