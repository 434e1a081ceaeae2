#!/usr/bin/env python3
"""make-unsat.py -- data/unsat_made40.txt: unsolvable 9x9 puzzles with
several cores, for explain's deletion orders (issue 14).

Each of the first 40 puzzles of data/top95.txt gets two wrong givens: a
blank cell, a digit no given of its row, column or box holds and that is
not the solution's, chosen with Python's random module seeded 14.  Two
independent mistakes usually make two different cores, so the order of
deletion decides which one explain finds.

usage: python3 scripts/make-unsat.py bin/sudosat > data/unsat_made40.txt
"""
import random
import subprocess
import sys


def peers_of(g, i):
    r, c = divmod(i, 9)
    br, bc = r // 3 * 3, c // 3 * 3
    cells = {r * 9 + k for k in range(9)} | {k * 9 + c for k in range(9)}
    cells |= {(br + a) * 9 + bc + b for a in range(3) for b in range(3)}
    return {g[j] for j in cells}


def spoil(g, sol):
    while True:
        i = random.randrange(81)
        if g[i] != '.':
            continue
        wrong = [d for d in '123456789'
                 if d not in peers_of(g, i) and d != sol[i]]
        if wrong:
            g[i] = random.choice(wrong)
            return


def main():
    random.seed(14)
    lines = [l.strip() for l in open('data/top95.txt') if l.strip()][:40]
    sols = subprocess.run([sys.argv[1], 'solve'], input='\n'.join(lines) + '\n',
                          capture_output=True, text=True).stdout.split()
    for p, s in zip(lines, sols):
        g = list(p)
        spoil(g, s)
        spoil(g, s)
        print(''.join(g))


main()
