"""The battle hand-off (issue 12): a strategic battle fought on the BattleLore hex battlefield.

`plan.generate_plan` turns a `BattleRequest` (houses, armies, special units, the territory) into a
battle plan; `table.py` is the one table between armies and units, used both ways; `houses.py` maps the
strategic games' houses to BattleLore armies. Risk uses them when its setup says `battles="hexes"` or
`"ask"` (strategic/risk/rules/invade.py).
"""
