#!/usr/bin/env bash
# Builds ACP Workbench (Release) and starts it.
#
#   scripts/run-workbench.sh [ACP-WORKBENCH ARGUMENTS ...]
#
# Installs missing Debian packages first (scripts/install-deps.sh), configures the "release"
# preset of CMakePresets.json (Ninja) into build/release and builds the acp-workbench executable.
# Without GH_TOKEN or GITHUB_TOKEN in the environment it opens the bundled demo workspace
# (--demo: no network, nothing is sent to github.com); with a token it opens the real
# repository. Any arguments are passed on to acp-workbench, e.g.
#   scripts/run-workbench.sh list --json
#   GH_TOKEN=... scripts/run-workbench.sh sync
#
# Environment:
#   ACP_BUILD_DIR=DIR      build somewhere else than build/release
#   ACP_CMAKE_ARGS="..."   extra configure arguments
#   ACP_JOBS=N             parallel compile jobs (default 2)
#   ACP_SKIP_DEPS=1        do not check or install packages
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BUILD_DIR=${ACP_BUILD_DIR:-${ROOT}/build/release}
JOBS=${ACP_JOBS:-2}
extra_cmake_args=()
if [[ -n "${ACP_CMAKE_ARGS:-}" ]]; then
    read -r -a extra_cmake_args <<<"${ACP_CMAKE_ARGS}"
fi

step() { printf -- '--- run-workbench: %s\n' "$*" >&2; }

step "checking packages"
"${ROOT}/scripts/install-deps.sh"

cd "${ROOT}"
if [[ ! -f "${BUILD_DIR}/build.ninja" || -n "${ACP_CMAKE_ARGS:-}" ]]; then
    step "configuring ${BUILD_DIR}"
    cmake --preset release -B "${BUILD_DIR}" "${extra_cmake_args[@]}" >&2
fi

step "building acp-workbench (-j${JOBS})"
cmake --build "${BUILD_DIR}" --parallel "${JOBS}" --target acp-workbench >&2

executable=$(find "${BUILD_DIR}" -type f -name acp-workbench -perm -u+x -print -quit)
if [[ -z "${executable}" ]]; then
    echo "run-workbench: the build finished but no acp-workbench executable is in ${BUILD_DIR}" >&2
    exit 1
fi

args=("$@")
if [[ -n "${GH_TOKEN:-}" || -n "${GITHUB_TOKEN:-}" ]]; then
    step "GitHub token found in the environment: opening the real repository"
else
    step "no GH_TOKEN or GITHUB_TOKEN set: opening the demo workspace (nothing is sent to github.com)"
    args=(--demo "${args[@]}")
fi

if [[ -z "${DISPLAY:-}" && -z "${WAYLAND_DISPLAY:-}" && -z "${QT_QPA_PLATFORM:-}" && $# -eq 0 ]]; then
    step "note: no DISPLAY or WAYLAND_DISPLAY is set; to try the window without a desktop, run:"
    step "  xvfb-run -a scripts/run-workbench.sh   (or QT_QPA_PLATFORM=offscreen for a headless check)"
fi

exec "${executable}" "${args[@]}"
