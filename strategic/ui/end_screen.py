"""The frame every strategic game's end screen shares: the headline naming who won, and the two ways on,
"Play again" (the same game, setup and seats, the next seed) and "Return to menu". A game's end view fills
the space between with its own table of houses.
"""
from __future__ import annotations

from strategic.ui.houses import house_name
from tactical.ui.layout import Rect
from tactical.ui.scene import Scene
from tactical.ui.screen_base import SceneView


class StrategicEndView(SceneView):
    def __init__(self, app, session) -> None:
        self.session = session
        super().__init__(app)

    def headline(self, prize: str = "") -> str:
        """"Stark wins the Iron Throne!", "Stark & Tully win!" or "Nobody wins!" (`prize` after the verb)."""
        result = self.session.result()
        winners = " & ".join(house_name(w) for w in result.winners) if result else "Nobody"
        verb = "wins" if result and len(result.winners) == 1 else "win"
        return f"{winners} {verb}{' ' + prize if prize else ''}!"

    def ways_on(self, sc: Scene, r: Rect, y: float) -> None:
        sc.button(Rect(r.cx - 290, y, 270, 48), "Play again", ("again", None), accent=(250, 226, 140))
        sc.button(Rect(r.cx + 20, y, 270, 48), "Return to menu", ("menu", None))

    def on_hit(self, payload) -> None:
        if payload[0] == "again":
            s = self.session
            self.app.start_strategic(s.game.name, dict(s.setup or {}), s.seed + 1, dict(s.seats))
        else:
            self.app.show_menu()
