"""The published games of the rules page replayed to their final diagrams, the records with
known slips stopping at the impossible move, the notation quirks, and SAN output."""

from __future__ import annotations

import pytest

from magnetdesk.engine.chess.printed import import_record, resolve_san
from magnetdesk.engine.chess.variants import new_chess_position
from magnetdesk.engine.core.vocabulary import Illegal
from tests.helpers.chess import board, play, rows

# --- the records as printed on the rules page (the diagrams write White's pawns as O) -----------

MAGNETIC_1 = """
1. d4  Nf6 2. Bg5 Ne4 3. g4  Bxg4 4. Qxg4 f5! 5. Qf3 Nxh1 6. Qxh1 Nc6
7. Nf3 Qa5+ (* 7. Bxf4? then 7. ...Qd7! promoting pawn at d1 *)
8. Nd2 Nxd4+ 9. Rb1 Nxf3+ 10. Qh3 Qxa2 11. Rc1 Qxb2 12. cxd8=Q+ Kxd8
13. Rd1+ Qxe5 14. Rd3 Rg8=Q+ 15. Bg6 Rxg6+ 0-1
"""
MAGNETIC_1_LONG = (
    "d2d4 g8f6 c1g5 f6e4 g2g4 c8g4 d1g4 f7f5 g4f3 f2h1 f3h1 b8c6 g1f3 d8a5 b1d2 c6d4 a1b1 "
    "d4f3 h1h3 a5a2 b1c1 a2b2 c7d8q e8d8 c1d1 b2e5 d1d3 h8g8 f5g6 g7g6"
)
MAGNETIC_1_DIAGRAM = """
r . p k p b . .
p p . O . . . p
. . . . . . r O
. . . . q . . .
. . . . N . . p
O . . R n . . Q
. . . . . . . .
. . . . K . q .
"""
MAGNETIC_2 = """
1. Nf3  Nf6 2. Nc3  e5 3. Bxc4 Ng4 4. Qxg4 h5 5. exf5 gxh4 6. Qg6+ Ke7
7. Qf7+ Kd6 8. Nb5+ Kc6 9. Qd5+ Kd7 10. Qe6+ Kc6 11. Bd5+ Kxb5 12. a4+ Ka6
13. g2  Qe7 14. Bc4+ Ka7 15. Qxe7+ Bxe7 16. Rg1=Q exd=Q+ 17. Kxd1 Rxg8
18. Bxg8 Bh4 (better than 18.Rxe7+Nd7 Rxd7+d5 Rxd5Rg1+ Ke2Re8+ Kf2Rxc1 ?)
19. Rg4  Bg3 (* After the next moves, White position becomes desperate *)
20. Rg7+ Kb8 (* Then 21. fxg6?? f5=Q++! and 21. Rxg6? b5! *)
21. c3  Bxf5=Q++ (* What could have played White anyway? *) 0-1
"""
MAGNETIC_2_DIAGRAM = """
r k . . . n B .
. . . . . . R .
. p . p . . . .
p . . . . b . .
O p b . . . . .
. . O . . . . O
. . . O . . . .
R O B K . q . .
"""
MAGNETIC_5 = """
1. e4 Qf6 2. Nf3 Ba3?! 3. bxa3 Ne7 4. c3 Nxf5 5. 0-0 Ne3 6. dxe3 Qxa1
7. Qd6 Nc6 8. Nd2 Qxa2 9. Nc4 Qxb3 10. Ne5 Qc3 11. Qxd5 gxh2+
12. Kh1 Qxh3?? 13. Qxf7+ Bf5 14. Qf7++  1-0
"""
MAGNETIC_5_DIAGRAM = """
r . . . k . . r
. p O . . Q p p
. p . p . b . .
p . . . . . N .
. . . . . R . B
. . . . . . O q
. . B O . . . p
. . . . O . . K
"""
GRAVITY_1 = """
1. d4 Nf6 2. Nf3 Ng4 3. Qd2 Na6 4. fg5 e5 5. Nh4 Nxf2 6. Qxf2 Bb4+
7. Bd2 Qxg5 8. Nxf3 Qxd5+! 9. Nd2 Rxh1+ 10. Ng1 fxg3+ 11. Qf1 Qxg2
12. e3 0-1
"""
ANTI_GRAVITY_1 = """
1. h4 Nh6  2. Nc3 c5  3. h4 Nc6  4. e4 Qc7  5. d4 Bxg4  6. g3 Qa5
7. Qd2  Nxc2+ (c8=Q)  8. Kd1 Qe1+  9. Kxc2 Rxc8+  10. Kd3 Qd1+  0-1
"""
ANTI_GRAVITY_1_LONG = (
    "h2h4 g8h6 b1c3 c7c5 h2h4 b8c6 e2e4 d8c7 d2d4 c8g4 g2g3 c7a5 d1d2 b4c2 e1d1 a5e1 d1c2 "
    "a8c8 c2d3 e1d1"
)
ANTI_GRAVITY_1_DIAGRAM = """
. . r p k b p r
p p . . p p b p
. . . . . . . n
. . . . . . . .
p . . . . . . O
N . . K . . O .
O O . . . . Q O
R B . q . B N R
"""
ANTI_MAGNETIC_1 = """
1. c4 d5  2. cxd5  Qxd5  3. f4    Bh3  4. Nxh3  Qxg2  5. Rg1  Qh4+
6. Nf2 Qh2  7. Bxf7+ Ke7  8. Nxg8+ Rxg8  9. Bf6+  Bh6 10. Rf1  Rxg2
11. Bxb7 cxb6 12. Bxa8  Bxa8 13. Qb3   Rxf2 14. Qb4+  Kd8 15. 0-0-0 Rf4
(* Rf2Qh1+ Rf1Qf1 Kf1h1=Q+ Kf2Qa1 Na1h1=Q seems -+ *) 16. Nd4 a5
17. Qg8+ Kc7 18. Nf3   b4+ 19. Qxc4+ bxc4 20. Nxh2  bxa3 21. Kc2 Bb7
22. Re8  h6 23. Rg8  1-0
"""
ANTI_MAGNETIC_3 = """
1. b4+    f5+     2. c4+    B:c3--  3. d:c3++  g6+      4. f4++-   c6++-
5. g4+-   b5+     6. h4+    e5+-    7. e4++-   d:e4+--  8. Bxe4++- d5+-
9. g5+-   d5++-  10. Bd3+   c4+-   11. Be2     f6+-    12. gxf6+-  N:f6+-
13 N:f6+- e:f6+- 14. Bh5    Ke7    15. Rf3+-   f6      16. Rb1-    Rg8+
17 Kf1    Qe5-   18. Re3+-  f5++   19. Bf3     e4++    20. d3+-    Qh2-
21 a4-    d6+    22. B:a8-- Rg8    23. Rxe6++- K:e6    24. Bd5+-   K:d5
25 Ne3+   resign  1-0
"""


def diagram(text: str) -> str:
    """A diagram of the rules page as board text (``O`` is a white pawn)."""
    return "\n".join(
        "".join(line.split()).replace("O", "P") for line in text.strip().splitlines()
    )


def replay_long(variant: str, moves: str) -> str:
    p = new_chess_position(variant)
    for move in moves.split():
        p = p.play(p.parse_move(move)).position
    return p.board_text()


# --- the published games ------------------------------------------------------------------------


def test_magnetic_1_in_long_algebraic_ends_on_its_diagram():
    assert replay_long("magnetic-chess", MAGNETIC_1_LONG) == diagram(MAGNETIC_1_DIAGRAM)


def test_anti_gravity_1_in_long_algebraic_ends_on_its_diagram():
    assert replay_long("anti-gravity-chess", ANTI_GRAVITY_1_LONG) == diagram(
        ANTI_GRAVITY_1_DIAGRAM
    )


@pytest.mark.parametrize(
    ("variant", "record", "final", "moves"),
    [
        ("magnetic-chess", MAGNETIC_1, MAGNETIC_1_DIAGRAM, 30),
        ("magnetic-chess", MAGNETIC_2, MAGNETIC_2_DIAGRAM, 42),
        ("anti-gravity-chess", ANTI_GRAVITY_1, ANTI_GRAVITY_1_DIAGRAM, 20),
    ],
    ids=["magnetic-1", "magnetic-2", "anti-gravity-1"],
)
def test_a_published_game_replays_from_its_printed_notation_to_its_diagram(
    variant, record, final, moves
):
    read = import_record(record, new_chess_position(variant))
    assert read.error is None
    assert len(read.moves) == moves
    assert read.position.board_text() == diagram(final)
    assert read.result in ("1-0", "0-1")


def test_the_printed_magnetic_1_matches_its_long_algebraic_vector():
    read = import_record(MAGNETIC_1, new_chess_position("magnetic-chess"))
    assert " ".join(m.move.uci() for m in read.moves) == MAGNETIC_1_LONG


def test_an_ambiguous_move_is_read_the_way_the_rest_of_the_record_fits_with_a_warning():
    read = import_record(MAGNETIC_1, new_chess_position("magnetic-chess"))
    assert read.moves[14].move.uci() == "b1d2"
    assert read.warnings == (
        "8. Nd2: ambiguous (from b1 or f3); read as from b1, the reading the rest of the "
        "record fits best",
    )


def test_resolving_an_ambiguous_move_alone_names_the_candidates():
    p = new_chess_position("chess-NNNN")
    p = play(p, "g1f3", "a7a6", "b1c3", "a6a5", "c3e4", "a5a4").position
    refusal = resolve_san(p, "Ng5")
    assert isinstance(refusal, Illegal)
    assert refusal.message == "ambiguous: the knight on f3 or e4"


def test_magnetic_5_plays_to_the_end_but_leaves_the_pawn_on_g2_not_d2():
    read = import_record(MAGNETIC_5, new_chess_position("magnetic-chess"))
    assert read.error is None and len(read.moves) == 27
    got, printed = read.position.board_text(), diagram(MAGNETIC_5_DIAGRAM)
    differ = {(8 - r, "abcdefgh"[f]) for r, (a, b) in enumerate(
        zip(got.splitlines(), printed.splitlines(), strict=True)
    ) for f in range(8) if a[f] != b[f]}
    assert differ == {(2, "d"), (2, "g")}
    assert got.splitlines()[6] == "..B...Pp"


@pytest.mark.parametrize(
    ("variant", "record", "played", "error"),
    [
        ("gravity-chess", GRAVITY_1, 19,
         "10...fxg3+: no black pawn on the f-file can capture on g3 (g3 is empty)"),
        ("anti-magnetic-chess", ANTI_MAGNETIC_1, 38,
         "20. Nxh2: h2 is empty: there is nothing to capture"),
        ("anti-magnetic-chess", ANTI_MAGNETIC_3, 22,
         "12. gxf6+-: no white pawn on the g-file can capture on f6"),
    ],
    ids=["gravity-1", "anti-magnetic-1", "anti-magnetic-3"],
)
def test_a_record_with_a_slip_stops_at_the_impossible_move_and_says_why(
    variant, record, played, error
):
    read = import_record(record, new_chess_position(variant))
    assert read.error == error
    assert len(read.moves) == played
    assert read.position == read.moves[-1].transition.position


def test_gravity_1s_10_ng1_pulls_the_g3_pawn_to_g2_which_the_record_forgets():
    read = import_record(GRAVITY_1, new_chess_position("gravity-chess"))
    ng1 = read.moves[18]
    assert ng1.label == "10. Ng1"
    assert read.position.board_text().splitlines()[6][6] == "P"


def test_anti_magnetic_3s_sign_groups_agree_with_every_move_before_the_slip():
    read = import_record(ANTI_MAGNETIC_3, new_chess_position("anti-magnetic-chess"))
    assert read.warnings == ()
    assert read.moves[3].label == "2...B:c3--"


def test_a_sign_group_that_disagrees_with_the_move_is_a_warning():
    read = import_record("1. b4++ f5+ 2. c4 +-", new_chess_position("anti-magnetic-chess"))
    assert read.error is None
    assert read.warnings == (
        "1. b4++: the signs ++ say 2 attracted and 0 repelled; the move attracted 1 and "
        "repelled 0",
        "2. c4 +-: the signs +- say 1 attracted and 1 repelled; the move attracted 1 and "
        "repelled 0",
    )


def test_without_a_minus_sign_anywhere_plus_signs_are_check_marks():
    read = import_record("1. b4++ f5+ 2. c4+", new_chess_position("anti-magnetic-chess"))
    assert read.error is None and read.warnings == ()


def test_a_magnetic_promotion_mark_without_a_promotion_is_a_warning():
    read = import_record("1. e4=Q e5", new_chess_position("magnetic-chess"))
    assert read.warnings == ("1. e4=Q: marked as a magnetic promotion, but no pawn was promoted",)


def test_the_magnetic_promotion_of_magnetic_1_is_marked_and_happens():
    read = import_record(MAGNETIC_1, new_chess_position("magnetic-chess"))
    rg8 = read.moves[27]
    assert rg8.label == "14...Rg8=Q+"
    assert read.moves[27].transition.position.board_text().splitlines()[7][6] == "q"


# --- notation quirks ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "record",
    [
        "1. e4 e5 2. Nf3 Nc6",
        "1.e4 e5 2.Nf3 Nc6",
        "1 e4 e5 2 Nf3 Nc6",
        "1. e4 1... e5 2. Nf3 2...Nc6",
        "1. e4! e5?? 2. Nf3!? Nc6?!",
        "1. e4 (* a comment *) e5 (a (nested) aside) 2. Nf3 {braces} Nc6",
        "1. e2-e4 e7e5 2. Ng1-f3 Nb8c6",
        "1. e4 e5 2. Nf3 Nc6 (ch) 1-0",
    ],
)
def test_the_notation_quirks_of_the_page_all_read_the_same_game(record):
    read = import_record(record, new_chess_position("chess-NNNN"))
    assert read.error is None
    assert [m.move.uci() for m in read.moves] == ["e2e4", "e7e5", "g1f3", "b8c6"]


@pytest.mark.parametrize("mark", ["x", ":", ""])
def test_a_capture_may_be_marked_x_or_colon_or_not_at_all(mark):
    read = import_record(f"1. e4 d5 2. e{mark}d5", new_chess_position("chess-NNNN"))
    assert read.error is None and read.moves[-1].move.uci() == "e4d5"


def test_a_pawn_capture_may_leave_out_the_rank():
    read = import_record("1. e4 d5 2. exd", new_chess_position("chess-NNNN"))
    assert read.moves[-1].move.uci() == "e4d5"


@pytest.mark.parametrize("castle", ["0-0", "O-O"])
def test_castling_is_written_with_zeros_or_letters(castle):
    p = board(rows("....k...", *["........"] * 6, "....K..R"), castling="K", code="NNNN")
    read = import_record(f"1. {castle}", p)
    assert read.error is None and read.moves[0].move.uci() == "e1g1"


def test_disambiguation_by_file():
    p = board(rows("...k....", *["........"] * 6, "R......R"), code="NNNN")
    read = import_record("1. Rhd1", p)
    assert read.moves[0].move.uci() == "h1d1"


def test_resign_ends_the_game_for_the_player_to_move():
    read = import_record("1. e4 e5 2. Nf3 resign 1-0", new_chess_position("chess-NNNN"))
    assert read.position.end is not None and read.position.end.reason == "resignation"
    assert read.result == "1-0"


def test_a_word_that_is_no_move_stops_the_import():
    read = import_record("1. e4 e5 2. Zz9", new_chess_position("chess-NNNN"))
    assert read.error == "2. Zz9: 'Zz9' is not a move in chess notation"
    assert len(read.moves) == 2


def test_text_before_the_first_move_number_is_skipped():
    read = import_record("Magnetic 1: Joao - Claude\n1. d4 Nf6", new_chess_position())
    assert [m.move.uci() for m in read.moves] == ["d2d4", "g8f6"]


# --- SAN out ---------------------------------------------------------------------------------


def test_san_marks_a_magnetic_promotion_after_the_move():
    read = import_record(MAGNETIC_1, new_chess_position("magnetic-chess"))
    before = read.moves[26].transition.position
    assert before.san(read.moves[27].move) == "Rg8=Q"


def test_a_promotion_that_also_promotes_magnetically_reads_back_from_its_san():
    # Anti-magnetic: the new rook on a8 repels the black a3 pawn to a1, where it queens.
    p = board(rows("r...k...", ".P......", *["........"] * 3, "p.......", "........",
                   "....K..."), code="ARRA")
    move = p.parse_move("b7a8r")
    assert p.san(move) == "bxa8=R=Q"
    assert resolve_san(p, "bxa8=R=Q") == move
    read = import_record("1. bxa8=R=Q", p)
    assert read.error is None and not read.warnings


def test_san_writes_captures_promotions_castling_and_disambiguation():
    p = board(rows("r...k..r", ".P......", *["........"] * 5, "R...K..R"),
              castling="KQkq", code="NNNN")
    assert p.san(p.parse_move("e1g1")) == "O-O"
    assert p.san(p.parse_move("e1c1")) == "O-O-O"
    assert p.san(p.parse_move("b7a8q")) == "bxa8=Q"
    assert p.san(p.parse_move("b7b8n")) == "b8=N"
    assert p.san(p.parse_move("a1a8")) == "Rxa8"
    assert p.san(p.parse_move("h1f1")) == "Rf1"  # the a1 rook cannot pass the king
    p = board(rows("...k....", *["........"] * 6, "R......R"), code="NNNN")
    assert p.san(p.parse_move("h1d1")) == "Rhd1"


def test_san_of_every_published_move_reads_back_as_the_same_move():
    read = import_record(MAGNETIC_2, new_chess_position("magnetic-chess"))
    p = read.start
    for m in read.moves:
        assert resolve_san(p, p.san(m.move)) == m.move
        p = m.transition.position
