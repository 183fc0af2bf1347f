#!/bin/sh
# Runs one test program inside its own D-Bus session with a freshly unlocked gnome-keyring, so
# keychain tests talk to a real Secret Service without touching the user's keyring:
#
#   run-with-secret-service.sh ./tst_tokenprovider [ARGS ...]
#
# The keyring files live in a temporary XDG_DATA_HOME that is removed afterwards. Without
# dbus-run-session or gnome-keyring-daemon (Debian: dbus, gnome-keyring, libsecret-1-0) the test
# runs as it is and checks the no-keychain fallback; ACP_EXPECT_SECRET_SERVICE tells it which.
set -eu

if ! command -v dbus-run-session >/dev/null 2>&1 || ! command -v gnome-keyring-daemon >/dev/null 2>&1; then
    echo "run-with-secret-service: dbus-run-session or gnome-keyring-daemon missing; running without a keyring" >&2
    ACP_EXPECT_SECRET_SERVICE=0
    export ACP_EXPECT_SECRET_SERVICE
    exec "$@"
fi

scratch=$(mktemp -d "${TMPDIR:-/tmp}/acp-keyring.XXXXXX")
trap 'rm -rf "${scratch}"' EXIT INT TERM
mkdir -p "${scratch}/data" "${scratch}/runtime"
chmod 700 "${scratch}/runtime"
XDG_DATA_HOME="${scratch}/data"
XDG_RUNTIME_DIR="${scratch}/runtime"
ACP_EXPECT_SECRET_SERVICE=1
export XDG_DATA_HOME XDG_RUNTIME_DIR ACP_EXPECT_SECRET_SERVICE

status=0
dbus-run-session -- sh -c '
    printf x | gnome-keyring-daemon --unlock --components=secrets >/dev/null || exit 99
    exec "$@"' run-with-secret-service "$@" || status=$?
exit "${status}"
