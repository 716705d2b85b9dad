"""The learned value of a position (`ai/value.py`, `ai/features.py`, `ai/train.py`): the shipped weights
load and a broken file is refused with its name and field; the features read the view only and count
what the rules count; the trainer's fit finds the signal in data made for it."""
from __future__ import annotations

import json

import pytest

from strategic.risk.ai import train
from strategic.risk.ai.features import NAMES, features, income
from strategic.risk.ai.value import VALUE_FILE, load_values
from strategic.risk.game import RISK
from strategic.risk.rules.reinforce import reinforcement
from tactical.protocol import Rng, ScenarioError, UserError

from .test_hidden import perturbed, positions


def test_the_shipped_weights_load_with_a_model_for_three_house_skirmish():
    models = load_values()
    assert "westeros/skirmish-3" in set(models)
    for m in models.values():
        assert tuple(m.features) == NAMES and len(m.weights) == len(NAMES) and m.samples > 1000


def _broken(tmp_path, change):
    data = json.loads(VALUE_FILE.read_text(encoding="utf-8"))
    change(data["models"]["westeros/skirmish-3"])
    path = tmp_path / "ai_value.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize("change, says", [
    (lambda m: m["weights"].pop(), "weights"),
    (lambda m: m.pop("bias"), "bias"),
    (lambda m: m["features"].reverse(), "refit"),
    (lambda m: m["scale"].__setitem__(0, 0.0), "scale"),
])
def test_a_broken_value_file_is_refused_naming_the_file_and_the_fault(tmp_path, change, says):
    path = _broken(tmp_path, change)
    with pytest.raises(ScenarioError) as err:
        load_values(path)
    assert str(path) in str(err.value) and says in str(err.value)


def test_a_value_file_that_is_not_json_is_named(tmp_path):
    path = tmp_path / "ai_value.json"
    path.write_text("{", encoding="utf-8")
    with pytest.raises(UserError, match="ai_value.json: not valid JSON"):
        load_values(path)


@pytest.mark.parametrize("rules, seed", [("domination", 1), ("skirmish", 3)])
def test_the_features_read_the_view_only_and_count_as_the_rules_do(rules, seed):
    for s in positions(rules, 3, seed, every=9):
        if s.phase in ("claim", "setup_objectives"):
            continue
        seat = s.actor
        x = features(RISK.view(s, seat))
        assert len(x) == len(NAMES)
        assert features(RISK.view(perturbed(s, seat, 11), seat)) == x
        mine = sum(o == seat for o in s.owner.values())
        alive = sum(o in s.seats and not s.players[o].eliminated for o in s.owner.values())
        assert x[NAMES.index("territories")] == pytest.approx(mine / alive)
        for h in s.seats:
            assert income(RISK.view(s, seat), h) == reinforcement(s, h)["armies"]


def test_the_fit_finds_the_signal_and_ignores_the_noise():
    """y is 1 mostly when the first column is positive; the second column is noise."""
    rng = Rng(3)
    rows = [[(rng.below(2001) - 1000) / 500, (rng.below(2001) - 1000) / 500] for _ in range(1500)]
    ys = [int(r[0] + (rng.below(1001) - 500) / 500 > 0) for r in rows]
    w = train.fit(rows, ys)
    assert w[1] > 2.0 and abs(w[2]) < 0.3 and abs(w[0]) < 0.3


def test_solve_solves_a_small_system():
    x = train.solve([[4.0, 1.0, 0.0], [1.0, 3.0, 1.0], [0.0, 1.0, 2.0]], [6.0, 10.0, 8.0])
    assert x == pytest.approx([1.0, 2.0, 3.0])
