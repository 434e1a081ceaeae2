columns: A B
  : A B
