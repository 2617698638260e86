"""A GTP engine as a child process, for tests that talk to real programs."""

from __future__ import annotations

import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


class GtpProcess:
    """A GTP engine as a child process; ``send`` returns the answer text after ``=``."""

    def __init__(self, argv: list[str]) -> None:
        self.process = subprocess.Popen(
            argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=ROOT
        )

    def send(self, command: str) -> str:
        answer = self.ask(command)
        assert answer.startswith("="), (command, answer)
        return answer[1:].strip()

    def ask(self, command: str) -> str:
        """The whole answer (``=...`` or ``?...``) without its closing empty line."""
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()
        lines = []
        while True:
            line = self.process.stdout.readline()
            assert line, f"the engine closed its output after {command!r}"
            if not line.strip():
                break
            lines.append(line.rstrip("\n"))
        return "\n".join(lines)

    def run(self, *commands: str) -> list[str]:
        answers = [self.send(c) for c in commands]
        self.close()
        return answers

    def close(self) -> None:
        self.send("quit")
        self.process.stdin.close()
        assert self.process.wait(timeout=30) == 0
