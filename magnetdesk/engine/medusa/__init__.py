"""Medusa: the hex board with holes, placement, group movement, rosettes, reversal and the
marker (``position.py``), its notation, the count, whole turns for the computer, and the family
record (``family.py``)."""
