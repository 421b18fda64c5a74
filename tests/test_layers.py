"""The package's architecture, as the README's layout section states it, checked from the
code's own imports (every `import`/`from ... import`, at module level or inside functions,
and the trip's ``_optional("rules.npc", ...)`` look-ups).

Layers, lowest first; a module may import its own layer's package and any layer below it,
never a layer above it nor a sibling on its own level:

    0  generators (the package face), errors, rng, data, memo, audit, schema, record
    1  text | rules        (siblings: neither imports the other)
    2  systems
    3  render
    4  content
    5  trip
    6  site
    7  cli, bench          (the edges: click lives in cli only)

No import circle anywhere (between modules, not only between layers), and no module over
MAX_LINES lines.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PKG = Path(__file__).resolve().parent.parent / "generators"
MAX_LINES = 400

LAYERS: dict[str, int] = {
    "generators": 0, "errors": 0, "rng": 0, "data": 0, "linejson": 0, "memo": 0, "audit": 0, "schema": 0,
    "needs": 0, "facts": 0, "facts_r23": 0, "facts_r24": 0, "facts_r25": 0, "facts_r26": 0, "facts_r27": 0, "facts_r28": 0, "facts_r29": 0, "facts_r30": 0, "facts_r35": 0, "facts_r36maguffin": 0, "facts_r37clock": 0, "facts_r37scene": 0, "facts_r37events": 0, "facts_r37know": 0, "record": 0,
    "text": 1, "rules": 1,
    "systems": 2,
    "render": 3,
    "content": 4,
    "trip": 5,
    "site": 6,
    "cli": 7, "bench": 7,
}
# every round's fact tables (generators/facts_rN*.py, chained into facts.VALUES) sit with facts.py
LAYERS.update({p.stem: 0 for p in PKG.glob("facts_r*.py")})


def modules() -> dict[str, Path]:
    out = {}
    for f in sorted(PKG.rglob("*.py")):
        parts = list(f.relative_to(PKG.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        out[".".join(parts)] = f
    return out


MODULES = modules()


def group(mod: str) -> str:
    """The layer a module belongs to: its first folder under generators/, or its own name."""
    parts = mod.split(".")
    return parts[1] if len(parts) > 1 else "generators"


def _resolve(mod: str, is_pkg: bool, node: ast.ImportFrom) -> str:
    if not node.level:
        return node.module or ""
    base = mod.split(".") if is_pkg else mod.split(".")[:-1]
    base = base[: len(base) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


def imports_of(mod: str, path: Path) -> set[str]:
    """The package modules ``mod`` imports (a `from x import y` where y is a module counts
    as importing y)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    is_pkg = path.name == "__init__.py"
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            base = _resolve(mod, is_pkg, node)
            if not base.startswith("generators"):
                continue
            for a in node.names:
                sub = f"{base}.{a.name}"
                found.add(sub if sub in MODULES else base)
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.startswith("generators"))
        elif (isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", ""))
              == "_optional" and node.args and isinstance(node.args[0], ast.Constant)
              and isinstance(node.args[0].value, str)):
            name = node.args[0].value
            found.add(name if name.startswith("generators") else f"generators.{name}")
    found.discard(mod)
    return {m for m in found if m in MODULES}


GRAPH = {m: imports_of(m, p) for m, p in MODULES.items()}


def test_every_folder_and_top_module_has_a_layer():
    assert {group(m) for m in MODULES} <= set(LAYERS), "add new folders to LAYERS and the README"


def test_imports_point_down_the_layers():
    bad = []
    for mod, deps in sorted(GRAPH.items()):
        g = group(mod)
        for dep in sorted(deps):
            h = group(dep)
            if h == g or LAYERS[h] == LAYERS[g] == 0:  # one package, or the top-level modules
                continue
            if dep == "generators":  # the package face: version and ALGORITHM only
                continue
            if LAYERS[h] >= LAYERS[g]:
                bad.append(f"{mod} (layer {LAYERS[g]} {g}) imports {dep} (layer {LAYERS[h]} {h})")
    assert not bad, "imports that do not point down:\n" + "\n".join(bad)


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan, iterative order)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []
    counter = [0]

    def visit(v: str) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def test_no_import_circle():
    # A package's __init__ re-exporting its own modules is not a circle of design: leave out
    # the edges from a module to its own package's face.
    graph = {m: {d for d in deps if not m.startswith(d + ".")} for m, deps in GRAPH.items()}
    assert _cycles(graph) == []


def test_the_circle_check_can_fail():
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_the_layer_check_sees_function_level_and_optional_imports():
    deps = GRAPH["generators.trip.npcs"]
    assert "generators.rules.npc" in deps  # via _optional("rules.npc", ...)
    assert "generators.text.packs" in GRAPH["generators.site.pages"]  # inside a function


@pytest.mark.parametrize("mod", sorted(MODULES))
def test_no_module_is_too_long(mod):
    n = len(MODULES[mod].read_text(encoding="utf-8").splitlines())
    assert n <= MAX_LINES, f"{MODULES[mod]} has {n} lines (split it by concern)"


def test_subpackages_say_what_they_may_import():
    for init in sorted(PKG.glob("*/__init__.py")):
        doc = ast.get_docstring(ast.parse(init.read_text(encoding="utf-8"))) or ""
        if init.parent.name == "schema":
            continue
        assert "import" in doc.lower(), f"{init}: say what this layer may import"
