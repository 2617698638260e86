"""Playing with a screen reader: the board and its cells in words (:mod:`.words`, each family's
in ``gui/board/<id>/words.py``, put together by :mod:`.describe`), the announcements of the
moves through Qt's accessibility (:mod:`.announcer`), and the window's query keys
(:mod:`.commands`)."""
