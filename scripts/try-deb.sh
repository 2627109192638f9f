#!/usr/bin/env bash
# Installs the .deb for real with apt (as a user would: apt install ./carousel_….deb), checks that
# the installed carousel runs in an empty environment and finds its man page, then removes it.
# Needs root (or password-less sudo) and a machine where carousel is not installed yet.
# Usage: scripts/try-deb.sh DEB   (make try-deb builds the package and runs it)
set -euo pipefail
deb=$(realpath "$1")
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo -n"
if dpkg -s carousel >/dev/null 2>&1 || [ -e /usr/bin/carousel ]; then
  echo "try-deb: carousel is installed already; remove it first (apt remove carousel)" >&2
  exit 1
fi
trap '$sudo apt-get remove -y -qq --purge carousel >/dev/null 2>&1 || true' EXIT
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$deb" >/dev/null
screen=$(cd / && env -i PATH=/usr/bin:/bin carousel render --size 80x24)
grep -q "Section 1/" <<<"$screen" || { echo "try-deb: the installed carousel drew no screen" >&2; exit 1; }
[ "$(env -i PATH=/usr/bin:/bin carousel --version)" = "$(dpkg-deb -f "$deb" Version)" ]
[ "$(man -w carousel 2>/dev/null)" = /usr/share/man/man1/carousel.1.gz ] || { echo "try-deb: man carousel finds no page" >&2; exit 1; }
DEBIAN_FRONTEND=noninteractive $sudo apt-get remove -y -qq --purge carousel >/dev/null
trap - EXIT
if [ -e /usr/bin/carousel ] || [ -e /usr/share/carousel ]; then
  echo "try-deb: files are left after apt remove" >&2
  exit 1
fi
echo "try-deb: apt installed $(basename "$deb"), carousel ran from /usr/bin with an empty environment, and apt removed it"
