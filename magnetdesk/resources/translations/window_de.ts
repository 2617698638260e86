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
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
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
        <source>&amp;Stop the computer</source>
        <translation>Computer an&amp;halten</translation>
    </message>
    <message>
        <source>Pla&amp;yers…</source>
        <translation>Spiele&amp;r…</translation>
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
        <source>&amp;Last move</source>
        <translation>&amp;Letzter Zug</translation>
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
        <source>&amp;Rules of this variant</source>
        <translation>&amp;Regeln dieser Spielvariante</translation>
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
        <source>The computer stopped; Ctrl+G lets it play on</source>
        <translation>Der Computer hält an; Strg+G lässt ihn weiterspielen</translation>
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
        <source>Rules of {variant}</source>
        <translation>Regeln: {variant}</translation>
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
        <source>Play</source>
        <translation>Spielen</translation>
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
        <translation>Unentschieden</translation>
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
        <source>Accept result</source>
        <translation>Ergebnis annehmen</translation>
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
        <source>the first capture wins</source>
        <translation>das erste Schlagen gewinnt</translation>
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
        <source>A note on this move…</source>
        <translation>Eine Notiz zu diesem Zug…</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
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
        <source>Stop</source>
        <translation>Anhalten</translation>
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
        <source>The cell under the mouse</source>
        <translation>Das Feld unter der Maus</translation>
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
</context>
</TS>
