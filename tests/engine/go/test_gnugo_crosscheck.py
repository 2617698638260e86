"""Our Go rules against GNU Go 3.8, over hundreds of random games on 9×9, 13×13 and 19×19.

Each turn asks both engines whether a point is legal (random empty points, and on purpose the
ko point, the opponent's eyes and occupied points), plays the first legal move that does not
fill the mover's own eye in both, and compares the stones of each colour and both capture counts
after every move and pass. A second set of games is played out until neither side has a legal
move but filling its own eyes: then every stone is alive and every empty point is an eye, so
GNU Go's ``final_score`` must equal ours, by territory (Japanese, GNU Go's default) and by area
(``--chinese-rules``).

GNU Go must be installed (Debian package gnugo): without it these tests fail, they never skip.
The games are seeded, so a failure names a game that replays the same way every time.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field

import pytest

from magnetdesk.ai.go.simple import is_own_eye
from magnetdesk.engine.core.vocabulary import BLACK, EMPTY, WHITE, Illegal, Transition, opponent
from magnetdesk.engine.go.position import PASS
from magnetdesk.engine.variants import new_position
from magnetdesk.learn.gnugo import GnuGo, GnuGoError, score_value

GAMES = {9: 600, 13: 150, 19: 40}
SCORED_GAMES = {9: 300, 13: 100, 19: 30}
KOMIS = (6.5, 7.5, 0.0, 5.0, -3.5, 2.0, 0.5)
COLOUR_WORD = {BLACK: "black", WHITE: "white"}
COLOUR_LETTER = {BLACK: "B", WHITE: "W"}


def move_cap(size: int) -> int:
    return 4 * size * size


# --- the random player ---------------------------------------------------------------------


def opponent_eye(position, cell: int) -> bool:
    """Empty with only opponent neighbours: playing there is suicide unless it captures."""
    board = position.board
    other = opponent(position.to_move)
    return board[cell] == EMPTY and all(
        board[n] == other for n in position.rules.grid.neighbours[cell]
    )


def shuffled(cells: list[int], rng: random.Random) -> Iterator[int]:
    """The cells in random order, drawn lazily (most turns need only the first)."""
    cells = list(cells)
    for i in range(len(cells)):
        j = rng.randrange(i, len(cells))
        cells[i], cells[j] = cells[j], cells[i]
        yield cells[i]


def candidates(position, rng: random.Random) -> Iterator[int]:
    """Points to ask about this turn: first, sometimes, a point that is likely illegal (the ko
    point, an opponent's eye, an occupied point) or one we would not play (our own eye); then
    every empty non-eye point in random order."""
    board = position.board
    if position.ko_point is not None and rng.random() < 0.7:
        yield position.ko_point
    empties = [c for c, s in enumerate(board) if s == EMPTY]
    roll = rng.random()
    if roll < 0.25:
        yield from _one_of([c for c in empties if opponent_eye(position, c)], rng)
    elif roll < 0.35:
        yield from _one_of([c for c, s in enumerate(board) if s != EMPTY], rng)
    elif roll < 0.40:
        yield from _one_of([c for c in empties if is_own_eye(position, c, position.to_move)], rng)
    yield from (c for c in shuffled(empties, rng) if not is_own_eye(position, c, position.to_move))


def _one_of(cells: list[int], rng: random.Random) -> list[int]:
    return [rng.choice(cells)] if cells else []


def random_move(position, rng: random.Random) -> Transition:
    """A random legal move that does not fill the mover's own eye, else the pass."""
    empties = [c for c, s in enumerate(position.board) if s == EMPTY]
    for cell in shuffled(empties, rng):
        if not is_own_eye(position, cell, position.to_move):
            outcome = position.attempt(cell)
            if not isinstance(outcome, Illegal):
                return outcome
    return position.play(PASS)


# --- one game through both engines ---------------------------------------------------------


@dataclass
class Tally:
    """What the cross-check saw, for the coverage tests and the benchmark's figures."""

    points: int
    games: int = 0
    finished: int = 0
    moves: int = 0
    questions: int = 0
    capturing_moves: int = 0
    refusals: Counter[str] = field(default_factory=Counter)
    disagreements: list[str] = field(default_factory=list)


class CrossCheckGame:
    """A seeded random game played move by move in our engine and in GNU Go."""

    def __init__(self, gnugo: GnuGo, size: int, seed: int, tally: Tally) -> None:
        self.gnugo = gnugo
        self.size = size
        self.seed = seed
        self.tally = tally
        self.rng = random.Random(seed)
        self.position = new_position("go", size=size)
        self.record: list[str] = []
        gnugo.new_game(size, self.position.rules.komi)

    def play_out(self) -> None:
        """Play to two passes or the move cap; stop at the first disagreement."""
        self.tally.games += 1
        while self.position.end is None and len(self.record) < move_cap(self.size):
            problem = self.turn()
            if problem is not None:
                self.tally.disagreements.append(self.reproduction(problem))
                return
        self.tally.finished += self.position.end is not None

    def turn(self) -> str | None:
        position = self.position
        for cell in candidates(position, self.rng):
            outcome = position.attempt(cell)
            if isinstance(outcome, Illegal):
                problem = self.check_refusal(cell, outcome)
            elif is_own_eye(position, cell, position.to_move):
                problem = self.check_legal_only(cell)
            else:
                return self.check_move(cell, outcome)
            if problem is not None:
                return problem
        return self.check_move(PASS, position.play(PASS))

    def words(self, cell: int) -> tuple[str, str]:
        vertex = "pass" if cell == PASS else self.position.rules.grid.name(cell)
        return COLOUR_WORD[self.position.to_move], vertex

    def check_refusal(self, cell: int, illegal: Illegal) -> str | None:
        colour, vertex = self.words(cell)
        (_, legal), (played, answer) = self.gnugo.send_all(
            [f"is_legal {colour} {vertex}", f"play {colour} {vertex}"]
        )
        self.tally.questions += 1
        self.tally.refusals[illegal.reason.value] += 1
        if legal != "0" or played:
            return (
                f"{colour} {vertex}: ours illegal ({illegal.message}); GNU Go is_legal "
                f"{legal}, play {'=' if played else '? ' + answer}"
            )
        return None

    def check_legal_only(self, cell: int) -> str | None:
        colour, vertex = self.words(cell)
        _, legal = self.gnugo.send(f"is_legal {colour} {vertex}")
        self.tally.questions += 1
        if legal != "1":
            return f"{colour} {vertex}: ours legal; GNU Go is_legal {legal}"
        return None

    def check_move(self, cell: int, transition: Transition) -> str | None:
        colour, vertex = self.words(cell)
        asks = [] if cell == PASS else [f"is_legal {colour} {vertex}"]
        answers = self.gnugo.send_all([
            *asks, f"play {colour} {vertex}", "list_stones black", "list_stones white",
            "captures black", "captures white",
        ])
        if asks:
            self.tally.questions += 1
            if answers[0][1] != "1":
                return f"{colour} {vertex}: ours legal; GNU Go is_legal {answers[0][1]}"
        (played, answer), (_, black), (_, white), (_, by_black), (_, by_white) = answers[-5:]
        if not played:
            return f"{colour} {vertex}: ours legal; GNU Go play ? {answer}"
        self.record.append(f"{COLOUR_LETTER[self.position.to_move]} {vertex}")
        self.position = transition.position
        self.tally.moves += 1
        self.tally.capturing_moves += transition.captured() > 0
        return board_difference(self.position, set(black.split()), set(white.split())) or (
            prisoner_difference(self.position, int(by_black), int(by_white))
        )

    def reproduction(self, problem: str) -> str:
        return (
            f"{self.size}x{self.size} game seed {self.seed}, after {len(self.record)} moves "
            f"[{', '.join(self.record)}]: {problem}\nour board after those moves:\n"
            f"{self.position.board_text()}"
        )


def board_difference(position, black: set[str], white: set[str]) -> str | None:
    """Where our stones differ from GNU Go's ``list_stones``, or None."""
    name = position.rules.grid.name
    for colour, theirs in ((BLACK, black), (WHITE, white)):
        ours = {name(c) for c in position.stones(colour)}
        if ours != theirs:
            return (
                f"{COLOUR_WORD[colour]} stones differ: only ours {sorted(ours - theirs)}, "
                f"only GNU Go {sorted(theirs - ours)}"
            )
    return None


def prisoner_difference(position, by_black: int, by_white: int) -> str | None:
    ours = (position.prisoners[BLACK], position.prisoners[WHITE])
    if ours != (by_black, by_white):
        return f"captures (black, white): ours {ours}, GNU Go {(by_black, by_white)}"
    return None


def cross_check(gnugo: GnuGo, size: int, games: int, first_seed: int = 0) -> Tally:
    tally = Tally(points=size * size)
    for seed in range(first_seed, first_seed + games):
        CrossCheckGame(gnugo, size, seed, tally).play_out()
    return tally


# --- finished games for the score ----------------------------------------------------------


def settled(position) -> bool:
    """Neither side has a legal move but filling its own eyes (with no ko pending)."""
    for colour in (BLACK, WHITE):
        side = position.with_to_move(colour)
        for cell, stone in enumerate(side.board):
            if stone == EMPTY and not is_own_eye(side, cell, side.to_move) and side.is_legal(cell):
                return False
    return True


def only_eyes(position) -> bool:
    """Every empty point has neighbours of one colour only (no dame, no seki)."""
    board = position.board
    neighbours = position.rules.grid.neighbours
    return all(
        len({board[n] for n in neighbours[c]}) == 1 and board[neighbours[c][0]] != EMPTY
        for c, s in enumerate(board)
        if s == EMPTY
    )


def settled_game(size: int, seed: int) -> list[int] | None:
    """The moves of a seeded random game played until it is settled, or None at the cap."""
    rng = random.Random(seed)
    position = new_position("go", size=size)
    moves: list[int] = []
    while len(moves) < move_cap(size):
        if position.end is not None:
            if position.ko_point is None and settled(position.resumed()):
                return moves
            position = position.resumed()
        transition = random_move(position, rng)
        moves.append(transition.move)
        position = transition.position
    return None


def replay(size: int, moves: list[int], scoring: str, komi: float):
    position = new_position("go", size=size, scoring=scoring, komi=komi)
    for move in moves:
        position = position.resumed().play(move).position
    return position


def gnugo_replay(gnugo: GnuGo, position_after, moves: list[int], komi: float) -> None:
    grid = position_after.rules.grid
    gnugo.new_game(grid.size, komi)
    colours = ("black", "white")
    gnugo.send_all_ok([
        f"play {colours[i % 2]} {'pass' if m == PASS else grid.name(m)}"
        for i, m in enumerate(moves)
    ])


def compare_score(gnugo: GnuGo, size: int, seed: int, scoring: str) -> str | None:
    """Play a settled game in both engines and compare the final scores; None if they agree.
    Raises LookupError for a game that hit the move cap or has seki (not comparable)."""
    from magnetdesk.engine.go.scoring import score

    moves = settled_game(size, seed)
    if moves is None:
        raise LookupError(f"{size}x{size} seed {seed} hit the move cap")
    komi = KOMIS[seed % len(KOMIS)]
    position = replay(size, moves, scoring, komi)
    if not only_eyes(position):
        raise LookupError(f"{size}x{size} seed {seed} has seki or dame")
    gnugo_replay(gnugo, position, moves, komi)
    theirs = gnugo.final_score()
    ours = score(position).result_text
    if score_value(ours) != score_value(theirs):
        return (
            f"{size}x{size} seed {seed}, {scoring} scoring, komi {komi:g}, prisoners by "
            f"black {position.prisoners[BLACK]} by white {position.prisoners[WHITE]}: "
            f"ours {ours}, GNU Go {theirs}\n{position.board_text()}"
        )
    return None


# --- the tests -----------------------------------------------------------------------------


def start_gnugo(*args: str) -> GnuGo:
    try:
        return GnuGo(*args)
    except GnuGoError as exc:
        pytest.fail(str(exc), pytrace=False)


@pytest.fixture(scope="module")
def gnugo() -> Iterator[GnuGo]:
    with start_gnugo() as engine:
        yield engine


@pytest.fixture(scope="module", params=sorted(GAMES), ids=lambda n: f"{n}x{n}")
def tally(request, gnugo: GnuGo) -> Tally:
    size = request.param
    return cross_check(gnugo, size, GAMES[size], first_seed=1000 * size)


def test_gnugo_is_installed_and_answers_gtp():
    with start_gnugo() as engine:
        assert engine.command("name") == "GNU Go"


def test_both_engines_refuse_the_immediate_ko_recapture_but_allow_it_a_move_later(
    gnugo: GnuGo,
):
    position = new_position("go", size=5)
    gnugo.new_game(5, position.rules.komi)

    def play(vertex: str) -> None:
        nonlocal position
        assert gnugo.play(COLOUR_WORD[position.to_move], vertex)
        position = position.play(position.parse_move(vertex)).position

    for vertex in ("B1", "C1", "A2", "B2", "C2", "D1", "pass", "A1"):
        play(vertex)
    assert position.board_text() == "\n".join([
        ".....",
        ".....",
        ".....",
        "XOX..",
        "O.OO.",  # White A1 has just taken B1 in a ko
    ])
    retake = position.parse_move("B1")
    assert isinstance(position.attempt(retake), Illegal)
    assert not gnugo.is_legal("black", "B1")
    assert not gnugo.play("black", "B1")
    play("E5")
    play("E4")
    assert not isinstance(position.attempt(retake), Illegal)
    assert gnugo.is_legal("black", "B1")
    play("B1")
    stones = gnugo.list_stones("black"), gnugo.list_stones("white")
    assert board_difference(position, *stones) is None
    assert (gnugo.captures("black"), gnugo.captures("white")) == (1, 1) == position.prisoners[1:]


def test_gnugo_and_we_agree_on_every_legality_question_stone_and_capture(tally: Tally):
    assert tally.disagreements == [], "\n\n".join(tally.disagreements[:3])


def test_random_games_last_a_move_per_point_and_end_by_two_passes(tally: Tally):
    assert tally.moves >= tally.points * tally.games
    assert tally.questions > tally.moves
    assert tally.finished >= 0.9 * tally.games


def test_random_games_capture_and_meet_ko_suicide_and_occupied_points(tally: Tally):
    assert tally.capturing_moves > tally.games
    assert tally.refusals["ko"] > 0
    assert tally.refusals["suicide"] > 0
    assert tally.refusals["occupied"] > 0


@pytest.mark.parametrize(
    ("scoring", "gnugo_args"),
    [("territory", ()), ("area", ("--chinese-rules",))],
    ids=["territory-japanese", "area-chinese"],
)
def test_final_scores_of_settled_games_agree_with_gnugo(scoring: str, gnugo_args: tuple):
    problems: list[str] = []
    skipped: list[str] = []
    compared = 0
    with start_gnugo(*gnugo_args) as engine:
        for size, games in SCORED_GAMES.items():
            for seed in range(games):
                try:
                    problem = compare_score(engine, size, 5000 + seed, scoring)
                except LookupError as reason:
                    skipped.append(str(reason))
                    continue
                compared += 1
                if problem is not None:
                    problems.append(problem)
    assert problems == [], "\n\n".join(problems[:3])
    assert compared >= 0.9 * sum(SCORED_GAMES.values()), f"skipped: {skipped}"
