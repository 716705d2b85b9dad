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
`place_terrain`, `place_commanders`, `place_units`). The result is an ordinary `Scenario` with
`skirmish=True`, checked by `validate_scenario`, that the rules engine plays like any battle plan.
Distance to a house's edge counts rows: a hex in the edge row is at distance 1.
"""
from tactical.skirmish.cards import (  # noqa: F401
    HOUSES, SKIRMISH_DIR, SkirmishData, SkirmishSetupCard, SkirmishSummary, load_setup_cards, load_skirmish_data,
    load_summaries, validate_skirmish_data,
)
from tactical.skirmish.generate import Forces, draw_forces, generate_skirmish  # noqa: F401
