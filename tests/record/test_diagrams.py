"""A game cut into printed diagrams (record/diagrams.py): which moves go into which diagram, the
stones numbered, the "12 = 4" notes, the comments; checked against sgfmill's board for a game
GNU Go played."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from sgfmill import boards, sgf

from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.record import load_game, save_game
from magnetdesk.record.diagrams import default_span, is_numbered, layout
from magnetdesk.record.game import Game
from tests.helpers.printed_games import played_game

DATA = Path(__file__).parent.parent / "data"
TAKE_D5 = ("E5", "D5", "D4", "A1", "C5", "A2", "D6", "A3", "D5")  # 7 takes 2, 9 on its point


def go_game(moves, size=9, **options):
    game = Game.new("go", size=size, **options)
    for move in moves:
        outcome = game.play(move)
        assert not hasattr(outcome, "reason"), (move, outcome)
    return game


def notes(diagram):
    return [str(note) for note in diagram.notes]


def test_a_game_is_cut_every_span_moves():
    record = played_game("go", 25, size=9)
    diagrams = layout(record, record.main_line(), span=10)
    assert [(d.first, d.last) for d in diagrams] == [(1, 10), (11, 20), (21, 25)]
    assert [d.start.move_number for d in diagrams] == [0, 10, 20]
    assert [len(d.moves) for d in diagrams] == [10, 10, 5]


def test_a_stone_played_where_a_taken_one_of_the_diagram_stood_is_a_note():
    game = go_game(TAKE_D5)
    (diagram,) = layout(game.record, game.record.main_line(), span=20)
    assert notes(diagram) == ["9 = 2"]
    assert diagram.cells[game.position.topology.parse("D5")] == 2
    assert (2, WHITE, "D5") in diagram.stones and all(n != 9 for n, _, _ in diagram.stones)


def test_the_board_drawn_shows_the_first_stone_on_a_point_taken_in_the_diagram():
    game = go_game(TAKE_D5)
    (diagram,) = layout(game.record, game.record.main_line(), span=20)
    d5 = game.position.topology.parse("D5")
    assert diagram.board.board[d5] == WHITE  # move 2, though Black's 9 stands there at the end
    assert game.position.board[d5] == BLACK


def test_a_stone_played_where_one_from_before_the_diagram_was_taken_names_the_point():
    game = go_game(TAKE_D5)
    first, second = layout(game.record, game.record.main_line(), span=6)
    assert notes(first) == [] and notes(second) == ["9 at D5"]
    assert [n for n, _, _ in second.stones] == [7, 8]


def test_a_pass_is_a_note():
    game = go_game(("E5", "pass", "D4"))
    (diagram,) = layout(game.record, game.record.main_line(), span=10)
    assert notes(diagram) == ["2 pass"] and [n for n, _, _ in diagram.stones] == [1, 3]


def test_the_comments_of_the_moves_go_under_their_diagram():
    record = played_game("go", 30, size=9)  # comments on moves 3, 12, 27
    diagrams = layout(record, record.main_line(), span=10)
    said = [[(c.number, c.text) for c in d.comments] for d in diagrams]
    assert said == [
        [(None, "A game for the printer."), (3, "A calm start.")],
        [(12, "The first fight.")],
        [(27, "Here the game turns.")],
    ]


def test_chess_is_printed_as_positions_with_the_moves_listed():
    record = played_game("magnetic-chess", 16)
    line = record.main_line()
    assert not is_numbered(record, line)
    first, second = layout(record, line, span=10)
    assert not first.numbered and first.stones == () and first.notes == ()
    assert first.board.board == record.position(line[10]).board  # the position after move 10
    assert [node.move_number for node in second.moves] == [11, 12, 13, 14, 15, 16]


def test_a_magnetgo_game_whose_magnets_slide_stones_is_printed_as_positions():
    game = Game.new("magnetgo", size=9)
    game.play("E5")
    assert is_numbered(game.record, game.record.main_line())  # a placement only, so far
    game.play("E7")  # White's magnet pulls E5 to E6
    (diagram,) = layout(game.record, game.record.main_line(), span=10)
    assert not diagram.numbered and diagram.board.board == game.position.board


def test_a_setup_in_the_middle_starts_a_diagram_of_its_own():
    game = go_game(("E5", "D5", "D4"))
    assert game.add_setup(black=["A9"], white=["J1"]) is None
    game.play("G7")
    first, second = layout(game.record, game.record.main_line(), span=10)
    assert (first.first, first.last, second.first, second.last) == (1, 3, 4, 4)
    a9 = game.position.topology.parse("A9")
    assert second.start.setup is not None and second.board.board[a9] == BLACK
    assert [n for n, _, _ in second.stones] == [4]


def test_a_game_without_moves_is_one_diagram_of_the_start():
    game = Game.new("go", size=9)
    (diagram,) = layout(game.record, game.record.main_line(), span=10)
    assert diagram.moves == () and diagram.first > diagram.last


@pytest.mark.parametrize("span", [0, -3, 501])
def test_a_span_out_of_range_is_refused(span):
    game = go_game(("E5",))
    with pytest.raises(ValueError):
        layout(game.record, game.record.main_line(), span=span)


@pytest.mark.parametrize("cells, pairs, span", [
    (361, False, 50), (169, False, 30), (81, False, 20), (64, True, 10), (25, False, 10),
])
def test_the_default_span_grows_with_the_board(cells, pairs, span):
    assert default_span(cells, pairs) == span


def random_go_game(tmp_path, moves=240, seed=3):
    """A 9×9 game of random legal moves (many captures, points played again), saved."""
    rng = random.Random(seed)
    game = Game.new("go", size=9)
    for _ in range(moves):
        legal = [m for m in game.position.legal_moves() if game.position.move_text(m) != "pass"]
        if not legal:
            break
        game.play(game.position.move_text(rng.choice(legal)))
    path = tmp_path / "random.sgf"
    save_game(game.record, path)
    return path


@pytest.mark.parametrize("span", [5, 10, 37, 100])
@pytest.mark.parametrize("which", ["gnugo", "random"])
def test_diagrams_agree_with_sgfmill(span, which, tmp_path):
    """Each diagram's start board is sgfmill's after the moves before it; each move of the
    diagram is numbered on its point the first time the point is used, else a note (a game
    GNU Go played, and random moves that take and play again on the same points)."""
    path = DATA / "gnugo_game.sgf" if which == "gnugo" else random_go_game(tmp_path)
    record, _ = load_game(path)
    diagrams = layout(record, record.main_line(), span=span)
    game = sgf.Sgf_game.from_bytes(path.read_bytes())
    size = game.get_size()
    moves = [node.get_move() for node in game.get_main_sequence()[1:]]
    board = boards.Board(size)
    played = 0
    topology = record.start.topology
    for diagram in diagrams:
        assert diagram.first == played + 1
        drawn = {topology.name(cell) for cell, stone in enumerate(diagram.board.board)
                 if stone != 0}
        before = {_name(row, col) for _, (row, col) in board.list_occupied_points()}
        numbered, noted = {}, []
        for number in range(diagram.first, diagram.last + 1):
            colour, point = moves[number - 1]
            if point is None:
                noted.append(f"{number} pass")
            elif _name(*point) in numbered:
                noted.append(f"{number} = {numbered[_name(*point)]}")
            elif _name(*point) in before:
                noted.append(f"{number} at {_name(*point)}")
            else:
                numbered[_name(*point)] = number
            if point is not None:
                board.play(point[0], point[1], colour)
            played += 1
        assert notes(diagram) == noted
        assert {name: n for n, _, name in diagram.stones} == numbered
        assert drawn == before | set(numbered)
    assert played == len(moves)
    said = " ".join(text for d in diagrams for text in notes(d))
    if which == "random":  # the kinds of note this test checks do come up
        assert (" = " in said) if span == 100 else (" at " in said) if span == 37 else True


def _name(row: int, col: int) -> str:
    return "ABCDEFGHJKLMNOPQRST"[col] + str(row + 1)
