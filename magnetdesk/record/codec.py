"""How a family's moves and setup points are written in a file: the :class:`Codec` contract
that each family's codec (``magnetdesk/record/families/<id>.py``) fulfils, and
:class:`MoveProperties`, the part most codecs share (no properties of their own)."""

from __future__ import annotations

from typing import Any, Protocol

from magnetdesk.engine.core.vocabulary import Illegal, Reason
from magnetdesk.translation import tr


class Codec(Protocol):
    """A family's moves and points in SGF values. ``move_value(topology, text)`` is the B[] /
    W[] value of a move given as its text (``D4``, ``pass``), ``read_move(topology, raw)`` the
    move text of such a value (or why it is unreadable); ``point_value`` and ``read_points`` do
    the same for setup points (``AB``/``AW``/``AE``: the names read, and the values that name
    no point). ``properties`` are the identifiers it writes on a move's node besides the move,
    ``move_properties(before)`` their values, and ``check_move_properties`` why a node's values
    do not fit the move (None: fine). For ``RU``: ``rule_set`` is the name other programs know
    for a variant's rules with these options (None: none), ``rule_options`` the options such a
    name in another program's file means (empty: a name it does not know), ``rule_words`` what
    a variant fixes beyond its options (a chess game's field code). ``board_value(text)`` is
    the ``FEN[]`` value of a whole-board setup (a chess diagram; ValueError in a family that has
    none) and ``read_board(raw)`` the board text such a value holds (or why it is not one).
    ``state_property`` names the property of a setup's state, the family's own beyond the
    board (Medusa's marker, ``MK``; "": the family has none). ``setup_points`` is False where
    nothing is set up point by point (chess: a whole board in ``FEN``); there the points of
    markup are the cells' own names."""

    properties: tuple[str, ...]
    state_property: str
    setup_points: bool

    def move_value(self, topology: Any, text: str) -> str: ...

    def read_move(self, topology: Any, raw: str) -> str | Illegal: ...

    def point_value(self, topology: Any, name: str) -> str: ...

    def read_points(self, topology: Any, raws: list[str]) -> tuple[list[str], list[str]]: ...

    def move_properties(self, before: Any) -> list[tuple[str, list[str]]]: ...

    def check_move_properties(self, before: Any, props: dict[str, list[str]]) -> str | None: ...

    def rule_set(self, variant_id: str, options: dict[str, Any]) -> str | None: ...

    def rule_options(self, name: str) -> dict[str, Any]: ...

    def rule_words(self, variant_id: str, options: dict[str, Any]) -> list[str]: ...

    def board_value(self, text: str) -> str: ...

    def read_board(self, raw: str) -> str | Illegal: ...


class MoveProperties:
    """What a family writes on a move's node besides the move (nothing, unless it says)."""

    properties: tuple[str, ...] = ()  # the identifiers it writes and reads
    state_property = ""  # a setup's state beyond the board: none
    setup_points = True  # stones set up point by point (AB/AW/AE)

    def move_properties(self, before: Any) -> list[tuple[str, list[str]]]:
        """The properties of a move played from the position ``before``."""
        return []

    def board_value(self, text: str) -> str:
        """The value of a whole-board setup (none: the family sets up stones, AB/AW/AE)."""
        raise ValueError("this game's board is set up with stones, not as a whole")

    def read_board(self, raw: str) -> str | Illegal:
        """The board text of a ``FEN`` value (none here: the family sets up stones)."""
        return Illegal(Reason.SYNTAX, tr("this game's board cannot be set up as a whole"))

    def check_move_properties(self, before: Any, props: dict[str, list[str]]) -> str | None:
        """Why a node's properties do not fit the move played from ``before`` (None: fine)."""
        return None

    def rule_set(self, variant_id: str, options: dict[str, Any]) -> str | None:
        """The name other programs know for these rules (None: none)."""
        return None

    def rule_options(self, name: str) -> dict[str, Any]:
        """The options a rule set's ``name`` in another program's file means (none known)."""
        return {}

    def rule_words(self, variant_id: str, options: dict[str, Any]) -> list[str]:
        """What the variant fixes beyond its options, in the words of ``RU`` (none)."""
        return []
