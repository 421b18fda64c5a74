"""DayTrip Generator: seeded, rules-exact adventures for the DayTrippers RPG.

`__version__` is the tool version; `ALGORITHM` is bumped whenever a change alters
any output for an existing seed (the golden tests enforce this).
"""

__version__ = "0.34.0"
ALGORITHM = 34
# The release of daytrip-generator that reproduces each algorithm's output (`daytrip verify`
# names it when a trip code or a campaign's lock records another algorithm than ALGORITHM).
RELEASES = {1: "0.1.0", 2: "0.2.0", 3: "0.3.0", 4: "0.4.0", 5: "0.5.0", 6: "0.6.0", 7: "0.7.0", 8: "0.8.0", 9: "0.9.0", 10: "0.10.0", 11: "0.11.0", 12: "0.12.0", 13: "0.13.0", 14: "0.14.0", 15: "0.15.0", 16: "0.16.0", 17: "0.17.0", 18: "0.18.0", 19: "0.19.0", 20: "0.20.0", 21: "0.21.0", 22: "0.22.0", 23: "0.23.0", 24: "0.24.0", 25: "0.25.0", 26: "0.26.0", 27: "0.27.0", 28: "0.28.0", 29: "0.29.0", 30: "0.30.0", 31: "0.31.0", 32: "0.32.0", 33: "0.33.0", 34: "0.34.0"}
