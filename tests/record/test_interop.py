"""Other programs: GNU Go's files load and replay to GNU Go's own stones; our Go files load in
GNU Go and in sgfmill with the same moves, stones and properties."""

from __future__ import annotations

import os
import random
import shutil
import subprocess

import pytest
from sgfmill import boards, sgf, sgf_moves

from magnetdesk.engine.core.geometry import GTP_LETTERS
from magnetdesk.engine.core.vocabulary import BLACK, WHITE, Illegal
from magnetdesk.record import Game, GameRecord, game_to_sgf, load_game, save_game

GNUGO = shutil.which("gnugo") or "/usr/games/gnugo"


def gnugo(*commands: str, arguments: tuple[str, ...] = ()) -> list[str]:
    """The answers of a GNU Go text-protocol session to ``commands`` (each must succeed)."""
    assert os.access(GNUGO, os.X_OK), "GNU Go is needed: install the Debian package gnugo"
    session = subprocess.run(
        [GNUGO, "--mode", "gtp", *arguments], input="\n".join([*commands, "quit"]) + "\n",
        capture_output=True, text=True, timeout=120, check=True,
    )
    answers = [block.strip() for block in session.stdout.split("\n\n") if block.strip()]
    assert all(answer.startswith("=") for answer in answers), answers
    return [answer[1:].strip() for answer in answers[: len(commands)]]


def stones(position, colour: int) -> list[str]:
    return sorted(position.topology.name(cell) for cell in position.stones(colour))


def gnugo_stones(path, *setup: str) -> tuple[list[str], list[str], list[str]]:
    """Black and white stones, and Black's captures, after GNU Go loads ``path``."""
    answers = gnugo(*setup, f"loadsgf {path}", "list_stones black", "list_stones white",
                    "captures black")
    black, white = (sorted(answer.split()) for answer in answers[-3:-1])
    return black, white, answers[-1]


def end_of(record: GameRecord):
    game = Game(record)
    game.last()
    return game.position


def random_game(seed: int, moves: int = 120, **options) -> Game:
    """A game of random legal moves (no passes): plenty of captures on a small board."""
    rng = random.Random(seed)
    game = Game.new("go", **options)
    for _ in range(moves):
        position = game.position
        occupied = {*position.stones(BLACK), *position.stones(WHITE)}
        empty = [cell for cell in position.topology.cells() if cell not in occupied]
        rng.shuffle(empty)
        if not any(not isinstance(game.play(position.move_text(cell)), Illegal)
                   for cell in empty):
            break
    return game


# --- GNU Go's files -----------------------------------------------------------------------------


def test_a_position_gnu_go_prints_loads_with_gnu_gos_stones(tmp_path):
    path = tmp_path / "printed.sgf"
    moves = ["b E5", "w D5", "b C5", "w E4", "b D6", "w F5", "b D4", "w E6", "b F4"]
    answers = gnugo("boardsize 9", *(f"play {move}" for move in moves),
                    f"printsgf {path}", "list_stones black", "list_stones white")
    record, warnings = load_game(path)
    position = end_of(record)
    assert warnings == [] and "D5" not in stones(position, WHITE)  # captured in GNU Go
    assert stones(position, BLACK) == sorted(answers[-2].split())
    assert stones(position, WHITE) == sorted(answers[-1].split())


def test_handicap_stones_gnu_go_prints_are_read_as_a_fixed_handicap(tmp_path):
    path = tmp_path / "handicap.sgf"
    gnugo("boardsize 9", "fixed_handicap 3", f"printsgf {path}")
    record, _ = load_game(path)
    assert dict(record.options)["handicap"] == 3 and record.root.setup.black == frozenset()
    assert stones(end_of(record), BLACK) == ["C3", "C7", "G7"]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_game_gnu_go_plays_and_writes_replays_to_gnu_gos_stones(tmp_path, seed):
    opening = tmp_path / "opening.sgf"
    opening.write_text("(;GM[1]FF[4]SZ[9]KM[5.5];B[ee];W[de])")
    written = tmp_path / "game.sgf"
    subprocess.run(
        [GNUGO, "-l", str(opening), "--score", "finish", "--level", "0", "--seed", str(seed),
         "-o", str(written)],
        capture_output=True, timeout=120, check=True,
    )
    record, warnings = load_game(written)
    position = end_of(record)
    black, white, captures = gnugo_stones(written)
    assert warnings == [] and len(record.main_line()) > 20
    assert (stones(position, BLACK), stones(position, WHITE)) == (black, white)
    assert position.prisoners[BLACK] == int(captures)


# --- our files in GNU Go ------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [11, 12, 13])
def test_our_go_files_load_in_gnu_go_with_the_same_stones(tmp_path, seed):
    game = random_game(seed, size=9)
    path = tmp_path / "ours.sgf"
    save_game(game.record, path)
    black, white, captures = gnugo_stones(path)
    assert (stones(game.position, BLACK), stones(game.position, WHITE)) == (black, white)
    assert game.position.prisoners[BLACK] == int(captures) > 0


def test_our_handicap_game_loads_in_gnu_go_with_the_handicap_stones(tmp_path):
    game = Game.new("go", size=9, handicap=4)
    for move in ["E5", "D5", "E4", "D4"]:
        assert not isinstance(game.play(move), Illegal)
    path = tmp_path / "handicap.sgf"
    save_game(game.record, path)
    black, white, _ = gnugo_stones(path)
    assert (black, white) == (stones(game.position, BLACK), ["E4", "E5"])
    assert len(black) == 6


# --- our files in sgfmill -----------------------------------------------------------------------


def sgfmill_point(move) -> str:
    if move is None:
        return "pass"
    row, column = move
    return f"{GTP_LETTERS[column]}{row + 1}"


def test_sgfmill_reads_our_moves_properties_and_variations():
    game = random_game(21, moves=60, size=13, komi=6.5)
    game.record.info.update({"PB": "Ann", "PW": "Bo", "RE": "B+R"})
    game.set_comment("a [tricky] comment \\ here\nwith two lines")
    game.node.other = (("XX", ("kept",)),)
    game.go_to_move(30)
    game.play("pass")
    record = game.record
    sgf_game = sgf.Sgf_game.from_bytes(game_to_sgf(record).encode("utf-8"))
    root = sgf_game.get_root()
    assert sgf_game.get_size() == 13 and sgf_game.get_komi() == 6.5
    assert [root.get("PB"), root.get("PW"), root.get("RE")] == ["Ann", "Bo", "B+R"]
    main = sgf_game.get_main_sequence()
    ours = [node.play for node in record.main_line()[1:]]
    assert [sgfmill_point(node.get_move()[1]) for node in main[1:]] == [p.text for p in ours]
    assert [node.get_move()[0] for node in main[1:]] == ["bw"[p.colour - 1] for p in ours]
    last = main[-1]
    assert last.get("C") == "a [tricky] comment \\ here\nwith two lines"
    assert last.get_raw("XX") == b"kept"
    assert len(main[30]) == 2 and sgfmill_point(main[30][1].get_move()[1]) == "pass"


def test_sgfmill_replays_our_handicap_game_to_our_stones():
    game = random_game(22, moves=80, size=9, handicap=2)
    sgf_game = sgf.Sgf_game.from_bytes(game_to_sgf(game.record).encode("utf-8"))
    board, plays = sgf_moves.get_setup_and_moves(sgf_game)
    for colour, move in plays:
        if move is not None:
            board.play(move[0], move[1], colour)
    ours = boards.Board(9)
    for colour, name in ((BLACK, "b"), (WHITE, "w")):
        for cell in game.position.stones(colour):
            x, y = game.position.topology.coords[cell]
            ours.play(y, x, name)
    assert board.list_occupied_points() == ours.list_occupied_points()
