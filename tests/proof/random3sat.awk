# random3sat.awk -- a random 3-SAT formula at clause/variable ratio 4.26
# (the phase transition: about half are unsatisfiable), or -v ratio=R:
#   awk -v n=VARIABLES -v seed=S [-v ratio=R] -f random3sat.awk
# Three distinct variables a clause, each negated with probability 1/2.
# The numbers come from our own generator (Park and Miller's minimal
# standard, x = 48271 x mod 2^31 - 1, exact in a double), not from awk's
# rand, which differs between awks: a seed gives the same formula
# everywhere.
function next_rand() { x = (x * 48271) % 2147483647; return x }
function pick() { return 1 + int (next_rand () / 2147483647 * n) }
function sign(v) { return next_rand () < 1073741823 ? -v : v }
BEGIN {
  x = seed + 1
  m = int (n * (ratio ? ratio : 4.26) + 0.5)
  print "p cnf", n, m
  for (c = 0; c < m; c++) {
    a = pick (); do b = pick (); while (b == a)
    do d = pick (); while (d == a || d == b)
    print sign(a), sign(b), sign(d), 0
  }
}
