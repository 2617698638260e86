"""A GTP engine that streams canned analysis, for the outside-analyst tests (run as a script).

    python3 fake_analyst.py [MODE]

It plays 9×9 Go (it only remembers the points played) and answers ``kata-analyze COLOUR
INTERVAL [ownership true]`` with a line every interval until a line comes in: three
candidates on the first free points of a fixed list, with visits that grow line by line,
win rates 0.62, 0.55 and 0.41 for the side to move, score leads, a line of three moves and,
when asked, an ownership (+0.8 on the left four columns for the side to move, -0.8 on the right
four, 0 on the middle one). MODE:

    kata    knows kata-analyze (the default)
    lz      knows lz-analyze only (win rates and priors in ten-thousandths)
    silent  streams nothing (as GNU Go)
    die     dies at its second analysis line
"""

import queue
import sys
import threading
import time

mode = sys.argv[1] if len(sys.argv) > 1 else "kata"
PREFERRED = ["C3", "G7", "E5", "C7", "G3", "D4", "F6", "E3", "E7", "C5", "G5"]
RATES = (0.62, 0.55, 0.41)
played: set[str] = set()
inbox: "queue.Queue[str | None]" = queue.Queue()


def reader() -> None:
    for line in sys.stdin:
        inbox.put(line)
    inbox.put(None)


def answer(text: str = "", ok: bool = True) -> None:
    print(("= " if ok else "? ") + text + "\n", flush=True)


def analysis_line(step: int, lz: bool, ownership: bool) -> str:
    free = [p for p in PREFERRED if p not in played]
    parts = []
    for order, (move, rate) in enumerate(zip(free, RATES, strict=False)):
        visits = (step + 1) * (3 - order) * 10
        line = " ".join([move, *[p for p in free if p != move][:2]])
        if lz:
            parts.append(f"info move {move} visits {visits} winrate {round(rate * 10000)} "
                         f"prior {2000 - 500 * order} lcb 4000 order {order} pv {line}")
        else:
            parts.append(f"info move {move} visits {visits} edgeVisits {visits} utility 0.1 "
                         f"winrate {rate} scoreMean {4.5 - order} scoreStdev 9.0 "
                         f"scoreLead {4.5 - order} prior {0.2 - 0.05 * order} lcb 0.4 "
                         f"order {order} pv {line}")
    text = " ".join(parts)
    if ownership:
        row = [0.8] * 4 + [0.0] + [-0.8] * 4
        text += " ownership " + " ".join(str(v) for v in row * 9)
    return text


def stream(words: list[str]) -> bool:
    """Stream until a line comes; False when the input ended (or it died)."""
    lz = words[0] == "lz-analyze"
    interval = next((int(w) / 100 for w in words[1:] if w.isdigit()), 0.1)
    ownership = "ownership" in words
    print("=", flush=True)
    step = 0
    while True:
        if mode == "die" and step == 1:
            print("fake_analyst: out of memory", file=sys.stderr, flush=True)
            sys.exit(3)
        print(analysis_line(step, lz, ownership), flush=True)
        step += 1
        try:
            got = inbox.get(timeout=interval)
        except queue.Empty:
            continue
        print("", flush=True)
        if got is None:
            return False
        if got.strip():
            inbox.queue.appendleft(got)  # a command that ended the stream: it is next
        return True


threading.Thread(target=reader, daemon=True).start()
analysis = {"kata": ["kata-analyze"], "lz": ["lz-analyze"], "die": ["kata-analyze"]}.get(
    mode, [])
while True:
    line = inbox.get()
    if line is None:
        break
    words = line.split()
    if not words:
        continue
    name, args = words[0], words[1:]
    if name == "quit":
        answer()
        break
    if name == "name":
        answer(f"Fake analyst {mode}")
    elif name == "version":
        answer("1.0")
    elif name == "protocol_version":
        answer("2")
    elif name == "list_commands":
        answer("\n".join(["protocol_version", "name", "version", "list_commands", "quit",
                          "boardsize", "clear_board", "komi", "play", "genmove", *analysis]))
    elif name == "boardsize":
        answer() if args and args[0] == "9" else answer("unacceptable size", ok=False)
    elif name == "clear_board":
        played.clear()
        answer()
    elif name == "komi":
        answer()
    elif name == "play" and len(args) == 2:
        played.add(args[1].upper())
        answer()
    elif name == "genmove":
        move = next((p for p in PREFERRED if p not in played), "pass")
        played.add(move)
        answer(move)
    elif name in analysis:
        if not stream(words):
            break
    else:
        answer("unknown command", ok=False)
    time.sleep(0)
