"""The courses of the Go family: Go, Atari-Go, Stoical Go, Magnetgo."""

from __future__ import annotations

from magnetdesk.learn.plans.plan import Plan
from magnetdesk.translation import QT_TR_NOOP

# A finished 5x5 game: each side has a wall, single eyes or its own corner, C3 is neutral.
COUNT_BLACK = ("B5", "B4", "A3", "B3", "B2", "C2", "B1", "C1")
COUNT_WHITE = ("C5", "D5", "C4", "D4", "E4", "D3", "D2", "E2", "D1")

# A seki in the lower left corner of 5x5: the white corner chain has an eye at A1 and shares C1
# and C2 with Black's chain; White's wall above lives with three eyes. Black needs an eye of
# its own (E2 makes E1 one); any other move lets White take E2 and win the race.
SEKI_BLACK = ("A3", "B3", "C3", "D3", "D2", "D1")
SEKI_WHITE = ("A2", "B2", "B1", "A4", "B4", "C4", "D4", "E4", "E3", "B5", "D5")

GO: tuple[Plan, ...] = (
    Plan(5, ("A4", "B3"), ("A3",), "capture", ("A3",), ("A2",), (("B2", "A2"),),
         QT_TR_NOOP("A stone's liberties are the empty points beside it, along the lines. The "
                    "marked white stone has one liberty left: play on it."),
         QT_TR_NOOP("Look at the points just above, below and beside the white stone."), "A2"),
    Plan(5, ("B3", "C4", "D3"), ("C3",), "capture", ("C3",), ("C2",), (("B2", "C2"),),
         QT_TR_NOOP("When a stone's last liberty is filled it is captured: it leaves the board "
                    "and becomes your prisoner. Capture the marked stone."),
         QT_TR_NOOP("Three sides are already yours: close the fourth."), "C2"),
    Plan(5, ("B3", "C4", "D4", "C2", "D2"), ("C3", "D3"), "capture", ("C3", "D3"), ("E3",),
         (("B4", "E3"),),
         QT_TR_NOOP("Stones side by side form a chain and share their liberties. This chain of "
                    "two has one liberty left: capture both stones at once."),
         QT_TR_NOOP("The chain's only liberty is at the edge."), "E3"),
    # D1 keeps the edge open: without it White ladders the two stones into the corner.
    Plan(5, ("C3", "D1"), ("B3", "C4", "D3"), "save", ("C3",), ("C2",), (("B2", "C2"),),
         QT_TR_NOOP("A stone with one liberty is in atari: it can be taken next move. Your "
                    "marked stone is in atari: escape by extending to gain liberties."),
         QT_TR_NOOP("Play on your stone's last liberty: the two stones have more liberties "
                    "together."), "C2"),
    Plan(5, ("A3", "B2", "C1"), ("A2", "B1"), "capture", ("A2", "B1"), ("A1",), (("D4", "C2"),),
         QT_TR_NOOP("You may not play where your stone would have no liberties, unless the move "
                    "captures. Here it does: take the two white stones."),
         QT_TR_NOOP("The corner point looks full, but playing there takes White's last "
                    "liberty."), "A1"),
    Plan(5, ("B3", "C4", "C2"), ("C3", "D4", "D2", "E3"), "capture", ("C3",), ("D3",),
         (("B4", "D3"),),
         QT_TR_NOOP("Ko: a move may not bring back the board as it was before the opponent's "
                    "last move. When one stone takes one stone and could be taken straight "
                    "back the same way, that retake is forbidden: the other side must play "
                    "elsewhere first. Take the stone in the ko, and see White refused."),
         QT_TR_NOOP("Play into White's shape, on the marked stone's last liberty."), "D3",
         barred="C3"),
    Plan(5, ("A3", "B3", "C2", "D1"), ("A2", "B2", "B1"), "capture", ("A2", "B2", "B1"),
         ("C1", "D2", "A1"), (("D4", "E5"),),
         QT_TR_NOOP("A group needs two eyes to live: two empty points inside that the other "
                    "side may not fill. This white group has only one eye: capture it in two "
                    "moves."),
         QT_TR_NOOP("First take the liberty outside the eye; the eye comes last."), "C1",
         moves=2),
    Plan(5, ("B4", "C4", "D4", "B3", "D3", "B2", "D2"), ("C3",), "capture", ("C3",),
         ("C2",), (("E1", "C2"),),
         QT_TR_NOOP("At the end, your area is your stones and the empty points only you "
                    "surround. The white stone inside your wall cannot live: capture it and "
                    "its point counts for you."),
         QT_TR_NOOP("Fill the white stone's last liberty inside your wall."), "C2"),
    Plan(5, SEKI_BLACK, SEKI_WHITE, "live", ("D2",), ("E2",), (("E1", "C1"), ("C2", "E2")),
         QT_TR_NOOP("Seki: chains that share liberties which neither side can fill without "
                    "being captured first both live, without two eyes. The white corner chain "
                    "has an eye and shares two liberties with your marked chain: make an eye "
                    "of your own, and both chains live in seki."),
         QT_TR_NOOP("Of the two empty points on the right, take the one that leaves the other "
                    "surrounded by your stones only."), "E2"),
    Plan(5, COUNT_BLACK, COUNT_WHITE, "count", (), ("C3",), (("A4", "C3"),),
         QT_TR_NOOP("Area counting: your stones and the empty points only you surround count, "
                    "and White gets komi. Every point decides: take the last neutral point."),
         QT_TR_NOOP("The point between the two walls belongs to nobody yet."), "C3",
         options=(("komi", "0.5"),)),
    Plan(5, COUNT_BLACK, (*COUNT_WHITE, "A4"), "count", (), ("A5",), (("C3", "pass"),),
         QT_TR_NOOP("Territory counting: only the empty points you surround and your prisoners "
                    "count, so a neutral point is worth nothing. Capture the stone instead."),
         QT_TR_NOOP("A capture gives a prisoner and a point of territory."), "A5",
         options=(("scoring", "territory"), ("komi", "0.5"))),
    Plan(5, (*COUNT_BLACK, "C3"), (*COUNT_WHITE, "A4"), "count", (), ("A5",), (("A2", "pass"),),
         QT_TR_NOOP("Stone counting: only the stones on the board count. A stone in your own "
                    "territory gains one point, a capture two: find the capture."),
         QT_TR_NOOP("The white stone in your corner has one liberty."), "A5",
         options=(("scoring", "stones"),)),
    Plan(7, ("D4", "F4"), ("E4",), "capture", ("E4",), ("E3",), (("D5", "E3"),),
         QT_TR_NOOP("With a handicap, your extra stones stand on the star points before White "
                    "moves first, and komi is half a point. Capture the white stone that came "
                    "close to your handicap stone."),
         QT_TR_NOOP("Above the white stone is your handicap stone."), "E3",
         options=(("handicap", "2"),)),
)

EMPTY = (("start", "empty"),)  # Atari-Go lessons start from an empty board

ATARI_GO: tuple[Plan, ...] = (
    Plan(5, ("B3", "C4", "D3"), ("C3",), "win", ("C3",), ("C2",), (("B2", "C2"),),
         QT_TR_NOOP("In Atari-Go the first capture wins. The white stone has one liberty left: "
                    "take it."),
         QT_TR_NOOP("Fill the one empty point beside the white stone."), "C2", options=EMPTY),
    Plan(5, ("C3",), ("B3", "C4", "D3"), "save", ("C3",), ("C2",), (("B2", "C2"),),
         QT_TR_NOOP("Your marked stone is in atari: White would capture it and win. Escape: "
                    "extend it so that the chain has more liberties."),
         QT_TR_NOOP("Play on your stone's last liberty."), "C2", options=EMPTY),
    Plan(5, ("B3", "C2", "A1"), ("B2",), "win", ("B2",), ("A2", "B1", "C1"), (("D4", "B1"),),
         QT_TR_NOOP("A ladder: give atari so that the stone's escape runs into your stones or "
                    "the edge, and give atari again. Capture in two moves."),
         QT_TR_NOOP("Give atari from the side of the edge; its escape runs into your stone in "
                    "the corner."), "A2", moves=2, options=EMPTY),
    Plan(5, ("B4", "C3", "D2"), ("C4", "D3"), "win", ("C4", "D3"), ("D4", "C5", "E3"),
         (("C5", "D4"),),
         QT_TR_NOOP("A double atari puts two chains in atari with one move: White can save only "
                    "one of them. Capture in two moves."),
         QT_TR_NOOP("Find the point that is a liberty of both white stones."), "D4", moves=2,
         options=EMPTY),
    Plan(5, ("B3", "C4", "D4", "C2", "D2"), ("C3", "D3"), "win", ("C3", "D3"), ("E3",),
         (("B4", "E3"),),
         QT_TR_NOOP("Stones side by side form a chain and share their liberties. Capture the "
                    "chain of two in one move."),
         QT_TR_NOOP("The chain's only liberty is at the edge."), "E3", options=EMPTY),
    Plan(5, ("A2", "B1", "C4", "D3", "D2"), ("B2", "C3"), "win", ("B2", "C3"),
         ("B3", "C2", "C1"), (("C2", "B3"),),
         QT_TR_NOOP("Cut: the white stones only touch at a corner. Play between them and both "
                    "are in atari; capture in two moves."),
         QT_TR_NOOP("Of the two points between the white stones, take the one that leaves "
                    "each of them one liberty."), "B3", moves=2, options=EMPTY),
    Plan(5, ("C3", "C1"), ("B3", "C4", "D3"), "save", ("C3",), ("C2",), (("B2", "C2"),),
         QT_TR_NOOP("Connected stones are strong: they share their liberties. Save the marked "
                    "stone by joining it to your other stone."),
         QT_TR_NOOP("The point between your two stones joins them."), "C2", options=EMPTY),
    Plan(5, ("B3", "C4", "D3", "E5"), ("C3", "D5"), "win", ("C3",), ("C2",), (("E4", "C2"),),
         QT_TR_NOOP("Your corner stone is in atari, but it is your move: the first capture "
                    "wins, so do not save it, capture."),
         QT_TR_NOOP("Attack before you defend: which white stone has one liberty?"), "C2",
         options=EMPTY),
)

MAGNETGO: tuple[Plan, ...] = (
    Plan(5, ("A1", "D1", "C2", "B4"), ("B1", "C1"), "capture", ("B1", "C1"), ("B5",),
         (("B2", "A2"),),
         QT_TR_NOOP("In Magnetgo a stone you place pushes your own nearest stone on each line "
                    "away from it, as far as it can slide. A stone on the white chain's last "
                    "liberty would push your stone at C2 away: push another stone onto the "
                    "liberty instead."),
         QT_TR_NOOP("Place a stone above your stone in column B: it slides down until the white "
                    "stone stops it."), "B5"),
    Plan(5, ("B1", "D1", "C2"), ("A1", "E1"), "capture", ("A1", "E1"), ("A2",),
         (("B2", ""),),
         QT_TR_NOOP("The magnet reaches any distance: the nearest stone on each line moves, "
                    "however far away it is. Capture both white stones with one move."),
         QT_TR_NOOP("Fill one white stone's liberty: your stone on C2 is pushed along the row "
                    "to the other's."), "A2"),
    Plan(5, ("B1", "E1", "B2", "D2"), ("C1", "D1"), "capture", ("C1", "D1"), ("A2",),
         (("C2", "C3"),),  # a reply that refutes without an attraction (taught next)
         QT_TR_NOOP("A pushed stone slides until the edge or the next stone stops it. Capture "
                    "the white chain: slide a stone into the gap between your stones."),
         QT_TR_NOOP("Push your stone at B2 along the row: your stone at D2 stops it."), "A2"),
    Plan(5, ("A1", "A5", "B4", "B2", "C4", "C2"), ("E3",), "capture", ("E3",),
         ("A3", "E2", "C3"), (("D3", "E2"),),
         QT_TR_NOOP("A stone you place pulls White's nearest stone on each line up next to it. "
                    "Pull the white stone into your net and capture it in two moves."),
         QT_TR_NOOP("From the edge, on the white stone's row: it slides all the way to your "
                    "stone."), "A3", moves=2),
    Plan(5, ("A3", "B2", "C1"), ("A2", "B1"), "capture", ("A2", "B1"), ("A1",),
         (("D4", "C2"),),
         QT_TR_NOOP("After a move, White's chains without liberties are taken first, then your "
                    "own: so a stone placed without liberties lives if it captures. Take the "
                    "two white stones."),
         QT_TR_NOOP("The corner point takes White's last liberty."), "A1"),
    Plan(5, ("A1", "C1", "E1", "C2"), ("B1", "D1"), "capture", ("B1", "D1"), ("B2",),
         (("D2", ""),),
         QT_TR_NOOP("A blocking point is not part of the board: a sliding stone stops at it, "
                    "and the magnet does not reach across it. Capture both white stones with "
                    "one move."),
         QT_TR_NOOP("Fill one liberty: the pushed stone stops at the blocking point, on the "
                    "other."), "B2", options=(("blocked", "E2"),)),
    Plan(5, ("B1", "E1", "D2", "D3", "C4"), ("C1", "D1"), "capture", ("C1", "D1"), ("C5",),
         (("C2", "A2"),),
         QT_TR_NOOP("Only single stones move, so a chain can be torn apart: a stone on the last "
                    "liberty would push your stone beside it out of its chain. Fill the liberty "
                    "from afar."),
         QT_TR_NOOP("Push your stone down the column onto the liberty."), "C5"),
    Plan(5, ("A3", "A4", "B3", "B4", "C3", "C2", "D1", "D2"), ("A2", "B2", "B1"), "capture",
         ("A2", "B2", "B1"), ("C1", "D3", "A1"), (("B5", "D3"),),
         QT_TR_NOOP("A stone without liberties may be placed only if the move changes the "
                    "board; in White's eye it would move nothing and is illegal. Fill the "
                    "outside liberty first: capture in two moves."),
         QT_TR_NOOP("The liberty outside the eye is next to your stones."), "C1", moves=2),
    Plan(5, ("B3", "C4", "C2"), ("C3", "D4", "D2", "E3"), "capture", ("C3",), ("D3",),
         (("B4", "D3"),),
         QT_TR_NOOP("Ko in Magnetgo: no move may bring back the board as it was after your own "
                    "previous move. Take the stone in the ko: White may not take back at once."),
         QT_TR_NOOP("Play on the marked stone's last liberty."), "D3", barred="C3"),
)
