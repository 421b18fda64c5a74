#!/usr/bin/env bash
# Same seed, same bytes under every Python 3.10-3.13 on this machine.
#
# Runs scripts/dump_outputs.py (a fixed set of `daytrip roll ...` commands, in-process)
# under the project venv's Python and under each pyenv Python 3.10-3.13 found
# (${PYENV_ROOT:-~/.pyenv}/versions/3.1[0-3]*), with PYTHONPATH=<repo>:<venv purelib> so
# nothing is installed into those interpreters (the roll path needs only the stdlib and
# click). Exits 1 on any difference; 0 (with a note) if no other Python is found.
#
# Usage: scripts/cross_python.sh            (uses .venv/bin/python as the reference)
#        PYTHON=/path/to/python scripts/cross_python.sh
set -euo pipefail
cd "$(dirname "$0")/.."
ref_py=${PYTHON:-.venv/bin/python}
purelib=$("$ref_py" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

PYTHONPATH=. "$ref_py" scripts/dump_outputs.py > "$tmp/ref.json"
echo "reference: $("$ref_py" --version 2>&1) ($(grep -c '"stdout"' "$tmp/ref.json") commands)"

pyenv_root=${PYENV_ROOT:-$HOME/.pyenv}
found=0
failed=0
for py in "$pyenv_root"/versions/3.1[0-3]*/bin/python; do
  [ -x "$py" ] || continue
  found=$((found + 1))
  ver=$("$py" --version 2>&1)
  if PYTHONPATH=".:$purelib" "$py" -s scripts/dump_outputs.py > "$tmp/out.json" 2> "$tmp/err.txt" \
      && cmp -s "$tmp/ref.json" "$tmp/out.json"; then
    echo "same bytes: $ver ($py)"
  else
    failed=$((failed + 1))
    echo "DIFFERENT:  $ver ($py)"
    head -5 "$tmp/err.txt" || true
    diff "$tmp/ref.json" "$tmp/out.json" | head -20 || true
  fi
done
if [ "$found" -eq 0 ]; then
  echo "no pyenv Python 3.10-3.13 found under $pyenv_root/versions; nothing to compare"
  exit 0
fi
if [ "$failed" -gt 0 ]; then
  echo "cross-Python check FAILED for $failed of $found interpreters" >&2
  exit 1
fi
echo "cross-Python check passed for $found interpreters"
