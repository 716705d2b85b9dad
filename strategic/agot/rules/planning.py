"""The planning phase: secret orders placed at once by every house, the reveal, the Messenger Raven.

Every area holding a house's units takes one of its order tokens, face down, while it has a token it may
place there (seed 000: "un jeton ... dans chaque région ... où se trouve au moins une unité"). Special (starred)
tokens are limited by the King's Court track; this round's Westeros card may forbid a kind. All houses place
at the same time: each sees only its own tokens until the reveal. Then the raven's holder may swap one of his
orders for an unused token (2nd edition: or look at the top wildling card and keep it there or bury it).
"""
from __future__ import annotations

from collections import Counter

from ..cards import ORDER_TOKENS, OrderToken
from ..one_use import one_use_tokens
from .actions import KeepWildling, Pass, PeekWildlings, PlaceOrder, ReplaceOrder
from .common import Events, board_of, controller, event, illegal
from .state import AgotState

TOKENS: dict[str, OrderToken] = {t.id: t for t in ORDER_TOKENS}
ALL_TOKENS: Counter[str] = Counter(t.id for t in ORDER_TOKENS)
# tokens neither special nor Consolidate: any house may place them in any area, whatever the edition
OWN_FREE_AREA = "an order goes in an area of yours that has none yet"     # the refusal of a misplaced order
PLAIN_ANYWHERE = tuple(t for t in ORDER_TOKENS if not t.special and t.kind != "consolidate")


def token(tid: str) -> OrderToken:
    return TOKENS[tid]


def order_kind(state: AgotState, area: str) -> str | None:
    tid = state.orders.get(area)
    return TOKENS[tid].kind if tid else None


def one_use_icon(state: AgotState, area: str) -> str | None:
    """The icon of the one-use order in `area` (the site's option: rules/one_use_orders.py), if any."""
    placed = state.one_use_orders.get(area)
    return one_use_tokens()[placed[1]].icon if placed else None


def one_use_areas(state: AgotState, house: str, icon: str) -> list[str]:
    """The areas where `house` has a one-use order with this icon still to resolve (its units still there)."""
    return sorted(a for a, (h, t) in state.one_use_orders.items()
                  if h == house and state.owner.get(a) == house and one_use_tokens()[t].icon == icon)


def drop_stranded_one_use(state: AgotState, events: Events) -> None:
    """A one-use order whose area its house's units have left (a march emptied it, a battle lost it) is gone."""
    for area in [a for a, (h, _) in state.one_use_orders.items() if state.owner.get(a) != h]:
        house, tid = state.one_use_orders.pop(area)
        event(events, "one_use_void", house=house, area=area, token=tid)


def lion_barred(state: AgotState, house: str, area: str) -> bool:
    """The Lion's Cunning: `house` may not march, raid or support an attack against an area Lannister controls."""
    lion = state.lion_ruse.get(house)
    return lion is not None and controller(state, area) == lion


def placed_by(state: AgotState, house: str) -> dict[str, str]:
    return {a: t for a, t in state.orders.items() if state.owner.get(a) == house}


def specials_allowed(state: AgotState, house: str) -> int:
    pos = state.tracks["kings_court"].index(house)
    return state.special_orders[pos] if pos < len(state.special_orders) else 0


def forbidden(state: AgotState, tok: OrderToken) -> bool:
    """This round's Westeros card forbids the token's kind (or the special March)."""
    r = state.restrictions
    return f"no-{tok.kind}" in r or (tok.kind == "march" and tok.special and "no-march-special" in r)


def fits_area(state: AgotState, area: str, tok: OrderToken) -> bool:
    """Consolidation is a land order in the 1st edition; 2nd edition allows it at sea and in ports."""
    return not (tok.kind == "consolidate" and state.edition == 1 and not board_of(state).is_land(area))


def unused_tokens(state: AgotState, house: str, without: str | None = None) -> list[str]:
    """The token ids a house may still place (`without`: as if the order in that area were taken back)."""
    placed = placed_by(state, house)
    if without:
        placed.pop(without, None)
    used: dict[str, int] = {}           # a plain count: Counter arithmetic was the planning's main cost
    for t in placed.values():
        used[t] = used.get(t, 0) + 1
    specials = sum(1 for t in placed.values() if TOKENS[t].special)
    room = specials < specials_allowed(state, house)
    check = bool(state.restrictions)
    return [t for t, n in ALL_TOKENS.items() if n > used.get(t, 0) and (room or not TOKENS[t].special)
            and not (check and forbidden(state, TOKENS[t]))]


def unordered_areas(state: AgotState, house: str) -> list[str]:
    return [a for a, h in state.owner.items() if h == house and a not in state.orders]


def legal_place(state: AgotState, house: str) -> list[PlaceOrder]:
    tokens = unused_tokens(state, house)
    return [PlaceOrder(a, t) for a in unordered_areas(state, house) for t in tokens if fits_area(state, a, TOKENS[t])]


def can_place(state: AgotState, house: str) -> bool:
    """`legal_place(state, house)` is not empty."""
    areas = unordered_areas(state, house)
    tokens = [TOKENS[t] for t in unused_tokens(state, house)] if areas else []
    return any(fits_area(state, a, t) for a in areas for t in tokens)


def planners(state: AgotState) -> frozenset[str]:
    """The houses with an area still to order and a token for it. Asked several times at every step of the
    planning, so one pass counts each house's orders: a house that has placed fewer orders than there are
    allowed plain tokens (neither special nor Consolidate: they fit anywhere) surely has one left."""
    placed: dict[str, int] = {}
    waiting: set[str] = set()
    for area, house in state.owner.items():
        if area in state.orders:
            placed[house] = placed.get(house, 0) + 1
        else:
            waiting.add(house)
    plain = sum(1 for t in PLAIN_ANYWHERE if not forbidden(state, t))
    return frozenset(h for h in waiting if placed.get(h, 0) < plain or can_place(state, h))


def begin(state: AgotState, events: Events) -> None:
    state.orders = {}
    state.one_use_orders, state.lion_ruse = {}, {}
    event(events, "planning", round=state.round)
    if state.option("one-use-orders"):
        state.step = "one_use_begin"        # one-use orders first (rules/one_use_orders.py), then place_regular
        return
    place_regular(state, events)


def place_regular(state: AgotState, events: Events) -> None:
    state.step = "planning"
    if not planners(state):
        reveal(state, events)


def place(state: AgotState, house: str, a: PlaceOrder, events: Events) -> None:
    if state.owner.get(a.area) != house or a.area in state.orders:
        illegal(a, OWN_FREE_AREA)
    state.orders[a.area] = a.token
    event(events, "order_placed", frozenset({house}), house=house, area=a.area, token=a.token)
    event(events, "order_hidden", house=house, area=a.area)
    if not planners(state):
        reveal(state, events)


def reveal(state: AgotState, events: Events) -> None:
    event(events, "orders_revealed", orders=dict(state.orders))
    if state.one_use_orders:
        event(events, "one_use_revealed", orders={a: t for a, (h, t) in state.one_use_orders.items()})
    state.step = "raven"
    if not legal_raven(state, raven_holder(state)):
        state.step = "raids_begin"


def raven_holder(state: AgotState) -> str:
    return state.holder("kings_court")


def legal_raven(state: AgotState, house: str) -> list[object]:
    if state.step == "raven_peek":
        return [KeepWildling(False), KeepWildling(True)]
    out: list[object] = []
    for area in placed_by(state, house):
        out += [ReplaceOrder(area, t) for t in unused_tokens(state, house, without=area)
                if t != state.orders[area] and fits_area(state, area, TOKENS[t])]
    if state.edition == 2 and state.wildling_deck:
        out.append(PeekWildlings())
    return out + [Pass()] if out else []


def replace_order(state: AgotState, house: str, a: ReplaceOrder, events: Events) -> None:
    old = state.orders[a.area]
    state.orders[a.area] = a.token
    event(events, "raven_swap", house=house, area=a.area, old=old, token=a.token)
    state.step = "raids_begin"


def peek(state: AgotState, house: str, a: PeekWildlings, events: Events) -> None:
    state.peeked = house
    event(events, "raven_peek", house=house)
    event(events, "wildling_seen", frozenset({house}), house=house, card=state.wildling_deck[0])
    state.step = "raven_peek"


def keep_or_bury(state: AgotState, house: str, a: KeepWildling, events: Events) -> None:
    if a.bury:
        state.wildling_deck.append(state.wildling_deck.pop(0))
        state.peeked = ""
    event(events, "raven_wildling", house=house, bury=a.bury)
    state.step = "raids_begin"


def skip_raven(state: AgotState, house: str, a: Pass, events: Events) -> None:
    state.step = "raids_begin"


def _raven_to_act(state: AgotState) -> frozenset[str]:
    return frozenset({raven_holder(state)})


STEPS = {
    "planning": (planners, legal_place),
    "raven": (_raven_to_act, legal_raven),
    "raven_peek": (_raven_to_act, legal_raven),
}
HANDLERS = {
    PlaceOrder: {"planning": place},
    ReplaceOrder: {"raven": replace_order},
    PeekWildlings: {"raven": peek},
    KeepWildling: {"raven_peek": keep_or_bury},
    Pass: {"raven": skip_raven},
}
AUTO = {"planning_begin": begin}
