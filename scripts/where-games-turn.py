#!/usr/bin/env python3
"""Where a match is won and lost, phase by phase, read from the engines' own
evaluations in the move comments that ataxx-match writes ({+0.38/12 0.07s}).

    scripts/where-games-turn.py GAMES.pgn --player NAME [--span 20]

NAME is the start of one player's name in the Black/White tags (e.g.
"Ataxx"); the other player is whoever faced it. For each move of one side,
the other side's evaluation before it (on its own move just before) and
after it (on its own move just after) says how the opponent judged that
move: a rise is ground the mover gave away in the judge's eyes. The mean
change is printed for spans of plies, both ways:

    NAME's moves, judged by the opponent: + means NAME lost ground
    the opponent's moves, judged by NAME: - means the opponent gained

When both say the same in a span, that span is where the games turn.
Then, span by span, each side's mean depth and time a move, from the same
comments: where one engine sees deeper in the same time.
Evaluations are in pawns (a piece is about one) and cut to +-3, so that a
won ending's large numbers do not drown the rest; mate scores count as +-3.
"""

import argparse
import re
import sys
from collections import defaultdict

CUT = 3.0


def evaluation(text):
    text = text.strip()
    try:
        value = float(text)
    except ValueError:
        # A mate or a won ending written as +M12 / -#5: the side it names.
        if not re.match(r"^[+-]?[M#]\d+$", text):
            return None
        value = -CUT if text.startswith("-") else CUT
    return max(-CUT, min(CUT, value))


def games_of(text):
    for chunk in re.split(r"\n(?=\[Event )", text):
        tags = dict(re.findall(r'\[(\w+) "([^"]*)"\]', chunk))
        if "Black" not in tags or "\n\n" not in chunk:
            continue
        body = re.sub(r"\s+", " ", chunk[chunk.index("\n\n"):])
        comments = re.findall(r"\{([^}/]*)/(\d+) ([\d.]+)s\}", body)
        yield tags, [(evaluation(e), int(d), float(t)) for e, d, t in comments]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("pgn")
    parser.add_argument("--player", required=True, help="the start of one player's name")
    parser.add_argument("--span", type=int, default=20, help="plies a row (20)")
    args = parser.parse_args()

    try:
        with open(args.pgn, encoding="utf-8") as f:
            text = f.read()
    except OSError as error:
        sys.exit(f"where-games-turn: {args.pgn}: {error.strerror}")

    # changes[judged_is_player][span] = the judge's changes of evaluation
    changes = {True: defaultdict(list), False: defaultdict(list)}
    # searches[is_player][span] = (depth, seconds) of each move
    searches = {True: defaultdict(list), False: defaultdict(list)}
    games = 0
    for tags, moves in games_of(text):
        black = tags["Black"].startswith(args.player)
        white = tags.get("White", "").startswith(args.player)
        if black == white:
            continue  # the player is on neither side, or on both
        games += 1
        fen = tags.get("FEN", "")
        black_first = len(fen.split()) < 2 or fen.split()[1] == "x"
        evals = [e for e, _, _ in moves]
        for ply, (_, depth, seconds) in enumerate(moves):
            mover_is_black = (ply % 2 == 0) == black_first
            searches[mover_is_black == black][ply // args.span].append((depth, seconds))
        for ply in range(1, len(evals) - 1):
            before, after = evals[ply - 1], evals[ply + 1]
            if before is None or after is None:
                continue
            mover_is_black = (ply % 2 == 0) == black_first
            changes[mover_is_black == black][ply // args.span].append(after - before)
    if games == 0:
        sys.exit(f"where-games-turn: no game of {args.pgn} has a player named {args.player}…")

    print(f"{games} games of {args.player}")
    for judged_is_player, title in (
        (True, f"{args.player}'s moves, judged by the opponent (+: {args.player} lost ground)"),
        (False, f"the opponent's moves, judged by {args.player} (-: the opponent gained)"),
    ):
        print(title)
        for span in sorted(changes[judged_is_player]):
            values = changes[judged_is_player][span]
            first = span * args.span
            print(f"  plies {first:3d}-{first + args.span - 1:3d}: {len(values):6d} moves,"
                  f" mean {sum(values) / len(values):+.3f}")
    print(f"depth and time a move (mean), {args.player} | the opponent")
    for span in sorted(searches[True]):
        first = span * args.span
        row = f"  plies {first:3d}-{first + args.span - 1:3d}:"
        for is_player in (True, False):
            values = searches[is_player].get(span, [])
            if values:
                depth = sum(d for d, _ in values) / len(values)
                ms = 1000 * sum(t for _, t in values) / len(values)
                row += f" depth {depth:5.1f} {ms:6.1f} ms" + (" |" if is_player else "")
        print(row)


if __name__ == "__main__":
    main()
