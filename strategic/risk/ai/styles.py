"""A Domination turn's style, chosen by playing the round out (hard, `Level.styles`).

At the start of each of its turns the seat tries four ways of playing it: its own level; bold (every
chain worth anything, nothing held home); calm (only chains worth much, though the first conquest for a
card still tempts); a card only (one conquest, then stop). Each is played on the same few states sampled
from the seat's view (`determinize.sample_state`: the others' hands, the decks and every die redrawn, the
same dice for every style) through the seat's turn and then each other house's turn, the others played by
normal's planner, up to the seat's next turn. The style whose round ends with the best standing plays
the turn: 3 a victory point, 0.3 a territory and 0.1 an army against the best rival's, or +-100 if the game
ended. Hard does this in games of up to five houses: with six or seven, a round's rollouts take too long.

The others are modelled by the planner's normal level, as hard's replies model a rival it has not read
(`replies.py`; it reads them in a Skirmish only, `rivals.py`). Against others who play like greedy the model
is wrong. In a Skirmish the same chooser lost 15 points against greedy, and with each rival played as it was
read it gained nothing against two normal (-1.9 +- 4.1 on 1,000 games), so hard does not use it there. In
Domination it was measured against both (docs/decisions.md, "Risk AI", the fifteenth and twenty-fifth passes).
Every chance comes from the agent's own Rng, and the chooser reads only the view.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable, Sequence

from tactical.protocol import Agent, Rng

from ..game import RISK
from ..rules.state import RiskState
from ..rules.view import RiskView
from .determinize import Unsampled, sample_state
from .levels import Level

TURN_START = ("reinforce", "cash_in")
MOST_HOUSES = 5              # with 6 or 7 a round's rollouts cost up to 14 s a turn (the target is 5 s)
ROUND_STEPS = 3000           # a safety net: a round is a few hundred decisions
VP, TERRITORY, ARMY = 3.0, 0.3, 0.1
GAME_OVER = 100.0


def styles(base: Level) -> dict[str, Level]:
    """The level itself, bolder, calmer and a card only (the level's own first: it wins ties)."""
    plain = replace(base, styles=0)
    return {
        base.name: plain,
        "bold": replace(plain, name="bold", margin=0.0, hold=0.0, hold_few=0.0),
        "calm": replace(plain, name="calm", margin=3.0, first_bonus=2.5),
        "card": replace(plain, name="card", margin=50.0, first_bonus=49.5),
    }


def turn_start(v: RiskView) -> bool:
    """The first decision of the seat's own Domination turn, once the draft is over, in a game of at most
    five houses (dice battles only: a sub-game's commanders are not in the view to sample)."""
    return (v.rules == "domination" and len(v.seats) <= MOST_HOUSES and v.active == v.seat == v.actor
            and v.phase in TURN_START and v.battles == "dice")


def play_round(s: RiskState, me: str, mine: Agent, others: dict[str, Agent]) -> RiskState:
    """Play `s` on, in place, through `me`'s turn and the others' turns, until `me`'s next turn begins or
    the game ends."""
    was_mine = True
    for _ in range(ROUND_STEPS):
        if s.result is not None or (s.active == me and not was_mine):
            break
        was_mine = s.active == me
        seat = s.actor
        legal = RISK.legal_actions(s, seat)
        agent = mine if seat == me else others[seat]
        RISK.apply_in_place(s, seat, agent.choose(RISK.view(s, seat), legal), legal)
    return s


def standing(s: RiskState, me: str) -> float:
    """How `me` stands against the best rival: victory points, territories and armies."""
    if s.result is not None:
        return GAME_OVER if s.result["winners"] == [me] else -GAME_OVER
    worth = {h: VP * p.vp for h, p in s.players.items() if h == me or not p.eliminated}
    for t, armies in s.armies.items():
        if s.owner[t] in worth:
            worth[s.owner[t]] += TERRITORY + ARMY * armies
    rivals = [w for h, w in worth.items() if h != me]
    return worth[me] - max(rivals) if rivals else GAME_OVER


class StyleChooser:
    """Chooses the style of each own turn on `base.styles` sampled states."""

    def __init__(self, base: Level, rng: Rng, player: Callable[[Level, int], Agent],
                 other: Callable[[int], Agent]) -> None:
        """`player(level, seed)` plays a style in the rollouts and `other(seed)` plays another house
        (normal's planner, handed in by the planner)."""
        self.styles, self.rng, self.samples = styles(base), rng, base.styles
        self.player, self.other = player, other

    def choose(self, v: RiskView, legal: Sequence[Any]) -> Level:
        own = next(iter(self.styles))
        totals = dict.fromkeys(self.styles, 0.0)
        for _ in range(self.samples):
            seed = self.rng.next_u64() & 0xFFFFFFFF
            try:
                sampled = sample_state(v, Rng(seed), legal)
            except Unsampled:          # a position built by hand: no game could show it
                return self.styles[own]
            for name, level in self.styles.items():
                s = sampled.clone()
                others = {h: self.other(seed + i + 1) for i, h in enumerate(s.seats) if h != v.seat}
                totals[name] += standing(play_round(s, v.seat, self.player(level, seed), others), v.seat)
        return self.styles[max(totals, key=lambda n: (totals[n], n == own))]
