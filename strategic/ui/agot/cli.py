"""`run.py screenshot agot --players N --out f.png` and `run.py bench ui --screen agot`.

The screenshot starts a game with the first house human and the others greedy AIs, lets everyone play (the
human's choices made by a greedy agent too) until the human is asked the step `--step` (default: placing
orders) in round `--round` or later, then plays half of the human's orders and clicks the next area to
order, so the token buttons show (for other steps the decision is shown as asked). `--screen setup` shows
the setup view, `--screen victory` the end screen of an AI game `--round` rounds long. The benchmark plays a
6-house game of AI seats a few rounds in, then measures frames per second while the mouse glides over the
board at 1280x800, and the time the screen takes to show an AI's step.
"""
from __future__ import annotations

from strategic.agot.rules.actions import PlaceOrder
from strategic.agot.setups import load_setup
from strategic.session.agents import HUMAN, default_ai, make_agent
from strategic.ui import screen_cli


def start(app, players: int, seed: int, human: bool = True, edition: int = 2, max_rounds: int | None = None):
    houses = load_setup(edition, players, six_players_1e=edition == 1 and players == 6).houses
    ai = default_ai("agot")
    seats = {h: HUMAN if human and i == 0 else ai for i, h in enumerate(houses)}
    setup = {"edition": edition, "players": players, "max_rounds": max_rounds}
    return app.start_strategic("agot", setup, seed, seats)


def play_until(screen, step: str, round_: int, seed: int) -> bool:
    """Play on until the human seat must act in `step` in round `round_` or later; False if the game ended
    first."""
    return screen_cli.play_until(screen, "agot", lambda view, legal: view.step == step and view.round >= round_,
                                 seed)


def half_orders(screen, seed: int) -> None:
    """Place half of the human's orders (greedy), then click the next area still to order."""
    s = screen.session
    agent = make_agent("agot", default_ai("agot"), seed)
    player = s.current_player()
    todo = len({a.area for a in s.legal() if isinstance(a, PlaceOrder)})
    for _ in range(todo // 2):
        s.submit(agent.choose(s.view_for(player), s.legal()))
    screen.refresh()
    areas = sorted({a.area for a in s.legal() if isinstance(a, PlaceOrder)})
    if areas:
        screen.map_click(screen.names[areas[0]])


def screenshot(app, args) -> str:
    if args.screen == "setup":
        app.show_agot_setup()
        return "agot setup"
    if args.screen == "victory":
        return play_to_end(app, args)
    screen = start(app, args.players or 6, args.seed)
    step = getattr(args, "step", None) or "planning"
    if play_until(screen, step, args.round, args.seed):
        screen.refresh()
        if step == "planning":
            half_orders(screen, args.seed)
    else:
        screen.refresh()
    view = screen.seat_view()
    return f"agot, {len(view.houses)} houses, round {view.round}, step {view.step}"


def play_to_end(app, args) -> str:
    """A game of AI seats, `--round` rounds long, played to its end screen."""
    screen = start(app, args.players or 6, args.seed, human=False, max_rounds=max(1, args.round))
    window = app.window
    for _ in range(20000):
        if window.current_view is not screen:
            break
        screen.on_update(1.0)
    return f"agot end screen after {screen.session.state.round} round(s)"


def bench(app, args, draw_frame) -> str:
    screen = start(app, 6, args.seed, human=False)
    fps, frames, redraws = screen_cli.measure(app, screen, 3, args.seconds, draw_frame)
    return (f"ui agot: {fps:.1f} frames per second on the 6-house board at 1280x800 headless "
            f"({app.window.ctx.info.RENDERER}), mouse moving over the map; {frames} frames. An AI step shown "
            f"(panels rebuilt, map recoloured, one frame drawn): median {redraws[len(redraws) // 2]:.1f} ms, "
            f"worst {redraws[-1]:.1f} ms over {len(redraws)} steps")
