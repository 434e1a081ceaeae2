columns: A B
r1: A: B
