"""Fairy-Stockfish, an outside engine, on the Magnetic Chess family's field-less code NNNN:
chess with king capture and no check. It reads variants from a ``variants.ini`` text;
:data:`VARIANTS_INI` describes NNNN as our rulings do (../shared/rules/magnetic-chess.md,
rules 1–3):

* ``king = -`` and ``commoner = k``: the king is an ordinary piece, so there is no check:
  moving into or staying in attack is legal, and castling never asks whether a square is
  attacked (``checking`` stays true: ``checking = false`` would forbid *giving* check);
* ``extinctionValue = loss`` with ``extinctionPieceTypes = k``: taking the king wins at once
  (after it, no moves);
* ``castlingKingPiece = k``: the castling piece is that commoner king;
* ``enPassantRegion = -``: no en passant;
* ``doubleStepRegionWhite = *1 *2`` (black ``*7 *8``): a pawn on its own first or second rank
  may step two squares;
* ``stalemateValue = loss``: a side with no legal move loses (rule 1; only the game's result).

Promotion (Q, R, B, N, always four moves), the fifty-move and threefold rules are chess's, as
ours. What it cannot express is the field, so only code NNNN is played.

:class:`FairyStockfish` is the UCI program (``benchmarks/setup_fairy_stockfish.py`` builds it
into :data:`DEFAULT_PROGRAM`); :class:`FairyStockfishPlayer` is the arena's ``fsf:DEPTH``:

    with FairyStockfish(DEFAULT_PROGRAM) as engine:
        engine.best_move(START_FEN, ["e2e4"], depth=3)
"""

from __future__ import annotations

import queue
import subprocess
import threading
from pathlib import Path
from types import TracebackType
from typing import Any

from magnetdesk.engine.chess.codes import FieldCode
from magnetdesk.engines.errors import DIED, HUNG, UNSUPPORTED, EngineError

VARIANT = "magnetic-nnnn"
VARIANTS_INI = f"""\
# Magnetic Chess, code NNNN (no field): chess with king capture, no check, no en passant
[{VARIANT}:chess]
king = -
commoner = k
castlingKingPiece = k
extinctionValue = loss
extinctionPieceTypes = k
stalemateValue = loss
enPassantRegion = -
doubleStepRegionWhite = *1 *2
doubleStepRegionBlack = *7 *8
"""
START_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
VERSION = "0.0.90"  # pyffish's; its sdist is Fairy-Stockfish's source of that day
DEFAULT_DIR = Path.home() / ".cache" / "magnetdesk" / f"fairy-stockfish-{VERSION}"
DEFAULT_PROGRAM = DEFAULT_DIR / "fairy-stockfish"
ANSWER_SECONDS = 600.0
FIELD_LESS = FieldCode("NNNN")


class FairyStockfish:
    """The UCI program playing NNNN: one process, one thread, the classical evaluation, the
    ``variants.ini`` beside the program. EngineError when it ends or falls silent."""

    def __init__(self, program: Path, hash_mb: int = 64) -> None:
        try:
            self.process = subprocess.Popen(
                [str(program)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                bufsize=1)
        except OSError as error:
            raise EngineError(f"Fairy-Stockfish ({program}) did not start: {error}") from None
        self.lines: queue.Queue[str] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        self._send("uci")
        self._until("uciok")
        for name, value in (("VariantPath", program.parent / "variants.ini"),
                            ("UCI_Variant", VARIANT), ("Use NNUE", "false"),
                            ("Threads", 1), ("Hash", hash_mb)):
            self._send(f"setoption name {name} value {value}")
        self.new_game()

    def new_game(self) -> None:
        """Forget the last game (``ucinewgame``: the hash table) and wait until ready."""
        self._send("ucinewgame")
        self._send("isready")
        self._until("readyok")

    def best_move(self, fen: str, moves: list[str], depth: int) -> str:
        """The move it plays after ``moves`` from ``fen``, searching ``depth`` plies (long
        algebraic, castling as the king's move; ``(none)`` where it has no move)."""
        self._position(fen, moves)
        self._send(f"go depth {depth}")
        return self._until("bestmove").split()[1]

    def perft(self, fen: str, moves: list[str], depth: int) -> int:
        """The number of move sequences of ``depth`` plies after ``moves`` from ``fen``."""
        self._position(fen, moves)
        self._send(f"go perft {depth}")
        return int(self._until("Nodes searched").split(":")[1])

    def _position(self, fen: str, moves: list[str]) -> None:
        self._send(f"position fen {fen}" + (f" moves {' '.join(moves)}" if moves else ""))

    def _send(self, line: str) -> None:
        assert self.process.stdin is not None
        try:
            self.process.stdin.write(line + "\n")
        except OSError:
            raise EngineError(f"Fairy-Stockfish ended before {line!r}", DIED) from None

    def _read(self) -> None:
        """Every line the program writes, into the queue ("" when it ends)."""
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.put(line)
        self.lines.put("")

    def _until(self, prefix: str) -> str:
        """The first line that starts with ``prefix`` (EngineError after a long silence)."""
        while True:
            try:
                line = self.lines.get(timeout=ANSWER_SECONDS)
            except queue.Empty:
                raise EngineError(f"Fairy-Stockfish did not answer {prefix}", HUNG) from None
            if not line:
                raise EngineError(f"Fairy-Stockfish ended before answering {prefix}", DIED)
            if line.startswith(prefix):
                return line.strip()

    def close(self) -> None:
        if self.process.poll() is None:
            try:
                self._send("quit")
                self.process.wait(5)
            except (EngineError, subprocess.TimeoutExpired):
                self.process.kill()
                self.process.wait()

    def __enter__(self) -> FairyStockfish:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self.close()


def field_less_refusal(start: Any) -> str | None:
    """Why Fairy-Stockfish cannot play the game of ``start``, or None for code NNNN (a fixed
    code, no origin code, positions may repeat, a chess family game)."""
    rules = start.rules
    if getattr(rules, "code", None) is None:
        return f"Fairy-Stockfish plays only chess, not {rules.variant}"
    if rules.code_rule != "fixed" or rules.code != FIELD_LESS:
        return ("Fairy-Stockfish plays only the field-less code NNNN "
                "(--variant chess-custom --option code=NNNN), it cannot express a field")
    if rules.no_repetition:
        return "Fairy-Stockfish plays NNNN only with repetitions allowed (no_repetition off)"
    return None


class FairyStockfishPlayer:
    """The arena's ``fsf:DEPTH[:PROGRAM]``: Fairy-Stockfish searching ``depth`` plies a move
    on code NNNN (EngineError for any other game). It is told the start as FEN and every move
    since, so it knows the game's history (repetitions, castling rights)."""

    def __init__(self, depth: int, program: Path = DEFAULT_PROGRAM) -> None:
        self.depth, self.program = depth, program
        self.name = f"fsf:{depth}"
        self.engine: FairyStockfish | None = None
        self.fen = START_FEN
        self.moves: list[str] = []  # since ``fen``: the game's and the opening's

    def new_game(self, start: Any, seed: int) -> None:
        refusal = field_less_refusal(start)
        if refusal is not None:
            raise EngineError(refusal, UNSUPPORTED)
        if self.engine is None:
            self.engine = FairyStockfish(self.program)
        else:
            self.engine.new_game()
        self.fen, self.moves = start.fen(), []

    def genmove(self, position: Any) -> str:
        assert self.engine is not None, "new_game first"
        move = self.engine.best_move(self.fen, self.moves, self.depth)
        if move == "(none)":
            raise EngineError(f"Fairy-Stockfish has no move at {position.fen()}")
        self.moves.append(move)
        return move

    def play(self, colour: int, text: str) -> None:
        self.moves.append(text)

    def close(self) -> None:
        if self.engine is not None:
            self.engine.close()
            self.engine = None


def player_from_spec(spec: str) -> FairyStockfishPlayer:
    """``fsf:DEPTH`` or ``fsf:DEPTH:PROGRAM``; ValueError for a bad depth or a program that
    is not there (with how to build it)."""
    _, _, rest = spec.partition(":")
    depth_text, _, program_text = rest.partition(":")
    try:
        depth = int(depth_text)
    except ValueError:
        depth = 0
    if depth < 1:
        raise ValueError(f"bad player {spec!r}: use fsf:DEPTH (1 or more) or fsf:DEPTH:PROGRAM")
    program = Path(program_text).expanduser() if program_text else DEFAULT_PROGRAM
    if not program.is_file():
        raise ValueError(f"{spec}: no Fairy-Stockfish at {program}; build it with "
                         "python3 benchmarks/setup_fairy_stockfish.py")
    if not (program.parent / "variants.ini").is_file():
        raise ValueError(f"{spec}: no variants.ini beside {program}; "
                         "benchmarks/setup_fairy_stockfish.py --dir DIR writes one")
    return FairyStockfishPlayer(depth, program)
