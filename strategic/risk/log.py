"""Risk events as text: one formatter per event kind (turn, reinforcement, battle with its dice,
conquest, cards, score), used by `RiskGame.render` and `RiskBattleGame.render`.

The engine decides who may see an event (its audience); this module only words it. A private event
(the card a house drew or kept) is worded for the one house that receives it; its public twin says
only that a card was drawn or kept.
"""
from __future__ import annotations

from typing import Any, Callable, Mapping

from strategic.risk.rules.actions import dice
from strategic.risk.rules.cards import playable_card
from strategic.risk.rules.tables import HOUSES, NEUTRAL
from tactical.catalog import load_catalog
from tactical.protocol import Event

Data = Mapping[str, Any]
# Houses are named as the screen names them ("stark" -> "Stark"); the events keep the engine's ids.
_HOUSE_NAMES = {h: h.title() for houses in HOUSES.values() for h in houses} | {NEUTRAL: NEUTRAL.title()}


# A special unit's kind (the card icon's id) -> its name, one and more, and what it does (rules.invade's modifiers).
UNITS = {"knight": ("knight", "knights", "adds 1 to the highest die of its side in every battle; moves with armies"),
         "siege": ("siege engine", "siege engines", "makes one die of its side 8-sided in every battle; moves with armies"),
         "fortification": ("fortification", "fortifications", "when attacked, every defence die is 8-sided; it never moves")}


def armies(n: int) -> str:
    """"1 army", "3 armies"."""
    return f"{n} {'army' if n == 1 else 'armies'}"


def unit_name(kind: str, n: int = 1) -> str:
    """"siege engine", "siege engines" (the engine's id is "siege")."""
    one, more, _ = UNITS.get(kind, (kind, kind + "s", ""))
    return one if n == 1 else more


def unit_words(kind: str, n: int | None = None) -> str:
    """"a siege engine" (n None), "1 knight", "2 siege engines"."""
    one = unit_name(kind)
    return f"a{'n' if one[0] in 'aeiou' else ''} {one}" if n is None else f"{n} {unit_name(kind, n)}"


def unit_does(kind: str) -> str:
    """"a knight adds 1 to the highest die ...": what a special unit does, for a tooltip."""
    return f"{unit_words(kind)} {UNITS[kind][2]}" if kind in UNITS else unit_words(kind)


def card_name(card: str) -> str:
    """A maester or character card by its name (its id otherwise)."""
    found = playable_card(card)
    return found.name if found is not None else card


def _named(value: Any) -> Any:
    """`value` with every house id in it capitalised: a field, the items of a list, the keys of a mapping
    (scores, rolls, prisoners by captor). Anything else (territories, cards) is left as it is."""
    if isinstance(value, str):
        return _HOUSE_NAMES.get(value, value)
    if isinstance(value, (list, tuple)):
        return [_named(v) for v in value]
    if isinstance(value, Mapping):
        return {_named(k): v for k, v in value.items()}
    return value


def _dice(rolls: list[int], sides: list[int] | None, ranked: list[int] | None) -> str:
    """Faces high to low ("Classez les dés"), d8s marked, and any bonus added to the best die."""
    dice = sorted(zip(rolls, sides or [6] * len(rolls)), reverse=True)
    text = " ".join(f"{r}{'(d8)' if s == 8 else ''}" for r, s in dice)
    if ranked and dice and ranked[0] != dice[0][0]:
        text += f" [best +{ranked[0] - dice[0][0]} = {ranked[0]}]"
    return text


def _battle(e: Data) -> str:
    att = _dice(e.get("att_roll", []), e.get("att_sides"), e.get("att_ranked"))
    dfn = _dice(e.get("def_roll", []), e.get("def_sides"), e.get("def_ranked"))
    return (f"    {e['attacker']} rolls {att} vs {e['defender']} {dfn}: "
            f"{e['attacker']} loses {e['att_loss']}, {e['defender']} loses {e['def_loss']}")


def _reinforcement(e: Data) -> str:
    regions = "".join(f", +{b} {r}" for r, b in e["regions"])
    gold = f" and {e['gold']} gold" if e.get("gold") else ""
    return (f"  reinforce: {e['armies']} armies{gold} ({e['territories']} territories + {e['castles']} castles "
            f"-> {e['base']}{regions})")


def _name(commander: str) -> str:
    """A commander card's lord by name (the battle catalog's)."""
    card = load_catalog().commanders.get(commander)
    return card.name if card is not None else commander


def _captured(captured: Data) -> str:
    """Commanders taken prisoner in a hex battle, by name."""
    return "".join(f"; {h} takes {', '.join(map(_name, ids))} prisoner" for h, ids in captured.items())


ENDINGS = {"end_game_card": "the End Game card came up", "round_limit": "the round limit",
           "victory_points": "10 victory points with its seat", "conquest": "every rival conquered"}


def _over(e: Data) -> str:
    scores = ", ".join(f"{h} {s}" for h, s in sorted(e["scores"].items(), key=lambda x: -x[1]))
    vp = ", ".join(f"{h} {v}" for h, v in e["vp"].items() if v)
    who = " and ".join(e["winners"]) or "nobody"
    wins = "wins" if len(e["winners"]) == 1 else "share the win"
    why = ENDINGS.get(e["reason"], e["reason"].replace("_", " "))
    return (f"GAME OVER in round {e['round']}: {who} {wins} ({why}) | points: {scores}"
            + (f" | victory points: {vp}" if vp else ""))


FORMATS: dict[str, Callable[[Data], str]] = {
    "setup": lambda e: f"Risk {e['rules']} on {e['map']}: {', '.join(e['houses'])}",
    "deal": lambda e: f"  {e['house']} is dealt {len(e['territories'])} territories",
    "neutral": lambda e: f"  neutral armies ({e['armies']} each) on {', '.join(e['territories'])}",
    "end_game_card": lambda e: f"  the End Game card is shuffled into the lower half of the {e['deck']}-card deck",
    "seat": lambda e: f"  {e['house']} asserts its seat of power at {e['territory']}",
    "start_bonus": lambda e: f"  {e['house']} start bonus: {e['gold']} gold, {e['cards']} territory card(s), {e['maester']} maester card(s)",
    "first_player_roll": lambda e: "  roll for the first player: " + ", ".join(f"{h} {r}" for h, r in e["rolls"].items()),
    "turn": lambda e: f"Round {e['round']} - {e['house']}",
    "reinforcement": _reinforcement,
    "trade": lambda e: f"  {e['house']} trades {', '.join(e['cards'])} for {e['armies']} armies"
                       + (f" (+{e['bonus']} on {e['bonus_to']})" if e['bonus_to'] else ""),
    "trade_for_unit": lambda e: f"  {e['house']} trades {e['card']} for {unit_words(e['unit'])}",
    "deploy": lambda e: f"  {e['house']} deploys {e['armies']} on {e['territory']}",
    "place_unit": lambda e: f"  {e['house']} places {unit_words(e['unit'])} on {e['territory']}",
    "place_army": lambda e: f"  {e['house']} places an army on {e['territory']}",
    "return_objective": lambda e: f"  {e['house']} returns an objective",
    "attack": lambda e: f"  {e['house']} attacks {e['dst']} ({e['defender']}) from {e['src']} with {dice(e['dice'])}",
    "battle": _battle,
    "invade": lambda e: (f"  {e['house']} invades {e['dst']} ({e['defender']}) from {e['src']}: "
                         + (f"{e['battle']}, on the hex battlefield\n{e['briefing']}" if "battle" in e
                            else f"on the hex battlefield, if {e['asks']} agrees" if "asks" in e
                            else "a battle of its own")),
    "battlefield": lambda e: (f"    {e['house']} accepts the hex battle: {e['battle']}\n{e['briefing']}" if e["hexes"]
                              else f"    {e['house']} refuses the hex battle: the dice decide {e['dst']}"),
    "invasion": lambda e: f"    the battle for {e['dst']} ends: {e['attacker']} loses {e['att_loss']}, "
                          f"{e['defender']} loses {e['def_loss']}" + _captured(e.get("captured", {})),
    "prisoner": lambda e: f"    {_name(e['commander'])} of {e['house']} is {e['captor']}'s prisoner until round {e['until']}",
    "exchange": lambda e: f"    {e['captor']} exchanges {_name(e['commander'])} of {e['house']} at once for its own "
                          f"{_name(e['freed'])}, whom {e['house']} held",
    "veteran": lambda e: f"    {_name(e['commander'])} of {e['house']} is a veteran: a red commander from now on",
    "retreat": lambda e: f"    {e['attacker']} breaks off the attack on {e['dst']}",
    "conquer": lambda e: f"  {e['house']} conquers {e['territory']} from {e['defender']}, moving {e['armies']} in"
                         + (f" with {e['units']}" if e['units'] else ""),
    "move_in": lambda e: f"    and {e['armies']} more from {e['src']}",
    "eliminated": lambda e: f"  {e['house']} is eliminated by {e['by']} ({e['cards']} cards, {e['gold']} gold handed over)",
    "manoeuvre": lambda e: f"  {e['house']} manoeuvres {e['armies']} from {e['src']} to {e['dst']}",
    "draw": lambda e: f"  {e['house']} draws a territory card",
    "drawn": lambda e: f"    ({e['house']} drew {e['card']})",
    "draw_end_game": lambda e: f"  {e['house']} draws the END GAME card",
    "reshuffle": lambda e: f"  the {e['deck']} discard pile is reshuffled ({e['size']} cards)",
    "buy_maester": lambda e: f"  {e['house']} buys a maester card",
    "maester_drawn": lambda e: f"    ({e['house']} got the maester card {card_name(e['card'])})",
    "buy_objective": lambda e: f"  {e['house']} pays {e['gold']} gold for new objectives",
    "keep_objective": lambda e: f"  {e['house']} keeps an objective",
    "objective_kept": lambda e: f"    ({e['house']} kept the objective {e['card']})",
    "play_maester": lambda e: f"  {e['house']} plays {e['name']}" + (f" on {e['target']}" if e['target'] else ""),
    "use_character": lambda e: f"  {e['house']} calls on {e['name']}" + (f" against {e['target']}" if e['target'] else ""),
    "objective": lambda e: f"  {e['house']} achieves '{e['name']}' (+{e['vp']} VP, total {e['total']})",
    "gain_armies": lambda e: f"  {e['house']} gains {e['armies']} armies",
    "gain_gold": lambda e: f"  {e['house']} gains {e['gold']} gold",
    "gain_unit": lambda e: f"  {e['house']} gains {unit_words(e['unit'])}",
    "remove_armies": lambda e: f"  {e['house']} removes {e['armies']} armies from {e['territory']}",
    "remove_unit": lambda e: f"  {e['house']} destroys the {unit_name(e['unit'])} on {e['territory']}",
    "steal_gold": lambda e: f"  {e['house']} takes {e['gold']} gold from {e['rival']}",
    "game_over": _over,
}
# Shown in a full log but left out of the terminal's running commentary: one line per army placed
# during the Domination draft would bury the game.
QUIET = frozenset({"place_army", "return_objective"})


def describe(event: Event) -> str:
    """One log line for an event."""
    return FORMATS[event.kind]({k: _named(v) for k, v in event.data.items()})
