"""The greedy baseline: reinforces its front, attacks when the exact odds are good, pursues region
bonuses, seats and objectives, trades its cards as soon as it can. In Domination it keeps its seat of
power guarded and turns on the biggest house and the one nearest 10 points (heading for that house's
seat even from afar), as players at a table do; without that the house left alone in a corner wins.
The Domination draft (claiming, placing the starting armies) is in claiming.py.

Battle odds come from `odds.conquest_chance` (an exact, cached recursion), never from sampling. Each
phase has one small decision function in `DECIDE`, which returns an action the legal list allows (a
template's free amount filled in); a card is played only when its effect gives something now. An
invasion fought as a sub-game is decided in `ai/battle.py`.
"""
from __future__ import annotations

from collections import Counter
from functools import cached_property, lru_cache
from math import sqrt
from typing import Any, Callable, Iterable, Mapping, Sequence, TypeVar, cast

from tactical.protocol import Rng, amount_fields, fill

from ..battle_game import BattleView
from ..rules.actions import (Attack, BuyMaester, BuyObjective, Defend, Deploy, Draw, EndBuy, EndInvade, EndManoeuvre,
                             EndReinforce, Invade, Manoeuvre, MoveIn, PlaceUnit, PlayMaester, Trade, TradeForUnit,
                             UseCharacter)
from ..rules.cards import CharacterCard, Effect, MaesterCard, lookup
from ..rules.geo import Geo, geo
from ..rules.invade import dice_modifiers
from ..rules.objectives import CHECKS
from ..rules.tables import HAND_LIMIT, NEUTRAL, trade_value
from ..rules.state import RiskState
from ..rules.view import RiskView
from .battle import decide_battle
from .claiming import SEAT_GUARD, claim
from .odds import conquest_chance, odds_mods

T = TypeVar("T")
CAP = 40                   # armies beyond this change the odds too little to matter
ATTACK_THRESHOLD = 0.6     # attack when the chance of taking the territory is at least this
FIRST_CONQUEST = 0.4       # ...or this, while nothing has been conquered this turn (a card is at stake)
CARD_ODDS = 0.9            # an attack card or character only for a battle below these odds...
CARD_GOLD = 300            # ...and with this much gold in hand (Domination)
ATTACK_CARDS = ("attack_plus", "attack_d8", "remove_armies")
REINFORCE_CARDS = ("armies", "armies_per_castle", "gold", "gold_per_port", "unit", "draw_territory", "objective_draw")
LEADER_VP = 5              # from this many victory points a house is a threat to stop
LEADER_PER_VP = 0.4        # each of a house's victory points makes its territories worth this much more
SEAT_WORTH = 3             # an enemy seat of power...
SEAT_PER_VP = 2.0          # ...and this much more per point its owner has above LEADER_VP
STRONGEST = 8.0            # worth of a territory of a house twice the average size (scaled linearly)
HUNT_RANGE = 5             # territories this close to that house's seat are worth more...
HUNT_STEP = 0.5            # ...by this much for each step nearer


class Board:
    """Facts about the board for one decision, computed once from the view (and cached)."""

    strongest = STRONGEST      # how much the biggest house's territories are worth more (the planner scales it)

    def __init__(self, v: RiskView, rng: Rng | None = None) -> None:
        self.v, self.g, self.me, self.rng = v, geo(v.map), v.seat, rng or Rng(0)
        self.plain = v.rules == "skirmish" or (not v.units and not any(p.mods for p in v.players.values()))
        self._value: dict[str, float] = {}

    @cached_property
    def own(self) -> list[str]:
        return [t for t, o in self.v.owner.items() if o == self.me]

    @cached_property
    def held(self) -> dict[str, int]:
        """Territories per owner."""
        return Counter(self.v.owner.values())

    @cached_property
    def focus(self) -> dict[str, float]:
        """Extra worth of territories that the objectives in hand ask for (Domination)."""
        out: dict[str, float] = {}
        wanted: list[tuple[tuple[str, ...] | frozenset[str], float]] = []
        for oid in self.v.objectives:
            c = lookup()[2][oid].condition
            if c.kind == "castles":
                wanted.append((self.g.castles, 1.0))
            elif c.kind == "ports":
                wanted.append((self.g.ports, 1.0))
            elif c.kind == "hold_regions":
                wanted.extend((self.g.regions[r], 2.0) for r in c.regions)
            elif c.kind == "enemy_seat":
                wanted.append((tuple(t for h, t in self.g.seats.items() if h != self.me), 3.0))
        for places, worth in wanted:
            for t in places:
                out[t] = out.get(t, 0.0) + worth
        return out

    def enemies_near(self, t: str) -> list[str]:
        owner = self.v.owner
        return [n for n in self.g.neighbours[t] if owner[n] != self.me]

    def threat(self, t: str) -> int:
        """Hostile armies next to `t` (neutral armies never attack) minus the armies on it."""
        owner, armies = self.v.owner, self.v.armies
        hostile = sum(armies[n] for n in self.g.neighbours[t] if owner[n] not in (self.me, NEUTRAL))
        return hostile - armies[t]

    def mods(self, house: str, side: str, territory: str) -> tuple[int, int]:
        """(d8 dice, plus) the side will roll with, from special units and active card effects."""
        if self.plain:
            return (0, 0)
        player = self.v.players.get(house)
        return odds_mods(dice_modifiers(self.v.units.get(territory), player.mods if player else {},
                                        side == "attack"))

    def chance(self, src: str, dst: str) -> float:
        a, d = self.v.armies[src] - 1, self.v.armies[dst]
        att = self.mods(self.me, "attack", src)
        dfn = self.mods(self.v.owner[dst], "defence", dst)
        return conquest_chance(min(a, CAP), min(d, CAP), att, dfn)

    def value(self, t: str) -> float:
        """What taking `t` is worth: points, a region completed or broken, a seat, an elimination."""
        cached = self._value.get(t)
        if cached is not None:
            return cached
        g, owner = self.g, self.v.owner
        region = g.regions[g.region_of[t]]
        bonus = g.bonus[g.region_of[t]]
        defender = owner[t]
        mine = theirs = 0
        for x in region:
            o = owner[x]
            mine += o == self.me
            theirs += o == defender
        val = g.points[t] + 2.0 * bonus * (mine + 1) / len(region) + self.focus.get(t, 0.0)
        if theirs == len(region):
            val += bonus
        if defender != NEUTRAL:
            worth, seat = self.rivals[defender]
            val += worth + (seat if g.seats.get(defender) == t else 0.0)
        if defender != NEUTRAL and self.held[defender] == 1:
            val += 4 + 2 * self.v.players[defender].cards
        self._value[t] = val + self.closer(t)
        return self._value[t]

    @cached_property
    def rivals(self) -> dict[str, tuple[float, float]]:
        """Per rival house, (worth of any of its territories, extra worth of its seat): the biggest
        house and the one nearest 10 points are the ones to cut down, a near winner's seat above all
        (it cannot win without it)."""
        players = self.v.players
        alive = [h for h in players if not players[h].eliminated]
        mean = max(1.0, sum(self.held.get(h, 0) for h in alive) / max(1, len(alive)))
        out = {}
        for h in alive:
            vp = players[h].vp
            size = self.strongest * max(0.0, self.held.get(h, 0) / mean - 1.0)
            out[h] = (LEADER_PER_VP * vp + size, SEAT_WORTH + SEAT_PER_VP * max(0, vp - LEADER_VP))
        return out

    @cached_property
    def hunt(self) -> dict[str, int]:
        """Steps from each territory to the seat of the rival nearest to winning, once one has
        LEADER_VP points and holds its seat: a remote leader is reached by the way there."""
        if self.v.rules != "domination":
            return {}
        rivals = [(p.vp, h) for h, p in self.v.players.items()
                  if h != self.me and not p.eliminated and p.vp >= LEADER_VP]
        leader = max(rivals)[1] if rivals else None
        seat = self.g.seats.get(leader) if leader else None
        if seat is None or self.v.owner[seat] != leader:
            return {}
        return self.steps_to(seat)

    def steps_to(self, seat: str) -> dict[str, int]:
        """Steps from each territory within HUNT_RANGE of `seat` to it."""
        steps, ring = {seat: 0}, [seat]
        for d in range(1, HUNT_RANGE):
            ring = [n for t in ring for n in self.g.neighbours[t] if n not in steps]
            steps.update((n, d) for n in ring)
        return steps

    def closer(self, t: str) -> float:
        """Worth of standing on `t` on the way to the leader's seat."""
        d = self.hunt.get(t)
        return 0.0 if d is None else HUNT_STEP * (HUNT_RANGE - d)


def _best(items: list[T], key: Callable[[T], Any]) -> T | None:
    return max(items, key=key) if items else None


def decide_trade(b: Board, legal: Sequence[Any]) -> Any:
    trades = [a for a in legal if isinstance(a, Trade)]
    return _best(trades, lambda a: trade_value([b.g.icon[c] for c in a.cards]) + (2 if a.bonus_to else 0))


def front(b: Board) -> str:
    """Where new armies help most: next to the best attack, else the most threatened border."""
    scored = []
    for t in b.own:
        enemies = b.enemies_near(t)
        if enemies:
            best = max(b.value(e) / (1 + b.v.armies[e]) for e in enemies)
            scored.append((best + 0.05 * max(b.threat(t), 0) + b.closer(t), t))
    return max(scored)[1] if scored else b.own[0]


def seat_shortfall(b: Board) -> int:
    """Armies the seat of power lacks to outnumber the hostile armies around it by SEAT_GUARD
    (Domination: 10 points win only while you hold it, and taking it is worth points to a rival)."""
    seat = b.g.seats.get(b.me)
    if b.v.rules != "domination" or seat is None or b.v.owner[seat] != b.me:
        return 0
    return max(0, b.threat(seat) + SEAT_GUARD) if b.enemies_near(seat) else 0


def before_deploying(b: Board, legal: Sequence[Any], spot: Callable[[], str]) -> Any | None:
    """What comes before the armies are deployed: a card set traded, a reinforcement card or character
    played, a special unit placed (a fortification where the threat is greatest, the others on `spot()`)."""
    trade = decide_trade(b, legal)
    if trade is not None:
        return trade
    card = play_card(b, legal, REINFORCE_CARDS)
    if card is not None:
        return card
    if b.v.units_to_place:
        kind = b.v.units_to_place[0]
        return PlaceUnit(max(b.own, key=b.threat) if kind == "fortification" else spot(), kind)
    return None


def reinforce(b: Board, legal: Sequence[Any]) -> Any:
    first = before_deploying(b, legal, lambda: front(b))
    if first is not None:
        return first
    if b.v.reinforcements:
        guard = seat_shortfall(b)
        if guard:
            return Deploy(b.g.seats[b.me], min(guard, b.v.reinforcements))
        return Deploy(front(b), b.v.reinforcements)
    units = [a for a in legal if isinstance(a, TradeForUnit)]
    if units and len(b.v.hand) >= 4 and not b.v.traded_set:
        return units[0]
    return EndReinforce()


def gives_something(b: Board, effect: Effect, target: str | None) -> bool:
    """False for a card that would be paid for nothing or for less than it says: armies per castle with
    too few castles, gold per port without a port, armies removed from a territory that cannot lose them
    all (one always stays), territory cards into a full hand, objectives from an empty deck."""
    kind = effect.kind
    if kind == "armies_per_castle":
        return sum(t in b.g.castles for t in b.own) >= effect.n
    if kind == "gold_per_port":
        return any(t in b.g.ports for t in b.own)
    if kind == "remove_armies":
        return target is not None and b.v.armies[target] - 1 >= effect.n
    if kind == "draw_territory":
        return len(b.v.hand) < HAND_LIMIT
    if kind == "objective_draw":
        return objectives_to_keep(b.v) > 0
    return True


def objectives_to_keep(v: RiskView) -> int:
    """How many objective cards the seat could surely keep, from the deck and the face-up discard: a house
    passes over the cards it has scored when it draws, and those of them not face up in the discard may lie
    in the deck (or in a rival's hand: the count is a floor)."""
    scored = set(v.players[v.seat].achieved)
    in_deck = len(scored.difference(v.objective_discard))
    return max(0, v.objective_deck_size - in_deck) + sum(c not in scored for c in v.objective_discard)


def card_of(action: Any) -> MaesterCard | CharacterCard | None:
    """The maester card or character an action plays (None for any other action)."""
    maester, characters, _ = lookup()
    if isinstance(action, PlayMaester):
        return maester[action.card]
    if isinstance(action, UseCharacter):
        return characters[action.card]
    return None


def play_card(b: Board, legal: Sequence[Any], kinds: tuple[str, ...], target: str | None = None) -> Any:
    """The first affordable maester card or character whose effect is one of `kinds` and gives something."""
    for a in legal:
        card = card_of(a)
        if card is None:
            continue
        if (card.effect.kind in kinds and (target is None or a.target in (None, target))
                and gives_something(b, card.effect, a.target)):
            return a
    return None


@lru_cache(maxsize=None)
def fewest_attackers(d: int, need: float) -> int:
    """The fewest attacking armies with at least `need` chance against `d` plain defenders."""
    a = 1
    while conquest_chance(a, min(d, CAP)) < need:
        a += 1
    return a


def attack_choice(b: Board, pairs: Iterable[tuple[str, str]], need: float) -> tuple[str, str, float] | None:
    """Of these attacks (src, dst), the one greedy makes: the most worth taken at its chance, among those
    at least `need` likely; (src, dst, chance), or None when none is (ties: the first listed)."""
    best, best_score = None, 0.0
    for src, dst in pairs:
        value = b.value(dst)
        if value <= best_score:
            continue
        p = b.chance(src, dst)
        if p >= need and p * value > best_score:
            best, best_score = (src, dst, p), p * value
    return best


def invade(b: Board, legal: Sequence[Any]) -> Any:
    need = FIRST_CONQUEST if not b.v.conquered else ATTACK_THRESHOLD
    armies = b.v.armies
    skip = (Attack if b.v.ai_battles == "hexes" else Invade) if b.v.battles == "ask" else None
    listed: dict[tuple[str, str], Any] = {}
    for a in legal:
        if not (a.__class__ is Invade or a.__class__ is Attack and a.dice == min(3, armies[a.src] - 1)):
            continue
        if a.__class__ is skip:           # "ask": an AI seat fights as the table's ai_battles says
            continue
        if b.plain and armies[a.src] - 1 < fewest_attackers(armies[a.dst], need):
            continue                      # hopeless: no need to look the odds up
        listed.setdefault((a.src, a.dst), a)
    choice = attack_choice(b, listed, need)
    if choice is None:
        return EndInvade()
    best = listed[choice[0], choice[1]]
    if b.v.rules == "domination" and worth_a_card(b, b.chance(best.src, best.dst)):
        card = play_card(b, legal, ATTACK_CARDS, best.dst)
        if card is not None:
            return card
    return best


def worth_a_card(b: Board, chance: float) -> bool:
    """greedy's rule for an attack card or character: only for a battle below CARD_ODDS, with CARD_GOLD in hand."""
    return chance < CARD_ODDS and b.v.players[b.me].gold >= CARD_GOLD


def defend(b: Board, legal: Sequence[Any]) -> Any:
    dst = b.v.pending["dst"]
    if b.v.rules == "domination" and (dst in b.g.castles or b.v.armies[dst] >= 4):
        card = play_card(b, legal, ("defence_plus", "defence_d8"))
        if card is not None:
            return card
    return max((a for a in legal if isinstance(a, Defend)), key=lambda a: a.dice)


def moving_in(g: Geo, owner: Mapping[str, str], me: str, src: str, most: int) -> int:
    """Of the `most` armies that may move on from `src`, those greedy moves: all, unless `src` still faces a
    rival: then half (at least one)."""
    if any(owner[n] not in (me, NEUTRAL) for n in g.neighbours[src]):
        return max(1, most // 2)
    return most


def move_in(b: Board, legal: Sequence[Any]) -> Any:
    src = b.v.pending["src"]
    return MoveIn(moving_in(b.g, b.v.owner, b.me, src, b.v.armies[src] - 1))


def manoeuvre(b: Board, legal: Sequence[Any]) -> Any:
    """All but one army from a quiet interior territory to the most threatened border."""
    interior = {t for t in b.own if not b.enemies_near(t)}
    options = [a for a in legal if isinstance(a, Manoeuvre) and a.src in interior and a.dst not in interior]
    best = _best(options, lambda a: (b.v.armies[a.src], b.threat(a.dst), a.with_units))
    return fill(best) if best else EndManoeuvre()


def objective_score(b: Board, card_id: str) -> float:

    card = lookup()[2][card_id]
    # The checks read only what _FakeState carries, all of it public, so a view stands in for a state.
    met = CHECKS[card.condition.kind](cast(RiskState, _FakeState(b)), b.me, card.condition)
    return card.vp * (3 if met else 1) - 0.5 * card.vp * sqrt(card.vp)


class _FakeState:
    """Just enough of a state for the objective checks, built from a view (no hidden information)."""

    def __init__(self, b: Board) -> None:
        v = b.v
        self.map, self.owner, self.armies, self.units = v.map, v.owner, v.armies, v.units
        self.players = {h: _Gold(v.players[h].gold) for h in v.players}
        self.turn = _Turn(v.conquered)


class _Gold:
    def __init__(self, gold: int) -> None:
        self.gold = gold


class _Turn:
    def __init__(self, conquered: int) -> None:
        self.conquered, self.eliminated = conquered, list[str]()


def buy(b: Board, legal: Sequence[Any]) -> Any:
    gold = b.v.players[b.me].gold
    if len(b.v.objectives) < 3 and any(isinstance(a, BuyObjective) for a in legal):
        return BuyObjective()
    if gold >= 600 and len(b.v.maester) < 3 and any(isinstance(a, BuyMaester) for a in legal):
        return BuyMaester()
    return EndBuy()


DECIDE: dict[str, Callable[[Board, Sequence[Any]], Any]] = {
    "claim": claim,
    "setup_objectives": lambda b, legal: min(legal, key=lambda a: objective_score(b, a.card)),
    "reinforce": reinforce,
    "cash_in": reinforce,
    "buy": buy,
    "keep_objective": lambda b, legal: max(legal, key=lambda a: objective_score(b, a.card)),
    "invade": invade,
    "defend": defend,
    "conquer": move_in,
    "manoeuvre": manoeuvre,
    "objective": lambda b, legal: max(legal, key=lambda a: lookup()[2][a.card].vp),
    "draw": lambda b, legal: Draw(),
}


def unthinking(view: RiskView | BattleView, legal: Sequence[Any]) -> Any | None:
    """The decisions every agent takes the same way: a battle's dice and casualties (`battle.py`), and
    a single legal action with no amount to choose. None when the phase's own judgement is needed."""
    if isinstance(view, BattleView):
        return decide_battle(view, legal)
    if len(legal) == 1 and not amount_fields(legal[0]):
        return legal[0]
    return None


class GreedyAgent:
    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, view: RiskView | BattleView, legal: Sequence[Any]) -> Any:
        action = unthinking(view, legal)
        if action is not None:
            return action
        assert isinstance(view, RiskView)          # every battle decision is taken above
        # A decision function that returned something the rules do not allow is a bug: `apply` refuses
        # it loudly (IllegalAction) rather than the agent playing something else in its place.
        return DECIDE[view.phase](Board(view, self.rng), legal)
