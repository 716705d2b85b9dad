"""Hard's Domination turn style (`ai/styles.py`): each style is played through the round on states sampled
from the view, the others played by normal, and the style with the best standing plays the turn; the choice
does not move when what the seat cannot see is redrawn."""
from __future__ import annotations

from functools import partial

from strategic.risk.ai.determinize import sample_state
from strategic.risk.ai.levels import LEVELS
from strategic.risk.ai.planner import STYLE_SALT, PlannerAgent
from strategic.risk.ai.styles import StyleChooser, play_round, standing, styles, turn_start
from strategic.risk.game import RISK
from strategic.risk.rules.state import RiskState
from tactical.protocol import Rng

from .test_hidden import perturbed, positions


def _starts(rules: str, seed: int, most: int = 4) -> list[RiskState]:
    out = [s for s in positions(rules, 3, seed, every=1) if turn_start(RISK.view(s, s.actor))]
    return out[1:most + 1]


def _chooser(seed: int = 9) -> StyleChooser:
    return StyleChooser(LEVELS["hard"], Rng(seed), PlannerAgent, partial(PlannerAgent, "normal"))


def test_only_hard_chooses_and_only_in_domination():
    assert LEVELS["hard"].styles > 0 and LEVELS["normal"].styles == LEVELS["easy"].styles == 0
    assert PlannerAgent("hard").chooser is not None and PlannerAgent("normal").chooser is None
    assert _starts("domination", 1) and not _starts("skirmish", 3)
    assert all(level.styles == 0 for level in styles(LEVELS["hard"]).values())     # no chooser inside a rollout


def test_six_or_seven_houses_play_without_it():
    """A round of six or seven houses' rollouts costs too long a turn: the chooser is not asked there."""
    s = _starts("domination", 1)[0]
    v = RISK.view(s, s.actor)                   # 3 houses
    assert turn_start(v) and turn_start(v._replace(seats=v.seats + ("tyrell", "martell")))
    assert not turn_start(v._replace(seats=v.seats + ("tyrell", "martell", "targaryen")))


def test_a_round_ends_when_the_seats_next_turn_begins():
    s = _starts("domination", 1)[0]
    me = s.actor
    others = {h: PlannerAgent("normal", 1) for h in s.seats if h != me}
    end = play_round(s.clone(), me, PlannerAgent("hard", 1), others)
    assert end.result is not None or (end.active == me and end.round == s.round + 1)
    assert s.active == me and s.phase in ("reinforce", "cash_in")              # the position itself is untouched


def test_standing_counts_victory_points_territories_and_armies_against_the_best_rival():
    s = _starts("domination", 1)[0]
    me = s.actor
    worth = {h: 3.0 * p.vp for h, p in s.players.items()}
    for t, armies in s.armies.items():
        if s.owner[t] in worth:
            worth[s.owner[t]] += 0.3 + 0.1 * armies
    assert abs(standing(s, me) - (worth[me] - max(w for h, w in worth.items() if h != me))) < 1e-9
    s.players[me].vp += 2
    assert abs(standing(s, me) - (worth[me] + 6.0 - max(w for h, w in worth.items() if h != me))) < 1e-9
    s.result = {"winners": [me], "reason": "victory_points"}
    assert standing(s, me) == 100.0


def test_the_style_with_the_best_standing_over_the_samples_plays_the_turn():
    """The chooser's pick is the style whose rounds, replayed here on the same samples, stand best."""
    picked = set()
    for s in _starts("domination", 1) + _starts("domination", 2):
        v, legal = RISK.view(s, s.actor), RISK.legal_actions(s, s.actor)
        rng = Rng(9)
        totals = dict.fromkeys(styles(LEVELS["hard"]), 0.0)
        for _ in range(LEVELS["hard"].styles):
            seed = rng.next_u64() & 0xFFFFFFFF
            sampled = sample_state(v, Rng(seed), legal)
            for name, level in styles(LEVELS["hard"]).items():
                t = sampled.clone()
                others = {h: PlannerAgent("normal", seed + i + 1) for i, h in enumerate(t.seats) if h != v.seat}
                totals[name] += standing(play_round(t, v.seat, PlannerAgent(level, seed), others), v.seat)
        best = max(totals.values())
        choice = _chooser().choose(v, legal)
        assert totals[choice.name] == best
        assert choice.name == "hard" or totals["hard"] < best       # the level's own style wins a tie
        picked.add(choice.name)
    assert picked - {"hard"}, "in none of these turns did another style stand better"


def test_the_agent_plays_its_turn_in_the_style_chosen():
    """Where the chooser (with the agent's own salted seed) picks another style, the agent's turn is played in it."""
    for s in _starts("domination", 1) + _starts("domination", 2):
        v, legal = RISK.view(s, s.actor), RISK.legal_actions(s, s.actor)
        expected = StyleChooser(LEVELS["hard"], Rng(5 ^ STYLE_SALT), PlannerAgent,
                                partial(PlannerAgent, "normal")).choose(v, legal)
        if expected.name != "hard":
            break
    agent = PlannerAgent("hard", 5)
    agent.choose(v, legal)
    assert expected.name != "hard" and agent.level == expected and agent.turn == s.round


def test_the_style_chosen_ignores_what_the_seat_cannot_see():
    for s in _starts("domination", 1) + _starts("domination", 2):
        seat = s.actor
        legal = RISK.legal_actions(s, seat)
        other = perturbed(s, seat, 5)
        assert _chooser().choose(RISK.view(s, seat), legal) == _chooser().choose(RISK.view(other, seat), legal)
