"""The chain of seas that carries a march by ship, drawn when the player hovers a destination the engine lists
for the picked units and that does not border the march's area: the shortest run of seas holding the seat's
own ships from a sea beside the start to a sea beside the destination (seed 000: a chain of adjacent seas,
each with the house's ships). Only for drawing: whether the move is legal is the engine's `Move` list.
"""
from __future__ import annotations

from strategic.agot.rules.common import board_of


def transport_chain(view, src: str, dest: str) -> list[str]:
    """[src, sea, ..., sea, dest] through seas held by the viewer's ships; [] when dest borders src or no
    chain joins them."""
    board = board_of(view)
    if dest in board.neighbours(src):
        return []

    def ours(a: str) -> bool:
        return board.is_sea(a) and view.owner.get(a) == view.viewer

    came: dict[str, str] = {s: src for s in sorted(board.neighbours(src)) if ours(s)}
    frontier = list(came)
    while frontier:                     # breadth first: the shortest chain
        nxt = []
        for sea in frontier:
            if dest in board.neighbours(sea):
                path = [sea]
                while path[-1] != src:
                    path.append(came[path[-1]])
                return path[::-1] + [dest]
            for s in sorted(board.neighbours(sea)):
                if ours(s) and s not in came:
                    came[s] = sea
                    nxt.append(s)
        frontier = nxt
    return []
