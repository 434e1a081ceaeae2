columns: A B C A
r1: A
