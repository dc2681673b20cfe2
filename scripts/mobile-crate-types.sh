#!/usr/bin/env bash
# Before a mobile build (`tauri android build`, `tauri ios build`): gives the
# app's library the crate types the mobile tooling loads — a cdylib for
# Android, a staticlib for iOS. Desktop builds leave them out (see the
# comment in src-tauri/Cargo.toml). Edits src-tauri/Cargo.toml in place;
# running it twice changes nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
manifest=src-tauri/Cargo.toml
mobile='crate-type = ["staticlib", "cdylib", "rlib"]'
grep -qxF "$mobile" "$manifest" && exit 0
grep -qxF 'crate-type = ["rlib"]' "$manifest" || {
  echo "$manifest: no 'crate-type = [\"rlib\"]' line to widen" >&2
  exit 1
}
sed -i "s/^crate-type = \[\"rlib\"\]\$/$mobile/" "$manifest"
grep -qxF "$mobile" "$manifest"
echo "$manifest: $mobile"
