"""Option schemas: what a variant can be set to, with defaults, so the new-game dialog, the text
protocol (``magnetdesk-variant ID key=value``) and the file format all read one description.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from magnetdesk.engine.core.numbers import decimal_number, whole_number
from magnetdesk.translation import tr

TEXT_KINDS = ("text", "code")


class OptionError(ValueError):
    """A user gave an option a value it cannot take; the message says what is allowed."""


@dataclass(frozen=True)
class Option:
    """One rule option.

    ``kind`` is ``int``, ``float``, ``choice``, ``bool``, ``points`` (a list of board points
    such as ``C3 D5``), ``text`` (free text that ``normalise`` turns into its canonical form,
    raising OptionError with what is allowed: a list of Magnetic Chess codes) or ``code`` (a
    Magnetic Chess field code such as ``RAAR``: text too, which the app edits with four
    R/A/N selectors). A
    ``float`` option whose default is None means "standard" (komi: the usual value for the
    scoring and handicap).

    ``label``, ``help`` and each of the ``choices`` are English and marked with
    ``QT_TR_NOOP`` where they are written: the window shows ``tr(option.label)`` and
    ``tr(choice)``, while the value stays the choice itself (``area``) in files and in the
    text protocol. OptionError messages are made with ``tr()``.
    """

    key: str
    label: str
    kind: str
    default: Any
    help: str = ""
    choices: tuple[str, ...] = ()
    minimum: float | None = None
    maximum: float | None = None
    presets: tuple[Any, ...] = ()
    normalise: Callable[[str], str] | None = None

    def parse(self, text: str) -> Any:
        """The value of ``text`` for this option, or OptionError with what is allowed."""
        text = text.strip()
        if self.kind == "int":
            value = whole_number(text, signed=True)
            if value is None:
                message = tr("{key} must be a whole number, not {value}")
                raise OptionError(message.format(key=self.key, value=repr(text)))
            return self.check(value)
        if self.kind == "float":
            if text.lower() in ("", "auto", "standard"):
                return self.check(None)
            number = decimal_number(text)
            if number is None:
                message = tr("{key} must be a number, not {value}")
                raise OptionError(message.format(key=self.key, value=repr(text)))
            return self.check(number)
        if self.kind == "bool":
            lowered = text.lower()
            if lowered in ("1", "true", "yes", "on"):
                return True
            if lowered in ("0", "false", "no", "off"):
                return False
            message = tr("{key} must be true or false, not {value}")
            raise OptionError(message.format(key=self.key, value=repr(text)))
        if self.kind == "choice":
            return self.check(text.lower())
        if self.kind == "points":
            return self.check(" ".join(text.replace(",", " ").split()).upper())
        if self.kind in TEXT_KINDS:
            return self.check(text)
        raise AssertionError(f"unknown option kind {self.kind}")

    def check(self, value: Any) -> Any:
        """Validate an already typed value (from code or a dialog)."""
        key = self.key
        if self.kind == "choice" and value not in self.choices:
            message = tr("{key} must be one of {choices}, not {value}")
            choices = ", ".join(self.choices)
            raise OptionError(message.format(key=key, choices=choices, value=repr(value)))
        if self.kind in ("int", "float") and value is not None:
            if isinstance(value, bool) or not isinstance(value, int | float):
                raise OptionError(tr("{key} must be a number").format(key=key))
            if value != value or value in (float("inf"), float("-inf")):
                raise OptionError(tr("{key} must be a finite number").format(key=key))
            if self.kind == "int" and value != int(value):
                message = tr("{key} must be a whole number, not {value}")
                raise OptionError(message.format(key=key, value=repr(value)))
            if self.minimum is not None and value < self.minimum:
                message = tr("{key} must be at least {minimum}")
                raise OptionError(message.format(key=key, minimum=f"{self.minimum:g}"))
            if self.maximum is not None and value > self.maximum:
                message = tr("{key} must be at most {maximum}")
                raise OptionError(message.format(key=key, maximum=f"{self.maximum:g}"))
        if self.kind == "bool" and not isinstance(value, bool):
            raise OptionError(tr("{key} must be true or false").format(key=key))
        if self.kind == "points" and not isinstance(value, str):
            message = tr("{key} must be a list of points such as 'C3 D5'")
            raise OptionError(message.format(key=key))
        if self.kind in TEXT_KINDS:
            if not isinstance(value, str):
                raise OptionError(tr("{key} must be text").format(key=key))
            if self.normalise is not None:
                return self.normalise(value)
        return value

    def text(self, value: Any) -> str:
        """The value as it is written in the text protocol and in files."""
        if value is None:
            return "auto"
        if isinstance(value, bool):
            return "true" if value else "false"
        if isinstance(value, float):
            return f"{value:g}"
        return str(value)


def resolve(schema: tuple[Option, ...], given: dict[str, Any]) -> dict[str, Any]:
    """Defaults completed by ``given`` (typed values, or strings to parse); unknown keys refused."""
    by_key = {o.key: o for o in schema}
    unknown = sorted(set(given) - set(by_key))
    if unknown:
        known = ", ".join(by_key)
        message = tr("unknown option {key} (this variant has: {known})")
        raise OptionError(message.format(key=repr(unknown[0]), known=known))
    values = {o.key: o.default for o in schema}
    for key, value in given.items():
        option = by_key[key]
        values[key] = option.parse(value) if isinstance(value, str) else option.check(value)
        if option.kind == "int":
            values[key] = int(values[key])
    return values
