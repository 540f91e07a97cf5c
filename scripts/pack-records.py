#!/usr/bin/env python3
"""Packs files of TrainingRecords (ai/train/trainingdata.h) small, and back.

    scripts/pack-records.py pack DATA.bin DATA.pk
    scripts/pack-records.py unpack DATA.pk DATA.bin

Self-play records are whole games in order, so each position differs from
the one before in a few cells. A packed file keeps every field as a column:
the cell sets as the exclusive-or with the record before, byte by byte, then
the rest; all of it compressed by xz at its strongest. On 7x7 data that is
about 4.7 bytes a position, two thirds of `xz -9` of the records themselves,
which is what lets all of ../shared/data travel to a machine with a tighter
limit on what it is sent (see ai/README.md, "Training on a lent machine").
Unpacking gives the same bytes back; a record whose reserved bytes are not
zero is refused when packing rather than lost.
"""
import lzma
import sys

import numpy as np

RECORD = np.dtype([('sets', '<u8', 6), ('hexagon', 'u1'), ('width', 'u1'), ('height', 'u1'), ('side', 'u1'),
                   ('score', '<i2'), ('result', 'i1'), ('reserved', 'u1', 9)])
MAGIC = b'ATXPACK1'
COLUMNS = ('hexagon', 'width', 'height', 'side', 'score', 'result')


def pack(source, target):
    raw = np.fromfile(source, dtype=np.uint8)
    if len(raw) % RECORD.itemsize:
        sys.exit(f'error: {source}: {len(raw)} bytes is not a whole number of 64-byte records')
    r = raw.view(RECORD)
    bad = np.flatnonzero(r['reserved'].any(axis=1))
    if len(bad):
        sys.exit(f'error: {source}: record {bad[0]} has reserved bytes that are not zero')
    sets = r['sets'].copy()
    sets[1:] ^= r['sets'][:-1]
    # Byte planes: all first bytes, then all second bytes, ...: long runs of zeros for xz.
    parts = [MAGIC, np.uint64(len(r)).tobytes(),
             np.ascontiguousarray(sets.view(np.uint8).reshape(len(r), 48).T).tobytes()]
    for name in COLUMNS:
        column = np.ascontiguousarray(r[name])
        parts.append(np.ascontiguousarray(column.view(np.uint8).reshape(len(r), -1).T).tobytes())
    with open(target, 'wb') as f:
        f.write(lzma.compress(b''.join(parts), preset=9 | lzma.PRESET_EXTREME))
    print(f'{source}: {len(r):,} positions, {len(raw):,} bytes -> {target}')


def unpack(source, target):
    try:
        data = lzma.decompress(open(source, 'rb').read())
    except lzma.LZMAError as e:
        sys.exit(f'error: {source}: not a packed file ({e})')
    if data[:8] != MAGIC or len(data) < 16:
        sys.exit(f'error: {source}: not a packed file of records (no {MAGIC.decode()})')
    n = int(np.frombuffer(data, np.uint64, 1, 8)[0])
    want = 16 + n * (RECORD.itemsize - 9)
    if len(data) != want:
        sys.exit(f'error: {source}: {len(data)} bytes unpacked, {want} expected for {n} positions')
    r = np.zeros(n, dtype=RECORD)
    at = 16
    planes = np.frombuffer(data, np.uint8, 48 * n, at).reshape(48, n)
    at += 48 * n
    sets = np.ascontiguousarray(planes.T).view('<u8').reshape(n, 6)
    r['sets'] = np.bitwise_xor.accumulate(sets, axis=0)
    for name in COLUMNS:
        size = RECORD[name].itemsize
        planes = np.frombuffer(data, np.uint8, size * n, at).reshape(size, n)
        at += size * n
        r[name] = np.ascontiguousarray(planes.T).view(RECORD[name]).reshape(n)
    r.tofile(target)
    print(f'{source}: {n:,} positions -> {target}')


def main():
    if len(sys.argv) != 4 or sys.argv[1] not in ('pack', 'unpack'):
        sys.exit(__doc__)
    (pack if sys.argv[1] == 'pack' else unpack)(sys.argv[2], sys.argv[3])


if __name__ == '__main__':
    main()
