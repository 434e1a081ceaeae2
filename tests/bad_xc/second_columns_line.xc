columns: A B
r1: A
columns: B
