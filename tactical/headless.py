"""What the headless commands (strategic/session/cli.py) ask of BattleLore: the scenario by name, the
terminal summary of a view, the result lines."""
from __future__ import annotations

from tactical.catalog import load_catalog
from tactical.rules.describe import result_text
from tactical.rules.engine import decision_kind
from tactical.rules.morale import space
from tactical.rules.state import BattleState
from tactical.scenario import Scenario, load_scenario
from tactical.skirmish import generate_skirmish


# ------------------------------------------------------------------ the terminal
def describe_view(view: BattleState) -> str:
    """What a human at the terminal needs before choosing: round, decision, hand, tokens, morale."""
    me = view.active.title() if not view.combat else "you"
    side = view.sides.get(view.active)
    cards = load_catalog().cards
    hand = ", ".join(f"{cards[c].name} ({c})" if c in cards else c for c in side.hand) or "empty"
    tokens = ", ".join(f"{n} {t}" for t, n in side.tokens.items() if n) or "none"
    morale = next((f"{h.title()} side, space {space(view, h)}" for h in view.order if space(view, h)), "centre")
    return (f"Round {view.round}/{view.round_limit} - {me}: {decision_kind(view)}\n"
            f"  hand: {hand}; order tokens: {tokens}; "
            f"command tokens: {side.command_tokens}; morale marker: {morale}")


# ------------------------------------------------------------------ the command line
def resolve_scenario(name: str, seed: int) -> Scenario:
    if name.startswith("skirmish:"):
        return generate_skirmish(name.split(":", 1)[1], seed)
    return load_scenario(name)


def battle_summary(state: BattleState, n_actions: int) -> str:
    """The last lines of a battle's log: who won and why, VP, units left, the morale marker."""
    sides = ", ".join(f"{h.title()} {s.vp} VP, {len(state.alive(h))} units" for h, s in state.sides.items())
    where = next((f"on the {h.title()} side, space {space(state, h)}" for h in state.order if space(state, h)), "at the centre")
    return (f"\nResult: {(state.winner or 'draw').title()} — {result_text(state)}\n"
            f"  round {state.round}/{state.round_limit}; {sides}; morale marker {where}; {n_actions} actions")
