columns: A B C
r1: A C A
