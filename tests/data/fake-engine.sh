#!/bin/sh
# A misbehaving UAI engine for tests. $1 says how it misbehaves when asked to move:
#   illegal  answers a move that is not legal
#   crash    exits
#   hang     never answers
#   pass     always answers the pass
#   score    reports "info depth 5 score $2 $3" and clones from a7 (legal at the
#            start of 7x7), for scores out of range: "score mate 2000000000"
#   bare     reports its score as Zataxx does, without "cp" ("score 21 time 653"),
#            and clones from a7
#   options  declares a spin, a check, a combo and a string option, and writes
#            each setoption it is sent to its error output as "got <line>"
#   nohex    runs the engine given as $2, but dies as a panicking program does
#            (a few lines on its error output, exit status 101) when it is given
#            a hexagon: the rows of the board's FEN differ in width
mode=$1

# Whether a FEN's board has rows of different widths (a hexagon).
is_hexagon() {
    printf '%s\n' "$1" | awk -F/ '{
        for (i = 1; i <= NF; i++) {
            w = 0; s = $i
            while (length(s) > 0) {
                if (match(s, /^[0-9]+/)) { w += substr(s, 1, RLENGTH); s = substr(s, RLENGTH + 1) }
                else { w++; s = substr(s, 2) }
            }
            if (i == 1) first = w; else if (w != first) exit 0
        }
        exit 1
    }'
}

if [ "$mode" = nohex ]; then
    while read -r line; do
        case "$line" in
            "position fen "*)
                board=${line#position fen }
                board=${board%% *}
                if is_hexagon "$board"; then
                    echo "thread 'main' panicked at src/board.rs:81:30:" >&2
                    echo "index out of bounds: the len is 49 but the index is 242" >&2
                    echo "stack backtrace:" >&2
                    echo "note: Some details are omitted, run with RUST_BACKTRACE=full for a verbose backtrace." >&2
                    exit 101
                fi ;;
        esac
        printf '%s\n' "$line"
    done | "$2"
    exit 101
fi

while read -r line; do
    case "$line" in
        uai)
            echo "id name Fake $mode"
            if [ "$mode" = options ]; then
                echo "option name Hash type spin default 32 min 1 max 1024"
                echo "option name Ponder type check default false"
                echo "option name Style type combo default solid options solid wild random"
                echo "option name Book File type string default <empty>"
                echo "option name Clear Hash type button"
            fi
            echo "uaiok" ;;
        setoption*) echo "got $line" >&2 ;;
        isready) echo "readyok" ;;
        quit) exit 0 ;;
        go*)
            case "$mode" in
                illegal) echo "bestmove a1g7" ;;
                crash) exit 3 ;;
                hang) ;;
                pass) echo "bestmove 0000" ;;
                score) echo "info depth 5 score $2 $3 pv a6"; echo "bestmove a6" ;;
                bare)
                    echo "info depth 16 seldepth 19 score 21 time 653 nodes 1234567 nps 1890600 pv a6"
                    echo "bestmove a6" ;;
                options) echo "info depth 1 score cp 0 pv a6"; echo "bestmove a6" ;;
            esac ;;
    esac
done
