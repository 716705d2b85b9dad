"""Render the battle's sound effects to WAV files: `python assets/sounds.py` (all) or on first use from the game.

Every sound is synthesised here from sines, noise and a plucked string (Python's wave, math and array
modules; nothing downloaded, no extra package): dice rattling on the table, a clash of blades, a bow's
twang and the arrow's whoosh, a horn call, and a rout (a falling horn over two drum beats). The noise
comes from a seeded random.Random, so a sound is the same file on every machine. The WAVs go to
`assets/generated/` (not committed); `ensure(name)` renders a missing one the first time it is asked for.
"""
from __future__ import annotations

import array
import math
import random
import sys
import wave
from pathlib import Path
from typing import Callable

RATE = 22050
OUT = Path(__file__).resolve().parent / "generated"
PEAK = 0.8          # of full scale, so mixed sounds do not clip at once


def _silence(seconds: float) -> list[float]:
    return [0.0] * int(seconds * RATE)


def _add(buf: list[float], start: float, samples) -> None:
    i0 = int(start * RATE)
    for i, v in enumerate(samples):
        if i0 + i < len(buf):
            buf[i0 + i] += v


def _decay(seconds: float, tau: float):
    return (math.exp(-i / RATE / tau) for i in range(int(seconds * RATE)))


def _knock(rng: random.Random, pitch: float, loud: float) -> list[float]:
    """One die hitting the table: a click of noise and a short wooden resonance."""
    out = []
    for i, env in enumerate(_decay(0.06, 0.012)):
        t = i / RATE
        out.append(loud * env * (0.5 * rng.uniform(-1, 1) + math.sin(2 * math.pi * pitch * t)))
    return out


def dice() -> list[float]:
    rng = random.Random(11)
    buf = _silence(0.45)
    for k, start in enumerate((0.0, 0.05, 0.11, 0.16, 0.24, 0.33)):
        _add(buf, start, _knock(rng, rng.uniform(1700, 2600), 0.9 * 0.8 ** k))
    return buf


def clash() -> list[float]:
    """Steel on steel: inharmonic partials ringing down after a bright burst of noise."""
    rng = random.Random(12)
    partials = ((1250, 0.5, 0.35), (2730, 0.35, 0.25), (3960, 0.25, 0.18), (5210, 0.2, 0.12), (1870, 0.3, 0.3))
    out = []
    for i in range(int(0.7 * RATE)):
        t = i / RATE
        ring = sum(a * math.exp(-t / tau) * math.sin(2 * math.pi * f * t) for f, a, tau in partials)
        out.append(ring + 0.8 * math.exp(-t / 0.01) * rng.uniform(-1, 1))
    return out


def bow() -> list[float]:
    """A low plucked string (Karplus-Strong), then the arrow's whoosh: noise swelling and fading."""
    rng = random.Random(13)
    period = int(RATE / 98)
    ring = [rng.uniform(-1, 1) for _ in range(period)]
    buf = _silence(0.6)
    for i in range(int(0.35 * RATE)):
        j = i % period
        ring[j] = 0.996 * 0.5 * (ring[j] + ring[(j + 1) % period])
        buf[i] += 0.8 * ring[j] * math.exp(-i / RATE / 0.12)
    low = 0.0
    for i in range(int(0.4 * RATE)):
        t = i / 0.4 / RATE
        low += 0.25 * (rng.uniform(-1, 1) - low)           # a soft low-pass: air, not hiss
        _add(buf, 0.08 + i / RATE, (0.9 * math.sin(math.pi * t) ** 2 * low,))
    return buf


def _brass(freq: Callable[[float], float], seconds: float, loud: float = 1.0) -> list[float]:
    """A horn's note: harmonics falling off, a slow attack, a little vibrato; `freq` may glide."""
    out, phase = [], 0.0
    for i in range(int(seconds * RATE)):
        t = i / RATE
        env = min(1.0, t / 0.08) * min(1.0, (seconds - t) / 0.2)
        phase += 2 * math.pi * freq(t) * (1 + 0.006 * math.sin(2 * math.pi * 5 * t)) / RATE
        out.append(loud * env * sum(math.sin(n * phase) / n ** 0.9 for n in range(1, 8)))
    return out


def horn() -> list[float]:
    buf = _silence(1.25)
    _add(buf, 0.0, _brass(lambda t: 196.0, 0.45))
    _add(buf, 0.42, _brass(lambda t: 293.7, 0.8))
    return buf


def rout() -> list[float]:
    """A horn falling an octave over two dull drum beats: a side breaking."""
    buf = _silence(1.3)
    _add(buf, 0.0, _brass(lambda t: 293.7 * 2 ** (-t / 1.0), 1.1, 0.8))
    for start in (0.0, 0.45):
        _add(buf, start, [1.4 * math.exp(-i / RATE / 0.15) * math.sin(2 * math.pi * 58 * i / RATE)
                          for i in range(int(0.5 * RATE))])
    return buf


SOUNDS: dict[str, Callable[[], list[float]]] = {"dice": dice, "clash": clash, "bow": bow, "horn": horn, "rout": rout}


def write_wav(path: Path, samples: list[float]) -> None:
    """16-bit mono PCM, scaled so the loudest sample is PEAK of full scale."""
    top = max(1e-9, max(abs(v) for v in samples))
    pcm = array.array("h", (int(32767 * PEAK * v / top) for v in samples))
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    with wave.open(str(tmp), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(pcm.tobytes())
    tmp.replace(path)      # never a half-written file for the game to load


def ensure(name: str) -> Path:
    """The WAV file of sound `name`, rendered now if missing."""
    path = OUT / f"sound_{name}.wav"
    if not path.exists():
        write_wav(path, SOUNDS[name]())
    return path


if __name__ == "__main__":
    for sound in sys.argv[1:] or SOUNDS:
        print(ensure(sound))
