"""The Go family's illustrated rules page (Go, Atari-Go, Stoical Go, Magnetgo), after
``../shared/rules/go-family.md``: the sections a variant's rules call for, chosen by its rules
value: the machine's own (a move, capturing or the magnets, ko, the count), then the sections of
every rule switch that is on, from its record (:mod:`magnetdesk.engine.go.switches`); each
diagram a small board drawn from text and a move the engine plays."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from magnetdesk.engine.go.diagram import position_from_text
from magnetdesk.engine.go.switches import KO_DIAGRAM, RulesText, counted, switches_on
from magnetdesk.gui.board.rules_sections import Diagram, RuleSection
from magnetdesk.translation import tr


def board(variant: str, text: str, to_move: str = "black") -> Callable[[], Any]:
    return lambda: position_from_text(variant, text, to_move=to_move)


CAPTURE = """
    . . . . .
    . . X . .
    . X O . .
    . . X . .
    . . . . .
"""
KO = KO_DIAGRAM
CAPTURES_FIRST = """
    . . . . .
    . . . . .
    O . . . .
    X O . . .
    . X O . .
"""
MAGNETS = """
    . . . . . . .
    . . . X . . .
    . . . . . . .
    O . . . . X .
    . . . . . . .
    . . . O . . .
    . . . . . . .
"""
STOPPED = """
    . . O . . . .
    . . # . . . .
    . . . . . . .
    X . . . X . O
    . . . . . . .
    . . . . . . .
    . . . . . . .
"""
TORN = """
    . . . . . . .
    . . . O . . .
    . . . O . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
"""
MAGNET_CAPTURE = """
    . . . . .
    . . . . X
    . X . . O
    . . . . X
    . . . . .
"""


def go_sections(variant: str, rules: Any) -> list[RuleSection]:
    sections = [
        RuleSection(
            tr("How a move goes"),
            tr("Black begins; the players take turns. A move places a stone of your colour on "
               "an empty point, or passes. Stones of one colour that touch along the lines form "
               "a chain; the empty points next to a chain are its liberties."),
        ),
    ]
    if rules.magnetism:
        sections += magnet_sections(variant)
    else:
        sections.append(RuleSection(
            tr("Capturing"),
            tr("A chain without liberties is captured: its stones leave the board and become "
               "the capturer's prisoners. Here Black takes the last liberty of the white "
               "stone."),
            Diagram(board(variant, CAPTURE), "D3"),
        ))
        sections.append(RuleSection(
            tr("Suicide"),
            tr("A move first removes the opponent's chains without liberties, then looks at "
               "its own chain. A move that leaves its own chain without liberties (suicide) "
               "is forbidden. Here White's stone on A1 has no liberty, but it captures two "
               "black stones first, so it is no suicide."),
            Diagram(board(variant, CAPTURES_FIRST, "white"), "A1"),
        ))
    sections += [switch_section(variant, text) for switch in switches_on(rules)
                 for text in switch.rules_text]
    if not counted(rules):
        return sections
    if not rules.stoical and not rules.magnetism:
        sections.append(RuleSection(
            tr("Ko"),
            tr("Black captures one stone; White may not capture back at once, because that "
               "would bring back the position before Black's move. White must play elsewhere "
               "first."),
            Diagram(board(variant, KO), "C3"),
        ))
    sections.append(RuleSection(
        tr("The end and the count"),
        tr("Two passes in a row end the game. The dead stones are marked and removed, then "
           "the game is counted: by area (stones and surrounded points), by territory "
           "(surrounded points and prisoners) or by stones alone, as the options say. White "
           "gets the komi."),
    ))
    return sections


def switch_section(variant: str, text: RulesText) -> RuleSection:
    """A rule switch's section, from its record's rules text."""
    if not text.diagram:
        return RuleSection(tr(text.title), tr(text.text))
    diagram = Diagram(board(variant, text.diagram, text.to_move), text.move)
    return RuleSection(tr(text.title), tr(text.text), diagram)


def magnet_sections(variant: str) -> list[RuleSection]:
    return [
        RuleSection(
            tr("Repel and attract"),
            tr("After you place a stone, look along each of the four lines from it. Only the "
               "nearest stone on each line is affected, at any distance: a stone of your "
               "colour is repelled and slides away as far as it can; an opponent's stone is "
               "attracted and slides up next to your stone. The placed stone never moves."),
            Diagram(board(variant, MAGNETS), "D4"),
        ),
        RuleSection(
            tr("What stops a slide"),
            tr("A sliding stone stops at the edge of the board or in front of the next stone; "
               "a blocking point ends the line, so nothing behind it is moved. Nothing is "
               "pushed off the board."),
            Diagram(board(variant, STOPPED), "C4"),
        ),
        RuleSection(
            tr("Chains are torn apart"),
            tr("Only single stones move, never whole chains: the nearest stone of a chain "
               "slides and leaves the rest behind."),
            Diagram(board(variant, TORN), "D2"),
        ),
        RuleSection(
            tr("Captures: the opponent's chains first"),
            tr("After the slides, every opponent chain without liberties is captured first, "
               "then every chain of your own without liberties (those stones are your "
               "opponent's prisoners). Here the repelled black stone takes the white stone's "
               "last liberty."),
            Diagram(board(variant, MAGNET_CAPTURE), "A3"),
        ),
        RuleSection(
            tr("Suicide and ko"),
            tr("A move that loses your own stones is allowed, but only if it changes the "
               "board. A move may not bring back the position after your own previous move."),
        ),
    ]


def rules_page(variant: str, rules: Any) -> list[RuleSection]:
    return go_sections(variant, rules)
