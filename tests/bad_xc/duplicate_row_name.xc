columns: A B
r1: A
r2: B
r1: B
