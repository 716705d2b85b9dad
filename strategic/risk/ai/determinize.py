"""A full Risk game state built from one seat's view: every hidden part redrawn, the public and the
seat's own parts as the view shows them (determinization: what the style chooser, `styles.py`,
plays its styles out on).

What the view hides and how it is redrawn (the same parts `tests/risk/test_hidden.py` perturbs):
- the territory cards: the whole pack (every territory, and in a Skirmish the End Game card until it is
  drawn) less the seat's own hand and the public discard is the unseen pool; the other houses' hands
  (their sizes are public) and the deck (its size too) are dealt from it at random. The End Game card
  lies uniformly in the lower half of the deck as first built ("moitié inférieure"), so it goes to a
  uniform place among those still possible after the draws so far (`rules.setup.end_game_places`);
- the maester cards: every copy less the seat's hand and the discard, dealt to the other hands and the
  deck; the objectives: the map's objectives less the seat's own, the scored ones still face up and a choice
  the seat is making, dealt to the other hands, another house's pending choice and the deck, never a card
  to a house that has scored it;
- the RNG (hence every future die and shuffle) and a pending battle's seed: fresh draws.
Not in a view and set here: the round limit (`RiskState`'s default), who started the game's first round
(in a Skirmish a die roll; the round counter only moves the round limit and "round" card effects); and
whether the seat in turn has traded for a unit this turn, from its legal actions. Only dice battles are sampled (a sub-game's
commanders are not in the view). Every draw comes from the `Rng` given, never the global random.
"""
from __future__ import annotations

from collections import Counter
from typing import Any, Sequence, cast

from tactical.protocol import Rng

from ..rules.actions import Trade, TradeForUnit
from ..rules.cards import lookup
from ..rules.geo import geo
from ..rules.setup import end_game_places, maester_pack, objective_deck
from ..rules.state import PlayerState, RiskState, Rules, TurnState
from ..rules.tables import END_GAME_CARD
from ..rules.view import RiskView


class Unsampled(ValueError):
    """The view's card counts fit no game (a position built by hand, not played to)."""


def _minus(pool: list[str], *known: Any) -> list[str]:
    """`pool` less every card of `known` (a multiset difference: maester cards come in copies)."""
    left = Counter(pool)
    for cards in known:
        left.subtract(cards)
    return sorted(left.elements())


def _deal(rng: Rng, pool: list[str], sizes: dict[str, int], deck: int,
          rest: bool = False) -> tuple[dict[str, list[str]], list[str]]:
    """Shuffle `pool` and deal it: `sizes[h]` cards to each, `deck` cards to the deck, which uses it up
    (or, with `rest`, the cards left over go to `sizes["rest"]`)."""
    if rest:
        sizes = sizes | {"rest": len(pool) - sum(sizes.values()) - deck}
    if sum(sizes.values()) + deck != len(pool) or min(sizes.values(), default=0) < 0:
        raise Unsampled(f"the view's card counts ({sum(sizes.values())} + {deck}) do not fit {len(pool)} unseen")
    rng.shuffle(pool)
    hands, at = {}, 0
    for h, n in sizes.items():
        hands[h], at = pool[at:at + n], at + n
    return hands, pool[at:]


def _territory_cards(v: RiskView, rng: Rng, others: dict[str, int]) -> tuple[dict[str, list[str]], list[str]]:
    g = geo(v.map)
    pack = list(g.territories)
    end_in_deck = v.rules == "skirmish" and v.result is None and v.deck_size > 0
    pool = _minus(pack, v.hand, v.discard)
    hands, deck = _deal(rng, pool, others, v.deck_size - end_in_deck)
    if end_in_deck:                        # uniform among the places it may still be
        drawn, first = end_game_places(len(g.territories), v.deck_size)
        lowest = first - drawn
        deck.insert(lowest + rng.below(v.deck_size - lowest), END_GAME_CARD)
    return hands, deck


def _maester_cards(v: RiskView, rng: Rng, others: dict[str, int]) -> tuple[dict[str, list[str]], list[str]]:
    """The maester discard is not in a view: what is neither in a hand nor in the deck is dealt to it
    (hands["rest"]), at random (a card played is shown at the table, but the view does not keep them)."""
    pack = maester_pack(lookup()[0]) if v.rules == "domination" else []
    return _deal(rng, _minus(pack, v.maester), others, v.maester_deck_size, rest=True)


def _objective_cards(v: RiskView, rng: Rng, others: dict[str, int]) -> tuple[dict[str, list[str]], list[str]]:
    """Dealt at random, then every card a house has scored swapped out of its hand for one of the deck's it
    could hold: a house passes over its own scored objectives when it draws (the `""` hand is the choice
    the house in turn is making)."""
    pack = objective_deck(geo(v.map), lookup()[2]) if v.rules == "domination" else []
    mine = list(v.pending.get("choice", ())) if v.actor == v.seat and "choice" in v.pending else []
    hands, deck = _deal(rng, _minus(pack, v.objectives, v.objective_discard, mine), others, v.objective_deck_size)
    for h, cards in hands.items():
        scored = set(v.players[h or v.actor].achieved)
        for i, card in enumerate(cards):
            if card in scored:
                fits = [j for j, c in enumerate(deck) if c not in scored]
                if not fits:
                    raise Unsampled(f"{h or v.actor} holds more objectives than it could have drawn")
                j = fits[rng.below(len(fits))]
                cards[i], deck[j] = deck[j], card
    return hands, deck


def _players(v: RiskView, rng: Rng) -> tuple[dict[str, PlayerState], dict[str, Any]]:
    """Every house's record, the hidden hands redrawn; and the three decks (and another's objective choice)."""
    others = {h: p for h, p in v.players.items() if h != v.seat}
    cards, deck = _territory_cards(v, rng, {h: p.cards for h, p in others.items()})
    maester, maester_deck = _maester_cards(v, rng, {h: p.maester for h, p in others.items()})
    choosing = v.pending.get("choice") if v.actor != v.seat else None
    wanted = {h: p.objectives for h, p in others.items()} | ({"": choosing} if isinstance(choosing, int) else {})
    objectives, objective_deck_ = _objective_cards(v, rng, wanted)
    players = {}
    for h, p in v.players.items():
        own = h == v.seat
        players[h] = PlayerState(h, list(v.hand) if own else cards[h], p.gold, p.vp,
                                 list(v.objectives) if own else objectives[h],
                                 list(v.maester) if own else maester[h], list(p.used), dict(p.mods),
                                 list(p.achieved), p.eliminated)
    decks = {"deck": deck, "maester_deck": maester_deck, "maester_discard": maester["rest"],
             "objective_deck": objective_deck_, "choice": objectives.get("")}
    return players, decks


def traded_unit(v: RiskView, legal: Sequence[Any]) -> bool:
    """Whether the seat has traded a card for a special unit this turn (one a turn): not in the view, but
    told by its legal actions (a Domination seat reinforcing with cards in hand may trade one, unless it
    must trade a set first)."""
    return (v.rules == "domination" and v.phase == "reinforce" and v.actor == v.seat == v.active and len(v.hand) > 0
            and not any(isinstance(a, (TradeForUnit, Trade)) for a in legal))


def sample_state(v: RiskView, rng: Rng, legal: Sequence[Any] = ()) -> RiskState:
    """A state whose view for `v.seat` is `v` (to the field) and whose legal actions are `legal` (the
    seat's own, if it is its decision), its hidden parts drawn from `rng`.
    Domination's setup claims are sampled too; before the first turn the sample is rougher
    (the round counter and who started are guesses there)."""
    players, decks = _players(v, rng)
    pending = {k: list(x) if isinstance(x, tuple) else x for k, x in v.pending.items()}
    if decks["choice"] is not None:
        pending["choice"] = decks["choice"]
    if "attacker" in pending or "dst" in pending:
        pending["seed"] = rng.next_u64()
    seats = list(v.seats)
    turn = TurnState(v.reinforcements, list(v.units_to_place), v.traded_set, traded_unit(v, legal), v.conquered, [],
                     v.manoeuvres, v.free_manoeuvre, list(v.eliminated_now))
    return RiskState(
        rules=cast(Rules, v.rules), map=v.map, seats=seats, players=players, owner=dict(v.owner), armies=dict(v.armies),
        units={t: dict(u) for t, u in v.units.items()}, deck=decks["deck"], discard=list(v.discard),
        maester_deck=decks["maester_deck"], maester_discard=decks["maester_discard"],
        objective_deck=decks["objective_deck"], objective_discard=list(v.objective_discard), round=v.round,
        current=seats.index(v.active), phase=v.phase, actor=v.actor, turn=turn, pending=pending, result=None, battles="dice",
        rng=rng.next_u64(), first=0 if v.rules == "domination" else seats.index(v.active))
