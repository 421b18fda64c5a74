"""render: plain text and Markdown of results that are already rolled (missions, aspects,
NPCs, other systems' stat blocks, crews, tweaks, content, trips), for the CLI's text and
markdown formats and for the site.

May import: systems, rules, text and the top-level modules. Never content, trip, site or
cli (a renderer reads dicts and dataclasses; it rolls nothing).
"""
