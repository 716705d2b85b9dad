"""Every house card ability, registered under its key at its timing window (see `abilities.py`)."""
from __future__ import annotations
