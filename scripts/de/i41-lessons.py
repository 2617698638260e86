"""German for the texts branch i41-lessons adds or changes (issue 41, part 3); the lead fills
them into the translation files at merge."""

DE = {
    # course window: the opponent's barred move
    "White tries {move}: {why}": "Weiß versucht {move}: {why}",
    "Black tries {move}: {why}": "Schwarz versucht {move}: {why}",
    # Go
    "Ko: a move may not bring back the board as it was before the opponent's last move. When "
    "one stone takes one stone and could be taken straight back the same way, that retake is "
    "forbidden: the other side must play elsewhere first. Take the stone in the ko, and see "
    "White refused.":
        "Ko: Ein Zug darf das Brett nicht so wiederherstellen, wie es vor dem letzten Zug des "
        "Gegners war. Wenn ein Stein einen Stein schlägt und auf dieselbe Weise sofort "
        "zurückgeschlagen werden könnte, ist dieses Zurückschlagen verboten: Die andere Seite "
        "muss zuerst woanders spielen. Schlage den Stein im Ko und sieh, wie Weiß abgewiesen "
        "wird.",
    "Seki: chains that share liberties which neither side can fill without being captured "
    "first both live, without two eyes. The white corner chain has an eye and shares two "
    "liberties with your marked chain: make an eye of your own, and both chains live in seki.":
        "Seki: Ketten mit gemeinsamen Freiheiten, die keine Seite besetzen kann, ohne zuerst "
        "geschlagen zu werden, leben beide, auch ohne zwei Augen. Die weiße Eckkette hat ein "
        "Auge und teilt zwei Freiheiten mit deiner markierten Kette: Mache ein eigenes Auge, "
        "und beide Ketten leben in Seki.",
    "Of the two empty points on the right, take the one that leaves the other surrounded by "
    "your stones only.":
        "Nimm von den zwei leeren Punkten rechts den, der den anderen nur von deinen Steinen "
        "umgeben lässt.",
    # Stoical Go
    "Stoical Go has no ko rule. Instead, right after a capture the other side may not capture "
    "at all: take the ko, and see White refused.":
        "Stoisches Go hat keine Ko-Regel. Stattdessen darf die andere Seite direkt nach einem "
        "Schlagen überhaupt nicht schlagen: Nimm das Ko und sieh, wie Weiß abgewiesen wird.",
    # Magnetgo
    "In Magnetgo a stone you place pushes your own nearest stone on each line away from it, as "
    "far as it can slide. A stone on the white chain's last liberty would push your stone at "
    "C2 away: push another stone onto the liberty instead.":
        "In Magnetgo stößt ein gesetzter Stein deinen nächsten eigenen Stein auf jeder Linie "
        "von sich weg, so weit er gleiten kann. Ein Stein auf der letzten Freiheit der weißen "
        "Kette würde deinen Stein auf C2 wegstoßen: Stoße stattdessen einen anderen Stein auf "
        "die Freiheit.",
    "Place a stone above your stone in column B: it slides down until the white stone stops "
    "it.":
        "Setze einen Stein über deinen Stein in Spalte B: Er gleitet hinunter, bis der weiße "
        "Stein ihn aufhält.",
    "The magnet reaches any distance: the nearest stone on each line moves, however far away "
    "it is. Capture both white stones with one move.":
        "Der Magnet wirkt auf jede Entfernung: Der nächste Stein auf jeder Linie bewegt sich, "
        "wie weit er auch entfernt ist. Schlage beide weißen Steine mit einem Zug.",
    "Fill one white stone's liberty: your stone on C2 is pushed along the row to the other's.":
        "Besetze die Freiheit eines weißen Steins: Dein Stein auf C2 wird die Reihe entlang "
        "zur Freiheit des anderen gestoßen.",
    "A pushed stone slides until the edge or the next stone stops it. Capture the white chain: "
    "slide a stone into the gap between your stones.":
        "Ein gestoßener Stein gleitet, bis der Rand oder der nächste Stein ihn aufhält. "
        "Schlage die weiße Kette: Lass einen Stein in die Lücke zwischen deinen Steinen "
        "gleiten.",
    "Push your stone at B2 along the row: your stone at D2 stops it.":
        "Stoße deinen Stein auf B2 die Reihe entlang: Dein Stein auf D2 hält ihn auf.",
    "A blocking point is not part of the board: a sliding stone stops at it, and the magnet "
    "does not reach across it. Capture both white stones with one move.":
        "Ein Sperrpunkt gehört nicht zum Brett: Ein gleitender Stein hält an ihm an, und der "
        "Magnet wirkt nicht über ihn hinweg. Schlage beide weißen Steine mit einem Zug.",
    "Fill one liberty: the pushed stone stops at the blocking point, on the other.":
        "Besetze eine Freiheit: Der gestoßene Stein hält am Sperrpunkt an, auf der anderen.",
    # Medusa
    "Medusa is played on the light cells; the dark cells are holes where no stone may stand. A "
    "stone's liberties are the empty light cells beside it: the white stone in the corner has "
    "one left. Place your stone on it: a stone without liberties is captured.":
        "Medusa wird auf den hellen Feldern gespielt; die dunklen Felder sind Löcher, auf "
        "denen kein Stein stehen darf. Die Freiheiten eines Steins sind die leeren hellen "
        "Felder neben ihm: Der weiße Stein in der Ecke hat noch eine. Setze deinen Stein "
        "darauf: Ein Stein ohne Freiheiten ist geschlagen.",
    "A turn is a placement, then movements, each of them optional. A group of two or more "
    "stones moves: one stone jumps in a straight line over its own stones to the first empty "
    "cell beyond. Place on one liberty of the white stone, jump onto the other, then Done.":
        "Ein Zug ist ein Setzen, dann Bewegungen, beides freiwillig. Eine Gruppe aus zwei oder "
        "mehr Steinen bewegt sich: Ein Stein springt in gerader Linie über die eigenen Steine "
        "auf das erste leere Feld dahinter. Setze auf eine Freiheit des weißen Steins, springe "
        "auf die andere, dann Fertig.",
    "A turn without a placement moves the marker one point toward you; at the end its points "
    "count for the player on whose side it stands. Reverse the white stone by a jump alone, "
    "without placing a stone.":
        "Ein Zug ohne Setzen rückt den Marker einen Punkt zu dir; am Ende zählen seine Punkte "
        "für den Spieler, auf dessen Seite er steht. Drehe den weißen Stein allein durch einen "
        "Sprung um, ohne einen Stein zu setzen.",
    # Magnetic Chess
    "Castling ignores attacks (there is no check): you may castle though the black rook "
    "attacks your king. Its field comes from the rook's new square; a king's own move emits "
    "nothing. Pull the black rook to e1.":
        "Die Rochade kümmert sich nicht um Angriffe (es gibt kein Schach): Du darfst rochieren, "
        "obwohl der schwarze Turm deinen König angreift. Ihr Feld geht vom neuen Feld des "
        "Turms aus; ein Zug des Königs selbst sendet nichts aus. Zieh den schwarzen Turm "
        "nach e1.",
    "Castle short: your rook on f1 pulls along the first rank, which your king has left.":
        "Rochiere kurz: Dein Turm auf f1 zieht entlang der ersten Reihe, die dein König "
        "verlassen hat.",
}
