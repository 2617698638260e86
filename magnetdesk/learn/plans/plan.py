"""One lesson as written: :class:`Plan`."""

from __future__ import annotations

from dataclasses import dataclass

from magnetdesk.engine.core.vocabulary import BLACK, Colour


@dataclass(frozen=True)
class Plan:
    """One lesson: the board, the stones, the goal (as in a problem's ``MP``), the right line,
    wrong tries with a reply, the sentence, the hint and the point it marks, the par.
    ``size`` 0 leaves the variant's own board (chess, Medusa: no size option is written);
    ``board`` is a whole diagram in the family's text (a chess FEN line,
    :attr:`magnetdesk.learn.collection.Spec.board`), ``solver`` the side that plays (Black in
    the Go family and Medusa; in chess White moves first); ``reach`` limits the goal search to
    the actions near the marked cells (a big board, turns of several actions: see
    :mod:`magnetdesk.learn.goals`); ``barred`` the opponent's move that the lesson's rule
    refuses once the right line is played (a ko's retake), which the course shows tried."""

    size: int
    black: tuple[str, ...]
    white: tuple[str, ...]
    kind: str
    marked: tuple[str, ...]
    right: tuple[str, ...]
    wrong: tuple[tuple[str, str], ...]
    text: str
    hint: str
    point: str = ""
    moves: int = 1
    count: int = 0
    par: int = 1
    options: tuple[tuple[str, str], ...] = ()  # the variant's options besides the size
    variant: str = ""  # the lesson's variant when it is not the course's (a chess code)
    board: str = ""
    solver: Colour = BLACK
    reach: int | None = None
    title: str = ""  # a few words (plans/titles.py)
    barred: str = ""  # the opponent's move the rule refuses after the right line (shown)
