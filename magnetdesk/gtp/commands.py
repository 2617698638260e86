"""The core GTP commands: identification, board setup, moves, undo, and the magnetdesk
variant selector (the computer's moves and the clock: :mod:`magnetdesk.gtp.computer`). A handler
takes the session and the argument words and returns the result text, or raises
:class:`CommandFailed` with the reason (and then has changed nothing)."""

from __future__ import annotations

import math

from magnetdesk import __version__
from magnetdesk.engine.core.numbers import decimal_number, whole_number
from magnetdesk.engine.core.options import OptionError
from magnetdesk.engine.core.vocabulary import Illegal, Reason, parse_colour
from magnetdesk.gtp.game import Game, Move, TurnAction, options_from_words
from magnetdesk.gtp.host import Handler, Session
from magnetdesk.gtp.protocol import CommandFailed


def need(args: tuple[str, ...], count: int) -> None:
    if len(args) < count:
        raise CommandFailed("syntax error: missing argument")


def colour_of(word: str) -> int:
    colour = parse_colour(word)
    if colour is None:
        raise CommandFailed(f"syntax error: invalid color {word!r}")
    return colour


def protocol_version(session: Session, args: tuple[str, ...]) -> str:
    return "2"


def name(session: Session, args: tuple[str, ...]) -> str:
    return "magnetdesk"


def version(session: Session, args: tuple[str, ...]) -> str:
    return __version__


def known_command(session: Session, args: tuple[str, ...]) -> str:
    need(args, 1)
    return "true" if args[0] in session.commands else "false"


def list_commands(session: Session, args: tuple[str, ...]) -> str:
    return "\n".join(session.commands)


def quit_(session: Session, args: tuple[str, ...]) -> str:
    session.finished = True
    return ""


def boardsize(session: Session, args: tuple[str, ...]) -> str:
    """A new size clears the board and keeps the variant and its other options."""
    need(args, 1)
    size = whole_number(args[0])
    if size is None:
        raise CommandFailed("syntax error: the size is a whole number")
    game = session.game
    if "size" not in game.option_keys:
        raise CommandFailed("unacceptable size")
    schema = game.variant.option("size")
    assert schema.minimum is not None and schema.maximum is not None  # a size has both bounds
    if not schema.minimum <= size <= schema.maximum:
        raise CommandFailed("unacceptable size")
    try:
        session.game = game.restarted(size=size)
    except OptionError as exc:  # e.g. a blocking point off the smaller board
        raise CommandFailed(f"unacceptable size ({exc})") from None
    return ""


def clear_board(session: Session, args: tuple[str, ...]) -> str:
    session.game = session.game.restarted()
    return ""


def komi(session: Session, args: tuple[str, ...]) -> str:
    """A new komi keeps the board: the moves so far are replayed under it. A non-finite komi
    (``nan``, ``inf``, ``1e400``) is refused in every variant, even those without komi."""
    need(args, 1)
    value = decimal_number(args[0])
    if value is None:
        raise CommandFailed("syntax error: komi is a number")
    if not math.isfinite(value):
        raise CommandFailed("komi must be a finite number")
    try:
        game = session.game.with_komi(value)
    except OptionError as exc:
        raise CommandFailed(str(exc)) from None
    if isinstance(game, Illegal):
        raise CommandFailed(f"cannot change komi now: {game.message}")
    session.game = game
    return ""


def play(session: Session, args: tuple[str, ...]) -> str:
    need(args, 2)
    colour = colour_of(args[0])
    position = session.game.position
    move = position.parse_move(" ".join(args[1:]))
    if isinstance(move, Illegal):
        raise CommandFailed(f"illegal move: {move.message}")
    refused = session.game.take(Move(colour, move))
    if refused is not None:
        raise CommandFailed(refusal_text(refused))
    return ""


def magnetdesk_action(session: Session, args: tuple[str, ...]) -> str:
    """``magnetdesk-action COLOUR ACTION``: one action of a Medusa turn (a placement ``k11``,
    a movement ``q15-s15`` or ``qs15``, or ``done``; ``pass`` is ``done`` too)."""
    need(args, 2)
    colour = colour_of(args[0])
    position = session.game.position
    if not hasattr(position, "parse_action"):
        raise CommandFailed(f"{session.game.variant.name} moves are whole moves: use play")
    if len(args) > 2:
        raise CommandFailed("syntax error: one action at a time (play takes a whole turn)")
    action = position.parse_action(args[1])
    if isinstance(action, Illegal):
        raise CommandFailed(f"illegal move: {action.message}")
    refused = session.game.take(TurnAction(colour, action))
    if refused is not None:
        raise CommandFailed(refusal_text(refused))
    return ""


def refusal_text(refused: Illegal) -> str:
    if refused.reason is Reason.GAME_OVER:
        return refused.message
    return f"illegal move: {refused.message}"


def undo(session: Session, args: tuple[str, ...]) -> str:
    """Takes back the last step: a move (a whole Medusa turn), or one Medusa action."""
    if not session.game.undo():
        raise CommandFailed("cannot undo")
    return ""


def magnetdesk_variant(session: Session, args: tuple[str, ...]) -> str:
    """``magnetdesk-variant ID [key=value ...]``: a new variant and options, on a fresh board."""
    need(args, 1)
    try:
        session.game = Game.named(args[0].lower(), options_from_words(args[1:]))
    except OptionError as exc:
        raise CommandFailed(str(exc)) from None
    return ""


COMMANDS: dict[str, Handler] = {
    "protocol_version": protocol_version,
    "name": name,
    "version": version,
    "known_command": known_command,
    "list_commands": list_commands,
    "quit": quit_,
    "boardsize": boardsize,
    "clear_board": clear_board,
    "komi": komi,
    "play": play,
    "undo": undo,
    "magnetdesk-variant": magnetdesk_variant,
    "magnetdesk-action": magnetdesk_action,
}
