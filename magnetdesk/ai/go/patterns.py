"""3×3 knowledge as tables indexed by a point's neighbourhood code.

:class:`magnetdesk.engine.go.playout.PlayoutBoard` keeps, for every point, a 16-bit code of the
eight places around it (two bits each: empty, black, white, off the board). Every question a
playout asks about one point's surroundings is then one look-up in a 65,536-entry table:

* :data:`PATTERN`: does a MoGo-style 3×3 shape (hane, cut, edge block; Gelly et al. 2006)
  match here, for either colour? Those are the urgent local answers to the last move;
* :data:`EYE`: is the point an eye of ``colour`` (the player's own-eye rule of
  :func:`magnetdesk.ai.go.simple.is_own_eye`: all four sides ``colour``'s or off the board, and
  not false by its diagonals)?
* :data:`FREE_SIDES`: how many of its four sides are empty (two or more: never self-atari).

>>> from magnetdesk.engine.core.vocabulary import BLACK
>>> EYE[BLACK][code_of("OXX X.X .XX")]  # rows top to bottom
1
>>> PATTERN[code_of("XOX ... ...")]  # the enclosing hane
1
"""

from __future__ import annotations

from itertools import product

from magnetdesk.engine.core.vocabulary import BLACK, EMPTY, WHITE
from magnetdesk.engine.go.playout import AROUND, OFF

# The shapes as rows top to bottom, the centre (the move) in the middle. X and O are the two
# colours (each shape is matched with the colours either way round and in all 8 symmetries),
# x is "not X" (empty, O or off the board), o is "not O", ? anything, # off the board.
MOGO_SHAPES = (
    ("XOX", "...", "???"),  # hane: the enclosing hane
    ("XO.", "...", "?.?"),  # hane: the non-cutting hane
    ("XO?", "X..", "x.?"),  # hane: magari
    (".O.", "X..", "..."),  # attachment on the diagonal (katatsuke)
    ("XO?", "O.o", "?o?"),  # cut: an unprotected cut
    ("XO?", "O.X", "???"),  # cut: the peeping cut
    ("?X?", "O.O", "ooo"),  # cut: the second cut
    ("OX?", "o.O", "???"),  # cut: through a knight's move
    ("X.?", "O.?", "###"),  # edge: chase
    ("OX?", "X.O", "###"),  # edge: block the cut along the side
    ("?X?", "x.O", "###"),  # edge: block the connection along the side
    ("?XO", "x.x", "###"),  # edge: sagari
    ("?OX", "X.O", "###"),  # edge: cut
)

# Where each place of a 3×3 drawing sits in the code: (row, column) -> bit pair of AROUND.
_PLACE = {
    (1 - dy, 1 + dx): i for i, (dx, dy) in enumerate(AROUND)
}


def code_of(drawing: str) -> int:
    """The neighbourhood code of a 3×3 drawing (``X`` black, ``O`` white, ``.`` empty, ``#``
    off the board; rows separated by spaces or newlines; the centre is ignored)."""
    rows = drawing.split()
    values = {".": EMPTY, "X": BLACK, "O": WHITE, "#": OFF}
    return sum(
        values[rows[r][c]] << (2 * i) for (r, c), i in _PLACE.items()
    )


def _symmetries(shape: tuple[str, ...]) -> set[tuple[str, ...]]:
    found = set()
    grid = [list(row) for row in shape]
    for _ in range(4):
        grid = [list(row) for row in zip(*grid[::-1], strict=True)]  # rotate a quarter turn
        for g in (grid, [row[::-1] for row in grid]):
            found.add(tuple("".join(row) for row in g))
    return found


def _pattern_table() -> bytearray:
    table = bytearray(1 << 16)
    for shape in MOGO_SHAPES:
        for variant in _symmetries(shape):
            for x, o in ((BLACK, WHITE), (WHITE, BLACK)):
                allowed = {
                    "X": (x,), "O": (o,), ".": (EMPTY,), "#": (OFF,),
                    "x": (EMPTY, o, OFF), "o": (EMPTY, x, OFF), "?": (EMPTY, x, o, OFF),
                }  # fmt: skip
                places = [(i, allowed[variant[r][c]]) for (r, c), i in _PLACE.items()]
                for values in product(*(choice for _, choice in places)):
                    code = 0
                    for (i, _), value in zip(places, values, strict=True):
                        code |= value << (2 * i)
                    table[code] = 1
    return table


def _eye_table(colour: int) -> bytearray:
    """Codes of the points that are ``colour``'s own eye (see the module docstring)."""
    table = bytearray(1 << 16)
    enemy = 3 - colour
    sides = [i for i, (dx, dy) in enumerate(AROUND) if dx == 0 or dy == 0]
    corners = [i for i in range(8) if i not in sides]
    for side_values in product((colour, OFF), repeat=4):
        for corner_values in product((EMPTY, BLACK, WHITE, OFF), repeat=4):
            values = dict(zip(sides, side_values, strict=True))
            values.update(zip(corners, corner_values, strict=True))
            on_edge = OFF in values.values()
            hostile = sum(1 for i in corners if values[i] == enemy)
            if hostile + on_edge < 2:
                table[sum(v << (2 * i) for i, v in values.items())] = 1
    return table


def _free_sides_table() -> bytearray:
    sides = [2 * i for i, (dx, dy) in enumerate(AROUND) if dx == 0 or dy == 0]
    return bytearray(sum(1 for s in sides if (code >> s) & 3 == EMPTY) for code in range(1 << 16))


PATTERN = _pattern_table()
EYE = (bytearray(), _eye_table(BLACK), _eye_table(WHITE))
FREE_SIDES = _free_sides_table()
