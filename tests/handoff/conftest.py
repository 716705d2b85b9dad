"""Fixtures for the hand-off tests: the Risk tests' small map, registered as "mini"."""
from __future__ import annotations

from strategic.risk.rules.geo import register_map

from tests.risk.minimap import MiniMap

register_map("mini", MiniMap())
