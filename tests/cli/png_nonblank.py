#!/usr/bin/env python3
"""png_nonblank.py FILE.png [MIN_COLOURS] -- exit 0 when the PNG decodes
and is not blank: at least MIN_COLOURS (default 3) distinct pixel colours,
and no single colour covers more than 99.5% of it.  png_nonblank.py
FILE.png FILE.png ... checks several at the default (one interpreter for
many pictures), naming the first blank one.  Standard library
only: the chunks are read, IDAT inflated and the scanline filters undone
(8-bit greyscale, RGB, grey+alpha and RGBA, no interlace)."""
import struct
import sys
import zlib


def chunks(data):
    pos = 8
    while pos < len(data):
        length, kind = struct.unpack('>I4s', data[pos:pos + 8])
        yield kind, data[pos + 8:pos + 8 + length]
        pos += 12 + length


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    return a if pa <= pb and pa <= pc else b if pb <= pc else c


def rows(width, height, bpp, raw):
    stride, prev, pos = width * bpp, bytearray(width * bpp), 0
    for _ in range(height):
        kind, line = raw[pos], bytearray(raw[pos + 1:pos + 1 + stride])
        pos += 1 + stride
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b, c = prev[i], prev[i - bpp] if i >= bpp else 0
            line[i] = (line[i] + (0, a, b, (a + b) // 2, paeth(a, b, c))[kind]) & 255
        yield line
        prev = line


def check(path, want):
    data = open(path, 'rb').read()
    if data[:8] != b'\x89PNG\r\n\x1a\n':
        sys.exit('%s: not a PNG' % path)
    idat, head = b'', None
    for kind, body in chunks(data):
        if kind == b'IHDR':
            head = struct.unpack('>IIBBBBB', body)
        elif kind == b'IDAT':
            idat += body
    width, height, depth, colour, _, _, interlace = head
    bpp = {0: 1, 2: 3, 4: 2, 6: 4}.get(colour)
    if depth != 8 or bpp is None or interlace:
        sys.exit('%s: unsupported PNG kind' % path)
    seen = {}
    for line in rows(width, height, bpp, zlib.decompress(idat)):
        for x in range(0, len(line), bpp * 4):  # every fourth pixel
            px = bytes(line[x:x + bpp])
            seen[px] = seen.get(px, 0) + 1
    total = sum(seen.values())
    if len(seen) < want or max(seen.values()) > 0.995 * total:
        sys.exit('%s: blank: %d colours' % (path, len(seen)))


def main():
    args = sys.argv[1:]
    if len(args) == 2 and args[1].isdigit():
        check(args[0], int(args[1]))
        return
    for path in args:
        check(path, 3)


main()
