"""German for the texts of issue 42's engines (branch i42-engines); the lead fills them in."""

DE = {
    "&Engines…": "&Programme…",
    "E&ngines": "&Programme",
    "The engine": "Das Programm",
    "{engine} resigns: {winner} wins": "{engine} gibt auf: {winner} gewinnt",
    "{engine} (engine)": "{engine} (Programm)",
    "An outside engine (Engines ▸ Engines…)": "Ein fremdes Go-Programm (Programme ▸ Programme…)",
    "{engine} cannot be started": "{engine} lässt sich nicht starten",
    "{engine} did not answer after its start": "{engine} antwortete nach dem Start nicht",
    "{engine} stopped working": "{engine} ist abgestürzt",
    "{engine} did not answer in time": "{engine} antwortete nicht rechtzeitig",
    "{engine} answered something that is not GTP": "{engine} antwortete nicht in GTP",
    "{engine} refused a command": "{engine} lehnte einen Befehl ab",
    "{engine} proposed a move the rules forbid":
        "{engine} schlug einen Zug vor, den die Regeln verbieten",
    "{engine} cannot play this game": "{engine} kann dieses Spiel nicht spielen",
    "{trouble} ({detail}). The game is as it was: Ctrl+G asks the engine again, "
    "Game ▸ Players… lets a person take its side":
        "{trouble} ({detail}). Die Partie ist unverändert: Strg+G fragt das Programm erneut, "
        "mit Spiel ▸ Spieler… übernimmt ein Mensch ihre Seite",
    "Engine": "Programm",
    "Add an engine": "Programm hinzufügen",
    "from the program's name": "aus dem Namen des Programms",
    "&Browse…": "&Durchsuchen…",
    "the program's own": "der des Programms",
    "B&rowse…": "D&urchsuchen…",
    "one GTP command a line, e.g. komi 6.5": "ein GTP-Befehl je Zeile, z. B. komi 6.5",
    "&Name:": "&Name:",
    "&Command:": "&Befehl:",
    "&Working folder:": "&Arbeitsordner:",
    "Commands &after start:": "Befehle nach dem &Start:",
    "The command has an unclosed quote.": "Im Befehl fehlt ein schließendes Anführungszeichen.",
    "Give the program to start, and its arguments.":
        "Geben Sie das zu startende Programm und seine Argumente an.",
    "Another engine is called {name}.": "Ein anderes Programm heißt schon {name}.",
    "The engine's program": "Die ausführbare Datei des Programms",
    "The engine's working folder": "Der Arbeitsordner des Programms",
    "Engines": "Programme",
    "&Add…": "&Hinzufügen…",
    "&Change…": "Ä&ndern…",
    "&Remove": "&Entfernen",
    "&Test": "&Testen",
    "An engine is any program that speaks GTP, such as GNU Go, Pachi, KataGo or "
    "magnetdesk-gtp. Choose it as your opponent in the new-game dialog.":
        "Hier ist jedes Go-Programm willkommen, das GTP spricht, etwa GNU Go, Pachi, KataGo "
        "oder magnetdesk-gtp. Wählen Sie es im Dialog für eine neue Partie als Gegner.",
    "No engine yet: Add… one by its command line.":
        "Noch kein Programm: Hinzufügen… nimmt eines mit seiner Befehlszeile auf.",
    "Testing {engine}…": "{engine} wird getestet…",
    "{trouble}: {detail}": "{trouble}: {detail}",
    "Engine: {name} {version}": "Programm: {name} {version}",
    "Plays: {games}": "Spielt: {games}",
    "Plays: Go on {sizes}": "Spielt: Go auf {sizes}",
    "none": "keine",
    "{commands} (with ownership)": "{commands} (mit Gebietsschätzung)",
    "Analysis: {commands}": "Analyse: {commands}",
    "Time: {commands}": "Zeit: {commands}",
    "It can be used.": "Es ist einsatzbereit.",
}
