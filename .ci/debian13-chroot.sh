#!/usr/bin/env bash
# Runs a command of this source tree inside a Debian 13 (trixie) chroot, to build and test
# ACP Workbench with Qt 6.8 and KF6 SyntaxHighlighting on a Debian 12 machine.
#
#   .ci/debian13-chroot.sh [--prepare-only] [COMMAND ...]
#
# COMMAND defaults to scripts/run-tests.sh and runs from a fresh copy of the source tree at
# /root/acp-workbench inside the chroot, so the host's build directories are never touched.
# With --prepare-only the chroot is created (if needed) and the project's packages installed,
# and nothing else runs.
#
# The chroot lives outside the clone, in ${ACP_CI_CHROOT:-/var/cache/acp-ci/trixie}, and is
# reused by later runs: it is made once with debootstrap (minbase) from the Debian mirror this
# machine's apt uses. proc, sys, dev, dev/pts and dev/shm are mounted for the command and always
# unmounted afterwards, also on failure or interruption. Needs root.
#
# Environment passed into the chroot: CI, ACP_CMAKE_ARGS, ACP_JOBS, ACP_EXTRA_PACKAGES.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
SUITE=trixie
CHROOT=${ACP_CI_CHROOT:-/var/cache/acp-ci/${SUITE}}
READY_MARK=etc/acp-ci-chroot-ready
SRC_IN_CHROOT=/root/acp-workbench

log() { printf 'debian13-chroot: %s\n' "$*" >&2; }
die() { log "$*"; exit 1; }

prepare_only=0
if [[ "${1:-}" == --prepare-only ]]; then
    prepare_only=1
    shift
fi
if [[ $# -eq 0 ]]; then
    set -- scripts/run-tests.sh
fi

[[ "$(id -u)" == 0 ]] || die "must run as root (debootstrap, mount and chroot need it)"
[[ "${CHROOT}" == /* && "${CHROOT}" != / ]] || die "ACP_CI_CHROOT must be an absolute path other than /"

# The Debian mirror this machine's apt is configured with (the only one the network may reach).
host_mirror() {
    local uri
    uri=$(
        {
            cat /etc/apt/sources.list.d/*.sources 2>/dev/null | awk '/^URIs:/ { for (i = 2; i <= NF; i++) print $i }'
            cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null |
                awk '/^deb / { for (i = 2; i <= NF; i++) if ($i !~ /^\[/ && $i !~ /\]$/) { print $i; break } }'
        } | grep -E '^https?://[^ ]+/debian/?$' | head -n 1
    ) || true
    printf '%s\n' "${uri:-http://deb.debian.org/debian}"
}
MIRROR=${ACP_CI_MIRROR:-$(host_mirror)}
MIRROR=${MIRROR%/}
SECURITY_MIRROR=${ACP_CI_SECURITY_MIRROR:-${MIRROR}-security}

# --- mounts -------------------------------------------------------------------------------------

mounts_under() {
    # Mount points at or below $1, deepest first.
    awk -v dir="$1" '$5 == dir || index($5, dir "/") == 1 { print $5 }' /proc/self/mountinfo | sort -r
}

processes_in() {
    # Ids of the processes whose root directory is $1.
    local proc
    for proc in /proc/[0-9]*; do
        if [[ "$(readlink "${proc}/root" 2>/dev/null || true)" == "$1" ]]; then
            printf '%s\n' "${proc#/proc/}"
        fi
    done
}

unmount_all() {
    local dir=$1 point
    [[ -d "${dir}" ]] || return 0
    # Stop anything still running inside the chroot (left over by the command), so nothing keeps
    # the mounts busy. Only processes whose root directory is this chroot are touched.
    local signal tries pids
    for signal in TERM KILL; do
        pids=$(processes_in "${dir}")
        [[ -n "${pids}" ]] || break
        log "stopping processes left in the chroot (${signal}): ${pids//$'\n'/ }"
        # shellcheck disable=SC2086
        kill -"${signal}" ${pids} 2>/dev/null || true
        for ((tries = 0; tries < 50; tries++)); do
            [[ -n "$(processes_in "${dir}")" ]] || break
            sleep 0.1
        done
    done
    while read -r point; do
        [[ -n "${point}" ]] || continue
        umount "${point}" 2>/dev/null || umount -l "${point}" || log "could not unmount ${point}"
    done < <(mounts_under "${dir}")
}

mount_all() {
    local dir=$1
    mkdir -p "${dir}/proc" "${dir}/sys" "${dir}/dev" "${dir}/dev/pts" "${dir}/dev/shm"
    mount -t proc proc "${dir}/proc"
    mount -t sysfs sysfs "${dir}/sys"
    mount --bind /dev "${dir}/dev"
    mount --bind /dev/pts "${dir}/dev/pts"
    mount -t tmpfs -o mode=1777 tmpfs "${dir}/dev/shm"
}

mounted=()
cleanup() {
    local dir
    for dir in "${mounted[@]}"; do
        unmount_all "${dir}"
    done
    if [[ -n "${partial:-}" && -d "${partial}" && -z "$(mounts_under "${partial}")" ]]; then
        rm -rf --one-file-system "${partial}"
    fi
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

in_chroot() {
    local dir=$1
    shift
    chroot "${dir}" /usr/bin/env -i \
        HOME=/root PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
        LANG=C.UTF-8 LC_ALL=C.UTF-8 TERM=dumb DEBIAN_FRONTEND=noninteractive \
        CI="${CI:-}" ACP_CMAKE_ARGS="${ACP_CMAKE_ARGS:-}" ACP_JOBS="${ACP_JOBS:-2}" \
        ACP_EXTRA_PACKAGES="${ACP_EXTRA_PACKAGES:-}" \
        "$@" </dev/null
}

# --- creating the chroot ------------------------------------------------------------------------

configure_chroot() {
    local dir=$1
    cat >"${dir}/etc/apt/sources.list" <<EOF
deb ${MIRROR} ${SUITE} main
deb ${MIRROR} ${SUITE}-updates main
deb ${SECURITY_MIRROR} ${SUITE}-security main
EOF
    cat >"${dir}/etc/apt/apt.conf.d/90acp-ci" <<'EOF'
APT::Install-Recommends "false";
APT::Install-Suggests "false";
Acquire::Retries "3";
Acquire::Languages "none";
// A CI chroot that may live long: a mirror snapshot's Release date must not stop it.
Acquire::Check-Valid-Until "false";
EOF
    # No services start inside the chroot while packages install.
    printf '#!/bin/sh\nexit 101\n' >"${dir}/usr/sbin/policy-rc.d"
    chmod 755 "${dir}/usr/sbin/policy-rc.d"
}

chroot_usable() {
    local dir=$1
    [[ -f "${dir}/${READY_MARK}" && -x "${dir}/usr/bin/apt-get" && -x "${dir}/bin/bash" ]] &&
        grep -q "^VERSION_CODENAME=${SUITE}$" "${dir}/etc/os-release" 2>/dev/null &&
        chroot "${dir}" /bin/true
}

partial=
create_chroot() {
    command -v debootstrap >/dev/null 2>&1 || {
        log "installing debootstrap"
        DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends debootstrap </dev/null ||
            { apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends debootstrap </dev/null; }
    }
    local keyring=()
    if [[ -f /usr/share/keyrings/debian-archive-keyring.gpg ]]; then
        keyring=(--keyring=/usr/share/keyrings/debian-archive-keyring.gpg)
    fi

    unmount_all "${CHROOT}"
    if [[ -e "${CHROOT}" ]]; then
        log "removing the unusable chroot at ${CHROOT}"
        [[ -z "$(mounts_under "${CHROOT}")" ]] || die "${CHROOT} still has mounts; not removing it"
        rm -rf --one-file-system "${CHROOT}"
    fi
    partial="${CHROOT}.partial"
    unmount_all "${partial}"
    [[ -z "$(mounts_under "${partial}")" ]] || die "${partial} still has mounts; not removing it"
    rm -rf --one-file-system "${partial}"
    mkdir -p "$(dirname "${CHROOT}")"

    log "debootstrap --variant=minbase ${SUITE} ${CHROOT} ${MIRROR}"
    local start=${SECONDS}
    debootstrap --variant=minbase "${keyring[@]}" "${SUITE}" "${partial}" "${MIRROR}" >"${partial}.log" 2>&1 ||
        { tail -n 30 "${partial}.log" >&2; die "debootstrap failed"; }
    rm -f "${partial}.log"
    configure_chroot "${partial}"
    date -u +%Y-%m-%dT%H:%M:%SZ >"${partial}/${READY_MARK}"
    mv "${partial}" "${CHROOT}"
    partial=
    log "chroot created in $((SECONDS - start)) s"
}

# --- main ---------------------------------------------------------------------------------------

if chroot_usable "${CHROOT}"; then
    log "reusing the chroot at ${CHROOT} (created $(cat "${CHROOT}/${READY_MARK}"))"
else
    create_chroot
fi

cp -L /etc/resolv.conf "${CHROOT}/etc/resolv.conf"
unmount_all "${CHROOT}"
mounted+=("${CHROOT}")
mount_all "${CHROOT}"
# Finish any package configuration an interrupted earlier run left half done.
in_chroot "${CHROOT}" dpkg --configure -a

if [[ ${prepare_only} == 1 ]]; then
    start=${SECONDS}
    log "installing the project's packages inside the chroot"
    # Only the installer is needed; it comes from this tree.
    install -D -m 755 "${ROOT}/scripts/install-deps.sh" "${CHROOT}/root/acp-ci-install-deps.sh"
    in_chroot "${CHROOT}" /root/acp-ci-install-deps.sh &
    wait $!
    log "packages ready in $((SECONDS - start)) s"
    exit 0
fi

log "copying the source tree to ${SRC_IN_CHROOT}"
rm -rf --one-file-system "${CHROOT:?}${SRC_IN_CHROOT}"
mkdir -p "${CHROOT}${SRC_IN_CHROOT}"
tar -C "${ROOT}" --exclude=./.git --exclude='./build' --exclude='./build-*' -cf - . |
    tar -C "${CHROOT}${SRC_IN_CHROOT}" -xf -

log "running in ${SUITE}: $*"
# In the background and waited for, so that an interruption runs the clean-up at once.
in_chroot "${CHROOT}" /bin/bash -c 'cd "$0" && exec "$@"' "${SRC_IN_CHROOT}" "$@" &
status=0
wait $! || status=$?
exit "${status}"
