"""GNU Go's tactical and life-and-death reading as the outside judge of plain-Go problems.

GNU Go's GTP commands read a string or a group with a fixed side to move, whatever the game's
turn: ``attack S`` with the opponent of S's owner moving first, ``defend S`` with the owner
first (tactical reading of one string: ladders, nets, snapbacks); ``owl_attack`` and
``owl_defend`` the same for the whole dragon (life and death). Each answers ``0`` (it fails)
or ``CODE MOVE``: ``1`` succeeds unconditionally, ``2`` and ``3`` only through a ko
(GNU Go's KO_A, KO_B). The judge takes only ``1`` as a success and only ``0`` as a failure;
a ko is neither, so an answer that holds only through a ko is not accepted.

What a plain-Go problem (or lesson) must satisfy (:func:`gnugo_errors`, docs/problems.md):

* ``capture`` (the marked stones are the opponent's): after the solver's first move, with the
  defender to move, GNU Go finds no defence of any marked string still on the board
  (``defend`` = 0; ``owl_defend`` = 0 for a kill, a capture in four); after the right line the
  marked stones are off GNU Go's board too. A problem (not a lesson) also needs the marked
  stones *alive to start with*: with the defender moving first, ``defend`` succeeds
  unconditionally (code 1) for each marked string (``owl_defend`` for a kill); stones that
  GNU Go cannot save even moving first make a problem with nothing to find. The owl is not
  asked of a capture's strings: on these 6x6 and 7x7 boards it calls nearly every small
  group dead, which says nothing about the tactic the problem asks;
* ``save``: before the answer ``attack`` succeeds (the chain is in danger), after it
  ``attack`` fails (0), after every wrong try it succeeds again;
* ``live``: the same with ``owl_attack`` for the group. The owl knows no seki: it calls a
  group that lives in seki dead without a move (``1 PASS``). So after the answer a group whose
  owl attack is ``PASS`` and whose ``final_status`` is ``seki`` lives too; after a wrong try
  the owl must name a killing move (a ``PASS`` or a seki is no refutation).

Positions with blocked points (a course's walls) cannot be put to GNU Go and are left to the
search judges (:mod:`magnetdesk.learn.judges`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from magnetdesk.engine.core.vocabulary import BLACK, WHITE, Illegal, Position, opponent
from magnetdesk.learn.gnugo import GnuGo
from magnetdesk.learn.goals import chain_of
from magnetdesk.learn.problems import Problem, solution

COLOURS = {BLACK: "black", WHITE: "white"}
UNCONDITIONAL = 1


def in_seki(gnugo: GnuGo, command: str, vertex: str) -> bool:
    """Whether the owl's attack on ``vertex`` needs no move and GNU Go's whole-board status
    calls it seki (the owl itself counts a seki as dead: module docstring)."""
    answer = gnugo.command(f"{command} {vertex}").split()
    return answer[-1:] == ["PASS"] and gnugo.command(f"final_status {vertex}").strip() == "seki"


def reading(gnugo: GnuGo, command: str, vertex: str) -> int:
    """The result code of ``command vertex`` (``attack``, ``defend``, ``owl_attack``,
    ``owl_defend``): 0 fails, 1 succeeds, 2 and 3 through a ko."""
    return int(gnugo.command(f"{command} {vertex}").split()[0])


def load(gnugo: GnuGo, position: Position[Any]) -> None:
    """Put ``position``'s stones on GNU Go's board (a fresh board of its size)."""
    name = position.topology.name
    commands = [f"boardsize {len(position.topology.rows())}", "clear_board"]
    for colour in (BLACK, WHITE):
        commands += [f"play {COLOURS[colour]} {name(cell)}" for cell in position.stones(colour)]
    gnugo.send_all_ok(commands)


def play_line(gnugo: GnuGo, position: Position[Any], texts: Sequence[str]) -> Position[Any]:
    """Play ``texts`` from ``position`` on both boards; the engine's position after them."""
    for text in texts:
        move = position.parse_move(text)
        outcome = move if isinstance(move, Illegal) else position.attempt(move)
        if isinstance(outcome, Illegal):
            raise ValueError(f"{text}: {outcome.message}")
        gnugo.command(f"play {COLOURS[position.to_move]} {text}")
        position = outcome.position
    return position


def strings(position: Position[Any], points: Sequence[str]) -> list[str]:
    """One point of each distinct chain among ``points`` that still holds a stone."""
    parse = position.topology.parse
    seen: set[int] = set()
    found: list[str] = []
    for point in points:
        cell = parse(point)
        if cell is None or cell in seen or position.board[cell] not in (BLACK, WHITE):
            continue
        chain, _ = chain_of(position, cell)
        seen |= chain
        found.append(point)
    return found


def judgeable(problem: Problem) -> bool:
    """Whether GNU Go can read ``problem``: plain Go, no blocked points, a goal it reads."""
    if problem.variant != "go" or problem.record is None:
        return False
    if dict(problem.record.options).get("blocked"):
        return False
    return problem.aim.kind in ("capture", "save", "live") and bool(problem.marked)


def gnugo_errors(gnugo: GnuGo, problem: Problem, lesson: bool = False) -> list[str]:
    """Where GNU Go disagrees with ``problem`` (module docstring); nothing for a problem it
    cannot read."""
    if not judgeable(problem):
        return []
    kind, start, line = problem.aim.kind, problem.start, solution(problem)
    if not line:
        return [f"{problem.id}: no right line"]
    errors: list[str] = []
    if kind == "capture":
        group = problem.moves >= 4  # a kill: life and death of the whole group
        if not lesson:
            load(gnugo, start)
            command = "owl_defend" if group else "defend"
            for vertex in strings(start, problem.marked):
                code = reading(gnugo, command, vertex)
                if code != UNCONDITIONAL:
                    errors.append(f"{problem.id}: GNU Go calls the marked stones at {vertex} "
                                  f"dead already ({command} {code} with them to move)")
        load(gnugo, start)
        after = play_line(gnugo, start, line[:1])
        command = "owl_defend" if group else "defend"
        for vertex in strings(after, problem.marked):
            code = reading(gnugo, command, vertex)
            if code != 0:
                errors.append(f"{problem.id}: after {line[0]} GNU Go defends {vertex} "
                              f"({command} {code})")
        play_line(gnugo, after, line[1:])
        left = set(problem.marked) & (gnugo.list_stones(COLOURS[opponent(problem.solver)]))
        if left:
            errors.append(f"{problem.id}: after the right line {sorted(left)} are still on "
                          f"GNU Go's board")
        return errors
    command = "attack" if kind == "save" else "owl_attack"
    vertex = problem.marked[0]
    load(gnugo, start)
    code = reading(gnugo, command, vertex)
    if code != UNCONDITIONAL:
        errors.append(f"{problem.id}: GNU Go does not take {vertex} even moving first "
                      f"({command} {code}): nothing to {kind}")
    tries = [(line[0], True)] + [(text, False) for text in wrong_tries(problem)]
    for text, right in tries:
        load(gnugo, start)
        after = play_line(gnugo, start, [text])
        seki = False
        if after.board[start.topology.parse(vertex) or 0] != problem.solver:
            code = UNCONDITIONAL  # the try itself lost the chain
        else:
            code = reading(gnugo, command, vertex)
            seki = kind == "live" and code != 0 and in_seki(gnugo, command, vertex)
        if seki:
            code = 0 if right else -1  # alive in seki: the answer holds, a wrong try too
        if right and code != 0:
            errors.append(f"{problem.id}: after {text} GNU Go still takes {vertex} "
                          f"({command} {code})")
        elif not right and code != UNCONDITIONAL:
            errors.append(f"{problem.id}: the wrong try {text} also holds {vertex} for GNU Go "
                          f"({command} {code})")
    return errors


def wrong_tries(problem: Problem) -> list[str]:
    """The first moves of the stored wrong tries."""
    record = problem.record
    if record is None:
        return []
    return [child.play.text for child in record.root.children[1:] if child.play is not None]
