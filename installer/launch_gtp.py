"""The frozen app's second entry point: the ``magnetdesk-gtp`` command (``magnetdesk/gtp``),
a console program beside the windowed ``magnetdesk`` in the same folder."""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()  # the search's worker processes start through here
    from magnetdesk.gtp import main

    sys.exit(main())
