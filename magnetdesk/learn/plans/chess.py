"""The course of the Magnetic Chess family: the rules that change play, one small diagram each
(a FEN line), White to play. Most lessons ask to bring a piece to a square through the field
(``reach``: the engine follows the piece through its moves, pulls and pushes), some to take
the king (``king``; in two moves the computer answers between). The last lessons play other
field codes (their own ``variant``)."""

from __future__ import annotations

from magnetdesk.engine.core.vocabulary import WHITE
from magnetdesk.learn.plans.plan import Plan
from magnetdesk.translation import QT_TR_NOOP


def lesson(
    board: str, kind: str, marked: tuple[str, ...], right: str | tuple[str, ...],
    wrong: tuple[str, str], text: str, hint: str, point: str, variant: str = "",
    options: tuple[tuple[str, str], ...] = (),
) -> Plan:
    """A chess lesson: ``board`` the diagram (FEN: placement, side, castling), ``marked`` the
    piece and its square (``reach``), the king or nothing (``king``), the right move (or the
    right line of two moves with the computer's reply between), one wrong try with the
    computer's reply, the sentence, the hint and its square."""
    line = (right,) if isinstance(right, str) else right
    return Plan(0, (), (), kind, marked, line, (wrong,), text, hint, point,
                moves=(len(line) + 1) // 2, variant=variant, options=options, board=board,
                solver=WHITE)


MAGNETIC_CHESS: tuple[Plan, ...] = (
    lesson("3k4/8/8/8/8/8/8/3QK3 w -", "king", (), "d1d8", ("d1d7", "d8d7"),
           QT_TR_NOOP("There is no check in Magnetic Chess: a king is taken like any other "
                      "piece, and taking it wins the game. Take the black king."),
           QT_TR_NOOP("Your queen sees the king along the open file."), "d8"),
    lesson("4r2k/8/6N1/8/8/8/8/4K3 w -", "king", (), "g6h8", ("e1d1", "e8g8"),
           QT_TR_NOOP("Your king is attacked by the black rook, but nothing forces you to "
                      "save it: whoever takes a king first wins. Take the black king."),
           QT_TR_NOOP("Your knight jumps to the corner."), "h8"),
    lesson("7k/8/3n4/8/8/8/8/R3K3 w -", "reach", ("d6", "d2"), "a1d1", ("a1a6", "b6c8"),
           QT_TR_NOOP("After your move the moved piece emits a field from its new square: "
                      "along its rank and file the first piece at any distance is pulled or "
                      "pushed. Your pieces attract Black's: pull the knight down to d2."),
           QT_TR_NOOP("Land on the knight's file: it comes to the square next to your rook."),
           "d1"),
    lesson("4k3/8/8/N7/8/8/8/R3K3 w -", "reach", ("a5", "a8"), "a1a4", ("a1b1", "e8d8"),
           QT_TR_NOOP("Your own pieces are pushed away: a moved piece repels the first piece "
                      "of its colour on each line, as far as it can slide. Push your knight "
                      "to a8."),
           QT_TR_NOOP("Move the rook up the a-file, just below the knight."), "a4"),
    lesson("8/8/8/r1k5/8/8/7K/4Q3 w -", "reach", ("a5", "a2"), "e1a1", ("e1e5", "a5b5"),
           QT_TR_NOOP("Kings block the field: when the first piece on a line is a king, "
                      "nothing on that line moves, and kings are never moved. Pull the black "
                      "rook to a2."),
           QT_TR_NOOP("Along the fifth rank the black king stands in the way: come from "
                      "below, on the a-file."), "a1"),
    lesson("4k3/8/1p6/8/8/8/BN6/6K1 w -", "reach", ("b2", "b5"), "a2b1", ("a2b3", "e8f8"),
           QT_TR_NOOP("A pushed piece slides along its rank or file to the edge, or stops "
                      "on the square before the next piece: it never jumps or captures. "
                      "Push your knight to b5."),
           QT_TR_NOOP("Land on the knight's file below it: it slides up until the black "
                      "pawn stops it."), "b1"),
    lesson("7k/8/4P3/R7/8/8/8/4K3 w -", "reach", ("e6", "e8"), "a5e5", ("e6e7", "h8g7"),
           QT_TR_NOOP("Magnetic promotion: a pawn the field puts on its own last rank "
                      "becomes a queen at once. Push your pawn to e8 in one move."),
           QT_TR_NOOP("A pawn step reaches only e7: push the pawn from below with your "
                      "rook."), "e5"),
    lesson("7r/1P6/8/8/8/8/8/K6k w -", "reach", ("h8", "c8"), "b7b8q", ("a1b1", "h8b8"),
           QT_TR_NOOP("A pawn that reaches the last rank by its own move promotes to the "
                      "piece you choose, and the new piece emits its field at once. Pull the "
                      "black rook to c8."),
           QT_TR_NOOP("Promote on b8: the new piece pulls along the eighth rank."), "b8"),
    lesson("4k3/8/8/8/8/8/8/3P2K1 w -", "reach", ("d1", "d3"), "d1d3", ("d1d2", "e8d8"),
           QT_TR_NOOP("A pawn on its first or second rank may step two squares, however "
                      "often it has moved: the field can push pawns back to their first "
                      "rank. Bring the pawn to d3."),
           QT_TR_NOOP("Two squares at once, from the first rank."), "d3"),
    lesson("4k3/8/8/8/8/8/8/r3K2R w K", "reach", ("a1", "e1"), "e1g1", ("h1f1", ""),
           QT_TR_NOOP("Castling ignores attacks (there is no check): you may castle though the "
                      "black rook attacks your king. Its field comes from the rook's new "
                      "square; a king's own move emits nothing. Pull the black rook to e1."),
           QT_TR_NOOP("Castle short: your rook on f1 pulls along the first rank, which your "
                      "king has left."), "g1"),
    lesson("kr6/1pp5/8/n7/8/8/6K1/R6R w -", "king", ("a8",), ("h1h5", "g5h7", "a1a8"),
           ("a1a5", "c7c5"),
           QT_TR_NOOP("The field reaches across the board and opens lines. Pull the knight "
                      "that shields the black king off the a-file, then take the king: the "
                      "computer answers in between."),
           QT_TR_NOOP("From the h-file, land on the knight's rank: your rook pulls it across "
                      "the board."), "h5"),
    lesson("4k3/8/8/8/3q4/8/8/1R2K3 w -", "reach", ("d4", "h4"), "b1b4", ("b1d1", "d8c8"),
           QT_TR_NOOP("In Anti-magnetic Chess it is the other way round: a moved piece "
                      "attracts its own colour and repels the other. Push the black queen to "
                      "h4."),
           QT_TR_NOOP("Land on the queen's rank, on the side away from h4."), "b4",
           variant="anti-magnetic-chess"),
    lesson("4k3/8/8/8/N6r/8/8/3RK3 w -", "reach", ("a4", "c4"), "d1d4", ("d1a1", "h4g4"),
           QT_TR_NOOP("In Gravity Chess a moved piece attracts every piece, yours and "
                      "Black's, on each of its four lines. Pull your knight to c4."),
           QT_TR_NOOP("Land on the knight's rank, two squares away from it."), "d4",
           variant="gravity-chess"),
    lesson("6k1/8/8/4r3/8/8/8/R5K1 w -", "reach", ("e5", "e8"), "a1e1", ("a1a5", "h5g5"),
           QT_TR_NOOP("In Anti-gravity Chess a moved piece repels every piece, and no "
                      "position may ever repeat. Push the black rook to e8."),
           QT_TR_NOOP("Push the rook up its file from below."), "e1",
           variant="anti-gravity-chess"),
    lesson("4k3/3n4/8/8/N7/8/8/3RK3 w -", "reach", ("d7", "d5"), "d1d4", ("d1d2", "d3f4"),
           QT_TR_NOOP("Any of the 81 field codes can be played: four letters for wXw wXb bXw "
                      "bXb, each A attract, R repel or N nothing. With NAAN your pieces pull "
                      "Black's and leave your own alone: pull the knight to d5."),
           QT_TR_NOOP("The knight comes to the square next to your rook: land on d4."), "d4",
           variant="chess-custom", options=(("code", "NAAN"),)),
)
