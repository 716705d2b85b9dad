"""What a human seat at the terminal reads (`--seat HOUSE=human`): a summary of its view before each
choice and every legal action in words, with the numbers a player weighs (the armies on both sides of
an attack, what a trade or a card gives, what an objective asks). The session's terminal seat asks with
them. Reads the view only."""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable


from strategic.handoff.odds import estimate

from ..ai.greedy import CAP, Board
from ..ai.odds import conquest_chance, expected_survivors
from ..log import armies, unit_does, unit_words
from ..rules.actions import (Attack, ClaimObjective, Invade, KeepObjective, PlaceUnit, PlayMaester, ReturnObjective,
                             Trade, TradeForUnit, UseCharacter, dice)
from ..rules.cards import ObjectiveCard, lookup, playable_card
from ..rules.geo import geo
from ..rules.setup import end_game_next, end_game_places
from ..rules.tables import trade_value
from ..rules.view import RiskView


def describe_view(view: Any) -> str:
    """Whose decision and which step, your lands and armies, your cards, gold and victory points."""
    me = view.seat
    mine = sorted(t for t, h in view.owner.items() if h == me)
    player = view.players[me]
    icons = geo(view.map).icon
    hand = ", ".join(f"{c} ({icons[c]})" for c in view.hand) or "none"
    lines = [f"Round {view.round} - {me.title()}: {view.phase.replace('_', ' ')}"
             + (f" ({armies(view.reinforcements)} to deploy)" if view.reinforcements else ""),
             f"  {len(mine)} territor{'y' if len(mine) == 1 else 'ies'}, {armies(sum(view.armies[t] for t in mine))};"
             f" cards: {hand}",
             "  " + ", ".join(f"{t} {view.armies[t]}" for t in mine)]
    if view.rules == "domination":
        maester, _, objectives = lookup()
        lines.append(f"  {player.gold} gold, {player.vp} VP; objectives: "
                     + ("; ".join(_objective(objectives[o]) for o in view.objectives) or "none")
                     + "; maester cards: " + (", ".join(maester[c].name for c in view.maester) or "none"))
    lines.append("  " + deck_line(view)[0])
    now = PENDING.get(view.phase)
    if now and view.pending:
        lines.append("  now: " + now(view, view.pending))
    return "\n".join(lines)


def deck_line(v: RiskView) -> tuple[str, str]:
    """The decks as everyone sees them (a line, and a sentence on the rule behind it): in a Skirmish, when
    the End Game card may come; in Domination, the objectives left and those scored face up (shuffled back
    in when the deck runs short). The chance is the rules' own (`end_game_next`). The terminal prints the
    line, the window's panel shows it under your cards."""
    if v.rules == "skirmish":
        n = len(geo(v.map).territories)
        drawn, first = end_game_places(n, v.deck_size)
        chance = end_game_next(n, v.deck_size)
        if drawn < first:
            when = f"not for {first - drawn} draw{'s' if first - drawn != 1 else ''}"
        elif chance and v.result is None:
            when = f"1 in {round(1 / chance)} next draw"
        else:
            when = "drawn"
        return (f"Deck {v.deck_size} · game end: {when}",
                "The End Game card lies somewhere in the lower half of the territory deck as it was built, so "
                "it cannot come before half the deck is drawn; the game ends, by points, the moment a house "
                "draws it.")
    objectives = lookup()[2]
    face_up = ", ".join(objectives[o].name for o in v.objective_discard)
    return (f"Deck {v.deck_size} · objectives {v.objective_deck_size} left, {len(v.objective_discard)} scored",
            "Scored objectives lie face up and are shuffled back into the objective deck when it runs short; "
            "a house never draws one it has scored." + (f" Face up now: {face_up}." if face_up else ""))


PENDING: dict[str, Callable[[Any, Any], str]] = {
    "defend": lambda v, p: (f"{p['attacker'].title()} attacks {p['dst']} ({armies(v.armies[p['dst']])}) from {p['src']} "
                            f"with {dice(p['dice'])}: choose your defence dice"),
    "battlefield": lambda v, p: (f"{p['attacker'].title()} invades {p['dst']} with {p['attacking']} armies on the hex "
                                 "battlefield: play defence cards, then fight there (or by the dice, if offered)"),
    "conquer": lambda v, p: f"you took {p['dst']}: move more armies in from {p['src']} ({v.armies[p['src']]})?",
    "keep_objective": lambda v, p: "keep one of the objectives drawn; the other goes back under the deck",
}


def _objective(card: ObjectiveCard) -> str:
    return f"{card.name} ({card.vp} VP: {card.text})"


def _odds(view: RiskView, src: str, dst: str) -> str:
    """The Risk dice's exact odds for the whole invasion, both sides rolling the most dice until it is
    decided (special units and card effects counted, as the greedy AI counts them)."""
    board = Board(view)
    a, d = min(view.armies[src] - 1, CAP), min(view.armies[dst], CAP)
    att, dfn = board.mods(view.seat, "attack", src), board.mods(view.owner[dst], "defence", dst)
    return (f"fought out by the dice: {conquest_chance(a, d, att, dfn):.0%} to take it, "
            f"about {expected_survivors(a, d, att, dfn):.1f} of your {a} armies left")


def _attack(view: RiskView, a: Attack) -> str:
    return (f"{a}  [{armies(view.armies[a.src])} vs {view.owner[a.dst].title()} {view.armies[a.dst]}; "
            f"{_odds(view, a.src, a.dst)}]")


def _invade(view: RiskView, a: Invade) -> str:
    return (f"{a}  [{armies(view.armies[a.src])} vs {view.owner[a.dst].title()} {view.armies[a.dst]}; on the hex "
            f"battlefield{_hex_odds(view, a.src, a.dst)}; for reference, {_odds(view, a.src, a.dst)}]")


def _hex_odds(view: RiskView, src: str, dst: str) -> str:
    """The hex battle's estimated chance, from the simulated battles of this matchup size (if computed)."""
    odds = estimate(view.armies[src] - 1, view.armies[dst])
    return "" if odds is None else f": about {odds[0]:.0%} to win it (estimate from {odds[1]} AI battles of this size)"


def trade_armies(view: RiskView, a: Trade) -> int:
    """The armies a set gives (the rules' table, by the cards' icons), before the +2 on a pictured territory."""
    icons = geo(view.map).icon
    return trade_value([icons[c] for c in a.cards])


def _trade(view: RiskView, a: Trade) -> str:
    return f"{a}  [{trade_armies(view, a)} armies]"


def _trade_for_unit(view: RiskView, a: TradeForUnit) -> str:
    kind = geo(view.map).icon[a.card]
    return (f"trade your {a.card} card for {unit_words(kind)}, then place it on one of your territories  "
            f"[{unit_does(kind)}]")


def _place_unit(view: RiskView, a: PlaceUnit) -> str:
    return f"place {unit_words(a.kind)} on {a.territory}  [{unit_does(a.kind)}]"


def _card(view: RiskView, a: PlayMaester | UseCharacter) -> str:
    card = playable_card(a.card)
    assert card is not None                  # the engine lists only the cards that exist
    return f"{replace(a, card=card.name)}  [{card.cost} gold: {card.text}]"


def _objective_action(view: RiskView, a: ClaimObjective | KeepObjective | ReturnObjective) -> str:
    card = lookup()[2][a.card]
    return f"{replace(a, card=card.name)}  [{card.vp} VP: {card.text}]"


EXPLAIN: dict[type, Callable[[Any, Any], str]] = {
    Attack: _attack, Invade: _invade, Trade: _trade, PlayMaester: _card, UseCharacter: _card,
    TradeForUnit: _trade_for_unit, PlaceUnit: _place_unit,
    ClaimObjective: _objective_action, KeepObjective: _objective_action, ReturnObjective: _objective_action,
}


def explain_action(view: Any, action: Any) -> str:
    how = EXPLAIN.get(type(action))
    return how(view, action) if how else str(action)
