"""German for the texts of issue 42's outside analyst and GTP console (branch i42-analyst);
the lead fills them in. "Engine" is "Programm", as in scripts/de/i42-engines.py."""

DE = {
    "Our own search analyses this game: {reason}":
        "Unsere eigene Suche analysiert diese Partie: {reason}",
    "The analysing engine failed: {reason}":
        "Das analysierende Programm ist ausgefallen: {reason}",
    "{colour} {rate}% · {move} · {count} (engine: {name})":
        "{colour} {rate} % · {move} · {count} (Programm: {name})",
    "%n visit(s)": ("%n Besuch", "%n Besuche"),
    "GTP console: {name}": "GTP-Konsole: {name}",
    "The exchange with the engine": "Der Austausch mit dem Programm",
    "A GTP command, then Enter": "Ein GTP-Befehl, dann Eingabe",
    "GTP command": "GTP-Befehl",
    "(the command failed: {reason})": "(der Befehl schlug fehl: {reason})",
    "Our own search": "Unsere eigene Suche",
    "for the side to move": "für die Seite am Zug",
    "for Black": "für Schwarz",
    "for White": "für Weiß",
    "Analysis (F2, Hint, Review):": "Analyse (F2, Tipp, Partie durchsehen):",
    "The engine reports win rates:": "Das Programm meldet Gewinnchancen:",
}
