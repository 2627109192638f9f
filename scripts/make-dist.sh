#!/usr/bin/env bash
# Packages what `make stage` built, laid out by `make install` itself so that every package holds
# exactly what an install does:
#   carousel-VERSION-linux-ARCH.tar.gz  a prefix tree (bin/, share/...) plus README.md and LICENSE
#   carousel_VERSION_ARCH.deb           for /usr (the binary is static: it depends on nothing)
# Usage: scripts/make-dist.sh VERSION OUTPUT-FOLDER   (make dist runs it; MAINTAINER may be set)
set -euo pipefail
version=$1
mkdir -p "$2"
out=$(cd "$2" && pwd)
maintainer=${MAINTAINER:-Carousel developers <carousel@example.org>}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
install_into() { # DESTDIR PREFIX
  ${MAKE:-make} --no-print-directory -o build install DESTDIR="$1" PREFIX="$2" >/dev/null
}

name=carousel-$version-linux-$(uname -m)
install_into "$work/$name" ""
cp README.md LICENSE "$work/$name/"
tar -C "$work" --owner=0 --group=0 --numeric-owner --sort=name -czf "$out/$name.tar.gz" "$name"
echo "$out/$name.tar.gz"

# The .deb. The binary is static: it depends on no package (the terminfo entries it reads come
# with ncurses-base, which every Debian system has).
arch=$(dpkg --print-architecture)
package=$work/carousel
install_into "$package" /usr
gzip -9n "$package/usr/share/man/man1/carousel.1"
install -d "$package/usr/share/doc/carousel"
install -m 644 LICENSE "$package/usr/share/doc/carousel/copyright"
install -m 644 README.md "$package/usr/share/doc/carousel/README.md"
mkdir "$package/DEBIAN"
(cd "$package" && find usr -type f -exec md5sum {} + | sort -k 2 > DEBIAN/md5sums)
cat > "$package/DEBIAN/control" <<CONTROL
Package: carousel
Version: $version
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $(du -sk --exclude=DEBIAN "$package" | cut -f1)
Section: utils
Priority: optional
Description: terminal board of sliding carousels
 Carousel shows a vertical feed of sections in a terminal, each a
 horizontally paged carousel of cards that turns its pages on a timer.
 Feeds are YAML or JSON files; the binary needs no Swift toolchain.
CONTROL
dpkg-deb --root-owner-group --build "$package" "$out/carousel_${version}_$arch.deb" >/dev/null
echo "$out/carousel_${version}_$arch.deb"
