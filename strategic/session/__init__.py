"""Playing any game of the protocol: the session (history, undo, sub-games), its saves, the agent and
engine registries and the terminal seat. Game-agnostic: it knows engines only through `tactical.protocol`."""
