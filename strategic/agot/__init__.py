"""A Game of Thrones: The Board Game (1st and 2nd edition): its data (board, setups, cards) and rules engine.

`board`, `setups` and `cards` load and validate the files of `scenarios/agot/`; `rules` is the engine.
"""
