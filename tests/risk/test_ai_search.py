"""hard's turn search (`ai/search.py`): a rollout plays the other houses' replies and stops at the start
of the seat's next turn; an end position is scored by the seat's lead over the best rival; the styles
searched are the level's with other margins; a position no game could show keeps the level's own style."""
from __future__ import annotations

from dataclasses import replace

from strategic.risk.ai.determinize import sample_state
from strategic.risk.ai.greedy import GreedyAgent
from strategic.risk.ai.levels import LEVELS
from strategic.risk.ai.planner import PlannerAgent
from strategic.risk.ai.search import TURN_START, TurnSearch, Weights, evaluate, rollout, styles
from strategic.risk.game import RISK
from tactical.protocol import Rng

from .conftest import board_state
from .test_hidden import perturbed, positions

SEARCHING = replace(LEVELS["hard"], search=2)


def _turn_start(rules, players, seed):
    return next(s for s in positions(rules, players, seed, every=3)
                if s.phase in TURN_START and s.round > 1 and s.actor == s.active)


def test_a_rollout_stops_at_the_start_of_the_seats_next_turn():
    s = _turn_start("skirmish", 3, 3)
    me, start = s.actor, s.round
    end = rollout(s.clone(), me, GreedyAgent(1), 5)
    assert end.result is not None or (end.active == me and end.round == start + 1 and end.phase in TURN_START)
    assert end.owner != s.owner


def test_an_end_position_scores_the_lead_over_the_best_rival():
    """Skirmish, mini map: 1 point a territory (+1 a castle, +1 a port) and 0.1 an army, against the
    strongest other house, not the sum of them."""
    s = board_state({"Winterfell": "stark", "The Twins": "stark", "Riverrun": "lannister"},
                    {"Winterfell": 5, "The Twins": 1, "Riverrun": 2}, default="baratheon")
    w = Weights(points=1.0, armies=0.0)
    from strategic.risk.rules.geo import geo
    pts = {h: sum(geo("mini").points[t] for t, o in s.owner.items() if o == h) for h in s.seats}
    assert evaluate(s, "stark", w) == pts["stark"] - max(pts["lannister"], pts["baratheon"])
    assert evaluate(s, "stark", Weights(points=0.0, armies=1.0)) == 6 - sum(
        a for t, a in s.armies.items() if s.owner[t] == "baratheon")
    s.result = {"winners": ["stark"], "reason": "end_game", "scores": {}}
    assert evaluate(s, "stark", w) == w.win and evaluate(s, "lannister", w) == -w.win


def test_the_styles_are_the_level_without_search_and_bolder_calmer_ways():
    found = styles(LEVELS["hard"])
    assert list(found)[0] == "hard" and all(level.search == 0 for level in found.values())
    assert found["bold"].margin < found["hard"].margin < found["calm"].margin < found["card"].margin


def test_the_search_is_repeatable_and_falls_back_on_a_view_no_game_could_show():
    s = _turn_start("domination", 3, 1)
    v, legal = RISK.view(s, s.actor), RISK.legal_actions(s, s.actor)
    level = SEARCHING
    picks = {TurnSearch(level, Rng(9), PlannerAgent.of).choose_style(v, legal).name for _ in range(2)}
    assert len(picks) == 1 and picks <= set(styles(level))
    odd = board_state({"Winterfell": "stark"}, phase="reinforce", default="lannister")   # no End Game card
    assert TurnSearch(level, Rng(9), PlannerAgent.of).choose_style(RISK.view(odd, "stark"), []).name == "hard"
    assert sample_state(v, Rng(3), legal).players[s.actor].cards == s.players[s.actor].cards


def test_the_search_decides_from_the_view_alone():
    """Every hidden part redrawn (`test_hidden.perturbed`): the same style, hence the same turn."""
    for rules, seed in (("skirmish", 3), ("domination", 1)):
        s = _turn_start(rules, 3, seed)
        legal = RISK.legal_actions(s, s.actor)
        other = perturbed(s, s.actor, 4)
        picks = [TurnSearch(SEARCHING, Rng(2), PlannerAgent.of).choose_style(RISK.view(x, s.actor), legal) for x in (s, other)]
        assert picks[0] == picks[1]
