"""The Rules screen's pages (turn sequence, orders, movement, combat and dice, retreats and morale, victory,
the screen and its keys), put together from what the game already says elsewhere: the decision table's
prompts (decisions.py), the hover texts (tooltips.py), the highlight legend (theme.HIGHLIGHTS), the keys
(keys.HELP), the catalog's terrain descriptions, unit order charts and morale segment, the engine's morale
steps and its wording of how a battle ends (describe.REASONS). Nothing here is a copy of the rulebook's
tables: change the data and the page follows. No Arcade here.
"""
from __future__ import annotations

from dataclasses import dataclass

from tactical.catalog import load_catalog
from tactical.rules.describe import REASONS
from tactical.rules.morale import ELIMINATION_MORALE
from tactical.ui import keys, theme, tooltips
from tactical.ui.decisions import PANELS

CORE = ("lannister", "stark")      # the core set's armies, shown when no battle is open
ROUND = ("Each round: Mobilisation (the side with more command tokens on the board goes first; commanders get "
         "their tokens back), Gathering (each side rolls its order dice for order tokens and draws command "
         "cards), Command (the sides take turns until both pass), Regroup (victory points, morale recovery, "
         "keep at most one card and one token).")
TURN = ("A turn is one order token, one command card on a commander, one morale token, a commander's commit, "
        "or a pass. The units it orders move, then attack.")
MOUSE = ("Left click: pick a token, card, commander, unit or hex. Right click: cancel the current "
         "choice, or show the full card of the unit or hex under the mouse. Hover anything for its rule.")


@dataclass(frozen=True)
class RulesPage:
    key: str
    title: str
    tab: str                   # the short name on its tab
    sections: tuple[tuple[str, tuple[str, ...]], ...]     # (heading, paragraphs)


def _step(kind: str) -> str:
    p = PANELS[kind]
    return f"{p.title}: {p.prompt}"


def _chart_line(ut) -> str:
    ranks = []
    for rank, row in ut.chart.items():
        moves = " or ".join(f"{o.move}{' + attack' if o.attack else ''}" for o in row.options)
        ranks.append(f"{rank} {moves}, {row.dice} dice{' (valor misses)' if row.no_valor else ''}")
    reach = f", range {ut.range}" if ut.range > 1 else ""
    return f"{ut.name} ({ut.unit_class}{reach}): " + "; ".join(ranks)


def _unit_types(scenario) -> list:
    """The unit types of the battle open (its placements), else the core armies' units."""
    cat = load_catalog()
    if scenario is not None:
        ids = dict.fromkeys(u.type for side in scenario.sides for u in side.units)
        return [cat.units[i] for i in ids if i in cat.units]
    leaders = {c.unit_type for c in cat.commanders.values()}
    return [u for u in cat.units.values() if u.house in CORE and u.id not in leaders]


def _morale_segment() -> str:
    seg = load_catalog().morale_segment
    runs, start = [], 0
    for i in range(1, len(seg.zones) + 1):
        if i == len(seg.zones) or seg.zones[i] != seg.zones[start]:
            runs.append(f"{start + 1}-{i} {seg.zones[start]}" if i - start > 1 else f"{i} {seg.zones[start]}")
            start = i
    breaks = ", ".join(str(b) for b in seg.breaks)
    return (f"Each house's half of the ladder, from the centre: spaces {', '.join(runs)}; morale breaks at "
            f"{breaks}. The far end is Rout when the battle plan says so.")


def _endings() -> tuple[str, ...]:
    """How a battle ends, in the log's own words (examples with Lannister winning)."""
    sample = {"house": "stark", "value": 5, "vp": 3, "other": 1, "winner": "lannister"}
    return tuple(f"Lannister wins: {why(sample)}." for why in REASONS.values())


def rules_pages(scenario=None) -> list[RulesPage]:
    """Every page; with a battle open (`scenario`), its units and its victory conditions."""
    cat = load_catalog()
    this_battle = (("This battle", (f"{scenario.name}: {scenario.victory.text}",)),) \
        if scenario is not None and scenario.victory.text else ()
    elimination = ", ".join(f"{rank} {n}" for rank, n in ELIMINATION_MORALE.items())
    return [
        RulesPage("turn", "Turn sequence", "Turn", (
            ("The round", (ROUND, tooltips.ROUND_HELP)),
            ("Your turn", (TURN, _step("turn"), _step("select"), _step("move"), _step("attack"))),
        )),
        RulesPage("orders", "Orders", "Orders", (
            ("Order tokens", tuple(tooltips.TOKEN_HELP.values())),
            ("Command cards", (tooltips.COMMAND_TOKEN_HELP, _step("select"),
                               "A commander orders only units in his zone of control (the white wash, 2 hexes).")),
            ("Order charts (move, then attack; dice rolled)", tuple(_chart_line(u) for u in _unit_types(scenario))),
        )),
        RulesPage("movement", "Movement", "Movement", (
            ("Moving", (_step("move"), f"Green: {theme.HIGHLIGHTS['reach'][1]}. Pale yellow: "
                                       f"{theme.HIGHLIGHTS['far'][1]} (the unit's order chart).")),
            ("Terrain", tuple(f"{t.name}: {t.description}" for t in cat.terrain.values() if t.description)),
        )),
        RulesPage("combat", "Combat and dice", "Combat", (
            ("Attacking", (_step("attack"), f"Orange line: {theme.HIGHLIGHTS['los'][1]}; any unit or blocking "
                                            "terrain on it blocks a ranged attack.")),
            ("Dice faces", tuple(tooltips.FACE_HELP.values())),
            ("Answers", (_step("reroll"), _step("counter"), _step("strike"))),
            ("Keywords", tuple(tooltips.KEYWORD_HELP.values())),
        )),
        RulesPage("morale", "Retreats and morale", "Morale", (
            ("Retreats", (tooltips.FACE_HELP["morale"], _step("retreat"), _step("bold"), _step("advance"))),
            ("Morale", (tooltips.MORALE_HELP, _morale_segment(),
                        f"Eliminating a unit moves the marker toward its side by its rank: {elimination}.",
                        tooltips.TOKEN_HELP["morale"])),
        )),
        RulesPage("victory", "Victory", "Victory", this_battle + (
            ("Scoring", ("Victory points are scored in Regroup for the objectives and eliminations the battle plan "
                         "names. A control marker goes to the house whose units alone stand on an objective, and "
                         "stays until the other house alone stands there.", _step("keep"))),
            ("How a battle ends (the log's words)", _endings()),
        )),
        RulesPage("screen", "Screen and keys", "Keys", (
            ("Mouse", (MOUSE,)),
            ("Keys", (keys.HELP,)),
        )),
    ]
