"""``python -m magnetdesk`` and the ``magnetdesk`` command: the desktop app.

    magnetdesk [GAME.sgf]     open the window (with that game)
    magnetdesk --version      print the version
    magnetdesk --self-test    check this installation offscreen (exit status 0 when it works)
    magnetdesk --export GAME OUT.png|svg|gif [--move N] [--no-coordinates] [--numbers]
                              write a position (or the game, animated) as a picture, offscreen
    magnetdesk --check-engine "COMMAND"
                              start a GTP engine and say what it plays (exit status 0 when usable)
    magnetdesk --install-desktop / --uninstall-desktop
                              add magnetdesk to (or remove it from) the Linux desktop's menus

Kept thin on purpose: the search's worker processes start by importing the main module, and
they must not pay for Qt.
"""

import sys


def version() -> str:
    """The installed version (the frozen app carries it in its metadata too)."""
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as installed

    try:
        return installed("magnetdesk")
    except PackageNotFoundError:  # run from a source tree that was never installed
        return "0+unknown"


def main() -> int:
    import multiprocessing

    multiprocessing.freeze_support()  # a frozen app's worker processes start through here
    args = sys.argv[1:]
    if "--version" in args:
        print(f"magnetdesk {version()}")
        return 0
    if "--install-desktop" in args or "--uninstall-desktop" in args:
        from magnetdesk.desktop import main as install_desktop

        return install_desktop(uninstalling="--uninstall-desktop" in args)
    if "--check-engine" in args:
        from magnetdesk.engines.check import run_check

        return run_check(args)
    if "--export" in args:
        from magnetdesk.gui.export_cli import run_export

        return run_export(args)
    if "--self-test" in args:
        from magnetdesk.gui.self_test import run_self_test

        return run_self_test()
    from magnetdesk.gui.display_check import check_display

    if not check_display():
        return 1
    from magnetdesk.gui.app import main as run_app

    return run_app()


if __name__ == "__main__":
    sys.exit(main())
