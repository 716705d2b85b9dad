"""One session plays any game of the protocol with any agents (DESIGN.md "One session runs any game").

A `Session` holds a game's setup, seed and seats and the history of what was played: each step is a seat's
action, or a whole sub-game (a battle) with its result. From that history alone the state is rebuilt
exactly, which gives replay, saves and undo for every engine at once:

- `submit(seat, action)` applies what a human chose; `step()` lets the agents of the seats to act choose
  from their own views; `run()` plays on until a human must decide or the game ends. The window splits a
  step in two (`ai_turn`, then `play_ai` with the agent's choice) so that the agent thinks off its thread.
- Secret simultaneous choices: when several seats are to act, each agent sees only its own view, in
  which the others' submitted choices stay hidden until the engine reveals them.
- Sub-games: when the engine pauses on a `SubGame`, the session opens a child session for it (the
  parent's seats play the matching sub-game seats with the same kinds of agent) and, when the child's
  game ends, resumes the parent with its result. A save taken mid-battle holds both levels.
- Undo goes back over the last seat's choices (and the agents' answers to them) but never past a
  random result or a revealed secret: `Game.is_barrier` says which steps those are.
"""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Sequence

from tactical.protocol import Agent, Event, Game, IllegalAction, InPlace, Seat, SubGameResult, events_for

from .agents import HUMAN, default_ai, make_agent
from .games import game_named

SEED_MASK = (1 << 63) - 1     # agents' seeds stay 63-bit however deep sub-games nest
MAX_STEPS = 1_000_000        # a safety net against an engine that never ends; no legal game comes near


@dataclass(frozen=True)
class Registry:
    """Where a session finds engines and agents by name: the project's registries, or a test's own."""

    game: Callable[[str], Game[Any, Any, Any]] = game_named
    agent: Callable[[str, str, int], Agent] = make_agent
    default_ai: Callable[[str], str] = default_ai


DEFAULT_REGISTRY = Registry()


@dataclass(slots=True)
class Played:
    """One step of the history: a seat's action, or a finished sub-game and the result it handed back."""

    seat: Seat | None = None
    action: Any = None
    subgame: "Session | None" = None
    result: SubGameResult | None = None
    at: int = 0                          # a sub-game's events came after this many of the parent's


@dataclass(slots=True)
class AiTurn:
    """One agent's turn to choose, as `step()` asks it: the session of the game being played, the seat, its
    agent, the seat's view and legal actions, and where the game was (to tell a choice made too late)."""

    session: "Session"
    seat: Seat
    agent: Agent
    view: Any
    legal: list[Any]
    state: Any
    played: int                          # len(history) when asked: a fast session changes its state in place

    def choose(self) -> Any:
        """The agent's choice; reads only the view and legal actions, so it may run on another thread."""
        return self.agent.choose(self.view, self.legal)


@dataclass
class Session:
    game: Game[Any, Any, Any]
    setup: Mapping[str, Any] | None              # None: played on from a hand-built state (no replay)
    seed: int
    seats: dict[Seat, str]                      # seat -> agent kind ("human", "random", "hard", ...)
    agents: dict[Seat, Agent] = field(default_factory=dict)
    history: list[Played] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)
    barrier: int = 0                            # history before this index cannot be undone
    child: "Session | None" = None              # the sub-game being played, if any
    on_events: Callable[[Game[Any, Any, Any], Sequence[Event]], None] | None = None
    registry: "Registry | None" = None          # engines and agents by name (tests bring their own)
    fast: bool = False      # apply in place; keep no undo and no event log, only pass events to on_events
                            # (benchmarks, the arena: a long game's log costs the garbage collector)
    _state: Any = field(default=None, repr=False)
    _in_place: InPlace | None = field(default=None, repr=False)   # the engine, when fast and it can

    # ------------------------------------------------------------------ building
    @classmethod
    def start(cls, game: str | Game[Any, Any, Any], setup: Mapping[str, Any], seed: int,
              seats: Mapping[Seat, str] | None = None, *, agents: Mapping[Seat, Agent] | None = None,
              on_events: Callable[[Game[Any, Any, Any], Sequence[Event]], None] | None = None,
              registry: "Registry | None" = None, fast: bool = False) -> "Session":
        """A new game. Seats not named in `seats` are played by the game's default AI; `agents` (for
        replays) are used as they are instead of making new ones by kind."""
        reg = registry or DEFAULT_REGISTRY
        engine = reg.game(game) if isinstance(game, str) else game
        state, events = engine.new_game(setup, seed)
        return cls._around(engine, state, events, setup, seed, seats, agents, on_events, registry, fast)

    @classmethod
    def from_state(cls, game: Game[Any, Any, Any], state: Any, seats: Mapping[Seat, str] | None = None, *,
                   agents: Mapping[Seat, Agent] | None = None, seed: int = 0,
                   registry: "Registry | None" = None, fast: bool = False) -> "Session":
        """A session that plays on from a state built by hand (a test position, a balance experiment).
        It has no setup to replay from: it can neither undo nor be saved."""
        return cls._around(game, state, [], None, seed, seats, agents, None, registry, fast)

    @classmethod
    def _around(cls, engine: Game[Any, Any, Any], state: Any, events: Sequence[Event],
                setup: Mapping[str, Any] | None, seed: int, seats: Mapping[Seat, str] | None,
                agents: Mapping[Seat, Agent] | None,
                on_events: Callable[[Game[Any, Any, Any], Sequence[Event]], None] | None,
                registry: "Registry | None", fast: bool) -> "Session":
        reg = registry or DEFAULT_REGISTRY
        kinds = {s: (seats or {}).get(s, "") or reg.default_ai(engine.name) for s in engine.seats(state)}
        unknown = set(seats or {}) - set(kinds)
        if unknown:
            raise IllegalAction(f"no seat {', '.join(sorted(unknown))} in this game "
                                f"(seats: {', '.join(kinds)})")
        if agents is None:
            agents = {s: reg.agent(engine.name, k, (seed * 7919 + i) & SEED_MASK)
                      for i, (s, k) in enumerate(kinds.items()) if k != HUMAN}
        session = cls(engine, None if setup is None else dict(setup), seed, kinds, dict(agents),
                      on_events=on_events, registry=registry, fast=fast)
        session._state = state
        session._in_place = engine if fast and isinstance(engine, InPlace) else None
        session._emit(events)
        session._open_subgame()
        return session

    @property
    def state(self) -> Any:
        return self._state

    # ------------------------------------------------------------------ reading
    def to_act(self) -> frozenset[Seat]:
        """Who decides now in the game being played (this one, or the sub-game it is paused on), as seats
        of that game: `player_of` names the seat of this game that plays each."""
        if self.child is not None:
            return self.child.to_act()
        return self.game.to_act(self._state)

    def active(self) -> "Session":
        """The session whose game is being played now: this one, or the sub-game's (recursively)."""
        return self.child.active() if self.child is not None else self

    def child_seat_map(self) -> dict[Seat, Seat]:
        """Sub-game seat -> this session's seat, for the sub-game being played."""
        sub = self.game.subgame(self._state)
        return dict(sub.seats) if sub is not None else {}

    def player_of(self, seat: Seat) -> Seat:
        """The seat of this session's game that plays `seat` of the game being played now."""
        if self.child is None:
            return seat
        inner = self.child.player_of(seat)
        return self.child_seat_map().get(inner, inner)

    def legal(self, seat: Seat) -> list[Any]:
        return self.game.legal_actions(self._state, seat)

    def view(self, seat: Seat) -> Any:
        return self.game.view(self._state, seat)

    def result(self) -> Any:
        return self.game.result(self._state)

    def state_hash(self) -> str:
        """A fingerprint of the state (saves check that their actions replay to it)."""
        text = json.dumps(self.game.state_to_json(self._state), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(text.encode()).hexdigest()

    def is_over(self) -> bool:
        return self.result() is not None

    def is_human(self, seat: Seat | None) -> bool:
        return seat is not None and self.seats.get(seat) == HUMAN

    def humans_to_act(self) -> list[Seat]:
        act = self.active()
        return [s for s in sorted(act.to_act()) if act.is_human(s)]

    def events_for(self, seat: Seat | None) -> list[Event]:
        return events_for(self.events, seat)

    def log(self) -> list[tuple[Game[Any, Any, Any], Event]]:
        """Every event of the game in the order it happened, the sub-games' inside, each with its game."""
        out: list[tuple[Game[Any, Any, Any], Event]] = []
        done = 0
        for step in self.history:
            if step.subgame is not None:
                out += [(self.game, e) for e in self.events[done:step.at]] + step.subgame.log()
                done = step.at
        out += [(self.game, e) for e in self.events[done:]]
        return out + (self.child.log() if self.child is not None else [])

    # ------------------------------------------------------------------ acting
    def submit(self, seat: Seat, action: Any) -> list[Event]:
        """Apply `seat`'s action in the game being played (a sub-game's, if one is open)."""
        events = self.active()._submit_here(seat, action)
        return events + self._settle()

    def _settle(self) -> list[Event]:
        """Close every finished sub-game, deepest first, resuming its parent with the result."""
        if self.child is None:
            return []
        return self.child._settle() + self._close_finished_subgames()

    def _submit_here(self, seat: Seat, action: Any, legal: Sequence[Any] | None = None) -> list[Event]:
        before = self._state
        if self._in_place is not None:
            events = self._in_place.apply_in_place(before, seat, action, legal)
            self.barrier = len(self.history) + 1                 # no earlier state is kept to compare
        else:
            new, events = self.game.apply(before, seat, action)  # raises IllegalAction, nothing changes
            self._state = new
            if self.game.is_barrier(before, new, events):
                self.barrier = len(self.history) + 1
        self.history.append(Played(seat, action))
        if self.on_events is not None or not self.fast:     # a fast session with no listener: nothing to do
            self._emit(events)
        self._open_subgame()
        return list(events)

    def step(self) -> list[Event]:
        """Every agent among the seats to act chooses, from its own view, and its choice is applied.
        Returns the events; an empty list with nobody done means only humans are to act (or it is over)."""
        act = self.active()
        return self._step(act, [s for s in sorted(act.to_act()) if not act.is_human(s)])

    def _step(self, act: "Session", seats: list[Seat]) -> list[Event]:
        events: list[Event] = []
        several = len(seats) > 1
        for seat in seats:
            if several and seat not in act.to_act():
                continue                           # an earlier choice this step ended the secret round
            turn = act._turn(seat)
            events += self._play(turn, turn.choose())
        return events

    # ------------------------------------------------------------------ a step split in two (the window)
    def ai_turn(self) -> "AiTurn | None":
        """What `step()` would ask the one agent to act, without asking it yet: the window lets it choose on
        another thread and applies the choice with `play_ai`. None when no agent is to act, or several (a
        secret simultaneous round: `step()` plays those in one go)."""
        act = self.active()
        seats = [s for s in act.to_act() if not act.is_human(s)]
        return act._turn(seats[0]) if len(seats) == 1 else None

    def is_current(self, turn: "AiTurn") -> bool:
        """Whether the game is still where `turn` was asked (no undo, load or other step since)."""
        act = turn.session
        return act is self.active() and act._state is turn.state and len(act.history) == turn.played

    def play_ai(self, turn: "AiTurn", choice: Any) -> list[Event]:
        """Apply what `turn`'s agent chose, with `step()`'s checks and events. IllegalAction, and nothing
        changes, if the game has moved on since the turn was asked."""
        if not self.is_current(turn):
            raise IllegalAction(f"agent {turn.agent.name!r} for {turn.seat}: the game moved on while it chose")
        return self._play(turn, choice)

    def _turn(self, seat: Seat) -> "AiTurn":
        legal = self.game.legal_actions(self._state, seat)
        return AiTurn(self, seat, self.agents[seat], self.game.view(self._state, seat), legal, self._state,
                      len(self.history))

    def _play(self, turn: "AiTurn", choice: Any) -> list[Event]:
        act, seat = turn.session, turn.seat
        try:                                       # the engine checks the choice against `legal`
            events = act._submit_here(seat, choice, turn.legal)
        except IllegalAction as exc:
            raise IllegalAction(f"agent {turn.agent.name!r} for {seat}: {exc}") from None
        return events + self._settle() if act is not self else events

    def run(self, max_steps: int = MAX_STEPS, until: Callable[["Session"], bool] | None = None) -> None:
        """Play on with the agents until only humans are left to decide, the game ends, or `until(self)`.
        With secret simultaneous choices the agents choose even while a human has still to."""
        for _ in range(max_steps):
            if until is not None and until(self):
                return
            # active() and to_act() spelled out: this loop runs once per action of every benchmark game
            act = self if self.child is None else self.child.active()
            seats = act.game.to_act(act._state)
            if not seats:
                if self.is_over():
                    return
                raise RuntimeError(f"{act.game.name}: nobody can act and the game is not over")
            agents = [s for s in seats if act.seats.get(s) != HUMAN]
            if not agents:
                return
            self._step(act, sorted(agents) if len(agents) > 1 else agents)
        raise RuntimeError(f"{self.game.name} seed {self.seed}: not over after {max_steps} steps")

    # ------------------------------------------------------------------ sub-games
    def _open_subgame(self) -> None:
        """Paused on a sub-game: its seats are played by the same kinds of player as the parent seats
        they stand for (a seat the parent does not list, such as neutral armies, by the default AI)."""
        sub = self.game.subgame(self._state)
        if sub is None or self.child is not None:
            return
        kinds = {s: self.seats.get(parent, "") for s, parent in sub.seats.items()}
        self.child = Session.start(sub.game, sub.setup, sub.seed, kinds, on_events=self.on_events,
                                   registry=self.registry, fast=self.fast)
        self._close_finished_subgames()

    def _close_finished_subgames(self) -> list[Event]:
        child = self.child
        if child is None or not child.is_over():
            return []
        res = child.result()
        seat_map = self.child_seat_map()
        result = SubGameResult(tuple(seat_map.get(w, w) for w in res.winners), dict(res.outcome))
        self.child = None
        return self._resume(child, result)

    def _resume(self, child: "Session", result: SubGameResult) -> list[Event]:
        new, events = self.game.resume(self._state, result)
        self._state = new
        self.history.append(Played(subgame=child, result=result, at=len(self.events)))
        self.barrier = len(self.history)                      # a battle fought is a random result
        self._emit(events)
        self._open_subgame()
        return list(events)

    # ------------------------------------------------------------------ undo
    def can_undo(self) -> bool:
        act = self.active()
        return act.setup is not None and len(act.history) > act.barrier

    def undo(self) -> bool:
        """Take back the last step and the agents' answers to it, down to the last random result or
        reveal. Acts in the sub-game being played, if any."""
        act = self.active()
        if not act.can_undo():
            return False
        keep = act.history[:-1]
        while len(keep) > act.barrier and not act._human_acts_after(keep):
            keep.pop()
        act._rebuild(keep)
        return True

    def _human_acts_after(self, history: list[Played]) -> bool:
        return bool(self._replayed(history).humans_to_act())

    def _replayed(self, history: list[Played]) -> "Session":
        if self.setup is None:
            raise IllegalAction("a game played on from a hand-built position cannot be replayed")
        trial = Session.start(self.game, self.setup, self.seed, self.seats, agents=self.agents,
                              registry=self.registry)
        for step in history:
            trial.replay_step(step)
        return trial

    def _rebuild(self, history: list[Played]) -> None:
        trial = self._replayed(history)
        self._state, self.history, self.events, self.barrier = trial._state, trial.history, trial.events, \
            min(self.barrier, len(trial.history))
        self.child = trial.child

    def replay_step(self, step: Played) -> None:
        """Play a recorded step again: a seat's action, or a finished sub-game's steps and its result."""
        if step.subgame is None:
            self._submit_here(step.seat or self.sole_actor(), step.action)
            return
        child = self.child
        if child is None:
            raise IllegalAction("a sub-game was recorded where the game is not paused on one")
        for inner in step.subgame.history:
            child.replay_step(inner)
        self._settle()
        if self.child is not None:
            raise IllegalAction("a recorded sub-game does not end where it was recorded to end")

    def sole_actor(self) -> Seat:
        """The one seat to act (for old saves that did not record who sent each action)."""
        act = self.game.to_act(self._state)
        if len(act) != 1:
            raise IllegalAction(f"the step does not say which seat acted, and {len(act)} seats are to act")
        return next(iter(act))

    # ------------------------------------------------------------------ events
    def _emit(self, events: Sequence[Event]) -> None:
        if not self.fast:
            self.events.extend(events)
        if self.on_events is not None and events:
            self.on_events(self.game, events)          # the game, so a battle's events are its own to word

