"""The board in the window: the scene, its items and animations, the painters, and one package
per family with its board style and its window record (``<id>/family.py``)."""
