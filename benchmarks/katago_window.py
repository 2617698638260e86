"""The window with KataGo as the analyst on a 9×9 game, F2 on: for docs/engines.md's
screenshot (``../shared/tools/shoot -w 90 -- python3 benchmarks/katago_window.py``)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtWidgets import QApplication
from setup_katago import katago_argv

from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.engines.spec import EngineSpec
from magnetdesk.gui.common.setup import GameSetup, PlayerSetup
from magnetdesk.gui.window.main_window import MainWindow

MOVES = ("E5", "C4", "G4", "C6", "F7", "D3")


def main() -> int:
    argv = katago_argv()
    if argv is None:
        print("KataGo is not set up: python3 benchmarks/setup_katago.py", file=sys.stderr)
        return 1
    app = QApplication(sys.argv)
    person = PlayerSetup()
    window = MainWindow(GameSetup("go", {"size": 9, "komi": 7}, {BLACK: person, WHITE: person}))
    window.resize(1100, 800)
    window.show()
    for move in MOVES:
        window.play(move)
    window.coach.set_analyst(EngineSpec("KataGo", argv[0], tuple(argv[1:])))
    window.actions["show_analysis"].trigger()
    code = app.exec()
    window.coach.stop()
    return code


if __name__ == "__main__":
    sys.exit(main())
