"""The Risk AI's levels as data: what each of easy, normal and hard weighs and how far it plans.

One planner (`planner.py`) plays every level; a level only changes its numbers. `hard` plans chains of attacks
three steps deep and deploys for them, cuts down the Skirmish points leader (and in Domination the biggest
house, twice as hard as greedy does), spends its armies when behind near the end, pursues its objectives turn
by turn and, in a Skirmish, manoeuvres where the others' replies would take least from it, deploys, of its
three best stacks, where its chain less those replies is worth most, and attacks, of its three best chains,
with the one whose surplus pays for what it leaves open to those replies, or stops (`replies.py`,
`reply_invade`), and once the End Game card can come weighs each of those choices by the chance it leaves us
ahead of every rival after their replies (`race`), each rival's replies played the way its past turns were read
to play, greedy's or normal's (`rivals.py`, `read_rivals`); in Domination it plays an attack card or character
before every battle it can pay for (gold and cards piled up unspent under greedy's rule), buys objectives while
fewer than three in hand are near and chases them harder (`options`, `focus`), plays the cards greedy never
plays (Cersei robs the richest rival, a Garrison joins the chain's stack: `side_cards`) and goes for its lost
seat above all when retaking it wins this turn (`win_now`), and chooses each Domination turn's style (its own,
bolder, calmer, a card only) by playing the round out on states sampled from its view, the others as normal
(`styles`); `normal` plans two steps with half the denial and seat hunting and no late urgency; `easy` makes a
beginner's mistakes on purpose: it spreads its reinforcements, attacks what is next to it whatever the odds
say, seldom moves armies up from the rear, leaves its seat unguarded, never buys an objective and keeps the
ones worth most however far off. Every level, in a Skirmish, spends the armies it has to spare once it has more
than all its rivals together (`finish`): a won game is finished, not sat on. The numbers were set by arena
runs; the fifth pass measured every knob on 200-600 games a matchup with common random numbers
(docs/decisions.md, "Risk AI").
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Level:
    name: str
    depth: int = 3                 # longest chain of attacks planned from one stack
    army_cost: float = 1.0         # worth of one army lost, in territory-worth units (greedy's `value`)
    margin: float = 1.0            # a chain is started only above this score...
    first_bonus: float = 1.2       # ...less this while nothing is conquered this turn (a card is at stake)
    hold: float = 0.5              # share of the hostile armies around a stack it keeps home, not attacking...
    hold_few: float = 0.0          # ...or this in a Domination game of 3 houses or fewer, where attacking with all pays
    keep: float = 0.05             # worth of each army left standing at the end of a chain
    guard: bool = True             # after a conquest, hold back armies against the hostile ones around
    seat_guard: bool = True        # deploy to keep the seat of power guarded (Domination)
    plan_deploy: bool = True       # deploy on the stack whose best chain is worth most
    spread: float = 0.0            # share of turns it spreads reinforcements over many borders (beginner)
    reckless: float = 0.0          # chance to attack the nearest target whatever the odds (beginner)
    idle: float = 0.0              # chance to skip the manoeuvre (beginner)
    objectives: bool = True        # plan for the objectives in hand (Domination)
    buy_objectives: bool = True    # buy objective cards at all (Domination; a beginner buys only maester cards)
    ambitious: bool = False        # keep the objectives worth most, however far off (a beginner's mistake)
    focus: float = 1.5             # worth added to a territory closing an objective's gap, per point of the card's worth
    draft: float = 3.0             # ...times this while claiming territories (Domination's draft)
    near: float = 1.0              # an objective this close (objectives.gap) is one to work on...
    options: int = 1               # ...and it buys objectives while it holds fewer such than this
    spare: int = 400               # ...and this much gold
    stop: float = 1.0              # a rival's own seat is worth this per squared point it has above 6
    push: float = 1.0              # a "conquer N this turn" within reach lowers the margin by this per VP
    endgame: bool = True           # Skirmish: stop drawing while behind near the end; armies worth less then
    stop_drawing: float = 0.1      # ...when the next card ends the game with at least this chance
    horizon: float = 2.0           # ...armies keep their full worth while this many own turns are left
    horizon_behind: float = 5.0    # ...or this many while behind on points
    finish: bool = True            # Skirmish: with more armies than all its rivals together, each at their share (`spare_share`)
    deny: float = 1.0              # Skirmish: worth added per point of a territory of the points leader
    size: float = 1.0              # Domination: times greedy's worth of cutting down the biggest house (STRONGEST)
    reply_moves: bool = False      # Skirmish: manoeuvre so that the others' replies would take least from us
    boost_every: bool = False      # Domination: an attack card or character before every battle it can pay for...
                                   # ...not only by greedy's rule (`greedy.worth_a_card`: below 90% odds, 300 gold)
    reply_deploy: int = 0          # Skirmish: of this many best stacks, deploy where the chain less the replies is worth most
    reply_invade: int = 0          # Skirmish: of this many best chains, attack with the one whose surplus pays for the replies
    read_rivals: bool = False      # Skirmish: each rival's replies played as its past turns were read (`rivals.py`)
    race: float = 0.0              # Skirmish, once the End Game card can come: worth of standing ahead after the replies
    side_cards: bool = False       # Domination: the cards greedy never plays too (Cersei, a Garrison)
    win_now: bool = False          # Domination: our lost seat above all when retaking it wins this turn
    styles: int = 0                # Domination: each turn's style picked by playing the round out on this many samples (`styles`)


def hold_for(level: Level, rules: str, houses: int) -> float:
    return level.hold_few if rules == "domination" and houses <= 3 else level.hold


LEVELS: dict[str, Level] = {
    "hard": Level("hard", size=2.0, reply_moves=True, reply_deploy=3, reply_invade=3, read_rivals=True, race=600.0,
                  boost_every=True, options=3, focus=2.5, side_cards=True, win_now=True, styles=4),
    "normal": Level("normal", depth=2, deny=0.5, horizon_behind=2.0, stop=0.5),
    "easy": Level("easy", depth=1, hold=0.0, hold_few=0.0, guard=False, seat_guard=False, plan_deploy=False,
                  spread=0.75, reckless=0.4, idle=0.7, objectives=False, buy_objectives=False, ambitious=True,
                  endgame=False, deny=0.0, stop=0.0),
}
