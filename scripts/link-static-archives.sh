#!/bin/sh
# Fills FOLDER with links to the static archives the release binary takes in place of shared
# libraries (the Makefile's LEAN_FLAGS search FOLDER before the system's folders): GCC's C++
# runtime and its unwinder (libgcc_eh, under the shared unwinder's name), which the Swift runtime
# needs, curses with terminfo, and libyaml. Each would otherwise be a library the loader finds,
# maps and relocates at every start. An archive this machine lacks is left out: that library
# stays shared.
#
# FOLDER also gets a pkg-config file for libyaml naming FOLDER first (the build puts FOLDER on
# PKG_CONFIG_PATH): SwiftPM puts what pkg-config says before any other library search folder on
# the link line, and the system's folder there would otherwise be searched first.
#
# Usage: scripts/link-static-archives.sh FOLDER
set -eu
folder=$(mkdir -p "$1" && realpath "$1")
for pair in libstdc++.a:libstdc++.a libgcc_s.a:libgcc_eh.a libncursesw.a:libncursesw.a \
    libtinfo.a:libtinfo.a libyaml.a:libyaml.a; do
    name=${pair%%:*}
    archive=$(gcc -print-file-name="${pair#*:}" 2>/dev/null || true)
    case $archive in
    /*) [ -f "$archive" ] && ln -sf "$archive" "$folder/$name" || rm -f "$folder/$name" ;;
    *) rm -f "$folder/$name" ;;
    esac
done
cat > "$folder/yaml-0.1.pc" <<PC
Name: yaml-0.1
Description: libyaml, linked into the release binary where its archive is installed
Version: $(pkg-config --modversion yaml-0.1 2>/dev/null || echo 0)
Libs: -L$folder -lyaml
Cflags:
PC
