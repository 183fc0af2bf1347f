#!/usr/bin/env bash
# Installs the Debian packages ACP Workbench needs to build, test and run, when they are missing.
#
# Used by scripts/run-workbench.sh and scripts/run-tests.sh; can also be run on its own.
# Only packages that are not installed yet are installed, and `apt-get update` runs only when
# something has to be installed, so a second run costs a few dpkg look-ups.
#
# Environment:
#   ACP_SKIP_DEPS=1           do nothing (for machines whose packages are managed otherwise)
#   ACP_EXTRA_PACKAGES="a b"  more packages to install the same way
set -euo pipefail

log() { printf 'install-deps: %s\n' "$*" >&2; }

if [[ "${ACP_SKIP_DEPS:-0}" == 1 ]]; then
    log "ACP_SKIP_DEPS=1: not checking packages"
    exit 0
fi

if ! command -v dpkg-query >/dev/null 2>&1 || ! command -v apt-get >/dev/null 2>&1; then
    log "this is not a Debian-based system (no dpkg/apt-get): install Qt 6.4 or newer (Core, Network, Sql with"
    log "the SQLite driver, Gui, Widgets, PrintSupport, Test, LinguistTools), CMake 3.21+ and Ninja by hand,"
    log "then run again with ACP_SKIP_DEPS=1."
    exit 1
fi

# Needed everywhere (the names are the same on Debian 12 and Debian 13).
required=(
    build-essential cmake ninja-build lld python3
    qt6-base-dev qt6-base-dev-tools
    qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
    libqt6sql6-sqlite libsqlite3-dev zlib1g-dev qt6-qpa-plugins libqt6svg6 qt6-svg-dev libgl-dev
    fonts-dejavu-core fonts-noto-cjk fonts-symbola
    xvfb xauth
    poppler-utils qpdf
    desktop-file-utils appstream
    qtkeychain-qt6-dev dbus gnome-keyring libsecret-1-0
    libcmark-gfm-dev libcmark-gfm-extensions-dev
)
# Installed when the distribution has them: KSyntaxHighlighting for KF6 (Debian 13 and newer) and,
# from Qt 6.8 on, the SVG image plugins packaged apart from libqt6svg6.
optional=(libkf6syntaxhighlighting-dev qt6-svg-plugins)

if [[ -n "${ACP_EXTRA_PACKAGES:-}" ]]; then
    read -r -a extra <<<"${ACP_EXTRA_PACKAGES}"
    required+=("${extra[@]}")
fi

is_installed() {
    [[ "$(dpkg-query -W -f='${db:Status-Status}' "$1" 2>/dev/null)" == installed ]]
}

has_candidate() {
    local candidate
    candidate=$(apt-cache policy "$1" 2>/dev/null | awk '/Candidate:/ { print $2; exit }')
    [[ -n "${candidate}" && "${candidate}" != "(none)" ]]
}

package_lists_present() {
    compgen -G '/var/lib/apt/lists/*_Packages*' >/dev/null
}

SUDO=()
if [[ "$(id -u)" != 0 ]]; then
    if command -v sudo >/dev/null 2>&1; then
        SUDO=(sudo)
    fi
fi

as_root() {
    if [[ "$(id -u)" != 0 && ${#SUDO[@]} -eq 0 ]]; then
        log "installing packages needs root, and sudo is not available. As root, run:"
        log "  apt-get update && apt-get install --no-install-recommends $*"
        exit 1
    fi
    "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive "$@"
}

updated=0
apt_update_once() {
    if [[ ${updated} == 0 ]]; then
        log "apt-get update"
        as_root apt-get update -q -o Acquire::Retries=3
        updated=1
    fi
}

missing=()
for pkg in "${required[@]}"; do
    is_installed "${pkg}" || missing+=("${pkg}")
done

missing_optional=()
for pkg in "${optional[@]}"; do
    [[ " ${required[*]} " == *" ${pkg} "* ]] && continue
    is_installed "${pkg}" || missing_optional+=("${pkg}")
done

if [[ ${#missing[@]} -gt 0 ]] || { [[ ${#missing_optional[@]} -gt 0 ]] && ! package_lists_present; }; then
    apt_update_once
fi

for pkg in "${missing_optional[@]}"; do
    if has_candidate "${pkg}"; then
        missing+=("${pkg}")
    fi
done

if [[ ${#missing[@]} -eq 0 ]]; then
    log "all build, test and run-time packages are installed"
    exit 0
fi

install_missing() {
    as_root apt-get install -y -q --no-install-recommends -o Acquire::Retries=3 "${missing[@]}"
}

log "installing: ${missing[*]}"
if ! install_missing; then
    if [[ ${updated} == 1 ]]; then
        exit 1
    fi
    # The package lists may be too old for the mirror: refresh them once and try again.
    apt_update_once
    install_missing
fi
