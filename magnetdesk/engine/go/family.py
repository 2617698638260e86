"""The Go family's record: Go, Atari-Go, Stoical Go and Magnetgo, one machine with rule switches.
Black moves first, a player may pass, Black may take handicap stones, and two passes lead to the
count (area, territory or stones, with seki)."""

from __future__ import annotations

from magnetdesk.engine.core.counting import toggle_group
from magnetdesk.engine.core.family import Counting, Family
from magnetdesk.engine.go.picture import board_picture
from magnetdesk.engine.go.scoring import estimate_dead, score
from magnetdesk.engine.go.settings import fixed_handicap_points
from magnetdesk.engine.go.setup import SETUP
from magnetdesk.engine.go.variants import GO_VARIANTS
from magnetdesk.translation import QT_TR_NOOP

FAMILY = Family(
    "go",
    variants=GO_VARIANTS,
    picture=board_picture,
    game_number=1,  # SGF's number for Go
    handicap=fixed_handicap_points,
    counting=Counting(
        estimate=estimate_dead,
        score=score,
        toggle=toggle_group,
        rows=(
            ("territory", QT_TR_NOOP("Territory")), ("stones", QT_TR_NOOP("Stones")),
            ("prisoners", QT_TR_NOOP("Prisoners")), ("komi", QT_TR_NOOP("Komi")),
        ),
        seki=True,
        beyond=lambda position: -float(position.rules.komi),
    ),
    go_properties=True,
    placed_chains=True,
    symmetric=True,
    setup=SETUP,
)
