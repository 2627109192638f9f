#!/usr/bin/env bash
# Makes sure what Carousel needs is present: the Swift toolchain (reported when missing) and the
# system packages named as arguments (checked first, installed with apt-get only when missing,
# or a message that says exactly what to install).
# python3-jsonschema and python3-pyte stand for Python modules in the `python3` on PATH, which the
# tests run: jsonschema and yaml (the schema test), pyte (the terminal emulator of the
# ambiguous-width tests). They are installed with pip when that python3 has one that may install,
# otherwise as the Debian packages of those names (with python3-yaml).
# xvfb, xterm, xdotool and imagemagick are the real sixel terminal of the end-to-end tests;
# libsixel-bin's img2sixel the reference the sixel encoder is measured against.
# Usage: scripts/ensure-deps.sh [libncurses-dev] [libyaml-dev] [libpng-dev] [libjpeg-dev] [tmux] [python3-jsonschema]
#   [python3-pyte] [dpkg-dev] [xvfb] [xterm] [xdotool] [imagemagick] [libsixel-bin]
set -euo pipefail

present() {
  case "$1" in
    libncurses-dev) [ -e /usr/include/ncursesw/curses.h ] || [ -e /usr/include/curses.h ] ;;
    libyaml-dev) [ -e /usr/include/yaml.h ] ;;
    libpng-dev) [ -e /usr/include/png.h ] ;;
    libjpeg-dev) [ -e /usr/include/jpeglib.h ] ;;
    tmux) command -v tmux >/dev/null 2>&1 ;;
    python3-jsonschema) python3 -c 'import jsonschema, yaml' >/dev/null 2>&1 ;;
    python3-pyte) python3 -c 'import pyte' >/dev/null 2>&1 ;;
    dpkg-dev) command -v dpkg-shlibdeps >/dev/null 2>&1 ;;
    xvfb) command -v Xvfb >/dev/null 2>&1 ;;
    xterm | xdotool) command -v "$1" >/dev/null 2>&1 ;;
    imagemagick) command -v import >/dev/null 2>&1 ;;
    libsixel-bin) command -v img2sixel >/dev/null 2>&1 ;;
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

# The Python modules, when pip may install them (a system Python refuses: "externally managed").
python_modules() {
  case "$1" in
    python3-jsonschema) echo "jsonschema pyyaml" ;;
    python3-pyte) echo "pyte==0.8.2" ;;
  esac
}
remaining=()
for package in "${missing[@]}"; do
  modules=$(python_modules "$package")
  # shellcheck disable=SC2086 # the module list splits into arguments
  if [ -n "$modules" ] && python3 -m pip install --quiet $modules >&2 2>/dev/null && present "$package"; then
    continue
  fi
  remaining+=("$package")
done
missing=("${remaining[@]}")
[ ${#missing[@]} -eq 0 ] && exit 0
if [[ " ${missing[*]} " == *" python3-jsonschema "* ]]; then missing+=(python3-yaml); fi

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
