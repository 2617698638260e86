"""The Stoical Go course: Go without a ko rule, where a capture right after the opponent's
capture is illegal (the snapback refinement an option), a repeated position ends the game, and
the count is by area (stone counting an option)."""

from __future__ import annotations

from magnetdesk.learn.plans.go import COUNT_BLACK, COUNT_WHITE
from magnetdesk.learn.plans.plan import Plan
from magnetdesk.translation import QT_TR_NOOP

STOICAL_GO: tuple[Plan, ...] = (
    Plan(5, ("B3", "C4", "D3"), ("C3",), "capture", ("C3",), ("C2",), (("B2", "C2"),),
         QT_TR_NOOP("Stoical Go is Go with another rule instead of ko: stones and chains are "
                    "captured as in Go. Capture the marked stone."),
         QT_TR_NOOP("Fill the white stone's last liberty."), "C2"),
    Plan(5, ("B3", "C4", "C2"), ("C3", "D4", "D2", "E3"), "capture", ("C3",), ("D3",),
         (("B4", "D3"),),
         QT_TR_NOOP("Stoical Go has no ko rule. Instead, right after a capture the other side "
                    "may not capture at all: take the ko, and see White refused."),
         QT_TR_NOOP("Play on the marked stone's last liberty."), "D3", barred="C3"),
    Plan(5, ("A3", "B4", "C3", "C1"), ("B3", "A1", "B1", "C2"), "capture", ("A1", "B1"),
         ("B2", "D2", "A2"), (("A2", "D1"),),
         QT_TR_NOOP("Use the rule: your capture puts the marked chain in atari, and White may "
                    "not save it by capturing your stone at once. Capture in two moves."),
         QT_TR_NOOP("Take the lone white stone: the point that captures it also takes a "
                    "liberty of the corner chain."), "B2", moves=2),
    Plan(5, ("C3", "D4", "D2", "E3"), ("B3", "C4", "C2"), "save", ("C3",), ("D3",),
         (("A1", "D3"),),
         QT_TR_NOOP("A move that brings back the board as it was after one of your own earlier "
                    "moves ends the game at once, a draw. So end the fight: connect your marked "
                    "stone."),
         QT_TR_NOOP("Your stone's last liberty joins it to your other stones."), "D3"),
    Plan(5, ("A1", "A2", "A3", "B3", "C3", "D3", "E3"), ("B1", "B2", "C2", "D2", "E2", "E1"),
         "capture", ("B1", "B2", "C2", "D2", "E2", "E1"), ("D1", "C1", "D1"), (("A4", "B4"),),
         QT_TR_NOOP("With the snapback option, a capture right after a capture is allowed if it "
                    "takes more stones. Throw a stone in: if White takes it, take back six."),
         QT_TR_NOOP("Play inside White's eye, where your stone is in atari but so is White."),
         "D1", moves=2, options=(("snapback", "true"),)),
    Plan(5, ("A3", "B2", "C1"), ("A2", "B1"), "capture", ("A2", "B1"), ("A1",),
         (("D4", "C2"),),
         QT_TR_NOOP("Suicide is forbidden, as in Go: a stone without liberties may only be "
                    "placed if it captures. Here it does: take the two white stones."),
         QT_TR_NOOP("The corner point takes White's last liberty."), "A1"),
    Plan(5, COUNT_BLACK, COUNT_WHITE, "count", (), ("C3",), (("A4", "C3"),),
         QT_TR_NOOP("Stoical Go counts by area: your stones and the empty points only you "
                    "surround, plus komi for White. Take the last neutral point to win."),
         QT_TR_NOOP("The point between the two walls belongs to nobody yet."), "C3",
         options=(("komi", "0.5"),)),
    Plan(5, (*COUNT_BLACK, "C3"), (*COUNT_WHITE, "A4"), "count", (), ("A5",), (("A2", "pass"),),
         QT_TR_NOOP("With the stone counting option only the stones on the board count: a stone "
                    "in your own territory gains one point, a capture two. Find the capture."),
         QT_TR_NOOP("The white stone in your corner has one liberty."), "A5",
         options=(("scoring", "stones"),)),
)
