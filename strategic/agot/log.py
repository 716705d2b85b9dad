"""Events as English, for one viewer: the only place the A Game of Thrones engine's records become text.

Each kind has a template over its data; a kind without one is written plainly (its name and data), so a
new event never breaks the log.
"""
from __future__ import annotations

from functools import cache
from typing import Any, Callable

from tactical.protocol import Event

from .board import HOUSES, load_board
from .cards import ORDER_TOKENS, house_cards, westeros_decks, wildling_cards
from .one_use import one_use_tokens
from .rules.common import board_of

ORDER_BY_ID = {t.id: t for t in ORDER_TOKENS}

# Events that show what was secret until then: undo stops at them.
REVEALS = frozenset({"orders_revealed", "cards_revealed", "bids_revealed", "wildling_seen", "westeros_cards",
                     "wildling_card", "one_use_revealed"})


def _units(units: Any) -> str:
    """"2 footmen, knight": each kind once, with its count when there are several."""
    if not units:
        return "no units"
    counts = {u: list(units).count(u) for u in dict.fromkeys(units)}
    return ", ".join(f"{n} {unit_noun(u, n)}" if n > 1 else unit_noun(u) for u, n in counts.items())


def printed_name(x: Any) -> str:
    """An area, card or house by its printed name (ids are kebab case); anything else title-cased."""
    if not x:
        return "nobody"
    return printed_names().get(str(x)) or str(x).replace("-", " ").title()


def order_name(tid: Any) -> str:
    """An order token as printed: "March +1★", "Defense +1", "Raid"."""
    tok = ORDER_BY_ID.get(str(tid))
    if tok is None:
        return str(tid)
    kind = {"defend": "Defense", "consolidate": "Consolidate Power"}.get(tok.kind, tok.kind.title())
    bonus = f" {tok.bonus:+d}" if tok.kind in ("march", "defend", "support") else ""
    return kind + bonus + ("★" if tok.special else "")


UNIT_NOUNS = {"footman": ("footman", "footmen"), "knight": ("knight", "knights"), "ship": ("ship", "ships"),
              "siege": ("siege engine", "siege engines")}


def unit_noun(unit: str, n: int = 1) -> str:
    """A unit id as the rulebook says it: "footman", "footmen", "siege engine" (the engine's id is "siege")."""
    one, many = UNIT_NOUNS.get(unit, (unit, unit + "s"))
    return one if n == 1 else many


@cache
def printed_names() -> dict[str, str]:
    names = {a.id: a.name for a in load_board(2).areas.values()}
    for edition in (1, 2):
        names.update({c.id: c.name for h in HOUSES for c in house_cards(edition, h)})
        names.update({c.id: c.name for deck in westeros_decks(edition) for c in deck})
        names.update({c.id: c.name for c in wildling_cards(edition)})
    names.update({t.id: t.name.split(" (")[0] for t in one_use_tokens().values()})   # the seed's French left out
    return names


# why a house gains or loses power, as a player says it (a card's name is printed as it is)
POWER_WHY = {"game of thrones": "Game of Thrones", "consolidate": "Consolidate Power", "plunder": "a raid",
             "plundered": "raided", "bid": "its bid", "wildlings": "the wildlings"}
ENDINGS = {"rounds": "the last round was played", "castles": "enough castles and strongholds"}


def _winners(houses: list[str]) -> str:
    names = " and ".join(printed_name(h) for h in houses)
    return f"{names} wins" if len(houses) == 1 else f"{names} share the win" if houses else "nobody wins"


STAKES = {"iron_throne": "the Iron Throne", "fiefdoms": "the Fiefdoms", "kings_court": "the King's Court",
           "wildlings": "the Night's Watch"}
RESTRICTIONS = {"no-raid": "no Raid orders", "no-defend": "no Defense orders", "no-support": "no Support orders",
                 "no-consolidate": "no Consolidate Power orders", "no-march-special": "no March +1 order",
                 "footmen-no-support": "footmen add nothing when supporting"}

TRACK_NAMES = {"iron_throne": "Iron Throne", "fiefdoms": "Fiefdoms", "kings_court": "King's Court"}
# a house card's own question, by (card, option); {enemy} is its opponent in the battle
CARD_CHOICES = {("tyrion-lannister", "cancel"): "Cancel {enemy}'s card", ("tyrion-lannister", "keep"): "Let it stand",
                ("aeron-damphair", "swap"): "Pay 2 power: play another card",
                ("aeron-damphair", "keep"): "Keep Aeron Damphair"}
CHOICE_NAMES = {"none": "None", "nothing": "Nothing", "destroy": "Destroy 2 of your units", "supply": "Supply",
                "mustering": "Mustering"}


def card_question(view: Any) -> dict[str, Any] | None:
    """The house card whose ability asks its owner a choice now ({"card", "house"}), or None."""
    b = view.battle
    return b.flags.get("ask") if view.step == "battle_ability" and b is not None else None


def choice_words(view: Any, option: str) -> str:
    """A `Choose` option as printed: a house card's own answer, a track, a restriction, an area (of the edition
    played), a card or a house by its printed name (the window's buttons and the terminal say the same)."""
    ask = card_question(view)
    if ask is not None and (ask["card"], option) in CARD_CHOICES:
        return CARD_CHOICES[ask["card"], option].format(enemy=printed_name(view.battle.enemy(ask["house"])))
    if option in TRACK_NAMES:
        return TRACK_NAMES[option]
    if option in RESTRICTIONS:
        return RESTRICTIONS[option][:1].upper() + RESTRICTIONS[option][1:]
    if option in CHOICE_NAMES:
        return CHOICE_NAMES[option]
    areas = board_of(view).areas
    return areas[option].name if option in areas else printed_name(option)


def _raided(d: dict[str, Any]) -> str:
    """The orders a raid removed: the regular one, the one-use one, or both (seed 001's double raid)."""
    parts = [f"{d['kind']} order"] if d.get("kind") else []
    return " and ".join(parts + ([f"one-use order {printed_name(d['one_use'])}"] if d.get("one_use") else []))


TEMPLATES: dict[str, Callable[[dict[str, Any], str | None], str]] = {
    "setup": lambda d, v: f"A Game of Thrones, edition {d['edition']}, {d['players']} players: "
                          + ", ".join(printed_name(h) for h in d["houses"]),
    "round": lambda d, v: f"— Round {d['round']} —",
    "planning": lambda d, v: f"Planning: every house places its orders in secret (round {d['round']})",
    "order_placed": lambda d, v: f"You order {order_name(d['token'])} in {printed_name(d['area'])}",
    "order_hidden": lambda d, v: f"{printed_name(d['house'])} places an order in {printed_name(d['area'])}",
    "orders_revealed": lambda d, v: "Orders revealed: " + "; ".join(
        f"{printed_name(a)} {order_name(t)}" for a, t in sorted(d["orders"].items())),
    "raven_swap": lambda d, v: f"{printed_name(d['house'])} uses the Messenger Raven: {order_name(d['old'])} becomes {order_name(d['token'])} in {printed_name(d['area'])}",
    "raven_peek": lambda d, v: f"{printed_name(d['house'])} uses the Messenger Raven to look at the top wildling card",
    "wildling_seen": lambda d, v: f"The top wildling card is {printed_name(d['card'])}",
    "raven_wildling": lambda d, v: f"{printed_name(d['house'])} " + ("buries the card" if d["bury"] else "leaves the card on top"),
    "raid": lambda d, v: (f"{printed_name(d['house'])} raids the {_raided(d)} in {printed_name(d['target'])} from {printed_name(d['area'])}"
                          if d.get("target") else f"{printed_name(d['house'])} removes its raid in {printed_name(d['area'])}"),
    # the one-use orders option
    "one_use_placed": lambda d, v: f"You place the one-use order {printed_name(d['token'])} in {printed_name(d['area'])}",
    "one_use_chosen": lambda d, v: f"{printed_name(d['house'])} has chosen its one-use order (or none)",
    "one_use_hidden": lambda d, v: f"{printed_name(d['house'])} has a one-use order in {printed_name(d['area'])}",
    "one_use_revealed": lambda d, v: "One-use orders revealed: " + "; ".join(
        f"{printed_name(a)} {printed_name(t)}" for a, t in sorted(d["orders"].items())),
    "one_use_activated": lambda d, v: f"{printed_name(d['house'])} uses {printed_name(d['token'])} in {printed_name(d['area'])}",
    "one_use_void": lambda d, v: f"{printed_name(d['house'])}'s {printed_name(d['token'])} in {printed_name(d['area'])} "
                                 "is lost without effect",
    "one_use_discard": lambda d, v: f"{printed_name(d['house'])} discards {printed_name(d['card'])}",
    "order_void": lambda d, v: f"{printed_name(d['house'])}'s {order_name(d['token'])} order in {printed_name(d['area'])} "
                               "goes with its last units",
    "lion_ruse": lambda d, v: f"{printed_name(d['house'])} names {printed_name(d['named'])}: no march, raid or support against "
                              f"{printed_name(d['house'])} this round",
    "power": lambda d, v: (f"{printed_name(d['house'])} {'gains' if d['change'] > 0 else 'loses'} {abs(d['change'])} "
                           f"power ({POWER_WHY.get(d['why']) or printed_name(d['why'])})"),
    "move": lambda d, v: f"{printed_name(d['house'])} marches {_units(d['units'])} from {printed_name(d['frm'])} to {printed_name(d['to'])}"
                         + (" (attack)" if d["how"] == "attack" else ""),
    "neutral_defeated": lambda d, v: f"{printed_name(d['house'])} overcomes the neutral force ({d['strength']}) in {printed_name(d['area'])}",
    "token_removed": lambda d, v: f"{printed_name(d['house'])}'s power token in {printed_name(d['area'])} is removed",
    "token_left": lambda d, v: f"{printed_name(d['house'])} leaves a power token in {printed_name(d['area'])}",
    "garrison_removed": lambda d, v: f"{printed_name(d['house'])}'s garrison in {printed_name(d['area'])} is removed",
    "port_ships_taken": lambda d, v: (f"{printed_name(d['enemy'])}'s {d['lost']} {unit_noun('ship', d['lost'])} in "
                                      f"{printed_name(d['area'])} {'is' if d['lost'] == 1 else 'are'} lost")
                                     + (f"; {printed_name(d['house'])} puts {d['taken']} of its own there" if d["taken"] else ""),
    "battle": lambda d, v: f"Battle in {printed_name(d['area'])}: {printed_name(d['attacker'])} ({_units(d['units'])}) attacks "
                           f"{printed_name(d['defender'])} ({_units(d['defenders'])})",
    "support": lambda d, v: f"{printed_name(d['house'])} supports {printed_name(d['side'])} from {printed_name(d['area'])}",
    "support_answer": lambda d, v: f"{printed_name(d['house'])} {'accepts' if d['accept'] else 'refuses'} the support from {printed_name(d['area'])}",
    "strength_announced": lambda d, v: "Strength before the cards: " + ", ".join(f"{printed_name(h)} {n}" for h, n in d.items()),
    "card_chosen": lambda d, v: f"You choose {printed_name(d['card'])}",
    "card_hidden": lambda d, v: f"{printed_name(d['house'])} chooses a house card",
    "cards_revealed": lambda d, v: "House cards: " + ", ".join(f"{printed_name(h)} {printed_name(c)}" for h, c in d["cards"].items()),
    "blade": lambda d, v: f"{printed_name(d['house'])} uses the Valyrian Steel Blade (+1)",
    "battle_won": lambda d, v: f"{printed_name(d['winner'])} wins in {printed_name(d['area'])} "
                               + "(" + " against ".join(str(d['strength'][h]) for h in (d['winner'], d['loser'])) + ")"
                               + (f"; {printed_name(d['loser'])} loses {d['casualties']} unit{'s' if d['casualties'] != 1 else ''}" if d["casualties"] else ""),
    # battles on the hex battlefield (rules/hexes.py)
    "battlefield": lambda d, v: f"{printed_name(d['house'])} chooses to fight in {printed_name(d['area'])} "
                                + ("on the hex battlefield" if d["hexes"] else "with house cards"),
    "hex_battle": lambda d, v: f"{d['battle']}: {printed_name(d['attacker'])} against {printed_name(d['defender'])} on the hex "
                               f"battlefield (no house card is played)\n{d['briefing']}\nHere an army is a footman, a "
                               "point of garrison, or a footman or ship supporting; the loser's footmen and knights "
                               "fall as its figures do, and the winner loses none.",
    "hex_battle_won": lambda d, v: f"{printed_name(d['winner'])} wins the hex battle in {printed_name(d['area'])}"
                                   + (f"; {printed_name(d['loser'])} loses {d['casualties']} unit{'s' if d['casualties'] != 1 else ''}" if d["casualties"] else ""),
    "casualty": lambda d, v: f"{printed_name(d['house'])} loses a {unit_noun(d['unit'])} in {printed_name(d['area'])}",
    "routed_destroyed": lambda d, v: f"{printed_name(d['house'])}'s routed {_units(d['units'])} in {printed_name(d['area'])} are destroyed",
    "retreat": lambda d, v: f"{printed_name(d['house'])} retreats {_units(d['units'])} from {printed_name(d['frm'])} to {printed_name(d['to'])}",
    "retreat_destroyed": lambda d, v: f"{printed_name(d['house'])} loses {_units(d['units'])}: nowhere to retreat",
    "hand_returns": lambda d, v: f"{printed_name(d['house'])} takes its house cards back",
    # house card abilities
    "card_played": lambda d, v: f"{printed_name(d['house'])} plays {printed_name(d['card'])} instead",
    "card_cancelled": lambda d, v: f"{printed_name(d['house'])} sends {printed_name(d['card'])} back to {printed_name(d['enemy'])}'s hand"
                                   + ("" if d["replaced"] else f"; {printed_name(d['enemy'])} fights without a house card"),
    "card_swapped": lambda d, v: f"{printed_name(d['house'])} discards {printed_name(d['card'])} to choose another house card",
    "unit_destroyed": lambda d, v: f"{printed_name(d['card'])} destroys a {unit_noun(d['unit'])} of {printed_name(d['house'])} in {printed_name(d['area'])}",
    "order_removed": lambda d, v: f"{printed_name(d['house'])} removes {printed_name(d['owner'])}'s {order_name(d['token'])} order in {printed_name(d['area'])}",
    "track_moved": lambda d, v: f"{printed_name(d['house'])} sends {printed_name(d['enemy'])} to the bottom of the {printed_name(d['track'])} track",
    "cards_back": lambda d, v: f"{printed_name(d['house'])} takes back " + ", ".join(printed_name(c) for c in d["cards"]),
    "unit_upgraded": lambda d, v: f"{printed_name(d['house'])} turns a {unit_noun(d['unit'])} into a {unit_noun(d['to'])} in {printed_name(d['area'])}",
    "retreat_chooser": lambda d, v: f"{printed_name(d['house'])} chooses where {printed_name(d['loser'])} retreats",
    "attackers_held": lambda d, v: f"{printed_name(d['house'])} holds {printed_name(d['area'])}: {printed_name(d['attacker'])}'s army goes back to {printed_name(d['to'])}",
    "card_discarded": lambda d, v: f"{printed_name(d['house'])} makes {printed_name(d['enemy'])} discard {printed_name(d['card'])}",
    "march_order_moved": lambda d, v: f"{printed_name(d['house'])}'s {order_name(d['token'])} order moves into {printed_name(d['area'])}",
    "consolidated": lambda d, v: f"{printed_name(d['house'])} consolidates power in {printed_name(d['area'])} (+{d['power']})",
    "fortified": lambda d, v: f"{printed_name(d['house'])} builds a fortification in {printed_name(d['area'])}",
    "consolidate_muster": lambda d, v: f"{printed_name(d['house'])} musters in {printed_name(d['area'])} instead of consolidating",
    "westeros_cards": lambda d, v: "Westeros: " + ", ".join(printed_name(c) for c in d["cards"]),
    "westeros_card": lambda d, v: f"Winter is Coming: deck {d['deck']} is shuffled",
    "westeros_resolve": lambda d, v: f"{printed_name(d['card'])}",
    "wildling_threat": lambda d, v: f"The wildling threat is now {d['threat']}",
    # the Westeros phase's cards
    "restriction": lambda d, v: "This round: " + RESTRICTIONS.get(d["restriction"], d["restriction"]),
    "westeros_choice": lambda d, v: f"{printed_name(d['house'])} chooses for {printed_name(d['card'])}: {printed_name(d['option'])}",
    "supply_level": lambda d, v: f"{printed_name(d['house'])} is at supply {d['level']}",
    "supply_loss": lambda d, v: f"{printed_name(d['house'])} removes a {unit_noun(d['unit'])} from {printed_name(d['area'])} (supply)",
    "mustered": lambda d, v: f"{printed_name(d['house'])} musters a {unit_noun(d['unit'])} in {printed_name(d['area'])}"
                             + (" (upgrading a footman)" if d["upgrade"] else ""),
    "bid_chosen": lambda d, v: f"You bid {d['power']}",
    "bid_placed": lambda d, v: f"{printed_name(d['house'])} has bid",
    "bids_revealed": lambda d, v: f"Bids for {STAKES.get(d['what'], d['what'])}: " + ", ".join(f"{printed_name(h)} {n}" for h, n in d["bids"].items()),
    "tie_broken": lambda d, v: f"{printed_name(d['house'])} breaks the tie: {printed_name(d['placed'])} "
                               + (f"is the {d['role']}" if d.get("role") else f"takes place {d['place']} on {STAKES.get(d['track'], d['track'])}"),
    "track": lambda d, v: "On " + STAKES.get(d['track'], d['track']) + ": " + ", ".join(printed_name(h) for h in d["order"]),
    "wildling_attack": lambda d, v: f"The wildlings attack with strength {d['threat']}",
    "wildlings_result": lambda d, v: (f"The Night's Watch holds ({d['total']} against {d['threat']})" if d["won"]
                                      else f"The wildlings win ({d['total']} against {d['threat']})"),
    "wildling_card": lambda d, v: f"Wildling card: {printed_name(d['card'])}",
    "wildling_loss": lambda d, v: f"{printed_name(d['house'])} loses a {unit_noun(d['unit'])} in {printed_name(d['area'])} to the wildlings",
    "wildling_swap": lambda d, v: f"{printed_name(d['house'])}'s {d['old']} in {printed_name(d['area'])} becomes a {d['new']}",
    "wildling_discard": lambda d, v: f"{printed_name(d['house'])} discards {printed_name(d['card'])}",
    "wildling_take": lambda d, v: f"{printed_name(d['house'])} takes back {printed_name(d['card'])}",
    "game_over": lambda d, v: "Game over: " + _winners(d["winners"]) + f" ({ENDINGS.get(d['reason'], d['reason'])})",
}


def describe(event: Event, viewer: str | None = None) -> str:
    fn = TEMPLATES.get(event.kind)
    data = dict(event.data)
    if fn is None:
        return f"{event.kind.replace('_', ' ')}: " + ", ".join(f"{k} {v}" for k, v in data.items())
    try:
        return fn(data, viewer)
    except (KeyError, TypeError, IndexError):
        return f"{event.kind.replace('_', ' ')}: {data}"
