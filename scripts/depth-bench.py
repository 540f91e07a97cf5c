#!/usr/bin/env python3
"""Time to depth: how long UAI engines take to reach each depth on a fixed set
of positions, position by position.

    scripts/depth-bench.py make-set DATA.bin OUT.fen [--count 60]
                               [--pieces 16-36] [--fewest 5] [--score 2000]
        picks 7x7 positions from a file of TrainingRecords
        (ai/train/trainingdata.h), spread evenly through it: by default the
        middle game (16 to 36 pieces, each side 5 or more, no score of 20
        pieces or more); ai/bench/endgame-7x7.fen is --count 40 --pieces
        38-42 --fewest 8 --score 300 of ../shared/data/7x7-book8.bin;
    scripts/depth-bench.py run POSITIONS.fen --depth 12 ENGINE [ENGINE...]
        searches each position with each engine to that depth, from an empty
        table (uainewgame), one engine at a time, and prints for each depth
        the medians of time and nodes, and the median per position of each
        engine's time over the first engine's.

An ENGINE is a command line, with UAI options after '|', as in ataxx-match:
'build/ai/ataxx-engine|Hash=64' or '../shared/sparring/zataxx'. The times are
those the engine reports on its `info depth` lines (time to finish that
depth); --wall uses the wall clock from `go` to `bestmove` for the last
depth instead. Node counts of different engines are not the same unit
(engines count different things); times to depth are comparable.
"""

import argparse
import shlex
import statistics
import struct
import subprocess
import sys
import time

STDERR = False  # --stderr: the engines' standard error passes through


def read_records(path):
    with open(path, "rb") as f:
        while True:
            rec = f.read(64)
            if len(rec) < 64:
                return
            yield struct.unpack_from("<6Q4BhbB", rec)


def fen_of(x, o, side, rows=7, cols=7):
    lines = []
    for r in range(rows):
        line, run = "", 0
        for c in range(cols):
            bit = r * cols + c
            ch = "x" if x >> bit & 1 else "o" if o >> bit & 1 else None
            if ch is None:
                run += 1
                continue
            if run:
                line += str(run)
                run = 0
            line += ch
        if run:
            line += str(run)
        lines.append(line)
    pieces = bin(x).count("1") + bin(o).count("1")
    # Each move fills one cell more at most; a rough move number is enough.
    return "/".join(lines) + (" x" if side == 0 else " o") + " 0 %d" % max(1, (pieces - 4) // 2 + 1)


def make_set(args):
    lo, _, hi = args.pieces.partition("-")
    lo, hi = int(lo), int(hi or lo)
    candidates = []
    for xlo, xhi, olo, ohi, blo, bhi, hexagon, width, height, side, score, result, _ in read_records(args.data):
        if hexagon or width != 7 or height != 7 or blo or bhi:
            continue
        pieces = bin(xlo).count("1") + bin(olo).count("1")
        # By default the middle game: between a third and three quarters of
        # the board full, neither side nearly gone, and no proven score.
        if not (lo <= pieces <= hi) or min(bin(xlo).count("1"), bin(olo).count("1")) < args.fewest:
            continue
        if abs(score) >= args.score:
            continue
        candidates.append(fen_of(xlo, olo, side))
    step = max(1, len(candidates) // args.count)
    chosen, seen = [], set()
    for fen in candidates[::step]:
        if fen not in seen:
            seen.add(fen)
            chosen.append(fen)
        if len(chosen) == args.count:
            break
    with open(args.out, "w") as f:
        for fen in chosen:
            f.write(fen + "\n")
    print("%d positions written to %s (from %d candidates)" % (len(chosen), args.out, len(candidates)))


class Engine:
    def __init__(self, spec):
        parts = spec.split("|")
        self.name = parts[0]
        self.proc = subprocess.Popen(shlex.split(parts[0]), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=None if STDERR else subprocess.DEVNULL, text=True, bufsize=1)
        self.send("uai")
        self.wait_for("uaiok")
        for option in parts[1:]:
            name, _, value = option.partition("=")
            self.send("setoption name %s value %s" % (name, value))
        self.send("isready")
        self.wait_for("readyok")

    def send(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def wait_for(self, word):
        lines = []
        while True:
            line = self.proc.stdout.readline()
            if not line:
                sys.exit("error: %s ended before answering '%s'" % (self.name, word))
            lines.append(line.strip())
            if line.split()[:1] == [word]:
                return lines

    def search(self, fen, depth):
        """Per completed depth: (time in ms, nodes); and the wall time in ms."""
        self.send("uainewgame")
        self.send("position fen " + fen)
        self.send("isready")
        self.wait_for("readyok")
        start = time.perf_counter()
        self.send("go depth %d" % depth)
        lines = self.wait_for("bestmove")
        wall = (time.perf_counter() - start) * 1000
        by_depth = {}
        for line in lines:
            words = line.split()
            if words[:1] != ["info"] or "depth" not in words:
                continue
            fields = {}
            for i, w in enumerate(words[:-1]):
                if w in ("depth", "time", "nodes"):
                    fields[w] = words[i + 1]
            try:
                by_depth[int(fields["depth"])] = (float(fields["time"]), int(fields["nodes"]))
            except (KeyError, ValueError):
                continue
        return by_depth, wall

    def close(self):
        self.send("quit")
        try:
            self.proc.wait(5)
        except subprocess.TimeoutExpired:
            self.proc.kill()


def run(args):
    fens = [line.strip() for line in open(args.positions) if line.strip() and not line.startswith("#")]
    results = []  # per engine: per position: by_depth, wall
    for spec in args.engines:
        engine = Engine(spec)
        rows = []
        for fen in fens:
            rows.append(engine.search(fen, args.depth))
        engine.close()
        results.append(rows)
    depths = range(args.from_depth, args.depth + 1)
    print("%d positions from %s" % (len(fens), args.positions))
    header = "depth  " + "  ".join("%-30s" % (spec.split("|")[0][-30:]) for spec in args.engines)
    print(header)
    for d in depths:
        cells = []
        for e, rows in enumerate(results):
            times, nodes, ratios = [], [], []
            for p, (by_depth, wall) in enumerate(rows):
                if d not in by_depth:
                    continue
                t = wall if args.wall and d == args.depth else by_depth[d][0]
                times.append(max(t, 0.5))
                nodes.append(by_depth[d][1])
                base = results[0][p][0].get(d)
                if base:
                    bt = results[0][p][1] if args.wall and d == args.depth else base[0]
                    ratios.append(max(t, 0.5) / max(bt, 0.5))
            if not times:
                cells.append("%-30s" % "-")
                continue
            cell = "%8.1f ms %9d n" % (statistics.median(times), statistics.median(nodes))
            if e > 0 and ratios:
                cell += " x%.2f" % statistics.median(ratios)
            cells.append("%-30s" % cell)
        print("%5d  " % d + "  ".join(cells))
    if args.per_position:
        for p, fen in enumerate(fens):
            print(fen, *["%.1f" % r[p][0].get(args.depth, (float("nan"), 0))[0] for r in results])


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("make-set")
    p.add_argument("data")
    p.add_argument("out")
    p.add_argument("--count", type=int, default=60)
    p.add_argument("--pieces", default="16-36", help="pieces on the board, LO-HI")
    p.add_argument("--fewest", type=int, default=5, help="the fewest pieces of either side")
    p.add_argument("--score", type=int, default=2000, help="positions scored this far from 0 left out")
    p = sub.add_parser("run")
    p.add_argument("positions")
    p.add_argument("engines", nargs="+")
    p.add_argument("--depth", type=int, default=10)
    p.add_argument("--from-depth", type=int, default=6)
    p.add_argument("--wall", action="store_true")
    p.add_argument("--per-position", action="store_true")
    p.add_argument("--stderr", action="store_true")
    args = parser.parse_args()
    global STDERR
    STDERR = getattr(args, "stderr", False)
    make_set(args) if args.command == "make-set" else run(args)


if __name__ == "__main__":
    main()
