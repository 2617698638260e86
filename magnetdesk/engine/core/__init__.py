"""What every family of games shares: the vocabulary and the Position Protocol, the family
record, the registry entry, option schemas, board topologies, the history of positions and the
Zobrist keys, and what a count is."""
