"""The skirmish variant (seed 003, "Escarmouche (variante)"): a battle built from cards, not a battle plan.

A skirmish summary card (`SkirmishSummary`) says how to set up and how to win; each house's eight skirmish
setup cards (`SkirmishSetupCard`) may show a commander portrait with a value, and always show a units
section and a terrain section. `generate_skirmish` follows the seed's setup steps with one seeded `Rng`:

 3. each house takes its commanders (given, or drawn at random within the summary's rule) and those
    setup cards leave the deck;
 8. the momentum token goes where the summary says ("random": a coin flip);
 9. each house shuffles its remaining cards and draws `unit_value` cards for their units sections;
10. shuffles again and draws `terrain_value` cards for their terrain sections;
11-13. terrain, then commanders, then units are placed, each house placing all its pieces in turn,
    the momentum holder first, within the summary's placement rules.

Placement is a player's decision at the table; here a seeded placement policy stands in for it (see
`_place_terrain`, `_place_commanders`, `_place_units`). The result is an ordinary `Scenario` with
`skirmish=True`, checked by `validate_scenario`, that the rules engine plays like any battle plan.
Distance to a house's edge counts rows: a hex in the edge row is at distance 1.
"""
from __future__ import annotations

import functools
import itertools
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from pydantic import Field, ValidationError, model_validator

from tactical.catalog import DATA_DIR, Catalog, House, Rank, Terrain, load_catalog
from tactical.hexgrid import Grid, grid_for
from tactical.protocol import Rng, ScenarioError, UserError, describe_validation_error, read_json
from tactical.scenario import (
    Board, CommanderPlacement, Model, Objective, Scenario, Side, TerrainPlacement, UnitPlacement, Victory,
    validate_scenario,
)

SKIRMISH_DIR = DATA_DIR / "skirmish"
HOUSES: tuple[str, str] = ("stark", "lannister")
# A skirmish board is bare plains: a river or a river crossing on a setup card would have nothing to
# cross, so the cards and summaries may not use them (docs/decisions.md, "Skirmish").
RIVER_TERRAIN = frozenset({"river", "forest_river", "ford", "wooden_bridge", "stone_bridge"})


# ---------------------------------------------------------------- the cards as data
class Portrait(Model):
    commander: str                      # a commander card id from commanders.json (the title to use)
    value: int = Field(ge=1, le=3)
    rank: Rank = "blue"                 # the commander unit's rank


class UnitEntry(Model):
    type: str                           # a unit type id from units.json
    rank: Rank
    count: int = Field(1, ge=1, le=6)


class TerrainEntry(Model):
    terrain: str                        # a terrain id from terrain.json
    count: int = Field(1, ge=1, le=8)


class SkirmishSetupCard(Model):
    id: str
    house: House
    name: str
    commander: Portrait | None = None
    units: tuple[UnitEntry, ...] = Field(min_length=1)
    terrain: tuple[TerrainEntry, ...] = Field(min_length=1)


class CommanderRule(Model):
    max_commanders: int = Field(ge=0, le=5)
    max_total_value: int = Field(ge=0, le=15)


class PlacementRules(Model):
    """Rows counted from the placing house's own edge (the edge row is 1)."""

    terrain_within: int = Field(ge=1, le=15)
    commander_within: int = Field(ge=1, le=15)
    commanders_zoc_disjoint: bool = False
    units_within: int = Field(ge=1, le=15)


class HouseSetup(Model):
    edge: Literal["north", "south"]
    order_value: int = Field(ge=0, le=8)
    command_value: int = Field(ge=0, le=8)
    command_tokens: int = Field(ge=0, le=10)
    morale_segment: Literal["11", "rout"] = "11"


class SkirmishSummary(Model):
    id: str
    name: str
    name_fr: str = ""
    text: str
    board: Board
    momentum: House | Literal["random"]
    commanders: CommanderRule
    unit_value: int = Field(ge=1, le=4)
    terrain_value: int = Field(ge=0, le=4)
    placement: PlacementRules
    round_limit: int = Field(ge=1, le=10)
    houses: dict[House, HouseSetup]
    terrain: tuple[TerrainPlacement, ...] = ()   # printed on the summary: placed before the drawn pieces
    objectives: tuple[Objective, ...] = ()
    victory: Victory = Victory()

    @model_validator(mode="after")
    def _check(self) -> "SkirmishSummary":
        if set(self.houses) != set(HOUSES):
            raise ValueError("houses: needs exactly 'stark' and 'lannister'")
        if {h.edge for h in self.houses.values()} != {"north", "south"}:
            raise ValueError("houses: one house must have the north edge and the other the south edge")
        rows = self.board.rows
        for name in ("terrain_within", "commander_within", "units_within"):
            if getattr(self.placement, name) > rows:
                raise ValueError(f"placement.{name}: more than the board's {rows} rows")
        return self


class _CardFile(Model):
    cards: tuple[SkirmishSetupCard, ...]


class _SummaryFile(Model):
    summaries: tuple[SkirmishSummary, ...] = Field(min_length=1)


@dataclass(frozen=True)
class SkirmishData:
    summaries: dict[str, SkirmishSummary]
    cards: tuple[SkirmishSetupCard, ...]

    def summary(self, summary_id: str) -> SkirmishSummary:
        found = self.summaries.get(summary_id)
        if found is None:
            raise ScenarioError(f"unknown skirmish {summary_id!r}; known: {', '.join(sorted(self.summaries))}")
        return found

    def deck(self, house: str) -> list[SkirmishSetupCard]:
        return [c for c in self.cards if c.house == house]


# ---------------------------------------------------------------- loading and checking
def _read(model, path: Path):
    try:
        data = read_json(path, "skirmish file")
    except UserError as exc:            # missing file or bad JSON: the message already names the file
        raise ScenarioError(str(exc)) from None
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise ScenarioError(describe_validation_error(str(path), exc)) from None


def load_setup_cards(path: Path, catalog: Catalog) -> tuple[SkirmishSetupCard, ...]:
    cards = _read(_CardFile, path).cards
    problems: list[str] = []
    seen: set[str] = set()
    for i, card in enumerate(cards):
        where = f"cards.{i}"
        if card.id in seen:
            problems.append(f"{where}.id: duplicate card id {card.id!r}")
        seen.add(card.id)
        if card.commander is not None:
            cmd = catalog.commanders.get(card.commander.commander)
            if cmd is None or cmd.house != card.house:
                problems.append(f"{where}.commander.commander: {card.commander.commander!r} "
                                f"is not a {card.house} commander")
        for j, u in enumerate(card.units):
            ut = catalog.units.get(u.type)
            if ut is None or ut.house != card.house:
                problems.append(f"{where}.units.{j}.type: {u.type!r} is not a {card.house} unit type")
        for j, t in enumerate(card.terrain):
            problems += _terrain_problems(f"{where}.terrain.{j}.terrain", t.terrain, catalog)
    _raise_problems(path, problems)
    return cards


def load_summaries(path: Path, catalog: Catalog) -> dict[str, SkirmishSummary]:
    summaries = _read(_SummaryFile, path).summaries
    problems: list[str] = []
    for i, s in enumerate(summaries):
        grid = grid_for(s.board.cols, s.board.rows)
        for j, t in enumerate(s.terrain):
            problems += _terrain_problems(f"summaries.{i}.terrain.{j}.terrain", t.terrain, catalog)
            if grid.index(*t.hex) is None:
                problems.append(f"summaries.{i}.terrain.{j}.hex: {list(t.hex)} is not on the board")
        for j, o in enumerate(s.objectives):
            if any(grid.index(*h) is None for h in o.hexes):
                problems.append(f"summaries.{i}.objectives.{j}.hexes: a hex is not on the board")
        ids = {o.id for o in s.objectives}
        used = [r.objective for r in s.victory.vp if r.kind == "objective"]
        used += [o for inst in s.victory.instant for o in inst.objectives] + list(s.victory.end_objectives)
        problems += [f"summaries.{i}.victory: unknown objective {o!r}" for o in used if o not in ids]
    if len({s.id for s in summaries}) != len(summaries):
        problems.append("summaries: two summaries share an id")
    _raise_problems(path, problems)
    return {s.id: s for s in summaries}


def _terrain_problems(where: str, terrain: str, catalog: Catalog) -> list[str]:
    if terrain not in catalog.terrain:
        return [f"{where}: unknown terrain {terrain!r}"]
    if terrain in RIVER_TERRAIN:
        return [f"{where}: {terrain!r} cannot be used in a skirmish (the skirmish board has no rivers)"]
    return []


def _raise_problems(path: Path, problems: list[str]) -> None:
    if problems:
        raise ScenarioError(f"{path}: {len(problems)} problem(s)\n  - " + "\n  - ".join(problems))


def _check_decks(data: SkirmishData, path: Path) -> None:
    """Every summary must be playable with the decks: enough cards after the commanders are taken."""
    problems = []
    for s in data.summaries.values():
        need = s.commanders.max_commanders + s.unit_value + s.terrain_value
        for house in HOUSES:
            if len(data.deck(house)) < need:
                problems.append(f"cards: {s.id} needs {need} {house} setup cards, the deck has {len(data.deck(house))}")
    _raise_problems(path, problems)


def load_skirmish_data(data_dir: Path = SKIRMISH_DIR, catalog: Catalog | None = None) -> SkirmishData:
    """Read and check `summaries.json` and `setup_cards.json`; ScenarioError names the file and field."""
    cat = catalog or load_catalog()
    data = SkirmishData(
        summaries=load_summaries(Path(data_dir) / "summaries.json", cat),
        cards=load_setup_cards(Path(data_dir) / "setup_cards.json", cat),
    )
    _check_decks(data, Path(data_dir) / "setup_cards.json")
    return data


@functools.lru_cache(maxsize=4)
def _cached_data(data_dir: Path) -> SkirmishData:
    return load_skirmish_data(data_dir)


def validate_skirmish_data() -> None:
    """For `run.py validate`: the files load, and each summary generates a valid scenario."""
    data = load_skirmish_data()
    for summary_id in data.summaries:
        generate_skirmish(summary_id, 0)


# ---------------------------------------------------------------- setup steps 3 to 10: the cards
@dataclass
class Forces:
    """What the cards gave one house: its commander cards, unit cards and terrain cards."""

    commanders: list[SkirmishSetupCard]
    unit_cards: list[SkirmishSetupCard] = field(default_factory=list)
    terrain_cards: list[SkirmishSetupCard] = field(default_factory=list)

    def units(self) -> list[UnitEntry]:
        return [u for c in self.unit_cards for u in c.units for _ in range(u.count)]

    def terrain(self) -> list[str]:
        return [t.terrain for c in self.terrain_cards for t in c.terrain for _ in range(t.count)]


def draw_forces(summary: SkirmishSummary, data: SkirmishData, rng: Rng, catalog: Catalog,
                given: dict[str, list[str] | None]) -> tuple[str, dict[str, Forces]]:
    """Steps 3, 8, 9 and 10: commanders, momentum, unit cards, terrain cards (in the seed's order)."""
    decks = {h: data.deck(h) for h in HOUSES}
    forces = {h: Forces(_take_commanders(summary, decks[h], given.get(h), rng, catalog, h)) for h in HOUSES}
    momentum = rng.choice(HOUSES) if summary.momentum == "random" else summary.momentum
    for h in HOUSES:
        forces[h].unit_cards = _draw(decks[h], summary.unit_value, rng, h)
    for h in HOUSES:
        forces[h].terrain_cards = _draw(decks[h], summary.terrain_value, rng, h)
    return momentum, forces


def _draw(deck: list[SkirmishSetupCard], n: int, rng: Rng, house: str) -> list[SkirmishSetupCard]:
    """Shuffle what is left and draw n; drawn cards go back to the box, so they leave the deck."""
    if len(deck) < n:
        raise ScenarioError(f"the {house} skirmish deck has {len(deck)} cards left, {n} must be drawn")
    rng.shuffle(deck)
    drawn = deck[:n]
    del deck[:n]
    return drawn


def _take_commanders(summary: SkirmishSummary, deck: list[SkirmishSetupCard], wanted: list[str] | None,
                     rng: Rng, cat: Catalog, house: str) -> list[SkirmishSetupCard]:
    """Step 3: commander cards chosen by portrait; the chosen setup cards leave the deck.

    A random choice takes as many commanders as the rule allows (a player wants every commander he
    may field), among all combinations that keep the total value within the limit.
    """
    portraits = [c for c in deck if c.commander is not None]
    if wanted is None:
        combos = _legal_combos(summary.commanders, portraits, cat)
        most = max(len(c) for c in combos)
        chosen = list(rng.choice([c for c in combos if len(c) == most]))
    else:
        chosen = _given_commanders(summary.commanders, portraits, wanted, cat, house)
    for card in chosen:
        deck.remove(card)
    return chosen


def _legal_combos(rule: CommanderRule, portraits: list[SkirmishSetupCard], cat: Catalog) -> list[tuple]:
    combos: list[tuple] = [()]
    for k in range(1, rule.max_commanders + 1):
        for combo in itertools.combinations(portraits, k):
            persons = {cat.commanders[c.commander.commander].person for c in combo}
            if len(persons) == k and sum(c.commander.value for c in combo) <= rule.max_total_value:
                combos.append(combo)
    return combos


def _given_commanders(rule: CommanderRule, portraits: list[SkirmishSetupCard], wanted: list[str],
                      cat: Catalog, house: str) -> list[SkirmishSetupCard]:
    by_id = {c.commander.commander: c for c in portraits}
    unknown = [w for w in wanted if w not in by_id]
    if unknown:
        raise ScenarioError(f"{house} commanders: {', '.join(unknown)} not on a {house} skirmish setup card; "
                            f"choose from {', '.join(sorted(by_id))}")
    chosen = [by_id[w] for w in wanted]
    total = sum(c.commander.value for c in chosen)
    if len(chosen) > rule.max_commanders or total > rule.max_total_value:
        raise ScenarioError(f"{house} commanders: at most {rule.max_commanders} with a total value of "
                            f"{rule.max_total_value}; {', '.join(wanted)} are {len(chosen)} worth {total}")
    if len({cat.commanders[w].person for w in wanted}) != len(wanted):
        raise ScenarioError(f"{house} commanders: the same commander twice in {', '.join(wanted)}")
    return chosen


# ---------------------------------------------------------------- setup steps 11 to 13: placement
class _Field:
    """The battlefield while the houses place their pieces: one terrain piece and one unit per hex."""

    def __init__(self, summary: SkirmishSummary, cat: Catalog, rng: Rng) -> None:
        self.grid: Grid = grid_for(summary.board.cols, summary.board.rows)
        self.summary, self.cat, self.rng = summary, cat, rng
        self.terrain: dict[int, str] = {self.grid.index(*t.hex): t.terrain for t in summary.terrain}
        self.units: dict[int, str] = {}                      # hex -> house (commanders included)
        self.commanders: list[tuple[int, str, int]] = []     # (hex, house, ZoC radius)

    def depth(self, i: int, house: str) -> int:
        """Rows from the house's own edge, the edge row being 1 (the summary cards' count)."""
        return self.grid.row_distance_to_edge(i, self.summary.houses[house].edge) + 1

    def x(self, i: int) -> float:
        """Horizontal position in hex widths: odd rows sit half a hex to the right."""
        col, row = self.grid.coords[i]
        return col + 0.5 * (row & 1)

    def free(self, i: int) -> bool:
        t = self.terrain.get(i)
        return i not in self.units and (t is None or not self.cat.terrain[t].impassable)

    def candidates(self, house: str, within: int, test) -> list[int]:
        return [i for i in range(self.grid.size) if self.depth(i, house) <= within and test(i)]

    def best(self, candidates: list[int], score, what: str) -> int:
        """The best hex by score plus a seeded jitter below 1, so near-equal hexes vary with the seed."""
        if not candidates:
            raise ScenarioError(f"skirmish {self.summary.id}: no legal hex left for {what}")
        return max(candidates, key=lambda i: score(i) + self.rng.below(1000) / 1000)


def _outside(d: int, lo: int, hi: int) -> int:
    return max(lo - d, 0, d - hi)


def _terrain_band(t: Terrain, rules: PlacementRules) -> tuple[int, int]:
    """Rows from the own edge where a sensible player puts a piece, from what the piece does.

    A barrier (impassable) goes just ahead of the deployment rows, to shield the line; a piece with no
    effect on combat (a tent) goes behind the army; cover (hills, forest, buildings) goes in and just
    ahead of the front rows, where the army will stand and fight.
    """
    front = rules.units_within
    if t.impassable:
        lo, hi = front + 1, front + 1
    elif not (t.blocks_los or t.cover or t.max_dice_against or t.stop_on_entry):
        lo, hi = 1, 2
    else:
        lo, hi = max(1, front - 1), front + 2
    hi = min(hi, rules.terrain_within)
    return min(lo, hi), hi


def _place_terrain(fld: _Field, house: str, pieces: list[str]) -> list[TerrainPlacement]:
    """Step 11: every piece on its own hex within `terrain_within`, spread out (at least 3 hexes apart
    where possible) and in the band of rows that suits it."""
    rules = fld.summary.placement
    placed = []
    for tid in pieces:
        lo, hi = _terrain_band(fld.cat.terrain[tid], rules)

        def score(i: int, lo: int = lo, hi: int = hi) -> float:
            near = min((fld.grid.distance(i, j) for j in fld.terrain), default=3)
            return min(near, 3) - 1.5 * _outside(fld.depth(i, house), lo, hi)

        h = fld.best(fld.candidates(house, rules.terrain_within, lambda i: i not in fld.terrain), score,
                     f"a {house} {tid}")
        fld.terrain[h] = tid
        placed.append(TerrainPlacement(hex=fld.grid.coords[h], terrain=tid))
    return placed


def _place_commanders(fld: _Field, house: str, cards: list[SkirmishSetupCard]) -> list[CommanderPlacement]:
    """Step 12: commanders one row behind the front the units will form, spread across the width so
    their zones of control cover the line; ZoCs kept apart when the summary requires it."""
    rules = fld.summary.placement
    pref = min(max(1, rules.units_within - 1), rules.commander_within)
    zocs = [fld.cat.commanders[c.commander.commander].zoc for c in cards]
    placed = []
    for k, card in enumerate(cards):
        portrait = card.commander
        target = (k + 0.5) * fld.grid.cols / len(cards) - 0.5
        room = fld.candidates(house, rules.commander_within, fld.free)

        def legal(i: int, k: int = k, room: list[int] = room) -> bool:
            # Look ahead: a hex that leaves no room for the commanders still to come is not taken.
            taken = [(h, z) for h, _, z in fld.commanders]
            return not rules.commanders_zoc_disjoint or _fits(fld, room, taken, zocs[k:], i)

        def score(i: int, target: float = target) -> float:
            return -1.5 * abs(fld.depth(i, house) - pref) - 0.3 * abs(fld.x(i) - target)

        h = fld.best([i for i in room if legal(i)], score, f"{portrait.commander}")
        fld.units[h] = house
        fld.commanders.append((h, house, zocs[k]))
        placed.append(CommanderPlacement(commander=portrait.commander, rank=portrait.rank, hex=fld.grid.coords[h]))
    return placed


def _fits(fld: _Field, room: list[int], taken: list[tuple[int, int]], zocs: list[int],
          first: int | None = None) -> bool:
    """Whether commanders with these ZoC radii can all be placed in `room` (the first one on `first`
    if given) with no ZoC overlapping another: a small depth-first search, at most a few commanders."""
    if not zocs:
        return True
    z, rest = zocs[0], zocs[1:]
    for i in ([first] if first is not None else room):
        if i not in (h for h, _ in taken) and all(fld.grid.distance(i, h) > z + r for h, r in taken):
            if _fits(fld, room, taken + [(i, z)], rest):
                return True
    return False


def _unit_targets(fld: _Field, units: list[UnitEntry]) -> list[tuple[UnitEntry, float, int]]:
    """(unit, target column, preferred row) for each unit: foot and archers spread evenly along the
    front row in a seeded order, cavalry one row back on alternate flanks."""
    front, width = fld.summary.placement.units_within, fld.grid.cols - 1
    line = [u for u in units if fld.cat.units[u.type].unit_class != "cavalry"]
    horse = [u for u in units if fld.cat.units[u.type].unit_class == "cavalry"]
    slots = [(k + 0.5) * width / len(line) for k in range(len(line))]
    fld.rng.shuffle(slots)
    targets = [(u, x, front) for u, x in zip(line, slots)]
    first_flank = fld.rng.below(2)
    for k, u in enumerate(horse):
        x = 0.5 if (k + first_flank) % 2 == 0 else width - 0.5
        targets.append((u, x, max(1, front - 1)))
    return targets


def _place_units(fld: _Field, house: str, units: list[UnitEntry]) -> list[UnitPlacement]:
    """Step 13: each unit near its target, inside a friendly ZoC where it can, on cover if near."""
    rules = fld.summary.placement
    zoc = {j for h, owner, r in fld.commanders if owner == house for j in (h, *fld.grid.within(h, r))}
    placed = []
    for unit, target, pref in _unit_targets(fld, units):

        def score(i: int, target: float = target, pref: int = pref) -> float:
            t = fld.terrain.get(i)
            cover = t is not None and (fld.cat.terrain[t].blocks_los or fld.cat.terrain[t].cover > 0)
            return (-1.5 * abs(fld.depth(i, house) - pref) - 0.4 * abs(fld.x(i) - target)
                    + 0.8 * (i in zoc) + 0.5 * cover)

        h = fld.best(fld.candidates(house, rules.units_within, fld.free), score, f"a {house} {unit.type}")
        fld.units[h] = house
        placed.append(UnitPlacement(type=unit.type, rank=unit.rank, hex=fld.grid.coords[h]))
    return placed


# ---------------------------------------------------------------- the whole setup
def generate_skirmish(summary_id: str, seed: int, *, stark_commanders=None, lannister_commanders=None,
                      data_dir: Path = SKIRMISH_DIR) -> Scenario:
    """A skirmish battle from a summary card and the setup cards, the same for the same seed.

    `stark_commanders` / `lannister_commanders`: commander card ids the house chose (as step 3 lets a
    player choose); None draws them at random within the summary's rule.
    """
    data = _cached_data(Path(data_dir))
    summary = data.summary(summary_id)
    cat = load_catalog()
    rng = Rng(seed)
    given = {h: None if g is None else list(g) for h, g in (("stark", stark_commanders),
                                                            ("lannister", lannister_commanders))}
    momentum, forces = draw_forces(summary, data, rng, cat, given)
    fld = _Field(summary, cat, rng)
    order = (momentum, next(h for h in HOUSES if h != momentum))   # the momentum holder places first
    terrain = {h: _place_terrain(fld, h, forces[h].terrain()) for h in order}
    commanders = {h: _place_commanders(fld, h, forces[h].commanders) for h in order}
    units = {h: _place_units(fld, h, forces[h].units()) for h in order}
    sides = tuple(
        Side(house=h, **summary.houses[h].model_dump(), commanders=tuple(commanders[h]), units=tuple(units[h]))
        for h in HOUSES
    )
    sc = Scenario(
        id=f"skirmish_{summary.id}_{seed}", name=summary.name, briefing=_briefing(summary, momentum, forces, cat),
        board=summary.board, round_limit=summary.round_limit, momentum=momentum, sides=sides,
        terrain=summary.terrain + tuple(terrain[order[0]]) + tuple(terrain[order[1]]),
        objectives=summary.objectives, victory=summary.victory, skirmish=True,
        special_rules=(f"Skirmish from the '{summary.name}' summary card, seed {seed}.",
                       f"{momentum.title()} holds the momentum token for the whole battle."),
    )
    return validate_scenario(sc, cat, source=f"skirmish {summary.id} (seed {seed})")


def _briefing(summary: SkirmishSummary, momentum: str, forces: dict[str, Forces], cat: Catalog) -> str:
    lines = [summary.text, ""]
    for h in HOUSES:
        f = forces[h]
        names = [f"{cat.commanders[c.commander.commander].name}, {cat.commanders[c.commander.commander].title}"
                 f" (value {c.commander.value})" for c in f.commanders]
        lines.append(f"{h.title()}{' (momentum)' if h == momentum else ''}: commanders "
                     f"{'; '.join(names) or 'none'}. Units from {', '.join(c.name for c in f.unit_cards)}; "
                     f"terrain from {', '.join(c.name for c in f.terrain_cards) or 'no card'}.")
    return "\n".join(lines)
