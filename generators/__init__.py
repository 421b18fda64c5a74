"""DayTrip Generator: seeded, rules-exact adventures for the DayTrippers RPG.

`__version__` is the tool version; `ALGORITHM` is bumped whenever a change alters
any output for an existing seed (the golden tests enforce this).
"""

__version__ = "0.1.0"
ALGORITHM = 2
