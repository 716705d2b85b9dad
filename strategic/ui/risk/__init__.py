"""Risk: Game of Thrones in the window: the adapter between the Risk engine's views and legal actions and
the shared strategic screen (map widget, panels, hand-over, flow). No rule is decided here."""
