#!/bin/sh
# A misbehaving UAI engine for tests. $1 says how it misbehaves when asked to move:
#   illegal  answers a move that is not legal
#   crash    exits
#   hang     never answers
#   pass     always answers the pass
#   score    reports "info depth 5 score $2 $3" and clones from a7 (legal at the
#            start of 7x7), for scores out of range: "score mate 2000000000"
mode=$1
while read -r line; do
    case "$line" in
        uai) echo "id name Fake $mode"; echo "uaiok" ;;
        isready) echo "readyok" ;;
        quit) exit 0 ;;
        go*)
            case "$mode" in
                illegal) echo "bestmove a1g7" ;;
                crash) exit 3 ;;
                hang) ;;
                pass) echo "bestmove 0000" ;;
                score) echo "info depth 5 score $2 $3 pv a6"; echo "bestmove a6" ;;
            esac ;;
    esac
done
