"""The game tree: playing, taking back, branching, walking and editing (magnetdesk.record)."""

from __future__ import annotations

import textwrap

from hypothesis import given, settings
from hypothesis import strategies as st

from magnetdesk.engine.core.vocabulary import BLACK, WHITE, Illegal, Reason, Slid
from magnetdesk.record import Game, GameRecord, game_from_sgf_text
from magnetdesk.record.positions import PositionCache, advance


def board(text: str) -> str:
    return "\n".join("".join(line.split()) for line in textwrap.dedent(text).strip().splitlines())


def moves(game: Game) -> list[str]:
    return [node.play.text for node in game.node.path()[1:] if node.play]


def played(variant: str = "go", *texts: str, **options) -> Game:
    game = Game.new(variant, **{"size": 5, **options})
    for text in texts:
        assert not isinstance(game.play(text), Illegal), text
    return game


# --- playing ------------------------------------------------------------------------------------


def test_a_move_adds_a_node_and_shows_the_new_position():
    game = played("go", "C3")
    assert game.position.board_text() == board("""
        . . . . .
        . . . . .
        . . X . .
        . . . . .
        . . . . .
    """)
    assert game.move_number == 1 and game.node.play.colour == BLACK


def test_a_capture_takes_the_stone_off_in_the_nodes_position():
    game = played("go", "B2", "A2", "B3", "A3", "A4", "B1", "A1")
    assert game.position.board_text() == board("""
        . . . . .
        X . . . .
        . X . . .
        . X . . .
        X O . . .
    """)


def test_an_illegal_move_answers_the_reason_and_changes_nothing():
    game = played("go", "C3")
    before = game.node
    refused = game.play("C3")
    assert isinstance(refused, Illegal) and refused.reason is Reason.OCCUPIED
    assert game.node is before and not before.children


def test_an_unreadable_move_answers_the_reason():
    refused = played("go").play("Z99")
    assert isinstance(refused, Illegal) and refused.reason is Reason.OFF_BOARD


def test_the_move_text_is_kept_in_the_variants_own_spelling():
    game = played("go", "c3", "PASS")
    assert moves(game) == ["C3", "pass"]


def test_a_move_for_the_other_colour_is_recorded_with_that_colour():
    game = played("go", "C3")
    game.play("D4", colour=WHITE)
    game.play("B2", colour=WHITE)
    assert [node.play.colour for node in game.node.path()[1:]] == [BLACK, WHITE, WHITE]
    assert game.position.to_move == BLACK


def test_play_after_two_passes_resumes_the_game():
    game = played("go", "C3", "pass", "pass")
    assert game.position.end is not None
    assert not isinstance(game.play("D4"), Illegal)
    assert game.position.end is None


def test_an_atari_go_game_won_by_a_capture_takes_no_more_moves():
    game = played("atari-go", "A2", "E5", "B1", size=5)  # takes the crosscut stone on B2
    assert game.position.end is not None and game.position.end.winner == BLACK
    assert isinstance(game.play("A1"), Illegal)


def test_a_magnetgo_move_answers_its_slides_for_the_animation():
    game = played("magnetgo", "C3")
    transition = game.play("C5")
    assert any(isinstance(effect, Slid) for effect in transition.effects)
    assert game.position.board_text() == board("""
        . . O . .
        . . X . .
        . . . . .
        . . . . .
        . . . . .
    """)


# --- the undo tree ------------------------------------------------------------------------------


def test_a_move_from_an_earlier_node_makes_a_new_branch_and_keeps_the_old_one():
    game = played("go", "C3", "D4")
    game.undo()
    game.play("B2")
    assert [child.play.text for child in game.node.parent.children] == ["D4", "B2"]


def test_playing_the_move_of_an_existing_child_goes_there_instead_of_adding_one():
    game = played("go", "C3", "D4")
    child = game.node
    game.undo()
    game.play("D4")
    assert game.node is child and len(child.parent.children) == 1


def test_undo_goes_to_the_parent_and_redo_returns_to_the_last_visited_child():
    game = played("go", "C3", "D4")
    game.undo()
    game.play("B2")
    game.undo()
    assert game.redo() and game.node.play.text == "B2"


def test_redo_in_a_loaded_game_follows_the_main_line():
    record, _ = game_from_sgf_text("(;SZ[5];B[cc](;W[dd];B[ee])(;W[bb]))")
    game = Game(record)
    assert game.redo() and game.redo() and game.redo() and moves(game) == ["C3", "D2", "E1"]


def test_undo_at_the_start_and_redo_at_the_end_do_nothing():
    game = played("go", "C3")
    assert not game.redo()
    game.first()
    assert not game.undo() and game.node is game.record.root


def test_first_goes_to_the_start_and_last_back_along_the_same_line():
    game = played("go", "C3", "D4", "B2")
    game.go_to_move(1)
    game.play("E5")
    game.play("A1")
    assert game.first() and game.position.board_text() == "\n".join(["....."] * 5)
    assert game.last() and moves(game) == ["C3", "E5", "A1"]


def test_next_and_previous_walk_like_redo_and_undo():
    game = played("go", "C3", "D4")
    assert game.previous() and moves(game) == ["C3"]
    assert game.next() and moves(game) == ["C3", "D4"]


def test_go_to_move_goes_back_and_forward_on_the_current_line():
    game = played("go", "C3", "D4", "B2", "E5")
    assert game.go_to_move(2) and moves(game) == ["C3", "D4"]
    assert game.go_to_move(4) and moves(game) == ["C3", "D4", "B2", "E5"]
    assert game.go_to_move(0) and game.node is game.record.root


def test_go_to_a_move_the_line_does_not_have_changes_nothing():
    game = played("go", "C3", "D4")
    node = game.node
    assert not game.go_to_move(3) and game.node is node
    assert not game.go_to_move(-1) and game.node is node


def test_go_to_move_counts_moves_not_setup_nodes():
    game = played("go", "C3")
    game.add_setup(white=["A1"])
    game.play("E5")
    assert game.go_to_move(2) and moves(game) == ["C3", "E5"]
    assert game.go_to_move(1) and game.node.play.text == "C3"


def test_next_and_previous_variation_visit_the_siblings():
    game = played("go", "C3", "D4")
    game.undo()
    game.play("B2")
    game.undo()
    game.play("E5")
    assert game.previous_variation() and game.node.play.text == "B2"
    assert game.previous_variation() and game.node.play.text == "D4"
    assert not game.previous_variation()
    assert game.next_variation() and game.node.play.text == "B2"


def test_next_variation_deep_in_a_line_uses_the_nearest_branch_point():
    game = played("go", "C3", "D4")
    game.undo()
    game.play("B2")
    game.undo()
    game.play("D4")
    game.play("A1")
    game.play("A2")
    assert game.next_variation() and moves(game) == ["C3", "B2"]


def test_to_main_line_goes_to_the_branch_point_of_the_current_variation():
    game = played("go", "C3", "D4", "B2")
    game.go_to_move(1)
    game.play("E5")
    game.play("A1")
    assert game.to_main_line() and moves(game) == ["C3"]
    assert not game.to_main_line()


def test_delete_branch_removes_the_node_and_everything_below_it():
    game = played("go", "C3", "D4", "B2")
    game.go_to_move(2)
    assert game.delete_branch()
    assert moves(game) == ["C3"] and not game.node.children
    assert not game.redo()


def test_the_start_cannot_be_deleted():
    game = played("go", "C3")
    game.first()
    assert not game.delete_branch() and game.node.children


def test_promote_makes_the_current_line_the_main_line():
    game = played("go", "C3", "D4", "B2")
    game.go_to_move(1)
    game.play("E5")
    game.play("A1")
    assert game.promote()
    assert [node.play.text for node in game.record.main_line()[1:]] == ["C3", "E5", "A1"]
    assert not game.promote()


def test_a_comment_belongs_to_its_node():
    game = played("go", "C3")
    game.set_comment("a good start")
    game.play("D4")
    game.undo()
    assert game.node.comment == "a good start" and game.node.children[0].comment == ""


def test_setup_before_the_first_move_changes_the_start_position():
    game = played("go")
    assert game.add_setup(black=["B2", "D4"], to_move=WHITE) is None
    assert game.node is game.record.root and game.position.to_move == WHITE
    assert game.position.board_text() == board("""
        . . . . .
        . . . X .
        . . . . .
        . X . . .
        . . . . .
    """)


def test_setup_after_a_move_makes_a_setup_node():
    game = played("go", "C3")
    game.add_setup(black=["A1"], empty=["C3"])
    assert game.node.setup is not None and game.node.play is None
    assert game.position.board_text().splitlines()[2:] == [".....", ".....", "X...."]


def test_setup_on_a_point_off_the_board_is_refused():
    refused = played("go").add_setup(black=["Z9"])
    assert isinstance(refused, Illegal) and refused.reason is Reason.OFF_BOARD


def test_line_to_copies_only_the_moves_up_to_a_node():
    game = played("go", "C3", "D4", "B2")
    game.go_to_move(1)
    game.play("E5")
    copy = game.record.line_to(game.node)
    assert [node.play.text for node in copy.main_line()[1:]] == ["C3", "E5"]
    assert all(len(node.children) <= 1 for node in copy.nodes())


# --- positions without replays ------------------------------------------------------------------


@st.composite
def random_walks(draw):
    """A game built from random moves, take-backs and jumps: (game, the nodes visited)."""
    game = Game.new(draw(st.sampled_from(["go", "stoical-go", "magnetgo"])), size=4)
    game.record.positions = PositionCache(every=3, recent=2)
    for _ in range(draw(st.integers(0, 60))):
        action = draw(st.sampled_from(["play", "play", "play", "undo", "first", "variation"]))
        if action == "play" and game.position.end is None:
            legal = game.position.legal_moves()
            game.play(game.position.move_text(draw(st.sampled_from(legal))))
        elif action == "undo":
            game.undo()
        elif action == "first":
            game.first()
        elif action == "variation":
            game.next_variation()
    return game


@settings(max_examples=60, deadline=None)
@given(random_walks())
def test_every_position_from_the_cache_equals_a_replay_from_the_start(game):
    record = game.record
    for node in list(record.nodes()):
        position = record.start
        for step in node.path():
            position = advance(position, step.setup, step.play)
        assert record.position(node) == position


def test_a_long_game_keeps_only_checkpoints_and_recent_positions():
    game = Game.new("go", size=2)
    cycle = ["A1", "B2", "B1", "A2", "A1", "B1"]  # captures that come back round
    for number in range(3000):
        game.play(cycle[number % 6])
    record = game.record
    kept = sum(node.checkpoint is not None for node in record.nodes())
    every = record.positions.every
    assert kept == 3000 // every + 1
    assert len(record.positions._recent) <= record.positions.size


def test_a_100000_move_line_walks_without_recursion():
    game = Game.new("go", size=2)
    cycle = ["A1", "B2", "B1", "A2", "A1", "B1"]
    for number in range(100_000):
        game.play(cycle[number % 6])
    game.first()
    assert game.last() and game.move_number == 100_000
    assert game.go_to_move(50_005) and game.position.board_text() == "..\nX."
    assert game.to_main_line() is False and len(list(game.record.nodes())) == 100_001


def test_a_record_is_made_from_the_variants_options():
    record = GameRecord("stoical-go", {"size": 7, "repetition": "loss"})
    assert dict(record.options)["repetition"] == "loss" and record.start.rules.size == 7
