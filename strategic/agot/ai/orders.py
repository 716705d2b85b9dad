"""The greedy AI's planning: one order for each of its areas, chosen together from its view.

Every area gets a score for each kind of order, and the areas are then served best score first, each
taking the best token left of its best kind:
- March: towards the most valuable area it can take next door: an empty castle or supply area, a
  neutral force its strength (plus the supports it can give itself) beats, an enemy area where its
  strength with its supports beats the defender's with theirs;
- Defend: a castle or home area an enemy could attack with more than stands there;
- Support: next to one of its planned attacks, or to one of its own threatened areas;
- Raid: an enemy area next door (its supports and consolidations are what raids take);
- Consolidate: power where the crowns are (nothing at sea).
The plan is recomputed at each placement (orders go down one at a time) and always gives the same answer
for the same view: nothing hidden is read.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from ..rules.actions import KeepWildling, Pass, PlaceOrder
from ..rules.marches import destinations
from ..rules.planning import TOKENS, fits_area, placed_by, specials_allowed, unused_tokens
from ..rules.raids import REACH
from .reading import LAND_UNITS, Reading

MARCH_THRESHOLD = 0.5      # a march must be worth at least this to be planned
ATTACK_MARGIN = 1          # an attack is planned when its strength beats the defence's by this
DEFEND_MINIMUM = 1.0
RAID_WORTH = 1.2
SEA_CONSOLIDATE = 0.2      # a 2nd edition order at sea gives nothing; in a port, one token


@dataclass(frozen=True)
class Target:
    area: str
    worth: float
    attack: bool           # a battle (enemy units or garrison) or a neutral force


def march_target(r: Reading, src: str) -> Target | None:
    """The best area the units in `src` could take next round (one step, with their supports)."""
    units = r.v.units.get(src, [])
    land = any(u in LAND_UNITS for u in units)
    mine = r.standing(src, sea_battle=not land)
    best: Target | None = None
    for dest in destinations(r.v, r.me, src, land):
        t = _evaluate(r, src, dest, mine)
        if t is not None and (best is None or t.worth > best.worth):
            best = t
    return best


def _evaluate(r: Reading, src: str, dest: str, mine: int) -> Target | None:
    held = r.held(dest)
    enemy = r.enemy_of(dest)
    help_ = r.reach(r.me, dest, without=src)
    if enemy is not None:
        theirs = r.defence(dest) + 1 + r.reach(enemy, dest) + r.mean_card(enemy)
        if mine + 1 + help_ + r.mean_card(r.me) < theirs + ATTACK_MARGIN:
            return None
        return Target(dest, r.worth(dest) * 1.2, True)
    if dest in r.v.neutral:
        if mine + 1 + help_ < r.v.neutral[dest]:
            return None
        return Target(dest, r.worth(dest), True)
    if held == r.me:
        return None
    return Target(dest, r.worth(dest) - 0.2 * r.threat(dest), False)


def plan(r: Reading) -> dict[str, str]:
    """Area -> token for every area of mine still without an order."""
    placed = placed_by(r.v, r.me)
    todo = [a for a in r.mine if a not in placed]
    left = list(unused_tokens(r.v, r.me))
    specials = specials_allowed(r.v, r.me) - sum(1 for t in placed.values() if TOKENS[t].special)
    targets = {a: march_target(r, a) for a in todo}
    attacked = {t.area for t in targets.values() if t and t.attack and t.worth >= MARCH_THRESHOLD}
    scores = {a: _scores(r, a, targets[a], attacked) for a in todo}
    out: dict[str, str] = {}
    for area in sorted(todo, key=lambda a: (-max(scores[a].values()), a)):
        for kind, _ in sorted(scores[area].items(), key=lambda kv: (-kv[1], kv[0])):
            tok = _best_token(r, area, kind, left, specials > 0)
            if tok is not None:
                out[area] = tok
                left.remove(tok)
                specials -= TOKENS[tok].special
                break
    return out


def _scores(r: Reading, area: str, target: Target | None, attacked: set[str]) -> dict[str, float]:
    board = r.board
    a = board.areas[area]
    own = r.defence(area)
    threat = r.threat(area)
    s = {"march": target.worth if target and target.worth >= MARCH_THRESHOLD else 0.0}
    s["march"] -= r.worth(area) * 0.5 if threat > own and a.castle else 0.0
    s["defend"] = r.worth(area) if (a.castle or a.home) and threat >= own and threat else DEFEND_MINIMUM * 0.5
    near = board.neighbours(area)
    helps = sum(1 for t in attacked if t in near) + sum(
        1 for n in near if r.v.owner.get(n) == r.me and r.threat(n) > r.defence(n))
    s["support"] = 1.0 + r.standing(area) * helps if helps else 0.3
    reach = REACH[a.kind]
    s["raid"] = RAID_WORTH if any(r.enemy_of(n) and r.v.owner.get(n) and board.areas[n].kind in reach
                                  for n in near) else 0.1
    s["consolidate"] = 1.0 + a.crowns if a.kind == "land" else SEA_CONSOLIDATE
    return s


def _best_token(r: Reading, area: str, kind: str, left: list[str], special_room: bool) -> str | None:
    """The strongest token of `kind` still free (a special one while the King's Court allows)."""
    fit = [t for t in set(left) if TOKENS[t].kind == kind and (special_room or not TOKENS[t].special)
           and fits_area(r.v, area, TOKENS[t])]
    return max(fit, key=lambda t: (TOKENS[t].bonus, TOKENS[t].special, t), default=None)


def place_order(view: Any, legal: Sequence[Any]) -> Any:
    """The planned order of the first area (best first) that still has none."""
    r = Reading(view)
    wanted = plan(r)
    for a in legal:
        if isinstance(a, PlaceOrder) and wanted.get(a.area) == a.token:
            return a
    kinds = {area: TOKENS[t].kind for area, t in wanted.items()}
    same = [a for a in legal if isinstance(a, PlaceOrder) and kinds.get(a.area) == TOKENS[a.token].kind]
    return (same or list(legal))[0]


def raven(view: Any, legal: Sequence[Any]) -> Any:
    """The raven's holder keeps his orders (and leaves the wildling card where it is)."""
    for a in legal:
        if isinstance(a, Pass) or isinstance(a, KeepWildling) and not a.bury:
            return a
    return legal[0]
