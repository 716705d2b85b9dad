"""Risk players that decide from a seat's view: the random agent, the greedy baseline and its draft."""
