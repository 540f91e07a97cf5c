<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>BoardLayout</name>
    <message numerus="yes">
        <source>%n cell(s) can never be reached by any piece: %1.</source>
        <translation>
            <numerusform>%n cell can never be reached by any piece: %1.</numerusform>
            <numerusform>%n cells can never be reached by any piece: %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClickReason</name>
    <message numerus="yes">
        <source>%1 is %n cell(s) from %2: a piece moves one or two cells.</source>
        <translation>
            <numerusform>%1 is %n cell from %2: a piece moves one or two cells.</numerusform>
            <numerusform>%1 is %n cells from %2: a piece moves one or two cells.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExplanationText</name>
    <message numerus="yes">
        <source>%1 loses by force in %n move(s); %2 still wins.</source>
        <translation>
            <numerusform>%1 loses by force in %n move; %2 still wins.</numerusform>
            <numerusform>%1 loses by force in %n moves; %2 still wins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 loses by force in %n move(s); %2 keeps the game open.</source>
        <translation>
            <numerusform>%1 loses by force in %n move; %2 keeps the game open.</numerusform>
            <numerusform>%1 loses by force in %n moves; %2 keeps the game open.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 loses by force in %n move(s); %2 holds out longer.</source>
        <translation>
            <numerusform>%1 loses by force in %n move; %2 holds out longer.</numerusform>
            <numerusform>%1 loses by force in %n moves; %2 holds out longer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins by force in %n move(s); %2 lets the win slip.</source>
        <translation>
            <numerusform>%1 wins by force in %n move; %2 lets the win slip.</numerusform>
            <numerusform>%1 wins by force in %n moves; %2 lets the win slip.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The jump from %1 leaves a hole: %2&apos;s %3 lands in it and takes %n piece(s).</source>
        <translation>
            <numerusform>The jump from %1 leaves a hole: %2&apos;s %3 lands in it and takes %n piece.</numerusform>
            <numerusform>The jump from %1 leaves a hole: %2&apos;s %3 lands in it and takes %n pieces.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %1, %2&apos;s %3 takes %n piece(s) and %4 must pass.</source>
        <translation>
            <numerusform>After %1, %2&apos;s %3 takes %n piece and %4 must pass.</numerusform>
            <numerusform>After %1, %2&apos;s %3 takes %n pieces and %4 must pass.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s reply %2 takes %n piece(s).</source>
        <translation>
            <numerusform>%1&apos;s reply %2 takes %n piece.</numerusform>
            <numerusform>%1&apos;s reply %2 takes %n pieces.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %1, %2&apos;s %3 takes %n piece(s) and the jump leaves no hole.</source>
        <translation>
            <numerusform>After %1, %2&apos;s %3 takes %n piece and the jump leaves no hole.</numerusform>
            <numerusform>After %1, %2&apos;s %3 takes %n pieces and the jump leaves no hole.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %1, %2&apos;s %3 takes %n piece(s).</source>
        <translation>
            <numerusform>After %1, %2&apos;s %3 takes %n piece.</numerusform>
            <numerusform>After %1, %2&apos;s %3 takes %n pieces.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 leaves %4 open: %2&apos;s %3 takes %n piece(s) and the jump leaves no hole.</source>
        <translation>
            <numerusform>%1 leaves %4 open: %2&apos;s %3 takes %n piece and the jump leaves no hole.</numerusform>
            <numerusform>%1 leaves %4 open: %2&apos;s %3 takes %n pieces and the jump leaves no hole.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 leaves %4 open: %2&apos;s %3 takes %n piece(s).</source>
        <translation>
            <numerusform>%1 leaves %4 open: %2&apos;s %3 takes %n piece.</numerusform>
            <numerusform>%1 leaves %4 open: %2&apos;s %3 takes %n pieces.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 instead takes %n piece(s) and leaves no hole.</source>
        <translation>
            <numerusform>%1 instead takes %n piece and leaves no hole.</numerusform>
            <numerusform>%1 instead takes %n pieces and leaves no hole.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 instead takes %n piece(s), %2 none.</source>
        <translation>
            <numerusform>%1 instead takes %n piece, %2 none.</numerusform>
            <numerusform>%1 instead takes %n pieces, %2 none.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 instead takes %n piece(s), %2 only %3.</source>
        <translation>
            <numerusform>%1 instead takes %n piece, %2 only %3.</numerusform>
            <numerusform>%1 instead takes %n pieces, %2 only %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n move(s) each, %1 leaves %2 %3, %4 %5; %6 leaves %2 %7, %4 %8.</source>
        <translation>
            <numerusform>After %n move each, %1 leaves %2 %3, %4 %5; %6 leaves %2 %7, %4 %8.</numerusform>
            <numerusform>After %n moves each, %1 leaves %2 %3, %4 %5; %6 leaves %2 %7, %4 %8.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No capture in the next moves sets them apart; searching %n ply(-ies) ahead, the engine finds %1 better by %2 pieces.</source>
        <translation>
            <numerusform>No capture in the next moves sets them apart; searching %n ply ahead, the engine finds %1 better by %2 pieces.</numerusform>
            <numerusform>No capture in the next moves sets them apart; searching %n plies ahead, the engine finds %1 better by %2 pieces.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LibraryGame</name>
    <message numerus="yes">
        <source>%1, %n blocked cell(s)</source>
        <translation>
            <numerusform>%1, %n blocked cell</numerusform>
            <numerusform>%1, %n blocked cells</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MoveText</name>
    <message numerus="yes">
        <source>%1 jumps %2 to %3 and takes %n.</source>
        <translation>
            <numerusform>%1 jumps %2 to %3 and takes %n.</numerusform>
            <numerusform>%1 jumps %2 to %3 and takes %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 clones to %2 and takes %n.</source>
        <translation>
            <numerusform>%1 clones to %2 and takes %n.</numerusform>
            <numerusform>%1 clones to %2 and takes %n.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ataxx::EngineOutputPanel</name>
    <message numerus="yes">
        <source>%1 wins in %n move(s)</source>
        <translation>
            <numerusform>%1 wins in %n move</numerusform>
            <numerusform>%1 wins in %n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ataxx::EvalGraph</name>
    <message numerus="yes">
        <source>%1 wins in %n move(s)</source>
        <translation>
            <numerusform>%1 wins in %n move</numerusform>
            <numerusform>%1 wins in %n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ataxx::GameDocument</name>
    <message numerus="yes">
        <source>%1. %2 – %3, %4 (%n move(s))</source>
        <translation>
            <numerusform>%1. %2 – %3, %4 (%n move)</numerusform>
            <numerusform>%1. %2 – %3, %4 (%n moves)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ataxx::GamesModel</name>
    <message numerus="yes">
        <source>%n dubious move(s)</source>
        <translation>
            <numerusform>%n dubious move</numerusform>
            <numerusform>%n dubious moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n mistake</numerusform>
            <numerusform>%n mistakes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n blunder</numerusform>
            <numerusform>%n blunders</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ataxx::GamesWindow</name>
    <message numerus="yes">
        <source>Importing %1: %n game(s) read…</source>
        <translation>
            <numerusform>Importing %1: %n game read…</numerusform>
            <numerusform>Importing %1: %n games read…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s).</source>
        <translation>
            <numerusform>%n game.</numerusform>
            <numerusform>%n games.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n game(s) shown.</source>
        <translation>
            <numerusform>%1 of %n game shown.</numerusform>
            <numerusform>%1 of %n games shown.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) exported to %1.</source>
        <translation>
            <numerusform>%n game exported to %1.</numerusform>
            <numerusform>%n games exported to %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n game(s) from your library? This cannot be undone.</source>
        <translation>
            <numerusform>Delete %n game from your library? This cannot be undone.</numerusform>
            <numerusform>Delete %n games from your library? This cannot be undone.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>… and %n more.</numerusform>
            <numerusform>… and %n more.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ataxx::MainWindow</name>
    <message numerus="yes">
        <source>%1 wins in %n move(s)</source>
        <translation>
            <numerusform>%1 wins in %n move</numerusform>
            <numerusform>%1 wins in %n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ataxx::PgnImporter</name>
    <message numerus="yes">
        <source>Stopped: %n game(s) of %1 imported.</source>
        <translation>
            <numerusform>Stopped: %n game of %1 imported.</numerusform>
            <numerusform>Stopped: %n games of %1 imported.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of %1 imported.</source>
        <translation>
            <numerusform>%n game of %1 imported.</numerusform>
            <numerusform>%n games of %1 imported.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) were in the library already.</source>
        <translation>
            <numerusform>%n game was in the library already.</numerusform>
            <numerusform>%n games were in the library already.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) could not be read and were skipped.</source>
        <translation>
            <numerusform>%n game could not be read and was skipped.</numerusform>
            <numerusform>%n games could not be read and were skipped.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ataxx::PlayerPanel</name>
    <message numerus="yes">
        <source>%n piece(s) on the board</source>
        <translation>
            <numerusform>%n piece on the board</numerusform>
            <numerusform>%n pieces on the board</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ataxx::PuzzlesWindow</name>
    <message numerus="yes">
        <source>%n new puzzle(s) made from the game file.</source>
        <translation>
            <numerusform>%n new puzzle made from the game file.</numerusform>
            <numerusform>%n new puzzles made from the game file.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have %n puzzle(s); the next is due on %1.</source>
        <translation>
            <numerusform>You have %n puzzle; the next is due on %1.</numerusform>
            <numerusform>You have %n puzzles; the next is due on %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n puzzle(s), %1 due today, %2 never tried.</source>
        <translation>
            <numerusform>%n puzzle, %1 due today, %2 never tried.</numerusform>
            <numerusform>%n puzzles, %1 due today, %2 never tried.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n try(s): %1 solved, %2 failed.</source>
        <translation>
            <numerusform>%n try: %1 solved, %2 failed.</numerusform>
            <numerusform>%n tries: %1 solved, %2 failed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped: %n new puzzle(s) made from the games reviewed.</source>
        <translation>
            <numerusform>Stopped: %n new puzzle made from the games reviewed.</numerusform>
            <numerusform>Stopped: %n new puzzles made from the games reviewed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new puzzle(s) made from your games.</source>
        <translation>
            <numerusform>%n new puzzle made from your games.</numerusform>
            <numerusform>%n new puzzles made from your games.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ataxx::RatingView</name>
    <message numerus="yes">
        <source>%n rated game(s): %1 won, %2 drawn, %3 lost, a score of %4.</source>
        <translation>
            <numerusform>%n rated game: %1 won, %2 drawn, %3 lost, a score of %4.</numerusform>
            <numerusform>%n rated games: %1 won, %2 drawn, %3 lost, a score of %4.</numerusform>
        </translation>
    </message>
</context>
</TS>
