"""A position set up by hand in the game tree (issue 44, item 1): a setup node of its own
(``AB``/``AW``/``AE``/``PL``; chess a ``FEN`` line; Medusa's marker in ``MK``), undone as a
move is, followed by moves and branches, written and read back the same; files from other
programs with setup on inner nodes load; sgfmill reads our Go setup and python-chess our chess
setup as we do."""

from __future__ import annotations

import chess
from sgfmill import boards, sgf

from magnetdesk.engine.chess.moves import KING, PAWN, QUEEN, ROOK, piece_of, square
from magnetdesk.engine.core.setup import Arrangement
from magnetdesk.engine.core.vocabulary import BLACK, WHITE, Illegal
from magnetdesk.engine.go.diagram import position_from_text
from magnetdesk.engine.variants import family_of
from magnetdesk.record import Game, game_from_sgf_text, game_to_sgf

LIFE_AND_DEATH = """
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    O O O O O . . . .
    X X X X O . . . .
    . . . X O . . . .
    . . . X O . . . .
"""


def go_problem() -> Game:
    """A 9×9 game with a move, then the life-and-death corner set up, Black to play."""
    game = Game.new("go", size=9)
    assert not isinstance(game.play("G7"), Illegal)
    drawn = position_from_text("go", LIFE_AND_DEATH, size=9)
    kit = family_of("go").setup
    assert kit is not None
    assert game.set_up(Arrangement(kit.arrangement(drawn).cells, BLACK)) is None
    return game


def test_a_setup_is_a_node_of_its_own_undone_and_followed_by_moves():
    game = go_problem()
    node = game.node
    assert node.setup is not None and node.play is None and node.depth == 2
    assert node.setup.empty == {"G7"} and node.setup.to_move == BLACK
    assert game.position.board_text() == position_from_text("go", LIFE_AND_DEATH).board_text()
    assert not isinstance(game.play("B2"), Illegal)
    game.undo()
    assert not isinstance(game.play("C2"), Illegal)  # a branch after the setup
    assert [child.play.text for child in node.children] == ["B2", "C2"]
    game.undo()
    game.undo()
    assert game.node.play is not None and game.node.play.text == "G7"
    assert game.position.stones(BLACK) == [game.position.topology.parse("G7")]


def test_a_refused_setup_changes_nothing():
    game = Game.new("go", size=9)
    cells = {game.position.topology.parse("A1"): BLACK, game.position.topology.parse("A2"): WHITE,
             game.position.topology.parse("B1"): WHITE}
    refused = game.set_up(Arrangement(cells, BLACK))
    assert isinstance(refused, Illegal) and "black chain at A1" in refused.message
    assert game.node is game.record.root and not game.record.root.children


def test_setting_up_the_same_position_adds_no_node():
    game = Game.new("magnetic-chess")
    kit = family_of("magnetic-chess").setup
    assert kit is not None
    assert game.set_up(kit.arrangement(game.position)) is None
    assert not game.record.root.children


def test_the_go_setup_round_trips_with_its_branches():
    game = go_problem()
    game.play("B2")
    game.undo()
    game.play("C2")
    text = game_to_sgf(game.record)
    assert ";B[gc]\n;AB[" in text and "AE[gc]" in text and "PL[B]" in text
    record, warnings = game_from_sgf_text(text)
    assert warnings == []
    assert game_to_sgf(record) == text
    setup_node = record.root.children[0].children[0]
    assert setup_node.setup == game.node.parent.setup
    assert record.position(setup_node).board_text() == game.record.position(
        game.node.parent).board_text()


def test_sgfmill_reads_our_go_setup_node_the_same():
    game = go_problem()
    sgf_game = sgf.Sgf_game.from_bytes(game_to_sgf(game.record).encode("utf-8"))
    board = boards.Board(9)
    for node in sgf_game.get_main_sequence():
        black, white, empty = node.get_setup_stones()
        board.apply_setup(black, white, empty)
        colour, move = node.get_move()
        if move is not None:
            board.play(move[0], move[1], colour)
    ours = game.position
    expected = sorted(
        ((ours.topology.coords[cell][1], ours.topology.coords[cell][0]), "bw"[colour - 1])
        for colour in (BLACK, WHITE) for cell in ours.stones(colour)
    )
    assert sorted((point, colour) for colour, point in board.list_occupied_points()) == expected
    setup = sgf_game.get_main_sequence()[2]
    assert setup.get_move() == (None, None) and setup.get("PL") == "b"


def test_a_file_from_another_program_with_setup_on_inner_nodes_loads():
    text = ("(;GM[1]FF[4]SZ[9]AB[cc];W[gg];AB[dd][de]AW[ee]AE[cc]PL[W]C[set up]"
            ";W[ef](;B[ff])(;AE[dd];B[fe]))")
    record, warnings = game_from_sgf_text(text)
    assert warnings == []
    line = record.main_line()
    setup_node = line[2]
    assert setup_node.setup is not None and setup_node.comment == "set up"
    position = record.position(setup_node)
    names = {colour: sorted(position.topology.name(c) for c in position.stones(colour))
             for colour in (BLACK, WHITE)}
    assert names == {BLACK: ["D5", "D6"], WHITE: ["E5", "G3"]} and position.to_move == WHITE
    second = line[3].children[1]  # the branch that takes D6 off, then plays F5
    assert second.setup is not None and second.play is None
    after = record.position(second.children[0])
    assert sorted(after.topology.name(c) for c in after.stones(BLACK)) == ["D5", "F5"]


ENDGAME = {"e1": piece_of(WHITE, KING), "h1": piece_of(WHITE, ROOK), "e8": piece_of(BLACK, KING),
           "d7": piece_of(BLACK, PAWN), "b2": piece_of(WHITE, QUEEN)}


def chess_endgame() -> Game:
    game = Game.new("magnetic-chess")
    assert not isinstance(game.play("e2e4"), Illegal)
    cells = {square(name): piece for name, piece in ENDGAME.items()}
    assert game.set_up(Arrangement(cells, WHITE, {"K": True})) is None
    return game


def test_the_chess_setup_is_a_fen_node_that_round_trips():
    game = chess_endgame()
    text = game_to_sgf(game.record)
    assert ";FEN[4k3/3p4/8/8/8/8/1Q6/4K2R w K]PL[W]" in text
    assert not isinstance(game.play("e1g1"), Illegal)  # castling short, set up
    record, warnings = game_from_sgf_text(game_to_sgf(game.record))
    assert warnings == []
    assert record.position(record.main_line()[-1]).board_text() == game.position.board_text()


def test_python_chess_reads_our_chess_setup_fen():
    game = chess_endgame()
    text = game_to_sgf(game.record)
    fen = text.split("FEN[", 1)[1].split("]", 1)[0]
    board = chess.Board(fen + " - 0 1")
    assert board.is_valid()
    ours = {square(name): letter for name, letter in
            (("e1", "K"), ("h1", "R"), ("e8", "k"), ("d7", "p"), ("b2", "Q"))}
    assert {sq: piece.symbol() for sq, piece in board.piece_map().items()} == ours
    assert board.turn == chess.WHITE
    assert board.has_kingside_castling_rights(chess.WHITE)
    assert not board.has_queenside_castling_rights(chess.WHITE)


def test_the_medusa_marker_set_up_round_trips():
    game = Game.new("medusa")
    topology = game.position.topology
    cells = {topology.parse("k11"): BLACK, topology.parse("e5"): WHITE}
    assert game.set_up(Arrangement(cells, WHITE, {"marker": 4})) is None
    text = game_to_sgf(game.record)
    assert ";AB[k11]AW[e5]MK[4]PL[W]" in text
    record, warnings = game_from_sgf_text(text)
    assert warnings == []
    position = record.position(record.main_line()[-1])
    assert position.marker == 4 and position.to_move == WHITE
    assert game_to_sgf(record) == text


def test_a_medusa_marker_off_its_track_in_a_file_stops_the_line_with_a_warning():
    text = "(;GM[1981]FF[4]MV[medusa:1];AB[k11]MK[12])"
    record, warnings = game_from_sgf_text(text)
    assert warnings and "marker" in str(warnings[0])
    assert not record.root.children
