"""A GTP engine that misbehaves on purpose, for the fault tests (run as a script).

    python3 fake_gtp.py MODE [N]

It plays 9×9 Go badly: each genmove takes the first point of a fixed scan nobody has played
(captures are not followed), and passes when none is left. MODE says how it fails:

    good        never fails
    crash-start exits before answering anything
    slow-start  sleeps N seconds (default 30) before it reads anything
    crash       exits (status 3, a word on stderr) at its N-th genmove (default 2)
    hang        never answers its N-th genmove (default 2)
    garbage     answers its N-th genmove with text that is not GTP (default 2)
    illegal     answers its N-th genmove with a point already played (default 2)
    resign      resigns at its N-th genmove (default 2)
    stubborn    never fails, but lives on when its input closes (until it is killed)
    slow-board  accepts every board size, each after N milliseconds (as KataGo on a CPU)
"""

import sys
import time

mode = sys.argv[1] if len(sys.argv) > 1 else "good"
nth = int(sys.argv[2]) if len(sys.argv) > 2 else (30 if mode == "slow-start" else 2)
COLUMNS = "ABCDEFGHJ"
SCAN = [f"{c}{r}" for r in (5, 3, 7, 4, 6, 2, 8, 1, 9) for c in "EGCDFBHAJ"]
played: list[str] = []
genmoves = 0


def answer(text: str = "", ok: bool = True) -> None:
    print(("= " if ok else "? ") + text + "\n", flush=True)


if mode == "crash-start":
    print("fake_gtp: cannot load my network", file=sys.stderr, flush=True)
    sys.exit(2)
if mode == "slow-start":
    time.sleep(nth)

for line in sys.stdin:
    words = line.split()
    if not words:
        continue
    name, args = words[0], words[1:]
    if name == "quit":
        answer()
        break
    if name == "name":
        answer(f"Fake {mode}")
    elif name == "version":
        answer("1.0")
    elif name == "protocol_version":
        answer("2")
    elif name == "list_commands":
        answer("\n".join(["protocol_version", "name", "version", "list_commands", "quit",
                          "boardsize", "clear_board", "komi", "play", "genmove",
                          "time_settings", "time_left"]))
    elif name == "boardsize" and mode == "slow-board":
        time.sleep(nth / 1000)
        answer()
    elif name == "boardsize":
        answer() if args and args[0] == "9" else answer("unacceptable size", ok=False)
    elif name == "clear_board":
        played.clear()
        answer()
    elif name == "play":
        if len(args) > 1 and args[1].upper() not in ("PASS",):
            played.append(args[1].upper())
        answer()
    elif name == "genmove":
        genmoves += 1
        if genmoves == nth:
            if mode == "crash":
                print("fake_gtp: segmentation fault (pretend)", file=sys.stderr, flush=True)
                sys.exit(3)
            if mode == "hang":
                time.sleep(3600)
            if mode == "garbage":
                print("Thinking... I like this shape\n", flush=True)
                continue
            if mode == "illegal" and played:
                answer(played[0])
                continue
            if mode == "resign":
                answer("resign")
                continue
        free = [p for p in SCAN if p not in played]
        move = free[0] if free else "pass"
        if free:
            played.append(move)
        answer(move)
    else:
        answer()
else:
    if mode == "stubborn":  # the input closed without quit: a hung engine would not notice
        time.sleep(3600)
