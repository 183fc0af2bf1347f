#!/usr/bin/env bash
# Builds ACP Workbench with its tests and runs the whole suite, as CI does.
#
#   scripts/run-tests.sh [CTEST ARGUMENTS ...]     e.g. scripts/run-tests.sh -R tst_issueform
#
# Installs missing Debian packages first (scripts/install-deps.sh), configures the "ci" preset of
# CMakePresets.json (Debug, Ninja) into build/ci, builds with -j2 and runs ctest on the offscreen
# Qt platform. Exits non-zero when the build fails or any test fails.
#
# Environment:
#   ACP_BUILD_DIR=DIR      build somewhere else than build/ci
#   ACP_CMAKE_ARGS="..."   extra configure arguments, e.g. -DACP_REQUIRE_SYNTAX_HIGHLIGHTING=ON
#   ACP_JOBS=N             parallel compile and test jobs (default 2)
#   ACP_SKIP_DEPS=1        do not check or install packages
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BUILD_DIR=${ACP_BUILD_DIR:-${ROOT}/build/ci}
JOBS=${ACP_JOBS:-2}
extra_cmake_args=()
if [[ -n "${ACP_CMAKE_ARGS:-}" ]]; then
    read -r -a extra_cmake_args <<<"${ACP_CMAKE_ARGS}"
fi

step() { printf '\n--- run-tests: %s\n' "$*"; }

step "checking packages"
"${ROOT}/scripts/install-deps.sh"

step "configuring ${BUILD_DIR}"
cd "${ROOT}"
cmake --preset ci -B "${BUILD_DIR}" "${extra_cmake_args[@]}"

step "building (-j${JOBS})"
cmake --build "${BUILD_DIR}" --parallel "${JOBS}"

step "running tests"
export QT_QPA_PLATFORM=offscreen
exec ctest --test-dir "${BUILD_DIR}" --output-on-failure --no-tests=error --parallel "${JOBS}" "$@"
