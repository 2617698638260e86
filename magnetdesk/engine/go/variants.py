"""The Go family's registry entries: Go, Atari-Go, Stoical Go and Magnetgo, each a set of rule
switches of the one Go machine (:class:`~magnetdesk.engine.go.rules.GoRules`) with its options.

A new Go-family variant is one more entry here (and its rule switch's record in
:mod:`magnetdesk.engine.go.switches` if it needs a new one): see docs/architecture.md. Each
entry offers the options of the declared switches that name it, after its own.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from magnetdesk.engine.core.geometry import GTP_LETTERS, MAX_SQUARE_SIZE
from magnetdesk.engine.core.numbers import whole_number
from magnetdesk.engine.core.options import Option, OptionError
from magnetdesk.engine.core.registry import Variant
from magnetdesk.engine.go.rules import GoRules
from magnetdesk.engine.go.switches import offered_options, offered_values
from magnetdesk.translation import QT_TR_NOOP, tr

# --- shared option pieces -------------------------------------------------------------------


def _size(default: int, presets: tuple[int, ...] = (9, 13, 19)) -> Option:
    return Option(
        "size", QT_TR_NOOP("Board size"), "int", default, QT_TR_NOOP("points per side"),
        minimum=2, maximum=MAX_SQUARE_SIZE, presets=presets,
    )


BLOCKED = Option(
    "blocked", QT_TR_NOOP("Blocking points"), "points", "",
    QT_TR_NOOP("neutral points that are not part of the board, e.g. 'E5 C3'"),
)
KOMI = Option(
    "komi", QT_TR_NOOP("Komi"), "float", None,
    QT_TR_NOOP("points for White; empty = the usual komi for the scoring (0.5 with handicap)"),
    minimum=-1000, maximum=1000,
)
HANDICAP = Option(
    "handicap", QT_TR_NOOP("Handicap"), "int", 0, QT_TR_NOOP("Black's extra stones"),
    minimum=0, maximum=9,
)
HANDICAP_PLACEMENT = Option(
    "handicap_placement", QT_TR_NOOP("Handicap placement"), "choice", "fixed",
    QT_TR_NOOP("fixed: the star points; free: Black places them"),
    choices=(QT_TR_NOOP("fixed"), QT_TR_NOOP("free")),
)


def _blocked_points(text: str, size: int) -> frozenset[tuple[int, int]]:
    points = set()
    for word in text.split():
        x = GTP_LETTERS.find(word[0].upper()) if word else -1
        row = whole_number(word[1:])
        y = -1 if row is None else row - 1
        if not (0 <= x < size and 0 <= y < size):
            message = tr("blocking point {point} is not on a {size}×{size} board")
            raise OptionError(message.format(point=repr(word), size=size))
        points.add((x, y))
    if len(points) >= size * size:
        raise OptionError(tr("blocking points may not cover the whole board"))
    return frozenset(points)


def _komi(value: float | None, standard: float, handicap: int) -> float:
    if value is not None:
        return float(value)
    return 0.5 if handicap else standard


def _handicap(values: dict[str, Any]) -> dict[str, Any]:
    if values["handicap"] == 1:
        raise OptionError(tr("a handicap is 2 to 9 stones (with 1, just let Black play first)"))
    return {"handicap": values["handicap"], "handicap_placement": values["handicap_placement"]}


def _switched(build: Callable[[dict[str, Any]], GoRules]) -> Callable[[dict[str, Any]], GoRules]:
    """``build`` and then the values of the declared switches the variant offers."""

    def build_switched(values: dict[str, Any]) -> GoRules:
        rules = build(values)
        switches = offered_values(rules.variant, values)
        return dataclasses.replace(rules, switches=switches) if switches else rules

    return build_switched


# --- the Go family ----------------------------------------------------------------------------

GO_KOMI = {"area": 7.5, "territory": 6.5, "stones": 0.0}


def _build_go(v: dict[str, Any]) -> GoRules:
    return GoRules(
        variant="go",
        size=v["size"],
        blocked=_blocked_points(v["blocked"], v["size"]),
        komi=_komi(v["komi"], GO_KOMI[v["scoring"]], v["handicap"]),
        scoring=v["scoring"],
        ko=v["ko"],
        suicide=v["suicide"],
        options=tuple(v.items()),
        **_handicap(v),
    )


def _build_atari(v: dict[str, Any]) -> GoRules:
    return GoRules(
        variant="atari-go",
        size=v["size"],
        blocked=_blocked_points(v["blocked"], v["size"]),
        komi=0.0,
        scoring="stones",
        ko="none",
        first_capture_wins=True,
        crosscut=v["start"] == "crosscut",
        options=tuple(v.items()),
    )


def _build_stoical(v: dict[str, Any]) -> GoRules:
    return GoRules(
        variant="stoical-go",
        size=v["size"],
        blocked=_blocked_points(v["blocked"], v["size"]),
        komi=_komi(v["komi"], GO_KOMI[v["scoring"]], v["handicap"]),
        scoring=v["scoring"],
        ko="none",
        stoical=True,
        snapback=v["snapback"],
        repetition=v["repetition"],
        options=tuple(v.items()),
        **_handicap(v),
    )


def _build_magnetgo(v: dict[str, Any]) -> GoRules:
    return GoRules(
        variant="magnetgo",
        size=v["size"],
        blocked=_blocked_points(v["blocked"], v["size"]),
        komi=_komi(v["komi"], 5.0, v["handicap"]),
        scoring=v["scoring"],
        ko=v["ko"],
        suicide="if-changed",
        magnetism=True,
        handicap_magnetism=v["handicap_magnetism"],
        options=tuple(v.items()),
        **_handicap(v),
    )


GO = Variant(
    "go", QT_TR_NOOP("Go"), "go", "square",
    QT_TR_NOOP("The ancient game of surrounding territory."),
    QT_TR_NOOP(
        "Black and White place stones in turn. Chains without liberties are captured. "
        "No suicide, no immediate ko recapture. Two passes end the game; the larger area "
        "(or territory) plus komi wins."
    ),
    (
        _size(19), KOMI,
        Option("scoring", QT_TR_NOOP("Scoring"), "choice", "area",
               QT_TR_NOOP("area: stones + territory (Chinese); territory: territory + prisoners "
                          "(Japanese); stones: stones on the board (règle strasbourgeoise)"),
               choices=(QT_TR_NOOP("area"), QT_TR_NOOP("territory"), QT_TR_NOOP("stones"))),
        Option("ko", QT_TR_NOOP("Ko rule"), "choice", "simple",
               QT_TR_NOOP("simple ko, or positional / situational superko"),
               choices=(QT_TR_NOOP("simple"), QT_TR_NOOP("positional"),
                        QT_TR_NOOP("situational"))),
        Option("suicide", QT_TR_NOOP("Suicide"), "choice", "forbidden",
               QT_TR_NOOP("allowed: a move may remove its own chain (New Zealand, Tromp–Taylor)"),
               choices=(QT_TR_NOOP("forbidden"), QT_TR_NOOP("allowed"))),
        HANDICAP, HANDICAP_PLACEMENT, BLOCKED,
    ),
    _switched(_build_go),
    offered_options,
)


ATARI_GO = Variant(
    "atari-go", QT_TR_NOOP("Atari-Go"), "go", "square",
    QT_TR_NOOP("Go for beginners: the first capture wins."),
    QT_TR_NOOP(
        "Go without the ko rule. Whoever captures first (a single stone counts) wins at once. "
        "Usually starts from the crosscut in the centre. If both pass before any capture, the "
        "player with more stones on the board wins."
    ),
    (
        _size(9),
        Option("start", QT_TR_NOOP("Start"), "choice", "crosscut",
               QT_TR_NOOP("crosscut: four stones in the centre; empty: an empty board"),
               choices=(QT_TR_NOOP("crosscut"), QT_TR_NOOP("empty"))),
        BLOCKED,
    ),
    _switched(_build_atari),
    offered_options,
)


STOICAL_GO = Variant(
    "stoical-go", QT_TR_NOOP("Stoical Go"), "go", "square",
    QT_TR_NOOP("Go without ko: you may not capture right after your opponent captured."),
    QT_TR_NOOP(
        "Go with no ko rule; instead a move that captures is illegal if the opponent's previous "
        "move captured (a pass clears it). Suicide is forbidden. Repeating the position after "
        "one of your earlier moves ends the game (a draw by default). Area scoring."
    ),
    (
        _size(19, (7, 9, 11, 13, 15, 17, 19)), KOMI,
        Option("scoring", QT_TR_NOOP("Scoring"), "choice", "area",
               QT_TR_NOOP("area: stones + territory; stones: stones on the board only"),
               choices=(QT_TR_NOOP("area"), QT_TR_NOOP("stones"))),
        Option("repetition", QT_TR_NOOP("Repetition"), "choice", "draw",
               QT_TR_NOOP("what repeating your own earlier position does: draw, or the "
                          "repeater loses"),
               choices=(QT_TR_NOOP("draw"), QT_TR_NOOP("loss"))),
        Option("snapback", QT_TR_NOOP("Snapback refinement"), "bool", False,
               QT_TR_NOOP("a capture right after an opponent's capture is allowed if it takes "
                          "more stones")),
        HANDICAP, HANDICAP_PLACEMENT, BLOCKED,
    ),
    _switched(_build_stoical),
    offered_options,
)


MAGNETGO = Variant(
    "magnetgo", QT_TR_NOOP("Magnetgo"), "go", "square",
    QT_TR_NOOP("Electric Go: a placed stone repels its own colour and attracts the other."),
    QT_TR_NOOP(
        "Place a stone; then along each of the four lines from it the nearest stone moves: your "
        "own slides away as far as it can, an opponent's slides up next to your stone (single "
        "stones, never chains). Then opponent chains without liberties are captured, then your "
        "own (they become your opponent's prisoners). Suicide is legal only if it changes the "
        "board. Territory scoring with prisoners."
    ),
    (
        _size(9), KOMI,
        Option("scoring", QT_TR_NOOP("Scoring"), "choice", "territory",
               QT_TR_NOOP("territory: territory + prisoners (the inventor's); area: Hannover "
                          "1000-Volt rules"),
               choices=(QT_TR_NOOP("territory"), QT_TR_NOOP("area"))),
        Option("ko", QT_TR_NOOP("Ko rule"), "choice", "basic",
               QT_TR_NOOP("basic: no move may recreate the position after your own previous "
                          "move; positional: no earlier position may recur"),
               choices=(QT_TR_NOOP("basic"), QT_TR_NOOP("positional"))),
        HANDICAP, HANDICAP_PLACEMENT,
        Option("handicap_magnetism", QT_TR_NOOP("Magnetic handicap"), "bool", False,
               QT_TR_NOOP("handicap stones repel each other as they are placed")),
        BLOCKED,
    ),
    _switched(_build_magnetgo),
    offered_options,
)

GO_VARIANTS = (GO, ATARI_GO, STOICAL_GO, MAGNETGO)
