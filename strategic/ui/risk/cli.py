"""`run.py screenshot risk --mode M --players N --out f.png` and `run.py bench ui --screen risk`.

The screenshot starts a game with the first house human and the others greedy AIs, lets everyone play
(the human's choices made by a greedy agent too) until the human is asked to invade in round `--round`,
then chooses an attack (its odds preview shows) and hovers the target (its tooltip and neighbours show).
The benchmark plays a World at War game (7 AI houses) a few rounds in, then measures frames per second
while the mouse glides over the board at 1280x800, and the time the screen takes to show an AI's move.
"""
from __future__ import annotations

from strategic.risk.cli.modes import resolve_mode
from strategic.risk.rules.actions import Attack
from strategic.risk.rules.tables import HOUSES
from strategic.session.agents import HUMAN, default_ai
from strategic.ui import screen_cli


def start(app, mode: str, players: int | None, seed: int, human: bool = True):
    rules, players, map_name = resolve_mode(mode, players)
    ai = default_ai("risk")
    seats = {h: HUMAN if human and i == 0 else ai for i, h in enumerate(HOUSES[players])}
    return app.start_strategic("risk", {"rules": rules, "players": players, "map": map_name}, seed, seats)


def play_until(screen, phase: str, round_: int, seed: int) -> bool:
    """Play on until the human seat may attack in `phase` in round `round_` or later; False if the game
    ended first."""
    return screen_cli.play_until(screen, "risk", lambda view, legal: view.phase == phase and view.round >= round_
                                 and any(isinstance(a, Attack) for a in legal), seed)


def aim(screen) -> None:
    """Click the start and target of the human's best-looking attack, and hover the target."""
    attacks = [a for a in screen.session.legal() if isinstance(a, Attack)]
    view = screen.seat_view()
    best = max(attacks, key=lambda a: (view.armies[a.src] - view.armies[a.dst], a.dice))
    screen.refresh()
    for name in (best.src, best.dst):
        screen.map_click(name)
    x, y = screen.board.screen_point(best.dst)
    screen.board.hover = best.dst
    screen.map_hover(best.dst, x + 10, y + 10)


def screenshot(app, args) -> str:
    """The Risk screen (or with --screen setup/victory the setup or end screen); --round 0: the game's start."""
    if args.screen in SCREENS:
        return SCREENS[args.screen](app, args)
    screen = start(app, args.mode, args.players, args.seed)
    if args.round > 0 and play_until(screen, "invade", args.round, args.seed):
        aim(screen)
    else:
        if args.round > 0:
            print(f"the game ended before the first house could invade in round {args.round} (try another --seed)")
        screen.refresh()
    return f"risk {args.mode}, {len(screen.session.seat_order)} houses, round {screen.seat_view().round}"


def _setup(app, args) -> str:
    app.show_strategic_setup()
    return "strategic games setup"


def _end(app, args) -> str:
    """An AI game of --round rounds (at least 3) played to its end screen."""
    rules, players, map_name = resolve_mode(args.mode, args.players)
    seats = {h: default_ai("risk") for h in HOUSES[players]}
    setup = {"rules": rules, "players": players, "map": map_name, "max_rounds": max(3, args.round)}
    screen = app.start_strategic("risk", setup, args.seed, seats)
    while not screen.session.is_over():
        screen.session.step_ai()
    app.show_risk_end(screen.session)
    return f"risk end screen, {args.mode}"


SCREENS = {"setup": _setup, "victory": _end}


def bench(app, args, draw_frame) -> str:
    screen = start(app, "world", 7, args.seed, human=False)
    fps, frames, redraws = screen_cli.measure(app, screen, 4, args.seconds, draw_frame)
    return (f"ui risk: {fps:.1f} frames per second on the World at War board at 1280x800 headless "
            f"({app.window.ctx.info.RENDERER}), mouse moving over the map; {frames} frames. An AI move shown "
            f"(panels rebuilt, map recoloured, one frame drawn): {redraws.words()}")
