"""Text and Markdown for Mission Aspects (called by the mission renderers).

Mission Surprises are printed under a "GM only" heading: the output is the GM's prep;
the players never see them until they bite.
"""

from __future__ import annotations

CONTEST_NAMES = {"node": "Node", "opposition": "Opposition"}


def _pay(a) -> str:
    extra = a.pay - a.base_pay
    bonus = f" + {extra}M from Perks" if extra else ""
    return f"{a.pay}M (base {a.base_pay}M = CL {a.cl} x crew {a.crew}{bonus})"


def _level(a) -> str:
    c = a.opposition_level_change
    if c > 0:
        how = f"raised by {c}: XP x{a.xp_multiplier}"
    elif c < 0:
        how = f"lowered by {-c}: {-c} hidden Mission Surprise{'s' if c < -1 else ''}"
    else:
        how = "left alone"
    return f"{a.opposition_level:+d} ({how})"


def _node(a) -> str:
    c = a.contests.get("node", {})
    how = f"settled by the contest in {c.get('rounds', '?')} round{'s' if c.get('rounds') != 1 else ''}"
    if c.get("capped"):
        how += " (round cap reached; GM selected)"
    b = a.board_node
    if b and b.get("node_type"):
        how += f"; replaces the Big Board's {b['node_type']} (node roll {b['node_roll']})"
    return f"{a.node_type} ({a.slip_type} slip), {how}"


def _score(a) -> str:
    p = a.player_score
    src = "given" if p.get("chosen_by") == "given" else "rolled by policy"
    return f"{p['score']} {p['value']} ({src}) vs the GM's {a.cl} dice (CL {a.cl})"


def _odds(a) -> str:
    return ", ".join(f"{k} {round(100 * v)}%" for k, v in a.odds.items())


def _list(items) -> str:
    return "; ".join(items) if items else "none"


def _surprises(a) -> str:
    return _list([f"{s['kind']}: {s['value']}" for s in a.surprises])


def _dice(side: dict, score: str = "") -> str:
    who = f"{score} " if score else ""
    return f"{who}{side['dice']} {side['faces']} = {side['best']}"


def _round_line(r: dict) -> str:
    return (f"{CONTEST_NAMES.get(r['contest'], r['contest'])} {r['round']}: "
            f"GM {_dice(r['gm'])} vs player {_dice(r['player'], r['player']['score'])}: "
            f"{r['outcome']} ({r['margin']:+d})")


def aspects_text(a) -> str:
    lines = [
        f"Mission Aspects: {a.mission_type}, CL {a.cl}, crew {a.crew}",
        f"  Player rolls: {_score(a)}",
        f"  Node: {_node(a)}",
        f"  Pay: {_pay(a)}",
        f"  Opposition: {_list(a.oppositions)}",
        f"  Perks: {_list(a.perks)}",
        f"  Complications: {_list(a.complications)}",
        f"  Opposition Level: {_level(a)}",
    ]
    if a.surprises:
        lines.append(f"  Mission Surprises (GM only, hidden from the players): {_surprises(a)}")
    if a.rounds_capped:
        lines.append("  Note: a contest reached the round cap; the GM selected.")
    lines.append(f"  Odds each round: {_odds(a)}")
    lines.append("  Negotiation:")
    for r in a.negotiation:
        lines.append("    " + _round_line(r))
        lines.append("      -> " + "; ".join(r["effects"]))
    return "\n".join(lines)


def _cell(s: str) -> str:
    return str(s).replace("|", "\\|")


def aspects_markdown(a) -> str:
    lines = [
        "#### Mission Aspects",
        "",
        f"- **Mission type:** {a.mission_type} (CL {a.cl}), crew of {a.crew}",
        f"- **Player rolls:** {_score(a)}",
        f"- **Node:** {_node(a)}",
        f"- **Pay:** {_pay(a)}",
        f"- **Opposition:** {_list(a.oppositions)}",
        f"- **Perks:** {_list(a.perks)}",
        f"- **Complications:** {_list(a.complications)}",
        f"- **Opposition Level:** {_level(a)}",
    ]
    if a.surprises:
        lines.append(f"- **Mission Surprises (GM only, hidden from the players):** {_surprises(a)}")
    if a.rounds_capped:
        lines.append("- **Note:** a contest reached the round cap; the GM selected.")
    lines.append(f"- **Odds each round:** {_odds(a)}")
    lines += ["", "**Negotiation**", "",
              "| Contest | Round | GM | Player | Margin | Outcome | What happened |",
              "|---|---|---|---|---|---|---|"]
    for r in a.negotiation:
        cells = [CONTEST_NAMES.get(r["contest"], r["contest"]), r["round"], _dice(r["gm"]),
                 _dice(r["player"], r["player"]["score"]), f"{r['margin']:+d}", r["outcome"],
                 "; ".join(r["effects"])]
        lines.append("| " + " | ".join(_cell(c) for c in cells) + " |")
    return "\n".join(lines)
