"""rules: the DayTrippers rules as procedures. Table rolls (tables), the Big Board (board),
vectors of slip (vectors), surrealism tweaks (tweaks), Mission Aspects (aspects), NPCs and
their CP purchase loop and odds (npc, npc_parts, npc_buy, npc_data, npc_odds), Character
Points (cp), harm (harm), action resolution (resolution), SlipShips (ship) and crews (crew).

May import: the top-level modules (rng, data, errors, memo, audit). No text generation, no
trip, no site, no CLI.
"""
