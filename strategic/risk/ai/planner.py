"""The Risk AI of the levels easy, normal and hard: the greedy baseline's judgement of what a territory is worth
(`greedy.Board`), with its turn planned as chains of attacks.

Reinforcing, it puts its armies on the stack whose best chain of attacks (`chains.best_chains`, the exact odds
of every step) is worth most, after guarding its seat; invading, it starts the best chain still worth its
armies (the first conquest of a turn counts a card more), in Domination with an attack card or character before
a battle (greedy's rule, or hard's `Level.boost_every`: before every battle it can pay for; hard also plays
Cersei and a Garrison, `Level.side_cards`); after a conquest it moves on what the chain needs and leaves behind
what the border it leaves needs; hard manoeuvres, in a Skirmish, where the others' replies (`replies.py`: each
rival's next turn, exact odds, played the way its past turns were read to play, `rivals.py`) would take least
from it. Skirmish's end (`endgame.py`) decides when to stop drawing and when armies are to spare (spent, not
sat on); Domination's objectives (`objectives.py`) steer the draft, what it keeps and buys, hosts, hoards and
unit trades; near 10 points its lost seat and the way back weigh more (above all for hard when retaking it wins
this turn, `Level.win_now`); hard plays each Domination turn in the style that stood best when the round was
played out (`styles.py`). Defending and the dice of a sub-game are the greedy baseline's. The level
(`levels.py`) sets how deep it plans and which beginner's mistakes it makes on purpose; every chance it takes
comes from its own seeded Rng, never the game's.
"""
from __future__ import annotations

import math
from functools import cached_property, partial
from types import MappingProxyType
from typing import Any, Callable, Mapping, Sequence

from tactical.protocol import Rng, amount_fields, fill

from ..battle_game import BattleView
from ..rules.actions import (Attack, BuyObjective, Deploy, Draw, EndBuy, EndInvade, EndManoeuvre, EndTurn, Invade,
                             Manoeuvre, MoveIn, TradeForUnit)
from ..rules.cards import lookup
from ..rules.setup import UNCLAIMED
from ..rules.tables import MAESTER_PRICE, NEUTRAL, VICTORY_POINTS
from ..rules.view import RiskView
from .chains import Chain, best_chains
from .claiming import NOISE, claim, claim_score
from . import endgame
from .endgame import end_next, leading, spare_share, turns_left
from . import objectives, replies
from .greedy import (ATTACK_CARDS, DECIDE, HUNT_RANGE, STRONGEST, Board, before_deploying, buy as greedy_buy,
                     front, manoeuvre, play_card, reinforce, seat_shortfall, unthinking, worth_a_card)
from .levels import LEVELS, Level, hold_for
from .rivals import RivalReading
from .styles import StyleChooser, turn_start

HOME_SEAT = 4.0            # worth of retaking our own seat of power...
HOME_FROM = 6              # ...growing with each victory point above this
HOME_STEP = 1.5            # from HOME_FROM + 2 points, each step nearer our lost seat is worth this much
WIN_SEAT = 40.0            # more for our lost seat when retaking it wins this turn (`Level.win_now`)
STEAL_FROM = 200           # Cersei robs a rival only of this much gold or more (she costs 100)
STYLE_SALT = 0x5EED5       # the style chooser's Rng: the agent's seed salted, apart from its own stream
REPLY_NEED = LEVELS["normal"].margin - LEVELS["normal"].first_bonus   # a rival starts a reply worth more than this
RACE_SPREAD = 2.0          # points ahead of a rival, after the replies, for a 73% chance to stay ahead (`race_worth`)


class PlanBoard(Board):
    """greedy's Board, whose objective focus is the planner's (`objectives.focus`), with its own seat and
    the Skirmish points leader's territories worth more."""

    def __init__(self, v: RiskView, rng: Rng, level: Level) -> None:
        super().__init__(v, rng)
        self.level = level
        self.strongest = STRONGEST * (level.size if v.rules == "domination" else 1.0)

    @cached_property
    def focus(self) -> dict[str, float]:
        return objectives.focus(self, self.level.focus)

    def value(self, t: str) -> float:
        """greedy's worth, and our own seat of power above all once we are near 10 points (Domination:
        the points win only while we hold it)."""
        base = super().value(t)
        if self.v.rules == "domination":
            holder = self.v.owner[t]
            if self.g.seats.get(self.me) == t:
                home = HOME_SEAT * (1 + max(0, self.v.players[self.me].vp - HOME_FROM))
                return base + home + (WIN_SEAT if holder != self.me and self.wins_home else 0.0)
            if holder != NEUTRAL and self.g.seats.get(holder) == t:     # a rival near 10 cannot win without it
                return base + self.level.stop * max(0, self.v.players[holder].vp - HOME_FROM) ** 2
        if self.v.rules == "skirmish" and self.v.owner[t] == self.leader:
            return base + self.level.deny * self.g.points[t]
        return base

    @cached_property
    def wins_home(self) -> bool:
        """Retaking our seat of power would win this turn: with the best objective met now claimed at
        its end we reach 10 points (`Level.win_now`, Domination; the points win only with the seat)."""
        return (self.level.win_now and self.v.rules == "domination"
                and self.v.players[self.me].vp + objectives.best_met(self) >= VICTORY_POINTS)

    @cached_property
    def home(self) -> dict[str, int]:
        """Steps from each territory to our own seat of power, once we are near 10 points (or retaking it
        wins this turn) and a rival holds it (Domination): the way back is worth taking."""
        seat = self.g.seats.get(self.me)
        if (self.v.rules != "domination" or seat is None or self.v.owner[seat] == self.me
                or (self.v.players[self.me].vp < HOME_FROM + 2 and not self.wins_home)):
            return {}
        return self.steps_to(seat)

    def closer(self, t: str) -> float:
        d = self.home.get(t)
        return super().closer(t) + (0.0 if d is None else HOME_STEP * (HUNT_RANGE - d))

    @cached_property
    def scores(self) -> dict[str, int]:
        return endgame.scores(self.g, self.v)

    @cached_property
    def leader(self) -> str | None:
        """The rival with the most points, when it has at least as many as we do (Skirmish)."""
        rivals = [(s, h) for h, s in self.scores.items() if h != self.me]
        top = max(rivals, default=None)
        return top[1] if top is not None and top[0] >= self.scores[self.me] else None


class Plan:
    """One decision's board and level, with the chains from each of the seat's stacks."""

    def __init__(self, b: Board, level: Level, rng: Rng, rivals: RivalReading | None = None) -> None:
        self.b, self.level, self.rng, self.rivals = b, level, rng, rivals      # rivals: how their replies are read
        self.army_cost = level.army_cost
        if level.endgame and b.v.rules == "skirmish":       # armies score nothing once the game ends
            horizon = level.horizon if leading(b.g, b.v, b.me) else level.horizon_behind
            self.army_cost *= min(1.0, turns_left(b.g, b.v) / horizon)
        if level.finish and b.v.rules == "skirmish":      # a won game is finished, not sat on
            self.army_cost *= spare_share(b.v, b.me)

    def chains(self, src: str, attackers: int) -> list[Chain]:
        b = self.b
        owner, armies = b.v.owner, b.v.armies
        return best_chains(src, attackers, self.level.depth, b.g.neighbours.__getitem__,
                           lambda t: owner[t] != b.me, b.value,
                           lambda t: (armies[t], b.mods(owner[t], "defence", t)),
                           b.mods(b.me, "attack", src), self.army_cost, self.level.keep)

    def host_stack(self) -> str | None:
        """The stack kept whole for a host objective within reach this turn (it attacks nothing)."""
        b = self.b
        n = objectives.asks(b, "host") if self.level.objectives else 0
        if not n:
            return None
        top = max(b.own, key=lambda t: b.v.armies[t])
        return top if b.v.armies[top] + b.v.reinforcements >= n else None

    def hold(self, src: str, but: str = "") -> int:
        """Armies a stack keeps home against the hostile armies around it but `but` (`Level.hold` of them)."""
        return int(hold_for(self.level, self.b.v.rules, len(self.b.v.seats)) * hostile_near(self.b, src, but) + 0.5)

    def stacks(self, extra: int = 0) -> list[Chain]:
        """The best chain from each stack that can attack, with `extra` armies added to it."""
        out = []
        host = self.host_stack()
        for src in self.b.own:
            if src == host:
                continue
            attackers = self.b.v.armies[src] - 1 + extra - self.hold(src)
            if attackers < 1 or not self.b.enemies_near(src):
                continue
            found = self.chains(src, attackers)
            if found:
                out.append(found[0])
        return out

    def best(self, extra: int = 0) -> tuple[float, Chain | None]:
        """The best chain from any stack, with `extra` armies added to the stack it starts from (ties:
        the first stack)."""
        top = max(self.stacks(extra), key=lambda c: c.score, default=None)
        return (float("-inf"), None) if top is None else (top.score, top)


def attack_action(b: Board, legal: Sequence[Any], src: str, dst: str) -> Any:
    """The listed way to attack `dst` from `src`: the most dice, or the whole invasion as a battle (with
    battles "ask", as the table's `ai_battles` says)."""
    options = [a for a in legal if a.__class__ in (Attack, Invade) and a.src == src and a.dst == dst]
    if b.v.battles == "ask":
        kind = Invade if b.v.ai_battles == "hexes" else Attack
        options = [a for a in options if a.__class__ is kind] or options
    return max(options, key=lambda a: getattr(a, "dice", 0)) if options else None


def invade(p: Plan, legal: Sequence[Any]) -> Any:
    b, level = p.b, p.level
    if level.reckless and p.rng.below(1000) < 1000 * level.reckless:
        rash = [a for a in legal
                if isinstance(a, Attack) and b.v.armies[a.src] >= 3 and a.dice == min(3, b.v.armies[a.src] - 1)]
        if rash:
            return rash[p.rng.below(len(rash))]
    score, chain = p.best()
    if level.side_cards:                # the cards are dealt only in Domination (the engine lists none else)
        card = side_card(b, legal, chain)
        if card is not None:
            return card
    need = level.margin - (0 if b.v.conquered else level.first_bonus)
    if level.objectives:
        need -= level.push * objectives.conquest_push(b)
    if chain is not None and score > need and level.reply_invade and b.v.rules == "skirmish":
        chain = safest_chain(p, need)
    if chain is None or score <= need:
        return EndInvade()
    if b.v.rules == "domination" and (level.boost_every or worth_a_card(b, chain.steps[0].taken)):
        card = play_card(b, legal, ATTACK_CARDS, chain.path[0])
        if card is not None:
            return card
    return attack_action(b, legal, chain.src, chain.path[0]) or EndInvade()


def side_card(b: Board, legal: Sequence[Any], chain: Chain | None) -> Any:
    """A card greedy never plays (`Level.side_cards`): a Garrison puts its armies on the stack the best
    chain starts from; Cersei takes gold from the richest rival when it has STEAL_FROM or more (100 paid
    for up to 300 taken from the rival best able to spend it). None when neither is in hand or worth it."""
    if chain is not None:
        garrison = play_card(b, legal, ("reinforce_territory",), chain.src)
        if garrison is not None:
            return garrison
    richest = max((h for h in b.v.players if h != b.me), key=lambda h: b.v.players[h].gold, default=None)
    if richest is None or b.v.players[richest].gold < STEAL_FROM:
        return None
    return play_card(b, legal, ("steal_gold",), richest)


def rival_best(rv: RiskView) -> tuple[float, Chain | None]:
    """A rival's best chain at its turn's start, by the planner's own judgement at normal's numbers."""
    model, rng = LEVELS["normal"], Rng(0)
    return Plan(PlanBoard(rv, rng, model), model, rng).best(rv.reinforcements)


def exposed(p: Plan, v: RiskView, armies: Mapping[str, int]) -> float:
    """What the others' replies would take from us on `v`'s board with our armies standing as `armies`
    (`replies.lost_to`; a rival starts a chain worth more than normal's least first conquest), less the
    win kept by standing ahead once they are fought (`race_worth`)."""
    best = p.rivals.best if p.rivals is not None else rival_best
    chains = replies.replies_to(v, p.b.g, armies, best, REPLY_NEED)
    return replies.lost_to(v, p.b.g, armies, chains, p.army_cost) - race_worth(p, v, chains)


def race_worth(p: Plan, v: RiskView, chains: list[tuple[str, Chain]]) -> float:
    """`Level.race` times the chance that the End Game card comes before our next turn (each house
    alive draws once, at the chance the next card is it) times the chance we then stand ahead of every
    rival, their replies `chains` fought (`replies.points_after`; a logistic of RACE_SPREAD points a
    rival): 0 outside a Skirmish, before the card can come and for a level without it. Near the end a
    narrow lead is what wins; the chains and the replies weigh territories and armies, not that."""
    if not p.level.race or v.rules != "skirmish":
        return 0.0
    nxt = end_next(p.b.g, v)
    if nxt <= 0:
        return 0.0
    soon = 1 - (1 - nxt) ** sum(not x.eliminated for x in v.players.values())
    points = replies.points_after(v, p.b.g, chains)
    ahead = math.prod(1 / (1 + math.exp(-(points[v.seat] - n) / RACE_SPREAD)) for h, n in points.items() if h != v.seat)
    return p.level.race * soon * ahead


def deploy_target(p: Plan) -> str:
    """The stack whose best chain, with this turn's armies on it, is worth most (else greedy's front);
    the biggest stack while a host is asked for."""
    b = p.b
    if not p.level.plan_deploy:
        return front(b)
    if p.level.objectives and objectives.asks(b, "host"):
        return max(b.own, key=lambda t: b.v.armies[t])
    score, chain = p.best(b.v.reinforcements)
    if chain is None or score <= 0:
        return front(b)
    if p.level.reply_deploy and b.v.rules == "skirmish":
        return safest_deploy(p)
    return chain.src


def after_chain(p: Plan, c: Chain) -> tuple[dict[str, str], dict[str, int]]:
    """The board once this turn's armies stand on `c`'s stack and `c` is fought for as long as each
    step is likelier taken than not: one army held in each territory taken, the expected survivors on
    the last, what the stack keeps home left behind."""
    b, extra = p.b, p.b.v.reinforcements
    owner, armies = dict(b.v.owner), dict(b.v.armies)
    armies[c.src] += extra
    taken = [s for s in c.steps if s.taken >= 0.5]
    if taken:
        armies[c.src] = 1 + p.hold(c.src)
        for s in taken:
            owner[s.territory], armies[s.territory] = b.me, 1
        armies[taken[-1].territory] = max(1, round(taken[-1].left))
    return owner, armies


def net_of_replies(p: Plan, c: Chain) -> float:
    """`c`'s score less what the others' replies would take from us once it is fought (`after_chain`)."""
    owner, armies = after_chain(p, c)
    return c.score - exposed(p, p.b.v._replace(owner=MappingProxyType(owner)), armies)


def safest_deploy(p: Plan) -> str:
    """Of the `Level.reply_deploy` stacks whose best chain is worth most, the one whose chain less what
    the others' replies would then take from us (`exposed`) is worth most (ties: the best chain)."""
    tops = sorted(p.stacks(p.b.v.reinforcements), key=lambda c: -c.score)[:p.level.reply_deploy]
    return max(tops, key=lambda c: net_of_replies(p, c)).src


def safest_chain(p: Plan, need: float) -> Chain | None:
    """Of the `Level.reply_invade` best chains worth starting (above `need`), the one whose score less what
    the others' replies would take from us once it is fought is worth most; None (stop here) when its score
    above `need` does not pay for what it leaves open to those replies beyond what stopping now leaves (a thin
    stack left behind, the survivors strung out over a new border)."""
    tops = [c for c in sorted(p.stacks(), key=lambda c: -c.score)[:p.level.reply_invade] if c.score > need]
    nets = {id(c): net_of_replies(p, c) for c in tops}
    best = max(tops, key=lambda c: nets[id(c)])
    return best if nets[id(best)] - need >= -exposed(p, p.b.v, p.b.v.armies) else None


def deploy(p: Plan, legal: Sequence[Any]) -> Any:
    b, level = p.b, p.level
    first = before_deploying(b, legal, lambda: deploy_target(p))
    if first is not None:
        return first
    if not b.v.reinforcements:
        units = [a for a in legal if isinstance(a, TradeForUnit)]
        if units and level.objectives and objectives.asks(b, "units"):
            return units[0]
        return reinforce(b, legal)                    # the greedy rule for a unit trade, then end
    if level.seat_guard:
        guard = seat_shortfall(b)
        if guard:
            return Deploy(b.g.seats[b.me], min(guard, b.v.reinforcements))
    if level.spread and p.rng.below(1000) < 1000 * level.spread:
        border = [t for t in b.own if b.enemies_near(t)] or b.own
        return Deploy(border[p.rng.below(len(border))], 1)
    return Deploy(deploy_target(p), b.v.reinforcements)


def hostile_near(b: Board, t: str, but: str = "") -> int:
    owner, armies = b.v.owner, b.v.armies
    return sum(armies[n] for n in b.g.neighbours[t] if n != but and owner[n] not in (b.me, NEUTRAL))


def move_in(p: Plan, legal: Sequence[Any]) -> Any:
    """On what the chain needs; behind, `Level.hold` of the hostile armies still next to the territory left."""
    b = p.b
    src, dst = b.v.pending["src"], b.v.pending["dst"]
    most = b.v.armies[src] - 1
    if not p.level.guard:
        return MoveIn(most)
    return MoveIn(max(0, most - p.hold(src, dst)))


def march(p: Plan, legal: Sequence[Any]) -> Any:
    """greedy's manoeuvre, but for a host asked for and within one move: the most onto the biggest stack."""
    if p.level.idle and p.rng.below(1000) < 1000 * p.level.idle:
        return EndManoeuvre()
    b, host = p.b, objectives.asks(p.b, "host") if p.level.objectives else 0
    if host:
        moves = [a for a in legal if isinstance(a, Manoeuvre)]
        best = max(moves, key=lambda a: b.v.armies[a.src] + b.v.armies[a.dst], default=None)
        if best is not None and b.v.armies[best.src] - 1 + b.v.armies[best.dst] >= host:
            return Manoeuvre(best.src, best.dst, b.v.armies[best.src] - 1, best.with_units)
    if p.level.reply_moves and b.v.rules == "skirmish":
        return safest_move(p, legal)
    return manoeuvre(b, legal)


def safest_move(p: Plan, legal: Sequence[Any]) -> Any:
    """Of greedy's manoeuvre, none, and moves from the three biggest stacks to the four most threatened
    borders (all a stack does not keep home), the one after which the others' replies would take least
    from us (`exposed`, the rivals judged by the planner at normal's numbers)."""
    b = p.b
    pairs = {(a.src, a.dst): None for a in legal if isinstance(a, Manoeuvre)}
    # from dicts, not sets: ties keep the legal list's order whatever the process's string hashing
    srcs = sorted(dict.fromkeys(s for s, _ in pairs), key=lambda t: -b.v.armies[t])[:3]
    dsts = sorted(dict.fromkeys(d for _, d in pairs if b.enemies_near(d)), key=lambda t: -b.threat(t))[:4]
    options = [manoeuvre(b, legal), EndManoeuvre()]
    for src, dst in pairs:
        n = b.v.armies[src] - 1 - (p.hold(src) if b.enemies_near(src) else 0)
        if src in srcs and dst in dsts and n > 0:
            options.append(Manoeuvre(src, dst, n, False))

    def after(a: Any) -> float:
        armies = dict(b.v.armies)
        if isinstance(a, Manoeuvre) and isinstance(a.armies, int):      # every option's amount is filled
            armies[a.src] -= a.armies
            armies[a.dst] += a.armies
        return exposed(p, b.v, armies)

    return min(options, key=after)          # ties: greedy's own choice, listed first


def buy(p: Plan, legal: Sequence[Any]) -> Any:
    """greedy's buying, but no spending below the gold an objective in hand asks for, and more objectives
    while none in hand is near (the rules set no limit to a hand of objectives)."""
    b = p.b
    if not p.level.buy_objectives:                  # a beginner's mistake: only the maester cards tempt it
        return greedy_buy(b, [a for a in legal if not isinstance(a, BuyObjective)])
    if not p.level.objectives:
        return greedy_buy(b, legal)
    hoard, gold = objectives.asks(b, "gold"), b.v.players[b.me].gold
    if hoard and gold - MAESTER_PRICE < hoard:
        return EndBuy()
    near = sum(objectives.gap(b, o) <= p.level.near for o in b.v.objectives)
    if BuyObjective() in legal and gold >= p.level.spare and near < p.level.options:
        return BuyObjective()
    return greedy_buy(b, legal)


def draft(p: Plan, legal: Sequence[Any]) -> Any:
    """greedy's draft, with the territories the objectives in hand ask for worth `Level.draft` times
    their focus (the objectives are dealt before the claims)."""
    b = p.b
    if not p.level.objectives or not any(o == UNCLAIMED for o in b.v.owner.values()):
        return claim(b, legal)
    return max(legal, key=lambda a: claim_score(b, a.territory) + p.level.draft * b.focus.get(a.territory, 0.0)
               + NOISE * p.rng.below(1000) / 1000)


def keep(p: Plan, legal: Sequence[Any]) -> Any:
    pick = max if p.b.v.phase == "keep_objective" else min      # keep the best / return the worst
    if p.level.ambitious:                   # a beginner's mistake: the most points, however far off
        return pick(legal, key=lambda a: lookup()[2][a.card].vp)
    if not p.level.objectives:
        return DECIDE[p.b.v.phase](p.b, legal)
    return pick(legal, key=lambda a: objectives.worth(p.b, a.card))


def draw(p: Plan, legal: Sequence[Any]) -> Any:
    """Draw, unless behind in a Skirmish whose End Game card is likely next (it would end it now)."""
    b = p.b
    if (p.level.endgame and b.v.rules == "skirmish" and not leading(b.g, b.v, b.me)
            and end_next(b.g, b.v) >= p.level.stop_drawing):
        return EndTurn()
    return Draw()


PLANNED: dict[str, Callable[[Plan, Sequence[Any]], Any]] = {
    "reinforce": deploy,
    "cash_in": deploy,
    "invade": invade,
    "conquer": move_in,
    "manoeuvre": march,
    "buy": buy,
    "claim": draft,
    "keep_objective": keep,
    "setup_objectives": keep,
    "draw": draw,
}


class PlannerAgent:
    """easy, normal or hard (`levels.LEVELS`), or a level of its own (a style the style chooser plays out)."""

    def __init__(self, level: str | Level, seed: int = 0) -> None:
        self.level = LEVELS[level] if isinstance(level, str) else level
        self.name, self.rng, self.turn = self.level.name, Rng(seed), -1
        self.rivals = RivalReading((rival_best, replies.greedy_turn), REPLY_NEED) if self.level.read_rivals else None
        self.chooser = (StyleChooser(self.level, Rng(seed ^ STYLE_SALT), PlannerAgent, partial(PlannerAgent, "normal"))
                        if self.level.styles else None)

    def choose(self, view: RiskView | BattleView, legal: Sequence[Any]) -> Any:
        if self.chooser is not None and isinstance(view, RiskView) and view.round != self.turn and turn_start(view):
            self.turn, self.level = view.round, self.chooser.choose(view, legal)     # this turn's style
        action = unthinking(view, legal)
        if action is not None:
            return action
        assert isinstance(view, RiskView)          # every battle decision is taken above
        if self.rivals is not None and view.rules == "skirmish" and view.active == view.seat:
            self.rivals.observe(view)
        b = PlanBoard(view, self.rng, self.level)
        planned = PLANNED.get(view.phase)
        if planned is None:
            return DECIDE[view.phase](b, legal)
        action = planned(Plan(b, self.level, self.rng, self.rivals), legal)
        return fill(action) if amount_fields(action) else action
