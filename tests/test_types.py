"""The protocol, the session and the rules engines are clean under mypy (strict where pyproject.toml says
so), checked as part of the suite so that CI runs it with the README's one test command."""
from __future__ import annotations

import pytest

api = pytest.importorskip("mypy.api")

CHECKED = ["tactical/protocol.py", "strategic/session", "tactical/rules", "strategic/risk", "strategic/handoff",
           "strategic/campaign", "strategic/agot"]


def test_engines_and_protocol_type_check() -> None:
    out, err, status = api.run(CHECKED)
    assert status == 0, out + err
