"""Where campaigns live and how they are kept: one folder per campaign under the saves folder's
`campaigns/`, holding the session's save (`session.json`, written by the session's `save_session`, with
a battle in progress) and the campaign's own file (`campaign.json`: which definition, who plays each
house, a summary for the list and the chronicle). Both are written atomically, the session first: the
campaign file is derived from it and rewritten from it at the next save if a crash ever left it behind.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

from pydantic import BaseModel, ConfigDict

from tactical.protocol import Event, Game, SaveError, UserError, read_json, validated, write_atomic

from strategic.session.saves import load_session, save_session
from strategic.session.session import Session

from .chronicle import Battle, chronicle, roster
from .definition import CampaignDefinition, load_definition
from .players import REGISTRY, Kind
from .victory import Ending, ending

FORMAT = 1
NAME = re.compile(r"^[A-Za-z0-9_-]{1,40}$")
OnEvents = Callable[[Game[Any, Any, Any], Sequence[Event]], None]


def campaigns_dir() -> Path:
    from strategic.ui.settings import saves_dir          # the settings module only (no window)

    return saves_dir() / "campaigns"


class Summary(BaseModel):
    """What the campaign list shows without replaying the game."""

    model_config = ConfigDict(extra="forbid")
    round: int
    to_act: list[str]
    in_battle: str | None = None          # the battle in progress, if saved during one
    ending: Ending | None = None


class CampaignFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    format: int
    definition: str
    name: str
    seats: dict[str, Kind]
    summary: Summary
    chronicle: list[Battle] = []
    commanders: list[str] = []            # the roster: victories, veterans, prisoners (chronicle.roster)

    def last_battle(self) -> str:
        return self.chronicle[-1].short() if self.chronicle else "no battle yet"


@dataclass
class Campaign:
    definition: CampaignDefinition
    file: CampaignFile
    session: Session

    @property
    def folder(self) -> Path:
        return campaigns_dir() / self.file.name

    def ending(self) -> Ending | None:
        return ending(self.definition, self.session)

    def save(self) -> None:
        """The session, then the campaign file derived from it."""
        save_session(self.folder / "session.json", self.session)
        s = self.session
        battle = s.child.setup.get("scenario", {}).get("name") if s.child is not None and s.child.setup else None
        self.file.summary = Summary(round=s.state.round, to_act=sorted(s.player_of(x) for x in s.to_act()),
                                    in_battle=battle, ending=self.ending())
        self.file.chronicle = chronicle(s)
        self.file.commanders = roster(s.state)
        write_atomic(self.folder / "campaign.json", self.file.model_dump_json(indent=1) + "\n")


def check_name(name: str) -> str:
    if not NAME.match(name):
        raise UserError(f"campaign name {name!r}: use 1 to 40 letters, digits, '-' or '_'")
    return name


def create(definition: CampaignDefinition, name: str, seats: Mapping[str, str], seed: int,
           on_events: OnEvents | None = None) -> Campaign:
    """A new campaign, saved at once; a UserError if the name is taken."""
    folder = campaigns_dir() / check_name(name)
    if (folder / "campaign.json").exists():
        raise UserError(f"a campaign named {name!r} exists: continue it with `run.py campaign continue {name}` "
                        "or choose another --name")
    session = Session.start(definition.game, definition.game_setup(seats), seed, dict(seats), on_events=on_events,
                            registry=REGISTRY)
    file = CampaignFile.model_validate({"format": FORMAT, "definition": definition.id, "name": name,
                                        "seats": dict(seats), "summary": {"round": 0, "to_act": []}})
    campaign = Campaign(definition, file, session)
    campaign.save()
    return campaign


def read_file(name: str) -> CampaignFile:
    """A campaign's own file (not the game): a UserError naming the campaigns if there is none."""
    path = campaigns_dir() / check_name(name) / "campaign.json"
    if not path.is_file():
        known = ", ".join(sorted(p.parent.name for p in campaigns_dir().glob("*/campaign.json"))) or "none"
        raise UserError(f"no campaign named {name!r} (campaigns: {known})")
    return _parse(path)


def _parse(path: Path) -> CampaignFile:
    try:
        raw = read_json(path, "campaign file")
    except UserError as exc:
        raise SaveError(str(exc)) from None
    if not isinstance(raw, dict) or raw.get("format") != FORMAT:
        raise SaveError(f"{path}: not a campaign file of format {FORMAT}")
    return validated(CampaignFile, raw, str(path), SaveError)


def open_campaign(name: str, on_events: OnEvents | None = None) -> Campaign:
    """A campaign resumed exactly where it stopped (the save replays both levels and checks its hash)."""
    file = read_file(name)
    definition = load_definition(file.definition)
    session = load_session(campaigns_dir() / name / "session.json", registry=REGISTRY)
    level: Session | None = session
    while level is not None:               # a battle in progress was opened before there was a printer
        level.on_events, level = on_events, level.child
    return Campaign(definition, file, session)


def all_campaigns() -> list[CampaignFile | SaveError]:
    """Every campaign's file, or the reason it cannot be read, by name."""
    out: list[CampaignFile | SaveError] = []
    for path in sorted(campaigns_dir().glob("*/campaign.json")):
        try:
            out.append(_parse(path))
        except SaveError as exc:
            out.append(exc)
    return out
