# php.awk -- the pigeonhole formula PHP(n+1, n) as DIMACS CNF:
#   awk -v n=N -f php.awk
# Variable i*n + j + 1 says "pigeon i sits in hole j" (i = 0..n, j from 0
# to n-1).  Every pigeon sits somewhere, no two share a hole: unsatisfiable,
# and hard for resolution, so a solver's proof has many lemmas.
BEGIN {
  m = n + 1
  print "p cnf", m * n, m + n * m * (m - 1) / 2
  for (i = 0; i < m; i++) {
    s = ""
    for (j = 0; j < n; j++) s = s (i * n + j + 1) " "
    print s "0"
  }
  for (j = 0; j < n; j++)
    for (i = 0; i < m; i++)
      for (k = i + 1; k < m; k++)
        print -(i * n + j + 1), -(k * n + j + 1), 0
}
