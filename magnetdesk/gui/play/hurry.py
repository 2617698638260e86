""""Play now" while an outside engine thinks. Our search can be hurried (it plays its best so
far); a GTP engine cannot: the protocol has no command that interrupts ``genmove``, and the
only way to stop one is to end its process (it starts again, told the game, when it is next
asked; an engine that loads a network, KataGo, takes seconds to). So the person chooses:

- **Our computer plays this move**: the engine is ended, our quickest level plays the move
  at once, and the engine keeps its side (it is told the move when it is asked next);
- **I play this move and on**: the engine is ended and a person plays its side from here
  (as Game ▸ Players… would set it);
- **Wait**: nothing changes, the engine goes on thinking.
"""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from magnetdesk.translation import tr

OURS, TAKE_OVER, WAIT = "ours", "take over", ""


def ask_hurry(parent: QWidget, engine: str) -> str:
    """Ask what "Play now" should do while ``engine`` thinks: :data:`OURS`,
    :data:`TAKE_OVER` or :data:`WAIT`."""
    box = QMessageBox(parent)
    box.setWindowTitle(tr("Play now"))
    box.setIcon(QMessageBox.Icon.Question)
    box.setText(tr("{engine} cannot be hurried: the text protocol has no way to interrupt "
                   "its thinking, only to end it (it starts again when it is next asked).")
                .format(engine=engine))
    box.setInformativeText(tr("Who plays this move?"))
    ours = box.addButton(tr("Our &computer plays it"), QMessageBox.ButtonRole.AcceptRole)
    take = box.addButton(tr("&I play it and on"), QMessageBox.ButtonRole.AcceptRole)
    wait = box.addButton(tr("&Wait"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(wait)
    box.setEscapeButton(wait)
    box.exec()
    clicked = box.clickedButton()
    return OURS if clicked is ours else TAKE_OVER if clicked is take else WAIT
