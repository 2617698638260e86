"""The arena's tools, apart from the shipped AI: games between players run by a referee
(:mod:`magnetdesk.arena.core`, behind ``benchmarks/arena.py``, ``tally.py`` and
``resign_audit.py``) and the baselines they measure the AI against, one package per family
(``go/``, ``medusa/``, ``chess/``: each declares its :class:`~.baselines.Baselines` in
``family.py``; the chess family's players stay in :mod:`magnetdesk.ai.chess.baseline`, since the
chess search uses its greedy move).

Installed with the package, so the benchmarks and the tests import it; the app never does, and
the PyInstaller build leaves it out. It imports the AI, the engine and the record; none of them
imports it.
"""
