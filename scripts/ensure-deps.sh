#!/usr/bin/env bash
# Makes sure what Carousel needs is present: the Swift toolchain (reported when missing) and the
# system packages named as arguments (checked first, installed with apt-get only when missing,
# or a message that says exactly what to install).
# Usage: scripts/ensure-deps.sh [libncurses-dev] [tmux]
set -euo pipefail

present() {
  case "$1" in
    libncurses-dev) [ -e /usr/include/ncursesw/curses.h ] || [ -e /usr/include/curses.h ] ;;
    tmux) command -v tmux >/dev/null 2>&1 ;;
    *) dpkg -s "$1" >/dev/null 2>&1 ;;
  esac
}

# The Swift toolchain is not a Debian package here: it can only be reported.
if ! command -v "${SWIFT:-swift}" >/dev/null 2>&1; then
  echo "Carousel needs the Swift 6 toolchain, and '${SWIFT:-swift}' is not on PATH." >&2
  echo "Install Swift 6.x from https://www.swift.org/install/ (Linux), or Xcode 16+ (macOS), then run make again." >&2
  exit 1
fi

missing=()
for package in "$@"; do
  present "$package" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if command -v apt-get >/dev/null 2>&1; then
  if [ "$(id -u)" -eq 0 ]; then
    sudo=""
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    sudo="sudo -n"
  else
    sudo=none
  fi
  if [ "$sudo" != none ]; then
    echo "Installing ${missing[*]} with apt-get..." >&2
    $sudo apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >&2
    exit 0
  fi
fi

echo "Carousel needs these packages, which are not installed: ${missing[*]}" >&2
echo "Install them, for example with: sudo apt-get install ${missing[*]}" >&2
exit 1
