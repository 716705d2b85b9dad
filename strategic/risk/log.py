"""A readable game log: one formatter per event type (turn, reinforcement, battle with its dice,
conquest, cards, score). The log is written for a spectator of a headless game and shows every die."""
from __future__ import annotations

from typing import Any, Callable


def _dice(rolls: list[int], sides: list[int] | None, ranked: list[int] | None) -> str:
    """Faces high to low ("Classez les dés"), d8s marked, and any bonus added to the best die."""
    dice = sorted(zip(rolls, sides or [6] * len(rolls)), reverse=True)
    text = " ".join(f"{r}{'(d8)' if s == 8 else ''}" for r, s in dice)
    if ranked and dice and ranked[0] != dice[0][0]:
        text += f" [best +{ranked[0] - dice[0][0]} = {ranked[0]}]"
    return text


def _battle(e: dict) -> str:
    att = _dice(e.get("att_roll", []), e.get("att_sides"), e.get("att_ranked"))
    dfn = _dice(e.get("def_roll", []), e.get("def_sides"), e.get("def_ranked"))
    return (f"    {e['attacker']} rolls {att} vs {e['defender']} {dfn}: "
            f"{e['attacker']} loses {e['att_loss']}, {e['defender']} loses {e['def_loss']}")


def _reinforcement(e: dict) -> str:
    regions = "".join(f", +{b} {r}" for r, b in e["regions"])
    gold = f" and {e['gold']} gold" if e.get("gold") else ""
    return (f"  reinforce: {e['armies']} armies{gold} ({e['territories']} territories + {e['castles']} castles "
            f"-> {e['base']}{regions})")


def _over(e: dict) -> str:
    scores = ", ".join(f"{h} {s}" for h, s in sorted(e["scores"].items(), key=lambda x: -x[1]))
    vp = ", ".join(f"{h} {v}" for h, v in e["vp"].items() if v)
    return (f"GAME OVER ({e['reason'].replace('_', ' ')}, round {e['round']}): winner {' & '.join(e['winners'])}"
            f" | points: {scores}" + (f" | victory points: {vp}" if vp else ""))


FORMATS: dict[str, Callable[[dict], str]] = {
    "setup": lambda e: f"Risk {e['rules']} on {e['map']}: {', '.join(e['houses'])} (seed {e['seed']})",
    "deal": lambda e: f"  {e['house']} is dealt {len(e['territories'])} territories",
    "neutral": lambda e: f"  neutral armies ({e['armies']} each) on {', '.join(e['territories'])}",
    "end_game_card": lambda e: f"  the End Game card is card {e['position']} of {e['deck']}",
    "seat": lambda e: f"  {e['house']} asserts its seat of power at {e['territory']}",
    "start_bonus": lambda e: f"  {e['house']} start bonus: {e['gold']} gold, {e['cards']} territory card(s), {e['maester']} maester card(s)",
    "first_player_roll": lambda e: "  roll for the first player: " + ", ".join(f"{h} {r}" for h, r in e["rolls"].items()),
    "turn": lambda e: f"Round {e['round']} - {e['house']}",
    "reinforcement": _reinforcement,
    "trade": lambda e: f"  {e['house']} trades {', '.join(e['cards'])} for {e['armies']} armies"
                       + (f" (+{e['bonus']} on {e['bonus_to']})" if e['bonus_to'] else ""),
    "trade_for_unit": lambda e: f"  {e['house']} trades {e['card']} for a {e['unit']}",
    "deploy": lambda e: f"  {e['house']} deploys {e['armies']} on {e['territory']}",
    "place_unit": lambda e: f"  {e['house']} places a {e['unit']} on {e['territory']}",
    "attack": lambda e: f"  {e['house']} attacks {e['dst']} ({e['defender']}) from {e['src']} with {e['dice']} dice",
    "battle": _battle,
    "conquer": lambda e: f"  {e['house']} conquers {e['territory']} from {e['defender']}, moving {e['armies']} in"
                         + (f" with {e['units']}" if e['units'] else ""),
    "move_in": lambda e: f"    and {e['armies']} more from {e['src']}",
    "eliminated": lambda e: f"  {e['house']} is eliminated by {e['by']} ({e['cards']} cards, {e['gold']} gold handed over)",
    "manoeuvre": lambda e: f"  {e['house']} manoeuvres {e['armies']} from {e['src']} to {e['dst']}",
    "draw": lambda e: f"  {e['house']} draws {'the END GAME card' if e['card'] == 'END GAME' else e['card']}",
    "reshuffle": lambda e: f"  the {e['deck']} discard pile is reshuffled ({e['size']} cards)",
    "buy_maester": lambda e: f"  {e['house']} buys a maester card",
    "buy_objective": lambda e: f"  {e['house']} pays {e['gold']} gold for new objectives",
    "keep_objective": lambda e: f"  {e['house']} keeps an objective",
    "play_maester": lambda e: f"  {e['house']} plays {e['name']}" + (f" on {e['target']}" if e['target'] else ""),
    "use_character": lambda e: f"  {e['house']} calls on {e['name']}" + (f" against {e['target']}" if e['target'] else ""),
    "objective": lambda e: f"  {e['house']} achieves '{e['name']}' (+{e['vp']} VP, total {e['total']})",
    "gain_armies": lambda e: f"  {e['house']} gains {e['armies']} armies",
    "gain_gold": lambda e: f"  {e['house']} gains {e['gold']} gold",
    "gain_unit": lambda e: f"  {e['house']} gains a {e['unit']}",
    "remove_armies": lambda e: f"  {e['house']} removes {e['armies']} armies from {e['territory']}",
    "remove_unit": lambda e: f"  {e['house']} destroys the {e['unit']} on {e['territory']}",
    "steal_gold": lambda e: f"  {e['house']} takes {e['gold']} gold from {e['rival']}",
    "game_over": _over,
}
QUIET = {"place_army", "return_objective"}


def describe(event: dict[str, Any]) -> str | None:
    """One log line for an event (None for the quiet ones, like each army placed during setup)."""
    if event["type"] in QUIET:
        return None
    fmt = FORMATS.get(event["type"])
    return fmt(event) if fmt else f"  {event['type']}: {event}"
