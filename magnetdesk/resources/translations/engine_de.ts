<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name></name>
    <message>
        <source>resignation</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>no legal move</source>
        <translation>kein Zug möglich</translation>
    </message>
    <message>
        <source>it is not your turn</source>
        <translation>du bist nicht am Zug</translation>
    </message>
    <message>
        <source>{move} is not a chess move</source>
        <translation>{move} ist kein Schachzug</translation>
    </message>
    <message>
        <source>in this game the players do not name codes</source>
        <translation>in dieser Partie nennen die Spieler keine Codes</translation>
    </message>
    <message>
        <source>name the code of this move, e.g. {move} RAAR</source>
        <translation>nenne den Code dieses Zuges, z. B. {move} RAAR</translation>
    </message>
    <message>
        <source>name the code of your opponent&apos;s next move, e.g. {move} RAAR</source>
        <translation>nenne den Code für den nächsten Zug deines Gegners, z. B. {move} RAAR</translation>
    </message>
    <message>
        <source>{code} is not one of the codes {codes}</source>
        <translation>{code} ist keiner der Codes {codes}</translation>
    </message>
    <message>
        <source>that square is not on the board</source>
        <translation>dieses Feld liegt nicht auf dem Brett</translation>
    </message>
    <message>
        <source>there is no piece on {square}</source>
        <translation>auf {square} steht keine Figur</translation>
    </message>
    <message>
        <source>the piece on {square} is not yours</source>
        <translation>die Figur auf {square} gehört nicht dir</translation>
    </message>
    <message>
        <source>promote to q, r, b or n</source>
        <translation>Umwandlung nur in q, r, b oder n</translation>
    </message>
    <message>
        <source>a pawn reaching the last rank promotes: add q, r, b or n ({move}q)</source>
        <translation>ein Bauer auf der letzten Reihe wird umgewandelt: q, r, b oder n anhängen ({move}q)</translation>
    </message>
    <message>
        <source>only a pawn promotes</source>
        <translation>nur ein Bauer wird umgewandelt</translation>
    </message>
    <message>
        <source>no repetition: the move recreates an earlier position</source>
        <translation>keine Wiederholung: der Zug stellt eine frühere Stellung wieder her</translation>
    </message>
    <message>
        <source>king captured</source>
        <translation>König geschlagen</translation>
    </message>
    <message>
        <source>threefold repetition</source>
        <translation>dreifache Stellungswiederholung</translation>
    </message>
    <message>
        <source>fifty moves without a capture or a pawn move</source>
        <translation>fünfzig Züge ohne Schlagen oder Bauernzug</translation>
    </message>
    <message>
        <source>the pawn on {square} cannot move to {target}</source>
        <translation>der Bauer auf {square} kann nicht nach {target} ziehen</translation>
    </message>
    <message>
        <source>the knight on {square} cannot move to {target}</source>
        <translation>der Springer auf {square} kann nicht nach {target} ziehen</translation>
    </message>
    <message>
        <source>the bishop on {square} cannot move to {target}</source>
        <translation>der Läufer auf {square} kann nicht nach {target} ziehen</translation>
    </message>
    <message>
        <source>the rook on {square} cannot move to {target}</source>
        <translation>der Turm auf {square} kann nicht nach {target} ziehen</translation>
    </message>
    <message>
        <source>the queen on {square} cannot move to {target}</source>
        <translation>die Dame auf {square} kann nicht nach {target} ziehen</translation>
    </message>
    <message>
        <source>the king on {square} cannot move to {target}</source>
        <translation>der König auf {square} kann nicht nach {target} ziehen</translation>
    </message>
    <message>
        <source>white</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>{colour} has no pawn</source>
        <translation>{colour} hat keinen Bauern</translation>
    </message>
    <message>
        <source>{colour} has no knight</source>
        <translation>{colour} hat keinen Springer</translation>
    </message>
    <message>
        <source>{colour} has no bishop</source>
        <translation>{colour} hat keinen Läufer</translation>
    </message>
    <message>
        <source>{colour} has no rook</source>
        <translation>{colour} hat keinen Turm</translation>
    </message>
    <message>
        <source>{colour} has no queen</source>
        <translation>{colour} hat keine Dame</translation>
    </message>
    <message>
        <source>{colour} has no king</source>
        <translation>{colour} hat keinen König</translation>
    </message>
    <message>
        <source>no white pawn</source>
        <translation>kein weißer Bauer</translation>
    </message>
    <message>
        <source>no white knight</source>
        <translation>kein weißer Springer</translation>
    </message>
    <message>
        <source>no white bishop</source>
        <translation>kein weißer Läufer</translation>
    </message>
    <message>
        <source>no white rook</source>
        <translation>kein weißer Turm</translation>
    </message>
    <message>
        <source>no white queen</source>
        <translation>keine weiße Dame</translation>
    </message>
    <message>
        <source>no white king</source>
        <translation>kein weißer König</translation>
    </message>
    <message>
        <source>no black pawn</source>
        <translation>kein schwarzer Bauer</translation>
    </message>
    <message>
        <source>no black knight</source>
        <translation>kein schwarzer Springer</translation>
    </message>
    <message>
        <source>no black bishop</source>
        <translation>kein schwarzer Läufer</translation>
    </message>
    <message>
        <source>no black rook</source>
        <translation>kein schwarzer Turm</translation>
    </message>
    <message>
        <source>no black queen</source>
        <translation>keine schwarze Dame</translation>
    </message>
    <message>
        <source>no black king</source>
        <translation>kein schwarzer König</translation>
    </message>
    <message>
        <source>a white pawn</source>
        <translation>ein weißer Bauer</translation>
    </message>
    <message>
        <source>a white knight</source>
        <translation>ein weißer Springer</translation>
    </message>
    <message>
        <source>a white bishop</source>
        <translation>ein weißer Läufer</translation>
    </message>
    <message>
        <source>a white rook</source>
        <translation>ein weißer Turm</translation>
    </message>
    <message>
        <source>a white queen</source>
        <translation>eine weiße Dame</translation>
    </message>
    <message>
        <source>a white king</source>
        <translation>ein weißer König</translation>
    </message>
    <message>
        <source>a black pawn</source>
        <translation>ein schwarzer Bauer</translation>
    </message>
    <message>
        <source>a black knight</source>
        <translation>ein schwarzer Springer</translation>
    </message>
    <message>
        <source>a black bishop</source>
        <translation>ein schwarzer Läufer</translation>
    </message>
    <message>
        <source>a black rook</source>
        <translation>ein schwarzer Turm</translation>
    </message>
    <message>
        <source>a black queen</source>
        <translation>eine schwarze Dame</translation>
    </message>
    <message>
        <source>a black king</source>
        <translation>ein schwarzer König</translation>
    </message>
    <message>
        <source>ambiguous: the pawn on {squares}</source>
        <translation>mehrdeutig: der Bauer auf {squares}</translation>
    </message>
    <message>
        <source>ambiguous: the knight on {squares}</source>
        <translation>mehrdeutig: der Springer auf {squares}</translation>
    </message>
    <message>
        <source>ambiguous: the bishop on {squares}</source>
        <translation>mehrdeutig: der Läufer auf {squares}</translation>
    </message>
    <message>
        <source>ambiguous: the rook on {squares}</source>
        <translation>mehrdeutig: der Turm auf {squares}</translation>
    </message>
    <message>
        <source>ambiguous: the queen on {squares}</source>
        <translation>mehrdeutig: die Dame auf {squares}</translation>
    </message>
    <message>
        <source>ambiguous: the king on {squares}</source>
        <translation>mehrdeutig: der König auf {squares}</translation>
    </message>
    <message>
        <source>{label}: ambiguous (from {squares}); read as from {square}, the reading the rest of the record fits best</source>
        <translation>{label}: mehrdeutig (von {squares}); gelesen als Zug von {square}, der Lesart, zu der der Rest der Notation am besten passt</translation>
    </message>
    <message>
        <source>{colour} cannot castle on the queen&apos;s side: the king or that rook has moved, or a square between them is occupied</source>
        <translation>{colour} kann nicht lang rochieren: der König oder dieser Turm hat schon gezogen, oder ein Feld zwischen ihnen ist besetzt</translation>
    </message>
    <message>
        <source>{colour} cannot castle on the king&apos;s side: the king or that rook has moved, or a square between them is occupied</source>
        <translation>{colour} kann nicht kurz rochieren: der König oder dieser Turm hat schon gezogen, oder ein Feld zwischen ihnen ist besetzt</translation>
    </message>
    <message>
        <source>{text} is not a move in chess notation</source>
        <translation>{text} ist kein Zug in Schachnotation</translation>
    </message>
    <message>
        <source>{square} is empty: there is nothing to capture</source>
        <translation>{square} ist leer: dort gibt es nichts zu schlagen</translation>
    </message>
    <message>
        <source>{pieces} on the {file}-file can capture on {target}</source>
        <translation>{pieces} auf der {file}-Linie kann auf {target} schlagen</translation>
    </message>
    <message>
        <source>{pieces} on the {file}-file can move to {target}</source>
        <translation>{pieces} auf der {file}-Linie kann nach {target} ziehen</translation>
    </message>
    <message>
        <source>{pieces} can capture on {target}</source>
        <translation>{pieces} kann auf {target} schlagen</translation>
    </message>
    <message>
        <source>{pieces} can move to {target}</source>
        <translation>{pieces} kann nach {target} ziehen</translation>
    </message>
    <message>
        <source>{why} ({square} is empty)</source>
        <translation>{why} ({square} ist leer)</translation>
    </message>
    <message>
        <source>{why} ({square} holds {piece})</source>
        <translation>{why} (auf {square} steht {piece})</translation>
    </message>
    <message>
        <source>{where}: {message}</source>
        <translation>{where}: {message}</translation>
    </message>
    <message>
        <source>{first} or {second}</source>
        <translation>{first} oder {second}</translation>
    </message>
    <message>
        <source>marked as a magnetic promotion, but no pawn was promoted</source>
        <translation>als magnetische Umwandlung markiert, aber kein Bauer wurde umgewandelt</translation>
    </message>
    <message>
        <source>the signs {signs} say {plus} attracted and {minus} repelled; the move attracted {pulled} and repelled {pushed}</source>
        <translation>die Zeichen {signs} sagen {plus} angezogen und {minus} abgestoßen; der Zug hat {pulled} angezogen und {pushed} abgestoßen</translation>
    </message>
    <message>
        <source>{text} is not a move such as e2e4 RAAR</source>
        <translation>{text} ist kein Zug wie e2e4 RAAR</translation>
    </message>
    <message>
        <source>{text} is not a move such as e2e4 or c7c8q</source>
        <translation>{text} ist kein Zug wie e2e4 oder c7c8q</translation>
    </message>
    <message>
        <source>fixed</source>
        <translation>fest</translation>
    </message>
    <message>
        <source>cycle</source>
        <translation>Zyklus</translation>
    </message>
    <message>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>mover</source>
        <translation>selbst</translation>
    </message>
    <message>
        <source>opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>{text} is not a field code: four letters R, A or N (wXw wXb bXw bXb, e.g. RAAR), or eight for origin-square fields (RAAR/NNNN)</source>
        <translation>{text} ist kein Feldcode: vier Buchstaben R, A oder N (wXw wXb bXw bXb, z. B. RAAR), oder acht, wenn auch das Ausgangsfeld ein Magnetfeld aussendet (RAAR/NNNN)</translation>
    </message>
    <message>
        <source>list at least one code, or &apos;all&apos;</source>
        <translation>mindestens einen Code angeben, oder &apos;all&apos;</translation>
    </message>
    <message>
        <source>No repetition</source>
        <translation>Keine Wiederholung</translation>
    </message>
    <message>
        <source>no position (board and player to move) may occur twice (the ko rule of Anti-gravity)</source>
        <translation>keine Stellung (Brett und Spieler am Zug) darf zweimal vorkommen (die Ko-Regel des Antigravitationsschachs)</translation>
    </message>
    <message>
        <source>Field code</source>
        <translation>Feldcode</translation>
    </message>
    <message>
        <source>wXw wXb bXw bXb, each R repel, A attract, N none (RAAR is Magnetic Chess); eight letters DEST/ORIG make the vacated square emit too</source>
        <translation>wXw wXb bXw bXb, jeweils R abstoßen, A anziehen, N nichts (RAAR ist Magnetschach); mit acht Buchstaben ZIEL/START sendet auch das verlassene Feld ein Magnetfeld aus</translation>
    </message>
    <message>
        <source>Who sets the code</source>
        <translation>Wer den Code bestimmt</translation>
    </message>
    <message>
        <source>fixed: the field code; cycle: the codes in turn, one per pair of moves; random: one drawn per pair of moves; mover: each player names the code of each own move; opponent: each move names the code the opponent must use next</source>
        <translation>fest: der Feldcode; Zyklus: die Codes der Reihe nach, einer pro Zugpaar; zufällig: einer pro Zugpaar, ausgelost; selbst: jeder Spieler nennt den Code jedes eigenen Zuges; Gegner: jeder Zug nennt den Code, den der Gegner als Nächstes verwenden muss</translation>
    </message>
    <message>
        <source>Codes</source>
        <translation>Codes</translation>
    </message>
    <message>
        <source>the cycle, the codes drawn from, or the codes a player may name (&apos;all&apos; = all 81)</source>
        <translation>der Zyklus, die Codes der Auslosung oder die Codes, die ein Spieler nennen darf (&apos;all&apos; = alle 81)</translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation>Zufallsstartwert</translation>
    </message>
    <message>
        <source>the seed of the random codes; 0 draws a new one when the game starts</source>
        <translation>der Startwert der zufälligen Codes; 0 lost beim Partiebeginn einen neuen aus</translation>
    </message>
    <message>
        <source>Magnetic Chess</source>
        <translation>Magnetschach</translation>
    </message>
    <message>
        <source>Anti-magnetic Chess</source>
        <translation>Anti-Magnetschach</translation>
    </message>
    <message>
        <source>Gravity Chess</source>
        <translation>Gravitationsschach</translation>
    </message>
    <message>
        <source>Anti-gravity Chess</source>
        <translation>Antigravitationsschach</translation>
    </message>
    <message>
        <source>Magnetic Chess: custom</source>
        <translation>Magnetschach: eigene Regeln</translation>
    </message>
    <message>
        <source>Chess where a moved piece repels its own colour and attracts the other.</source>
        <translation>Schach, in dem eine gezogene Figur die eigene Farbe abstößt und die andere anzieht.</translation>
    </message>
    <message>
        <source>Chess where a moved piece attracts its own colour and repels the other.</source>
        <translation>Schach, in dem eine gezogene Figur die eigene Farbe anzieht und die andere abstößt.</translation>
    </message>
    <message>
        <source>Chess where a moved piece attracts every piece.</source>
        <translation>Schach, in dem eine gezogene Figur jede Figur anzieht.</translation>
    </message>
    <message>
        <source>Chess where a moved piece repels every piece; no position repeats.</source>
        <translation>Schach, in dem eine gezogene Figur jede Figur abstößt; keine Stellung wiederholt sich.</translation>
    </message>
    <message>
        <source>Any of the 81 field codes, codes that cycle, random codes, or codes the players choose.</source>
        <translation>Jeder der 81 Feldcodes, Codes im Zyklus, zufällige Codes oder Codes nach Wahl der Spieler.</translation>
    </message>
    <message>
        <source>Chess without check: capturing the king wins (a player with no move loses). After a move the piece emits a field from its new square: along its rank and file the first piece at any distance is attracted to the square next to it or repelled as far as it can slide, as the field code says (kings are never moved and block the field; king moves emit nothing; in castling the rook emits). A pawn moved onto its last rank by the field becomes a queen of its own colour. Pawns on their first two ranks may step two squares; no en passant. Threefold repetition and fifty moves without a capture or a pawn move draw.</source>
        <translation>Schach ohne Schachgebot: Wer den König schlägt, gewinnt (wer keinen Zug hat, verliert). Nach einem Zug sendet die Figur von ihrem neuen Feld ein Magnetfeld aus: Auf ihrer Reihe und Linie wird die jeweils erste Figur in beliebiger Entfernung auf das Nachbarfeld herangezogen oder so weit wie möglich weggeschoben, wie der Feldcode es sagt (Könige werden nie bewegt und halten das Magnetfeld auf; Königszüge senden nichts aus; bei der Rochade sendet der Turm). Ein Bauer, den das Magnetfeld auf seine letzte Reihe bewegt, wird zur Dame seiner Farbe. Bauern auf ihren ersten beiden Reihen dürfen zwei Felder vorrücken; kein En passant. Dreifache Stellungswiederholung und fünfzig Züge ohne Schlagen oder Bauernzug sind remis.</translation>
    </message>
    <message>
        <source>Chess {code}</source>
        <translation>Schach {code}</translation>
    </message>
    <message>
        <source>Chess with the field code {code} (wXw wXb bXw bXb).</source>
        <translation>Schach mit dem Feldcode {code} (wXw wXb bXw bXb).</translation>
    </message>
    <message>
        <source>{variant} is not a Magnetic Chess variant</source>
        <translation>{variant} ist keine Variante des Magnetschachs</translation>
    </message>
    <message>
        <source>the game is over ({reason})</source>
        <translation>die Partie ist beendet ({reason})</translation>
    </message>
    <message>
        <source>a start stone falls on the blocking point {point}</source>
        <translation>ein Anfangsstein liegt auf dem Sperrpunkt {point}</translation>
    </message>
    <message>
        <source>the start stone at {point} has no liberty: move the blocking points</source>
        <translation>der Anfangsstein auf {point} hat keine Freiheit: verschiebe die Sperrpunkte</translation>
    </message>
    <message>
        <source>handicap stones must go on distinct empty points</source>
        <translation>Vorgabesteine müssen auf verschiedene freie Punkte</translation>
    </message>
    <message>
        <source>a handicap stone&apos;s point was filled by magnetism</source>
        <translation>der Punkt eines Vorgabesteins wurde durch Magnetismus besetzt</translation>
    </message>
    <message>
        <source>{point} is not a point of this board</source>
        <translation>{point} ist kein Punkt dieses Bretts</translation>
    </message>
    <message>
        <source>that point is not on the board</source>
        <translation>dieser Punkt liegt nicht auf dem Brett</translation>
    </message>
    <message>
        <source>{move} is occupied</source>
        <translation>{move} ist besetzt</translation>
    </message>
    <message>
        <source>ko: you may not retake the ko at once; play elsewhere first</source>
        <translation>Ko: du darfst das Ko nicht sofort zurückschlagen; spiele zuerst woanders</translation>
    </message>
    <message>
        <source>two passes before any capture: most stones</source>
        <translation>zweimal gepasst vor dem ersten Schlagen: die meisten Steine</translation>
    </message>
    <message>
        <source>two passes</source>
        <translation>zweimal gepasst</translation>
    </message>
    <message>
        <source>stoical restriction: you may not capture right after your opponent captured</source>
        <translation>stoische Einschränkung: du darfst nicht direkt nach einem Schlagen deines Gegners schlagen</translation>
    </message>
    <message>
        <source>suicide: the stone would have no liberty</source>
        <translation>Selbstmord: der Stein hätte keine Freiheit</translation>
    </message>
    <message>
        <source>suicide is legal only if it changes the board</source>
        <translation>Selbstmord ist nur erlaubt, wenn er das Brett verändert</translation>
    </message>
    <message>
        <source>first capture</source>
        <translation>erstes Schlagen</translation>
    </message>
    <message>
        <source>repetition</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <source>ko: the move recreates the position after your previous move</source>
        <translation>Ko: der Zug stellt die Stellung nach deinem vorigen Zug wieder her</translation>
    </message>
    <message>
        <source>superko: the move repeats an earlier position</source>
        <translation>Superko: der Zug wiederholt eine frühere Stellung</translation>
    </message>
    <message>
        <source>superko: the move repeats an earlier position with the same player to move</source>
        <translation>Superko: der Zug wiederholt eine frühere Stellung mit demselben Spieler am Zug</translation>
    </message>
    <message>
        <source>invalid handicap: {stones} stones on {size}×{size} (2..{most})</source>
        <translation>ungültige Vorgabe: {stones} Steine auf {size}×{size} (2..{most})</translation>
    </message>
    <message>
        <source>the crosscut start needs a board of at least 4×4</source>
        <translation>der Anfang mit Kreuzschnitt braucht ein Brett von mindestens 4×4</translation>
    </message>
    <message>
        <source>{text} is not a Medusa action</source>
        <translation>{text} ist keine Medusa-Aktion</translation>
    </message>
    <message>
        <source>the marker stands on its track from -{end} to {end}, not at {text}</source>
        <translation>der Marker steht auf seiner Leiste zwischen -{end} und {end}, nicht bei {text}</translation>
    </message>
    <message>
        <source>a whole turn can only be played from a turn&apos;s start</source>
        <translation>ein ganzer Zug lässt sich nur von seinem Beginn an spielen</translation>
    </message>
    <message>
        <source>that cell is not on the board</source>
        <translation>dieses Feld liegt nicht auf dem Brett</translation>
    </message>
    <message>
        <source>a stone may only be placed at the start of a turn, once</source>
        <translation>ein Stein darf nur zu Beginn eines Zuges gesetzt werden, und nur einmal</translation>
    </message>
    <message>
        <source>repetition: after this movement the turn can only end in an earlier position</source>
        <translation>Wiederholung: nach dieser Bewegung kann der Zug nur in einer früheren Stellung enden</translation>
    </message>
    <message>
        <source>{cell} holds no stone of yours</source>
        <translation>auf {cell} liegt kein Stein von dir</translation>
    </message>
    <message>
        <source>{cell} is a single stone: only groups of two or more stones move</source>
        <translation>{cell} ist ein einzelner Stein: nur Gruppen aus zwei oder mehr Steinen bewegen sich</translation>
    </message>
    <message>
        <source>the group of {cell} has already moved this turn, or a moved group touched it</source>
        <translation>die Gruppe von {cell} hat sich in diesem Zug schon bewegt, oder eine bewegte Gruppe hat sie berührt</translation>
    </message>
    <message>
        <source>{cell} cannot reach {target}: a stone jumps over an unbroken row of its own stones to the first empty cell beyond</source>
        <translation>{cell} kann {target} nicht erreichen: ein Stein springt über eine lückenlose Reihe eigener Steine auf das erste freie Feld dahinter</translation>
    </message>
    <message>
        <source>repetition: the turn would recreate an earlier position (board, marker and player to move)</source>
        <translation>Wiederholung: der Zug würde eine frühere Stellung wiederherstellen (Brett, Marker und Spieler am Zug)</translation>
    </message>
    <message>
        <source>{cell} is a hole, not a cell</source>
        <translation>{cell} ist ein Loch, kein Feld</translation>
    </message>
    <message>
        <source>{cell} is not a cell of the Medusa board</source>
        <translation>{cell} ist kein Feld des Medusa-Bretts</translation>
    </message>
    <message>
        <source>an empty turn</source>
        <translation>ein leerer Zug</translation>
    </message>
    <message>
        <source>the placement {cell} must come before the movements</source>
        <translation>das Setzen auf {cell} muss vor den Bewegungen kommen</translation>
    </message>
    <message>
        <source>{word} can only stand alone or end a turn</source>
        <translation>{word} kann nur allein stehen oder einen Zug beenden</translation>
    </message>
    <message>
        <source>Medusa</source>
        <translation>Medusa</translation>
    </message>
    <message>
        <source>Go on a hex board with holes: groups jump, captured stones turn over.</source>
        <translation>Go auf einem Sechseckbrett mit Löchern: Gruppen springen, geschlagene Steine werden umgedreht.</translation>
    </message>
    <message>
        <source>A turn: place a stone on any empty cell (or not: then the marker moves a point toward you), then move any of your groups of two or more stones, each once: a stone jumps over a straight row of its own stones to the first empty cell. A group with no liberty is reversed to the other colour; a group containing a rosette (six stones around a hole) lives unconditionally. Suicide is legal: your group is reversed. No turn may repeat an earlier position. Two passes end the game; stones + surrounded cells + the marker&apos;s points count.</source>
        <translation>Ein Zug: Setze einen Stein auf ein beliebiges freies Feld (oder nicht: dann rückt der Marker einen Punkt auf dich zu), dann bewege beliebige deiner Gruppen aus zwei oder mehr Steinen, jede einmal: Ein Stein springt über eine gerade Reihe eigener Steine auf das erste freie Feld. Eine Gruppe ohne Freiheit wird zur anderen Farbe umgedreht; eine Gruppe mit einer Rosette (sechs Steine um ein Loch) lebt bedingungslos. Selbstmord ist erlaubt: Deine Gruppe wird umgedreht. Kein Zug darf eine frühere Stellung wiederholen. Zweimal Passen beendet die Partie; es zählen Steine + umschlossene Felder + die Punkte des Markers.</translation>
    </message>
    <message>
        <source>Komi (marker start)</source>
        <translation>Komi (Startpunkt des Markers)</translation>
    </message>
    <message>
        <source>the marker starts this many points toward White (0..9)</source>
        <translation>der Marker beginnt so viele Punkte in Richtung Weiß (0..9)</translation>
    </message>
    <message>
        <source>{key} must be a whole number, not {value}</source>
        <translation>{key} muss eine ganze Zahl sein, nicht {value}</translation>
    </message>
    <message>
        <source>{key} must be a number, not {value}</source>
        <translation>{key} muss eine Zahl sein, nicht {value}</translation>
    </message>
    <message>
        <source>{key} must be true or false, not {value}</source>
        <translation>{key} muss true oder false sein, nicht {value}</translation>
    </message>
    <message>
        <source>{key} must be one of {choices}, not {value}</source>
        <translation>{key} muss einer der Werte {choices} sein, nicht {value}</translation>
    </message>
    <message>
        <source>{key} must be a number</source>
        <translation>{key} muss eine Zahl sein</translation>
    </message>
    <message>
        <source>{key} must be a finite number</source>
        <translation>{key} muss eine endliche Zahl sein</translation>
    </message>
    <message>
        <source>{key} must be at least {minimum}</source>
        <translation>{key} muss mindestens {minimum} sein</translation>
    </message>
    <message>
        <source>{key} must be at most {maximum}</source>
        <translation>{key} darf höchstens {maximum} sein</translation>
    </message>
    <message>
        <source>{key} must be true or false</source>
        <translation>{key} muss true oder false sein</translation>
    </message>
    <message>
        <source>{key} must be a list of points such as &apos;C3 D5&apos;</source>
        <translation>{key} muss eine Liste von Punkten wie &apos;C3 D5&apos; sein</translation>
    </message>
    <message>
        <source>{key} must be text</source>
        <translation>{key} muss ein Text sein</translation>
    </message>
    <message>
        <source>unknown option {key} (this variant has: {known})</source>
        <translation>unbekannte Option {key} (diese Variante hat: {known})</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>Brettgröße</translation>
    </message>
    <message>
        <source>points per side</source>
        <translation>Punkte pro Seite</translation>
    </message>
    <message>
        <source>Blocking points</source>
        <translation>Sperrpunkte</translation>
    </message>
    <message>
        <source>neutral points that are not part of the board, e.g. &apos;E5 C3&apos;</source>
        <translation>neutrale Punkte, die nicht zum Brett gehören, z. B. &apos;E5 C3&apos;</translation>
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
        <source>Komi</source>
        <translation>Komi</translation>
    </message>
    <message>
        <source>Prisoners</source>
        <translation>Gefangene</translation>
    </message>
    <message>
        <source>points for White; empty = the usual komi for the scoring (0.5 with handicap)</source>
        <translation>Punkte für Weiß; leer = das übliche Komi der Wertung (0.5 mit Vorgabe)</translation>
    </message>
    <message>
        <source>Handicap</source>
        <translation>Vorgabe</translation>
    </message>
    <message>
        <source>Black&apos;s extra stones</source>
        <translation>zusätzliche Steine für Schwarz</translation>
    </message>
    <message>
        <source>Handicap placement</source>
        <translation>Platzierung der Vorgabe</translation>
    </message>
    <message>
        <source>fixed: the star points; free: Black places them</source>
        <translation>fest: die Sternpunkte; frei: Schwarz setzt sie selbst</translation>
    </message>
    <message>
        <source>free</source>
        <translation>frei</translation>
    </message>
    <message>
        <source>blocking point {point} is not on a {size}×{size} board</source>
        <translation>der Sperrpunkt {point} liegt nicht auf einem {size}×{size}-Brett</translation>
    </message>
    <message>
        <source>blocking points may not cover the whole board</source>
        <translation>Sperrpunkte dürfen nicht das ganze Brett bedecken</translation>
    </message>
    <message>
        <source>a handicap is 2 to 9 stones (with 1, just let Black play first)</source>
        <translation>eine Vorgabe sind 2 bis 9 Steine (bei 1 einfach Schwarz anfangen lassen)</translation>
    </message>
    <message>
        <source>Go</source>
        <translation>Go</translation>
    </message>
    <message>
        <source>The ancient game of surrounding territory.</source>
        <translation>Das uralte Spiel, in dem man Gebiet umschließt.</translation>
    </message>
    <message>
        <source>Black and White place stones in turn. Chains without liberties are captured. No suicide, no immediate ko recapture. Two passes end the game; the larger area (or territory) plus komi wins.</source>
        <translation>Schwarz und Weiß setzen abwechselnd Steine. Ketten ohne Freiheiten werden geschlagen. Kein Selbstmord, kein sofortiges Zurückschlagen im Ko. Zweimal Passen beendet die Partie; die größere Fläche (oder das größere Gebiet) plus Komi gewinnt.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Auszählung</translation>
    </message>
    <message>
        <source>area: stones + territory (Chinese); territory: territory + prisoners (Japanese); stones: stones on the board (règle strasbourgeoise)</source>
        <translation>Fläche: Steine + Gebiet (chinesisch); Gebiet: Gebiet + Gefangene (japanisch); Steine: Steine auf dem Brett (règle strasbourgeoise)</translation>
    </message>
    <message>
        <source>area</source>
        <translation>Fläche</translation>
    </message>
    <message>
        <source>territory</source>
        <translation>Gebiet</translation>
    </message>
    <message>
        <source>stones</source>
        <translation>Steine</translation>
    </message>
    <message>
        <source>Ko rule</source>
        <translation>Ko-Regel</translation>
    </message>
    <message>
        <source>simple ko, or positional / situational superko</source>
        <translation>einfaches Ko oder positionelles / situationelles Superko</translation>
    </message>
    <message>
        <source>simple</source>
        <translation>einfach</translation>
    </message>
    <message>
        <source>positional</source>
        <translation>positionell</translation>
    </message>
    <message>
        <source>situational</source>
        <translation>situationell</translation>
    </message>
    <message>
        <source>Suicide</source>
        <translation>Selbstmord</translation>
    </message>
    <message>
        <source>allowed: a move may remove its own chain (New Zealand, Tromp–Taylor)</source>
        <translation>erlaubt: ein Zug darf die eigene Kette vom Brett nehmen (Neuseeland, Tromp–Taylor)</translation>
    </message>
    <message>
        <source>forbidden</source>
        <translation>verboten</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>erlaubt</translation>
    </message>
    <message>
        <source>Atari-Go</source>
        <translation>Atari-Go</translation>
    </message>
    <message>
        <source>Go for beginners: the first capture wins.</source>
        <translation>Go für Anfänger: Wer zuerst schlägt, gewinnt.</translation>
    </message>
    <message>
        <source>Go without the ko rule. Whoever captures first (a single stone counts) wins at once. Usually starts from the crosscut in the centre. If both pass before any capture, the player with more stones on the board wins.</source>
        <translation>Go ohne Ko-Regel. Wer zuerst schlägt (ein einzelner Stein genügt), gewinnt sofort. Beginnt meist mit dem Kreuzschnitt in der Mitte. Passen beide vor dem ersten Schlagen, gewinnt, wer mehr Steine auf dem Brett hat.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>crosscut: four stones in the centre; empty: an empty board</source>
        <translation>Kreuzschnitt: vier Steine in der Mitte; leer: ein leeres Brett</translation>
    </message>
    <message>
        <source>crosscut</source>
        <translation>Kreuzschnitt</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>Stoical Go</source>
        <translation>Stoisches Go</translation>
    </message>
    <message>
        <source>Go without ko: you may not capture right after your opponent captured.</source>
        <translation>Go ohne Ko: Du darfst nicht direkt nach einem Schlagen deines Gegners schlagen.</translation>
    </message>
    <message>
        <source>Go with no ko rule; instead a move that captures is illegal if the opponent&apos;s previous move captured (a pass clears it). Suicide is forbidden. Repeating the position after one of your earlier moves ends the game (a draw by default). Area scoring.</source>
        <translation>Go ohne Ko-Regel; stattdessen ist ein schlagender Zug verboten, wenn der vorige Zug des Gegners geschlagen hat (Passen hebt das auf). Selbstmord ist verboten. Wer die Stellung nach einem seiner früheren Züge wiederholt, beendet die Partie (standardmäßig unentschieden). Flächenwertung.</translation>
    </message>
    <message>
        <source>area: stones + territory; stones: stones on the board only</source>
        <translation>Fläche: Steine + Gebiet; Steine: nur die Steine auf dem Brett</translation>
    </message>
    <message>
        <source>Repetition</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <source>what repeating your own earlier position does: draw, or the repeater loses</source>
        <translation>was die Wiederholung deiner eigenen früheren Stellung bewirkt: unentschieden, oder wer wiederholt, verliert</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>unentschieden</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>Niederlage</translation>
    </message>
    <message>
        <source>Snapback refinement</source>
        <translation>Mausefallen-Ausnahme</translation>
    </message>
    <message>
        <source>a capture right after an opponent&apos;s capture is allowed if it takes more stones</source>
        <translation>ein Schlagen direkt nach einem Schlagen des Gegners ist erlaubt, wenn es mehr Steine nimmt</translation>
    </message>
    <message>
        <source>Magnetgo</source>
        <translation>Magnetgo</translation>
    </message>
    <message>
        <source>Electric Go: a placed stone repels its own colour and attracts the other.</source>
        <translation>Elektrisches Go: Ein gesetzter Stein stößt die eigene Farbe ab und zieht die andere an.</translation>
    </message>
    <message>
        <source>Place a stone; then along each of the four lines from it the nearest stone moves: your own slides away as far as it can, an opponent&apos;s slides up next to your stone (single stones, never chains). Then opponent chains without liberties are captured, then your own (they become your opponent&apos;s prisoners). Suicide is legal only if it changes the board. Territory scoring with prisoners.</source>
        <translation>Setze einen Stein; dann bewegt sich auf jeder der vier Linien von ihm aus der nächste Stein: Ein eigener gleitet so weit wie möglich weg, ein gegnerischer gleitet bis neben deinen Stein heran (einzelne Steine, nie Ketten). Dann werden gegnerische Ketten ohne Freiheiten geschlagen, danach deine eigenen (sie werden Gefangene deines Gegners). Selbstmord ist nur erlaubt, wenn er das Brett verändert. Gebietswertung mit Gefangenen.</translation>
    </message>
    <message>
        <source>territory: territory + prisoners (the inventor&apos;s); area: Hannover 1000-Volt rules</source>
        <translation>Gebiet: Gebiet + Gefangene (wie beim Erfinder); Fläche: Hannoversche 1000-Volt-Regeln</translation>
    </message>
    <message>
        <source>basic: no move may recreate the position after your own previous move; positional: no earlier position may recur</source>
        <translation>Basis: kein Zug darf die Stellung nach deinem eigenen vorigen Zug wiederherstellen; positionell: keine frühere Stellung darf wiederkehren</translation>
    </message>
    <message>
        <source>basic</source>
        <translation>Basis</translation>
    </message>
    <message>
        <source>Magnetic handicap</source>
        <translation>Magnetische Vorgabe</translation>
    </message>
    <message>
        <source>handicap stones repel each other as they are placed</source>
        <translation>Vorgabesteine stoßen sich beim Setzen gegenseitig ab</translation>
    </message>
    <message>
        <source>unknown variant {variant} (known: {known})</source>
        <translation>unbekannte Variante {variant} (bekannt: {known})</translation>
    </message>
    <message>
        <source>a text record is read as a chess game: choose a chess variant first</source>
        <translation>eine Textnotation wird als Schachpartie gelesen: wähle zuerst eine Schachvariante</translation>
    </message>
    <message>
        <source>the chosen rules cannot be set up: {error}</source>
        <translation>die gewählten Regeln lassen sich nicht einrichten: {error}</translation>
    </message>
    <message>
        <source>a printed record does not say which field codes the players named: open it in a chess variant whose rules fix the codes</source>
        <translation>eine gedruckte Partie sagt nicht, welche Feldcodes die Spieler genannt haben: öffne sie in einer Schachvariante, deren Regeln die Codes festlegen</translation>
    </message>
    <message>
        <source>the record cannot be played from its first move: {error}</source>
        <translation>die Notation lässt sich schon ab dem ersten Zug nicht spielen: {error}</translation>
    </message>
    <message>
        <source>the record stops at {error} (the move before it is loaded)</source>
        <translation>die Notation endet bei {error} (der Zug davor ist geladen)</translation>
    </message>
    <message>
        <source>the record stops at {error} (the {count} moves before it are loaded)</source>
        <translation>die Notation endet bei {error} (die {count} Züge davor sind geladen)</translation>
    </message>
    <message>
        <source>the text holds no moves (a record starts at &apos;1.&apos;)</source>
        <translation>der Text enthält keine Züge (eine Notation beginnt bei &apos;1.&apos;)</translation>
    </message>
    <message>
        <source>a game set up by hand cannot be printed as a record</source>
        <translation>eine von Hand aufgestellte Partie lässt sich nicht als Notation schreiben</translation>
    </message>
    <message>
        <source>a PNG picture</source>
        <translation>ein PNG-Bild</translation>
    </message>
    <message>
        <source>a JPEG picture</source>
        <translation>ein JPEG-Bild</translation>
    </message>
    <message>
        <source>a GIF picture</source>
        <translation>ein GIF-Bild</translation>
    </message>
    <message>
        <source>a RIFF file (a WebP picture, a sound or a video)</source>
        <translation>eine RIFF-Datei (ein WebP-Bild, ein Ton oder ein Video)</translation>
    </message>
    <message>
        <source>a PDF document</source>
        <translation>ein PDF-Dokument</translation>
    </message>
    <message>
        <source>a zip archive (unpack it first)</source>
        <translation>ein Zip-Archiv (zuerst entpacken)</translation>
    </message>
    <message>
        <source>a gzip archive (unpack it first)</source>
        <translation>ein Gzip-Archiv (zuerst entpacken)</translation>
    </message>
    <message>
        <source>a 7-Zip archive (unpack it first)</source>
        <translation>ein 7-Zip-Archiv (zuerst entpacken)</translation>
    </message>
    <message>
        <source>a RAR archive (unpack it first)</source>
        <translation>ein RAR-Archiv (zuerst entpacken)</translation>
    </message>
    <message>
        <source>a program</source>
        <translation>ein Programm</translation>
    </message>
    <message>
        <source>a database</source>
        <translation>eine Datenbank</translation>
    </message>
    <message>
        <source>binary data, not text</source>
        <translation>Binärdaten, kein Text</translation>
    </message>
    <message>
        <source>unknown charset CA[{label}]: guessing the encoding</source>
        <translation>unbekannter Zeichensatz CA[{label}]: die Kodierung wird geraten</translation>
    </message>
    <message>
        <source>CA[{label}] does not name a text encoding: guessing the encoding</source>
        <translation>CA[{label}] nennt keine Textkodierung: die Kodierung wird geraten</translation>
    </message>
    <message>
        <source>the file says CA[{label}] but is UTF-8: read as UTF-8</source>
        <translation>die Datei gibt CA[{label}] an, ist aber UTF-8: als UTF-8 gelesen</translation>
    </message>
    <message>
        <source>the text does not fit the file&apos;s charset CA[{label}]: guessing the encoding</source>
        <translation>der Text passt nicht zum Zeichensatz CA[{label}] der Datei: die Kodierung wird geraten</translation>
    </message>
    <message>
        <source>the file does not name its charset (CA[]): read as {encoding}</source>
        <translation>die Datei nennt ihren Zeichensatz nicht (CA[]): als {encoding} gelesen</translation>
    </message>
    <message>
        <source>some characters are not valid {encoding} and are shown as {replacement}</source>
        <translation>einige Zeichen sind kein gültiges {encoding} und werden als {replacement} angezeigt</translation>
    </message>
    <message>
        <source>line {line}</source>
        <translation>Zeile {line}</translation>
    </message>
    <message>
        <source>move {number}</source>
        <translation>Zug {number}</translation>
    </message>
    <message numerus="yes">
        <source>... and %n more warning(s) like these</source>
        <translation>
            <numerusform>... und %n weitere Warnung dieser Art</numerusform>
            <numerusform>... und %n weitere Warnungen dieser Art</numerusform>
        </translation>
    </message>
    <message>
        <source>this game cannot be set up by hand</source>
        <translation>in diesem Spiel kann keine Stellung von Hand aufgebaut werden</translation>
    </message>
    <message>
        <source>{move} is not a whole move of this game</source>
        <translation>{move} ist kein ganzer Zug dieser Partie</translation>
    </message>
    <message>
        <source>{value} is not an SGF point</source>
        <translation>{value} ist kein SGF-Punkt</translation>
    </message>
    <message>
        <source>{value} is not a point of the {size}×{size} board</source>
        <translation>{value} ist kein Punkt des {size}×{size}-Bretts</translation>
    </message>
    <message>
        <source>{value} is a blocking point</source>
        <translation>{value} ist ein Sperrpunkt</translation>
    </message>
    <message>
        <source>FEN[{value}] is not a chess position: {reason}</source>
        <translation>FEN[{value}] ist keine Schachstellung: {reason}</translation>
    </message>
    <message>
        <source>the file says this move was played under the code {written}, but the game&apos;s {rule} code here is {code}</source>
        <translation>laut Datei wurde dieser Zug unter dem Code {written} gespielt, aber nach der Coderegel „{rule}“ der Partie gilt hier der Code {code}</translation>
    </message>
    <message>
        <source>files of {variant} games are not supported yet</source>
        <translation>Dateien von {variant}-Partien werden noch nicht unterstützt</translation>
    </message>
    <message>
        <source>the variant property {value} is damaged</source>
        <translation>die Variantenangabe {value} ist beschädigt</translation>
    </message>
    <message>
        <source>this file was written by a newer magnetdesk (variant format {version}); this version reads format {supported}</source>
        <translation>diese Datei stammt von einem neueren magnetdesk (Variantenformat {version}); diese Version liest Format {supported}</translation>
    </message>
    <message>
        <source>this file is for the variant {variant}, which this version of magnetdesk does not know</source>
        <translation>diese Datei ist für die Variante {variant}, die diese Version von magnetdesk nicht kennt</translation>
    </message>
    <message>
        <source>the option {value} is not written key=value</source>
        <translation>die Option {value} ist nicht als key=value geschrieben</translation>
    </message>
    <message>
        <source>this is neither an SGF game (none starts with &apos;(;&apos;) nor a chess game printed as text (moves from &apos;1.&apos; on, as in &apos;1. e4 e5 2. Nf3&apos;)</source>
        <translation>das ist weder eine SGF-Partie (keine beginnt mit &apos;(;&apos;) noch eine als Text gedruckte Schachpartie (Züge ab &apos;1.&apos;, wie in &apos;1. e4 e5 2. Nf3&apos;)</translation>
    </message>
    <message numerus="yes">
        <source>the file has %n game(s); there is no game {number}</source>
        <translation>
            <numerusform>die Datei enthält %n Partie; es gibt keine Partie {number}</numerusform>
            <numerusform>die Datei enthält %n Partien; es gibt keine Partie {number}</numerusform>
        </translation>
    </message>
    <message>
        <source>this is not a game file: it is {kind}</source>
        <translation>dies ist keine Partiedatei: es ist {kind}</translation>
    </message>
    <message>
        <source>game {number}: {message}</source>
        <translation>Partie {number}: {message}</translation>
    </message>
    <message>
        <source>cannot read {path}: {reason}</source>
        <translation>{path} kann nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>{path} is not a file that holds a game (it is a folder, a pipe or a device)</source>
        <translation>{path} ist keine Datei mit einer Partie (sondern ein Ordner, eine Pipe oder ein Gerät)</translation>
    </message>
    <message>
        <source>the file is {size} MB; magnetdesk opens game files up to {limit} MB</source>
        <translation>die Datei ist {size} MB groß; magnetdesk öffnet Partiedateien bis {limit} MB</translation>
    </message>
    <message>
        <source>the file&apos;s rules cannot be set up: {error}</source>
        <translation>die Regeln der Datei lassen sich nicht einrichten: {error}</translation>
    </message>
    <message>
        <source>the setup stones were left out: {reason}</source>
        <translation>die aufgestellten Steine wurden weggelassen: {reason}</translation>
    </message>
    <message>
        <source>GM[{game}] does not fit the variant {variant}: read as {variant}</source>
        <translation>GM[{game}] passt nicht zur Variante {variant}: als {variant} gelesen</translation>
    </message>
    <message>
        <source>this file is for another game than Go (GM[{game}])</source>
        <translation>diese Datei ist für ein anderes Spiel als Go (GM[{game}])</translation>
    </message>
    <message>
        <source>KM[{value}] is not a number: komi {komi} used</source>
        <translation>KM[{value}] ist keine Zahl: Komi {komi} verwendet</translation>
    </message>
    <message>
        <source>HA[{value}] is not a handicap of 2 to 9 stones: ignored</source>
        <translation>HA[{value}] ist keine Vorgabe von 2 bis 9 Steinen: ignoriert</translation>
    </message>
    <message>
        <source>HA[{value}] stones have no fixed places on this board: ignored</source>
        <translation>für HA[{value}] gibt es auf diesem Brett keine festen Vorgabepunkte: ignoriert</translation>
    </message>
    <message>
        <source>rectangular boards (SZ[{value}]) are not supported</source>
        <translation>rechteckige Bretter (SZ[{value}]) werden nicht unterstützt</translation>
    </message>
    <message>
        <source>the board size SZ[{value}] is not a number</source>
        <translation>die Brettgröße SZ[{value}] ist keine Zahl</translation>
    </message>
    <message>
        <source>{property}[{value}] is not a point of this board: left out</source>
        <translation>{property}[{value}] ist kein Punkt dieses Bretts: weggelassen</translation>
    </message>
    <message>
        <source>PL[{value}] is not B or W: left out</source>
        <translation>PL[{value}] ist weder B noch W: weggelassen</translation>
    </message>
    <message>
        <source>the setup board was left out: {reason}</source>
        <translation>das aufgestellte Brett wurde weggelassen: {reason}</translation>
    </message>
    <message>
        <source>a node with more than one move</source>
        <translation>ein Knoten mit mehr als einem Zug</translation>
    </message>
    <message>
        <source>{reason} (the line stops here)</source>
        <translation>{reason} (die Zugfolge endet hier)</translation>
    </message>
    <message>
        <source>{reason} (the line stops here; the node after it was left out)</source>
        <translation>{reason} (die Zugfolge endet hier; der Knoten danach wurde weggelassen)</translation>
    </message>
    <message>
        <source>{reason} (the line stops here; the {count} nodes after it were left out)</source>
        <translation>{reason} (die Zugfolge endet hier; die {count} Knoten danach wurden weggelassen)</translation>
    </message>
    <message>
        <source>setup</source>
        <translation>Aufstellung</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <source>this is not an SGF file: no game starts with &apos;(;&apos;</source>
        <translation>das ist keine SGF-Datei: keine Partie beginnt mit &apos;(;&apos;</translation>
    </message>
    <message>
        <source>a node after a variation ended</source>
        <translation>ein Knoten nach dem Ende einer Variante</translation>
    </message>
    <message>
        <source>the file has more than {count} nodes; magnetdesk opens files up to that size</source>
        <translation>die Datei hat mehr als {count} Knoten; magnetdesk öffnet Dateien nur bis zu dieser Größe</translation>
    </message>
    <message>
        <source>a property outside a node</source>
        <translation>eine Eigenschaft außerhalb eines Knotens</translation>
    </message>
    <message>
        <source>{name} is not a property name</source>
        <translation>{name} ist kein Eigenschaftsname</translation>
    </message>
    <message>
        <source>the property {name} has no value</source>
        <translation>die Eigenschaft {name} hat keinen Wert</translation>
    </message>
    <message>
        <source>the file has more than {count} property values; magnetdesk opens files up to that size</source>
        <translation>die Datei hat mehr als {count} Eigenschaftswerte; magnetdesk öffnet Dateien nur bis zu dieser Größe</translation>
    </message>
    <message>
        <source>a variation before any node</source>
        <translation>eine Variante vor dem ersten Knoten</translation>
    </message>
    <message>
        <source>an empty variation &apos;()&apos;</source>
        <translation>eine leere Variante &apos;()&apos;</translation>
    </message>
    <message>
        <source>unexpected {text}</source>
        <translation>unerwartet: {text}</translation>
    </message>
    <message>
        <source>a value without a property name</source>
        <translation>ein Wert ohne Eigenschaftsnamen</translation>
    </message>
    <message>
        <source>the file ends before its first game has a node</source>
        <translation>die Datei endet, bevor ihre erste Partie einen Knoten hat</translation>
    </message>
    <message>
        <source>the file ends before the game is closed (a &apos;)&apos; is missing): loaded what was there</source>
        <translation>die Datei endet, bevor die Partie geschlossen ist (eine &apos;)&apos; fehlt): geladen, was da war</translation>
    </message>
    <message>
        <source>the file ends inside a property value; that property was left out</source>
        <translation>die Datei endet mitten in einem Eigenschaftswert; diese Eigenschaft wurde weggelassen</translation>
    </message>
    <message>
        <source>this SGF file is damaged at line {line}, column {column}: {what}</source>
        <translation>diese SGF-Datei ist in Zeile {line}, Spalte {column} beschädigt: {what}</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <source>answers at once; often misses the best move</source>
        <translation>antwortet sofort; übersieht oft den besten Zug</translation>
    </message>
    <message>
        <source>On 9×9 Go, GNU Go&apos;s weakest level wins every game against it: a first opponent</source>
        <translation>Im Go auf 9×9 gewinnt GNU Gos schwächste Stufe jede Partie gegen sie: ein erster Gegner</translation>
    </message>
    <message>
        <source>On 9×9 Go, it wins about 1 game in 10 against GNU Go</source>
        <translation>Im Go auf 9×9 gewinnt sie etwa 1 von 10 Partien gegen GNU Go</translation>
    </message>
    <message>
        <source>On 9×9 Go, a little weaker than GNU Go: it wins about 2 games in 5</source>
        <translation>Im Go auf 9×9 etwas schwächer als GNU Go: sie gewinnt etwa 2 von 5 Partien</translation>
    </message>
    <message>
        <source>On 9×9 Go, a little stronger than GNU Go at its strongest: it wins about 2 games in 3</source>
        <translation>Im Go auf 9×9 etwas stärker als GNU Go auf seiner stärksten Stufe: sie gewinnt etwa 2 von 3 Partien</translation>
    </message>
    <message>
        <source>On 9×9 Go, it beats GNU Go at its strongest nearly every game; Pachi, a stronger program, still wins most games against it</source>
        <translation>Im Go auf 9×9 schlägt sie GNU Go auf seiner stärksten Stufe fast immer; Pachi, ein stärkeres Programm, gewinnt noch die meisten Partien gegen sie</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>Gelegenheitsspieler</translation>
    </message>
    <message>
        <source>thinks a little; sometimes picks a lesser move</source>
        <translation>denkt kurz nach; wählt manchmal einen schwächeren Zug</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Vereinsspieler</translation>
    </message>
    <message>
        <source>thinks for a moment; rarely strays</source>
        <translation>denkt einen Moment nach; weicht selten ab</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Stark</translation>
    </message>
    <message>
        <source>thinks a few seconds; nearly always its best move</source>
        <translation>denkt ein paar Sekunden; fast immer der beste Zug</translation>
    </message>
    <message>
        <source>Strongest</source>
        <translation>Volle Stärke</translation>
    </message>
    <message>
        <source>uses all its time; always its best move</source>
        <translation>nutzt die ganze Bedenkzeit; immer der beste Zug</translation>
    </message>
    <message>
        <source>Repel</source>
        <translation>Abstoßen</translation>
    </message>
    <message>
        <source>Attract</source>
        <translation>Anziehen</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keines</translation>
    </message>
    <message>
        <source>White → white</source>
        <translation>Weiß → Weiß</translation>
    </message>
    <message>
        <source>what a moved white piece does to a white piece</source>
        <translation>was eine gezogene weiße Figur mit einer weißen Figur macht</translation>
    </message>
    <message>
        <source>White → black</source>
        <translation>Weiß → Schwarz</translation>
    </message>
    <message>
        <source>what a moved white piece does to a black piece</source>
        <translation>was eine gezogene weiße Figur mit einer schwarzen Figur macht</translation>
    </message>
    <message>
        <source>Black → white</source>
        <translation>Schwarz → Weiß</translation>
    </message>
    <message>
        <source>what a moved black piece does to a white piece</source>
        <translation>was eine gezogene schwarze Figur mit einer weißen Figur macht</translation>
    </message>
    <message>
        <source>Black → black</source>
        <translation>Schwarz → Schwarz</translation>
    </message>
    <message>
        <source>what a moved black piece does to a black piece</source>
        <translation>was eine gezogene schwarze Figur mit einer schwarzen Figur macht</translation>
    </message>
    <message>
        <source>Field code {code}: its four letters (wXw wXb bXw bXb) say what a moved piece does to the first piece on each line from its new square:</source>
        <translation>Feldcode {code}: Seine vier Buchstaben (wXw wXb bXw bXb) sagen, was eine gezogene Figur mit der ersten Figur auf jeder Linie von ihrem neuen Feld aus macht:</translation>
    </message>
    <message>
        <source>The square the piece left emits too, with the code {code} (a piece reached by both fields is moved by the new square&apos;s only):</source>
        <translation>Auch das verlassene Feld sendet ein Magnetfeld aus, mit dem Code {code} (eine Figur, die beide Felder erreichen, bewegt nur das des neuen Feldes):</translation>
    </message>
    <message>
        <source>The code changes with every pair of moves, in turn: {codes}.</source>
        <translation>Der Code wechselt mit jedem Zugpaar, der Reihe nach: {codes}.</translation>
    </message>
    <message>
        <source>Every pair of moves gets a code drawn at random from {codes}; the draw is shown when it is made.</source>
        <translation>Jedes Zugpaar bekommt einen zufällig gezogenen Code aus {codes}; die Ziehung wird angezeigt, sobald sie geschieht.</translation>
    </message>
    <message>
        <source>Each player names the code of each of their own moves, from {codes}.</source>
        <translation>Jeder Spieler nennt für jeden eigenen Zug den Code, aus {codes}.</translation>
    </message>
    <message>
        <source>Each move names the code the opponent must use next, from {codes}; the first move uses {code}.</source>
        <translation>Jeder Zug nennt den Code, den der Gegner als Nächstes verwenden muss, aus {codes}; der erste Zug verwendet {code}.</translation>
    </message>
    <message>
        <source>A field code&apos;s four letters (wXw wXb bXw bXb) say what a moved piece of the first colour does to the first piece of the second colour on each line from its new square: R repels it, A attracts it, N leaves it.</source>
        <translation>Die vier Buchstaben eines Feldcodes (wXw wXb bXw bXb) sagen, was eine gezogene Figur der ersten Farbe mit der ersten Figur der zweiten Farbe auf jeder Linie von ihrem neuen Feld aus macht: R stößt sie ab, A zieht sie an, N lässt sie stehen.</translation>
    </message>
    <message>
        <source>all 81 codes</source>
        <translation>allen 81 Codes</translation>
    </message>
    <message>
        <source>No position (board and player to move) may occur twice: a move that would repeat one is illegal.</source>
        <translation>Keine Stellung (Brett und Spieler am Zug) darf zweimal vorkommen: Ein Zug, der eine wiederholen würde, ist verboten.</translation>
    </message>
    <message>
        <source>Surrounded</source>
        <translation>Umschlossen</translation>
    </message>
    <message>
        <source>Marker</source>
        <translation>Marker</translation>
    </message>
    <message>
        <source>Black to play: capture the marked white stones.</source>
        <translation>Schwarz ist am Zug: Schlage die markierten weißen Steine.</translation>
    </message>
    <message>
        <source>Black to play: capture the marked white stones in two moves.</source>
        <translation>Schwarz ist am Zug: Schlage die markierten weißen Steine in zwei Zügen.</translation>
    </message>
    <message>
        <source>White to play: capture the marked black stones.</source>
        <translation>Weiß ist am Zug: Schlage die markierten schwarzen Steine.</translation>
    </message>
    <message>
        <source>White to play: capture the marked black stones in two moves.</source>
        <translation>Weiß ist am Zug: Schlage die markierten schwarzen Steine in zwei Zügen.</translation>
    </message>
    <message>
        <source>Black to play: capture first and win.</source>
        <translation>Schwarz ist am Zug: Schlage als Erster und gewinne.</translation>
    </message>
    <message>
        <source>Black to play: capture first and win, in two moves.</source>
        <translation>Schwarz ist am Zug: Schlage als Erster und gewinne, in zwei Zügen.</translation>
    </message>
    <message>
        <source>White to play: capture first and win.</source>
        <translation>Weiß ist am Zug: Schlage als Erster und gewinne.</translation>
    </message>
    <message>
        <source>White to play: capture first and win, in two moves.</source>
        <translation>Weiß ist am Zug: Schlage als Erster und gewinne, in zwei Zügen.</translation>
    </message>
    <message>
        <source>Black to play: capture the marked white stones in three moves.</source>
        <translation>Schwarz ist am Zug: Schlage die markierten weißen Steine in drei Zügen.</translation>
    </message>
    <message>
        <source>White to play: capture the marked black stones in three moves.</source>
        <translation>Weiß ist am Zug: Schlage die markierten schwarzen Steine in drei Zügen.</translation>
    </message>
    <message>
        <source>Black to play: kill the marked white group (capture it within four moves).</source>
        <translation>Schwarz ist am Zug: Töte die markierte weiße Gruppe (schlag sie in höchstens vier Zügen).</translation>
    </message>
    <message>
        <source>White to play: kill the marked black group (capture it within four moves).</source>
        <translation>Weiß ist am Zug: Töte die markierte schwarze Gruppe (schlag sie in höchstens vier Zügen).</translation>
    </message>
    <message>
        <source>Black to play: make the count yours with this move.</source>
        <translation>Schwarz ist am Zug: Gewinne mit diesem Zug die Zählung.</translation>
    </message>
    <message>
        <source>White to play: make the count yours with this move.</source>
        <translation>Weiß ist am Zug: Gewinne mit diesem Zug die Zählung.</translation>
    </message>
    <message>
        <source>Black to play: make the marked black group live (White cannot capture it within four moves).</source>
        <translation>Schwarz ist am Zug: Bring die markierte schwarze Gruppe zum Leben (Weiß kann sie in vier Zügen nicht schlagen).</translation>
    </message>
    <message>
        <source>White to play: make the marked white group live (Black cannot capture it within four moves).</source>
        <translation>Weiß ist am Zug: Bring die markierte weiße Gruppe zum Leben (Schwarz kann sie in vier Zügen nicht schlagen).</translation>
    </message>
    <message>
        <source>Black to play: save the marked black chain.</source>
        <translation>Schwarz ist am Zug: Rette die markierte schwarze Kette.</translation>
    </message>
    <message>
        <source>White to play: save the marked white chain.</source>
        <translation>Weiß ist am Zug: Rette die markierte weiße Kette.</translation>
    </message>
    <message>
        <source>White to play: take the black king.</source>
        <translation>Weiß ist am Zug: Schlage den schwarzen König.</translation>
    </message>
    <message>
        <source>White to play: take the black king in two moves.</source>
        <translation>Weiß ist am Zug: Schlage den schwarzen König in zwei Zügen.</translation>
    </message>
    <message>
        <source>Black to play: take the white king.</source>
        <translation>Schwarz ist am Zug: Schlage den weißen König.</translation>
    </message>
    <message>
        <source>Black to play: take the white king in two moves.</source>
        <translation>Schwarz ist am Zug: Schlage den weißen König in zwei Zügen.</translation>
    </message>
    <message>
        <source>White to play: win the marked black piece.</source>
        <translation>Weiß ist am Zug: Gewinne die markierte schwarze Figur.</translation>
    </message>
    <message>
        <source>White to play: win the marked black piece in two moves.</source>
        <translation>Weiß ist am Zug: Gewinne die markierte schwarze Figur in zwei Zügen.</translation>
    </message>
    <message>
        <source>Black to play: win the marked white piece.</source>
        <translation>Schwarz ist am Zug: Gewinne die markierte weiße Figur.</translation>
    </message>
    <message>
        <source>Black to play: win the marked white piece in two moves.</source>
        <translation>Schwarz ist am Zug: Gewinne die markierte weiße Figur in zwei Zügen.</translation>
    </message>
    <message>
        <source>White to play: bring the marked piece to the marked square.</source>
        <translation>Weiß ist am Zug: Bring die markierte Figur auf das markierte Feld.</translation>
    </message>
    <message>
        <source>White to play: bring the marked piece to the marked square in two moves.</source>
        <translation>Weiß ist am Zug: Bring die markierte Figur in zwei Zügen auf das markierte Feld.</translation>
    </message>
    <message>
        <source>Black to play: bring the marked piece to the marked square.</source>
        <translation>Schwarz ist am Zug: Bring die markierte Figur auf das markierte Feld.</translation>
    </message>
    <message>
        <source>Black to play: bring the marked piece to the marked square in two moves.</source>
        <translation>Schwarz ist am Zug: Bring die markierte Figur in zwei Zügen auf das markierte Feld.</translation>
    </message>
    <message>
        <source>Black to play: reverse the marked white stones in one turn.</source>
        <translation>Schwarz am Zug: Drehe die markierten weißen Steine in einem Zug um.</translation>
    </message>
    <message>
        <source>Black to play: reverse the marked white stones within two turns.</source>
        <translation>Schwarz am Zug: Drehe die markierten weißen Steine in höchstens zwei Zügen um.</translation>
    </message>
    <message>
        <source>Black to play: make a rosette round the marked cells in one turn.</source>
        <translation>Schwarz am Zug: Bilde in einem Zug eine Rosette aus den markierten Feldern.</translation>
    </message>
    <message>
        <source>Black to play: reverse the marked white stones in one turn without placing a stone.</source>
        <translation>Schwarz am Zug: Drehe die markierten weißen Steine in einem Zug um, ohne einen Stein zu setzen.</translation>
    </message>
    <message>
        <source>Black to play: be ahead in the count after your turn.</source>
        <translation>Schwarz am Zug: Liege nach deinem Zug bei der Zählung vorn.</translation>
    </message>
    <message>
        <source>Black to play: save the marked black stones, so that White cannot reverse them next turn.</source>
        <translation>Schwarz am Zug: Rette die markierten schwarzen Steine, sodass Weiß sie im nächsten Zug nicht umdrehen kann.</translation>
    </message>
    <message>
        <source>Black to play: capture the marked white stone.</source>
        <translation>Schwarz ist am Zug: Schlage den markierten weißen Stein.</translation>
    </message>
    <message>
        <source>Black to play: capture the marked white stone in two moves.</source>
        <translation>Schwarz ist am Zug: Schlage den markierten weißen Stein in zwei Zügen.</translation>
    </message>
    <message>
        <source>Black to play: capture the marked white stone in three moves.</source>
        <translation>Schwarz ist am Zug: Schlage den markierten weißen Stein in drei Zügen.</translation>
    </message>
    <message>
        <source>White to play: capture the marked black stone.</source>
        <translation>Weiß ist am Zug: Schlage den markierten schwarzen Stein.</translation>
    </message>
    <message>
        <source>White to play: capture the marked black stone in two moves.</source>
        <translation>Weiß ist am Zug: Schlage den markierten schwarzen Stein in zwei Zügen.</translation>
    </message>
    <message>
        <source>White to play: capture the marked black stone in three moves.</source>
        <translation>Weiß ist am Zug: Schlage den markierten schwarzen Stein in drei Zügen.</translation>
    </message>
    <message>
        <source>Black to play: reverse the marked white stone in one turn.</source>
        <translation>Schwarz am Zug: Drehe den markierten weißen Stein in einem Zug um.</translation>
    </message>
    <message>
        <source>Black to play: reverse the marked white stone within two turns.</source>
        <translation>Schwarz am Zug: Drehe den markierten weißen Stein in höchstens zwei Zügen um.</translation>
    </message>
    <message>
        <source>Black to play: reverse the marked white stone in one turn without placing a stone.</source>
        <translation>Schwarz am Zug: Drehe den markierten weißen Stein in einem Zug um, ohne einen Stein zu setzen.</translation>
    </message>
    <message>
        <source>Black to play: save the marked black stone, so that White cannot reverse it next turn.</source>
        <translation>Schwarz am Zug: Rette den markierten schwarzen Stein, sodass Weiß ihn im nächsten Zug nicht umdrehen kann.</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>Richtig!</translation>
    </message>
    <message>
        <source>Wrong: the goal is not reached.</source>
        <translation>Falsch: Das Ziel ist nicht erreicht.</translation>
    </message>
    <message>
        <source>Right so far: {reply} answers. Go on.</source>
        <translation>Bis hierher richtig: {reply} antwortet. Mach weiter.</translation>
    </message>
    <message>
        <source>Wrong: {reply} refutes it.</source>
        <translation>Falsch: {reply} widerlegt es.</translation>
    </message>
    <message>
        <source>A stone&apos;s liberties are the empty points beside it, along the lines. The marked white stone has one liberty left: play on it.</source>
        <translation>Die Freiheiten eines Steins sind die leeren Punkte neben ihm, entlang der Linien. Der markierte weiße Stein hat nur noch eine Freiheit: Setz dorthin.</translation>
    </message>
    <message>
        <source>Look at the points just above, below and beside the white stone.</source>
        <translation>Schau dir die Punkte direkt über, unter und neben dem weißen Stein an.</translation>
    </message>
    <message>
        <source>When a stone&apos;s last liberty is filled it is captured: it leaves the board and becomes your prisoner. Capture the marked stone.</source>
        <translation>Wird die letzte Freiheit eines Steins besetzt, ist er geschlagen: Er wird vom Brett genommen und ist dein Gefangener. Schlag den markierten Stein.</translation>
    </message>
    <message>
        <source>Three sides are already yours: close the fourth.</source>
        <translation>Drei Seiten gehören schon dir: Schließ die vierte.</translation>
    </message>
    <message>
        <source>Stones side by side form a chain and share their liberties. This chain of two has one liberty left: capture both stones at once.</source>
        <translation>Steine nebeneinander bilden eine Kette und teilen ihre Freiheiten. Diese Kette aus zwei Steinen hat nur noch eine Freiheit: Schlag beide Steine auf einmal.</translation>
    </message>
    <message>
        <source>The chain&apos;s only liberty is at the edge.</source>
        <translation>Die einzige Freiheit der Kette liegt am Rand.</translation>
    </message>
    <message>
        <source>A stone with one liberty is in atari: it can be taken next move. Your marked stone is in atari: escape by extending to gain liberties.</source>
        <translation>Ein Stein mit nur einer Freiheit steht im Atari: Er kann im nächsten Zug geschlagen werden. Dein markierter Stein steht im Atari: Verlängere ihn, um Freiheiten zu gewinnen.</translation>
    </message>
    <message>
        <source>Play on your stone&apos;s last liberty: the two stones have more liberties together.</source>
        <translation>Setz auf die letzte Freiheit deines Steins: Zusammen haben die beiden Steine mehr Freiheiten.</translation>
    </message>
    <message>
        <source>You may not play where your stone would have no liberties, unless the move captures. Here it does: take the two white stones.</source>
        <translation>Du darfst nicht dorthin setzen, wo dein Stein keine Freiheit hätte, außer der Zug schlägt. Hier schlägt er: Nimm die beiden weißen Steine.</translation>
    </message>
    <message>
        <source>The corner point looks full, but playing there takes White&apos;s last liberty.</source>
        <translation>Der Eckpunkt sieht besetzt aus, aber ein Stein dort nimmt Weiß die letzte Freiheit.</translation>
    </message>
    <message>
        <source>Play into White&apos;s shape, on the marked stone&apos;s last liberty.</source>
        <translation>Setz mitten in die weiße Form, auf die letzte Freiheit des markierten Steins.</translation>
    </message>
    <message>
        <source>A group needs two eyes to live: two empty points inside that the other side may not fill. This white group has only one eye: capture it in two moves.</source>
        <translation>Eine Gruppe braucht zwei Augen, um zu leben: zwei leere Punkte innen, die der andere nicht besetzen darf. Diese weiße Gruppe hat nur ein Auge: Schlag sie in zwei Zügen.</translation>
    </message>
    <message>
        <source>First take the liberty outside the eye; the eye comes last.</source>
        <translation>Nimm zuerst die Freiheit außerhalb des Auges; das Auge kommt zuletzt.</translation>
    </message>
    <message>
        <source>At the end, your area is your stones and the empty points only you surround. The white stone inside your wall cannot live: capture it and its point counts for you.</source>
        <translation>Am Ende ist dein Gebiet: deine Steine und die leeren Punkte, die nur du umschließt. Der weiße Stein in deiner Mauer kann nicht leben: Schlag ihn, und sein Punkt zählt für dich.</translation>
    </message>
    <message>
        <source>Fill the white stone&apos;s last liberty inside your wall.</source>
        <translation>Besetz die letzte Freiheit des weißen Steins in deiner Mauer.</translation>
    </message>
    <message>
        <source>Area counting: your stones and the empty points only you surround count, and White gets komi. Every point decides: take the last neutral point.</source>
        <translation>Flächenzählung: Es zählen deine Steine und die leeren Punkte, die nur du umschließt, und Weiß bekommt Komi. Jeder Punkt entscheidet: Besetze den letzten neutralen Punkt.</translation>
    </message>
    <message>
        <source>The point between the two walls belongs to nobody yet.</source>
        <translation>Der Punkt zwischen den beiden Mauern gehört noch niemandem.</translation>
    </message>
    <message>
        <source>Territory counting: only the empty points you surround and your prisoners count, so a neutral point is worth nothing. Capture the stone instead.</source>
        <translation>Gebietszählung: Es zählen nur die leeren Punkte, die du umschließt, und deine Gefangenen, ein neutraler Punkt ist also nichts wert. Schlag lieber den Stein.</translation>
    </message>
    <message>
        <source>A capture gives a prisoner and a point of territory.</source>
        <translation>Ein Schlagen bringt einen Gefangenen und einen Punkt Gebiet.</translation>
    </message>
    <message>
        <source>Stone counting: only the stones on the board count. A stone in your own territory gains one point, a capture two: find the capture.</source>
        <translation>Steinzählung: Es zählen nur die Steine auf dem Brett. Ein Stein in deinem eigenen Gebiet bringt einen Punkt, ein Schlagen zwei: Finde das Schlagen.</translation>
    </message>
    <message>
        <source>The white stone in your corner has one liberty.</source>
        <translation>Der weiße Stein in deiner Ecke hat nur eine Freiheit.</translation>
    </message>
    <message>
        <source>With a handicap, your extra stones stand on the star points before White moves first, and komi is half a point. Capture the white stone that came close to your handicap stone.</source>
        <translation>Bei einer Vorgabe stehen deine zusätzlichen Steine auf den Sternpunkten, bevor Weiß als Erster zieht, und das Komi ist ein halber Punkt. Schlag den weißen Stein, der deinem Vorgabestein nahe gekommen ist.</translation>
    </message>
    <message>
        <source>Above the white stone is your handicap stone.</source>
        <translation>Über dem weißen Stein steht dein Vorgabestein.</translation>
    </message>
    <message>
        <source>In Atari-Go the first capture wins. The white stone has one liberty left: take it.</source>
        <translation>Beim Atari-Go gewinnt, wer als Erster schlägt. Der weiße Stein hat nur noch eine Freiheit: Nimm sie.</translation>
    </message>
    <message>
        <source>Fill the one empty point beside the white stone.</source>
        <translation>Besetz den einen leeren Punkt neben dem weißen Stein.</translation>
    </message>
    <message>
        <source>Your marked stone is in atari: White would capture it and win. Escape: extend it so that the chain has more liberties.</source>
        <translation>Dein markierter Stein steht im Atari: Weiß würde ihn schlagen und gewinnen. Flieh: Verlängere ihn, damit die Kette mehr Freiheiten hat.</translation>
    </message>
    <message>
        <source>Play on your stone&apos;s last liberty.</source>
        <translation>Setz auf die letzte Freiheit deines Steins.</translation>
    </message>
    <message>
        <source>A ladder: give atari so that the stone&apos;s escape runs into your stones or the edge, and give atari again. Capture in two moves.</source>
        <translation>Eine Leiter: Gib Atari so, dass die Flucht des Steins auf deine Steine oder den Rand trifft, und gib wieder Atari. Schlag in zwei Zügen.</translation>
    </message>
    <message>
        <source>Give atari from the side of the edge; its escape runs into your stone in the corner.</source>
        <translation>Gib Atari von der Seite des Randes; die Flucht läuft auf deinen Stein in der Ecke.</translation>
    </message>
    <message>
        <source>A double atari puts two chains in atari with one move: White can save only one of them. Capture in two moves.</source>
        <translation>Ein Doppelatari setzt mit einem Zug zwei Ketten ins Atari: Weiß kann nur eine retten. Schlag in zwei Zügen.</translation>
    </message>
    <message>
        <source>Find the point that is a liberty of both white stones.</source>
        <translation>Such den Punkt, der eine Freiheit beider weißer Steine ist.</translation>
    </message>
    <message>
        <source>Stones side by side form a chain and share their liberties. Capture the chain of two in one move.</source>
        <translation>Steine nebeneinander bilden eine Kette und teilen ihre Freiheiten. Schlag die Kette aus zwei Steinen mit einem Zug.</translation>
    </message>
    <message>
        <source>Cut: the white stones only touch at a corner. Play between them and both are in atari; capture in two moves.</source>
        <translation>Schneiden: Die weißen Steine berühren sich nur an einer Ecke. Setz zwischen sie, und beide stehen im Atari; schlag in zwei Zügen.</translation>
    </message>
    <message>
        <source>Of the two points between the white stones, take the one that leaves each of them one liberty.</source>
        <translation>Nimm von den beiden Punkten zwischen den weißen Steinen den, der jedem von ihnen nur eine Freiheit lässt.</translation>
    </message>
    <message>
        <source>Connected stones are strong: they share their liberties. Save the marked stone by joining it to your other stone.</source>
        <translation>Verbundene Steine sind stark: Sie teilen ihre Freiheiten. Rette den markierten Stein, indem du ihn mit deinem anderen Stein verbindest.</translation>
    </message>
    <message>
        <source>The point between your two stones joins them.</source>
        <translation>Der Punkt zwischen deinen beiden Steinen verbindet sie.</translation>
    </message>
    <message>
        <source>Your corner stone is in atari, but it is your move: the first capture wins, so do not save it, capture.</source>
        <translation>Dein Eckstein steht im Atari, aber du bist am Zug: Wer zuerst schlägt, gewinnt, also rette ihn nicht, sondern schlag.</translation>
    </message>
    <message>
        <source>Attack before you defend: which white stone has one liberty?</source>
        <translation>Greif an, bevor du verteidigst: Welcher weiße Stein hat nur eine Freiheit?</translation>
    </message>
    <message>
        <source>A blocking point is not part of the board: a sliding stone stops at it, and the magnet does not reach across it. Capture both white stones with one move.</source>
        <translation>Ein Sperrpunkt gehört nicht zum Brett: Ein gleitender Stein hält an ihm an, und der Magnet wirkt nicht über ihn hinweg. Schlage beide weißen Steine mit einem Zug.</translation>
    </message>
    <message>
        <source>Fill one liberty: the pushed stone stops at the blocking point, on the other.</source>
        <translation>Besetze eine Freiheit: Der gestoßene Stein hält am Sperrpunkt an, auf der anderen.</translation>
    </message>
    <message>
        <source>After a move, White&apos;s chains without liberties are taken first, then your own: so a stone placed without liberties lives if it captures. Take the two white stones.</source>
        <translation>Nach einem Zug werden zuerst die weißen Ketten ohne Freiheit geschlagen, dann deine eigenen: Ein Stein ohne Freiheit lebt also, wenn er schlägt. Nimm die beiden weißen Steine.</translation>
    </message>
    <message>
        <source>The corner point takes White&apos;s last liberty.</source>
        <translation>Der Eckpunkt nimmt Weiß die letzte Freiheit.</translation>
    </message>
    <message>
        <source>A stone you place pulls White&apos;s nearest stone on each line up next to it. Pull the white stone into your net and capture it in two moves.</source>
        <translation>Ein gesetzter Stein zieht auf jeder Linie den nächsten weißen Stein bis neben sich heran. Zieh den weißen Stein in dein Netz und schlag ihn in zwei Zügen.</translation>
    </message>
    <message>
        <source>Ko: a move may not bring back the board as it was before the opponent&apos;s last move. When one stone takes one stone and could be taken straight back the same way, that retake is forbidden: the other side must play elsewhere first. Take the stone in the ko, and see White refused.</source>
        <translation>Ko: Ein Zug darf das Brett nicht so wiederherstellen, wie es vor dem letzten Zug des Gegners war. Wenn ein Stein einen Stein schlägt und auf dieselbe Weise sofort zurückgeschlagen werden könnte, ist dieses Zurückschlagen verboten: Die andere Seite muss zuerst woanders spielen. Schlage den Stein im Ko und sieh, wie Weiß abgewiesen wird.</translation>
    </message>
    <message>
        <source>Seki: chains that share liberties which neither side can fill without being captured first both live, without two eyes. The white corner chain has an eye and shares two liberties with your marked chain: make an eye of your own, and both chains live in seki.</source>
        <translation>Seki: Ketten mit gemeinsamen Freiheiten, die keine Seite besetzen kann, ohne zuerst geschlagen zu werden, leben beide, auch ohne zwei Augen. Die weiße Eckkette hat ein Auge und teilt zwei Freiheiten mit deiner markierten Kette: Mache ein eigenes Auge, und beide Ketten leben in Seki.</translation>
    </message>
    <message>
        <source>Of the two empty points on the right, take the one that leaves the other surrounded by your stones only.</source>
        <translation>Nimm von den zwei leeren Punkten rechts den, der den anderen nur von deinen Steinen umgeben lässt.</translation>
    </message>
    <message>
        <source>In Magnetgo a stone you place pushes your own nearest stone on each line away from it, as far as it can slide. A stone on the white chain&apos;s last liberty would push your stone at C2 away: push another stone onto the liberty instead.</source>
        <translation>In Magnetgo stößt ein gesetzter Stein deinen nächsten eigenen Stein auf jeder Linie von sich weg, so weit er gleiten kann. Ein Stein auf der letzten Freiheit der weißen Kette würde deinen Stein auf C2 wegstoßen: Stoße stattdessen einen anderen Stein auf die Freiheit.</translation>
    </message>
    <message>
        <source>Place a stone above your stone in column B: it slides down until the white stone stops it.</source>
        <translation>Setze einen Stein über deinen Stein in Spalte B: Er gleitet hinunter, bis der weiße Stein ihn aufhält.</translation>
    </message>
    <message>
        <source>The magnet reaches any distance: the nearest stone on each line moves, however far away it is. Capture both white stones with one move.</source>
        <translation>Der Magnet wirkt auf jede Entfernung: Der nächste Stein auf jeder Linie bewegt sich, wie weit er auch entfernt ist. Schlage beide weißen Steine mit einem Zug.</translation>
    </message>
    <message>
        <source>Fill one white stone&apos;s liberty: your stone on C2 is pushed along the row to the other&apos;s.</source>
        <translation>Besetze die Freiheit eines weißen Steins: Dein Stein auf C2 wird die Reihe entlang zur Freiheit des anderen gestoßen.</translation>
    </message>
    <message>
        <source>A pushed stone slides until the edge or the next stone stops it. Capture the white chain: slide a stone into the gap between your stones.</source>
        <translation>Ein gestoßener Stein gleitet, bis der Rand oder der nächste Stein ihn aufhält. Schlage die weiße Kette: Lass einen Stein in die Lücke zwischen deinen Steinen gleiten.</translation>
    </message>
    <message>
        <source>Push your stone at B2 along the row: your stone at D2 stops it.</source>
        <translation>Stoße deinen Stein auf B2 die Reihe entlang: Dein Stein auf D2 hält ihn auf.</translation>
    </message>
    <message>
        <source>From the edge, on the white stone&apos;s row: it slides all the way to your stone.</source>
        <translation>Vom Rand aus, in der Reihe des weißen Steins: Er gleitet den ganzen Weg bis zu deinem Stein.</translation>
    </message>
    <message>
        <source>Only single stones move, so a chain can be torn apart: a stone on the last liberty would push your stone beside it out of its chain. Fill the liberty from afar.</source>
        <translation>Nur einzelne Steine bewegen sich, also kann eine Kette zerrissen werden: Ein Stein auf der letzten Freiheit würde deinen Stein daneben aus seiner Kette stoßen. Besetze die Freiheit aus der Ferne.</translation>
    </message>
    <message>
        <source>Push your stone down the column onto the liberty.</source>
        <translation>Schieb deinen Stein die Spalte hinunter auf die Freiheit.</translation>
    </message>
    <message>
        <source>A stone without liberties may be placed only if the move changes the board; in White&apos;s eye it would move nothing and is illegal. Fill the outside liberty first: capture in two moves.</source>
        <translation>Ein Stein ohne Freiheit darf nur gesetzt werden, wenn der Zug das Brett verändert; im Auge von Weiß würde er nichts bewegen und ist verboten. Besetze zuerst die äußere Freiheit: Schlag in zwei Zügen.</translation>
    </message>
    <message>
        <source>The liberty outside the eye is next to your stones.</source>
        <translation>Die Freiheit außerhalb des Auges liegt neben deinen Steinen.</translation>
    </message>
    <message>
        <source>Ko in Magnetgo: no move may bring back the board as it was after your own previous move. Take the stone in the ko: White may not take back at once.</source>
        <translation>Ko bei Magnetgo: Kein Zug darf das Brett wiederherstellen, wie es nach deinem eigenen vorigen Zug war. Schlag den Stein im Ko: Weiß darf nicht sofort zurückschlagen.</translation>
    </message>
    <message>
        <source>Play on the marked stone&apos;s last liberty.</source>
        <translation>Setz auf die letzte Freiheit des markierten Steins.</translation>
    </message>
    <message>
        <source>a position is the placement, the side to move and the castling rights, e.g. 4k3/8/8/8/8/8/8/R3K3 w Q</source>
        <translation>eine Stellung ist die Aufstellung, die Seite am Zug und die Rochaderechte, z. B. 4k3/8/8/8/8/8/8/R3K3 w Q</translation>
    </message>
    <message>
        <source>the side to move is w or b, not {side}</source>
        <translation>die Seite am Zug ist w oder b, nicht {side}</translation>
    </message>
    <message>
        <source>there is no en passant in Magnetic Chess: write - for the square</source>
        <translation>im Magnetschach gibt es kein En passant: schreib - für das Feld</translation>
    </message>
    <message>
        <source>a chess position has 8 ranks separated by /, not {count}</source>
        <translation>eine Schachstellung hat 8 Reihen, getrennt durch /, nicht {count}</translation>
    </message>
    <message>
        <source>rank {rank} of the position is not 8 squares of KQRBNP kqrbnp or digits: {row}</source>
        <translation>Reihe {rank} der Stellung sind nicht 8 Felder aus KQRBNP kqrbnp oder Ziffern: {row}</translation>
    </message>
    <message>
        <source>a side has two kings</source>
        <translation>eine Seite hat zwei Könige</translation>
    </message>
    <message>
        <source>a pawn cannot stand on its own last rank</source>
        <translation>ein Bauer kann nicht auf seiner eigenen letzten Reihe stehen</translation>
    </message>
    <message>
        <source>the castling rights are letters of KQkq, or -, not {text}</source>
        <translation>die Rochaderechte sind Buchstaben aus KQkq oder -, nicht {text}</translation>
    </message>
    <message>
        <source>the castling right {letter} needs the king and the rook on their first squares</source>
        <translation>das Rochaderecht {letter} braucht König und Turm auf ihren Ausgangsfeldern</translation>
    </message>
    <message>
        <source>this game&apos;s board cannot be set up as a whole</source>
        <translation>das Brett dieses Spiels kann nicht als Ganzes aufgestellt werden</translation>
    </message>
    <message>
        <source>There is no check in Magnetic Chess: a king is taken like any other piece, and taking it wins the game. Take the black king.</source>
        <translation>Im Magnetschach gibt es kein Schach: Ein König wird geschlagen wie jede andere Figur, und wer ihn schlägt, gewinnt die Partie. Schlage den schwarzen König.</translation>
    </message>
    <message>
        <source>Your queen sees the king along the open file.</source>
        <translation>Deine Dame sieht den König auf der offenen Linie.</translation>
    </message>
    <message>
        <source>Your king is attacked by the black rook, but nothing forces you to save it: whoever takes a king first wins. Take the black king.</source>
        <translation>Dein König wird vom schwarzen Turm angegriffen, aber nichts zwingt dich, ihn zu retten: Wer zuerst einen König schlägt, gewinnt. Schlage den schwarzen König.</translation>
    </message>
    <message>
        <source>Your knight jumps to the corner.</source>
        <translation>Dein Springer springt in die Ecke.</translation>
    </message>
    <message>
        <source>After your move the moved piece emits a field from its new square: along its rank and file the first piece at any distance is pulled or pushed. Your pieces attract Black&apos;s: pull the knight down to d2.</source>
        <translation>Nach deinem Zug sendet die gezogene Figur von ihrem neuen Feld ein Magnetfeld aus: Auf ihrer Reihe und Linie wird die erste Figur in beliebiger Entfernung herangezogen oder weggeschoben. Deine Figuren ziehen die schwarzen an: Zieh den Springer hinunter nach d2.</translation>
    </message>
    <message>
        <source>Land on the knight&apos;s file: it comes to the square next to your rook.</source>
        <translation>Zieh auf die Linie des Springers: Er kommt auf das Feld neben deinem Turm.</translation>
    </message>
    <message>
        <source>Your own pieces are pushed away: a moved piece repels the first piece of its colour on each line, as far as it can slide. Push your knight to a8.</source>
        <translation>Deine eigenen Figuren werden weggeschoben: Eine gezogene Figur stößt die erste Figur ihrer Farbe auf jeder Linie ab, so weit sie gleiten kann. Schieb deinen Springer nach a8.</translation>
    </message>
    <message>
        <source>Move the rook up the a-file, just below the knight.</source>
        <translation>Zieh den Turm die a-Linie hinauf, direkt unter den Springer.</translation>
    </message>
    <message>
        <source>Kings block the field: when the first piece on a line is a king, nothing on that line moves, and kings are never moved. Pull the black rook to a2.</source>
        <translation>Könige halten das Magnetfeld auf: Ist die erste Figur auf einer Linie ein König, bewegt sich auf dieser Linie nichts, und Könige werden nie bewegt. Zieh den schwarzen Turm nach a2.</translation>
    </message>
    <message>
        <source>Along the fifth rank the black king stands in the way: come from below, on the a-file.</source>
        <translation>Auf der fünften Reihe steht der schwarze König im Weg: Komm von unten, auf der a-Linie.</translation>
    </message>
    <message>
        <source>A pushed piece slides along its rank or file to the edge, or stops on the square before the next piece: it never jumps or captures. Push your knight to b5.</source>
        <translation>Eine weggeschobene Figur gleitet auf ihrer Reihe oder Linie bis zum Rand oder hält auf dem Feld vor der nächsten Figur: Sie springt nie und schlägt nie. Schieb deinen Springer nach b5.</translation>
    </message>
    <message>
        <source>Land on the knight&apos;s file below it: it slides up until the black pawn stops it.</source>
        <translation>Zieh auf die Linie des Springers unter ihm: Er gleitet hinauf, bis der schwarze Bauer ihn aufhält.</translation>
    </message>
    <message>
        <source>Magnetic promotion: a pawn the field puts on its own last rank becomes a queen at once. Push your pawn to e8 in one move.</source>
        <translation>Magnetische Umwandlung: Ein Bauer, den das Magnetfeld auf seine letzte Reihe bewegt, wird sofort zur Dame. Schieb deinen Bauern mit einem Zug nach e8.</translation>
    </message>
    <message>
        <source>A pawn step reaches only e7: push the pawn from below with your rook.</source>
        <translation>Ein Bauernschritt erreicht nur e7: Schieb den Bauern mit deinem Turm von unten an.</translation>
    </message>
    <message>
        <source>A pawn that reaches the last rank by its own move promotes to the piece you choose, and the new piece emits its field at once. Pull the black rook to c8.</source>
        <translation>Ein Bauer, der mit seinem eigenen Zug die letzte Reihe erreicht, wird in die Figur deiner Wahl umgewandelt, und die neue Figur sendet sofort ihr Magnetfeld aus. Zieh den schwarzen Turm nach c8.</translation>
    </message>
    <message>
        <source>Promote on b8: the new piece pulls along the eighth rank.</source>
        <translation>Wandle auf b8 um: Die neue Figur zieht entlang der achten Reihe an.</translation>
    </message>
    <message>
        <source>A pawn on its first or second rank may step two squares, however often it has moved: the field can push pawns back to their first rank. Bring the pawn to d3.</source>
        <translation>Ein Bauer auf seiner ersten oder zweiten Reihe darf zwei Felder vorrücken, wie oft er auch schon gezogen hat: Das Magnetfeld kann Bauern auf ihre erste Reihe zurückschieben. Bring den Bauern nach d3.</translation>
    </message>
    <message>
        <source>Two squares at once, from the first rank.</source>
        <translation>Zwei Felder auf einmal, von der ersten Reihe aus.</translation>
    </message>
    <message>
        <source>Castling ignores attacks (there is no check): you may castle though the black rook attacks your king. Its field comes from the rook&apos;s new square; a king&apos;s own move emits nothing. Pull the black rook to e1.</source>
        <translation>Die Rochade kümmert sich nicht um Angriffe (es gibt kein Schach): Du darfst rochieren, obwohl der schwarze Turm deinen König angreift. Ihr Feld geht vom neuen Feld des Turms aus; ein Zug des Königs selbst sendet nichts aus. Zieh den schwarzen Turm nach e1.</translation>
    </message>
    <message>
        <source>Castle short: your rook on f1 pulls along the first rank, which your king has left.</source>
        <translation>Rochiere kurz: Dein Turm auf f1 zieht entlang der ersten Reihe, die dein König verlassen hat.</translation>
    </message>
    <message>
        <source>The field reaches across the board and opens lines. Pull the knight that shields the black king off the a-file, then take the king: the computer answers in between.</source>
        <translation>Das Magnetfeld reicht über das ganze Brett und öffnet Linien. Zieh den Springer, der den schwarzen König abschirmt, von der a-Linie weg und schlage dann den König: Der Computer antwortet dazwischen.</translation>
    </message>
    <message>
        <source>From the h-file, land on the knight&apos;s rank: your rook pulls it across the board.</source>
        <translation>Zieh von der h-Linie auf die Reihe des Springers: Dein Turm zieht ihn über das ganze Brett.</translation>
    </message>
    <message>
        <source>In Anti-magnetic Chess it is the other way round: a moved piece attracts its own colour and repels the other. Push the black queen to h4.</source>
        <translation>Im Anti-Magnetschach ist es umgekehrt: Eine gezogene Figur zieht ihre eigene Farbe an und stößt die andere ab. Schieb die schwarze Dame nach h4.</translation>
    </message>
    <message>
        <source>Land on the queen&apos;s rank, on the side away from h4.</source>
        <translation>Zieh auf die Reihe der Dame, auf die Seite, die von h4 abgewandt ist.</translation>
    </message>
    <message>
        <source>In Gravity Chess a moved piece attracts every piece, yours and Black&apos;s, on each of its four lines. Pull your knight to c4.</source>
        <translation>Im Gravitationsschach zieht eine gezogene Figur jede Figur an, deine und die schwarzen, auf jeder ihrer vier Linien. Zieh deinen Springer nach c4.</translation>
    </message>
    <message>
        <source>Land on the knight&apos;s rank, two squares away from it.</source>
        <translation>Zieh auf die Reihe des Springers, zwei Felder von ihm entfernt.</translation>
    </message>
    <message>
        <source>In Anti-gravity Chess a moved piece repels every piece, and no position may ever repeat. Push the black rook to e8.</source>
        <translation>Im Antigravitationsschach stößt eine gezogene Figur jede Figur ab, und keine Stellung darf sich je wiederholen. Schieb den schwarzen Turm nach e8.</translation>
    </message>
    <message>
        <source>Push the rook up its file from below.</source>
        <translation>Schieb den Turm von unten seine Linie hinauf.</translation>
    </message>
    <message>
        <source>Any of the 81 field codes can be played: four letters for wXw wXb bXw bXb, each A attract, R repel or N nothing. With NAAN your pieces pull Black&apos;s and leave your own alone: pull the knight to d5.</source>
        <translation>Jeder der 81 Feldcodes kann gespielt werden: vier Buchstaben für wXw wXb bXw bXb, jeweils A anziehen, R abstoßen oder N nichts. Mit NAAN ziehen deine Figuren die schwarzen an und lassen deine eigenen stehen: Zieh den Springer nach d5.</translation>
    </message>
    <message>
        <source>The knight comes to the square next to your rook: land on d4.</source>
        <translation>Der Springer kommt auf das Feld neben deinem Turm: Zieh nach d4.</translation>
    </message>
    <message>
        <source>A corner cell has only two light neighbours.</source>
        <translation>Ein Eckfeld hat nur zwei helle Nachbarn.</translation>
    </message>
    <message>
        <source>A group without a liberty is captured, but its stones never leave the board: they are reversed to your colour. Reverse the two white stones.</source>
        <translation>Eine Gruppe ohne Freiheit wird geschlagen, aber ihre Steine verlassen nie das Brett: Sie werden in deine Farbe umgedreht. Drehe die beiden weißen Steine um.</translation>
    </message>
    <message>
        <source>The white pair has one liberty left, above it.</source>
        <translation>Das weiße Paar hat noch eine Freiheit, über ihm.</translation>
    </message>
    <message>
        <source>Medusa is played on the light cells; the dark cells are holes where no stone may stand. A stone&apos;s liberties are the empty light cells beside it: the white stone in the corner has one left. Place your stone on it: a stone without liberties is captured.</source>
        <translation>Medusa wird auf den hellen Feldern gespielt; die dunklen Felder sind Löcher, auf denen kein Stein stehen darf. Die Freiheiten eines Steins sind die leeren hellen Felder neben ihm: Der weiße Stein in der Ecke hat noch eine. Setze deinen Stein darauf: Ein Stein ohne Freiheiten ist geschlagen.</translation>
    </message>
    <message>
        <source>A turn is a placement, then movements, each of them optional. A group of two or more stones moves: one stone jumps in a straight line over its own stones to the first empty cell beyond. Place on one liberty of the white stone, jump onto the other, then Done.</source>
        <translation>Ein Zug ist ein Setzen, dann Bewegungen, beides freiwillig. Eine Gruppe aus zwei oder mehr Steinen bewegt sich: Ein Stein springt in gerader Linie über die eigenen Steine auf das erste leere Feld dahinter. Setze auf eine Freiheit des weißen Steins, springe auf die andere, dann Fertig.</translation>
    </message>
    <message>
        <source>Place above the white stone first; then the outer stone of your pair jumps along the edge.</source>
        <translation>Setze zuerst über den weißen Stein; dann springt der äußere Stein deines Paars am Rand entlang.</translation>
    </message>
    <message>
        <source>In one turn you may move any or all of your groups, each at most once. The white stone has three liberties: place on one, and let a group jump onto each of the others.</source>
        <translation>In einem Zug darfst du beliebige oder alle deine Gruppen bewegen, jede höchstens einmal. Der weiße Stein hat drei Freiheiten: Setze auf eine und lass auf jede der anderen eine Gruppe springen.</translation>
    </message>
    <message>
        <source>Place below the white stone; then a pair jumps from each side along the row.</source>
        <translation>Setze unter den weißen Stein; dann springt von jeder Seite ein Paar die Reihe entlang.</translation>
    </message>
    <message>
        <source>A group that a moved group touches loses its move for this turn, so the order counts. Reverse the white stone with a placement and two jumps.</source>
        <translation>Eine Gruppe, die eine bewegte Gruppe berührt, verliert für diesen Zug ihre Bewegung; die Reihenfolge zählt also. Drehe den weißen Stein mit einem Setzen und zwei Sprüngen um.</translation>
    </message>
    <message>
        <source>If the pair jumps first it lands beside the long group and stops it: let the long group jump first.</source>
        <translation>Springt das Paar zuerst, landet es neben der langen Gruppe und hält sie auf: Lass die lange Gruppe zuerst springen.</translation>
    </message>
    <message>
        <source>Stones reversed by your placement are yours at once: they join your group, which may still move this turn. Reverse both white stones in one turn.</source>
        <translation>Steine, die dein Setzen umdreht, gehören sofort dir: Sie verbinden sich mit deiner Gruppe, und die darf sich in diesem Zug noch bewegen. Drehe beide weißen Steine in einem Zug um.</translation>
    </message>
    <message>
        <source>Take the corner stone first; then it jumps up the edge.</source>
        <translation>Nimm zuerst den Eckstein; dann springt er den Rand hinauf.</translation>
    </message>
    <message>
        <source>Six stones of one colour round a hole make a rosette: a group that holds one is never reversed, even without a liberty. Complete the rosette on your group&apos;s last liberty.</source>
        <translation>Sechs Steine einer Farbe um ein Loch bilden eine Rosette: Eine Gruppe, die eine enthält, wird nie umgedreht, auch ohne Freiheit. Vervollständige die Rosette auf der letzten Freiheit deiner Gruppe.</translation>
    </message>
    <message>
        <source>The corner cell closes the ring round the hole.</source>
        <translation>Das Eckfeld schließt den Ring um das Loch.</translation>
    </message>
    <message>
        <source>A turn without a placement moves the marker one point toward you; at the end its points count for the player on whose side it stands. Reverse the white stone by a jump alone, without placing a stone.</source>
        <translation>Ein Zug ohne Setzen rückt den Marker einen Punkt zu dir; am Ende zählen seine Punkte für den Spieler, auf dessen Seite er steht. Drehe den weißen Stein allein durch einen Sprung um, ohne einen Stein zu setzen.</translation>
    </message>
    <message>
        <source>A stone may jump over several of your stones in a row.</source>
        <translation>Ein Stein darf über mehrere deiner Steine in einer Reihe springen.</translation>
    </message>
    <message>
        <source>A turn with neither placement nor movement is a complete pass, and it moves the marker too. When both players pass completely in a row, the game ends and is counted. Placing in your own area gains nothing here: pass.</source>
        <translation>Ein Zug ohne Setzen und ohne Bewegung ist ein vollständiges Passen, und auch er rückt den Marker. Passen beide Spieler nacheinander vollständig, endet die Partie und wird gezählt. In deinem eigenen Gebiet zu setzen bringt hier nichts: Passe.</translation>
    </message>
    <message>
        <source>Done without placing or moving is a complete pass.</source>
        <translation>Fertig ohne Setzen und ohne Bewegen ist ein vollständiges Passen.</translation>
    </message>
    <message>
        <source>At the end each player counts the stones on the board, the empty cells only their stones surround, and the marker&apos;s points. You are a point behind: reverse the white stone inside your area to get ahead.</source>
        <translation>Am Ende zählt jeder Spieler seine Steine auf dem Brett, die freien Felder, die nur seine Steine umschließen, und die Punkte des Markers. Du liegst einen Punkt zurück: Drehe den weißen Stein in deinem Gebiet um, um in Führung zu gehen.</translation>
    </message>
    <message>
        <source>Take the white stone&apos;s last liberty, in the corner.</source>
        <translation>Nimm dem weißen Stein seine letzte Freiheit, in der Ecke.</translation>
    </message>
    <message>
        <source>Stoical Go is Go with another rule instead of ko: stones and chains are captured as in Go. Capture the marked stone.</source>
        <translation>Stoisches Go ist Go mit einer anderen Regel anstelle des Ko: Steine und Ketten werden wie beim Go geschlagen. Schlag den markierten Stein.</translation>
    </message>
    <message>
        <source>Fill the white stone&apos;s last liberty.</source>
        <translation>Besetze die letzte Freiheit des weißen Steins.</translation>
    </message>
    <message>
        <source>Stoical Go has no ko rule. Instead, right after a capture the other side may not capture at all: take the ko, and see White refused.</source>
        <translation>Stoisches Go hat keine Ko-Regel. Stattdessen darf die andere Seite direkt nach einem Schlagen überhaupt nicht schlagen: Nimm das Ko und sieh, wie Weiß abgewiesen wird.</translation>
    </message>
    <message>
        <source>Use the rule: your capture puts the marked chain in atari, and White may not save it by capturing your stone at once. Capture in two moves.</source>
        <translation>Nutze die Regel: Dein Schlagen setzt die markierte Kette ins Atari, und Weiß darf sie nicht retten, indem es sofort deinen Stein schlägt. Schlag in zwei Zügen.</translation>
    </message>
    <message>
        <source>Take the lone white stone: the point that captures it also takes a liberty of the corner chain.</source>
        <translation>Nimm den einzelnen weißen Stein: Der Punkt, der ihn schlägt, nimmt auch der Kette in der Ecke eine Freiheit.</translation>
    </message>
    <message>
        <source>A move that brings back the board as it was after one of your own earlier moves ends the game at once, a draw. So end the fight: connect your marked stone.</source>
        <translation>Ein Zug, der das Brett wiederherstellt, wie es nach einem deiner früheren Züge war, beendet die Partie sofort mit einem Unentschieden. Also beende den Kampf: Verbinde deinen markierten Stein.</translation>
    </message>
    <message>
        <source>Your stone&apos;s last liberty joins it to your other stones.</source>
        <translation>Die letzte Freiheit deines Steins verbindet ihn mit deinen anderen Steinen.</translation>
    </message>
    <message>
        <source>With the snapback option, a capture right after a capture is allowed if it takes more stones. Throw a stone in: if White takes it, take back six.</source>
        <translation>Mit der Mausefallen-Ausnahme ist ein Schlagen direkt nach einem Schlagen erlaubt, wenn es mehr Steine nimmt. Wirf einen Stein ein: Schlägt Weiß ihn, schlägst du sechs zurück.</translation>
    </message>
    <message>
        <source>Play inside White&apos;s eye, where your stone is in atari but so is White.</source>
        <translation>Setz in das Auge von Weiß, wo dein Stein im Atari steht, Weiß aber auch.</translation>
    </message>
    <message>
        <source>Suicide is forbidden, as in Go: a stone without liberties may only be placed if it captures. Here it does: take the two white stones.</source>
        <translation>Selbstmord ist verboten wie beim Go: Ein Stein ohne Freiheit darf nur gesetzt werden, wenn er schlägt. Hier schlägt er: Nimm die beiden weißen Steine.</translation>
    </message>
    <message>
        <source>Stoical Go counts by area: your stones and the empty points only you surround, plus komi for White. Take the last neutral point to win.</source>
        <translation>Stoisches Go zählt nach Fläche: deine Steine und die leeren Punkte, die nur du umschließt, dazu Komi für Weiß. Besetze den letzten neutralen Punkt, um zu gewinnen.</translation>
    </message>
    <message>
        <source>With the stone counting option only the stones on the board count: a stone in your own territory gains one point, a capture two. Find the capture.</source>
        <translation>Mit der Steinzählung zählen nur die Steine auf dem Brett: Ein Stein in deinem eigenen Gebiet bringt einen Punkt, ein Schlagen zwei. Finde das Schlagen.</translation>
    </message>
    <message>
        <source>Liberties</source>
        <translation>Freiheiten</translation>
    </message>
    <message>
        <source>Capture</source>
        <translation>Schlagen</translation>
    </message>
    <message>
        <source>Chains</source>
        <translation>Ketten</translation>
    </message>
    <message>
        <source>Atari and escape</source>
        <translation>Atari und Flucht</translation>
    </message>
    <message>
        <source>No suicide</source>
        <translation>Kein Selbstmord</translation>
    </message>
    <message>
        <source>Ko</source>
        <translation>Ko</translation>
    </message>
    <message>
        <source>Two eyes</source>
        <translation>Zwei Augen</translation>
    </message>
    <message>
        <source>Counting area</source>
        <translation>Fläche zählen</translation>
    </message>
    <message>
        <source>Seki</source>
        <translation>Seki</translation>
    </message>
    <message>
        <source>The last neutral point</source>
        <translation>Der letzte neutrale Punkt</translation>
    </message>
    <message>
        <source>Counting territory</source>
        <translation>Gebiet zählen</translation>
    </message>
    <message>
        <source>Counting stones</source>
        <translation>Steine zählen</translation>
    </message>
    <message>
        <source>The first capture wins</source>
        <translation>Das erste Schlagen gewinnt</translation>
    </message>
    <message>
        <source>Whoever captures first — a single stone is enough — wins at once. There is no ko rule. If both players pass before any capture, whoever has more stones on the board wins; equal is a draw.</source>
        <translation>Wer zuerst schlägt – ein einzelner Stein genügt –, gewinnt sofort. Es gibt keine Ko-Regel. Passen beide Spieler vor dem ersten Schlagen, gewinnt, wer mehr Steine auf dem Brett hat; bei Gleichstand ist es unentschieden.</translation>
    </message>
    <message>
        <source>the first capture wins</source>
        <translation>das erste Schlagen gewinnt</translation>
    </message>
    <message>
        <source>The stoical restriction</source>
        <translation>Die stoische Einschränkung</translation>
    </message>
    <message>
        <source>There is no ko rule. Instead, a move that captures is illegal if the opponent&apos;s previous move captured. A pass captures nothing, so it lifts the restriction. Here Black captures, so White&apos;s next move may not capture.</source>
        <translation>Es gibt keine Ko-Regel. Stattdessen ist ein schlagender Zug verboten, wenn der vorige Zug des Gegners geschlagen hat. Passen schlägt nichts, also hebt es die Einschränkung auf. Hier schlägt Schwarz, also darf der nächste Zug von Weiß nicht schlagen.</translation>
    </message>
    <message>
        <source>If the position after your move is the same as after one of your earlier moves, the game ends at once: a draw (or, with the option, the repeating player loses).</source>
        <translation>Ist die Stellung nach deinem Zug dieselbe wie nach einem deiner früheren Züge, endet die Partie sofort: unentschieden (oder, mit der Option, verliert, wer wiederholt).</translation>
    </message>
    <message>
        <source>Escape from atari</source>
        <translation>Flucht aus dem Atari</translation>
    </message>
    <message>
        <source>The ladder</source>
        <translation>Die Treppe</translation>
    </message>
    <message>
        <source>Double atari</source>
        <translation>Doppelatari</translation>
    </message>
    <message>
        <source>The cut</source>
        <translation>Der Schnitt</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Verbinden</translation>
    </message>
    <message>
        <source>Capture before you save</source>
        <translation>Erst schlagen, dann retten</translation>
    </message>
    <message>
        <source>Capture as in Go</source>
        <translation>Schlagen wie im Go</translation>
    </message>
    <message>
        <source>No capture after a capture</source>
        <translation>Kein Schlagen nach einem Schlagen</translation>
    </message>
    <message>
        <source>Using the restriction</source>
        <translation>Die Einschränkung nutzen</translation>
    </message>
    <message>
        <source>Repetition ends the game</source>
        <translation>Wiederholung beendet die Partie</translation>
    </message>
    <message>
        <source>The snapback option</source>
        <translation>Die Mausefallen-Ausnahme</translation>
    </message>
    <message>
        <source>Any distance</source>
        <translation>Jede Entfernung</translation>
    </message>
    <message>
        <source>Slide to a stop</source>
        <translation>Gleiten bis zum Halt</translation>
    </message>
    <message>
        <source>White&apos;s chains first</source>
        <translation>Erst die Ketten von Weiß</translation>
    </message>
    <message>
        <source>Chains torn apart</source>
        <translation>Zerrissene Ketten</translation>
    </message>
    <message>
        <source>Holes and liberties</source>
        <translation>Löcher und Freiheiten</translation>
    </message>
    <message>
        <source>Reversal</source>
        <translation>Umdrehen</translation>
    </message>
    <message>
        <source>Jumps</source>
        <translation>Sprünge</translation>
    </message>
    <message>
        <source>Each group once</source>
        <translation>Jede Gruppe einmal</translation>
    </message>
    <message>
        <source>A touched group stays</source>
        <translation>Eine berührte Gruppe bleibt stehen</translation>
    </message>
    <message>
        <source>Reversed stones join</source>
        <translation>Umgedrehte Steine gehören dazu</translation>
    </message>
    <message>
        <source>The rosette</source>
        <translation>Die Rosette</translation>
    </message>
    <message>
        <source>The marker</source>
        <translation>Der Marker</translation>
    </message>
    <message>
        <source>The complete pass</source>
        <translation>Das vollständige Passen</translation>
    </message>
    <message>
        <source>The count</source>
        <translation>Die Zählung</translation>
    </message>
    <message>
        <source>No check</source>
        <translation>Kein Schach</translation>
    </message>
    <message>
        <source>Take the king first</source>
        <translation>Den König zuerst schlagen</translation>
    </message>
    <message>
        <source>The field</source>
        <translation>Das Magnetfeld</translation>
    </message>
    <message>
        <source>Your pieces are pushed</source>
        <translation>Eigene Figuren werden abgestoßen</translation>
    </message>
    <message>
        <source>Kings block</source>
        <translation>Könige blockieren</translation>
    </message>
    <message>
        <source>Slides stop</source>
        <translation>Gleiten hält an</translation>
    </message>
    <message>
        <source>Magnetic promotion</source>
        <translation>Magnetische Umwandlung</translation>
    </message>
    <message>
        <source>Promotion</source>
        <translation>Umwandlung</translation>
    </message>
    <message>
        <source>Double steps</source>
        <translation>Doppelschritte</translation>
    </message>
    <message>
        <source>Castling</source>
        <translation>Rochade</translation>
    </message>
    <message>
        <source>Open the line</source>
        <translation>Die Linie öffnen</translation>
    </message>
    <message>
        <source>Custom codes</source>
        <translation>Eigene Codes</translation>
    </message>
    <message>
        <source>Not a regular file (a folder, a device or a pipe): only a regular file is ever replaced</source>
        <translation>Keine gewöhnliche Datei (ein Ordner, ein Gerät oder eine Pipe): ersetzt wird nur eine gewöhnliche Datei</translation>
    </message>
    <message>
        <source>Ladder</source>
        <translation>Treppe</translation>
    </message>
    <message>
        <source>Chase the stones in atari after atari to the edge.</source>
        <translation>Jage die Steine Atari um Atari bis an den Rand.</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Netz</translation>
    </message>
    <message>
        <source>Close the stones in from a distance so that they cannot run.</source>
        <translation>Schließe die Steine aus der Entfernung ein, damit sie nicht fliehen können.</translation>
    </message>
    <message>
        <source>Snapback</source>
        <translation>Mausefalle</translation>
    </message>
    <message>
        <source>Give a stone: the capture leaves the capturers in atari.</source>
        <translation>Gib einen Stein: Wer ihn schlägt, steht danach selbst im Atari.</translation>
    </message>
    <message>
        <source>Throw-in</source>
        <translation>Einwurf</translation>
    </message>
    <message>
        <source>Play inside the opponent&apos;s shape to take away a liberty or an eye.</source>
        <translation>Spiele in die Form des Gegners, um ihr eine Freiheit oder ein Auge zu nehmen.</translation>
    </message>
    <message>
        <source>Connect and die</source>
        <translation>Verbinden und sterben</translation>
    </message>
    <message>
        <source>The stones can connect, but the connected chain is short of liberties.</source>
        <translation>Die Steine können sich verbinden, aber der verbundenen Kette fehlen Freiheiten.</translation>
    </message>
    <message>
        <source>Capturing race</source>
        <translation>Semeai</translation>
    </message>
    <message>
        <source>Two chains without eyes: count the liberties and take the race.</source>
        <translation>Zwei Ketten ohne Augen: Zähle die Freiheiten und gewinne das Rennen.</translation>
    </message>
    <message>
        <source>Eye shape</source>
        <translation>Augenform</translation>
    </message>
    <message>
        <source>Make two eyes, or take the vital point so that there is only one.</source>
        <translation>Bilde zwei Augen, oder besetze den vitalen Punkt, damit es nur eines gibt.</translation>
    </message>
    <message>
        <source>Neither side can approach: both live without two eyes.</source>
        <translation>Keine Seite kann sich nähern: Beide leben ohne zwei Augen.</translation>
    </message>
    <message>
        <source>Take the last liberties, or run and connect before they are gone.</source>
        <translation>Nimm die letzten Freiheiten, oder flieh und verbinde, bevor sie fort sind.</translation>
    </message>
    <message>
        <source>One stone threatens two chains at once.</source>
        <translation>Ein Stein bedroht zwei Ketten auf einmal.</translation>
    </message>
    <message>
        <source>Cut and connect</source>
        <translation>Schneiden und verbinden</translation>
    </message>
    <message>
        <source>Cut the stones apart, or hold them together.</source>
        <translation>Trenne die Steine, oder halte sie zusammen.</translation>
    </message>
    <message>
        <source>The barred retake</source>
        <translation>Das verbotene Zurückschlagen</translation>
    </message>
    <message>
        <source>Stoical Go: right after a capture the other side may not capture.</source>
        <translation>Stoisches Go: Direkt nach einem Schlagen darf die andere Seite nicht schlagen.</translation>
    </message>
    <message>
        <source>The magnet&apos;s pull</source>
        <translation>Der Zug des Magneten</translation>
    </message>
    <message>
        <source>Magnetgo: a new stone pulls the nearest enemy stones up against it.</source>
        <translation>Magnetgo: Ein neuer Stein zieht die nächsten gegnerischen Steine an sich heran.</translation>
    </message>
    <message>
        <source>The magnet&apos;s push</source>
        <translation>Der Stoß des Magneten</translation>
    </message>
    <message>
        <source>Magnetgo: a new stone pushes the nearest stones of its own colour away.</source>
        <translation>Magnetgo: Ein neuer Stein stößt die nächsten Steine seiner eigenen Farbe ab.</translation>
    </message>
    <message>
        <source>Enclose stones so that they turn over to your colour.</source>
        <translation>Schließe Steine ein, sodass sie sich zu deiner Farbe umdrehen.</translation>
    </message>
    <message>
        <source>Rosette</source>
        <translation>Rosette</translation>
    </message>
    <message>
        <source>Close a ring of six round a cell.</source>
        <translation>Schließe einen Ring aus sechs Steinen um ein Feld.</translation>
    </message>
    <message>
        <source>Jump</source>
        <translation>Sprung</translation>
    </message>
    <message>
        <source>Move a group across the board instead of placing a stone.</source>
        <translation>Bewege eine Gruppe über das Brett, statt einen Stein zu setzen.</translation>
    </message>
    <message>
        <source>Play the turn that puts you ahead in the count.</source>
        <translation>Spiele den Zug, der dich in der Zählung nach vorn bringt.</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Verteidigung</translation>
    </message>
    <message>
        <source>Keep your stones from being reversed on the next turn.</source>
        <translation>Bewahre deine Steine davor, im nächsten Zug umgedreht zu werden.</translation>
    </message>
    <message>
        <source>The field pulls</source>
        <translation>Das Feld zieht</translation>
    </message>
    <message>
        <source>A move&apos;s field pulls a piece where it can be taken or where it helps.</source>
        <translation>Das Feld eines Zuges zieht eine Figur dorthin, wo sie geschlagen werden kann oder wo sie hilft.</translation>
    </message>
    <message>
        <source>The field pushes</source>
        <translation>Das Feld stößt</translation>
    </message>
    <message>
        <source>A move&apos;s field pushes a piece away: off its defence or into the open.</source>
        <translation>Das Feld eines Zuges stößt eine Figur fort: weg von ihrer Deckung oder ins Freie.</translation>
    </message>
    <message>
        <source>Promotion by the field</source>
        <translation>Umwandlung durch das Feld</translation>
    </message>
    <message>
        <source>The field carries a pawn to the last rank.</source>
        <translation>Das Feld trägt einen Bauern auf die letzte Reihe.</translation>
    </message>
    <message>
        <source>Fork</source>
        <translation>Gabel</translation>
    </message>
    <message>
        <source>One piece attacks two at once.</source>
        <translation>Eine Figur greift zwei auf einmal an.</translation>
    </message>
    <message>
        <source>King hunt</source>
        <translation>Königsjagd</translation>
    </message>
    <message>
        <source>The king is the piece to take: chase it down.</source>
        <translation>Der König ist die Figur, die zu schlagen ist: Jage ihn.</translation>
    </message>
    <message>
        <source>Loose piece</source>
        <translation>Ungedeckte Figur</translation>
    </message>
    <message>
        <source>Take a piece that nothing defends, and keep it.</source>
        <translation>Schlage eine Figur, die nichts deckt, und behalte sie.</translation>
    </message>
    <message>
        <source>White king</source>
        <translation>Weißer König</translation>
    </message>
    <message>
        <source>White queen</source>
        <translation>Weiße Dame</translation>
    </message>
    <message>
        <source>White rook</source>
        <translation>Weißer Turm</translation>
    </message>
    <message>
        <source>White bishop</source>
        <translation>Weißer Läufer</translation>
    </message>
    <message>
        <source>White knight</source>
        <translation>Weißer Springer</translation>
    </message>
    <message>
        <source>White pawn</source>
        <translation>Weißer Bauer</translation>
    </message>
    <message>
        <source>Black king</source>
        <translation>Schwarzer König</translation>
    </message>
    <message>
        <source>Black queen</source>
        <translation>Schwarze Dame</translation>
    </message>
    <message>
        <source>Black rook</source>
        <translation>Schwarzer Turm</translation>
    </message>
    <message>
        <source>Black bishop</source>
        <translation>Schwarzer Läufer</translation>
    </message>
    <message>
        <source>Black knight</source>
        <translation>Schwarzer Springer</translation>
    </message>
    <message>
        <source>Black pawn</source>
        <translation>Schwarzer Bauer</translation>
    </message>
    <message>
        <source>White may castle short</source>
        <translation>Weiß darf kurz rochieren</translation>
    </message>
    <message>
        <source>White may castle long</source>
        <translation>Weiß darf lang rochieren</translation>
    </message>
    <message>
        <source>Black may castle short</source>
        <translation>Schwarz darf kurz rochieren</translation>
    </message>
    <message>
        <source>Black may castle long</source>
        <translation>Schwarz darf lang rochieren</translation>
    </message>
    <message>
        <source>White has no king</source>
        <translation>Weiß hat keinen König</translation>
    </message>
    <message>
        <source>Black has no king</source>
        <translation>Schwarz hat keinen König</translation>
    </message>
    <message>
        <source>White could take the black king at once</source>
        <translation>Weiß könnte den schwarzen König sofort schlagen</translation>
    </message>
    <message>
        <source>Black could take the white king at once</source>
        <translation>Schwarz könnte den weißen König sofort schlagen</translation>
    </message>
    <message>
        <source>Castling rights</source>
        <translation>Rochaderechte</translation>
    </message>
    <message>
        <source>Black stone</source>
        <translation>Schwarzer Stein</translation>
    </message>
    <message>
        <source>White stone</source>
        <translation>Weißer Stein</translation>
    </message>
    <message>
        <source>the black chain at {point} has no liberty</source>
        <translation>die schwarze Kette bei {point} hat keine Freiheit</translation>
    </message>
    <message>
        <source>the white chain at {point} has no liberty</source>
        <translation>die weiße Kette bei {point} hat keine Freiheit</translation>
    </message>
    <message>
        <source>Where the marker stands on its track: its points count for Black above 0, for White below 0</source>
        <translation>Wo der Marker auf seiner Leiste steht: über 0 zählen seine Punkte für Schwarz, unter 0 für Weiß</translation>
    </message>
    <message>
        <source>the black group at {cell} has no liberty and no rosette</source>
        <translation>die schwarze Gruppe bei {cell} hat weder Freiheit noch Rosette</translation>
    </message>
    <message>
        <source>the white group at {cell} has no liberty and no rosette</source>
        <translation>die weiße Gruppe bei {cell} hat weder Freiheit noch Rosette</translation>
    </message>
    <message>
        <source>The marker&apos;s track</source>
        <translation>Die Leiste des Markers</translation>
    </message>
    <message>
        <source>{property}[{value}] does not mark points of this board: left out</source>
        <translation>{property}[{value}] markiert keine Punkte dieses Bretts: ausgelassen</translation>
    </message>
    <message>
        <source>this game has nothing to set up beyond its board</source>
        <translation>in diesem Spiel lässt sich über das Brett hinaus nichts aufbauen</translation>
    </message>
    <message>
        <source>Capture (or kill) the marked stones</source>
        <translation>Die markierten Steine schlagen (oder töten)</translation>
    </message>
    <message>
        <source>Save the marked chain</source>
        <translation>Die markierte Kette retten</translation>
    </message>
    <message>
        <source>Make the marked group live</source>
        <translation>Die markierte Gruppe leben lassen</translation>
    </message>
    <message>
        <source>Capture first and win</source>
        <translation>Zuerst schlagen und gewinnen</translation>
    </message>
    <message>
        <source>Make the count yours</source>
        <translation>Die Zählung für sich entscheiden</translation>
    </message>
    <message>
        <source>Win the marked piece</source>
        <translation>Die markierte Figur gewinnen</translation>
    </message>
    <message>
        <source>Take the king</source>
        <translation>Den König schlagen</translation>
    </message>
    <message>
        <source>Bring the marked piece to the marked square</source>
        <translation>Die markierte Figur auf das markierte Feld bringen</translation>
    </message>
    <message>
        <source>Reverse the marked stones</source>
        <translation>Die markierten Steine umdrehen</translation>
    </message>
    <message>
        <source>Save the marked stones</source>
        <translation>Die markierten Steine retten</translation>
    </message>
    <message>
        <source>Make a rosette round the marked cells</source>
        <translation>Eine Rosette um die markierten Felder bilden</translation>
    </message>
    <message>
        <source>Reverse the marked stones without placing</source>
        <translation>Die markierten Steine umdrehen, ohne einen Stein zu setzen</translation>
    </message>
    <message>
        <source>Be ahead in the count</source>
        <translation>In der Zählung vorn liegen</translation>
    </message>
    <message>
        <source>GNU Go was not found, so its reading was not asked (install gnugo for the strictest check).</source>
        <translation>GNU Go wurde nicht gefunden, seine Leseprüfung entfiel daher (installiere gnugo für die strengste Prüfung).</translation>
    </message>
    <message>
        <source>Play the answer from this position first: the problem needs its right line.</source>
        <translation>Spiele zuerst die Lösung von dieser Stellung aus: Die Aufgabe braucht ihre richtige Folge.</translation>
    </message>
    <message>
        <source>This game cannot be set up by hand</source>
        <translation>Dieses Spiel lässt sich nicht von Hand aufstellen</translation>
    </message>
    <message>
        <source>This goal cannot be set for this side in this many moves.</source>
        <translation>Dieses Ziel lässt sich für diese Seite mit so vielen Zügen nicht stellen.</translation>
    </message>
    <message>
        <source>A move of the lines cannot be played: {why}</source>
        <translation>Ein Zug der Folgen lässt sich nicht spielen: {why}</translation>
    </message>
    <message>
        <source>The problem has no right line.</source>
        <translation>Die Aufgabe hat keine richtige Folge.</translation>
    </message>
    <message>
        <source>After {moves} the goal is still to reach: the right line stops too early.</source>
        <translation>Nach {moves} ist das Ziel noch nicht erreicht: Die richtige Folge endet zu früh.</translation>
    </message>
    <message>
        <source>The right line {moves} does not force the goal: the engine finds a defence.</source>
        <translation>Die richtige Folge {moves} erzwingt das Ziel nicht: Das Programm findet eine Verteidigung.</translation>
    </message>
    <message>
        <source>No first move forces the goal.</source>
        <translation>Kein erster Zug erzwingt das Ziel.</translation>
    </message>
    <message>
        <source>A problem needs exactly one answer, and these first moves force the goal: {moves}.</source>
        <translation>Eine Aufgabe braucht genau eine Lösung, und diese ersten Züge erzwingen das Ziel: {moves}.</translation>
    </message>
    <message>
        <source>The wrong try {move} is not wrong: the goal can still be reached after it.</source>
        <translation>Der falsche Versuch {move} ist nicht falsch: Das Ziel ist danach noch erreichbar.</translation>
    </message>
    <message>
        <source>The reply {reply} does not refute the wrong try {move}: {better} does.</source>
        <translation>Die Antwort {reply} widerlegt den falschen Versuch {move} nicht: {better} tut es.</translation>
    </message>
    <message>
        <source>A judge refuses it: {why}</source>
        <translation>Ein Prüfer lehnt sie ab: {why}</translation>
    </message>
    <message>
        <source>the file holds no problem</source>
        <translation>die Datei enthält keine Aufgabe</translation>
    </message>
    <message>
        <source>game {number} is not a problem in magnetdesk&apos;s form ({why})</source>
        <translation>Partie {number} ist keine Aufgabe in der Form von magnetdesk ({why})</translation>
    </message>
    <message>
        <source>{path} is not an SGF collection</source>
        <translation>{path} ist keine SGF-Sammlung</translation>
    </message>
</context>
</TS>
