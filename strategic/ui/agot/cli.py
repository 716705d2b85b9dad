"""`run.py screenshot agot --players N [--edition 1] --out f.png` and `run.py bench ui --screen agot`.

The screenshot starts a game with the first house human and the others greedy AIs, lets everyone play (the
human's choices made by a greedy agent too) until the human is asked the step `--step` (default: placing
orders; "march" the march or its moves, "westeros" any choice while a Westeros card is resolved) in round
`--round` or later, then shows the decision half made: half of the orders placed and the next token held over
an area; a raid clicked (its targets lit); a march's units picked and a destination hovered (by ship if one
is, its chain drawn); a bid raised by two. `--screen setup` shows
the setup view, `--screen victory` the end screen of an AI game `--round` rounds long. The benchmark plays a
6-house game of AI seats a few rounds in, then measures frames per second while the mouse glides over the
board at 1280x800, and the time the screen takes to show an AI's step.
"""
from __future__ import annotations

from strategic.agot.rules.actions import Move, PlaceOrder, Raid
from strategic.agot.rules.engine import STEPS
from strategic.agot.rules.marches import transport_chain
from strategic.agot.setups import load_setup
from strategic.session.agents import HUMAN, default_ai, make_agent
from strategic.ui import screen_cli
from strategic.ui.agot.tracks import in_westeros
from tactical.protocol import UserError


def start(app, players: int, seed: int, human: bool = True, edition: int = 2, max_rounds: int | None = None):
    houses = load_setup(edition, players, six_players_1e=edition == 1 and players == 6).houses
    ai = default_ai("agot")
    seats = {h: HUMAN if human and i == 0 else ai for i, h in enumerate(houses)}
    setup = {"edition": edition, "players": players, "max_rounds": max_rounds}
    return app.start_strategic("agot", setup, seed, seats)


def play_until(screen, step: str, round_: int, seed: int) -> bool:
    """Play on until the human seat must act in `step` (or, for "westeros", while a Westeros card is being
    resolved) in round `round_` or later; False if the game ended first."""
    wanted = WANTED.get(step, lambda view: view.step == step)
    return screen_cli.play_until(screen, "agot", lambda view, legal: wanted(view) and view.round >= round_, seed)


def half_orders(screen, seed: int) -> None:
    """Place half of the human's orders (greedy), then hold the next token of the tray over the next area
    still to order (mid-drag: the areas it may go to outlined)."""
    s = screen.session
    agent = make_agent("agot", default_ai("agot"), seed)
    player = s.current_player()
    todo = len({a.area for a in s.legal() if isinstance(a, PlaceOrder)})
    for _ in range(todo // 2):
        s.submit(agent.choose(s.view_for(player), s.legal()))
    screen.refresh()
    legal = sorted((a for a in s.legal() if isinstance(a, PlaceOrder)), key=lambda a: (a.area, a.token))
    tray = {h.payload[1]: h.rect for h in screen.tracks.scene.hits if h.payload and h.payload[0] == "token"}
    if legal and legal[0].token in tray:
        r = tray[legal[0].token]
        screen.lift(r.left + 13, r.cy)
        x, y = screen.board.screen_point(screen.names[legal[0].area])
        screen.hold(x + 14, y + 10)


def show_raid(screen, seed: int) -> None:
    """Click a raid that has a target: its targets outlined."""
    raids = [a for a in screen.session.legal() if isinstance(a, Raid) and a.target]
    if raids:
        screen.map_click(screen.names[raids[0].area])


def show_march(screen, seed: int) -> None:
    """Resolve a march order, pick units, hover a destination: reached by ship if any (the chain drawn)."""
    s = screen.session
    if s.state.step == "march":
        screen.map_click(screen.names[s.legal()[0].area])
    moves = [a for a in s.legal() if isinstance(a, Move)]
    if not moves:
        return
    v = screen.choice.view
    by_sea = [m for m in moves if transport_chain(v, v.viewer, v.pending["area"], m.to)]
    move = (by_sea or moves)[0]
    screen.press(("units", move.units))
    name = screen.names[move.to]
    screen.board.hover = name
    screen.map_hover(name, *screen.board.screen_point(name))


def show_bid(screen, seed: int) -> None:
    for _ in range(2):
        screen.press(("nudge", 1))


WANTED = {"westeros": lambda v: in_westeros(v) and len(v.queue) < len(v.drawn) and v.step != "rank",
          "march": lambda v: v.step in ("march", "marching")}
STAGE = {"planning": half_orders, "raid": show_raid, "march": show_march, "bid": show_bid}


def check_step(step: str | None) -> None:
    """--step names a decision the engine asks (or one of WANTED's groups), else a message naming them all."""
    if step is not None and step not in STEPS and step not in WANTED:
        raise UserError(f"--step '{step}': not a decision of A Game of Thrones; choose one of "
                        + ", ".join(sorted({*STEPS, *WANTED})))


def screenshot(app, args) -> str:
    if args.screen == "setup":
        app.show_agot_setup()
        return "agot setup"
    if args.screen == "victory":
        return play_to_end(app, args)
    step = getattr(args, "step", None) or "planning"
    check_step(step)
    screen = start(app, args.players or 6, args.seed, edition=getattr(args, "edition", 2))
    reached = play_until(screen, step, args.round, args.seed)
    if not reached:
        print(f"the game ended before a '{step}' decision in round {args.round} or later (try another --seed)")
    screen.refresh()
    if reached and step in STAGE:
        STAGE[step](screen, args.seed)
    view = screen.seat_view()
    return f"agot, {len(view.houses)} houses, round {view.round}, step {view.step}"


def play_to_end(app, args) -> str:
    """A game of AI seats, `--round` rounds long, played to its end screen."""
    screen = start(app, args.players or 6, args.seed, human=False, edition=getattr(args, "edition", 2),
                   max_rounds=max(1, args.round))
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
            f"(panels rebuilt, map recoloured, pieces redrawn, one frame drawn): {redraws.words()}")
