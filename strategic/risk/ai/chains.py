"""Planning a turn's chain of attacks with the exact odds of each step.

An invasion fought to the end leaves the attacker a whole distribution of survivors, not one number:
`survivors(a, d)` is P(the attack takes the territory with exactly s armies left), from the same exact
battle outcomes as `odds.conquest_chance`. A chain src -> t1 -> t2 -> ... moves every survivor on and
leaves one army behind in each territory taken, so the armies that reach step k are that distribution
pushed through each step in turn: `chain_odds` gives, for every step, the chance to have taken it and
the armies expected to stand there, exactly. `best_chains` scores every chain of up to `depth` steps
from one stack (worth of the territories taken, weighted by the chance of each, less the armies
expected to be lost) so the planner can pick where to deploy and what to attack first.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Callable, Iterable, NamedTuple

from .odds import battle_outcomes_float

Mod = tuple[int, int]
NO_MOD: Mod = (0, 0)
CAP = 30                      # beyond this many armies the odds barely move (and the tables stay small)...


def _key(dice: int, mod: Mod) -> tuple[int, int, int]:
    return (dice, min(mod[0], dice), mod[1])


@lru_cache(maxsize=100_000)
def survivors(a: int, d: int, att: Mod = NO_MOD, dfn: Mod = NO_MOD) -> tuple[tuple[int, float], ...]:
    """((armies left, probability), ...) over the outcomes where `a` attackers take a territory held by
    `d`, both sides rolling the most dice; the probabilities add up to the conquest chance."""
    if a > CAP:                 # ...but the attackers beyond CAP are still standing when it is taken
        return tuple((s + a - CAP, q) for s, q in survivors(CAP, d, att, dfn))
    d = min(d, CAP)
    if d <= 0:
        return ((a, 1.0),) if a > 0 else ()
    if a <= 0:
        return ()
    out: dict[int, float] = {}
    for al, dl, p in battle_outcomes_float(_key(min(3, a), att), _key(min(2, d), dfn)):
        for s, q in survivors(a - al, d - dl, att, dfn):
            out[s] = out.get(s, 0.0) + p * q
    return tuple(sorted(out.items()))


class Step(NamedTuple):
    territory: str
    taken: float             # chance this step (and every one before it) is taken
    left: float              # armies expected on it when taken (given it is)


def chain_odds(start: int, defenders: Iterable[tuple[str, int, Mod]], att: Mod = NO_MOD) -> list[Step]:
    """The exact odds of each step of a chain: `start` attacking armies (the one left on the source
    already counted out) against each territory's defenders in turn, all survivors moving on and one
    army staying in each territory taken."""
    steps: list[Step] = []
    forces: tuple[tuple[int, Mod], ...] = ()
    for name, d, dfn in defenders:
        forces += ((d, dfn),)
        _, taken, left, more = _reach(start, forces, att)
        steps.append(Step(name, taken, left))
        if not more:
            break
    return steps


Reach = tuple[tuple[tuple[int, float], ...], float, float, bool]


@lru_cache(maxsize=200_000)
def _reach(start: int, forces: tuple[tuple[int, Mod], ...], att: Mod) -> Reach:
    """For `start` attackers taking every one of `forces` (defenders, their modifiers) in turn: ((armies
    standing on the last territory, probability), ...), the chance to take it, the armies expected
    there when taken, and whether any can go on. Cached by prefix: the planner scores the same small
    chains over and over."""
    if len(forces) == 1:
        dist: tuple[tuple[int, float], ...] = ((start, 1.0),)
    else:
        dist = tuple((s - 1, q) for s, q in _reach(start, forces[:-1], att)[0] if s > 1)   # one army holds
    d, dfn = forces[-1]
    nxt: dict[int, float] = {}
    for a, p in dist:
        for s, q in survivors(a, d, att, dfn):
            nxt[s] = nxt.get(s, 0.0) + p * q
    taken = sum(nxt.values())
    left = sum(s * q for s, q in nxt.items()) / taken if taken else 0.0
    return tuple(nxt.items()), taken, left, any(s > 1 for s in nxt)


class Chain(NamedTuple):
    src: str
    path: tuple[str, ...]
    score: float
    steps: tuple[Step, ...]


def best_chains(src: str, attackers: int, depth: int, neighbours: Callable[[str], Iterable[str]],
                enemy: Callable[[str], bool], worth: Callable[[str], float], defence: Callable[[str], tuple[int, Mod]],
                att: Mod = NO_MOD, army_cost: float = 1.0, keep: float = 0.0) -> list[Chain]:
    """Every chain of 1..`depth` enemy territories from `src` with `attackers` armies, scored as the
    chance-weighted worth of each step less `army_cost` per army expected lost (armies expected to
    stand on the last territory are worth `keep` each), best first."""
    out: list[Chain] = []

    def grow(path: tuple[str, ...], defenders: list[tuple[str, int, Mod]]) -> None:
        steps = chain_odds(attackers, defenders, att)
        if len(steps) < len(defenders):
            return
        gain = sum(s.taken * worth(s.territory) for s in steps)
        last = steps[-1]
        # armies lost: those that attacked less those still standing (one held in each earlier step)
        held = sum(s.taken for s in steps[:-1]) + last.taken * last.left
        lost = attackers - held
        out.append(Chain(src, path, gain - army_cost * lost + keep * last.taken * last.left, tuple(steps)))
        if len(path) < depth and last.left > 2:
            for n in neighbours(path[-1]):
                if n not in path and n != src and enemy(n):
                    d, mod = defence(n)
                    grow(path + (n,), defenders + [(n, d, mod)])

    for first in neighbours(src):
        if enemy(first):
            d, mod = defence(first)
            grow((first,), [(first, d, mod)])
    out.sort(key=lambda c: -c.score)
    return out
