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
    <name>ataxx::MainWindow</name>
    <message numerus="yes">
        <source>Playing a move here discards the %n move(s) after it. Play it?</source>
        <translation>
            <numerusform>Playing a move here discards the move after it. Play it?</numerusform>
            <numerusform>Playing a move here discards the %n moves after it. Play it?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1. %2 – %3, %4 (%n move(s))</source>
        <translation>
            <numerusform>%1. %2 – %3, %4 (%n move)</numerusform>
            <numerusform>%1. %2 – %3, %4 (%n moves)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins in %n move(s)</source>
        <translation>
            <numerusform>%1 wins in %n move</numerusform>
            <numerusform>%1 wins in %n moves</numerusform>
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
    <name>ataxx::WatchMode</name>
    <message numerus="yes">
        <source>The game goes on from move %1, the position on the board; the %n move(s) after it are dropped. Go on?</source>
        <translation>
            <numerusform>The game goes on from move %1, the position on the board; the move after it is dropped. Go on?</numerusform>
            <numerusform>The game goes on from move %1, the position on the board; the %n moves after it are dropped. Go on?</numerusform>
        </translation>
    </message>
</context>
</TS>
