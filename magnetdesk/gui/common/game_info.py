"""The players, the date and the rules a game file names, both ways.

When a game starts its record gets ``PB``/``PW`` (the computer as ``magnetdesk Strong (4)``,
the person playing it by their login name; a game between two people names nobody), ``DT``
(the ISO date) and ``RU`` (for Go the rule-set name other programs know, else the variant and
its rulings, in English as everything written into files). When such a file is opened again,
:func:`setup_of_file` reads the computer's names back to levels and offers to go on against
the same computer.

>>> computer_name(4), level_of_name("magnetdesk Strong (4)"), level_of_name("Lee Sedol")
('magnetdesk Strong (4)', 4, None)
>>> rules_name("go", {"scoring": "territory"}), rules_name("magnetic-chess", {})
('Japanese', 'Magnetic Chess (field code RAAR)')
"""

from __future__ import annotations

import getpass
import re
from collections.abc import Sequence
from datetime import date

from PySide6.QtWidgets import QMessageBox

from magnetdesk.ai.levels import LEVELS
from magnetdesk.engine.core.options import OptionError
from magnetdesk.engine.core.vocabulary import BLACK, WHITE
from magnetdesk.engines.player import engine_of_name
from magnetdesk.gui.common.setup import DEFAULT_LEVEL, GameSetup, PlayerSetup, two_people
from magnetdesk.record import GameRecord
from magnetdesk.record.notation import rules_name
from magnetdesk.translation import tr

PROGRAM = "magnetdesk"
NAME_KEYS = {BLACK: "PB", WHITE: "PW"}
COMPUTER_NAME = re.compile(rf"{PROGRAM} (\w+) \((\d)\)", re.IGNORECASE)


def computer_name(level: int) -> str:
    """``magnetdesk Strong (4)``: the computer at ``level`` as a file names it (English)."""
    return f"{PROGRAM} {LEVELS[level].name} ({level})"


def level_of_name(name: str) -> int | None:
    """The level of a :func:`computer_name`, or None for any other name."""
    found = COMPUTER_NAME.fullmatch(name.strip())
    if found is None or int(found.group(2)) not in LEVELS:
        return None
    return int(found.group(2))


def person_name() -> str:
    """The person at the computer: their login name ("" if the system does not say)."""
    try:
        return getpass.getuser()
    except (OSError, KeyError, ImportError):
        return ""


def game_info(setup: GameSetup, today: date | None = None) -> dict[str, str]:
    """The game information of a game that starts with ``setup`` (see the module docstring)."""
    info = {"DT": (today or date.today()).isoformat(),
            "RU": rules_name(setup.variant, dict(setup.options))}
    info.update(player_names(setup.players))
    return info


def player_names(players: dict[int, PlayerSetup]) -> dict[str, str]:
    """``PB``/``PW`` for ``players`` when the computer plays a colour (people alone are not
    named: who they are is theirs to write)."""
    if not any(player.computer for player in players.values()):
        return {}
    names = {}
    for colour, key in NAME_KEYS.items():
        player = players[colour]
        name = (player.engine or computer_name(player.level) if player.computer
                else person_name())
        if name:
            names[key] = name
    return names


def renamed_players(info: dict[str, str], players: dict[int, PlayerSetup]) -> dict[str, str]:
    """The ``PB``/``PW`` that change when ``players`` play on in a game whose information is
    ``info``: the computer's names (ours, an engine's), and a person's login name where the
    file named nobody or a computer; a person's own name (a file's "Lee Sedol") stays."""
    changed = {}
    computers = {NAME_KEYS[colour] for colour, player in players.items() if player.computer}
    for key, name in player_names(players).items():
        old = info.get(key, "")
        keep = old and key not in computers and level_of_name(old) is None
        if not keep and old != name:
            changed[key] = name
    return changed


def new_record(setup: GameSetup) -> GameRecord:
    """The record of a game that starts now with ``setup``, its game information written."""
    record = GameRecord(setup.variant, setup.options)
    try:
        info = game_info(setup)
    except (KeyError, OptionError):
        info = {}  # never in the way of a game
    record.info.update(info)
    return record


def players_of_file(record: GameRecord, engines: Sequence[str] = ()
                    ) -> dict[int, PlayerSetup] | None:
    """The players a file names, if it names the computer for a colour (else None): our
    levels by their names, and the outside ``engines`` attached (their names) by the name a
    file gives them (``GNU Go 3.8``: :func:`~magnetdesk.engines.player.engine_of_name`)."""
    players = {}
    for colour, key in NAME_KEYS.items():
        written = record.info.get(key, "")
        level = level_of_name(written)
        engine = engine_of_name(written, engines) if level is None and written else None
        players[colour] = (PlayerSetup(True, level) if level is not None else
                           PlayerSetup(True, DEFAULT_LEVEL, engine) if engine else PlayerSetup())
    if not any(player.computer for player in players.values()):
        return None
    return players


def setup_of_file(window, record: GameRecord) -> GameSetup:
    """The setup for ``record`` just opened in ``window``: people play it, unless the file
    names the computer (or an engine attached), the game is not over, and the person takes
    the offer to go on against it. The opponent chosen for new games stays as it was."""
    players = players_of_file(record, window.engines.names())
    last = record.main_line()[-1]
    if record.result_at(last) or record.position(last).end is not None:
        players = None  # a finished game is only looked at
    if players is not None:
        names = [p.engine or computer_name(p.level) for p in players.values() if p.computer]
        answer = QMessageBox.question(
            window, tr("Go on against the computer?"),
            tr("This game was played against {computer}. Go on against it from the last "
               "move?").format(computer=" / ".join(names)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        )
        if answer != QMessageBox.StandardButton.Yes:
            players = None
    return GameSetup(record.variant, dict(record.options), players or two_people(),
                     window.setup.chosen_opponent())
