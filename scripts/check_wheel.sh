#!/usr/bin/env bash
# A non-editable install works: build the wheel, `pip install` it into a throwaway venv,
# and from a directory outside the checkout run `daytrip roll board` (data, templates and
# schemas must come from the installed package) and compare its bytes with the checkout's.
#
# Usage: scripts/check_wheel.sh        (after scripts/setup.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

.venv/bin/python -m pip wheel -q --disable-pip-version-check --no-deps -w "$tmp/dist" .
python3 -m venv "$tmp/venv"
"$tmp/venv/bin/python" -m pip install -q --disable-pip-version-check "$tmp"/dist/*.whl

cd "$tmp"
where=$("$tmp/venv/bin/python" -c 'import generators, generators.data as d; print(generators.__file__); print(d.data_root())')
case "$where" in
  *"$repo"*) echo "check_wheel: imported from the checkout, not the wheel: $where" >&2; exit 1 ;;
esac
"$tmp/venv/bin/python" -c '
from generators.schema import available, load_schema
from generators.data import all_keys, load, templates_dir, mkdocs_config_path
assert {"board", "mission", "dreamworld", "tweak"} <= set(available()), available()
[load_schema(k) for k in available()]
[load(k) for k in all_keys()]
assert templates_dir().is_dir() and mkdocs_config_path().is_file()
print("check_wheel: %d data files and %d schemas load from the wheel" % (len(all_keys()), len(available())))
'
"$tmp/venv/bin/daytrip" --version
"$tmp/venv/bin/daytrip" roll board --seed slip-n-slide > "$tmp/wheel.txt"
"$repo/.venv/bin/daytrip" roll board --seed slip-n-slide > "$tmp/checkout.txt"
"$tmp/venv/bin/daytrip" roll mission --seed slip-n-slide --count 3 --format json > "$tmp/wheel.json"
"$repo/.venv/bin/daytrip" roll mission --seed slip-n-slide --count 3 --format json > "$tmp/checkout.json"
cmp "$tmp/wheel.txt" "$tmp/checkout.txt"
cmp "$tmp/wheel.json" "$tmp/checkout.json"
head -3 "$tmp/wheel.txt"
echo "check_wheel: the installed wheel gives the same bytes as the checkout"
