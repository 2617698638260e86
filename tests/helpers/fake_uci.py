"""A UCI engine with Fairy-Stockfish's rules and no search, for the arena player's tests where
the real program is not built (run as a script; it needs ``pyffish``, a test dependency).

It reads the variant from the ``VariantPath`` file and the ``UCI_Variant`` name it is given,
follows ``position fen FEN moves ...`` with ``pyffish`` (so a wrong FEN or move sent to it
shows up as an illegal or missing move), and answers ``go`` with the first of the moves named
after its first argument that is legal, else the first of its legal moves in sorted order
(``(none)`` without moves). Every command it reads is written to the file its first argument
names.

    python3 fake_uci.py LOG [MOVE...]

"""

import sys

import pyffish

log = open(sys.argv[1], "a", encoding="utf-8")  # noqa: SIM115
preferred = sys.argv[2:]
variant, fen, moves = "chess", "", []


def say(text: str) -> None:
    print(text, flush=True)


for line in sys.stdin:
    words = line.split()
    log.write(line)
    log.flush()
    if not words:
        continue
    if words[0] == "uci":
        say("id name fake-uci")
        say("uciok")
    elif words[0] == "isready":
        say("readyok")
    elif words[:3] == ["setoption", "name", "VariantPath"]:
        with open(" ".join(words[4:]), encoding="utf-8") as ini:
            pyffish.load_variant_config(ini.read())
    elif words[:3] == ["setoption", "name", "UCI_Variant"]:
        variant = words[4]
    elif words[0] == "position":
        at = words.index("moves") if "moves" in words else len(words)
        fen, moves = " ".join(words[2:at]), words[at + 1:]
    elif words[0] == "go":
        legal = sorted(pyffish.legal_moves(variant, fen, moves))
        chosen = [m for m in preferred if m in legal] + legal + ["(none)"]
        say(f"bestmove {chosen[0]}")
    elif words[0] == "quit":
        break
