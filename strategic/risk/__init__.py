"""Risk: Game of Thrones (seed 004): Skirmish, Domination and World at War on a networkx map.

`game.RISK` is the engine behind the common protocol (`tactical.protocol.Game`); `battle_game.RISK_BATTLE`
plays one invasion as a sub-game of its own. Inside: `rules/` (the state, actions and one module per step
of a turn), `ai/` (the random and greedy players, `ai.agents.make_agent`), `cli/` (`python run.py risk`,
the terminal seat, headless play and saves), `balance/` (`python run.py risk-balance`), and `log.py`
(events as text).
"""
