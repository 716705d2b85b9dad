"""The Rules screen's pages for the strategic games (the pause menu's "Rules", and a campaign's briefing when it
starts): Risk: Game of Thrones in the mode being played, A Game of Thrones in its edition, the strategic
screen's mouse and keys, and in a campaign its briefing, its goals and who plays each house.

The numbers come from the engines' own tables and the game's view (reinforcements, trade-ins, prices,
victory points, castles to win, rounds), so a page follows the game it is opened from. Seeds 004 (Risk) and
000/001 (A Game of Thrones) are the full rulebooks; these pages are what a player glances at.
"""
from __future__ import annotations

from typing import Any

from strategic.risk.rules.tables import (HAND_LIMIT, MAESTER_PRICE, MIN_REINFORCEMENT, NEUTRAL, OBJECTIVE_PRICE,
                                         OWNED_CARD_BONUS, TRADE_VALUES, VICTORY_POINTS)
from strategic.ui.houses import house_name
from tactical.ui.rules_pages import RulesPage

MOUSE = ("Hover an area or territory for its facts; right-click pins them. Mouse wheel: zoom; drag: pan. "
         "The decision asked is at the right, with its buttons; the log is below it.")
KEYS = ("Esc: pause menu (save, settings, rules, quit: the game is autosaved after every step). U: undo, back "
        "to the last dice roll, card drawn or secret revealed. F: the whole map again. Space: skip the AI's motion.")
PLAYED_BY = {"human": "you", "neutral": "neutral (defends, never invades)"}
RULEBOOKS = {"risk": "seed 004", "agot": "seeds 000 and 001"}
ICON_NAMES = {"knight": "knights", "siege": "siege engines", "fortification": "fortifications"}

# ------------------------------------------------------------------ Risk: Game of Thrones
RISK_INVADE = ("Attack from a territory of yours with 2 armies or more into a neighbour, or into a port of the same "
               "coast: the attacker rolls up to 3 dice (never all its armies), the defender up to 2; the highest "
               "dice are compared pair by pair and the defender wins ties. Go on until the territory falls or you "
               "stop; the armies of the last roll move in, and more may follow.")
UNITS = ("Special units: a knight adds 1 to the best die, a siege engine rolls an 8-sided die, a fortification "
         "makes every defending die an 8-sided one.")
RISK_MANOEUVRE = "Then one manoeuvre: move armies once between two of your territories joined by your own land."


def _trades() -> str:
    sets = [f"three {ICON_NAMES[k[0]]} {n}" if len(set(k)) == 1 else f"one of each {n}"
            for k, n in TRADE_VALUES.items()]
    return (f"Trade three territory cards for armies: {'; '.join(sets)}; +{OWNED_CARD_BONUS} on a pictured "
            f"territory you hold. With {HAND_LIMIT} cards at the start of your turn you must trade.")


def risk_pages(rules: str, neutrals: bool = False) -> list[RulesPage]:
    """The Risk pages for a mode (`rules`: skirmish or domination), with neutral armies on the map or not."""
    domination = rules == "domination"
    reinforce = (f"Armies: your territories and castles together, divided by 3 (at least {MIN_REINFORCEMENT}), "
                 "plus the bonus of every region you hold whole" + (", and as many hundreds of gold." if domination
                                                                     else "."))
    neutral = ("Neutral armies defend and never attack.",) if neutrals else ()
    draw = (("Then claim one objective you have met. " if domination else "")
            + "End of turn: if you conquered a territory this turn, draw one territory card.")
    buy = ("Then buy maester cards or objectives with your gold, if you like.",) if domination else ()
    pages = [RulesPage("turn", "Your turn", "Turn", (
        ("Reinforce", (reinforce, _trades()) + buy),
        ("Invade", (RISK_INVADE,) + ((UNITS,) if domination else ()) + neutral),
        ("Manoeuvre and draw", (RISK_MANOEUVRE, draw)),
    ))]
    if domination:
        pages.append(RulesPage("domination", "Gold, cards and objectives", "Cards", (
            ("Gold", (f"A maester card costs {MAESTER_PRICE} gold, two objectives to choose from "
                      f"{OBJECTIVE_PRICE}; characters cost what their card says and each is used once a turn.",)),
            ("Objectives", ("Each objective is worth 1 to 4 victory points. At the end of your turn claim one you "
                            "have met (one a turn), then draw two and keep one.",)),
        )))
        win = (f"The first house with {VICTORY_POINTS} victory points at the end of its turn, while it holds its own "
               "seat of power, wins. Taking a rival's seat stops it.")
    else:
        win = ("The End Game card lies somewhere in the lower half of the territory deck. When it is drawn the game "
               "ends at once: 1 point per territory, +1 per castle, +1 per port; the most points win. Drawing is "
               "optional: behind on points, you may leave the card where it is.")
    pages.append(RulesPage("victory", "Victory", "Victory", (
        ("Winning", (win, "Conquering every territory, or being the last house, wins at once.")),
    )))
    return pages


# ------------------------------------------------------------------ A Game of Thrones
AGOT_ROUND = ("Each round: Westeros (from round 2: a card of each Westeros deck; their icons make the wildlings "
              "grow), Planning "
              "(every house places an order on each of its areas with units, in secret; then they are revealed "
              "and the Messenger Raven's holder may swap one), Action (raids, then marches one at a time in "
              "Iron Throne order, then Consolidate Power).")
AGOT_ORDERS = (
    "March: move units out, into an empty or friendly area or to attack (one battle a march); its bonus adds to "
    "the attack. A power token may be left behind to keep the area.",
    "Defense: adds its bonus to the defender's strength in that area.",
    "Support: adds the units' strength to an adjacent battle, for the side you choose.",
    "Raid: removes an adjacent enemy Support, Raid or Consolidate Power order (a raided Consolidate Power gives "
    "you a power token).",
    "Consolidate Power: gain a power token, plus one per crown in the area.",
    "A starred (★) order is special: your place on the King's Court track sets how many you may place.",
)
AGOT_BATTLE = (
    "Strength: footman 1, knight 2, siege engine 4 against a castle or stronghold (else 0), ships 1; plus March "
    "and Defense bonuses, supports, a garrison, and the house card each side chooses in secret.",
    "The holder of the Valyrian Steel Blade may add 1 once a round; ties go to the house higher on the Fiefdoms "
    "track.",
    "The loser loses as many units as the winner's swords less its own towers, then retreats to an adjacent area "
    "it may enter (or is destroyed); retreating units are routed until the round ends.",
)
AGOT_WESTEROS = (
    "Supply: barrels on your areas set how many armies (groups of two or more units) you may keep, and how big.",
    "Mustering: each castle gives 1 point and each stronghold 2: a footman costs 1, a knight 2 (or 1 to upgrade a "
    "footman), a ship 1, a siege engine 2.",
    "Clash of Kings: secret bids of power tokens for the three influence tracks. Wildlings: all houses bid against "
    "the threat; the Night's Watch wins if the bids reach it.",
)


def agot_pages(edition: int = 2, castles_to_win: int = 7, max_rounds: int = 10) -> list[RulesPage]:
    """The A Game of Thrones pages for an edition, the castles a game asks and its rounds."""
    return [
        RulesPage("turn", "The round and its orders", "Round", (("The round", (AGOT_ROUND,)), ("Orders", AGOT_ORDERS))),
        RulesPage("combat", "Battles", "Battles", (("Battles", AGOT_BATTLE),)),
        RulesPage("westeros", "Westeros phase", "Westeros", (("Westeros cards", AGOT_WESTEROS),)),
        RulesPage("victory", "Victory", "Victory", (("Winning", (
            f"A house holding {castles_to_win} castles and strongholds wins at once. Otherwise, after round "
            f"{max_rounds}, the house with the most wins; ties: " + TIES[edition],)),)),
    ]


TIES = {2: "most land areas, then the supply track, then power tokens, then the Iron Throne track.",
        1: "the supply track, then power tokens; houses still tied share the victory."}


# ------------------------------------------------------------------ both
def keys_page() -> RulesPage:
    return RulesPage("keys", "Screen and keys", "Keys", (("Mouse", (MOUSE,)), ("Keys", (KEYS,))))


def campaign_page(definition: Any, seats: dict[str, str]) -> RulesPage:
    """A campaign's briefing, its goals (the game's own ending still counts) and who plays each house."""
    goals = tuple(f"{house_name(v.house)} — {v.text}" for v in definition.victory) + (
        "Or win the game itself, as its Victory page says.",)
    played_by = PLAYED_BY | ({"human": "a player here"} if list(seats.values()).count("human") > 1 else {})
    players = ", ".join(f"{house_name(h)}: {played_by.get(k, f'the {k} AI')}" for h, k in seats.items())
    return RulesPage("campaign", definition.name, "Campaign", (
        ("Briefing", (definition.briefing,)),
        ("How to win the campaign", goals),
        ("Who plays", (players,)),
    ))


def strategic_pages(game: str, view: Any, campaign: Any = None) -> list[RulesPage]:
    """Every page for the strategic game `view` shows (`game` is the engine's name), a campaign's first."""
    pages = (risk_pages(view.rules, NEUTRAL in view.owner.values()) if game == "risk"
             else agot_pages(view.edition, view.castles_to_win, view.max_rounds))
    first = [campaign_page(campaign.definition, dict(campaign.file.seats))] if campaign is not None else []
    return first + pages + [keys_page()]


def every_game() -> list[tuple[str, list[RulesPage], str]]:
    """The strategic games' pages as the main menu's Rules offers them: (name, pages, rulebook)."""
    return [("Risk: Skirmish", risk_pages("skirmish") + [keys_page()], RULEBOOKS["risk"]),
            ("Risk: Domination", risk_pages("domination") + [keys_page()], RULEBOOKS["risk"]),
            ("A Game of Thrones", agot_pages() + [keys_page()], RULEBOOKS["agot"])]
