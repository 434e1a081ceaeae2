# The exact-cover seed's toy: four columns, four rows, two covers.
columns: A B C D
r1: A C
r2: B D
r3: A D
r4: B C
