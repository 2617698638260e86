"""``loadsgf`` and ``printsgf``: the session's game from and to our SGF files (any variant).

``loadsgf FILE [N]`` loads the main line and stops before move N (GTP: the position before move
N is played); stones set up in the file stay on the board when moves are undone. In a chess
variant FILE may also be a chess game printed as text (``1. d4 Nf6 ...``), played in the
session's variant (:mod:`magnetdesk.record.families.chess_text`).
``printsgf [FILE]`` writes the game so far (to FILE atomically, or as the answer). A file holds
whole turns: Medusa actions played one by one (``magnetdesk-action``) are written as their turn
once it is done; a turn still in progress is left out.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from magnetdesk.engine.core.numbers import whole_number
from magnetdesk.engine.core.options import OptionError
from magnetdesk.engine.core.vocabulary import WHITE, Illegal
from magnetdesk.gtp.game import Game, Handicap, Move, TurnAction, find_variant
from magnetdesk.gtp.host import Session
from magnetdesk.gtp.protocol import CommandFailed
from magnetdesk.record import Game as RecordGame
from magnetdesk.record import GameRecord, Setup, SgfError, game_to_sgf, load_game, save_game
from magnetdesk.record.positions import apply_setup


@dataclass(frozen=True)
class Placement:
    """Stones a loaded file sets on the board (SGF AB/AW/AE): not a move, undo keeps them."""

    setup: Setup
    undoable: ClassVar[bool] = False

    def apply(self, position: Any) -> Any | Illegal:
        return apply_setup(position, self.setup)


def loadsgf(session: Session, args: tuple[str, ...]) -> str:
    if not args:
        raise CommandFailed("syntax error: loadsgf FILE [MOVE_NUMBER]")
    stop = None
    if len(args) > 1:
        stop = whole_number(args[1])
        if stop is None or stop < 1:
            raise CommandFailed("syntax error: the move number must be 1 or more")
    current = session.game
    try:
        record, _warnings = load_game(args[0], text_variant=(current.variant.id, current.options))
        variant = find_variant(record.variant)
    except (SgfError, OptionError) as exc:
        raise CommandFailed(f"cannot load file: {exc}") from None
    cursor = RecordGame(record)
    if stop is None:
        cursor.last()
    else:
        cursor.go_to_move(stop - 1)
    game = Game(variant, dict(record.options))
    for node in cursor.node.path():
        step = _step_of(node, game)
        if step is None:
            continue
        refused = game.take(step)
        if refused is not None:
            raise CommandFailed(f"cannot load file: {refused.message}")
    session.game = game
    return "black" if game.position.to_move != WHITE else "white"


def _step_of(node: Any, game: Game) -> Move | Placement | None:
    if node.play is not None:
        position = game.position
        move = position.parse_move(node.play.text)
        if isinstance(move, Illegal):
            raise CommandFailed(f"cannot load file: {move.message}")
        return Move(node.play.colour, move)
    if node.setup is not None and not node.setup.is_empty():
        return Placement(node.setup)
    return None


def printsgf(session: Session, args: tuple[str, ...]) -> str:
    game = session.game
    record = GameRecord(game.variant.id, game.options)
    cursor = RecordGame(record)
    for step, before in zip(game.steps, game.positions, strict=False):
        refused = _record_step(cursor, step, before)
        if refused is not None:
            raise CommandFailed(f"cannot write the game: {refused.message}")
    if not args:
        return game_to_sgf(record).rstrip("\n")
    try:
        save_game(record, args[0])
    except OSError as exc:
        raise CommandFailed(f"cannot save file: {exc}") from None
    return ""


def _record_step(cursor: RecordGame, step: Any, before: Any) -> Illegal | None:
    if isinstance(step, TurnAction):
        after = step.apply(before)
        assert not isinstance(after, Illegal)  # the game took this step from ``before``
        if after.in_turn:
            return None  # the record holds whole turns: this one goes in when it is done
        step = Move(step.colour, before.turn_so_far)
    if isinstance(step, Move):
        outcome = cursor.play(step.move, step.colour)
        return outcome if isinstance(outcome, Illegal) else None
    if isinstance(step, Handicap):
        names = [before.topology.name(c) for c in step.cells]
        return cursor.add_setup(black=names, to_move=WHITE)
    setup = step.setup
    return cursor.add_setup(setup.black, setup.white, setup.empty, setup.to_move)


COMMANDS = {"loadsgf": loadsgf, "printsgf": printsgf}
