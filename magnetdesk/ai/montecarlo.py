"""Flat Monte-Carlo search: the computer opponent until the real MCTS lands.

For every candidate move (a legal move that does not fill the mover's own eye) random games
are played to the end, and UCB1 shares the playouts out between the candidates; the move tried
most often wins. The random games never fill their own eyes, so they end with every dead
chain captured and a simple count (:func:`winner_of_board`) is the honest result. A playout
is worth mostly its result and a little its margin (:func:`reward`), so a lost position still
fights for the smaller loss instead of throwing stones away.

Each playout also counts for every point the mover played first in it ("all moves as first",
AMAF): on big boards, where the budget is a few playouts per candidate, that shared evidence
ranks the candidates long before their own games do. Its weight fades as a candidate's own
games add up (RAVE's schedule). Not in Magnetgo, where stones slide: there a point played later
in a game says little about playing it now (measured: AMAF made the search lose).

The playouts go through the engine: :class:`magnetdesk.engine.playout.PlayoutBoard` where it
plays the rules exactly (standard Go), ``position.attempt`` for every other variant (magnets,
Stoical restriction, first capture wins). Positions that end by the rules (Atari-Go's first
capture, Stoical repetition) score by ``position.end.winner``; where the first capture wins, moves
that let the opponent capture at once are left out unless every move does.

>>> import random
>>> from magnetdesk.engine.diagram import position_from_text
>>> p = position_from_text("atari-go", '''
...     . X O .
...     . . X .
...     . . . .
...     . . . .
... ''', to_move="black")
>>> p.move_text(search(p, Budget(playouts=60), rng=random.Random(1)).move)
'D4'
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence

from magnetdesk.ai.search_types import Budget, SearchProgress, SearchResult
from magnetdesk.ai.simple import is_own_eye
from magnetdesk.engine.core import BLACK, EMPTY, WHITE, Illegal, Transition
from magnetdesk.engine.go import PASS, chain_at, liberties
from magnetdesk.engine.playout import PlayoutBoard
from magnetdesk.engine.scoring import empty_regions

EXPLORATION = 0.8  # UCB1's constant: rewards are in 0..1, so a little below sqrt(2)
AMAF_EQUIVALENCE = 300  # own games after which AMAF and own results weigh the same
MARGIN_WEIGHT = 0.1  # how much of a playout's reward is the margin rather than the result
MARGIN_SCALE = 0.1  # a margin of this share of the board counts as a clear one
PROGRESS_INTERVAL = 0.25  # seconds between progress reports
STOP_CHECK_EVERY = 8  # playout moves between two calls of ``stop`` on the fast board


LEVELS: dict[int, Budget] = {
    1: Budget(playouts=200, seconds=1.0),
    2: Budget(playouts=600, seconds=2.0),
    3: Budget(playouts=1500, seconds=4.0),
    4: Budget(playouts=4000, seconds=8.0),
    5: Budget(playouts=12000, seconds=15.0),
}


def budget_for_level(level: int) -> Budget:
    """The budget of a strength level 1..5 (values outside are clamped)."""
    return LEVELS[min(max(level, min(LEVELS)), max(LEVELS))]


class _Arm:
    """One candidate move at the root and its record."""

    __slots__ = ("amaf_visits", "amaf_wins", "move", "position", "visits", "wins")

    def __init__(self, transition: Transition) -> None:
        self.move = transition.move
        self.position = transition.position
        self.visits = 0
        self.wins = 0.0
        self.amaf_visits = 0
        self.amaf_wins = 0.0

    @property
    def win_rate(self) -> float:
        return self.wins / self.visits if self.visits else 0.5

    @property
    def value(self) -> float:
        """Own win rate blended with the AMAF win rate (RAVE: AMAF's weight fades)."""
        if not self.amaf_visits:
            return self.win_rate
        amaf = self.amaf_wins / self.amaf_visits
        weight = math.sqrt(AMAF_EQUIVALENCE / (3 * self.visits + AMAF_EQUIVALENCE))
        return (1 - weight) * self.win_rate + weight * amaf


def search(
    position,
    budget: Budget = LEVELS[3],
    *,
    rng: random.Random | None = None,
    stop: Callable[[], bool] | None = None,
    progress: Callable[[SearchProgress], None] | None = None,
) -> SearchResult:
    """Choose a move for the side to move of a Go-family ``position`` (not a finished one).

    ``stop`` is called often (between playout moves); when it answers True the search ends at
    once and the best move found so far is returned with ``stopped=True``. ``progress`` gets a
    :class:`SearchProgress` about four times a second.
    """
    if position.end is not None:
        raise ValueError("the game is over: there is no move to choose")
    rng = rng if rng is not None else random.Random()
    stop = stop if stop is not None else _never
    me = position.to_move
    candidates = candidate_moves(position)
    safe = [t for t in candidates if not _throws_the_game(t)]
    arms = [_Arm(t) for t in (safe or candidates)]
    pass_transition = position.attempt(PASS)
    if not arms or _passing_wins(pass_transition, me):
        return SearchResult(PASS, 0, 1.0 if arms else 0.5)
    if len(arms) == 1:
        return SearchResult(arms[0].move, 0, 0.5)

    rng.shuffle(arms)  # the untried arms go first, in random order
    playout = _fast_playout if PlayoutBoard.exact_for(position.rules) else _engine_playout
    amaf = not position.rules.magnetism
    cells = len(position.board)
    started = time.monotonic()
    last_report = started
    played = 0
    stopped = False
    while played < budget.playouts:
        now = time.monotonic()
        if now - started >= budget.seconds:
            break
        if progress is not None and now - last_report >= PROGRESS_INTERVAL:
            last_report = now
            best = _most_tried(arms)
            progress(SearchProgress(played, best.move, best.value, now - started))
        arm = arms[played] if played < len(arms) else _ucb_choice(arms, played)
        outcome = playout(arm.position, rng, stop)
        if outcome is None:
            stopped = True
            break
        margin, my_moves = outcome
        worth = reward(margin, me, cells)
        arm.visits += 1
        arm.wins += worth
        for other in arms if amaf else ():
            if other.move in my_moves:
                other.amaf_visits += 1
                other.amaf_wins += worth
        played += 1
    best = _most_tried(arms)
    return SearchResult(best.move, played, best.value, stopped)


def candidate_moves(position) -> list[Transition]:
    """The legal moves that do not fill the mover's own eye (the pass is not among them)."""
    me = position.to_move
    found = []
    for cell, stone in enumerate(position.board):
        if stone != EMPTY or is_own_eye(position, cell, me):
            continue
        outcome = position.attempt(cell)
        if not isinstance(outcome, Illegal):
            found.append(outcome)
    return found


def winner_of_board(rules, board: Sequence[int], prisoners: Sequence[int]) -> int | None:
    """Who wins a board with no dead stones left under ``rules.scoring`` and komi (None: a
    draw). Area: stones + empty regions bordered by one colour; territory: those regions +
    prisoners; stones: stones only."""
    return _winner(margin_of_board(rules, board, prisoners))


def margin_of_board(rules, board: Sequence[int], prisoners: Sequence[int]) -> float:
    """Black's lead on a board with no dead stones left, komi included (see
    :func:`winner_of_board`)."""
    counts = [0.0, 0.0, 0.0]
    if rules.scoring != "territory":
        counts[BLACK] += board.count(BLACK)
        counts[WHITE] += board.count(WHITE)
    else:
        counts[BLACK] += prisoners[BLACK]
        counts[WHITE] += prisoners[WHITE]
    if rules.scoring != "stones":
        for region, colour in empty_regions(board, rules.grid.neighbours):
            if colour != EMPTY:
                counts[colour] += len(region)
    return counts[BLACK] - counts[WHITE] - rules.komi


def winner_of(position) -> int | None:
    """The winner of a finished or settled position: by the rules when they already say
    (first capture, repetition, resignation), else by :func:`winner_of_board`."""
    return _winner(margin_of(position))


def margin_of(position) -> float:
    """Black's lead in a finished or settled position; a game the rules decided counts as
    won (or lost) by the whole board."""
    end = position.end
    if end is not None and not end.needs_scoring:
        whole = float(len(position.board))
        return 0.0 if end.winner is None else whole if end.winner == BLACK else -whole
    return margin_of_board(position.rules, position.board, position.prisoners)


def reward(margin: float, me: int, cells: int) -> float:
    """A playout's worth to ``me``: mostly win (1), draw (0.5) or loss (0), plus a little for
    the size of the margin, so that a lost position still prefers the smaller loss and a won
    one the safer win."""
    mine = margin if me == BLACK else -margin
    win = 1.0 if mine > 0 else 0.5 if mine == 0 else 0.0
    size = 0.5 + 0.5 * math.tanh(mine / (MARGIN_SCALE * cells))
    return (1 - MARGIN_WEIGHT) * win + MARGIN_WEIGHT * size


def _winner(margin: float) -> int | None:
    return None if margin == 0 else BLACK if margin > 0 else WHITE


# --- the pieces of the search ------------------------------------------------------------------

# A playout's answer: Black's margin and the points the root's mover played in it; None if
# the search was stopped.
Outcome = tuple[float, set[int]] | None


def _never() -> bool:
    return False


def _passing_wins(pass_transition: Transition | Illegal, me: int) -> bool:
    """After the opponent's pass: does our pass end the game in our favour right now?"""
    if isinstance(pass_transition, Illegal):
        return False
    after = pass_transition.position
    return after.end is not None and winner_of(after) == me


def _throws_the_game(transition: Transition) -> bool:
    """Where the first capture wins (Atari-Go): does this move leave a chain of ours in atari
    that the opponent may take at once? Random playouts rarely see such a one-move loss."""
    after = transition.position
    if not after.rules.first_capture_wins or after.end is not None:
        return False
    mine = 3 - after.to_move
    board, neighbours = after.board, after.rules.grid.neighbours
    seen: set[int] = set()
    for cell, stone in enumerate(board):
        if stone != mine or cell in seen:
            continue
        chain, _ = chain_at(board, neighbours, cell)
        seen.update(chain)
        breath = liberties(board, neighbours, chain)
        if len(breath) == 1 and after.is_legal(next(iter(breath))):
            return True
    return False


def _ucb_choice(arms: list[_Arm], total: int) -> _Arm:
    log_total = math.log(total)
    return max(arms, key=lambda a: a.value + EXPLORATION * math.sqrt(log_total / a.visits))


def _most_tried(arms: list[_Arm]) -> _Arm:
    return max(arms, key=lambda a: (a.visits, a.value))


def _move_cap(position) -> int:
    return 3 * len(position.board)


def _fast_playout(position, rng: random.Random, stop: Callable[[], bool]) -> Outcome:
    """A random game on the mutable playout board (exact for standard Go)."""
    mine: set[int] = set()
    if position.end is not None:
        return margin_of(position), mine
    board = PlayoutBoard.from_position(position)
    board.passes = position.passes
    root_mover = 3 - position.to_move
    step = board.random_step
    for i in range(_move_cap(position)):
        if board.passes >= 2:
            break
        if i % STOP_CHECK_EVERY == 0 and stop():
            return None
        mover = board.to_move
        move = step(rng)
        if mover == root_mover:
            mine.add(move)
    return margin_of_board(position.rules, board.board, board.prisoners), mine


def _engine_playout(position, rng: random.Random, stop: Callable[[], bool]) -> Outcome:
    """A random game through ``position.attempt`` (every variant's exact rules)."""
    mine: set[int] = set()
    root_mover = 3 - position.to_move
    for _ in range(_move_cap(position)):
        if position.end is not None:
            break
        if stop():
            return None
        mover = position.to_move
        transition = _random_step(position, rng)
        if mover == root_mover:
            mine.add(transition.move)
        position = transition.position
    return margin_of(position), mine


def _random_step(position, rng: random.Random) -> Transition:
    """A random legal move that does not fill the mover's own eye, else the pass."""
    me = position.to_move
    empties = [c for c, s in enumerate(position.board) if s == EMPTY]
    while empties:
        i = rng.randrange(len(empties))
        cell = empties[i]
        empties[i] = empties[-1]
        empties.pop()
        if is_own_eye(position, cell, me):
            continue
        outcome = position.attempt(cell)
        if not isinstance(outcome, Illegal):
            return outcome
    return position.attempt(PASS)
