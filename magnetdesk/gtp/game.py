"""The game a text-protocol session talks about: a variant with its options, the start
position, and the steps taken since (handicap placement, moves, single Medusa actions), with
the position after each step so that ``undo`` can go back and a new komi can be replayed under
the same moves."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, Protocol

from magnetdesk.engine.core.family import Family
from magnetdesk.engine.core.options import OptionError
from magnetdesk.engine.core.registry import Variant
from magnetdesk.engine.core.vocabulary import BLACK, Illegal, Reason
from magnetdesk.engine.variants import VARIANTS, family_of


@dataclass(frozen=True)
class Move:
    """``colour`` plays ``move`` (a move value of the variant; a whole turn in Medusa)."""

    colour: int
    move: Any
    undoable: ClassVar[bool] = True

    def apply(self, position: Any) -> Any | Illegal:
        if getattr(position, "in_turn", False):
            return Illegal(Reason.ILLEGAL, turn_in_progress(position))
        position = position.ready_for(self.colour)
        if isinstance(position, Illegal):
            return position
        outcome = position.attempt(self.move)
        return outcome if isinstance(outcome, Illegal) else outcome.position


@dataclass(frozen=True)
class Handicap:
    """Black's handicap stones; not a move, so ``undo`` does not take them back (GTP)."""

    cells: tuple[int, ...]
    undoable: ClassVar[bool] = False

    def apply(self, position: Any) -> Any | Illegal:
        try:
            return position.with_handicap(list(self.cells))
        except ValueError as exc:
            return Illegal(Reason.ILLEGAL, str(exc))


@dataclass(frozen=True)
class TurnAction:
    """``colour`` plays one action of a Medusa turn (``magnetdesk-action``): a placement, a
    movement, or ``done``. The turn stays open until ``done``."""

    colour: int
    action: Any
    undoable: ClassVar[bool] = True

    def apply(self, position: Any) -> Any | Illegal:
        if not position.in_turn:
            position = position.ready_for(self.colour)
            if isinstance(position, Illegal):
                return position
        elif self.colour != position.to_move:
            return Illegal(Reason.NOT_YOUR_TURN, turn_in_progress(position))
        outcome = position.attempt(self.action)
        return outcome if isinstance(outcome, Illegal) else outcome.position


def turn_in_progress(position: Any) -> str:
    side = "black" if position.to_move == BLACK else "white"
    done = position.move_text(position.turn_so_far)
    return (f"{side}'s turn is in progress ({done}): end it with "
            f"'magnetdesk-action {side} done' or take an action back with undo")


class Step(Protocol):
    """A step of the game: :class:`Move`, :class:`TurnAction`, :class:`Handicap`, or the
    stones a loaded file sets (:class:`magnetdesk.gtp.files.Placement`). ``undoable`` says
    whether ``undo`` takes it back."""

    undoable: ClassVar[bool]

    def apply(self, position: Any) -> Any | Illegal:
        """The position after this step, or why it cannot be taken."""
        ...


def find_variant(variant_id: str) -> Variant:
    try:
        return VARIANTS[variant_id]
    except KeyError:
        raise OptionError(
            f"unknown variant {variant_id!r} (known: {', '.join(VARIANTS)})"
        ) from None


def options_from_words(words: Iterable[str]) -> dict[str, str]:
    """``key=value`` words as a dict. A word without ``=`` continues the value before it, so
    ``blocked=E5 C3`` lists two points."""
    options: dict[str, str] = {}
    key = None
    for word in words:
        if "=" in word:
            key, value = word.split("=", 1)
            key = key.strip().lower().replace("-", "_")
            if not key:
                raise OptionError(f"an option needs a name: {word!r}")
            options[key] = value
        elif key is None:
            raise OptionError(f"options are written key=value, not {word!r}")
        else:
            options[key] = f"{options[key]} {word}".strip()
    return options


class Game:
    """A variant, its resolved options, and the positions of the game so far."""

    def __init__(self, variant: Variant, options: Mapping[str, Any]) -> None:
        start = variant.start(**options)
        self.variant = variant
        self.options: dict[str, Any] = dict(start.rules.options)
        self._positions = [start]
        self._steps: list[Step] = []

    @classmethod
    def named(cls, variant_id: str, options: Mapping[str, Any]) -> Game:
        """A new game; OptionError for an unknown variant or a wrong option."""
        return cls(find_variant(variant_id), options)

    @property
    def position(self) -> Any:
        return self._positions[-1]

    @property
    def steps(self) -> tuple[Step, ...]:
        return tuple(self._steps)

    @property
    def positions(self) -> tuple[Any, ...]:
        """The position before each step, and the current one last."""
        return tuple(self._positions)

    @property
    def family(self) -> Family:
        return family_of(self.variant.id)

    @property
    def option_keys(self) -> frozenset[str]:
        return frozenset(o.key for o in self.variant.options)

    def restarted(self, **changes: Any) -> Game:
        """The same variant and options, with ``changes``, on a fresh board."""
        return Game(self.variant, {**self.options, **changes})

    def take(self, step: Step) -> Illegal | None:
        """Take ``step`` from the current position, or say why not (then nothing changes)."""
        outcome = step.apply(self.position)
        if isinstance(outcome, Illegal):
            return outcome
        self._steps.append(step)
        self._positions.append(outcome)
        return None

    def undo(self) -> bool:
        """Take back the last move; False when there is none (handicap stones stay)."""
        if not self._steps or not self._steps[-1].undoable:
            return False
        self._steps.pop()
        self._positions.pop()
        return True

    def with_komi(self, komi: float) -> Game | Illegal:
        """The same game under a new komi, its steps replayed (variants without komi ignore
        it). OptionError if the komi is out of range."""
        if "komi" not in self.option_keys:
            return self
        game = self.restarted(komi=komi)
        for step in self._steps:
            refused = game.take(step)
            if refused is not None:
                return refused
        return game
