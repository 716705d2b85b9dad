"""A campaign as data (`scenarios/campaigns/<id>.json`): the strategic game's setup, which houses the
humans may play, what kind of player every house is by default, the campaign's own victory conditions
and its briefing. Checked on load by pydantic, then against the game itself (its houses, its map);
every problem is a `ScenarioError` naming the file and the field.
"""
from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any, Literal, Mapping, Union

from pydantic import BaseModel, ConfigDict, Field

from tactical.protocol import ScenarioError, UserError, read_json, validated

from strategic.risk.game import RISK
from strategic.risk.rules.geo import geo
from strategic.session.agents import HUMAN

from .players import Kind

CAMPAIGNS_DIR = Path(__file__).resolve().parents[2] / "scenarios" / "campaigns"


class StrategicSetup(BaseModel):
    """The Risk game the campaign is played on (the seed is chosen when a campaign starts). Its battles
    are fought on the hex battlefield: every invasion (`hexes`), or as the attacker chooses (`ask`, an
    AI seat as `ai_battles` says)."""

    model_config = ConfigDict(extra="forbid")
    rules: Literal["skirmish", "domination"]
    players: int = Field(ge=2, le=7)
    map: str | None = None
    battles: Literal["hexes", "ask"]
    ai_battles: Literal["dice", "hexes"] = "dice"
    max_rounds: int = Field(default=200, ge=1)


class Hold(BaseModel):
    """`house` wins the campaign as soon as it holds every one of `territories`."""

    model_config = ConfigDict(extra="forbid")
    kind: Literal["hold"]
    house: str
    territories: list[str] = Field(min_length=1)
    text: str


class Eliminate(BaseModel):
    """`house` wins the campaign as soon as `target` is out of the game."""

    model_config = ConfigDict(extra="forbid")
    kind: Literal["eliminate"]
    house: str
    target: str
    text: str


Victory = Annotated[Union[Hold, Eliminate], Field(discriminator="kind")]


class CampaignDefinition(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str = Field(pattern=r"^[a-z0-9_]+$")
    name: str = Field(min_length=1)
    briefing: str = Field(min_length=1)
    game: Literal["risk"] = "risk"
    setup: StrategicSetup
    playable: list[str] = Field(min_length=1)          # the houses a human may play
    houses: dict[str, Kind]                            # every house's player unless a --seat says otherwise
    victory: list[Victory] = []                        # beyond the game's own ending

    def game_setup(self, seats: Mapping[str, str] | None = None) -> dict[str, Any]:
        """The strategic game's setup; with the seats, the houses humans play (a human defender plays its
        defence cards before a hex battle and, with `ask` against a human attacker, may refuse the hexes)."""
        humans = [h for h, k in (seats or {}).items() if k == HUMAN]
        return self.setup.model_dump(mode="json") | ({"humans": humans} if humans else {})


def load_definition(ident: str, folder: Path | None = None) -> CampaignDefinition:
    """The campaign `ident` of `folder` (the shipped ones by default), checked; a UserError listing the
    campaigns if there is none."""
    folder = folder or CAMPAIGNS_DIR
    path = folder / f"{ident}.json"
    if not path.is_file():
        known = ", ".join(sorted(p.stem for p in folder.glob("*.json"))) or "none"
        raise UserError(f"no campaign {ident!r} (campaigns: {known})")
    return read_definition(path)


def all_definitions(folder: Path | None = None) -> list[CampaignDefinition]:
    return [read_definition(p) for p in sorted((folder or CAMPAIGNS_DIR).glob("*.json"))]


def read_definition(path: Path) -> CampaignDefinition:
    raw = read_json(path, "campaign definition")
    definition = validated(CampaignDefinition, raw, str(path), ScenarioError)
    if definition.id != path.stem:
        raise ScenarioError(f"{path}: id: {definition.id!r} is not the file's name ({path.stem!r})")
    check_against_game(definition, str(path))
    return definition


def game_houses(definition: CampaignDefinition) -> list[str]:
    """The houses of the campaign's game, in turn order."""
    return list(RISK.seats(RISK.new_game(definition.game_setup(), 0)[0]))


def check_against_game(d: CampaignDefinition, source: str) -> None:
    """Every house named is one of the game's, every house has a kind, every territory is on the map."""
    def fail(field: str, problem: str) -> ScenarioError:
        return ScenarioError(f"{source}: {field}: {problem}")

    try:                                        # the game's own setup check names a bad field
        first = RISK.new_game(d.game_setup(), 0)[0]
    except UserError as exc:
        raise fail("setup", str(exc)) from None
    houses = list(RISK.seats(first))
    listing = f"(houses: {', '.join(houses)})"
    for i, h in enumerate(d.playable):
        if h not in houses:
            raise fail(f"playable.{i}", f"{h!r} is not a house of this game {listing}")
    for h in d.houses:
        if h not in houses:
            raise fail(f"houses.{h}", f"not a house of this game {listing}")
    missing = [h for h in houses if h not in d.houses]
    if missing:
        raise fail("houses", f"no kind of player for {', '.join(missing)}")
    territories = set(geo(first.map).territories)
    for i, v in enumerate(d.victory):
        named = [("house", v.house)] + ([("target", v.target)] if isinstance(v, Eliminate) else [])
        for field, h in named:
            if h not in houses:
                raise fail(f"victory.{i}.{field}", f"{h!r} is not a house of this game {listing}")
        for j, t in enumerate(v.territories if isinstance(v, Hold) else []):
            if t not in territories:
                raise fail(f"victory.{i}.territories.{j}", f"no territory {t!r} on this map")
