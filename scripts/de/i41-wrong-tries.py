"""German for the texts of branch i41-wrong-tries (issue 41, part 4: wrong tries explained,
first-time scoring, the problems' filter): filled into the .ts files at the merge
(scripts/fill_translations.py)."""

DE = {
    # what a refutation does (magnetdesk/gui/learn/reply_words.py)
    "your king": "deinen König",
    "your queen": "deine Dame",
    "your rook": "deinen Turm",
    "your bishop": "deinen Läufer",
    "your knight": "deinen Springer",
    "your pawn": "deinen Bauern",
    "the marked piece moves to {square}": "die markierte Figur zieht nach {square}",
    "the field pulls the marked piece to {square}":
        "das Feld zieht die markierte Figur nach {square}",
    "the field pushes the marked piece to {square}":
        "das Feld stößt die markierte Figur nach {square}",
    "the marked stone jumps to {square}": "der markierte Stein springt nach {square}",
    "the marked stone slides to {square}": "der markierte Stein gleitet nach {square}",
    "{side} takes %n stone(s) and wins": (
        "{side} schlägt %n Stein und gewinnt", "{side} schlägt %n Steine und gewinnt"),
    "{side} takes %n stone(s)": ("{side} schlägt %n Stein", "{side} schlägt %n Steine"),
    "{side} takes {piece}": "{side} schlägt {piece}",
    "{side} reverses %n stone(s)": (
        "{side} dreht %n Stein um", "{side} dreht %n Steine um"),
    "{side} wins": "{side} gewinnt",
    "the field makes {side}'s pawn on {square} a queen":
        "das Feld macht den Bauern von {side} auf {square} zur Dame",
    "{side} completes %n rosette(s)": (
        "{side} schließt %n Rosette", "{side} schließt %n Rosetten"),
    "{side} escapes: the chain now has %n liberty(ies)": (
        "{side} entkommt: die Kette hat jetzt %n Freiheit",
        "{side} entkommt: die Kette hat jetzt %n Freiheiten"),
    "your chain has %n liberty(ies) left": (
        "deiner Kette bleibt %n Freiheit", "deiner Kette bleiben %n Freiheiten"),
    "the new stone pulls %n stone(s) of yours": (
        "der neue Stein zieht %n deiner Steine an", "der neue Stein zieht %n deiner Steine an"),
    "the field pulls {piece} to {square}": "das Feld zieht {piece} nach {square}",
    "the field pushes {piece} to {square}": "das Feld stößt {piece} nach {square}",
    # first-time scoring (problems_window.py, course_window.py)
    "With the hint, a star fewer.": "Mit dem Tipp ein Stern weniger.",
    "Solved at the first try.": "Beim ersten Versuch gelöst.",
    "Solved, not at the first try.": "Gelöst, nicht beim ersten Versuch.",
    "Failed at the first try.": "Beim ersten Versuch nicht gelöst.",
    "Solved, but not at the first try.": "Gelöst, aber nicht beim ersten Versuch.",
    "Right!": "Richtig!",  # (as in engine_de.ts; now said by the problems window too)
    "%n at the first try": ("%n beim ersten Versuch", "%n beim ersten Versuch"),
    # the filter of the problems window (problems_window.py)
    "Theme": "Thema",
    "Grade": "Stufe",
    "All": "Alle",
    "{name} ({count})": "{name} ({count})",
    "No problem of this theme has this grade.": "Keine Aufgabe dieses Themas hat diese Stufe.",
}
