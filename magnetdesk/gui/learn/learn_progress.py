"""What a person has learnt, kept between runs: the problems solved (by their stable id,
``"go/7"``), the problems failed at the first try (a wrong try or the answer shown before
they were solved: as lichess counts a puzzle, a problem solved after that is solved, not
solved at the first try), and the lessons passed with their stars.

The progress is a JSON file in the user data folder (:func:`progress_path`), written
atomically after every change (:func:`magnetdesk.record.sgf.write_atomically`) and read like
the other state files (:mod:`~magnetdesk.gui.common.state_files`): a file that cannot be used is
moved aside (``NAME.broken``), the progress starts empty and ``problem`` says so; nothing here
raises. Keys this version does not know (a newer version's) are kept as they were, and the ids
are the problems' stable ids, so the progress survives updates of the app and its collections.

>>> import tempfile
>>> from pathlib import Path
>>> progress = LearnProgress(Path(tempfile.mkdtemp()) / "learn.json")
>>> progress.mark_solved("go/7")
True
>>> LearnProgress(progress.path).solved("go/7"), progress.solved("go/8")
(True, False)
>>> progress.mark_failed("go/8"), progress.mark_solved("go/8"), progress.mark_failed("go/7")
(True, True, True)
>>> progress.first_time("go/7"), progress.first_time("go/8"), progress.solved("go/8")
(True, False, True)

A file written before the first tries were kept has no ``problems failed first``: its solved
problems count as solved at the first try, as they were scored then.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from magnetdesk.gui.common.paths import data_dir
from magnetdesk.gui.common.state_files import (
    Unusable,
    Words,
    move_aside,
    read_json_file,
    said,
    why_words,
)
from magnetdesk.record.sgf import write_atomically
from magnetdesk.translation import QT_TR_NOOP

PROGRESS_FILE = "learn-progress.json"
VERSION = 1
SOLVED = "problems solved"
FAILED = "problems failed first"  # failed at the first try, solved since or not
LESSONS = "lessons passed"  # lesson id: the best stars (1 to 3)
BROKEN_PROGRESS = QT_TR_NOOP(
    "The learning progress {file} is broken ({why}): {moved}, and it starts anew."
)
UNREADABLE_PROGRESS = QT_TR_NOOP("The learning progress could not be read ({why}).")
UNSAVED_PROGRESS = QT_TR_NOOP("The learning progress could not be saved ({why}).")


def progress_path() -> Path:
    """Where the progress is kept: in the user data folder."""
    return data_dir() / PROGRESS_FILE


class LearnProgress:
    """The progress in the JSON file at ``path`` (see the module docstring)."""

    def __init__(self, path: str | os.PathLike[str] | None = None) -> None:
        self.path = Path(path) if path is not None else progress_path()
        self._problem: Words | None = None
        self._values: dict[str, Any] = {}
        self._solved: list[str] = []
        self._failed: list[str] = []
        self._stars: dict[str, int] = {}
        self._load()

    problem = property(lambda self: said(self._problem), doc="What went wrong, in words.")

    def _load(self) -> None:
        """Take in what the file holds now, beside what this run already knows: another
        window (the problems beside the course) may have written it since, and nothing either
        of them learnt may be lost."""
        self._values = self._read()
        self._solved = self._merged(SOLVED, self._solved)
        self._failed = self._merged(FAILED, self._failed)
        passed = self._values.get(LESSONS)
        stars = (
            {key: _int(value) for key, value in passed.items() if 1 <= _int(value) <= 3}
            if isinstance(passed, dict) else {}
        )
        for lesson_id, earned in self._stars.items():
            stars[lesson_id] = max(stars.get(lesson_id, 0), earned)
        self._stars = stars

    def _merged(self, key: str, known: list[str]) -> list[str]:
        """The ids the file keeps under ``key``, then those only this run knows."""
        held = self._values.get(key)
        kept = [item for item in held if isinstance(item, str)] if isinstance(held, list) else []
        return kept + [item for item in known if item not in kept]

    def _read(self) -> dict[str, Any]:
        try:
            data = read_json_file(self.path)
            if not isinstance(data, dict):
                raise Unusable(QT_TR_NOOP("it does not hold a learning progress"))
        except FileNotFoundError:
            return {}
        except OSError as error:
            self._problem = Words(UNREADABLE_PROGRESS, {"why": why_words(error)})
            return {}
        except ValueError as error:
            moved = move_aside(self.path)
            self._problem = Words(
                BROKEN_PROGRESS, {"file": self.path, "why": why_words(error), "moved": moved}
            )
            return {}
        return data

    def solved(self, problem_id: str) -> bool:
        return problem_id in self._solved

    def solved_ids(self) -> list[str]:
        """The ids of the problems solved, in the order they were first solved."""
        return list(self._solved)

    def first_time(self, problem_id: str) -> bool:
        """Whether ``problem_id`` was solved at the first try (no wrong try, no answer shown
        before it was solved)."""
        return self.solved(problem_id) and problem_id not in self._failed

    def failed(self, problem_id: str) -> bool:
        """Whether the first try at ``problem_id`` failed (solved since or not)."""
        return problem_id in self._failed

    def first_time_ids(self) -> list[str]:
        return [item for item in self._solved if item not in self._failed]

    def mark_failed(self, problem_id: str) -> bool:
        """A wrong try or the answer shown: the problem counts as failed at the first try,
        unless it was solved before (a later try changes nothing, as on lichess). False (and
        ``problem`` set) if it could not be written."""
        self._load()
        if problem_id in self._solved or problem_id in self._failed:
            return True
        self._failed.append(problem_id)
        return self._save()

    def mark_solved(self, problem_id: str) -> bool:
        """Keep ``problem_id`` as solved; False (and ``problem`` set) if it could not be
        written (it stays solved for this run)."""
        self._load()
        if problem_id not in self._solved:
            self._solved.append(problem_id)
        return self._save()

    def stars(self, lesson_id: str) -> int:
        """The best stars earned in the lesson ``lesson_id`` (0: not passed)."""
        return self._stars.get(lesson_id, 0)

    def mark_passed(self, lesson_id: str, stars: int) -> bool:
        """Keep the lesson as passed with ``stars`` (1 to 3; a better earlier result stays);
        False (and ``problem`` set) if it could not be written."""
        self._load()
        self._stars[lesson_id] = max(self._stars.get(lesson_id, 0), min(3, max(1, stars)))
        return self._save()

    def reset_lessons(self) -> bool:
        """Forget the lessons passed and their stars (the problems solved stay)."""
        self._load()
        self._stars = {}
        self._values.pop(LESSONS, None)
        return self._save()

    def reset(self) -> bool:
        """Forget the problems solved and failed (the lessons' stars stay)."""
        self._load()
        self._solved = []
        self._failed = []
        self._values.pop(SOLVED, None)
        self._values.pop(FAILED, None)
        return self._save()

    def _save(self) -> bool:
        self._values["version"] = max(VERSION, _int(self._values.get("version")))
        self._values[SOLVED] = list(self._solved)
        if self._failed:
            self._values[FAILED] = list(self._failed)
        if self._stars:
            self._values[LESSONS] = dict(self._stars)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            write_atomically(self.path, json.dumps(self._values, indent=1).encode("utf-8"))
        except OSError as error:
            self._problem = Words(UNSAVED_PROGRESS, {"why": why_words(error)})
            return False
        return True


def _int(value: object) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0
