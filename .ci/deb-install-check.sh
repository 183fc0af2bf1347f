#!/usr/bin/env bash
# Installs the Debian package of ACP Workbench on a clean Debian 12 (bookworm) and checks it there.
#
#   .ci/deb-install-check.sh [PACKAGE.deb]
#   .ci/deb-install-check.sh --prepare-only     (only make the pristine chroot, if it is missing)
#
# Without an argument the package is built first with packaging/build-deb.sh (Release, into
# build/deb) while the chroot is prepared in the background. Then, in a fresh copy of a pristine
# minbase bookworm chroot:
#   - `apt-get install ./acp-workbench_*.deb` with nothing else installed (its declared
#     dependencies must be enough), then `acp-workbench --version`, `--help`, and
#     `--demo list --json` printing the demo applications;
#   - the menu entry: desktop-file-validate on the installed .desktop file, its Exec in PATH, its
#     Icon in the hicolor theme (scalable and every PNG size), the man page and copyright file;
#   - the window: under xvfb-run, `acp-workbench --demo` maps a window of class acp-workbench,
#     in English and under a Chinese locale (LANG=zh_CN.UTF-8 LANGUAGE=zh_CN);
#   - Chinese: under that locale the window's title and a command-line message that goes through
#     tr() have Chinese characters (skipped with ACP_DEB_CHECK_CHINESE=0).
# Prints one line per check and ends with "deb install check: N passed, M failed"; exits non-zero
# when any check failed.
#
# The pristine chroot is made once with debootstrap --variant=minbase and kept in
# ${ACP_DEB_CHECK_BASE:-/var/cache/acp-ci/bookworm-clean}; each run works in a copy of it (removed
# afterwards), so every run starts from a clean system. Downloaded .debs are kept in
# /var/cache/acp-ci/bookworm-apt-archives to make later runs quick. proc, sys, dev, dev/pts and
# dev/shm are mounted as in .ci/debian13-chroot.sh and always unmounted. Needs root.
#
# Environment: ACP_DEB_CHECK_CHINESE=0|1 (default 1), ACP_DEB_CHECK_BASE=DIR, ACP_CI_MIRROR=URL,
# ACP_DEB_BUILD_DIR, ACP_JOBS (for the package build).
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
SUITE=bookworm
BASE=${ACP_DEB_CHECK_BASE:-/var/cache/acp-ci/${SUITE}-clean}
WORK=${BASE%-clean}-check
ARCHIVES=${BASE%-clean}-apt-archives
READY_MARK=etc/acp-ci-chroot-ready
CHECK_CHINESE=${ACP_DEB_CHECK_CHINESE:-1}

log() { printf 'deb-install-check: %s\n' "$*" >&2; }
die() { log "$*"; exit 1; }

[[ "$(id -u)" == 0 ]] || die "must run as root (debootstrap, mount and chroot need it)"
for dir in "${BASE}" "${WORK}"; do
    [[ "${dir}" == /* && "${dir}" != / ]] || die "ACP_DEB_CHECK_BASE must be an absolute path other than /"
done

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

# --- mounts (as in .ci/debian13-chroot.sh) ----------------------------------------------------------

mounts_under() {
    awk -v dir="$1" '$5 == dir || index($5, dir "/") == 1 { print $5 }' /proc/self/mountinfo | sort -r
}

processes_in() {
    local proc
    for proc in /proc/[0-9]*; do
        if [[ "$(readlink "${proc}/root" 2>/dev/null || true)" == "$1" ]]; then
            printf '%s\n' "${proc#/proc/}"
        fi
    done
}

unmount_all() {
    local dir=$1 point signal tries pids
    [[ -d "${dir}" ]] || return 0
    # Only processes whose root directory is this chroot are stopped (e.g. an Xvfb left behind).
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
    mkdir -p "${dir}/proc" "${dir}/sys" "${dir}/dev" "${dir}/dev/pts" "${dir}/dev/shm" \
        "${dir}/var/cache/apt/archives" "${ARCHIVES}/partial"
    mount -t proc proc "${dir}/proc"
    mount -t sysfs sysfs "${dir}/sys"
    mount --bind /dev "${dir}/dev"
    mount --bind /dev/pts "${dir}/dev/pts"
    mount -t tmpfs -o mode=1777 tmpfs "${dir}/dev/shm"
    # Downloaded packages outlive the copy, so a second run does not download them again.
    mount --bind "${ARCHIVES}" "${dir}/var/cache/apt/archives"
}

remove_tree() {
    local dir=$1
    [[ -e "${dir}" ]] || return 0
    unmount_all "${dir}"
    [[ -z "$(mounts_under "${dir}")" ]] || die "${dir} still has mounts; not removing it"
    rm -rf --one-file-system "${dir}"
}

prep_pid=
partial=
cleanup() {
    if [[ -n "${prep_pid}" ]] && kill -0 "${prep_pid}" 2>/dev/null; then
        kill -TERM "${prep_pid}" 2>/dev/null || true
        wait "${prep_pid}" 2>/dev/null || true
    fi
    remove_tree "${WORK}" || true
    if [[ -n "${partial}" ]]; then
        remove_tree "${partial}" || true
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
        LANG=C.UTF-8 TERM=dumb DEBIAN_FRONTEND=noninteractive \
        "$@" </dev/null
}

# --- the pristine base ----------------------------------------------------------------------------

base_usable() {
    [[ -f "${BASE}/${READY_MARK}" && -x "${BASE}/usr/bin/apt-get" && -x "${BASE}/bin/bash" ]] &&
        grep -q "^VERSION_CODENAME=${SUITE}$" "${BASE}/etc/os-release" 2>/dev/null &&
        chroot "${BASE}" /bin/true
}

create_base() {
    command -v debootstrap >/dev/null 2>&1 || {
        log "installing debootstrap"
        DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends debootstrap </dev/null ||
            { apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends debootstrap </dev/null; }
    }
    local keyring=()
    if [[ -f /usr/share/keyrings/debian-archive-keyring.gpg ]]; then
        keyring=(--keyring=/usr/share/keyrings/debian-archive-keyring.gpg)
    fi
    remove_tree "${BASE}"
    partial="${BASE}.partial"
    remove_tree "${partial}"
    mkdir -p "$(dirname "${BASE}")" "${ARCHIVES}/partial"

    log "debootstrap --variant=minbase ${SUITE} ${BASE} ${MIRROR}"
    local start=${SECONDS}
    # debootstrap's own downloads go to the shared archive cache as well.
    debootstrap --variant=minbase --cache-dir="${ARCHIVES}" "${keyring[@]}" "${SUITE}" "${partial}" "${MIRROR}" \
        >"${partial}.log" 2>&1 || { tail -n 30 "${partial}.log" >&2; die "debootstrap failed"; }
    rm -f "${partial}.log"
    cat >"${partial}/etc/apt/sources.list" <<EOF
deb ${MIRROR} ${SUITE} main
deb ${MIRROR} ${SUITE}-updates main
deb ${SECURITY_MIRROR} ${SUITE}-security main
EOF
    # What a user's apt does, except that Recommends are off: the package's Depends must be enough.
    cat >"${partial}/etc/apt/apt.conf.d/90acp-ci" <<'EOF'
APT::Install-Recommends "false";
APT::Install-Suggests "false";
Acquire::Retries "3";
Acquire::Languages "none";
Acquire::Check-Valid-Until "false";
APT::Keep-Downloaded-Packages "true";
Binary::apt::APT::Keep-Downloaded-Packages "true";
EOF
    rm -f "${partial}/etc/apt/apt.conf.d/docker-clean"
    printf '#!/bin/sh\nexit 101\n' >"${partial}/usr/sbin/policy-rc.d"
    chmod 755 "${partial}/usr/sbin/policy-rc.d"
    rm -rf "${partial}/var/cache/apt/archives"
    # The package lists, so that the update of each run's copy only fetches what changed.
    cp -L /etc/resolv.conf "${partial}/etc/resolv.conf"
    in_chroot "${partial}" apt-get update -q >/dev/null || die "apt-get update failed inside the new chroot"
    date -u +%Y-%m-%dT%H:%M:%SZ >"${partial}/${READY_MARK}"
    mv "${partial}" "${BASE}"
    partial=
    log "pristine ${SUITE} chroot created in $((SECONDS - start)) s"
}

prepare_base() {
    if base_usable; then
        log "reusing the pristine ${SUITE} chroot at ${BASE} (created $(cat "${BASE}/${READY_MARK}"))"
    else
        create_base
    fi
}

# --- main -----------------------------------------------------------------------------------------

total_start=${SECONDS}
if [[ "${1:-}" == --prepare-only ]]; then
    prepare_base
    exit 0
fi
deb=${1:-}
if [[ -z "${deb}" ]]; then
    # The chroot is prepared in the background while the package builds.
    prep_log=$(mktemp /tmp/acp-deb-prep.XXXXXX)
    prepare_base >"${prep_log}" 2>&1 &
    prep_pid=$!
    log "building the package (packaging/build-deb.sh)"
    build_start=${SECONDS}
    deb=$("${ROOT}/packaging/build-deb.sh") || die "packaging/build-deb.sh failed"
    log "package built in $((SECONDS - build_start)) s: ${deb}"
    prep_status=0
    wait "${prep_pid}" || prep_status=$?
    prep_pid=
    cat "${prep_log}" >&2
    rm -f "${prep_log}"
    [[ ${prep_status} == 0 ]] || die "preparing the ${SUITE} chroot failed"
else
    prepare_base
fi
[[ -f "${deb}" ]] || die "no such package: ${deb}"
deb=$(cd "$(dirname "${deb}")" && pwd)/$(basename "${deb}")

check_start=${SECONDS}
remove_tree "${WORK}"
log "copying the pristine chroot to ${WORK}"
cp -a "${BASE}" "${WORK}"
cp -L /etc/resolv.conf "${WORK}/etc/resolv.conf"
mount_all "${WORK}"
install -D -m 644 "${deb}" "${WORK}/root/pkg/$(basename "${deb}")"

# The checks run inside the chroot, from one script; its output is the report.
cat >"${WORK}/root/deb-checks.sh" <<'CHECKS'
#!/bin/bash
set -u
cd /root/pkg
passed=0
failed=0
pass() { passed=$((passed + 1)); printf 'PASS  %s\n' "$*"; }
fail() { failed=$((failed + 1)); printf 'FAIL  %s\n' "$*"; }
# check [-v] NAME COMMAND...: passes when the command exits 0; shows its output when it does not
# (and with -v also when it does).
check() {
    local verbose=0 name out
    [[ "$1" == -v ]] && { verbose=1; shift; }
    name=$1
    shift
    if out=$("$@" 2>&1); then
        pass "${name}"
        [[ ${verbose} == 0 || -z "${out}" ]] || printf '%s\n' "${out}" | tail -n 5 | sed 's/^/      /'
    else
        fail "${name}"
        printf '%s\n' "${out}" | tail -n 20 | sed 's/^/      /'
    fi
}
# A window of class acp-workbench shows up under Xvfb within 30 s, while the process runs on.
# Arguments (e.g. env LANG=...) go before the command.
window_appears() {
    xvfb-run -a -s '-screen 0 1280x800x24' /bin/bash -c '
        "$@" acp-workbench --demo >/tmp/gui.log 2>&1 &
        app=$!
        found=1
        for ((i = 0; i < 120; i++)); do
            if ! kill -0 "${app}" 2>/dev/null; then break; fi
            if xwininfo -root -tree 2>/dev/null | grep -q "(\"acp-workbench\" \"acp-workbench\")"; then
                found=0
                xwininfo -root -tree | grep "\"acp-workbench\"" | grep -v "has no name" | head -n 3 |
                    tee /tmp/window.txt
                break
            fi
            sleep 0.25
        done
        kill -0 "${app}" 2>/dev/null && alive=1 || alive=0
        kill "${app}" 2>/dev/null; wait "${app}" 2>/dev/null
        if [[ ${found} != 0 ]]; then
            echo "no acp-workbench window (process alive: ${alive}); its output:"; cat /tmp/gui.log
        fi
        exit "${found}"' window "$@"
}

echo "--- installing the package alone (Recommends off)"
if apt-get install -y -q ./acp-workbench_*.deb >/tmp/apt.log 2>&1; then
    pass "apt-get install ./$(ls acp-workbench_*.deb)"
else
    fail "apt-get install ./acp-workbench_*.deb"; tail -n 30 /tmp/apt.log | sed 's/^/      /'
    echo "deb install check: ${passed} passed, ${failed} failed"; exit 1
fi
grep -E '^(Need to get|After this operation)' /tmp/apt.log | sed 's/^/      /'

echo "--- command line"
check -v "acp-workbench --version prints the version" \
    bash -c 'acp-workbench --version | tee /dev/stderr | grep -Eq "^acp-workbench [0-9]+\.[0-9]+\.[0-9]+"'
check "acp-workbench --help lists the commands" \
    bash -c 'out=$(acp-workbench --help) && grep -q -- "--demo" <<<"${out}" && grep -q "start-vote" <<<"${out}"'
check -v "acp-workbench --demo list --json prints the demo applications" \
    bash -c 'out=$(acp-workbench --demo list --json) || exit 1
             n=$(grep -o "\"number\": *[0-9]*" <<<"${out}" | wc -l); echo "${n} applications"
             [[ "${out}" == "["* && ${n} -ge 3 ]] && grep -q "\"review_state\"" <<<"${out}"'
check "acp-workbench --demo show 3 --json prints the checklist" \
    bash -c 'acp-workbench --demo show 3 --json | grep -q "\"checklist\""'
check -v "an unknown command fails with one sentence on stderr" \
    bash -c 'if acp-workbench --demo no-such-command >/tmp/out 2>/tmp/err; then exit 1; fi; [[ -s /tmp/err ]] && cat /tmp/err'

echo "--- desktop integration"
desktop=/usr/share/applications/io.github.pytorch_fdn.AcpWorkbench.desktop
check "the man page is installed gzipped" test -s /usr/share/man/man1/acp-workbench.1.gz
check "the copyright file is installed" grep -q '^Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/' /usr/share/doc/acp-workbench/copyright
check "the AppStream metainfo is installed" test -s /usr/share/metainfo/io.github.pytorch_fdn.AcpWorkbench.metainfo.xml
echo "--- installing the check tools (xvfb, xauth, x11-utils, desktop-file-utils)"
if apt-get install -y -q xvfb xauth x11-utils desktop-file-utils >/tmp/apt-tools.log 2>&1; then
    pass "apt-get install xvfb xauth x11-utils desktop-file-utils"
else
    fail "apt-get install xvfb xauth x11-utils desktop-file-utils"; tail -n 20 /tmp/apt-tools.log | sed 's/^/      /'
fi
check "desktop-file-validate ${desktop}" desktop-file-validate "${desktop}"
exec_name=$(sed -n 's/^Exec=\([^ ]*\).*/\1/p' "${desktop}" 2>/dev/null)
icon_name=$(sed -n 's/^Icon=//p' "${desktop}" 2>/dev/null)
check "the menu entry's Exec (${exec_name}) is in PATH" command -v "${exec_name:-none}"
check "the menu entry's Icon (${icon_name}) is in hicolor: scalable" test -s "/usr/share/icons/hicolor/scalable/apps/${icon_name}.svg"
check "the menu entry's Icon (${icon_name}) is in hicolor: 16 32 48 64 128 256" bash -c '
    for s in 16 32 48 64 128 256; do test -s "/usr/share/icons/hicolor/${s}x${s}/apps/$0.png" || { echo "missing ${s}x${s}"; exit 1; }; done' "${icon_name}"

echo "--- the window"
check -v "under Xvfb, acp-workbench --demo opens its window" window_appears
rm -f /tmp/window.txt
check -v "under Xvfb with LANG=zh_CN.UTF-8 LANGUAGE=zh_CN, acp-workbench --demo opens its window" \
    window_appears env LANG=zh_CN.UTF-8 LANGUAGE=zh_CN
if [[ "${ACP_DEB_CHECK_CHINESE:-1}" == 1 ]]; then
    check -v "under that locale the window's title is in Chinese" bash -c '
        sed -n "s/^ *0x[0-9a-f]* \"\(.*\)\": (.*/\1/p" /tmp/window.txt; grep -qP "[\x{4e00}-\x{9fff}]" /tmp/window.txt'
    # A message that goes through tr(): the demo workspace refuses to sync.
    check -v "with LANG=zh_CN.UTF-8 LANGUAGE=zh_CN, a command-line message is in Chinese" bash -c '
        LANG=zh_CN.UTF-8 LANGUAGE=zh_CN acp-workbench --demo sync >/dev/null 2>/tmp/zh.txt; cat /tmp/zh.txt
        grep -qP "[\x{4e00}-\x{9fff}]" /tmp/zh.txt'
else
    echo "SKIP  with LANG=zh_CN.UTF-8 LANGUAGE=zh_CN, a command-line message is in Chinese (ACP_DEB_CHECK_CHINESE=0)"
    LANG=zh_CN.UTF-8 LANGUAGE=zh_CN acp-workbench --demo sync 2>&1 >/dev/null | sed 's/^/      it prints: /'
fi

echo "deb install check: ${passed} passed, ${failed} failed"
[[ ${failed} == 0 ]]
CHECKS
chmod 755 "${WORK}/root/deb-checks.sh"

log "apt-get update in the copy"
update_start=${SECONDS}
in_chroot "${WORK}" apt-get update -q >/dev/null || die "apt-get update failed inside the chroot"
log "apt-get update took $((SECONDS - update_start)) s"
log "running the checks"
status=0
in_chroot "${WORK}" env ACP_DEB_CHECK_CHINESE="${CHECK_CHINESE}" /root/deb-checks.sh &
wait $! || status=$?
log "checks finished in $((SECONDS - check_start)) s (whole run $((SECONDS - total_start)) s), exit ${status}"
log "removing the copy"
exit "${status}"
