"""The engines the conformance suite checks, each with setups to try, agents to play random games and
the two ways of perturbing what a seat may not know. A new engine is done when it is listed here and
`test_conformance.py` passes for it."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

from tactical.protocol import Agent, Game, Rng

from .toy_bids import TOY_BIDS, BidsState, RandomBidder


@dataclass(frozen=True)
class Subject:
    name: str
    game: Callable[[], Game[Any, Any, Any]]
    setups: Sequence[tuple[dict[str, Any] | Callable[[], dict[str, Any]], int]]   # a callable: built when used
    random_agent: Callable[[int], Agent]
    # everything `seat` may not know changed (other hands, deck orders, unrevealed choices, the Rng)
    perturb_hidden: Callable[[Any, str, Rng], Any]
    # only what other seats hold in secret (no Rng, no deck `seat` draws from): the next step's events
    # that `seat` receives must not change
    perturb_others: Callable[[Any, str, Rng], Any]
    games: int = 200                     # random games played to the end without an exception
    reveal_kinds: frozenset[str] = frozenset()   # events by which the rules show a secret


def _bids_others(state: BidsState, seat: str, rng: Rng) -> BidsState:
    s = state.copy()
    for other in s.seats:
        if other != seat:
            s.cards[other] = 1 + rng.below(3)
            if other in s.submitted:
                s.bids[other] = rng.below(s.coins[other] + 1)
    return s


def _bids_hidden(state: BidsState, seat: str, rng: Rng) -> BidsState:
    s = _bids_others(state, seat, rng)
    rng.shuffle(s.deck)
    s.rng = rng.next_u64()
    return s


SUBJECTS: list[Subject] = [
    Subject("toy_bids", lambda: TOY_BIDS, [({"players": 2}, 1), ({"players": 3}, 2), ({"players": 4}, 3)],
            RandomBidder, _bids_hidden, _bids_others, games=1000,
            reveal_kinds=frozenset({"reveal", "cards"})),
]


# ------------------------------------------------------------------ BattleLore
def _battle_setup(name: str, seed: int) -> dict[str, Any]:
    from tactical.scenario import load_scenario
    from tactical.skirmish import generate_skirmish

    sc = generate_skirmish(name.split(":", 1)[1], seed) if name.startswith("skirmish:") else load_scenario(name)
    return {"scenario": sc.model_dump(mode="json")}


def _battle_others(state: Any, seat: str, rng: Rng) -> Any:
    """The other side's hand traded with cards of its deck (same sizes)."""
    s = state.clone()
    for house, side in s.sides.items():
        if house != seat:
            pool = side.hand + side.deck
            rng.shuffle(pool)
            side.hand, side.deck = pool[:len(side.hand)], pool[len(side.hand):]
    return s


def _battle_hidden(state: Any, seat: str, rng: Rng) -> Any:
    s = _battle_others(state, seat, rng)
    rng.shuffle(s.sides[seat].deck)
    s.rng = rng.next_u64()
    return s


def _battlelore() -> Game[Any, Any, Any]:
    from tactical.rules.engine import BATTLELORE

    return BATTLELORE


def _battle_random(seed: int) -> Agent:
    from tactical.agents import RandomAgent

    return RandomAgent(seed)


# ------------------------------------------------------------------ Risk
def _risk_others(state: Any, seat: str, rng: Rng) -> Any:
    """Other houses' territory, objective and maester cards traded with their decks (same counts)."""
    s = state.clone()
    others = [p for h, p in s.players.items() if h != seat]
    for attr, deck in (("cards", "deck"), ("objectives", "objective_deck"), ("maester", "maester_deck")):
        pool = [c for p in others for c in getattr(p, attr)] + getattr(s, deck)
        rng.shuffle(pool)
        for p in others:
            n = len(getattr(p, attr))
            setattr(p, attr, pool[:n])
            pool = pool[n:]
        setattr(s, deck, pool)
    return s


def _risk_hidden(state: Any, seat: str, rng: Rng) -> Any:
    s = _risk_others(state, seat, rng)
    for deck in (s.deck, s.maester_deck, s.objective_deck):
        rng.shuffle(deck)
    s.rng = rng.next_u64()
    return s


def _risk() -> Game[Any, Any, Any]:
    from strategic.risk.game import RISK

    return RISK


def _risk_battle() -> Game[Any, Any, Any]:
    from strategic.risk.battle_game import RISK_BATTLE

    return RISK_BATTLE


def _risk_battle_random(seed: int) -> Agent:
    from strategic.risk.ai.agents import make_battle_agent

    return make_battle_agent("random", seed)


def _risk_random(seed: int) -> Agent:
    from strategic.risk.ai.agents import RandomAgent

    return RandomAgent(seed)


def _same(state: Any, seat: str, rng: Rng) -> Any:
    """Nothing is secret in a Risk battle but the dice to come."""
    return state


def _battle_dice_hidden(state: Any, seat: str, rng: Rng) -> Any:
    s = state.clone()
    s.rng = rng.next_u64()
    return s


def _invasion(attacking: int, defending: int, **more: Any) -> dict[str, Any]:
    return {"attacker": "stark", "defender": "lannister", "src": "Winterfell", "dst": "Moat Cailin",
            "attacking": attacking, "defending": defending, **more}


SUBJECTS += [
    Subject("battlelore", _battlelore,
            [(lambda: _battle_setup("clash_on_the_kingsroad", 1), 1), (lambda: _battle_setup("the_whispering_wood", 2), 2),
             (lambda: _battle_setup("skirmish:raid_in_the_riverlands", 3), 3)],
            _battle_random, _battle_hidden, _battle_others, games=200,
            reveal_kinds=frozenset({"card", "tactic", "commit"})),
    Subject("risk", _risk,
            [({"rules": "skirmish", "players": 3, "max_rounds": 25}, 1),
             ({"rules": "domination", "players": 4, "max_rounds": 25}, 2),
             ({"rules": "skirmish", "players": 2, "max_rounds": 25}, 3),
             ({"rules": "domination", "players": 3, "max_rounds": 25, "battles": "subgame"}, 4),
             ({"rules": "skirmish", "players": 3, "max_rounds": 1, "battles": "hexes"}, 5)],
            _risk_random, _risk_hidden, _risk_others, games=40,
            reveal_kinds=frozenset({"trade", "trade_unit", "maester", "objective", "game_over", "end_game"})),
    Subject("risk_battle", _risk_battle,
            [(_invasion(6, 3), 1), (_invasion(2, 5, attack={"plus": 1}, defence={"d8": 1}), 2),
             (_invasion(9, 1, defender_chooses=False), 3)],
            _risk_battle_random, _battle_dice_hidden, _same, games=1000),
]


# ------------------------------------------------------------------ A Game of Thrones
def _agot_others(state: Any, seat: str, rng: Rng) -> Any:
    """What the other houses hold in secret: their orders while planning (redrawn from the tokens each could
    have placed: those it placed and its allowed plain ones), their one-use orders' tokens until the reveal,
    their bids not yet revealed, their house card in a battle before the reveal."""
    from strategic.agot.rules.planning import PLAIN_ANYWHERE, forbidden

    s = state.clone()
    if s.step == "planning":
        for house in s.houses:
            if house == seat:
                continue
            areas = sorted(a for a in s.orders if s.owner.get(a) == house)
            pool = [s.orders[a] for a in areas]
            pool += [t.id for t in PLAIN_ANYWHERE if not forbidden(s, t) and t.id not in pool]
            rng.shuffle(pool)
            s.orders.update(zip(areas, pool))
    if s.step in ("one_use_planning", "planning"):        # one-use orders: their tokens, until the reveal
        for area, (house, tid) in list(s.one_use_orders.items()):
            if house != seat:
                pool = s.one_use_left[house] + [tid]
                pick = rng.choice(pool)
                pool.remove(pick)
                s.one_use_orders[area] = [house, pick]
                s.one_use_left[house] = pool
    secret = s.pending.get("secret")
    if isinstance(secret, dict):
        for house in secret:
            if house != seat:
                secret[house] = rng.below(s.house[house].power + 1)
    b = s.battle
    if b is not None and not b.revealed:
        for house in b.cards:
            if house != seat and s.house[house].hand:
                b.cards[house] = rng.choice(s.house[house].hand)
    return s


def _agot_hidden(state: Any, seat: str, rng: Rng) -> Any:
    """The secrets above, the order of every deck (the top wildling card stays if `seat` has seen it) and
    the Rng."""
    s = _agot_others(state, seat, rng)
    for deck in s.decks:
        rng.shuffle(deck)
    keep = 1 if s.peeked == seat else 0
    rest = s.wildling_deck[keep:]
    rng.shuffle(rest)
    s.wildling_deck = s.wildling_deck[:keep] + rest
    s.rng = rng.next_u64()
    return s


def _agot() -> Game[Any, Any, Any]:
    from strategic.agot.game import AGOT

    return AGOT


def _agot_random(seed: int) -> Agent:
    from strategic.agot.ai import make_agent

    return make_agent("random", seed)


def _agot_reveals() -> frozenset[str]:
    from strategic.agot.log import REVEALS

    return REVEALS


SUBJECTS += [
    Subject("agot", _agot,
            [({"edition": 2, "players": 4, "max_rounds": 3}, 1),
             ({"edition": 1, "players": 3, "options": ["fog-of-war"], "max_rounds": 3}, 2),
             ({"edition": 2, "players": 5, "options": ["one-use-orders", "fortifications"], "max_rounds": 2}, 3),
             ({"edition": 2, "players": 6, "max_rounds": 5, "battles": "hexes"}, 4)],
            _agot_random, _agot_hidden, _agot_others, games=12, reveal_kinds=_agot_reveals()),
]
