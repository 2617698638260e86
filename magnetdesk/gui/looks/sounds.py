"""The sounds of the board: a stone (or piece) set down, and stones taken (a capture, a
Medusa reversal, a chess capture). View ▸ Sound switches them off (remembered).

Qt's sound playback lives in QtMultimedia, which PySide6-Essentials does not carry (the
add-on wheels weigh some 150 MB for two clicks), so the system plays the WAV files: Windows
through ``winsound`` (standard library), macOS through ``afplay``, Linux through the first of
``pw-play``, ``paplay``, ``aplay`` that is installed. Without any of them the board is
silent. Playing never waits and never fails a move.

>>> sound_for(())  # a pass: silence
>>> from magnetdesk.engine.core.vocabulary import Captured, Placed
>>> sound_for((Placed(3, 1),)), sound_for((Placed(3, 1), Captured(frozenset({4}), 1)))
('stone', 'capture')
"""

from __future__ import annotations

import contextlib
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterable
from functools import cache
from importlib.resources import files
from pathlib import Path

from magnetdesk.engine.core.vocabulary import Captured, Passed, Removed
from magnetdesk.engine.families import families

SOUNDS = files("magnetdesk") / "resources" / "sounds"
LINUX_PLAYERS = (("pw-play",), ("paplay",), ("aplay", "-q"))

Backend = Callable[[Path], None]


def SILENT(path: Path) -> None:
    """The backend of a window that makes no sound (tests, scripts, the self-test)."""


@cache
def captures() -> tuple[type, ...]:
    """The effects that sound as a capture: the core ones and each family's own (a chess
    capture, a Medusa reversal: :attr:`~magnetdesk.engine.core.family.Family.captures`)."""
    own = tuple(kind for family in families().values() for kind in family.captures)
    return (Captured, Removed, *own)


def sound_for(effects: Iterable[object]) -> str | None:
    """The sound of a move with these effects: "capture", "stone", or None (a pass)."""
    effects = tuple(effects)
    if any(isinstance(effect, captures()) for effect in effects):
        return "capture"
    if effects and not all(isinstance(effect, Passed) for effect in effects):
        return "stone"
    return None


class Sounds:
    """Plays the named sounds unless ``muted``; ``backend`` plays a WAV file (default: the
    system's, see the module docstring)."""

    def __init__(self, backend: Backend | None = None, muted: bool = False) -> None:
        self.backend = backend if backend is not None else system_backend()
        self.muted = muted

    def play_for(self, effects: Iterable[object]) -> None:
        name = sound_for(effects)
        if name is not None:
            self.play(name)

    def play(self, name: str) -> None:
        if self.muted or self.backend is None:
            return
        with contextlib.suppress(OSError):
            self.backend(Path(str(SOUNDS / f"{name}.wav")))


def system_backend(platform: str = sys.platform) -> Backend | None:
    """How this system plays a WAV file without waiting (None: it cannot)."""
    if platform == "win32":
        import winsound

        # typeshed declares winsound's names for sys.platform == "win32" only, and mypy checks
        # for the platform it runs on; ``platform`` is a parameter (the tests pass another)
        flags = winsound.SND_FILENAME | winsound.SND_ASYNC | winsound.SND_NODEFAULT  # type: ignore[attr-defined]
        return lambda path: winsound.PlaySound(str(path), flags)  # type: ignore[attr-defined]
    players = (("afplay",),) if platform == "darwin" else LINUX_PLAYERS
    for player in players:
        program = shutil.which(player[0])
        if program is not None:
            return _Spawner([program, *player[1:]])
    return None


class _Spawner:
    """Starts the player program for each sound and lets finished ones go (no zombies)."""

    def __init__(self, command: list[str]) -> None:
        self.command = command
        self.running: list[subprocess.Popen] = []

    def __call__(self, path: Path) -> None:
        self.running = [p for p in self.running if p.poll() is None]
        self.running.append(subprocess.Popen(
            [*self.command, str(path)], stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        ))
