#!/usr/bin/env python3
"""Trains a pattern network (ATXNNUE3, ai/nnue/network.h) with PyTorch.

The network reads the board's windows (ai/nnue/windows.h: the 2x2 squares of
a rectangle, the triangles of a hexagon), each in one of 4^k states seen from
one side, into `width` values a side; both sides' values, squared after
clipping to [0, 1] (SCReLU), meet one output layer per bucket of the number
of pieces on the board. The target is the engine's trainer's: a mix of
sigmoid(score / scale) and the game's result (ai/train/trainer.h).

It runs on a GPU where PyTorch sees one, else on the processor (slower: the
C++ trainer ataxx-train makes the cell networks without PyTorch). The board's
windows and symmetries come from `ataxx-train --describe`, so the script and
the engine cannot disagree about them.

    scripts/train-windows.py --board 7x7 --out resources/nnue/7x7.nnue.new \\
        data/7x7.bin data/blocked.bin

--init NETWORK starts from a network of the same board, width and buckets
(and keeps its scale) instead of random weights, to train it further on more
data; the validation loss is printed before the first epoch too, so the two
compare. On the processor it runs on every core it may use (about 40,000 7x7
positions a second on two cores).
"""
import argparse
import json
import math
import os
import struct
import subprocess
import sys
import time

import numpy as np
import torch

QA = 255
QB = 64  # nnue::window_qb
OUTPUT_LIMIT = 127 / QB  # nnue::window_weight_limit in floats

RECORD = np.dtype([('x', '<u8', 2), ('o', '<u8', 2), ('b', '<u8', 2), ('hexagon', 'u1'), ('width', 'u1'),
                   ('height', 'u1'), ('side', 'u1'), ('score', '<i2'), ('result', 'i1'), ('reserved', 'u1', 9)])


def describe(trainer, board):
    out = subprocess.run([trainer, '--describe', '--board', board], check=True, capture_output=True, text=True)
    return json.loads(out.stdout)


def read_records(paths, geo):
    parts = []
    for path in paths:
        raw = np.fromfile(path, dtype=np.uint8)
        if len(raw) % RECORD.itemsize:
            sys.exit(f'error: {path}: {len(raw)} bytes is not a whole number of 64-byte records')
        r = raw.view(RECORD)
        # A hexagon's records give its side as width and height; the network file, 0 as height.
        keep = (r['hexagon'] == geo['hexagon']) & (r['width'] == geo['width'])
        if not geo['hexagon']:
            keep &= r['height'] == geo['height']
        parts.append(r[keep])
        print(f'{path}: {keep.sum():,} of {len(r):,} positions are {geo["board"]}', flush=True)
    r = np.concatenate(parts)
    if len(r) == 0:
        sys.exit(f'error: no positions of a {geo["board"]} board in the data')
    return r


def unique_positions(r):
    """Drops repeated positions (same pieces, blocked cells and side to move), keeping the first."""
    key = np.empty(len(r), dtype=[('x', '<u8', 2), ('o', '<u8', 2), ('b', '<u8', 2), ('side', 'u1')])
    for f in ('x', 'o', 'b', 'side'):
        key[f] = r[f]
    _, first = np.unique(key, return_index=True)
    return r[np.sort(first)]


def cell_states(r, cells):
    """(N, cells) uint8 from the side to move's view: 0 empty, 1 own, 2 theirs, 3 blocked."""
    def bits(words):
        b = np.unpackbits(np.ascontiguousarray(words).view(np.uint8).reshape(len(words), 16), axis=1,
                          bitorder='little')
        return b[:, :cells]
    x, o, b = bits(r['x']), bits(r['o']), bits(r['b'])
    own = np.where(r['side'][:, None] == 0, x, o)
    theirs = np.where(r['side'][:, None] == 0, o, x)
    return (own * 1 + theirs * 2 + b * 3).astype(np.uint8)


def sigmoid(x):
    return 1 / (1 + np.exp(-x))


def fit_scale(score, result):
    """The scale that best turns scores into results (golden section, as ataxx-train)."""
    s = np.clip(score.astype(np.float64), -3000, 3000)
    res = (result + 1) / 2.0
    err = lambda k: np.mean((sigmoid(s / k) - res) ** 2)
    lo, hi = 20.0, 2000.0
    phi = (math.sqrt(5) - 1) / 2
    a, b = hi - phi * (hi - lo), lo + phi * (hi - lo)
    ea, eb = err(a), err(b)
    for _ in range(40):
        if ea < eb:
            hi, b, eb = b, a, ea
            a = hi - phi * (hi - lo)
            ea = err(a)
        else:
            lo, a, ea = a, b, eb
            b = lo + phi * (hi - lo)
            eb = err(b)
    return (lo + hi) / 2


class WindowNet(torch.nn.Module):
    def __init__(self, geo, width, buckets):
        super().__init__()
        self.cells = geo['cells']
        self.k = geo['cells_per_window']
        self.states = 4 ** self.k
        windows = torch.tensor(geo['windows'], dtype=torch.long)
        self.register_buffer('windows', windows)
        self.register_buffer('place', 4 ** torch.arange(self.k, dtype=torch.long))
        self.register_buffer('offset', torch.arange(len(windows), dtype=torch.long) * self.states)
        self.register_buffer('swap', torch.tensor([0, 2, 1, 3], dtype=torch.uint8))
        self.width = width
        self.buckets = buckets
        n = len(windows)
        self.ft = torch.nn.Parameter(torch.randn(n * self.states, width) * (0.5 / math.sqrt(n)))
        self.ft_bias = torch.nn.Parameter(torch.full((width,), 0.25))
        self.out = torch.nn.Parameter(torch.randn(buckets, 2 * width) * (1 / math.sqrt(2 * width)))
        self.out_bias = torch.nn.Parameter(torch.zeros(buckets))
        # Limits that keep the engine's int16 accumulator in range (network.cpp's check).
        self.ft_limit = (32767 / QA) / (n + 1)

    def features(self, states):
        w = states[:, self.windows].long()  # (B, windows, k)
        return (w * self.place).sum(-1) + self.offset

    def forward(self, states, bucket):
        us = torch.nn.functional.embedding_bag(self.features(states), self.ft, mode='sum') + self.ft_bias
        them = torch.nn.functional.embedding_bag(self.features(self.swap[states.long()]), self.ft,
                                                 mode='sum') + self.ft_bias
        h = torch.cat([us, them], 1).clamp(0, 1) ** 2
        return (h * self.out[bucket]).sum(1) + self.out_bias[bucket]

    def clip(self):
        with torch.no_grad():
            self.ft.clamp_(-self.ft_limit, self.ft_limit)
            self.ft_bias.clamp_(-self.ft_limit, self.ft_limit)
            self.out.clamp_(-OUTPUT_LIMIT, OUTPUT_LIMIT)


def load(path, geo, width, buckets):
    """An ATXNNUE3 file's weights as floats (the inverse of export) and its scale, to train further."""
    try:
        with open(path, 'rb') as f:
            data = f.read()
    except OSError as e:
        sys.exit(f'error: {path}: {e.strerror}')
    if data[:8] != b'ATXNNUE3' or len(data) < 38:
        sys.exit(f'error: {path}: not a pattern network (ATXNNUE3)')
    if struct.unpack('<Q', data[-8:])[0] != fnv1a(data[:-8]):
        sys.exit(f'error: {path}: the checksum does not match: the file is damaged')
    w, cells = struct.unpack_from('<II', data, 8)
    hexagon, bw, bh, _share = struct.unpack_from('<BBBB', data, 16)
    scale, = struct.unpack_from('<i', data, 20)
    k, nb = struct.unpack_from('<BB', data, 24)
    n_layouts, = struct.unpack_from('<I', data, 26)
    if (w, nb) != (width, buckets):
        sys.exit(f'error: {path}: width {w} and {nb} buckets, not --width {width} and --buckets {buckets}')
    if (cells, hexagon, bw, k) != (geo['cells'], geo['hexagon'], geo['width'], geo['cells_per_window']) or \
            (not hexagon and bh != geo['height']):
        sys.exit(f'error: {path}: a network of another board than {geo["board"]}')
    at = 30 + 16 * n_layouts
    n = len(geo['windows']) * 4 ** k
    sizes = [('<i2', n * w), ('<i2', w), ('<i2', nb * 2 * w), ('<i4', nb)]
    if at + sum(np.dtype(t).itemsize * c for t, c in sizes) + 8 != len(data):
        sys.exit(f'error: {path}: {len(data):,} bytes, not the size its header gives')
    parts = []
    for t, c in sizes:
        parts.append(np.frombuffer(data, dtype=t, count=c, offset=at).astype(np.float64))
        at += np.dtype(t).itemsize * c
    ft, ftb, out, outb = parts
    return scale, {'ft': ft.reshape(n, w) / QA, 'ft_bias': ftb / QA, 'out': out.reshape(nb, 2 * w) / QB,
                   'out_bias': outb / (QA * QB)}


def fnv1a(data):
    h = 0xcbf29ce484222325
    for byte in data:
        h ^= byte
        h = (h * 0x100000001b3) & 0xFFFFFFFFFFFFFFFF
    return h


def export(net, geo, scale, share, layouts, path):
    ft = torch.round(net.ft.detach().cpu().double() * QA).clamp(-32767, 32767).short().numpy()
    ftb = torch.round(net.ft_bias.detach().cpu().double() * QA).clamp(-32767, 32767).short().numpy()
    out = torch.round(net.out.detach().cpu().double() * QB).clamp(-127, 127).short().numpy()
    outb = torch.round(net.out_bias.detach().cpu().double() * QA * QB).clamp(-2**31, 2**31 - 1).int().numpy()
    head = b'ATXNNUE3' + struct.pack('<II', net.width, geo['cells'])
    head += struct.pack('<BBBB', geo['hexagon'], geo['width'], geo['height'], share)
    head += struct.pack('<i', int(round(scale)))
    head += struct.pack('<BB', net.k, net.buckets)
    head += struct.pack('<I', len(layouts))
    for lo, hi in layouts:
        head += struct.pack('<QQ', lo, hi)
    body = head + ft.astype('<i2').tobytes() + ftb.astype('<i2').tobytes() + out.astype('<i2').tobytes() + \
        outb.astype('<i4').tobytes()
    body += struct.pack('<Q', fnv1a(body))
    with open(path, 'wb') as f:
        f.write(body)
    return len(body)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('files', nargs='+', help='ataxx-datagen files')
    ap.add_argument('--out', required=True, help='the network file to write')
    ap.add_argument('--board', default='7x7')
    ap.add_argument('--trainer', default=os.path.join(os.path.dirname(__file__), '..', 'build', 'ai', 'ataxx-train'),
                    help='ataxx-train, for the board description (build/ai/ataxx-train)')
    ap.add_argument('--width', type=int, default=256)
    ap.add_argument('--buckets', type=int, default=8)
    ap.add_argument('--epochs', type=int, default=40)
    ap.add_argument('--batch', type=int, default=16384)
    ap.add_argument('--lr', type=float, default=0.001)
    ap.add_argument('--final-lr', type=float, default=0.00001)
    ap.add_argument('--score-weight', type=float, default=0.5)
    ap.add_argument('--scale', type=float, default=0, help='sigmoid(score / K); fitted when 0')
    ap.add_argument('--validation', type=float, default=0.01, help='share held out, the last games (0.01)')
    ap.add_argument('--hand-made-share', type=int, default=0)
    ap.add_argument('--any-layout', action='store_true', help='name no layouts: serve every layout of blocked cells')
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--init', help='a network to train further (its width, buckets and scale) instead of a new one')
    ap.add_argument('--time-limit', type=float, default=0,
                    help='seconds for the whole run: fewer epochs (the same schedule, compressed) when they would not fit')
    ap.add_argument('--device', default='cuda' if torch.cuda.is_available() else 'cpu')
    args = ap.parse_args()
    if args.width % 16 or not 16 <= args.width <= 256:
        sys.exit('error: --width must be a multiple of 16 from 16 to 256')
    if not 1 <= args.buckets <= 16:
        sys.exit('error: --buckets must be 1 to 16')
    torch.manual_seed(args.seed)
    rng = np.random.default_rng(args.seed)
    geo = describe(args.trainer, args.board)
    start = load(args.init, geo, args.width, args.buckets) if args.init else None
    begin = time.time()
    r = read_records(args.files, geo)
    n_all = len(r)
    r = unique_positions(r)
    print(f'{n_all:,} positions, {len(r):,} different', flush=True)
    scale = args.scale or (start[0] if start else fit_scale(r['score'], r['result']))
    print(f'scale {scale:.1f}', flush=True)
    held = max(1, int(len(r) * args.validation))
    states = cell_states(r, geo['cells'])
    score = np.clip(r['score'].astype(np.float32), -3000, 3000)
    target = (args.score_weight * sigmoid(score / scale) +
              (1 - args.score_weight) * (r['result'].astype(np.float32) + 1) / 2).astype(np.float32)
    pieces = ((states == 1) | (states == 2)).sum(1)
    bucket = np.minimum(args.buckets - 1, pieces * args.buckets // (geo['cells'] + 1))
    # The layouts of blocked cells it learns, with their images under the symmetries.
    blocked = {(int(lo), int(hi)) for lo, hi in np.unique(r['b'], axis=0)}
    layouts = set()
    for lo, hi in blocked:
        cells = [c for c in range(geo['cells']) if (lo if c < 64 else hi) >> (c % 64) & 1]
        for perm in geo['symmetries']:
            m = [0, 0]
            for c in cells:
                t = perm[c]
                m[t // 64] |= 1 << (t % 64)
            layouts.add((m[1], m[0]))
    layouts = [] if args.any_layout else [(lo, hi) for hi, lo in sorted(layouts)]
    print(f'{len(layouts)} layouts of blocked cells', flush=True)

    dev = torch.device(args.device)
    if dev.type == 'cpu' and 'OMP_NUM_THREADS' not in os.environ:
        # Debian's PyTorch may start with one thread; every core this process may use halves an epoch on two.
        torch.set_num_threads(len(os.sched_getaffinity(0)))
    S = torch.from_numpy(states).to(dev)
    T = torch.from_numpy(target).to(dev)
    B = torch.from_numpy(bucket.astype(np.int64)).to(dev)
    n_train = len(r) - held
    symmetries = torch.tensor(geo['symmetries'], dtype=torch.long, device=dev)
    net = WindowNet(geo, args.width, args.buckets)
    if start:
        with torch.no_grad():
            for name, value in start[1].items():
                getattr(net, name).copy_(torch.from_numpy(value))
    net = net.to(dev)
    opt = torch.optim.Adam(net.parameters(), lr=args.lr)
    steps_per_epoch = max(1, n_train // args.batch)
    epochs = args.epochs
    total = [steps_per_epoch * epochs]  # a list: a time limit may shorten it after the first epoch
    sched = torch.optim.lr_scheduler.LambdaLR(
        opt, lambda step: (args.final_lr + (args.lr - args.final_lr) * 0.5 *
                           (1 + math.cos(math.pi * min(1.0, step / max(1, total[0]))))) / args.lr)
    # One symmetry a batch, chosen here so that the GPU is never waited on for it.
    sym_choice = rng.integers(len(geo['symmetries']), size=steps_per_epoch * epochs)

    def validation_loss():
        net.eval()
        with torch.no_grad():
            loss = 0.0
            for i in range(n_train, len(r), 65536):
                j = min(len(r), i + 65536)
                p = torch.sigmoid(net(S[i:j], B[i:j]))
                loss += float(((p - T[i:j]) ** 2).sum())
        net.train()
        return loss / held

    print(f'training on {n_train:,}, validating on {held:,}, {args.epochs} epochs of {steps_per_epoch} steps '
          f'on {dev} ({time.time() - begin:.0f} s to load)', flush=True)
    if start:
        print(f'{args.init}: validation {validation_loss():.5f} before training', flush=True)
    epoch = 0
    while epoch < epochs:
        epoch += 1
        t0 = time.time()
        order = torch.randperm(n_train, device=dev)
        total_loss = torch.zeros((), device=dev)
        for step in range(steps_per_epoch):
            idx = order[step * args.batch:(step + 1) * args.batch]
            s = S[idx]
            sym = symmetries[int(sym_choice[(epoch - 1) * steps_per_epoch + step])]
            # A random symmetry of the board for the whole batch: cell c goes to sym[c].
            turned = torch.empty_like(s)
            turned[:, sym] = s
            p = torch.sigmoid(net(turned, B[idx]))
            loss = ((p - T[idx]) ** 2).mean()
            opt.zero_grad(set_to_none=True)
            loss.backward()
            opt.step()
            sched.step()
            net.clip()
            total_loss += loss.detach()
        print(f'epoch {epoch}: train {float(total_loss) / steps_per_epoch:.5f}  '
              f'validation {validation_loss():.5f}  {time.time() - t0:.1f} s', flush=True)
        if args.time_limit and epoch == 1:
            left = args.time_limit - (time.time() - begin) - 30  # 30 s for the export and the last validation
            fit = max(1, min(epochs, 1 + int(left / (time.time() - t0))))
            if fit < epochs:
                print(f'{epochs} epochs would not fit in --time-limit {args.time_limit:.0f} s: {fit}', flush=True)
                epochs = fit
                total[0] = steps_per_epoch * epochs
    size = export(net, geo, scale, args.hand_made_share, layouts, args.out)
    print(f'wrote {args.out} ({size:,} bytes); validation loss {validation_loss():.5f}; '
          f'{time.time() - begin:.0f} s in all', flush=True)


if __name__ == '__main__':
    main()
