<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>BoardAccessible</name>
    <message>
        <source>blocked</source>
        <translation>bloquée</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>sélectionné</translation>
    </message>
    <message>
        <source>clone target</source>
        <translation>cible de clonage</translation>
    </message>
    <message>
        <source>jump target</source>
        <translation>cible de saut</translation>
    </message>
    <message>
        <source>last move</source>
        <translation>dernier coup</translation>
    </message>
    <message>
        <source>left by the last move</source>
        <translation>quittée par le dernier coup</translation>
    </message>
    <message>
        <source>taken by the last move</source>
        <translation>pris par le dernier coup</translation>
    </message>
    <message>
        <source>the hint&apos;s move goes here</source>
        <translation>le coup de l’indice arrive ici</translation>
    </message>
    <message>
        <source>the hint&apos;s move jumps from here</source>
        <translation>le coup de l’indice saute d’ici</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>Arrow keys move between the cells; Enter or Space changes the cell with the chosen tool.</source>
        <translation>Les flèches passent d’une case à l’autre ; Entrée ou Espace modifie la case avec l’outil choisi.</translation>
    </message>
    <message>
        <source>Arrow keys move between the cells; Enter or Space selects a piece and plays.</source>
        <translation>Les flèches passent d’une case à l’autre ; Entrée ou Espace sélectionne un pion et joue.</translation>
    </message>
    <message>
        <source>No piece selected.</source>
        <translation>Aucun pion sélectionné.</translation>
    </message>
    <message>
        <source>%1 selected.</source>
        <translation>%1 sélectionné.</translation>
    </message>
    <message>
        <source>Clones to %1.</source>
        <translation>Clone en %1.</translation>
    </message>
    <message>
        <source>Jumps to %1.</source>
        <translation>Saute en %1.</translation>
    </message>
    <message>
        <source>It cannot move.</source>
        <translation>Il ne peut pas jouer.</translation>
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
        <translation>7×7 avec cases bloquées</translation>
    </message>
    <message>
        <source>Smaller rectangles (such as 5×5)</source>
        <translation>Rectangles plus petits (comme 5×5)</translation>
    </message>
    <message>
        <source>Larger rectangles (such as 9×9)</source>
        <translation>Rectangles plus grands (comme 9×9)</translation>
    </message>
    <message>
        <source>Hexxagon and hexagons up to side 5</source>
        <translation>Hexxagon et hexagones jusqu’au côté 5</translation>
    </message>
    <message>
        <source>Hexagons of side 6 and 7</source>
        <translation>Hexagones de côté 6 et 7</translation>
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
        <translation>l’hexagone de côté 6</translation>
    </message>
</context>
<context>
    <name>BoardLayout</name>
    <message>
        <source>Black needs at least one piece.</source>
        <translation>Noir doit avoir au moins un pion.</translation>
    </message>
    <message>
        <source>White needs at least one piece.</source>
        <translation>Blanc doit avoir au moins un pion.</translation>
    </message>
    <message>
        <source>A piece stands on a blocked cell: %1.</source>
        <translation>Un pion se trouve sur une case bloquée : %1.</translation>
    </message>
    <message>
        <source>A cell holds pieces of both sides: %1.</source>
        <translation>Une case porte des pions des deux camps : %1.</translation>
    </message>
    <message>
        <source>The game would be over before the first move.</source>
        <translation>La partie serait finie avant le premier coup.</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) can never be reached by any piece: %1.</source>
        <translation>
            <numerusform>%n case ne peut jamais être atteinte par aucun pion : %1.</numerusform>
            <numerusform>%n cases ne peuvent jamais être atteintes par aucun pion : %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Left–right mirror</source>
        <translation>Miroir gauche–droite</translation>
    </message>
    <message>
        <source>Top–bottom mirror</source>
        <translation>Miroir haut–bas</translation>
    </message>
    <message>
        <source>Four-way mirror</source>
        <translation>Miroir quadruple</translation>
    </message>
    <message>
        <source>Point symmetry (half turn)</source>
        <translation>Symétrie centrale (demi-tour)</translation>
    </message>
    <message>
        <source>Three-fold rotation</source>
        <translation>Rotation d’ordre 3</translation>
    </message>
    <message>
        <source>Six-fold rotation</source>
        <translation>Rotation d’ordre 6</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
</context>
<context>
    <name>BoardPresets</name>
    <message>
        <source>Classic 7×7</source>
        <translation>7×7 classique</translation>
    </message>
    <message>
        <source>Four pillars</source>
        <translation>Quatre piliers</translation>
    </message>
    <message>
        <source>Cross</source>
        <translation>Croix</translation>
    </message>
    <message>
        <source>Saltire</source>
        <translation>Sautoir</translation>
    </message>
    <message>
        <source>Four rooms</source>
        <translation>Quatre pièces</translation>
    </message>
    <message>
        <source>Lattice</source>
        <translation>Treillis</translation>
    </message>
    <message>
        <source>Corner guards</source>
        <translation>Gardes des coins</translation>
    </message>
    <message>
        <source>Wide pillars</source>
        <translation>Piliers écartés</translation>
    </message>
    <message>
        <source>Centre bar</source>
        <translation>Barre centrale</translation>
    </message>
    <message>
        <source>Four gates</source>
        <translation>Quatre portes</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>Grille</translation>
    </message>
    <message>
        <source>Two walls</source>
        <translation>Deux murs</translation>
    </message>
    <message>
        <source>Islands</source>
        <translation>Îles</translation>
    </message>
    <message>
        <source>Side posts</source>
        <translation>Poteaux latéraux</translation>
    </message>
    <message>
        <source>Compass</source>
        <translation>Boussole</translation>
    </message>
    <message>
        <source>Diagonals</source>
        <translation>Diagonales</translation>
    </message>
    <message>
        <source>Goals</source>
        <translation>Buts</translation>
    </message>
    <message>
        <source>Hexxagon without holes</source>
        <translation>Hexxagon sans trous</translation>
    </message>
    <message>
        <source>Hexxagon with a ring of six holes</source>
        <translation>Hexxagon avec un anneau de six trous</translation>
    </message>
    <message>
        <source>Hexxagon with a star of six holes</source>
        <translation>Hexxagon avec une étoile de six trous</translation>
    </message>
    <message>
        <source>Hexxagon with a hole in the centre</source>
        <translation>Hexxagon avec un trou au centre</translation>
    </message>
    <message>
        <source>Small hexagon (side 4)</source>
        <translation>Petit hexagone (côté 4)</translation>
    </message>
    <message>
        <source>Large hexagon (side 6)</source>
        <translation>Grand hexagone (côté 6)</translation>
    </message>
    <message>
        <source>Largest hexagon (side 7) with three holes</source>
        <translation>Le plus grand hexagone (côté 7), avec trois trous</translation>
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
        <translation>7×7 avec cases bloquées</translation>
    </message>
    <message>
        <source>Hexagons</source>
        <translation>Hexagones</translation>
    </message>
    <message>
        <source>Other sizes</source>
        <translation>Autres tailles</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Classique</translation>
    </message>
    <message>
        <source>Hexxagon with three holes</source>
        <translation>Hexxagon avec trois trous</translation>
    </message>
</context>
<context>
    <name>BoardTheme</name>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>Colour-blind safe</source>
        <translation>Adapté aux daltoniens</translation>
    </message>
    <message>
        <source>Follow the system (light or dark)</source>
        <translation>Comme le système (clair ou sombre)</translation>
    </message>
</context>
<context>
    <name>ClickReason</name>
    <message>
        <source>%1 is blocked: no piece can go there.</source>
        <translation>%1 est bloquée : aucun pion ne peut y aller.</translation>
    </message>
    <message>
        <source>%1 is taken by %2, and %3 is to move.</source>
        <translation>%1 est occupée par %2, et c’est au tour de %3.</translation>
    </message>
    <message>
        <source>%1 has no piece to move.</source>
        <translation>%1 n’a aucun pion à déplacer.</translation>
    </message>
    <message>
        <source>To jump to %1, first click the piece that jumps, such as %2.</source>
        <translation>Pour sauter en %1, cliquez d’abord sur le pion qui saute, par exemple %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 is %n cell(s) from %2: a piece moves one or two cells.</source>
        <translation>
            <numerusform>%1 est à %n case de %2 : un pion se déplace d’une ou deux cases.</numerusform>
            <numerusform>%1 est à %n cases de %2 : un pion se déplace d’une ou deux cases.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EngineFailure</name>
    <message>
        <source>%1 could not be started (%2).</source>
        <translation>Impossible de lancer %1 (%2).</translation>
    </message>
    <message>
        <source>%1 did not answer as a UAI engine.</source>
        <translation>%1 n’a pas répondu comme un moteur UAI.</translation>
    </message>
    <message>
        <source>%1 stopped running (%2).</source>
        <translation>%1 s’est arrêté (%2).</translation>
    </message>
    <message>
        <source>%1 gave no move in time.</source>
        <translation>%1 n’a pas donné de coup à temps.</translation>
    </message>
    <message>
        <source>%1 cannot play this board (%2).</source>
        <translation>%1 ne peut pas jouer sur ce plateau (%2).</translation>
    </message>
    <message>
        <source>%1 gave no move.</source>
        <translation>%1 n’a donné aucun coup.</translation>
    </message>
    <message>
        <source>%1 played an illegal move (%2).</source>
        <translation>%1 a joué un coup illégal (%2).</translation>
    </message>
    <message>
        <source>It wrote:</source>
        <translation>Il a écrit :</translation>
    </message>
</context>
<context>
    <name>ExplanationText</name>
    <message>
        <source>%1 ends the game, and %2 loses; %3 still wins.</source>
        <translation>%1 termine la partie et %2 perd ; %3 gagne toujours.</translation>
    </message>
    <message>
        <source>%1 ends the game, and %2 loses; %3 keeps the game open.</source>
        <translation>%1 termine la partie et %2 perd ; %3 laisse la partie ouverte.</translation>
    </message>
    <message>
        <source>%1 ends the game, and %2 loses; %3 holds out longer.</source>
        <translation>%1 termine la partie et %2 perd ; %3 résiste plus longtemps.</translation>
    </message>
    <message numerus="yes">
        <source>%1 loses by force in %n move(s); %2 still wins.</source>
        <translation>
            <numerusform>%1 perd par force en %n coup ; %2 gagne toujours.</numerusform>
            <numerusform>%1 perd par force en %n coups ; %2 gagne toujours.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 loses by force in %n move(s); %2 keeps the game open.</source>
        <translation>
            <numerusform>%1 perd par force en %n coup ; %2 laisse la partie ouverte.</numerusform>
            <numerusform>%1 perd par force en %n coups ; %2 laisse la partie ouverte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 loses by force in %n move(s); %2 holds out longer.</source>
        <translation>
            <numerusform>%1 perd par force en %n coup ; %2 résiste plus longtemps.</numerusform>
            <numerusform>%1 perd par force en %n coups ; %2 résiste plus longtemps.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins by force in %n move(s); %2 lets the win slip.</source>
        <translation>
            <numerusform>%1 gagne par force en %n coup ; %2 laisse échapper la victoire.</numerusform>
            <numerusform>%1 gagne par force en %n coups ; %2 laisse échapper la victoire.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The jump from %1 leaves a hole: %2&apos;s %3 lands in it and takes %n piece(s).</source>
        <translation>
            <numerusform>Le saut depuis %1 laisse un trou : %2 s’y pose avec %3 et prend %n pion.</numerusform>
            <numerusform>Le saut depuis %1 laisse un trou : %2 s’y pose avec %3 et prend %n pions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %1, %2&apos;s %3 takes %n piece(s) and %4 must pass.</source>
        <translation>
            <numerusform>Après %1, %2 joue %3 et prend %n pion, et %4 doit passer.</numerusform>
            <numerusform>Après %1, %2 joue %3 et prend %n pions, et %4 doit passer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s reply %2 takes %n piece(s).</source>
        <translation>
            <numerusform>%1 répond %2 et prend %n pion.</numerusform>
            <numerusform>%1 répond %2 et prend %n pions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %1, %2&apos;s %3 takes %n piece(s) and the jump leaves no hole.</source>
        <translation>
            <numerusform>Après %1, %2 joue %3 et prend %n pion, et le saut ne laisse aucun trou.</numerusform>
            <numerusform>Après %1, %2 joue %3 et prend %n pions, et le saut ne laisse aucun trou.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %1, %2&apos;s %3 takes %n piece(s).</source>
        <translation>
            <numerusform>Après %1, %2 joue %3 et prend %n pion.</numerusform>
            <numerusform>Après %1, %2 joue %3 et prend %n pions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 leaves %4 open: %2&apos;s %3 takes %n piece(s) and the jump leaves no hole.</source>
        <translation>
            <numerusform>%1 laisse une ouverture en %4 : %2 joue %3 et prend %n pion, et le saut ne laisse aucun trou.</numerusform>
            <numerusform>%1 laisse une ouverture en %4 : %2 joue %3 et prend %n pions, et le saut ne laisse aucun trou.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 leaves %4 open: %2&apos;s %3 takes %n piece(s).</source>
        <translation>
            <numerusform>%1 laisse une ouverture en %4 : %2 joue %3 et prend %n pion.</numerusform>
            <numerusform>%1 laisse une ouverture en %4 : %2 joue %3 et prend %n pions.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 instead leaves no hole.</source>
        <translation>%1, au contraire, ne laisse aucun trou.</translation>
    </message>
    <message numerus="yes">
        <source>%1 instead takes %n piece(s) and leaves no hole.</source>
        <translation>
            <numerusform>%1, au contraire, prend %n pion et ne laisse aucun trou.</numerusform>
            <numerusform>%1, au contraire, prend %n pions et ne laisse aucun trou.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 instead takes %n piece(s), %2 none.</source>
        <translation>
            <numerusform>%1, au contraire, prend %n pion, %2 aucun.</numerusform>
            <numerusform>%1, au contraire, prend %n pions, %2 aucun.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 instead takes %n piece(s), %2 only %3.</source>
        <translation>
            <numerusform>%1, au contraire, prend %n pion, %2 seulement %3.</numerusform>
            <numerusform>%1, au contraire, prend %n pions, %2 seulement %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n move(s) each, %1 leaves %2 %3, %4 %5; %6 leaves %2 %7, %4 %8.</source>
        <translation>
            <numerusform>Après %n coup chacun, %1 laisse %2 %3, %4 %5 ; %6 laisse %2 %7, %4 %8.</numerusform>
            <numerusform>Après %n coups chacun, %1 laisse %2 %3, %4 %5 ; %6 laisse %2 %7, %4 %8.</numerusform>
        </translation>
    </message>
    <message>
        <source>Both moves leave %1 behind; %2 loses less: %3 against %4.</source>
        <translation>Avec les deux coups, %1 reste derrière ; %2 perd moins : %3 contre %4.</translation>
    </message>
    <message numerus="yes">
        <source>No capture in the next moves sets them apart; searching %n ply(-ies) ahead, the engine finds %1 better by %2 pieces.</source>
        <translation>
            <numerusform>Aucune prise dans les prochains coups ne les départage ; en calculant %n demi-coup à l’avance, le moteur trouve %1 meilleur de %2 pions.</numerusform>
            <numerusform>Aucune prise dans les prochains coups ne les départage ; en calculant %n demi-coups à l’avance, le moteur trouve %1 meilleur de %2 pions.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LibraryGame</name>
    <message>
        <source>Hexagon, side %1</source>
        <translation>Hexagone, côté %1</translation>
    </message>
    <message>
        <source>%1×%2</source>
        <translation>%1×%2</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n blocked cell(s)</source>
        <translation>
            <numerusform>%1, %n case bloquée</numerusform>
            <numerusform>%1, %n cases bloquées</numerusform>
        </translation>
    </message>
    <message>
        <source>7×7</source>
        <translation>7×7</translation>
    </message>
    <message>
        <source>Hexagonal</source>
        <translation>Hexagonaux</translation>
    </message>
    <message>
        <source>Other boards</source>
        <translation>Autres plateaux</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>%1 a gagné</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Partie nulle</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>Inachevée</translation>
    </message>
    <message>
        <source>From a file</source>
        <translation>D’un fichier</translation>
    </message>
    <message>
        <source>Computers only</source>
        <translation>Ordinateurs seuls</translation>
    </message>
    <message>
        <source>A person</source>
        <translation>Une personne</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jouée</translation>
    </message>
    <message>
        <source>Watched</source>
        <translation>Regardée</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>Importée</translation>
    </message>
</context>
<context>
    <name>MoveText</name>
    <message>
        <source>pass</source>
        <translation>passe</translation>
    </message>
    <message>
        <source>%1 cannot move and passes.</source>
        <translation>%1 ne peut pas jouer et passe.</translation>
    </message>
    <message>
        <source>%1 jumps %2 to %3.</source>
        <translation>%1 saute de %2 à %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 jumps %2 to %3 and takes %n.</source>
        <translation>
            <numerusform>%1 saute de %2 à %3 et prend %n.</numerusform>
            <numerusform>%1 saute de %2 à %3 et prend %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 clones to %2.</source>
        <translation>%1 clone en %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 clones to %2 and takes %n.</source>
        <translation>
            <numerusform>%1 clone en %2 et prend %n.</numerusform>
            <numerusform>%1 clone en %2 et prend %n.</numerusform>
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
        <translation>Plateaux 7×7</translation>
    </message>
    <message>
        <source>Hexagonal boards</source>
        <translation>Plateaux hexagonaux</translation>
    </message>
    <message>
        <source>Other boards</source>
        <translation>Autres plateaux</translation>
    </message>
    <message>
        <source>Even game</source>
        <translation>Partie à égalité</translation>
    </message>
</context>
<context>
    <name>PlayerSetup</name>
    <message>
        <source>Very easy</source>
        <translation>Très facile</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Very hard</source>
        <translation>Très difficile</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation>Ordinateur (%1)</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Computer (even, %1)</source>
        <translation>Ordinateur (à égalité, %1)</translation>
    </message>
    <message>
        <source>Computer (even)</source>
        <translation>Ordinateur (à égalité)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A level&apos;s name and its strength in Elo, as measured by matches: &quot;Hard (1850)&quot;; &quot;3000+&quot; above the scale&apos;s top (500 to 3000).</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Computer (%1, %2)</source>
        <extracomment>A computer player&apos;s level and its strength in Elo: &quot;Computer (Hard, 1850)&quot;; &quot;3000+&quot; above the scale&apos;s top (500 to 3000).</extracomment>
        <translation>Ordinateur (%1, %2)</translation>
    </message>
</context>
<context>
    <name>PuzzleSourceText</name>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 contre %2</translation>
    </message>
    <message>
        <source>move %1...</source>
        <translation>coup %1...</translation>
    </message>
    <message>
        <source>move %1</source>
        <translation>coup %1</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>%1&apos;s engine “%2” is no longer set up.</source>
        <translation>Le moteur « %2 » de %1 n’est plus configuré.</translation>
    </message>
    <message>
        <source>%1&apos;s player “%2” is not a player.</source>
        <translation>Le joueur « %2 » de %1 n’est pas un joueur.</translation>
    </message>
</context>
<context>
    <name>ataxx::AnalysisBoard</name>
    <message>
        <source>Analysis board: the position you set up.</source>
        <translation>Plateau d’analyse : la position que vous avez configurée.</translation>
    </message>
    <message>
        <source>Save to games library</source>
        <translation>Enregistrer dans la bibliothèque de parties</translation>
    </message>
    <message>
        <source>The analysis could not be kept in the games library.</source>
        <translation>L’analyse n’a pas pu être gardée dans la bibliothèque de parties.</translation>
    </message>
    <message>
        <source>The analysis is kept in your games library.</source>
        <translation>L’analyse est gardée dans votre bibliothèque de parties.</translation>
    </message>
    <message>
        <source>Back to your game.</source>
        <translation>Retour à votre partie.</translation>
    </message>
    <message>
        <source>Analysis board: you move both sides. Your game waits.</source>
        <translation>Échiquier d’analyse : vous jouez les deux camps. Votre partie attend.</translation>
    </message>
</context>
<context>
    <name>ataxx::BoardEditor</name>
    <message>
        <source>&amp;Width:</source>
        <translation>&amp;Largeur :</translation>
    </message>
    <message>
        <source>&amp;Height:</source>
        <translation>&amp;Hauteur :</translation>
    </message>
    <message>
        <source>S&amp;ide:</source>
        <translation>&amp;Côté :</translation>
    </message>
    <message>
        <source>Sa&amp;ve</source>
        <translation>Enre&amp;gistrer</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Click cells to change them with the tool chosen on the right.</source>
        <translation>Cliquez sur les cases pour les modifier avec l’outil choisi à droite.</translation>
    </message>
    <message>
        <source>Ready-made boards, and the layouts you saved.</source>
        <translation>Des plateaux tout prêts, et les dispositions que vous avez enregistrées.</translation>
    </message>
    <message>
        <source>Rectangle</source>
        <translation>Rectangle</translation>
    </message>
    <message>
        <source>Hexagon</source>
        <translation>Hexagone</translation>
    </message>
    <message>
        <source>Cells along each edge of the hexagon.</source>
        <translation>Nombre de cases sur chaque côté de l’hexagone.</translation>
    </message>
    <message>
        <source>Shape and size</source>
        <translation>Forme et taille</translation>
    </message>
    <message>
        <source>S&amp;hape:</source>
        <translation>&amp;Forme :</translation>
    </message>
    <message>
        <source>Edit the board</source>
        <translation>Modifier le plateau</translation>
    </message>
    <message>
        <source>&amp;Block or free cells</source>
        <translation>&amp;Bloquer ou libérer des cases</translation>
    </message>
    <message>
        <source>Place or remove B&amp;lack pieces</source>
        <translation>Placer ou retirer des pions &amp;noirs</translation>
    </message>
    <message>
        <source>Place or remove W&amp;hite pieces</source>
        <translation>Placer ou retirer des pions b&amp;lancs</translation>
    </message>
    <message>
        <source>S&amp;ymmetry:</source>
        <translation>S&amp;ymétrie :</translation>
    </message>
    <message>
        <source>Each click is repeated on the mirrored or turned cells. A piece carried to the other half of the board goes to the other side, so that the layout stays fair.</source>
        <translation>Chaque clic est répété sur les cases en miroir ou tournées. Un pion reporté dans l’autre moitié du plateau change de camp, pour que la disposition reste équitable.</translation>
    </message>
    <message>
        <source>&amp;Free all cells</source>
        <translation>Libérer &amp;toutes les cases</translation>
    </message>
    <message>
        <source>The layout as a position string (FEN). Paste one to use it.</source>
        <translation>La disposition sous forme de chaîne de position (FEN). Collez-en une pour l’utiliser.</translation>
    </message>
    <message>
        <source>Your layouts</source>
        <translation>Vos dispositions</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Adds this layout to the list of boards, or replaces the one of that name.</source>
        <translation>Ajoute cette disposition à la liste des plateaux, ou remplace celle qui porte ce nom.</translation>
    </message>
    <message>
        <source>Removes the chosen layout of yours from the list.</source>
        <translation>Retire de la liste la disposition choisie parmi les vôtres.</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Plateau :</translation>
    </message>
    <message>
        <source>&amp;FEN:</source>
        <translation>&amp;FEN :</translation>
    </message>
    <message>
        <source>Your own layout</source>
        <translation>Disposition personnelle</translation>
    </message>
    <message>
        <source>The FEN cannot be read: %1</source>
        <translation>La FEN est illisible : %1</translation>
    </message>
</context>
<context>
    <name>ataxx::CrosstableModel</name>
    <message>
        <source>%1 against %2</source>
        <translation>%1 contre %2</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>W/D/L</source>
        <translation>G/N/P</translation>
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
        <translation>Ligne %1 : %2, profondeur %3 : %4</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Add this line to the game as a variation</source>
        <translation>Ajouter cette ligne à la partie comme variante</translation>
    </message>
    <message>
        <source>Add line %1 as a variation</source>
        <translation>Ajouter la ligne %1 comme variante</translation>
    </message>
    <message>
        <source>%1 d%2</source>
        <comment>a line&apos;s score and its depth, short</comment>
        <translation>%1 p%2</translation>
    </message>
    <message>
        <source>Line %1: %2, depth %3</source>
        <translation>Ligne %1 : %2, profondeur %3</translation>
    </message>
    <message>
        <source>Line %1, move %2: %3</source>
        <translation>Ligne %1, coup %2 : %3</translation>
    </message>
    <message>
        <source>Play the line up to this move on the board</source>
        <translation>Jouer la ligne jusqu’à ce coup sur le plateau</translation>
    </message>
</context>
<context>
    <name>ataxx::EngineOptionsDialog</name>
    <message>
        <source>Options of %1</source>
        <translation>Options de %1</translation>
    </message>
    <message>
        <source>(an action for a running engine; not stored)</source>
        <translation>(une action pour un moteur en marche ; non enregistrée)</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>Par défaut : %1</translation>
    </message>
    <message>
        <source>This engine declared no options. Check it again in the list of engines if it has some now.</source>
        <translation>Ce moteur n’a déclaré aucune option. Vérifiez-le de nouveau dans la liste des moteurs s’il en a maintenant.</translation>
    </message>
    <message>
        <source>The options %1 declared. The values you set are sent to it before each game.</source>
        <translation>Les options que %1 a déclarées. Les valeurs que vous fixez lui sont envoyées avant chaque partie.</translation>
    </message>
</context>
<context>
    <name>ataxx::EngineOutputPanel</name>
    <message>
        <source>Show the best move on the board</source>
        <translation>Montrer le meilleur coup sur le plateau</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Stop the analysis</source>
        <translation>Arrêter l’analyse</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profondeur</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Évaluation</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nœuds</translation>
    </message>
    <message>
        <source>Nodes/s</source>
        <translation>Nœuds/s</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <source>Best line</source>
        <translation>Meilleure variante</translation>
    </message>
    <message>
        <source>Depth / selective depth</source>
        <translation>Profondeur / profondeur sélective</translation>
    </message>
    <message>
        <source>For the side to move, in pieces; #7: wins in 7 moves, #-7: loses in 7 moves</source>
        <translation>Pour le camp au trait, en pions ; #7 : gagne en 7 coups, #-7 : perd en 7 coups</translation>
    </message>
    <message>
        <source>The principal variation</source>
        <translation>La variante principale</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>analysing…</source>
        <translation>analyse…</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>réfléchit…</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins in %n move(s)</source>
        <translation>
            <numerusform>%1 gagne en %n coup</numerusform>
            <numerusform>%1 gagne en %n coups</numerusform>
        </translation>
    </message>
    <message>
        <source>About even</source>
        <translation>À peu près égal</translation>
    </message>
    <message>
        <source>%1 is ahead by %2</source>
        <translation>%1 mène de %2</translation>
    </message>
    <message>
        <source>Waiting.</source>
        <translation>En attente.</translation>
    </message>
    <message>
        <source>%1 %2: %3 (depth %4)</source>
        <translation>%1 %2 : %3 (profondeur %4)</translation>
    </message>
    <message>
        <source>No engine is thinking. Choose a computer for a side in the toolbar, or Analyse.</source>
        <translation>Aucun moteur ne réfléchit. Choisissez un ordinateur pour un camp dans la barre d’outils, ou Analyser.</translation>
    </message>
    <message>
        <source>Depth %1, score %2, %3 nodes, %4 nodes/s, %5 s
%6</source>
        <translation>Profondeur %1, évaluation %2, %3 nœuds, %4 nœuds/s, %5 s
%6</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>Best lines</source>
        <translation>Meilleures lignes</translation>
    </message>
    <message>
        <source>How many of the best lines the analysis shows</source>
        <translation>Nombre de meilleures lignes que montre l’analyse</translation>
    </message>
    <message>
        <source>Lines:</source>
        <translation>Lignes :</translation>
    </message>
    <message>
        <source>Best lines shown</source>
        <translation>Meilleures lignes affichées</translation>
    </message>
</context>
<context>
    <name>ataxx::EngineProbe</name>
    <message>
        <source>The engine</source>
        <translation>Le moteur</translation>
    </message>
    <message>
        <source>It could not play %1: %2</source>
        <translation>Il n’a pas pu jouer %1 : %2</translation>
    </message>
    <message>
        <source>— %1: %2</source>
        <translation>— %1 : %2</translation>
    </message>
</context>
<context>
    <name>ataxx::EnginesDialog</name>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Check again</source>
        <translation>Vérifier à nouveau</translation>
    </message>
    <message>
        <source>External engines</source>
        <translation>Moteurs externes</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Commande</translation>
    </message>
    <message>
        <source>Time per move</source>
        <translation>Temps par coup</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Plateaux</translation>
    </message>
    <message>
        <source>Add an engine</source>
        <translation>Ajouter un moteur</translation>
    </message>
    <message>
        <source>The name the engine gives</source>
        <translation>Le nom que donne le moteur</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <source>/path/to/engine --option</source>
        <translation>/chemin/vers/moteur --option</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>Command:</source>
        <translation>Commande :</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Time per move:</source>
        <translation>Temps par coup :</translation>
    </message>
    <message>
        <source>Choose an engine</source>
        <translation>Choisir un moteur</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
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
        <translation>Indiquez la commande qui lance le moteur.</translation>
    </message>
    <message>
        <source>Trying the engine on each kind of board…</source>
        <translation>Essai du moteur sur chaque type de plateau…</translation>
    </message>
    <message>
        <source>Trying %1 on each kind of board…</source>
        <translation>Essai de %1 sur chaque type de plateau…</translation>
    </message>
    <message>
        <source>The engine was not added: %1</source>
        <translation>Le moteur n’a pas été ajouté : %1</translation>
    </message>
    <message>
        <source>%1 plays: %2.</source>
        <translation>%1 joue : %2.</translation>
    </message>
    <message>
        <source>Options…</source>
        <translation>Options…</translation>
    </message>
    <message>
        <source>Details…</source>
        <translation>Détails…</translation>
    </message>
    <message>
        <source>Engines that speak the Universal Ataxx Interface (UAI) can play a side or a match. Each is tried on 7×7, 7×7 with blocked cells, 5×5, 9×9, Hexxagon and the hexagon of side 6, and offered only for the kinds of board it played; you may tick more or fewer below.</source>
        <translation>Les moteurs qui parlent l’Universal Ataxx Interface (UAI) peuvent jouer un camp ou un match. Chacun est essayé sur 7×7, 7×7 avec cases bloquées, 5×5, 9×9, Hexxagon et l’hexagone de côté 6, et n’est proposé que pour les sortes de plateau qu’il a jouées ; vous pouvez en cocher plus ou moins ci-dessous.</translation>
    </message>
    <message>
        <source>The options the engine declared: its hash size, its threads, …</source>
        <translation>Les options que le moteur a déclarées : sa taille de hash, ses threads, …</translation>
    </message>
    <message>
        <source>Boards the selected engine plays</source>
        <translation>Plateaux que joue le moteur choisi</translation>
    </message>
    <message>
        <source>Everything the engine wrote to its error output in the trials it failed</source>
        <translation>Tout ce que le moteur a écrit sur sa sortie d’erreur lors des essais ratés</translation>
    </message>
    <message>
        <source>every board</source>
        <translation>tous les plateaux</translation>
    </message>
    <message>
        <source>What the engine wrote</source>
        <translation>Ce que le moteur a écrit</translation>
    </message>
    <message>
        <source>%1 played none of the boards.</source>
        <translation>%1 n’a joué aucun des plateaux.</translation>
    </message>
</context>
<context>
    <name>ataxx::EvalGraph</name>
    <message>
        <source>Evaluation for %1</source>
        <translation>Évaluation pour %1</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Pions</translation>
    </message>
    <message>
        <source>No moves yet</source>
        <translation>Pas encore de coups</translation>
    </message>
    <message>
        <source>Move %1: %2 (%3)</source>
        <translation>Coup %1 : %2 (%3)</translation>
    </message>
    <message>
        <source>Pieces: %1 – %2</source>
        <translation>Pions : %1 – %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins in %n move(s)</source>
        <translation>
            <numerusform>%1 gagne en %n coup</numerusform>
            <numerusform>%1 gagne en %n coups</numerusform>
        </translation>
    </message>
    <message>
        <source>Evaluation: %1</source>
        <translation>Évaluation : %1</translation>
    </message>
    <message>
        <source>Pieces after move %1: %2 %3, %4 %5</source>
        <translation>Pions après le coup %1 : %2 %3, %4 %5</translation>
    </message>
    <message>
        <source>Pieces: %1 %2, %3 %4</source>
        <translation>Pions : %1 %2, %3 %4</translation>
    </message>
    <message>
        <source>Graph</source>
        <translation>Graphique</translation>
    </message>
    <message>
        <source>%1&apos;s engine</source>
        <translation>Moteur de %1</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Évaluation</translation>
    </message>
    <message>
        <source>%1&apos;s engine: %2</source>
        <translation>Moteur de %1 : %2</translation>
    </message>
</context>
<context>
    <name>ataxx::GameDocument</name>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>The marks of the game&apos;s review are not saved. Save the game with them first?</source>
        <translation>Les marques de la revue de la partie ne sont pas enregistrées. Enregistrer d’abord la partie avec elles ?</translation>
    </message>
    <message>
        <source>The game in progress (move %1) is not saved. Save it first?</source>
        <translation>La partie en cours (coup %1) n’est pas enregistrée. L’enregistrer d’abord ?</translation>
    </message>
    <message>
        <source>The game in progress (move %1) has changed since it was saved to %2. Save it first?</source>
        <translation>La partie en cours (coup %1) a changé depuis son enregistrement dans %2. L’enregistrer d’abord ?</translation>
    </message>
    <message>
        <source>Save the game?</source>
        <translation>Enregistrer la partie ?</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Impossible d’ouvrir la partie</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>%1 is too big to be a game file.</source>
        <translation>%1 est trop gros pour être un fichier de partie.</translation>
    </message>
    <message>
        <source>%1 is not a game file that can be read:
%2</source>
        <translation>%1 n’est pas un fichier de partie lisible :
%2</translation>
    </message>
    <message>
        <source>%1 holds no game.</source>
        <translation>%1 ne contient aucune partie.</translation>
    </message>
    <message numerus="yes">
        <source>%1. %2 – %3, %4 (%n move(s))</source>
        <translation>
            <numerusform>%1. %2 – %3, %4 (%n coup)</numerusform>
            <numerusform>%1. %2 – %3, %4 (%n coups)</numerusform>
        </translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>%1 holds %2 games. Which one?</source>
        <translation>%1 contient %2 parties. Laquelle ?</translation>
    </message>
    <message>
        <source>Both sides are yours to play here; choose a computer for a side in the toolbar to play against it.</source>
        <translation>Ici, vous jouez les deux camps ; choisissez un ordinateur pour un camp dans la barre d’outils pour jouer contre lui.</translation>
    </message>
    <message>
        <source>Ataxx game</source>
        <translation>Partie d’Ataxx</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Impossible d’enregistrer la partie</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>Impossible d’écrire %1 : %2</translation>
    </message>
    <message>
        <source>Game files (*.pgn);;All files (*)</source>
        <translation>Fichiers de partie (*.pgn);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>game.pgn</source>
        <translation>partie.pgn</translation>
    </message>
    <message>
        <source>Go on with your game?</source>
        <translation>Reprendre votre partie ?</translation>
    </message>
    <message>
        <source>Your last game was not finished (move %1, %2 to play). Go on with it?</source>
        <translation>Votre dernière partie n’était pas terminée (coup %1, au tour de %2). La reprendre ?</translation>
    </message>
    <message>
        <source>That side is played as set in the settings.</source>
        <translation>Ce camp est joué comme indiqué dans les réglages.</translation>
    </message>
    <message>
        <source>The variations of this game are not saved. Save the game with them first?</source>
        <translation>Les variantes de cette partie ne sont pas enregistrées. Enregistrer d’abord la partie avec elles ?</translation>
    </message>
    <message>
        <source>The analysis (move %1) is not saved. Save it first?</source>
        <translation>L’analyse (coup %1) n’est pas enregistrée. L’enregistrer d’abord ?</translation>
    </message>
</context>
<context>
    <name>ataxx::GameOverOverlay</name>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gagne</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Partie nulle</translation>
    </message>
    <message>
        <source>%1 has no pieces left.</source>
        <translation>%1 n’a plus de pions.</translation>
    </message>
    <message>
        <source>The board is full.</source>
        <translation>Le plateau est plein.</translation>
    </message>
    <message>
        <source>No piece can move any more.</source>
        <translation>Plus aucun pion ne peut bouger.</translation>
    </message>
    <message>
        <source>The same position came up for the third time.</source>
        <translation>La même position est apparue pour la troisième fois.</translation>
    </message>
    <message>
        <source>The result was declared.</source>
        <translation>Le résultat a été déclaré.</translation>
    </message>
    <message>
        <source>%1 %2 — %3 %4</source>
        <translation>%1 %2 — %3 %4</translation>
    </message>
    <message>
        <source>Too many moves by each player without a clone.</source>
        <translation>Trop de coups de chaque joueur sans clonage.</translation>
    </message>
</context>
<context>
    <name>ataxx::GameRecorder</name>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>This game could not be kept in your games library: %1</source>
        <translation>Cette partie n’a pas pu être gardée dans votre bibliothèque de parties : %1</translation>
    </message>
</context>
<context>
    <name>ataxx::GamesLibrary</name>
    <message>
        <source>Qt&apos;s SQLite driver is not installed (on Debian, the package libqt6sql6-sqlite).</source>
        <translation>Le pilote SQLite de Qt n’est pas installé (sous Debian, le paquet libqt6sql6-sqlite).</translation>
    </message>
    <message>
        <source>Your games cannot be kept: %1</source>
        <translation>Vos parties ne peuvent pas être gardées : %1</translation>
    </message>
    <message>
        <source>Your games cannot be kept in %1: %2</source>
        <translation>Vos parties ne peuvent pas être gardées dans %1 : %2</translation>
    </message>
    <message>
        <source>it was made by a newer version of Ataxx (its games are kept in the form %1, this version knows up to %2); it is left as it is</source>
        <translation>elle a été faite par une version plus récente d’Ataxx (ses parties sont gardées sous la forme %1, cette version connaît jusqu’à %2) ; elle est laissée telle quelle</translation>
    </message>
    <message>
        <source>the library could not be brought up to date (step %1): %2</source>
        <translation>la bibliothèque n’a pas pu être mise à jour (étape %1) : %2</translation>
    </message>
    <message>
        <source>the library holds no such game</source>
        <translation>la bibliothèque ne contient pas cette partie</translation>
    </message>
    <message>
        <source>its moves cannot be read: %1</source>
        <translation>ses coups ne peuvent pas être lus : %1</translation>
    </message>
    <message>
        <source>Your games library %1 could not be read: the file is damaged, and it could not be put aside to start a new one (%2). Your games are not kept until it can be.</source>
        <translation>Votre bibliothèque de parties %1 n’a pas pu être lue : le fichier est endommagé, et il n’a pas pu être mis de côté pour en commencer une nouvelle (%2). Vos parties ne sont pas gardées tant que ce n’est pas possible.</translation>
    </message>
    <message>
        <source>Your games library could not be read: the file is damaged. It was kept, as it was, as %1, and a new, empty library was started. Your rating starts again at %2, and so does the even game, since the games it came from are in the damaged file.</source>
        <translation>Votre bibliothèque de parties n’a pas pu être lue : le fichier est endommagé. Il a été gardé tel quel sous le nom %1, et une nouvelle bibliothèque vide a été commencée. Votre classement repart de %2, de même que la partie à égalité, puisque les parties dont ils venaient sont dans le fichier endommagé.</translation>
    </message>
</context>
<context>
    <name>ataxx::GamesModel</name>
    <message>
        <source>%1: %2 accuracy; %3, %4, %5</source>
        <translation>%1 : %2 de précision ; %3, %4, %5</translation>
    </message>
    <message numerus="yes">
        <source>%n dubious move(s)</source>
        <translation>
            <numerusform>%n coup douteux</numerusform>
            <numerusform>%n coups douteux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n erreur</numerusform>
            <numerusform>%n erreurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n gaffe</numerusform>
            <numerusform>%n gaffes</numerusform>
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
        <translation>%1 joué par : %2</translation>
    </message>
    <message>
        <source>Not reviewed</source>
        <translation>Pas revue</translation>
    </message>
    <message>
        <source>Two computers played this game while you watched.</source>
        <translation>Deux ordinateurs ont joué cette partie pendant que vous regardiez.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Précision</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Genre</translation>
    </message>
</context>
<context>
    <name>ataxx::GamesWindow</name>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <source>Open the game on the board (Enter)</source>
        <translation>Ouvrir la partie sur le plateau (Entrée)</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Revoir</translation>
    </message>
    <message>
        <source>Open the game on the board and let the engine review it</source>
        <translation>Ouvrir la partie sur le plateau et la faire revoir par le moteur</translation>
    </message>
    <message>
        <source>Make &amp;puzzles</source>
        <translation>Faire des &amp;problèmes</translation>
    </message>
    <message>
        <source>Review the selected games and make puzzles of their mistakes</source>
        <translation>Revoir les parties choisies et faire des problèmes de leurs erreurs</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exporter…</translation>
    </message>
    <message>
        <source>Write the selected games to a PGN file</source>
        <translation>Écrire les parties choisies dans un fichier PGN</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Delete the selected games (Delete)</source>
        <translation>Supprimer les parties choisies (Suppr)</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importer…</translation>
    </message>
    <message>
        <source>Add the games of a PGN file to the library</source>
        <translation>Ajouter les parties d’un fichier PGN à la bibliothèque</translation>
    </message>
    <message numerus="yes">
        <source>Importing %1: %n game(s) read…</source>
        <translation>
            <numerusform>Importation de %1 : %n partie lue…</numerusform>
            <numerusform>Importation de %1 : %n parties lues…</numerusform>
        </translation>
    </message>
    <message>
        <source>Search by name</source>
        <translation>Chercher par nom</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Any result</source>
        <translation>Tout résultat</translation>
    </message>
    <message>
        <source>Won by you</source>
        <translation>Gagnées par vous</translation>
    </message>
    <message>
        <source>Lost by you</source>
        <translation>Perdues par vous</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Parties nulles</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>%1 a gagné</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>Inachevée</translation>
    </message>
    <message>
        <source>Any time</source>
        <translation>Toute date</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Aujourd’hui</translation>
    </message>
    <message>
        <source>The last 7 days</source>
        <translation>Les 7 derniers jours</translation>
    </message>
    <message>
        <source>The last 30 days</source>
        <translation>Les 30 derniers jours</translation>
    </message>
    <message>
        <source>The last 365 days</source>
        <translation>Les 365 derniers jours</translation>
    </message>
    <message>
        <source>Any board</source>
        <translation>Tout plateau</translation>
    </message>
    <message>
        <source>All: %1</source>
        <translation>Tous : %1</translation>
    </message>
    <message>
        <source>Any opponent</source>
        <translation>Tout adversaire</translation>
    </message>
    <message>
        <source>No games yet. Every game that ends on the board is kept here, and you can import the games of a PGN file.</source>
        <translation>Pas encore de parties. Chaque partie qui se termine sur le plateau est gardée ici, et vous pouvez importer les parties d’un fichier PGN.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s).</source>
        <translation>
            <numerusform>%n partie.</numerusform>
            <numerusform>%n parties.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n game(s) shown.</source>
        <translation>
            <numerusform>%1 partie sur %n affichée.</numerusform>
            <numerusform>%1 sur %n parties affichées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Make puzzles</source>
        <translation>Faire des problèmes</translation>
    </message>
    <message>
        <source>The games could not be read: %1</source>
        <translation>Les parties n’ont pas pu être lues : %1</translation>
    </message>
    <message>
        <source>Whose mistakes become puzzles?</source>
        <translation>Les erreurs de quel camp deviennent des problèmes ?</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Les deux</translation>
    </message>
    <message>
        <source>Export games</source>
        <translation>Exporter des parties</translation>
    </message>
    <message>
        <source>games.pgn</source>
        <translation>parties.pgn</translation>
    </message>
    <message>
        <source>Game files (*.pgn);;All files (*)</source>
        <translation>Fichiers de partie (*.pgn);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>A game could not be read from the library: %1</source>
        <translation>Une partie n’a pas pu être lue dans la bibliothèque : %1</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 n’a pas pu être écrit : %2</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) exported to %1.</source>
        <translation>
            <numerusform>%n partie exportée vers %1.</numerusform>
            <numerusform>%n parties exportées vers %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete games?</source>
        <translation>Supprimer des parties ?</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n game(s) from your library? This cannot be undone.</source>
        <translation>
            <numerusform>Supprimer %n partie de votre bibliothèque ? Cela ne peut pas être annulé.</numerusform>
            <numerusform>Supprimer %n parties de votre bibliothèque ? Cela ne peut pas être annulé.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete games</source>
        <translation>Supprimer des parties</translation>
    </message>
    <message>
        <source>The games could not be deleted: %1</source>
        <translation>Les parties n’ont pas pu être supprimées : %1</translation>
    </message>
    <message>
        <source>Import games</source>
        <translation>Importer des parties</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>Importation de %1…</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>… et %n autre.</numerusform>
            <numerusform>… et %n autres.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>P&amp;arties</translation>
    </message>
    <message>
        <source>R&amp;ating</source>
        <translation>&amp;Classement</translation>
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
        <translation>Lecture des parties dans l’explorateur : %1 sur %2.</translation>
    </message>
</context>
<context>
    <name>ataxx::HowToPlayDialog</name>
    <message>
        <source>How to play</source>
        <translation>Comment jouer</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Captures&lt;/h3&gt;&lt;p&gt;After a clone or a jump, every opponent piece next to the cell you moved to becomes yours. Here Black clones from b2 to the marked cell, c3, and takes the three White pieces around it.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Les prises&lt;/h3&gt;&lt;p&gt;Après un clonage ou un saut, chaque pion adverse voisin de la case d’arrivée devient le vôtre. Ici, Noir se clone de b2 vers la case marquée, c3, et prend les trois pions blancs qui l’entourent.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Hexagons and blocked cells&lt;/h3&gt;&lt;p&gt;On a hexagonal board (Hexxagon) each cell has six neighbours for clones and twelve cells two steps away for jumps. Dark hatched cells are &lt;b&gt;blocked&lt;/b&gt;: no piece may stand there, but jumps may pass over them.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Hexagones et cases bloquées&lt;/h3&gt;&lt;p&gt;Sur un plateau hexagonal (Hexxagon), chaque case a six voisines pour les clonages et douze cases à deux pas pour les sauts. Les cases sombres et hachurées sont &lt;b&gt;bloquées&lt;/b&gt; : aucun pion ne peut s’y trouver, mais les sauts peuvent passer par-dessus.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Passing and the end&lt;/h3&gt;&lt;p&gt;A player who cannot move passes. The game ends when a player has no pieces left, when no empty cell can be reached by anyone (a full board, for example), or after 50 moves by each player without a clone. The player with more pieces wins; equal counts are a draw.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Passer et fin de partie&lt;/h3&gt;&lt;p&gt;Un joueur qui ne peut pas jouer passe. La partie s’arrête quand un joueur n’a plus de pions, quand plus personne ne peut atteindre une case vide (par exemple quand le plateau est plein), ou après 50 coups de chaque joueur sans clonage. Le joueur qui a le plus de pions gagne ; à égalité, la partie est nulle.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The aim&lt;/h3&gt;&lt;p&gt;Two players, Black and White, take turns; Black moves first. When the game ends, the player with more pieces on the board wins.&lt;/p&gt;&lt;h3&gt;Moves&lt;/h3&gt;&lt;p&gt;Pick one of your pieces. It can &lt;b&gt;clone&lt;/b&gt; to an empty cell next to it (the solid dots): a new piece appears there and the old one stays. Or it can &lt;b&gt;jump&lt;/b&gt; to an empty cell two steps away (the rings): the piece leaves its cell. Whatever lies in between does not matter.&lt;/p&gt;&lt;p&gt;Click a piece, then a target; or click an empty cell next to your pieces to clone there at once. The arrow keys and Enter work too. A click that plays nothing says why in the status bar.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Le but&lt;/h3&gt;&lt;p&gt;Deux joueurs, Noir et Blanc, jouent à tour de rôle ; Noir commence. À la fin de la partie, le joueur qui a le plus de pions sur le plateau gagne.&lt;/p&gt;&lt;h3&gt;Les coups&lt;/h3&gt;&lt;p&gt;Choisissez un de vos pions. Il peut se &lt;b&gt;cloner&lt;/b&gt; sur une case vide voisine (les points pleins) : un nouveau pion y apparaît et l’ancien reste en place. Ou il peut &lt;b&gt;sauter&lt;/b&gt; sur une case vide à deux pas (les anneaux) : le pion quitte alors sa case. Ce qui se trouve entre les deux n’a pas d’importance.&lt;/p&gt;&lt;p&gt;Cliquez sur un pion, puis sur une cible ; ou cliquez sur une case vide à côté de vos pions pour y cloner directement. Les touches fléchées et Entrée fonctionnent aussi. Un clic qui ne joue rien en donne la raison dans la barre d’état.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Game review&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Review game&lt;/b&gt; (the Computer menu, the toolbar, or R) lets our engine judge every move of the game on screen. It searches the position before each move to a fixed depth and compares the move played with the best move it finds there, looking as far ahead. What the move gave away, in pieces, is its &lt;b&gt;loss&lt;/b&gt;: from 0.8 of a piece it is marked dubious (?!), from 1.8 a mistake (?), from 3.5 a blunder (??). Throwing away a won game is always a blunder; a slower win loses nothing. A move with no choice, such as a forced pass, is not judged. Here Black&apos;s best move is the clone to c3, which takes three pieces.&lt;/p&gt;&lt;p&gt;The marks appear in the move list and on the graph; click a marked move to see the better move drawn on the board. A move&apos;s &lt;b&gt;accuracy&lt;/b&gt; is 100% for the engine&apos;s best and falls with every piece it loses: 78% for one piece, 61% for two, 37% for four (100 × e&lt;sup&gt;−loss/4&lt;/sup&gt;, with the loss in pieces). A side&apos;s accuracy is the average over its moves that had a choice. The marks are saved in the game file as $6, $2 and $4, each with a comment giving the scores and the better move.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Revue de la partie&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Revoir la partie&lt;/b&gt; (menu Ordinateur, barre d’outils ou R) fait juger par notre moteur chaque coup de la partie affichée. Il analyse la position avant chaque coup jusqu’à une profondeur fixe et compare le coup joué au meilleur coup qu’il y trouve, en voyant aussi loin. Ce que le coup a cédé, en pions, est sa &lt;b&gt;perte&lt;/b&gt; : à partir de 0,8 pion, il est marqué douteux (?!), à partir de 1,8 erreur (?), à partir de 3,5 gaffe (??). Laisser échapper une partie gagnée est toujours une gaffe ; un gain plus lent ne coûte rien. Un coup sans choix, comme un passe forcé, n’est pas jugé. Ici, le meilleur coup de Noir est le clonage en c3, qui prend trois pions.&lt;/p&gt;&lt;p&gt;Les marques apparaissent dans la liste des coups et sur le graphique ; cliquez sur un coup marqué pour voir le meilleur coup dessiné sur le plateau. La &lt;b&gt;précision&lt;/b&gt; d’un coup vaut 100 % pour le meilleur coup du moteur et baisse avec chaque pion perdu : 78 % pour un pion, 61 % pour deux, 37 % pour quatre (100 × e&lt;sup&gt;−perte/4&lt;/sup&gt;, la perte en pions). La précision d’un camp est la moyenne sur ses coups où il avait le choix. Les marques sont enregistrées dans le fichier de partie sous la forme $6, $2 et $4, chacune avec un commentaire qui donne les évaluations et le meilleur coup.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Diagram</source>
        <translation>Diagramme</translation>
    </message>
</context>
<context>
    <name>ataxx::MainWindow</name>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Paramètres…</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Comment jouer</translation>
    </message>
    <message>
        <source>&amp;About Ataxx</source>
        <translation>À &amp;propos d’Ataxx</translation>
    </message>
    <message>
        <source>Show the move the engine would play (H)</source>
        <translation>Montrer le coup que jouerait l’ordinateur (H)</translation>
    </message>
    <message>
        <source>Show last &amp;move</source>
        <translation>Afficher le &amp;dernier coup</translation>
    </message>
    <message>
        <source>Show &amp;coordinates</source>
        <translation>Afficher les &amp;coordonnées</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>&amp;Désactivée</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Rapide</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normale</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Lente</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Coup</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>Vitesse d’&amp;animation</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>Para&amp;mètres</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Go to the start</source>
        <translation>Aller au début</translation>
    </message>
    <message>
        <source>One move back</source>
        <translation>Un coup en arrière</translation>
    </message>
    <message>
        <source>One move forward</source>
        <translation>Un coup en avant</translation>
    </message>
    <message>
        <source>Go to the last move</source>
        <translation>Aller au dernier coup</translation>
    </message>
    <message>
        <source>%1 cannot move and passes.</source>
        <translation>%1 ne peut pas jouer et passe.</translation>
    </message>
    <message>
        <source>depth %1, %2</source>
        <translation>profondeur %1, %2</translation>
    </message>
    <message>
        <source>Game over: %1, %2–%3. %4</source>
        <translation>Partie terminée : %1, %2–%3. %4</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <source>%1 is thinking… (%2)</source>
        <translation>%1 réfléchit… (%2)</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Recherche d’un indice…</translation>
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
        <translation>Commencer une nouvelle partie ?</translation>
    </message>
    <message>
        <source>The board or the rules have changed. Start a new game with them now? Otherwise they apply from the next new game.</source>
        <translation>Le plateau ou les règles ont changé. Commencer dès maintenant une nouvelle partie avec ? Sinon, ils s’appliqueront à la prochaine partie.</translation>
    </message>
    <message>
        <source>About Ataxx</source>
        <translation>À propos d’Ataxx</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Ataxx %1&lt;/h3&gt;&lt;p&gt;Ataxx and Hexxagon on square and hexagonal boards, with blocked cells, against a person or the computer at five levels.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ataxx %1&lt;/h3&gt;&lt;p&gt;Ataxx et Hexxagon sur des plateaux carrés et hexagonaux, avec des cases bloquées, contre une personne ou l’ordinateur à cinq niveaux.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>New game &amp;with…</source>
        <translation>Nouvelle partie &amp;avec…</translation>
    </message>
    <message>
        <source>Choose the board, players and rules of a new game</source>
        <translation>Choisir le plateau, les joueurs et les règles d’une nouvelle partie</translation>
    </message>
    <message>
        <source>Paused at move %1, %2 to play. Resume (P) or Step (N) to go on.</source>
        <translation>En pause au coup %1, au tour de %2. Reprenez (P) ou avancez d’un coup (N) pour continuer.</translation>
    </message>
    <message>
        <source>Move %1, %2 to play; the game goes on to move %3. Play a move to go on from here.</source>
        <translation>Coup %1, au tour de %2 ; la partie va jusqu’au coup %3. Jouez un coup pour continuer d’ici.</translation>
    </message>
    <message>
        <source>Move %1. Your move (%2).</source>
        <translation>Coup %1. À vous de jouer (%2).</translation>
    </message>
    <message>
        <source>Move %1, %2 to play.</source>
        <translation>Coup %1, au tour de %2.</translation>
    </message>
    <message>
        <source>Hint: %1, the analysis&apos;s best move.</source>
        <translation>Indice : %1, le meilleur coup de l’analyse.</translation>
    </message>
    <message>
        <source>Hint: %1, what Hard would play.</source>
        <translation>Indice : %1, ce que jouerait « Difficile ».</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>A person at this computer</source>
        <translation>Une personne devant cet ordinateur</translation>
    </message>
    <message>
        <source>Who plays %1?</source>
        <translation>Qui joue %1 ?</translation>
    </message>
    <message>
        <source>%1 cannot play this board (%2). Who plays %3 instead?</source>
        <translation>%1 ne peut pas jouer ce plateau (%2). Qui joue %3 à sa place ?</translation>
    </message>
    <message>
        <source>The game was not started: %1 cannot play this board (%2).</source>
        <translation>La partie n’a pas commencé : %1 ne peut pas jouer ce plateau (%2).</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins in %n move(s)</source>
        <translation>
            <numerusform>%1 gagne en %n coup</numerusform>
            <numerusform>%1 gagne en %n coups</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 pour %2</translation>
    </message>
    <message>
        <source>Show &amp;where a piece can move</source>
        <translation>Montrer &amp;où un pion peut aller</translation>
    </message>
    <message>
        <source>Solve puzzles made from your mistakes in reviewed games</source>
        <translation>Résoudre les problèmes tirés de vos erreurs dans les parties revues</translation>
    </message>
    <message>
        <source>P&amp;uzzles…</source>
        <translation>Pro&amp;blèmes…</translation>
    </message>
    <message>
        <source>The window&apos;s size and panels are as new: the last start stopped while it restored them.</source>
        <translation>La taille et les panneaux de la fenêtre sont comme neufs : le dernier démarrage s&apos;est arrêté en les restaurant.</translation>
    </message>
    <message>
        <source>%1 waits while you answer.</source>
        <translation>%1 attend votre réponse.</translation>
    </message>
    <message>
        <source>&amp;Games…</source>
        <translation>&amp;Parties…</translation>
    </message>
    <message>
        <source>Your games: find, open, review and export them (Ctrl+L)</source>
        <translation>Vos parties : les retrouver, les ouvrir, les revoir et les exporter (Ctrl+L)</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>The game could not be read from your games library: %1</source>
        <translation>La partie n’a pas pu être lue dans votre bibliothèque de parties : %1</translation>
    </message>
    <message>
        <source>Last move: %1</source>
        <translation>Dernier coup : %1</translation>
    </message>
    <message>
        <source>Better: %1.</source>
        <translation>Meilleur : %1.</translation>
    </message>
    <message>
        <source>&amp;Even game</source>
        <translation>Partie à &amp;égalité</translation>
    </message>
    <message>
        <source>A new game against the computer at your strength, from your rating</source>
        <translation>Une nouvelle partie contre l&apos;ordinateur à votre force, d&apos;après votre classement</translation>
    </message>
    <message>
        <source>Not rated: you had help.</source>
        <translation>Partie non classée : vous avez reçu de l’aide.</translation>
    </message>
    <message>
        <source>Make puzzles</source>
        <translation>Tirer des problèmes</translation>
    </message>
    <message>
        <source>The game&apos;s file does not say who played which side. Whose mistakes become puzzles?</source>
        <translation>Le fichier de la partie ne dit pas qui a joué quel camp. Les erreurs de quel camp deviennent des problèmes ?</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Les deux</translation>
    </message>
    <message>
        <source>Neither</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>The review of a game could not be kept in your games library: %1</source>
        <translation>La revue d’une partie n’a pas pu être gardée dans votre bibliothèque de parties : %1</translation>
    </message>
    <message>
        <source>Move %1, %2 to play: the computer&apos;s move, so the board takes no click here. Go to one of your moves to play on from there.</source>
        <translation>Coup %1, au tour de %2 : c’est le coup de l’ordinateur, le plateau ne prend donc pas de clic ici. Allez à l’un de vos coups pour continuer de là.</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Manuel</translation>
    </message>
    <message>
        <source>The game goes on from its last move by its players&apos; moves only: try the line from an earlier move.</source>
        <translation>La partie ne continue depuis son dernier coup que par les coups de ses joueurs : essayez la ligne depuis un coup antérieur.</translation>
    </message>
    <message>
        <source>The line is kept as a variation.</source>
        <translation>La ligne est gardée comme variante.</translation>
    </message>
    <message>
        <source>Explorer</source>
        <translation>Explorateur</translation>
    </message>
    <message>
        <source>&amp;Explorer</source>
        <translation>&amp;Explorateur</translation>
    </message>
    <message>
        <source>The moves your games played from the position on the board</source>
        <translation>Les coups joués dans vos parties depuis la position sur le plateau</translation>
    </message>
    <message>
        <source>&amp;Analysis board</source>
        <translation>Plateau d’&amp;analyse</translation>
    </message>
    <message>
        <source>Explore the game on the board freely: both sides, variations, the engine&apos;s lines</source>
        <translation>Explorer librement la partie sur le plateau : les deux camps, les variantes, les lignes du moteur</translation>
    </message>
    <message>
        <source>Set &amp;up position…</source>
        <translation>&amp;Configurer une position…</translation>
    </message>
    <message>
        <source>Save to games &amp;library</source>
        <translation>Enregistrer dans la &amp;bibliothèque de parties</translation>
    </message>
    <message>
        <source>Anal&amp;ysis board</source>
        <translation>Plateau d’anal&amp;yse</translation>
    </message>
    <message>
        <source>Variation, depth %1.</source>
        <translation>Variante, niveau %1.</translation>
    </message>
    <message>
        <source>Main line.</source>
        <translation>Ligne principale.</translation>
    </message>
    <message>
        <source>Analysis board — %1</source>
        <translation>Plateau d’analyse — %1</translation>
    </message>
    <message>
        <source>Move %1, %2 to play, in a variation (depth %3): you move both sides, and the game itself stays as it is.</source>
        <translation>Coup %1, %2 au trait, dans une variante (niveau %3) : vous jouez les deux camps, et la partie elle-même reste telle quelle.</translation>
    </message>
    <message>
        <source>Move %1, %2 to play; the game ended with move %3. A move played here is tried out as a variation.</source>
        <translation>Coup %1, %2 au trait ; la partie s’est terminée au coup %3. Un coup joué ici est essayé comme variante.</translation>
    </message>
</context>
<context>
    <name>ataxx::ManualDialog</name>
    <message>
        <source>Manual</source>
        <translation>Manuel</translation>
    </message>
</context>
<context>
    <name>ataxx::MoveListView</name>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Variation: %1</source>
        <translation>Variante : %1</translation>
    </message>
    <message>
        <source>Promote to main line</source>
        <translation>Promouvoir en ligne principale</translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation>Remonter la variante</translation>
    </message>
    <message>
        <source>Delete variation</source>
        <translation>Supprimer la variante</translation>
    </message>
    <message>
        <source>Delete from here</source>
        <translation>Supprimer à partir d’ici</translation>
    </message>
    <message>
        <source>Copy line as PGN</source>
        <translation>Copier la ligne en PGN</translation>
    </message>
</context>
<context>
    <name>ataxx::OpeningExplorer</name>
    <message>
        <source>All games</source>
        <translation>Toutes les parties</translation>
    </message>
    <message>
        <source>My games</source>
        <translation>Mes parties</translation>
    </message>
    <message>
        <source>Games counted</source>
        <translation>Parties comptées</translation>
    </message>
    <message>
        <source>Count every game of your library, or only the games you played</source>
        <translation>Compter toutes les parties de votre bibliothèque, ou seulement celles que vous avez jouées</translation>
    </message>
    <message>
        <source>Moves played here</source>
        <translation>Coups joués ici</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>W / D / L</source>
        <translation>G / N / P</translation>
    </message>
    <message>
        <source>How the games with this move scored for the side to move: a win counts 1, a draw ½</source>
        <translation>Le score des parties avec ce coup pour le camp au trait : une victoire compte 1, une nulle ½</translation>
    </message>
    <message>
        <source>The games won, drawn and lost by the side to move after this move</source>
        <translation>Les parties gagnées, nulles et perdues par le camp au trait après ce coup</translation>
    </message>
    <message>
        <source>Games read into the explorer</source>
        <translation>Parties lues dans l’explorateur</translation>
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
        <translation>Jouer %1</translation>
    </message>
    <message>
        <source>Reading your games into the explorer: %1 of %2. Until then it counts only the games read so far.</source>
        <translation>Lecture de vos parties dans l’explorateur : %1 sur %2. D’ici là, il ne compte que les parties déjà lues.</translation>
    </message>
    <message>
        <source>Your games library cannot be read.</source>
        <translation>Votre bibliothèque de parties ne peut pas être lue.</translation>
    </message>
    <message>
        <source>None of the games you played reached this position.</source>
        <translation>Aucune des parties que vous avez jouées n’a atteint cette position.</translation>
    </message>
    <message>
        <source>No game in your library reached this position.</source>
        <translation>Aucune partie de votre bibliothèque n’a atteint cette position.</translation>
    </message>
    <message>
        <source>Games you played that went on from here: %1.</source>
        <translation>Parties que vous avez jouées et qui ont continué d’ici : %1.</translation>
    </message>
    <message>
        <source>Games of your library that went on from here: %1.</source>
        <translation>Parties de votre bibliothèque qui ont continué d’ici : %1.</translation>
    </message>
    <message>
        <source>Not all your games could be read into the explorer; it tries again at the next start.</source>
        <translation>Certaines de vos parties n’ont pas pu être lues dans l’explorateur ; il réessaiera au prochain démarrage.</translation>
    </message>
</context>
<context>
    <name>ataxx::PgnImporter</name>
    <message>
        <source>An import is running.</source>
        <translation>Une importation est en cours.</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>%1 n’a pas pu être lu : %2</translation>
    </message>
    <message>
        <source>%1 is too big to be a game file.</source>
        <translation>%1 est trop gros pour être un fichier de partie.</translation>
    </message>
    <message>
        <source>Game %1 (line %2)</source>
        <translation>Partie %1 (ligne %2)</translation>
    </message>
    <message>
        <source>%1, %2 – %3</source>
        <translation>%1, %2 – %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1: it has no moves.</source>
        <translation>%1 : elle n’a aucun coup.</translation>
    </message>
    <message numerus="yes">
        <source>Stopped: %n game(s) of %1 imported.</source>
        <translation>
            <numerusform>Arrêté : %n partie de %1 importée.</numerusform>
            <numerusform>Arrêté : %n parties de %1 importées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of %1 imported.</source>
        <translation>
            <numerusform>%n partie de %1 importée.</numerusform>
            <numerusform>%n parties de %1 importées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) were in the library already.</source>
        <translation>
            <numerusform>%n partie était déjà dans la bibliothèque.</numerusform>
            <numerusform>%n parties étaient déjà dans la bibliothèque.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) could not be read and were skipped.</source>
        <translation>
            <numerusform>%n partie n’a pas pu être lue et a été sautée.</numerusform>
            <numerusform>%n parties n’ont pas pu être lues et ont été sautées.</numerusform>
        </translation>
    </message>
    <message>
        <source>The library could not be written: %1</source>
        <translation>La bibliothèque n’a pas pu être écrite : %1</translation>
    </message>
</context>
<context>
    <name>ataxx::PlayerComboBox</name>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>%1 (cannot play this board)</source>
        <translation>%1 (ne peut pas jouer sur ce plateau)</translation>
    </message>
    <message>
        <source>The computer at your strength, from your rating on this kind of board</source>
        <translation>L&apos;ordinateur à votre force, d&apos;après votre classement sur ce type de plateau</translation>
    </message>
</context>
<context>
    <name>ataxx::PlayerPanel</name>
    <message numerus="yes">
        <source>%n piece(s) on the board</source>
        <translation>
            <numerusform>%n pion sur le plateau</numerusform>
            <numerusform>%n pions sur le plateau</numerusform>
        </translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Réfléchit…</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>Au trait</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pause</translation>
    </message>
    <message>
        <source>Held while you answer</source>
        <translation>En attente de votre réponse</translation>
    </message>
</context>
<context>
    <name>ataxx::PositionEditor</name>
    <message>
        <source>&amp;Clear</source>
        <translation>&amp;Vider</translation>
    </message>
    <message>
        <source>Takes every piece off the board.</source>
        <translation>Retire tous les pions du plateau.</translation>
    </message>
    <message>
        <source>&amp;Start position</source>
        <translation>Position de &amp;départ</translation>
    </message>
    <message>
        <source>Puts the pieces where a game on this board starts.</source>
        <translation>Place les pions comme au début d’une partie sur ce plateau.</translation>
    </message>
    <message>
        <source>Position being set up</source>
        <translation>Position en cours de configuration</translation>
    </message>
    <message>
        <source>Arrow keys move between the cells. B puts a Black piece, W a White one, Delete empties the cell; Enter or Space uses the tool chosen.</source>
        <translation>Les flèches passent d’une case à l’autre. B place un pion noir, W un pion blanc, Suppr vide la case ; Entrée ou Espace utilise l’outil choisi.</translation>
    </message>
    <message>
        <source>Click or drag to put the chosen tool on the cells; the right button empties them.</source>
        <translation>Cliquez ou faites glisser pour appliquer l’outil choisi aux cases ; le bouton droit les vide.</translation>
    </message>
    <message>
        <source>Put on the board</source>
        <translation>Placer sur le plateau</translation>
    </message>
    <message>
        <source>&amp;Black piece</source>
        <translation>Pion &amp;noir</translation>
    </message>
    <message>
        <source>&amp;White piece</source>
        <translation>Pion &amp;blanc</translation>
    </message>
    <message>
        <source>&amp;Empty (remove)</source>
        <translation>Case vide (&amp;retirer)</translation>
    </message>
    <message>
        <source>Each change is repeated on the mirrored or turned cells. A piece carried to the other half of the board goes to the other side.</source>
        <translation>Chaque modification est répétée sur les cases en miroir ou tournées. Un pion reporté dans l’autre moitié du plateau change de camp.</translation>
    </message>
    <message>
        <source>S&amp;ymmetry:</source>
        <translation>S&amp;ymétrie :</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>Camp au trait</translation>
    </message>
    <message>
        <source>Blac&amp;k</source>
        <translation>N&amp;oir</translation>
    </message>
    <message>
        <source>W&amp;hite</source>
        <translation>B&amp;lanc</translation>
    </message>
    <message>
        <source>%1 is blocked: no piece can stand there.</source>
        <translation>%1 est bloquée : aucun pion ne peut s’y trouver.</translation>
    </message>
    <message>
        <source>%1 cannot move here, and passes.</source>
        <translation>%1 ne peut pas jouer ici et passe.</translation>
    </message>
    <message>
        <source>%1 to move. Pieces: %2 %3, %4 %5.</source>
        <translation>Au tour de %1. Pions : %2 %3, %4 %5.</translation>
    </message>
</context>
<context>
    <name>ataxx::PositionEditorDialog</name>
    <message>
        <source>Set up position</source>
        <translation>Configurer une position</translation>
    </message>
    <message>
        <source>The position as a position string (FEN). Type or paste one to set up the board.</source>
        <translation>La position sous forme de chaîne de position (FEN). Saisissez-en une ou collez-en une pour configurer le plateau.</translation>
    </message>
    <message>
        <source>&amp;FEN:</source>
        <translation>&amp;FEN :</translation>
    </message>
    <message>
        <source>The FEN cannot be read: %1</source>
        <translation>La FEN est illisible : %1</translation>
    </message>
</context>
<context>
    <name>ataxx::PuzzleCollector</name>
    <message>
        <source>Puzzles</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source>Your mistakes could not be kept as puzzles in %1: %2</source>
        <translation>Vos erreurs n’ont pas pu être gardées comme problèmes dans %1 : %2</translation>
    </message>
    <message>
        <source>Some lines of %1 could not be read; they are kept as they are:
%2</source>
        <translation>Certaines lignes de %1 n’ont pas pu être lues ; elles sont gardées telles quelles :
%2</translation>
    </message>
</context>
<context>
    <name>ataxx::PuzzleStore</name>
    <message>
        <source>The file is larger than %1 MB.</source>
        <translation>Le fichier dépasse %1 Mo.</translation>
    </message>
</context>
<context>
    <name>ataxx::PuzzlesWindow</name>
    <message>
        <source>Hexagon, side %1</source>
        <translation>Hexagone, côté %1</translation>
    </message>
    <message>
        <source>%1×%2</source>
        <translation>%1×%2</translation>
    </message>
    <message>
        <source>%1, blocked cells</source>
        <translation>%1, cases bloquées</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source>&amp;Puzzles</source>
        <translation>&amp;Problèmes</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Statistiques</translation>
    </message>
    <message numerus="yes">
        <source>%n new puzzle(s) made from the game file.</source>
        <translation>
            <numerusform>%n nouveau problème tiré du fichier de parties.</numerusform>
            <numerusform>%n nouveaux problèmes tirés du fichier de parties.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Réessayer</translation>
    </message>
    <message>
        <source>Try this puzzle again</source>
        <translation>Essayer encore ce problème</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <source>Show the piece to move, or the cell to clone to</source>
        <translation>Montrer le pion à jouer, ou la case où cloner</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>Sui&amp;vant</translation>
    </message>
    <message>
        <source>Go on to the next puzzle</source>
        <translation>Passer au problème suivant</translation>
    </message>
    <message>
        <source>&amp;Make puzzles from a game file…</source>
        <translation>&amp;Tirer des problèmes d’un fichier de parties…</translation>
    </message>
    <message>
        <source>Review the games of a file and keep the mistakes of the sides you choose as puzzles</source>
        <translation>Revoir les parties d’un fichier et garder comme problèmes les erreurs des camps choisis</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Résolus</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Manqués</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Jour</translation>
    </message>
    <message>
        <source>By board</source>
        <translation>Par plateau</translation>
    </message>
    <message>
        <source>By day</source>
        <translation>Par jour</translation>
    </message>
    <message>
        <source>Your puzzles could not be read from %1: %2</source>
        <translation>Vos problèmes n’ont pas pu être lus dans %1 : %2</translation>
    </message>
    <message>
        <source>%1 to play: find a better move than the one you played.</source>
        <translation>%1 joue : trouvez un meilleur coup que celui que vous avez joué.</translation>
    </message>
    <message>
        <source>From: %1</source>
        <translation>Tiré de : %1</translation>
    </message>
    <message>
        <source>You have no puzzles yet.

Puzzles are made from your own mistakes: play a game, then choose Review game in the Computer menu. Each of your mistakes and blunders becomes a puzzle here, the position before it, where you find a better move.

You can also make puzzles from the games of a file.</source>
        <translation>Vous n’avez pas encore de problèmes.

Les problèmes sont tirés de vos propres erreurs : jouez une partie, puis choisissez « Revoir la partie » dans le menu Ordinateur. Chacune de vos erreurs et gaffes devient ici un problème, la position qui la précède, où vous trouvez un meilleur coup.

Vous pouvez aussi tirer des problèmes des parties d’un fichier.</translation>
    </message>
    <message>
        <source>That was every puzzle due today: %1 solved, %2 failed.</source>
        <translation>C’étaient tous les problèmes du jour : %1 résolus, %2 manqués.</translation>
    </message>
    <message>
        <source>No puzzle is due today.</source>
        <translation>Aucun problème n’est prévu aujourd’hui.</translation>
    </message>
    <message numerus="yes">
        <source>You have %n puzzle(s); the next is due on %1.</source>
        <translation>
            <numerusform>Vous avez %n problème ; le prochain est prévu le %1.</numerusform>
            <numerusform>Vous avez %n problèmes ; le prochain est prévu le %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Puzzle %1 of %2 due today</source>
        <translation>Problème %1 sur %2 du jour</translation>
    </message>
    <message>
        <source>Right: %1 is a good move here.</source>
        <translation>Juste : %1 est un bon coup ici.</translation>
    </message>
    <message>
        <source>In the game you played %1, which threw away the result.</source>
        <translation>Dans la partie, vous avez joué %1, qui a gâché le résultat.</translation>
    </message>
    <message>
        <source>In the game you played %1, which lost %2 pieces against the best move, %3.</source>
        <translation>Dans la partie, vous avez joué %1, qui a perdu %2 pions par rapport au meilleur coup, %3.</translation>
    </message>
    <message>
        <source>Also good: %1.</source>
        <translation>Bons aussi : %1.</translation>
    </message>
    <message>
        <source>Good moves: %1.</source>
        <translation>Bons coups : %1.</translation>
    </message>
    <message>
        <source>Your answer could not be kept in %1: %2</source>
        <translation>Votre réponse n’a pas pu être gardée dans %1 : %2</translation>
    </message>
    <message>
        <source>Try again.</source>
        <translation>Essayez encore.</translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s), %1 due today, %2 never tried.</source>
        <translation>
            <numerusform>%n problème, %1 prévus aujourd’hui, %2 jamais essayés.</numerusform>
            <numerusform>%n problèmes, %1 prévus aujourd’hui, %2 jamais essayés.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n try(s): %1 solved, %2 failed.</source>
        <translation>
            <numerusform>%n essai : %1 résolus, %2 manqués.</numerusform>
            <numerusform>%n essais : %1 résolus, %2 manqués.</numerusform>
        </translation>
    </message>
    <message>
        <source>Make puzzles from a game file</source>
        <translation>Tirer des problèmes d’un fichier de parties</translation>
    </message>
    <message>
        <source>Game files (*.pgn);;All files (*)</source>
        <translation>Fichiers de parties (*.pgn);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>%1 n’a pas pu être lu : %2</translation>
    </message>
    <message>
        <source>%1 is too large for a game file.</source>
        <translation>%1 est trop grand pour un fichier de parties.</translation>
    </message>
    <message>
        <source>%1 is not a game file we can read: %2</source>
        <translation>%1 n’est pas un fichier de parties lisible : %2</translation>
    </message>
    <message>
        <source>Make puzzles</source>
        <translation>Tirer des problèmes</translation>
    </message>
    <message>
        <source>Whose mistakes become puzzles?</source>
        <translation>Les erreurs de quel camp deviennent des problèmes ?</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Les deux</translation>
    </message>
    <message>
        <source>The file holds no game with moves.</source>
        <translation>Le fichier ne contient aucune partie avec des coups.</translation>
    </message>
    <message>
        <source>Wrong: %1 is not good enough. The best move is %2.</source>
        <translation>Faux : %1 n’est pas assez bon. Le meilleur coup est %2.</translation>
    </message>
    <message>
        <source>The best line, played on the board: %1.</source>
        <translation>La meilleure suite, jouée sur le plateau : %1.</translation>
    </message>
    <message>
        <source>The best line: %1.</source>
        <translation>La meilleure suite : %1.</translation>
    </message>
    <message>
        <source>It is played on the board.</source>
        <translation>Il est joué sur le plateau.</translation>
    </message>
    <message numerus="yes">
        <source>Stopped: %n new puzzle(s) made from the games reviewed.</source>
        <translation>
            <numerusform>Arrêté : %n nouveau problème tiré des parties analysées.</numerusform>
            <numerusform>Arrêté : %n nouveaux problèmes tirés des parties analysées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reviewing game %1 of %2 of the file…</source>
        <translation>Analyse de la partie %1 sur %2 du fichier…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Stop reviewing the file; the games reviewed keep their puzzles</source>
        <translation>Arrêter l’analyse du fichier ; les parties analysées gardent leurs problèmes</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Arrêt en cours…</translation>
    </message>
    <message>
        <source>Your answer %1 throws away the result.</source>
        <translation>Avec %1, vous gâchez le résultat.</translation>
    </message>
    <message>
        <source>Your answer %1 loses %2 pieces against %3.</source>
        <translation>Avec %1, vous perdez %2 pions par rapport à %3.</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Hint: the piece on %1 moves.</source>
        <translation>Indice : le pion en %1 joue.</translation>
    </message>
    <message>
        <source>Hint: a clone to %1.</source>
        <translation>Indice : un clonage en %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n new puzzle(s) made from your games.</source>
        <translation>
            <numerusform>%n nouveau problème tiré de vos parties.</numerusform>
            <numerusform>%n nouveaux problèmes tirés de vos parties.</numerusform>
        </translation>
    </message>
    <message>
        <source>Puzzles are being made from other games; try again once they are done.</source>
        <translation>Des problèmes sont en train d’être tirés d’autres parties ; réessayez quand ils seront prêts.</translation>
    </message>
    <message>
        <source>No game chosen has moves.</source>
        <translation>Aucune des parties choisies ne contient de coups.</translation>
    </message>
    <message>
        <source>Reviewing game %1 of %2…</source>
        <translation>Analyse de la partie %1 sur %2…</translation>
    </message>
    <message>
        <source>Reviewing game %1 of %2 of the file: move %3 of %4…</source>
        <translation>Analyse de la partie %1 sur %2 du fichier : coup %3 sur %4…</translation>
    </message>
    <message>
        <source>Reviewing game %1 of %2: move %3 of %4…</source>
        <translation>Analyse de la partie %1 sur %2 : coup %3 sur %4…</translation>
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
        <translation>Plateaux</translation>
    </message>
    <message>
        <source>&amp;Boards:</source>
        <translation>&amp;Plateaux :</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Rating ± deviation</source>
        <translation>Classement ± écart</translation>
    </message>
    <message>
        <source>Rated games</source>
        <translation>Parties classées</translation>
    </message>
    <message>
        <source>Rating history</source>
        <translation>Historique du classement</translation>
    </message>
    <message>
        <source>Results by level and board</source>
        <translation>Résultats par niveau et plateau</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Nulles</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdues</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>No rated games yet</source>
        <translation>Pas encore de partie classée</translation>
    </message>
    <message>
        <source>Your games against the computer at a level or in an even game (Game ▸ Even game) rate you here, on the computer&apos;s scale. A newcomer starts at %1.</source>
        <translation>Vos parties contre l&apos;ordinateur à un niveau ou à égalité (Partie ▸ Partie à égalité) vous classent ici, sur l&apos;échelle de l&apos;ordinateur. Un nouveau venu commence à %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n rated game(s): %1 won, %2 drawn, %3 lost, a score of %4.</source>
        <translation>
            <numerusform>%n partie classée : %1 gagnée(s), %2 nulle(s), %3 perdue(s), %4 des points.</numerusform>
            <numerusform>%n parties classées : %1 gagnées, %2 nulles, %3 perdues, %4 des points.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ataxx::ReviewMode</name>
    <message>
        <source>Dubious</source>
        <translation>Douteux</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Gaffe</translation>
    </message>
    <message>
        <source>&amp;Review game</source>
        <translation>&amp;Revoir la partie</translation>
    </message>
    <message>
        <source>Our engine judges every move of the game and marks the dubious moves, mistakes and blunders (R)</source>
        <translation>Notre moteur juge chaque coup de la partie et signale les coups douteux, les erreurs et les gaffes (R)</translation>
    </message>
    <message>
        <source>Reviewing move %1 of %2…</source>
        <translation>Examen du coup %1 sur %2…</translation>
    </message>
    <message>
        <source>Review game</source>
        <translation>Revoir la partie</translation>
    </message>
    <message>
        <source>There is nothing to review yet: no move has been played.</source>
        <translation>Il n’y a rien à revoir : aucun coup n’a encore été joué.</translation>
    </message>
    <message>
        <source>The game changed during the review; review it again.</source>
        <translation>La partie a changé pendant l’examen ; relancez-le.</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revoir</translation>
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
        <translation>Revue de la partie</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Précision</translation>
    </message>
    <message>
        <source>Best moves</source>
        <translation>Meilleurs coups</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Each move was compared with our engine&apos;s best move at depth %1. A move&apos;s accuracy is 100% for the best move and falls with every piece it gives away (78% for one, 37% for four); a side&apos;s accuracy is the average over its moves that had a choice.</source>
        <translation>Chaque coup a été comparé au meilleur coup de notre moteur à la profondeur %1. La précision d’un coup vaut 100 % pour le meilleur coup et baisse avec chaque pion qu’il cède (78 % pour un, 37 % pour quatre) ; la précision d’un camp est la moyenne sur ses coups où il avait le choix.</translation>
    </message>
    <message>
        <source>No move was marked.</source>
        <translation>Aucun coup n’a été marqué.</translation>
    </message>
    <message>
        <source>Marked moves:</source>
        <translation>Coups marqués :</translation>
    </message>
</context>
<context>
    <name>ataxx::SettingsDialog</name>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>&amp;Plateau</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Joueurs</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <source>&amp;Appearance</source>
        <translation>&amp;Apparence</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>&amp;Start the game</source>
        <translation>&amp;Commencer la partie</translation>
    </message>
    <message>
        <source>Black (moves first)</source>
        <translation>Noir (joue en premier)</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>Chosen by the game</source>
        <translation>Choisi par le jeu</translation>
    </message>
    <message>
        <source>Shown beside the board and written into saved games. Leave it empty for “You”, “Human” or the computer&apos;s level.</source>
        <translation>Affiché à côté du plateau et écrit dans les parties enregistrées. Laissez vide pour « Vous », « Humain » ou le niveau de l’ordinateur.</translation>
    </message>
    <message>
        <source>&amp;Played by:</source>
        <translation>&amp;Joué par :</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>When the side to move cannot move</source>
        <translation>Quand le camp au trait ne peut pas jouer</translation>
    </message>
    <message>
        <source>It passes, and the other side moves again</source>
        <translation>Il passe, et l’autre camp rejoue</translation>
    </message>
    <message>
        <source>The game ends, and the pieces are counted</source>
        <translation>La partie s’arrête, et on compte les pions</translation>
    </message>
    <message>
        <source>The game ends, and the empty cells go to the other side</source>
        <translation>La partie s’arrête, et les cases vides vont à l’autre camp</translation>
    </message>
    <message>
        <source>Passing is the standard rule. Ending the game is the rule of GNOME&apos;s Ataxx, filling the board that of many versions for phones.</source>
        <translation>Passer est la règle standard. Arrêter la partie est la règle de l’Ataxx de GNOME, remplir le plateau celle de nombreuses versions pour téléphone.</translation>
    </message>
    <message>
        <source>Draw without clones</source>
        <translation>Nulle sans clonage</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Jamais</translation>
    </message>
    <message>
        <source>A position that comes back a &amp;third time is a draw</source>
        <translation>Une position qui revient une &amp;troisième fois est nulle</translation>
    </message>
    <message>
        <source>The rules and the board apply from the next new game. The computer plays by the same rules.</source>
        <translation>Les règles et le plateau s’appliquent à partir de la prochaine partie. L’ordinateur joue selon les mêmes règles.</translation>
    </message>
    <message>
        <source>&amp;Colours:</source>
        <translation>&amp;Couleurs :</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Désactivée</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>&amp;Animation:</source>
        <translation>&amp;Animation :</translation>
    </message>
    <message>
        <source>Show where a piece can &amp;move</source>
        <translation>Montrer où un pion peut &amp;aller</translation>
    </message>
    <message>
        <source>Show the &amp;last move</source>
        <translation>Montrer le &amp;dernier coup</translation>
    </message>
    <message>
        <source>Show the c&amp;oordinates around the board</source>
        <translation>Montrer les c&amp;oordonnées autour du plateau</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>How long the computer waits before its move is shown, so that you can follow the game.</source>
        <translation>Le temps que l’ordinateur attend avant de montrer son coup, pour que vous puissiez suivre la partie.</translation>
    </message>
    <message>
        <source>&amp;Pause before the computer&apos;s move:</source>
        <translation>&amp;Pause avant le coup de l’ordinateur :</translation>
    </message>
    <message>
        <source>The system&apos;s language (%1)</source>
        <translation>Langue du système (%1)</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue :</translation>
    </message>
    <message>
        <source>Ataxx speaks the new language the next time it starts. Your game is kept.</source>
        <translation>Ataxx parlera la nouvelle langue à son prochain démarrage. Votre partie est conservée.</translation>
    </message>
    <message>
        <source>How fast moves and captures are shown on the board.</source>
        <translation>La vitesse à laquelle les coups et les prises s’affichent sur le plateau.</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>Play &amp;sounds for moves, captures and the end</source>
        <translation>&amp;Sons pour les coups, les prises et la fin</translation>
    </message>
    <message>
        <source>A clone, a jump, each captured piece, a cell that cannot be played and the end of a game each have a short sound.</source>
        <translation>Un clonage, un saut, chaque pion pris, une case où l’on ne peut pas jouer et la fin d’une partie ont chacun un son bref.</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Volume :</translation>
    </message>
    <message>
        <source>After %1 moves by each player without a clone (standard)</source>
        <translation>Après %1 coups de chaque joueur sans clonage (standard)</translation>
    </message>
    <message>
        <source>After this many moves by each player:</source>
        <translation>Après ce nombre de coups de chaque joueur :</translation>
    </message>
    <message>
        <source>Jumps and passes count; a clone by either player starts the count again.</source>
        <translation>Les sauts et les passes comptent ; un clonage de l’un ou l’autre joueur remet le compte à zéro.</translation>
    </message>
    <message>
        <source>%1 (%2) does not play it</source>
        <translation>%1 (%2) ne le joue pas</translation>
    </message>
    <message>
        <source>; </source>
        <translation> ; </translation>
    </message>
    <message>
        <source>%1 (cannot play this board)</source>
        <translation>%1 (ne peut pas jouer ce plateau)</translation>
    </message>
    <message>
        <source>Cannot start on this board: %1.</source>
        <translation>Impossible de commencer sur ce plateau : %1.</translation>
    </message>
    <message>
        <source>A new game is played by the players chosen last, here or in the toolbar; Stop, watching the computers and opening a game change only the game on the board. A side is a person, the computer at a level or at your strength (even, from your rating), or an external engine that plays the board chosen (Computer ▸ External engines adds them).</source>
        <translation>Une nouvelle partie est jouée par les derniers joueurs choisis, ici ou dans la barre d’outils ; Arrêter, regarder les ordinateurs et ouvrir une partie ne changent que la partie sur le plateau. Un camp est une personne, l’ordinateur à un niveau ou à votre force (à égalité, d’après votre classement), ou un moteur externe qui joue le plateau choisi (Ordinateur ▸ Moteurs externes les ajoute).</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Aperçu</translation>
    </message>
    <message>
        <source>The computer at your strength, from your rating on the board&apos;s kind: it follows your results, game after game</source>
        <translation>L&apos;ordinateur à votre force, d&apos;après votre classement sur ce type de plateau : il suit vos résultats, partie après partie</translation>
    </message>
    <message>
        <source>Beside each level, its strength in Elo on boards like the one chosen, as measured by matches against the engine&apos;s strength scale</source>
        <translation>À côté de chaque niveau, sa force en Elo sur les plateaux comme celui choisi, mesurée par des parties contre l’échelle de force du moteur</translation>
    </message>
</context>
<context>
    <name>ataxx::TournamentDialog</name>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Standing</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>How it ended</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <source>%1 of %2 games</source>
        <translation>%1 parties sur %2</translation>
    </message>
    <message>
        <source>Stopping after this move…</source>
        <translation>Arrêt après ce coup…</translation>
    </message>
    <message>
        <source>Create the folder?</source>
        <translation>Créer le dossier ?</translation>
    </message>
    <message>
        <source>Choose a game file in a folder that exists, or none.</source>
        <translation>Choisissez un fichier de parties dans un dossier existant, ou aucun.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Démarrer</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Save table…</source>
        <translation>Enregistrer le tableau…</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <source>The tournament</source>
        <translation>Le tournoi</translation>
    </message>
    <message>
        <source>The game being played</source>
        <translation>La partie en cours</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Stopped after %1 of %2 games. Resume plays the rest.</source>
        <translation>Arrêté après %1 parties sur %2. Reprendre joue le reste.</translation>
    </message>
    <message>
        <source>A tournament was stopped after %1 of %2 games. Resume plays the rest.</source>
        <translation>Un tournoi a été arrêté après %1 parties sur %2. Reprendre joue le reste.</translation>
    </message>
    <message>
        <source>Ataxx tournament %1</source>
        <translation>Tournoi d’Ataxx %1</translation>
    </message>
    <message>
        <source>The folder %1 for the tournament&apos;s game file does not exist. Create it?</source>
        <translation>Le dossier %1 du fichier de parties du tournoi n’existe pas. Le créer ?</translation>
    </message>
    <message>
        <source>The tournament cannot start: %1</source>
        <translation>Le tournoi ne peut pas commencer : %1</translation>
    </message>
    <message>
        <source>The tournament cannot go on: %1</source>
        <translation>Le tournoi ne peut pas continuer : %1</translation>
    </message>
    <message>
        <source>Game %1 of %2 (round %3), on %4. Black: %5. White: %6.</source>
        <translation>Partie %1 sur %2 (ronde %3), sur %4. Noir : %5. Blanc : %6.</translation>
    </message>
    <message>
        <source>The tournament is over.</source>
        <translation>Le tournoi est terminé.</translation>
    </message>
    <message>
        <source>%1 of %2 games played</source>
        <translation>%1 parties jouées sur %2</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>Impossible d’écrire %1 : %2</translation>
    </message>
    <message>
        <source>Save the table</source>
        <translation>Enregistrer le tableau</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>Fichiers texte (*.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>The table is saved in %1.</source>
        <translation>Le tableau est enregistré dans %1.</translation>
    </message>
</context>
<context>
    <name>ataxx::TournamentGameView</name>
    <message>
        <source>Game %1 was stopped before its end; Resume plays it again.</source>
        <translation>La partie %1 a été arrêtée avant sa fin ; Reprendre la rejoue.</translation>
    </message>
    <message>
        <source>Game %1 was not finished.</source>
        <translation>La partie %1 n’a pas été terminée.</translation>
    </message>
    <message>
        <source>Game %1, being played: %2 (Black) against %3 (White)</source>
        <translation>Partie %1, en cours : %2 (Noir) contre %3 (Blanc)</translation>
    </message>
    <message>
        <source>%1 (%2): depth %3, %4, %5</source>
        <translation>%1 (%2) : profondeur %3, %4, %5</translation>
    </message>
    <message>
        <source>Game %1, final position: %2–%3</source>
        <translation>Partie %1, position finale : %2–%3</translation>
    </message>
</context>
<context>
    <name>ataxx::TournamentPlanEditor</name>
    <message>
        <source>7×7, blocked layout %1</source>
        <translation>7×7, disposition bloquée %1</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>Everyone on this list plays; in a gauntlet, the first against the others</source>
        <translation>Tous ceux de la liste jouent ; en gauntlet, le premier contre les autres</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Joueurs :</translation>
    </message>
    <message>
        <source>Round robin: everyone against everyone</source>
        <translation>Toutes rondes : chacun contre chacun</translation>
    </message>
    <message>
        <source>Gauntlet: the first player against each of the others</source>
        <translation>Gauntlet : le premier joueur contre chacun des autres</translation>
    </message>
    <message>
        <source>Pairings:</source>
        <translation>Appariements :</translation>
    </message>
    <message>
        <source>In every round each pairing plays two games from one opening, with colours swapped</source>
        <translation>À chaque ronde, chaque appariement joue deux parties depuis une même ouverture, couleurs inversées</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Time per move:</source>
        <translation>Temps par coup :</translation>
    </message>
    <message>
        <source>Rounds:</source>
        <translation>Rondes :</translation>
    </message>
    <message>
        <source>Balanced positions from the opening book</source>
        <translation>Positions équilibrées du livre d’ouvertures</translation>
    </message>
    <message>
        <source>The board&apos;s start with random moves</source>
        <translation>La position de départ avec des coups au hasard</translation>
    </message>
    <message>
        <source>Book positions are a few moves into the game and even for both sides; random moves can hand one side the game</source>
        <translation>Les positions du livre sont à quelques coups du départ et égales pour les deux camps ; des coups au hasard peuvent offrir la partie à un camp</translation>
    </message>
    <message>
        <source> moves</source>
        <translation> coups</translation>
    </message>
    <message>
        <source>Random moves played from the start before the game begins, the same for both games of a pair</source>
        <translation>Coups au hasard joués depuis le départ avant le début de la partie, les mêmes pour les deux parties d’une paire</translation>
    </message>
    <message>
        <source>Openings:</source>
        <translation>Ouvertures :</translation>
    </message>
    <message>
        <source>Boards:</source>
        <translation>Plateaux :</translation>
    </message>
    <message>
        <source>Game file:</source>
        <translation>Fichier de parties :</translation>
    </message>
    <message>
        <source>%1 cannot play this board.</source>
        <translation>%1 ne peut pas jouer sur ce plateau.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Add at least two players.</source>
        <translation>Ajoutez au moins deux joueurs.</translation>
    </message>
    <message>
        <source>Choose at least one board.</source>
        <translation>Choisissez au moins un plateau.</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>1 game: %1.</source>
        <translation>1 partie : %1.</translation>
    </message>
    <message>
        <source>%1 games: %2.</source>
        <translation>%1 parties : %2.</translation>
    </message>
    <message>
        <source>No game on %1: more rounds give every board its share.</source>
        <translation>Aucune partie sur %1 : avec plus de rondes, chaque plateau a sa part.</translation>
    </message>
    <message>
        <source>The tournament&apos;s game file</source>
        <translation>Le fichier de parties du tournoi</translation>
    </message>
    <message>
        <source>Game files (*.pgn);;All files (*)</source>
        <translation>Fichiers de partie (*.pgn);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>The player Add puts on the list</source>
        <translation>Le joueur que « Ajouter » met dans la liste</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondes</translation>
    </message>
    <message>
        <source>Random moves</source>
        <translation>Coups au hasard</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Plateaux</translation>
    </message>
    <message>
        <source>Game file</source>
        <translation>Fichier de parties</translation>
    </message>
</context>
<context>
    <name>ataxx::TournamentRunner</name>
    <message>
        <source>A match is running already.</source>
        <translation>Un match est déjà en cours.</translation>
    </message>
    <message>
        <source>Choose at least one board.</source>
        <translation>Choisissez au moins un plateau.</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>Impossible d’écrire %1 : %2</translation>
    </message>
    <message>
        <source>%1 could not be written completely.</source>
        <translation>%1 n’a pas pu être écrit entièrement.</translation>
    </message>
    <message>
        <source>There is no stopped tournament to go on with.</source>
        <translation>Aucun tournoi arrêté à reprendre.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>%1 cannot be written: the games are not saved.</source>
        <translation>Impossible d’écrire %1 : les parties ne sont pas enregistrées.</translation>
    </message>
</context>
<context>
    <name>ataxx::TournamentStanding</name>
    <message>
        <source>No tournament yet.</source>
        <translation>Pas encore de tournoi.</translation>
    </message>
    <message>
        <source>%1 players, no game played yet</source>
        <translation>%1 joueurs, aucune partie jouée</translation>
    </message>
    <message>
        <source>%1 leads with %2 of %3 points</source>
        <translation>%1 mène avec %2 points sur %3</translation>
    </message>
    <message>
        <source>%1: %2 won, %3 drawn, %4 lost against %5</source>
        <translation>%1 : %2 gagnées, %3 nulles, %4 perdues contre %5</translation>
    </message>
    <message>
        <source>Score: – · Elo difference: –</source>
        <translation>Score : – · écart Elo : –</translation>
    </message>
    <message>
        <source>Score: %1% · Elo difference: %2∞ until a game ends otherwise</source>
        <translation>Score : %1 % · écart Elo : %2∞ tant qu’aucune partie ne finit autrement</translation>
    </message>
    <message>
        <source>Score: %1% · Elo difference: %2</source>
        <translation>Score : %1 % · Écart Elo : %2</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>Tableau croisé</translation>
    </message>
</context>
<context>
    <name>ataxx::UaiProcess</name>
    <message>
        <source>killed by a signal</source>
        <translation>tué par un signal</translation>
    </message>
    <message>
        <source>exit status %1</source>
        <translation>code de sortie %1</translation>
    </message>
</context>
<context>
    <name>ataxx::WatchMode</name>
    <message>
        <source>proven</source>
        <translation>prouvé</translation>
    </message>
    <message>
        <source>done</source>
        <translation>terminé</translation>
    </message>
    <message>
        <source>Engine output</source>
        <translation>Sortie du moteur</translation>
    </message>
    <message>
        <source>Graph</source>
        <translation>Graphique</translation>
    </message>
    <message>
        <source>S&amp;tart</source>
        <translation>&amp;Démarrer</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>Hold the computers (P)</source>
        <translation>Mettre les ordinateurs en pause (P)</translation>
    </message>
    <message>
        <source>St&amp;ep</source>
        <translation>Coup par &amp;coup</translation>
    </message>
    <message>
        <source>One move, then hold again (N)</source>
        <translation>Un coup, puis de nouveau en pause (N)</translation>
    </message>
    <message>
        <source>St&amp;op</source>
        <translation>Arrê&amp;ter</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analyser</translation>
    </message>
    <message>
        <source>Our engine thinks about the position on the board until stopped (A)</source>
        <translation>Notre moteur réfléchit à la position du plateau jusqu’à ce qu’on l’arrête (A)</translation>
    </message>
    <message>
        <source>&amp;External engines…</source>
        <translation>Moteurs &amp;externes…</translation>
    </message>
    <message>
        <source>Add the UAI engines that can play</source>
        <translation>Ajouter les moteurs UAI qui peuvent jouer</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1 :</translation>
    </message>
    <message>
        <source>Who plays %1</source>
        <translation>Qui joue %1</translation>
    </message>
    <message>
        <source>Delay</source>
        <translation>Délai</translation>
    </message>
    <message>
        <source>The pause after each computer move, on top of its animation</source>
        <translation>La pause après chaque coup de l’ordinateur, en plus de son animation</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>&amp;Computer</source>
        <translation>&amp;Ordinateur</translation>
    </message>
    <message>
        <source>Engine &amp;output</source>
        <translation>&amp;Sortie du moteur</translation>
    </message>
    <message>
        <source>&amp;Graph</source>
        <translation>&amp;Graphique</translation>
    </message>
    <message>
        <source>From the last move</source>
        <translation>À partir du dernier coup</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <source>Where should the computers go on?</source>
        <translation>D’où les ordinateurs doivent-ils continuer ?</translation>
    </message>
    <message>
        <source>The game is over here.</source>
        <translation>La partie est terminée ici.</translation>
    </message>
    <message>
        <source>played %1</source>
        <translation>a joué %1</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <source>Let the computers go on (P)</source>
        <translation>Laisser les ordinateurs continuer (P)</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>arrêté</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>End the computers&apos; play: people take their sides, the game stays as it is</source>
        <translation>Mettre fin au jeu des ordinateurs : des personnes prennent leurs camps, la partie reste telle quelle</translation>
    </message>
    <message>
        <source>Computer play</source>
        <translation>Jeu de l’ordinateur</translation>
    </message>
    <message>
        <source>&amp;Tournament…</source>
        <translation>&amp;Tournoi…</translation>
    </message>
    <message>
        <source>Games between two players or more: a match, a round robin or a gauntlet</source>
        <translation>Des parties entre deux joueurs ou plus : un match, un toutes rondes ou un gauntlet</translation>
    </message>
    <message>
        <source>The computers play on from the position on the board (with people on both sides, the computers you last watched take them) (P)</source>
        <translation>Les ordinateurs continuent depuis la position sur le plateau (si des personnes jouent les deux camps, les derniers ordinateurs regardés les prennent) (P)</translation>
    </message>
    <message>
        <source>Stopped: people play both sides; Start (P) lets the computers go on.</source>
        <translation>Arrêté : des personnes jouent les deux camps ; Démarrer (P) laisse les ordinateurs continuer.</translation>
    </message>
    <message>
        <source>waits while you answer</source>
        <translation>attend votre réponse</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>réfléchit…</translation>
    </message>
    <message>
        <source>From the position on the board (the later moves stay as a variation)</source>
        <translation>À partir de la position sur le plateau (les coups suivants restent comme variante)</translation>
    </message>
</context>
<context>
    <name>ataxx::fen</name>
    <message>
        <source>the FEN is empty</source>
        <translation>la FEN est vide</translation>
    </message>
    <message>
        <source>row %1 is empty</source>
        <translation>la rangée %1 est vide</translation>
    </message>
    <message>
        <source>the board has more than %1 rows</source>
        <translation>le plateau a plus de %1 rangées</translation>
    </message>
    <message>
        <source>number at column %1 is too large for a row</source>
        <translation>le nombre en position %1 est trop grand pour une rangée</translation>
    </message>
    <message>
        <source>unknown character %1 at column %2 (row %3)</source>
        <translation>caractère inconnu %1 en position %2 (rangée %3)</translation>
    </message>
    <message>
        <source>row %1 has more than %2 cells</source>
        <translation>la rangée %1 a plus de %2 cases</translation>
    </message>
    <message>
        <source>a hexagon of side %1 has %2 rows, not %3</source>
        <translation>un hexagone de côté %1 a %2 rangées, pas %3</translation>
    </message>
    <message>
        <source>row %1 has %2 cells where %3 were expected (a hexagon of side %4)</source>
        <translation>la rangée %1 a %2 cases au lieu des %3 attendues (un hexagone de côté %4)</translation>
    </message>
    <message>
        <source>a hexagon must be %1 to %2 cells a side, not %3</source>
        <translation>un hexagone doit avoir de %1 à %2 cases de côté, pas %3</translation>
    </message>
    <message>
        <source>row %1 has %2 cells where %3 were expected</source>
        <translation>la rangée %1 a %2 cases au lieu des %3 attendues</translation>
    </message>
    <message>
        <source>a rectangle must be %1 to %2 cells a side, not %3 x %4</source>
        <translation>un rectangle doit avoir de %1 à %2 cases de côté, pas %3 × %4</translation>
    </message>
    <message>
        <source>the side to move is missing after the rows</source>
        <translation>le camp au trait manque après les rangées</translation>
    </message>
    <message>
        <source>the side to move must be x or o, not %1</source>
        <translation>le camp au trait doit être x ou o, pas %1</translation>
    </message>
    <message>
        <source>the halfmove clock must be a number from 0 to 1000000, not %1</source>
        <translation>le compteur de demi-coups doit être un nombre de 0 à 1000000, pas %1</translation>
    </message>
    <message>
        <source>the fullmove number must be a number from 1 to 1000000, not %1</source>
        <translation>le numéro de coup doit être un nombre de 1 à 1000000, pas %1</translation>
    </message>
    <message>
        <source>unexpected %1 after the fullmove number</source>
        <translation>%1 inattendu après le numéro de coup</translation>
    </message>
</context>
<context>
    <name>ataxx::notation</name>
    <message>
        <source>move %1 is not a legal move here: %2</source>
        <translation>le coup %1 n’est pas légal ici : %2</translation>
    </message>
    <message>
        <source>the game is over: no move is legal</source>
        <translation>la partie est terminée : aucun coup n’est légal</translation>
    </message>
    <message>
        <source>a pass is not legal here: %1 can move</source>
        <translation>passer n’est pas permis ici : %1 peut jouer</translation>
    </message>
    <message>
        <source>%1 is not a move (a cell like c3, two cells like a1c3, or 0000)</source>
        <translation>%1 n’est pas un coup (une case comme c3, deux cases comme a1c3, ou 0000)</translation>
    </message>
    <message>
        <source>%1 is not a cell of this %2 board</source>
        <translation>%1 n’est pas une case de ce plateau %2</translation>
    </message>
    <message>
        <source>%1 and %2 are %3 cells apart (1 or 2 allowed)</source>
        <translation>%1 et %2 sont à %3 cases l’une de l’autre (1 ou 2 permis)</translation>
    </message>
    <message>
        <source>%1 has no piece on %2</source>
        <translation>%1 n’a pas de pion en %2</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partie est terminée</translation>
    </message>
    <message>
        <source>%1 is blocked</source>
        <translation>la case %1 est bloquée</translation>
    </message>
    <message>
        <source>%1 is not empty</source>
        <translation>la case %1 n’est pas vide</translation>
    </message>
    <message>
        <source>%1 has no piece next to %2</source>
        <translation>%1 n’a aucun pion à côté de %2</translation>
    </message>
    <message>
        <source>it is not %1&apos;s move</source>
        <translation>ce n’est pas à %1 de jouer</translation>
    </message>
</context>
<context>
    <name>ataxx::pgn</name>
    <message>
        <source>a &apos;)&apos; closes no variation</source>
        <translation>une « ) » ne ferme aucune variante</translation>
    </message>
    <message>
        <source>the file holds no game</source>
        <translation>le fichier ne contient aucune partie</translation>
    </message>
    <message>
        <source>game %1, line %2: %3</source>
        <translation>partie %1, ligne %2 : %3</translation>
    </message>
    <message>
        <source>the comment opened here is never closed</source>
        <translation>le commentaire ouvert ici n’est jamais fermé</translation>
    </message>
    <message>
        <source>the variation opened here is never closed</source>
        <translation>la variante ouverte ici n’est jamais fermée</translation>
    </message>
    <message>
        <source>unexpected %1</source>
        <translation>inattendu : %1</translation>
    </message>
    <message>
        <source>a tag must look like [Name &quot;value&quot;]</source>
        <translation>une balise doit avoir la forme [Nom &quot;valeur&quot;]</translation>
    </message>
    <message>
        <source>move %1 comes after the end of the game</source>
        <translation>le coup %1 vient après la fin de la partie</translation>
    </message>
    <message>
        <source>[StuckRule %1] must be pass, end or fill</source>
        <translation>[StuckRule %1] doit valoir pass, end ou fill</translation>
    </message>
    <message>
        <source>[HalfmoveLimit %1] must be a number or none</source>
        <translation>[HalfmoveLimit %1] doit être un nombre ou none</translation>
    </message>
    <message>
        <source>[Repetition %1] must be threefold or off</source>
        <translation>[Repetition %1] doit valoir threefold ou off</translation>
    </message>
    <message>
        <source>[FEN %1]: %2</source>
        <translation>[FEN %1] : %2</translation>
    </message>
    <message>
        <source>a variation must follow a move</source>
        <translation>une variante doit suivre un coup</translation>
    </message>
    <message>
        <source>variations nested more than %1 deep</source>
        <translation>variantes imbriquées sur plus de %1 niveaux</translation>
    </message>
</context>
<context>
    <name>ataxx::setup</name>
    <message>
        <source>the game would already be over: %1</source>
        <translation>la partie serait déjà terminée : %1</translation>
    </message>
    <message>
        <source>there are no pieces on the board</source>
        <translation>il n’y a aucun pion sur le plateau</translation>
    </message>
    <message>
        <source>%1 has no pieces</source>
        <translation>%1 n’a aucun pion</translation>
    </message>
    <message>
        <source>the board is full</source>
        <translation>le plateau est plein</translation>
    </message>
    <message>
        <source>no piece can reach any of the empty cells (%1)</source>
        <translation>aucun pion ne peut atteindre les cases vides (%1)</translation>
    </message>
    <message>
        <source>the halfmove clock is %1, and the rules draw the game at %2</source>
        <translation>le compteur de demi-coups est à %1, et les règles déclarent la partie nulle à %2</translation>
    </message>
    <message>
        <source>%1 is to move and cannot move, which ends the game under the rules in force</source>
        <translation>c’est au tour de %1, qui ne peut pas jouer, ce qui termine la partie selon les règles en vigueur</translation>
    </message>
    <message>
        <source>the rules end the game here</source>
        <translation>les règles terminent la partie ici</translation>
    </message>
</context>
<context>
    <name>ataxx::text</name>
    <message>
        <source>byte 0x%1</source>
        <translation>octet 0x%1</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Ataxx and Hexxagon against a friend or the computer.</source>
        <translation>Ataxx et Hexxagon contre un ami ou l’ordinateur.</translation>
    </message>
    <message>
        <source>Start from this position.</source>
        <translation>Commencer à partir de cette position.</translation>
    </message>
    <message>
        <source>Who plays Black (x): human, or a level from very-easy to very-hard.</source>
        <translation>Qui joue Noir (x) : human, ou un niveau de very-easy à very-hard.</translation>
    </message>
    <message>
        <source>Who plays White (o), as for --black.</source>
        <translation>Qui joue Blanc (o), comme pour --black.</translation>
    </message>
    <message>
        <source>Open the settings at once.</source>
        <translation>Ouvrir tout de suite les paramètres.</translation>
    </message>
    <message>
        <source>A game file (PGN) to open.</source>
        <translation>Un fichier de partie (PGN) à ouvrir.</translation>
    </message>
    <message>
        <source>unknown player: %1</source>
        <translation>joueur inconnu : %1</translation>
    </message>
    <message>
        <source>unknown board: %1</source>
        <translation>plateau inconnu : %1</translation>
    </message>
    <message>
        <source>bad FEN: %1</source>
        <translation>FEN incorrecte : %1</translation>
    </message>
    <message>
        <source>Start a game between two computers on the board of a new game.</source>
        <translation>Lancer une partie entre deux ordinateurs sur le plateau d’une nouvelle partie.</translation>
    </message>
    <message>
        <source>Start a new game on a board, which new games keep: %1.</source>
        <translation>Commencer une nouvelle partie sur un plateau, que les nouvelles parties gardent : %1.</translation>
    </message>
</context>
</TS>
