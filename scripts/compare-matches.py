#!/usr/bin/env python3
"""Two matches of one player against the same opponent on the same openings,
compared game by game: which of the two builds scored more, with its
standard error (the openings' share of the noise cancels out).

    scripts/compare-matches.py OLD.pgn NEW.pgn --player NAME

Games are paired by their start position (the FEN tag) and the colour NAME
played; a pair's difference is NEW's score less OLD's (1, 1/2 or 0 each).
Run both matches with the same --seed (and the same book), ideally at once
(`--concurrency 1` each), so that the machine's load falls on both alike.
"""

import argparse
import math
import re
import sys
from collections import defaultdict


def scores(path, player):
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except OSError as error:
        sys.exit(f"compare-matches: {path}: {error.strerror}")
    games = defaultdict(list)
    for chunk in re.split(r"\n(?=\[Event )", text):
        tags = dict(re.findall(r'\[(\w+) "([^"]*)"\]', chunk))
        black = tags.get("Black", "").startswith(player)
        white = tags.get("White", "").startswith(player)
        result = tags.get("Result", "*")
        if black == white or result not in ("1-0", "0-1", "1/2-1/2"):
            continue
        score = 0.5 if result == "1/2-1/2" else float((result == "1-0") == black)
        games[(tags.get("FEN", ""), black)].append(score)
    return games


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("old")
    parser.add_argument("new")
    parser.add_argument("--player", required=True, help="the start of the player's name")
    args = parser.parse_args()
    old, new = scores(args.old, args.player), scores(args.new, args.player)
    diffs = []
    for key, was in old.items():
        diffs += [b - a for a, b in zip(was, new.get(key, []))]
    if len(diffs) < 2:
        sys.exit("compare-matches: fewer than two games of the two files share an opening and colour")
    n = len(diffs)
    mean = sum(diffs) / n
    sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1))
    for name, games in (("old", old), ("new", new)):
        played = [s for key in games for s in games[key]]
        print(f"{name}: {len(played)} games, score {100 * sum(played) / len(played):.1f}%")
    print(f"paired: {n} games, new - old {mean:+.3f} +/- {sd / math.sqrt(n):.3f} a game"
          f" (standard error); the same result in {sum(1 for d in diffs if d == 0)}")


if __name__ == "__main__":
    main()
