"""The chronicle: every battle of a campaign with its place, sides, result and losses, derived from the
session's history (each finished sub-game step holds the battle's record and result; the strategic
game's `turn`, `invade` and `invasion` events around it give the round, the place and the armies).

The campaign keeps it in its file after every save (`store.py`), so listing it needs no replay; each
entry names the history step of its battle, which `run.py campaign replay` plays back. The roster of
the houses' commanders (victories, veterans, prisoners) is derived likewise from the game's state.
"""
from __future__ import annotations

from itertools import islice
from typing import Any, Mapping, Sequence

from pydantic import BaseModel, ConfigDict

from tactical.catalog import load_catalog
from tactical.protocol import Event

from strategic.handoff.houses import battle_house
from strategic.risk.rules.hexes import VETERAN_WINS, held
from strategic.risk.rules.state import RiskState
from strategic.session.session import Session


class Side(BaseModel):
    model_config = ConfigDict(extra="forbid")
    house: str
    armies: int                  # committed to the battle
    lost: int                    # armies lost (the hand-off table's figures made armies)
    figures_lost: int            # on the hex battlefield
    captured: list[str] = []     # the enemy commanders this side took prisoner (names)


class Battle(BaseModel):
    model_config = ConfigDict(extra="forbid")
    number: int                  # 1, 2, ... in the order fought
    step: int                    # its index in the session's history (for the replay)
    round: int
    place: str
    src: str
    name: str                    # the battle plan's name
    attacker: Side
    defender: Side
    winner: str | None
    conquered: bool
    reason: str

    def result(self) -> str:
        a, d = self.attacker, self.defender
        return (f"{a.house} took {self.place}" if self.conquered
                else f"{d.house} held {self.place}" if self.winner == d.house else f"nobody won {self.place}")

    def short(self) -> str:
        return f"round {self.round}, {self.result()} ({self.attacker.house} {self.attacker.armies} against " \
               f"{self.defender.house} {self.defender.armies})"

    def line(self) -> str:
        a, d = self.attacker, self.defender
        captured = "".join(f"; {s.house} captured {', '.join(s.captured)}" for s in (a, d) if s.captured)
        return (f"{self.number:3d}. round {self.round}, {self.place} (from {self.src}): {a.house} {a.armies} against "
                f"{d.house} {d.armies} ({self.name}): {self.result()} ({self.reason}); losses {a.house} {a.lost} armies "
                f"({a.figures_lost} figures), {d.house} {d.lost} ({d.figures_lost} figures){captured}")


def chronicle(session: Session) -> list[Battle]:
    """Every finished battle of the session's history, in order."""
    out: list[Battle] = []
    for i, step in enumerate(session.history):
        if step.subgame is None or step.result is None or step.subgame.game.name != "battlelore":
            continue
        launched, turn = _last(session.events, step.at, "invade"), _last(session.events, step.at, "turn")
        settled = next((e for e in islice(session.events, step.at, None) if e.kind == "invasion"), None)
        if launched is None or settled is None:
            continue                      # not an invasion of this game (a battle the engine opened otherwise)
        res = step.subgame.result()
        sides = dict(step.result.outcome.get("sides", {}))
        out.append(Battle(
            number=len(out) + 1, step=i, round=turn.data["round"] if turn else 0, place=settled.data["dst"],
            src=settled.data["src"], name=str(step.subgame.setup["scenario"]["name"] if step.subgame.setup else "?"),
            attacker=_side(settled.data["attacker"], launched.data["attacking"], settled.data["att_loss"], sides),
            defender=_side(settled.data["defender"], launched.data["defending"], settled.data["def_loss"], sides),
            winner=step.result.winners[0] if step.result.winners else None, conquered=bool(settled.data["conquered"]),
            reason=res.reason if res is not None else "?"))
    return out


def _side(house: str, armies: int, lost: int, sides: Mapping[str, Any]) -> Side:
    mine = sides.get(battle_house(house), {})
    units = mine.get("units", [])
    names = {c.id: c.name for c in load_catalog().commanders.values()}
    return Side(house=house, armies=armies, lost=lost,
                figures_lost=sum(u["strength"] - u["figures"] for u in units),
                captured=[names.get(c, c) for c in mine.get("captured", [])])


def _last(events: Sequence[Event], end: int, kind: str) -> Event | None:
    """The last event of `kind` before index `end`."""
    return next((events[i] for i in range(end - 1, -1, -1) if events[i].kind == kind), None)


def roster(state: RiskState) -> list[str]:
    """One line per commander who has fought: his house, victories, and whether he is a veteran or a prisoner."""
    names = {c.person: c.name for c in load_catalog().commanders.values()}
    out = []
    for house, records in sorted(state.commanders.items()):
        for person, r in sorted(records.items(), key=lambda pr: (-pr[1].get("wins", 0), pr[0])):
            wins = r.get("wins", 0)
            status = [f"{wins} victor{'y' if wins == 1 else 'ies'}"] + (["a veteran"] if wins >= VETERAN_WINS else [])
            if held(state, r):
                status.append(f"prisoner of {r['captor']} until round {r['until']}")
            out.append(f"{names.get(person, person)} ({house}): {', '.join(status)}")
    return out
