columns: A B
row 1: A B
