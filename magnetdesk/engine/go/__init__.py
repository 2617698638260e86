"""The Go family: one machine (``position.py``) that plays Go, Atari-Go, Stoical Go and
Magnetgo by rule switches (``settings.py``), its registry entries (``variants.py``), the count,
Benson's life, the fast playout board, and the family record (``family.py``)."""
