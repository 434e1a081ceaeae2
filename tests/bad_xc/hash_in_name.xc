columns: A B r1#5
r1: A B
