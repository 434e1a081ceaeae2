columns:   # none
r1: A
