"""From a parsed SGF game to a :class:`GameRecord`, replaying every move through the engine.

The root says which variant and options: the variant property ``MV`` when there is one (our
files), else standard Go from ``SZ``, ``KM``, ``HA`` and ``RU``; ``SZ`` and ``KM`` win over
``MV`` where they disagree, since other programs edit those. An unreadable or illegal move
stops its line of play: what came before it is loaded, its variations elsewhere still load, and
a warning names the node and the reason. See docs/file-format.md.
"""

from __future__ import annotations

from typing import Any

from magnetdesk.engine.core.numbers import whole_number
from magnetdesk.engine.core.options import OptionError
from magnetdesk.engine.core.vocabulary import BLACK, WHITE, Illegal, Position, Reason
from magnetdesk.engine.variants import VARIANTS, new_position
from magnetdesk.record.codec import Codec
from magnetdesk.record.errors import MAX_WARNINGS, LoadWarning, SgfError
from magnetdesk.record.markup_sgf import MarkupPoints, read_markup
from magnetdesk.record.notation import (
    VARIANT_PROPERTY,
    notation_for,
    read_variant_property,
    variant_of_game,
)
from magnetdesk.record.positions import advance
from magnetdesk.record.sgf_syntax import RawNode, line_of, simple_text_value, text_value
from magnetdesk.record.tree import GameRecord, Node, Play, Setup
from magnetdesk.translation import tr

GAME_INFO = (
    "PB", "PW", "BR", "WR", "BT", "WT", "DT", "EV", "RO", "PC", "RE", "GN", "GC", "SO", "US",
    "AN", "CP", "ON", "OT", "TM", "RU",
)
TEXT_INFO = ("GC",)  # game information that may have several lines; the rest is one line
ROOT_RULES = ("GM", "FF", "CA", "AP", "SZ", "KM", "HA", VARIANT_PROPERTY)
BOARD_PROPERTY = "FEN"  # a whole board in the family's text (a chess diagram)
SETUP = ("AB", "AW", "AE", "PL", BOARD_PROPERTY)
COLOURS = {"B": BLACK, "W": WHITE}
class _Reader:
    def __init__(self, text: str) -> None:
        self.text = text
        self.warnings: list[LoadWarning] = []

    def warn(self, message: str, raw: RawNode | None = None, **where: Any) -> None:
        line = None
        if raw is not None and len(self.warnings) < MAX_WARNINGS:
            line = line_of(self.text, raw.offset)
        self.warnings.append(LoadWarning(message, line=line, **where))


def read_game(raw_root: RawNode, text: str) -> tuple[GameRecord, list[LoadWarning]]:
    """The game whose root is ``raw_root`` (``text`` is the file, for line numbers)."""
    reader = _Reader(text)
    _move_out_of_root(raw_root)
    props = _merged(raw_root)
    variant, options = _variant_and_options(props, reader)
    try:
        record = GameRecord(variant, options)
    except OptionError as exc:
        message = tr("the file's rules cannot be set up: {error}")
        raise SgfError(message.format(error=exc)) from None
    codec = notation_for(variant).codec
    topology = record.start.topology
    for ident in GAME_INFO:
        if ident in props:
            value = text_value if ident in TEXT_INFO else simple_text_value
            record.info[ident] = " ".join(value(raw) for raw in props[ident])
    setup = _setup(props, codec, topology, raw_root, reader)
    if setup is not None:
        refused = record.set_root_setup(setup)
        if refused is not None:
            message = tr("the setup stones were left out: {reason}")
            reader.warn(message.format(reason=refused.message), raw_root)
    root = record.root
    root.comment = "\n".join(text_value(raw) for raw in props.get("C", ()))
    _keep_others(root, [
        (ident, values) for ident, values in raw_root.props
        if ident not in GAME_INFO and ident not in ROOT_RULES
        and ident not in _setup_properties(codec)
        and ident != "C"
    ], MarkupPoints(variant, topology), raw_root, reader)
    _replay(record, raw_root, codec, reader)
    return record, reader.warnings


def _move_out_of_root(raw_root: RawNode) -> None:
    """A move in the root node (some old programs write one) goes to a node of its own."""
    moves = [prop for prop in raw_root.props if prop[0] in COLOURS]
    if not moves:
        return
    node = RawNode(raw_root.offset)
    node.props = moves
    node.children = raw_root.children
    raw_root.children = [node]
    raw_root.props = [prop for prop in raw_root.props if prop[0] not in COLOURS]


def _merged(raw: RawNode) -> dict[str, list[str]]:
    """A node's properties by identifier (a repeated property's values joined)."""
    props: dict[str, list[str]] = {}
    for ident, values in raw.props:
        props.setdefault(ident, []).extend(values)
    return props


# --- the root: variant and options ----------------------------------------------------------


def _variant_and_options(
    props: dict[str, list[str]], reader: _Reader
) -> tuple[str, dict[str, Any]]:
    options: dict[str, Any]
    game = simple_text_value(props["GM"][0]).strip() if "GM" in props else "1"
    if VARIANT_PROPERTY in props:
        variant, text_options = read_variant_property(props[VARIANT_PROPERTY])
        options = dict(text_options)  # SZ and KM below may add numbers
        expected = str(notation_for(variant).game_number)
        if game != expected:
            message = tr("GM[{game}] does not fit the variant {variant}: read as {variant}")
            reader.warn(message.format(game=game, variant=variant))
    elif game == "1":
        variant, options = "go", _foreign_go_options(props, reader)
    else:
        found = variant_of_game(game)
        if found is None:
            message = tr("this file is for another game than Go (GM[{game}])")
            raise SgfError(message.format(game=game))
        variant, options = found, {}
    try:
        rules = VARIANTS[variant].rules(**options)
    except OptionError as exc:
        message = tr("the file's rules cannot be set up: {error}")
        raise SgfError(message.format(error=exc)) from None
    if not notation_for(variant).go_properties:
        return variant, options  # MV alone says the rules: SZ, KM and HA are not read
    schema = {option.key for option in VARIANTS[variant].options}
    if "SZ" in props and "size" in schema:
        size = _board_size(props["SZ"][0])
        if size != rules.size:
            options["size"] = size
    if "KM" in props and "komi" in schema:
        komi = _number(props["KM"][0])
        if komi is None:
            message = tr("KM[{value}] is not a number: komi {komi} used")
            reader.warn(message.format(value=props["KM"][0], komi=f"{rules.komi:g}"))
        elif komi != rules.komi:
            options["komi"] = komi
    return variant, options


def _foreign_go_options(props: dict[str, list[str]], reader: _Reader) -> dict[str, Any]:
    """Go options from a file without the variant property: rules named in RU (as Go's codec
    reads them), handicap."""
    options: dict[str, Any] = {}
    if "RU" in props:
        options.update(notation_for("go").codec.rule_options(simple_text_value(props["RU"][0])))
    if "HA" not in props:
        return options
    handicap = _number(props["HA"][0])
    if handicap is None or handicap in (0, 1):
        return options
    if handicap != int(handicap) or not 2 <= handicap <= 9:
        message = tr("HA[{value}] is not a handicap of 2 to 9 stones: ignored")
        reader.warn(message.format(value=props["HA"][0]))
        return options
    options["handicap"] = int(handicap)
    options["handicap_placement"] = "fixed"
    start = _start(options, props)
    if "AB" in props and (start is None or not _has_black_stones_at(start, props["AB"])):
        options["handicap_placement"] = "free"  # Black placed them: they are the AB stones
    elif start is None:
        message = tr("HA[{value}] stones have no fixed places on this board: ignored")
        reader.warn(message.format(value=props["HA"][0]))
        del options["handicap"], options["handicap_placement"]
    return options


def _start(options: dict[str, Any], props: dict[str, list[str]]) -> Position[Any] | None:
    """The start position these options give on the file's board, or None if they cannot.
    With a fixed handicap it holds the handicap stones (GTP ``fixed_handicap`` points)."""
    size = _board_size(props["SZ"][0]) if "SZ" in props else 19
    try:
        return new_position("go", **{**options, "size": size})
    except OptionError:
        return None


def _has_black_stones_at(start: Position[Any], raws: list[str]) -> bool:
    names, bad = notation_for("go").codec.read_points(start.topology, raws)
    return not bad and set(names) == {start.topology.name(c) for c in start.stones(BLACK)}


def _board_size(raw: str) -> int:
    value = simple_text_value(raw).strip()
    if ":" in value:
        columns, _, rows = value.partition(":")
        if columns.strip() != rows.strip():
            message = tr("rectangular boards (SZ[{value}]) are not supported")
            raise SgfError(message.format(value=value))
        value = columns.strip()
    size = whole_number(value)
    if size is None:
        message = tr("the board size SZ[{value}] is not a number")
        raise SgfError(message.format(value=value))
    return size


def _number(raw: str) -> float | None:
    try:
        value = float(simple_text_value(raw).strip().replace(",", "."))
    except ValueError:
        return None
    return value if value == value and abs(value) != float("inf") else None


# --- nodes ------------------------------------------------------------------------------------


def _setup(
    props: dict[str, list[str]], codec: Codec, topology: Any, raw: RawNode, reader: _Reader
) -> Setup | None:
    groups = []
    for ident in ("AB", "AW", "AE"):
        names, bad = codec.read_points(topology, props.get(ident, []))
        for value in bad:
            message = tr("{property}[{value}] is not a point of this board: left out")
            reader.warn(message.format(property=ident, value=value), raw)
        groups.append(frozenset(names))
    to_move = None
    if "PL" in props:
        to_move = COLOURS.get(simple_text_value(props["PL"][0]).strip().upper()[:1])
        if to_move is None:
            message = tr("PL[{value}] is not B or W: left out")
            reader.warn(message.format(value=props["PL"][0]), raw)
    state = ""
    if codec.state_property in props:
        state = simple_text_value(props[codec.state_property][0]).strip()
    board = ""
    if BOARD_PROPERTY in props:
        read = codec.read_board(props[BOARD_PROPERTY][0])
        if isinstance(read, Illegal):
            message = tr("the setup board was left out: {reason}")
            reader.warn(message.format(reason=read.message), raw)
        else:
            board = read
    setup = Setup(groups[0], groups[1], groups[2], to_move, board, state)
    return None if setup.is_empty() else setup


def _replay(record: GameRecord, raw_root: RawNode, codec: Codec, reader: _Reader) -> None:
    """Make the tree below the root, depth first without recursion. The first child goes on
    with the position in hand; the others get theirs from the record's cache later."""
    topology = record.start.topology
    setup_ids = _setup_properties(codec)
    points = MarkupPoints(record.variant, topology)
    stack: list[tuple[RawNode, Node, Position[Any] | None]] = [
        (child, record.root, None) for child in reversed(raw_root.children)
    ]
    if stack:
        stack[-1] = (stack[-1][0], record.root, record.position(record.root))
    while stack:
        raw, parent, position = stack.pop()
        if position is None:
            position = record.position(parent)
        props = _merged(raw)
        play = _play(raw, codec, topology, parent, reader)
        if isinstance(play, Illegal):
            continue
        has_setup = any(ident in props for ident in setup_ids)
        setup = _setup(props, codec, topology, raw, reader) if has_setup else None
        mismatch = codec.check_move_properties(position, props) if play else None
        if mismatch is not None:
            _stop_line(raw, parent, mismatch, reader)
            continue
        after = advance(position, setup, play)
        if isinstance(after, Illegal):
            _stop_line(raw, parent, after.message, reader)
            continue
        node = record.add_node(parent, play, setup, after)
        node.comment = "\n".join(text_value(value) for value in props.get("C", ()))
        _keep_others(node, [
            (ident, values) for ident, values in raw.props
            if ident not in COLOURS and ident not in setup_ids and ident != "C"
            and ident not in codec.properties
        ], points, raw, reader)
        children = raw.children
        for child in reversed(children[1:]):
            stack.append((child, node, None))
        if children:
            stack.append((children[0], node, after))


def _setup_properties(codec: Codec) -> tuple[str, ...]:
    """The setup's properties: SGF's, the whole board and the family's state."""
    return (*SETUP, codec.state_property) if codec.state_property else SETUP


def _keep_others(
    node: Node, props: list[tuple[str, list[str]]], points: MarkupPoints, raw: RawNode,
    reader: _Reader,
) -> None:
    """The node's markup from ``props``; the rest kept as they are, in file order."""
    node.markup, rest, left_out = read_markup(props, points)
    node.other = tuple((ident, tuple(values)) for ident, values in rest)
    for message in left_out:
        reader.warn(message, raw)


def _play(
    raw: RawNode,
    codec: Codec,
    topology: Any,
    parent: Node,
    reader: _Reader,
) -> Play | Illegal | None:
    moves = [(ident, values) for ident, values in raw.props if ident in COLOURS]
    if not moves:
        return None
    ident, values = moves[0]
    if len(moves) > 1 or len(values) > 1:
        text: str | Illegal = Illegal(Reason.SYNTAX, tr("a node with more than one move"))
    else:
        text = codec.read_move(topology, values[0])
    if isinstance(text, Illegal):
        _stop_line(raw, parent, text.message, reader)
        return text
    return Play(COLOURS[ident], text)


def _stop_line(raw: RawNode, parent: Node, reason: str, reader: _Reader) -> None:
    """Warn that the line stops at ``raw`` (which is left out with everything below it)."""
    moves = [
        ident + "".join(f"[{value}]" for value in values)
        for ident, values in raw.props if ident in COLOURS
    ]
    later = _count_below(raw)
    if not later:
        message = tr("{reason} (the line stops here)")
    elif later == 1:
        message = tr("{reason} (the line stops here; the node after it was left out)")
    else:
        message = tr("{reason} (the line stops here; the {count} nodes after it were left out)")
    reader.warn(
        message.format(reason=reason, count=f"{later:,}"),
        raw,
        move_number=parent.move_number + bool(moves),
        property_text=" ".join(moves) if moves else tr("setup"),
    )


def _count_below(raw: RawNode) -> int:
    count = 0
    stack = list(raw.children)
    while stack:
        node = stack.pop()
        count += 1
        stack.extend(node.children)
    return count
