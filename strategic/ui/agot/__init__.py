"""A Game of Thrones in the window: the board on the shared map widget (strategic/ui/map), its looks,
decisions, panels and screens."""
