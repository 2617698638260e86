"""An engine as the user attached it: a name, the program and its arguments, the folder it
runs in, and the commands sent after it starts (as Sabaki's engine "commands")."""

from __future__ import annotations

import json
import shlex
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any


@dataclass(frozen=True)
class EngineSpec:
    name: str
    program: str
    arguments: tuple[str, ...] = ()
    folder: str = ""  # the working folder; '' for ours
    commands: tuple[str, ...] = field(default=())  # GTP commands sent after the start

    @property
    def argv(self) -> list[str]:
        return [self.program, *self.arguments]

    @property
    def command_line(self) -> str:
        """The program and arguments as one line a shell would split back the same way."""
        return shlex.join(self.argv)

    @classmethod
    def from_command_line(cls, line: str, name: str = "", folder: str = "",
                          commands: Sequence[str] = ()) -> EngineSpec:
        """A spec from a line split as a shell does (quotes keep spaces); ValueError for an
        empty line or unbalanced quotes. The name defaults to the program's file name."""
        words = shlex.split(line)
        if not words:
            raise ValueError("no program given")
        return cls(name or default_name(words), words[0], tuple(words[1:]), folder,
                   tuple(c.strip() for c in commands if c.strip()))

    def renamed(self, name: str) -> EngineSpec:
        return replace(self, name=name)

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "program": self.program, "arguments": list(self.arguments),
                "folder": self.folder, "commands": list(self.commands)}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> EngineSpec:
        """A spec from :meth:`to_json`'s dictionary; ValueError when it is not one."""
        try:
            program = data["program"]
            if not isinstance(program, str) or not program:
                raise ValueError("no program")
            arguments = tuple(str(word) for word in data.get("arguments", ()))
            commands = tuple(str(line) for line in data.get("commands", ()))
            name = str(data.get("name") or default_name([program, *arguments]))
            return cls(name, program, arguments, str(data.get("folder", "")), commands)
        except (KeyError, TypeError, AttributeError) as error:
            raise ValueError(f"not an engine: {error}") from None


def default_name(argv: Sequence[str]) -> str:
    """A short name: the program's file name and its arguments but the GTP mode switch."""
    words = [Path(argv[0]).name, *argv[1:]]
    text = " ".join(words).replace("--mode gtp", "").replace("--quiet", "")
    return " ".join(text.split())


def specs_to_text(specs: Sequence[EngineSpec]) -> str:
    """The engine list as JSON text (kept in the settings)."""
    return json.dumps([spec.to_json() for spec in specs])


def specs_from_text(text: str) -> list[EngineSpec]:
    """The engine list from :func:`specs_to_text`; entries that are not engines are dropped,
    and text that is not JSON gives an empty list (settings from elsewhere never break us)."""
    try:
        data = json.loads(text) if text else []
    except ValueError:
        return []
    specs = []
    for entry in data if isinstance(data, list) else []:
        try:
            specs.append(EngineSpec.from_json(entry))
        except ValueError:
            continue
    return specs
