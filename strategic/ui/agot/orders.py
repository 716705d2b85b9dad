"""The seat's order tray, as in front of a player at the table: its fifteen order tokens, the ones already on
the board faded (with where), the ones it may place now bright, the special (starred) ones counted against
its King's Court place, each with why it cannot go when it cannot. A token is dragged from the tray onto an
area (or clicked, then the area clicked); `why_not_place` words the engine's refusal of a drop.

Nothing here decides a rule: what may be placed is what the legal actions list; the reasons read the
engine's own predicates (`unused_tokens`, `specials_allowed`, `forbidden`, `fits_area`) on the seat's view.
"""
from __future__ import annotations

from dataclasses import dataclass

from strategic.agot.cards import ORDER_TOKENS
from strategic.agot.rules.actions import PlaceOrder, ReplaceOrder
from strategic.agot.rules.planning import (OWN_FREE_AREA, TOKENS, fits_area, forbidden, placed_by, specials_allowed,
                                          unused_tokens)
from strategic.ui.agot.looks import area_name, badge, order_words
from strategic.ui.agot.pieces import ORDER_COLOURS, ORDER_LETTERS
from tactical.ui import theme
from tactical.ui.layout import Rect

SLOT = 30              # pixels from one tray token to the next, down a column
TOKEN_R = 11.0
KINDS = ("march", "defend", "support", "raid", "consolidate")
FADED = (120, 110, 96)


@dataclass(frozen=True)
class Slot:
    token: str
    state: str            # "ready" (may be placed now), "placed" (on the board), "barred" (may not now)
    tip: str


def specials_left(view) -> tuple[int, int]:
    """(special orders the seat may still place, special orders its King's Court place allows)."""
    allowed = specials_allowed(view, view.viewer)
    placed = sum(1 for t in placed_by(view, view.viewer).values() if TOKENS[t].special)
    return max(0, allowed - placed), allowed


def slots(view, legal: list) -> list[Slot]:
    """The seat's fifteen tokens in the printed order, each with its state and its tooltip."""
    placed = placed_by(view, view.viewer)
    where: dict[str, list[str]] = {}
    for area, tid in sorted(placed.items()):
        where.setdefault(tid, []).append(area)
    ready = {a.token for a in legal if isinstance(a, (PlaceOrder, ReplaceOrder))}
    out = []
    for t in ORDER_TOKENS:
        if where.get(t.id):
            area = where[t.id].pop(0)
            out.append(Slot(t.id, "placed", f"{order_words(t.id)}: placed in {area_name(view, area)} (drag it off "
                                            "its area to take it back)"))
        elif t.id in ready:
            out.append(Slot(t.id, "ready", f"{order_words(t.id)}: drag it onto one of your areas (or click it, "
                                           "then the area)"))
        else:
            out.append(Slot(t.id, "barred", f"{order_words(t.id)}: {why_barred(view, t.id)}"))
    return out


def why_barred(view, tid: str) -> str:
    """Why a token still in the tray may not be placed now, in words read off the engine's predicates."""
    tok = TOKENS[tid]
    if forbidden(view, tok):
        return "this round's Westeros card forbids it"
    if tid not in unused_tokens(view, view.viewer):
        if tok.special:
            return f"your King's Court place allows {specials_allowed(view, view.viewer)} special order(s), all placed"
        return "already on the board"
    if view.step != "planning":
        return "orders are placed in the Planning Phase"
    return "no area of yours left to order where it fits"


def placing(legal: list, aid: str | None, tid: str):
    """The engine's action that puts `tid` in `aid`: an order placed, or (the Messenger Raven) one swapped."""
    return next((a for a in (PlaceOrder(aid, tid), ReplaceOrder(aid, tid)) if a in legal), None)


def why_not_place(view, legal: list, aid: str | None, tid: str) -> str:
    """The refusal of `tid` dropped on `aid` (None: off the board), or "" when the engine lists the placement."""
    if placing(legal, aid, tid) is not None:
        return ""
    if aid is None:
        return "drop it on one of your areas"
    if any(isinstance(a, ReplaceOrder) for a in legal):
        return "the Messenger Raven swaps one of your orders for a token still in your tray"
    if view.owner.get(aid) != view.viewer or aid in view.orders:
        return OWN_FREE_AREA
    tok = TOKENS[tid]
    if forbidden(view, tok) or tid not in unused_tokens(view, view.viewer):
        return why_barred(view, tid)
    if not fits_area(view, aid, tok):
        return f"{order_words(tid)} may not go in {area_name(view, aid)} in this edition"
    return "the rules do not list it now"


def tray_height() -> float:
    return 3 * SLOT + 4


def build_tray(sc, view, tray: list[Slot], r: Rect, top: float, chosen: str | None) -> float:
    """The tray under `top` across `r`: one column per kind, its three tokens down it, each a disc in its
    kind's colour with its letter and, beside it, its bonus and star; returns the y below. Each token is a hit
    ("token", id) with its tooltip; the chosen one ringed in gold, the ones not placeable faded."""
    col = r.width / len(KINDS)
    field = badge(view.viewer)[0]
    ringed = next((i for i, s in enumerate(tray) if s.token == chosen and s.state == "ready"), None)
    for i, s in enumerate(tray):
        t = TOKENS[s.token]
        x = r.left + col * KINDS.index(t.kind) + TOKEN_R + 4
        row = sum(1 for p in tray[:i] if TOKENS[p.token].kind == t.kind)
        y = top - SLOT * (row + 0.5)
        ready = s.state == "ready"
        if i == ringed:
            sc.disc(x, y, TOKEN_R + 4, theme.GOLD, 16)
        sc.disc(x, y, TOKEN_R, field if ready else FADED, 16)
        sc.disc(x, y, TOKEN_R - 2.5, ORDER_COLOURS[t.kind] if ready else FADED, 16)
        sc.text(ORDER_LETTERS[t.kind], x, y - 1, theme.SMALL, theme.WHITE, bold=True, anchor_x="center",
                anchor_y="center")
        words = token_words(s.token)
        if words:
            sc.text(words, x + TOKEN_R + 3, y - 5, theme.SMALL, theme.INK if ready else theme.INK_SOFT, bold=ready)
        sc.hit(Rect(x - TOKEN_R - 2, y - SLOT / 2, col - 4, SLOT), ("token", s.token) if ready else None, s.tip)
    return top - tray_height()


def token_words(tid: str) -> str:
    """The bonus and star written beside a tray token: "+1★", "-1", "★"."""
    t = TOKENS[tid]
    bonus = f"{t.bonus:+d}" if t.kind in ("march", "defend", "support") else ""
    return bonus + ("★" if t.special else "")
