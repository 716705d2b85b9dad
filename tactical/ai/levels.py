"""Difficulty levels: how much the planning agent searches, how noisy its choices are, and what it
pays attention to.

- easy: a third of its turns is a plausible move picked at random without thinking; otherwise the three
  most promising plans, one sample each, a soft random choice among them; it does not look at the
  enemy's threats (it walks into attacks), and two answers in five inside a turn (where to move, whom to
  attack, where to retreat, when to stop) are any legal answer: a new player can beat it.
- normal: six plans, three samples each, always the best.
- hard: ten plans (plus the best of each kind of action), six samples, the weaker half dropped after two
  and four passes; the three best are compared again with the next three turns played out (the
  opponent's reply, our next turn, its next), and it values objectives closer to the victory points they
  will score (weights tuned by self-play against normal, which keeps the defaults). It also plays with
  purpose: no card or token that orders nothing (checked on its own simulations of the turn), commits
  planned with the turn they enable, next round's initiative counted, objectives the enemy holds
  contested, and the victory point an elimination scores counted where a kill is likely (issue 16); in
  the last two rounds of a battle on points it counts who the end would declare the winner, and an
  objective worth many rounds of points draws its units as hard as it is worth (fourth pass). It counts
  a Bold target's flags on the dice: the first is ignored, so the target stands and strikes back far more
  often than the expected flags say (fifth pass). Where a battle is won by holding several objectives
  all together, each counts for more the more of the others its side holds (sixth pass). A card that
  orders some of the units in a zone orders those an order helps most, not the best placed (ninth pass).
  Where the battle goes to whoever holds objectives when it ends, a unit standing on one holds it only
  as far as it can be expected to stand there to the end (eleventh pass). The threats of the side that
  acts next count in full, its opponent's at the lesser weight: after the turns its finalists play ahead,
  or once the enemy has passed, that side is hard itself (twelfth pass). Each term of its evaluation
  counts as far as it told who won: a logistic fit on the outcomes of hard-against-normal games, taken
  halfway back to the hand-set sum, counts objectives and victory points, morale, command and initiative
  for less against material, cards and tokens in hand and the count at the end for more (fifteenth pass).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from tactical.ai.evaluation import DEFAULT, Weights


@dataclass(frozen=True)
class Level:
    name: str
    candidates: int          # whole-turn plans kept for simulation
    samples: int             # passes: each simulates every surviving plan once on a new sampled state
    rounds: int              # 1: no pruning; 2+: drop the weaker half after passes 2, 4, 8, ...
    time_cap: float          # seconds per turn decision, whatever the work budget
    noise: float             # softmax temperature over plan scores (0: always the best)
    reply_passes: int = 0    # final passes that also play out the turns after ours (`lookahead`)
    reply_width: int = 3     # how many plans those passes compare
    lookahead: int = 1       # turns those passes play out after ours (1: the opponent's reply)
    variants: int = 0        # best plans also tried with cautious and bold unit placement
    blunder: float = 0.0     # chance of playing one of the eight most plausible turns at random, unsearched
    sloppy: float = 0.0      # chance of answering a decision inside a turn (move, attack, retreat) at random
    purposeful: bool = False  # no card or token that orders nothing, commits planned with their turn (`plans.purposeful`)
    weights: Weights = field(default=DEFAULT)


EASY_WEIGHTS = Weights(threat=0.0, own_threat=0.05, zoc=0.0, bold=0.0, approach=0.4)
HARD_WEIGHTS = Weights(each_round=1.6, last_round=2.5, initiative=0.5, contest=1.0, kill_vp=1.0, result=0.3,
                       exact_flags=True, all_of=1.0, order_gain=True, hold_to_end=True,
                       to_move=True,
                       # fitted on 180 games' outcomes, halfway back to 1 (fifteenth pass; material stays 1)
                       scale=(("morale", 0.63), ("victory", 0.68), ("threats", 1.03), ("command", 0.5),
                              ("resources", 1.56), ("initiative", 0.5), ("result", 1.16)))

LEVELS = {
    "easy": Level("easy", candidates=3, samples=1, rounds=1, time_cap=0.5, noise=2.0, weights=EASY_WEIGHTS,
                  blunder=0.35, sloppy=0.4),
    "normal": Level("normal", candidates=6, samples=3, rounds=1, time_cap=1.0, noise=0.0),
    "hard": Level("hard", candidates=10, samples=6, rounds=2, time_cap=2.5, noise=0.0, reply_passes=4,
                  lookahead=3, variants=4, weights=HARD_WEIGHTS, purposeful=True),
}
