"""Does the computer resign too early? Play resigned games on and see who wins.

Reads games the arena saved (``arena.py ... --sgf-dir DIR``), keeps those that ended by
resignation, and plays each on from the position where the loser resigned, ``--tries``
times, with our search at ``--level`` for both sides and resignation turned off. A
resignation was premature when the side that resigned goes on to win. Prints one line per
game and the share of play-ons the resigner won (with its 95% interval):

    python3 benchmarks/resign_audit.py arena-games/*.sgf --level 4 --tries 2

The play-ons are counted by the engine (the arena's default referee), never by GNU Go.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from magnetdesk.arena.core import OursPlayer, play_game, wilson_interval
from magnetdesk.engine.core.vocabulary import BLACK, WHITE, opponent
from magnetdesk.record.sgf import load_game

LETTER = {"B": BLACK, "W": WHITE}


def resigned_game(path: Path):
    """``(start, moves, resigner)`` of a game that ended by resignation, else None."""
    record, _ = load_game(path)
    result = record.info.get("RE", "")
    if not result.endswith("+R") or result[:1] not in LETTER:
        return None
    moves = [(node.play.colour, node.play.text) for node in record.main_line() if node.play]
    resigner = opponent(LETTER[result[0]])
    return record.start, moves, resigner


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="+", type=Path, help="SGF files the arena saved")
    parser.add_argument("--level", type=int, default=4, help="both sides' level in play-ons")
    parser.add_argument("--tries", type=int, default=2, help="play-ons per resigned game")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)

    player = OursPlayer(args.level, resigns=False)
    won = played = 0
    try:
        for path in args.games:
            game = resigned_game(path)
            if game is None:
                continue
            start, moves, resigner = game
            texts = [text for _, text in moves]
            wins = []
            for attempt in range(args.tries):
                result = play_game(
                    player, player, start, opening=texts, seed=args.seed * 1_000_003 + 2 * attempt
                )
                wins.append(result.winner == resigner)
                print(
                    f"  {path.name} play-on {attempt + 1}: {result.result_text} "
                    f"({len(result.moves) - len(moves)} more moves)",
                    flush=True,
                )
            won += sum(wins)
            played += len(wins)
            side = "Black" if resigner == BLACK else "White"
            print(
                f"{path.name}: {side} resigned after {len(moves)} moves; "
                f"won {sum(wins)} of {len(wins)} play-ons",
                flush=True,
            )
    finally:
        player.close()
    low, high = wilson_interval(won, played)
    share = won / played if played else 0.0
    print(
        f"the resigner won {won} of {played} play-ons ({100 * share:.0f}%, "
        f"95% CI {100 * low:.0f}%–{100 * high:.0f}%)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
