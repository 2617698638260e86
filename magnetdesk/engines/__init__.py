"""Outside engines: any program that speaks GTP, started as a child process and driven by us.

No Qt here (the window's part is :mod:`magnetdesk.gui.engines`):

- :mod:`.spec`: what the user typed to attach an engine (:class:`EngineSpec`), kept as JSON;
- :mod:`.process`: starting the program so it ends with us, also when we are killed;
- :mod:`.client`: the text-protocol exchange (:class:`GtpClient`, :class:`EngineError`);
- :mod:`.analysis`: the lines of a ``kata-analyze``/``lz-analyze`` stream, read;
- :mod:`.probe`: what an engine plays and supports (``magnetdesk --check-engine``, :mod:`.check`);
- :mod:`.player`: an engine as one side of a game (set up, clocks, moves), for the arena and
  the window.
"""
