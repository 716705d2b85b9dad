"""Headless commands for the window: `run.py screenshot` and the `ui` benchmark.

`screenshot <scenario> --out file.png` plays K random legal actions (seeded) through the session, then
renders the battle screen without a display (ARCADE_HEADLESS); `--until retreat` (or bold, counter, ...)
plays on to that decision. `--screen menu|setup|victory` renders another screen.
`run.py bench ui` reports frames per second drawing the largest scenario's battle screen headless, then
the rebuild after each of 60 random actions, alone and up to the first frame drawn with it (wall and CPU
time, median and p95, with the load average).
`screenshot risk --mode M --players N` and `bench ui --screen risk` are the Risk screen's (risk/cli.py).
"""
from __future__ import annotations

import argparse
import os
import time

from strategic.session.agents import HUMAN, make_agent
from strategic.ui.settings import MIN_SIZE
from tactical.protocol import UserError
from tactical.rules.actions import Attack
from tactical.scenario import list_scenarios, load_scenario
from tactical.ui.decisions import PANELS

SCREENS = ("battle", "menu", "setup", "victory")
DECISIONS = tuple(k for k in PANELS if k != "over")     # every decision kind the battle screen asks


def register(subparsers) -> None:
    p = subparsers.add_parser("screenshot", help="render a screen to PNG: a battle (or --screen menu/setup/victory), "
                                                 "risk or agot (docs/screenshots/README.md)")
    p.add_argument("scenario", help="battle id (see run.py validate) or a scenario .json path; risk or agot for the "
                                    "strategic screens")
    p.add_argument("--out", required=True, help="PNG file to write")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--actions", type=int, default=0, help="random legal actions to play first")
    p.add_argument("--roll", action="store_true", help="then keep playing until an attack's dice were rolled")
    p.add_argument("--agent", choices=("random", "greedy"), default="random", help="who plays those actions")
    p.add_argument("--aim", action="store_true",
                   help="then play on to the first seat's attack step after some dice were rolled, select the "
                        "attacker and hover a target (line of sight, dice, tooltip)")
    p.add_argument("--until", metavar="DECISION", choices=DECISIONS,
                   help="then play on (both seats human) until this decision is asked: " + ", ".join(DECISIONS))
    p.add_argument("--screen", choices=SCREENS, default="battle")
    p.add_argument("--size", default="1280x800", type=window_size,
                   help="window size WxH, at least %dx%d (default 1280x800)" % MIN_SIZE)
    p.add_argument("--mode", choices=("skirmish", "domination", "world"), default="domination",
                   help="risk: the mode (scenario 'risk')")
    p.add_argument("--players", type=int, help="risk: the number of houses (2-5; world: 6-7)")
    p.add_argument("--round", type=int, default=2, help="risk: play on to the human's invasions in this round")
    p.add_argument("--step", help="agot: play on to the human's decision of this engine step (default planning)")
    p.add_argument("--edition", type=int, choices=(1, 2), default=2, help="agot: the rulebook's edition (default 2)")
    p.set_defaults(func=screenshot_command)


def bench_arguments(bench) -> None:
    bench.add_argument("--screen", choices=("battle", "risk", "agot"), default="battle",
                       help="ui: which screen to measure (default the battle screen)")


def window_size(text: str) -> str:
    """--size: WIDTHxHEIGHT, no smaller than the window the game lays out for (its minimum size)."""
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}': write WIDTHxHEIGHT, for example 1280x800") from None
    if w < MIN_SIZE[0] or h < MIN_SIZE[1]:
        raise argparse.ArgumentTypeError(f"'{text}': the window is at least {MIN_SIZE[0]}x{MIN_SIZE[1]}")
    return f"{w}x{h}"


def _window(size: str):
    os.environ.setdefault("ARCADE_HEADLESS", "1")
    import arcade

    w, h = (int(v) for v in size.lower().split("x"))
    return arcade.Window(w, h, "Westeros Wargames", visible=False, antialiasing=False)


def _app(window):
    from strategic.ui.app import App
    from strategic.ui.settings import Settings

    return App(window, Settings(width=window.width, height=window.height, ai_speed="instant", animation="off"),
               autosave=False)


def play_random(session, actions: int, seed: int, until_roll: bool = False, agent_name: str = "random") -> None:
    """Advance a session with seeded legal actions (every seat), optionally until an attack roll."""
    agent = _agent(agent_name, seed)
    extra = 600 if until_roll else 0
    for i in range(actions + extra):
        if session.is_over():
            return
        events = session.submit(agent.choose(session.view_for(session.current_player()), session.legal()))
        if i >= actions and any(e.kind == "roll" and e.data.get("purpose") == "attack" for e in events):
            return


def play_to_attack(session, seed: int, agent_name: str) -> None:
    """Play on until the first seat (a human) must choose an attack, after at least one attack roll."""
    agent = _agent(agent_name, seed)
    for _ in range(3000):
        if session.is_over():
            return
        ready = (session.is_human(session.current_player()) and session.decision_kind() == "attack"
                 and last_attack_roll(session) is not None)
        attacks = [a for a in session.legal() if isinstance(a, Attack)]
        if ready and attacks:
            return
        session.submit(agent.choose(session.view_for(session.current_player()), session.legal()))


def play_until(session, kind: str, seed: int, agent_name: str) -> bool:
    """Play on until a human seat is asked the decision `kind`; False if the battle ended first."""
    agent = _agent(agent_name, seed)
    for _ in range(5000):
        if session.is_over():
            return False
        if session.decision_kind() == kind and session.is_human(session.current_player()):
            return True
        session.submit(agent.choose(session.view_for(session.current_player()), session.legal()))
    return False


def _agent(name: str, seed: int):
    return make_agent("battlelore", name, seed)


def last_attack_roll(session):
    from tactical.ui.battle_events import describe_roll

    rolls = [i for i, e in enumerate(session.events) if e.kind == "roll" and e.data.get("purpose") == "attack"]
    return describe_roll(session.state, session.events[:rolls[-1] + 8]) if rolls else None


def aim(view) -> None:
    """Select the first unit that can attack and hover its first target."""
    attacks = [a for a in view.ix.legal if isinstance(a, Attack)]
    if not attacks:
        return
    st, grid = view.session.state, view.board.geo.grid
    attack = max(attacks, key=lambda a: grid.distance(st.units[a.unit].hex, st.units[a.target].hex))
    view.ix.unit = attack.unit
    view.refresh_choice()
    h = view.session.state.units[attack.target].hex
    x, y = view.board.geo.centre(h)
    view.board.hover = h
    view.set_tooltip(view.board.tooltip(h), x, y, board=True)


def draw_frame(window) -> None:
    """Draw the current view once, as the event loop would (a headless window queues its events)."""
    view = window.current_view
    manager = getattr(view, "section_manager", None)
    if manager is not None and manager.has_sections:
        manager.on_draw()
    else:
        view.on_draw()


def render(window, path: str) -> None:
    import arcade

    draw_frame(window)
    try:
        arcade.get_image(0, 0, window.width, window.height).save(path)
    except (OSError, ValueError) as exc:      # no such folder, not writable, not a picture's extension
        raise UserError(f"--out {path}: cannot write the picture: {getattr(exc, 'strerror', None) or exc}") from None


def screenshot_command(args) -> int:
    os.environ.setdefault("ARCADE_HEADLESS", "1")      # before the imports below bring Arcade in
    from strategic.ui.battle_session import BattleSession

    if args.scenario == "agot":                         # a wrong --step is named before a window opens
        from strategic.ui.agot.cli import check_step
        check_step(args.step)
    window = _window(args.size)
    app = _app(window)
    if args.scenario in ("risk", "agot"):
        from strategic.ui.agot.cli import screenshot as agot_shot
        from strategic.ui.risk.cli import screenshot
        screenshot = agot_shot if args.scenario == "agot" else screenshot

        what = screenshot(app, args)
        render(window, args.out)
        print(f"wrote {args.out} ({what}, {window.width}x{window.height})")
        return 0
    if args.screen == "menu":
        app.show_menu()
    elif args.screen == "setup":
        app.show_setup("battles")
    else:
        sc = load_scenario(args.scenario)
        seats = {sc.sides[0].house: HUMAN, sc.sides[1].house: HUMAN if args.until else "greedy"}
        session = BattleSession.start(sc, args.seed, seats)
        play_random(session, args.actions if args.screen == "battle" else 100000, args.seed, args.roll, args.agent)
        if args.aim:
            play_to_attack(session, args.seed, args.agent)
        if args.until and not play_until(session, args.until, args.seed, args.agent):
            print(f"the battle ended before a '{args.until}' decision (try another --seed)")
        if args.screen == "victory":
            app.show_victory(session)
        else:
            view = app.show_battle(session)
            view.last_roll = last_attack_roll(session) or view.last_roll
            if args.aim:
                aim(view)
            view.refresh_choice()
    render(window, args.out)
    print(f"wrote {args.out} ({args.screen}, {window.width}x{window.height})")
    return 0


# ---------------------------------------------------------------------- benchmark
def largest_scenario() -> str:
    def size(sid: str) -> tuple[int, int]:
        sc = load_scenario(sid)
        pieces = sum(len(s.units) + len(s.commanders) for s in sc.sides) + len(sc.terrain)
        return sc.board.cols * sc.board.rows, pieces

    return max(list_scenarios(), key=size)


def bench_ui(args) -> int:
    if getattr(args, "screen", "battle") in ("risk", "agot"):
        window = _window("1280x800")       # first: it sets ARCADE_HEADLESS before the screens' modules import arcade
        from strategic.ui.agot.cli import bench as agot_bench
        from strategic.ui.risk.cli import bench
        bench = agot_bench if args.screen == "agot" else bench

        print(bench(_app(window), args, draw_frame))
        return 0
    from strategic.ui.battle_session import BattleSession

    window = _window("1280x800")
    sid = largest_scenario()
    sc = load_scenario(sid)
    session = BattleSession.start(sc, args.seed, {sc.sides[0].house: HUMAN, sc.sides[1].house: HUMAN})
    view = _app(window).show_battle(session)
    geo = view.board.geo
    hexes = list(range(geo.grid.size))
    seconds = max(1.0, min(args.seconds, 30.0))
    frames, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        x, y = _mouse_at(geo, hexes, frames)
        view.section_manager.on_mouse_motion(x, y, 0, 0)
        view.on_update(1 / 60)
        draw_frame(window)
        window.ctx.finish()
        frames += 1
    elapsed = time.perf_counter() - start
    refresh = _refresh_ms(view)
    renderer = window.ctx.info.RENDERER
    print(f"ui: {frames / elapsed:.1f} frames per second drawing '{sid}' at 1280x800 headless ({renderer}), "
          f"mouse moving over the board; {frames} frames in {elapsed:.1f} s; "
          f"rebuilding the screen after an action takes {refresh:.0f} ms")
    print(_rebuild_after_actions(view, args.seed))
    return 0


def _rebuild_after_actions(view, seed: int, n: int = 60) -> str:
    """The rebuild after each of `n` seeded random actions (hot seat, the seat to act watching), from the
    engine's answer to the screen ready (its backdrop refilled, the GPU done) and on to the first frame drawn
    with it (what the player waits for): median and 95th percentile of wall and CPU time (CPU counts
    llvmpipe's threads), with the load average. The engine's own work and the autosave are not counted."""
    s, agent, window = view.session, _agent("random", seed), view.window
    times: dict[str, list[float]] = {"wall": [], "CPU": [], "wall to the frame": [], "CPU to the frame": []}
    for _ in range(n):
        if s.is_over():
            break
        events = s.submit(agent.choose(s.view_for(s.current_player()), s.legal()))
        view.viewer = s.current_player()
        window.ctx.finish()         # nothing of the frame before is left to finish
        w0, c0 = time.perf_counter(), time.process_time()
        view.after_events(events, None)
        window.ctx.finish()
        w1, c1 = time.perf_counter(), time.process_time()
        draw_frame(window)
        window.ctx.finish()
        w2, c2 = time.perf_counter(), time.process_time()
        for key, value in zip(times, (w1 - w0, c1 - c0, w2 - w0, c2 - c0)):
            times[key].append(value * 1000)

    def stats(v: list[float]) -> str:
        v = sorted(v)
        return f"median {v[len(v) // 2]:.0f} ms, p95 {v[int(0.95 * (len(v) - 1))]:.0f} ms"

    return (f"ui: rebuild after each of {len(times['wall'])} random actions: "
            + "; ".join(f"{key} {stats(v)}" for key, v in times.items())
            + f"; load average {os.getloadavg()[0]:.1f}")


def _mouse_at(geo, hexes: list[int], frame: int, per_hex: int = 6) -> tuple[float, float]:
    """A mouse gliding from hex centre to hex centre, one hex every `per_hex` frames."""
    i, f = divmod(frame, per_hex)
    (x0, y0), (x1, y1) = geo.centre(hexes[i % len(hexes)]), geo.centre(hexes[(i + 1) % len(hexes)])
    t = f / per_hex
    return x0 + (x1 - x0) * t, y0 + (y1 - y0) * t


def _refresh_ms(view, n: int = 10) -> float:
    start = time.perf_counter()
    for _ in range(n):
        view.refresh()
    return (time.perf_counter() - start) / n * 1000


BENCHMARKS = {"ui": bench_ui}
