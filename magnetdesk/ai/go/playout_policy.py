"""The playout policy: quick games with cheap Go knowledge, on the fast playout board.

A playout move is, in this order (each heuristic tried with a probability, as in MoGo, Pachi
and michi, so that the playouts keep some variety):

1. an answer to the last two moves' ataris: capture a chain in atari next to them (the last
   move's own chain included), or save our chain the last move put in atari, by capturing a
   neighbour in atari or by extending when that gives it two liberties or more;
2. a MoGo 3×3 shape next to the last move (:data:`magnetdesk.ai.go.patterns.PATTERN`);
3. a random move, never into the mover's own eye.

A suggested move that puts its own chain in atari is usually refused (always when the chain
would have two stones or more and the variant is Atari-Go, where that loses at once); random
single-stone self-ataris are refused half of the time, which leaves room for throw-ins.

:func:`playout` plays one such game to its end and :func:`final_margin` counts it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from magnetdesk.ai.go import go_ladder
from magnetdesk.ai.go.patterns import EYE, FREE_SIDES, PATTERN
from magnetdesk.engine.core.vocabulary import BLACK, EMPTY, WHITE
from magnetdesk.engine.go.position import PASS

if TYPE_CHECKING:
    from magnetdesk.engine.core.vocabulary import Colour
    from magnetdesk.engine.go.playout import PlayoutBoard
    from magnetdesk.engine.go.settings import GoSettings


@dataclass(frozen=True)
class Policy:
    """How often each heuristic is tried, and how often a self-atari is refused."""

    capture: float = 0.9  # answer the last moves' ataris
    pattern: float = 0.95  # play a 3×3 shape next to the last move
    refuse_suggested_self_atari: float = 0.9
    refuse_random_self_atari: float = 0.5
    refuse_big_self_atari: float = 0.9  # a random move leaving 2+ stones in atari
    ladders: bool = False  # no running into a ladder (go_ladder.py; the Strongest level)


GO_POLICY = Policy()
# Atari-Go: a chain in atari is taken at once and the capture wins, so never leave one.
ATARI_GO_POLICY = Policy(1.0, 0.95, 1.0, 1.0, 1.0)


class CountedBoard(Protocol):
    """What :func:`final_margin` reads of a playout's last board: the fast board's
    (:class:`~magnetdesk.engine.go.playout.PlayoutBoard`), Magnetgo's
    (:class:`~magnetdesk.ai.go.magnet_playout.MagnetBoard`) or the compiled core's
    (:class:`~magnetdesk.ai.go.fast_playout.FinishedPlayout`)."""

    @property
    def board(self) -> Sequence[Colour]: ...
    @property
    def prisoners(self) -> Sequence[int]: ...
    @property
    def over(self) -> bool: ...
    @property
    def winner(self) -> Colour | None: ...


class FinishedBoard(CountedBoard, Protocol):
    """What :func:`owners` reads as well: the board's shape and its empty points."""

    @property
    def board(self) -> list[Colour]: ...
    @property
    def neighbours(self) -> Sequence[Sequence[int]]: ...
    @property
    def empties(self) -> list[int]: ...


def policy_for(rules: GoSettings) -> Policy:
    return ATARI_GO_POLICY if rules.first_capture_wins else GO_POLICY


def liberties_after(b: PlayoutBoard, cell: int, colour: int) -> tuple[int, int]:
    """If ``colour`` played the empty ``cell``: the liberties of its chain (2 stands for
    "two or more", and so does a capture) and, when that is fewer than two, the number of
    stones in that chain."""
    board, head, libs = b.board, b.head, b.libs
    found: set[int] = set()
    size = 1
    joined: list[int] = []
    for n in b.neighbours[cell]:
        s = board[n]
        if s == EMPTY:
            found.add(n)
        elif s == colour:
            h = head[n]
            if h in joined:
                continue
            joined.append(h)
            chain_libs = libs[h]
            if len(chain_libs) > 2:
                return 2, size
            found |= chain_libs
            size += len(b.members[h])
        elif len(libs[head[n]]) == 1:
            return 2, size
    found.discard(cell)
    return min(len(found), 2), size


def atari_moves(b: PlayoutBoard, ladders: bool = False) -> list[int]:
    """Captures and escapes around the last two moves (see the module docstring); with
    ``ladders``, no run into a ladder (:func:`magnetdesk.ai.go.go_ladder.escapes`)."""
    ladders = ladders and go_ladder.can_read(b)
    board, head, libs, members, neighbours = b.board, b.head, b.libs, b.members, b.neighbours
    colour = b.to_move
    other = 3 - colour
    moves: list[int] = []
    seen: list[int] = []
    last, last2 = b.last, b.last2
    cells = [last, *neighbours[last]]
    if last2 >= 0:
        cells.append(last2)
        cells.extend(neighbours[last2])
    for c in cells:
        s = board[c]
        if s == EMPTY:
            continue
        h = head[c]
        if h in seen:
            continue
        seen.append(h)
        chain_libs = libs[h]
        if len(chain_libs) != 1:
            continue
        (liberty,) = chain_libs
        if s == other:
            moves.append(liberty)
            continue
        for stone in members[h]:  # ours in atari: capture a neighbour in atari ...
            for m in neighbours[stone]:
                if board[m] == other:
                    their = libs[head[m]]
                    if len(their) == 1:
                        moves.extend(their)
        if liberties_after(b, liberty, colour)[0] >= 2 and (
            not ladders or go_ladder.escapes(b, h)
        ):  # ... or run, unless into a ladder
            moves.append(liberty)
    return moves


def _refused(b: PlayoutBoard, cell: int, colour: int, chance: float, rng: random.Random) -> bool:
    """Whether a suggested move is refused as a self-atari (with probability ``chance``)."""
    if FREE_SIDES[b.code[cell]] >= 2:
        return False
    count, _ = liberties_after(b, cell, colour)
    return count < 2 and rng.random() < chance


def policy_step(b: PlayoutBoard, rng: random.Random, policy: Policy = GO_POLICY) -> int:
    """Play one playout move for the side to move (see the module docstring); answers it."""
    board = b.board
    colour = b.to_move
    last = b.last
    random_ = rng.random
    if last >= 0:
        if random_() < policy.capture:
            refuse = policy.refuse_suggested_self_atari
            for move in atari_moves(b, policy.ladders):
                if (
                    board[move] == EMPTY
                    and not _refused(b, move, colour, refuse, rng)
                    and b.play(move)
                ):
                    return move
        if random_() < policy.pattern:
            code = b.code
            shapes = [p for p in b.near8[last] if board[p] == EMPTY and PATTERN[code[p]]]
            refuse = policy.refuse_suggested_self_atari
            while shapes:
                move = shapes.pop(int(random_() * len(shapes)))
                if not _refused(b, move, colour, refuse, rng) and b.play(move):
                    return move
    return random_move(b, rng, policy)


def random_move(b: PlayoutBoard, rng: random.Random, policy: Policy = GO_POLICY) -> int:
    """Play a random legal move that is not into the mover's own eye (self-ataris mostly
    refused), or pass; answers it."""
    empties = b.empties
    count = len(empties)
    colour = b.to_move
    eye = EYE[colour]
    code = b.code
    random_ = rng.random
    refuse_one = policy.refuse_random_self_atari
    refuse_big = policy.refuse_big_self_atari
    start = int(random_() * count)
    for i in range(start, start + count):
        cell = empties[i if i < count else i - count]
        shape = code[cell]
        if eye[shape]:
            continue
        if FREE_SIDES[shape] < 2:
            libs, size = liberties_after(b, cell, colour)
            if libs < 2 and random_() < (refuse_big if size > 1 else refuse_one):
                continue
        if b.play(cell):
            return cell
    b.play(PASS)
    return PASS


def playout(
    b: PlayoutBoard, rng: random.Random, max_moves: int, moves: list[int], policy: Policy
) -> None:
    """Play policy moves until the playout is finished or ``max_moves``, appending each move
    (passes included) to ``moves``."""
    for _ in range(max_moves):
        if b.passes >= 2 or b.over:
            return
        moves.append(policy_step(b, rng, policy))


def owners(b: FinishedBoard) -> list[Colour]:
    """Who each point belongs to at the end of a playout (area counting): its stone, or the
    colour that alone borders its empty region (EMPTY for nobody)."""
    board, neighbours = b.board, b.neighbours
    owner = board[:]
    pending = []
    for cell in b.empties:
        bordering = 0
        for n in neighbours[cell]:
            bordering |= board[n] or 4
        if bordering in (BLACK, WHITE):
            owner[cell] = bordering
        elif bordering & 4:
            pending.append(cell)
    seen = bytearray(len(board))
    for start in pending:  # bigger empty regions: walk them
        if seen[start]:
            continue
        region, bordering = [start], 0
        seen[start] = 1
        for cell in region:
            for n in neighbours[cell]:
                s = board[n]
                if s == EMPTY:
                    if not seen[n]:
                        seen[n] = 1
                        region.append(n)
                else:
                    bordering |= s
        if bordering in (BLACK, WHITE):
            for cell in region:
                owner[cell] = bordering
    return owner


def final_margin(b: CountedBoard, rules: GoSettings, owner: Sequence[Colour]) -> float:
    """Black's lead at the end of a playout (komi included); a game the rules ended (first
    capture, repetition) counts as won or lost by the whole board."""
    if b.over and b.winner is not None:
        whole = float(len(owner))
        return 0.0 if b.winner == 0 else whole if b.winner == BLACK else -whole
    black = white = 0
    scoring = rules.scoring
    if scoring == "territory":
        black, white = b.prisoners[BLACK], b.prisoners[WHITE]
        board = b.board
        for cell, colour in enumerate(owner):
            if board[cell] == EMPTY:
                if colour == BLACK:
                    black += 1
                elif colour == WHITE:
                    white += 1
    elif scoring == "stones":
        black, white = b.board.count(BLACK), b.board.count(WHITE)
    else:
        black, white = owner.count(BLACK), owner.count(WHITE)
    return black - white - rules.komi
