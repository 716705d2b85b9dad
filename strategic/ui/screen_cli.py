"""What the games' `run.py screenshot <game>` and `run.py bench ui --screen <game>` share
(strategic/ui/risk/cli.py, strategic/ui/agot/cli.py): playing a game on to the human's decision wanted,
and measuring a strategic screen (frames per second while the mouse glides over the map, and the time
from an AI step to the screen showing it).
"""
from __future__ import annotations

import os
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


class Redraws(list):
    """The wall-clock ms of each AI step shown, sorted, with the process's CPU ms of each (`cpu`, sorted:
    the machine is shared, and under load the wall time is mostly waiting for a core)."""

    def __init__(self, wall: list[float], cpu: list[float]) -> None:
        super().__init__(sorted(wall))
        self.cpu = sorted(cpu)

    def words(self) -> str:
        return (f"median {_pick(self, 0.5):.1f} ms, p95 {_pick(self, 0.95):.1f} ms, worst {self[-1]:.1f} ms "
                f"(CPU median {_pick(self.cpu, 0.5):.1f} ms, p95 {_pick(self.cpu, 0.95):.1f} ms) over {len(self)}, "
                f"load average {os.getloadavg()[0]:.1f}")


def _pick(values: list[float], share: float) -> float:
    return values[min(len(values) - 1, int(len(values) * share))]


def measure(app, screen, rounds: int, seconds: float, draw_frame, steps: int = 40):
    """Play the AI game to round `rounds`, glide the mouse over the map for `seconds` (1 to 30), then show up
    to `steps` AI steps: (frames per second, frames, `Redraws` of the steps shown)."""
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
    wall, cpu = [], []
    for _ in range(steps):
        if s.is_over():
            break
        events = s.step_ai()
        t0, c0 = time.perf_counter(), time.process_time()
        screen.after_step(events)
        draw_frame(window)
        window.ctx.finish()
        wall.append((time.perf_counter() - t0) * 1000)
        cpu.append((time.process_time() - c0) * 1000)
    return fps, frames, Redraws(wall, cpu)


def _glide(screen, names: list[str], frame: int, per_area: int = 6) -> tuple[float, float]:
    i, f = divmod(frame, per_area)
    (x0, y0), (x1, y1) = (screen.board.screen_point(names[k % len(names)]) for k in (i, i + 1))
    t = f / per_area
    return x0 + (x1 - x0) * t, y0 + (y1 - y0) * t
