"""SGF FF[4] syntax: text to a tree of raw nodes and back, with no recursion anywhere.

A *raw node* holds its properties in file order as ``(identifier, [raw values])``; a raw value
is the text between ``[`` and ``]`` with its escapes untouched, so a property we do not know
can be written back exactly as it was read. :func:`text_value` and :func:`simple_text_value`
give the text a value means; :func:`escape` makes text safe to put between brackets.

The parser is a loop over tokens with an explicit stack, so 100,000 nested variations parse
like 100,000 moves. It refuses what is not SGF with a :class:`SgfError` naming the line and
column, and loads a file that simply stops early (a crash while it was written) with a warning.
Lower-case letters in property names (FF[3]'s ``AddBlack``) are dropped: ``AB``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from magnetdesk.record.errors import MAX_NODES, MAX_VALUES, LoadWarning, SgfError
from magnetdesk.translation import tr

# Possessive quantifiers (*+, ++): an unclosed value must fail in linear time, not try every
# way of splitting its text between the loops (exponential backtracking).
_VALUE = r"\[(?:[^\\\]]++|\\.)*+\]"
_TOKEN = re.compile(
    rf"""
    (?P<node>;)
  | (?P<prop>([A-Za-z]++)\s*((?:{_VALUE}\s*)*+))
  | (?P<open>\()
  | (?P<close>\))
  | (?P<space>\s+)
  | (?P<bad>.)
    """,
    re.VERBOSE | re.DOTALL,
)
_VALUES = re.compile(r"\[((?:[^\\\]]++|\\.)*+)\]", re.DOTALL)
_GAME_START = re.compile(r"\(\s*;")
_SPACE = re.compile(r"\s*")
_LOWER = str.maketrans("", "", "abcdefghijklmnopqrstuvwxyz")
_TEXT_PIECE = re.compile(r"\\(\r\n|\r|\n)|\\(.)|(\r\n|\r)", re.DOTALL)


class RawNode:
    """One ``;`` node of a file: properties in order, child nodes (the first is the main line),
    and where the node starts in the text (for messages)."""

    __slots__ = ("children", "offset", "props")

    def __init__(self, offset: int) -> None:
        self.offset = offset
        self.props: list[tuple[str, list[str]]] = []
        self.children: list[RawNode] = []


def has_game(text: str) -> bool:
    """Does an SGF game start somewhere in ``text`` (a ``(`` and then a ``;``)?"""
    return _GAME_START.search(text) is not None


def parse_collection(text: str) -> tuple[list[RawNode], list[LoadWarning]]:
    """The root node of every game in ``text``, and warnings (a file that ends early).

    Text before the first ``(;``, between games and after the last one is skipped.
    """
    games: list[RawNode] = []
    warnings: list[LoadWarning] = []
    counts = [0, 0]  # nodes, values
    start = _GAME_START.search(text)
    if start is None:
        if not text.strip():
            raise SgfError(tr("the file is empty"))
        raise SgfError(tr("this is not an SGF file: no game starts with '(;'"))
    while start is not None:
        root, end = _parse_game(text, start.start(), counts, warnings)
        games.append(root)
        if end is None:
            break
        start = _GAME_START.search(text, end)
    return games, warnings


def _parse_game(
    text: str, pos: int, counts: list[int], warnings: list[LoadWarning]
) -> tuple[RawNode, int | None]:
    """One game from the ``(`` at ``pos``: its root and where it ends (None: the text did)."""
    # Each open '(' is a frame: [node the variation hangs from, last node of the variation,
    # whether a sub-variation was closed in it (no more nodes may follow then)].
    frames: list[list[Any]] = []
    root: RawNode | None = None
    node: RawNode | None
    for token in _TOKEN.finditer(text, pos):
        kind = token.lastgroup
        if kind == "node":
            frame = frames[-1]
            if frame[2]:
                raise _syntax_error(text, token.start(), tr("a node after a variation ended"))
            node = RawNode(token.start())
            counts[0] += 1
            if counts[0] > MAX_NODES:
                message = tr(
                    "the file has more than {count} nodes; magnetdesk opens files up to that size"
                )
                raise SgfError(message.format(count=f"{MAX_NODES:,}"))
            parent = frame[1] if frame[1] is not None else frame[0]
            if parent is None:
                root = node
            else:
                parent.children.append(node)
            frame[1] = node
        elif kind == "prop":
            node = frames[-1][1] if frames else None
            if node is None:
                raise _syntax_error(text, token.start(), tr("a property outside a node"))
            raw_ident, values_text = token.group(3, 4)
            ident = raw_ident.translate(_LOWER)
            if not ident:
                what = tr("{name} is not a property name").format(name=repr(raw_ident))
                raise _syntax_error(text, token.start(), what)
            if not values_text:
                if _truncated_value(text, token.end()):
                    _warn_truncated_value(text, token.start(), warnings)
                    break
                what = tr("the property {name} has no value").format(name=ident)
                raise _syntax_error(text, token.start(), what)
            if values_text.count("[") == 1:
                values = [values_text[1:values_text.rindex("]")]]
            else:
                values = _VALUES.findall(values_text)
            counts[1] += len(values)
            if counts[1] > MAX_VALUES:
                message = tr("the file has more than {count} property values; magnetdesk "
                             "opens files up to that size")
                raise SgfError(message.format(count=f"{MAX_VALUES:,}"))
            node.props.append((ident, values))
        elif kind == "open":
            if frames:
                attach = frames[-1][1]
                if attach is None:
                    raise _syntax_error(text, token.start(), tr("a variation before any node"))
                frames.append([attach, None, False])
            else:
                frames.append([None, None, False])
        elif kind == "close":
            frame = frames.pop()
            if frame[1] is None:
                raise _syntax_error(text, token.start(), tr("an empty variation '()'"))
            if not frames:
                return root, token.end()  # type: ignore[return-value]
            frames[-1][2] = True
        elif kind == "bad":
            where = token.start()
            if token.group() != "[":
                what = tr("unexpected {text}").format(text=repr(token.group()))
                raise _syntax_error(text, where, what)
            if _VALUES.match(text, where):
                raise _syntax_error(text, where, tr("a value without a property name"))
            _warn_truncated_value(text, where, warnings)
            break
    if root is None:
        raise SgfError(tr("the file ends before its first game has a node"))
    warnings.append(LoadWarning(
        tr("the file ends before the game is closed (a ')' is missing): loaded what was there")
    ))
    return root, None


def _truncated_value(text: str, pos: int) -> bool:
    """Does the text end at ``pos`` (after spaces), or in a value that never closes?"""
    pos = _SPACE.match(text, pos).end()  # type: ignore[union-attr]
    return pos == len(text) or text[pos] == "["


def _warn_truncated_value(text: str, pos: int, warnings: list[LoadWarning]) -> None:
    warnings.append(LoadWarning(
        tr("the file ends inside a property value; that property was left out"),
        line=line_of(text, pos),
    ))


def line_of(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1


def _syntax_error(text: str, pos: int, what: str) -> SgfError:
    line = line_of(text, pos)
    column = pos - (text.rfind("\n", 0, pos) + 1) + 1
    message = tr("this SGF file is damaged at line {line}, column {column}: {what}")
    return SgfError(message.format(line=line, column=column, what=what))


# --- values -----------------------------------------------------------------------------------


def _text_piece(match: re.Match[str]) -> str:
    if match.group(1) is not None:
        return ""  # a soft line break: '\' before a line end joins the lines
    if match.group(2) is not None:
        return match.group(2)
    return "\n"


def text_value(raw: str) -> str:
    """The text of a Text value (comments): escapes resolved, soft line breaks joined, line ends
    as ``\\n``. Other white space (tabs) is kept, so text round-trips."""
    if "\\" not in raw and "\r" not in raw:
        return raw
    return _TEXT_PIECE.sub(_text_piece, raw)


def simple_text_value(raw: str) -> str:
    """The text of a SimpleText value (names, dates): as :func:`text_value`, on one line."""
    return text_value(raw).replace("\n", " ")


def escape(text: str) -> str:
    """``text`` as a property value's raw text (``\\`` and ``]`` escaped)."""
    return text.replace("\\", "\\\\").replace("]", "\\]")


def split_compose(raw: str) -> tuple[str, str] | None:
    """A Compose value ``a:b`` (raw) as its two raw halves, or None without an unescaped ':'."""
    i = 0
    while i < len(raw):
        if raw[i] == "\\":
            i += 2
            continue
        if raw[i] == ":":
            return raw[:i], raw[i + 1:]
        i += 1
    return None


# --- writing ----------------------------------------------------------------------------------

NodeT = TypeVar("NodeT")


def property_text(ident: str, raw_values: list[str] | tuple[str, ...]) -> str:
    return ident + "".join(f"[{value}]" for value in raw_values)


def write_tree(
    root: NodeT, node_text: Callable[[NodeT], str], children: Callable[[NodeT], Sequence[NodeT]]
) -> str:
    """A game as SGF text, without recursion: ``node_text(node)`` gives a node's properties,
    ``children(node)`` its children (the first is the main line)."""
    out = ["("]
    line_length = 1
    close, open_ = object(), object()
    stack: list[Any] = [root]
    while stack:
        item = stack.pop()
        if item is close:
            out.append(")")
            line_length += 1
            continue
        if item is open_:
            out.append("\n(")
            line_length = 1
            continue
        piece = ";" + node_text(item)
        if line_length + len(piece) > 78 and line_length > 1:
            out.append("\n")
            line_length = 0
        out.append(piece)
        last_break = piece.rfind("\n")
        line_length = len(piece) - last_break - 1 if last_break >= 0 else line_length + len(piece)
        kids = children(item)
        if len(kids) == 1:
            stack.append(kids[0])
        else:
            for kid in reversed(kids):
                stack.extend((close, kid, open_))
    out.append(")\n")
    return "".join(out)
