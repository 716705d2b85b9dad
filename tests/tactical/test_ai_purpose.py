"""The hard AI plays with purpose (issue 16): no card that orders nothing, no idle token once the opponent
has passed, a commit only with the turn it enables and never followed by a Pass, no card whose turn played
out does nothing; objectives held against it contested; a likely kill's victory point counted; the arena's
count of such blunders; the arena's seeds derived independently. Hand-built boards, no long matches."""
from __future__ import annotations

from dataclasses import replace

from tactical.ai.diagnostics import TurnAudit
from tactical.ai.evaluation import DEFAULT, kill_vp
from tactical.ai.levels import LEVELS
from tactical.ai.plans import Plan, candidates, purposeful
from tactical.ai.policy import attack_worth, decide
from tactical.ai.search import search_turn
from tactical.ai.table import Context, UnitTable
from tactical.hexgrid import grid_for
from tactical.protocol import Event, Rng
from tactical.rules import engine
from tactical.rules.actions import Attack, Commit, Done, Hold, Move, Pass, PlayCard, UseOrderToken
from strategic.session.arena import game_seeds, run_arena
from tests.tactical.boards import battle, hex_of, order, unit_at

HARD = LEVELS["hard"]

# Stark (south) has the Greatjon's War Host (G) and a War Host (W) beside him; a Lannisport Guard (L) in reach.
BOARD = """
. . . . . . .
 . . . . . .
. . . . . . .
 . . . . . .
. . . . L . .
 . . . . . .
. . G W . . .
"""
LEGEND = {"L": ("lannister", "lannisport_guard", "green"), "W": ("stark", "war_host", "green"),
          "G": ("stark", "@greatjon_the_greatjon", "blue")}


def _position(hand=(), tokens=None):
    state = battle(BOARD, LEGEND)
    side = state.sides["stark"]
    side.hand = list(hand)
    side.tokens = {**{t: 0 for t in side.tokens}, **(tokens or {})}
    return state


def _plans(state, after_commit=False):
    view = engine.view(state, "stark")
    legal = engine.legal_actions(state)
    plans = candidates(view, "stark", legal, UnitTable(view, "stark", HARD.weights))
    return plans, purposeful(view, "stark", plans, HARD.weights, after_commit)


def test_a_card_that_orders_nobody_is_never_played():
    # S03 orders ranged units (Stark has none): its plan acts not, and hard drops it; S01 (infantry) stays
    state = _position(hand=["S03", "S01"])
    plans, kept = _plans(state)
    s03 = [p for p in plans if isinstance(p.action, PlayCard) and p.action.card == "S03"]
    assert s03 and not any(p.acts for p in s03)
    assert not any(isinstance(p.action, PlayCard) and p.action.card == "S03" for p in kept)
    assert any(isinstance(p.action, PlayCard) and p.action.card == "S01" and p.acts for p in kept)
    result = search_turn(engine.view(state, "stark"), "stark", engine.legal_actions(state), HARD, Rng(1),
                         HARD.weights)
    assert not (isinstance(result.plan.action, PlayCard) and result.plan.action.card == "S03")


def test_an_idle_token_only_waits_while_the_opponent_plays_on():
    state = _position(tokens={"green": 2})
    w = next(u for u in state.units if u.house == "stark" and u.commander is None)
    idle = [Plan(UseOrderToken(w.id, "green"), 0.5, acts=False), Plan(Pass(), 0.0)]
    view = engine.view(state, "stark")
    assert any(isinstance(p.action, UseOrderToken) for p in purposeful(view, "stark", idle, HARD.weights))
    state.sides["lannister"].passed = True                 # waiting is pointless once the opponent has passed
    view = engine.view(state, "stark")
    assert [type(p.action) for p in purposeful(view, "stark", idle, HARD.weights)] == [Pass]
    state.sides["lannister"].passed = False
    state.sides["stark"].tokens["green"] = 1              # the token Regroup would let us keep: not spent idly
    view = engine.view(state, "stark")
    assert [type(p.action) for p in purposeful(view, "stark", idle, HARD.weights)] == [Pass]


def test_a_commit_is_planned_with_the_turn_it_enables():
    # the Greatjon's commit (Bold, +1 die for units ordered this turn) with nothing to order after it: dropped
    _plans_, kept = _plans(_position())
    assert not any(isinstance(p.action, Commit) for p in kept)
    # with a card that orders the infantry, it comes with that card as its follow-up
    state = _position(hand=["S01"])
    _plans_, kept = _plans(state)
    commit = next(p for p in kept if isinstance(p.action, Commit))
    assert commit.then is not None and commit.then.action.card == "S01" and commit.then.acts


def test_no_pass_right_after_a_commit():
    state = _position(hand=["S01"])
    engine.apply_in_place(state, Commit("greatjon_the_greatjon"))
    assert engine.decision_kind(state) == "turn" and engine.current_player(state) == "stark"
    _plans_, kept = _plans(state, after_commit=True)
    assert kept and not any(isinstance(p.action, Pass) for p in kept)
    result = search_turn(engine.view(state, "stark"), "stark", engine.legal_actions(state), HARD, Rng(2),
                         HARD.weights, after_commit=True)
    assert not isinstance(result.plan.action, Pass)


def test_a_card_whose_turn_does_nothing_when_played_out_is_not_played(monkeypatch):
    # the plan claims the card moves the War Host, but the turn played out makes no move and no attack
    # (here: every decision inside it answered by standing still); hard passes instead of spending the card
    from tactical.ai import search as S
    state = _position(hand=["S01"])
    state.sides["lannister"].passed = True
    view = engine.view(state, "stark")
    legal = engine.legal_actions(state)
    card = next(a for a in legal if isinstance(a, PlayCard))
    w = next(u for u in state.units if u.house == "stark" and u.commander is None)
    near = next(h for h in grid_for(state.cols, state.rows).neighbours(w.hex) if state.unit_at(h) is None)
    claimed = Plan(card, 9.0, [w.id], {w.id: near}, {}, acts=True)     # the best plan by its own account

    def moved(s, *_a):                                           # plans told apart only by what they do
        return float(s.units[w.id].hex != w.hex)

    def idle(s, me, kind, legal_, plan, table):
        return next((a for a in legal_ if isinstance(a, (Done, Hold))), legal_[0])
    def offered(s, house, legal_, table):                     # later turns, played out, keep their own plans
        return [claimed, Plan(Pass(), 0.0)] if claimed.action in legal_ else candidates(s, house, legal_, table)
    for name, value in (("candidates", offered), ("evaluate", moved),
                        ("decide", idle)):
        monkeypatch.setattr(S, name, value)
    result = search_turn(view, "stark", legal, HARD, Rng(3), HARD.weights)
    assert isinstance(result.plan.action, Pass)
    monkeypatch.setattr(S, "decide", decide)                 # with the real policy the War Host moves: played
    result = search_turn(view, "stark", legal, HARD, Rng(3), HARD.weights)
    assert result.plan.action == card


# ------------------------------------------------------------------ the diagnostic
def _turn(audit, view, house, action, *kinds, legal=()):
    audit.choice(house, view, legal, action)
    audit.events([Event(k, {"effect": "restore_command", "amount": 0} if k == "effect" else {}) for k in kinds])


def test_audit_counts_turns_that_did_nothing():
    state = _position()
    view = engine.view(state, "stark")
    audit = TurnAudit()
    _turn(audit, view, "stark", PlayCard("S01", "greatjon_the_greatjon", (0,)), "card", "order")   # null
    _turn(audit, view, "stark", Hold(0), "effect")                                                   # still null
    _turn(audit, view, "stark", PlayCard("S01", "greatjon_the_greatjon", (0,)), "card", "order")
    _turn(audit, view, "stark", Move(0, 5), "move")                                                  # acted
    _turn(audit, view, "stark", UseOrderToken(0, "green"), "order")                                  # null token
    _turn(audit, view, "stark", Commit("greatjon_the_greatjon"), "commit", "effect")
    _turn(audit, view, "stark", Pass(), "pass")                                        # the commit's bonus: lost
    _turn(audit, view, "stark", Done(), legal=[Done(), engine.legal_actions(state)[0]])  # not an attack offer
    passed = _position()
    passed.sides["lannister"].passed = True
    _turn(audit, engine.view(passed, "stark"), "stark", PlayCard("S01", "greatjon_the_greatjon", (0,)), "card")
    _turn(audit, engine.view(passed, "stark"), "stark", UseOrderToken(0, "green"), "order")
    c = audit.finish()["stark"]
    assert (c["cards"], c["null_cards"], c["null_cards_after_pass"]) == (3, 2, 1)
    assert (c["tokens"], c["null_tokens"], c["null_tokens_after_pass"]) == (2, 2, 1)
    assert (c["commits"], c["null_commits"], c["wasted_commits"]) == (1, 1, 1)


def test_the_arena_reports_the_counts():
    report = run_arena(["the_whispering_wood"], "greedy", "random", 2, 5, workers=1, progress=False)
    for who in ("a", "b"):
        c = report["overall"][f"diag_{who}"]
        assert c["cards"] + c["tokens"] > 0
        assert 0 <= c["null_cards_after_pass"] <= c["null_cards"] <= c["cards"]
        assert 0 <= c["null_tokens"] <= c["tokens"] and c["attacks_declined"] <= c["attack_chances"]
    assert report["games"][0]["diag_a"]["cards"] + report["games"][0]["diag_a"]["tokens"] > 0


# ------------------------------------------------------------------ independent seeds
_M64 = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15


def _unxorshift(y: int, s: int) -> int:
    x = y
    for _ in range(64 // s + 1):
        x = y ^ (x >> s)
    return x


def _splitmix_previous_outputs(out: int) -> set[int]:
    """Given one 63-bit-masked SplitMix64 output, the output just before it in the same stream (for
    both values of the masked top bit): what an agent could do with consecutive seeds."""
    prev = set()
    for top in (0, 1 << 63):
        z = _unxorshift(out | top, 31)
        z = (z * pow(0x94D049BB133111EB, -1, 1 << 64)) & _M64
        z = _unxorshift(z, 27)
        z = (z * pow(0xBF58476D1CE4E5B9, -1, 1 << 64)) & _M64
        z = _unxorshift(z, 30)
        prev.add(Rng((z - 2 * _GAMMA) & _M64).next_u64() & ((1 << 63) - 1))
    return prev


def test_an_agent_cannot_step_back_from_its_seed_to_the_battle_seed():
    old = Rng(12345)                                 # the old scheme: consecutive outputs of one stream
    battle_seed, agent_seed = old.next_u64() & ((1 << 63) - 1), old.next_u64() & ((1 << 63) - 1)
    assert battle_seed in _splitmix_previous_outputs(agent_seed)      # the attack works on it ...
    for index in range(5):
        g, a, b = game_seeds(7, "the_whispering_wood", index)
        assert g not in _splitmix_previous_outputs(a) | _splitmix_previous_outputs(b)   # ... and not on ours
        assert a not in _splitmix_previous_outputs(b) and len({g, a, b}) == 3


# ------------------------------------------------------------------ objectives held against us
# Lannister's guard L holds the Inn, which Lannister must hold at the end; M, the same guard, holds nothing.
# Stark's War Host W can attack either.
HELD = """
. . . . . . .
 . . . . . .
. . L M . . .
 . . W . . .
. . . . . . .
 . . . . . .
. . G . . . .
"""
HELD_LEGEND = {**LEGEND, "M": LEGEND["L"]}
INN = {"objectives": [{"id": "inn", "name": "Inn", "hexes": [[2, 2]], "control": "lannister"}],
       "victory": {"at_end": "control_objectives", "end_house": "lannister", "end_objectives": ["inn"],
                   "text": "Lannister wins if it holds the Inn at the end."}}


def test_the_defender_strikes_the_unit_holding_an_objective_against_it():
    state = battle(HELD, HELD_LEGEND, **INN)
    holder, other, w = (unit_at(state, HELD, ch) for ch in "LMW")
    assert state.control.get("inn") == "lannister"
    order(state, w.id, stage="attack")
    legal = engine.legal_actions(state)
    assert {Attack(w.id, holder.id), Attack(w.id, other.id)} <= set(legal)
    hard = Context(state, "stark", HARD.weights)
    assert attack_worth(state, "stark", Attack(w.id, holder.id), hard) > attack_worth(state, "stark", Attack(w.id, other.id), hard) + 1
    assert decide(state, "stark", "attack", legal, None, UnitTable(state, "stark", HARD.weights)) == Attack(w.id, holder.id)


def test_the_defender_closes_on_an_objective_held_against_it():
    # the same War Host, two rows further back, ordered by a card: hard walks it toward the Inn
    board = HELD.replace(" . . W . . .", " . . . . . .").replace(". . . . . . .\n . . . . . .\n. . G", ". . W . . . .\n . . . . . .\n. . G")
    state = battle(board, HELD_LEGEND, **INN)
    state.sides["stark"].hand = ["S01"]
    w = unit_at(state, board, "W")
    inn = hex_of(board, "L")
    grid = grid_for(state.cols, state.rows)
    result = search_turn(engine.view(state, "stark"), "stark", engine.legal_actions(state), HARD, Rng(4), HARD.weights)
    turn = result.plan.then if isinstance(result.plan.action, Commit) else result.plan   # a commit brings its turn
    assert isinstance(turn.action, PlayCard)
    assert grid.distance(turn.moves[w.id], inn) < grid.distance(w.hex, inn)


def test_hard_counts_the_victory_point_a_kill_would_score():
    # one VP per enemy unit eliminated: worth what the evaluation gives a VP once scored (3 x (1 + 1/5) in
    # round 1 of 5), weighted by the chance this attack kills; normal's judgement leaves it out
    state = battle(HELD, HELD_LEGEND, victory={"vp": [{"kind": "elimination", "houses": ["stark"], "vp": 1,
                                                      "when": "each_round"}], "text": "VP for eliminations."})
    other, w = unit_at(state, HELD, "M"), unit_at(state, HELD, "W")
    other.figures = 1
    assert kill_vp(state, "stark", HARD.weights) == 3 * (1 + 1 / 5) and kill_vp(state, "stark", DEFAULT) == 0
    assert kill_vp(state, "lannister", HARD.weights) == 0                  # the rule scores for Stark only
    order(state, w.id, stage="attack")
    a = Attack(w.id, other.id)
    with_vp = attack_worth(state, "stark", a, Context(state, "stark", HARD.weights))
    without = attack_worth(state, "stark", a, Context(state, "stark", replace(HARD.weights, kill_vp=0.0)))
    assert with_vp - without > 0.5 * 3.6                                   # a lone figure: a likely kill
