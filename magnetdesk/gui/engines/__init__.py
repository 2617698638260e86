"""Outside engines in the window: Engines ▸ Engines… (the list, the Test), and an engine as
a player (:mod:`.turns`). The GTP exchange itself has no Qt: :mod:`magnetdesk.engines`."""
