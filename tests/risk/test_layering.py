"""The Risk rules' layering: the phase modules never import one another (each ends its step by naming
the step that follows, and the engine's table of automatic steps carries it out), no import is hidden
inside a function to dodge a cycle, and the engine never hands out a state in an automatic step."""
from __future__ import annotations

import ast
from pathlib import Path
from typing import get_args

import pytest

from strategic.risk.ai.agents import RandomAgent
from strategic.risk.game import RISK
from strategic.risk.rules import engine
from strategic.risk.rules.state import Automatic, Decision

from .conftest import new

RULES = Path(engine.__file__).parent
PHASE_MODULES = {"setup", "reinforce", "domination", "invade", "manoeuvre", "objectives", "turn"}
# The one import inside a function, and why it stays there (its comment says so too): board loads
# networkx and the map models, needed only when a shipped map is first opened.
LOCAL_IMPORTS_ALLOWED = {("geo", "_load", "board")}


def _imports(path: Path) -> list[tuple[str | None, str]]:
    """(enclosing function or None, imported sibling module) for every relative import in `path`."""
    out: list[tuple[str | None, str]] = []

    def walk(node: ast.AST, func: str | None) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                walk(child, child.name)
            elif isinstance(child, ast.ImportFrom) and child.level == 1:
                names = [child.module] if child.module else [a.name for a in child.names]
                out.extend((func, n.split(".")[0]) for n in names)
            else:
                walk(child, func)

    walk(ast.parse(path.read_text(encoding="utf-8")), None)
    return out


def test_no_phase_module_imports_another():
    for name in sorted(PHASE_MODULES):
        crossing = {m for _, m in _imports(RULES / f"{name}.py")} & (PHASE_MODULES - {name})
        assert not crossing, f"rules/{name}.py imports the phase modules {sorted(crossing)}"


def test_no_import_hides_in_a_function_but_the_one_said_why():
    local = {(p.stem, func, m) for p in RULES.glob("*.py") for func, m in _imports(p) if func is not None}
    assert local == LOCAL_IMPORTS_ALLOWED


def test_every_automatic_step_has_its_rule_and_no_decision_is_one():
    assert set(engine.AUTO) == set(get_args(Automatic))
    assert set(engine.PHASES) == set(get_args(Decision)) and not set(engine.AUTO) & set(engine.PHASES)


@pytest.mark.parametrize("rules, players", [("skirmish", 2), ("skirmish", 3), ("domination", 4)])
def test_the_engine_never_hands_out_a_state_in_an_automatic_step(rules, players):
    s, _ = new(rules, players, 5, map_name="mini")
    agents = {h: RandomAgent(i) for i, h in enumerate(s.seats)}
    seen = {s.phase}
    for _ in range(1500):
        if s.result is not None:
            break
        legal = RISK.legal_actions(s, s.actor)
        RISK.apply_in_place(s, s.actor, agents[s.actor].choose(RISK.view(s, s.actor), legal), legal)
        seen.add(s.phase)
    assert seen <= set(engine.PHASES) and {"reinforce", "invade"} <= seen
