"""The frozen app's entry point: the ``magnetdesk`` command (``magnetdesk/__main__.py``)."""

import sys

from magnetdesk.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
