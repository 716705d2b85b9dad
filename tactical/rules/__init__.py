"""The BattleLore: Battles of Westeros rules, one module per part of the rulebook."""
