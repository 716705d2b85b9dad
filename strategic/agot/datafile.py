"""Reading the A Game of Thrones data files of `scenarios/agot/` through pydantic models.

Every loader reports a broken file as one `ScenarioError` naming the file and the field at fault
(`scenarios/agot/board.json: areas.3.kind: ...`), never as a traceback.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ConfigDict, ValidationError

from tactical.protocol import ScenarioError, UserError, read_json

DATA_DIR = Path(__file__).resolve().parents[2] / "scenarios" / "agot"
EDITIONS = (1, 2)

M = TypeVar("M", bound=BaseModel)


class Strict(BaseModel):
    """A data-file record: unknown fields are errors (a typo must not pass silently), values are frozen."""

    model_config = ConfigDict(frozen=True, extra="forbid")


def edition_file(stem: str, edition: int) -> Path:
    """`scenarios/agot/<stem>-<edition>e.json`, after checking the edition exists."""
    if edition not in EDITIONS:
        raise ScenarioError(f"unknown A Game of Thrones edition {edition!r}: choose 1 or 2")
    return DATA_DIR / f"{stem}-{edition}e.json"


def parse(model: type[M], path: Path) -> M:
    """Read `path` and validate it as `model`; any problem becomes a ScenarioError naming file and field."""
    try:
        data: Any = read_json(path, "A Game of Thrones data file")
    except UserError as exc:
        raise ScenarioError(str(exc)) from None
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise ScenarioError(_describe(str(path), exc, data)) from None


def _describe(source: str, exc: ValidationError, data: Any) -> str:
    """Like `describe_validation_error`, but a list entry with an "id" is named by it, not by its index."""
    lines = [f"{source}: {exc.error_count()} problem(s)"]
    for err in exc.errors():
        parts, node = [], data
        for part in err.get("loc", ()):
            node = node[part] if _has(node, part) else None
            name = node.get("id") if isinstance(part, int) and isinstance(node, dict) else None
            parts.append(str(name if isinstance(name, str) else part))
        lines.append(f"  - {'.'.join(parts) or '(top level)'}: {err.get('msg', 'invalid')}")
    return "\n".join(lines)


def _has(node: Any, part: str | int) -> bool:
    if isinstance(node, dict):
        return part in node
    return isinstance(node, list) and isinstance(part, int) and 0 <= part < len(node)


def fail(path: Path, field: str, problem: str) -> ScenarioError:
    """A problem the models cannot see alone (it needs the board, say), in the same form as theirs."""
    return ScenarioError(f"{path}: {field}: {problem}")
