"""Skirmish setup steps 3-10 (the cards) and the whole setup, producing an ordinary Scenario."""
from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from pathlib import Path


from tactical.catalog import Catalog, load_catalog
from tactical.protocol import Rng, ScenarioError
from tactical.scenario import (
    Scenario, Side, validate_scenario,
)

from tactical.skirmish.cards import (
    HOUSES, SKIRMISH_DIR, CommanderRule, SkirmishData, SkirmishSetupCard, SkirmishSummary, UnitEntry, _cached_data,
)
from tactical.skirmish.placement import Field, place_commanders, place_terrain, place_units


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
    fld = Field(f"skirmish {summary.id}", summary.board, {h: s.edge for h, s in summary.houses.items()},
                summary.placement, summary.terrain, cat, rng)
    order = (momentum, next(h for h in HOUSES if h != momentum))   # the momentum holder places first
    terrain = {h: place_terrain(fld, h, forces[h].terrain()) for h in order}
    commanders = {h: place_commanders(fld, h, [(c.commander.commander, c.commander.rank)
                                               for c in forces[h].commanders if c.commander]) for h in order}
    units = {h: place_units(fld, h, forces[h].units()) for h in order}
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
