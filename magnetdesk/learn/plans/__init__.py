"""The lessons of the course as written, one module per game family (``scripts/make_lessons.py``
makes the collections ``magnetdesk/resources/lessons/<variant>.sgf`` from them;
:mod:`magnetdesk.learn.lessons` reads those). Black plays in the Go family, White (who moves
first) in chess; the words are English and marked for translation. :data:`PLANS` is the
courses in the order the course window shows them."""

from __future__ import annotations

from dataclasses import replace

from magnetdesk.learn.plans.chess import MAGNETIC_CHESS
from magnetdesk.learn.plans.go import ATARI_GO, GO, MAGNETGO
from magnetdesk.learn.plans.medusa import MEDUSA
from magnetdesk.learn.plans.plan import Plan
from magnetdesk.learn.plans.stoical import STOICAL_GO
from magnetdesk.learn.plans.titles import TITLES

__all__ = ["PLANS", "Plan"]

_WRITTEN: dict[str, tuple[Plan, ...]] = {
    "go": GO, "atari-go": ATARI_GO, "stoical-go": STOICAL_GO, "magnetgo": MAGNETGO,
    "medusa": MEDUSA, "magnetic-chess": MAGNETIC_CHESS,
}
PLANS: dict[str, tuple[Plan, ...]] = {
    course: tuple(replace(plan, title=title) for plan, title in zip(plans, TITLES[course],
                                                                    strict=True))
    for course, plans in _WRITTEN.items()
}
