"""Synthesise the app's two sounds into ``magnetdesk/resources/sounds`` (16-bit mono WAV):

* ``stone.wav``: a stone set down on wood: a short bright click over a low knock;
* ``capture.wav``: stones taken off the board: three soft clicks, the last one quieter;
* ``tick.wav``: a clock's low-time tick: a short pure beep, soft at both ends.

    python3 scripts/make_sounds.py

Deterministic (seeded noise), standard library only. Run it after changing the recipe and
commit what it writes.
"""

from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path

RATE = 44100
OUT = Path(__file__).resolve().parent.parent / "magnetdesk" / "resources" / "sounds"


def click(length: float, brightness: float, knock: float, rng: random.Random) -> list[float]:
    """One stone on wood: damped partials (wood resonances), a knock and a burst of noise."""
    samples = []
    partials = ((2150.0, 1.0, 90.0), (3420.0, 0.55, 120.0), (5200.0, 0.25, 160.0))
    for i in range(int(length * RATE)):
        t = i / RATE
        value = sum(amp * math.exp(-decay * t) * math.sin(2 * math.pi * freq * t)
                    for freq, amp, decay in partials) * brightness
        value += knock * math.exp(-45.0 * t) * math.sin(2 * math.pi * 180.0 * t)
        value += 0.6 * math.exp(-900.0 * t) * (rng.random() * 2 - 1)
        samples.append(value)
    return samples


def beep(length: float, frequency: float) -> list[float]:
    """A short sine tone with a soft attack and release (no click at its ends)."""
    count = int(length * RATE)
    return [math.sin(2 * math.pi * frequency * i / RATE) * min(1.0, i / 300, (count - i) / 600)
            for i in range(count)]


def mix(parts: list[tuple[float, float, list[float]]], length: float) -> list[float]:
    """``(start seconds, gain, samples)`` laid over silence of ``length`` seconds."""
    out = [0.0] * int(length * RATE)
    for start, gain, samples in parts:
        offset = int(start * RATE)
        for i, value in enumerate(samples[: len(out) - offset]):
            out[offset + i] += gain * value
    return out


def write(name: str, samples: list[float], peak: float) -> None:
    top = max(abs(s) for s in samples) or 1.0
    frames = b"".join(struct.pack("<h", round(s / top * peak * 32767)) for s in samples)
    with wave.open(str(OUT / name), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)


def main() -> None:
    rng = random.Random(1)
    OUT.mkdir(parents=True, exist_ok=True)
    write("stone.wav", click(0.12, 1.0, 0.8, rng), peak=0.8)
    soft = [click(0.08, 0.6, 0.2, rng) for _ in range(3)]
    write("capture.wav", mix([(0.0, 1.0, soft[0]), (0.07, 0.8, soft[1]), (0.15, 0.55, soft[2])],
                             0.26), peak=0.5)
    write("tick.wav", beep(0.07, 1320.0), peak=0.35)
    print(f"wrote stone.wav, capture.wav and tick.wav to {OUT}")


if __name__ == "__main__":
    main()
