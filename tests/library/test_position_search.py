"""The position search: a position is found in the games where it occurs, in any of the board's
8 symmetries on a Go board (the files below are turned and mirrored by the test's own SGF
arithmetic, not by the code under test), in Medusa's 12, and only as it stands in chess; the
keys tell other positions apart."""

from __future__ import annotations

import random

import pytest

from magnetdesk.engine.variants import new_position
from magnetdesk.library import LibraryIndex, find_position, position_key, position_keys, scan
from magnetdesk.library.keys import BoardKeys, symmetries
from magnetdesk.record import Game, game_from_sgf_text, load_game, save_game

LETTERS = "abcdefghijklmnopqrs"
GO_MOVES = ["pd", "dp", "qp", "dd", "fq", "cn", "jp", "qf", "nc", "rd", "qc", "qi", "kd", "co"]


SQUARE_MAPS = (  # the square's 8 symmetries on (x, y), m the largest coordinate
    lambda x, y, m: (x, y), lambda x, y, m: (m - x, y), lambda x, y, m: (x, m - y),
    lambda x, y, m: (m - x, m - y), lambda x, y, m: (y, x), lambda x, y, m: (m - y, x),
    lambda x, y, m: (y, m - x), lambda x, y, m: (m - y, m - x),
)


def turned(point: str, symmetry: int, size: int = 19) -> str:
    """An SGF point under one of the square's 8 symmetries."""
    x, y = SQUARE_MAPS[symmetry](LETTERS.index(point[0]), LETTERS.index(point[1]), size - 1)
    return LETTERS[x] + LETTERS[y]


def go_file(path, moves, symmetry=0, player="Ann"):
    colours = "BW" * len(moves)
    body = "".join(f";{colours[i]}[{turned(m, symmetry)}]" for i, m in enumerate(moves))
    path.write_text(f"(;GM[1]FF[4]SZ[19]PB[{player}]PW[Bob]{body})", encoding="utf-8")
    return path


@pytest.fixture
def go_folder(tmp_path):
    folder = tmp_path / "go"
    folder.mkdir()
    for symmetry in range(8):
        go_file(folder / f"turned-{symmetry}.sgf", GO_MOVES, symmetry)
    go_file(folder / "other.sgf", ["dd", "pp", "dp", "pd"])
    return folder


def names(index, hits):
    rows = {row.id: row for row in index.games()}
    return sorted(rows[game].path.rsplit("/", 1)[-1] for game in hits)


def test_a_go_position_is_found_in_all_eight_turned_and_mirrored_games(go_folder):
    index = LibraryIndex(":memory:")
    scan(index, [go_folder])
    record, _ = load_game(go_folder / "turned-0.sgf")
    for ply in (3, 8, len(GO_MOVES)):
        position = record.position(record.main_line()[ply])
        hits = find_position(index, position)
        assert names(index, hits) == [f"turned-{s}.sgf" for s in range(8)]
        assert set(hits.values()) == {ply}


def test_a_position_reached_by_another_order_of_moves_is_found_where_it_first_stands(go_folder):
    index = LibraryIndex(":memory:")
    scan(index, [go_folder])
    order = ["qp", "dd", "pd", "dp"]  # GO_MOVES' first four: each colour's in another order
    body = "".join(f";{'BW'[i % 2]}[{turned(point, 6)}]" for i, point in enumerate(order))
    record, _ = game_from_sgf_text(f"(;GM[1]SZ[19]{body})")
    game = Game(record)
    game.go_to(record.main_line()[-1])
    hits = find_position(index, game.position)
    assert names(index, hits) == [f"turned-{s}.sgf" for s in range(8)]
    assert set(hits.values()) == {4}


def test_other_positions_are_not_found(go_folder):
    index = LibraryIndex(":memory:")
    scan(index, [go_folder])
    record, _ = load_game(go_folder / "turned-0.sgf")
    position = record.position(record.main_line()[5])
    swapped = position.with_stones(position.stones(2), position.stones(1))  # colours swapped
    assert find_position(index, swapped) == {}
    assert names(index, find_position(index, swapped, either_colour=True)) == [
        f"turned-{s}.sgf" for s in range(8)]  # asked for: either colour
    smaller = Game.new("go", size=13)
    _ = smaller.play("D4")
    assert find_position(index, smaller.position) == {}
    assert names(index, find_position(index, new_position("go", size=19))) == [
        "other.sgf", *(f"turned-{s}.sgf" for s in range(8))]  # the empty board: every game


def test_keys_of_random_boards_do_not_collide():
    rng = random.Random(44)
    keys = BoardKeys.for_position(new_position("go", size=9))
    boards = {tuple(rng.choice((0, 0, 1, 2)) for _ in range(81)) for _ in range(3000)}
    canonical = {min(tuple(board[perm.index(c)] for c in range(81)) for perm in keys.symmetries)
                 for board in boards}
    assert len({keys.key(board) for board in boards}) == len(canonical)


def test_the_line_keys_agree_with_keys_made_from_scratch(go_folder):
    record, _ = load_game(go_folder / "turned-5.sgf")
    boards = [record.position(node).board for node in record.main_line()]
    keys = BoardKeys.for_position(record.start)
    assert keys.line(boards) == [keys.key(board) for board in boards]


def test_medusa_has_the_hexagons_twelve_symmetries_and_finds_a_turned_board():
    position = new_position("medusa")
    topology = position.topology
    perms = symmetries(topology)
    assert len(perms) == 12
    rings = {frozenset(ring) for ring in topology.rosettes}
    for perm in perms:  # a symmetry takes every rosette's ring to a rosette's ring
        assert {frozenset(perm[c] for c in ring) for ring in rings} == rings
    game = Game.new("medusa")
    for move in ("c3", "k10", "e4"):
        cell = game.position.topology.parse(move)
        assert cell is not None
        assert not isinstance(game.play(move), str), move
    board = game.position.board
    keys = BoardKeys.for_position(game.position)
    for perm in perms:
        image = [0] * len(board)
        for cell, content in enumerate(board):
            image[perm[cell]] = content
        assert keys.key(image) == keys.key(board)
    assert keys.key(board) != keys.key([0] * len(board))


def test_chess_positions_are_found_only_as_they_stand(tmp_path):
    """(Either colour is asked for: a chess board is more than stones of two colours.)"""
    game = Game.new("magnetic-chess")
    for move in ("e2e4", "b8c6", "g1f3"):
        assert not isinstance(game.play(move), str), move
    path = tmp_path / "chess.sgf"
    save_game(game.record, path)
    index = LibraryIndex(":memory:")
    scan(index, [tmp_path])
    assert list(find_position(index, game.position).values()) == [3]
    assert position_keys(game.position, either_colour=True) == {position_key(game.position)}
    board = game.position.board
    keys = BoardKeys.for_position(game.position)
    assert len(keys.symmetries) == 1
    mirrored = [board[(c // 8) * 8 + 7 - c % 8] for c in range(64)]
    assert keys.key(mirrored) != keys.key(board)


def test_the_key_of_a_position_is_the_same_in_every_run():
    """The index keeps keys between runs: the recipe is fixed (a change to it must change the
    index's SCHEMA_VERSION, so that old indexes are read anew)."""
    record, _ = game_from_sgf_text("(;GM[1]SZ[9];B[ee];W[dc])")
    assert position_key(record.position(record.main_line()[-1])) == 325420576454788856
