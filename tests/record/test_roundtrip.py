"""Round trips: any game tree of any variant, written and read back, is the same tree."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from magnetdesk.engine.core.options import OptionError
from magnetdesk.engine.core.vocabulary import BLACK, WHITE, Illegal
from magnetdesk.engine.variants import VARIANTS
from magnetdesk.record import Game, GameRecord, game_from_sgf_bytes, game_to_sgf
from magnetdesk.record.markup import MARKUP_PROPERTIES, SHAPES, Markup
from magnetdesk.record.sgf_read import GAME_INFO, ROOT_RULES, SETUP
from magnetdesk.record.sgf_syntax import escape

GO_FAMILY = [variant.id for variant in VARIANTS.values() if variant.family == "go"]
INTERPRETED = {"B", "W", "C", *SETUP, *ROOT_RULES, *GAME_INFO, *MARKUP_PROPERTIES}

# Any text but lone surrogates (not encodable) and carriage returns (SGF reads every line end
# as "\n").
texts = st.text(st.characters(blacklist_categories=("Cs",), blacklist_characters="\r"),
                max_size=30)
one_line_texts = st.text(
    st.characters(blacklist_categories=("Cs",), blacklist_characters="\r\n"), max_size=20
)
identifiers = st.text("ABCDEFGHIJKLMNOPQRSTUVWXYZ", min_size=1, max_size=4).filter(
    lambda ident: ident not in INTERPRETED
)
other_properties = st.lists(
    st.tuples(identifiers, st.lists(texts.map(escape), min_size=1, max_size=3).map(tuple)),
    max_size=2,
).map(tuple)


@st.composite
def options_of(draw, variant_id: str) -> dict:
    """Options drawn from the variant's own schema (small boards, so games are short)."""
    options = {}
    for option in VARIANTS[variant_id].options:
        if option.key == "size":
            options["size"] = draw(st.integers(4, 7))
        elif option.key == "handicap":
            options["handicap"] = draw(st.sampled_from([0, 0, 2, 3]))
        elif option.kind == "choice":
            options[option.key] = draw(st.sampled_from(option.choices))
        elif option.kind == "bool":
            options[option.key] = draw(st.booleans())
        elif option.kind == "float":
            options[option.key] = draw(st.none() | st.integers(-20, 20).map(lambda k: k / 2))
        elif option.kind == "points":
            options[option.key] = draw(st.sampled_from(["", "", "A1", "B2 D1"]))
    return options


@st.composite
def game_records(draw, variant_id: str) -> GameRecord:
    """A record grown by a random walk: moves (some for the colour not to move), take-backs
    that start new branches, setups, comments, kept properties and game information."""
    try:
        game = Game.new(variant_id, **draw(options_of(variant_id)))
    except OptionError:
        assume(False)
    record = game.record
    record.info.update(draw(st.dictionaries(
        st.sampled_from([ident for ident in GAME_INFO if ident != "GC"]), one_line_texts,
        max_size=3,
    )))
    if draw(st.booleans()):
        record.info["GC"] = draw(texts)
    names = [record.start.topology.name(cell) for cell in record.start.topology.cells()]
    for _ in range(draw(st.integers(0, 25))):
        action = draw(st.sampled_from(
            ["play", "play", "play", "play", "undo", "setup", "comment", "other", "markup"]
        ))
        if action == "play":
            colour = draw(st.sampled_from([None, None, None, BLACK, WHITE]))
            mover = game.position if colour is None else game.position.ready_for(colour)
            if isinstance(mover, Illegal) or mover.end is not None:
                continue
            game.play(mover.move_text(draw(st.sampled_from(mover.legal_moves()))), colour)
        elif action == "undo":
            game.undo()
        elif action == "setup":
            chosen = draw(st.lists(st.sampled_from(names), max_size=4, unique=True))
            split = draw(st.integers(0, len(chosen)))
            blacks, rest = chosen[:split], chosen[split:]
            game.add_setup(black=blacks, white=rest[::2], empty=rest[1::2],
                           to_move=draw(st.sampled_from([None, BLACK, WHITE])))
        elif action == "comment":
            game.set_comment(draw(texts))
        elif action == "markup":
            game.node.markup = draw(markups(names))
        else:
            game.node.other = draw(other_properties)
    return record


@st.composite
def markups(draw, names: list[str]) -> Markup:
    """Any marks on the board's points (a label: any one-line text but for spaces at its
    ends, which a reader strips)."""
    markup = Markup()
    point = st.sampled_from(names)
    for _ in range(draw(st.integers(0, 6))):
        kind = draw(st.sampled_from(["shape", "label", "arrow", "line"]))
        if kind == "shape":
            markup = markup.with_shape(draw(point), draw(st.sampled_from(SHAPES)))
        elif kind == "label":
            markup = markup.with_label(draw(point), draw(one_line_texts).strip())
        elif kind == "arrow":
            markup = markup.with_arrow(draw(point), draw(point))
        else:
            markup = markup.with_line(draw(point), draw(point))
    if draw(st.booleans()):
        markup = markup.with_dimmed(draw(st.lists(point, max_size=3)))
    return markup


def tree_rows(record: GameRecord) -> list[tuple]:
    """Everything the tree holds, node by node, depth first (the order of the file)."""
    rows = [(record.variant, record.options, record.info)]
    for node in record.nodes():
        rows.append((node.depth, node.play, node.setup, node.comment, node.other,
                     node.markup, len(node.children)))
    return rows


def round_trip(record: GameRecord) -> GameRecord:
    again, warnings = game_from_sgf_bytes(game_to_sgf(record).encode("utf-8"))
    assert warnings == []
    return again


@pytest.mark.parametrize("variant_id", GO_FAMILY)
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_written_tree_reads_back_as_the_same_tree(variant_id, data):
    record = data.draw(game_records(variant_id))
    assert tree_rows(round_trip(record)) == tree_rows(record)


@pytest.mark.parametrize("variant_id", GO_FAMILY)
@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_read_tree_has_the_same_positions(variant_id, data):
    record = data.draw(game_records(variant_id))
    again = round_trip(record)
    for original, copy in zip(record.nodes(), again.nodes(), strict=True):
        assert again.position(copy) == record.position(original)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_writing_a_read_tree_gives_the_same_text(data):
    record = data.draw(game_records(data.draw(st.sampled_from(GO_FAMILY))))
    text = game_to_sgf(record)
    assert game_to_sgf(round_trip(record)) == text
