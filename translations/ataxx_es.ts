<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>BoardAccessible</name>
    <message>
        <source>blocked</source>
        <translation>bloqueada</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vacía</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>seleccionada</translation>
    </message>
    <message>
        <source>clone target</source>
        <translation>destino de clonación</translation>
    </message>
    <message>
        <source>jump target</source>
        <translation>destino de salto</translation>
    </message>
    <message>
        <source>last move</source>
        <translation>última jugada</translation>
    </message>
    <message>
        <source>left by the last move</source>
        <translation>dejada por la última jugada</translation>
    </message>
    <message>
        <source>taken by the last move</source>
        <translation>capturada por la última jugada</translation>
    </message>
    <message>
        <source>the hint&apos;s move goes here</source>
        <translation>la jugada de la pista llega aquí</translation>
    </message>
    <message>
        <source>the hint&apos;s move jumps from here</source>
        <translation>la jugada de la pista salta desde aquí</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>Arrow keys move between the cells; Enter or Space changes the cell with the chosen tool.</source>
        <translation>Las flechas van de casilla en casilla; Intro o Espacio cambia la casilla con la herramienta elegida.</translation>
    </message>
    <message>
        <source>Arrow keys move between the cells; Enter or Space selects a piece and plays.</source>
        <translation>Las flechas van de casilla en casilla; Intro o Espacio selecciona una ficha y juega.</translation>
    </message>
    <message>
        <source>No piece selected.</source>
        <translation>Ninguna ficha seleccionada.</translation>
    </message>
    <message>
        <source>%1 selected.</source>
        <translation>%1 seleccionada.</translation>
    </message>
    <message>
        <source>Clones to %1.</source>
        <translation>Se clona en %1.</translation>
    </message>
    <message>
        <source>Jumps to %1.</source>
        <translation>Salta a %1.</translation>
    </message>
    <message>
        <source>It cannot move.</source>
        <translation>No puede mover.</translation>
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
        <translation>7×7 con casillas bloqueadas</translation>
    </message>
    <message>
        <source>Smaller rectangles (such as 5×5)</source>
        <translation>Rectángulos menores (como 5×5)</translation>
    </message>
    <message>
        <source>Larger rectangles (such as 9×9)</source>
        <translation>Rectángulos mayores (como 9×9)</translation>
    </message>
    <message>
        <source>Hexxagon and hexagons up to side 5</source>
        <translation>Hexxagon y hexágonos hasta lado 5</translation>
    </message>
    <message>
        <source>Hexagons of side 6 and 7</source>
        <translation>Hexágonos de lado 6 y 7</translation>
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
        <translation>el hexágono de lado 6</translation>
    </message>
</context>
<context>
    <name>BoardLayout</name>
    <message>
        <source>Black needs at least one piece.</source>
        <translation>Negro necesita al menos una ficha.</translation>
    </message>
    <message>
        <source>White needs at least one piece.</source>
        <translation>Blanco necesita al menos una ficha.</translation>
    </message>
    <message>
        <source>A piece stands on a blocked cell: %1.</source>
        <translation>Hay una ficha en una casilla bloqueada: %1.</translation>
    </message>
    <message>
        <source>A cell holds pieces of both sides: %1.</source>
        <translation>Una casilla tiene fichas de ambos bandos: %1.</translation>
    </message>
    <message>
        <source>The game would be over before the first move.</source>
        <translation>La partida terminaría antes de la primera jugada.</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) can never be reached by any piece: %1.</source>
        <translation>
            <numerusform>%n casilla no puede ser alcanzada nunca por ninguna ficha: %1.</numerusform>
            <numerusform>%n casillas no pueden ser alcanzadas nunca por ninguna ficha: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Left–right mirror</source>
        <translation>Espejo izquierda–derecha</translation>
    </message>
    <message>
        <source>Top–bottom mirror</source>
        <translation>Espejo arriba–abajo</translation>
    </message>
    <message>
        <source>Four-way mirror</source>
        <translation>Espejo cuádruple</translation>
    </message>
    <message>
        <source>Point symmetry (half turn)</source>
        <translation>Simetría central (media vuelta)</translation>
    </message>
    <message>
        <source>Three-fold rotation</source>
        <translation>Rotación triple</translation>
    </message>
    <message>
        <source>Six-fold rotation</source>
        <translation>Rotación séxtuple</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguna</translation>
    </message>
</context>
<context>
    <name>BoardPresets</name>
    <message>
        <source>Classic 7×7</source>
        <translation>7×7 clásico</translation>
    </message>
    <message>
        <source>Four pillars</source>
        <translation>Cuatro pilares</translation>
    </message>
    <message>
        <source>Cross</source>
        <translation>Cruz</translation>
    </message>
    <message>
        <source>Saltire</source>
        <translation>Aspa</translation>
    </message>
    <message>
        <source>Four rooms</source>
        <translation>Cuatro habitaciones</translation>
    </message>
    <message>
        <source>Lattice</source>
        <translation>Celosía</translation>
    </message>
    <message>
        <source>Corner guards</source>
        <translation>Guardianes de las esquinas</translation>
    </message>
    <message>
        <source>Wide pillars</source>
        <translation>Pilares abiertos</translation>
    </message>
    <message>
        <source>Centre bar</source>
        <translation>Barra central</translation>
    </message>
    <message>
        <source>Four gates</source>
        <translation>Cuatro puertas</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>Cuadrícula</translation>
    </message>
    <message>
        <source>Two walls</source>
        <translation>Dos muros</translation>
    </message>
    <message>
        <source>Islands</source>
        <translation>Islas</translation>
    </message>
    <message>
        <source>Side posts</source>
        <translation>Postes laterales</translation>
    </message>
    <message>
        <source>Compass</source>
        <translation>Brújula</translation>
    </message>
    <message>
        <source>Diagonals</source>
        <translation>Diagonales</translation>
    </message>
    <message>
        <source>Goals</source>
        <translation>Porterías</translation>
    </message>
    <message>
        <source>Hexxagon without holes</source>
        <translation>Hexxagon sin agujeros</translation>
    </message>
    <message>
        <source>Hexxagon with a ring of six holes</source>
        <translation>Hexxagon con un anillo de seis agujeros</translation>
    </message>
    <message>
        <source>Hexxagon with a star of six holes</source>
        <translation>Hexxagon con una estrella de seis agujeros</translation>
    </message>
    <message>
        <source>Hexxagon with a hole in the centre</source>
        <translation>Hexxagon con un agujero en el centro</translation>
    </message>
    <message>
        <source>Small hexagon (side 4)</source>
        <translation>Hexágono pequeño (lado 4)</translation>
    </message>
    <message>
        <source>Large hexagon (side 6)</source>
        <translation>Hexágono grande (lado 6)</translation>
    </message>
    <message>
        <source>Largest hexagon (side 7) with three holes</source>
        <translation>Hexágono máximo (lado 7) con tres agujeros</translation>
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
        <translation>7×7 con casillas bloqueadas</translation>
    </message>
    <message>
        <source>Hexagons</source>
        <translation>Hexágonos</translation>
    </message>
    <message>
        <source>Other sizes</source>
        <translation>Otros tamaños</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Clásico</translation>
    </message>
    <message>
        <source>Hexxagon with three holes</source>
        <translation>Hexxagon con tres agujeros</translation>
    </message>
</context>
<context>
    <name>BoardTheme</name>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>Colour-blind safe</source>
        <translation>Apto para daltónicos</translation>
    </message>
    <message>
        <source>Follow the system (light or dark)</source>
        <translation>Según el sistema (claro u oscuro)</translation>
    </message>
</context>
<context>
    <name>ClickReason</name>
    <message>
        <source>%1 is blocked: no piece can go there.</source>
        <translation>%1 está bloqueada: ninguna ficha puede ir allí.</translation>
    </message>
    <message>
        <source>%1 is taken by %2, and %3 is to move.</source>
        <translation>%1 está ocupada por %2, y le toca a %3.</translation>
    </message>
    <message>
        <source>%1 has no piece to move.</source>
        <translation>%1 no tiene ninguna ficha que mover.</translation>
    </message>
    <message>
        <source>To jump to %1, first click the piece that jumps, such as %2.</source>
        <translation>Para saltar a %1, haz clic primero en la ficha que salta, por ejemplo %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 is %n cell(s) from %2: a piece moves one or two cells.</source>
        <translation>
            <numerusform>%1 está a %n casilla de %2: una ficha se mueve una o dos casillas.</numerusform>
            <numerusform>%1 está a %n casillas de %2: una ficha se mueve una o dos casillas.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EngineFailure</name>
    <message>
        <source>%1 could not be started (%2).</source>
        <translation>No se pudo iniciar %1 (%2).</translation>
    </message>
    <message>
        <source>%1 did not answer as a UAI engine.</source>
        <translation>%1 no respondió como un motor UAI.</translation>
    </message>
    <message>
        <source>%1 stopped running (%2).</source>
        <translation>%1 dejó de funcionar (%2).</translation>
    </message>
    <message>
        <source>%1 gave no move in time.</source>
        <translation>%1 no dio una jugada a tiempo.</translation>
    </message>
    <message>
        <source>%1 cannot play this board (%2).</source>
        <translation>%1 no puede jugar en este tablero (%2).</translation>
    </message>
    <message>
        <source>%1 gave no move.</source>
        <translation>%1 no dio ninguna jugada.</translation>
    </message>
    <message>
        <source>%1 played an illegal move (%2).</source>
        <translation>%1 hizo una jugada ilegal (%2).</translation>
    </message>
    <message>
        <source>It wrote:</source>
        <translation>Escribió:</translation>
    </message>
</context>
<context>
    <name>ExplanationText</name>
    <message>
        <source>%1 ends the game, and %2 loses; %3 still wins.</source>
        <translation>%1 termina la partida y %2 pierde; %3 todavía gana.</translation>
    </message>
    <message>
        <source>%1 ends the game, and %2 loses; %3 keeps the game open.</source>
        <translation>%1 termina la partida y %2 pierde; %3 mantiene la partida abierta.</translation>
    </message>
    <message>
        <source>%1 ends the game, and %2 loses; %3 holds out longer.</source>
        <translation>%1 termina la partida y %2 pierde; %3 resiste más tiempo.</translation>
    </message>
    <message numerus="yes">
        <source>%1 loses by force in %n move(s); %2 still wins.</source>
        <translation>
            <numerusform>%1 pierde por fuerza en %n jugada; %2 todavía gana.</numerusform>
            <numerusform>%1 pierde por fuerza en %n jugadas; %2 todavía gana.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 loses by force in %n move(s); %2 keeps the game open.</source>
        <translation>
            <numerusform>%1 pierde por fuerza en %n jugada; %2 mantiene la partida abierta.</numerusform>
            <numerusform>%1 pierde por fuerza en %n jugadas; %2 mantiene la partida abierta.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 loses by force in %n move(s); %2 holds out longer.</source>
        <translation>
            <numerusform>%1 pierde por fuerza en %n jugada; %2 resiste más tiempo.</numerusform>
            <numerusform>%1 pierde por fuerza en %n jugadas; %2 resiste más tiempo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins by force in %n move(s); %2 lets the win slip.</source>
        <translation>
            <numerusform>%1 gana por fuerza en %n jugada; %2 deja escapar la victoria.</numerusform>
            <numerusform>%1 gana por fuerza en %n jugadas; %2 deja escapar la victoria.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The jump from %1 leaves a hole: %2&apos;s %3 lands in it and takes %n piece(s).</source>
        <translation>
            <numerusform>El salto desde %1 deja un hueco: %2 entra en él con %3 y se queda con %n ficha.</numerusform>
            <numerusform>El salto desde %1 deja un hueco: %2 entra en él con %3 y se queda con %n fichas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %1, %2&apos;s %3 takes %n piece(s) and %4 must pass.</source>
        <translation>
            <numerusform>Tras %1, %2 juega %3 y se queda con %n ficha, y %4 debe pasar.</numerusform>
            <numerusform>Tras %1, %2 juega %3 y se queda con %n fichas, y %4 debe pasar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s reply %2 takes %n piece(s).</source>
        <translation>
            <numerusform>%1 responde %2 y se queda con %n ficha.</numerusform>
            <numerusform>%1 responde %2 y se queda con %n fichas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %1, %2&apos;s %3 takes %n piece(s) and the jump leaves no hole.</source>
        <translation>
            <numerusform>Tras %1, %2 juega %3 y se queda con %n ficha, y el salto no deja ningún hueco.</numerusform>
            <numerusform>Tras %1, %2 juega %3 y se queda con %n fichas, y el salto no deja ningún hueco.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %1, %2&apos;s %3 takes %n piece(s).</source>
        <translation>
            <numerusform>Tras %1, %2 juega %3 y se queda con %n ficha.</numerusform>
            <numerusform>Tras %1, %2 juega %3 y se queda con %n fichas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 leaves %4 open: %2&apos;s %3 takes %n piece(s) and the jump leaves no hole.</source>
        <translation>
            <numerusform>%1 deja %4 al descubierto: %2 juega %3 y se queda con %n ficha, y el salto no deja ningún hueco.</numerusform>
            <numerusform>%1 deja %4 al descubierto: %2 juega %3 y se queda con %n fichas, y el salto no deja ningún hueco.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 leaves %4 open: %2&apos;s %3 takes %n piece(s).</source>
        <translation>
            <numerusform>%1 deja %4 al descubierto: %2 juega %3 y se queda con %n ficha.</numerusform>
            <numerusform>%1 deja %4 al descubierto: %2 juega %3 y se queda con %n fichas.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 instead leaves no hole.</source>
        <translation>%1, en cambio, no deja ningún hueco.</translation>
    </message>
    <message numerus="yes">
        <source>%1 instead takes %n piece(s) and leaves no hole.</source>
        <translation>
            <numerusform>%1, en cambio, se queda con %n ficha y no deja ningún hueco.</numerusform>
            <numerusform>%1, en cambio, se queda con %n fichas y no deja ningún hueco.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 instead takes %n piece(s), %2 none.</source>
        <translation>
            <numerusform>%1, en cambio, se queda con %n ficha; %2, con ninguna.</numerusform>
            <numerusform>%1, en cambio, se queda con %n fichas; %2, con ninguna.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 instead takes %n piece(s), %2 only %3.</source>
        <translation>
            <numerusform>%1, en cambio, se queda con %n ficha; %2, solo con %3.</numerusform>
            <numerusform>%1, en cambio, se queda con %n fichas; %2, solo con %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n move(s) each, %1 leaves %2 %3, %4 %5; %6 leaves %2 %7, %4 %8.</source>
        <translation>
            <numerusform>Tras %n jugada de cada uno, con %1 quedan %2 %3, %4 %5; con %6, %2 %7, %4 %8.</numerusform>
            <numerusform>Tras %n jugadas de cada uno, con %1 quedan %2 %3, %4 %5; con %6, %2 %7, %4 %8.</numerusform>
        </translation>
    </message>
    <message>
        <source>Both moves leave %1 behind; %2 loses less: %3 against %4.</source>
        <translation>Con ambas jugadas %1 queda por detrás; %2 pierde menos: %3 frente a %4.</translation>
    </message>
    <message numerus="yes">
        <source>No capture in the next moves sets them apart; searching %n ply(-ies) ahead, the engine finds %1 better by %2 pieces.</source>
        <translation>
            <numerusform>Ninguna captura en las próximas jugadas las distingue; calculando %n media jugada por delante, el motor encuentra %1 mejor por %2 fichas.</numerusform>
            <numerusform>Ninguna captura en las próximas jugadas las distingue; calculando %n medias jugadas por delante, el motor encuentra %1 mejor por %2 fichas.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LibraryGame</name>
    <message>
        <source>Hexagon, side %1</source>
        <translation>Hexágono, lado %1</translation>
    </message>
    <message>
        <source>%1×%2</source>
        <translation>%1×%2</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n blocked cell(s)</source>
        <translation>
            <numerusform>%1, %n casilla bloqueada</numerusform>
            <numerusform>%1, %n casillas bloqueadas</numerusform>
        </translation>
    </message>
    <message>
        <source>7×7</source>
        <translation>7×7</translation>
    </message>
    <message>
        <source>Hexagonal</source>
        <translation>Hexagonales</translation>
    </message>
    <message>
        <source>Other boards</source>
        <translation>Otros tableros</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>Ganó %1</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>Sin terminar</translation>
    </message>
    <message>
        <source>From a file</source>
        <translation>De un archivo</translation>
    </message>
    <message>
        <source>Computers only</source>
        <translation>Solo ordenadores</translation>
    </message>
    <message>
        <source>A person</source>
        <translation>Una persona</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <source>Watched</source>
        <translation>Observada</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>Importada</translation>
    </message>
</context>
<context>
    <name>MoveText</name>
    <message>
        <source>pass</source>
        <translation>pasa</translation>
    </message>
    <message>
        <source>%1 cannot move and passes.</source>
        <translation>%1 no puede mover y pasa.</translation>
    </message>
    <message>
        <source>%1 jumps %2 to %3.</source>
        <translation>%1 salta de %2 a %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 jumps %2 to %3 and takes %n.</source>
        <translation>
            <numerusform>%1 salta de %2 a %3 y captura %n.</numerusform>
            <numerusform>%1 salta de %2 a %3 y captura %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 clones to %2.</source>
        <translation>%1 se clona en %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 clones to %2 and takes %n.</source>
        <translation>
            <numerusform>%1 se clona en %2 y captura %n.</numerusform>
            <numerusform>%1 se clona en %2 y captura %n.</numerusform>
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
        <translation>Tableros de 7×7</translation>
    </message>
    <message>
        <source>Hexagonal boards</source>
        <translation>Tableros hexagonales</translation>
    </message>
    <message>
        <source>Other boards</source>
        <translation>Otros tableros</translation>
    </message>
    <message>
        <source>Even game</source>
        <translation>Partida igualada</translation>
    </message>
</context>
<context>
    <name>PlayerSetup</name>
    <message>
        <source>Very easy</source>
        <translation>Muy fácil</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Very hard</source>
        <translation>Muy difícil</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negro</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanco</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation>Ordenador (%1)</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humano</translation>
    </message>
    <message>
        <source>Computer (even, %1)</source>
        <translation>Ordenador (igualado, %1)</translation>
    </message>
    <message>
        <source>Computer (even)</source>
        <translation>Ordenador (igualado)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A level&apos;s name and its strength in Elo, as measured by matches: &quot;Hard (1850)&quot;; &quot;3000+&quot; above the scale&apos;s top (500 to 3000).</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Computer (%1, %2)</source>
        <extracomment>A computer player&apos;s level and its strength in Elo: &quot;Computer (Hard, 1850)&quot;; &quot;3000+&quot; above the scale&apos;s top (500 to 3000).</extracomment>
        <translation>Ordenador (%1, %2)</translation>
    </message>
</context>
<context>
    <name>PuzzleSourceText</name>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 contra %2</translation>
    </message>
    <message>
        <source>move %1...</source>
        <translation>jugada %1...</translation>
    </message>
    <message>
        <source>move %1</source>
        <translation>jugada %1</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>%1&apos;s engine “%2” is no longer set up.</source>
        <translation>El motor «%2» de %1 ya no está configurado.</translation>
    </message>
    <message>
        <source>%1&apos;s player “%2” is not a player.</source>
        <translation>El jugador «%2» de %1 no es un jugador.</translation>
    </message>
</context>
<context>
    <name>ataxx::AnalysisBoard</name>
    <message>
        <source>Analysis board: the position you set up.</source>
        <translation>Tablero de análisis: la posición que has configurado.</translation>
    </message>
    <message>
        <source>Save to games library</source>
        <translation>Guardar en la biblioteca de partidas</translation>
    </message>
    <message>
        <source>The analysis could not be kept in the games library.</source>
        <translation>No se pudo guardar el análisis en la biblioteca de partidas.</translation>
    </message>
    <message>
        <source>The analysis is kept in your games library.</source>
        <translation>El análisis se ha guardado en tu biblioteca de partidas.</translation>
    </message>
    <message>
        <source>Back to your game.</source>
        <translation>De vuelta a tu partida.</translation>
    </message>
    <message>
        <source>Analysis board: you move both sides. Your game waits.</source>
        <translation>Tablero de análisis: mueves los dos bandos. Tu partida espera.</translation>
    </message>
</context>
<context>
    <name>ataxx::BoardEditor</name>
    <message>
        <source>&amp;Width:</source>
        <translation>&amp;Ancho:</translation>
    </message>
    <message>
        <source>&amp;Height:</source>
        <translation>Al&amp;to:</translation>
    </message>
    <message>
        <source>S&amp;ide:</source>
        <translation>La&amp;do:</translation>
    </message>
    <message>
        <source>Sa&amp;ve</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Eliminar</translation>
    </message>
    <message>
        <source>Click cells to change them with the tool chosen on the right.</source>
        <translation>Haz clic en las casillas para cambiarlas con la herramienta elegida a la derecha.</translation>
    </message>
    <message>
        <source>Ready-made boards, and the layouts you saved.</source>
        <translation>Tableros ya hechos y las disposiciones que has guardado.</translation>
    </message>
    <message>
        <source>Rectangle</source>
        <translation>Rectángulo</translation>
    </message>
    <message>
        <source>Hexagon</source>
        <translation>Hexágono</translation>
    </message>
    <message>
        <source>Cells along each edge of the hexagon.</source>
        <translation>Casillas a lo largo de cada lado del hexágono.</translation>
    </message>
    <message>
        <source>Shape and size</source>
        <translation>Forma y tamaño</translation>
    </message>
    <message>
        <source>S&amp;hape:</source>
        <translation>&amp;Forma:</translation>
    </message>
    <message>
        <source>Edit the board</source>
        <translation>Editar el tablero</translation>
    </message>
    <message>
        <source>&amp;Block or free cells</source>
        <translation>&amp;Bloquear o liberar casillas</translation>
    </message>
    <message>
        <source>Place or remove B&amp;lack pieces</source>
        <translation>Poner o quitar fichas &amp;negras</translation>
    </message>
    <message>
        <source>Place or remove W&amp;hite pieces</source>
        <translation>Poner o quitar fichas b&amp;lancas</translation>
    </message>
    <message>
        <source>S&amp;ymmetry:</source>
        <translation>Si&amp;metría:</translation>
    </message>
    <message>
        <source>Each click is repeated on the mirrored or turned cells. A piece carried to the other half of the board goes to the other side, so that the layout stays fair.</source>
        <translation>Cada clic se repite en las casillas reflejadas o giradas. Una ficha llevada a la otra mitad del tablero cambia de bando, para que la disposición siga siendo justa.</translation>
    </message>
    <message>
        <source>&amp;Free all cells</source>
        <translation>Liberar &amp;todas las casillas</translation>
    </message>
    <message>
        <source>The layout as a position string (FEN). Paste one to use it.</source>
        <translation>La disposición como cadena de posición (FEN). Pega una para usarla.</translation>
    </message>
    <message>
        <source>Your layouts</source>
        <translation>Tus disposiciones</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Adds this layout to the list of boards, or replaces the one of that name.</source>
        <translation>Añade esta disposición a la lista de tableros, o sustituye la que tiene ese nombre.</translation>
    </message>
    <message>
        <source>Removes the chosen layout of yours from the list.</source>
        <translation>Quita de la lista la disposición tuya elegida.</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Tablero:</translation>
    </message>
    <message>
        <source>&amp;FEN:</source>
        <translation>&amp;FEN:</translation>
    </message>
    <message>
        <source>Your own layout</source>
        <translation>Disposición propia</translation>
    </message>
    <message>
        <source>The FEN cannot be read: %1</source>
        <translation>No se puede leer la FEN: %1</translation>
    </message>
</context>
<context>
    <name>ataxx::CrosstableModel</name>
    <message>
        <source>%1 against %2</source>
        <translation>%1 contra %2</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>W/D/L</source>
        <translation>G/T/P</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
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
        <translation>Línea %1: %2, profundidad %3: %4</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <source>Add this line to the game as a variation</source>
        <translation>Añadir esta línea a la partida como variante</translation>
    </message>
    <message>
        <source>Add line %1 as a variation</source>
        <translation>Añadir la línea %1 como variante</translation>
    </message>
    <message>
        <source>%1 d%2</source>
        <comment>a line&apos;s score and its depth, short</comment>
        <translation>%1 p%2</translation>
    </message>
    <message>
        <source>Line %1: %2, depth %3</source>
        <translation>Línea %1: %2, profundidad %3</translation>
    </message>
    <message>
        <source>Line %1, move %2: %3</source>
        <translation>Línea %1, jugada %2: %3</translation>
    </message>
    <message>
        <source>Play the line up to this move on the board</source>
        <translation>Jugar la línea hasta esta jugada en el tablero</translation>
    </message>
</context>
<context>
    <name>ataxx::EngineOptionsDialog</name>
    <message>
        <source>Options of %1</source>
        <translation>Opciones de %1</translation>
    </message>
    <message>
        <source>(an action for a running engine; not stored)</source>
        <translation>(una acción para un motor en marcha; no se guarda)</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>Por defecto: %1</translation>
    </message>
    <message>
        <source>This engine declared no options. Check it again in the list of engines if it has some now.</source>
        <translation>Este motor no declaró opciones. Vuelva a comprobarlo en la lista de motores si ahora las tiene.</translation>
    </message>
    <message>
        <source>The options %1 declared. The values you set are sent to it before each game.</source>
        <translation>Las opciones que declaró %1. Los valores que fije se le envían antes de cada partida.</translation>
    </message>
</context>
<context>
    <name>ataxx::EngineOutputPanel</name>
    <message>
        <source>Show the best move on the board</source>
        <translation>Mostrar la mejor jugada en el tablero</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Análisis</translation>
    </message>
    <message>
        <source>Stop the analysis</source>
        <translation>Detener el análisis</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profundidad</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Evaluación</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nodos</translation>
    </message>
    <message>
        <source>Nodes/s</source>
        <translation>Nodos/s</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <source>Best line</source>
        <translation>Mejor variante</translation>
    </message>
    <message>
        <source>Depth / selective depth</source>
        <translation>Profundidad / profundidad selectiva</translation>
    </message>
    <message>
        <source>For the side to move, in pieces; #7: wins in 7 moves, #-7: loses in 7 moves</source>
        <translation>Para el bando al que le toca, en fichas; #7: gana en 7 jugadas, #-7: pierde en 7 jugadas</translation>
    </message>
    <message>
        <source>The principal variation</source>
        <translation>La variante principal</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>analysing…</source>
        <translation>analizando…</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>pensando…</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins in %n move(s)</source>
        <translation>
            <numerusform>%1 gana en %n jugada</numerusform>
            <numerusform>%1 gana en %n jugadas</numerusform>
        </translation>
    </message>
    <message>
        <source>About even</source>
        <translation>Más o menos igualado</translation>
    </message>
    <message>
        <source>%1 is ahead by %2</source>
        <translation>%1 va %2 por delante</translation>
    </message>
    <message>
        <source>Waiting.</source>
        <translation>Esperando.</translation>
    </message>
    <message>
        <source>%1 %2: %3 (depth %4)</source>
        <translation>%1 %2: %3 (profundidad %4)</translation>
    </message>
    <message>
        <source>No engine is thinking. Choose a computer for a side in the toolbar, or Analyse.</source>
        <translation>Ningún motor está pensando. Elige un ordenador para un bando en la barra de herramientas, o Analizar.</translation>
    </message>
    <message>
        <source>Depth %1, score %2, %3 nodes, %4 nodes/s, %5 s
%6</source>
        <translation>Profundidad %1, evaluación %2, %3 nodos, %4 nodos/s, %5 s
%6</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Línea</translation>
    </message>
    <message>
        <source>Best lines</source>
        <translation>Mejores líneas</translation>
    </message>
    <message>
        <source>How many of the best lines the analysis shows</source>
        <translation>Cuántas de las mejores líneas muestra el análisis</translation>
    </message>
    <message>
        <source>Lines:</source>
        <translation>Líneas:</translation>
    </message>
    <message>
        <source>Best lines shown</source>
        <translation>Mejores líneas mostradas</translation>
    </message>
</context>
<context>
    <name>ataxx::EngineProbe</name>
    <message>
        <source>The engine</source>
        <translation>El motor</translation>
    </message>
    <message>
        <source>It could not play %1: %2</source>
        <translation>No pudo jugar %1: %2</translation>
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
        <translation>Añadir</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Check again</source>
        <translation>Volver a comprobar</translation>
    </message>
    <message>
        <source>External engines</source>
        <translation>Motores externos</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Orden</translation>
    </message>
    <message>
        <source>Time per move</source>
        <translation>Tiempo por jugada</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Tableros</translation>
    </message>
    <message>
        <source>Add an engine</source>
        <translation>Añadir un motor</translation>
    </message>
    <message>
        <source>The name the engine gives</source>
        <translation>El nombre que da el motor</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
    <message>
        <source>/path/to/engine --option</source>
        <translation>/ruta/al/motor --opción</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>Command:</source>
        <translation>Orden:</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Time per move:</source>
        <translation>Tiempo por jugada:</translation>
    </message>
    <message>
        <source>Choose an engine</source>
        <translation>Elegir un motor</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
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
        <translation>Indica la orden que inicia el motor.</translation>
    </message>
    <message>
        <source>Trying the engine on each kind of board…</source>
        <translation>Probando el motor en cada tipo de tablero…</translation>
    </message>
    <message>
        <source>Trying %1 on each kind of board…</source>
        <translation>Probando %1 en cada tipo de tablero…</translation>
    </message>
    <message>
        <source>The engine was not added: %1</source>
        <translation>No se añadió el motor: %1</translation>
    </message>
    <message>
        <source>%1 plays: %2.</source>
        <translation>%1 juega: %2.</translation>
    </message>
    <message>
        <source>Options…</source>
        <translation>Opciones…</translation>
    </message>
    <message>
        <source>Details…</source>
        <translation>Detalles…</translation>
    </message>
    <message>
        <source>Engines that speak the Universal Ataxx Interface (UAI) can play a side or a match. Each is tried on 7×7, 7×7 with blocked cells, 5×5, 9×9, Hexxagon and the hexagon of side 6, and offered only for the kinds of board it played; you may tick more or fewer below.</source>
        <translation>Los motores que hablan el Universal Ataxx Interface (UAI) pueden jugar un bando o un encuentro. Cada uno se prueba en 7×7, 7×7 con casillas bloqueadas, 5×5, 9×9, Hexxagon y el hexágono de lado 6, y solo se ofrece para los tipos de tablero que jugó; abajo puede marcar más o menos.</translation>
    </message>
    <message>
        <source>The options the engine declared: its hash size, its threads, …</source>
        <translation>Las opciones que declaró el motor: su tamaño de hash, sus hilos, …</translation>
    </message>
    <message>
        <source>Boards the selected engine plays</source>
        <translation>Tableros que juega el motor elegido</translation>
    </message>
    <message>
        <source>Everything the engine wrote to its error output in the trials it failed</source>
        <translation>Todo lo que el motor escribió en su salida de errores en las pruebas que falló</translation>
    </message>
    <message>
        <source>every board</source>
        <translation>todos los tableros</translation>
    </message>
    <message>
        <source>What the engine wrote</source>
        <translation>Lo que escribió el motor</translation>
    </message>
    <message>
        <source>%1 played none of the boards.</source>
        <translation>%1 no jugó ninguno de los tableros.</translation>
    </message>
</context>
<context>
    <name>ataxx::EvalGraph</name>
    <message>
        <source>Evaluation for %1</source>
        <translation>Evaluación para %1</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <source>No moves yet</source>
        <translation>Aún no hay jugadas</translation>
    </message>
    <message>
        <source>Move %1: %2 (%3)</source>
        <translation>Jugada %1: %2 (%3)</translation>
    </message>
    <message>
        <source>Pieces: %1 – %2</source>
        <translation>Fichas: %1 – %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins in %n move(s)</source>
        <translation>
            <numerusform>%1 gana en %n jugada</numerusform>
            <numerusform>%1 gana en %n jugadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Evaluation: %1</source>
        <translation>Evaluación: %1</translation>
    </message>
    <message>
        <source>Pieces after move %1: %2 %3, %4 %5</source>
        <translation>Fichas tras la jugada %1: %2 %3, %4 %5</translation>
    </message>
    <message>
        <source>Pieces: %1 %2, %3 %4</source>
        <translation>Fichas: %1 %2, %3 %4</translation>
    </message>
    <message>
        <source>Graph</source>
        <translation>Gráfica</translation>
    </message>
    <message>
        <source>%1&apos;s engine</source>
        <translation>Motor de %1</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Evaluación</translation>
    </message>
    <message>
        <source>%1&apos;s engine: %2</source>
        <translation>Motor de %1: %2</translation>
    </message>
</context>
<context>
    <name>ataxx::GameDocument</name>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humano</translation>
    </message>
    <message>
        <source>The marks of the game&apos;s review are not saved. Save the game with them first?</source>
        <translation>Las marcas de la revisión de la partida no están guardadas. ¿Guardar antes la partida con ellas?</translation>
    </message>
    <message>
        <source>The game in progress (move %1) is not saved. Save it first?</source>
        <translation>La partida en curso (jugada %1) no está guardada. ¿Guardarla primero?</translation>
    </message>
    <message>
        <source>The game in progress (move %1) has changed since it was saved to %2. Save it first?</source>
        <translation>La partida en curso (jugada %1) ha cambiado desde que se guardó en %2. ¿Guardarla primero?</translation>
    </message>
    <message>
        <source>Save the game?</source>
        <translation>¿Guardar la partida?</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>No se puede abrir la partida</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>No se pudo leer %1: %2</translation>
    </message>
    <message>
        <source>%1 is too big to be a game file.</source>
        <translation>%1 es demasiado grande para ser un archivo de partida.</translation>
    </message>
    <message>
        <source>%1 is not a game file that can be read:
%2</source>
        <translation>%1 no es un archivo de partida legible:
%2</translation>
    </message>
    <message>
        <source>%1 holds no game.</source>
        <translation>%1 no contiene ninguna partida.</translation>
    </message>
    <message numerus="yes">
        <source>%1. %2 – %3, %4 (%n move(s))</source>
        <translation>
            <numerusform>%1. %2 – %3, %4 (%n jugada)</numerusform>
            <numerusform>%1. %2 – %3, %4 (%n jugadas)</numerusform>
        </translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Abrir una partida</translation>
    </message>
    <message>
        <source>%1 holds %2 games. Which one?</source>
        <translation>%1 contiene %2 partidas. ¿Cuál?</translation>
    </message>
    <message>
        <source>Both sides are yours to play here; choose a computer for a side in the toolbar to play against it.</source>
        <translation>Aquí juega usted ambos bandos; elija un ordenador para un bando en la barra de herramientas para jugar contra él.</translation>
    </message>
    <message>
        <source>Ataxx game</source>
        <translation>Partida de Ataxx</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>No se puede guardar la partida</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>No se pudo escribir %1: %2</translation>
    </message>
    <message>
        <source>Game files (*.pgn);;All files (*)</source>
        <translation>Archivos de partida (*.pgn);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <source>game.pgn</source>
        <translation>partida.pgn</translation>
    </message>
    <message>
        <source>Go on with your game?</source>
        <translation>¿Continuar tu partida?</translation>
    </message>
    <message>
        <source>Your last game was not finished (move %1, %2 to play). Go on with it?</source>
        <translation>Tu última partida no había terminado (jugada %1, le toca a %2). ¿Continuarla?</translation>
    </message>
    <message>
        <source>That side is played as set in the settings.</source>
        <translation>Ese lado se juega como indica la configuración.</translation>
    </message>
    <message>
        <source>The variations of this game are not saved. Save the game with them first?</source>
        <translation>Las variantes de esta partida no están guardadas. ¿Guardar antes la partida con ellas?</translation>
    </message>
    <message>
        <source>The analysis (move %1) is not saved. Save it first?</source>
        <translation>El análisis (jugada %1) no está guardado. ¿Guardarlo primero?</translation>
    </message>
</context>
<context>
    <name>ataxx::GameOverOverlay</name>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gana</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>%1 has no pieces left.</source>
        <translation>%1 no tiene más fichas.</translation>
    </message>
    <message>
        <source>The board is full.</source>
        <translation>El tablero está lleno.</translation>
    </message>
    <message>
        <source>No piece can move any more.</source>
        <translation>Ninguna ficha puede moverse ya.</translation>
    </message>
    <message>
        <source>The same position came up for the third time.</source>
        <translation>La misma posición se repitió por tercera vez.</translation>
    </message>
    <message>
        <source>The result was declared.</source>
        <translation>El resultado fue declarado.</translation>
    </message>
    <message>
        <source>%1 %2 — %3 %4</source>
        <translation>%1 %2 — %3 %4</translation>
    </message>
    <message>
        <source>Too many moves by each player without a clone.</source>
        <translation>Demasiadas jugadas de cada jugador sin clonar.</translation>
    </message>
</context>
<context>
    <name>ataxx::GameRecorder</name>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>This game could not be kept in your games library: %1</source>
        <translation>Esta partida no se pudo guardar en su biblioteca de partidas: %1</translation>
    </message>
</context>
<context>
    <name>ataxx::GamesLibrary</name>
    <message>
        <source>Qt&apos;s SQLite driver is not installed (on Debian, the package libqt6sql6-sqlite).</source>
        <translation>El controlador SQLite de Qt no está instalado (en Debian, el paquete libqt6sql6-sqlite).</translation>
    </message>
    <message>
        <source>Your games cannot be kept: %1</source>
        <translation>Sus partidas no se pueden guardar: %1</translation>
    </message>
    <message>
        <source>Your games cannot be kept in %1: %2</source>
        <translation>Sus partidas no se pueden guardar en %1: %2</translation>
    </message>
    <message>
        <source>it was made by a newer version of Ataxx (its games are kept in the form %1, this version knows up to %2); it is left as it is</source>
        <translation>la creó una versión más reciente de Ataxx (sus partidas se guardan en la forma %1, esta versión conoce hasta la %2); se deja tal cual</translation>
    </message>
    <message>
        <source>the library could not be brought up to date (step %1): %2</source>
        <translation>no se pudo poner al día la biblioteca (paso %1): %2</translation>
    </message>
    <message>
        <source>the library holds no such game</source>
        <translation>la biblioteca no contiene esa partida</translation>
    </message>
    <message>
        <source>its moves cannot be read: %1</source>
        <translation>sus jugadas no se pueden leer: %1</translation>
    </message>
    <message>
        <source>Your games library %1 could not be read: the file is damaged, and it could not be put aside to start a new one (%2). Your games are not kept until it can be.</source>
        <translation>No se pudo leer tu biblioteca de partidas %1: el archivo está dañado y no se pudo apartar para empezar una nueva (%2). Tus partidas no se guardan hasta que se pueda.</translation>
    </message>
    <message>
        <source>Your games library could not be read: the file is damaged. It was kept, as it was, as %1, and a new, empty library was started. Your rating starts again at %2, and so does the even game, since the games it came from are in the damaged file.</source>
        <translation>No se pudo leer tu biblioteca de partidas: el archivo está dañado. Se ha conservado tal cual como %1 y se ha empezado una biblioteca nueva y vacía. Tu puntuación vuelve a empezar en %2, y también la partida igualada, ya que las partidas de las que salían están en el archivo dañado.</translation>
    </message>
</context>
<context>
    <name>ataxx::GamesModel</name>
    <message>
        <source>%1: %2 accuracy; %3, %4, %5</source>
        <translation>%1: %2 de precisión; %3, %4, %5</translation>
    </message>
    <message numerus="yes">
        <source>%n dubious move(s)</source>
        <translation>
            <numerusform>%n jugada dudosa</numerusform>
            <numerusform>%n jugadas dudosas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n error grave</numerusform>
            <numerusform>%n errores graves</numerusform>
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
        <translation>%1 jugado por: %2</translation>
    </message>
    <message>
        <source>Not reviewed</source>
        <translation>Sin revisar</translation>
    </message>
    <message>
        <source>Two computers played this game while you watched.</source>
        <translation>Dos ordenadores jugaron esta partida mientras usted miraba.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Precisión</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
</context>
<context>
    <name>ataxx::GamesWindow</name>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Abrir</translation>
    </message>
    <message>
        <source>Open the game on the board (Enter)</source>
        <translation>Abrir la partida en el tablero (Intro)</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Revisar</translation>
    </message>
    <message>
        <source>Open the game on the board and let the engine review it</source>
        <translation>Abrir la partida en el tablero y que el motor la revise</translation>
    </message>
    <message>
        <source>Make &amp;puzzles</source>
        <translation>Hacer &amp;problemas</translation>
    </message>
    <message>
        <source>Review the selected games and make puzzles of their mistakes</source>
        <translation>Revisar las partidas elegidas y hacer problemas con sus errores</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>E&amp;xportar…</translation>
    </message>
    <message>
        <source>Write the selected games to a PGN file</source>
        <translation>Escribir las partidas elegidas en un archivo PGN</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Eliminar</translation>
    </message>
    <message>
        <source>Delete the selected games (Delete)</source>
        <translation>Eliminar las partidas elegidas (Supr)</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importar…</translation>
    </message>
    <message>
        <source>Add the games of a PGN file to the library</source>
        <translation>Añadir las partidas de un archivo PGN a la biblioteca</translation>
    </message>
    <message numerus="yes">
        <source>Importing %1: %n game(s) read…</source>
        <translation>
            <numerusform>Importando %1: %n partida leída…</numerusform>
            <numerusform>Importando %1: %n partidas leídas…</numerusform>
        </translation>
    </message>
    <message>
        <source>Search by name</source>
        <translation>Buscar por nombre</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversario</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Any result</source>
        <translation>Cualquier resultado</translation>
    </message>
    <message>
        <source>Won by you</source>
        <translation>Ganadas por usted</translation>
    </message>
    <message>
        <source>Lost by you</source>
        <translation>Perdidas por usted</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Empates</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>Ganó %1</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>Sin terminar</translation>
    </message>
    <message>
        <source>Any time</source>
        <translation>Cualquier fecha</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Hoy</translation>
    </message>
    <message>
        <source>The last 7 days</source>
        <translation>Los últimos 7 días</translation>
    </message>
    <message>
        <source>The last 30 days</source>
        <translation>Los últimos 30 días</translation>
    </message>
    <message>
        <source>The last 365 days</source>
        <translation>Los últimos 365 días</translation>
    </message>
    <message>
        <source>Any board</source>
        <translation>Cualquier tablero</translation>
    </message>
    <message>
        <source>All: %1</source>
        <translation>Todos: %1</translation>
    </message>
    <message>
        <source>Any opponent</source>
        <translation>Cualquier adversario</translation>
    </message>
    <message>
        <source>No games yet. Every game that ends on the board is kept here, and you can import the games of a PGN file.</source>
        <translation>Aún no hay partidas. Cada partida que termina en el tablero se guarda aquí, y usted puede importar las partidas de un archivo PGN.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s).</source>
        <translation>
            <numerusform>%n partida.</numerusform>
            <numerusform>%n partidas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n game(s) shown.</source>
        <translation>
            <numerusform>Se muestran %1 de %n partida.</numerusform>
            <numerusform>Se muestran %1 de %n partidas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Make puzzles</source>
        <translation>Hacer problemas</translation>
    </message>
    <message>
        <source>The games could not be read: %1</source>
        <translation>No se pudieron leer las partidas: %1</translation>
    </message>
    <message>
        <source>Whose mistakes become puzzles?</source>
        <translation>¿De quién son los errores que se vuelven problemas?</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Ambos</translation>
    </message>
    <message>
        <source>Export games</source>
        <translation>Exportar partidas</translation>
    </message>
    <message>
        <source>games.pgn</source>
        <translation>partidas.pgn</translation>
    </message>
    <message>
        <source>Game files (*.pgn);;All files (*)</source>
        <translation>Archivos de partida (*.pgn);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>A game could not be read from the library: %1</source>
        <translation>No se pudo leer una partida de la biblioteca: %1</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>No se pudo escribir %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) exported to %1.</source>
        <translation>
            <numerusform>%n partida exportada a %1.</numerusform>
            <numerusform>%n partidas exportadas a %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete games?</source>
        <translation>¿Eliminar partidas?</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n game(s) from your library? This cannot be undone.</source>
        <translation>
            <numerusform>¿Eliminar %n partida de su biblioteca? No se puede deshacer.</numerusform>
            <numerusform>¿Eliminar %n partidas de su biblioteca? No se puede deshacer.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete games</source>
        <translation>Eliminar partidas</translation>
    </message>
    <message>
        <source>The games could not be deleted: %1</source>
        <translation>No se pudieron eliminar las partidas: %1</translation>
    </message>
    <message>
        <source>Import games</source>
        <translation>Importar partidas</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>Importando %1…</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>… y %n más.</numerusform>
            <numerusform>… y %n más.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>Par&amp;tidas</translation>
    </message>
    <message>
        <source>R&amp;ating</source>
        <translation>P&amp;untuación</translation>
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
        <translation>Cargando las partidas en el explorador: %1 de %2.</translation>
    </message>
</context>
<context>
    <name>ataxx::HowToPlayDialog</name>
    <message>
        <source>How to play</source>
        <translation>Cómo se juega</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Captures&lt;/h3&gt;&lt;p&gt;After a clone or a jump, every opponent piece next to the cell you moved to becomes yours. Here Black clones from b2 to the marked cell, c3, and takes the three White pieces around it.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Capturas&lt;/h3&gt;&lt;p&gt;Tras un clon o un salto, toda ficha rival junto a la casilla de destino pasa a ser tuya. Aquí Negro se clona de b2 a la casilla marcada, c3, y se queda con las tres fichas blancas que la rodean.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Hexagons and blocked cells&lt;/h3&gt;&lt;p&gt;On a hexagonal board (Hexxagon) each cell has six neighbours for clones and twelve cells two steps away for jumps. Dark hatched cells are &lt;b&gt;blocked&lt;/b&gt;: no piece may stand there, but jumps may pass over them.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Hexágonos y casillas bloqueadas&lt;/h3&gt;&lt;p&gt;En un tablero hexagonal (Hexxagon) cada casilla tiene seis vecinas para clonar y doce casillas a dos pasos para saltar. Las casillas oscuras y rayadas están &lt;b&gt;bloqueadas&lt;/b&gt;: ninguna ficha puede estar en ellas, pero los saltos pueden pasar por encima.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Passing and the end&lt;/h3&gt;&lt;p&gt;A player who cannot move passes. The game ends when a player has no pieces left, when no empty cell can be reached by anyone (a full board, for example), or after 50 moves by each player without a clone. The player with more pieces wins; equal counts are a draw.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Pasar y el final&lt;/h3&gt;&lt;p&gt;Quien no puede mover, pasa. La partida termina cuando un jugador se queda sin fichas, cuando nadie puede alcanzar ya una casilla vacía (por ejemplo, con el tablero lleno) o tras 50 jugadas de cada jugador sin clonar. Gana quien tenga más fichas; si hay igualdad, es empate.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The aim&lt;/h3&gt;&lt;p&gt;Two players, Black and White, take turns; Black moves first. When the game ends, the player with more pieces on the board wins.&lt;/p&gt;&lt;h3&gt;Moves&lt;/h3&gt;&lt;p&gt;Pick one of your pieces. It can &lt;b&gt;clone&lt;/b&gt; to an empty cell next to it (the solid dots): a new piece appears there and the old one stays. Or it can &lt;b&gt;jump&lt;/b&gt; to an empty cell two steps away (the rings): the piece leaves its cell. Whatever lies in between does not matter.&lt;/p&gt;&lt;p&gt;Click a piece, then a target; or click an empty cell next to your pieces to clone there at once. The arrow keys and Enter work too. A click that plays nothing says why in the status bar.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;El objetivo&lt;/h3&gt;&lt;p&gt;Dos jugadores, Negro y Blanco, mueven por turnos; empieza Negro. Al terminar la partida gana quien tenga más fichas en el tablero.&lt;/p&gt;&lt;h3&gt;Jugadas&lt;/h3&gt;&lt;p&gt;Elige una de tus fichas. Puede &lt;b&gt;clonarse&lt;/b&gt; en una casilla vacía contigua (los puntos llenos): allí aparece una ficha nueva y la antigua se queda. O puede &lt;b&gt;saltar&lt;/b&gt; a una casilla vacía a dos pasos (los anillos): la ficha deja su casilla. Lo que haya en medio no importa.&lt;/p&gt;&lt;p&gt;Haz clic en una ficha y luego en un destino; o haz clic en una casilla vacía junto a tus fichas para clonar allí directamente. Las flechas del teclado e Intro también funcionan. Un clic que no juega nada explica el motivo en la barra de estado.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Game review&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Review game&lt;/b&gt; (the Computer menu, the toolbar, or R) lets our engine judge every move of the game on screen. It searches the position before each move to a fixed depth and compares the move played with the best move it finds there, looking as far ahead. What the move gave away, in pieces, is its &lt;b&gt;loss&lt;/b&gt;: from 0.8 of a piece it is marked dubious (?!), from 1.8 a mistake (?), from 3.5 a blunder (??). Throwing away a won game is always a blunder; a slower win loses nothing. A move with no choice, such as a forced pass, is not judged. Here Black&apos;s best move is the clone to c3, which takes three pieces.&lt;/p&gt;&lt;p&gt;The marks appear in the move list and on the graph; click a marked move to see the better move drawn on the board. A move&apos;s &lt;b&gt;accuracy&lt;/b&gt; is 100% for the engine&apos;s best and falls with every piece it loses: 78% for one piece, 61% for two, 37% for four (100 × e&lt;sup&gt;−loss/4&lt;/sup&gt;, with the loss in pieces). A side&apos;s accuracy is the average over its moves that had a choice. The marks are saved in the game file as $6, $2 and $4, each with a comment giving the scores and the better move.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Revisión de la partida&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Revisar la partida&lt;/b&gt; (en el menú Ordenador, en la barra de herramientas o con R) hace que nuestro motor juzgue cada jugada de la partida en pantalla. Busca en la posición anterior a cada jugada hasta una profundidad fija y compara la jugada hecha con la mejor que encuentra allí, mirando igual de lejos. Lo que la jugada cedió, en piezas, es su &lt;b&gt;pérdida&lt;/b&gt;: desde 0,8 piezas se marca como dudosa (?!), desde 1,8 como error (?), desde 3,5 como error grave (??). Dejar escapar una partida ganada es siempre un error grave; una victoria más lenta no cuesta nada. Una jugada sin elección, como un pase forzado, no se juzga. Aquí la mejor jugada de Negro es la clonación a c3, que captura tres piezas.&lt;/p&gt;&lt;p&gt;Las marcas aparecen en la lista de jugadas y en la gráfica; haz clic en una jugada marcada para ver la mejor jugada dibujada en el tablero. La &lt;b&gt;precisión&lt;/b&gt; de una jugada es del 100 % para la mejor jugada del motor y baja con cada pieza que pierde: 78 % por una pieza, 61 % por dos, 37 % por cuatro (100 × e&lt;sup&gt;−pérdida/4&lt;/sup&gt;, con la pérdida en piezas). La precisión de un bando es la media de sus jugadas en las que tenía elección. Las marcas se guardan en el archivo de la partida como $6, $2 y $4, cada una con un comentario que da las evaluaciones y la mejor jugada.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Diagram</source>
        <translation>Diagrama</translation>
    </message>
</context>
<context>
    <name>ataxx::MainWindow</name>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nueva partida</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Guardar co&amp;mo…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Configuración…</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Cómo se juega</translation>
    </message>
    <message>
        <source>&amp;About Ataxx</source>
        <translation>&amp;Acerca de Ataxx</translation>
    </message>
    <message>
        <source>Show the move the engine would play (H)</source>
        <translation>Mostrar la jugada que haría el ordenador (H)</translation>
    </message>
    <message>
        <source>Show last &amp;move</source>
        <translation>Mostrar la ú&amp;ltima jugada</translation>
    </message>
    <message>
        <source>Show &amp;coordinates</source>
        <translation>Mostrar &amp;coordenadas</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>&amp;Desactivada</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Rápida</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Lenta</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Jugada</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>Velocidad de &amp;animación</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Configuración</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Go to the start</source>
        <translation>Ir al principio</translation>
    </message>
    <message>
        <source>One move back</source>
        <translation>Una jugada atrás</translation>
    </message>
    <message>
        <source>One move forward</source>
        <translation>Una jugada adelante</translation>
    </message>
    <message>
        <source>Go to the last move</source>
        <translation>Ir a la última jugada</translation>
    </message>
    <message>
        <source>%1 cannot move and passes.</source>
        <translation>%1 no puede mover y pasa.</translation>
    </message>
    <message>
        <source>depth %1, %2</source>
        <translation>profundidad %1, %2</translation>
    </message>
    <message>
        <source>Game over: %1, %2–%3. %4</source>
        <translation>Fin de la partida: %1, %2–%3. %4</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 está pensando…</translation>
    </message>
    <message>
        <source>%1 is thinking… (%2)</source>
        <translation>%1 está pensando… (%2)</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Buscando una pista…</translation>
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
        <translation>¿Empezar una partida nueva?</translation>
    </message>
    <message>
        <source>The board or the rules have changed. Start a new game with them now? Otherwise they apply from the next new game.</source>
        <translation>El tablero o las reglas han cambiado. ¿Empezar ahora una partida nueva con ellos? Si no, se aplicarán a partir de la próxima partida.</translation>
    </message>
    <message>
        <source>About Ataxx</source>
        <translation>Acerca de Ataxx</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Ataxx %1&lt;/h3&gt;&lt;p&gt;Ataxx and Hexxagon on square and hexagonal boards, with blocked cells, against a person or the computer at five levels.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ataxx %1&lt;/h3&gt;&lt;p&gt;Ataxx y Hexxagon en tableros cuadrados y hexagonales, con casillas bloqueadas, contra una persona o el ordenador en cinco niveles.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>New game &amp;with…</source>
        <translation>Nueva partida &amp;con…</translation>
    </message>
    <message>
        <source>Choose the board, players and rules of a new game</source>
        <translation>Elegir el tablero, los jugadores y las reglas de una partida nueva</translation>
    </message>
    <message>
        <source>Paused at move %1, %2 to play. Resume (P) or Step (N) to go on.</source>
        <translation>En pausa en la jugada %1, le toca a %2. Reanuda (P) o avanza un paso (N) para seguir.</translation>
    </message>
    <message>
        <source>Move %1, %2 to play; the game goes on to move %3. Play a move to go on from here.</source>
        <translation>Jugada %1, le toca a %2; la partida sigue hasta la jugada %3. Haz una jugada para seguir desde aquí.</translation>
    </message>
    <message>
        <source>Move %1. Your move (%2).</source>
        <translation>Jugada %1. Te toca (%2).</translation>
    </message>
    <message>
        <source>Move %1, %2 to play.</source>
        <translation>Jugada %1, le toca a %2.</translation>
    </message>
    <message>
        <source>Hint: %1, the analysis&apos;s best move.</source>
        <translation>Pista: %1, la mejor jugada del análisis.</translation>
    </message>
    <message>
        <source>Hint: %1, what Hard would play.</source>
        <translation>Pista: %1, lo que jugaría «Difícil».</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>A person at this computer</source>
        <translation>Una persona en este ordenador</translation>
    </message>
    <message>
        <source>Who plays %1?</source>
        <translation>¿Quién juega con %1?</translation>
    </message>
    <message>
        <source>%1 cannot play this board (%2). Who plays %3 instead?</source>
        <translation>%1 no puede jugar este tablero (%2). ¿Quién juega con %3 en su lugar?</translation>
    </message>
    <message>
        <source>The game was not started: %1 cannot play this board (%2).</source>
        <translation>La partida no empezó: %1 no puede jugar este tablero (%2).</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins in %n move(s)</source>
        <translation>
            <numerusform>%1 gana en %n jugada</numerusform>
            <numerusform>%1 gana en %n jugadas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 para %2</translation>
    </message>
    <message>
        <source>Show &amp;where a piece can move</source>
        <translation>Mostrar &amp;adónde puede ir una ficha</translation>
    </message>
    <message>
        <source>Solve puzzles made from your mistakes in reviewed games</source>
        <translation>Resolver problemas hechos con tus errores en partidas revisadas</translation>
    </message>
    <message>
        <source>P&amp;uzzles…</source>
        <translation>Pro&amp;blemas…</translation>
    </message>
    <message>
        <source>The window&apos;s size and panels are as new: the last start stopped while it restored them.</source>
        <translation>El tamaño y los paneles de la ventana están como nuevos: el último inicio se detuvo al restaurarlos.</translation>
    </message>
    <message>
        <source>%1 waits while you answer.</source>
        <translation>%1 espera a que usted responda.</translation>
    </message>
    <message>
        <source>&amp;Games…</source>
        <translation>&amp;Partidas…</translation>
    </message>
    <message>
        <source>Your games: find, open, review and export them (Ctrl+L)</source>
        <translation>Sus partidas: buscarlas, abrirlas, revisarlas y exportarlas (Ctrl+L)</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>The game could not be read from your games library: %1</source>
        <translation>No se pudo leer la partida de su biblioteca de partidas: %1</translation>
    </message>
    <message>
        <source>Last move: %1</source>
        <translation>Última jugada: %1</translation>
    </message>
    <message>
        <source>Better: %1.</source>
        <translation>Mejor: %1.</translation>
    </message>
    <message>
        <source>&amp;Even game</source>
        <translation>Partida &amp;igualada</translation>
    </message>
    <message>
        <source>A new game against the computer at your strength, from your rating</source>
        <translation>Una partida nueva contra el ordenador a tu nivel, según tu puntuación</translation>
    </message>
    <message>
        <source>Not rated: you had help.</source>
        <translation>No puntúa: has tenido ayuda.</translation>
    </message>
    <message>
        <source>Make puzzles</source>
        <translation>Hacer problemas</translation>
    </message>
    <message>
        <source>The game&apos;s file does not say who played which side. Whose mistakes become puzzles?</source>
        <translation>El archivo de la partida no dice quién jugó con cada bando. ¿De quién son los errores que se vuelven problemas?</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Ambos</translation>
    </message>
    <message>
        <source>Neither</source>
        <translation>Ninguno</translation>
    </message>
    <message>
        <source>The review of a game could not be kept in your games library: %1</source>
        <translation>La revisión de una partida no se pudo guardar en tu biblioteca de partidas: %1</translation>
    </message>
    <message>
        <source>Move %1, %2 to play: the computer&apos;s move, so the board takes no click here. Go to one of your moves to play on from there.</source>
        <translation>Jugada %1, le toca a %2: es la jugada del ordenador, así que el tablero no admite clics aquí. Ve a una de tus jugadas para seguir desde allí.</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Manual</translation>
    </message>
    <message>
        <source>The game goes on from its last move by its players&apos; moves only: try the line from an earlier move.</source>
        <translation>La partida sigue desde su última jugada solo con las jugadas de sus jugadores: prueba la línea desde una jugada anterior.</translation>
    </message>
    <message>
        <source>The line is kept as a variation.</source>
        <translation>La línea se ha guardado como variante.</translation>
    </message>
    <message>
        <source>Explorer</source>
        <translation>Explorador</translation>
    </message>
    <message>
        <source>&amp;Explorer</source>
        <translation>&amp;Explorador</translation>
    </message>
    <message>
        <source>The moves your games played from the position on the board</source>
        <translation>Las jugadas que se hicieron en tus partidas desde la posición del tablero</translation>
    </message>
    <message>
        <source>&amp;Analysis board</source>
        <translation>Tablero de &amp;análisis</translation>
    </message>
    <message>
        <source>Explore the game on the board freely: both sides, variations, the engine&apos;s lines</source>
        <translation>Explorar libremente la partida del tablero: ambos bandos, variantes, las líneas del motor</translation>
    </message>
    <message>
        <source>Set &amp;up position…</source>
        <translation>&amp;Configurar posición…</translation>
    </message>
    <message>
        <source>Save to games &amp;library</source>
        <translation>Guardar en la &amp;biblioteca de partidas</translation>
    </message>
    <message>
        <source>Anal&amp;ysis board</source>
        <translation>&amp;Tablero de análisis</translation>
    </message>
    <message>
        <source>Variation, depth %1.</source>
        <translation>Variante, nivel %1.</translation>
    </message>
    <message>
        <source>Main line.</source>
        <translation>Línea principal.</translation>
    </message>
    <message>
        <source>Analysis board — %1</source>
        <translation>Tablero de análisis — %1</translation>
    </message>
    <message>
        <source>Move %1, %2 to play, in a variation (depth %3): you move both sides, and the game itself stays as it is.</source>
        <translation>Jugada %1, juega %2, en una variante (nivel %3): mueves los dos bandos y la partida queda como está.</translation>
    </message>
    <message>
        <source>Move %1, %2 to play; the game ended with move %3. A move played here is tried out as a variation.</source>
        <translation>Jugada %1, juega %2; la partida terminó con la jugada %3. Una jugada aquí se prueba como variante.</translation>
    </message>
</context>
<context>
    <name>ataxx::ManualDialog</name>
    <message>
        <source>Manual</source>
        <translation>Manual</translation>
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
        <translation>Convertir en línea principal</translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation>Subir la variante</translation>
    </message>
    <message>
        <source>Delete variation</source>
        <translation>Eliminar la variante</translation>
    </message>
    <message>
        <source>Delete from here</source>
        <translation>Eliminar desde aquí</translation>
    </message>
    <message>
        <source>Copy line as PGN</source>
        <translation>Copiar la línea como PGN</translation>
    </message>
</context>
<context>
    <name>ataxx::OpeningExplorer</name>
    <message>
        <source>All games</source>
        <translation>Todas las partidas</translation>
    </message>
    <message>
        <source>My games</source>
        <translation>Mis partidas</translation>
    </message>
    <message>
        <source>Games counted</source>
        <translation>Partidas contadas</translation>
    </message>
    <message>
        <source>Count every game of your library, or only the games you played</source>
        <translation>Contar todas las partidas de tu biblioteca o solo las que jugaste</translation>
    </message>
    <message>
        <source>Moves played here</source>
        <translation>Jugadas hechas aquí</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>W / D / L</source>
        <translation>G / T / P</translation>
    </message>
    <message>
        <source>How the games with this move scored for the side to move: a win counts 1, a draw ½</source>
        <translation>Cómo puntuaron las partidas con esta jugada para el bando al que le toca: una victoria cuenta 1, un empate ½</translation>
    </message>
    <message>
        <source>The games won, drawn and lost by the side to move after this move</source>
        <translation>Las partidas ganadas, empatadas y perdidas por el bando al que le toca tras esta jugada</translation>
    </message>
    <message>
        <source>Games read into the explorer</source>
        <translation>Partidas cargadas en el explorador</translation>
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
        <translation>Jugar %1</translation>
    </message>
    <message>
        <source>Reading your games into the explorer: %1 of %2. Until then it counts only the games read so far.</source>
        <translation>Cargando tus partidas en el explorador: %1 de %2. Hasta entonces solo cuenta las partidas cargadas hasta ahora.</translation>
    </message>
    <message>
        <source>Your games library cannot be read.</source>
        <translation>No se puede leer tu biblioteca de partidas.</translation>
    </message>
    <message>
        <source>None of the games you played reached this position.</source>
        <translation>Ninguna de las partidas que jugaste llegó a esta posición.</translation>
    </message>
    <message>
        <source>No game in your library reached this position.</source>
        <translation>Ninguna partida de tu biblioteca llegó a esta posición.</translation>
    </message>
    <message>
        <source>Games you played that went on from here: %1.</source>
        <translation>Partidas que jugaste y que siguieron desde aquí: %1.</translation>
    </message>
    <message>
        <source>Games of your library that went on from here: %1.</source>
        <translation>Partidas de tu biblioteca que siguieron desde aquí: %1.</translation>
    </message>
    <message>
        <source>Not all your games could be read into the explorer; it tries again at the next start.</source>
        <translation>No se pudieron cargar todas tus partidas en el explorador; lo volverá a intentar en el próximo inicio.</translation>
    </message>
</context>
<context>
    <name>ataxx::PgnImporter</name>
    <message>
        <source>An import is running.</source>
        <translation>Ya hay una importación en curso.</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>No se pudo leer %1: %2</translation>
    </message>
    <message>
        <source>%1 is too big to be a game file.</source>
        <translation>%1 es demasiado grande para ser un archivo de partida.</translation>
    </message>
    <message>
        <source>Game %1 (line %2)</source>
        <translation>Partida %1 (línea %2)</translation>
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
        <translation>%1: no tiene jugadas.</translation>
    </message>
    <message numerus="yes">
        <source>Stopped: %n game(s) of %1 imported.</source>
        <translation>
            <numerusform>Detenido: %n partida de %1 importada.</numerusform>
            <numerusform>Detenido: %n partidas de %1 importadas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of %1 imported.</source>
        <translation>
            <numerusform>%n partida de %1 importada.</numerusform>
            <numerusform>%n partidas de %1 importadas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) were in the library already.</source>
        <translation>
            <numerusform>%n partida ya estaba en la biblioteca.</numerusform>
            <numerusform>%n partidas ya estaban en la biblioteca.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) could not be read and were skipped.</source>
        <translation>
            <numerusform>%n partida no se pudo leer y se omitió.</numerusform>
            <numerusform>%n partidas no se pudieron leer y se omitieron.</numerusform>
        </translation>
    </message>
    <message>
        <source>The library could not be written: %1</source>
        <translation>No se pudo escribir en la biblioteca: %1</translation>
    </message>
</context>
<context>
    <name>ataxx::PlayerComboBox</name>
    <message>
        <source>Human</source>
        <translation>Humano</translation>
    </message>
    <message>
        <source>%1 (cannot play this board)</source>
        <translation>%1 (no puede jugar en este tablero)</translation>
    </message>
    <message>
        <source>The computer at your strength, from your rating on this kind of board</source>
        <translation>El ordenador a tu nivel, según tu puntuación en este tipo de tablero</translation>
    </message>
</context>
<context>
    <name>ataxx::PlayerPanel</name>
    <message numerus="yes">
        <source>%n piece(s) on the board</source>
        <translation>
            <numerusform>%n ficha en el tablero</numerusform>
            <numerusform>%n fichas en el tablero</numerusform>
        </translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Pensando…</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>Le toca</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pausa</translation>
    </message>
    <message>
        <source>Held while you answer</source>
        <translation>Espera su respuesta</translation>
    </message>
</context>
<context>
    <name>ataxx::PositionEditor</name>
    <message>
        <source>&amp;Clear</source>
        <translation>&amp;Vaciar</translation>
    </message>
    <message>
        <source>Takes every piece off the board.</source>
        <translation>Quita todas las fichas del tablero.</translation>
    </message>
    <message>
        <source>&amp;Start position</source>
        <translation>Posición &amp;inicial</translation>
    </message>
    <message>
        <source>Puts the pieces where a game on this board starts.</source>
        <translation>Coloca las fichas donde empieza una partida en este tablero.</translation>
    </message>
    <message>
        <source>Position being set up</source>
        <translation>Posición que se está configurando</translation>
    </message>
    <message>
        <source>Arrow keys move between the cells. B puts a Black piece, W a White one, Delete empties the cell; Enter or Space uses the tool chosen.</source>
        <translation>Las flechas van de casilla en casilla. B pone una ficha negra, W una blanca, Supr vacía la casilla; Intro o Espacio usa la herramienta elegida.</translation>
    </message>
    <message>
        <source>Click or drag to put the chosen tool on the cells; the right button empties them.</source>
        <translation>Haz clic o arrastra para aplicar la herramienta elegida a las casillas; el botón derecho las vacía.</translation>
    </message>
    <message>
        <source>Put on the board</source>
        <translation>Poner en el tablero</translation>
    </message>
    <message>
        <source>&amp;Black piece</source>
        <translation>Ficha &amp;negra</translation>
    </message>
    <message>
        <source>&amp;White piece</source>
        <translation>Ficha &amp;blanca</translation>
    </message>
    <message>
        <source>&amp;Empty (remove)</source>
        <translation>Vacía (&amp;quitar)</translation>
    </message>
    <message>
        <source>Each change is repeated on the mirrored or turned cells. A piece carried to the other half of the board goes to the other side.</source>
        <translation>Cada cambio se repite en las casillas reflejadas o giradas. Una ficha llevada a la otra mitad del tablero cambia de bando.</translation>
    </message>
    <message>
        <source>S&amp;ymmetry:</source>
        <translation>Si&amp;metría:</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>Bando que mueve</translation>
    </message>
    <message>
        <source>Blac&amp;k</source>
        <translation>Ne&amp;gro</translation>
    </message>
    <message>
        <source>W&amp;hite</source>
        <translation>B&amp;lanco</translation>
    </message>
    <message>
        <source>%1 is blocked: no piece can stand there.</source>
        <translation>%1 está bloqueada: ninguna ficha puede estar allí.</translation>
    </message>
    <message>
        <source>%1 cannot move here, and passes.</source>
        <translation>%1 no puede mover aquí y pasa.</translation>
    </message>
    <message>
        <source>%1 to move. Pieces: %2 %3, %4 %5.</source>
        <translation>Le toca a %1. Fichas: %2 %3, %4 %5.</translation>
    </message>
</context>
<context>
    <name>ataxx::PositionEditorDialog</name>
    <message>
        <source>Set up position</source>
        <translation>Configurar posición</translation>
    </message>
    <message>
        <source>The position as a position string (FEN). Type or paste one to set up the board.</source>
        <translation>La posición como cadena de posición (FEN). Escribe o pega una para configurar el tablero.</translation>
    </message>
    <message>
        <source>&amp;FEN:</source>
        <translation>&amp;FEN:</translation>
    </message>
    <message>
        <source>The FEN cannot be read: %1</source>
        <translation>No se puede leer la FEN: %1</translation>
    </message>
</context>
<context>
    <name>ataxx::PuzzleCollector</name>
    <message>
        <source>Puzzles</source>
        <translation>Problemas</translation>
    </message>
    <message>
        <source>Your mistakes could not be kept as puzzles in %1: %2</source>
        <translation>Tus errores no se pudieron guardar como problemas en %1: %2</translation>
    </message>
    <message>
        <source>Some lines of %1 could not be read; they are kept as they are:
%2</source>
        <translation>Algunas líneas de %1 no se pudieron leer; se conservan tal como están:
%2</translation>
    </message>
</context>
<context>
    <name>ataxx::PuzzleStore</name>
    <message>
        <source>The file is larger than %1 MB.</source>
        <translation>El archivo ocupa más de %1 MB.</translation>
    </message>
</context>
<context>
    <name>ataxx::PuzzlesWindow</name>
    <message>
        <source>Hexagon, side %1</source>
        <translation>Hexágono, lado %1</translation>
    </message>
    <message>
        <source>%1×%2</source>
        <translation>%1×%2</translation>
    </message>
    <message>
        <source>%1, blocked cells</source>
        <translation>%1, casillas bloqueadas</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Problemas</translation>
    </message>
    <message>
        <source>&amp;Puzzles</source>
        <translation>&amp;Problemas</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Estadísticas</translation>
    </message>
    <message numerus="yes">
        <source>%n new puzzle(s) made from the game file.</source>
        <translation>
            <numerusform>%n problema nuevo hecho con el archivo de partidas.</numerusform>
            <numerusform>%n problemas nuevos hechos con el archivo de partidas.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Reintentar</translation>
    </message>
    <message>
        <source>Try this puzzle again</source>
        <translation>Intentar de nuevo este problema</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>Pis&amp;ta</translation>
    </message>
    <message>
        <source>Show the piece to move, or the cell to clone to</source>
        <translation>Mostrar la pieza que se mueve, o la casilla donde clonar</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Siguiente</translation>
    </message>
    <message>
        <source>Go on to the next puzzle</source>
        <translation>Pasar al siguiente problema</translation>
    </message>
    <message>
        <source>&amp;Make puzzles from a game file…</source>
        <translation>&amp;Hacer problemas con un archivo de partidas…</translation>
    </message>
    <message>
        <source>Review the games of a file and keep the mistakes of the sides you choose as puzzles</source>
        <translation>Revisar las partidas de un archivo y guardar como problemas los errores de los bandos elegidos</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Resueltos</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fallados</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Día</translation>
    </message>
    <message>
        <source>By board</source>
        <translation>Por tablero</translation>
    </message>
    <message>
        <source>By day</source>
        <translation>Por día</translation>
    </message>
    <message>
        <source>Your puzzles could not be read from %1: %2</source>
        <translation>Tus problemas no se pudieron leer de %1: %2</translation>
    </message>
    <message>
        <source>%1 to play: find a better move than the one you played.</source>
        <translation>Juegan %1: encuentra una jugada mejor que la que hiciste.</translation>
    </message>
    <message>
        <source>From: %1</source>
        <translation>De: %1</translation>
    </message>
    <message>
        <source>You have no puzzles yet.

Puzzles are made from your own mistakes: play a game, then choose Review game in the Computer menu. Each of your mistakes and blunders becomes a puzzle here, the position before it, where you find a better move.

You can also make puzzles from the games of a file.</source>
        <translation>Aún no tienes problemas.

Los problemas se hacen con tus propios errores: juega una partida y elige «Revisar la partida» en el menú Ordenador. Cada uno de tus errores y fallos graves se convierte aquí en un problema, la posición anterior, donde buscas una jugada mejor.

También puedes hacer problemas con las partidas de un archivo.</translation>
    </message>
    <message>
        <source>That was every puzzle due today: %1 solved, %2 failed.</source>
        <translation>Esos eran todos los problemas de hoy: %1 resueltos, %2 fallados.</translation>
    </message>
    <message>
        <source>No puzzle is due today.</source>
        <translation>Hoy no toca ningún problema.</translation>
    </message>
    <message numerus="yes">
        <source>You have %n puzzle(s); the next is due on %1.</source>
        <translation>
            <numerusform>Tienes %n problema; el siguiente toca el %1.</numerusform>
            <numerusform>Tienes %n problemas; el siguiente toca el %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Puzzle %1 of %2 due today</source>
        <translation>Problema %1 de %2 de hoy</translation>
    </message>
    <message>
        <source>Right: %1 is a good move here.</source>
        <translation>Correcto: %1 es una buena jugada aquí.</translation>
    </message>
    <message>
        <source>In the game you played %1, which threw away the result.</source>
        <translation>En la partida jugaste %1, que echó a perder el resultado.</translation>
    </message>
    <message>
        <source>In the game you played %1, which lost %2 pieces against the best move, %3.</source>
        <translation>En la partida jugaste %1, que perdió %2 piezas frente a la mejor jugada, %3.</translation>
    </message>
    <message>
        <source>Also good: %1.</source>
        <translation>También buenas: %1.</translation>
    </message>
    <message>
        <source>Good moves: %1.</source>
        <translation>Buenas jugadas: %1.</translation>
    </message>
    <message>
        <source>Your answer could not be kept in %1: %2</source>
        <translation>Tu respuesta no se pudo guardar en %1: %2</translation>
    </message>
    <message>
        <source>Try again.</source>
        <translation>Inténtalo de nuevo.</translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s), %1 due today, %2 never tried.</source>
        <translation>
            <numerusform>%n problema, %1 para hoy, %2 nunca intentados.</numerusform>
            <numerusform>%n problemas, %1 para hoy, %2 nunca intentados.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n try(s): %1 solved, %2 failed.</source>
        <translation>
            <numerusform>%n intento: %1 resueltos, %2 fallados.</numerusform>
            <numerusform>%n intentos: %1 resueltos, %2 fallados.</numerusform>
        </translation>
    </message>
    <message>
        <source>Make puzzles from a game file</source>
        <translation>Hacer problemas con un archivo de partidas</translation>
    </message>
    <message>
        <source>Game files (*.pgn);;All files (*)</source>
        <translation>Archivos de partidas (*.pgn);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>No se pudo leer %1: %2</translation>
    </message>
    <message>
        <source>%1 is too large for a game file.</source>
        <translation>%1 es demasiado grande para un archivo de partidas.</translation>
    </message>
    <message>
        <source>%1 is not a game file we can read: %2</source>
        <translation>%1 no es un archivo de partidas legible: %2</translation>
    </message>
    <message>
        <source>Make puzzles</source>
        <translation>Hacer problemas</translation>
    </message>
    <message>
        <source>Whose mistakes become puzzles?</source>
        <translation>¿De quién son los errores que se vuelven problemas?</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Ambos</translation>
    </message>
    <message>
        <source>The file holds no game with moves.</source>
        <translation>El archivo no tiene ninguna partida con jugadas.</translation>
    </message>
    <message>
        <source>Wrong: %1 is not good enough. The best move is %2.</source>
        <translation>Incorrecto: %1 no es suficiente. La mejor jugada es %2.</translation>
    </message>
    <message>
        <source>The best line, played on the board: %1.</source>
        <translation>La mejor línea, jugada en el tablero: %1.</translation>
    </message>
    <message>
        <source>The best line: %1.</source>
        <translation>La mejor línea: %1.</translation>
    </message>
    <message>
        <source>It is played on the board.</source>
        <translation>Se juega en el tablero.</translation>
    </message>
    <message numerus="yes">
        <source>Stopped: %n new puzzle(s) made from the games reviewed.</source>
        <translation>
            <numerusform>Detenido: %n problema nuevo de las partidas revisadas.</numerusform>
            <numerusform>Detenido: %n problemas nuevos de las partidas revisadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reviewing game %1 of %2 of the file…</source>
        <translation>Revisando la partida %1 de %2 del archivo…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Stop reviewing the file; the games reviewed keep their puzzles</source>
        <translation>Dejar de revisar el archivo; las partidas revisadas conservan sus problemas</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Deteniendo…</translation>
    </message>
    <message>
        <source>Your answer %1 throws away the result.</source>
        <translation>Con %1 echas a perder el resultado.</translation>
    </message>
    <message>
        <source>Your answer %1 loses %2 pieces against %3.</source>
        <translation>Con %1 pierdes %2 piezas frente a %3.</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Hint: the piece on %1 moves.</source>
        <translation>Pista: juega la ficha de %1.</translation>
    </message>
    <message>
        <source>Hint: a clone to %1.</source>
        <translation>Pista: un clon en %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n new puzzle(s) made from your games.</source>
        <translation>
            <numerusform>%n problema nuevo hecho con tus partidas.</numerusform>
            <numerusform>%n problemas nuevos hechos con tus partidas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Puzzles are being made from other games; try again once they are done.</source>
        <translation>Se están haciendo problemas con otras partidas; vuelve a intentarlo cuando terminen.</translation>
    </message>
    <message>
        <source>No game chosen has moves.</source>
        <translation>Ninguna de las partidas elegidas tiene jugadas.</translation>
    </message>
    <message>
        <source>Reviewing game %1 of %2…</source>
        <translation>Revisando la partida %1 de %2…</translation>
    </message>
    <message>
        <source>Reviewing game %1 of %2 of the file: move %3 of %4…</source>
        <translation>Revisando la partida %1 de %2 del archivo: jugada %3 de %4…</translation>
    </message>
    <message>
        <source>Reviewing game %1 of %2: move %3 of %4…</source>
        <translation>Revisando la partida %1 de %2: jugada %3 de %4…</translation>
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
        <translation>Tableros</translation>
    </message>
    <message>
        <source>&amp;Boards:</source>
        <translation>&amp;Tableros:</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Rating ± deviation</source>
        <translation>Puntuación ± desviación</translation>
    </message>
    <message>
        <source>Rated games</source>
        <translation>Partidas puntuadas</translation>
    </message>
    <message>
        <source>Rating history</source>
        <translation>Historia de la puntuación</translation>
    </message>
    <message>
        <source>Results by level and board</source>
        <translation>Resultados por nivel y tablero</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Rival</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganadas</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Tablas</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdidas</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>No rated games yet</source>
        <translation>Aún no hay partidas puntuadas</translation>
    </message>
    <message>
        <source>Your games against the computer at a level or in an even game (Game ▸ Even game) rate you here, on the computer&apos;s scale. A newcomer starts at %1.</source>
        <translation>Tus partidas contra el ordenador en un nivel o en una partida igualada (Partida ▸ Partida igualada) te puntúan aquí, en la escala del ordenador. Quien empieza parte de %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n rated game(s): %1 won, %2 drawn, %3 lost, a score of %4.</source>
        <translation>
            <numerusform>%n partida puntuada: %1 ganadas, %2 tablas, %3 perdidas, un %4 de los puntos.</numerusform>
            <numerusform>%n partidas puntuadas: %1 ganadas, %2 tablas, %3 perdidas, un %4 de los puntos.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ataxx::ReviewMode</name>
    <message>
        <source>Dubious</source>
        <translation>Dudosa</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Error</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Error grave</translation>
    </message>
    <message>
        <source>&amp;Review game</source>
        <translation>&amp;Revisar la partida</translation>
    </message>
    <message>
        <source>Our engine judges every move of the game and marks the dubious moves, mistakes and blunders (R)</source>
        <translation>Nuestro motor juzga cada jugada de la partida y marca las jugadas dudosas, los errores y los errores graves (R)</translation>
    </message>
    <message>
        <source>Reviewing move %1 of %2…</source>
        <translation>Revisando la jugada %1 de %2…</translation>
    </message>
    <message>
        <source>Review game</source>
        <translation>Revisar la partida</translation>
    </message>
    <message>
        <source>There is nothing to review yet: no move has been played.</source>
        <translation>Todavía no hay nada que revisar: no se ha jugado ninguna jugada.</translation>
    </message>
    <message>
        <source>The game changed during the review; review it again.</source>
        <translation>La partida cambió durante la revisión; vuelve a revisarla.</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revisar</translation>
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
        <translation>Revisión de la partida</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Precisión</translation>
    </message>
    <message>
        <source>Best moves</source>
        <translation>Mejores jugadas</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Each move was compared with our engine&apos;s best move at depth %1. A move&apos;s accuracy is 100% for the best move and falls with every piece it gives away (78% for one, 37% for four); a side&apos;s accuracy is the average over its moves that had a choice.</source>
        <translation>Cada jugada se comparó con la mejor jugada de nuestro motor a profundidad %1. La precisión de una jugada es del 100 % para la mejor jugada y baja con cada pieza que cede (78 % por una, 37 % por cuatro); la precisión de un bando es la media de sus jugadas en las que tenía elección.</translation>
    </message>
    <message>
        <source>No move was marked.</source>
        <translation>No se marcó ninguna jugada.</translation>
    </message>
    <message>
        <source>Marked moves:</source>
        <translation>Jugadas marcadas:</translation>
    </message>
</context>
<context>
    <name>ataxx::SettingsDialog</name>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>&amp;Tablero</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Jugadores</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <source>&amp;Appearance</source>
        <translation>&amp;Apariencia</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;Start the game</source>
        <translation>&amp;Empezar la partida</translation>
    </message>
    <message>
        <source>Black (moves first)</source>
        <translation>Negro (mueve primero)</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanco</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humano</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordenador</translation>
    </message>
    <message>
        <source>Chosen by the game</source>
        <translation>Elegido por el juego</translation>
    </message>
    <message>
        <source>Shown beside the board and written into saved games. Leave it empty for “You”, “Human” or the computer&apos;s level.</source>
        <translation>Se muestra junto al tablero y se escribe en las partidas guardadas. Déjalo vacío para «Tú», «Humano» o el nivel del ordenador.</translation>
    </message>
    <message>
        <source>&amp;Played by:</source>
        <translation>&amp;Jugado por:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>When the side to move cannot move</source>
        <translation>Cuando el bando al que le toca no puede mover</translation>
    </message>
    <message>
        <source>It passes, and the other side moves again</source>
        <translation>Pasa, y el otro bando vuelve a mover</translation>
    </message>
    <message>
        <source>The game ends, and the pieces are counted</source>
        <translation>La partida termina y se cuentan las fichas</translation>
    </message>
    <message>
        <source>The game ends, and the empty cells go to the other side</source>
        <translation>La partida termina y las casillas vacías son para el otro bando</translation>
    </message>
    <message>
        <source>Passing is the standard rule. Ending the game is the rule of GNOME&apos;s Ataxx, filling the board that of many versions for phones.</source>
        <translation>Pasar es la regla estándar. Terminar la partida es la regla del Ataxx de GNOME; llenar el tablero, la de muchas versiones para móviles.</translation>
    </message>
    <message>
        <source>Draw without clones</source>
        <translation>Empate sin clonar</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Nunca</translation>
    </message>
    <message>
        <source>A position that comes back a &amp;third time is a draw</source>
        <translation>Una posición que se repite por &amp;tercera vez es empate</translation>
    </message>
    <message>
        <source>The rules and the board apply from the next new game. The computer plays by the same rules.</source>
        <translation>Las reglas y el tablero se aplican a partir de la próxima partida. El ordenador juega con las mismas reglas.</translation>
    </message>
    <message>
        <source>&amp;Colours:</source>
        <translation>&amp;Colores:</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Desactivada</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>&amp;Animation:</source>
        <translation>&amp;Animación:</translation>
    </message>
    <message>
        <source>Show where a piece can &amp;move</source>
        <translation>Mostrar adónde puede &amp;ir una ficha</translation>
    </message>
    <message>
        <source>Show the &amp;last move</source>
        <translation>Mostrar la ú&amp;ltima jugada</translation>
    </message>
    <message>
        <source>Show the c&amp;oordinates around the board</source>
        <translation>Mostrar las c&amp;oordenadas alrededor del tablero</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>How long the computer waits before its move is shown, so that you can follow the game.</source>
        <translation>Cuánto espera el ordenador antes de mostrar su jugada, para que puedas seguir la partida.</translation>
    </message>
    <message>
        <source>&amp;Pause before the computer&apos;s move:</source>
        <translation>&amp;Pausa antes de la jugada del ordenador:</translation>
    </message>
    <message>
        <source>The system&apos;s language (%1)</source>
        <translation>Idioma del sistema (%1)</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>Ataxx speaks the new language the next time it starts. Your game is kept.</source>
        <translation>Ataxx hablará el nuevo idioma la próxima vez que se inicie. Tu partida se conserva.</translation>
    </message>
    <message>
        <source>How fast moves and captures are shown on the board.</source>
        <translation>La rapidez con que se muestran en el tablero las jugadas y las capturas.</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <source>Play &amp;sounds for moves, captures and the end</source>
        <translation>&amp;Sonidos para jugadas, capturas y el final</translation>
    </message>
    <message>
        <source>A clone, a jump, each captured piece, a cell that cannot be played and the end of a game each have a short sound.</source>
        <translation>Una clonación, un salto, cada ficha capturada, una casilla a la que no se puede jugar y el final de la partida tienen cada uno un sonido breve.</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Volumen:</translation>
    </message>
    <message>
        <source>After %1 moves by each player without a clone (standard)</source>
        <translation>Tras %1 jugadas de cada jugador sin clonar (estándar)</translation>
    </message>
    <message>
        <source>After this many moves by each player:</source>
        <translation>Tras este número de jugadas de cada jugador:</translation>
    </message>
    <message>
        <source>Jumps and passes count; a clone by either player starts the count again.</source>
        <translation>Cuentan los saltos y los pases; un clon de cualquiera de los dos jugadores reinicia la cuenta.</translation>
    </message>
    <message>
        <source>%1 (%2) does not play it</source>
        <translation>%1 (%2) no lo juega</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>%1 (cannot play this board)</source>
        <translation>%1 (no puede jugar este tablero)</translation>
    </message>
    <message>
        <source>Cannot start on this board: %1.</source>
        <translation>No se puede empezar en este tablero: %1.</translation>
    </message>
    <message>
        <source>A new game is played by the players chosen last, here or in the toolbar; Stop, watching the computers and opening a game change only the game on the board. A side is a person, the computer at a level or at your strength (even, from your rating), or an external engine that plays the board chosen (Computer ▸ External engines adds them).</source>
        <translation>Una partida nueva la juegan los últimos jugadores elegidos, aquí o en la barra de herramientas; Detener, ver jugar a los ordenadores y abrir una partida solo cambian la partida del tablero. Un bando es una persona, el ordenador en un nivel o a tu nivel de juego (igualado, según tu puntuación) o un motor externo que juegue el tablero elegido (Ordenador ▸ Motores externos los añade).</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Vista previa</translation>
    </message>
    <message>
        <source>The computer at your strength, from your rating on the board&apos;s kind: it follows your results, game after game</source>
        <translation>El ordenador a tu nivel, según tu puntuación en este tipo de tablero: sigue tus resultados, partida tras partida</translation>
    </message>
    <message>
        <source>Beside each level, its strength in Elo on boards like the one chosen, as measured by matches against the engine&apos;s strength scale</source>
        <translation>Junto a cada nivel, su fuerza en Elo en tableros como el elegido, medida en partidas contra la escala de fuerza del motor</translation>
    </message>
</context>
<context>
    <name>ataxx::TournamentDialog</name>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Standing</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>How it ended</source>
        <translation>Cómo terminó</translation>
    </message>
    <message>
        <source>%1 of %2 games</source>
        <translation>%1 de %2 partidas</translation>
    </message>
    <message>
        <source>Stopping after this move…</source>
        <translation>Se detendrá tras esta jugada…</translation>
    </message>
    <message>
        <source>Create the folder?</source>
        <translation>¿Crear la carpeta?</translation>
    </message>
    <message>
        <source>Choose a game file in a folder that exists, or none.</source>
        <translation>Elija un archivo de partidas en una carpeta que exista, o ninguno.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Iniciar</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <source>Save table…</source>
        <translation>Guardar tabla…</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <source>The tournament</source>
        <translation>El torneo</translation>
    </message>
    <message>
        <source>The game being played</source>
        <translation>La partida en juego</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Stopped after %1 of %2 games. Resume plays the rest.</source>
        <translation>Detenido tras %1 de %2 partidas. Reanudar juega el resto.</translation>
    </message>
    <message>
        <source>A tournament was stopped after %1 of %2 games. Resume plays the rest.</source>
        <translation>Un torneo se detuvo tras %1 de %2 partidas. Reanudar juega el resto.</translation>
    </message>
    <message>
        <source>Ataxx tournament %1</source>
        <translation>Torneo de Ataxx %1</translation>
    </message>
    <message>
        <source>The folder %1 for the tournament&apos;s game file does not exist. Create it?</source>
        <translation>La carpeta %1 del archivo de partidas del torneo no existe. ¿Crearla?</translation>
    </message>
    <message>
        <source>The tournament cannot start: %1</source>
        <translation>El torneo no puede empezar: %1</translation>
    </message>
    <message>
        <source>The tournament cannot go on: %1</source>
        <translation>El torneo no puede continuar: %1</translation>
    </message>
    <message>
        <source>Game %1 of %2 (round %3), on %4. Black: %5. White: %6.</source>
        <translation>Partida %1 de %2 (ronda %3), en %4. Negro: %5. Blanco: %6.</translation>
    </message>
    <message>
        <source>The tournament is over.</source>
        <translation>El torneo ha terminado.</translation>
    </message>
    <message>
        <source>%1 of %2 games played</source>
        <translation>%1 de %2 partidas jugadas</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>Save the table</source>
        <translation>Guardar la tabla</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>Archivos de texto (*.txt);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>The table is saved in %1.</source>
        <translation>La tabla está guardada en %1.</translation>
    </message>
</context>
<context>
    <name>ataxx::TournamentGameView</name>
    <message>
        <source>Game %1 was stopped before its end; Resume plays it again.</source>
        <translation>La partida %1 se detuvo antes de su final; Reanudar la juega de nuevo.</translation>
    </message>
    <message>
        <source>Game %1 was not finished.</source>
        <translation>La partida %1 no se terminó.</translation>
    </message>
    <message>
        <source>Game %1, being played: %2 (Black) against %3 (White)</source>
        <translation>Partida %1, en juego: %2 (Negro) contra %3 (Blanco)</translation>
    </message>
    <message>
        <source>%1 (%2): depth %3, %4, %5</source>
        <translation>%1 (%2): profundidad %3, %4, %5</translation>
    </message>
    <message>
        <source>Game %1, final position: %2–%3</source>
        <translation>Partida %1, posición final: %2–%3</translation>
    </message>
</context>
<context>
    <name>ataxx::TournamentPlanEditor</name>
    <message>
        <source>7×7, blocked layout %1</source>
        <translation>7×7, disposición bloqueada %1</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Subir</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>Everyone on this list plays; in a gauntlet, the first against the others</source>
        <translation>Juegan todos los de esta lista; en un gauntlet, el primero contra los demás</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Jugadores:</translation>
    </message>
    <message>
        <source>Round robin: everyone against everyone</source>
        <translation>Todos contra todos</translation>
    </message>
    <message>
        <source>Gauntlet: the first player against each of the others</source>
        <translation>Gauntlet: el primer jugador contra cada uno de los demás</translation>
    </message>
    <message>
        <source>Pairings:</source>
        <translation>Emparejamientos:</translation>
    </message>
    <message>
        <source>In every round each pairing plays two games from one opening, with colours swapped</source>
        <translation>En cada ronda cada emparejamiento juega dos partidas desde una misma apertura, con los colores cambiados</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Time per move:</source>
        <translation>Tiempo por jugada:</translation>
    </message>
    <message>
        <source>Rounds:</source>
        <translation>Rondas:</translation>
    </message>
    <message>
        <source>Balanced positions from the opening book</source>
        <translation>Posiciones equilibradas del libro de aperturas</translation>
    </message>
    <message>
        <source>The board&apos;s start with random moves</source>
        <translation>La posición inicial con jugadas al azar</translation>
    </message>
    <message>
        <source>Book positions are a few moves into the game and even for both sides; random moves can hand one side the game</source>
        <translation>Las posiciones del libro están a pocas jugadas del inicio y son parejas para ambos bandos; las jugadas al azar pueden regalar la partida a un bando</translation>
    </message>
    <message>
        <source> moves</source>
        <translation> jugadas</translation>
    </message>
    <message>
        <source>Random moves played from the start before the game begins, the same for both games of a pair</source>
        <translation>Jugadas al azar desde el inicio antes de empezar la partida, las mismas para las dos partidas de un par</translation>
    </message>
    <message>
        <source>Openings:</source>
        <translation>Aperturas:</translation>
    </message>
    <message>
        <source>Boards:</source>
        <translation>Tableros:</translation>
    </message>
    <message>
        <source>Game file:</source>
        <translation>Archivo de partidas:</translation>
    </message>
    <message>
        <source>%1 cannot play this board.</source>
        <translation>%1 no puede jugar en este tablero.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Add at least two players.</source>
        <translation>Añade al menos dos jugadores.</translation>
    </message>
    <message>
        <source>Choose at least one board.</source>
        <translation>Elige al menos un tablero.</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <source>1 game: %1.</source>
        <translation>1 partida: %1.</translation>
    </message>
    <message>
        <source>%1 games: %2.</source>
        <translation>%1 partidas: %2.</translation>
    </message>
    <message>
        <source>No game on %1: more rounds give every board its share.</source>
        <translation>Ninguna partida en %1: con más rondas cada tablero tiene su parte.</translation>
    </message>
    <message>
        <source>The tournament&apos;s game file</source>
        <translation>El archivo de partidas del torneo</translation>
    </message>
    <message>
        <source>Game files (*.pgn);;All files (*)</source>
        <translation>Archivos de partida (*.pgn);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>The player Add puts on the list</source>
        <translation>El jugador que «Añadir» pone en la lista</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondas</translation>
    </message>
    <message>
        <source>Random moves</source>
        <translation>Jugadas al azar</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Tableros</translation>
    </message>
    <message>
        <source>Game file</source>
        <translation>Archivo de partidas</translation>
    </message>
</context>
<context>
    <name>ataxx::TournamentRunner</name>
    <message>
        <source>A match is running already.</source>
        <translation>Ya hay un encuentro en marcha.</translation>
    </message>
    <message>
        <source>Choose at least one board.</source>
        <translation>Elige al menos un tablero.</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>%1 could not be written completely.</source>
        <translation>No se pudo escribir %1 por completo.</translation>
    </message>
    <message>
        <source>There is no stopped tournament to go on with.</source>
        <translation>No hay ningún torneo detenido que reanudar.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>No se puede leer %1: %2</translation>
    </message>
    <message>
        <source>%1 cannot be written: the games are not saved.</source>
        <translation>No se puede escribir %1: las partidas no se guardan.</translation>
    </message>
</context>
<context>
    <name>ataxx::TournamentStanding</name>
    <message>
        <source>No tournament yet.</source>
        <translation>Aún no hay torneo.</translation>
    </message>
    <message>
        <source>%1 players, no game played yet</source>
        <translation>%1 jugadores, aún ninguna partida jugada</translation>
    </message>
    <message>
        <source>%1 leads with %2 of %3 points</source>
        <translation>%1 va en cabeza con %2 de %3 puntos</translation>
    </message>
    <message>
        <source>%1: %2 won, %3 drawn, %4 lost against %5</source>
        <translation>%1: %2 ganadas, %3 empatadas, %4 perdidas contra %5</translation>
    </message>
    <message>
        <source>Score: – · Elo difference: –</source>
        <translation>Puntuación: – · diferencia Elo: –</translation>
    </message>
    <message>
        <source>Score: %1% · Elo difference: %2∞ until a game ends otherwise</source>
        <translation>Puntuación: %1 % · diferencia Elo: %2∞ hasta que una partida termine de otro modo</translation>
    </message>
    <message>
        <source>Score: %1% · Elo difference: %2</source>
        <translation>Puntuación: %1 % · Diferencia Elo: %2</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>Tabla cruzada</translation>
    </message>
</context>
<context>
    <name>ataxx::UaiProcess</name>
    <message>
        <source>killed by a signal</source>
        <translation>terminado por una señal</translation>
    </message>
    <message>
        <source>exit status %1</source>
        <translation>código de salida %1</translation>
    </message>
</context>
<context>
    <name>ataxx::WatchMode</name>
    <message>
        <source>proven</source>
        <translation>demostrado</translation>
    </message>
    <message>
        <source>done</source>
        <translation>terminado</translation>
    </message>
    <message>
        <source>Engine output</source>
        <translation>Salida del motor</translation>
    </message>
    <message>
        <source>Graph</source>
        <translation>Gráfica</translation>
    </message>
    <message>
        <source>S&amp;tart</source>
        <translation>&amp;Iniciar</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pausa</translation>
    </message>
    <message>
        <source>Hold the computers (P)</source>
        <translation>Poner en pausa los ordenadores (P)</translation>
    </message>
    <message>
        <source>St&amp;ep</source>
        <translation>Pa&amp;so</translation>
    </message>
    <message>
        <source>One move, then hold again (N)</source>
        <translation>Una jugada y de nuevo en pausa (N)</translation>
    </message>
    <message>
        <source>St&amp;op</source>
        <translation>&amp;Detener</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analizar</translation>
    </message>
    <message>
        <source>Our engine thinks about the position on the board until stopped (A)</source>
        <translation>Nuestro motor piensa en la posición del tablero hasta que se le detenga (A)</translation>
    </message>
    <message>
        <source>&amp;External engines…</source>
        <translation>Motores e&amp;xternos…</translation>
    </message>
    <message>
        <source>Add the UAI engines that can play</source>
        <translation>Añadir los motores UAI que pueden jugar</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Who plays %1</source>
        <translation>Quién juega con %1</translation>
    </message>
    <message>
        <source>Delay</source>
        <translation>Retardo</translation>
    </message>
    <message>
        <source>The pause after each computer move, on top of its animation</source>
        <translation>La pausa tras cada jugada del ordenador, además de su animación</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>&amp;Computer</source>
        <translation>&amp;Ordenador</translation>
    </message>
    <message>
        <source>Engine &amp;output</source>
        <translation>&amp;Salida del motor</translation>
    </message>
    <message>
        <source>&amp;Graph</source>
        <translation>&amp;Gráfica</translation>
    </message>
    <message>
        <source>From the last move</source>
        <translation>Desde la última jugada</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Where should the computers go on?</source>
        <translation>¿Desde dónde deben seguir los ordenadores?</translation>
    </message>
    <message>
        <source>The game is over here.</source>
        <translation>Aquí la partida ha terminado.</translation>
    </message>
    <message>
        <source>played %1</source>
        <translation>jugó %1</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reanudar</translation>
    </message>
    <message>
        <source>Let the computers go on (P)</source>
        <translation>Dejar que los ordenadores sigan (P)</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>detenido</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>End the computers&apos; play: people take their sides, the game stays as it is</source>
        <translation>Terminar el juego de los ordenadores: personas toman sus lados, la partida se queda como está</translation>
    </message>
    <message>
        <source>Computer play</source>
        <translation>Juego del ordenador</translation>
    </message>
    <message>
        <source>&amp;Tournament…</source>
        <translation>&amp;Torneo…</translation>
    </message>
    <message>
        <source>Games between two players or more: a match, a round robin or a gauntlet</source>
        <translation>Partidas entre dos o más jugadores: un encuentro, un todos contra todos o un gauntlet</translation>
    </message>
    <message>
        <source>The computers play on from the position on the board (with people on both sides, the computers you last watched take them) (P)</source>
        <translation>Los ordenadores siguen jugando desde la posición del tablero (si juegan personas en ambos bandos, los toman los últimos ordenadores que viste) (P)</translation>
    </message>
    <message>
        <source>Stopped: people play both sides; Start (P) lets the computers go on.</source>
        <translation>Detenido: personas juegan ambos bandos; Iniciar (P) deja seguir a los ordenadores.</translation>
    </message>
    <message>
        <source>waits while you answer</source>
        <translation>espera tu respuesta</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>pensando…</translation>
    </message>
    <message>
        <source>From the position on the board (the later moves stay as a variation)</source>
        <translation>Desde la posición del tablero (las jugadas posteriores se quedan como variante)</translation>
    </message>
</context>
<context>
    <name>ataxx::fen</name>
    <message>
        <source>the FEN is empty</source>
        <translation>la FEN está vacía</translation>
    </message>
    <message>
        <source>row %1 is empty</source>
        <translation>la fila %1 está vacía</translation>
    </message>
    <message>
        <source>the board has more than %1 rows</source>
        <translation>el tablero tiene más de %1 filas</translation>
    </message>
    <message>
        <source>number at column %1 is too large for a row</source>
        <translation>el número en la posición %1 es demasiado grande para una fila</translation>
    </message>
    <message>
        <source>unknown character %1 at column %2 (row %3)</source>
        <translation>carácter desconocido %1 en la posición %2 (fila %3)</translation>
    </message>
    <message>
        <source>row %1 has more than %2 cells</source>
        <translation>la fila %1 tiene más de %2 casillas</translation>
    </message>
    <message>
        <source>a hexagon of side %1 has %2 rows, not %3</source>
        <translation>un hexágono de lado %1 tiene %2 filas, no %3</translation>
    </message>
    <message>
        <source>row %1 has %2 cells where %3 were expected (a hexagon of side %4)</source>
        <translation>la fila %1 tiene %2 casillas donde se esperaban %3 (un hexágono de lado %4)</translation>
    </message>
    <message>
        <source>a hexagon must be %1 to %2 cells a side, not %3</source>
        <translation>un hexágono debe tener de %1 a %2 casillas de lado, no %3</translation>
    </message>
    <message>
        <source>row %1 has %2 cells where %3 were expected</source>
        <translation>la fila %1 tiene %2 casillas donde se esperaban %3</translation>
    </message>
    <message>
        <source>a rectangle must be %1 to %2 cells a side, not %3 x %4</source>
        <translation>un rectángulo debe tener de %1 a %2 casillas de lado, no %3 × %4</translation>
    </message>
    <message>
        <source>the side to move is missing after the rows</source>
        <translation>falta el bando que mueve después de las filas</translation>
    </message>
    <message>
        <source>the side to move must be x or o, not %1</source>
        <translation>el bando que mueve debe ser x u o, no %1</translation>
    </message>
    <message>
        <source>the halfmove clock must be a number from 0 to 1000000, not %1</source>
        <translation>el contador de medias jugadas debe ser un número de 0 a 1000000, no %1</translation>
    </message>
    <message>
        <source>the fullmove number must be a number from 1 to 1000000, not %1</source>
        <translation>el número de jugada debe ser un número de 1 a 1000000, no %1</translation>
    </message>
    <message>
        <source>unexpected %1 after the fullmove number</source>
        <translation>%1 inesperado después del número de jugada</translation>
    </message>
</context>
<context>
    <name>ataxx::notation</name>
    <message>
        <source>move %1 is not a legal move here: %2</source>
        <translation>la jugada %1 no es legal aquí: %2</translation>
    </message>
    <message>
        <source>the game is over: no move is legal</source>
        <translation>la partida ha terminado: ninguna jugada es legal</translation>
    </message>
    <message>
        <source>a pass is not legal here: %1 can move</source>
        <translation>pasar no es legal aquí: %1 puede mover</translation>
    </message>
    <message>
        <source>%1 is not a move (a cell like c3, two cells like a1c3, or 0000)</source>
        <translation>%1 no es una jugada (una casilla como c3, dos casillas como a1c3, o 0000)</translation>
    </message>
    <message>
        <source>%1 is not a cell of this %2 board</source>
        <translation>%1 no es una casilla de este tablero %2</translation>
    </message>
    <message>
        <source>%1 and %2 are %3 cells apart (1 or 2 allowed)</source>
        <translation>%1 y %2 están a %3 casillas de distancia (se permite 1 o 2)</translation>
    </message>
    <message>
        <source>%1 has no piece on %2</source>
        <translation>%1 no tiene ninguna ficha en %2</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partida ha terminado</translation>
    </message>
    <message>
        <source>%1 is blocked</source>
        <translation>%1 está bloqueada</translation>
    </message>
    <message>
        <source>%1 is not empty</source>
        <translation>%1 no está vacía</translation>
    </message>
    <message>
        <source>%1 has no piece next to %2</source>
        <translation>%1 no tiene ninguna ficha junto a %2</translation>
    </message>
    <message>
        <source>it is not %1&apos;s move</source>
        <translation>no le toca mover a %1</translation>
    </message>
</context>
<context>
    <name>ataxx::pgn</name>
    <message>
        <source>a &apos;)&apos; closes no variation</source>
        <translation>un &apos;)&apos; no cierra ninguna variante</translation>
    </message>
    <message>
        <source>the file holds no game</source>
        <translation>el archivo no contiene ninguna partida</translation>
    </message>
    <message>
        <source>game %1, line %2: %3</source>
        <translation>partida %1, línea %2: %3</translation>
    </message>
    <message>
        <source>the comment opened here is never closed</source>
        <translation>el comentario abierto aquí nunca se cierra</translation>
    </message>
    <message>
        <source>the variation opened here is never closed</source>
        <translation>la variante abierta aquí nunca se cierra</translation>
    </message>
    <message>
        <source>unexpected %1</source>
        <translation>inesperado: %1</translation>
    </message>
    <message>
        <source>a tag must look like [Name &quot;value&quot;]</source>
        <translation>una etiqueta debe tener la forma [Nombre &quot;valor&quot;]</translation>
    </message>
    <message>
        <source>move %1 comes after the end of the game</source>
        <translation>la jugada %1 viene después del final de la partida</translation>
    </message>
    <message>
        <source>[StuckRule %1] must be pass, end or fill</source>
        <translation>[StuckRule %1] debe ser pass, end o fill</translation>
    </message>
    <message>
        <source>[HalfmoveLimit %1] must be a number or none</source>
        <translation>[HalfmoveLimit %1] debe ser un número o none</translation>
    </message>
    <message>
        <source>[Repetition %1] must be threefold or off</source>
        <translation>[Repetition %1] debe ser threefold u off</translation>
    </message>
    <message>
        <source>[FEN %1]: %2</source>
        <translation>[FEN %1]: %2</translation>
    </message>
    <message>
        <source>a variation must follow a move</source>
        <translation>una variante debe seguir a una jugada</translation>
    </message>
    <message>
        <source>variations nested more than %1 deep</source>
        <translation>variantes anidadas a más de %1 niveles</translation>
    </message>
</context>
<context>
    <name>ataxx::setup</name>
    <message>
        <source>the game would already be over: %1</source>
        <translation>la partida ya habría terminado: %1</translation>
    </message>
    <message>
        <source>there are no pieces on the board</source>
        <translation>no hay fichas en el tablero</translation>
    </message>
    <message>
        <source>%1 has no pieces</source>
        <translation>%1 no tiene fichas</translation>
    </message>
    <message>
        <source>the board is full</source>
        <translation>el tablero está lleno</translation>
    </message>
    <message>
        <source>no piece can reach any of the empty cells (%1)</source>
        <translation>ninguna ficha puede alcanzar ninguna de las casillas vacías (%1)</translation>
    </message>
    <message>
        <source>the halfmove clock is %1, and the rules draw the game at %2</source>
        <translation>el contador de medias jugadas está en %1, y las reglas declaran empate al llegar a %2</translation>
    </message>
    <message>
        <source>%1 is to move and cannot move, which ends the game under the rules in force</source>
        <translation>le toca a %1 y no puede mover, lo que termina la partida con las reglas vigentes</translation>
    </message>
    <message>
        <source>the rules end the game here</source>
        <translation>las reglas terminan la partida aquí</translation>
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
        <translation>Ataxx y Hexxagon contra un amigo o el ordenador.</translation>
    </message>
    <message>
        <source>Start from this position.</source>
        <translation>Empezar desde esta posición.</translation>
    </message>
    <message>
        <source>Who plays Black (x): human, or a level from very-easy to very-hard.</source>
        <translation>Quién juega con Negro (x): human, o un nivel de very-easy a very-hard.</translation>
    </message>
    <message>
        <source>Who plays White (o), as for --black.</source>
        <translation>Quién juega con Blanco (o), como en --black.</translation>
    </message>
    <message>
        <source>Open the settings at once.</source>
        <translation>Abrir la configuración nada más empezar.</translation>
    </message>
    <message>
        <source>A game file (PGN) to open.</source>
        <translation>Un archivo de partida (PGN) para abrir.</translation>
    </message>
    <message>
        <source>unknown player: %1</source>
        <translation>jugador desconocido: %1</translation>
    </message>
    <message>
        <source>unknown board: %1</source>
        <translation>tablero desconocido: %1</translation>
    </message>
    <message>
        <source>bad FEN: %1</source>
        <translation>FEN incorrecta: %1</translation>
    </message>
    <message>
        <source>Start a game between two computers on the board of a new game.</source>
        <translation>Empezar una partida entre dos ordenadores en el tablero de una partida nueva.</translation>
    </message>
    <message>
        <source>Start a new game on a board, which new games keep: %1.</source>
        <translation>Empezar una partida nueva en un tablero, que las partidas nuevas conservan: %1.</translation>
    </message>
</context>
</TS>
