#!/usr/bin/env bash
# The installed-package test: installs the newest built .deb with apt, runs
# tests/installed/ against /usr/bin/hotseat-chess under Xvfb, and removes the
# package again (also when the test fails). Needs root or passwordless sudo;
# skips with a message otherwise. Usage: tests/installed/run.sh [path.deb]
set -euo pipefail
cd "$(dirname "$0")/../.."

deb="${1:-$(ls -t "${CARGO_TARGET_DIR:-target}"/release/bundle/deb/*.deb 2>/dev/null | head -1 || true)}"
if [ -z "$deb" ] || [ ! -f "$deb" ]; then
  echo "installed-package test: no .deb found (build it with: npx tauri build --bundles deb rpm)" >&2
  exit 1
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
    SUDO="sudo"
  else
    echo "installed-package test SKIPPED: it installs the .deb with apt and needs root or passwordless sudo"
    exit 0
  fi
fi

case "$deb" in /*) ;; *) deb="./$deb" ;; esac  # apt takes a file only as a path
pkg="$(dpkg-deb -f "$deb" Package)"
if dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
  echo "installed-package test: $pkg is already installed on this machine; it is replaced by $deb and stays installed" >&2
  remove=0
else
  remove=1
fi
cleanup() {
  if [ "$remove" = 1 ]; then
    echo "installed-package test: removing $pkg"
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get remove -y -q "$pkg" >/dev/null || echo "could not remove $pkg" >&2
  fi
}
trap cleanup EXIT

echo "installed-package test: installing $deb ($pkg) with apt"
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends "$deb"
dpkg -L "$pkg"

xvfb-run -a -s '-screen 0 1280x800x24' node --test --test-concurrency=1 tests/installed/
