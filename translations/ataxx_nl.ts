<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL">
<context>
    <name>BoardAccessible</name>
    <message>
        <source>blocked</source>
        <translation>geblokkeerd</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leeg</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>geselecteerd</translation>
    </message>
    <message>
        <source>clone target</source>
        <translation>doel om te klonen</translation>
    </message>
    <message>
        <source>jump target</source>
        <translation>doel om te springen</translation>
    </message>
    <message>
        <source>last move</source>
        <translation>laatste zet</translation>
    </message>
    <message>
        <source>left by the last move</source>
        <translation>verlaten door de laatste zet</translation>
    </message>
    <message>
        <source>taken by the last move</source>
        <translation>overgenomen door de laatste zet</translation>
    </message>
    <message>
        <source>the hint&apos;s move goes here</source>
        <translation>de zet van de hint komt hier</translation>
    </message>
    <message>
        <source>the hint&apos;s move jumps from here</source>
        <translation>de zet van de hint springt van hier</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Arrow keys move between the cells; Enter or Space changes the cell with the chosen tool.</source>
        <translation>De pijltjestoetsen gaan van veld naar veld; Enter of spatie verandert het veld met het gekozen gereedschap.</translation>
    </message>
    <message>
        <source>Arrow keys move between the cells; Enter or Space selects a piece and plays.</source>
        <translation>De pijltjestoetsen gaan van veld naar veld; Enter of spatie kiest een steen en zet.</translation>
    </message>
    <message>
        <source>No piece selected.</source>
        <translation>Geen steen geselecteerd.</translation>
    </message>
    <message>
        <source>%1 selected.</source>
        <translation>%1 geselecteerd.</translation>
    </message>
    <message>
        <source>Clones to %1.</source>
        <translation>Kloont naar %1.</translation>
    </message>
    <message>
        <source>Jumps to %1.</source>
        <translation>Springt naar %1.</translation>
    </message>
    <message>
        <source>It cannot move.</source>
        <translation>Hij kan niet zetten.</translation>
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
        <translation>7×7 met geblokkeerde velden</translation>
    </message>
    <message>
        <source>Smaller rectangles (such as 5×5)</source>
        <translation>Kleinere rechthoeken (zoals 5×5)</translation>
    </message>
    <message>
        <source>Larger rectangles (such as 9×9)</source>
        <translation>Grotere rechthoeken (zoals 9×9)</translation>
    </message>
    <message>
        <source>Hexxagon and hexagons up to side 5</source>
        <translation>Hexxagon en zeshoeken tot zijde 5</translation>
    </message>
    <message>
        <source>Hexagons of side 6 and 7</source>
        <translation>Zeshoeken met zijde 6 en 7</translation>
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
        <translation>de zeshoek met zijde 6</translation>
    </message>
</context>
<context>
    <name>BoardLayout</name>
    <message>
        <source>Black needs at least one piece.</source>
        <translation>Zwart heeft minstens één steen nodig.</translation>
    </message>
    <message>
        <source>White needs at least one piece.</source>
        <translation>Wit heeft minstens één steen nodig.</translation>
    </message>
    <message>
        <source>A piece stands on a blocked cell: %1.</source>
        <translation>Er staat een steen op een geblokkeerd veld: %1.</translation>
    </message>
    <message>
        <source>A cell holds pieces of both sides: %1.</source>
        <translation>Een veld bevat stenen van beide kanten: %1.</translation>
    </message>
    <message>
        <source>The game would be over before the first move.</source>
        <translation>Het spel zou al voor de eerste zet voorbij zijn.</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) can never be reached by any piece: %1.</source>
        <translation>
            <numerusform>%n veld kan door geen enkele steen ooit bereikt worden: %1.</numerusform>
            <numerusform>%n velden kunnen door geen enkele steen ooit bereikt worden: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Left–right mirror</source>
        <translation>Spiegeling links–rechts</translation>
    </message>
    <message>
        <source>Top–bottom mirror</source>
        <translation>Spiegeling boven–onder</translation>
    </message>
    <message>
        <source>Four-way mirror</source>
        <translation>Viervoudige spiegeling</translation>
    </message>
    <message>
        <source>Point symmetry (half turn)</source>
        <translation>Puntsymmetrie (halve draai)</translation>
    </message>
    <message>
        <source>Three-fold rotation</source>
        <translation>Drievoudige draaiing</translation>
    </message>
    <message>
        <source>Six-fold rotation</source>
        <translation>Zesvoudige draaiing</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Geen</translation>
    </message>
</context>
<context>
    <name>BoardPresets</name>
    <message>
        <source>Classic 7×7</source>
        <translation>Klassiek 7×7</translation>
    </message>
    <message>
        <source>Four pillars</source>
        <translation>Vier pilaren</translation>
    </message>
    <message>
        <source>Cross</source>
        <translation>Kruis</translation>
    </message>
    <message>
        <source>Saltire</source>
        <translation>Andreaskruis</translation>
    </message>
    <message>
        <source>Four rooms</source>
        <translation>Vier kamers</translation>
    </message>
    <message>
        <source>Lattice</source>
        <translation>Traliewerk</translation>
    </message>
    <message>
        <source>Corner guards</source>
        <translation>Hoekwachters</translation>
    </message>
    <message>
        <source>Wide pillars</source>
        <translation>Wijde pilaren</translation>
    </message>
    <message>
        <source>Centre bar</source>
        <translation>Middenbalk</translation>
    </message>
    <message>
        <source>Four gates</source>
        <translation>Vier poorten</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>Raster</translation>
    </message>
    <message>
        <source>Two walls</source>
        <translation>Twee muren</translation>
    </message>
    <message>
        <source>Islands</source>
        <translation>Eilanden</translation>
    </message>
    <message>
        <source>Side posts</source>
        <translation>Zijpalen</translation>
    </message>
    <message>
        <source>Compass</source>
        <translation>Kompas</translation>
    </message>
    <message>
        <source>Diagonals</source>
        <translation>Diagonalen</translation>
    </message>
    <message>
        <source>Goals</source>
        <translation>Doelen</translation>
    </message>
    <message>
        <source>Hexxagon without holes</source>
        <translation>Hexxagon zonder gaten</translation>
    </message>
    <message>
        <source>Hexxagon with a ring of six holes</source>
        <translation>Hexxagon met een ring van zes gaten</translation>
    </message>
    <message>
        <source>Hexxagon with a star of six holes</source>
        <translation>Hexxagon met een ster van zes gaten</translation>
    </message>
    <message>
        <source>Hexxagon with a hole in the centre</source>
        <translation>Hexxagon met een gat in het midden</translation>
    </message>
    <message>
        <source>Small hexagon (side 4)</source>
        <translation>Kleine zeshoek (zijde 4)</translation>
    </message>
    <message>
        <source>Large hexagon (side 6)</source>
        <translation>Grote zeshoek (zijde 6)</translation>
    </message>
    <message>
        <source>Largest hexagon (side 7) with three holes</source>
        <translation>Grootste zeshoek (zijde 7) met drie gaten</translation>
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
        <translation>7×7 met geblokkeerde velden</translation>
    </message>
    <message>
        <source>Hexagons</source>
        <translation>Zeshoeken</translation>
    </message>
    <message>
        <source>Other sizes</source>
        <translation>Andere maten</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klassiek</translation>
    </message>
    <message>
        <source>Hexxagon with three holes</source>
        <translation>Hexxagon met drie gaten</translation>
    </message>
</context>
<context>
    <name>BoardTheme</name>
    <message>
        <source>Light</source>
        <translation>Licht</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Donker</translation>
    </message>
    <message>
        <source>Colour-blind safe</source>
        <translation>Geschikt voor kleurenblinden</translation>
    </message>
    <message>
        <source>Follow the system (light or dark)</source>
        <translation>Volgens het systeem (licht of donker)</translation>
    </message>
</context>
<context>
    <name>ClickReason</name>
    <message>
        <source>%1 is blocked: no piece can go there.</source>
        <translation>%1 is geblokkeerd: daar kan geen steen heen.</translation>
    </message>
    <message>
        <source>%1 is taken by %2, and %3 is to move.</source>
        <translation>%1 is bezet door %2, en %3 is aan zet.</translation>
    </message>
    <message>
        <source>%1 has no piece to move.</source>
        <translation>%1 heeft geen steen om te zetten.</translation>
    </message>
    <message>
        <source>To jump to %1, first click the piece that jumps, such as %2.</source>
        <translation>Om naar %1 te springen, klik eerst op de steen die springt, bijvoorbeeld %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 is %n cell(s) from %2: a piece moves one or two cells.</source>
        <translation>
            <numerusform>%1 ligt %n veld van %2: een steen gaat één of twee velden ver.</numerusform>
            <numerusform>%1 ligt %n velden van %2: een steen gaat één of twee velden ver.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EngineFailure</name>
    <message>
        <source>%1 could not be started (%2).</source>
        <translation>%1 kon niet worden gestart (%2).</translation>
    </message>
    <message>
        <source>%1 did not answer as a UAI engine.</source>
        <translation>%1 antwoordde niet als een UAI-engine.</translation>
    </message>
    <message>
        <source>%1 stopped running (%2).</source>
        <translation>%1 is gestopt (%2).</translation>
    </message>
    <message>
        <source>%1 gave no move in time.</source>
        <translation>%1 gaf niet op tijd een zet.</translation>
    </message>
    <message>
        <source>%1 cannot play this board (%2).</source>
        <translation>%1 kan niet op dit bord spelen (%2).</translation>
    </message>
    <message>
        <source>%1 gave no move.</source>
        <translation>%1 gaf geen zet.</translation>
    </message>
    <message>
        <source>%1 played an illegal move (%2).</source>
        <translation>%1 speelde een ongeldige zet (%2).</translation>
    </message>
    <message>
        <source>It wrote:</source>
        <translation>Hij schreef:</translation>
    </message>
</context>
<context>
    <name>ExplanationText</name>
    <message>
        <source>%1 ends the game, and %2 loses; %3 still wins.</source>
        <translation>%1 beëindigt de partij en %2 verliest; %3 wint nog.</translation>
    </message>
    <message>
        <source>%1 ends the game, and %2 loses; %3 keeps the game open.</source>
        <translation>%1 beëindigt de partij en %2 verliest; %3 houdt de partij open.</translation>
    </message>
    <message>
        <source>%1 ends the game, and %2 loses; %3 holds out longer.</source>
        <translation>%1 beëindigt de partij en %2 verliest; %3 houdt het langer vol.</translation>
    </message>
    <message numerus="yes">
        <source>%1 loses by force in %n move(s); %2 still wins.</source>
        <translation>
            <numerusform>%1 verliest geforceerd in %n zet; %2 wint nog.</numerusform>
            <numerusform>%1 verliest geforceerd in %n zetten; %2 wint nog.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 loses by force in %n move(s); %2 keeps the game open.</source>
        <translation>
            <numerusform>%1 verliest geforceerd in %n zet; %2 houdt de partij open.</numerusform>
            <numerusform>%1 verliest geforceerd in %n zetten; %2 houdt de partij open.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 loses by force in %n move(s); %2 holds out longer.</source>
        <translation>
            <numerusform>%1 verliest geforceerd in %n zet; %2 houdt het langer vol.</numerusform>
            <numerusform>%1 verliest geforceerd in %n zetten; %2 houdt het langer vol.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins by force in %n move(s); %2 lets the win slip.</source>
        <translation>
            <numerusform>%1 wint geforceerd in %n zet; %2 laat de winst glippen.</numerusform>
            <numerusform>%1 wint geforceerd in %n zetten; %2 laat de winst glippen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The jump from %1 leaves a hole: %2&apos;s %3 lands in it and takes %n piece(s).</source>
        <translation>
            <numerusform>De sprong vanaf %1 laat een gat achter: %2 springt er met %3 in en neemt %n steen over.</numerusform>
            <numerusform>De sprong vanaf %1 laat een gat achter: %2 springt er met %3 in en neemt %n stenen over.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %1, %2&apos;s %3 takes %n piece(s) and %4 must pass.</source>
        <translation>
            <numerusform>Na %1 neemt %2 met %3 %n steen over en moet %4 passen.</numerusform>
            <numerusform>Na %1 neemt %2 met %3 %n stenen over en moet %4 passen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s reply %2 takes %n piece(s).</source>
        <translation>
            <numerusform>%1 antwoordt met %2 en neemt %n steen over.</numerusform>
            <numerusform>%1 antwoordt met %2 en neemt %n stenen over.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %1, %2&apos;s %3 takes %n piece(s) and the jump leaves no hole.</source>
        <translation>
            <numerusform>Na %1 neemt %2 met %3 %n steen over, en de sprong laat geen gat achter.</numerusform>
            <numerusform>Na %1 neemt %2 met %3 %n stenen over, en de sprong laat geen gat achter.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %1, %2&apos;s %3 takes %n piece(s).</source>
        <translation>
            <numerusform>Na %1 neemt %2 met %3 %n steen over.</numerusform>
            <numerusform>Na %1 neemt %2 met %3 %n stenen over.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 leaves %4 open: %2&apos;s %3 takes %n piece(s) and the jump leaves no hole.</source>
        <translation>
            <numerusform>%1 laat %4 open: %2 neemt met %3 %n steen over, en de sprong laat geen gat achter.</numerusform>
            <numerusform>%1 laat %4 open: %2 neemt met %3 %n stenen over, en de sprong laat geen gat achter.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 leaves %4 open: %2&apos;s %3 takes %n piece(s).</source>
        <translation>
            <numerusform>%1 laat %4 open: %2 neemt met %3 %n steen over.</numerusform>
            <numerusform>%1 laat %4 open: %2 neemt met %3 %n stenen over.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 instead leaves no hole.</source>
        <translation>%1 laat daarentegen geen gat achter.</translation>
    </message>
    <message numerus="yes">
        <source>%1 instead takes %n piece(s) and leaves no hole.</source>
        <translation>
            <numerusform>%1 neemt daarentegen %n steen over en laat geen gat achter.</numerusform>
            <numerusform>%1 neemt daarentegen %n stenen over en laat geen gat achter.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 instead takes %n piece(s), %2 none.</source>
        <translation>
            <numerusform>%1 neemt daarentegen %n steen over, %2 geen.</numerusform>
            <numerusform>%1 neemt daarentegen %n stenen over, %2 geen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 instead takes %n piece(s), %2 only %3.</source>
        <translation>
            <numerusform>%1 neemt daarentegen %n steen over, %2 maar %3.</numerusform>
            <numerusform>%1 neemt daarentegen %n stenen over, %2 maar %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n move(s) each, %1 leaves %2 %3, %4 %5; %6 leaves %2 %7, %4 %8.</source>
        <translation>
            <numerusform>Na %n zet elk staat het na %1 %2 %3, %4 %5; na %6 %2 %7, %4 %8.</numerusform>
            <numerusform>Na %n zetten elk staat het na %1 %2 %3, %4 %5; na %6 %2 %7, %4 %8.</numerusform>
        </translation>
    </message>
    <message>
        <source>Both moves leave %1 behind; %2 loses less: %3 against %4.</source>
        <translation>Beide zetten laten %1 achter staan; %2 verliest minder: %3 tegenover %4.</translation>
    </message>
    <message numerus="yes">
        <source>No capture in the next moves sets them apart; searching %n ply(-ies) ahead, the engine finds %1 better by %2 pieces.</source>
        <translation>
            <numerusform>Geen overname in de volgende zetten onderscheidt ze; door %n halve zet vooruit te rekenen vindt de engine %1 %2 stenen beter.</numerusform>
            <numerusform>Geen overname in de volgende zetten onderscheidt ze; door %n halve zetten vooruit te rekenen vindt de engine %1 %2 stenen beter.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LibraryGame</name>
    <message>
        <source>Hexagon, side %1</source>
        <translation>Zeshoek, zijde %1</translation>
    </message>
    <message>
        <source>%1×%2</source>
        <translation>%1×%2</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n blocked cell(s)</source>
        <translation>
            <numerusform>%1, %n geblokkeerd veld</numerusform>
            <numerusform>%1, %n geblokkeerde velden</numerusform>
        </translation>
    </message>
    <message>
        <source>7×7</source>
        <translation>7×7</translation>
    </message>
    <message>
        <source>Hexagonal</source>
        <translation>Zeshoekig</translation>
    </message>
    <message>
        <source>Other boards</source>
        <translation>Andere borden</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>%1 heeft gewonnen</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Gelijkspel</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>Niet afgelopen</translation>
    </message>
    <message>
        <source>From a file</source>
        <translation>Uit een bestand</translation>
    </message>
    <message>
        <source>Computers only</source>
        <translation>Alleen computers</translation>
    </message>
    <message>
        <source>A person</source>
        <translation>Een mens</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespeeld</translation>
    </message>
    <message>
        <source>Watched</source>
        <translation>Bekeken</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>Geïmporteerd</translation>
    </message>
</context>
<context>
    <name>MoveText</name>
    <message>
        <source>pass</source>
        <translation>past</translation>
    </message>
    <message>
        <source>%1 cannot move and passes.</source>
        <translation>%1 kan niet zetten en past.</translation>
    </message>
    <message>
        <source>%1 jumps %2 to %3.</source>
        <translation>%1 springt van %2 naar %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 jumps %2 to %3 and takes %n.</source>
        <translation>
            <numerusform>%1 springt van %2 naar %3 en neemt %n over.</numerusform>
            <numerusform>%1 springt van %2 naar %3 en neemt %n over.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 clones to %2.</source>
        <translation>%1 kloont naar %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 clones to %2 and takes %n.</source>
        <translation>
            <numerusform>%1 kloont naar %2 en neemt %n over.</numerusform>
            <numerusform>%1 kloont naar %2 en neemt %n over.</numerusform>
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
        <translation>7×7-borden</translation>
    </message>
    <message>
        <source>Hexagonal boards</source>
        <translation>Zeshoekige borden</translation>
    </message>
    <message>
        <source>Other boards</source>
        <translation>Andere borden</translation>
    </message>
    <message>
        <source>Even game</source>
        <translation>Gelijkwaardige partij</translation>
    </message>
</context>
<context>
    <name>PlayerSetup</name>
    <message>
        <source>Very easy</source>
        <translation>Zeer makkelijk</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Makkelijk</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Gemiddeld</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Moeilijk</translation>
    </message>
    <message>
        <source>Very hard</source>
        <translation>Zeer moeilijk</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Zwart</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Wit</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation>Computer (%1)</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mens</translation>
    </message>
    <message>
        <source>Computer (even, %1)</source>
        <translation>Computer (gelijkwaardig, %1)</translation>
    </message>
    <message>
        <source>Computer (even)</source>
        <translation>Computer (gelijkwaardig)</translation>
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
        <translation>%1 tegen %2</translation>
    </message>
    <message>
        <source>move %1...</source>
        <translation>zet %1...</translation>
    </message>
    <message>
        <source>move %1</source>
        <translation>zet %1</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>%1&apos;s engine “%2” is no longer set up.</source>
        <translation>De engine ‘%2’ van %1 is niet meer ingesteld.</translation>
    </message>
    <message>
        <source>%1&apos;s player “%2” is not a player.</source>
        <translation>De speler ‘%2’ van %1 is geen speler.</translation>
    </message>
</context>
<context>
    <name>ataxx::AnalysisBoard</name>
    <message>
        <source>Analysis board: the position you set up.</source>
        <translation>Analysebord: de stelling die je hebt opgezet.</translation>
    </message>
    <message>
        <source>Save to games library</source>
        <translation>Opslaan in de partijenbibliotheek</translation>
    </message>
    <message>
        <source>The analysis could not be kept in the games library.</source>
        <translation>De analyse kon niet in de partijenbibliotheek worden bewaard.</translation>
    </message>
    <message>
        <source>The analysis is kept in your games library.</source>
        <translation>De analyse is bewaard in je partijenbibliotheek.</translation>
    </message>
    <message>
        <source>Back to your game.</source>
        <translation>Terug naar je partij.</translation>
    </message>
    <message>
        <source>Analysis board: you move both sides. Your game waits.</source>
        <translation>Analysebord: je speelt beide kanten. Je partij wacht.</translation>
    </message>
</context>
<context>
    <name>ataxx::BoardEditor</name>
    <message>
        <source>&amp;Width:</source>
        <translation>&amp;Breedte:</translation>
    </message>
    <message>
        <source>&amp;Height:</source>
        <translation>&amp;Hoogte:</translation>
    </message>
    <message>
        <source>S&amp;ide:</source>
        <translation>&amp;Zijde:</translation>
    </message>
    <message>
        <source>Sa&amp;ve</source>
        <translation>Op&amp;slaan</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Verwijderen</translation>
    </message>
    <message>
        <source>Click cells to change them with the tool chosen on the right.</source>
        <translation>Klik op velden om ze te veranderen met het rechts gekozen gereedschap.</translation>
    </message>
    <message>
        <source>Ready-made boards, and the layouts you saved.</source>
        <translation>Kant-en-klare borden, en de indelingen die je hebt bewaard.</translation>
    </message>
    <message>
        <source>Rectangle</source>
        <translation>Rechthoek</translation>
    </message>
    <message>
        <source>Hexagon</source>
        <translation>Zeshoek</translation>
    </message>
    <message>
        <source>Cells along each edge of the hexagon.</source>
        <translation>Velden langs elke zijde van de zeshoek.</translation>
    </message>
    <message>
        <source>Shape and size</source>
        <translation>Vorm en grootte</translation>
    </message>
    <message>
        <source>S&amp;hape:</source>
        <translation>&amp;Vorm:</translation>
    </message>
    <message>
        <source>Edit the board</source>
        <translation>Het bord bewerken</translation>
    </message>
    <message>
        <source>&amp;Block or free cells</source>
        <translation>Velden &amp;blokkeren of vrijmaken</translation>
    </message>
    <message>
        <source>Place or remove B&amp;lack pieces</source>
        <translation>&amp;Zwarte stenen plaatsen of weghalen</translation>
    </message>
    <message>
        <source>Place or remove W&amp;hite pieces</source>
        <translation>&amp;Witte stenen plaatsen of weghalen</translation>
    </message>
    <message>
        <source>S&amp;ymmetry:</source>
        <translation>S&amp;ymmetrie:</translation>
    </message>
    <message>
        <source>Each click is repeated on the mirrored or turned cells. A piece carried to the other half of the board goes to the other side, so that the layout stays fair.</source>
        <translation>Elke klik wordt herhaald op de gespiegelde of gedraaide velden. Een steen die naar de andere helft van het bord gaat, wisselt van kant, zodat de indeling eerlijk blijft.</translation>
    </message>
    <message>
        <source>&amp;Free all cells</source>
        <translation>&amp;Alle velden vrijmaken</translation>
    </message>
    <message>
        <source>The layout as a position string (FEN). Paste one to use it.</source>
        <translation>De indeling als stellingstekst (FEN). Plak er een om die te gebruiken.</translation>
    </message>
    <message>
        <source>Your layouts</source>
        <translation>Jouw indelingen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Adds this layout to the list of boards, or replaces the one of that name.</source>
        <translation>Voegt deze indeling toe aan de lijst met borden, of vervangt die met deze naam.</translation>
    </message>
    <message>
        <source>Removes the chosen layout of yours from the list.</source>
        <translation>Verwijdert de gekozen eigen indeling uit de lijst.</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Bord:</translation>
    </message>
    <message>
        <source>&amp;FEN:</source>
        <translation>&amp;FEN:</translation>
    </message>
    <message>
        <source>Your own layout</source>
        <translation>Eigen indeling</translation>
    </message>
    <message>
        <source>The FEN cannot be read: %1</source>
        <translation>De FEN kan niet worden gelezen: %1</translation>
    </message>
</context>
<context>
    <name>ataxx::CrosstableModel</name>
    <message>
        <source>%1 against %2</source>
        <translation>%1 tegen %2</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Plaats</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spellen</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>W/D/L</source>
        <translation>W/R/V</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
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
        <translation>Variant %1: %2, diepte %3: %4</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Toevoegen</translation>
    </message>
    <message>
        <source>Add this line to the game as a variation</source>
        <translation>Deze variant aan de partij toevoegen</translation>
    </message>
    <message>
        <source>Add line %1 as a variation</source>
        <translation>Variant %1 aan de partij toevoegen</translation>
    </message>
    <message>
        <source>%1 d%2</source>
        <comment>a line&apos;s score and its depth, short</comment>
        <translation>%1 d%2</translation>
    </message>
    <message>
        <source>Line %1: %2, depth %3</source>
        <translation>Variant %1: %2, diepte %3</translation>
    </message>
    <message>
        <source>Line %1, move %2: %3</source>
        <translation>Variant %1, zet %2: %3</translation>
    </message>
    <message>
        <source>Play the line up to this move on the board</source>
        <translation>De variant tot en met deze zet op het bord spelen</translation>
    </message>
</context>
<context>
    <name>ataxx::EngineOptionsDialog</name>
    <message>
        <source>Options of %1</source>
        <translation>Opties van %1</translation>
    </message>
    <message>
        <source>(an action for a running engine; not stored)</source>
        <translation>(een actie voor een draaiende engine; wordt niet bewaard)</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>Standaard: %1</translation>
    </message>
    <message>
        <source>This engine declared no options. Check it again in the list of engines if it has some now.</source>
        <translation>Deze engine gaf geen opties op. Controleer hem opnieuw in de lijst van engines als hij er nu wel heeft.</translation>
    </message>
    <message>
        <source>The options %1 declared. The values you set are sent to it before each game.</source>
        <translation>De opties die %1 opgaf. De waarden die u instelt, worden vóór elke partij naar hem gestuurd.</translation>
    </message>
</context>
<context>
    <name>ataxx::EngineOutputPanel</name>
    <message>
        <source>Show the best move on the board</source>
        <translation>De beste zet op het bord tonen</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stoppen</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Stop the analysis</source>
        <translation>De analyse stoppen</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Diepte</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knopen</translation>
    </message>
    <message>
        <source>Nodes/s</source>
        <translation>Knopen/s</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tijd</translation>
    </message>
    <message>
        <source>Best line</source>
        <translation>Beste variant</translation>
    </message>
    <message>
        <source>Depth / selective depth</source>
        <translation>Diepte / selectieve diepte</translation>
    </message>
    <message>
        <source>For the side to move, in pieces; #7: wins in 7 moves, #-7: loses in 7 moves</source>
        <translation>Voor de kant die aan zet is, in stenen; #7: wint in 7 zetten, #-7: verliest in 7 zetten</translation>
    </message>
    <message>
        <source>The principal variation</source>
        <translation>De hoofdvariant</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>analysing…</source>
        <translation>analyseert…</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>denkt na…</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins in %n move(s)</source>
        <translation>
            <numerusform>%1 wint in %n zet</numerusform>
            <numerusform>%1 wint in %n zetten</numerusform>
        </translation>
    </message>
    <message>
        <source>About even</source>
        <translation>Ongeveer gelijk</translation>
    </message>
    <message>
        <source>%1 is ahead by %2</source>
        <translation>%1 staat %2 voor</translation>
    </message>
    <message>
        <source>Waiting.</source>
        <translation>Wacht.</translation>
    </message>
    <message>
        <source>%1 %2: %3 (depth %4)</source>
        <translation>%1 %2: %3 (diepte %4)</translation>
    </message>
    <message>
        <source>No engine is thinking. Choose a computer for a side in the toolbar, or Analyse.</source>
        <translation>Geen engine denkt na. Kies in de werkbalk een computer voor een kant, of Analyseren.</translation>
    </message>
    <message>
        <source>Depth %1, score %2, %3 nodes, %4 nodes/s, %5 s
%6</source>
        <translation>Diepte %1, score %2, %3 knopen, %4 knopen/s, %5 s
%6</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Variant</translation>
    </message>
    <message>
        <source>Best lines</source>
        <translation>Beste varianten</translation>
    </message>
    <message>
        <source>How many of the best lines the analysis shows</source>
        <translation>Hoeveel van de beste varianten de analyse toont</translation>
    </message>
    <message>
        <source>Lines:</source>
        <translation>Varianten:</translation>
    </message>
    <message>
        <source>Best lines shown</source>
        <translation>Getoonde beste varianten</translation>
    </message>
</context>
<context>
    <name>ataxx::EngineProbe</name>
    <message>
        <source>The engine</source>
        <translation>De engine</translation>
    </message>
    <message>
        <source>It could not play %1: %2</source>
        <translation>Hij kon %1 niet spelen: %2</translation>
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
        <translation>Toevoegen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <source>Check again</source>
        <translation>Opnieuw controleren</translation>
    </message>
    <message>
        <source>External engines</source>
        <translation>Externe engines</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Opdracht</translation>
    </message>
    <message>
        <source>Time per move</source>
        <translation>Tijd per zet</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Borden</translation>
    </message>
    <message>
        <source>Add an engine</source>
        <translation>Een engine toevoegen</translation>
    </message>
    <message>
        <source>The name the engine gives</source>
        <translation>De naam die de engine opgeeft</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Naam:</translation>
    </message>
    <message>
        <source>/path/to/engine --option</source>
        <translation>/pad/naar/engine --optie</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Bladeren…</translation>
    </message>
    <message>
        <source>Command:</source>
        <translation>Opdracht:</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Time per move:</source>
        <translation>Tijd per zet:</translation>
    </message>
    <message>
        <source>Choose an engine</source>
        <translation>Een engine kiezen</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
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
        <translation>Geef de opdracht die de engine start.</translation>
    </message>
    <message>
        <source>Trying the engine on each kind of board…</source>
        <translation>De engine wordt op elk soort bord uitgeprobeerd…</translation>
    </message>
    <message>
        <source>Trying %1 on each kind of board…</source>
        <translation>%1 wordt op elk soort bord uitgeprobeerd…</translation>
    </message>
    <message>
        <source>The engine was not added: %1</source>
        <translation>De engine is niet toegevoegd: %1</translation>
    </message>
    <message>
        <source>%1 plays: %2.</source>
        <translation>%1 speelt: %2.</translation>
    </message>
    <message>
        <source>Options…</source>
        <translation>Opties…</translation>
    </message>
    <message>
        <source>Details…</source>
        <translation>Details…</translation>
    </message>
    <message>
        <source>Engines that speak the Universal Ataxx Interface (UAI) can play a side or a match. Each is tried on 7×7, 7×7 with blocked cells, 5×5, 9×9, Hexxagon and the hexagon of side 6, and offered only for the kinds of board it played; you may tick more or fewer below.</source>
        <translation>Engines die de Universal Ataxx Interface (UAI) spreken, kunnen een kant of een match spelen. Elke engine wordt geprobeerd op 7×7, 7×7 met geblokkeerde velden, 5×5, 9×9, Hexxagon en de zeshoek met zijde 6, en alleen aangeboden voor de soorten bord die hij speelde; hieronder kunt u er meer of minder aanvinken.</translation>
    </message>
    <message>
        <source>The options the engine declared: its hash size, its threads, …</source>
        <translation>De opties die de engine opgaf: zijn hashgrootte, zijn threads, …</translation>
    </message>
    <message>
        <source>Boards the selected engine plays</source>
        <translation>Borden die de gekozen engine speelt</translation>
    </message>
    <message>
        <source>Everything the engine wrote to its error output in the trials it failed</source>
        <translation>Alles wat de engine naar zijn foutuitvoer schreef bij de mislukte proeven</translation>
    </message>
    <message>
        <source>every board</source>
        <translation>elk bord</translation>
    </message>
    <message>
        <source>What the engine wrote</source>
        <translation>Wat de engine schreef</translation>
    </message>
    <message>
        <source>%1 played none of the boards.</source>
        <translation>%1 speelde geen van de borden.</translation>
    </message>
</context>
<context>
    <name>ataxx::EvalGraph</name>
    <message>
        <source>Evaluation for %1</source>
        <translation>Evaluatie voor %1</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Stenen</translation>
    </message>
    <message>
        <source>No moves yet</source>
        <translation>Nog geen zetten</translation>
    </message>
    <message>
        <source>Move %1: %2 (%3)</source>
        <translation>Zet %1: %2 (%3)</translation>
    </message>
    <message>
        <source>Pieces: %1 – %2</source>
        <translation>Stenen: %1 – %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins in %n move(s)</source>
        <translation>
            <numerusform>%1 wint in %n zet</numerusform>
            <numerusform>%1 wint in %n zetten</numerusform>
        </translation>
    </message>
    <message>
        <source>Evaluation: %1</source>
        <translation>Evaluatie: %1</translation>
    </message>
    <message>
        <source>Pieces after move %1: %2 %3, %4 %5</source>
        <translation>Stenen na zet %1: %2 %3, %4 %5</translation>
    </message>
    <message>
        <source>Pieces: %1 %2, %3 %4</source>
        <translation>Stenen: %1 %2, %3 %4</translation>
    </message>
    <message>
        <source>Graph</source>
        <translation>Grafiek</translation>
    </message>
    <message>
        <source>%1&apos;s engine</source>
        <translation>Engine van %1</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Evaluatie</translation>
    </message>
    <message>
        <source>%1&apos;s engine: %2</source>
        <translation>Engine van %1: %2</translation>
    </message>
</context>
<context>
    <name>ataxx::GameDocument</name>
    <message>
        <source>You</source>
        <translation>Jij</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mens</translation>
    </message>
    <message>
        <source>The marks of the game&apos;s review are not saved. Save the game with them first?</source>
        <translation>De markeringen van de beoordeling van de partij zijn niet bewaard. Eerst de partij met de markeringen bewaren?</translation>
    </message>
    <message>
        <source>The game in progress (move %1) is not saved. Save it first?</source>
        <translation>Het lopende spel (zet %1) is niet opgeslagen. Eerst opslaan?</translation>
    </message>
    <message>
        <source>The game in progress (move %1) has changed since it was saved to %2. Save it first?</source>
        <translation>Het lopende spel (zet %1) is veranderd sinds het in %2 is opgeslagen. Eerst opslaan?</translation>
    </message>
    <message>
        <source>Save the game?</source>
        <translation>Spel opslaan?</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Kan het spel niet openen</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>%1 kon niet worden gelezen: %2</translation>
    </message>
    <message>
        <source>%1 is too big to be a game file.</source>
        <translation>%1 is te groot voor een spelbestand.</translation>
    </message>
    <message>
        <source>%1 is not a game file that can be read:
%2</source>
        <translation>%1 is geen leesbaar spelbestand:
%2</translation>
    </message>
    <message>
        <source>%1 holds no game.</source>
        <translation>%1 bevat geen spel.</translation>
    </message>
    <message numerus="yes">
        <source>%1. %2 – %3, %4 (%n move(s))</source>
        <translation>
            <numerusform>%1. %2 – %3, %4 (%n zet)</numerusform>
            <numerusform>%1. %2 – %3, %4 (%n zetten)</numerusform>
        </translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Een spel openen</translation>
    </message>
    <message>
        <source>%1 holds %2 games. Which one?</source>
        <translation>%1 bevat %2 spellen. Welk?</translation>
    </message>
    <message>
        <source>Both sides are yours to play here; choose a computer for a side in the toolbar to play against it.</source>
        <translation>Hier speelt u beide kanten; kies in de werkbalk een computer voor een kant om ertegen te spelen.</translation>
    </message>
    <message>
        <source>Ataxx game</source>
        <translation>Ataxx-partij</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Kan het spel niet opslaan</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 kon niet worden geschreven: %2</translation>
    </message>
    <message>
        <source>Game files (*.pgn);;All files (*)</source>
        <translation>Spelbestanden (*.pgn);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Het spel opslaan</translation>
    </message>
    <message>
        <source>game.pgn</source>
        <translation>spel.pgn</translation>
    </message>
    <message>
        <source>Go on with your game?</source>
        <translation>Verder met je spel?</translation>
    </message>
    <message>
        <source>Your last game was not finished (move %1, %2 to play). Go on with it?</source>
        <translation>Je laatste spel was niet af (zet %1, %2 is aan zet). Verder spelen?</translation>
    </message>
    <message>
        <source>That side is played as set in the settings.</source>
        <translation>Die kant wordt gespeeld zoals in de instellingen staat.</translation>
    </message>
    <message>
        <source>The variations of this game are not saved. Save the game with them first?</source>
        <translation>De varianten van deze partij zijn niet bewaard. Eerst de partij met de varianten bewaren?</translation>
    </message>
    <message>
        <source>The analysis (move %1) is not saved. Save it first?</source>
        <translation>De analyse (zet %1) is niet opgeslagen. Eerst opslaan?</translation>
    </message>
</context>
<context>
    <name>ataxx::GameOverOverlay</name>
    <message>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 wint</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Gelijkspel</translation>
    </message>
    <message>
        <source>%1 has no pieces left.</source>
        <translation>%1 heeft geen stenen meer.</translation>
    </message>
    <message>
        <source>The board is full.</source>
        <translation>Het bord is vol.</translation>
    </message>
    <message>
        <source>No piece can move any more.</source>
        <translation>Geen enkele steen kan nog bewegen.</translation>
    </message>
    <message>
        <source>The same position came up for the third time.</source>
        <translation>Dezelfde stelling kwam voor de derde keer voor.</translation>
    </message>
    <message>
        <source>The result was declared.</source>
        <translation>De uitslag werd vastgesteld.</translation>
    </message>
    <message>
        <source>%1 %2 — %3 %4</source>
        <translation>%1 %2 — %3 %4</translation>
    </message>
    <message>
        <source>Too many moves by each player without a clone.</source>
        <translation>Te veel zetten van elke speler zonder kloon.</translation>
    </message>
</context>
<context>
    <name>ataxx::GameRecorder</name>
    <message>
        <source>Games</source>
        <translation>Partijen</translation>
    </message>
    <message>
        <source>This game could not be kept in your games library: %1</source>
        <translation>Deze partij kon niet in je partijenbibliotheek worden bewaard: %1</translation>
    </message>
</context>
<context>
    <name>ataxx::GamesLibrary</name>
    <message>
        <source>Qt&apos;s SQLite driver is not installed (on Debian, the package libqt6sql6-sqlite).</source>
        <translation>Het SQLite-stuurprogramma van Qt is niet geïnstalleerd (op Debian het pakket libqt6sql6-sqlite).</translation>
    </message>
    <message>
        <source>Your games cannot be kept: %1</source>
        <translation>Je partijen kunnen niet worden bewaard: %1</translation>
    </message>
    <message>
        <source>Your games cannot be kept in %1: %2</source>
        <translation>Je partijen kunnen niet in %1 worden bewaard: %2</translation>
    </message>
    <message>
        <source>it was made by a newer version of Ataxx (its games are kept in the form %1, this version knows up to %2); it is left as it is</source>
        <translation>ze is gemaakt door een nieuwere versie van Ataxx (haar partijen zijn bewaard in vorm %1, deze versie kent tot %2); ze blijft zoals ze is</translation>
    </message>
    <message>
        <source>the library could not be brought up to date (step %1): %2</source>
        <translation>de bibliotheek kon niet worden bijgewerkt (stap %1): %2</translation>
    </message>
    <message>
        <source>the library holds no such game</source>
        <translation>de bibliotheek bevat deze partij niet</translation>
    </message>
    <message>
        <source>its moves cannot be read: %1</source>
        <translation>haar zetten kunnen niet worden gelezen: %1</translation>
    </message>
    <message>
        <source>Your games library %1 could not be read: the file is damaged, and it could not be put aside to start a new one (%2). Your games are not kept until it can be.</source>
        <translation>Je partijenbibliotheek %1 kon niet worden gelezen: het bestand is beschadigd en kon niet opzij worden gezet om een nieuwe te beginnen (%2). Je partijen worden niet bewaard totdat dat lukt.</translation>
    </message>
    <message>
        <source>Your games library could not be read: the file is damaged. It was kept, as it was, as %1, and a new, empty library was started. Your rating starts again at %2, and so does the even game, since the games it came from are in the damaged file.</source>
        <translation>Je partijenbibliotheek kon niet worden gelezen: het bestand is beschadigd. Het is ongewijzigd bewaard als %1 en er is een nieuwe, lege bibliotheek begonnen. Je rating begint weer bij %2, en de gelijkwaardige partij ook, omdat de partijen waar die uit voortkwamen in het beschadigde bestand staan.</translation>
    </message>
</context>
<context>
    <name>ataxx::GamesModel</name>
    <message>
        <source>%1: %2 accuracy; %3, %4, %5</source>
        <translation>%1: %2 nauwkeurigheid; %3, %4, %5</translation>
    </message>
    <message numerus="yes">
        <source>%n dubious move(s)</source>
        <translation>
            <numerusform>%n twijfelachtige zet</numerusform>
            <numerusform>%n twijfelachtige zetten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n fout</numerusform>
            <numerusform>%n fouten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n blunder</numerusform>
            <numerusform>%n blunders</numerusform>
        </translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
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
        <translation>%1 gespeeld door: %2</translation>
    </message>
    <message>
        <source>Not reviewed</source>
        <translation>Niet beoordeeld</translation>
    </message>
    <message>
        <source>Two computers played this game while you watched.</source>
        <translation>Twee computers speelden deze partij terwijl je toekeek.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Uitslag</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Zetten</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Nauwkeurigheid</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Soort</translation>
    </message>
</context>
<context>
    <name>ataxx::GamesWindow</name>
    <message>
        <source>Games</source>
        <translation>Partijen</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Openen</translation>
    </message>
    <message>
        <source>Open the game on the board (Enter)</source>
        <translation>De partij op het bord openen (Enter)</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Beoordelen</translation>
    </message>
    <message>
        <source>Open the game on the board and let the engine review it</source>
        <translation>De partij op het bord openen en door de engine laten beoordelen</translation>
    </message>
    <message>
        <source>Make &amp;puzzles</source>
        <translation>&amp;Puzzels maken</translation>
    </message>
    <message>
        <source>Review the selected games and make puzzles of their mistakes</source>
        <translation>De gekozen partijen beoordelen en van hun fouten puzzels maken</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exporteren…</translation>
    </message>
    <message>
        <source>Write the selected games to a PGN file</source>
        <translation>De gekozen partijen naar een PGN-bestand schrijven</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Verwijderen</translation>
    </message>
    <message>
        <source>Delete the selected games (Delete)</source>
        <translation>De gekozen partijen verwijderen (Delete)</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importeren…</translation>
    </message>
    <message>
        <source>Add the games of a PGN file to the library</source>
        <translation>De partijen van een PGN-bestand aan de bibliotheek toevoegen</translation>
    </message>
    <message numerus="yes">
        <source>Importing %1: %n game(s) read…</source>
        <translation>
            <numerusform>%1 importeren: %n partij gelezen…</numerusform>
            <numerusform>%1 importeren: %n partijen gelezen…</numerusform>
        </translation>
    </message>
    <message>
        <source>Search by name</source>
        <translation>Zoeken op naam</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Tegenstander</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Uitslag</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Any result</source>
        <translation>Elke uitslag</translation>
    </message>
    <message>
        <source>Won by you</source>
        <translation>Door jou gewonnen</translation>
    </message>
    <message>
        <source>Lost by you</source>
        <translation>Door jou verloren</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Gelijke spelen</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>%1 heeft gewonnen</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>Niet afgelopen</translation>
    </message>
    <message>
        <source>Any time</source>
        <translation>Altijd</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Vandaag</translation>
    </message>
    <message>
        <source>The last 7 days</source>
        <translation>De laatste 7 dagen</translation>
    </message>
    <message>
        <source>The last 30 days</source>
        <translation>De laatste 30 dagen</translation>
    </message>
    <message>
        <source>The last 365 days</source>
        <translation>De laatste 365 dagen</translation>
    </message>
    <message>
        <source>Any board</source>
        <translation>Elk bord</translation>
    </message>
    <message>
        <source>All: %1</source>
        <translation>Alle: %1</translation>
    </message>
    <message>
        <source>Any opponent</source>
        <translation>Elke tegenstander</translation>
    </message>
    <message>
        <source>No games yet. Every game that ends on the board is kept here, and you can import the games of a PGN file.</source>
        <translation>Nog geen partijen. Elke partij die op het bord eindigt, wordt hier bewaard, en je kunt de partijen van een PGN-bestand importeren.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s).</source>
        <translation>
            <numerusform>%n partij.</numerusform>
            <numerusform>%n partijen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n game(s) shown.</source>
        <translation>
            <numerusform>%1 van %n partij getoond.</numerusform>
            <numerusform>%1 van %n partijen getoond.</numerusform>
        </translation>
    </message>
    <message>
        <source>Make puzzles</source>
        <translation>Puzzels maken</translation>
    </message>
    <message>
        <source>The games could not be read: %1</source>
        <translation>De partijen konden niet worden gelezen: %1</translation>
    </message>
    <message>
        <source>Whose mistakes become puzzles?</source>
        <translation>Wiens fouten worden puzzels?</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Beide</translation>
    </message>
    <message>
        <source>Export games</source>
        <translation>Partijen exporteren</translation>
    </message>
    <message>
        <source>games.pgn</source>
        <translation>partijen.pgn</translation>
    </message>
    <message>
        <source>Game files (*.pgn);;All files (*)</source>
        <translation>Spelbestanden (*.pgn);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>A game could not be read from the library: %1</source>
        <translation>Een partij kon niet uit de bibliotheek worden gelezen: %1</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 kon niet worden geschreven: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) exported to %1.</source>
        <translation>
            <numerusform>%n partij geëxporteerd naar %1.</numerusform>
            <numerusform>%n partijen geëxporteerd naar %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete games?</source>
        <translation>Partijen verwijderen?</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n game(s) from your library? This cannot be undone.</source>
        <translation>
            <numerusform>%n partij uit je bibliotheek verwijderen? Dit kan niet ongedaan worden gemaakt.</numerusform>
            <numerusform>%n partijen uit je bibliotheek verwijderen? Dit kan niet ongedaan worden gemaakt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete games</source>
        <translation>Partijen verwijderen</translation>
    </message>
    <message>
        <source>The games could not be deleted: %1</source>
        <translation>De partijen konden niet worden verwijderd: %1</translation>
    </message>
    <message>
        <source>Import games</source>
        <translation>Partijen importeren</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>%1 importeren…</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>… en nog %n.</numerusform>
            <numerusform>… en nog %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>Pa&amp;rtijen</translation>
    </message>
    <message>
        <source>R&amp;ating</source>
        <translation>R&amp;ating</translation>
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
        <translation>De partijen worden in de verkenner ingelezen: %1 van %2.</translation>
    </message>
</context>
<context>
    <name>ataxx::HowToPlayDialog</name>
    <message>
        <source>How to play</source>
        <translation>Hoe speel je</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Captures&lt;/h3&gt;&lt;p&gt;After a clone or a jump, every opponent piece next to the cell you moved to becomes yours. Here Black clones from b2 to the marked cell, c3, and takes the three White pieces around it.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Slaan&lt;/h3&gt;&lt;p&gt;Na een kloon of een sprong wordt elke steen van de tegenstander naast het veld waar je heen ging van jou. Hier kloont Zwart van b2 naar het gemarkeerde veld c3 en neemt de drie witte stenen eromheen over.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Hexagons and blocked cells&lt;/h3&gt;&lt;p&gt;On a hexagonal board (Hexxagon) each cell has six neighbours for clones and twelve cells two steps away for jumps. Dark hatched cells are &lt;b&gt;blocked&lt;/b&gt;: no piece may stand there, but jumps may pass over them.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Zeshoeken en geblokkeerde velden&lt;/h3&gt;&lt;p&gt;Op een zeshoekig bord (Hexxagon) heeft elk veld zes buren om naar te klonen en twaalf velden op twee stappen om naar te springen. Donkere, gearceerde velden zijn &lt;b&gt;geblokkeerd&lt;/b&gt;: daar mag geen steen staan, maar sprongen mogen eroverheen gaan.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Passing and the end&lt;/h3&gt;&lt;p&gt;A player who cannot move passes. The game ends when a player has no pieces left, when no empty cell can be reached by anyone (a full board, for example), or after 50 moves by each player without a clone. The player with more pieces wins; equal counts are a draw.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Passen en het einde&lt;/h3&gt;&lt;p&gt;Wie niet kan zetten, past. Het spel eindigt als een speler geen stenen meer heeft, als niemand nog een leeg veld kan bereiken (bijvoorbeeld bij een vol bord), of na 50 zetten van elke speler zonder kloon. Wie de meeste stenen heeft, wint; bij gelijke aantallen is het gelijkspel.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The aim&lt;/h3&gt;&lt;p&gt;Two players, Black and White, take turns; Black moves first. When the game ends, the player with more pieces on the board wins.&lt;/p&gt;&lt;h3&gt;Moves&lt;/h3&gt;&lt;p&gt;Pick one of your pieces. It can &lt;b&gt;clone&lt;/b&gt; to an empty cell next to it (the solid dots): a new piece appears there and the old one stays. Or it can &lt;b&gt;jump&lt;/b&gt; to an empty cell two steps away (the rings): the piece leaves its cell. Whatever lies in between does not matter.&lt;/p&gt;&lt;p&gt;Click a piece, then a target; or click an empty cell next to your pieces to clone there at once. The arrow keys and Enter work too. A click that plays nothing says why in the status bar.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Het doel&lt;/h3&gt;&lt;p&gt;Twee spelers, Zwart en Wit, zijn om de beurt aan zet; Zwart begint. Aan het eind van het spel wint wie de meeste stenen op het bord heeft.&lt;/p&gt;&lt;h3&gt;Zetten&lt;/h3&gt;&lt;p&gt;Kies een van je stenen. Hij kan zich &lt;b&gt;klonen&lt;/b&gt; naar een leeg veld ernaast (de volle stippen): daar verschijnt een nieuwe steen en de oude blijft staan. Of hij kan &lt;b&gt;springen&lt;/b&gt; naar een leeg veld twee stappen verder (de ringen): dan verlaat de steen zijn veld. Wat ertussen ligt, maakt niet uit.&lt;/p&gt;&lt;p&gt;Klik op een steen en dan op een doel; of klik op een leeg veld naast je stenen om daar meteen te klonen. De pijltjestoetsen en Enter werken ook. Een klik die niets speelt, zegt in de statusbalk waarom.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Game review&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Review game&lt;/b&gt; (the Computer menu, the toolbar, or R) lets our engine judge every move of the game on screen. It searches the position before each move to a fixed depth and compares the move played with the best move it finds there, looking as far ahead. What the move gave away, in pieces, is its &lt;b&gt;loss&lt;/b&gt;: from 0.8 of a piece it is marked dubious (?!), from 1.8 a mistake (?), from 3.5 a blunder (??). Throwing away a won game is always a blunder; a slower win loses nothing. A move with no choice, such as a forced pass, is not judged. Here Black&apos;s best move is the clone to c3, which takes three pieces.&lt;/p&gt;&lt;p&gt;The marks appear in the move list and on the graph; click a marked move to see the better move drawn on the board. A move&apos;s &lt;b&gt;accuracy&lt;/b&gt; is 100% for the engine&apos;s best and falls with every piece it loses: 78% for one piece, 61% for two, 37% for four (100 × e&lt;sup&gt;−loss/4&lt;/sup&gt;, with the loss in pieces). A side&apos;s accuracy is the average over its moves that had a choice. The marks are saved in the game file as $6, $2 and $4, each with a comment giving the scores and the better move.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Partijbeoordeling&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Partij beoordelen&lt;/b&gt; (in het menu Computer, op de werkbalk of met R) laat onze engine elke zet van de partij op het scherm beoordelen. Hij doorzoekt de stelling vóór elke zet tot een vaste diepte en vergelijkt de gespeelde zet met de beste zet die hij daar vindt, even ver vooruitkijkend. Wat de zet weggaf, in stenen, is zijn &lt;b&gt;verlies&lt;/b&gt;: vanaf 0,8 steen heet hij twijfelachtig (?!), vanaf 1,8 een fout (?), vanaf 3,5 een blunder (??). Een gewonnen partij weggeven is altijd een blunder; een langzamere winst kost niets. Een zet zonder keuze, zoals een gedwongen pas, wordt niet beoordeeld. Hier is de beste zet van Zwart de kloon naar c3, die drie stenen slaat.&lt;/p&gt;&lt;p&gt;De markeringen staan in de zettenlijst en in de grafiek; klik op een gemarkeerde zet om de betere zet op het bord getekend te zien. De &lt;b&gt;nauwkeurigheid&lt;/b&gt; van een zet is 100% voor de beste zet van de engine en daalt met elke steen die hij verliest: 78% voor één steen, 61% voor twee, 37% voor vier (100 × e&lt;sup&gt;−verlies/4&lt;/sup&gt;, met het verlies in stenen). De nauwkeurigheid van een kant is het gemiddelde over de zetten waarin hij een keuze had. De markeringen worden in het partijbestand bewaard als $6, $2 en $4, elk met een commentaar met de evaluaties en de betere zet.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Diagram</source>
        <translation>Diagram</translation>
    </message>
</context>
<context>
    <name>ataxx::MainWindow</name>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nieuw spel</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Openen…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>Op&amp;slaan</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Opslaan a&amp;ls…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Opnie&amp;uw</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hint</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Instellingen…</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Hoe speel je</translation>
    </message>
    <message>
        <source>&amp;About Ataxx</source>
        <translation>&amp;Over Ataxx</translation>
    </message>
    <message>
        <source>Show the move the engine would play (H)</source>
        <translation>De zet tonen die de computer zou spelen (H)</translation>
    </message>
    <message>
        <source>Show last &amp;move</source>
        <translation>&amp;Laatste zet tonen</translation>
    </message>
    <message>
        <source>Show &amp;coordinates</source>
        <translation>&amp;Coördinaten tonen</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>&amp;Uit</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Snel</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normaal</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Langzaam</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Zet</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Beeld</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Animatiesnelheid</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Instellingen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Zetten</translation>
    </message>
    <message>
        <source>Go to the start</source>
        <translation>Naar het begin</translation>
    </message>
    <message>
        <source>One move back</source>
        <translation>Eén zet terug</translation>
    </message>
    <message>
        <source>One move forward</source>
        <translation>Eén zet vooruit</translation>
    </message>
    <message>
        <source>Go to the last move</source>
        <translation>Naar de laatste zet</translation>
    </message>
    <message>
        <source>%1 cannot move and passes.</source>
        <translation>%1 kan niet zetten en past.</translation>
    </message>
    <message>
        <source>depth %1, %2</source>
        <translation>diepte %1, %2</translation>
    </message>
    <message>
        <source>Game over: %1, %2–%3. %4</source>
        <translation>Spel voorbij: %1, %2–%3. %4</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 denkt na…</translation>
    </message>
    <message>
        <source>%1 is thinking… (%2)</source>
        <translation>%1 denkt na… (%2)</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Zoekt een hint…</translation>
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
        <translation>Een nieuw spel beginnen?</translation>
    </message>
    <message>
        <source>The board or the rules have changed. Start a new game with them now? Otherwise they apply from the next new game.</source>
        <translation>Het bord of de regels zijn veranderd. Nu een nieuw spel daarmee beginnen? Anders gelden ze vanaf het volgende nieuwe spel.</translation>
    </message>
    <message>
        <source>About Ataxx</source>
        <translation>Over Ataxx</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Ataxx %1&lt;/h3&gt;&lt;p&gt;Ataxx and Hexxagon on square and hexagonal boards, with blocked cells, against a person or the computer at five levels.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ataxx %1&lt;/h3&gt;&lt;p&gt;Ataxx en Hexxagon op vierkante en zeshoekige borden, met geblokkeerde velden, tegen een mens of de computer op vijf niveaus.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>New game &amp;with…</source>
        <translation>Nieuw spel &amp;met…</translation>
    </message>
    <message>
        <source>Choose the board, players and rules of a new game</source>
        <translation>Bord, spelers en regels van een nieuw spel kiezen</translation>
    </message>
    <message>
        <source>Paused at move %1, %2 to play. Resume (P) or Step (N) to go on.</source>
        <translation>Gepauzeerd bij zet %1, %2 is aan zet. Hervat (P) of doe één zet (N) om verder te gaan.</translation>
    </message>
    <message>
        <source>Move %1, %2 to play; the game goes on to move %3. Play a move to go on from here.</source>
        <translation>Zet %1, %2 is aan zet; het spel gaat door tot zet %3. Doe een zet om hier verder te spelen.</translation>
    </message>
    <message>
        <source>Move %1. Your move (%2).</source>
        <translation>Zet %1. Jij bent aan zet (%2).</translation>
    </message>
    <message>
        <source>Move %1, %2 to play.</source>
        <translation>Zet %1, %2 is aan zet.</translation>
    </message>
    <message>
        <source>Hint: %1, the analysis&apos;s best move.</source>
        <translation>Hint: %1, de beste zet van de analyse.</translation>
    </message>
    <message>
        <source>Hint: %1, what Hard would play.</source>
        <translation>Hint: %1, wat ‘Moeilijk’ zou spelen.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Terug</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Opnieuw</translation>
    </message>
    <message>
        <source>A person at this computer</source>
        <translation>Een mens aan deze computer</translation>
    </message>
    <message>
        <source>Who plays %1?</source>
        <translation>Wie speelt %1?</translation>
    </message>
    <message>
        <source>%1 cannot play this board (%2). Who plays %3 instead?</source>
        <translation>%1 kan dit bord niet spelen (%2). Wie speelt in plaats daarvan %3?</translation>
    </message>
    <message>
        <source>The game was not started: %1 cannot play this board (%2).</source>
        <translation>De partij is niet begonnen: %1 kan dit bord niet spelen (%2).</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins in %n move(s)</source>
        <translation>
            <numerusform>%1 wint in %n zet</numerusform>
            <numerusform>%1 wint in %n zetten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 voor %2</translation>
    </message>
    <message>
        <source>Show &amp;where a piece can move</source>
        <translation>Tonen &amp;waar een steen heen kan</translation>
    </message>
    <message>
        <source>Solve puzzles made from your mistakes in reviewed games</source>
        <translation>Puzzels oplossen die gemaakt zijn van je fouten in beoordeelde partijen</translation>
    </message>
    <message>
        <source>P&amp;uzzles…</source>
        <translation>Pu&amp;zzels…</translation>
    </message>
    <message>
        <source>The window&apos;s size and panels are as new: the last start stopped while it restored them.</source>
        <translation>Grootte en panelen van het venster zijn als nieuw: de vorige start stopte terwijl hij ze herstelde.</translation>
    </message>
    <message>
        <source>%1 waits while you answer.</source>
        <translation>%1 wacht tot je hebt geantwoord.</translation>
    </message>
    <message>
        <source>&amp;Games…</source>
        <translation>&amp;Partijen…</translation>
    </message>
    <message>
        <source>Your games: find, open, review and export them (Ctrl+L)</source>
        <translation>Je partijen: zoeken, openen, beoordelen en exporteren (Ctrl+L)</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partijen</translation>
    </message>
    <message>
        <source>The game could not be read from your games library: %1</source>
        <translation>De partij kon niet uit je partijenbibliotheek worden gelezen: %1</translation>
    </message>
    <message>
        <source>Last move: %1</source>
        <translation>Laatste zet: %1</translation>
    </message>
    <message>
        <source>Better: %1.</source>
        <translation>Beter: %1.</translation>
    </message>
    <message>
        <source>&amp;Even game</source>
        <translation>&amp;Gelijkwaardige partij</translation>
    </message>
    <message>
        <source>A new game against the computer at your strength, from your rating</source>
        <translation>Een nieuwe partij tegen de computer op jouw sterkte, volgens je rating</translation>
    </message>
    <message>
        <source>Not rated: you had help.</source>
        <translation>Telt niet mee: je had hulp.</translation>
    </message>
    <message>
        <source>Make puzzles</source>
        <translation>Puzzels maken</translation>
    </message>
    <message>
        <source>The game&apos;s file does not say who played which side. Whose mistakes become puzzles?</source>
        <translation>Het bestand van de partij zegt niet wie welke kant speelde. Wiens fouten worden puzzels?</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Beide</translation>
    </message>
    <message>
        <source>Neither</source>
        <translation>Geen van beide</translation>
    </message>
    <message>
        <source>The review of a game could not be kept in your games library: %1</source>
        <translation>De beoordeling van een partij kon niet in je partijenbibliotheek worden bewaard: %1</translation>
    </message>
    <message>
        <source>Move %1, %2 to play: the computer&apos;s move, so the board takes no click here. Go to one of your moves to play on from there.</source>
        <translation>Zet %1, %2 is aan zet: een zet van de computer, dus het bord neemt hier geen klik aan. Ga naar een van je eigen zetten om vanaf daar verder te spelen.</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>Hand&amp;leiding</translation>
    </message>
    <message>
        <source>The game goes on from its last move by its players&apos; moves only: try the line from an earlier move.</source>
        <translation>De partij gaat vanaf de laatste zet alleen verder met de zetten van de spelers: probeer de variant vanaf een eerdere zet.</translation>
    </message>
    <message>
        <source>The line is kept as a variation.</source>
        <translation>De variant is aan de partij toegevoegd.</translation>
    </message>
    <message>
        <source>Explorer</source>
        <translation>Verkenner</translation>
    </message>
    <message>
        <source>&amp;Explorer</source>
        <translation>&amp;Verkenner</translation>
    </message>
    <message>
        <source>The moves your games played from the position on the board</source>
        <translation>De zetten die in je partijen vanuit de stelling op het bord zijn gespeeld</translation>
    </message>
    <message>
        <source>&amp;Analysis board</source>
        <translation>&amp;Analysebord</translation>
    </message>
    <message>
        <source>Explore the game on the board freely: both sides, variations, the engine&apos;s lines</source>
        <translation>De partij op het bord vrij verkennen: beide kanten, varianten, de beste varianten van de engine</translation>
    </message>
    <message>
        <source>Set &amp;up position…</source>
        <translation>Stelling &amp;opzetten…</translation>
    </message>
    <message>
        <source>Save to games &amp;library</source>
        <translation>Opslaan in de partijen&amp;bibliotheek</translation>
    </message>
    <message>
        <source>Anal&amp;ysis board</source>
        <translation>Anal&amp;ysebord</translation>
    </message>
    <message>
        <source>Variation, depth %1.</source>
        <translation>Variant, niveau %1.</translation>
    </message>
    <message>
        <source>Main line.</source>
        <translation>Hoofdvariant.</translation>
    </message>
    <message>
        <source>Analysis board — %1</source>
        <translation>Analysebord — %1</translation>
    </message>
    <message>
        <source>Move %1, %2 to play, in a variation (depth %3): you move both sides, and the game itself stays as it is.</source>
        <translation>Zet %1, %2 aan zet, in een variant (niveau %3): je speelt beide kanten, en de partij zelf blijft zoals ze is.</translation>
    </message>
    <message>
        <source>Move %1, %2 to play; the game ended with move %3. A move played here is tried out as a variation.</source>
        <translation>Zet %1, %2 aan zet; de partij eindigde met zet %3. Een zet hier wordt als variant uitgeprobeerd.</translation>
    </message>
</context>
<context>
    <name>ataxx::ManualDialog</name>
    <message>
        <source>Manual</source>
        <translation>Handleiding</translation>
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
        <translation>Variant: %1</translation>
    </message>
    <message>
        <source>Promote to main line</source>
        <translation>Tot hoofdvariant maken</translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation>Variant omhoog verplaatsen</translation>
    </message>
    <message>
        <source>Delete variation</source>
        <translation>Variant verwijderen</translation>
    </message>
    <message>
        <source>Delete from here</source>
        <translation>Vanaf hier verwijderen</translation>
    </message>
    <message>
        <source>Copy line as PGN</source>
        <translation>Zettenreeks als PGN kopiëren</translation>
    </message>
</context>
<context>
    <name>ataxx::OpeningExplorer</name>
    <message>
        <source>All games</source>
        <translation>Alle partijen</translation>
    </message>
    <message>
        <source>My games</source>
        <translation>Mijn partijen</translation>
    </message>
    <message>
        <source>Games counted</source>
        <translation>Getelde partijen</translation>
    </message>
    <message>
        <source>Count every game of your library, or only the games you played</source>
        <translation>Elke partij uit je bibliotheek tellen, of alleen de partijen die je zelf speelde</translation>
    </message>
    <message>
        <source>Moves played here</source>
        <translation>Hier gespeelde zetten</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zet</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partijen</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>W / D / L</source>
        <translation>W / R / V</translation>
    </message>
    <message>
        <source>How the games with this move scored for the side to move: a win counts 1, a draw ½</source>
        <translation>Hoe de partijen met deze zet uitvielen voor de kant die aan zet is: winst telt 1, gelijkspel ½</translation>
    </message>
    <message>
        <source>The games won, drawn and lost by the side to move after this move</source>
        <translation>De partijen die de kant aan zet na deze zet won, gelijkspeelde en verloor</translation>
    </message>
    <message>
        <source>Games read into the explorer</source>
        <translation>In de verkenner ingelezen partijen</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
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
        <translation>%1 spelen</translation>
    </message>
    <message>
        <source>Reading your games into the explorer: %1 of %2. Until then it counts only the games read so far.</source>
        <translation>Je partijen worden in de verkenner ingelezen: %1 van %2. Tot dan telt hij alleen de partijen die al gelezen zijn.</translation>
    </message>
    <message>
        <source>Your games library cannot be read.</source>
        <translation>Je partijenbibliotheek kan niet worden gelezen.</translation>
    </message>
    <message>
        <source>None of the games you played reached this position.</source>
        <translation>Geen van de partijen die je speelde, bereikte deze stelling.</translation>
    </message>
    <message>
        <source>No game in your library reached this position.</source>
        <translation>Geen enkele partij in je bibliotheek bereikte deze stelling.</translation>
    </message>
    <message>
        <source>Games you played that went on from here: %1.</source>
        <translation>Door jou gespeelde partijen die vanaf hier verdergingen: %1.</translation>
    </message>
    <message>
        <source>Games of your library that went on from here: %1.</source>
        <translation>Partijen uit je bibliotheek die vanaf hier verdergingen: %1.</translation>
    </message>
    <message>
        <source>Not all your games could be read into the explorer; it tries again at the next start.</source>
        <translation>Niet al je partijen konden in de verkenner worden ingelezen; bij de volgende start probeert hij het opnieuw.</translation>
    </message>
</context>
<context>
    <name>ataxx::PgnImporter</name>
    <message>
        <source>An import is running.</source>
        <translation>Er loopt al een import.</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>%1 kon niet worden gelezen: %2</translation>
    </message>
    <message>
        <source>%1 is too big to be a game file.</source>
        <translation>%1 is te groot voor een spelbestand.</translation>
    </message>
    <message>
        <source>Game %1 (line %2)</source>
        <translation>Partij %1 (regel %2)</translation>
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
        <translation>%1: ze heeft geen zetten.</translation>
    </message>
    <message numerus="yes">
        <source>Stopped: %n game(s) of %1 imported.</source>
        <translation>
            <numerusform>Gestopt: %n partij van %1 geïmporteerd.</numerusform>
            <numerusform>Gestopt: %n partijen van %1 geïmporteerd.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of %1 imported.</source>
        <translation>
            <numerusform>%n partij van %1 geïmporteerd.</numerusform>
            <numerusform>%n partijen van %1 geïmporteerd.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) were in the library already.</source>
        <translation>
            <numerusform>%n partij zat al in de bibliotheek.</numerusform>
            <numerusform>%n partijen zaten al in de bibliotheek.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) could not be read and were skipped.</source>
        <translation>
            <numerusform>%n partij kon niet worden gelezen en is overgeslagen.</numerusform>
            <numerusform>%n partijen konden niet worden gelezen en zijn overgeslagen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The library could not be written: %1</source>
        <translation>De bibliotheek kon niet worden geschreven: %1</translation>
    </message>
</context>
<context>
    <name>ataxx::PlayerComboBox</name>
    <message>
        <source>Human</source>
        <translation>Mens</translation>
    </message>
    <message>
        <source>%1 (cannot play this board)</source>
        <translation>%1 (kan niet op dit bord spelen)</translation>
    </message>
    <message>
        <source>The computer at your strength, from your rating on this kind of board</source>
        <translation>De computer op jouw sterkte, volgens je rating op dit soort bord</translation>
    </message>
</context>
<context>
    <name>ataxx::PlayerPanel</name>
    <message numerus="yes">
        <source>%n piece(s) on the board</source>
        <translation>
            <numerusform>%n steen op het bord</numerusform>
            <numerusform>%n stenen op het bord</numerusform>
        </translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Denkt na…</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>Aan zet</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Gepauzeerd</translation>
    </message>
    <message>
        <source>Held while you answer</source>
        <translation>Wacht op je antwoord</translation>
    </message>
</context>
<context>
    <name>ataxx::PositionEditor</name>
    <message>
        <source>&amp;Clear</source>
        <translation>&amp;Leegmaken</translation>
    </message>
    <message>
        <source>Takes every piece off the board.</source>
        <translation>Haalt alle stenen van het bord.</translation>
    </message>
    <message>
        <source>&amp;Start position</source>
        <translation>&amp;Beginstelling</translation>
    </message>
    <message>
        <source>Puts the pieces where a game on this board starts.</source>
        <translation>Zet de stenen neer zoals een partij op dit bord begint.</translation>
    </message>
    <message>
        <source>Position being set up</source>
        <translation>Stelling die wordt opgezet</translation>
    </message>
    <message>
        <source>Arrow keys move between the cells. B puts a Black piece, W a White one, Delete empties the cell; Enter or Space uses the tool chosen.</source>
        <translation>De pijltjestoetsen gaan van veld naar veld. B zet een zwarte steen, W een witte, Delete maakt het veld leeg; Enter of spatie gebruikt het gekozen gereedschap.</translation>
    </message>
    <message>
        <source>Click or drag to put the chosen tool on the cells; the right button empties them.</source>
        <translation>Klik of sleep om het gekozen gereedschap op de velden toe te passen; de rechterknop maakt ze leeg.</translation>
    </message>
    <message>
        <source>Put on the board</source>
        <translation>Op het bord zetten</translation>
    </message>
    <message>
        <source>&amp;Black piece</source>
        <translation>&amp;Zwarte steen</translation>
    </message>
    <message>
        <source>&amp;White piece</source>
        <translation>&amp;Witte steen</translation>
    </message>
    <message>
        <source>&amp;Empty (remove)</source>
        <translation>Le&amp;eg (weghalen)</translation>
    </message>
    <message>
        <source>Each change is repeated on the mirrored or turned cells. A piece carried to the other half of the board goes to the other side.</source>
        <translation>Elke wijziging wordt herhaald op de gespiegelde of gedraaide velden. Een steen die naar de andere helft van het bord gaat, wisselt van kant.</translation>
    </message>
    <message>
        <source>S&amp;ymmetry:</source>
        <translation>S&amp;ymmetrie:</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>Kant aan zet</translation>
    </message>
    <message>
        <source>Blac&amp;k</source>
        <translation>Zw&amp;art</translation>
    </message>
    <message>
        <source>W&amp;hite</source>
        <translation>W&amp;it</translation>
    </message>
    <message>
        <source>%1 is blocked: no piece can stand there.</source>
        <translation>%1 is geblokkeerd: daar kan geen steen staan.</translation>
    </message>
    <message>
        <source>%1 cannot move here, and passes.</source>
        <translation>%1 kan hier niet zetten en past.</translation>
    </message>
    <message>
        <source>%1 to move. Pieces: %2 %3, %4 %5.</source>
        <translation>%1 is aan zet. Stenen: %2 %3, %4 %5.</translation>
    </message>
</context>
<context>
    <name>ataxx::PositionEditorDialog</name>
    <message>
        <source>Set up position</source>
        <translation>Stelling opzetten</translation>
    </message>
    <message>
        <source>The position as a position string (FEN). Type or paste one to set up the board.</source>
        <translation>De stelling als stellingstekst (FEN). Typ of plak er een om het bord op te zetten.</translation>
    </message>
    <message>
        <source>&amp;FEN:</source>
        <translation>&amp;FEN:</translation>
    </message>
    <message>
        <source>The FEN cannot be read: %1</source>
        <translation>De FEN kan niet worden gelezen: %1</translation>
    </message>
</context>
<context>
    <name>ataxx::PuzzleCollector</name>
    <message>
        <source>Puzzles</source>
        <translation>Puzzels</translation>
    </message>
    <message>
        <source>Your mistakes could not be kept as puzzles in %1: %2</source>
        <translation>Je fouten konden niet als puzzels worden bewaard in %1: %2</translation>
    </message>
    <message>
        <source>Some lines of %1 could not be read; they are kept as they are:
%2</source>
        <translation>Sommige regels van %1 konden niet worden gelezen; ze blijven zoals ze zijn:
%2</translation>
    </message>
</context>
<context>
    <name>ataxx::PuzzleStore</name>
    <message>
        <source>The file is larger than %1 MB.</source>
        <translation>Het bestand is groter dan %1 MB.</translation>
    </message>
</context>
<context>
    <name>ataxx::PuzzlesWindow</name>
    <message>
        <source>Hexagon, side %1</source>
        <translation>Zeshoek, zijde %1</translation>
    </message>
    <message>
        <source>%1×%2</source>
        <translation>%1×%2</translation>
    </message>
    <message>
        <source>%1, blocked cells</source>
        <translation>%1, geblokkeerde velden</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Puzzels</translation>
    </message>
    <message>
        <source>&amp;Puzzles</source>
        <translation>&amp;Puzzels</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Statistieken</translation>
    </message>
    <message numerus="yes">
        <source>%n new puzzle(s) made from the game file.</source>
        <translation>
            <numerusform>%n nieuwe puzzel gemaakt uit het partijbestand.</numerusform>
            <numerusform>%n nieuwe puzzels gemaakt uit het partijbestand.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Opnieuw</translation>
    </message>
    <message>
        <source>Try this puzzle again</source>
        <translation>Deze puzzel nog eens proberen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hint</translation>
    </message>
    <message>
        <source>Show the piece to move, or the cell to clone to</source>
        <translation>Het stuk tonen dat moet zetten, of het veld om naar te klonen</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Volgende</translation>
    </message>
    <message>
        <source>Go on to the next puzzle</source>
        <translation>Door naar de volgende puzzel</translation>
    </message>
    <message>
        <source>&amp;Make puzzles from a game file…</source>
        <translation>Puzzels &amp;maken uit een partijbestand…</translation>
    </message>
    <message>
        <source>Review the games of a file and keep the mistakes of the sides you choose as puzzles</source>
        <translation>De partijen van een bestand beoordelen en de fouten van de gekozen kanten als puzzels bewaren</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Opgelost</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Mislukt</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Dag</translation>
    </message>
    <message>
        <source>By board</source>
        <translation>Per bord</translation>
    </message>
    <message>
        <source>By day</source>
        <translation>Per dag</translation>
    </message>
    <message>
        <source>Your puzzles could not be read from %1: %2</source>
        <translation>Je puzzels konden niet worden gelezen uit %1: %2</translation>
    </message>
    <message>
        <source>%1 to play: find a better move than the one you played.</source>
        <translation>%1 aan zet: vind een betere zet dan die je speelde.</translation>
    </message>
    <message>
        <source>From: %1</source>
        <translation>Uit: %1</translation>
    </message>
    <message>
        <source>You have no puzzles yet.

Puzzles are made from your own mistakes: play a game, then choose Review game in the Computer menu. Each of your mistakes and blunders becomes a puzzle here, the position before it, where you find a better move.

You can also make puzzles from the games of a file.</source>
        <translation>Je hebt nog geen puzzels.

Puzzels worden gemaakt van je eigen fouten: speel een partij en kies dan ‘Partij beoordelen’ in het menu Computer. Elke fout en blunder van je wordt hier een puzzel, de stelling ervoor, waarin je een betere zet zoekt.

Je kunt ook puzzels maken uit de partijen van een bestand.</translation>
    </message>
    <message>
        <source>That was every puzzle due today: %1 solved, %2 failed.</source>
        <translation>Dat waren alle puzzels van vandaag: %1 opgelost, %2 mislukt.</translation>
    </message>
    <message>
        <source>No puzzle is due today.</source>
        <translation>Er staat vandaag geen puzzel klaar.</translation>
    </message>
    <message numerus="yes">
        <source>You have %n puzzle(s); the next is due on %1.</source>
        <translation>
            <numerusform>Je hebt %n puzzel; de volgende staat klaar op %1.</numerusform>
            <numerusform>Je hebt %n puzzels; de volgende staat klaar op %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Puzzle %1 of %2 due today</source>
        <translation>Puzzel %1 van %2 voor vandaag</translation>
    </message>
    <message>
        <source>Right: %1 is a good move here.</source>
        <translation>Goed: %1 is hier een goede zet.</translation>
    </message>
    <message>
        <source>In the game you played %1, which threw away the result.</source>
        <translation>In de partij speelde je %1, waarmee je het resultaat weggaf.</translation>
    </message>
    <message>
        <source>In the game you played %1, which lost %2 pieces against the best move, %3.</source>
        <translation>In de partij speelde je %1, wat %2 stukken verloor tegenover de beste zet, %3.</translation>
    </message>
    <message>
        <source>Also good: %1.</source>
        <translation>Ook goed: %1.</translation>
    </message>
    <message>
        <source>Good moves: %1.</source>
        <translation>Goede zetten: %1.</translation>
    </message>
    <message>
        <source>Your answer could not be kept in %1: %2</source>
        <translation>Je antwoord kon niet worden bewaard in %1: %2</translation>
    </message>
    <message>
        <source>Try again.</source>
        <translation>Probeer het nog eens.</translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s), %1 due today, %2 never tried.</source>
        <translation>
            <numerusform>%n puzzel, %1 voor vandaag, %2 nooit geprobeerd.</numerusform>
            <numerusform>%n puzzels, %1 voor vandaag, %2 nooit geprobeerd.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n try(s): %1 solved, %2 failed.</source>
        <translation>
            <numerusform>%n poging: %1 opgelost, %2 mislukt.</numerusform>
            <numerusform>%n pogingen: %1 opgelost, %2 mislukt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Make puzzles from a game file</source>
        <translation>Puzzels maken uit een partijbestand</translation>
    </message>
    <message>
        <source>Game files (*.pgn);;All files (*)</source>
        <translation>Partijbestanden (*.pgn);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>%1 kon niet worden gelezen: %2</translation>
    </message>
    <message>
        <source>%1 is too large for a game file.</source>
        <translation>%1 is te groot voor een partijbestand.</translation>
    </message>
    <message>
        <source>%1 is not a game file we can read: %2</source>
        <translation>%1 is geen leesbaar partijbestand: %2</translation>
    </message>
    <message>
        <source>Make puzzles</source>
        <translation>Puzzels maken</translation>
    </message>
    <message>
        <source>Whose mistakes become puzzles?</source>
        <translation>Wiens fouten worden puzzels?</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Beide</translation>
    </message>
    <message>
        <source>The file holds no game with moves.</source>
        <translation>Het bestand bevat geen partij met zetten.</translation>
    </message>
    <message>
        <source>Wrong: %1 is not good enough. The best move is %2.</source>
        <translation>Fout: %1 is niet goed genoeg. De beste zet is %2.</translation>
    </message>
    <message>
        <source>The best line, played on the board: %1.</source>
        <translation>De beste variant, op het bord gespeeld: %1.</translation>
    </message>
    <message>
        <source>The best line: %1.</source>
        <translation>De beste variant: %1.</translation>
    </message>
    <message>
        <source>It is played on the board.</source>
        <translation>Die wordt op het bord gespeeld.</translation>
    </message>
    <message numerus="yes">
        <source>Stopped: %n new puzzle(s) made from the games reviewed.</source>
        <translation>
            <numerusform>Gestopt: %n nieuwe puzzel uit de bekeken partijen.</numerusform>
            <numerusform>Gestopt: %n nieuwe puzzels uit de bekeken partijen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reviewing game %1 of %2 of the file…</source>
        <translation>Partij %1 van %2 uit het bestand wordt bekeken…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Stop reviewing the file; the games reviewed keep their puzzles</source>
        <translation>Stoppen met het bekijken van het bestand; de bekeken partijen houden hun puzzels</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Bezig met stoppen…</translation>
    </message>
    <message>
        <source>Your answer %1 throws away the result.</source>
        <translation>Met %1 geef je het resultaat weg.</translation>
    </message>
    <message>
        <source>Your answer %1 loses %2 pieces against %3.</source>
        <translation>Met %1 verlies je %2 stukken tegenover %3.</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Hint: the piece on %1 moves.</source>
        <translation>Hint: de steen op %1 zet.</translation>
    </message>
    <message>
        <source>Hint: a clone to %1.</source>
        <translation>Hint: een kloon naar %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n new puzzle(s) made from your games.</source>
        <translation>
            <numerusform>%n nieuwe puzzel gemaakt uit je partijen.</numerusform>
            <numerusform>%n nieuwe puzzels gemaakt uit je partijen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Puzzles are being made from other games; try again once they are done.</source>
        <translation>Er worden al puzzels uit andere partijen gemaakt; probeer het opnieuw als die klaar zijn.</translation>
    </message>
    <message>
        <source>No game chosen has moves.</source>
        <translation>Geen van de gekozen partijen bevat zetten.</translation>
    </message>
    <message>
        <source>Reviewing game %1 of %2…</source>
        <translation>Partij %1 van %2 wordt bekeken…</translation>
    </message>
    <message>
        <source>Reviewing game %1 of %2 of the file: move %3 of %4…</source>
        <translation>Partij %1 van %2 uit het bestand wordt bekeken: zet %3 van %4…</translation>
    </message>
    <message>
        <source>Reviewing game %1 of %2: move %3 of %4…</source>
        <translation>Partij %1 van %2 wordt bekeken: zet %3 van %4…</translation>
    </message>
</context>
<context>
    <name>ataxx::RatingView</name>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Borden</translation>
    </message>
    <message>
        <source>&amp;Boards:</source>
        <translation>&amp;Borden:</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>Rating ± deviation</source>
        <translation>Rating ± afwijking</translation>
    </message>
    <message>
        <source>Rated games</source>
        <translation>Meetellende partijen</translation>
    </message>
    <message>
        <source>Rating history</source>
        <translation>Verloop van de rating</translation>
    </message>
    <message>
        <source>Results by level and board</source>
        <translation>Uitslagen per niveau en bord</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Tegenstander</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Remise</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>No rated games yet</source>
        <translation>Nog geen meetellende partijen</translation>
    </message>
    <message>
        <source>Your games against the computer at a level or in an even game (Game ▸ Even game) rate you here, on the computer&apos;s scale. A newcomer starts at %1.</source>
        <translation>Je partijen tegen de computer op een niveau of in een gelijkwaardige partij (Spel ▸ Gelijkwaardige partij) geven je hier een rating, op de schaal van de computer. Een nieuwkomer begint op %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n rated game(s): %1 won, %2 drawn, %3 lost, a score of %4.</source>
        <translation>
            <numerusform>%n meetellende partij: %1 gewonnen, %2 remise, %3 verloren, een score van %4.</numerusform>
            <numerusform>%n meetellende partijen: %1 gewonnen, %2 remise, %3 verloren, een score van %4.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ataxx::ReviewMode</name>
    <message>
        <source>Dubious</source>
        <translation>Twijfelachtig</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Fout</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Blunder</translation>
    </message>
    <message>
        <source>&amp;Review game</source>
        <translation>Partij &amp;beoordelen</translation>
    </message>
    <message>
        <source>Our engine judges every move of the game and marks the dubious moves, mistakes and blunders (R)</source>
        <translation>Onze engine beoordeelt elke zet van de partij en markeert twijfelachtige zetten, fouten en blunders (R)</translation>
    </message>
    <message>
        <source>Reviewing move %1 of %2…</source>
        <translation>Zet %1 van %2 wordt beoordeeld…</translation>
    </message>
    <message>
        <source>Review game</source>
        <translation>Partij beoordelen</translation>
    </message>
    <message>
        <source>There is nothing to review yet: no move has been played.</source>
        <translation>Er valt nog niets te beoordelen: er is nog geen zet gespeeld.</translation>
    </message>
    <message>
        <source>The game changed during the review; review it again.</source>
        <translation>De partij is tijdens de beoordeling veranderd; beoordeel haar opnieuw.</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Beoordelen</translation>
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
        <translation>Partijbeoordeling</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Nauwkeurigheid</translation>
    </message>
    <message>
        <source>Best moves</source>
        <translation>Beste zetten</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Each move was compared with our engine&apos;s best move at depth %1. A move&apos;s accuracy is 100% for the best move and falls with every piece it gives away (78% for one, 37% for four); a side&apos;s accuracy is the average over its moves that had a choice.</source>
        <translation>Elke zet is vergeleken met de beste zet van onze engine op diepte %1. De nauwkeurigheid van een zet is 100% voor de beste zet en daalt met elke steen die hij weggeeft (78% voor één, 37% voor vier); de nauwkeurigheid van een kant is het gemiddelde over de zetten waarin hij een keuze had.</translation>
    </message>
    <message>
        <source>No move was marked.</source>
        <translation>Er is geen zet gemarkeerd.</translation>
    </message>
    <message>
        <source>Marked moves:</source>
        <translation>Gemarkeerde zetten:</translation>
    </message>
</context>
<context>
    <name>ataxx::SettingsDialog</name>
    <message>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Instellingen</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>&amp;Bord</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>S&amp;pelers</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regels</translation>
    </message>
    <message>
        <source>&amp;Appearance</source>
        <translation>&amp;Uiterlijk</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Taal</translation>
    </message>
    <message>
        <source>&amp;Start the game</source>
        <translation>Spel &amp;starten</translation>
    </message>
    <message>
        <source>Black (moves first)</source>
        <translation>Zwart (begint)</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Wit</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mens</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Chosen by the game</source>
        <translation>Door het spel gekozen</translation>
    </message>
    <message>
        <source>Shown beside the board and written into saved games. Leave it empty for “You”, “Human” or the computer&apos;s level.</source>
        <translation>Wordt naast het bord getoond en in bewaarde spellen geschreven. Laat leeg voor ‘Jij’, ‘Mens’ of het niveau van de computer.</translation>
    </message>
    <message>
        <source>&amp;Played by:</source>
        <translation>&amp;Gespeeld door:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Naam:</translation>
    </message>
    <message>
        <source>When the side to move cannot move</source>
        <translation>Als de kant die aan zet is niet kan zetten</translation>
    </message>
    <message>
        <source>It passes, and the other side moves again</source>
        <translation>Die past, en de andere kant is weer aan zet</translation>
    </message>
    <message>
        <source>The game ends, and the pieces are counted</source>
        <translation>Het spel eindigt, en de stenen worden geteld</translation>
    </message>
    <message>
        <source>The game ends, and the empty cells go to the other side</source>
        <translation>Het spel eindigt, en de lege velden gaan naar de andere kant</translation>
    </message>
    <message>
        <source>Passing is the standard rule. Ending the game is the rule of GNOME&apos;s Ataxx, filling the board that of many versions for phones.</source>
        <translation>Passen is de standaardregel. Het spel beëindigen is de regel van GNOME’s Ataxx, het bord opvullen die van veel versies voor telefoons.</translation>
    </message>
    <message>
        <source>Draw without clones</source>
        <translation>Gelijkspel zonder klonen</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Nooit</translation>
    </message>
    <message>
        <source>A position that comes back a &amp;third time is a draw</source>
        <translation>Een stelling die voor de &amp;derde keer terugkomt, is gelijkspel</translation>
    </message>
    <message>
        <source>The rules and the board apply from the next new game. The computer plays by the same rules.</source>
        <translation>De regels en het bord gelden vanaf het volgende nieuwe spel. De computer speelt volgens dezelfde regels.</translation>
    </message>
    <message>
        <source>&amp;Colours:</source>
        <translation>&amp;Kleuren:</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Uit</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Snel</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langzaam</translation>
    </message>
    <message>
        <source>&amp;Animation:</source>
        <translation>&amp;Animatie:</translation>
    </message>
    <message>
        <source>Show where a piece can &amp;move</source>
        <translation>Tonen waar een steen &amp;heen kan</translation>
    </message>
    <message>
        <source>Show the &amp;last move</source>
        <translation>De &amp;laatste zet tonen</translation>
    </message>
    <message>
        <source>Show the c&amp;oordinates around the board</source>
        <translation>De c&amp;oördinaten rond het bord tonen</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>How long the computer waits before its move is shown, so that you can follow the game.</source>
        <translation>Hoe lang de computer wacht voordat zijn zet getoond wordt, zodat je het spel kunt volgen.</translation>
    </message>
    <message>
        <source>&amp;Pause before the computer&apos;s move:</source>
        <translation>&amp;Pauze voor de zet van de computer:</translation>
    </message>
    <message>
        <source>The system&apos;s language (%1)</source>
        <translation>Taal van het systeem (%1)</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Taal:</translation>
    </message>
    <message>
        <source>Ataxx speaks the new language the next time it starts. Your game is kept.</source>
        <translation>Ataxx spreekt de nieuwe taal vanaf de volgende keer dat het start. Je spel blijft bewaard.</translation>
    </message>
    <message>
        <source>How fast moves and captures are shown on the board.</source>
        <translation>Hoe snel zetten en overnames op het bord getoond worden.</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>Taal van het systeem</translation>
    </message>
    <message>
        <source>Play &amp;sounds for moves, captures and the end</source>
        <translation>&amp;Geluid bij zetten, overnames en het einde</translation>
    </message>
    <message>
        <source>A clone, a jump, each captured piece, a cell that cannot be played and the end of a game each have a short sound.</source>
        <translation>Een kloon, een sprong, elke overgenomen steen, een veld waar geen zet heen kan en het einde van een partij hebben elk een kort geluid.</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Volume:</translation>
    </message>
    <message>
        <source>After %1 moves by each player without a clone (standard)</source>
        <translation>Na %1 zetten van elke speler zonder kloon (standaard)</translation>
    </message>
    <message>
        <source>After this many moves by each player:</source>
        <translation>Na zoveel zetten van elke speler:</translation>
    </message>
    <message>
        <source>Jumps and passes count; a clone by either player starts the count again.</source>
        <translation>Sprongen en passen tellen; een kloon van een van beide spelers begint de telling opnieuw.</translation>
    </message>
    <message>
        <source>%1 (%2) does not play it</source>
        <translation>%1 (%2) speelt het niet</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>%1 (cannot play this board)</source>
        <translation>%1 (kan dit bord niet spelen)</translation>
    </message>
    <message>
        <source>Cannot start on this board: %1.</source>
        <translation>Op dit bord kan geen spel beginnen: %1.</translation>
    </message>
    <message>
        <source>A new game is played by the players chosen last, here or in the toolbar; Stop, watching the computers and opening a game change only the game on the board. A side is a person, the computer at a level or at your strength (even, from your rating), or an external engine that plays the board chosen (Computer ▸ External engines adds them).</source>
        <translation>Een nieuwe partij wordt gespeeld door de laatst gekozen spelers, hier of in de werkbalk; Stoppen, naar de computers kijken en een partij openen wijzigen alleen de partij op het bord. Een kant is een mens, de computer op een niveau of op jouw sterkte (gelijkwaardig, volgens je rating), of een externe engine die het gekozen bord speelt (Computer ▸ Externe engines voegt ze toe).</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Voorbeeld</translation>
    </message>
    <message>
        <source>The computer at your strength, from your rating on the board&apos;s kind: it follows your results, game after game</source>
        <translation>De computer op jouw sterkte, volgens je rating op dit soort bord: hij volgt je uitslagen, partij na partij</translation>
    </message>
    <message>
        <source>Beside each level, its strength in Elo on boards like the one chosen, as measured by matches against the engine&apos;s strength scale</source>
        <translation>Naast elk niveau de speelsterkte in Elo op borden zoals het gekozen bord, gemeten in partijen tegen de sterkteschaal van de engine</translation>
    </message>
</context>
<context>
    <name>ataxx::TournamentDialog</name>
    <message>
        <source>Stop</source>
        <translation>Stoppen</translation>
    </message>
    <message>
        <source>Standing</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Uitslag</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Zetten</translation>
    </message>
    <message>
        <source>How it ended</source>
        <translation>Hoe het eindigde</translation>
    </message>
    <message>
        <source>%1 of %2 games</source>
        <translation>%1 van %2 spellen</translation>
    </message>
    <message>
        <source>Stopping after this move…</source>
        <translation>Stopt na deze zet…</translation>
    </message>
    <message>
        <source>Create the folder?</source>
        <translation>De map aanmaken?</translation>
    </message>
    <message>
        <source>Choose a game file in a folder that exists, or none.</source>
        <translation>Kies een spelbestand in een map die bestaat, of geen.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Hervatten</translation>
    </message>
    <message>
        <source>Save table…</source>
        <translation>Tabel opslaan…</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Toernooi</translation>
    </message>
    <message>
        <source>The tournament</source>
        <translation>Het toernooi</translation>
    </message>
    <message>
        <source>The game being played</source>
        <translation>Het lopende spel</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spellen</translation>
    </message>
    <message>
        <source>Stopped after %1 of %2 games. Resume plays the rest.</source>
        <translation>Gestopt na %1 van %2 spellen. Hervatten speelt de rest.</translation>
    </message>
    <message>
        <source>A tournament was stopped after %1 of %2 games. Resume plays the rest.</source>
        <translation>Een toernooi is gestopt na %1 van %2 spellen. Hervatten speelt de rest.</translation>
    </message>
    <message>
        <source>Ataxx tournament %1</source>
        <translation>Ataxx-toernooi %1</translation>
    </message>
    <message>
        <source>The folder %1 for the tournament&apos;s game file does not exist. Create it?</source>
        <translation>De map %1 voor het spelbestand van het toernooi bestaat niet. Aanmaken?</translation>
    </message>
    <message>
        <source>The tournament cannot start: %1</source>
        <translation>Het toernooi kan niet beginnen: %1</translation>
    </message>
    <message>
        <source>The tournament cannot go on: %1</source>
        <translation>Het toernooi kan niet verder: %1</translation>
    </message>
    <message>
        <source>Game %1 of %2 (round %3), on %4. Black: %5. White: %6.</source>
        <translation>Spel %1 van %2 (ronde %3), op %4. Zwart: %5. Wit: %6.</translation>
    </message>
    <message>
        <source>The tournament is over.</source>
        <translation>Het toernooi is voorbij.</translation>
    </message>
    <message>
        <source>%1 of %2 games played</source>
        <translation>%1 van %2 spellen gespeeld</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 kan niet worden geschreven: %2</translation>
    </message>
    <message>
        <source>Save the table</source>
        <translation>De tabel opslaan</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>Tekstbestanden (*.txt);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>The table is saved in %1.</source>
        <translation>De tabel is opgeslagen in %1.</translation>
    </message>
</context>
<context>
    <name>ataxx::TournamentGameView</name>
    <message>
        <source>Game %1 was stopped before its end; Resume plays it again.</source>
        <translation>Partij %1 is voor het einde gestopt; Hervatten speelt haar opnieuw.</translation>
    </message>
    <message>
        <source>Game %1 was not finished.</source>
        <translation>Partij %1 is niet uitgespeeld.</translation>
    </message>
    <message>
        <source>Game %1, being played: %2 (Black) against %3 (White)</source>
        <translation>Spel %1, bezig: %2 (Zwart) tegen %3 (Wit)</translation>
    </message>
    <message>
        <source>%1 (%2): depth %3, %4, %5</source>
        <translation>%1 (%2): diepte %3, %4, %5</translation>
    </message>
    <message>
        <source>Game %1, final position: %2–%3</source>
        <translation>Partij %1, eindstand: %2–%3</translation>
    </message>
</context>
<context>
    <name>ataxx::TournamentPlanEditor</name>
    <message>
        <source>7×7, blocked layout %1</source>
        <translation>7×7, geblokkeerde indeling %1</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Toevoegen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Omhoog</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Bladeren…</translation>
    </message>
    <message>
        <source>Everyone on this list plays; in a gauntlet, the first against the others</source>
        <translation>Iedereen op deze lijst speelt; in een gauntlet de eerste tegen de anderen</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Spelers:</translation>
    </message>
    <message>
        <source>Round robin: everyone against everyone</source>
        <translation>Round robin: iedereen tegen iedereen</translation>
    </message>
    <message>
        <source>Gauntlet: the first player against each of the others</source>
        <translation>Gauntlet: de eerste speler tegen elk van de anderen</translation>
    </message>
    <message>
        <source>Pairings:</source>
        <translation>Paringen:</translation>
    </message>
    <message>
        <source>In every round each pairing plays two games from one opening, with colours swapped</source>
        <translation>In elke ronde speelt elke paring twee spellen vanuit één opening, met gewisselde kleuren</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Time per move:</source>
        <translation>Tijd per zet:</translation>
    </message>
    <message>
        <source>Rounds:</source>
        <translation>Rondes:</translation>
    </message>
    <message>
        <source>Balanced positions from the opening book</source>
        <translation>Evenwichtige stellingen uit het openingsboek</translation>
    </message>
    <message>
        <source>The board&apos;s start with random moves</source>
        <translation>De beginstelling met willekeurige zetten</translation>
    </message>
    <message>
        <source>Book positions are a few moves into the game and even for both sides; random moves can hand one side the game</source>
        <translation>Boekstellingen liggen een paar zetten na het begin en zijn gelijk voor beide kanten; willekeurige zetten kunnen één kant het spel geven</translation>
    </message>
    <message>
        <source> moves</source>
        <translation> zetten</translation>
    </message>
    <message>
        <source>Random moves played from the start before the game begins, the same for both games of a pair</source>
        <translation>Willekeurige zetten vanaf het begin voordat het spel begint, dezelfde voor beide spellen van een paar</translation>
    </message>
    <message>
        <source>Openings:</source>
        <translation>Openingen:</translation>
    </message>
    <message>
        <source>Boards:</source>
        <translation>Borden:</translation>
    </message>
    <message>
        <source>Game file:</source>
        <translation>Spelbestand:</translation>
    </message>
    <message>
        <source>%1 cannot play this board.</source>
        <translation>%1 kan niet op dit bord spelen.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Add at least two players.</source>
        <translation>Voeg minstens twee spelers toe.</translation>
    </message>
    <message>
        <source>Choose at least one board.</source>
        <translation>Kies minstens één bord.</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 op %2</translation>
    </message>
    <message>
        <source>1 game: %1.</source>
        <translation>1 spel: %1.</translation>
    </message>
    <message>
        <source>%1 games: %2.</source>
        <translation>%1 spellen: %2.</translation>
    </message>
    <message>
        <source>No game on %1: more rounds give every board its share.</source>
        <translation>Geen spel op %1: met meer rondes krijgt elk bord zijn deel.</translation>
    </message>
    <message>
        <source>The tournament&apos;s game file</source>
        <translation>Het spelbestand van het toernooi</translation>
    </message>
    <message>
        <source>Game files (*.pgn);;All files (*)</source>
        <translation>Spelbestanden (*.pgn);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>The player Add puts on the list</source>
        <translation>De speler die ‘Toevoegen’ aan de lijst toevoegt</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondes</translation>
    </message>
    <message>
        <source>Random moves</source>
        <translation>Willekeurige zetten</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Borden</translation>
    </message>
    <message>
        <source>Game file</source>
        <translation>Spelbestand</translation>
    </message>
</context>
<context>
    <name>ataxx::TournamentRunner</name>
    <message>
        <source>A match is running already.</source>
        <translation>Er loopt al een match.</translation>
    </message>
    <message>
        <source>Choose at least one board.</source>
        <translation>Kies minstens één bord.</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 kan niet worden geschreven: %2</translation>
    </message>
    <message>
        <source>%1 could not be written completely.</source>
        <translation>%1 kon niet volledig worden geschreven.</translation>
    </message>
    <message>
        <source>There is no stopped tournament to go on with.</source>
        <translation>Er is geen gestopt toernooi om te hervatten.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kan niet worden gelezen: %2</translation>
    </message>
    <message>
        <source>%1 cannot be written: the games are not saved.</source>
        <translation>%1 kan niet worden geschreven: de spellen worden niet opgeslagen.</translation>
    </message>
</context>
<context>
    <name>ataxx::TournamentStanding</name>
    <message>
        <source>No tournament yet.</source>
        <translation>Nog geen toernooi.</translation>
    </message>
    <message>
        <source>%1 players, no game played yet</source>
        <translation>%1 spelers, nog geen spel gespeeld</translation>
    </message>
    <message>
        <source>%1 leads with %2 of %3 points</source>
        <translation>%1 leidt met %2 van %3 punten</translation>
    </message>
    <message>
        <source>%1: %2 won, %3 drawn, %4 lost against %5</source>
        <translation>%1: %2 gewonnen, %3 gelijk, %4 verloren tegen %5</translation>
    </message>
    <message>
        <source>Score: – · Elo difference: –</source>
        <translation>Score: – · Elo-verschil: –</translation>
    </message>
    <message>
        <source>Score: %1% · Elo difference: %2∞ until a game ends otherwise</source>
        <translation>Score: %1% · Elo-verschil: %2∞ tot een spel anders afloopt</translation>
    </message>
    <message>
        <source>Score: %1% · Elo difference: %2</source>
        <translation>Score: %1% · Elo-verschil: %2</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>Kruistabel</translation>
    </message>
</context>
<context>
    <name>ataxx::UaiProcess</name>
    <message>
        <source>killed by a signal</source>
        <translation>gestopt door een signaal</translation>
    </message>
    <message>
        <source>exit status %1</source>
        <translation>afsluitstatus %1</translation>
    </message>
</context>
<context>
    <name>ataxx::WatchMode</name>
    <message>
        <source>proven</source>
        <translation>bewezen</translation>
    </message>
    <message>
        <source>done</source>
        <translation>klaar</translation>
    </message>
    <message>
        <source>Engine output</source>
        <translation>Engine-uitvoer</translation>
    </message>
    <message>
        <source>Graph</source>
        <translation>Grafiek</translation>
    </message>
    <message>
        <source>S&amp;tart</source>
        <translation>S&amp;tarten</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pauze</translation>
    </message>
    <message>
        <source>Hold the computers (P)</source>
        <translation>De computers pauzeren (P)</translation>
    </message>
    <message>
        <source>St&amp;ep</source>
        <translation>&amp;Eén zet</translation>
    </message>
    <message>
        <source>One move, then hold again (N)</source>
        <translation>Eén zet, dan weer pauzeren (N)</translation>
    </message>
    <message>
        <source>St&amp;op</source>
        <translation>St&amp;oppen</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analyseren</translation>
    </message>
    <message>
        <source>Our engine thinks about the position on the board until stopped (A)</source>
        <translation>Onze engine denkt na over de stelling op het bord tot hij gestopt wordt (A)</translation>
    </message>
    <message>
        <source>&amp;External engines…</source>
        <translation>&amp;Externe engines…</translation>
    </message>
    <message>
        <source>Add the UAI engines that can play</source>
        <translation>De UAI-engines toevoegen die kunnen spelen</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Who plays %1</source>
        <translation>Wie %1 speelt</translation>
    </message>
    <message>
        <source>Delay</source>
        <translation>Vertraging</translation>
    </message>
    <message>
        <source>The pause after each computer move, on top of its animation</source>
        <translation>De pauze na elke computerzet, bovenop de animatie</translation>
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
        <translation>Engine-&amp;uitvoer</translation>
    </message>
    <message>
        <source>&amp;Graph</source>
        <translation>&amp;Grafiek</translation>
    </message>
    <message>
        <source>From the last move</source>
        <translation>Vanaf de laatste zet</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Verder</translation>
    </message>
    <message>
        <source>Where should the computers go on?</source>
        <translation>Waar moeten de computers verder spelen?</translation>
    </message>
    <message>
        <source>The game is over here.</source>
        <translation>Hier is het spel voorbij.</translation>
    </message>
    <message>
        <source>played %1</source>
        <translation>speelde %1</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Hervatten</translation>
    </message>
    <message>
        <source>Let the computers go on (P)</source>
        <translation>De computers verder laten spelen (P)</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>gestopt</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>End the computers&apos; play: people take their sides, the game stays as it is</source>
        <translation>Het spel van de computers beëindigen: mensen nemen hun kanten over, het spel blijft zoals het is</translation>
    </message>
    <message>
        <source>Computer play</source>
        <translation>Computerspel</translation>
    </message>
    <message>
        <source>&amp;Tournament…</source>
        <translation>&amp;Toernooi…</translation>
    </message>
    <message>
        <source>Games between two players or more: a match, a round robin or a gauntlet</source>
        <translation>Spellen tussen twee of meer spelers: een match, een round robin of een gauntlet</translation>
    </message>
    <message>
        <source>The computers play on from the position on the board (with people on both sides, the computers you last watched take them) (P)</source>
        <translation>De computers spelen verder vanaf de stelling op het bord (spelen mensen beide kanten, dan nemen de laatst bekeken computers ze over) (P)</translation>
    </message>
    <message>
        <source>Stopped: people play both sides; Start (P) lets the computers go on.</source>
        <translation>Gestopt: mensen spelen beide kanten; Starten (P) laat de computers verder spelen.</translation>
    </message>
    <message>
        <source>waits while you answer</source>
        <translation>wacht tot je hebt geantwoord</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>denkt na…</translation>
    </message>
    <message>
        <source>From the position on the board (the later moves stay as a variation)</source>
        <translation>Vanaf de stelling op het bord (de latere zetten blijven als variant bewaard)</translation>
    </message>
</context>
<context>
    <name>ataxx::fen</name>
    <message>
        <source>the FEN is empty</source>
        <translation>de FEN is leeg</translation>
    </message>
    <message>
        <source>row %1 is empty</source>
        <translation>rij %1 is leeg</translation>
    </message>
    <message>
        <source>the board has more than %1 rows</source>
        <translation>het bord heeft meer dan %1 rijen</translation>
    </message>
    <message>
        <source>number at column %1 is too large for a row</source>
        <translation>het getal op positie %1 is te groot voor een rij</translation>
    </message>
    <message>
        <source>unknown character %1 at column %2 (row %3)</source>
        <translation>onbekend teken %1 op positie %2 (rij %3)</translation>
    </message>
    <message>
        <source>row %1 has more than %2 cells</source>
        <translation>rij %1 heeft meer dan %2 velden</translation>
    </message>
    <message>
        <source>a hexagon of side %1 has %2 rows, not %3</source>
        <translation>een zeshoek met zijde %1 heeft %2 rijen, niet %3</translation>
    </message>
    <message>
        <source>row %1 has %2 cells where %3 were expected (a hexagon of side %4)</source>
        <translation>rij %1 heeft %2 velden waar %3 verwacht werden (een zeshoek met zijde %4)</translation>
    </message>
    <message>
        <source>a hexagon must be %1 to %2 cells a side, not %3</source>
        <translation>een zeshoek moet %1 tot %2 velden per zijde hebben, niet %3</translation>
    </message>
    <message>
        <source>row %1 has %2 cells where %3 were expected</source>
        <translation>rij %1 heeft %2 velden waar %3 verwacht werden</translation>
    </message>
    <message>
        <source>a rectangle must be %1 to %2 cells a side, not %3 x %4</source>
        <translation>een rechthoek moet %1 tot %2 velden per zijde hebben, niet %3 × %4</translation>
    </message>
    <message>
        <source>the side to move is missing after the rows</source>
        <translation>de kant aan zet ontbreekt na de rijen</translation>
    </message>
    <message>
        <source>the side to move must be x or o, not %1</source>
        <translation>de kant aan zet moet x of o zijn, niet %1</translation>
    </message>
    <message>
        <source>the halfmove clock must be a number from 0 to 1000000, not %1</source>
        <translation>de halvezettenteller moet een getal van 0 tot 1000000 zijn, niet %1</translation>
    </message>
    <message>
        <source>the fullmove number must be a number from 1 to 1000000, not %1</source>
        <translation>het zetnummer moet een getal van 1 tot 1000000 zijn, niet %1</translation>
    </message>
    <message>
        <source>unexpected %1 after the fullmove number</source>
        <translation>onverwacht %1 na het zetnummer</translation>
    </message>
</context>
<context>
    <name>ataxx::notation</name>
    <message>
        <source>move %1 is not a legal move here: %2</source>
        <translation>zet %1 is hier niet toegestaan: %2</translation>
    </message>
    <message>
        <source>the game is over: no move is legal</source>
        <translation>de partij is afgelopen: geen enkele zet is toegestaan</translation>
    </message>
    <message>
        <source>a pass is not legal here: %1 can move</source>
        <translation>passen is hier niet toegestaan: %1 kan zetten</translation>
    </message>
    <message>
        <source>%1 is not a move (a cell like c3, two cells like a1c3, or 0000)</source>
        <translation>%1 is geen zet (een veld zoals c3, twee velden zoals a1c3, of 0000)</translation>
    </message>
    <message>
        <source>%1 is not a cell of this %2 board</source>
        <translation>%1 is geen veld van dit %2-bord</translation>
    </message>
    <message>
        <source>%1 and %2 are %3 cells apart (1 or 2 allowed)</source>
        <translation>%1 en %2 liggen %3 velden uit elkaar (1 of 2 toegestaan)</translation>
    </message>
    <message>
        <source>%1 has no piece on %2</source>
        <translation>%1 heeft geen steen op %2</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>de partij is afgelopen</translation>
    </message>
    <message>
        <source>%1 is blocked</source>
        <translation>%1 is geblokkeerd</translation>
    </message>
    <message>
        <source>%1 is not empty</source>
        <translation>%1 is niet leeg</translation>
    </message>
    <message>
        <source>%1 has no piece next to %2</source>
        <translation>%1 heeft geen steen naast %2</translation>
    </message>
    <message>
        <source>it is not %1&apos;s move</source>
        <translation>%1 is niet aan zet</translation>
    </message>
</context>
<context>
    <name>ataxx::pgn</name>
    <message>
        <source>a &apos;)&apos; closes no variation</source>
        <translation>een &apos;)&apos; sluit geen variant</translation>
    </message>
    <message>
        <source>the file holds no game</source>
        <translation>het bestand bevat geen partij</translation>
    </message>
    <message>
        <source>game %1, line %2: %3</source>
        <translation>partij %1, regel %2: %3</translation>
    </message>
    <message>
        <source>the comment opened here is never closed</source>
        <translation>het commentaar dat hier begint, wordt nooit gesloten</translation>
    </message>
    <message>
        <source>the variation opened here is never closed</source>
        <translation>de variant die hier begint, wordt nooit gesloten</translation>
    </message>
    <message>
        <source>unexpected %1</source>
        <translation>onverwacht: %1</translation>
    </message>
    <message>
        <source>a tag must look like [Name &quot;value&quot;]</source>
        <translation>een tag moet eruitzien als [Naam &quot;waarde&quot;]</translation>
    </message>
    <message>
        <source>move %1 comes after the end of the game</source>
        <translation>zet %1 komt na het einde van de partij</translation>
    </message>
    <message>
        <source>[StuckRule %1] must be pass, end or fill</source>
        <translation>[StuckRule %1] moet pass, end of fill zijn</translation>
    </message>
    <message>
        <source>[HalfmoveLimit %1] must be a number or none</source>
        <translation>[HalfmoveLimit %1] moet een getal of none zijn</translation>
    </message>
    <message>
        <source>[Repetition %1] must be threefold or off</source>
        <translation>[Repetition %1] moet threefold of off zijn</translation>
    </message>
    <message>
        <source>[FEN %1]: %2</source>
        <translation>[FEN %1]: %2</translation>
    </message>
    <message>
        <source>a variation must follow a move</source>
        <translation>een variant moet op een zet volgen</translation>
    </message>
    <message>
        <source>variations nested more than %1 deep</source>
        <translation>varianten meer dan %1 niveaus diep genest</translation>
    </message>
</context>
<context>
    <name>ataxx::setup</name>
    <message>
        <source>the game would already be over: %1</source>
        <translation>de partij zou al afgelopen zijn: %1</translation>
    </message>
    <message>
        <source>there are no pieces on the board</source>
        <translation>er staan geen stenen op het bord</translation>
    </message>
    <message>
        <source>%1 has no pieces</source>
        <translation>%1 heeft geen stenen</translation>
    </message>
    <message>
        <source>the board is full</source>
        <translation>het bord is vol</translation>
    </message>
    <message>
        <source>no piece can reach any of the empty cells (%1)</source>
        <translation>geen enkele steen kan een van de lege velden bereiken (%1)</translation>
    </message>
    <message>
        <source>the halfmove clock is %1, and the rules draw the game at %2</source>
        <translation>de halvezettenteller staat op %1, en volgens de regels eindigt de partij bij %2 in gelijkspel</translation>
    </message>
    <message>
        <source>%1 is to move and cannot move, which ends the game under the rules in force</source>
        <translation>%1 is aan zet en kan niet zetten, wat volgens de geldende regels de partij beëindigt</translation>
    </message>
    <message>
        <source>the rules end the game here</source>
        <translation>de regels beëindigen de partij hier</translation>
    </message>
</context>
<context>
    <name>ataxx::text</name>
    <message>
        <source>byte 0x%1</source>
        <translation>byte 0x%1</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Ataxx and Hexxagon against a friend or the computer.</source>
        <translation>Ataxx en Hexxagon tegen een vriend of de computer.</translation>
    </message>
    <message>
        <source>Start from this position.</source>
        <translation>Vanaf deze stelling beginnen.</translation>
    </message>
    <message>
        <source>Who plays Black (x): human, or a level from very-easy to very-hard.</source>
        <translation>Wie Zwart (x) speelt: human, of een niveau van very-easy tot very-hard.</translation>
    </message>
    <message>
        <source>Who plays White (o), as for --black.</source>
        <translation>Wie Wit (o) speelt, zoals bij --black.</translation>
    </message>
    <message>
        <source>Open the settings at once.</source>
        <translation>Meteen de instellingen openen.</translation>
    </message>
    <message>
        <source>A game file (PGN) to open.</source>
        <translation>Een te openen spelbestand (PGN).</translation>
    </message>
    <message>
        <source>unknown player: %1</source>
        <translation>onbekende speler: %1</translation>
    </message>
    <message>
        <source>unknown board: %1</source>
        <translation>onbekend bord: %1</translation>
    </message>
    <message>
        <source>bad FEN: %1</source>
        <translation>ongeldige FEN: %1</translation>
    </message>
    <message>
        <source>Start a game between two computers on the board of a new game.</source>
        <translation>Een spel tussen twee computers starten op het bord van een nieuw spel.</translation>
    </message>
    <message>
        <source>Start a new game on a board, which new games keep: %1.</source>
        <translation>Een nieuw spel beginnen op een bord, dat nieuwe spellen houden: %1.</translation>
    </message>
</context>
</TS>
