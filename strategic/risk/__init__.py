"""Risk: Game of Thrones (seed 004): Skirmish, Domination and World at War on a networkx map.

The engine follows DESIGN.md's protocol: `engine.new_game` builds a state, `engine.legal_actions`,
`engine.apply` and `engine.view` drive it; `agents` holds the random and greedy players, `play`
runs, saves and replays games, `cli` is `python run.py risk ...`.
"""
