"""``python -m magnetdesk``: the desktop app."""

import sys

from magnetdesk.gui.app import main

sys.exit(main())
