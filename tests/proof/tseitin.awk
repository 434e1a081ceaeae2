# tseitin.awk -- a Tseitin parity formula on the w x h torus grid: one
# variable per edge, and at each vertex the XOR of its four edges equals
# its charge; vertex (0,0) has charge 1, every other 0, so the charges
# add up to an odd number and the formula is unsatisfiable.  Hard for
# resolution (its proofs grow exponentially with the grid's width).
#   awk -v w=4 -v h=5 -f tests/proof/tseitin.awk > t.cnf
function right(i, j) { return 2 * (i * w + j) + 1 }
function down(i, j) { return 2 * (i * w + j) + 2 }
BEGIN {
  printf "p cnf %d %d\n", 2 * w * h, 8 * w * h
  for (i = 0; i < h; i++)
    for (j = 0; j < w; j++) {
      e[0] = right(i, j); e[1] = down(i, j)
      e[2] = right(i, (j + w - 1) % w); e[3] = down((i + h - 1) % h, j)
      c = (i == 0 && j == 0)
      for (m = 0; m < 16; m++) {
        par = 0; line = ""
        for (k = 0; k < 4; k++) {
          bit = int(m / 2 ^ k) % 2; par += bit
          line = line (bit ? -e[k] : e[k]) " "
        }
        if (par % 2 != c) print line "0"
      }
    }
}
