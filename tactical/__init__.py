"""BattleLore: Battles of Westeros: hex geometry, rules engine, scenarios, AI; `ui/` holds the Arcade views."""
