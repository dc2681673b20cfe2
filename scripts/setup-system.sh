#!/usr/bin/env bash
# Installs the Debian/Ubuntu packages the app and its tests need, once.
# Skips apt entirely when everything is already present.
set -euo pipefail

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive

packages=(
  libwebkit2gtk-4.1-dev build-essential curl wget file libxdo-dev libssl-dev
  libayatana-appindicator3-dev librsvg2-dev pkg-config
  xvfb xauth webkit2gtk-driver chromium imagemagick
  # The linker (.cargo/config.toml): lld links the debug test binaries
  # several times faster than GNU ld.
  lld
  # The real-input tests (tests/e2e/xinput.test.mjs): the X server's pointer
  # and keyboard, and the clipboard read back after Copy PGN.
  xdotool xclip
  # Stand in for the NDK's C compiler and C library headers in
  # scripts/check-android.sh (the headers are only a Recommends of the GCC).
  gcc-aarch64-linux-gnu libc6-dev-arm64-cross
  # The bundle checks (appstreamcli, desktop-file-validate), the installed-
  # package test (xwininfo/xprop read the window's WM_CLASS) and actionlint's
  # venv in the lint stage (python3 -m venv).
  appstream desktop-file-utils x11-utils python3-venv
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  $SUDO apt-get update -q
  $SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

if ! command -v cargo >/dev/null; then
  echo "setup: Rust not found; installing rustup toolchain" >&2
  curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y --profile minimal -c clippy,rustfmt
  # shellcheck disable=SC1091
  . "$HOME/.cargo/env"
fi
if ! command -v node >/dev/null; then
  echo "setup: Node.js not found; installing Node 20 from apt" >&2
  $SUDO apt-get update -q
  $SUDO apt-get install -y -q --no-install-recommends nodejs npm
fi
