<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name></name>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neue Partie…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Library…</source>
        <translation>Bib&amp;liothek…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Game &amp;info…</source>
        <translation>Partie&amp;informationen…</translation>
    </message>
    <message>
        <source>&amp;Position as picture…</source>
        <translation>&amp;Stellung als Bild…</translation>
    </message>
    <message>
        <source>&amp;Game as animated GIF…</source>
        <translation>&amp;Partie als animiertes GIF…</translation>
    </message>
    <message>
        <source>Export P&amp;DF…</source>
        <translation>&amp;PDF exportieren…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Passen</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Fertig</translation>
    </message>
    <message>
        <source>&amp;Take back the last action</source>
        <translation>Letzte &amp;Aktion zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>Auf&amp;geben</translation>
    </message>
    <message>
        <source>Let the &amp;computer play</source>
        <translation>&amp;Computer ziehen lassen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Re&amp;view game…</source>
        <translation>Partie &amp;durchsehen…</translation>
    </message>
    <message>
        <source>Pa&amp;use the clock</source>
        <translation>&amp;Uhr anhalten</translation>
    </message>
    <message>
        <source>&amp;Stop the computer</source>
        <translation>Computer an&amp;halten</translation>
    </message>
    <message>
        <source>Pla&amp;yers…</source>
        <translation>Spiele&amp;r…</translation>
    </message>
    <message>
        <source>Play on the &amp;board with the keys</source>
        <translation>Mit den Tasten auf dem &amp;Brett spielen</translation>
    </message>
    <message>
        <source>Type a &amp;move…</source>
        <translation>&amp;Zug eingeben…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;First move</source>
        <translation>&amp;Erster Zug</translation>
    </message>
    <message>
        <source>&amp;Previous move</source>
        <translation>&amp;Vorheriger Zug</translation>
    </message>
    <message>
        <source>&amp;Next move</source>
        <translation>&amp;Nächster Zug</translation>
    </message>
    <message>
        <source>&amp;Set up position…</source>
        <translation>Stellung &amp;aufbauen…</translation>
    </message>
    <message>
        <source>Make a pro&amp;blem…</source>
        <translation>&amp;Aufgabe erstellen…</translation>
    </message>
    <message>
        <source>&amp;Engines…</source>
        <translation>&amp;Programme…</translation>
    </message>
    <message>
        <source>Engine a&amp;gainst engine…</source>
        <translation>Engine gegen &amp;Engine…</translation>
    </message>
    <message>
        <source>&amp;Analyst…</source>
        <translation>&amp;Analyse durch…</translation>
    </message>
    <message>
        <source>GTP &amp;console</source>
        <translation>GTP-&amp;Konsole</translation>
    </message>
    <message>
        <source>E&amp;ngines</source>
        <translation>&amp;Programme</translation>
    </message>
    <message>
        <source>&amp;Last move</source>
        <translation>&amp;Letzter Zug</translation>
    </message>
    <message>
        <source>&amp;Whose turn</source>
        <translation>&amp;Wer ist am Zug</translation>
    </message>
    <message>
        <source>&amp;Count or material</source>
        <translation>&amp;Zählung oder Material</translation>
    </message>
    <message>
        <source>&amp;Black&apos;s stones or pieces</source>
        <translation>&amp;Schwarze Steine oder Figuren</translation>
    </message>
    <message>
        <source>W&amp;hite&apos;s stones or pieces</source>
        <translation>W&amp;eiße Steine oder Figuren</translation>
    </message>
    <message>
        <source>The &amp;row</source>
        <translation>Die &amp;Reihe</translation>
    </message>
    <message>
        <source>The c&amp;olumn</source>
        <translation>Die S&amp;palte</translation>
    </message>
    <message>
        <source>Read a row or column…</source>
        <translation>Eine Reihe oder Spalte lesen…</translation>
    </message>
    <message>
        <source>&amp;Read aloud</source>
        <translation>&amp;Vorlesen</translation>
    </message>
    <message>
        <source>Move {number}: {move}</source>
        <translation>Zug {number}: {move}</translation>
    </message>
    <message>
        <source>No move yet</source>
        <translation>Noch kein Zug</translation>
    </message>
    <message>
        <source>{side} to play, move {number}</source>
        <translation>{side} am Zug, Zug {number}</translation>
    </message>
    <message>
        <source>estimate: even</source>
        <translation>Schätzung: ausgeglichen</translation>
    </message>
    <message>
        <source>estimate: {side} leads by {margin}</source>
        <translation>Schätzung: {side} führt mit {margin}</translation>
    </message>
    <message>
        <source>Read a row or column</source>
        <translation>Eine Reihe oder Spalte lesen</translation>
    </message>
    <message>
        <source>Row number or column letter:</source>
        <translation>Nummer der Reihe oder Buchstabe der Spalte:</translation>
    </message>
    <message>
        <source>No row or column {name}</source>
        <translation>Keine Reihe oder Spalte {name}</translation>
    </message>
    <message>
        <source>Previous &amp;variation</source>
        <translation>Vorherige V&amp;ariante</translation>
    </message>
    <message>
        <source>Ne&amp;xt variation</source>
        <translation>Nächste Varian&amp;te</translation>
    </message>
    <message>
        <source>&amp;Copy game</source>
        <translation>Partie &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy position as p&amp;icture</source>
        <translation>Stellung als &amp;Bild kopieren</translation>
    </message>
    <message>
        <source>Copy the moves as &amp;text</source>
        <translation>Züge als &amp;Text kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste game</source>
        <translation>Partie &amp;einfügen</translation>
    </message>
    <message>
        <source>&amp;Delete this move and what follows</source>
        <translation>Diesen Zug und alle folgenden &amp;löschen</translation>
    </message>
    <message>
        <source>Make this line the &amp;main line</source>
        <translation>Diese Folge zur &amp;Hauptvariante machen</translation>
    </message>
    <message>
        <source>&amp;Coordinates</source>
        <translation>&amp;Koordinaten</translation>
    </message>
    <message>
        <source>&amp;Move numbers</source>
        <translation>&amp;Zugnummern</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Ton</translation>
    </message>
    <message>
        <source>Side &amp;panel</source>
        <translation>&amp;Seitenleiste</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>&amp;Analyse</translation>
    </message>
    <message>
        <source>&amp;Rules of this variant</source>
        <translation>&amp;Regeln dieser Spielvariante</translation>
    </message>
    <message>
        <source>&amp;Learn to play…</source>
        <translation>&amp;Spielen lernen…</translation>
    </message>
    <message>
        <source>&amp;Problems…</source>
        <translation>&amp;Aufgaben…</translation>
    </message>
    <message>
        <source>&amp;About Magnetdesk</source>
        <translation>Ü&amp;ber Magnetdesk</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Navigate</source>
        <translation>&amp;Navigation</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Zuletzt &amp;geöffnet</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Werkzeugleiste</translation>
    </message>
    <message>
        <source>the last run</source>
        <translation>der letzten Sitzung</translation>
    </message>
    <message numerus="yes">
        <source>Magnetdesk did not close normally. Restore the game from {when} (%n move(s))?</source>
        <translation>
            <numerusform>Magnetdesk wurde nicht normal beendet. Die Partie vom {when} (%n Zug) wiederherstellen?</numerusform>
            <numerusform>Magnetdesk wurde nicht normal beendet. Die Partie vom {when} (%n Züge) wiederherstellen?</numerusform>
        </translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>Turm</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Läufer</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Springer</translation>
    </message>
    <message>
        <source>pawn</source>
        <translation>Bauer</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>Springer</translation>
    </message>
    <message>
        <source>bishop</source>
        <translation>Läufer</translation>
    </message>
    <message>
        <source>rook</source>
        <translation>Turm</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>König</translation>
    </message>
    <message>
        <source>Field code of this move</source>
        <translation>Feldcode dieses Zugs</translation>
    </message>
    <message>
        <source>Code of the next move</source>
        <translation>Code des nächsten Zugs</translation>
    </message>
    <message>
        <source>Promote to</source>
        <translation>Umwandeln in</translation>
    </message>
    <message>
        <source>the {piece} on {square} has no legal move</source>
        <translation>{piece} auf {square} hat keinen legalen Zug</translation>
    </message>
    <message>
        <source>named by the player</source>
        <translation>vom Spieler gewählt</translation>
    </message>
    <message>
        <source>{code} (cycle {codes})</source>
        <translation>{code} (Reihum {codes})</translation>
    </message>
    <message>
        <source>{code} (named by the opponent)</source>
        <translation>{code} (vom Gegner gewählt)</translation>
    </message>
    <message>
        <source>a moved piece repels every piece</source>
        <translation>eine gezogene Figur stößt alle Figuren ab</translation>
    </message>
    <message>
        <source>a moved piece attracts every piece</source>
        <translation>eine gezogene Figur zieht alle Figuren an</translation>
    </message>
    <message>
        <source>no field: chess with king capture</source>
        <translation>kein Feld: Schach mit Königsschlagen</translation>
    </message>
    <message>
        <source>a moved piece repels its own colour and attracts the other</source>
        <translation>eine gezogene Figur stößt die eigene Farbe ab und zieht die andere an</translation>
    </message>
    <message>
        <source>a moved piece attracts its own colour and repels the other</source>
        <translation>eine gezogene Figur zieht die eigene Farbe an und stößt die andere ab</translation>
    </message>
    <message>
        <source>a moved piece repels its own colour and leaves the other</source>
        <translation>eine gezogene Figur stößt die eigene Farbe ab und lässt die andere stehen</translation>
    </message>
    <message>
        <source>a moved piece leaves its own colour and repels the other</source>
        <translation>eine gezogene Figur lässt die eigene Farbe stehen und stößt die andere ab</translation>
    </message>
    <message>
        <source>a moved piece attracts its own colour and leaves the other</source>
        <translation>eine gezogene Figur zieht die eigene Farbe an und lässt die andere stehen</translation>
    </message>
    <message>
        <source>a moved piece leaves its own colour and attracts the other</source>
        <translation>eine gezogene Figur lässt die eigene Farbe stehen und zieht die andere an</translation>
    </message>
    <message>
        <source>repels</source>
        <translation>stößt ab</translation>
    </message>
    <message>
        <source>attracts</source>
        <translation>zieht an</translation>
    </message>
    <message>
        <source>leaves</source>
        <translation>lässt stehen</translation>
    </message>
    <message>
        <source>White on White: {ww}, on Black: {wb}; Black on White: {bw}, on Black: {bb}</source>
        <translation>Weiß auf Weiß: {ww}, auf Schwarz: {wb}; Schwarz auf Weiß: {bw}, auf Schwarz: {bb}</translation>
    </message>
    <message>
        <source>field {code}</source>
        <translation>Feld {code}</translation>
    </message>
    <message>
        <source>no repetition</source>
        <translation>keine Wiederholung</translation>
    </message>
    <message>
        <source>e.g. RAAR</source>
        <translation>z. B. RAAR</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>The computer does not play {variant} yet</source>
        <translation>Der Computer spielt {variant} noch nicht</translation>
    </message>
    <message>
        <source>{engine} was stopped: you play {colour}</source>
        <translation>{engine} wurde beendet: Sie spielen {colour}</translation>
    </message>
    <message>
        <source>The computer stopped; Ctrl+G lets it play on</source>
        <translation>Der Computer hält an; Strg+G lässt ihn weiterspielen</translation>
    </message>
    <message>
        <source>The engine</source>
        <translation>Das Programm</translation>
    </message>
    <message>
        <source>{engine} resigns: {winner} wins</source>
        <translation>{engine} gibt auf: {winner} gewinnt</translation>
    </message>
    <message>
        <source>{loser} resigns: {winner} wins</source>
        <translation>{loser} gibt auf: {winner} gewinnt</translation>
    </message>
    <message>
        <source>The computer could not choose a move ({why}); Ctrl+G tries again</source>
        <translation>Der Computer konnte keinen Zug wählen ({why}); Strg+G versucht es erneut</translation>
    </message>
    <message>
        <source>Click a point to place a stone</source>
        <translation>Klicke auf einen Punkt, um einen Stein zu setzen</translation>
    </message>
    <message>
        <source>prisoners</source>
        <translation>Gefangene</translation>
    </message>
    <message>
        <source>Territory</source>
        <translation>Gebiet</translation>
    </message>
    <message>
        <source>Stones</source>
        <translation>Steine</translation>
    </message>
    <message>
        <source>Prisoners</source>
        <translation>Gefangene</translation>
    </message>
    <message>
        <source>Komi</source>
        <translation>Komi</translation>
    </message>
    <message>
        <source>stones</source>
        <translation>Steine</translation>
    </message>
    <message>
        <source>Click a cell to place a stone, drag a group to move it; Enter (Done) ends the turn</source>
        <translation>Klicke auf ein Feld, um einen Stein zu setzen, ziehe eine Gruppe, um sie zu bewegen; Eingabe (Fertig) beendet den Zug</translation>
    </message>
    <message>
        <source>captured</source>
        <translation>geschlagen</translation>
    </message>
    <message>
        <source>Click a piece, then its square (or drag it)</source>
        <translation>Klicke auf eine Figur, dann auf ihr Zielfeld (oder ziehe sie)</translation>
    </message>
    <message>
        <source>SGF game records (*.sgf);;All files (*)</source>
        <translation>SGF-Partien (*.sgf);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Game records (*.sgf *.txt);;SGF game records (*.sgf);;Chess records as text (*.txt);;All files (*)</source>
        <translation>Partien (*.sgf *.txt);;SGF-Partien (*.sgf);;Schachpartien als Text (*.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The game has unsaved changes. Save them first?</source>
        <translation>Die Partie hat ungespeicherte Änderungen. Zuerst speichern?</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Partie öffnen</translation>
    </message>
    <message>
        <source>Could not open {file}:
{error}</source>
        <translation>{file} konnte nicht geöffnet werden:
{error}</translation>
    </message>
    <message numerus="yes">
        <source>Opened {file}: %n move(s)</source>
        <translation>
            <numerusform>{file} geöffnet: %n Zug</numerusform>
            <numerusform>{file} geöffnet: %n Züge</numerusform>
        </translation>
    </message>
    <message>
        <source>{file} was read with warnings:
{warnings}</source>
        <translation>{file} wurde mit Warnungen gelesen:
{warnings}</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Partie speichern</translation>
    </message>
    <message>
        <source>Could not save {file}</source>
        <translation>{file} konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Could not save {file}:
{error}</source>
        <translation>{file} konnte nicht gespeichert werden:
{error}</translation>
    </message>
    <message>
        <source>Saved {file}</source>
        <translation>{file} gespeichert</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Magnetdesk&lt;/h3&gt;&lt;p&gt;Go and its rare relatives — Atari-Go, Stoical Go, Magnetgo, Medusa — and the Magnetic Chess family on your desktop: play a friend or the computer, take moves back, keep every variation, save and replay SGF files.&lt;/p&gt;&lt;p&gt;MIT licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Magnetdesk&lt;/h3&gt;&lt;p&gt;Go und seine seltenen Verwandten — Atari-Go, Stoisches Go, Magnetgo, Medusa — und die Familie des Magnetschachs auf dem eigenen Rechner: gegen Freunde oder den Computer spielen, Züge zurücknehmen, alle Varianten behalten, SGF-Dateien speichern und nachspielen.&lt;/p&gt;&lt;p&gt;MIT-Lizenz.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The computer waits while you look around: Ctrl+G lets it play</source>
        <translation>Der Computer wartet, solange du dich umsiehst: Strg+G lässt ihn ziehen</translation>
    </message>
    <message>
        <source>Game tree</source>
        <translation>Spielbaum</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Gewinnchance</translation>
    </message>
    <message>
        <source>Counting the score</source>
        <translation>Auszählen</translation>
    </message>
    <message>
        <source>Game over: {result}</source>
        <translation>Partie beendet: {result}</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>The game could not be autosaved</source>
        <translation>Die Partie konnte nicht automatisch gesichert werden</translation>
    </message>
    <message>
        <source>It is the computer&apos;s turn: Esc stops it</source>
        <translation>Der Computer ist am Zug: Esc hält ihn an</translation>
    </message>
    <message>
        <source>{colour} resigns: end the game?</source>
        <translation>{colour} gibt auf: Partie beenden?</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Much of the board is still open. If your opponent passes too, the game ends and is counted as it stands. Pass anyway?</source>
        <translation>Ein großer Teil des Bretts ist noch offen. Wenn dein Gegner auch passt, endet die Partie und wird so gezählt, wie sie steht. Trotzdem passen?</translation>
    </message>
    <message>
        <source>Delete this move? This cannot be undone.</source>
        <translation>Diesen Zug löschen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message numerus="yes">
        <source>Delete this move and the %n after it? This cannot be undone.</source>
        <translation>
            <numerusform>Diesen Zug und den %n folgenden löschen? Das lässt sich nicht rückgängig machen.</numerusform>
            <numerusform>Diesen Zug und die %n folgenden löschen? Das lässt sich nicht rückgängig machen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete moves</source>
        <translation>Züge löschen</translation>
    </message>
    <message>
        <source>{colour} to play: {how}</source>
        <translation>{colour} ist am Zug: {how}</translation>
    </message>
    <message>
        <source>Restored the game at move {number}</source>
        <translation>Partie bei Zug {number} wiederhergestellt</translation>
    </message>
    <message>
        <source>The rules</source>
        <translation>Die Regeln</translation>
    </message>
    <message>
        <source>Rules of {variant}</source>
        <translation>Regeln: {variant}</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Vorher</translation>
    </message>
    <message>
        <source>After {move}</source>
        <translation>Nach {move}</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Spiel:</translation>
    </message>
    <message>
        <source>About {app}</source>
        <translation>Über {app}</translation>
    </message>
    <message>
        <source>Magnetdesk will speak {language} the next time it starts.</source>
        <translation>Magnetdesk spricht beim nächsten Start {language}.</translation>
    </message>
    <message>
        <source>at the centre: no points</source>
        <translation>in der Mitte: keine Punkte</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>black stone</source>
        <translation>schwarzer Stein</translation>
    </message>
    <message>
        <source>white stone</source>
        <translation>weißer Stein</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message numerus="yes">
        <source>%n prisoner(s)</source>
        <translation>
            <numerusform>%n Gefangener</numerusform>
            <numerusform>%n Gefangene</numerusform>
        </translation>
    </message>
    <message>
        <source>{side} has {count}: {names}</source>
        <translation>{side} hat {count}: {names}</translation>
    </message>
    <message>
        <source>{side} has no stones</source>
        <translation>{side} hat keine Steine</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>passt</translation>
    </message>
    <message>
        <source>pulls {side} {start} to {end}</source>
        <translation>zieht {side} {start} nach {end}</translation>
    </message>
    <message>
        <source>pushes {side} {start} to {end}</source>
        <translation>stößt {side} {start} nach {end}</translation>
    </message>
    <message numerus="yes">
        <source>captures %n stone(s)</source>
        <translation>
            <numerusform>schlägt %n Stein</numerusform>
            <numerusform>schlägt %n Steine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>loses %n own stone(s)</source>
        <translation>
            <numerusform>verliert %n eigenen Stein</numerusform>
            <numerusform>verliert %n eigene Steine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) for {colour}</source>
        <translation>
            <numerusform>%n Punkt für {colour}</numerusform>
            <numerusform>%n Punkte für {colour}</numerusform>
        </translation>
    </message>
    <message>
        <source>Marker: {where}. A turn without a placement moves it one point toward the player; at the end its points count for the side it stands on.</source>
        <translation>Marker: {where}. Ein Zug ohne Setzen rückt ihn einen Punkt zum Spieler hin; am Ende zählen seine Punkte für die Seite, auf der er steht.</translation>
    </message>
    <message>
        <source>{cell} has nowhere to jump: a stone jumps over an unbroken row of its own stones to the first empty cell beyond</source>
        <translation>{cell} kann nirgends hinspringen: Ein Stein springt über eine lückenlose Reihe eigener Steine auf das erste freie Feld dahinter</translation>
    </message>
    <message>
        <source>Other moves were tried here: ↑/↓ or the game tree switch to them</source>
        <translation>Hier wurden andere Züge versucht: ↑/↓ oder der Spielbaum wechseln zu ihnen</translation>
    </message>
    <message>
        <source>A mistake: this move lost {cost}</source>
        <translation>Ein Fehler: Dieser Zug hat {cost} gekostet</translation>
    </message>
    <message>
        <source>A blunder: this move lost {cost}</source>
        <translation>Ein grober Fehler: Dieser Zug hat {cost} gekostet</translation>
    </message>
    <message>
        <source>position set up</source>
        <translation>Stellung aufgebaut</translation>
    </message>
    <message numerus="yes">
        <source>%n black stone(s)</source>
        <translation>
            <numerusform>%n schwarzer Stein</numerusform>
            <numerusform>%n schwarze Steine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n white stone(s)</source>
        <translation>
            <numerusform>%n weißer Stein</numerusform>
            <numerusform>%n weiße Steine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) cleared</source>
        <translation>
            <numerusform>%n Punkt geleert</numerusform>
            <numerusform>%n Punkte geleert</numerusform>
        </translation>
    </message>
    <message>
        <source>Black to play</source>
        <translation>Schwarz am Zug</translation>
    </message>
    <message>
        <source>White to play</source>
        <translation>Weiß am Zug</translation>
    </message>
    <message>
        <source>Set up: {parts}</source>
        <translation>Aufgestellt: {parts}</translation>
    </message>
    <message>
        <source>{loss}% of the win rate</source>
        <translation>{loss} % Gewinnchance</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>The board this game starts from</source>
        <translation>Das Brett, mit dem die Partie beginnt</translation>
    </message>
    <message>
        <source>Whom you play</source>
        <translation>Gegen wen du spielst</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Uhr</translation>
    </message>
    <message>
        <source>Show the clock&apos;s settings</source>
        <translation>Zeigt die Einstellungen der Uhr</translation>
    </message>
    <message>
        <source>Learn to play…</source>
        <translation>Spielen lernen…</translation>
    </message>
    <message>
        <source>A short course in the chosen game: one rule at a time, on a small board</source>
        <translation>Ein kurzer Kurs im gewählten Spiel: eine Regel nach der anderen, auf einem kleinen Brett</translation>
    </message>
    <message>
        <source>Welcome to magnetdesk! Choose a game and whom to play. New to the game? &lt;b&gt;Learn to play…&lt;/b&gt; teaches it one rule at a time.</source>
        <translation>Willkommen bei magnetdesk! Wähle ein Spiel und gegen wen du spielst. Neu in dem Spiel? &lt;b&gt;Spielen lernen…&lt;/b&gt; bringt es dir Regel für Regel bei.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>The clock gives no time: set a main time or a period</source>
        <translation>Die Uhr gibt keine Zeit: stelle eine Hauptzeit oder eine Periode ein</translation>
    </message>
    <message>
        <source>standard ({value})</source>
        <translation>Standard ({value})</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>none (e.g. E5 C3)</source>
        <translation>keine (z. B. E5 C3)</translation>
    </message>
    <message>
        <source>More options</source>
        <translation>Weitere Optionen</translation>
    </message>
    <message numerus="yes">
        <source>More options (%n changed)</source>
        <translation>
            <numerusform>Weitere Optionen (%n geändert)</numerusform>
            <numerusform>Weitere Optionen (%n geändert)</numerusform>
        </translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>A person plays this colour</source>
        <translation>Ein Mensch spielt diese Farbe</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Computer · {level} ({number})</source>
        <translation>Computer · {level} ({number})</translation>
    </message>
    <message>
        <source>The computer does not play {variant} yet: both colours are played by people.</source>
        <translation>Der Computer spielt {variant} noch nicht: Beide Farben spielen Menschen.</translation>
    </message>
    <message>
        <source>Who plays each colour from now on:</source>
        <translation>Wer spielt ab jetzt welche Farbe:</translation>
    </message>
    <message>
        <source>area scoring</source>
        <translation>Flächenwertung</translation>
    </message>
    <message>
        <source>territory scoring</source>
        <translation>Gebietswertung</translation>
    </message>
    <message>
        <source>stone scoring</source>
        <translation>Steinwertung</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>No result</source>
        <translation>Kein Ergebnis</translation>
    </message>
    <message>
        <source>{winner} wins by resignation</source>
        <translation>{winner} gewinnt durch Aufgabe</translation>
    </message>
    <message>
        <source>{winner} wins on time</source>
        <translation>{winner} gewinnt auf Zeit</translation>
    </message>
    <message>
        <source>{winner} wins by {margin}</source>
        <translation>{winner} gewinnt mit {margin}</translation>
    </message>
    <message>
        <source>{winner} wins</source>
        <translation>{winner} gewinnt</translation>
    </message>
    <message>
        <source>Click a stone to mark its group dead or alive; Shift+click marks one chain.</source>
        <translation>Klicke auf einen Stein, um seine Gruppe als tot oder lebendig zu markieren; Umschalt+Klick markiert eine Kette.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Auszählung</translation>
    </message>
    <message>
        <source>&amp;Accept result</source>
        <translation>&amp;Ergebnis annehmen</translation>
    </message>
    <message>
        <source>Play &amp;on</source>
        <translation>&amp;Weiterspielen</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Weiterspielen</translation>
    </message>
    <message numerus="yes">
        <source>A click marks %n stone(s) dead: {result}.</source>
        <translation>
            <numerusform>Ein Klick markiert %n Stein als tot: {result}.</numerusform>
            <numerusform>Ein Klick markiert %n Steine als tot: {result}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A click brings %n stone(s) back to life: {result}.</source>
        <translation>
            <numerusform>Ein Klick erweckt %n Stein wieder zum Leben: {result}.</numerusform>
            <numerusform>Ein Klick erweckt %n Steine wieder zum Leben: {result}.</numerusform>
        </translation>
    </message>
    <message>
        <source>(Shift held: this chain only.)</source>
        <translation>(Umschalt gedrückt: nur diese Kette.)</translation>
    </message>
    <message>
        <source>Shift+click: one chain only.</source>
        <translation>Umschalt+Klick: nur eine Kette.</translation>
    </message>
    <message>
        <source>Result: {result} ({method})</source>
        <translation>Ergebnis: {result} ({method})</translation>
    </message>
    <message>
        <source>Scoring: {result} — click groups to mark them dead</source>
        <translation>Auszählung: {result} — Gruppen anklicken, um sie als tot zu markieren</translation>
    </message>
    <message>
        <source>Play on: the next move resumes the game</source>
        <translation>Weiterspielen: Der nächste Zug setzt die Partie fort</translation>
    </message>
    <message>
        <source>komi {komi}</source>
        <translation>Komi {komi}</translation>
    </message>
    <message>
        <source>handicap {stones}</source>
        <translation>Vorgabe {stones}</translation>
    </message>
    <message>
        <source>The field code of the next move: wXw wXb bXw bXb, R repel, A attract, N none</source>
        <translation>Der Feldcode des nächsten Zugs: wXw wXb bXw bXb (w weiß, b schwarz), R abstoßen, A anziehen, N nichts</translation>
    </message>
    <message>
        <source>{colour}, {who}, {count} {counted}</source>
        <translation>{colour}, {who}, {count} {counted}</translation>
    </message>
    <message>
        <source>{card}, to play</source>
        <translation>{card}, am Zug</translation>
    </message>
    <message>
        <source>A note on this move…</source>
        <translation>Eine Notiz zu diesem Zug…</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Stellung</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Veranstaltung</translation>
    </message>
    <message>
        <source>Unreadable</source>
        <translation>Nicht lesbar</translation>
    </message>
    <message>
        <source>{moves} (found at {ply})</source>
        <translation>{moves} (gefunden bei {ply})</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Kommentar</translation>
    </message>
    <message>
        <source>after move {number}</source>
        <translation>nach Zug {number}</translation>
    </message>
    <message>
        <source>first move</source>
        <translation>erster Zug</translation>
    </message>
    <message>
        <source>move {number}</source>
        <translation>Zug {number}</translation>
    </message>
    <message>
        <source>{colour} to play · {played}</source>
        <translation>{colour} ist am Zug · {played}</translation>
    </message>
    <message>
        <source>Marker: {where}</source>
        <translation>Marker: {where}</translation>
    </message>
    <message>
        <source>The settings file {file} is broken ({why}): {moved}, and the defaults are used.</source>
        <translation>Die Einstellungsdatei {file} ist beschädigt ({why}): {moved}, und es gelten die Voreinstellungen.</translation>
    </message>
    <message>
        <source>The settings could not be saved ({why}).</source>
        <translation>Die Einstellungen konnten nicht gespeichert werden ({why}).</translation>
    </message>
    <message>
        <source>The settings file {file} could not be read ({why}): the defaults are used, and the file is kept as it is, so this run&apos;s changes to the settings are not saved.</source>
        <translation>Die Einstellungsdatei {file} konnte nicht gelesen werden ({why}): Die Standardwerte gelten, und die Datei bleibt, wie sie ist; Änderungen an den Einstellungen in dieser Sitzung werden daher nicht gespeichert.</translation>
    </message>
    <message>
        <source>The autosaved game could not be read ({why}): {moved}.</source>
        <translation>Die automatisch gesicherte Partie konnte nicht gelesen werden ({why}): {moved}.</translation>
    </message>
    <message>
        <source>The autosaved game is broken ({why}): {moved}.</source>
        <translation>Die automatisch gesicherte Partie ist beschädigt ({why}): {moved}.</translation>
    </message>
    <message>
        <source>The autosaved game is incomplete ({why}): {moved}.</source>
        <translation>Die automatisch gesicherte Partie ist unvollständig ({why}): {moved}.</translation>
    </message>
    <message>
        <source>The autosave&apos;s notes are broken ({why}): {moved}; the game is offered at its last move.</source>
        <translation>Die Notizen der automatischen Sicherung sind beschädigt ({why}): {moved}; die Partie wird bei ihrem letzten Zug angeboten.</translation>
    </message>
    <message>
        <source>The autosave&apos;s notes were written for another game; the game is offered at its last move.</source>
        <translation>Die Notizen der automatischen Sicherung gehören zu einer anderen Partie; die Partie wird bei ihrem letzten Zug angeboten.</translation>
    </message>
    <message>
        <source>The autosaved game could not be read ({why}). It was moved to {file}: once it can be read, open it with File ▸ Open.</source>
        <translation>Die automatisch gesicherte Partie konnte nicht gelesen werden ({why}). Sie wurde nach {file} verschoben: Sobald sie lesbar ist, öffnen Sie sie mit Datei ▸ Öffnen.</translation>
    </message>
    <message>
        <source>Another Magnetdesk uses this data folder: this one autosaves to {file}.</source>
        <translation>Ein anderes Magnetdesk nutzt diesen Datenordner: Dieses sichert automatisch in {file}.</translation>
    </message>
    <message>
        <source>Games cannot be autosaved in {folder}: {why}. Save your game with File ▸ Save.</source>
        <translation>Partien können in {folder} nicht automatisch gesichert werden: {why}. Speichere deine Partie mit Datei ▸ Speichern.</translation>
    </message>
    <message>
        <source>The game could not be autosaved in {folder}: {why}</source>
        <translation>Die Partie konnte in {folder} nicht automatisch gesichert werden: {why}</translation>
    </message>
    <message>
        <source>it does not hold settings</source>
        <translation>sie enthält keine Einstellungen</translation>
    </message>
    <message>
        <source>it holds no notes</source>
        <translation>sie enthält keine Notizen</translation>
    </message>
    <message>
        <source>its {key} is wrong</source>
        <translation>ihr Eintrag {key} ist falsch</translation>
    </message>
    <message>
        <source>The settings could not be read ({why}); defaults are used.</source>
        <translation>Die Einstellungen konnten nicht gelesen werden ({why}); es gelten die Voreinstellungen.</translation>
    </message>
    <message>
        <source>{colour} is thinking</source>
        <translation>{colour} denkt nach</translation>
    </message>
    <message>
        <source>{count} positions</source>
        <translation>{count} Stellungen</translation>
    </message>
    <message>
        <source>{count} games</source>
        <translation>{count} Partien</translation>
    </message>
    <message>
        <source>likes {move} ({rate})</source>
        <translation>bevorzugt {move} ({rate})</translation>
    </message>
    <message>
        <source>Play now</source>
        <translation>Jetzt ziehen</translation>
    </message>
    <message>
        <source>Play the best move found so far</source>
        <translation>Den bisher besten Zug spielen</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Pause after the move being thought about</source>
        <translation>Nach dem Zug, über den gerade nachgedacht wird, anhalten</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Ein Zug</translation>
    </message>
    <message>
        <source>Play one move, then pause</source>
        <translation>Einen Zug spielen, dann anhalten</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>End the series here (the games played so far are kept)</source>
        <translation>Die Serie hier beenden (die bisher gespielten Partien bleiben erhalten)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>The series waits: game {number} could not be kept in {folder} ({why})</source>
        <translation>Die Serie wartet: Partie {number} konnte nicht in {folder} abgelegt werden ({why})</translation>
    </message>
    <message>
        <source>The series is over: {score}</source>
        <translation>Die Serie ist zu Ende: {score}</translation>
    </message>
    <message>
        <source>{first} {first_wins} – {second} {second_wins}</source>
        <translation>{first} {first_wins} – {second} {second_wins}</translation>
    </message>
    <message numerus="yes">
        <source>%n without a winner</source>
        <translation>
            <numerusform>%n ohne Sieger</numerusform>
            <numerusform>%n ohne Sieger</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Over: %n game(s) played</source>
        <translation>
            <numerusform>Zu Ende: %n Partie gespielt</numerusform>
            <numerusform>Zu Ende: %n Partien gespielt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %n game(s)</source>
        <translation>
            <numerusform>Beendet nach %n Partie</numerusform>
            <numerusform>Beendet nach %n Partien</numerusform>
        </translation>
    </message>
    <message>
        <source>Game {number} of {games}</source>
        <translation>Partie {number} von {games}</translation>
    </message>
    <message>
        <source>last: {result}</source>
        <translation>zuletzt: {result}</translation>
    </message>
    <message>
        <source>pausing after this move</source>
        <translation>hält nach diesem Zug an</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <source>Stop the computer&apos;s search (Esc); Ctrl+G lets it play on</source>
        <translation>Die Suche des Computers anhalten (Esc); Strg+G lässt ihn weiterspielen</translation>
    </message>
    <message>
        <source>Drag a group to move it · Enter (Done) ends the turn · Esc takes back</source>
        <translation>Eine Gruppe ziehen, um sie zu bewegen · Eingabe (Fertig) beendet den Zug · Esc nimmt zurück</translation>
    </message>
    <message>
        <source>This turn has begun: Enter (Done) ends it, Esc takes back its last action</source>
        <translation>Dieser Zug hat begonnen: Eingabe (Fertig) beendet ihn, Esc nimmt die letzte Aktion zurück</translation>
    </message>
    <message>
        <source>Nothing else can move: Enter (Done) ends the turn · Esc takes back</source>
        <translation>Sonst kann nichts mehr ziehen: Eingabe (Fertig) beendet den Zug · Esc nimmt zurück</translation>
    </message>
    <message>
        <source>Moved {action}</source>
        <translation>{action} bewegt</translation>
    </message>
    <message>
        <source>Placed {action}</source>
        <translation>{action} gesetzt</translation>
    </message>
    <message>
        <source>Took back {action}</source>
        <translation>{action} zurückgenommen</translation>
    </message>
    <message>
        <source>{colour} is playing {turn} · Done (Enter) ends the turn</source>
        <translation>{colour} spielt {turn} · Fertig (Eingabe) beendet den Zug</translation>
    </message>
    <message>
        <source>Not autosaved</source>
        <translation>Nicht gesichert</translation>
    </message>
    <message>
        <source>Go on against the computer?</source>
        <translation>Gegen den Computer weiterspielen?</translation>
    </message>
    <message>
        <source>This game was played against {computer}. Go on against it from the last move?</source>
        <translation>Diese Partie wurde gegen {computer} gespielt. Ab dem letzten Zug gegen ihn weiterspielen?</translation>
    </message>
    <message>
        <source>Play against the &amp;computer</source>
        <translation>Gegen den &amp;Computer spielen</translation>
    </message>
    <message>
        <source>Play against a &amp;friend on this computer</source>
        <translation>Gegen einen &amp;Freund an diesem Computer spielen</translation>
    </message>
    <message>
        <source>{level} ({number})</source>
        <translation>{level} ({number})</translation>
    </message>
    <message>
        <source>at &amp;level</source>
        <translation>auf &amp;Stufe</translation>
    </message>
    <message>
        <source>I &amp;take</source>
        <translation>Ich &amp;nehme</translation>
    </message>
    <message>
        <source>Your own level in this game: one up after each win, one down after each loss</source>
        <translation>Deine eigene Stufe in diesem Spiel: eine höher nach jedem Sieg, eine tiefer nach jeder Niederlage</translation>
    </message>
    <message>
        <source>t&amp;eaching</source>
        <translation>&amp;Lehrspiel</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>say when my move loses {share}% or more</source>
        <translation>sagen, wenn mein Zug {share} % oder mehr verliert</translation>
    </message>
    <message>
        <source>A teaching game: when your move loses much, the computer says so, shows a better move and offers to take it back</source>
        <translation>Ein Lehrspiel: Wenn dein Zug viel verliert, sagt der Computer es, zeigt einen besseren Zug und bietet an, ihn zurückzunehmen</translation>
    </message>
    <message>
        <source>{colour} (moves first)</source>
        <translation>{colour} (zieht zuerst)</translation>
    </message>
    <message>
        <source>{colour} (moves second)</source>
        <translation>{colour} (zieht als Zweiter)</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>follows my results (your level: {level})</source>
        <translation>folgt meinen Ergebnissen (deine Stufe: {level})</translation>
    </message>
    <message>
        <source>magnetdesk {level} ({number})</source>
        <translation>magnetdesk {level} ({number})</translation>
    </message>
    <message>
        <source>Engine against engine</source>
        <translation>Engine gegen Engine</translation>
    </message>
    <message>
        <source>{engine} (engine)</source>
        <translation>{engine} (Programm)</translation>
    </message>
    <message>
        <source>&amp;First player:</source>
        <translation>&amp;Erster Spieler:</translation>
    </message>
    <message>
        <source>&amp;Second player:</source>
        <translation>&amp;Zweiter Spieler:</translation>
    </message>
    <message>
        <source>&amp;Games:</source>
        <translation>&amp;Partien:</translation>
    </message>
    <message>
        <source>&amp;Keep the games in:</source>
        <translation>Partien &amp;ablegen in:</translation>
    </message>
    <message>
        <source>The game: {game}, as on the board (Game ▸ New game… chooses another). The players change colours from game to game.</source>
        <translation>Das Spiel: {game}, wie auf dem Brett (Spiel ▸ Neues Spiel… wählt ein anderes). Die Spieler wechseln von Partie zu Partie die Farbe.</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>Keep the games in</source>
        <translation>Partien ablegen in</translation>
    </message>
    <message>
        <source>An outside engine (Engines ▸ Engines…)</source>
        <translation>Ein fremdes Go-Programm (Programme ▸ Programme…)</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>sie ist keine gewöhnliche Datei</translation>
    </message>
    <message>
        <source>it is larger than {size} MB</source>
        <translation>sie ist größer als {size} MB</translation>
    </message>
    <message>
        <source>it is nested too deeply</source>
        <translation>sie ist zu tief verschachtelt</translation>
    </message>
    <message>
        <source>it holds a number that is not finite: {number}</source>
        <translation>sie enthält eine Zahl, die nicht endlich ist: {number}</translation>
    </message>
    <message>
        <source>it could not be moved aside ({why})</source>
        <translation>sie konnte nicht beiseitegelegt werden ({why})</translation>
    </message>
    <message>
        <source>it was moved to {file}</source>
        <translation>sie wurde nach {file} verschoben</translation>
    </message>
    <message>
        <source>it is not UTF-8 text</source>
        <translation>sie ist kein UTF-8-Text</translation>
    </message>
    <message>
        <source>The learning progress {file} is broken ({why}): {moved}, and it starts anew.</source>
        <translation>Die Datei des Lernfortschritts {file} ist beschädigt ({why}): {moved}, und der Fortschritt beginnt von vorn.</translation>
    </message>
    <message>
        <source>The learning progress could not be read ({why}).</source>
        <translation>Der Lernfortschritt konnte nicht gelesen werden ({why}).</translation>
    </message>
    <message>
        <source>The learning progress could not be saved ({why}).</source>
        <translation>Der Lernfortschritt konnte nicht gespeichert werden ({why}).</translation>
    </message>
    <message>
        <source>it does not hold a learning progress</source>
        <translation>sie enthält keinen Lernfortschritt</translation>
    </message>
    <message>
        <source>Magnetic promotion</source>
        <translation>Magnetische Umwandlung</translation>
    </message>
    <message>
        <source>A pawn that the field moves onto its last rank becomes a queen of its own colour at once, even when the opponent&apos;s move put it there (a pawn moved onto its first rank stays a pawn). Only a repelling field can do this.</source>
        <translation>Ein Bauer, den das Magnetfeld auf seine letzte Reihe schiebt, wird sofort eine Dame seiner eigenen Farbe, auch wenn der Zug des Gegners ihn dorthin gebracht hat (ein Bauer, der auf seine erste Reihe geschoben wird, bleibt ein Bauer). Das kann nur ein abstoßendes Feld.</translation>
    </message>
    <message>
        <source>This code never repels, so it never promotes.</source>
        <translation>Dieser Code stößt nie ab, also wandelt er nie um.</translation>
    </message>
    <message>
        <source>The field code</source>
        <translation>Der Feldcode</translation>
    </message>
    <message>
        <source>How to win</source>
        <translation>Wie man gewinnt</translation>
    </message>
    <message>
        <source>The pieces move as in chess, but there is no check: you may move into attack or stay in it. Whoever takes the king wins at once (a player with no move loses).</source>
        <translation>Die Figuren ziehen wie im Schach, aber es gibt kein Schachgebot: Du darfst in einen Angriff ziehen oder darin stehen bleiben. Wer den König schlägt, gewinnt sofort (wer keinen Zug hat, verliert).</translation>
    </message>
    <message>
        <source>The field</source>
        <translation>Das Magnetfeld</translation>
    </message>
    <message>
        <source>After every move the moved piece sends out a field from its new square (never from the square it left). On each of the four lines along its rank and file the first piece at any distance is attracted to the square next to the mover, or repelled as far as it can slide, as the code says; it never captures, jumps or pushes. A king there blocks: kings are never moved, and a king&apos;s own move sends out nothing. Here the queen moves from d4 to d5.</source>
        <translation>Nach jedem Zug sendet die gezogene Figur von ihrem neuen Feld ein Magnetfeld aus (nie von dem Feld, das sie verlassen hat). Auf jedem der vier Strahlen entlang ihrer Reihe und Linie wird die erste Figur in beliebiger Entfernung auf das Feld neben der gezogenen Figur angezogen oder so weit abgestoßen, wie sie gleiten kann, wie es der Code sagt; sie schlägt, überspringt und schiebt nie. Ein König dort sperrt: Könige werden nie bewegt, und ein Zug des Königs selbst sendet nichts aus. Hier zieht die Dame von d4 nach d5.</translation>
    </message>
    <message>
        <source>Castling</source>
        <translation>Rochade</translation>
    </message>
    <message>
        <source>King and rook must not have moved and the squares between them must be empty; check plays no part. The field comes from the rook&apos;s new square.</source>
        <translation>König und Turm dürfen noch nicht gezogen haben und die Felder zwischen ihnen müssen frei sein; Schach spielt keine Rolle. Das Magnetfeld kommt vom neuen Feld des Turms.</translation>
    </message>
    <message>
        <source>Pawns and draws</source>
        <translation>Bauern und Remis</translation>
    </message>
    <message>
        <source>A pawn on its first two ranks may step two squares, however often it has moved (the field can push pawns back); there is no en passant. Threefold repetition and fifty moves without a capture or a pawn move draw.</source>
        <translation>Ein Bauer auf seinen ersten beiden Reihen darf zwei Felder vorrücken, egal wie oft er schon gezogen hat (das Magnetfeld kann Bauern zurückschieben); en passant gibt es nicht. Dreifache Wiederholung und fünfzig Züge ohne Schlagen oder Bauernzug sind Remis.</translation>
    </message>
    <message>
        <source>The four named codes</source>
        <translation>Die vier benannten Codes</translation>
    </message>
    <message>
        <source>Magnetic Chess RAAR: like colours repel, unlike attract. Anti-magnetic Chess ARRA: like colours attract, unlike repel. Gravity Chess AAAA: everything attracts. Anti-gravity Chess RRRR: everything repels, and no position may occur twice. The custom game plays any of the 81 codes.</source>
        <translation>Magnetschach RAAR: Gleiche Farben stoßen sich ab, verschiedene ziehen sich an. Anti-Magnetschach ARRA: Gleiche Farben ziehen sich an, verschiedene stoßen sich ab. Gravitationsschach AAAA: Alles zieht an. Antigravitationsschach RRRR: Alles stößt ab, und keine Stellung darf zweimal vorkommen. Mit eigenen Regeln spielst du jeden der 81 Codes.</translation>
    </message>
    <message>
        <source>How a move goes</source>
        <translation>Wie ein Zug geht</translation>
    </message>
    <message>
        <source>Black begins; the players take turns. A move places a stone of your colour on an empty point, or passes. Stones of one colour that touch along the lines form a chain; the empty points next to a chain are its liberties.</source>
        <translation>Schwarz beginnt; die Spieler ziehen abwechselnd. Ein Zug setzt einen Stein deiner Farbe auf einen freien Punkt, oder du passt. Steine einer Farbe, die sich entlang der Linien berühren, bilden eine Kette; die freien Punkte neben einer Kette sind ihre Freiheiten.</translation>
    </message>
    <message>
        <source>Capturing</source>
        <translation>Schlagen</translation>
    </message>
    <message>
        <source>A chain without liberties is captured: its stones leave the board and become the capturer&apos;s prisoners. Here Black takes the last liberty of the white stone.</source>
        <translation>Eine Kette ohne Freiheiten wird geschlagen: Ihre Steine verlassen das Brett und werden Gefangene des Schlagenden. Hier nimmt Schwarz dem weißen Stein die letzte Freiheit.</translation>
    </message>
    <message>
        <source>Suicide</source>
        <translation>Selbstmord</translation>
    </message>
    <message>
        <source>A move first removes the opponent&apos;s chains without liberties, then looks at its own chain. A move that leaves its own chain without liberties (suicide) is forbidden. Here White&apos;s stone on A1 has no liberty, but it captures two black stones first, so it is no suicide.</source>
        <translation>Ein Zug nimmt zuerst die gegnerischen Ketten ohne Freiheiten vom Brett, dann wird die eigene Kette geprüft. Ein Zug, der die eigene Kette ohne Freiheiten lässt (Selbstmord), ist verboten. Hier hat der weiße Stein auf A1 keine Freiheit, aber er schlägt zuerst zwei schwarze Steine, also ist es kein Selbstmord.</translation>
    </message>
    <message>
        <source>Ko</source>
        <translation>Ko</translation>
    </message>
    <message>
        <source>Black captures one stone; White may not capture back at once, because that would bring back the position before Black&apos;s move. White must play elsewhere first.</source>
        <translation>Schwarz schlägt einen Stein; Weiß darf nicht sofort zurückschlagen, denn das brächte die Stellung vor dem Zug von Schwarz zurück. Weiß muss zuerst woanders spielen.</translation>
    </message>
    <message>
        <source>The end and the count</source>
        <translation>Das Ende und die Zählung</translation>
    </message>
    <message>
        <source>Two passes in a row end the game. The dead stones are marked and removed, then the game is counted: by area (stones and surrounded points), by territory (surrounded points and prisoners) or by stones alone, as the options say. White gets the komi.</source>
        <translation>Zweimal Passen nacheinander beendet die Partie. Die toten Steine werden markiert und vom Brett genommen, dann wird gezählt: nach Fläche (Steine und umschlossene Punkte), nach Gebiet (umschlossene Punkte und Gefangene) oder nur nach Steinen, wie es die Optionen sagen. Weiß erhält das Komi.</translation>
    </message>
    <message>
        <source>Repel and attract</source>
        <translation>Abstoßen und Anziehen</translation>
    </message>
    <message>
        <source>After you place a stone, look along each of the four lines from it. Only the nearest stone on each line is affected, at any distance: a stone of your colour is repelled and slides away as far as it can; an opponent&apos;s stone is attracted and slides up next to your stone. The placed stone never moves.</source>
        <translation>Nachdem du einen Stein gesetzt hast, schau entlang jeder der vier Linien von ihm aus. Nur der nächste Stein auf jeder Linie ist betroffen, in beliebiger Entfernung: Ein Stein deiner Farbe wird abgestoßen und gleitet so weit wie möglich weg; ein gegnerischer Stein wird angezogen und gleitet bis neben deinen Stein heran. Der gesetzte Stein bewegt sich nie.</translation>
    </message>
    <message>
        <source>What stops a slide</source>
        <translation>Was ein Gleiten aufhält</translation>
    </message>
    <message>
        <source>A sliding stone stops at the edge of the board or in front of the next stone; a blocking point ends the line, so nothing behind it is moved. Nothing is pushed off the board.</source>
        <translation>Ein gleitender Stein hält am Rand des Bretts oder vor dem nächsten Stein an; ein Sperrpunkt beendet die Linie, also wird nichts dahinter bewegt. Nichts wird vom Brett geschoben.</translation>
    </message>
    <message>
        <source>Chains are torn apart</source>
        <translation>Ketten werden zerrissen</translation>
    </message>
    <message>
        <source>Only single stones move, never whole chains: the nearest stone of a chain slides and leaves the rest behind.</source>
        <translation>Nur einzelne Steine bewegen sich, nie ganze Ketten: Der nächste Stein einer Kette gleitet und lässt den Rest zurück.</translation>
    </message>
    <message>
        <source>Captures: the opponent&apos;s chains first</source>
        <translation>Schlagen: zuerst die Ketten des Gegners</translation>
    </message>
    <message>
        <source>After the slides, every opponent chain without liberties is captured first, then every chain of your own without liberties (those stones are your opponent&apos;s prisoners). Here the repelled black stone takes the white stone&apos;s last liberty.</source>
        <translation>Nach dem Gleiten wird zuerst jede gegnerische Kette ohne Freiheiten geschlagen, dann jede eigene Kette ohne Freiheiten (diese Steine sind Gefangene deines Gegners). Hier nimmt der abgestoßene schwarze Stein dem weißen Stein die letzte Freiheit.</translation>
    </message>
    <message>
        <source>Suicide and ko</source>
        <translation>Selbstmord und Ko</translation>
    </message>
    <message>
        <source>A move that loses your own stones is allowed, but only if it changes the board. A move may not bring back the position after your own previous move.</source>
        <translation>Ein Zug, der eigene Steine verliert, ist erlaubt, aber nur, wenn er das Brett verändert. Ein Zug darf nicht die Stellung nach deinem eigenen vorigen Zug zurückbringen.</translation>
    </message>
    <message>
        <source>The board</source>
        <translation>Das Brett</translation>
    </message>
    <message>
        <source>Medusa is played on the cells of a large hexagon. The dark cells are holes: no stone ever stands on them. Every light cell lies on two straight lines of light cells, so a stone has at most four directions to move in.</source>
        <translation>Medusa wird auf den Feldern eines großen Sechsecks gespielt. Die dunklen Felder sind Löcher: Auf ihnen steht nie ein Stein. Jedes helle Feld liegt auf zwei geraden Linien aus hellen Feldern, also kann sich ein Stein in höchstens vier Richtungen bewegen.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Ein Zug</translation>
    </message>
    <message>
        <source>Black begins. A turn is an optional placement, then an optional movement phase: first you may place one stone on any empty light cell, then you may move any or all of your groups, each once, in any order, and end the turn with Done.</source>
        <translation>Schwarz beginnt. Ein Zug besteht aus einem Setzen, wenn du willst, und dann einer Bewegungsphase, wenn du willst: Zuerst darfst du einen Stein auf ein beliebiges freies helles Feld setzen, dann darfst du beliebige oder alle deiner Gruppen bewegen, jede einmal, in beliebiger Reihenfolge, und beendest den Zug mit Fertig.</translation>
    </message>
    <message>
        <source>Capture turns stones over</source>
        <translation>Schlagen dreht Steine um</translation>
    </message>
    <message>
        <source>A group (a single stone counts) without a liberty — an empty light cell next to it — is captured: it is reversed to the capturer&apos;s colour; stones never leave the board. Here White places on the last liberty of the black stone. Placing where your own group has no liberty is legal (suicide): your group is reversed.</source>
        <translation>Eine Gruppe (auch ein einzelner Stein) ohne Freiheit – ein freies helles Feld neben ihr – wird geschlagen: Sie wird in die Farbe des Schlagenden umgedreht; Steine verlassen nie das Brett. Hier setzt Weiß auf die letzte Freiheit des schwarzen Steins. Zu setzen, wo deine eigene Gruppe keine Freiheit hat, ist erlaubt (Selbstmord): Deine Gruppe wird umgedreht.</translation>
    </message>
    <message>
        <source>Groups jump</source>
        <translation>Gruppen springen</translation>
    </message>
    <message>
        <source>For moving, a group is two or more connected stones of one colour; single stones never move. A stone of the group jumps in a straight line over one or more of its own stones in an unbroken row to the first empty cell beyond. An opponent&apos;s stone, a hole or the edge there means no move.</source>
        <translation>Zum Bewegen ist eine Gruppe zwei oder mehr verbundene Steine einer Farbe; einzelne Steine bewegen sich nie. Ein Stein der Gruppe springt in gerader Linie über einen oder mehrere eigene Steine in lückenloser Reihe auf das erste freie Feld dahinter. Liegt dort ein gegnerischer Stein, ein Loch oder der Rand, gibt es keinen Sprung.</translation>
    </message>
    <message>
        <source>Each group once</source>
        <translation>Jede Gruppe einmal</translation>
    </message>
    <message>
        <source>Every group moves at most once a turn. A group that a moved group touches loses its move for this turn: here, after the jump, the group on d1 and e1 may not move.</source>
        <translation>Jede Gruppe bewegt sich höchstens einmal pro Zug. Eine Gruppe, die eine bewegte Gruppe berührt, verliert ihre Bewegung für diesen Zug: Hier darf sich nach dem Sprung die Gruppe auf d1 und e1 nicht bewegen.</translation>
    </message>
    <message>
        <source>Capture by movement</source>
        <translation>Schlagen durch Bewegung</translation>
    </message>
    <message>
        <source>After each placement and each jump, the opponent&apos;s groups next to the stone without a liberty are reversed; if none was, and the stone&apos;s own group has no liberty, that group is reversed. In this turn White places on a1 (suicide: the stone turns black and joins the black group), then jumps twice and takes the group&apos;s last two liberties.</source>
        <translation>Nach jedem Setzen und jedem Sprung werden die gegnerischen Gruppen neben dem Stein, die keine Freiheit haben, umgedreht; wurde keine umgedreht und hat die eigene Gruppe des Steins keine Freiheit, wird diese Gruppe umgedreht. In diesem Zug setzt Weiß auf a1 (Selbstmord: Der Stein wird schwarz und schließt sich der schwarzen Gruppe an), springt dann zweimal und nimmt der Gruppe ihre letzten beiden Freiheiten.</translation>
    </message>
    <message>
        <source>The immortal rosette</source>
        <translation>Die unsterbliche Rosette</translation>
    </message>
    <message>
        <source>Six stones of one colour around a hole form a rosette. A group that contains a rosette is never captured, even without any liberty: here White fills the last outside liberty and nothing is reversed.</source>
        <translation>Sechs Steine einer Farbe um ein Loch bilden eine Rosette. Eine Gruppe, die eine Rosette enthält, wird nie geschlagen, auch ohne jede Freiheit: Hier besetzt Weiß die letzte äußere Freiheit, und nichts wird umgedreht.</translation>
    </message>
    <message>
        <source>The marker</source>
        <translation>Der Marker</translation>
    </message>
    <message>
        <source>A turn without a placement moves the marker one point toward you, up to nine points from the centre. It starts three points toward White (the komi); at the end its points count for the player on whose side it stands.</source>
        <translation>Ein Zug ohne Setzen rückt den Marker einen Punkt auf dich zu, bis zu neun Punkte von der Mitte. Er beginnt drei Punkte in Richtung Weiß (das Komi); am Ende zählen seine Punkte für den Spieler, auf dessen Seite er steht.</translation>
    </message>
    <message>
        <source>A turn with neither placement nor movement is a complete pass; two complete passes in a row end the game. No other turn may repeat an earlier position. Dead groups are reversed, then each player counts stones on the board, empty cells surrounded only by their stones, and the marker&apos;s points.</source>
        <translation>Ein Zug ohne Setzen und ohne Bewegung ist ein vollständiges Passen; zweimal vollständiges Passen nacheinander beendet die Partie. Kein anderer Zug darf eine frühere Stellung wiederholen. Tote Gruppen werden umgedreht, dann zählt jeder Spieler seine Steine auf dem Brett, die freien Felder, die nur von seinen Steinen umschlossen sind, und die Punkte des Markers.</translation>
    </message>
    <message>
        <source>The problem&apos;s answer {move} cannot be played here: {why}</source>
        <translation>Die Antwort {move} der Aufgabe kann hier nicht gespielt werden: {why}</translation>
    </message>
    <message>
        <source>That is the answer. Retry (Backspace) to play it yourself.</source>
        <translation>Das ist die Lösung. Mit „Noch einmal“ (Rücktaste) spielst du sie selbst.</translation>
    </message>
    <message>
        <source>Backspace: retry</source>
        <translation>Rücktaste: noch einmal</translation>
    </message>
    <message>
        <source>{action} · Done (Enter) ends the turn</source>
        <translation>{action} · Fertig (Eingabe) beendet den Zug</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>leicht</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>mittel</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>schwer</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Aufgaben</translation>
    </message>
    <message>
        <source>My problems</source>
        <translation>Meine Aufgaben</translation>
    </message>
    <message>
        <source>Open collection…</source>
        <translation>Sammlung öffnen…</translation>
    </message>
    <message>
        <source>Open a collection of problems from a file (SGF)</source>
        <translation>Eine Sammlung von Aufgaben aus einer Datei (SGF) öffnen</translation>
    </message>
    <message>
        <source>Reset progress…</source>
        <translation>Fortschritt zurücksetzen…</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Thema</translation>
    </message>
    <message>
        <source>Grade</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Open a collection of problems</source>
        <translation>Eine Sammlung von Aufgaben öffnen</translation>
    </message>
    <message>
        <source>Open collection</source>
        <translation>Sammlung öffnen</translation>
    </message>
    <message>
        <source>{file} cannot be opened as a collection of problems: {why}</source>
        <translation>{file} lässt sich nicht als Sammlung von Aufgaben öffnen: {why}</translation>
    </message>
    <message>
        <source>{name} ({count})</source>
        <translation>{name} ({count})</translation>
    </message>
    <message>
        <source>No problem of this theme has this grade.</source>
        <translation>Keine Aufgabe dieses Themas hat diese Stufe.</translation>
    </message>
    <message numerus="yes">
        <source>%n at the first try</source>
        <translation>
            <numerusform>%n beim ersten Versuch</numerusform>
            <numerusform>%n beim ersten Versuch</numerusform>
        </translation>
    </message>
    <message>
        <source>Solved at the first try.</source>
        <translation>Beim ersten Versuch gelöst.</translation>
    </message>
    <message>
        <source>Solved, not at the first try.</source>
        <translation>Gelöst, nicht beim ersten Versuch.</translation>
    </message>
    <message>
        <source>Failed at the first try.</source>
        <translation>Beim ersten Versuch nicht gelöst.</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>Richtig!</translation>
    </message>
    <message>
        <source>Solved, but not at the first try.</source>
        <translation>Gelöst, aber nicht beim ersten Versuch.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lektionen</translation>
    </message>
    <message>
        <source>Reset stars…</source>
        <translation>Sterne zurücksetzen…</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>Nächste Lektion</translation>
    </message>
    <message>
        <source>Next lesson (Enter)</source>
        <translation>Nächste Lektion (Eingabe)</translation>
    </message>
    <message>
        <source>The lessons of {game} could not be read: {why}</source>
        <translation>Die Lektionen von {game} konnten nicht gelesen werden: {why}</translation>
    </message>
    <message>
        <source>No lesson chosen</source>
        <translation>Keine Lektion gewählt</translation>
    </message>
    <message>
        <source>Lesson {number} of {total}</source>
        <translation>Lektion {number} von {total}</translation>
    </message>
    <message>
        <source>{passed} of {total} lessons passed</source>
        <translation>{passed} von {total} Lektionen bestanden</translation>
    </message>
    <message>
        <source>Reset stars</source>
        <translation>Sterne zurücksetzen</translation>
    </message>
    <message>
        <source>Forget the lessons you have passed and their stars, in every game?</source>
        <translation>Vergessen, welche Lektionen du bestanden hast und ihre Sterne, in allen Spielen?</translation>
    </message>
    <message>
        <source>Passed: {stars}</source>
        <translation>Bestanden: {stars}</translation>
    </message>
    <message>
        <source>With the hint, a star fewer.</source>
        <translation>Mit dem Tipp ein Stern weniger.</translation>
    </message>
    <message>
        <source>Black tries {move}: {why}</source>
        <translation>Schwarz versucht {move}: {why}</translation>
    </message>
    <message>
        <source>White tries {move}: {why}</source>
        <translation>Weiß versucht {move}: {why}</translation>
    </message>
    <message>
        <source>Set up position</source>
        <translation>Stellung aufbauen</translation>
    </message>
    <message>
        <source>Board being set up</source>
        <translation>Brett, auf dem die Stellung aufgebaut wird</translation>
    </message>
    <message>
        <source>&amp;Start position</source>
        <translation>&amp;Anfangsstellung</translation>
    </message>
    <message>
        <source>The game&apos;s start position</source>
        <translation>Die Anfangsstellung des Spiels</translation>
    </message>
    <message>
        <source>C&amp;urrent position</source>
        <translation>A&amp;ktuelle Stellung</translation>
    </message>
    <message>
        <source>The position of the move shown</source>
        <translation>Die Stellung des gezeigten Zuges</translation>
    </message>
    <message>
        <source>&amp;Clear</source>
        <translation>&amp;Leeren</translation>
    </message>
    <message>
        <source>An empty board</source>
        <translation>Ein leeres Brett</translation>
    </message>
    <message>
        <source>Cell</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Set this position up in the game (Ctrl+Enter)</source>
        <translation>Diese Stellung ins Spiel übernehmen (Strg+Eingabe)</translation>
    </message>
    <message>
        <source>{cell}: {what}</source>
        <translation>{cell}: {what}</translation>
    </message>
    <message>
        <source>Click the board to put the chosen piece there; click it again to take it off. The arrow keys and Enter do the same.</source>
        <translation>Klicke aufs Brett, um die gewählte Figur oder den Stein dorthin zu setzen; ein zweiter Klick nimmt sie wieder weg. Pfeiltasten und Eingabe tun dasselbe.</translation>
    </message>
    <message>
        <source>This position cannot be set up: {reason}</source>
        <translation>Diese Stellung kann nicht aufgebaut werden: {reason}</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Noch einmal</translation>
    </message>
    <message>
        <source>Show answer</source>
        <translation>Lösung zeigen</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Vorige</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Nächste</translation>
    </message>
    <message>
        <source>Retry (Backspace)</source>
        <translation>Noch einmal (Rücktaste)</translation>
    </message>
    <message>
        <source>Next problem (Enter)</source>
        <translation>Nächste Aufgabe (Eingabe)</translation>
    </message>
    <message>
        <source>End the turn (Enter)</source>
        <translation>Den Zug beenden (Eingabe)</translation>
    </message>
    <message>
        <source>The problems of {game} could not be read: {why}</source>
        <translation>Die Aufgaben für {game} konnten nicht gelesen werden: {why}</translation>
    </message>
    <message>
        <source>No problem chosen</source>
        <translation>Keine Aufgabe gewählt</translation>
    </message>
    <message>
        <source>Problem {number} · {grade}</source>
        <translation>Aufgabe {number} · {grade}</translation>
    </message>
    <message>
        <source>{colour} to play</source>
        <translation>{colour} ist am Zug</translation>
    </message>
    <message>
        <source>{number}. {grade}</source>
        <translation>{number}. {grade}</translation>
    </message>
    <message>
        <source>{solved} of {total} solved</source>
        <translation>{solved} von {total} gelöst</translation>
    </message>
    <message>
        <source>Try again.</source>
        <translation>Versuch es noch einmal.</translation>
    </message>
    <message>
        <source>The answer:</source>
        <translation>Die Lösung:</translation>
    </message>
    <message>
        <source>Reset progress</source>
        <translation>Fortschritt zurücksetzen</translation>
    </message>
    <message>
        <source>Forget which problems you have solved, in every game?</source>
        <translation>Vergessen, welche Aufgaben du gelöst hast, in allen Spielen?</translation>
    </message>
    <message>
        <source>Our own search analyses this game: {reason}</source>
        <translation>Unsere eigene Suche analysiert diese Partie: {reason}</translation>
    </message>
    <message>
        <source>Analysis waits</source>
        <translation>Die Analyse wartet</translation>
    </message>
    <message>
        <source>The analysing engine failed: {reason}</source>
        <translation>Das analysierende Programm ist ausgefallen: {reason}</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Analysiere…</translation>
    </message>
    <message>
        <source>{colour} {rate}% · {move} · {count} (engine: {name})</source>
        <translation>{colour} {rate} % · {move} · {count} (Programm: {name})</translation>
    </message>
    <message>
        <source>No hint here</source>
        <translation>Hier gibt es keinen Tipp</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Suche einen Tipp…</translation>
    </message>
    <message>
        <source>Hint: {move} ({colour} wins {rate}%; the analysis&apos;s best after {count})</source>
        <translation>Tipp: {move} ({colour} gewinnt zu {rate} %; der beste Zug der Analyse nach {count})</translation>
    </message>
    <message>
        <source>Hint: {move} ({colour} wins {rate}%; a {seconds}-second search, {count})</source>
        <translation>Tipp: {move} ({colour} gewinnt zu {rate} %; eine Suche von {seconds} Sekunden, {count})</translation>
    </message>
    <message>
        <source>{colour} {rate}% · {move} · {count}</source>
        <translation>{colour} {rate} % · {move} · {count}</translation>
    </message>
    <message numerus="yes">
        <source>%n visit(s)</source>
        <translation>
            <numerusform>%n Besuch</numerusform>
            <numerusform>%n Besuche</numerusform>
        </translation>
    </message>
    <message>
        <source>Quick (half a second a move)</source>
        <translation>Schnell (eine halbe Sekunde pro Zug)</translation>
    </message>
    <message>
        <source>Normal (2 seconds a move)</source>
        <translation>Normal (2 Sekunden pro Zug)</translation>
    </message>
    <message>
        <source>Deep (6 seconds a move)</source>
        <translation>Gründlich (6 Sekunden pro Zug)</translation>
    </message>
    <message>
        <source>Mistake: this move loses {cost} (better: {best})</source>
        <translation>Fehler: Dieser Zug verliert {cost} (besser: {best})</translation>
    </message>
    <message>
        <source>Blunder: this move loses {cost} (better: {best})</source>
        <translation>Grober Fehler: Dieser Zug verliert {cost} (besser: {best})</translation>
    </message>
    <message numerus="yes">
        <source>Reviewing: {done} of %n position(s)</source>
        <translation>
            <numerusform>Durchsicht: {done} von %n Stellung</numerusform>
            <numerusform>Durchsicht: {done} von %n Stellungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n grober Fehler</numerusform>
            <numerusform>%n grobe Fehler</numerusform>
        </translation>
    </message>
    <message>
        <source>Review done: {found}</source>
        <translation>Durchsicht fertig: {found}</translation>
    </message>
    <message>
        <source>Review stopped: {found} so far</source>
        <translation>Durchsicht angehalten: bisher {found}</translation>
    </message>
    <message>
        <source>Review game</source>
        <translation>Partie durchsehen</translation>
    </message>
    <message numerus="yes">
        <source>The computer searches each of the %n position(s) of this line and marks the moves that lost much. You can go on playing or looking around meanwhile; Esc stops it.</source>
        <translation>
            <numerusform>Der Computer untersucht die %n Stellung dieser Zugfolge und markiert die Züge, die viel verloren haben. Du kannst währenddessen weiterspielen oder dich umsehen; Esc hält an.</numerusform>
            <numerusform>Der Computer untersucht jede der %n Stellungen dieser Zugfolge und markiert die Züge, die viel verloren haben. Du kannst währenddessen weiterspielen oder dich umsehen; Esc hält an.</numerusform>
        </translation>
    </message>
    <message>
        <source>Write the verdicts and better moves into the comments</source>
        <translation>Die Urteile und besseren Züge in die Kommentare schreiben</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Durchsehen</translation>
    </message>
    <message>
        <source>Black&apos;s chance of winning after each move, as the analysis found it; click to go to a move</source>
        <translation>Die Gewinnchance von Schwarz nach jedem Zug, wie die Analyse sie fand; ein Klick geht zu dem Zug</translation>
    </message>
    <message>
        <source>F2 analyses the position, Game ▸ Review game the whole line</source>
        <translation>F2 analysiert die Stellung, Spiel ▸ Partie durchsehen die ganze Zugfolge</translation>
    </message>
    <message>
        <source>Black {rate}%</source>
        <translation>Schwarz {rate} %</translation>
    </message>
    <message>
        <source>Your move {move} cost you {loss}% of your chances.</source>
        <translation>Dein Zug {move} hat dich {loss} % deiner Gewinnchance gekostet.</translation>
    </message>
    <message>
        <source>{better} was better: the computer expected it.</source>
        <translation>{better} war besser: Der Computer hat ihn erwartet.</translation>
    </message>
    <message>
        <source>Take it back?</source>
        <translation>Zurücknehmen?</translation>
    </message>
    <message>
        <source>The analysis weighs your move…</source>
        <translation>Die Analyse wägt Ihren Zug ab…</translation>
    </message>
    <message>
        <source>{better} was better by the analysis.</source>
        <translation>{better} war laut Analyse besser.</translation>
    </message>
    <message>
        <source>Teaching game</source>
        <translation>Lehrspiel</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Zurücknehmen</translation>
    </message>
    <message>
        <source>Your level in {game} goes up to {level}</source>
        <translation>Deine Stufe in {game} steigt auf {level}</translation>
    </message>
    <message>
        <source>Your level in {game} goes down to {level}</source>
        <translation>Deine Stufe in {game} sinkt auf {level}</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Keine Uhr</translation>
    </message>
    <message>
        <source>Sudden death</source>
        <translation>Plötzlicher Tod</translation>
    </message>
    <message>
        <source>Fischer increment</source>
        <translation>Fischer-Zuschlag</translation>
    </message>
    <message>
        <source>Byo-yomi</source>
        <translation>Byo-Yomi</translation>
    </message>
    <message>
        <source>Canadian byo-yomi</source>
        <translation>Kanadisches Byo-Yomi</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Main time for each player</source>
        <translation>Hauptzeit für jeden Spieler</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Seconds added after every move</source>
        <translation>Sekunden, die nach jedem Zug hinzukommen</translation>
    </message>
    <message>
        <source>Byo-yomi periods</source>
        <translation>Byo-Yomi-Perioden</translation>
    </message>
    <message>
        <source>Moves to make in each period</source>
        <translation>Züge, die in jeder Periode zu machen sind</translation>
    </message>
    <message>
        <source>Seconds of each period</source>
        <translation>Sekunden jeder Periode</translation>
    </message>
    <message>
        <source>time handicap:</source>
        <translation>Zeitvorgabe:</translation>
    </message>
    <message>
        <source>One side gets another main time than the other</source>
        <translation>Eine Seite bekommt eine andere Hauptzeit als die andere</translation>
    </message>
    <message>
        <source>gets</source>
        <translation>bekommt</translation>
    </message>
    <message>
        <source>Each side&apos;s clock starts after its own first move.</source>
        <translation>Die Uhr jeder Seite startet nach ihrem ersten Zug.</translation>
    </message>
    <message>
        <source>time handicap</source>
        <translation>Zeitvorgabe</translation>
    </message>
    <message>
        <source>Clock: {choice}</source>
        <translation>Uhr: {choice}</translation>
    </message>
    <message numerus="yes">
        <source>%n stone(s)</source>
        <translation>
            <numerusform>%n Stein</numerusform>
            <numerusform>%n Steine</numerusform>
        </translation>
    </message>
    <message>
        <source>The clocks are stopped: Game ▸ Pause the clock (F8) starts them again, then you can move</source>
        <translation>Die Uhren stehen: Spiel ▸ Uhr anhalten (F8) startet sie wieder, dann kannst du ziehen</translation>
    </message>
    <message>
        <source>The clocks are stopped; the same command starts them again</source>
        <translation>Die Uhren stehen; derselbe Befehl startet sie wieder</translation>
    </message>
    <message>
        <source>The clocks run again</source>
        <translation>Die Uhren laufen wieder</translation>
    </message>
    <message>
        <source>{colour} ran out of time and loses</source>
        <translation>{colour} hat keine Zeit mehr und verliert</translation>
    </message>
    <message>
        <source>{cell}, {content}</source>
        <translation>{cell}, {content}</translation>
    </message>
    <message>
        <source>{size} by {size}</source>
        <translation>{size} mal {size}</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s)</source>
        <translation>
            <numerusform>%n Feld</numerusform>
            <numerusform>%n Felder</numerusform>
        </translation>
    </message>
    <message>
        <source>{side} to play</source>
        <translation>{side} am Zug</translation>
    </message>
    <message>
        <source>{game} board, {size}, {state}</source>
        <translation>{game}-Brett, {size}, {state}</translation>
    </message>
    <message>
        <source>Row {name}</source>
        <translation>Reihe {name}</translation>
    </message>
    <message>
        <source>Column {name}</source>
        <translation>Spalte {name}</translation>
    </message>
    <message numerus="yes">
        <source>%n empty</source>
        <translation>
            <numerusform>%n leer</numerusform>
            <numerusform>%n leer</numerusform>
        </translation>
    </message>
    <message>
        <source>{line}: empty</source>
        <translation>{line}: leer</translation>
    </message>
    <message>
        <source>{line}: {cells}; {empty}</source>
        <translation>{line}: {cells}; {empty}</translation>
    </message>
    <message>
        <source>{side}: {count}</source>
        <translation>{side}: {count}</translation>
    </message>
    <message>
        <source>white king</source>
        <translation>weißer König</translation>
    </message>
    <message>
        <source>white queen</source>
        <translation>weiße Dame</translation>
    </message>
    <message>
        <source>white rook</source>
        <translation>weißer Turm</translation>
    </message>
    <message>
        <source>white bishop</source>
        <translation>weißer Läufer</translation>
    </message>
    <message>
        <source>white knight</source>
        <translation>weißer Springer</translation>
    </message>
    <message>
        <source>white pawn</source>
        <translation>weißer Bauer</translation>
    </message>
    <message>
        <source>black king</source>
        <translation>schwarzer König</translation>
    </message>
    <message>
        <source>black queen</source>
        <translation>schwarze Dame</translation>
    </message>
    <message>
        <source>black rook</source>
        <translation>schwarzer Turm</translation>
    </message>
    <message>
        <source>black bishop</source>
        <translation>schwarzer Läufer</translation>
    </message>
    <message>
        <source>black knight</source>
        <translation>schwarzer Springer</translation>
    </message>
    <message>
        <source>black pawn</source>
        <translation>schwarzer Bauer</translation>
    </message>
    <message>
        <source>the white king</source>
        <translation>den weißen König</translation>
    </message>
    <message>
        <source>the white queen</source>
        <translation>die weiße Dame</translation>
    </message>
    <message>
        <source>the white rook</source>
        <translation>den weißen Turm</translation>
    </message>
    <message>
        <source>the white bishop</source>
        <translation>den weißen Läufer</translation>
    </message>
    <message>
        <source>the white knight</source>
        <translation>den weißen Springer</translation>
    </message>
    <message>
        <source>the white pawn</source>
        <translation>den weißen Bauern</translation>
    </message>
    <message>
        <source>the black king</source>
        <translation>den schwarzen König</translation>
    </message>
    <message>
        <source>the black queen</source>
        <translation>die schwarze Dame</translation>
    </message>
    <message>
        <source>the black rook</source>
        <translation>den schwarzen Turm</translation>
    </message>
    <message>
        <source>the black bishop</source>
        <translation>den schwarzen Läufer</translation>
    </message>
    <message>
        <source>the black knight</source>
        <translation>den schwarzen Springer</translation>
    </message>
    <message>
        <source>the black pawn</source>
        <translation>den schwarzen Bauern</translation>
    </message>
    <message numerus="yes">
        <source>material %n</source>
        <translation>
            <numerusform>Material %n</numerusform>
            <numerusform>Material %n</numerusform>
        </translation>
    </message>
    <message>
        <source>{side}: {pieces}</source>
        <translation>{side}: {pieces}</translation>
    </message>
    <message>
        <source>takes {piece}</source>
        <translation>schlägt {piece}</translation>
    </message>
    <message>
        <source>the field pulls {piece} from {start} to {end}</source>
        <translation>das Feld zieht {piece} von {start} nach {end}</translation>
    </message>
    <message>
        <source>the field pushes {piece} from {start} to {end}</source>
        <translation>das Feld stößt {piece} von {start} nach {end}</translation>
    </message>
    <message>
        <source>the field makes {piece} on {square} a queen</source>
        <translation>das Feld macht {piece} auf {square} zur Dame</translation>
    </message>
    <message>
        <source>Rank {name}</source>
        <translation>Reihe {name}</translation>
    </message>
    <message>
        <source>File {name}</source>
        <translation>Linie {name}</translation>
    </message>
    <message>
        <source>{content}, in a rosette</source>
        <translation>{content}, in einer Rosette</translation>
    </message>
    <message>
        <source>{cell}, hole</source>
        <translation>{cell}, Loch</translation>
    </message>
    <message numerus="yes">
        <source>%n stone(s) on the board</source>
        <translation>
            <numerusform>%n Stein auf dem Brett</numerusform>
            <numerusform>%n Steine auf dem Brett</numerusform>
        </translation>
    </message>
    <message>
        <source>jumps from {start} to {end}</source>
        <translation>springt von {start} nach {end}</translation>
    </message>
    <message numerus="yes">
        <source>loses %n own stone(s) by reversal</source>
        <translation>
            <numerusform>verliert %n eigenen Stein durch Umdrehen</numerusform>
            <numerusform>verliert %n eigene Steine durch Umdrehen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>reverses %n stone(s)</source>
        <translation>
            <numerusform>dreht %n Stein um</numerusform>
            <numerusform>dreht %n Steine um</numerusform>
        </translation>
    </message>
    <message>
        <source>the marker moves toward {side}</source>
        <translation>der Marker rückt in Richtung {side}</translation>
    </message>
    <message numerus="yes">
        <source>completes %n rosette(s)</source>
        <translation>
            <numerusform>vollendet %n Rosette</numerusform>
            <numerusform>vollendet %n Rosetten</numerusform>
        </translation>
    </message>
    <message>
        <source>The cell under the mouse or the keyboard cursor</source>
        <translation>Das Feld unter der Maus oder dem Tastaturcursor</translation>
    </message>
    <message>
        <source>{file}: a picture is a .png or an .svg file</source>
        <translation>{file}: ein Bild ist eine .png- oder .svg-Datei</translation>
    </message>
    <message>
        <source>Export the game as an animated GIF</source>
        <translation>Partie als animiertes GIF exportieren</translation>
    </message>
    <message>
        <source>Export the position as a picture</source>
        <translation>Stellung als Bild exportieren</translation>
    </message>
    <message>
        <source>&amp;Move numbers on the stones</source>
        <translation>&amp;Zugnummern auf den Steinen</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>&amp;Größe:</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>&amp;Time per move:</source>
        <translation>Zeit &amp;pro Zug:</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>&amp;Schwarz:</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>&amp;Weiß:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Datum:</translation>
    </message>
    <message>
        <source>Any result</source>
        <translation>Jedes Ergebnis</translation>
    </message>
    <message>
        <source>Black won</source>
        <translation>Schwarz gewann</translation>
    </message>
    <message>
        <source>White won</source>
        <translation>Weiß gewann</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Bis</translation>
    </message>
    <message>
        <source>Dates:</source>
        <translation>Datum:</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>JJJJ-MM-TT</translation>
    </message>
    <message>
        <source>A date is written 2024, 2024-05 or 2024-05-17</source>
        <translation>Ein Datum wird 2024, 2024-05 oder 2024-05-17 geschrieben</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <source>&amp;Event:</source>
        <translation>&amp;Veranstaltung:</translation>
    </message>
    <message>
        <source>&amp;Place:</source>
        <translation>&amp;Ort:</translation>
    </message>
    <message>
        <source>R&amp;ound:</source>
        <translation>R&amp;unde:</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Ergebnis:</translation>
    </message>
    <message>
        <source>B+R, W+3.5, 0 for a draw</source>
        <translation>B+R, W+3.5, 0 für ein Remis</translation>
    </message>
    <message>
        <source>R&amp;ules:</source>
        <translation>Re&amp;geln:</translation>
    </message>
    <message>
        <source>The date is written as YYYY-MM-DD (2026-11-27), or YYYY-MM or YYYY; several days as 2026-11-27,28.</source>
        <translation>Das Datum wird als JJJJ-MM-TT geschrieben (2026-11-27), oder als JJJJ-MM oder JJJJ; mehrere Tage als 2026-11-27,28.</translation>
    </message>
    <message>
        <source>The result is written as SGF does: B+R or W+R (resigned), B+3.5 (points), B+T (time), B+F (forfeit), B+ (won), 0 (a draw), Void or ?.</source>
        <translation>Das Ergebnis wird wie in SGF geschrieben: B+R oder W+R (aufgegeben), B+3.5 (Punkte), B+T (Zeit), B+F (kampflos), B+ (gewonnen), 0 (Remis), Void oder ?.</translation>
    </message>
    <message>
        <source>Game info</source>
        <translation>Partieinformationen</translation>
    </message>
    <message>
        <source>Points for White. The count uses it: a new komi changes the game&apos;s rules, not only the file</source>
        <translation>Punkte für Weiß. Die Zählung rechnet damit: ein neues Komi ändert die Regeln der Partie, nicht nur die Datei</translation>
    </message>
    <message>
        <source>&amp;Komi:</source>
        <translation>&amp;Komi:</translation>
    </message>
    <message>
        <source>The komi is a number from {low:g} to {high:g}, e.g. 6.5.</source>
        <translation>Das Komi ist eine Zahl von {low:g} bis {high:g}, z. B. 6.5.</translation>
    </message>
    <message>
        <source>d4 or pass</source>
        <translation>d4 oder pass</translation>
    </message>
    <message>
        <source>e2e4, Nf3, O-O</source>
        <translation>e2e4, Nf3, O-O</translation>
    </message>
    <message>
        <source>k10, q15-s15, done</source>
        <translation>k10, q15-s15, done</translation>
    </message>
    <message>
        <source>Move to play</source>
        <translation>Zu spielender Zug</translation>
    </message>
    <message>
        <source>&amp;Move:</source>
        <translation>&amp;Zug:</translation>
    </message>
    <message>
        <source>Put back the piece picked up</source>
        <translation>Die aufgenommene Figur zurückstellen</translation>
    </message>
    <message>
        <source>The arrow keys move the cursor, Enter plays there, Esc gives the keys back</source>
        <translation>Die Pfeiltasten bewegen den Cursor, Enter spielt dort, Esc gibt die Tasten zurück</translation>
    </message>
    <message>
        <source>PNG pictures (*.png);;SVG pictures (*.svg)</source>
        <translation>PNG-Bilder (*.png);;SVG-Bilder (*.svg)</translation>
    </message>
    <message>
        <source>Animated GIF (*.gif)</source>
        <translation>Animiertes GIF (*.gif)</translation>
    </message>
    <message>
        <source>Could not export {file}:
{error}</source>
        <translation>{file} konnte nicht exportiert werden:
{error}</translation>
    </message>
    <message>
        <source>Exported {file}</source>
        <translation>{file} exportiert</translation>
    </message>
    <message>
        <source>Copied the game to the clipboard (SGF)</source>
        <translation>Partie in die Zwischenablage kopiert (SGF)</translation>
    </message>
    <message>
        <source>Copied the moves to the clipboard</source>
        <translation>Züge in die Zwischenablage kopiert</translation>
    </message>
    <message>
        <source>Copied the position to the clipboard as a picture</source>
        <translation>Stellung als Bild in die Zwischenablage kopiert</translation>
    </message>
    <message>
        <source>the clipboard holds no text</source>
        <translation>die Zwischenablage enthält keinen Text</translation>
    </message>
    <message>
        <source>Could not paste a game:
{error}</source>
        <translation>Keine Partie eingefügt:
{error}</translation>
    </message>
    <message numerus="yes">
        <source>Pasted a game: %n move(s)</source>
        <translation>
            <numerusform>Partie eingefügt: %n Zug</numerusform>
            <numerusform>Partie eingefügt: %n Züge</numerusform>
        </translation>
    </message>
    <message>
        <source>The pasted game was read with warnings:
{warnings}</source>
        <translation>Die eingefügte Partie wurde mit Warnungen gelesen:
{warnings}</translation>
    </message>
    <message>
        <source>Could not change the komi:
{error}</source>
        <translation>Das Komi konnte nicht geändert werden:
{error}</translation>
    </message>
    <message>
        <source>The game info was changed</source>
        <translation>Die Partieinformationen wurden geändert</translation>
    </message>
    <message>
        <source>As the &amp;system</source>
        <translation>Wie das &amp;System</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>Hoher &amp;Kontrast</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Farbschema</translation>
    </message>
    <message>
        <source>The hole {point} is not part of the board: stones go on the light cells</source>
        <translation>Das Loch {point} gehört nicht zum Brett: Steine kommen auf die hellen Felder</translation>
    </message>
    <message>
        <source>The blocking point {point} is not part of the board: no stone can go there</source>
        <translation>Der Sperrpunkt {point} gehört nicht zum Brett: Dort kann kein Stein stehen</translation>
    </message>
    <message>
        <source>your king</source>
        <translation>deinen König</translation>
    </message>
    <message>
        <source>your queen</source>
        <translation>deine Dame</translation>
    </message>
    <message>
        <source>your rook</source>
        <translation>deinen Turm</translation>
    </message>
    <message>
        <source>your bishop</source>
        <translation>deinen Läufer</translation>
    </message>
    <message>
        <source>your knight</source>
        <translation>deinen Springer</translation>
    </message>
    <message>
        <source>your pawn</source>
        <translation>deinen Bauern</translation>
    </message>
    <message>
        <source>the marked piece moves to {square}</source>
        <translation>die markierte Figur zieht nach {square}</translation>
    </message>
    <message>
        <source>the field pulls the marked piece to {square}</source>
        <translation>das Feld zieht die markierte Figur nach {square}</translation>
    </message>
    <message>
        <source>the field pushes the marked piece to {square}</source>
        <translation>das Feld stößt die markierte Figur nach {square}</translation>
    </message>
    <message>
        <source>the marked stone jumps to {square}</source>
        <translation>der markierte Stein springt nach {square}</translation>
    </message>
    <message>
        <source>the marked stone slides to {square}</source>
        <translation>der markierte Stein gleitet nach {square}</translation>
    </message>
    <message numerus="yes">
        <source>{side} takes %n stone(s) and wins</source>
        <translation>
            <numerusform>{side} schlägt %n Stein und gewinnt</numerusform>
            <numerusform>{side} schlägt %n Steine und gewinnt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{side} takes %n stone(s)</source>
        <translation>
            <numerusform>{side} schlägt %n Stein</numerusform>
            <numerusform>{side} schlägt %n Steine</numerusform>
        </translation>
    </message>
    <message>
        <source>{side} takes {piece}</source>
        <translation>{side} schlägt {piece}</translation>
    </message>
    <message numerus="yes">
        <source>{side} reverses %n stone(s)</source>
        <translation>
            <numerusform>{side} dreht %n Stein um</numerusform>
            <numerusform>{side} dreht %n Steine um</numerusform>
        </translation>
    </message>
    <message>
        <source>{side} wins</source>
        <translation>{side} gewinnt</translation>
    </message>
    <message>
        <source>the field makes {side}&apos;s pawn on {square} a queen</source>
        <translation>das Feld macht den Bauern von {side} auf {square} zur Dame</translation>
    </message>
    <message numerus="yes">
        <source>{side} completes %n rosette(s)</source>
        <translation>
            <numerusform>{side} schließt %n Rosette</numerusform>
            <numerusform>{side} schließt %n Rosetten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{side} escapes: the chain now has %n liberty(ies)</source>
        <translation>
            <numerusform>{side} entkommt: die Kette hat jetzt %n Freiheit</numerusform>
            <numerusform>{side} entkommt: die Kette hat jetzt %n Freiheiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>your chain has %n liberty(ies) left</source>
        <translation>
            <numerusform>deiner Kette bleibt %n Freiheit</numerusform>
            <numerusform>deiner Kette bleiben %n Freiheiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the new stone pulls %n stone(s) of yours</source>
        <translation>
            <numerusform>der neue Stein zieht %n deiner Steine an</numerusform>
            <numerusform>der neue Stein zieht %n deiner Steine an</numerusform>
        </translation>
    </message>
    <message>
        <source>the field pulls {piece} to {square}</source>
        <translation>das Feld zieht {piece} nach {square}</translation>
    </message>
    <message>
        <source>the field pushes {piece} to {square}</source>
        <translation>das Feld stößt {piece} nach {square}</translation>
    </message>
    <message>
        <source>{engine} cannot be started</source>
        <translation>{engine} lässt sich nicht starten</translation>
    </message>
    <message>
        <source>{engine} did not answer after its start</source>
        <translation>{engine} antwortete nach dem Start nicht</translation>
    </message>
    <message>
        <source>{engine} stopped working</source>
        <translation>{engine} ist abgestürzt</translation>
    </message>
    <message>
        <source>{engine} did not answer in time</source>
        <translation>{engine} antwortete nicht rechtzeitig</translation>
    </message>
    <message>
        <source>{engine} answered something that is not GTP</source>
        <translation>{engine} antwortete nicht in GTP</translation>
    </message>
    <message>
        <source>{engine} refused a command</source>
        <translation>{engine} lehnte einen Befehl ab</translation>
    </message>
    <message>
        <source>{engine} proposed a move the rules forbid</source>
        <translation>{engine} schlug einen Zug vor, den die Regeln verbieten</translation>
    </message>
    <message>
        <source>{engine} cannot play this game</source>
        <translation>{engine} kann dieses Spiel nicht spielen</translation>
    </message>
    <message>
        <source>{trouble} ({detail}). The game is as it was: Ctrl+G asks the engine again, Game ▸ Players… lets a person take its side</source>
        <translation>{trouble} ({detail}). Die Partie ist unverändert: Strg+G fragt das Programm erneut, mit Spiel ▸ Spieler… übernimmt ein Mensch ihre Seite</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Programm</translation>
    </message>
    <message>
        <source>Add an engine</source>
        <translation>Programm hinzufügen</translation>
    </message>
    <message>
        <source>from the program&apos;s name</source>
        <translation>aus dem Namen des Programms</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>the program&apos;s own</source>
        <translation>der des Programms</translation>
    </message>
    <message>
        <source>B&amp;rowse…</source>
        <translation>D&amp;urchsuchen…</translation>
    </message>
    <message>
        <source>one GTP command a line, e.g. komi 6.5</source>
        <translation>ein GTP-Befehl je Zeile, z. B. komi 6.5</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Command:</source>
        <translation>&amp;Befehl:</translation>
    </message>
    <message>
        <source>&amp;Working folder:</source>
        <translation>&amp;Arbeitsordner:</translation>
    </message>
    <message>
        <source>Commands &amp;after start:</source>
        <translation>Befehle nach dem &amp;Start:</translation>
    </message>
    <message>
        <source>The command has an unclosed quote.</source>
        <translation>Im Befehl fehlt ein schließendes Anführungszeichen.</translation>
    </message>
    <message>
        <source>Give the program to start, and its arguments.</source>
        <translation>Geben Sie das zu startende Programm und seine Argumente an.</translation>
    </message>
    <message>
        <source>Another engine is called {name}.</source>
        <translation>Ein anderes Programm heißt schon {name}.</translation>
    </message>
    <message>
        <source>The engine&apos;s program</source>
        <translation>Die ausführbare Datei des Programms</translation>
    </message>
    <message>
        <source>The engine&apos;s working folder</source>
        <translation>Der Arbeitsordner des Programms</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>Programme</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Change…</source>
        <translation>Ä&amp;ndern…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>&amp;Testen</translation>
    </message>
    <message>
        <source>An engine is any program that speaks GTP, such as GNU Go, Pachi, KataGo or magnetdesk-gtp. Choose it as your opponent in the new-game dialog.</source>
        <translation>Hier ist jedes Go-Programm willkommen, das GTP spricht, etwa GNU Go, Pachi, KataGo oder magnetdesk-gtp. Wählen Sie es im Dialog für eine neue Partie als Gegner.</translation>
    </message>
    <message>
        <source>No engine yet: Add… one by its command line.</source>
        <translation>Noch kein Programm: Hinzufügen… nimmt eines mit seiner Befehlszeile auf.</translation>
    </message>
    <message>
        <source>Testing {engine}…</source>
        <translation>{engine} wird getestet…</translation>
    </message>
    <message>
        <source>{trouble}: {detail}</source>
        <translation>{trouble}: {detail}</translation>
    </message>
    <message>
        <source>Engine: {name} {version}</source>
        <translation>Programm: {name} {version}</translation>
    </message>
    <message>
        <source>Plays: {games}</source>
        <translation>Spielt: {games}</translation>
    </message>
    <message>
        <source>Plays: Go on {sizes}</source>
        <translation>Spielt: Go auf {sizes}</translation>
    </message>
    <message>
        <source>Not asked in time, tried when played: {sizes}</source>
        <translation>Nicht rechtzeitig gefragt, beim Spielen versucht: {sizes}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>{commands} (with ownership)</source>
        <translation>{commands} (mit Gebietsschätzung)</translation>
    </message>
    <message>
        <source>Analysis: {commands}</source>
        <translation>Analyse: {commands}</translation>
    </message>
    <message>
        <source>Time: {commands}</source>
        <translation>Zeit: {commands}</translation>
    </message>
    <message>
        <source>It can be used.</source>
        <translation>Es ist einsatzbereit.</translation>
    </message>
    <message>
        <source>for the side to move</source>
        <translation>für die Seite am Zug</translation>
    </message>
    <message>
        <source>for Black</source>
        <translation>für Schwarz</translation>
    </message>
    <message>
        <source>for White</source>
        <translation>für Weiß</translation>
    </message>
    <message>
        <source>Our own search</source>
        <translation>Unsere eigene Suche</translation>
    </message>
    <message>
        <source>Analysis (F2, Hint, Review):</source>
        <translation>Analyse (F2, Tipp, Partie durchsehen):</translation>
    </message>
    <message>
        <source>The engine reports win rates:</source>
        <translation>Das Programm meldet Gewinnchancen:</translation>
    </message>
    <message>
        <source>GTP console: {name}</source>
        <translation>GTP-Konsole: {name}</translation>
    </message>
    <message>
        <source>The exchange with the engine</source>
        <translation>Der Austausch mit dem Programm</translation>
    </message>
    <message>
        <source>A GTP command, then Enter</source>
        <translation>Ein GTP-Befehl, dann Eingabe</translation>
    </message>
    <message>
        <source>GTP command</source>
        <translation>GTP-Befehl</translation>
    </message>
    <message>
        <source>(the command failed: {reason})</source>
        <translation>(der Befehl schlug fehl: {reason})</translation>
    </message>
    <message>
        <source>Analyst</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Our own search analyses: no engine&apos;s exchange to show (Engines ▸ Analyst… chooses an engine)</source>
        <translation>Unsere eigene Suche analysiert: kein Austausch eines Programms zu zeigen (Programme ▸ Analyse durch… wählt ein Programm)</translation>
    </message>
    <message>
        <source>&amp;Play (no markup tool)</source>
        <translation>&amp;Spielen (kein Markierwerkzeug)</translation>
    </message>
    <message>
        <source>&amp;Triangle</source>
        <translation>&amp;Dreieck</translation>
    </message>
    <message>
        <source>Click a point to mark it</source>
        <translation>Einen Punkt anklicken, um ihn zu markieren</translation>
    </message>
    <message>
        <source>&amp;Square</source>
        <translation>&amp;Quadrat</translation>
    </message>
    <message>
        <source>&amp;Circle</source>
        <translation>&amp;Kreis</translation>
    </message>
    <message>
        <source>Cr&amp;oss</source>
        <translation>K&amp;reuz</translation>
    </message>
    <message>
        <source>&amp;Letter label</source>
        <translation>&amp;Buchstabe</translation>
    </message>
    <message>
        <source>Click a point to label it with the next letter</source>
        <translation>Einen Punkt anklicken, um ihn mit dem nächsten Buchstaben zu beschriften</translation>
    </message>
    <message>
        <source>&amp;Number label</source>
        <translation>&amp;Zahl</translation>
    </message>
    <message>
        <source>Click a point to label it with the next number</source>
        <translation>Einen Punkt anklicken, um ihn mit der nächsten Zahl zu beschriften</translation>
    </message>
    <message>
        <source>&amp;Arrow</source>
        <translation>&amp;Pfeil</translation>
    </message>
    <message>
        <source>Drag from one point to another, or click both, to draw an arrow</source>
        <translation>Von einem Punkt zu einem anderen ziehen oder beide anklicken, um einen Pfeil zu zeichnen</translation>
    </message>
    <message>
        <source>L&amp;ine</source>
        <translation>&amp;Linie</translation>
    </message>
    <message>
        <source>Drag from one point to another, or click both, to draw a line</source>
        <translation>Von einem Punkt zu einem anderen ziehen oder beide anklicken, um eine Linie zu zeichnen</translation>
    </message>
    <message>
        <source>&amp;Dim</source>
        <translation>&amp;Verblassen</translation>
    </message>
    <message>
        <source>Click a point to dim it or undim it</source>
        <translation>Einen Punkt anklicken, um ihn verblassen zu lassen oder wieder hervorzuheben</translation>
    </message>
    <message>
        <source>&amp;Erase</source>
        <translation>&amp;Radieren</translation>
    </message>
    <message>
        <source>Click a point to take its marks off</source>
        <translation>Einen Punkt anklicken, um seine Markierungen zu entfernen</translation>
    </message>
    <message>
        <source>Mar&amp;kup</source>
        <translation>&amp;Markierungen</translation>
    </message>
    <message>
        <source>&amp;Undo the last mark</source>
        <translation>Letzte Markierung &amp;zurücknehmen</translation>
    </message>
    <message>
        <source>Clea&amp;r this node&apos;s markup</source>
        <translation>Markierungen dieses Knotens &amp;entfernen</translation>
    </message>
    <message>
        <source>The board plays moves again</source>
        <translation>Das Brett spielt wieder Züge</translation>
    </message>
    <message>
        <source>{point}: now click where it goes</source>
        <translation>{point}: jetzt das Ziel anklicken</translation>
    </message>
    <message>
        <source>No mark to take back</source>
        <translation>Keine Markierung zum Zurücknehmen</translation>
    </message>
    <message>
        <source>This game cannot be set up by hand</source>
        <translation>Dieses Spiel lässt sich nicht von Hand aufstellen</translation>
    </message>
    <message>
        <source>Position set up: Undo takes it back</source>
        <translation>Stellung aufgebaut: Rückgängig nimmt sie zurück</translation>
    </message>
    <message>
        <source>Put on the board</source>
        <translation>Aufs Brett setzen</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>{name} (key {key})</source>
        <translation>{name} (Taste {key})</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>Am Zug</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Bibliothek</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>Ordner hinzufügen…</translation>
    </message>
    <message>
        <source>Remove folder</source>
        <translation>Ordner entfernen</translation>
    </message>
    <message>
        <source>Recent and autosaved games</source>
        <translation>Zuletzt geöffnete und automatisch gesicherte Partien</translation>
    </message>
    <message>
        <source>Scan again</source>
        <translation>Neu einlesen</translation>
    </message>
    <message>
        <source>Folders:</source>
        <translation>Ordner:</translation>
    </message>
    <message>
        <source>Find this position</source>
        <translation>Diese Stellung suchen</translation>
    </message>
    <message>
        <source>The games in which the position on the main window&apos;s board occurs (turned or mirrored too, in Go and Medusa)</source>
        <translation>Die Partien, in denen die Stellung auf dem Brett des Hauptfensters vorkommt (in Go und Medusa auch gedreht oder gespiegelt)</translation>
    </message>
    <message>
        <source>Either colour</source>
        <translation>Beide Farben</translation>
    </message>
    <message>
        <source>Also the position with Black&apos;s and White&apos;s stones swapped (Go and Medusa)</source>
        <translation>Auch die Stellung mit vertauschten schwarzen und weißen Steinen (Go und Medusa)</translation>
    </message>
    <message>
        <source>Show all games</source>
        <translation>Alle Partien zeigen</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>none chosen yet</source>
        <translation>noch keiner gewählt</translation>
    </message>
    <message>
        <source>The library cannot be kept in {file}: {error}</source>
        <translation>Die Bibliothek kann nicht in {file} gespeichert werden: {error}</translation>
    </message>
    <message>
        <source>Looking for games…</source>
        <translation>Suche nach Partien…</translation>
    </message>
    <message>
        <source>Reading {done} of {total} games…</source>
        <translation>Lese {done} von {total} Partien…</translation>
    </message>
    <message>
        <source>The library could not be read: {error}</source>
        <translation>Die Bibliothek konnte nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <source>Stopped: the games read so far are kept; Scan again reads the rest.</source>
        <translation>Angehalten: Die bisher gelesenen Partien bleiben; „Neu einlesen“ liest den Rest.</translation>
    </message>
    <message numerus="yes">
        <source>The position occurs in %n game(s)</source>
        <translation>
            <numerusform>Die Stellung kommt in %n Partie vor</numerusform>
            <numerusform>Die Stellung kommt in %n Partien vor</numerusform>
        </translation>
    </message>
    <message>
        <source>No games yet: add a folder of game files</source>
        <translation>Noch keine Partien: Fügen Sie einen Ordner mit Partiedateien hinzu</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) shown</source>
        <translation>
            <numerusform>%n Partie angezeigt</numerusform>
            <numerusform>%n Partien angezeigt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) in the library</source>
        <translation>
            <numerusform>%n Datei in der Bibliothek</numerusform>
            <numerusform>%n Dateien in der Bibliothek</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n could not be read</source>
        <translation>
            <numerusform>%n nicht lesbar</numerusform>
            <numerusform>%n nicht lesbar</numerusform>
        </translation>
    </message>
    <message>
        <source>{file} could not be read: {reason}</source>
        <translation>{file} konnte nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>A folder of game files</source>
        <translation>Ein Ordner mit Partiedateien</translation>
    </message>
    <message>
        <source>{engine} cannot be hurried: the text protocol has no way to interrupt its thinking, only to end it (it starts again when it is next asked).</source>
        <translation>{engine} lässt sich nicht drängen: Das Textprotokoll kann sein Nachdenken nicht unterbrechen, nur beenden (es startet neu, wenn es das nächste Mal gefragt wird).</translation>
    </message>
    <message>
        <source>Who plays this move?</source>
        <translation>Wer spielt diesen Zug?</translation>
    </message>
    <message>
        <source>Our &amp;computer plays it</source>
        <translation>Unser &amp;Computer spielt ihn</translation>
    </message>
    <message>
        <source>&amp;I play it and on</source>
        <translation>&amp;Ich spiele ihn und weiter</translation>
    </message>
    <message>
        <source>&amp;Wait</source>
        <translation>&amp;Warten</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <source>Export the game as PDF</source>
        <translation>Partie als PDF exportieren</translation>
    </message>
    <message numerus="yes">
        <source>Printed %n page(s)</source>
        <translation>
            <numerusform>%n Seite gedruckt</numerusform>
            <numerusform>%n Seiten gedruckt</numerusform>
        </translation>
    </message>
    <message>
        <source>Print the game</source>
        <translation>Partie drucken</translation>
    </message>
    <message>
        <source>The &amp;game as diagrams</source>
        <translation>Die &amp;Partie als Diagramme</translation>
    </message>
    <message>
        <source>The &amp;position on the board</source>
        <translation>Die &amp;Stellung auf dem Brett</translation>
    </message>
    <message>
        <source> moves</source>
        <translation> Züge</translation>
    </message>
    <message>
        <source>Moves per diagram</source>
        <translation>Züge je Diagramm</translation>
    </message>
    <message>
        <source>&amp;Moves per diagram:</source>
        <translation>&amp;Züge je Diagramm:</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <source>{move} = {earlier}</source>
        <translation>{move} = {earlier}</translation>
    </message>
    <message>
        <source>{move} at {point}</source>
        <translation>{move} auf {point}</translation>
    </message>
    <message>
        <source>{move} pass</source>
        <translation>{move} passt</translation>
    </message>
    <message>
        <source>Result: {result}</source>
        <translation>Ergebnis: {result}</translation>
    </message>
    <message>
        <source>The position after move {number}</source>
        <translation>Die Stellung nach Zug {number}</translation>
    </message>
    <message>
        <source>The position at the start</source>
        <translation>Die Ausgangsstellung</translation>
    </message>
    <message>
        <source>Diagram {index} (moves {first}–{last})</source>
        <translation>Diagramm {index} (Züge {first}–{last})</translation>
    </message>
    <message>
        <source>Diagram {index}</source>
        <translation>Diagramm {index}</translation>
    </message>
    <message>
        <source>Problem {number} saved to {file}: Help ▸ Problems… opens it</source>
        <translation>Aufgabe {number} in {file} gespeichert: Hilfe ▸ Aufgaben… öffnet sie</translation>
    </message>
    <message>
        <source>Make a problem</source>
        <translation>Aufgabe erstellen</translation>
    </message>
    <message>
        <source>e.g. The corner&apos;s two stones</source>
        <translation>z. B. Die zwei Steine in der Ecke</translation>
    </message>
    <message>
        <source>the points, e.g. A1 B1 (crosses on the board)</source>
        <translation>die Punkte, z. B. A1 B1 (Kreuze auf dem Brett)</translation>
    </message>
    <message>
        <source>By difficulty</source>
        <translation>Nach Schwierigkeit</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keines</translation>
    </message>
    <message>
        <source>A hint or a word on the idea, shown with the goal</source>
        <translation>Ein Hinweis oder ein Wort zur Idee, mit dem Ziel angezeigt</translation>
    </message>
    <message>
        <source>Give each wrong try without a reply the judge&apos;s best reply</source>
        <translation>Falschen Versuchen ohne Antwort die beste Antwort des Prüfers geben</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Wählen…</translation>
    </message>
    <message>
        <source>&amp;Title</source>
        <translation>&amp;Titel</translation>
    </message>
    <message>
        <source>&amp;Goal</source>
        <translation>&amp;Ziel</translation>
    </message>
    <message>
        <source>&amp;Marked</source>
        <translation>&amp;Markiert</translation>
    </message>
    <message>
        <source>G&amp;rade</source>
        <translation>&amp;Stufe</translation>
    </message>
    <message>
        <source>T&amp;heme</source>
        <translation>T&amp;hema</translation>
    </message>
    <message>
        <source>&amp;Comment</source>
        <translation>&amp;Kommentar</translation>
    </message>
    <message>
        <source>C&amp;ollection</source>
        <translation>&amp;Sammlung</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>&amp;Prüfen</translation>
    </message>
    <message>
        <source>Check and &amp;save</source>
        <translation>Prüfen und s&amp;peichern</translation>
    </message>
    <message>
        <source>Play the answer from this position first: the problem needs its right line.</source>
        <translation>Spiele zuerst die Lösung von dieser Stellung aus: Die Aufgabe braucht ihre richtige Folge.</translation>
    </message>
    <message>
        <source>No goal of this game&apos;s problems fits this side to move and this line&apos;s length.</source>
        <translation>Kein Ziel der Aufgaben dieses Spiels passt zu dieser Seite am Zug und der Länge dieser Folge.</translation>
    </message>
    <message>
        <source>{move} (refuted by {reply})</source>
        <translation>{move} (widerlegt durch {reply})</translation>
    </message>
    <message>
        <source>{move} (no reply yet)</source>
        <translation>{move} (noch ohne Antwort)</translation>
    </message>
    <message>
        <source>{colour} to play solves the problem.</source>
        <translation>{colour} am Zug löst die Aufgabe.</translation>
    </message>
    <message>
        <source>Right line: {moves}</source>
        <translation>Richtige Folge: {moves}</translation>
    </message>
    <message>
        <source>Wrong tries: {tries}</source>
        <translation>Falsche Versuche: {tries}</translation>
    </message>
    <message>
        <source>No wrong try: other first moves are variations of this position.</source>
        <translation>Kein falscher Versuch: Andere erste Züge sind Varianten dieser Stellung.</translation>
    </message>
    <message>
        <source>Collection to add the problem to</source>
        <translation>Sammlung, in die die Aufgabe kommt</translation>
    </message>
    <message>
        <source>SGF collections (*.sgf)</source>
        <translation>SGF-Sammlungen (*.sgf)</translation>
    </message>
    <message>
        <source>Checking with the judges of the built-in problems…</source>
        <translation>Prüfung mit den Prüfern der mitgelieferten Aufgaben…</translation>
    </message>
    <message>
        <source>Not saved. The judges refuse the problem:</source>
        <translation>Nicht gespeichert. Die Prüfer lehnen die Aufgabe ab:</translation>
    </message>
    <message>
        <source>The judges pass it (grade: {grade}).</source>
        <translation>Die Prüfer lassen sie zu (Stufe: {grade}).</translation>
    </message>
    <message>
        <source>The problem could not be saved: {why}</source>
        <translation>Die Aufgabe konnte nicht gespeichert werden: {why}</translation>
    </message>
</context>
</TS>
