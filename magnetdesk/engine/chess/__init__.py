"""The Magnetic Chess family: pieces and moves, the field a moved piece emits, the 81 field
codes, notation, printed records, the registry entries, and the family record (``family.py``)."""
