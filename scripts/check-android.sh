#!/usr/bin/env bash
# Type-checks the app for Android (aarch64), as far as this machine can.
#
# The Rust code, Tauri's mobile entry point and every dependency are checked
# for the Android target. SQLite is C (rusqlite's bundled build) and needs a
# C compiler for the target: the Android NDK's clang is not available here,
# so Debian's aarch64 GCC stands in for it. That only compiles the C object
# (nothing is linked in a check); a real Android build needs the NDK
# (.github/workflows/release.yml).
set -euo pipefail
cd "$(dirname "$0")/.."
rustup target list --installed | grep -qx aarch64-linux-android \
  || rustup target add aarch64-linux-android
export CC_aarch64_linux_android="${CC_aarch64_linux_android:-aarch64-linux-gnu-gcc}"
export AR_aarch64_linux_android="${AR_aarch64_linux_android:-aarch64-linux-gnu-ar}"
# `check-android.sh doc …` runs another cargo command for the target, with
# the same compilers (scripts/background-builds.sh documents the crates so).
if [ "$#" -gt 0 ]; then
  cargo "$@" --target aarch64-linux-android
else
  cargo check -p hotseat-chess --target aarch64-linux-android
fi
