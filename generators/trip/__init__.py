"""trip: one DayTrip, a Big Board mission made runnable at the table (daytrip), its slots
(slots: client, opposition, tweaks, content) and its NPCs (npcs), with shared helpers (base);
the play layer (play: a strong start and scenes, clues, clock, endings), which reads the trip
only through parts.

May import: content, render, systems, rules, text and the top-level modules. Never the site
or the CLI.
"""
