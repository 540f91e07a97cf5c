<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>BoardAccessible</name>
    <message>
        <source>blocked</source>
        <translation>gesperrt</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>ausgewählt</translation>
    </message>
    <message>
        <source>clone target</source>
        <translation>Ziel zum Klonen</translation>
    </message>
    <message>
        <source>jump target</source>
        <translation>Ziel zum Springen</translation>
    </message>
    <message>
        <source>last move</source>
        <translation>letzter Zug</translation>
    </message>
    <message>
        <source>left by the last move</source>
        <translation>vom letzten Zug verlassen</translation>
    </message>
    <message>
        <source>taken by the last move</source>
        <translation>vom letzten Zug übernommen</translation>
    </message>
    <message>
        <source>the hint&apos;s move goes here</source>
        <translation>der Zug des Tipps führt hierher</translation>
    </message>
    <message>
        <source>the hint&apos;s move jumps from here</source>
        <translation>der Zug des Tipps springt von hier</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>Arrow keys move between the cells; Enter or Space changes the cell with the chosen tool.</source>
        <translation>Die Pfeiltasten wechseln zwischen den Feldern; Eingabe oder Leertaste ändert das Feld mit dem gewählten Werkzeug.</translation>
    </message>
    <message>
        <source>Arrow keys move between the cells; Enter or Space selects a piece and plays.</source>
        <translation>Die Pfeiltasten wechseln zwischen den Feldern; Eingabe oder Leertaste wählt einen Stein und zieht.</translation>
    </message>
    <message>
        <source>No piece selected.</source>
        <translation>Kein Stein ausgewählt.</translation>
    </message>
    <message>
        <source>%1 selected.</source>
        <translation>%1 ausgewählt.</translation>
    </message>
    <message>
        <source>Clones to %1.</source>
        <translation>Klont nach %1.</translation>
    </message>
    <message>
        <source>Jumps to %1.</source>
        <translation>Springt nach %1.</translation>
    </message>
    <message>
        <source>It cannot move.</source>
        <translation>Er kann nicht ziehen.</translation>
    </message>
</context>
<context>
    <name>BoardFamilies</name>
    <message>
        <source>7×7</source>
        <translation>7×7</translation>
    </message>
    <message>
        <source>7×7 with blocked cells</source>
        <translation>7×7 mit gesperrten Feldern</translation>
    </message>
    <message>
        <source>Smaller rectangles (such as 5×5)</source>
        <translation>Kleinere Rechtecke (etwa 5×5)</translation>
    </message>
    <message>
        <source>Larger rectangles (such as 9×9)</source>
        <translation>Größere Rechtecke (etwa 9×9)</translation>
    </message>
    <message>
        <source>Hexxagon and hexagons up to side 5</source>
        <translation>Hexxagon und Sechsecke bis Seite 5</translation>
    </message>
    <message>
        <source>Hexagons of side 6 and 7</source>
        <translation>Sechsecke mit Seite 6 und 7</translation>
    </message>
    <message>
        <source>5×5</source>
        <translation>5×5</translation>
    </message>
    <message>
        <source>9×9</source>
        <translation>9×9</translation>
    </message>
    <message>
        <source>Hexxagon</source>
        <translation>Hexxagon</translation>
    </message>
    <message>
        <source>the hexagon of side 6</source>
        <translation>das Sechseck mit Seite 6</translation>
    </message>
</context>
<context>
    <name>BoardLayout</name>
    <message>
        <source>Black needs at least one piece.</source>
        <translation>Schwarz braucht mindestens einen Stein.</translation>
    </message>
    <message>
        <source>White needs at least one piece.</source>
        <translation>Weiß braucht mindestens einen Stein.</translation>
    </message>
    <message>
        <source>A piece stands on a blocked cell: %1.</source>
        <translation>Ein Stein steht auf einem gesperrten Feld: %1.</translation>
    </message>
    <message>
        <source>A cell holds pieces of both sides: %1.</source>
        <translation>Ein Feld enthält Steine beider Seiten: %1.</translation>
    </message>
    <message>
        <source>The game would be over before the first move.</source>
        <translation>Das Spiel wäre schon vor dem ersten Zug zu Ende.</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) can never be reached by any piece: %1.</source>
        <translation>
            <numerusform>%n Feld kann von keinem Stein je erreicht werden: %1.</numerusform>
            <numerusform>%n Felder können von keinem Stein je erreicht werden: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Left–right mirror</source>
        <translation>Spiegelung links–rechts</translation>
    </message>
    <message>
        <source>Top–bottom mirror</source>
        <translation>Spiegelung oben–unten</translation>
    </message>
    <message>
        <source>Four-way mirror</source>
        <translation>Vierfache Spiegelung</translation>
    </message>
    <message>
        <source>Point symmetry (half turn)</source>
        <translation>Punktsymmetrie (halbe Drehung)</translation>
    </message>
    <message>
        <source>Three-fold rotation</source>
        <translation>Dreifache Drehung</translation>
    </message>
    <message>
        <source>Six-fold rotation</source>
        <translation>Sechsfache Drehung</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
</context>
<context>
    <name>BoardPresets</name>
    <message>
        <source>Classic 7×7</source>
        <translation>Klassisch 7×7</translation>
    </message>
    <message>
        <source>Four pillars</source>
        <translation>Vier Säulen</translation>
    </message>
    <message>
        <source>Cross</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>Saltire</source>
        <translation>Andreaskreuz</translation>
    </message>
    <message>
        <source>Four rooms</source>
        <translation>Vier Zimmer</translation>
    </message>
    <message>
        <source>Lattice</source>
        <translation>Gitterwerk</translation>
    </message>
    <message>
        <source>Corner guards</source>
        <translation>Eckwächter</translation>
    </message>
    <message>
        <source>Wide pillars</source>
        <translation>Weite Säulen</translation>
    </message>
    <message>
        <source>Centre bar</source>
        <translation>Mittelbalken</translation>
    </message>
    <message>
        <source>Four gates</source>
        <translation>Vier Tore</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>Raster</translation>
    </message>
    <message>
        <source>Two walls</source>
        <translation>Zwei Mauern</translation>
    </message>
    <message>
        <source>Islands</source>
        <translation>Inseln</translation>
    </message>
    <message>
        <source>Side posts</source>
        <translation>Seitenpfosten</translation>
    </message>
    <message>
        <source>Compass</source>
        <translation>Kompass</translation>
    </message>
    <message>
        <source>Diagonals</source>
        <translation>Diagonalen</translation>
    </message>
    <message>
        <source>Goals</source>
        <translation>Fußballtore</translation>
    </message>
    <message>
        <source>Hexxagon without holes</source>
        <translation>Hexxagon ohne Löcher</translation>
    </message>
    <message>
        <source>Hexxagon with a ring of six holes</source>
        <translation>Hexxagon mit einem Ring aus sechs Löchern</translation>
    </message>
    <message>
        <source>Hexxagon with a star of six holes</source>
        <translation>Hexxagon mit einem Stern aus sechs Löchern</translation>
    </message>
    <message>
        <source>Hexxagon with a hole in the centre</source>
        <translation>Hexxagon mit einem Loch in der Mitte</translation>
    </message>
    <message>
        <source>Small hexagon (side 4)</source>
        <translation>Kleines Sechseck (Seite 4)</translation>
    </message>
    <message>
        <source>Large hexagon (side 6)</source>
        <translation>Großes Sechseck (Seite 6)</translation>
    </message>
    <message>
        <source>Largest hexagon (side 7) with three holes</source>
        <translation>Größtes Sechseck (Seite 7) mit drei Löchern</translation>
    </message>
    <message>
        <source>5×5</source>
        <translation>5×5</translation>
    </message>
    <message>
        <source>6×6</source>
        <translation>6×6</translation>
    </message>
    <message>
        <source>8×8</source>
        <translation>8×8</translation>
    </message>
    <message>
        <source>9×9</source>
        <translation>9×9</translation>
    </message>
    <message>
        <source>11×11</source>
        <translation>11×11</translation>
    </message>
    <message>
        <source>7×7 with blocked cells</source>
        <translation>7×7 mit gesperrten Feldern</translation>
    </message>
    <message>
        <source>Hexagons</source>
        <translation>Sechsecke</translation>
    </message>
    <message>
        <source>Other sizes</source>
        <translation>Andere Größen</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <source>Hexxagon with three holes</source>
        <translation>Hexxagon mit drei Löchern</translation>
    </message>
</context>
<context>
    <name>BoardTheme</name>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>Colour-blind safe</source>
        <translation>Für Farbenblinde</translation>
    </message>
    <message>
        <source>Follow the system (light or dark)</source>
        <translation>Wie das System (hell oder dunkel)</translation>
    </message>
</context>
<context>
    <name>ClickReason</name>
    <message>
        <source>%1 is blocked: no piece can go there.</source>
        <translation>%1 ist gesperrt: Dort kann kein Stein hin.</translation>
    </message>
    <message>
        <source>%1 is taken by %2, and %3 is to move.</source>
        <translation>%1 ist von %2 besetzt, und %3 ist am Zug.</translation>
    </message>
    <message>
        <source>%1 has no piece to move.</source>
        <translation>%1 hat keinen Stein zum Ziehen.</translation>
    </message>
    <message>
        <source>To jump to %1, first click the piece that jumps, such as %2.</source>
        <translation>Um nach %1 zu springen, klicke zuerst auf den Stein, der springt, etwa %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 is %n cell(s) from %2: a piece moves one or two cells.</source>
        <translation>
            <numerusform>%1 ist %n Feld von %2 entfernt: Ein Stein zieht ein oder zwei Felder.</numerusform>
            <numerusform>%1 ist %n Felder von %2 entfernt: Ein Stein zieht ein oder zwei Felder.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EngineFailure</name>
    <message>
        <source>%1 could not be started (%2).</source>
        <translation>%1 konnte nicht gestartet werden (%2).</translation>
    </message>
    <message>
        <source>%1 did not answer as a UAI engine.</source>
        <translation>%1 hat nicht wie eine UAI-Engine geantwortet.</translation>
    </message>
    <message>
        <source>%1 stopped running (%2).</source>
        <translation>%1 läuft nicht mehr (%2).</translation>
    </message>
    <message>
        <source>%1 gave no move in time.</source>
        <translation>%1 hat nicht rechtzeitig gezogen.</translation>
    </message>
    <message>
        <source>%1 cannot play this board (%2).</source>
        <translation>%1 kann auf diesem Brett nicht spielen (%2).</translation>
    </message>
    <message>
        <source>%1 gave no move.</source>
        <translation>%1 hat keinen Zug geliefert.</translation>
    </message>
    <message>
        <source>%1 played an illegal move (%2).</source>
        <translation>%1 hat einen regelwidrigen Zug gespielt (%2).</translation>
    </message>
    <message>
        <source>It wrote:</source>
        <translation>Sie schrieb:</translation>
    </message>
</context>
<context>
    <name>ExplanationText</name>
    <message>
        <source>%1 ends the game, and %2 loses; %3 still wins.</source>
        <translation>%1 beendet das Spiel, und %2 verliert; %3 gewinnt noch.</translation>
    </message>
    <message>
        <source>%1 ends the game, and %2 loses; %3 keeps the game open.</source>
        <translation>%1 beendet das Spiel, und %2 verliert; %3 hält das Spiel offen.</translation>
    </message>
    <message>
        <source>%1 ends the game, and %2 loses; %3 holds out longer.</source>
        <translation>%1 beendet das Spiel, und %2 verliert; %3 hält länger stand.</translation>
    </message>
    <message numerus="yes">
        <source>%1 loses by force in %n move(s); %2 still wins.</source>
        <translation>
            <numerusform>%1 verliert forciert in %n Zug; %2 gewinnt noch.</numerusform>
            <numerusform>%1 verliert forciert in %n Zügen; %2 gewinnt noch.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 loses by force in %n move(s); %2 keeps the game open.</source>
        <translation>
            <numerusform>%1 verliert forciert in %n Zug; %2 hält das Spiel offen.</numerusform>
            <numerusform>%1 verliert forciert in %n Zügen; %2 hält das Spiel offen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 loses by force in %n move(s); %2 holds out longer.</source>
        <translation>
            <numerusform>%1 verliert forciert in %n Zug; %2 hält länger stand.</numerusform>
            <numerusform>%1 verliert forciert in %n Zügen; %2 hält länger stand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins by force in %n move(s); %2 lets the win slip.</source>
        <translation>
            <numerusform>%1 gewinnt forciert in %n Zug; %2 verschenkt den Sieg.</numerusform>
            <numerusform>%1 gewinnt forciert in %n Zügen; %2 verschenkt den Sieg.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The jump from %1 leaves a hole: %2&apos;s %3 lands in it and takes %n piece(s).</source>
        <translation>
            <numerusform>Der Sprung von %1 hinterlässt ein Loch: %2 zieht mit %3 hinein und übernimmt %n Stein.</numerusform>
            <numerusform>Der Sprung von %1 hinterlässt ein Loch: %2 zieht mit %3 hinein und übernimmt %n Steine.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %1, %2&apos;s %3 takes %n piece(s) and %4 must pass.</source>
        <translation>
            <numerusform>Nach %1 übernimmt %2 mit %3 %n Stein, und %4 muss passen.</numerusform>
            <numerusform>Nach %1 übernimmt %2 mit %3 %n Steine, und %4 muss passen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s reply %2 takes %n piece(s).</source>
        <translation>
            <numerusform>%1 antwortet mit %2 und übernimmt %n Stein.</numerusform>
            <numerusform>%1 antwortet mit %2 und übernimmt %n Steine.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %1, %2&apos;s %3 takes %n piece(s) and the jump leaves no hole.</source>
        <translation>
            <numerusform>Nach %1 übernimmt %2 mit %3 %n Stein, und der Sprung hinterlässt kein Loch.</numerusform>
            <numerusform>Nach %1 übernimmt %2 mit %3 %n Steine, und der Sprung hinterlässt kein Loch.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %1, %2&apos;s %3 takes %n piece(s).</source>
        <translation>
            <numerusform>Nach %1 übernimmt %2 mit %3 %n Stein.</numerusform>
            <numerusform>Nach %1 übernimmt %2 mit %3 %n Steine.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 leaves %4 open: %2&apos;s %3 takes %n piece(s) and the jump leaves no hole.</source>
        <translation>
            <numerusform>%1 lässt %4 offen: %2 übernimmt mit %3 %n Stein, und der Sprung hinterlässt kein Loch.</numerusform>
            <numerusform>%1 lässt %4 offen: %2 übernimmt mit %3 %n Steine, und der Sprung hinterlässt kein Loch.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 leaves %4 open: %2&apos;s %3 takes %n piece(s).</source>
        <translation>
            <numerusform>%1 lässt %4 offen: %2 übernimmt mit %3 %n Stein.</numerusform>
            <numerusform>%1 lässt %4 offen: %2 übernimmt mit %3 %n Steine.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 instead leaves no hole.</source>
        <translation>%1 hätte dagegen kein Loch hinterlassen.</translation>
    </message>
    <message numerus="yes">
        <source>%1 instead takes %n piece(s) and leaves no hole.</source>
        <translation>
            <numerusform>%1 hätte dagegen %n Stein übernommen und kein Loch hinterlassen.</numerusform>
            <numerusform>%1 hätte dagegen %n Steine übernommen und kein Loch hinterlassen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 instead takes %n piece(s), %2 none.</source>
        <translation>
            <numerusform>%1 hätte dagegen %n Stein übernommen, %2 keinen.</numerusform>
            <numerusform>%1 hätte dagegen %n Steine übernommen, %2 keinen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 instead takes %n piece(s), %2 only %3.</source>
        <translation>
            <numerusform>%1 hätte dagegen %n Stein übernommen, %2 nur %3.</numerusform>
            <numerusform>%1 hätte dagegen %n Steine übernommen, %2 nur %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n move(s) each, %1 leaves %2 %3, %4 %5; %6 leaves %2 %7, %4 %8.</source>
        <translation>
            <numerusform>Nach je %n Zug steht es nach %1 %2 %3, %4 %5; nach %6 %2 %7, %4 %8.</numerusform>
            <numerusform>Nach je %n Zügen steht es nach %1 %2 %3, %4 %5; nach %6 %2 %7, %4 %8.</numerusform>
        </translation>
    </message>
    <message>
        <source>Both moves leave %1 behind; %2 loses less: %3 against %4.</source>
        <translation>Beide Züge lassen %1 zurück; %2 verliert weniger: %3 gegen %4.</translation>
    </message>
    <message numerus="yes">
        <source>No capture in the next moves sets them apart; searching %n ply(-ies) ahead, the engine finds %1 better by %2 pieces.</source>
        <translation>
            <numerusform>Kein Schlagen in den nächsten Zügen unterscheidet sie; %n Halbzug voraus gerechnet findet die Engine %1 um %2 Steine besser.</numerusform>
            <numerusform>Kein Schlagen in den nächsten Zügen unterscheidet sie; %n Halbzüge voraus gerechnet findet die Engine %1 um %2 Steine besser.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LibraryGame</name>
    <message>
        <source>Hexagon, side %1</source>
        <translation>Sechseck, Seite %1</translation>
    </message>
    <message>
        <source>%1×%2</source>
        <translation>%1×%2</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n blocked cell(s)</source>
        <translation>
            <numerusform>%1, %n gesperrtes Feld</numerusform>
            <numerusform>%1, %n gesperrte Felder</numerusform>
        </translation>
    </message>
    <message>
        <source>7×7</source>
        <translation>7×7</translation>
    </message>
    <message>
        <source>Hexagonal</source>
        <translation>Sechseckig</translation>
    </message>
    <message>
        <source>Other boards</source>
        <translation>Andere Bretter</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>%1 hat gewonnen</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>Nicht beendet</translation>
    </message>
    <message>
        <source>From a file</source>
        <translation>Aus einer Datei</translation>
    </message>
    <message>
        <source>Computers only</source>
        <translation>Nur Computer</translation>
    </message>
    <message>
        <source>A person</source>
        <translation>Ein Mensch</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Watched</source>
        <translation>Zugeschaut</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>Importiert</translation>
    </message>
</context>
<context>
    <name>MoveText</name>
    <message>
        <source>pass</source>
        <translation>passt</translation>
    </message>
    <message>
        <source>%1 cannot move and passes.</source>
        <translation>%1 kann nicht ziehen und passt.</translation>
    </message>
    <message>
        <source>%1 jumps %2 to %3.</source>
        <translation>%1 springt von %2 nach %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 jumps %2 to %3 and takes %n.</source>
        <translation>
            <numerusform>%1 springt von %2 nach %3 und übernimmt %n.</numerusform>
            <numerusform>%1 springt von %2 nach %3 und übernimmt %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 clones to %2.</source>
        <translation>%1 klont nach %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 clones to %2 and takes %n.</source>
        <translation>
            <numerusform>%1 klont nach %2 und übernimmt %n.</numerusform>
            <numerusform>%1 klont nach %2 und übernimmt %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2, %3 %4.</source>
        <translation>%1 %2, %3 %4.</translation>
    </message>
</context>
<context>
    <name>PlayerRatings</name>
    <message>
        <source>%1 ± %2</source>
        <translation>%1 ± %2</translation>
    </message>
    <message>
        <source>7×7 boards</source>
        <translation>7×7-Bretter</translation>
    </message>
    <message>
        <source>Hexagonal boards</source>
        <translation>Sechseckige Bretter</translation>
    </message>
    <message>
        <source>Other boards</source>
        <translation>Andere Bretter</translation>
    </message>
    <message>
        <source>Even game</source>
        <translation>Ausgeglichene Partie</translation>
    </message>
</context>
<context>
    <name>PlayerSetup</name>
    <message>
        <source>Very easy</source>
        <translation>Sehr leicht</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Very hard</source>
        <translation>Sehr schwer</translation>
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
        <source>Computer (%1)</source>
        <translation>Computer (%1)</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer (even, %1)</source>
        <translation>Computer (ausgeglichen, %1)</translation>
    </message>
    <message>
        <source>Computer (even)</source>
        <translation>Computer (ausgeglichen)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A level&apos;s name and its strength in Elo, as measured by matches: &quot;Hard (1850)&quot;; &quot;3000+&quot; above the scale&apos;s top (500 to 3000).</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Computer (%1, %2)</source>
        <extracomment>A computer player&apos;s level and its strength in Elo: &quot;Computer (Hard, 1850)&quot;; &quot;3000+&quot; above the scale&apos;s top (500 to 3000).</extracomment>
        <translation>Computer (%1, %2)</translation>
    </message>
</context>
<context>
    <name>PuzzleSourceText</name>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <source>move %1...</source>
        <translation>Zug %1...</translation>
    </message>
    <message>
        <source>move %1</source>
        <translation>Zug %1</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>%1&apos;s engine “%2” is no longer set up.</source>
        <translation>Die Engine „%2“ von %1 ist nicht mehr eingerichtet.</translation>
    </message>
    <message>
        <source>%1&apos;s player “%2” is not a player.</source>
        <translation>Der Spieler „%2“ von %1 ist kein Spieler.</translation>
    </message>
</context>
<context>
    <name>ataxx::AnalysisBoard</name>
    <message>
        <source>Analysis board: the position you set up.</source>
        <translation>Analysebrett: die Stellung, die du aufgebaut hast.</translation>
    </message>
    <message>
        <source>Save to games library</source>
        <translation>In der Partiensammlung speichern</translation>
    </message>
    <message>
        <source>The analysis could not be kept in the games library.</source>
        <translation>Die Analyse konnte nicht in der Partiensammlung aufbewahrt werden.</translation>
    </message>
    <message>
        <source>The analysis is kept in your games library.</source>
        <translation>Die Analyse wurde in deiner Partiensammlung aufbewahrt.</translation>
    </message>
    <message>
        <source>Back to your game.</source>
        <translation>Zurück zu deiner Partie.</translation>
    </message>
    <message>
        <source>Analysis board: you move both sides. Your game waits.</source>
        <translation>Analysebrett: Du ziehst für beide Seiten. Deine Partie wartet.</translation>
    </message>
</context>
<context>
    <name>ataxx::BoardEditor</name>
    <message>
        <source>&amp;Width:</source>
        <translation>&amp;Breite:</translation>
    </message>
    <message>
        <source>&amp;Height:</source>
        <translation>&amp;Höhe:</translation>
    </message>
    <message>
        <source>S&amp;ide:</source>
        <translation>S&amp;eite:</translation>
    </message>
    <message>
        <source>Sa&amp;ve</source>
        <translation>Sp&amp;eichern</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Click cells to change them with the tool chosen on the right.</source>
        <translation>Klicke auf Felder, um sie mit dem rechts gewählten Werkzeug zu ändern.</translation>
    </message>
    <message>
        <source>Ready-made boards, and the layouts you saved.</source>
        <translation>Fertige Bretter und deine gespeicherten Aufstellungen.</translation>
    </message>
    <message>
        <source>Rectangle</source>
        <translation>Rechteck</translation>
    </message>
    <message>
        <source>Hexagon</source>
        <translation>Sechseck</translation>
    </message>
    <message>
        <source>Cells along each edge of the hexagon.</source>
        <translation>Felder an jeder Kante des Sechsecks.</translation>
    </message>
    <message>
        <source>Shape and size</source>
        <translation>Form und Größe</translation>
    </message>
    <message>
        <source>S&amp;hape:</source>
        <translation>&amp;Form:</translation>
    </message>
    <message>
        <source>Edit the board</source>
        <translation>Brett bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Block or free cells</source>
        <translation>Felder &amp;sperren oder freigeben</translation>
    </message>
    <message>
        <source>Place or remove B&amp;lack pieces</source>
        <translation>Schwar&amp;ze Steine setzen oder entfernen</translation>
    </message>
    <message>
        <source>Place or remove W&amp;hite pieces</source>
        <translation>&amp;Weiße Steine setzen oder entfernen</translation>
    </message>
    <message>
        <source>S&amp;ymmetry:</source>
        <translation>S&amp;ymmetrie:</translation>
    </message>
    <message>
        <source>Each click is repeated on the mirrored or turned cells. A piece carried to the other half of the board goes to the other side, so that the layout stays fair.</source>
        <translation>Jeder Klick wird auf den gespiegelten oder gedrehten Feldern wiederholt. Ein Stein, der in die andere Hälfte des Bretts übertragen wird, wechselt die Seite, damit die Aufstellung fair bleibt.</translation>
    </message>
    <message>
        <source>&amp;Free all cells</source>
        <translation>&amp;Alle Felder freigeben</translation>
    </message>
    <message>
        <source>The layout as a position string (FEN). Paste one to use it.</source>
        <translation>Die Aufstellung als Stellungstext (FEN). Füge einen ein, um ihn zu verwenden.</translation>
    </message>
    <message>
        <source>Your layouts</source>
        <translation>Deine Aufstellungen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Adds this layout to the list of boards, or replaces the one of that name.</source>
        <translation>Fügt diese Aufstellung der Liste der Bretter hinzu oder ersetzt die mit diesem Namen.</translation>
    </message>
    <message>
        <source>Removes the chosen layout of yours from the list.</source>
        <translation>Entfernt die gewählte eigene Aufstellung aus der Liste.</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Brett:</translation>
    </message>
    <message>
        <source>&amp;FEN:</source>
        <translation>&amp;FEN:</translation>
    </message>
    <message>
        <source>Your own layout</source>
        <translation>Eigene Aufstellung</translation>
    </message>
    <message>
        <source>The FEN cannot be read: %1</source>
        <translation>Die FEN kann nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>ataxx::CrosstableModel</name>
    <message>
        <source>%1 against %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>W/D/L</source>
        <translation>S/R/N</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
</context>
<context>
    <name>ataxx::EngineLines</name>
    <message>
        <source>Line %1: %2, depth %3: %4</source>
        <translation>Folge %1: %2, Tiefe %3: %4</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Add this line to the game as a variation</source>
        <translation>Diese Folge als Variante zur Partie hinzufügen</translation>
    </message>
    <message>
        <source>Add line %1 as a variation</source>
        <translation>Folge %1 als Variante hinzufügen</translation>
    </message>
    <message>
        <source>%1 d%2</source>
        <comment>a line&apos;s score and its depth, short</comment>
        <translation>%1 T%2</translation>
    </message>
    <message>
        <source>Line %1: %2, depth %3</source>
        <translation>Folge %1: %2, Tiefe %3</translation>
    </message>
    <message>
        <source>Line %1, move %2: %3</source>
        <translation>Folge %1, Zug %2: %3</translation>
    </message>
    <message>
        <source>Play the line up to this move on the board</source>
        <translation>Die Folge bis zu diesem Zug auf dem Brett spielen</translation>
    </message>
</context>
<context>
    <name>ataxx::EngineOptionsDialog</name>
    <message>
        <source>Options of %1</source>
        <translation>Optionen von %1</translation>
    </message>
    <message>
        <source>(an action for a running engine; not stored)</source>
        <translation>(eine Aktion für eine laufende Engine; wird nicht gespeichert)</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>Vorgabe: %1</translation>
    </message>
    <message>
        <source>This engine declared no options. Check it again in the list of engines if it has some now.</source>
        <translation>Diese Engine gibt keine Optionen an. Prüfen Sie sie in der Liste der Engines erneut, falls sie jetzt welche hat.</translation>
    </message>
    <message>
        <source>The options %1 declared. The values you set are sent to it before each game.</source>
        <translation>Die Optionen, die %1 angibt. Die Werte, die Sie setzen, werden ihr vor jeder Partie geschickt.</translation>
    </message>
</context>
<context>
    <name>ataxx::EngineOutputPanel</name>
    <message>
        <source>Show the best move on the board</source>
        <translation>Den besten Zug auf dem Brett zeigen</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Stop the analysis</source>
        <translation>Die Analyse anhalten</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Nodes/s</source>
        <translation>Knoten/s</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Best line</source>
        <translation>Beste Variante</translation>
    </message>
    <message>
        <source>Depth / selective depth</source>
        <translation>Tiefe / selektive Tiefe</translation>
    </message>
    <message>
        <source>For the side to move, in pieces; #7: wins in 7 moves, #-7: loses in 7 moves</source>
        <translation>Für die Seite am Zug, in Steinen; #7: gewinnt in 7 Zügen, #-7: verliert in 7 Zügen</translation>
    </message>
    <message>
        <source>The principal variation</source>
        <translation>Die Hauptvariante</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>analysing…</source>
        <translation>analysiert…</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>denkt nach…</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins in %n move(s)</source>
        <translation>
            <numerusform>%1 gewinnt in %n Zug</numerusform>
            <numerusform>%1 gewinnt in %n Zügen</numerusform>
        </translation>
    </message>
    <message>
        <source>About even</source>
        <translation>Etwa ausgeglichen</translation>
    </message>
    <message>
        <source>%1 is ahead by %2</source>
        <translation>%1 liegt um %2 vorn</translation>
    </message>
    <message>
        <source>Waiting.</source>
        <translation>Wartet.</translation>
    </message>
    <message>
        <source>%1 %2: %3 (depth %4)</source>
        <translation>%1 %2: %3 (Tiefe %4)</translation>
    </message>
    <message>
        <source>No engine is thinking. Choose a computer for a side in the toolbar, or Analyse.</source>
        <translation>Keine Engine denkt gerade. Wähle in der Werkzeugleiste einen Computer für eine Seite, oder Analysieren.</translation>
    </message>
    <message>
        <source>Depth %1, score %2, %3 nodes, %4 nodes/s, %5 s
%6</source>
        <translation>Tiefe %1, Bewertung %2, %3 Knoten, %4 Knoten/s, %5 s
%6</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Folge</translation>
    </message>
    <message>
        <source>Best lines</source>
        <translation>Beste Folgen</translation>
    </message>
    <message>
        <source>How many of the best lines the analysis shows</source>
        <translation>Wie viele der besten Folgen die Analyse zeigt</translation>
    </message>
    <message>
        <source>Lines:</source>
        <translation>Folgen:</translation>
    </message>
    <message>
        <source>Best lines shown</source>
        <translation>Angezeigte beste Folgen</translation>
    </message>
</context>
<context>
    <name>ataxx::EngineProbe</name>
    <message>
        <source>The engine</source>
        <translation>Die Engine</translation>
    </message>
    <message>
        <source>It could not play %1: %2</source>
        <translation>Sie konnte %1 nicht spielen: %2</translation>
    </message>
    <message>
        <source>— %1: %2</source>
        <translation>— %1: %2</translation>
    </message>
</context>
<context>
    <name>ataxx::EnginesDialog</name>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Check again</source>
        <translation>Erneut prüfen</translation>
    </message>
    <message>
        <source>External engines</source>
        <translation>Externe Engines</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Time per move</source>
        <translation>Zeit pro Zug</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Bretter</translation>
    </message>
    <message>
        <source>Add an engine</source>
        <translation>Eine Engine hinzufügen</translation>
    </message>
    <message>
        <source>The name the engine gives</source>
        <translation>Der Name, den die Engine angibt</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>/path/to/engine --option</source>
        <translation>/pfad/zur/engine --option</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Command:</source>
        <translation>Befehl:</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Time per move:</source>
        <translation>Zeit pro Zug:</translation>
    </message>
    <message>
        <source>Choose an engine</source>
        <translation>Eine Engine wählen</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Give the command that runs the engine.</source>
        <translation>Gib den Befehl an, der die Engine startet.</translation>
    </message>
    <message>
        <source>Trying the engine on each kind of board…</source>
        <translation>Die Engine wird auf jeder Brettart ausprobiert…</translation>
    </message>
    <message>
        <source>Trying %1 on each kind of board…</source>
        <translation>%1 wird auf jeder Brettart ausprobiert…</translation>
    </message>
    <message>
        <source>The engine was not added: %1</source>
        <translation>Die Engine wurde nicht hinzugefügt: %1</translation>
    </message>
    <message>
        <source>%1 plays: %2.</source>
        <translation>%1 spielt: %2.</translation>
    </message>
    <message>
        <source>Options…</source>
        <translation>Optionen…</translation>
    </message>
    <message>
        <source>Details…</source>
        <translation>Details…</translation>
    </message>
    <message>
        <source>Engines that speak the Universal Ataxx Interface (UAI) can play a side or a match. Each is tried on 7×7, 7×7 with blocked cells, 5×5, 9×9, Hexxagon and the hexagon of side 6, and offered only for the kinds of board it played; you may tick more or fewer below.</source>
        <translation>Engines, die das Universal Ataxx Interface (UAI) sprechen, können eine Seite oder ein Match spielen. Jede wird auf 7×7, 7×7 mit gesperrten Feldern, 5×5, 9×9, Hexxagon und dem Sechseck mit Seite 6 ausprobiert und nur für die Arten von Brettern angeboten, die sie gespielt hat; unten können Sie mehr oder weniger ankreuzen.</translation>
    </message>
    <message>
        <source>The options the engine declared: its hash size, its threads, …</source>
        <translation>Die Optionen, die die Engine angibt: ihre Hash-Größe, ihre Threads, …</translation>
    </message>
    <message>
        <source>Boards the selected engine plays</source>
        <translation>Bretter, die die gewählte Engine spielt</translation>
    </message>
    <message>
        <source>Everything the engine wrote to its error output in the trials it failed</source>
        <translation>Alles, was die Engine in den misslungenen Versuchen in seine Fehlerausgabe schrieb</translation>
    </message>
    <message>
        <source>every board</source>
        <translation>jedes Brett</translation>
    </message>
    <message>
        <source>What the engine wrote</source>
        <translation>Was die Engine schrieb</translation>
    </message>
    <message>
        <source>%1 played none of the boards.</source>
        <translation>%1 hat keines der Bretter gespielt.</translation>
    </message>
</context>
<context>
    <name>ataxx::EvalGraph</name>
    <message>
        <source>Evaluation for %1</source>
        <translation>Bewertung für %1</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Steine</translation>
    </message>
    <message>
        <source>No moves yet</source>
        <translation>Noch keine Züge</translation>
    </message>
    <message>
        <source>Move %1: %2 (%3)</source>
        <translation>Zug %1: %2 (%3)</translation>
    </message>
    <message>
        <source>Pieces: %1 – %2</source>
        <translation>Steine: %1 – %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins in %n move(s)</source>
        <translation>
            <numerusform>%1 gewinnt in %n Zug</numerusform>
            <numerusform>%1 gewinnt in %n Zügen</numerusform>
        </translation>
    </message>
    <message>
        <source>Evaluation: %1</source>
        <translation>Bewertung: %1</translation>
    </message>
    <message>
        <source>Pieces after move %1: %2 %3, %4 %5</source>
        <translation>Steine nach Zug %1: %2 %3, %4 %5</translation>
    </message>
    <message>
        <source>Pieces: %1 %2, %3 %4</source>
        <translation>Steine: %1 %2, %3 %4</translation>
    </message>
    <message>
        <source>Graph</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>%1&apos;s engine</source>
        <translation>Engine von %1</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>%1&apos;s engine: %2</source>
        <translation>Engine von %1: %2</translation>
    </message>
</context>
<context>
    <name>ataxx::GameDocument</name>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>The marks of the game&apos;s review are not saved. Save the game with them first?</source>
        <translation>Die Markierungen der Bewertung dieser Partie sind nicht gespeichert. Die Partie zuerst mit ihnen speichern?</translation>
    </message>
    <message>
        <source>The game in progress (move %1) is not saved. Save it first?</source>
        <translation>Das laufende Spiel (Zug %1) ist nicht gespeichert. Zuerst speichern?</translation>
    </message>
    <message>
        <source>The game in progress (move %1) has changed since it was saved to %2. Save it first?</source>
        <translation>Das laufende Spiel (Zug %1) hat sich geändert, seit es in %2 gespeichert wurde. Zuerst speichern?</translation>
    </message>
    <message>
        <source>Save the game?</source>
        <translation>Spiel speichern?</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Das Spiel kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is too big to be a game file.</source>
        <translation>%1 ist zu groß für eine Spieldatei.</translation>
    </message>
    <message>
        <source>%1 is not a game file that can be read:
%2</source>
        <translation>%1 ist keine lesbare Spieldatei:
%2</translation>
    </message>
    <message>
        <source>%1 holds no game.</source>
        <translation>%1 enthält kein Spiel.</translation>
    </message>
    <message numerus="yes">
        <source>%1. %2 – %3, %4 (%n move(s))</source>
        <translation>
            <numerusform>%1. %2 – %3, %4 (%n Zug)</numerusform>
            <numerusform>%1. %2 – %3, %4 (%n Züge)</numerusform>
        </translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <source>%1 holds %2 games. Which one?</source>
        <translation>%1 enthält %2 Spiele. Welches?</translation>
    </message>
    <message>
        <source>Both sides are yours to play here; choose a computer for a side in the toolbar to play against it.</source>
        <translation>Hier spielen Sie beide Seiten; wählen Sie in der Werkzeugleiste einen Computer für eine Seite, um gegen ihn zu spielen.</translation>
    </message>
    <message>
        <source>Ataxx game</source>
        <translation>Ataxx-Partie</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Das Spiel kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Game files (*.pgn);;All files (*)</source>
        <translation>Spieldateien (*.pgn);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>game.pgn</source>
        <translation>spiel.pgn</translation>
    </message>
    <message>
        <source>Go on with your game?</source>
        <translation>Dein Spiel fortsetzen?</translation>
    </message>
    <message>
        <source>Your last game was not finished (move %1, %2 to play). Go on with it?</source>
        <translation>Dein letztes Spiel war nicht zu Ende (Zug %1, %2 ist am Zug). Fortsetzen?</translation>
    </message>
    <message>
        <source>That side is played as set in the settings.</source>
        <translation>Diese Seite spielt, wie in den Einstellungen festgelegt.</translation>
    </message>
    <message>
        <source>The variations of this game are not saved. Save the game with them first?</source>
        <translation>Die Varianten dieser Partie sind nicht gespeichert. Die Partie zuerst mit ihnen speichern?</translation>
    </message>
    <message>
        <source>The analysis (move %1) is not saved. Save it first?</source>
        <translation>Die Analyse (Zug %1) ist nicht gespeichert. Zuerst speichern?</translation>
    </message>
</context>
<context>
    <name>ataxx::GameOverOverlay</name>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>%1 has no pieces left.</source>
        <translation>%1 hat keine Steine mehr.</translation>
    </message>
    <message>
        <source>The board is full.</source>
        <translation>Das Brett ist voll.</translation>
    </message>
    <message>
        <source>No piece can move any more.</source>
        <translation>Kein Stein kann mehr ziehen.</translation>
    </message>
    <message>
        <source>The same position came up for the third time.</source>
        <translation>Dieselbe Stellung kam zum dritten Mal vor.</translation>
    </message>
    <message>
        <source>The result was declared.</source>
        <translation>Das Ergebnis wurde festgelegt.</translation>
    </message>
    <message>
        <source>%1 %2 — %3 %4</source>
        <translation>%1 %2 — %3 %4</translation>
    </message>
    <message>
        <source>Too many moves by each player without a clone.</source>
        <translation>Zu viele Züge jedes Spielers ohne Klonen.</translation>
    </message>
</context>
<context>
    <name>ataxx::GameRecorder</name>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>This game could not be kept in your games library: %1</source>
        <translation>Diese Partie konnte nicht in deiner Partiensammlung aufbewahrt werden: %1</translation>
    </message>
</context>
<context>
    <name>ataxx::GamesLibrary</name>
    <message>
        <source>Qt&apos;s SQLite driver is not installed (on Debian, the package libqt6sql6-sqlite).</source>
        <translation>Der SQLite-Treiber von Qt ist nicht installiert (unter Debian das Paket libqt6sql6-sqlite).</translation>
    </message>
    <message>
        <source>Your games cannot be kept: %1</source>
        <translation>Deine Partien können nicht aufbewahrt werden: %1</translation>
    </message>
    <message>
        <source>Your games cannot be kept in %1: %2</source>
        <translation>Deine Partien können nicht in %1 aufbewahrt werden: %2</translation>
    </message>
    <message>
        <source>it was made by a newer version of Ataxx (its games are kept in the form %1, this version knows up to %2); it is left as it is</source>
        <translation>sie stammt von einer neueren Version von Ataxx (ihre Partien sind in der Form %1 gespeichert, diese Version kennt sie bis %2); sie bleibt, wie sie ist</translation>
    </message>
    <message>
        <source>the library could not be brought up to date (step %1): %2</source>
        <translation>die Sammlung konnte nicht auf den neuen Stand gebracht werden (Schritt %1): %2</translation>
    </message>
    <message>
        <source>the library holds no such game</source>
        <translation>die Sammlung enthält diese Partie nicht</translation>
    </message>
    <message>
        <source>its moves cannot be read: %1</source>
        <translation>ihre Züge können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Your games library %1 could not be read: the file is damaged, and it could not be put aside to start a new one (%2). Your games are not kept until it can be.</source>
        <translation>Deine Partiensammlung %1 konnte nicht gelesen werden: Die Datei ist beschädigt und konnte nicht beiseitegelegt werden, um eine neue anzulegen (%2). Deine Partien werden nicht aufbewahrt, bis das gelingt.</translation>
    </message>
    <message>
        <source>Your games library could not be read: the file is damaged. It was kept, as it was, as %1, and a new, empty library was started. Your rating starts again at %2, and so does the even game, since the games it came from are in the damaged file.</source>
        <translation>Deine Partiensammlung konnte nicht gelesen werden: Die Datei ist beschädigt. Sie wurde unverändert als %1 aufbewahrt, und eine neue, leere Sammlung wurde angelegt. Deine Wertung beginnt wieder bei %2, ebenso die ausgeglichene Partie, da die Partien, aus denen sie stammen, in der beschädigten Datei liegen.</translation>
    </message>
</context>
<context>
    <name>ataxx::GamesModel</name>
    <message>
        <source>%1: %2 accuracy; %3, %4, %5</source>
        <translation>%1: %2 Genauigkeit; %3, %4, %5</translation>
    </message>
    <message numerus="yes">
        <source>%n dubious move(s)</source>
        <translation>
            <numerusform>%n zweifelhafter Zug</numerusform>
            <numerusform>%n zweifelhafte Züge</numerusform>
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
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1, %2–%3</source>
        <translation>%1, %2–%3</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>%1 played by: %2</source>
        <translation>%1 gespielt von: %2</translation>
    </message>
    <message>
        <source>Not reviewed</source>
        <translation>Nicht bewertet</translation>
    </message>
    <message>
        <source>Two computers played this game while you watched.</source>
        <translation>Zwei Computer haben diese Partie gespielt, während du zugeschaut hast.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
</context>
<context>
    <name>ataxx::GamesWindow</name>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Open the game on the board (Enter)</source>
        <translation>Die Partie auf dem Brett öffnen (Eingabe)</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Bewerten</translation>
    </message>
    <message>
        <source>Open the game on the board and let the engine review it</source>
        <translation>Die Partie auf dem Brett öffnen und von der Engine bewerten lassen</translation>
    </message>
    <message>
        <source>Make &amp;puzzles</source>
        <translation>&amp;Aufgaben machen</translation>
    </message>
    <message>
        <source>Review the selected games and make puzzles of their mistakes</source>
        <translation>Die gewählten Partien bewerten und aus ihren Fehlern Aufgaben machen</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <source>Write the selected games to a PGN file</source>
        <translation>Die gewählten Partien in eine PGN-Datei schreiben</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Delete the selected games (Delete)</source>
        <translation>Die gewählten Partien löschen (Entf)</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <source>Add the games of a PGN file to the library</source>
        <translation>Die Partien einer PGN-Datei zur Sammlung hinzufügen</translation>
    </message>
    <message numerus="yes">
        <source>Importing %1: %n game(s) read…</source>
        <translation>
            <numerusform>%1 wird importiert: %n Partie gelesen…</numerusform>
            <numerusform>%1 wird importiert: %n Partien gelesen…</numerusform>
        </translation>
    </message>
    <message>
        <source>Search by name</source>
        <translation>Nach Namen suchen</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Any result</source>
        <translation>Jedes Ergebnis</translation>
    </message>
    <message>
        <source>Won by you</source>
        <translation>Von dir gewonnen</translation>
    </message>
    <message>
        <source>Lost by you</source>
        <translation>Von dir verloren</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>%1 hat gewonnen</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>Nicht beendet</translation>
    </message>
    <message>
        <source>Any time</source>
        <translation>Jederzeit</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Heute</translation>
    </message>
    <message>
        <source>The last 7 days</source>
        <translation>Die letzten 7 Tage</translation>
    </message>
    <message>
        <source>The last 30 days</source>
        <translation>Die letzten 30 Tage</translation>
    </message>
    <message>
        <source>The last 365 days</source>
        <translation>Die letzten 365 Tage</translation>
    </message>
    <message>
        <source>Any board</source>
        <translation>Jedes Brett</translation>
    </message>
    <message>
        <source>All: %1</source>
        <translation>Alle: %1</translation>
    </message>
    <message>
        <source>Any opponent</source>
        <translation>Jeder Gegner</translation>
    </message>
    <message>
        <source>No games yet. Every game that ends on the board is kept here, and you can import the games of a PGN file.</source>
        <translation>Noch keine Partien. Jede Partie, die auf dem Brett endet, wird hier aufbewahrt, und du kannst die Partien einer PGN-Datei importieren.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s).</source>
        <translation>
            <numerusform>%n Partie.</numerusform>
            <numerusform>%n Partien.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n game(s) shown.</source>
        <translation>
            <numerusform>%1 von %n Partie gezeigt.</numerusform>
            <numerusform>%1 von %n Partien gezeigt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Make puzzles</source>
        <translation>Aufgaben machen</translation>
    </message>
    <message>
        <source>The games could not be read: %1</source>
        <translation>Die Partien konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Whose mistakes become puzzles?</source>
        <translation>Wessen Fehler werden zu Aufgaben?</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Beide</translation>
    </message>
    <message>
        <source>Export games</source>
        <translation>Partien exportieren</translation>
    </message>
    <message>
        <source>games.pgn</source>
        <translation>partien.pgn</translation>
    </message>
    <message>
        <source>Game files (*.pgn);;All files (*)</source>
        <translation>Spieldateien (*.pgn);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>A game could not be read from the library: %1</source>
        <translation>Eine Partie konnte nicht aus der Sammlung gelesen werden: %1</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) exported to %1.</source>
        <translation>
            <numerusform>%n Partie nach %1 exportiert.</numerusform>
            <numerusform>%n Partien nach %1 exportiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete games?</source>
        <translation>Partien löschen?</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n game(s) from your library? This cannot be undone.</source>
        <translation>
            <numerusform>%n Partie aus deiner Sammlung löschen? Das lässt sich nicht rückgängig machen.</numerusform>
            <numerusform>%n Partien aus deiner Sammlung löschen? Das lässt sich nicht rückgängig machen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete games</source>
        <translation>Partien löschen</translation>
    </message>
    <message>
        <source>The games could not be deleted: %1</source>
        <translation>Die Partien konnten nicht gelöscht werden: %1</translation>
    </message>
    <message>
        <source>Import games</source>
        <translation>Partien importieren</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>%1 wird importiert…</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>… und %n weitere.</numerusform>
            <numerusform>… und %n weitere.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>&amp;Partien</translation>
    </message>
    <message>
        <source>R&amp;ating</source>
        <translation>&amp;Wertung</translation>
    </message>
    <message>
        <source>%1, %2–%3</source>
        <translation>%1, %2–%3</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Reading them into the explorer: %1 of %2.</source>
        <translation>Die Partien werden in den Explorer eingelesen: %1 von %2.</translation>
    </message>
</context>
<context>
    <name>ataxx::HowToPlayDialog</name>
    <message>
        <source>How to play</source>
        <translation>Spielregeln</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Captures&lt;/h3&gt;&lt;p&gt;After a clone or a jump, every opponent piece next to the cell you moved to becomes yours. Here Black clones from b2 to the marked cell, c3, and takes the three White pieces around it.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Schlagen&lt;/h3&gt;&lt;p&gt;Nach einem Klon oder Sprung wird jeder gegnerische Stein neben dem Zielfeld zu deinem. Hier klont Schwarz von b2 auf das markierte Feld c3 und übernimmt die drei weißen Steine darum herum.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Hexagons and blocked cells&lt;/h3&gt;&lt;p&gt;On a hexagonal board (Hexxagon) each cell has six neighbours for clones and twelve cells two steps away for jumps. Dark hatched cells are &lt;b&gt;blocked&lt;/b&gt;: no piece may stand there, but jumps may pass over them.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Sechsecke und gesperrte Felder&lt;/h3&gt;&lt;p&gt;Auf einem sechseckigen Brett (Hexxagon) hat jedes Feld sechs Nachbarn zum Klonen und zwölf Felder zwei Schritte weiter zum Springen. Dunkle, schraffierte Felder sind &lt;b&gt;gesperrt&lt;/b&gt;: Dort darf kein Stein stehen, aber Sprünge dürfen darüber hinweggehen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Passing and the end&lt;/h3&gt;&lt;p&gt;A player who cannot move passes. The game ends when a player has no pieces left, when no empty cell can be reached by anyone (a full board, for example), or after 50 moves by each player without a clone. The player with more pieces wins; equal counts are a draw.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Passen und Spielende&lt;/h3&gt;&lt;p&gt;Wer nicht ziehen kann, passt. Das Spiel endet, wenn ein Spieler keine Steine mehr hat, wenn niemand mehr ein leeres Feld erreichen kann (zum Beispiel bei vollem Brett) oder nach 50 Zügen jedes Spielers ohne Klonen. Wer mehr Steine hat, gewinnt; bei Gleichstand ist es unentschieden.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The aim&lt;/h3&gt;&lt;p&gt;Two players, Black and White, take turns; Black moves first. When the game ends, the player with more pieces on the board wins.&lt;/p&gt;&lt;h3&gt;Moves&lt;/h3&gt;&lt;p&gt;Pick one of your pieces. It can &lt;b&gt;clone&lt;/b&gt; to an empty cell next to it (the solid dots): a new piece appears there and the old one stays. Or it can &lt;b&gt;jump&lt;/b&gt; to an empty cell two steps away (the rings): the piece leaves its cell. Whatever lies in between does not matter.&lt;/p&gt;&lt;p&gt;Click a piece, then a target; or click an empty cell next to your pieces to clone there at once. The arrow keys and Enter work too. A click that plays nothing says why in the status bar.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Das Ziel&lt;/h3&gt;&lt;p&gt;Zwei Spieler, Schwarz und Weiß, ziehen abwechselnd; Schwarz beginnt. Wenn das Spiel endet, gewinnt, wer mehr Steine auf dem Brett hat.&lt;/p&gt;&lt;h3&gt;Züge&lt;/h3&gt;&lt;p&gt;Wähle einen deiner Steine. Er kann sich auf ein leeres Nachbarfeld &lt;b&gt;klonen&lt;/b&gt; (die vollen Punkte): Dort erscheint ein neuer Stein, und der alte bleibt stehen. Oder er kann auf ein leeres Feld zwei Schritte weiter &lt;b&gt;springen&lt;/b&gt; (die Ringe): Dann verlässt der Stein sein Feld. Was dazwischen liegt, spielt keine Rolle.&lt;/p&gt;&lt;p&gt;Klicke auf einen Stein und dann auf ein Ziel; oder klicke auf ein leeres Feld neben deinen Steinen, um sofort dorthin zu klonen. Die Pfeiltasten und die Eingabetaste funktionieren auch. Ein Klick, der nichts spielt, sagt in der Statusleiste, warum.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Game review&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Review game&lt;/b&gt; (the Computer menu, the toolbar, or R) lets our engine judge every move of the game on screen. It searches the position before each move to a fixed depth and compares the move played with the best move it finds there, looking as far ahead. What the move gave away, in pieces, is its &lt;b&gt;loss&lt;/b&gt;: from 0.8 of a piece it is marked dubious (?!), from 1.8 a mistake (?), from 3.5 a blunder (??). Throwing away a won game is always a blunder; a slower win loses nothing. A move with no choice, such as a forced pass, is not judged. Here Black&apos;s best move is the clone to c3, which takes three pieces.&lt;/p&gt;&lt;p&gt;The marks appear in the move list and on the graph; click a marked move to see the better move drawn on the board. A move&apos;s &lt;b&gt;accuracy&lt;/b&gt; is 100% for the engine&apos;s best and falls with every piece it loses: 78% for one piece, 61% for two, 37% for four (100 × e&lt;sup&gt;−loss/4&lt;/sup&gt;, with the loss in pieces). A side&apos;s accuracy is the average over its moves that had a choice. The marks are saved in the game file as $6, $2 and $4, each with a comment giving the scores and the better move.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Partiebewertung&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Partie bewerten&lt;/b&gt; (im Menü Computer, in der Werkzeugleiste oder mit R) lässt unsere Engine jeden Zug der Partie auf dem Bildschirm beurteilen. Sie durchsucht die Stellung vor jedem Zug bis zu einer festen Tiefe und vergleicht den gespielten Zug mit dem besten Zug, den sie dort findet, gleich weit vorausschauend. Was der Zug hergegeben hat, in Steinen, ist sein &lt;b&gt;Verlust&lt;/b&gt;: ab 0,8 Steinen gilt er als zweifelhaft (?!), ab 1,8 als Fehler (?), ab 3,5 als grober Fehler (??). Eine gewonnene Partie zu verschenken ist immer ein grober Fehler; ein langsamerer Gewinn kostet nichts. Ein Zug ohne Wahl, etwa ein erzwungenes Passen, wird nicht bewertet. Hier ist der beste Zug von Schwarz der Klon nach c3, der drei Steine übernimmt.&lt;/p&gt;&lt;p&gt;Die Markierungen erscheinen in der Zugliste und im Graphen; klicke auf einen markierten Zug, und der bessere Zug wird auf dem Brett eingezeichnet. Die &lt;b&gt;Genauigkeit&lt;/b&gt; eines Zuges ist 100 % für den besten Zug der Engine und sinkt mit jedem Stein, den er verliert: 78 % für einen Stein, 61 % für zwei, 37 % für vier (100 × e&lt;sup&gt;−Verlust/4&lt;/sup&gt;, der Verlust in Steinen). Die Genauigkeit einer Seite ist der Durchschnitt über ihre Züge, bei denen sie eine Wahl hatte. Die Markierungen werden in der Partiedatei als $6, $2 und $4 gespeichert, jeweils mit einem Kommentar, der die Bewertungen und den besseren Zug nennt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Diagram</source>
        <translation>Diagramm</translation>
    </message>
</context>
<context>
    <name>ataxx::MainWindow</name>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Neues Spiel</translation>
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
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Spielregeln</translation>
    </message>
    <message>
        <source>&amp;About Ataxx</source>
        <translation>Ü&amp;ber Ataxx</translation>
    </message>
    <message>
        <source>Show the move the engine would play (H)</source>
        <translation>Den Zug zeigen, den der Computer spielen würde (H)</translation>
    </message>
    <message>
        <source>Show last &amp;move</source>
        <translation>&amp;Letzten Zug zeigen</translation>
    </message>
    <message>
        <source>Show &amp;coordinates</source>
        <translation>&amp;Koordinaten zeigen</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>&amp;Aus</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Schnell</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Langsam</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Zug</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Animationstempo</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Go to the start</source>
        <translation>Zum Anfang</translation>
    </message>
    <message>
        <source>One move back</source>
        <translation>Einen Zug zurück</translation>
    </message>
    <message>
        <source>One move forward</source>
        <translation>Einen Zug vor</translation>
    </message>
    <message>
        <source>Go to the last move</source>
        <translation>Zum letzten Zug</translation>
    </message>
    <message>
        <source>%1 cannot move and passes.</source>
        <translation>%1 kann nicht ziehen und passt.</translation>
    </message>
    <message>
        <source>depth %1, %2</source>
        <translation>Tiefe %1, %2</translation>
    </message>
    <message>
        <source>Game over: %1, %2–%3. %4</source>
        <translation>Spielende: %1, %2–%3. %4</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 denkt nach…</translation>
    </message>
    <message>
        <source>%1 is thinking… (%2)</source>
        <translation>%1 denkt nach… (%2)</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Suche einen Tipp…</translation>
    </message>
    <message>
        <source>Ataxx</source>
        <translation>Ataxx</translation>
    </message>
    <message>
        <source>%1 — Ataxx</source>
        <translation>%1 — Ataxx</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Neues Spiel beginnen?</translation>
    </message>
    <message>
        <source>The board or the rules have changed. Start a new game with them now? Otherwise they apply from the next new game.</source>
        <translation>Das Brett oder die Regeln haben sich geändert. Jetzt ein neues Spiel damit beginnen? Sonst gelten sie ab dem nächsten neuen Spiel.</translation>
    </message>
    <message>
        <source>About Ataxx</source>
        <translation>Über Ataxx</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Ataxx %1&lt;/h3&gt;&lt;p&gt;Ataxx and Hexxagon on square and hexagonal boards, with blocked cells, against a person or the computer at five levels.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ataxx %1&lt;/h3&gt;&lt;p&gt;Ataxx und Hexxagon auf quadratischen und sechseckigen Brettern, mit gesperrten Feldern, gegen einen Menschen oder den Computer in fünf Stufen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>New game &amp;with…</source>
        <translation>Neues Spiel &amp;mit…</translation>
    </message>
    <message>
        <source>Choose the board, players and rules of a new game</source>
        <translation>Brett, Spieler und Regeln eines neuen Spiels wählen</translation>
    </message>
    <message>
        <source>Paused at move %1, %2 to play. Resume (P) or Step (N) to go on.</source>
        <translation>Angehalten bei Zug %1, %2 ist am Zug. Fortsetzen (P) oder Einzelschritt (N), um weiterzumachen.</translation>
    </message>
    <message>
        <source>Move %1, %2 to play; the game goes on to move %3. Play a move to go on from here.</source>
        <translation>Zug %1, %2 ist am Zug; das Spiel geht bis Zug %3. Ein Zug spielt von hier aus weiter.</translation>
    </message>
    <message>
        <source>Move %1. Your move (%2).</source>
        <translation>Zug %1. Du bist am Zug (%2).</translation>
    </message>
    <message>
        <source>Move %1, %2 to play.</source>
        <translation>Zug %1, %2 ist am Zug.</translation>
    </message>
    <message>
        <source>Hint: %1, the analysis&apos;s best move.</source>
        <translation>Tipp: %1, der beste Zug der Analyse.</translation>
    </message>
    <message>
        <source>Hint: %1, what Hard would play.</source>
        <translation>Tipp: %1, was „Schwer“ spielen würde.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Vor</translation>
    </message>
    <message>
        <source>A person at this computer</source>
        <translation>Ein Mensch an diesem Computer</translation>
    </message>
    <message>
        <source>Who plays %1?</source>
        <translation>Wer spielt %1?</translation>
    </message>
    <message>
        <source>%1 cannot play this board (%2). Who plays %3 instead?</source>
        <translation>%1 kann dieses Brett nicht spielen (%2). Wer spielt stattdessen %3?</translation>
    </message>
    <message>
        <source>The game was not started: %1 cannot play this board (%2).</source>
        <translation>Die Partie wurde nicht begonnen: %1 kann dieses Brett nicht spielen (%2).</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins in %n move(s)</source>
        <translation>
            <numerusform>%1 gewinnt in %n Zug</numerusform>
            <numerusform>%1 gewinnt in %n Zügen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 für %2</translation>
    </message>
    <message>
        <source>Show &amp;where a piece can move</source>
        <translation>Zeigen, &amp;wohin ein Stein ziehen kann</translation>
    </message>
    <message>
        <source>Solve puzzles made from your mistakes in reviewed games</source>
        <translation>Aufgaben lösen, die aus deinen Fehlern in bewerteten Partien gemacht sind</translation>
    </message>
    <message>
        <source>P&amp;uzzles…</source>
        <translation>Auf&amp;gaben…</translation>
    </message>
    <message>
        <source>The window&apos;s size and panels are as new: the last start stopped while it restored them.</source>
        <translation>Größe und Leisten des Fensters sind wie neu: Der letzte Start brach ab, als er sie wiederherstellte.</translation>
    </message>
    <message>
        <source>%1 waits while you answer.</source>
        <translation>%1 wartet, bis du geantwortet hast.</translation>
    </message>
    <message>
        <source>&amp;Games…</source>
        <translation>&amp;Partien…</translation>
    </message>
    <message>
        <source>Your games: find, open, review and export them (Ctrl+L)</source>
        <translation>Deine Partien: finden, öffnen, bewerten und exportieren (Strg+L)</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>The game could not be read from your games library: %1</source>
        <translation>Die Partie konnte nicht aus deiner Partiensammlung gelesen werden: %1</translation>
    </message>
    <message>
        <source>Last move: %1</source>
        <translation>Letzter Zug: %1</translation>
    </message>
    <message>
        <source>Better: %1.</source>
        <translation>Besser: %1.</translation>
    </message>
    <message>
        <source>&amp;Even game</source>
        <translation>&amp;Ausgeglichene Partie</translation>
    </message>
    <message>
        <source>A new game against the computer at your strength, from your rating</source>
        <translation>Eine neue Partie gegen den Computer in Ihrer Spielstärke, nach Ihrer Wertung</translation>
    </message>
    <message>
        <source>Not rated: you had help.</source>
        <translation>Nicht gewertet: Du hattest Hilfe.</translation>
    </message>
    <message>
        <source>Make puzzles</source>
        <translation>Aufgaben machen</translation>
    </message>
    <message>
        <source>The game&apos;s file does not say who played which side. Whose mistakes become puzzles?</source>
        <translation>Die Datei der Partie sagt nicht, wer welche Seite gespielt hat. Wessen Fehler werden zu Aufgaben?</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Beide</translation>
    </message>
    <message>
        <source>Neither</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>The review of a game could not be kept in your games library: %1</source>
        <translation>Die Bewertung einer Partie konnte nicht in deiner Partiensammlung aufbewahrt werden: %1</translation>
    </message>
    <message>
        <source>Move %1, %2 to play: the computer&apos;s move, so the board takes no click here. Go to one of your moves to play on from there.</source>
        <translation>Zug %1, %2 ist am Zug: Der Computer zieht, daher nimmt das Brett hier keinen Klick an. Gehe zu einem deiner Züge, um von dort weiterzuspielen.</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Handbuch</translation>
    </message>
    <message>
        <source>The game goes on from its last move by its players&apos; moves only: try the line from an earlier move.</source>
        <translation>Die Partie geht von ihrem letzten Zug aus nur mit den Zügen ihrer Spieler weiter: Probiere die Folge ab einem früheren Zug aus.</translation>
    </message>
    <message>
        <source>The line is kept as a variation.</source>
        <translation>Die Folge wurde als Variante aufgenommen.</translation>
    </message>
    <message>
        <source>Explorer</source>
        <translation>Explorer</translation>
    </message>
    <message>
        <source>&amp;Explorer</source>
        <translation>&amp;Explorer</translation>
    </message>
    <message>
        <source>The moves your games played from the position on the board</source>
        <translation>Die Züge, die in deinen Partien aus der Stellung auf dem Brett gespielt wurden</translation>
    </message>
    <message>
        <source>&amp;Analysis board</source>
        <translation>&amp;Analysebrett</translation>
    </message>
    <message>
        <source>Explore the game on the board freely: both sides, variations, the engine&apos;s lines</source>
        <translation>Die Partie auf dem Brett frei erkunden: beide Seiten, Varianten, die Folgen der Engine</translation>
    </message>
    <message>
        <source>Set &amp;up position…</source>
        <translation>Stellung a&amp;ufbauen…</translation>
    </message>
    <message>
        <source>Save to games &amp;library</source>
        <translation>In der Partien&amp;sammlung speichern</translation>
    </message>
    <message>
        <source>Anal&amp;ysis board</source>
        <translation>Anal&amp;ysebrett</translation>
    </message>
    <message>
        <source>Variation, depth %1.</source>
        <translation>Variante, Ebene %1.</translation>
    </message>
    <message>
        <source>Main line.</source>
        <translation>Hauptvariante.</translation>
    </message>
    <message>
        <source>Analysis board — %1</source>
        <translation>Analysebrett — %1</translation>
    </message>
    <message>
        <source>Move %1, %2 to play, in a variation (depth %3): you move both sides, and the game itself stays as it is.</source>
        <translation>Zug %1, %2 am Zug, in einer Variante (Ebene %3): Du ziehst für beide Seiten, die Partie selbst bleibt, wie sie ist.</translation>
    </message>
    <message>
        <source>Move %1, %2 to play; the game ended with move %3. A move played here is tried out as a variation.</source>
        <translation>Zug %1, %2 am Zug; die Partie endete mit Zug %3. Ein Zug hier wird als Variante ausprobiert.</translation>
    </message>
</context>
<context>
    <name>ataxx::ManualDialog</name>
    <message>
        <source>Manual</source>
        <translation>Handbuch</translation>
    </message>
</context>
<context>
    <name>ataxx::MoveListView</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Variation: %1</source>
        <translation>Variante: %1</translation>
    </message>
    <message>
        <source>Promote to main line</source>
        <translation>Zur Hauptvariante machen</translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation>Variante hochstufen</translation>
    </message>
    <message>
        <source>Delete variation</source>
        <translation>Variante löschen</translation>
    </message>
    <message>
        <source>Delete from here</source>
        <translation>Ab hier löschen</translation>
    </message>
    <message>
        <source>Copy line as PGN</source>
        <translation>Zugfolge als PGN kopieren</translation>
    </message>
</context>
<context>
    <name>ataxx::OpeningExplorer</name>
    <message>
        <source>All games</source>
        <translation>Alle Partien</translation>
    </message>
    <message>
        <source>My games</source>
        <translation>Meine Partien</translation>
    </message>
    <message>
        <source>Games counted</source>
        <translation>Gezählte Partien</translation>
    </message>
    <message>
        <source>Count every game of your library, or only the games you played</source>
        <translation>Jede Partie deiner Sammlung zählen oder nur die Partien, die du gespielt hast</translation>
    </message>
    <message>
        <source>Moves played here</source>
        <translation>Hier gespielte Züge</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>W / D / L</source>
        <translation>S / R / N</translation>
    </message>
    <message>
        <source>How the games with this move scored for the side to move: a win counts 1, a draw ½</source>
        <translation>Wie die Partien mit diesem Zug für die Seite am Zug ausgingen: ein Sieg zählt 1, ein Unentschieden ½</translation>
    </message>
    <message>
        <source>The games won, drawn and lost by the side to move after this move</source>
        <translation>Die Partien, die die Seite am Zug nach diesem Zug gewonnen, unentschieden gespielt und verloren hat</translation>
    </message>
    <message>
        <source>Games read into the explorer</source>
        <translation>In den Explorer eingelesene Partien</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>%1 / %2 / %3</source>
        <translation>%1 / %2 / %3</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>%1 spielen</translation>
    </message>
    <message>
        <source>Reading your games into the explorer: %1 of %2. Until then it counts only the games read so far.</source>
        <translation>Deine Partien werden in den Explorer eingelesen: %1 von %2. Bis dahin zählt er nur die bisher gelesenen Partien.</translation>
    </message>
    <message>
        <source>Your games library cannot be read.</source>
        <translation>Deine Partiensammlung kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>None of the games you played reached this position.</source>
        <translation>Keine der Partien, die du gespielt hast, hat diese Stellung erreicht.</translation>
    </message>
    <message>
        <source>No game in your library reached this position.</source>
        <translation>Keine Partie deiner Sammlung hat diese Stellung erreicht.</translation>
    </message>
    <message>
        <source>Games you played that went on from here: %1.</source>
        <translation>Von dir gespielte Partien, die von hier aus weitergingen: %1.</translation>
    </message>
    <message>
        <source>Games of your library that went on from here: %1.</source>
        <translation>Partien deiner Sammlung, die von hier aus weitergingen: %1.</translation>
    </message>
    <message>
        <source>Not all your games could be read into the explorer; it tries again at the next start.</source>
        <translation>Nicht alle deine Partien konnten in den Explorer eingelesen werden; beim nächsten Start versucht er es erneut.</translation>
    </message>
</context>
<context>
    <name>ataxx::PgnImporter</name>
    <message>
        <source>An import is running.</source>
        <translation>Ein Import läuft gerade.</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is too big to be a game file.</source>
        <translation>%1 ist zu groß für eine Spieldatei.</translation>
    </message>
    <message>
        <source>Game %1 (line %2)</source>
        <translation>Partie %1 (Zeile %2)</translation>
    </message>
    <message>
        <source>%1, %2 – %3</source>
        <translation>%1, %2 – %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: it has no moves.</source>
        <translation>%1: Sie hat keine Züge.</translation>
    </message>
    <message numerus="yes">
        <source>Stopped: %n game(s) of %1 imported.</source>
        <translation>
            <numerusform>Angehalten: %n Partie aus %1 importiert.</numerusform>
            <numerusform>Angehalten: %n Partien aus %1 importiert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of %1 imported.</source>
        <translation>
            <numerusform>%n Partie aus %1 importiert.</numerusform>
            <numerusform>%n Partien aus %1 importiert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) were in the library already.</source>
        <translation>
            <numerusform>%n Partie war schon in der Sammlung.</numerusform>
            <numerusform>%n Partien waren schon in der Sammlung.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) could not be read and were skipped.</source>
        <translation>
            <numerusform>%n Partie konnte nicht gelesen werden und wurde übersprungen.</numerusform>
            <numerusform>%n Partien konnten nicht gelesen werden und wurden übersprungen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The library could not be written: %1</source>
        <translation>Die Sammlung konnte nicht geschrieben werden: %1</translation>
    </message>
</context>
<context>
    <name>ataxx::PlayerComboBox</name>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>%1 (cannot play this board)</source>
        <translation>%1 (kann auf diesem Brett nicht spielen)</translation>
    </message>
    <message>
        <source>The computer at your strength, from your rating on this kind of board</source>
        <translation>Der Computer in Ihrer Spielstärke, nach Ihrer Wertung auf dieser Art von Brett</translation>
    </message>
</context>
<context>
    <name>ataxx::PlayerPanel</name>
    <message numerus="yes">
        <source>%n piece(s) on the board</source>
        <translation>
            <numerusform>%n Stein auf dem Brett</numerusform>
            <numerusform>%n Steine auf dem Brett</numerusform>
        </translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Denkt nach…</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>Am Zug</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Angehalten</translation>
    </message>
    <message>
        <source>Held while you answer</source>
        <translation>Wartet auf deine Antwort</translation>
    </message>
</context>
<context>
    <name>ataxx::PositionEditor</name>
    <message>
        <source>&amp;Clear</source>
        <translation>&amp;Leeren</translation>
    </message>
    <message>
        <source>Takes every piece off the board.</source>
        <translation>Nimmt alle Steine vom Brett.</translation>
    </message>
    <message>
        <source>&amp;Start position</source>
        <translation>&amp;Grundstellung</translation>
    </message>
    <message>
        <source>Puts the pieces where a game on this board starts.</source>
        <translation>Stellt die Steine so auf, wie eine Partie auf diesem Brett beginnt.</translation>
    </message>
    <message>
        <source>Position being set up</source>
        <translation>Stellung, die aufgebaut wird</translation>
    </message>
    <message>
        <source>Arrow keys move between the cells. B puts a Black piece, W a White one, Delete empties the cell; Enter or Space uses the tool chosen.</source>
        <translation>Die Pfeiltasten wechseln zwischen den Feldern. B setzt einen schwarzen Stein, W einen weißen, Entf leert das Feld; Eingabe oder Leertaste verwendet das gewählte Werkzeug.</translation>
    </message>
    <message>
        <source>Click or drag to put the chosen tool on the cells; the right button empties them.</source>
        <translation>Klicke oder ziehe, um das gewählte Werkzeug auf die Felder anzuwenden; die rechte Maustaste leert sie.</translation>
    </message>
    <message>
        <source>Put on the board</source>
        <translation>Auf das Brett setzen</translation>
    </message>
    <message>
        <source>&amp;Black piece</source>
        <translation>&amp;Schwarzer Stein</translation>
    </message>
    <message>
        <source>&amp;White piece</source>
        <translation>&amp;Weißer Stein</translation>
    </message>
    <message>
        <source>&amp;Empty (remove)</source>
        <translation>L&amp;eer (entfernen)</translation>
    </message>
    <message>
        <source>Each change is repeated on the mirrored or turned cells. A piece carried to the other half of the board goes to the other side.</source>
        <translation>Jede Änderung wird auf den gespiegelten oder gedrehten Feldern wiederholt. Ein Stein, der in die andere Hälfte des Bretts übertragen wird, wechselt die Seite.</translation>
    </message>
    <message>
        <source>S&amp;ymmetry:</source>
        <translation>S&amp;ymmetrie:</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>Seite am Zug</translation>
    </message>
    <message>
        <source>Blac&amp;k</source>
        <translation>Schwar&amp;z</translation>
    </message>
    <message>
        <source>W&amp;hite</source>
        <translation>We&amp;iß</translation>
    </message>
    <message>
        <source>%1 is blocked: no piece can stand there.</source>
        <translation>%1 ist gesperrt: Dort kann kein Stein stehen.</translation>
    </message>
    <message>
        <source>%1 cannot move here, and passes.</source>
        <translation>%1 kann hier nicht ziehen und passt.</translation>
    </message>
    <message>
        <source>%1 to move. Pieces: %2 %3, %4 %5.</source>
        <translation>%1 ist am Zug. Steine: %2 %3, %4 %5.</translation>
    </message>
</context>
<context>
    <name>ataxx::PositionEditorDialog</name>
    <message>
        <source>Set up position</source>
        <translation>Stellung aufbauen</translation>
    </message>
    <message>
        <source>The position as a position string (FEN). Type or paste one to set up the board.</source>
        <translation>Die Stellung als Stellungstext (FEN). Tippe oder füge einen ein, um das Brett aufzubauen.</translation>
    </message>
    <message>
        <source>&amp;FEN:</source>
        <translation>&amp;FEN:</translation>
    </message>
    <message>
        <source>The FEN cannot be read: %1</source>
        <translation>Die FEN kann nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>ataxx::PuzzleCollector</name>
    <message>
        <source>Puzzles</source>
        <translation>Aufgaben</translation>
    </message>
    <message>
        <source>Your mistakes could not be kept as puzzles in %1: %2</source>
        <translation>Deine Fehler konnten nicht als Aufgaben in %1 gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Some lines of %1 could not be read; they are kept as they are:
%2</source>
        <translation>Einige Zeilen von %1 konnten nicht gelesen werden; sie bleiben, wie sie sind:
%2</translation>
    </message>
</context>
<context>
    <name>ataxx::PuzzleStore</name>
    <message>
        <source>The file is larger than %1 MB.</source>
        <translation>Die Datei ist größer als %1 MB.</translation>
    </message>
</context>
<context>
    <name>ataxx::PuzzlesWindow</name>
    <message>
        <source>Hexagon, side %1</source>
        <translation>Sechseck, Seite %1</translation>
    </message>
    <message>
        <source>%1×%2</source>
        <translation>%1×%2</translation>
    </message>
    <message>
        <source>%1, blocked cells</source>
        <translation>%1, gesperrte Felder</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Aufgaben</translation>
    </message>
    <message>
        <source>&amp;Puzzles</source>
        <translation>&amp;Aufgaben</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Statistik</translation>
    </message>
    <message numerus="yes">
        <source>%n new puzzle(s) made from the game file.</source>
        <translation>
            <numerusform>%n neue Aufgabe aus der Spieldatei gemacht.</numerusform>
            <numerusform>%n neue Aufgaben aus der Spieldatei gemacht.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Nochmal</translation>
    </message>
    <message>
        <source>Try this puzzle again</source>
        <translation>Diese Aufgabe noch einmal versuchen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Show the piece to move, or the cell to clone to</source>
        <translation>Den zu ziehenden Stein zeigen, oder das Feld, auf das geklont wird</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <source>Go on to the next puzzle</source>
        <translation>Weiter zur nächsten Aufgabe</translation>
    </message>
    <message>
        <source>&amp;Make puzzles from a game file…</source>
        <translation>Aufgaben aus einer Spiel&amp;datei machen…</translation>
    </message>
    <message>
        <source>Review the games of a file and keep the mistakes of the sides you choose as puzzles</source>
        <translation>Die Partien einer Datei bewerten und die Fehler der gewählten Seiten als Aufgaben behalten</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Gelöst</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Verfehlt</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>By board</source>
        <translation>Nach Brett</translation>
    </message>
    <message>
        <source>By day</source>
        <translation>Nach Tag</translation>
    </message>
    <message>
        <source>Your puzzles could not be read from %1: %2</source>
        <translation>Deine Aufgaben konnten nicht aus %1 gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 to play: find a better move than the one you played.</source>
        <translation>%1 ist am Zug: Finde einen besseren Zug als den, den du gespielt hast.</translation>
    </message>
    <message>
        <source>From: %1</source>
        <translation>Aus: %1</translation>
    </message>
    <message>
        <source>You have no puzzles yet.

Puzzles are made from your own mistakes: play a game, then choose Review game in the Computer menu. Each of your mistakes and blunders becomes a puzzle here, the position before it, where you find a better move.

You can also make puzzles from the games of a file.</source>
        <translation>Du hast noch keine Aufgaben.

Aufgaben entstehen aus deinen eigenen Fehlern: Spiele eine Partie und wähle dann „Partie bewerten“ im Menü Computer. Jeder deiner Fehler und Patzer wird hier zu einer Aufgabe, der Stellung davor, in der du einen besseren Zug findest.

Du kannst auch Aufgaben aus den Partien einer Datei machen.</translation>
    </message>
    <message>
        <source>That was every puzzle due today: %1 solved, %2 failed.</source>
        <translation>Das waren alle heute fälligen Aufgaben: %1 gelöst, %2 verfehlt.</translation>
    </message>
    <message>
        <source>No puzzle is due today.</source>
        <translation>Heute ist keine Aufgabe fällig.</translation>
    </message>
    <message numerus="yes">
        <source>You have %n puzzle(s); the next is due on %1.</source>
        <translation>
            <numerusform>Du hast %n Aufgabe; die nächste ist am %1 fällig.</numerusform>
            <numerusform>Du hast %n Aufgaben; die nächste ist am %1 fällig.</numerusform>
        </translation>
    </message>
    <message>
        <source>Puzzle %1 of %2 due today</source>
        <translation>Aufgabe %1 von %2 für heute</translation>
    </message>
    <message>
        <source>Right: %1 is a good move here.</source>
        <translation>Richtig: %1 ist hier ein guter Zug.</translation>
    </message>
    <message>
        <source>In the game you played %1, which threw away the result.</source>
        <translation>In der Partie hast du %1 gespielt und damit das Ergebnis verschenkt.</translation>
    </message>
    <message>
        <source>In the game you played %1, which lost %2 pieces against the best move, %3.</source>
        <translation>In der Partie hast du %1 gespielt, was gegenüber dem besten Zug, %3, %2 Steine verlor.</translation>
    </message>
    <message>
        <source>Also good: %1.</source>
        <translation>Auch gut: %1.</translation>
    </message>
    <message>
        <source>Good moves: %1.</source>
        <translation>Gute Züge: %1.</translation>
    </message>
    <message>
        <source>Your answer could not be kept in %1: %2</source>
        <translation>Deine Antwort konnte nicht in %1 gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Try again.</source>
        <translation>Versuch es noch einmal.</translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s), %1 due today, %2 never tried.</source>
        <translation>
            <numerusform>%n Aufgabe, %1 heute fällig, %2 nie versucht.</numerusform>
            <numerusform>%n Aufgaben, %1 heute fällig, %2 nie versucht.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n try(s): %1 solved, %2 failed.</source>
        <translation>
            <numerusform>%n Versuch: %1 gelöst, %2 verfehlt.</numerusform>
            <numerusform>%n Versuche: %1 gelöst, %2 verfehlt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Make puzzles from a game file</source>
        <translation>Aufgaben aus einer Spieldatei machen</translation>
    </message>
    <message>
        <source>Game files (*.pgn);;All files (*)</source>
        <translation>Spieldateien (*.pgn);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is too large for a game file.</source>
        <translation>%1 ist zu groß für eine Spieldatei.</translation>
    </message>
    <message>
        <source>%1 is not a game file we can read: %2</source>
        <translation>%1 ist keine lesbare Spieldatei: %2</translation>
    </message>
    <message>
        <source>Make puzzles</source>
        <translation>Aufgaben machen</translation>
    </message>
    <message>
        <source>Whose mistakes become puzzles?</source>
        <translation>Wessen Fehler werden zu Aufgaben?</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Beide</translation>
    </message>
    <message>
        <source>The file holds no game with moves.</source>
        <translation>Die Datei enthält keine Partie mit Zügen.</translation>
    </message>
    <message>
        <source>Wrong: %1 is not good enough. The best move is %2.</source>
        <translation>Falsch: %1 ist nicht gut genug. Der beste Zug ist %2.</translation>
    </message>
    <message>
        <source>The best line, played on the board: %1.</source>
        <translation>Die beste Folge, auf dem Brett gespielt: %1.</translation>
    </message>
    <message>
        <source>The best line: %1.</source>
        <translation>Die beste Folge: %1.</translation>
    </message>
    <message>
        <source>It is played on the board.</source>
        <translation>Er wird auf dem Brett gespielt.</translation>
    </message>
    <message numerus="yes">
        <source>Stopped: %n new puzzle(s) made from the games reviewed.</source>
        <translation>
            <numerusform>Angehalten: %n neue Aufgabe aus den geprüften Partien.</numerusform>
            <numerusform>Angehalten: %n neue Aufgaben aus den geprüften Partien.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reviewing game %1 of %2 of the file…</source>
        <translation>Partie %1 von %2 der Datei wird geprüft…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop reviewing the file; the games reviewed keep their puzzles</source>
        <translation>Die Prüfung der Datei anhalten; die geprüften Partien behalten ihre Aufgaben</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Wird angehalten…</translation>
    </message>
    <message>
        <source>Your answer %1 throws away the result.</source>
        <translation>Mit %1 verschenkst du das Ergebnis.</translation>
    </message>
    <message>
        <source>Your answer %1 loses %2 pieces against %3.</source>
        <translation>Mit %1 verlierst du gegenüber %3 %2 Steine.</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Hint: the piece on %1 moves.</source>
        <translation>Tipp: Der Stein auf %1 zieht.</translation>
    </message>
    <message>
        <source>Hint: a clone to %1.</source>
        <translation>Tipp: ein Klon nach %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n new puzzle(s) made from your games.</source>
        <translation>
            <numerusform>%n neue Aufgabe aus deinen Partien gemacht.</numerusform>
            <numerusform>%n neue Aufgaben aus deinen Partien gemacht.</numerusform>
        </translation>
    </message>
    <message>
        <source>Puzzles are being made from other games; try again once they are done.</source>
        <translation>Gerade werden Aufgaben aus anderen Partien gemacht; versuche es wieder, wenn sie fertig sind.</translation>
    </message>
    <message>
        <source>No game chosen has moves.</source>
        <translation>Keine der gewählten Partien enthält Züge.</translation>
    </message>
    <message>
        <source>Reviewing game %1 of %2…</source>
        <translation>Partie %1 von %2 wird geprüft…</translation>
    </message>
    <message>
        <source>Reviewing game %1 of %2 of the file: move %3 of %4…</source>
        <translation>Partie %1 von %2 der Datei wird geprüft: Zug %3 von %4…</translation>
    </message>
    <message>
        <source>Reviewing game %1 of %2: move %3 of %4…</source>
        <translation>Partie %1 von %2 wird geprüft: Zug %3 von %4…</translation>
    </message>
</context>
<context>
    <name>ataxx::RatingView</name>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Bretter</translation>
    </message>
    <message>
        <source>&amp;Boards:</source>
        <translation>&amp;Bretter:</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Rating ± deviation</source>
        <translation>Wertung ± Abweichung</translation>
    </message>
    <message>
        <source>Rated games</source>
        <translation>Gewertete Partien</translation>
    </message>
    <message>
        <source>Rating history</source>
        <translation>Verlauf der Wertung</translation>
    </message>
    <message>
        <source>Results by level and board</source>
        <translation>Ergebnisse nach Stufe und Brett</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>No rated games yet</source>
        <translation>Noch keine gewerteten Partien</translation>
    </message>
    <message>
        <source>Your games against the computer at a level or in an even game (Game ▸ Even game) rate you here, on the computer&apos;s scale. A newcomer starts at %1.</source>
        <translation>Ihre Partien gegen den Computer auf einer Stufe oder in einer ausgeglichenen Partie (Spiel ▸ Ausgeglichene Partie) werten Sie hier, auf der Skala des Computers. Neulinge beginnen bei %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n rated game(s): %1 won, %2 drawn, %3 lost, a score of %4.</source>
        <translation>
            <numerusform>%n gewertete Partie: %1 gewonnen, %2 remis, %3 verloren, %4 der Punkte.</numerusform>
            <numerusform>%n gewertete Partien: %1 gewonnen, %2 remis, %3 verloren, %4 der Punkte.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ataxx::ReviewMode</name>
    <message>
        <source>Dubious</source>
        <translation>Zweifelhaft</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Grober Fehler</translation>
    </message>
    <message>
        <source>&amp;Review game</source>
        <translation>Partie &amp;bewerten</translation>
    </message>
    <message>
        <source>Our engine judges every move of the game and marks the dubious moves, mistakes and blunders (R)</source>
        <translation>Unsere Engine bewertet jeden Zug der Partie und markiert zweifelhafte Züge, Fehler und grobe Fehler (R)</translation>
    </message>
    <message>
        <source>Reviewing move %1 of %2…</source>
        <translation>Bewerte Zug %1 von %2…</translation>
    </message>
    <message>
        <source>Review game</source>
        <translation>Partie bewerten</translation>
    </message>
    <message>
        <source>There is nothing to review yet: no move has been played.</source>
        <translation>Noch gibt es nichts zu bewerten: Es wurde noch kein Zug gespielt.</translation>
    </message>
    <message>
        <source>The game changed during the review; review it again.</source>
        <translation>Die Partie hat sich während der Bewertung geändert; bewerte sie bitte noch einmal.</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Bewerten</translation>
    </message>
    <message>
        <source>%1. %2 (%3)</source>
        <translation>%1. %2 (%3)</translation>
    </message>
</context>
<context>
    <name>ataxx::ReviewSummaryDialog</name>
    <message>
        <source>Game review</source>
        <translation>Partiebewertung</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>Best moves</source>
        <translation>Beste Züge</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Each move was compared with our engine&apos;s best move at depth %1. A move&apos;s accuracy is 100% for the best move and falls with every piece it gives away (78% for one, 37% for four); a side&apos;s accuracy is the average over its moves that had a choice.</source>
        <translation>Jeder Zug wurde mit dem besten Zug unserer Engine in Tiefe %1 verglichen. Die Genauigkeit eines Zuges ist 100 % für den besten Zug und sinkt mit jedem Stein, den er hergibt (78 % für einen, 37 % für vier); die Genauigkeit einer Seite ist der Durchschnitt über ihre Züge, bei denen sie eine Wahl hatte.</translation>
    </message>
    <message>
        <source>No move was marked.</source>
        <translation>Kein Zug wurde markiert.</translation>
    </message>
    <message>
        <source>Marked moves:</source>
        <translation>Markierte Züge:</translation>
    </message>
</context>
<context>
    <name>ataxx::SettingsDialog</name>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>&amp;Brett</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Spieler</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>&amp;Appearance</source>
        <translation>&amp;Aussehen</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>Spr&amp;ache</translation>
    </message>
    <message>
        <source>&amp;Start the game</source>
        <translation>Spiel &amp;starten</translation>
    </message>
    <message>
        <source>Black (moves first)</source>
        <translation>Schwarz (zieht zuerst)</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Chosen by the game</source>
        <translation>Vom Spiel gewählt</translation>
    </message>
    <message>
        <source>Shown beside the board and written into saved games. Leave it empty for “You”, “Human” or the computer&apos;s level.</source>
        <translation>Wird neben dem Brett angezeigt und in gespeicherte Spiele geschrieben. Leer lassen für „Du“, „Mensch“ oder die Stufe des Computers.</translation>
    </message>
    <message>
        <source>&amp;Played by:</source>
        <translation>&amp;Gespielt von:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>When the side to move cannot move</source>
        <translation>Wenn die Seite am Zug nicht ziehen kann</translation>
    </message>
    <message>
        <source>It passes, and the other side moves again</source>
        <translation>Sie passt, und die andere Seite zieht noch einmal</translation>
    </message>
    <message>
        <source>The game ends, and the pieces are counted</source>
        <translation>Das Spiel endet, und die Steine werden gezählt</translation>
    </message>
    <message>
        <source>The game ends, and the empty cells go to the other side</source>
        <translation>Das Spiel endet, und die leeren Felder gehen an die andere Seite</translation>
    </message>
    <message>
        <source>Passing is the standard rule. Ending the game is the rule of GNOME&apos;s Ataxx, filling the board that of many versions for phones.</source>
        <translation>Passen ist die Standardregel. Das Spiel zu beenden ist die Regel von GNOMEs Ataxx, das Brett aufzufüllen die vieler Versionen für Telefone.</translation>
    </message>
    <message>
        <source>Draw without clones</source>
        <translation>Unentschieden ohne Klonen</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Nie</translation>
    </message>
    <message>
        <source>A position that comes back a &amp;third time is a draw</source>
        <translation>Eine Stellung, die zum &amp;dritten Mal vorkommt, ist unentschieden</translation>
    </message>
    <message>
        <source>The rules and the board apply from the next new game. The computer plays by the same rules.</source>
        <translation>Regeln und Brett gelten ab dem nächsten neuen Spiel. Der Computer spielt nach denselben Regeln.</translation>
    </message>
    <message>
        <source>&amp;Colours:</source>
        <translation>&amp;Farben:</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>&amp;Animation:</source>
        <translation>&amp;Animation:</translation>
    </message>
    <message>
        <source>Show where a piece can &amp;move</source>
        <translation>Zeigen, wohin ein Stein &amp;ziehen kann</translation>
    </message>
    <message>
        <source>Show the &amp;last move</source>
        <translation>Den &amp;letzten Zug zeigen</translation>
    </message>
    <message>
        <source>Show the c&amp;oordinates around the board</source>
        <translation>&amp;Koordinaten um das Brett zeigen</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>How long the computer waits before its move is shown, so that you can follow the game.</source>
        <translation>Wie lange der Computer wartet, bevor sein Zug gezeigt wird, damit du dem Spiel folgen kannst.</translation>
    </message>
    <message>
        <source>&amp;Pause before the computer&apos;s move:</source>
        <translation>&amp;Pause vor dem Zug des Computers:</translation>
    </message>
    <message>
        <source>The system&apos;s language (%1)</source>
        <translation>Sprache des Systems (%1)</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>Ataxx speaks the new language the next time it starts. Your game is kept.</source>
        <translation>Ataxx spricht die neue Sprache ab dem nächsten Start. Dein Spiel bleibt erhalten.</translation>
    </message>
    <message>
        <source>How fast moves and captures are shown on the board.</source>
        <translation>Wie schnell Züge und Übernahmen auf dem Brett gezeigt werden.</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>Sprache des Systems</translation>
    </message>
    <message>
        <source>Play &amp;sounds for moves, captures and the end</source>
        <translation>&amp;Töne bei Zügen, Übernahmen und am Spielende</translation>
    </message>
    <message>
        <source>A clone, a jump, each captured piece, a cell that cannot be played and the end of a game each have a short sound.</source>
        <translation>Ein Klon, ein Sprung, jeder übernommene Stein, ein Feld, auf das kein Zug führt, und das Ende einer Partie haben je einen kurzen Ton.</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>Lauts&amp;tärke:</translation>
    </message>
    <message>
        <source>After %1 moves by each player without a clone (standard)</source>
        <translation>Nach %1 Zügen jedes Spielers ohne Klonen (Standard)</translation>
    </message>
    <message>
        <source>After this many moves by each player:</source>
        <translation>Nach so vielen Zügen jedes Spielers:</translation>
    </message>
    <message>
        <source>Jumps and passes count; a clone by either player starts the count again.</source>
        <translation>Sprünge und Passen zählen; ein Klon eines der beiden Spieler beginnt die Zählung von vorn.</translation>
    </message>
    <message>
        <source>%1 (%2) does not play it</source>
        <translation>%1 (%2) spielt es nicht</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>%1 (cannot play this board)</source>
        <translation>%1 (kann dieses Brett nicht spielen)</translation>
    </message>
    <message>
        <source>Cannot start on this board: %1.</source>
        <translation>Auf diesem Brett kann kein Spiel beginnen: %1.</translation>
    </message>
    <message>
        <source>A new game is played by the players chosen last, here or in the toolbar; Stop, watching the computers and opening a game change only the game on the board. A side is a person, the computer at a level or at your strength (even, from your rating), or an external engine that plays the board chosen (Computer ▸ External engines adds them).</source>
        <translation>Eine neue Partie spielen die zuletzt gewählten Spieler, hier oder in der Werkzeugleiste; Stopp, das Zuschauen bei den Computern und das Öffnen einer Partie ändern nur die Partie auf dem Brett. Eine Seite spielt ein Mensch, der Computer auf einer Stufe oder in Ihrer Spielstärke (ausgeglichen, nach Ihrer Wertung) oder eine externe Engine, die das gewählte Brett spielt (Computer ▸ Externe Engines fügt sie hinzu).</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <source>The computer at your strength, from your rating on the board&apos;s kind: it follows your results, game after game</source>
        <translation>Der Computer in Ihrer Spielstärke, nach Ihrer Wertung auf dieser Art von Brett: er folgt Ihren Ergebnissen, Partie für Partie</translation>
    </message>
    <message>
        <source>Beside each level, its strength in Elo on boards like the one chosen, as measured by matches against the engine&apos;s strength scale</source>
        <translation>Neben jeder Stufe ihre Spielstärke in Elo auf Brettern wie dem gewählten, gemessen in Partien gegen die Stärkeskala der Engine</translation>
    </message>
</context>
<context>
    <name>ataxx::TournamentDialog</name>
    <message>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Standing</source>
        <translation>Zwischenstand</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>How it ended</source>
        <translation>Wie es endete</translation>
    </message>
    <message>
        <source>%1 of %2 games</source>
        <translation>%1 von %2 Spielen</translation>
    </message>
    <message>
        <source>Stopping after this move…</source>
        <translation>Hält nach diesem Zug an…</translation>
    </message>
    <message>
        <source>Create the folder?</source>
        <translation>Den Ordner anlegen?</translation>
    </message>
    <message>
        <source>Choose a game file in a folder that exists, or none.</source>
        <translation>Wählen Sie eine Spieldatei in einem vorhandenen Ordner, oder keine.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Save table…</source>
        <translation>Tabelle speichern…</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>The tournament</source>
        <translation>Das Turnier</translation>
    </message>
    <message>
        <source>The game being played</source>
        <translation>Das laufende Spiel</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Stopped after %1 of %2 games. Resume plays the rest.</source>
        <translation>Angehalten nach %1 von %2 Spielen. Fortsetzen spielt den Rest.</translation>
    </message>
    <message>
        <source>A tournament was stopped after %1 of %2 games. Resume plays the rest.</source>
        <translation>Ein Turnier wurde nach %1 von %2 Spielen angehalten. Fortsetzen spielt den Rest.</translation>
    </message>
    <message>
        <source>Ataxx tournament %1</source>
        <translation>Ataxx-Turnier %1</translation>
    </message>
    <message>
        <source>The folder %1 for the tournament&apos;s game file does not exist. Create it?</source>
        <translation>Der Ordner %1 für die Spieldatei des Turniers existiert nicht. Anlegen?</translation>
    </message>
    <message>
        <source>The tournament cannot start: %1</source>
        <translation>Das Turnier kann nicht beginnen: %1</translation>
    </message>
    <message>
        <source>The tournament cannot go on: %1</source>
        <translation>Das Turnier kann nicht weitergehen: %1</translation>
    </message>
    <message>
        <source>Game %1 of %2 (round %3), on %4. Black: %5. White: %6.</source>
        <translation>Spiel %1 von %2 (Runde %3), auf %4. Schwarz: %5. Weiß: %6.</translation>
    </message>
    <message>
        <source>The tournament is over.</source>
        <translation>Das Turnier ist beendet.</translation>
    </message>
    <message>
        <source>%1 of %2 games played</source>
        <translation>%1 von %2 Spielen gespielt</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Save the table</source>
        <translation>Tabelle speichern</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>Textdateien (*.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The table is saved in %1.</source>
        <translation>Die Tabelle ist in %1 gespeichert.</translation>
    </message>
</context>
<context>
    <name>ataxx::TournamentGameView</name>
    <message>
        <source>Game %1 was stopped before its end; Resume plays it again.</source>
        <translation>Partie %1 wurde vor ihrem Ende angehalten; Fortsetzen spielt sie noch einmal.</translation>
    </message>
    <message>
        <source>Game %1 was not finished.</source>
        <translation>Partie %1 wurde nicht zu Ende gespielt.</translation>
    </message>
    <message>
        <source>Game %1, being played: %2 (Black) against %3 (White)</source>
        <translation>Spiel %1, läuft: %2 (Schwarz) gegen %3 (Weiß)</translation>
    </message>
    <message>
        <source>%1 (%2): depth %3, %4, %5</source>
        <translation>%1 (%2): Tiefe %3, %4, %5</translation>
    </message>
    <message>
        <source>Game %1, final position: %2–%3</source>
        <translation>Partie %1, Endstellung: %2–%3</translation>
    </message>
</context>
<context>
    <name>ataxx::TournamentPlanEditor</name>
    <message>
        <source>7×7, blocked layout %1</source>
        <translation>7×7, gesperrte Aufstellung %1</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Everyone on this list plays; in a gauntlet, the first against the others</source>
        <translation>Alle auf dieser Liste spielen; im Gauntlet der Erste gegen die anderen</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <source>Round robin: everyone against everyone</source>
        <translation>Rundenturnier: jeder gegen jeden</translation>
    </message>
    <message>
        <source>Gauntlet: the first player against each of the others</source>
        <translation>Gauntlet: der erste Spieler gegen jeden der anderen</translation>
    </message>
    <message>
        <source>Pairings:</source>
        <translation>Paarungen:</translation>
    </message>
    <message>
        <source>In every round each pairing plays two games from one opening, with colours swapped</source>
        <translation>In jeder Runde spielt jede Paarung zwei Spiele aus derselben Eröffnung, mit getauschten Farben</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Time per move:</source>
        <translation>Zeit pro Zug:</translation>
    </message>
    <message>
        <source>Rounds:</source>
        <translation>Runden:</translation>
    </message>
    <message>
        <source>Balanced positions from the opening book</source>
        <translation>Ausgeglichene Stellungen aus dem Eröffnungsbuch</translation>
    </message>
    <message>
        <source>The board&apos;s start with random moves</source>
        <translation>Die Startstellung mit zufälligen Zügen</translation>
    </message>
    <message>
        <source>Book positions are a few moves into the game and even for both sides; random moves can hand one side the game</source>
        <translation>Buchstellungen liegen wenige Züge nach dem Start und sind für beide Seiten ausgeglichen; zufällige Züge können einer Seite das Spiel schenken</translation>
    </message>
    <message>
        <source> moves</source>
        <translation> Züge</translation>
    </message>
    <message>
        <source>Random moves played from the start before the game begins, the same for both games of a pair</source>
        <translation>Zufällige Züge ab der Startstellung vor Spielbeginn, für beide Spiele eines Paars dieselben</translation>
    </message>
    <message>
        <source>Openings:</source>
        <translation>Eröffnungen:</translation>
    </message>
    <message>
        <source>Boards:</source>
        <translation>Bretter:</translation>
    </message>
    <message>
        <source>Game file:</source>
        <translation>Spieldatei:</translation>
    </message>
    <message>
        <source>%1 cannot play this board.</source>
        <translation>%1 kann auf diesem Brett nicht spielen.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Add at least two players.</source>
        <translation>Füge mindestens zwei Spieler hinzu.</translation>
    </message>
    <message>
        <source>Choose at least one board.</source>
        <translation>Wähle mindestens ein Brett.</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>1 game: %1.</source>
        <translation>1 Spiel: %1.</translation>
    </message>
    <message>
        <source>%1 games: %2.</source>
        <translation>%1 Spiele: %2.</translation>
    </message>
    <message>
        <source>No game on %1: more rounds give every board its share.</source>
        <translation>Kein Spiel auf %1: mit mehr Runden kommt jedes Brett an die Reihe.</translation>
    </message>
    <message>
        <source>The tournament&apos;s game file</source>
        <translation>Die Spieldatei des Turniers</translation>
    </message>
    <message>
        <source>Game files (*.pgn);;All files (*)</source>
        <translation>Spieldateien (*.pgn);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>The player Add puts on the list</source>
        <translation>Der Spieler, den „Hinzufügen“ in die Liste aufnimmt</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Random moves</source>
        <translation>Zufällige Züge</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Bretter</translation>
    </message>
    <message>
        <source>Game file</source>
        <translation>Spieldatei</translation>
    </message>
</context>
<context>
    <name>ataxx::TournamentRunner</name>
    <message>
        <source>A match is running already.</source>
        <translation>Es läuft bereits ein Wettkampf.</translation>
    </message>
    <message>
        <source>Choose at least one board.</source>
        <translation>Wähle mindestens ein Brett.</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1 could not be written completely.</source>
        <translation>%1 konnte nicht vollständig geschrieben werden.</translation>
    </message>
    <message>
        <source>There is no stopped tournament to go on with.</source>
        <translation>Es gibt kein angehaltenes Turnier zum Fortsetzen.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 cannot be written: the games are not saved.</source>
        <translation>%1 kann nicht geschrieben werden: die Spiele werden nicht gespeichert.</translation>
    </message>
</context>
<context>
    <name>ataxx::TournamentStanding</name>
    <message>
        <source>No tournament yet.</source>
        <translation>Noch kein Turnier.</translation>
    </message>
    <message>
        <source>%1 players, no game played yet</source>
        <translation>%1 Spieler, noch kein Spiel gespielt</translation>
    </message>
    <message>
        <source>%1 leads with %2 of %3 points</source>
        <translation>%1 führt mit %2 von %3 Punkten</translation>
    </message>
    <message>
        <source>%1: %2 won, %3 drawn, %4 lost against %5</source>
        <translation>%1: %2 gewonnen, %3 unentschieden, %4 verloren gegen %5</translation>
    </message>
    <message>
        <source>Score: – · Elo difference: –</source>
        <translation>Punkte: – · Elo-Differenz: –</translation>
    </message>
    <message>
        <source>Score: %1% · Elo difference: %2∞ until a game ends otherwise</source>
        <translation>Punkte: %1 % · Elo-Differenz: %2∞, bis ein Spiel anders ausgeht</translation>
    </message>
    <message>
        <source>Score: %1% · Elo difference: %2</source>
        <translation>Ergebnis: %1 % · Elo-Differenz: %2</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>Kreuztabelle</translation>
    </message>
</context>
<context>
    <name>ataxx::UaiProcess</name>
    <message>
        <source>killed by a signal</source>
        <translation>durch ein Signal beendet</translation>
    </message>
    <message>
        <source>exit status %1</source>
        <translation>Exit-Status %1</translation>
    </message>
</context>
<context>
    <name>ataxx::WatchMode</name>
    <message>
        <source>proven</source>
        <translation>bewiesen</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>Engine output</source>
        <translation>Engine-Ausgabe</translation>
    </message>
    <message>
        <source>Graph</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>S&amp;tart</source>
        <translation>S&amp;tarten</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>Hold the computers (P)</source>
        <translation>Die Computer anhalten (P)</translation>
    </message>
    <message>
        <source>St&amp;ep</source>
        <translation>Einzel&amp;schritt</translation>
    </message>
    <message>
        <source>One move, then hold again (N)</source>
        <translation>Ein Zug, dann wieder anhalten (N)</translation>
    </message>
    <message>
        <source>St&amp;op</source>
        <translation>St&amp;opp</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analysieren</translation>
    </message>
    <message>
        <source>Our engine thinks about the position on the board until stopped (A)</source>
        <translation>Unsere Engine denkt über die Stellung auf dem Brett nach, bis sie gestoppt wird (A)</translation>
    </message>
    <message>
        <source>&amp;External engines…</source>
        <translation>&amp;Externe Engines…</translation>
    </message>
    <message>
        <source>Add the UAI engines that can play</source>
        <translation>UAI-Engines hinzufügen, die mitspielen können</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Who plays %1</source>
        <translation>Wer %1 spielt</translation>
    </message>
    <message>
        <source>Delay</source>
        <translation>Verzögerung</translation>
    </message>
    <message>
        <source>The pause after each computer move, on top of its animation</source>
        <translation>Die Pause nach jedem Computerzug, zusätzlich zu seiner Animation</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>&amp;Computer</source>
        <translation>&amp;Computer</translation>
    </message>
    <message>
        <source>Engine &amp;output</source>
        <translation>Engine-&amp;Ausgabe</translation>
    </message>
    <message>
        <source>&amp;Graph</source>
        <translation>&amp;Bewertung</translation>
    </message>
    <message>
        <source>From the last move</source>
        <translation>Ab dem letzten Zug</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <source>Where should the computers go on?</source>
        <translation>Wo sollen die Computer weiterspielen?</translation>
    </message>
    <message>
        <source>The game is over here.</source>
        <translation>Hier ist das Spiel zu Ende.</translation>
    </message>
    <message>
        <source>played %1</source>
        <translation>spielte %1</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>Let the computers go on (P)</source>
        <translation>Die Computer weiterspielen lassen (P)</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>End the computers&apos; play: people take their sides, the game stays as it is</source>
        <translation>Das Spiel der Computer beenden: Menschen übernehmen ihre Seiten, das Spiel bleibt, wie es ist</translation>
    </message>
    <message>
        <source>Computer play</source>
        <translation>Computerspiel</translation>
    </message>
    <message>
        <source>&amp;Tournament…</source>
        <translation>&amp;Turnier…</translation>
    </message>
    <message>
        <source>Games between two players or more: a match, a round robin or a gauntlet</source>
        <translation>Spiele zwischen zwei oder mehr Spielern: ein Wettkampf, ein Rundenturnier oder ein Gauntlet</translation>
    </message>
    <message>
        <source>The computers play on from the position on the board (with people on both sides, the computers you last watched take them) (P)</source>
        <translation>Die Computer spielen ab der Stellung auf dem Brett weiter (spielen Menschen beide Seiten, übernehmen die zuletzt beobachteten Computer) (P)</translation>
    </message>
    <message>
        <source>Stopped: people play both sides; Start (P) lets the computers go on.</source>
        <translation>Angehalten: Menschen spielen beide Seiten; Starten (P) lässt die Computer weiterspielen.</translation>
    </message>
    <message>
        <source>waits while you answer</source>
        <translation>wartet, bis du geantwortet hast</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>denkt nach…</translation>
    </message>
    <message>
        <source>From the position on the board (the later moves stay as a variation)</source>
        <translation>Ab der Stellung auf dem Brett (die späteren Züge bleiben als Variante erhalten)</translation>
    </message>
</context>
<context>
    <name>ataxx::fen</name>
    <message>
        <source>the FEN is empty</source>
        <translation>die FEN ist leer</translation>
    </message>
    <message>
        <source>row %1 is empty</source>
        <translation>Reihe %1 ist leer</translation>
    </message>
    <message>
        <source>the board has more than %1 rows</source>
        <translation>das Brett hat mehr als %1 Reihen</translation>
    </message>
    <message>
        <source>number at column %1 is too large for a row</source>
        <translation>die Zahl an Stelle %1 ist zu groß für eine Reihe</translation>
    </message>
    <message>
        <source>unknown character %1 at column %2 (row %3)</source>
        <translation>unbekanntes Zeichen %1 an Stelle %2 (Reihe %3)</translation>
    </message>
    <message>
        <source>row %1 has more than %2 cells</source>
        <translation>Reihe %1 hat mehr als %2 Felder</translation>
    </message>
    <message>
        <source>a hexagon of side %1 has %2 rows, not %3</source>
        <translation>ein Sechseck der Seitenlänge %1 hat %2 Reihen, nicht %3</translation>
    </message>
    <message>
        <source>row %1 has %2 cells where %3 were expected (a hexagon of side %4)</source>
        <translation>Reihe %1 hat %2 Felder, erwartet waren %3 (ein Sechseck der Seitenlänge %4)</translation>
    </message>
    <message>
        <source>a hexagon must be %1 to %2 cells a side, not %3</source>
        <translation>ein Sechseck muss %1 bis %2 Felder Seitenlänge haben, nicht %3</translation>
    </message>
    <message>
        <source>row %1 has %2 cells where %3 were expected</source>
        <translation>Reihe %1 hat %2 Felder, erwartet waren %3</translation>
    </message>
    <message>
        <source>a rectangle must be %1 to %2 cells a side, not %3 x %4</source>
        <translation>ein Rechteck muss %1 bis %2 Felder je Seite haben, nicht %3 × %4</translation>
    </message>
    <message>
        <source>the side to move is missing after the rows</source>
        <translation>nach den Reihen fehlt die Seite am Zug</translation>
    </message>
    <message>
        <source>the side to move must be x or o, not %1</source>
        <translation>die Seite am Zug muss x oder o sein, nicht %1</translation>
    </message>
    <message>
        <source>the halfmove clock must be a number from 0 to 1000000, not %1</source>
        <translation>der Halbzugzähler muss eine Zahl von 0 bis 1000000 sein, nicht %1</translation>
    </message>
    <message>
        <source>the fullmove number must be a number from 1 to 1000000, not %1</source>
        <translation>die Zugnummer muss eine Zahl von 1 bis 1000000 sein, nicht %1</translation>
    </message>
    <message>
        <source>unexpected %1 after the fullmove number</source>
        <translation>unerwartetes %1 nach der Zugnummer</translation>
    </message>
</context>
<context>
    <name>ataxx::notation</name>
    <message>
        <source>move %1 is not a legal move here: %2</source>
        <translation>der Zug %1 ist hier nicht erlaubt: %2</translation>
    </message>
    <message>
        <source>the game is over: no move is legal</source>
        <translation>die Partie ist vorbei: kein Zug ist erlaubt</translation>
    </message>
    <message>
        <source>a pass is not legal here: %1 can move</source>
        <translation>Passen ist hier nicht erlaubt: %1 kann ziehen</translation>
    </message>
    <message>
        <source>%1 is not a move (a cell like c3, two cells like a1c3, or 0000)</source>
        <translation>%1 ist kein Zug (ein Feld wie c3, zwei Felder wie a1c3 oder 0000)</translation>
    </message>
    <message>
        <source>%1 is not a cell of this %2 board</source>
        <translation>%1 ist kein Feld dieses %2-Bretts</translation>
    </message>
    <message>
        <source>%1 and %2 are %3 cells apart (1 or 2 allowed)</source>
        <translation>%1 und %2 liegen %3 Felder auseinander (1 oder 2 erlaubt)</translation>
    </message>
    <message>
        <source>%1 has no piece on %2</source>
        <translation>%1 hat keinen Stein auf %2</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>die Partie ist vorbei</translation>
    </message>
    <message>
        <source>%1 is blocked</source>
        <translation>%1 ist gesperrt</translation>
    </message>
    <message>
        <source>%1 is not empty</source>
        <translation>%1 ist nicht leer</translation>
    </message>
    <message>
        <source>%1 has no piece next to %2</source>
        <translation>%1 hat keinen Stein neben %2</translation>
    </message>
    <message>
        <source>it is not %1&apos;s move</source>
        <translation>%1 ist nicht am Zug</translation>
    </message>
</context>
<context>
    <name>ataxx::pgn</name>
    <message>
        <source>a &apos;)&apos; closes no variation</source>
        <translation>ein &apos;)&apos; schließt keine Variante</translation>
    </message>
    <message>
        <source>the file holds no game</source>
        <translation>die Datei enthält keine Partie</translation>
    </message>
    <message>
        <source>game %1, line %2: %3</source>
        <translation>Partie %1, Zeile %2: %3</translation>
    </message>
    <message>
        <source>the comment opened here is never closed</source>
        <translation>der hier geöffnete Kommentar wird nie geschlossen</translation>
    </message>
    <message>
        <source>the variation opened here is never closed</source>
        <translation>die hier geöffnete Variante wird nie geschlossen</translation>
    </message>
    <message>
        <source>unexpected %1</source>
        <translation>unerwartet: %1</translation>
    </message>
    <message>
        <source>a tag must look like [Name &quot;value&quot;]</source>
        <translation>ein Tag muss wie [Name &quot;Wert&quot;] aussehen</translation>
    </message>
    <message>
        <source>move %1 comes after the end of the game</source>
        <translation>der Zug %1 kommt nach dem Ende der Partie</translation>
    </message>
    <message>
        <source>[StuckRule %1] must be pass, end or fill</source>
        <translation>[StuckRule %1] muss pass, end oder fill sein</translation>
    </message>
    <message>
        <source>[HalfmoveLimit %1] must be a number or none</source>
        <translation>[HalfmoveLimit %1] muss eine Zahl oder none sein</translation>
    </message>
    <message>
        <source>[Repetition %1] must be threefold or off</source>
        <translation>[Repetition %1] muss threefold oder off sein</translation>
    </message>
    <message>
        <source>[FEN %1]: %2</source>
        <translation>[FEN %1]: %2</translation>
    </message>
    <message>
        <source>a variation must follow a move</source>
        <translation>eine Variante muss auf einen Zug folgen</translation>
    </message>
    <message>
        <source>variations nested more than %1 deep</source>
        <translation>Varianten mehr als %1 Ebenen tief verschachtelt</translation>
    </message>
</context>
<context>
    <name>ataxx::setup</name>
    <message>
        <source>the game would already be over: %1</source>
        <translation>die Partie wäre schon vorbei: %1</translation>
    </message>
    <message>
        <source>there are no pieces on the board</source>
        <translation>es stehen keine Steine auf dem Brett</translation>
    </message>
    <message>
        <source>%1 has no pieces</source>
        <translation>%1 hat keine Steine</translation>
    </message>
    <message>
        <source>the board is full</source>
        <translation>das Brett ist voll</translation>
    </message>
    <message>
        <source>no piece can reach any of the empty cells (%1)</source>
        <translation>kein Stein kann eines der leeren Felder erreichen (%1)</translation>
    </message>
    <message>
        <source>the halfmove clock is %1, and the rules draw the game at %2</source>
        <translation>der Halbzugzähler steht auf %1, und nach den Regeln endet die Partie bei %2 unentschieden</translation>
    </message>
    <message>
        <source>%1 is to move and cannot move, which ends the game under the rules in force</source>
        <translation>%1 ist am Zug und kann nicht ziehen, was nach den geltenden Regeln die Partie beendet</translation>
    </message>
    <message>
        <source>the rules end the game here</source>
        <translation>die Regeln beenden die Partie hier</translation>
    </message>
</context>
<context>
    <name>ataxx::text</name>
    <message>
        <source>byte 0x%1</source>
        <translation>Byte 0x%1</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Ataxx and Hexxagon against a friend or the computer.</source>
        <translation>Ataxx und Hexxagon gegen Freunde oder den Computer.</translation>
    </message>
    <message>
        <source>Start from this position.</source>
        <translation>Von dieser Stellung aus beginnen.</translation>
    </message>
    <message>
        <source>Who plays Black (x): human, or a level from very-easy to very-hard.</source>
        <translation>Wer Schwarz (x) spielt: human oder eine Stufe von very-easy bis very-hard.</translation>
    </message>
    <message>
        <source>Who plays White (o), as for --black.</source>
        <translation>Wer Weiß (o) spielt, wie bei --black.</translation>
    </message>
    <message>
        <source>Open the settings at once.</source>
        <translation>Gleich die Einstellungen öffnen.</translation>
    </message>
    <message>
        <source>A game file (PGN) to open.</source>
        <translation>Eine zu öffnende Spieldatei (PGN).</translation>
    </message>
    <message>
        <source>unknown player: %1</source>
        <translation>unbekannter Spieler: %1</translation>
    </message>
    <message>
        <source>unknown board: %1</source>
        <translation>unbekanntes Brett: %1</translation>
    </message>
    <message>
        <source>bad FEN: %1</source>
        <translation>fehlerhafte FEN: %1</translation>
    </message>
    <message>
        <source>Start a game between two computers on the board of a new game.</source>
        <translation>Ein Spiel zwischen zwei Computern auf dem Brett eines neuen Spiels starten.</translation>
    </message>
    <message>
        <source>Start a new game on a board, which new games keep: %1.</source>
        <translation>Ein neues Spiel auf einem Brett beginnen, das auch neue Spiele behalten: %1.</translation>
    </message>
</context>
</TS>
