#!/usr/bin/env bash
# Installs what the tests need (Python packages; @sabaki/gtp when npm is there), type-checks
# (mypy) and runs the tests. Needs GNU Go (the rules oracle), Xvfb and desktop-file-utils:
# installed from Debian when missing (as root, or with sudo).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v gnugo >/dev/null && [ ! -x /usr/games/gnugo ] || ! command -v xvfb-run >/dev/null \
    || ! command -v desktop-file-validate >/dev/null; then
  sudo=""; [ "$(id -u)" = 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq gnugo xvfb xauth desktop-file-utils >/dev/null
fi
python3 -m pip install -q -e ".[test]"
# Sabaki's own GTP controller from npm, for the tests that drive us as Sabaki does (they skip
# on a machine without node).
if command -v npm >/dev/null; then
  npm ci --prefix tests/node --silent --no-audit --no-fund \
    || echo "npm could not install @sabaki/gtp: the tests that use it skip"
fi
python3 -m mypy  # the type checker ([tool.mypy] in pyproject.toml: the engine strictly)
export QT_QPA_PLATFORM=offscreen
python3 -m pytest "$@"
