"""A Game of Thrones battles fought on the BattleLore hex battlefield (setup `battles`, docs/decisions.md
"A Game of Thrones battles on hexes"): who chooses the battlefield, the battle request made from a land
battle once its supports are declared, and the loser's casualties made from the figures the battle leaves,
both through the hand-off's one table (strategic/handoff/table.py).

- **The request**: a side's armies are its own footmen, the defender's garrison, the footmen and ships
  supporting it, and one army of levies per point its orders add (the attacker's March bonus, each Support
  order's star; a March -1 takes one away); a side left with no army (only knights or siege engines) fields
  one army of levies that stands for no piece (a battle plan needs an army on each side); its knights are its
  own and its supporters' knights; its siege engines count only when attacking an area with a castle, a
  stronghold or a fortification, as in the board game. The area gives its region's terrain (the board's data),
  its castle, port and seat (a house's home area); a Defense order or a fortification gives the defender
  palisades.
- **The result**: the winner is the battle's (a battle with no winner is the defender's, who holds). The
  winner loses nothing, as after a card battle; the loser's own footmen lose the share of its armies the
  table does not give back (rounded half up: the garrison and the supporters take no casualties in this
  game, so they do not die for it), and each of its own knights whose cavalry unit kept less than half its
  figures is lost. Then the rulebook goes on: routed defenders die, the loser retreats or is destroyed.

The battle's seed is drawn from the game's Rng and the plan is kept in the battle (`flags["hexes"]`), so a
save holds the very battle. Pure rules: no I/O.
"""
from __future__ import annotations

from typing import Any, Mapping, Sequence

from strategic.handoff.houses import battle_house
from strategic.handoff.plan import generate_plan
from strategic.handoff.table import MAX_KNIGHTS, armies_back
from tactical.protocol import IllegalAction, SubGame

from .common import Events, board_of, event
from .losses import kill_routed_defenders, lose
from .planning import order_kind
from .state import AgotState, Battle
from .strength import order_bonus, support_units, supporters, walls

ASK_ATTACKER, ASK_DEFENDER = "ask-attacker", "ask-defender"


# ------------------------------------------------------------------ the battlefield
def first_field(state: AgotState, b: Battle) -> str:
    """"cards", "hexes", or who is asked first: a battle at sea (or a port) stays with the rulebook; with
    "ask", a human attacker chooses and any other follows `ai_battles`."""
    if state.battles == "cards" or not board_of(state).is_land(b.area):
        return "cards"
    if state.battles == "hexes":
        return "hexes"
    return ASK_ATTACKER if b.attacker in state.humans else state.ai_battles


def answered(state: AgotState, b: Battle, hexes: bool) -> str:
    """After an answer: the cards, the hexes, or (a human attacker chose the hexes against a human) the
    defender's say."""
    if not hexes:
        return "cards"
    return ASK_DEFENDER if b.flags["field"] == ASK_ATTACKER and b.defender in state.humans else "hexes"


def asked(b: Battle) -> str:
    return b.attacker if b.flags["field"] == ASK_ATTACKER else b.defender


# ------------------------------------------------------------------ the request
def side_request(state: AgotState, b: Battle, house: str) -> tuple[dict[str, Any], dict[str, int]]:
    """A side's army in the request, and its own pieces that can fall: footmen, knights and the armies
    fielded (which the footmen's losses are a share of)."""
    attacking = house == b.attacker
    own = b.attackers if attacking else state.units.get(b.area, [])
    helping = [u for a in supporters(state, b, house) for u in support_units(state, b, a)]
    footmen_help = 0 if "footmen-no-support" in state.restrictions else helping.count("footman")
    garrison = state.garrisons.get(b.area, [None, 0])
    armies = own.count("footman") + footmen_help + helping.count("ship") + order_bonus(state, b, house) + \
        (int(garrison[1]) if not attacking and garrison[0] == house else 0)
    siege = own.count("siege") + helping.count("siege") if attacking and walls(state, b.area) else 0
    fielded = max(1, armies)
    army = {"house": battle_house(house), "armies": fielded, "knights": own.count("knight") + helping.count("knight"),
            "siege": siege}
    return army, {"footmen": own.count("footman"), "knights": own.count("knight"), "armies": fielded}


def battle_request(state: AgotState, b: Battle) -> tuple[dict[str, Any], dict[str, dict[str, int]]]:
    """The battle request (JSON) and each house's own pieces (`side_request`)."""
    board = board_of(state)
    area = board.areas[b.area]
    sides = {h: side_request(state, b, h) for h in b.houses}
    request = {
        "attacker": sides[b.attacker][0], "defender": sides[b.defender][0],
        "territory": {"name": area.name, "region": area.region or "", "castle": area.castle > 0,
                      "port": bool(board.ports_of(b.area)), "seat": area.home is not None,
                      "fortification": b.area in state.fortifications or order_kind(state, b.area) == "defend"},
        "src": board.areas[b.origin].name,
    }
    return request, {h: s[1] for h, s in sides.items()}


def plan_battle(state: AgotState, b: Battle, events: Events) -> None:
    """Draw the battle's seed, make its plan and keep both in the battle; the game then waits on it."""
    rng = state.rng_obj()
    seed = rng.next_u64()
    state.rng = rng.state
    request, own = battle_request(state, b)
    plan = generate_plan(request, seed)
    b.flags["hexes"] = {"seed": seed, "plan": plan.scenario.model_dump(mode="json"),
                        "stands_for": plan.stands_for, "own": own}
    event(events, "hex_battle", area=b.area, attacker=b.attacker, defender=b.defender, battle=plan.scenario.name,
          briefing=plan.scenario.briefing)
    state.step = "battle_hexes"


def hex_battle(state: AgotState) -> SubGame | None:
    """The BattleLore battle the game waits on, each army played by its house."""
    b = state.battle
    if state.step != "battle_hexes" or b is None:
        return None
    hx = b.flags["hexes"]
    return SubGame(game="battlelore", setup={"scenario": hx["plan"]}, seed=hx["seed"],
                   seats={battle_house(h): h for h in b.houses})


# ------------------------------------------------------------------ the result
def resume_battle(state: AgotState, winners: Sequence[str], outcome: Mapping[str, Any], events: Events) -> None:
    """The hex battle's winner wins; the loser's casualties are its pieces the battle left without figures;
    the rulebook's battle goes on from the casualties (retreat, order removal, the march completes)."""
    b = state.battle
    if state.step != "battle_hexes" or b is None:
        raise IllegalAction("the game is not waiting on a hex battle")
    b.winner = b.attacker if b.attacker in winners else b.defender
    b.loser = b.enemy(b.winner)
    try:
        lost = casualties(b.flags["hexes"], b.loser, outcome)
    except (KeyError, TypeError, ValueError) as exc:
        raise IllegalAction(f"not a hex battle outcome for {b.attacker} against {b.defender}: {exc}") from None
    event(events, "hex_battle_won", area=b.area, winner=b.winner, loser=b.loser, casualties=len(lost))
    kill_routed_defenders(state, b, events)
    b.casualties = len(lost)
    for unit in lost:
        lose(state, b, unit, events)
    b.step = "casualties"
    state.step = "battle"


def casualties(hx: Mapping[str, Any], loser: str, outcome: Mapping[str, Any]) -> list[str]:
    """The loser's pieces lost: a share of its footmen and the knights whose unit fell (see the docstring)."""
    army = battle_house(loser)
    stands: list[int] = list(hx["stands_for"][army])
    units = [u for u in outcome["sides"][army]["units"] if u.get("commander") is None]
    if len(units) != len(stands):
        raise ValueError(f"the battle reports {len(units)} units, the plan made {len(stands)}")
    n_army = sum(1 for n in stands if n > 0)           # army units first, then knights, then siege engines
    own = hx["own"][loser]
    lost = own["armies"] - armies_back(stands[:n_army], units[:n_army])
    footmen = min(own["footmen"], (2 * lost * own["footmen"] + own["armies"]) // (2 * own["armies"]))
    knights = units[n_army:n_army + min(own["knights"], MAX_KNIGHTS)]
    fallen = sum(1 for u in knights if armies_back([1], [u]) == 0)
    return ["footman"] * footmen + ["knight"] * fallen
