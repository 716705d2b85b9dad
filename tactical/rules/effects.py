"""Card and commander abilities: each effect `kind` is registered once here and called at its timing.

Tactics (a command card's tactic box) and commit abilities (a commander's one-time ability) are lists
of `Effect` records in the data; `kind` picks the function below. Effects that need a target
(`target` != "none") ask the active player to choose a unit first.

Kinds (parameters: `amount`, `target`, `token`):
- morale:          gain `amount` morale.
- rally:           mobilise up to `amount` friendly units in the commander's zone of control (chosen one by one).
- hit:             `amount` hits on the target unit (cover and endurance do not apply; one attack for capture).
- retreat:         the target unit retreats `amount` hexes toward its owner's edge (its owner picks the hexes).
- gain_token:      take `amount` order tokens of type `token` from the supply.
- draw:            draw `amount` command cards.
- restore_command: return `amount` command tokens from this commander's card to the command board.
- extra_dice:      units ordered this turn roll `amount` more dice when they attack (not counter-attacks).
- extra_move:      units ordered this turn may move `amount` more hexes.
- bold:            units ordered this turn are Bold.
- no_counter:      enemy units cannot counter-attack this turn.
- order:           order `amount` more units in the commander's zone of control (any rank).
- fire_all:        every fire on the battlefield rises `amount` level(s), up to its hex's burn limit.
- enemy_lose_token: the enemy returns `amount` order tokens, chosen at random, to the supply.

Modifier kinds for unit abilities and command bonuses are in `catalog.Modifier`; keywords a modifier
may grant are listed in KEYWORDS.
"""
from __future__ import annotations

EFFECT_KINDS: tuple[str, ...] = (
    "morale", "rally", "hit", "retreat", "gain_token", "draw", "restore_command", "extra_dice",
    "extra_move", "bold", "no_counter", "order", "fire_all", "enemy_lose_token",
)
TARGETED_KINDS: tuple[str, ...] = ("hit", "retreat", "rally")
KEYWORDS: tuple[str, ...] = (
    "advance", "pursue", "bold", "loyal", "heavy_armor", "endurance", "unwieldy", "war_dogs", "scorched_earth",
)


def check_effect_kinds(cat) -> list[str]:
    """Every effect kind and granted keyword named in the data must exist here."""
    problems: list[str] = []
    for c in cat.commanders.values():
        for e in c.commit_effects:
            if e.kind not in EFFECT_KINDS:
                problems.append(f"commander {c.id}: unknown effect kind {e.kind!r}")
            elif e.target != "none" and e.kind not in TARGETED_KINDS:
                problems.append(f"commander {c.id}: effect {e.kind!r} takes no target")
        for m in c.unit_modifiers:
            if m.kind == "keyword" and m.keyword not in KEYWORDS:
                problems.append(f"commander {c.id}: unknown keyword {m.keyword!r}")
    for card in cat.cards.values():
        effects = card.tactic.effects if card.tactic else ()
        for e in effects:
            if e.kind not in EFFECT_KINDS:
                problems.append(f"card {card.id}: unknown effect kind {e.kind!r}")
            elif e.target != "none" and e.kind not in TARGETED_KINDS:
                problems.append(f"card {card.id}: effect {e.kind!r} takes no target")
        for cmd in card.commands:
            for m in cmd.bonus:
                if m.kind == "keyword" and m.keyword not in KEYWORDS:
                    problems.append(f"card {card.id}: unknown keyword {m.keyword!r}")
    for u in cat.units.values():
        for k in u.keywords:
            if k not in KEYWORDS:
                problems.append(f"unit {u.id}: unknown keyword {k!r}")
    return problems


# ====================================================================== implementation
from tactical.catalog import Effect, Tactic  # noqa: E402  (kept below the spec the data authors read)
from tactical.rules.events import EventLog  # noqa: E402
from tactical.rules.state import BattleState  # noqa: E402

TURN_LONG = ("extra_dice", "extra_move", "bold", "no_counter")


def tactic_condition(state: BattleState, house: str, tactic: Tactic) -> bool:
    """The "if" of a tactic: the order tokens are in the pool (each checked once) and the morale is right."""
    from tactical.rules import morale

    pool = dict(state.sides[house].tokens)
    for t in tactic.tokens:
        if pool.get(t, 0) <= 0:
            return False
        pool[t] -= 1
    m = tactic.morale
    return m is None or morale.satisfies(state, house, m.who, m.zone, m.compare)


def queue(state: BattleState, effects, log: EventLog) -> None:
    """Run the effects that need no choice now; targeted ones wait on `turn.pending_effects`."""
    for e in effects:
        if state.turn is None:               # an earlier effect ended the battle (its morale routed the enemy)
            return
        eff = e if isinstance(e, Effect) else Effect(**e)
        if eff.kind in TURN_LONG:
            state.turn.turn_effects.append(eff.kind if eff.kind in ("bold", "no_counter") else f"{eff.kind}:{eff.amount}")
            log.add("effect", f"this turn: {eff.kind.replace('_', ' ')} {eff.amount if eff.kind.startswith('extra') else ''}".strip())
        elif eff.kind == "order":
            state.turn.slots.append({"left": eff.amount, "filter": {}, "rally": False, "bonus": []})
        elif eff.target != "none" or eff.kind == "rally":
            state.turn.pending_effects.append({**eff.model_dump(mode="json"), "left": eff.amount if eff.kind == "rally" else 1})
        else:
            IMMEDIATE[eff.kind](state, eff, log)


def targets(state: BattleState, eff: dict) -> list[int]:
    from tactical.rules.command import in_zoc

    turn = state.turn
    house = turn.house
    want = eff["target"] if eff["target"] != "none" else "friendly_in_zoc"
    out = []
    for u in state.alive():
        friendly = u.house == house
        if want.startswith("friendly") != friendly:
            continue
        if want.endswith("in_zoc") and not (turn.commander and in_zoc(state, turn.commander, u)):
            continue
        if eff["kind"] == "rally" and u.ready:
            continue
        out.append(u.id)
    return out


def run_pending(state: BattleState, log: EventLog) -> None:
    """Drop pending effects that have no possible target; stop at the first that needs a choice."""
    while state.turn.pending_effects and not targets(state, state.turn.pending_effects[0]):
        state.turn.pending_effects.pop(0)


def choose_target(state: BattleState, uid: int | None, log: EventLog) -> None:
    """The active player picks the target of the first pending effect (None: skip the effect)."""
    eff = state.turn.pending_effects[0]
    if uid is None:
        state.turn.pending_effects.pop(0)
        return
    eff["left"] -= 1
    if eff["left"] <= 0:
        state.turn.pending_effects.pop(0)
    TARGETED[eff["kind"]](state, eff, state.units[uid], log)   # may end the battle (and the turn)


# ------------------------------------------------------------------ immediate effects
def _morale(state, eff, log):
    from tactical.rules import morale

    morale.shift(state, state.turn.house, eff.amount, log, "card effect")


def _gain_token(state, eff, log):
    side = state.sides[state.turn.house]
    token = eff.token or "valor"
    n = min(eff.amount, state.supply[token])
    side.tokens[token] = side.tokens.get(token, 0) + n
    state.supply[token] -= n
    log.add("tokens", f"{state.turn.house.title()} takes {n} {token} order token(s)", house=state.turn.house)


def _draw(state, eff, log):
    from tactical.rules.rounds import draw_cards

    draw_cards(state, state.turn.house, eff.amount, log)


def _restore_command(state, eff, log):
    side = state.sides[state.turn.house]
    cs = side.commanders.get(state.turn.commander)
    if cs is None:
        return
    n = min(eff.amount, cs.tokens)
    cs.tokens -= n
    side.command_tokens += n
    log.add("effect", f"{n} command token(s) return to the command board")


def _fire_all(state, eff, log):
    from tactical.rules.fire import add_fire

    for h in sorted(state.fire):
        add_fire(state, h, eff.amount, log)


def _enemy_lose_token(state, eff, log):
    enemy = state.sides[state.enemy(state.turn.house)]
    rng = state.rng_obj()
    for _ in range(eff.amount):
        pool = [t for t, n in sorted(enemy.tokens.items()) for _ in range(n)]
        if not pool:
            break
        t = pool[rng.below(len(pool))]
        enemy.tokens[t] -= 1
        state.supply[t] += 1
        log.add("tokens", f"{enemy.house.title()} loses a {t} order token", house=enemy.house)
    state.rng = rng.state


IMMEDIATE = {"morale": _morale, "gain_token": _gain_token, "draw": _draw, "restore_command": _restore_command,
             "fire_all": _fire_all, "enemy_lose_token": _enemy_lose_token}


# ------------------------------------------------------------------ targeted effects
def _hit(state, eff, u, log):
    from tactical.rules import units as U

    log.add("hits", f"#{u.id} takes {eff['amount']} hit(s) from a card", unit=u.id, hits=eff["amount"])
    if U.take_hits(state, u, eff["amount"], log):
        U.eliminate(state, u, log, "card effect")


def _retreat(state, eff, u, log):
    from tactical.rules.resolution import run_combat
    from tactical.rules.state import Combat

    state.combat.append(Combat(kind="effect", attacker=-1, target=u.id, melee=False, stage="retreat",
                               flags=eff["amount"], target_hex=u.hex))
    run_combat(state, log)


def _rally(state, eff, u, log):
    from tactical.rules import units as U

    u.ready = True
    log.add("rally", f"{U.describe(state, u)} is rallied", unit=u.id)


TARGETED = {"hit": _hit, "retreat": _retreat, "rally": _rally}
