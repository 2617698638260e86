"""``python -m magnetdesk`` and the ``magnetdesk`` command: the desktop app.

Kept thin on purpose: the search's worker processes start by importing the main module, and
they must not pay for Qt.
"""

import sys


def main() -> int:
    from magnetdesk.gui.display_check import check_display

    if not check_display():
        return 1
    from magnetdesk.gui.app import main as run_app

    return run_app()


if __name__ == "__main__":
    sys.exit(main())
