"""Domination's card sets as data: every maester and character card played through the engine does
what its effect says (none is a no-op), battle effects reach the dice and last as long as they say,
the character set keeps the shape and price scale docs/decisions.md gives it, and a broken card file
is refused with a message naming the file and the field."""
from __future__ import annotations

import json
import shutil

import pytest

from strategic.risk.rules.actions import Attack, Defend, EndInvade, EndManoeuvre, PlayMaester, UseCharacter
from strategic.risk.rules.cards import DATA_DIR, load_cards, lookup
from strategic.risk.rules.common import counts
from strategic.risk.rules.engine import legal_actions
from strategic.risk.rules.geo import geo
from strategic.risk.rules.invade import modifiers
from strategic.risk.rules.turn import start_turn
from tactical.protocol import ScenarioError

from .conftest import act, board_state

MAESTER, CHARACTERS, OBJECTIVES = lookup()
MINE = ["Winterfell", "White Harbor", "The Wolfswood", "Harrenhal", "King's Landing"]   # 3 castles, 2 ports


def card_state(card, house: str):
    """`house` to play `card` now: its timing's step, 1000 gold, an enemy all around with gold and units."""
    rival = "lannister" if house != "lannister" else "stark"
    s = board_state({t: house for t in MINE}, {t: 4 for t in MINE} | {"The Twins": 5, "Riverrun": 5},
                    rules="domination", seats=(house, rival), active=house, default=rival,
                    phase="invade" if card.timing == "defend" else card.timing)
    s.players[house].gold, s.players[rival].gold = 1000, 500
    s.units = {"The Twins": {"knight": 1, "fortification": 1}}
    s.objective_deck = ["great_host", "full_coffers", "one_region"]
    if card.timing == "defend":                   # the rival attacks Harrenhal from Riverrun: house decides
        s.current, s.actor = 1, rival
        s.phase, s.actor = "defend", house
        s.pending = {"src": "Riverrun", "dst": "Harrenhal", "dice": 3, "attacker": rival}
    return s, rival


def play(card, house):
    s, rival = card_state(card, house)
    action_type = UseCharacter if card.id in CHARACTERS else PlayMaester
    if action_type is PlayMaester:
        s.players[house].maester = [card.id]
    options = [a for a in legal_actions(s, house) if isinstance(a, action_type) and a.card == card.id]
    assert options, f"{card.id} is not playable in its own step ({card.timing})"
    after, events = act(s, options[0])
    assert after.players[house].gold == 1000 - card.cost + gained_gold(card.effect, s, house)
    return s, after, options[0].target, house, rival


def gained_gold(effect, s, house):
    return {"gold": effect.n, "gold_per_port": 100 * counts(s, house)[2],
            "steal_gold": min(effect.n, 500)}.get(effect.kind, 0)


def _armies(e, before, after, target, house, rival):
    assert after.turn.reinforcements - before.turn.reinforcements == e.n


def _armies_per_castle(e, before, after, target, house, rival):
    assert after.turn.reinforcements - before.turn.reinforcements == counts(before, house)[1] // e.n > 0


def _gold(e, before, after, target, house, rival):
    pass                                           # checked for every card in play()


def _unit(e, before, after, target, house, rival):
    assert after.turn.units == [e.unit]


def _modifier(e, before, after, target, house, rival):
    """The modifier is on the player and changes the dice of its side's next battle."""
    assert after.players[house].mods == {f"{e.kind}@{e.duration}": e.n}
    attacking = e.kind.startswith("attack")
    where = "Harrenhal"
    plain, boosted = (modifiers(x, house, where, attacking).side(3 if attacking else 2) for x in (before, after))
    if e.kind.endswith("plus"):
        assert boosted.plus - plain.plus == e.n
    else:
        assert boosted.d8 - plain.d8 == min(e.n, boosted.dice) > 0


def _extra_manoeuvre(e, before, after, target, house, rival):
    assert after.turn.manoeuvres == before.turn.manoeuvres + e.n


def _free_manoeuvre(e, before, after, target, house, rival):
    assert not before.turn.free_manoeuvre and after.turn.free_manoeuvre


def _draw_territory(e, before, after, target, house, rival):
    assert after.players[house].cards == before.deck[:e.n]


def _remove_armies(e, before, after, target, house, rival):
    assert before.owner[target] == rival
    assert after.armies[target] == max(1, before.armies[target] - e.n)


def _sabotage(e, before, after, target, house, rival):
    assert target == "The Twins" and after.units[target] == {"knight": 1}     # the fortification goes first


def _steal_gold(e, before, after, target, house, rival):
    assert target == rival and after.players[rival].gold == 500 - min(e.n, 500)


def _objective_draw(e, before, after, target, house, rival):
    assert after.phase == "keep_objective" and after.pending["choice"] == ["great_host", "full_coffers"]


def _reinforce_territory(e, before, after, target, house, rival):
    assert before.owner[target] == house and after.armies[target] == before.armies[target] + e.n


EXPECT = {
    "armies": _armies, "armies_per_castle": _armies_per_castle, "gold": _gold, "gold_per_port": _gold,
    "unit": _unit, "attack_plus": _modifier, "attack_d8": _modifier, "defence_plus": _modifier,
    "defence_d8": _modifier, "extra_manoeuvre": _extra_manoeuvre, "free_manoeuvre": _free_manoeuvre,
    "draw_territory": _draw_territory, "remove_armies": _remove_armies, "sabotage": _sabotage,
    "steal_gold": _steal_gold, "objective_draw": _objective_draw, "reinforce_territory": _reinforce_territory,
}
ALL_CARDS = [(c, "stark") for c in MAESTER.values()] + [(c, c.house) for c in CHARACTERS.values()]


@pytest.mark.parametrize("card, house", ALL_CARDS, ids=[c.id for c, _ in ALL_CARDS])
def test_every_card_does_what_it_says(card, house):
    before, after, target, house, rival = play(card, house)
    EXPECT[card.effect.kind](card.effect, before, after, target, house, rival)
    assert after.to_dict() != before.to_dict()


def test_every_effect_kind_is_on_some_card():
    used = {c.effect.kind for c, _ in ALL_CARDS}
    assert used == set(EXPECT)




def test_a_battle_effect_lasts_one_battle_a_turn_effect_the_whole_turn():
    """Valyrian Steel (+1 in the next battle) is used up by it; Robb Stark (+1 all turn) is not, and
    ends with the turn."""
    s, _ = card_state(CHARACTERS["stark_robb"], "stark")
    s.armies["Harrenhal"], s.armies["Riverrun"] = 9, 6
    s.players["stark"].maester = ["valyrian_steel"]
    s, _ = act(s, UseCharacter("stark_robb"))
    s, _ = act(s, PlayMaester("valyrian_steel"))
    s.fixed_dice += [([5, 1, 1], [6, 6]), ([5, 1, 1], [6, 6])]
    s, _ = act(s, Attack("Harrenhal", "Riverrun", 3))
    s, ev = act(s, Defend(2))
    assert next(e for e in ev if e.kind == "battle").data["att_ranked"][0] == 7          # 5 + Robb + the steel
    s, _ = act(s, Attack("Harrenhal", "Riverrun", 3))
    s, ev = act(s, Defend(2))
    assert next(e for e in ev if e.kind == "battle").data["att_ranked"][0] == 6          # 5 + Robb only
    assert s.players["stark"].mods == {"attack_plus@turn": 1}
    s, _ = act(s, EndInvade())
    s, _ = act(s, EndManoeuvre())
    assert s.active != "stark" and s.players["stark"].mods == {}                        # the turn is over


def test_a_round_effect_defends_until_your_next_turn():
    """Areo Hotah's +1 holds for every defence in the other houses' turns until Martell's own begins."""
    s, rival = card_state(CHARACTERS["martell_areo"], "martell")
    s, _ = act(s, UseCharacter("martell_areo"))
    s.current = s.seats.index(rival)
    start_turn(s, [])
    assert s.players["martell"].mods == {"defence_plus@round": 1}
    s.current = s.seats.index("martell")
    start_turn(s, [])
    assert s.players["martell"].mods == {}


# -- the set as designed -----------------------------------------------------------------------------
HOUSES = ("stark", "baratheon", "lannister", "tyrell", "martell", "targaryen", "ghiscari")


@pytest.mark.parametrize("house", HOUSES)
def test_each_house_has_a_source_an_attack_edge_and_a_defence_or_movement_trick(house):
    """docs/decisions.md, "Our card sets": every house can grow, strike and hold or move."""
    timings = [c.timing for c in CHARACTERS.values() if c.house == house]
    assert len(timings) == 4 and "reinforce" in timings and "invade" in timings
    assert {"defend", "manoeuvre"} & set(timings)


def test_the_same_ability_costs_the_same_on_every_character():
    price: dict = {}
    for c in CHARACTERS.values():
        key = c.effect.model_dump_json()
        assert price.setdefault(key, c.cost) == c.cost, f"{c.id} costs {c.cost}, another with its effect {price[key]}"
        assert c.cost in (100, 200, 300, 400)


def test_maester_deck_has_every_timing_and_forty_cards():
    assert sum(c.copies for c in MAESTER.values()) == 40
    assert {c.timing for c in MAESTER.values()} == {"reinforce", "invade", "defend", "manoeuvre"}
    assert all(0 <= c.cost <= 200 and c.cost % 100 == 0 for c in MAESTER.values())


def test_objectives_span_one_to_four_points_and_every_condition():
    assert {o.vp for o in OBJECTIVES.values()} == {1, 2, 3, 4}
    from strategic.risk.rules.objectives import CHECKS
    assert {o.condition.kind for o in OBJECTIVES.values()} == set(CHECKS)


# -- broken card files ---------------------------------------------------------------------------------
def _break(tmp_path, name, mutate):
    folder = tmp_path / "cards"
    shutil.copytree(DATA_DIR, folder, ignore=shutil.ignore_patterns("maps"))
    path = folder / f"{name}.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    mutate(data[name])
    path.write_text(json.dumps(data), encoding="utf-8")
    return folder


BROKEN = [
    ("characters", lambda cs: cs.pop(), "ghiscari has 3 character cards"),
    ("characters", lambda cs: cs[0]["effect"].update(kind="dragonfire"), "characters.0.effect.kind"),
    ("maester", lambda cs: cs[0]["effect"].pop("duration"), "need a duration"),
    ("maester", lambda cs: cs.append(dict(cs[0])), "duplicate card ids: ['valyrian_steel']"),
    ("objectives", lambda cs: cs[0].update(vp=5), "five_castles: objectives are worth 1 to 4"),
    ("objectives", lambda cs: cs[0]["condition"].update(kind="dragons"), "objectives.0.condition.kind"),
]


@pytest.mark.parametrize("name, mutate, message", BROKEN, ids=[b[2] for b in BROKEN])
def test_a_broken_card_file_names_the_field(tmp_path, name, mutate, message):
    folder = _break(tmp_path, name, mutate)
    with pytest.raises(ScenarioError) as info:
        load_cards(folder)
    assert message in str(info.value) and str(folder) in str(info.value)


def test_the_ravens_never_take_a_hand_above_five_cards():
    ravens = lookup()[0]["ravens"]
    s, _ = card_state(ravens, "stark")
    spare = [t for t in geo(s.map).territories if t not in MINE][:7]
    s.players["stark"].maester = ["ravens"]
    s.players["stark"].cards, s.deck = spare[:4], spare[5:7]
    after, _ = act(s, next(a for a in legal_actions(s, "stark") if isinstance(a, PlayMaester)))
    assert after.players["stark"].cards == spare[:4] + spare[5:6]
    s.players["stark"].cards = spare[:5]                # already five (a set traded this turn)
    s.turn.traded_set = True
    full, _ = act(s, next(a for a in legal_actions(s, "stark") if isinstance(a, PlayMaester)))
    assert full.players["stark"].cards == spare[:5] and full.deck == spare[5:7]
