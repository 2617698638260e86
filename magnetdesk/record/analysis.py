"""What an analysis found at a node, kept in the game file (docs/file-format.md, section
"Analysis"): the win rate as Sabaki writes it, ``SBKV[56.20]`` (Black's chance in percent,
which Sabaki shows in its graph), and our details in ``MDA``, one ``key=value`` per value:
``MDA[black=0.5620][visits=1200][best=D4][lead=3.1]`` (Black's win rate as a fraction, the
games searched, the search's best move in the variant's notation, Black's lead in points where
the game counts them).

Reading takes ``MDA`` when it is there, else ``SBKV`` (another program's file: the win rate
only). A value that does not read is ignored (the node has no analysis then).

>>> from magnetdesk.record.nodes import Node
>>> node = Node(None)
>>> set_analysis(node, NodeAnalysis(0.562, 1200, "D4", 3.1))
>>> node.other
(('SBKV', ('56.20',)), ('MDA', ('black=0.5620', 'visits=1200', 'best=D4', 'lead=3.1')))
>>> analysis_of(node)
NodeAnalysis(black=0.562, visits=1200, best='D4', lead=3.1)
>>> node.other = (("SBKV", ("43.5",)),)
>>> analysis_of(node)
NodeAnalysis(black=0.435, visits=0, best=None, lead=None)
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from magnetdesk.engine.core.numbers import whole_number
from magnetdesk.engine.core.vocabulary import BLACK
from magnetdesk.record.nodes import Node

SABAKI = "SBKV"
OURS = "MDA"
MISTAKE, BLUNDER = 0.10, 0.20  # the win rate a move must cost to be marked ...
MISTAKE_POINTS, BLUNDER_POINTS = 10.0, 20.0  # ... or the points


@dataclass(frozen=True)
class NodeAnalysis:
    """Black's win rate (0..1) in the node's position, the games searched, the best move
    (the variant's notation; None: not known) and Black's lead in points (None: not known)."""

    black: float
    visits: int = 0
    best: str | None = None
    lead: float | None = None


def analysis_of(node: Node) -> NodeAnalysis | None:
    """The analysis kept at ``node``, or None."""
    values = dict(node.other)
    ours = values.get(OURS)
    if ours is not None:
        found = _read_ours(ours)
        if found is not None:
            return found
    sabaki = values.get(SABAKI)
    if sabaki:
        percent = _number(sabaki[0])
        if percent is not None and 0 <= percent <= 100:
            return NodeAnalysis(percent / 100)
    return None


def set_analysis(node: Node, analysis: NodeAnalysis | None) -> None:
    """Keep ``analysis`` at ``node`` (None: take it away), replacing what was there."""
    kept = tuple((key, values) for key, values in node.other if key not in (SABAKI, OURS))
    if analysis is None:
        node.other = kept
        return
    ours = [f"black={analysis.black:.4f}", f"visits={analysis.visits}"]
    if analysis.best is not None:
        ours.append(f"best={analysis.best}")
    if analysis.lead is not None:
        ours.append(f"lead={analysis.lead:.1f}")
    node.other = (*kept, (SABAKI, (f"{analysis.black * 100:.2f}",)), (OURS, tuple(ours)))


def move_loss(node: Node) -> float | None:
    """What the move that led to ``node`` cost its mover: the mover's win rate before it
    (at the parent) less after it (here), 0..1 (below 0: it did better than the search
    thought); None when either end has no analysis."""
    if node.parent is None or node.play is None:
        return None
    before, after = analysis_of(node.parent), analysis_of(node)
    if before is None or after is None:
        return None
    if node.play.colour == BLACK:
        return before.black - after.black
    return after.black - before.black


def point_loss(node: Node) -> float | None:
    """What the move that led to ``node`` cost its mover in points (Black's lead before less
    after, for Black), where both ends know the lead; None otherwise."""
    if node.parent is None or node.play is None:
        return None
    before, after = analysis_of(node.parent), analysis_of(node)
    if before is None or after is None or before.lead is None or after.lead is None:
        return None
    lost = before.lead - after.lead
    return lost if node.play.colour == BLACK else -lost


def grade(loss: float | None, points: float | None = None) -> str | None:
    """``blunder`` (a move that cost :data:`BLUNDER` of win rate, or :data:`BLUNDER_POINTS`
    points, or more), ``mistake`` (:data:`MISTAKE`, :data:`MISTAKE_POINTS`), else None. The
    points see what the win rate of a long game on a big board hardly shows (a Medusa group
    reversed early)."""
    by_rate = loss is not None and loss >= MISTAKE
    by_points = points is not None and points >= MISTAKE_POINTS
    if not (by_rate or by_points):
        return None
    worst = (loss is not None and loss >= BLUNDER) or (
        points is not None and points >= BLUNDER_POINTS)
    return "blunder" if worst else "mistake"


def verdict(node: Node) -> str | None:
    """The review's verdict on the move that led to ``node`` (:func:`grade`)."""
    return grade(move_loss(node), point_loss(node))


def _read_ours(values: tuple[str, ...]) -> NodeAnalysis | None:
    settings = dict(value.partition("=")[::2] for value in values)
    black = _number(settings.get("black", ""))
    if black is None or not 0 <= black <= 1:
        return None
    visits = settings.get("visits", "0")
    lead = _number(settings.get("lead", ""))
    return NodeAnalysis(black, whole_number(visits) or 0,
                        settings.get("best") or None, lead)


def _number(text: str) -> float | None:
    try:
        value = float(text)
    except ValueError:
        return None
    return value if math.isfinite(value) else None
