r1: A C
r2: B D
