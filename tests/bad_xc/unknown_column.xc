columns: A B C D
r1: A C
r2: B E
