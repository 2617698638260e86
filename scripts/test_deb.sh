#!/usr/bin/env bash
# The .deb from start to end (issue 45), as root on Debian or Ubuntu, after the frozen build
# (`python3 installer/build.py`): build the package, lint it, install it with apt, run both
# programs, open a game file by its type under Xvfb, purge it, and check nothing of it is left.
# Prints the package's size and the time each step took. .ci/run calls it; docs/packaging.md.
#   bash scripts/test_deb.sh [--reuse]    (--reuse: test the .deb already in dist/, no build)
set -euo pipefail
trap 'echo "test_deb.sh: failed at line $LINENO: $BASH_COMMAND" >&2' ERR
cd "$(dirname "$0")/.."
export DEBIAN_FRONTEND=noninteractive
step() { printf '\n== %s\n' "$*"; }
seconds() { echo $(( $(date +%s) - $1 )); }

step "tools (Debian's own checkers and what the build and the checks run)"
apt-get install -y -qq lintian appstream desktop-file-utils shared-mime-info hicolor-icon-theme \
    xdg-utils libfile-mimeinfo-perl patchelf xvfb xauth xdotool file libwayland-cursor0 libwayland-egl1 >/dev/null
# libwayland-cursor0 and libwayland-egl1: Qt's Wayland plugin needs them, and dpkg -S can only
# name the package of a library that is installed (installer/deb_depends.py).

step "build"
started=$(date +%s)
[ "${1:-}" = --reuse ] || python3 installer/build.py --deb
build_seconds=$(seconds "$started")
deb=$(ls dist/magnetdesk_*_"$(dpkg --print-architecture)".deb)
version=$(dpkg-deb -f "$deb" Version)
dpkg-deb -I "$deb" | sed -n '/Package:/,$p'

step "lintian (no errors; the warnings kept are listed in docs/packaging.md)"
lintian --fail-on error --tag-display-limit 0 "$deb" 2>&1 | grep -v '^running with root' || {
    echo "lintian found errors" >&2; exit 1; }

step "desktop-file-validate, appstreamcli validate (on the package's own files)"
contents=$(mktemp -d)
scratch=$(mktemp -d)
trap 'rm -rf "$contents" "$scratch"' EXIT
dpkg-deb -x "$deb" "$contents"
desktop-file-validate "$contents/usr/share/applications/magnetdesk.desktop"
appstreamcli validate --no-net "$contents"/usr/share/metainfo/*.metainfo.xml

step "install with apt"
snapshot() {  # every path below /usr /opt /etc, and the installed packages
    find /usr /opt /etc -xdev 2>/dev/null | sort >"$1.files"
    dpkg-query -W -f='${Package} ${Status}\n' | grep ' installed$' | sort >"$1.packages"
}
snapshot "$scratch/before"
started=$(date +%s)
apt-get install -y -qq "./$deb" >/dev/null
install_seconds=$(seconds "$started")
snapshot "$scratch/installed"
added=$(comm -13 "$scratch/before.packages" "$scratch/installed.packages" | cut -d' ' -f1)
[ "$added" = magnetdesk ] || { echo "apt installed more than magnetdesk: $added" >&2; exit 1; }
# nothing outside the package's files, but for the caches its triggers refresh
comm -13 "$scratch/before.files" "$scratch/installed.files" >"$scratch/new"
dpkg-query -L magnetdesk | sort >"$scratch/owned"
unowned=$(comm -23 "$scratch/new" "$scratch/owned" \
    | grep -Ev '^/usr/share/(mime|applications|icons/hicolor)/' || true)
[ -z "$unowned" ] || { echo "install wrote files the package does not own:" >&2
    echo "$unowned" >&2; exit 1; }

step "the programs from the PATH"
# a user's PATH, without the build's Python (whose pip-installed magnetdesk would answer)
export PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
export HOME="$scratch/home" MAGNETDESK_HOME="$scratch/magnetdesk-home"
mkdir -p "$HOME"
[ "$(command -v magnetdesk)" = /usr/bin/magnetdesk ]
[ "$(magnetdesk --version)" = "magnetdesk $version" ]
QT_QPA_PLATFORM=offscreen magnetdesk --self-test
answers=$(printf 'name\nboardsize 9\nclear_board\ngenmove b\nquit\n' \
    | magnetdesk-gtp --time 1 | grep -v '^$')
echo "$answers"
[ "$(sed -n 1p <<<"$answers")" = "= magnetdesk" ]
sed -n 4p <<<"$answers" | grep -Eq '^= ([A-HJ][1-9]|pass|resign)$'
[ "$(sed -n 5p <<<"$answers")" = "=" ]

step "a game file opens by its type"
default=$(xdg-mime query default application/x-go-sgf)
echo "application/x-go-sgf opens with: $default"
[ "$default" = magnetdesk.desktop ]
game="$scratch/probe-45.sgf"
printf '(;FF[4]GM[1]SZ[9]PB[Black]PW[White];B[ee];W[cc])\n' >"$game"
[ "$(xdg-mime query filetype "$game")" = application/x-go-sgf ]
export GAME="$game"
xvfb-run -a -s '-screen 0 1280x900x24' bash -c '
    xdg-open "$GAME" &
    for _ in $(seq 1 120); do
        window=$(xdotool search --name "probe-45.sgf" 2>/dev/null | head -1) && [ -n "$window" ] && break
        sleep 0.5
    done
    [ -n "${window:-}" ] || { echo "no window named after the game appeared" >&2; exit 1; }
    echo "window: $(xdotool getwindowname "$window")"
    app=$(xdotool getwindowpid "$window")
    xdotool windowfocus --sync "$window" key ctrl+q  # File > Quit, as a person closes it
    for _ in $(seq 1 60); do kill -0 "$app" 2>/dev/null || break; sleep 0.5; done
    if kill -0 "$app" 2>/dev/null; then
        echo "the window did not quit on Ctrl+Q" >&2; kill "$app"; exit 1
    fi
'

step "purge: nothing of it is left"
for exe in /proc/[0-9]*/exe; do  # no process of the package may outlive the window
    if [[ "$(readlink "$exe" 2>/dev/null)" == /opt/magnetdesk/* ]]; then
        echo "still running from the package: ${exe%/exe}" >&2; exit 1
    fi
done
dpkg -P magnetdesk
snapshot "$scratch/after"
if ! diff "$scratch/before.files" "$scratch/after.files"; then
    echo "the purge left files behind (or took others away)" >&2; exit 1
fi
diff "$scratch/before.packages" "$scratch/after.packages"
if grep -rls magnetdesk /usr/share/applications /usr/share/mime /usr/share/icons/hicolor; then
    echo "a desktop cache still names magnetdesk" >&2; exit 1
fi

step "measured"
echo "package $(basename "$deb"): $(du -m "$deb" | cut -f1) MiB, installed" \
    "$(dpkg-deb -f "$deb" Installed-Size | awk '{printf "%.0f", $1 / 1024}') MiB;" \
    "built in ${build_seconds} s${1:+ (build skipped: $1)}, installed in ${install_seconds} s"
