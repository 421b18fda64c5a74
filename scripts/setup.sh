#!/usr/bin/env bash
# Set up (or refresh) the project's environment in .venv; safe to run again.
#
#   scripts/setup.sh          light: the package and what building a site needs (no apt
#                             when python3 with venv is there, no test tools, no browser)
#   scripts/setup.sh --test   also the test extras and, for the browser test, Debian's
#                             chromium (then: .venv/bin/python -m pytest -q -n auto)
#
# Anything missing from the system (python3-venv; chromium with --test) is installed with
# apt-get only when we are root (as in CI); otherwise the apt-get command to run is printed.
set -euo pipefail
cd "$(dirname "$0")/.."

tier=light
for arg in "$@"; do
  case "$arg" in
    --test) tier=test ;;
    -h|--help) sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "setup: unknown option $arg (accepted: --test)" >&2; exit 2 ;;
  esac
done

apt_install() {
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "$@"
    return 0
  fi
  echo "setup: please run: sudo apt-get install $*" >&2
  return 1
}

missing=()
command -v python3 >/dev/null 2>&1 || missing+=(python3)
python3 -c 'import venv, ensurepip' >/dev/null 2>&1 || missing+=(python3-venv)
if [ "$tier" = test ]; then
  command -v chromium >/dev/null 2>&1 || missing+=(chromium)
fi
if [ "${#missing[@]}" -gt 0 ]; then
  if ! apt_install "${missing[@]}"; then
    # Without chromium only the browser test is skipped; without python3/venv nothing works.
    if [ "${missing[*]}" != "chromium" ]; then exit 1; fi
  fi
fi

# A working .venv (recreated if it is broken, e.g. after a system Python upgrade).
if ! .venv/bin/python -c 'import sys' >/dev/null 2>&1; then
  rm -rf .venv
  python3 -m venv .venv
fi
pip=(.venv/bin/python -m pip install -q --disable-pip-version-check)
if [ "$tier" = test ]; then
  "${pip[@]}" -e '.[test]'
  .venv/bin/daytrip --version
  echo "setup: ready for tests. Run them with: .venv/bin/python -m pytest -q -n auto"
else
  "${pip[@]}" -e .
  .venv/bin/daytrip --version
  echo "setup: ready. Build a site with: .venv/bin/daytrip build --seed slip-n-slide"
fi
