"""What every family's search shares: the Search contract, budgets and results, the tree node
with RAVE statistics, and the worker processes."""
