"""Campaigns: a strategic game with its battles on the hex battlefield, played over many sittings.

A campaign is defined as data (`scenarios/campaigns/*.json`, checked by `definition.py`), played as one
session of the protocol (`strategic/session/`) kept in the saves folder and saved as it goes
(`store.py`, `play.py`), with its own kinds of player (`players.py`), its own victory conditions
(`victory.py`) and a chronicle of its battles derived from the session's history (`chronicle.py`).
`run.py campaign ...` is in `cli.py`.
"""
