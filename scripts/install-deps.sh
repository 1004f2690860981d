#!/usr/bin/env bash
# Installs the Debian packages named on the command line that are not installed yet. First, before
# anything is installed, it checks what apt cannot bring: that this is a Debian-family system
# (apt-get and dpkg; /etc/os-release's ID or ID_LIKE says debian) and that Swift 6 or later is on
# PATH (swift.org's toolchain; Debian does not package it). Either missing stops with one line.
set -euo pipefail

fail() {
    echo "install-deps: $*" >&2
    exit 1
}

family=""
if [ -r /etc/os-release ]; then
    family=$(. /etc/os-release && echo "${ID:-} ${ID_LIKE:-}")
fi
case " $family " in
    *" debian "* | *" ubuntu "*) ;;
    *) fail "set-up needs a Debian-family system (apt-get, dpkg); /etc/os-release says '${family# }'. Install the packages of the Makefile's DEB_PACKAGES by hand." ;;
esac
command -v apt-get >/dev/null && command -v dpkg-query >/dev/null ||
    fail "set-up needs apt-get and dpkg-query, which this system does not have"

if ! command -v "${SWIFT:-swift}" >/dev/null; then
    fail "no swift on PATH: install the Swift 6 toolchain for Linux (swift.org/install), then run this again"
fi
version=$("${SWIFT:-swift}" --version 2>/dev/null | sed -n 's/.*Swift version \([0-9][0-9]*\)\..*/\1/p' | head -n 1)
if [ -z "$version" ]; then
    fail "'${SWIFT:-swift} --version' did not print a Swift version; Fluid needs Swift 6 or later"
elif [ "$version" -lt 6 ]; then
    fail "Swift $version found ($(command -v "${SWIFT:-swift}")); Fluid needs Swift 6 or later"
fi

missing=()
for pkg in "$@"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "installing: ${missing[*]}"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || fail "installing ${missing[*]} needs root or sudo, and there is no sudo"
    SUDO="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q
$SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"
