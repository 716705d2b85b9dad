"""Mise en place: Skirmish (cards dealt, 3 armies each, the End Game card in the lower half) and
Domination (seats of power, objectives 2 of 3, armies placed one at a time, start bonuses).

The map follows from the player count (2: Essos, 3-5: Westeros, 6-7: World at War, see world.py);
the houses sit in the order the seed lists them; in Skirmish a die roll says who starts (before the
deal, which gives the extra cards to the last players in turn order), in Domination and World at War
the house order is the turn order. All chance comes from the state's seeded Rng.
"""
from __future__ import annotations

from typing import Any

from tactical.protocol import Rng, UserError

from .actions import PlaceArmy, ReturnObjective
from .cards import MaesterCard, ObjectiveCard, lookup
from .common import Events, draw_territory_card, emit, emit_private, illegal, take_card
from .geo import Geo, geo
from .battle import Faces
from .state import AiBattles, Battles, PlayerState, RiskState, Rules
from .tables import (DOMINATION_NEUTRAL_ARMIES, DOMINATION_NEUTRALS, END_GAME_CARD, HOUSES, MAP_FOR_PLAYERS, NEUTRAL,
                     SEAT_ARMIES, SKIRMISH_ARMIES_PER_TERRITORY, SKIRMISH_CARDS_2P, START_BONUS,
                     STARTING_ARMIES)

UNCLAIMED = ""


def new_game(rules: Rules, players: int, seed: int, *, map_name: str | None = None, max_rounds: int = 200,
             battles: Battles = "dice", fixed_dice: list[Faces] | None = None,
             ai_battles: AiBattles = "dice", humans: list[str] | None = None) -> tuple[RiskState, Events]:
    """A new game and the events of its setup (every shuffle and deal). The arguments are checked by
    the facade's setup model (`game.RiskSetup`); a map without a seat for a house is refused here.
    A Skirmish is left at the automatic step "turn_begin", which `engine.advance` carries out."""
    map_name = map_name or MAP_FOR_PLAYERS[players]
    houses = list(HOUSES[players])
    g = geo(map_name)
    state = RiskState(rules=rules, map=map_name, seats=houses, players={h: PlayerState(h) for h in houses},
                      owner={t: UNCLAIMED for t in g.territories}, armies={t: 0 for t in g.territories},
                      max_rounds=max_rounds, battles=battles, fixed_dice=[f[:] for f in fixed_dice or []],
                      rng=seed & ((1 << 64) - 1), ai_battles=ai_battles, humans=list(humans or []))
    events: Events = []
    emit(events, "setup", rules=rules, map=map_name, houses=houses)     # not the seed: it tells the deck order
    (setup_skirmish if rules == "skirmish" else setup_domination)(state, events)
    return state, events


def deal_counts(territories: int, players: int) -> list[int]:
    """Cards per turn position: 12 each with 2 players, else evenly with the extra cards to the last
    players ("le 3ème, le 4ème et le 5ème joueurs auront une carte supplémentaire")."""
    if players == 2:
        return [SKIRMISH_CARDS_2P, SKIRMISH_CARDS_2P]
    base, extra = divmod(territories, players)
    return [base + (i >= players - extra) for i in range(players)]


def setup_skirmish(state: RiskState, events: Events) -> None:
    """Who starts is known before the deal: the extra cards go to the last players in turn order."""
    g, rng = geo(state.map), state.rng_obj()
    n_seats = len(state.seats)
    if MAP_FOR_PLAYERS[n_seats] == "world":           # World at War: the houses are listed in turn order
        state.first = state.current = 0
    else:
        state.first = state.current = roll_for_first(state, rng, events)
    deck = list(g.territories)
    rng.shuffle(deck)
    counts = deal_counts(len(deck), n_seats)
    for pos, n in enumerate(counts):
        house = state.seats[(state.first + pos) % n_seats]
        hand, deck = deck[:n], deck[n:]
        for t in hand:
            state.owner[t], state.armies[t] = house, SKIRMISH_ARMIES_PER_TERRITORY
        emit(events, "deal", house=house, territories=sorted(hand))
    for t in deck:                                    # 2 players: the rest is neutral
        state.owner[t], state.armies[t] = NEUTRAL, SKIRMISH_ARMIES_PER_TERRITORY
    if deck:
        emit(events, "neutral", territories=sorted(deck), armies=SKIRMISH_ARMIES_PER_TERRITORY)
    state.deck = list(g.territories)
    rng.shuffle(state.deck)
    insert_end_game(state, rng, events)
    state.rng = rng.state
    state.phase = "turn_begin"


def roll_for_first(state: RiskState, rng: Rng, events: Events) -> int:
    """"Lancez un dé pour connaître le joueur qui commence": the highest roll starts (ties roll again)."""
    rolling = list(range(len(state.seats)))
    while len(rolling) > 1:
        rolls = {i: rng.roll(6) for i in rolling}
        emit(events, "first_player_roll", rolls={state.seats[i]: r for i, r in rolls.items()})
        best = max(rolls.values())
        rolling = [i for i in rolling if rolls[i] == best]
    return rolling[0]


def insert_end_game(state: RiskState, rng: Rng, events: Events) -> None:
    """"Insérez au hasard la carte Fin de partie dans la moitié inférieure du tas de cartes"."""
    n = len(state.deck)
    half = (n + 1) // 2
    pos = half + rng.below(n - half + 1)              # index from the top, in [half, n]
    state.deck.insert(pos, END_GAME_CARD)
    emit(events, "end_game_card", deck=n + 1)        # where it lies is nobody's to know


def end_game_places(territories: int, deck_size: int) -> tuple[int, int]:
    """From public counts: (cards drawn so far, the first place from the top of the deck as built where
    the End Game card may still lie). It went uniformly into the lower half (`insert_end_game`), and while
    the game goes on it has not been drawn."""
    drawn = territories + 1 - deck_size
    return drawn, max(drawn, (territories + 1) // 2)


def end_game_next(territories: int, deck_size: int) -> float:
    """The chance that the next territory card drawn is the End Game card (a Skirmish still going on)."""
    if deck_size <= 0:
        return 0.0
    drawn, first = end_game_places(territories, deck_size)
    return 0.0 if drawn < first else 1.0 / (territories - first + 1)


def setup_domination(state: RiskState, events: Events) -> None:
    g, rng = geo(state.map), state.rng_obj()
    n = len(state.seats)
    for house in state.seats:
        seat = g.seats.get(house)
        if seat is None:
            raise UserError(f"map {state.map} has no seat of power for house {house}")
        state.owner[seat], state.armies[seat] = house, SEAT_ARMIES
        state.players[house].placed = STARTING_ARMIES[n] - SEAT_ARMIES
        emit(events, "seat", house=house, territory=seat, armies=SEAT_ARMIES)
    maester, _, objectives = lookup()
    state.maester_deck = maester_pack(maester)
    rng.shuffle(state.maester_deck)
    state.objective_deck = objective_deck(g, objectives)
    rng.shuffle(state.objective_deck)
    for house in state.seats:
        state.players[house].objectives = state.objective_deck[:3]
        del state.objective_deck[:3]
    state.deck = list(g.territories)
    rng.shuffle(state.deck)
    if n == 2:
        place_neutrals(state, rng, events)
    state.rng = rng.state
    state.phase, state.current, state.actor = "setup_objectives", 0, state.seats[0]


def maester_pack(maester: dict[str, MaesterCard]) -> list[str]:
    """Every maester card, each as many times as it has copies."""
    return [c.id for c in maester.values() for _ in range(c.copies)]


def objective_deck(g: Geo, objectives: dict[str, ObjectiveCard]) -> list[str]:
    """The objective cards meant for this map ("maps"), leaving out any naming a region it lacks
    (test maps); the tests check that the real maps lose none."""
    kind = "world" if len(set(g.maps.values())) > 1 else next(iter(g.maps.values()))
    return [o.id for o in objectives.values() if kind in o.maps and all(r in g.regions for r in o.condition.regions)]


def place_neutrals(state: RiskState, rng: Rng, events: Events) -> None:
    """2 players: 10 territory cards drawn, 2 neutral armies on each (seats of power are skipped)."""
    placed: list[str] = []
    for t in state.deck:
        if len(placed) == DOMINATION_NEUTRALS:
            break
        if state.owner[t] == UNCLAIMED:
            state.owner[t], state.armies[t] = NEUTRAL, DOMINATION_NEUTRAL_ARMIES
            placed.append(t)
    emit(events, "neutral", territories=sorted(placed), armies=DOMINATION_NEUTRAL_ARMIES)
    rng.shuffle(state.deck)                           # the drawn cards go back: their place stays unknown


def legal_return(state: RiskState) -> list[Any]:
    return [ReturnObjective(o) for o in state.players[state.actor].objectives]


def return_objective(state: RiskState, action: ReturnObjective, events: Events) -> None:
    """Setup: each player is dealt 3 objectives and returns one."""
    p = state.players[state.actor]
    if action.card not in p.objectives:
        illegal(action, "you do not hold that objective")
    p.objectives.remove(action.card)
    state.objective_deck.append(action.card)
    emit(events, "return_objective", house=state.actor)
    next_setup_objective(state, events)


def next_setup_objective(state: RiskState, events: Events) -> None:
    state.current += 1
    if state.current < len(state.seats):
        state.actor = state.seats[state.current]
        return
    rng = state.rng_obj()
    rng.shuffle(state.objective_deck)                 # "remettez la troisième dans le tas et mélangez"
    state.rng = rng.state
    state.phase, state.current, state.actor = "claim", 0, state.seats[0]


def legal_claim(state: RiskState) -> list[Any]:
    free = [t for t, o in state.owner.items() if o == UNCLAIMED]
    return [PlaceArmy(t) for t in (free or [t for t, o in state.owner.items() if o == state.actor])]


def place_army(state: RiskState, action: PlaceArmy, events: Events) -> None:
    """Claim an unclaimed territory with one army; once all are claimed, reinforce your own."""
    house, t = state.actor, action.territory
    free = any(o == UNCLAIMED for o in state.owner.values())
    if t not in state.owner:
        illegal(action, "no such territory")
    if free and state.owner[t] != UNCLAIMED:
        illegal(action, "claim an unclaimed territory while any remain")
    if not free and state.owner[t] != house:
        illegal(action, "every territory is claimed: reinforce one of yours")
    state.owner[t] = house
    state.armies[t] += 1
    state.players[house].placed -= 1
    emit(events, "place_army", house=house, territory=t)
    n = len(state.seats)
    for step in range(1, n + 1):
        nxt = state.seats[(state.current + step) % n]
        if state.players[nxt].placed > 0:
            state.current, state.actor = (state.current + step) % n, nxt
            return
    start_domination(state, events)


def start_domination(state: RiskState, events: Events) -> None:
    rng = state.rng_obj()
    for t, o in state.owner.items():                  # armies ran out before every territory was claimed
        if o == UNCLAIMED:
            state.owner[t], state.armies[t] = NEUTRAL, DOMINATION_NEUTRAL_ARMIES
    bonus = START_BONUS[len(state.seats)]
    for pos, house in enumerate(state.seats, start=1):
        gold, cards, maester = bonus.get(pos, (0, 0, 0))
        p = state.players[house]
        p.gold += gold
        if gold or cards or maester:
            emit(events, "start_bonus", house=house, gold=gold, cards=cards, maester=maester)
        for _ in range(cards):
            card = draw_territory_card(state, rng, events)
            if card is not None:
                take_card(state, house, card, events)
        for _ in range(maester):
            p.maester.append(state.maester_deck.pop(0))
            emit_private(events, house, "maester_drawn", house=house, card=p.maester[-1])
    state.rng = rng.state
    state.current = 0
    state.phase = "turn_begin"
