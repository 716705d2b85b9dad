"""One-line explanations for what the player hovers: terrain, units and their keywords, cards, the morale
ladder, dice faces and order tokens. Texts come from the catalog where it has them (terrain and unit
descriptions, card texts, commander abilities); the short keyword and component lines are written here.
"""
from __future__ import annotations

from tactical.catalog import load_catalog
from tactical.rules.state import BattleState
from tactical.ui import labels

KEYWORD_HELP = {
    "advance": "Advance: after clearing its target's hex in melee, may move into it.",
    "pursue": "Pursue: after clearing its target's hex, may move into it and attack again.",
    "bold": "Bold: may ignore the first flag, and counter-attacks when it holds its ground.",
    "heavy_armor": "Heavy Armor: defends as one rank higher; a red unit ignores valor hits.",
    "endurance": "Endurance: ignores some hits.",
    "unwieldy": "Unwieldy: rolls one die fewer after moving.",
    "war_dogs": "War Dogs: instead of attacking, looses its hounds at a unit 2-3 hexes away.",
    "scorched_earth": "Scorched Earth: may set an adjacent hex on fire instead of attacking.",
}
FACE_HELP = {
    "green": "Green shield: hits a green unit.", "blue": "Blue shield: hits a blue unit.",
    "red": "Red shield: hits a red unit.", "valor": "Valor: hits any unit (except where a rule says it misses).",
    "morale": "Flag: the target retreats one hex toward its edge, or loses a figure if it cannot.",
}
TOKEN_HELP = {
    "green": "Green order token: orders one green unit (two identical tokens order any unit).",
    "blue": "Blue order token: orders one blue unit (two identical tokens order any unit).",
    "red": "Red order token: orders one red unit (two identical tokens order any unit).",
    "valor": "Valor order token: orders one unit of any rank.",
    "morale": "Morale token: +1 morale, or -1 morale to rally one spent unit.",
}
MORALE_HELP = ("Morale ladder: the marker moves toward the side losing heart. Zones grey/green/yellow/red; "
               "arrows are morale breaks the marker recovers to in Regroup; reaching Rout loses the battle.")
ROUND_HELP = "Round track: white and black rounds alternate (rallies differ); the battle ends after the last round."
COMMAND_TOKEN_HELP = "Command tokens: paid onto a commander to play a command card; they return in Mobilisation."


def terrain_tip(state: BattleState, h: int) -> str:
    cat = load_catalog()
    parts = []
    base = cat.terrain.get(state.terrain[h])
    if base:
        parts.append(f"{base.name}: {base.description}")
    over = state.overlay.get(h)
    if over and over in cat.terrain:
        parts.append(f"{cat.terrain[over].name}: {cat.terrain[over].description}")
    if h in state.fire:
        parts.append(f"Fire level {state.fire[h]}: units here lose that many figures in Regroup and cannot move.")
    if h in state.devastated:
        parts.append("Devastated: the burnt ground of a forest or building.")
    return "\n".join(parts)


def unit_tip(state: BattleState, uid: int) -> str:
    cat = load_catalog()
    u = state.units[uid]
    ut = cat.units[cat.commanders[u.commander].unit_type] if u.commander else cat.units[u.type]
    row = ut.chart[u.rank]
    moves = " or ".join(f"move {o.move}{' and attack' if o.attack else ''}" for o in row.options)
    lines = [f"{labels.unit_name(state, uid, with_house=True)} - {ut.unit_class}, {u.figures}/{ut.strength} figures",
             f"Order chart ({u.rank}): {moves}; {row.dice} dice, range {ut.range}"
             + ("; valor misses" if row.no_valor else "")]
    lines += [KEYWORD_HELP.get(k, k) for k in ut.keywords]
    if u.commander:
        c = cat.commanders[u.commander]
        lines.append(f"Commander {c.name}, {c.title}: {c.unit_ability}")
    ordered = state.turn is not None and uid in state.turn.activated
    lines.append("Ordered this turn: it moves and attacks now." if ordered else
                 "Can be ordered this round." if u.ready else "Spent: cannot be ordered until rallied.")
    return "\n".join(lines)


def card_tip(card_id: str) -> str:
    card = load_catalog().cards.get(card_id)
    if card is None:
        return "A hidden command card."
    lines = [f"{card.name}: {card.command_text}"]
    if card.tactic:
        lines.append(f"Tactic: {card.tactic.text}")
    if card.commander:
        lines.append(f"Pictures {card.commander.title()} (any commander may play it).")
    return "\n".join(lines)


def commander_tip(cid: str) -> str:
    c = load_catalog().commanders[cid]
    return (f"{c.name}, {c.title}: command limit {c.command_limit}, capture value {c.capture_value}, "
            f"zone of control {c.zoc}.\nUnit ability: {c.unit_ability}\nCommit (once): {c.commit_ability}")
