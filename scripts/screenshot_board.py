"""Render the board widget alone to PNG files, to look at the drawing (the README's pictures of
the whole window come from scripts/screenshots.py).

    python3 scripts/screenshot_board.py [--out /tmp/shots] [--scale 2] [--size 760]

Writes one picture per Go variant (a 19×19 Go middle game with captures, a 9×9 Magnetgo
position right after a move with its slide arrows, a Stoical Go board with blocking points, an
Atari-Go crosscut fight), the scoring overlay, move numbers, and the new-game dialog.
``--scale 2`` renders as on a HiDPI screen. Runs offscreen; ``--show NAME`` instead opens that
picture in a window (for a screenshot of the real screen under Xvfb, with the shoot tool).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout, not an install

# A 19×19 game GNU Go 3.8 played against itself (level 4, seed 7): 120 moves, two captures.
GO_GAME = (
    "Q16 C4 Q4 D17 E4 E3 F3 D3 F4 C6 K4 C15 K17 R6 R8 P6 O4 N6 M4 Q14 O16 R16 R17 R15 S17 R10 "
    "G17 S4 R3 S3 P8 O9 R9 Q10 O14 C10 F14 O11 M13 D12 T14 E6 G12 L11 K13 K6 H5 F17 G18 F18 "
    "P13 S13 H7 E2 F2 G19 H19 F19 J18 G16 F16 E16 G15 F9 H16 R2 Q2 S14 K7 J6 J7 L6 M8 O8 M10 "
    "M11 N11 N12 N10 L10 G7 L9 N8 L8 M7 O7 L7 M6 E7 D7 E8 H11 S2 H9 E9 T2 C9 B9 R1 D9 M12 "
    "G10 E10 J11 J8 T13 T1 N9 M9 F6 F7 F1 G1 E1 H2 D4 O10 S8 P11 P10"
)

# A finished 9×9 game: a dead white stone at C3, a dead black one at F8.
FINISHED_9X9 = """
    . X O . . . . . .
    X X O . . X . . .
    . X O O . . . . .
    X X X O O O O O O
    . . X X X X X X X
    . . . . . . . . .
    . . O . . . . . .
    . . . . . . . . .
    . . . . . . . . .
"""


def play(position, moves: str):
    """Play ``moves`` (notation, spaces between); answers the position and the last move."""
    transition = None
    numbers: dict[int, int] = {}
    for number, text in enumerate(moves.split(), start=1):
        transition = position.play(position.parse_move(text))
        position = transition.position
        numbers = {c: n for c, n in numbers.items() if position.board[c]}
        if transition.move >= 0:
            numbers[transition.move] = number
    return position, transition, numbers


def magnetgo_after_slides():
    """A 9×9 Magnetgo game played by the simple player until a move slides two stones."""
    from magnetdesk.ai.go.simple import choose_move
    from magnetdesk.engine.core.vocabulary import Slid
    from magnetdesk.engine.variants import new_position

    rng = random.Random(3)
    position = new_position("magnetgo")
    while True:
        transition = position.play(choose_move(position, rng))
        position = transition.position
        slides = sum(isinstance(e, Slid) for e in transition.effects)
        if slides >= 2 and position.ply > 24:
            return position, transition


def boards():
    """(name, position, last move, move numbers, toggles) for every board picture."""
    from magnetdesk.engine.go.diagram import position_from_text
    from magnetdesk.engine.variants import new_position

    go, last, numbers = play(new_position("go", size=19), GO_GAME)
    yield "go-19x19", go, last, None, {}
    yield "go-19x19-move-numbers", go, last, numbers, {"move_numbers": True}
    magnet, slid = magnetgo_after_slides()
    yield "magnetgo-9x9-slides", magnet, slid, None, {}
    stoical, last, _ = play(
        new_position("stoical-go", size=13, blocked="D10 K4 G7 C4 K10"),
        "D4 K3 J10 C10 G4 G10 F7 H7 E10 E9 J4 D9",
    )
    yield "stoical-13x13-blocking-points", stoical, last, None, {}
    atari, last, _ = play(new_position("atari-go"), "E6 F5 F6 G6 C4 D3 E3 C3 B4")
    yield "atari-go-9x9", atari, last, None, {"coordinates": False}
    yield "go-9x9-scoring", position_from_text("go", FINISHED_9X9), None, None, {"scoring": True}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="/tmp/shots")
    parser.add_argument("--scale", type=float, default=1.0)
    parser.add_argument("--size", type=int, default=760)
    parser.add_argument("--show", metavar="NAME", help="show one picture in a window instead")
    args = parser.parse_args()
    if not args.show:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if args.scale != 1.0:
        os.environ["QT_SCALE_FACTOR"] = f"{args.scale:g}"
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)

    from PySide6.QtWidgets import QApplication

    from magnetdesk.engine.go.scoring import estimate_dead, score
    from magnetdesk.gui.board.view import BoardView
    from magnetdesk.gui.play.new_game_dialog import NewGameDialog

    app = QApplication(sys.argv)
    suffix = "" if args.scale == 1.0 else f"@{args.scale:g}x"
    widgets = []

    def save(name: str, widget) -> None:
        if args.show:
            return
        widget.show()
        app.processEvents()
        path = out / f"{name}{suffix}.png"
        widget.grab().save(str(path))
        print(path)

    for name, position, transition, numbers, toggles in boards():
        if args.show and args.show != name:
            continue
        view = BoardView()
        view.setWindowTitle(name)
        view.resize(args.size, args.size)
        view.board.set_coordinates_visible(toggles.get("coordinates", True))
        view.board.set_move_numbers_visible(toggles.get("move_numbers", False))
        view.board.set_position(position, transition, numbers)
        if toggles.get("scoring"):
            dead = estimate_dead(position).dead
            view.board.set_ownership(score(position, dead).owner, dead)
        widgets.append(view)
        save(name, view)

    if not args.show or args.show == "new-game-dialog":
        dialog = NewGameDialog()
        dialog.select_variant("magnetgo")
        widgets.append(dialog)
        save("new-game-dialog", dialog)

    if args.show:
        for widget in widgets:
            widget.show()
        app.exec()


if __name__ == "__main__":
    main()
