"""Make the app's screenshots for the README and docs/screenshots/ from the real main window.

    python3 scripts/screenshots.py [--out docs/screenshots] [--only NAME ...] [--theme THEME]
    xvfb-run -a python3 scripts/screenshots.py          # the real X11 platform under Xvfb
    QT_SCALE_FACTOR=2 xvfb-run -a -s "-screen 0 2600x1800x24" python3 scripts/screenshots.py \
        --out /tmp/shots2 --only app-dark-go              # a HiDPI screen: twice the pixels

Each picture is the whole window (or a dialog) in a real position: games GNU Go 3.8 played
against itself (Go 19×19, a finished 9×9 game for the scoring mode, a 13×13 game replayed with
blocking points as Stoical Go), a Magnetgo game of the simple player right after a move with
two slides, an Atari-Go fight, and a Medusa middle game right after a turn with a placement and
two group movements; the dark theme's pictures show a 9×9 Go game and the Magnetic Chess game.
The window is grabbed with ``QWidget.grab`` at 1280×860 (at the screen's device pixel ratio:
``QT_SCALE_FACTOR=2`` gives 2560×1720 pictures). ``--theme`` shows every picture in one theme
(light, dark, high-contrast). Without a display the script renders offscreen.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # this checkout, not an install

WINDOW_SIZE = (1280, 860)
SETTLE_MS = 800
READY_MS = 60_000  # the first progress on 19×19 takes seconds; a review, a dozen

# GNU Go 3.8 against itself, level 4, seed 7: 120 moves of a 19×19 middle game.
GO_19 = (
    "Q16 C4 Q4 D17 E4 E3 F3 D3 F4 C6 K4 C15 K17 R6 R8 P6 O4 N6 M4 Q14 O16 R16 R17 R15 S17 R10 "
    "G17 S4 R3 S3 P8 O9 R9 Q10 O14 C10 F14 O11 M13 D12 T14 E6 G12 L11 K13 K6 H5 F17 G18 F18 "
    "P13 S13 H7 E2 F2 G19 H19 F19 J18 G16 F16 E16 G15 F9 H16 R2 Q2 S14 K7 J6 J7 L6 M8 O8 M10 "
    "M11 N11 N12 N10 L10 G7 L9 N8 L8 M7 O7 L7 M6 E7 D7 E8 H11 S2 H9 E9 T2 C9 B9 R1 D9 M12 "
    "G10 E10 J11 J8 T13 T1 N9 M9 F6 F7 F1 G1 E1 H2 D4 O10 S8 P11 P10"
)
# Variations tried in that game: (after move n of the main line, the moves instead, a comment).
GO_19_BRANCHES = (
    (34, "C12 C10 D10 D9", "Reducing the left side first is slower."),
    (37, "N13 N12 M12 O12 N11", ""),
    (39, "O12 P12 N13", "Cutting at once is too early: White gets a strong shape."),
    (39, "N12 D14", "The solid connection keeps the centre group safe."),
    (42, "F12 G12 F11 G13", "Black could have played here first."),
    (44, "L13 K12 L12", ""),
    (70, "J6 K7 J8", "Pushing first loses the lower side."),
)
# GNU Go 3.8 against itself on 9×9, level 8, seed 16, komi 7.5: two passes, D8 and D7 dead.
GO_9_FINISHED = (
    "E5 C5 D7 G5 G6 H6 G7 B7 H7 H5 C3 D4 D3 E4 F2 C8 D8 G3 G2 E6 H3 H4 H2 B4 B3 D9 A4 A5 A3 "
    "F3 E3 C4 J4 E8 G8 E7 J6 F5 J5 F8 F9 E9 G9 F6 F7 pass pass"
)
# GNU Go 3.8 against itself on 13×13, seed 5: replayed as Stoical Go with blocking points
# (its moves that Stoical Go forbids are left out).
STOICAL_13 = (
    "G7 D4 K4 K10 D10 C7 F3 F11 L8 E3 F4 H10 M10 L11 K6 E2 F2 L3 M4 M11 E12 F12 C12 M9 M8 "
    "B10 L9 J7 J8 F1 G1 E1 H2 E13 D13 F13 G9 F9 B13 G10 K7 D11 C11 E10 B11 C10 E6 D6"
)
STOICAL_BLOCKED = "D7 G4 J10 G11 C3"
ATARI_GO = "E6 F5 F6 G6 C4 D3 E3 C3 B4 G4 D2 C2 H5 E7 D7 F7"
# A Medusa game (turns separated by "|") of a simple placement heuristic (extend, answer
# contact, build rosettes, capture when it can) with random group movements: Black has a
# rosette in the centre, White one at the top; White's last turn placed n9 and moved two
# groups.
MEDUSA = (
    "e5 | o15 | o10 | e10 | j5 | j15 | g7 | n13 | m7 | g13 | n11 | m14 | m9 | m10 | m11 | l11 "
    "| l9 | o12 | k8 | o11 o11-o13 | k11 | o11 o12-o14 | k10 | l7 | m12 | m13 o15-o12 | k9 "
    "| n15 m13-m15 | m13 m9-j9 | l13 | i7 | p11 | k13 | k14 n15-k12 | j11 | j13 | i10 | l15 "
    "| i9 k10-i8 | j7 | k10 | q13 | g8 | o9 | q14 i9-i6 | n9 k12-k15 o13-o15"
)


# The rules page's Magnetic 1 (Joao - Claude), as printed; the picture shows it after 8...Nxd4,
# whose field pulled two pieces and pushed two.
MAGNETIC_1 = """1. d4  Nf6 2. Bg5 Ne4 3. g4  Bxg4 4. Qxg4 f5! 5. Qf3 Nxh1 6. Qxh1 Nc6
7. Nf3 Qa5+ 8. Nd2 Nxd4+ 9. Rb1 Nxf3+ 10. Qh3 Qxa2 11. Rc1 Qxb2 12. cxd8=Q+ Kxd8
13. Rd1+ Qxe5 14. Rd3 Rg8=Q+ 15. Bg6 Rxg6+ 0-1"""
MAGNETIC_1_SHOWN = 16  # plies


PROBLEM_SHOWN = 4  # the Magnetgo problem shown solved
GAME_9 = ("E5 E3 C4 G4 D6 F6 C7 G7 E7 F7 D3 D2 C3 F3 E2 F2 D1 G5 F5 G6 H8 B2")
ANALYSIS_GAMES = 4000  # the analysis picture waits for this many games
COURSE_SHOWN, LESSON_SHOWN = "magnetic-chess", 2  # the course shown, and its lesson passed


def record_of(variant: str, moves: str, separator: str | None = None, **options):
    """A game record of ``moves`` (illegal ones are skipped) and its last node."""
    from magnetdesk.record import Game

    game = Game.new(variant, **options)
    for move in moves.split(separator):
        game.play(move.strip())
    return game.record, game.node


def add_branch(record, after: int, moves: str, comment: str) -> None:
    from magnetdesk.record import Game

    game = Game(record, record.main_line()[after])
    for move in moves.split():
        game.play(move)
    game.node.comment = comment


def magnetgo_after_slides():
    """A 9×9 Magnetgo game of the simple player up to a move that slid two stones."""
    from magnetdesk.ai.go.simple import choose_move
    from magnetdesk.engine.core.vocabulary import Slid
    from magnetdesk.record import Game

    rng = random.Random(3)
    game = Game.new("magnetgo")
    while True:
        position = game.position
        transition = game.play(position.move_text(choose_move(position, rng)))
        slides = sum(isinstance(e, Slid) for e in transition.effects)
        if slides >= 2 and game.position.ply > 24:
            return game.record, game.node


def people():
    from magnetdesk.engine.core.vocabulary import BLACK, WHITE
    from magnetdesk.gui.common.setup import PlayerSetup

    return {BLACK: PlayerSetup(), WHITE: PlayerSetup()}


def against_computer(level: int = 3):
    """Black a person, White the computer."""
    from magnetdesk.engine.core.vocabulary import BLACK, WHITE
    from magnetdesk.gui.common.setup import PlayerSetup

    return {BLACK: PlayerSetup(), WHITE: PlayerSetup(True, level)}


def window_with(record, node, players, hover: str | None = None):
    """A shown main window on ``record`` at ``node``."""
    from magnetdesk.gui.common.setup import GameSetup
    from magnetdesk.gui.window.main_window import MainWindow

    window = MainWindow(GameSetup(record.variant, dict(record.options), players))
    window.resize(*WINDOW_SIZE)
    window.show()
    window.computer_paused = True  # a screenshot never waits for a search
    window._show_record(record, None, node)
    window.computer_paused = False
    window.refresh()
    if hover is not None:
        window.view.board.set_hover(window.position.topology.parse(hover))
    return window


def shots():
    """(name, function making the widget to grab, what to wait for before the grab) for
    every picture."""
    from magnetdesk.gui.common.setup import GameSetup
    from magnetdesk.gui.play.new_game_dialog import NewGameDialog

    def go_19():
        record, node = record_of("go", GO_19.rsplit(" ", 1)[0])  # White, the computer, to play
        node.comment = "Black's P11 cuts: White must answer in the centre."
        return window_with(record, node, against_computer(5))

    def tree():
        record, _ = record_of("go", GO_19)
        for after, moves, comment in GO_19_BRANCHES:
            add_branch(record, after, moves, comment)
        target = record.main_line()[39].children[1].children[0]
        return window_with(record, target, people())

    def scoring():
        record, node = record_of("go", GO_9_FINISHED, size=9)
        return window_with(record, node, people())

    def magnetgo():
        record, node = magnetgo_after_slides()
        return window_with(record, node, against_computer(), hover="E6")

    def stoical():
        record, node = record_of("stoical-go", STOICAL_13, size=13, blocked=STOICAL_BLOCKED)
        return window_with(record, node, people())

    def atari():
        record, node = record_of("atari-go", ATARI_GO)
        return window_with(record, node, against_computer(2))

    def medusa():
        record, node = record_of("medusa", MEDUSA, separator="|")
        return window_with(record, node, people())

    def chess():
        from magnetdesk.record.families.chess_text import game_from_chess_text

        record, _ = game_from_chess_text(MAGNETIC_1, "magnetic-chess")
        record.info.update(PW="Joao", PB="Claude")
        node = record.main_line()[MAGNETIC_1_SHOWN]
        node.comment = "The knight takes on d4: its field pulls two white pieces next to it " \
            "and pushes two black ones away."
        return window_with(record, node, people())

    def dialog():
        options = {"size": 13, "handicap": 3, "blocked": "G10 G4 D7 K7"}
        return NewGameDialog(None, GameSetup("stoical-go", options, against_computer(2)))

    def rules():
        from magnetdesk.gui.learn.rules_window import RulesWindow

        window = RulesWindow("magnetgo")
        window.resize(760, 980)
        return window

    def problems():
        from magnetdesk.gui.learn.problems_window import ProblemsWindow
        from magnetdesk.learn.problems import solution

        window = ProblemsWindow()
        window.choose_game("magnetgo")
        window.show_problem(PROBLEM_SHOWN)
        window.board.try_move(solution(window.problems[PROBLEM_SHOWN])[0])
        return window

    def course():
        import tempfile

        from magnetdesk.gui.learn.course_window import CourseWindow
        from magnetdesk.gui.learn.learn_progress import LearnProgress
        from magnetdesk.learn.problems import solution

        progress = LearnProgress(Path(tempfile.mkdtemp()) / "progress.json")  # a fresh learner
        window = CourseWindow(progress=progress)
        window.choose_game(COURSE_SHOWN)
        for index in range(LESSON_SHOWN + 1):  # the lessons before passed, this one solved
            window.show_lesson(index)
            for move in solution(window.current().problem)[::2]:
                window.board.try_move(move)
        return window

    def analysis():
        record, node = record_of("go", GAME_9, size=9)
        window = window_with(record, node, people())
        window.actions["show_analysis"].setChecked(True)
        return window

    def review():
        from magnetdesk.gui.coach.review import BUDGETS

        record, node = record_of("go", GAME_9, size=9)
        window = window_with(record, node, people())
        window.coach.review_line(window._line(), BUDGETS["quick"], True)
        return window

    def dark_go():
        record, node = record_of("go", GAME_9, size=9)
        node.comment = "White's B2 threatens the corner: Black must answer."
        return in_theme("dark", lambda: window_with(record, node, against_computer(3)))

    def dark_chess():
        return in_theme("dark", chess)

    def keyboard_medusa():
        """Medusa by keys: the board's cursor (Ctrl+B) and a turn typed in the move field."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        record, node = record_of("medusa", "c3 q15")
        window = window_with(record, node, people())
        window.activateWindow()
        window.play_with_keys()
        shift, none = Qt.KeyboardModifier.ShiftModifier, Qt.KeyboardModifier.NoModifier
        up, right = Qt.Key.Key_Up, Qt.Key.Key_Right
        for key, modifier in ((up, none), (up, shift), (right, none)):
            QTest.keyClick(window.view, key, modifier)
        window.type_move()
        QTest.keyClicks(window.move_entry.field, "k10")
        return window

    def high_contrast():
        return in_theme("high-contrast", magnetgo)

    def german():  # the last picture: German stays installed
        from magnetdesk.gui.looks.language import install_language

        install_language("de")
        return NewGameDialog(None, GameSetup("magnetgo", {}, against_computer(3)))

    return (
        ("app-go-19x19", go_19, shows_progress),
        ("app-game-tree", tree, None),
        ("app-scoring", scoring, None),
        ("app-magnetgo", magnetgo, None),
        ("app-stoical-go", stoical, None),
        ("app-atari-go", atari, None),
        ("app-medusa", medusa, None),
        ("app-magnetic-chess", chess, None),
        ("new-game-dialog", dialog, None),
        ("rules-magnetgo", rules, None),
        ("problems-magnetgo", problems, None),
        ("course", course, None),
        ("app-analysis", analysis, analysed),
        ("app-review", review, reviewed),
        ("app-dark-go", dark_go, None),
        ("app-dark-chess", dark_chess, None),
        ("app-keyboard-medusa", keyboard_medusa, None),
        ("app-high-contrast", high_contrast, None),
        ("new-game-dialog-deutsch", german, None),
    )


def in_theme(theme: str, make):
    """The widget ``make()`` makes, in ``theme`` (the next picture goes back to the default)."""
    from magnetdesk.gui.looks.themes import apply_theme

    apply_theme(theme)
    return make()


def analysed(window) -> bool:
    """The analysis has searched enough for steady numbers (then it is held still)."""
    report = window.coach.report
    if report is None or report.playouts < ANALYSIS_GAMES:
        return False
    window.coach.worker.progress.disconnect()
    return True


def reviewed(window) -> bool:
    """The review is done; the board shows the move it found worst."""
    from magnetdesk.record.analysis import move_loss

    if window.coach.reviewing:
        return False
    line = window._line()
    worst = max(line[1:], key=lambda node: move_loss(node) or 0.0)
    window.go_to_node(worst)
    return True


def shows_progress(window) -> bool:
    """The computer has reported how its search goes."""
    return "games" in window.thinking.label.text()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    parser.add_argument("--only", nargs="*", help="only these pictures (names without .png)")
    parser.add_argument("--theme", choices=("light", "dark", "high-contrast"),
                        help="every picture in this theme (default: each in its own)")
    args = parser.parse_args()
    if not os.environ.get("DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("MAGNETDESK_HOME", "/tmp/magnetdesk-screenshots")
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)

    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from magnetdesk.gui.looks.themes import SYSTEM, apply_theme, theme_keeper

    app = QApplication(sys.argv)
    app.setApplicationName("Magnetdesk")
    for name, make, ready in shots():
        if args.only and name not in args.only:
            continue
        theme_keeper().apply(SYSTEM, Qt.ColorScheme.Light)  # the default look...
        if args.theme:
            apply_theme(args.theme)  # ...or the one asked for
        widget = make()
        widget.show()
        QTest.qWait(SETTLE_MS)  # layouts and animations
        waited = 0
        while ready is not None and not ready(widget) and waited < READY_MS:
            QTest.qWait(100)
            waited += 100
        path = out / f"{name}.png"
        widget.grab().save(str(path))
        print(path)
        widget.dirty = False  # a computer's move during the wait needs no saving
        widget.close()


if __name__ == "__main__":
    main()
