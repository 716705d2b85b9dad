"""What the games' `run.py screenshot <game>` and `run.py bench ui --screen <game>` share
(strategic/ui/risk/cli.py, strategic/ui/agot/cli.py): playing a game on to the human's decision wanted,
and measuring a strategic screen (frames per second while the mouse glides over the map, and the time
from an AI step to the screen showing it).
"""
from __future__ import annotations

import time

from strategic.session.agents import default_ai, make_agent


def play_until(screen, game: str, wanted, seed: int, max_steps: int = 20000) -> bool:
    """Everyone plays (the human seat by a greedy agent) until `wanted(view, legal)` holds when the human
    seat must act; False if the game ended first."""
    s = screen.session
    agent = make_agent(game, default_ai(game), seed)
    for _ in range(max_steps):
        if s.is_over():
            return False
        player = s.current_player()
        if s.is_human(player):
            view = s.view_for(player)
            if wanted(view, s.legal()):
                return True
            s.submit(agent.choose(view, s.legal()))
        else:
            s.step_ai()
    return False


def measure(app, screen, rounds: int, seconds: float, draw_frame):
    """Play the AI game to round `rounds`, glide the mouse over the map for `seconds` (1 to 30), then show up
    to 20 AI steps: (frames per second, frames, sorted ms per step shown)."""
    s = screen.session
    while not s.is_over() and s.state.round < rounds:
        s.step_ai()
    screen.refresh()
    names = list(screen.model.areas)
    window = app.window
    seconds = max(1.0, min(seconds, 30.0))
    frames, begin = 0, time.perf_counter()
    while time.perf_counter() - begin < seconds:
        x, y = _glide(screen, names, frames)
        screen.section_manager.on_mouse_motion(x, y, 0, 0)
        draw_frame(window)
        window.ctx.finish()
        frames += 1
    fps = frames / (time.perf_counter() - begin)
    redraws = []
    for _ in range(20):
        if s.is_over():
            break
        events = s.step_ai()
        t0 = time.perf_counter()
        screen.after_step(events)
        draw_frame(window)
        window.ctx.finish()
        redraws.append((time.perf_counter() - t0) * 1000)
    return fps, frames, sorted(redraws)


def _glide(screen, names: list[str], frame: int, per_area: int = 6) -> tuple[float, float]:
    i, f = divmod(frame, per_area)
    (x0, y0), (x1, y1) = (screen.board.screen_point(names[k % len(names)]) for k in (i, i + 1))
    t = f / per_area
    return x0 + (x1 - x0) * t, y0 + (y1 - y0) * t
