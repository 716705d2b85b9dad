"""The newcomer pass over the A Game of Thrones screen: each decision says what it asks in printed words and
can be answered with the mouse. Hot-seat games (every seat human, a greedy agent making the choices straight
to the session) are played to a seeded decision; the screen is then asked for its prompt and buttons, and a
button is pressed as a click would.
"""
from __future__ import annotations

import re

from strategic.agot.rules.actions import Choose
from strategic.agot.setups import load_setup
from strategic.session.agents import HUMAN, make_agent
from strategic.ui.agot.looks import area_name, house_name, order_words
from tests.ui.prompt_reader import buttons, recorded, tips, words

RAW_ID = re.compile(r"[a-z]+[-_][a-z]+")      # "kings_court", "no-defend", "stannis-baratheon"


def hot_seat(app, players: int, seed: int, rounds: int = 6):
    houses = load_setup(2, players).houses
    return app.start_strategic("agot", {"edition": 2, "players": players, "max_rounds": rounds}, seed,
                               {h: HUMAN for h in houses})


def play_until(screen, wanted, limit: int = 3000, pick=None) -> bool:
    """The greedy agent plays every seat until `wanted(state)` (but where `pick(state, legal)` names an action);
    the screen then shows the seat to act."""
    s = screen.session
    agent = make_agent("agot", "greedy", 7)
    for _ in range(limit):
        if s.is_over():
            return False
        if wanted(s.state):
            screen.viewer = s.current_player()
            screen.refresh()
            return True
        player, legal = s.current_player(), s.legal()
        s.submit((pick and pick(s.state, legal)) or agent.choose(s.view_for(player), legal))
    return False


def asking(card):
    return lambda st: st.step == "battle_ability" and st.battle.flags["ask"]["card"] == card


def test_doran_martell_names_his_ability_and_the_tracks_as_printed(app):
    screen = hot_seat(app, 6, 2)
    assert play_until(screen, asking("doran-martell")), "the seeded game must reach Doran Martell's choice"
    assert "Doran Martell: " in words(screen) and "Influence track" in words(screen)
    got = buttons(screen)
    assert set(got) == {"Iron Throne", "Fiefdoms", "King's Court"}
    screen.on_hit(got["King's Court"])
    assert recorded(screen) == Choose("kings_court")


def test_the_queen_of_thorns_offers_the_orders_by_their_areas_printed_names(app):
    screen = hot_seat(app, 6, 2)
    assert play_until(screen, asking("queen-of-thorns")), "the seeded game must reach the Queen of Thorns' choice"
    options = [a.option for a in screen.session.legal()]
    areas = {a: screen.names[a] for a in options}
    got = buttons(screen)
    assert set(got) == set(areas.values()) and not any(RAW_ID.search(b) for b in got)
    screen.on_hit(got[areas[options[0]]])
    assert recorded(screen) == Choose(options[0])


def test_put_to_the_sword_offers_the_restrictions_in_words(app):
    screen = hot_seat(app, 3, 3)
    wanted = lambda st: st.step == "westeros_choose" and st.pending["choice"]["card"] == "put-to-the-sword"
    assert play_until(screen, wanted), "the seeded game must reach Put to the Sword"
    assert "Valyrian Steel Blade, you choose for Put to the Sword" in words(screen)
    got = buttons(screen)
    assert set(got) == {"No Defense orders", "No March +1 order", "Nothing"}
    screen.on_hit(got["No Defense orders"])
    assert recorded(screen) == Choose("no-defend")


def test_a_wildling_task_says_what_it_asks_and_names_the_cards(app):
    screen = hot_seat(app, 6, 1)
    wanted = lambda st: st.step == "wildlings_task" and st.pending["wildlings"]["task"]["do"] == "take_one"
    assert play_until(screen, wanted), "the seeded game must reach a wildling card's 'take one' task"
    assert "Mammoth Riders: " in words(screen) and "take back one house card" in words(screen)
    got = buttons(screen)
    assert "None" in got and not any(RAW_ID.search(b) or b[:1].islower() for b in got), got
    card = next(a.option for a in screen.session.legal() if a.option != "none")
    tips = {hit.payload[1].label: hit.tip for hit in screen.prompt.scene.hits
            if hit.payload and hit.payload[0] == "button"}
    name = next(b for b in got if b != "None")
    assert not RAW_ID.search(tips[name])
    screen.on_hit(got[name])
    assert recorded(screen) == Choose(card)


def test_casualties_are_buttons_at_once_and_the_prompt_says_so(app):
    """The beaten side's casualties are taken from the battle's area: nothing to click on the map for, so
    each unit it may lose is a button from the start (before, the prompt said "remove 1 unit(s)" over no
    button, and only a click on the battle's area, which nothing asked for, showed them)."""
    screen = hot_seat(app, 6, 1)
    assert play_until(screen, lambda st: st.step == "battle_casualties"), "the seeded game must reach casualties"
    assert "choose the unit you remove (below)" in words(screen)
    legal = screen.session.legal()
    got = buttons(screen)
    wanted = {f"Remove a {a.unit}": a for a in legal}
    assert set(got) == set(wanted)
    label, action = next(iter(wanted.items()))
    screen.on_hit(got[label])
    assert recorded(screen) == action


def test_a_bid_names_its_track_as_printed(app):
    screen = hot_seat(app, 3, 1)
    wanted = lambda st: st.step == "bid" and st.pending["bid"].get("what") == "kings_court"
    assert play_until(screen, wanted), "the seeded game must reach a bid for the King's Court"
    assert words(screen) == "Bid power for the King's Court track."      # was "the kings court track"


def test_a_tie_says_which_place_of_which_track_it_breaks(app):
    screen = hot_seat(app, 3, 1)
    wanted = lambda st: st.step == "rank" and st.pending["rank"].get("track") == "iron_throne"
    assert play_until(screen, wanted), "the seeded game must reach a tie on the Iron Throne"
    place = len(screen.session.state.pending["rank"]["order"]) + 1
    assert f"who takes place {place} on the Iron Throne track" in words(screen)
    got = buttons(screen)
    house = screen.session.legal()[0].house
    screen.on_hit(got[house.title()])
    assert recorded(screen).house == house


def test_mustering_names_its_castles_as_printed(app):
    screen = hot_seat(app, 3, 3)
    wanted = lambda st: st.step == "muster" and "kings-landing" in st.pending["muster"].get("points", {})
    assert play_until(screen, wanted), "the seeded game must reach a muster in King's Landing"
    assert "King's Landing" in words(screen) and "Kings Landing" not in words(screen)


def test_a_marchs_units_and_an_areas_tip_say_footmen_not_footmans(app):
    screen = hot_seat(app, 3, 1)
    wanted = lambda st: st.step == "marching" and st.units.get(st.pending["area"], []).count("footman") >= 2
    assert play_until(screen, wanted), "the seeded game must reach a march of two footmen"
    n = screen.session.state.units[screen.session.state.pending["area"]].count("footman")
    got = buttons(screen)
    assert any(f"{n} footmen" in b for b in got) and not any("footmans" in b for b in got), got
    assert not any(b[:1].islower() for b in got), got              # "Knight" as every other button, not "knight"
    home = screen.session.state.pending["area"]
    assert f"{n} footmen" in screen.area_tip(screen.names[home])


def test_this_rounds_restrictions_are_said_in_words(app):
    """Beside the map, a Westeros card's restriction read "This round: no consolidate" (its id)."""
    from strategic.agot.log import RESTRICTIONS

    screen = hot_seat(app, 3, 1)
    assert play_until(screen, lambda st: st.step == "planning" and st.restrictions), "the game must restrict orders"
    shown = " ".join(t.text for t in screen.tracks.scene.texts)
    for r in screen.session.state.restrictions:
        assert RESTRICTIONS[r] in shown, (r, shown[:300])


def test_a_support_to_declare_names_its_order_and_area(app):
    screen = hot_seat(app, 3, 1)
    assert play_until(screen, lambda st: st.step == "battle_support"), "the seeded game must reach a support"
    area = screen.session.state.battle.to_declare[0]
    assert f"order in {screen.names[area]}: whom does it help?" in words(screen)


def test_a_support_offered_names_the_house_and_its_area(app):
    screen = hot_seat(app, 3, 3)
    assert play_until(screen, lambda st: st.step == "battle_accept"), "the seeded game must offer a support"
    st = screen.session.state
    area = st.battle.to_accept[0]
    assert f"{st.owner[area].title()} offers you the support of its order in {screen.names[area]}" in words(screen)


def test_the_raven_says_how_to_swap_an_order(app):
    screen = hot_seat(app, 3, 1)
    assert play_until(screen, lambda st: st.step == "raven"), "the seeded game must reach the Messenger Raven"
    assert "drag a token from your tray onto it" in words(screen)
    assert screen.choice.selectable()          # the orders it may swap, outlined cyan as the words say


def test_choosing_a_house_card_shows_more_of_the_cards_texts(app):
    """At 1280x800 a card showed two lines of its text ("If you have a Defense Order in the embattled ..."):
    while the seat chooses its card the texts take the log's room (the log keeps its least), and the prompt
    says a hover shows the whole text."""
    from strategic.ui.agot.panels import LOG_MIN, PanelInfo, build_panel
    from tactical.ui.scene import Scene

    screen = hot_seat(app, 6, 1)
    assert play_until(screen, lambda st: st.step == "battle_cards"), "the seeded game must reach a battle"
    assert "hover one for its whole text" in words(screen)
    c, side = screen.choice, screen.layout.side
    assert c.playable_cards()

    def card_text(playable):
        sc, _ = build_panel(PanelInfo(c.view, playable, screen.log), side, Scene())
        boxes = [h.rect for h in sc.hits if h.payload and h.payload[0] in ("card", "card_info")]
        assert len(boxes) == len(c.view.house[c.view.viewer].hand)
        log = [h.rect for h in sc.hits if h.payload and h.payload[0] == "log"]
        assert not log or log[0].height >= LOG_MIN
        return sum(len(t.text) for t in sc.texts if any(b.contains(t.x, t.y) for b in boxes))

    assert card_text(c.playable_cards()) > card_text(set()) + 40      # a line more of each long text


def test_one_use_orders_are_offered_by_name_with_their_text(app):
    """The online site's one-use orders: an area clicked offered "One-use order forced-march in
    the-shivering-sea"; the buttons are now the orders' names, their tooltips their texts."""
    from strategic.agot.one_use import one_use_tokens
    from strategic.agot.rules.actions import PlaceOneUse

    houses = load_setup(2, 4).houses
    screen = app.start_strategic("agot", {"edition": 2, "players": 4, "max_rounds": 3, "options": ["one-use-orders"]},
                                 2, {h: HUMAN for h in houses})
    assert play_until(screen, lambda st: st.step == "one_use_planning")
    placing = [a for a in screen.session.legal() if isinstance(a, PlaceOneUse)]
    area = placing[0].area
    screen.map_click(screen.names[area])
    here = {a.token: a for a in placing if a.area == area}
    hits = {hit.payload[1].label: hit for hit in screen.prompt.scene.hits
            if hit.payload and hit.payload[0] == "button" and hit.payload[1].label != "Cancel"}
    names = {one_use_tokens()[t].name.split(" (")[0]: t for t in here}
    assert set(hits) == set(names), hits.keys()
    name, tid = next(iter(names.items()))
    assert hits[name].tip == f"{name}: {one_use_tokens()[tid].text}"
    screen.on_hit(hits[name].payload)
    assert recorded(screen) == here[tid]


def test_the_wildling_card_the_raven_shows_is_named_and_says_what_it_does(app):
    """The raven's look at the top wildling card: the side panel said "Rattleshirts Raiders", "A King Beyond
    The Wall" (the id title-cased) and nothing of what the card does, yet the player must keep it or bury it."""
    from strategic.agot.cards import wildling_cards
    from strategic.agot.rules.actions import PeekWildlings

    screen = hot_seat(app, 3, 1)
    assert play_until(screen, lambda st: st.step == "raven"), "the seeded game must reach the Messenger Raven"
    screen.on_hit(buttons(screen)["Look at the wildling card"])
    assert recorded(screen) == PeekWildlings()
    st = screen.session.state
    assert st.step == "raven_peek"
    card = next(c for c in wildling_cards(2) if c.id == st.wildling_deck[0])
    shown = [t.text for t in screen.panel.scene.texts]
    assert f"Top wildling card: {card.name}" in shown
    tip = next(h.tip for h in screen.panel.scene.hits if h.tip and h.tip.startswith(card.name))
    assert card.lowest in tip and card.highest in tip
    assert set(buttons(screen)) == {"Keep it on top", "Bury it"} and "hover it for what it does" in words(screen)


def test_a_wide_button_on_the_prompts_last_row_does_not_lie_under_more(window):
    """At 1024x700 a castle's muster offered eight buttons over two pages; the fourth, "Knight, upgrading a
    footman (1 point)", alone on the last row, was drawn under "More 1/2" (a row's first button was placed
    however wide it was). Every page now keeps "More" clear, on the last row."""
    from strategic.ui.choice_parts import Button
    from strategic.ui.map.layout import strategic_layout
    from strategic.ui.shared_panels import Prompt, build_prompt
    from tactical.ui.scene import Scene

    labels = ["Footman (1 point)", "Knight (2 points)", "Siege engine (2 points)",
              "Knight, upgrading a footman (1 point)", "Siege engine, upgrading a footman (1 point)",
              "Ship in Shipbreaker Bay (1 point)", "Ship in Port of Dragonstone (1 point)", "Cancel"]
    prompt = strategic_layout(1024, 700).prompt
    seen = set()
    for page in range(6):
        p = Prompt("Baratheon: Mustering", "Mustering points left: Dragonstone 2.", "baratheon",
                   ["Dragonstone: choose below, or click elsewhere."],
                   [Button(label, ("act", label)) for label in labels], page)
        sc, pages = build_prompt(p, prompt, Scene(), True)
        assert pages > 1
        more = next(h.rect for h in sc.hits if h.payload == ("page",))
        placed = [h for h in sc.hits if h.payload and h.payload[0] == "button"]
        for h in placed:
            r = h.rect
            apart = r.right <= more.left or r.left >= more.right or r.top <= more.bottom or r.bottom >= more.top
            assert apart, (h.payload[1].label, page)
        seen |= {h.payload[1].label for h in placed}
    assert seen == set(labels)


def test_mustering_says_what_each_unit_costs(app):
    """A castle clicked offered "Knight", "Knight (upgrade a footman)", "Ship in Shipbreaker Bay": nothing said
    that a knight takes two of the castle's points and an upgrade one."""
    from strategic.agot.rules.actions import Muster

    screen = hot_seat(app, 3, 3)
    wanted = lambda st: st.step == "muster" and st.pending["muster"].get("points", {}).get("dragonstone", 0) >= 2
    assert play_until(screen, wanted), "the seeded game must reach a muster in Dragonstone"
    screen.map_click(screen.names["dragonstone"])
    labels = {}
    for _ in range(4):
        labels.update(buttons(screen))
        pages = [h.payload for h in screen.prompt.scene.hits if h.payload == ("page",)]
        if not pages:
            break
        screen.on_hit(pages[0])
    assert {"Footman (1 point)", "Knight (2 points)", "Knight, upgrading a footman (1 point)"} <= set(labels)
    assert "Ship in Shipbreaker Bay (1 point)" in labels
    for _ in range(4):
        got = buttons(screen)
        if "Knight (2 points)" in got:
            screen.on_hit(got["Knight (2 points)"])
            break
        screen.on_hit(next(h.payload for h in screen.prompt.scene.hits if h.payload == ("page",)))
    assert recorded(screen) == Muster("dragonstone", "knight", "dragonstone")


def test_planning_counts_special_orders_in_words(app):
    """"Your King's Court place allows 1 special (★)" now says "1 special order (★)", and "2 special orders"."""
    from strategic.agot.rules.planning import specials_allowed
    from strategic.ui.agot.decisions import PANELS

    screen = hot_seat(app, 3, 1)
    assert play_until(screen, lambda st: st.step == "planning")
    allowed = {h: specials_allowed(screen.session.state, h) for h in screen.session.state.houses}
    player = screen.session.current_player()
    assert f"allows {allowed[player]} special order" in words(screen)
    for house, n in allowed.items():            # each seat's own words, as its screen would ask them
        assert f"allows {n} special order{'' if n == 1 else 's'} (★)" in PANELS["planning"].words(
            screen.session.view_for(house))
    assert 1 in allowed.values()


def test_the_setups_options_are_named_as_the_rules_name_them(app):
    """The setup's option buttons were their ids with the dashes dropped ("one use orders", "fog of war"),
    beside capitalised buttons ("House cards"); they read "One-use orders", "Fog of war"."""
    from tactical.ui.layout import Rect
    from tactical.ui.scene import Scene

    view = app.show_agot_setup()
    view.on_hit(("edition", 1))
    sc = Scene()
    view.build(sc, Rect(0, 0, 1024, 700))
    options = {h.payload[1]: h.rect for h in sc.hits if h.payload and h.payload[0] == "option"}
    labels = {t.text for t in sc.texts if any(r.contains(t.x, t.y) for r in options.values())}
    assert {"One-use orders", "Fog of war", "Classic consolidation", "Siege engines", "Ports",
            "Fortifications"} == labels


def play_one_use_orders(screen, token: str) -> bool:
    """Hot seat with the one-use orders: every house places one of its tokens, each token is used when its
    step comes (the greedy agent never places one), until `token` asks its own step."""
    from strategic.agot.rules.actions import Activate, PlaceOneUse

    def pick(st, legal):
        if st.step == "one_use_planning":
            placing = [a for a in legal if isinstance(a, PlaceOneUse)]
            return placing[3 % len(placing)] if placing else None
        return next((a for a in legal if isinstance(a, Activate) and a.area in st.one_use_orders), None)

    return play_until(screen, lambda st: st.step == "one_use" and st.pending.get("token") == token, 4000, pick)


def one_use_game(app):
    houses = load_setup(2, 4).houses
    return app.start_strategic("agot", {"edition": 2, "players": 4, "max_rounds": 3, "options": ["one-use-orders"]},
                               3, {h: HUMAN for h in houses})


def test_a_one_use_order_removing_an_order_names_each_order_it_may_remove(app):
    """The second step of a one-use order had never been shown: the prompt read "Your The Will of R'hllor in
    Dragonstone: ..." and its buttons were bare area names ("Port of Pyke", tip "Choose Port of Pyke.")
    with nothing to say that each removes the order there, nor whose."""
    from strategic.agot.rules.actions import Choose

    screen = one_use_game(app)
    assert play_one_use_orders(screen, "will-of-rhllor"), "the seeded game must reach the Will of R'hllor"
    said = words(screen)
    assert said.startswith("Your one-use order The Will of R'hllor in Dragonstone. Choose the order to remove")
    assert "Your The" not in said and "discard Melisandre from your hand" in said
    assert [h.tip for h in screen.prompt.scene.hits if h.payload is None] == [said]    # cut on screen: whole on hover
    st = screen.session.state
    shown = {label: payload for label, payload in buttons(screen).items() if label != "Pass"}
    targets = {a.option for a in screen.session.legal() if isinstance(a, Choose)}
    assert len(shown) == len(targets) > 0
    for area in targets:
        order = order_words(st.orders[area])
        label = f"{order} in {area_name(st, area)}"
        assert label in shown
        assert tips(screen)[label] == f"Remove {house_name(st.owner[area])}'s {label}."
    assert tips(screen)["Pass"] == "Remove no order and keep Melisandre."
    label, payload = next(iter(shown.items()))
    area = payload[1].payload[1].option
    screen.on_hit(payload)
    assert recorded(screen) == Choose(area) and area not in screen.session.state.orders


def test_the_young_wolf_moves_units_as_a_march_from_the_window(app):
    """The Young Wolf's own step asks for a march out of its area: units picked from a button, then a click on
    the map where they go, as a March order is played."""
    from strategic.agot.rules.actions import Move

    screen = one_use_game(app)
    assert play_one_use_orders(screen, "young-wolf"), "the seeded game must reach the Young Wolf"
    assert words(screen).startswith("Your one-use order The Young Wolf in The Shivering Sea. Pick units (below), "
                                    "then click where they go.")
    moves = [a for a in screen.session.legal() if isinstance(a, Move)]
    assert moves
    screen.press(("units", moves[0].units))
    screen.map_click(screen.names[moves[0].to])
    assert recorded(screen) == moves[0]


def test_a_long_button_label_is_shown_whole_in_small_print_at_1024x700(app):
    """At 1024x700 the Will of R'hllor's buttons read "Defense +2★ in Port of Lannis…" and "Defense +2★ in The
    Shivering…": a label too long for its button now takes the small size before anything is cut."""
    from strategic.agot.rules.actions import Choose
    from tactical.ui import theme

    screen = one_use_game(app)
    assert play_one_use_orders(screen, "will-of-rhllor"), "the seeded game must reach the Will of R'hllor"
    screen.on_resize(1024, 700)
    st = screen.session.state
    labels = {f"{order_words(st.orders[a.option])} in {area_name(st, a.option)}"
              for a in screen.session.legal() if isinstance(a, Choose)}
    drawn = {t.text: t.font_size for t in screen.prompt.scene.texts}
    assert labels <= set(drawn), (labels, drawn)
    assert any(drawn[label] == theme.SMALL for label in labels)      # the long ones in small print
    assert drawn["Pass"] == theme.BODY                                # a short one as before
