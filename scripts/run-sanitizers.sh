#!/usr/bin/env bash
# Builds the whole project and its test suite with AddressSanitizer + UndefinedBehaviorSanitizer
# (the "asan" preset of CMakePresets.json) and runs every test, as CI does.
#
#   scripts/run-sanitizers.sh [CTEST ARGUMENTS ...]     e.g. scripts/run-sanitizers.sh -R tst_syncengine
#
# Any sanitizer report fails the test it happens in: UBSan stops at the first error
# (-fno-sanitize-recover), ASan aborts, LeakSanitizer makes the exit code non-zero. Leaks inside
# third-party libraries the project cannot fix are suppressed in .ci/lsan.supp (never project code).
#
# Environment:
#   ACP_ASAN_BUILD_DIR=DIR  build somewhere else than build/asan
#   ACP_CMAKE_ARGS="..."    extra configure arguments
#   ACP_JOBS=N              parallel compile and test jobs (default 2)
#   ACP_SKIP_DEPS=1         do not check or install packages
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BUILD_DIR=${ACP_ASAN_BUILD_DIR:-${ROOT}/build/asan}
JOBS=${ACP_JOBS:-2}
extra_cmake_args=()
if [[ -n "${ACP_CMAKE_ARGS:-}" ]]; then
    read -r -a extra_cmake_args <<<"${ACP_CMAKE_ARGS}"
fi

step() { printf '\n--- run-sanitizers: %s\n' "$*"; }

step "checking packages"
"${ROOT}/scripts/install-deps.sh"

step "configuring ${BUILD_DIR} (preset asan)"
cd "${ROOT}"
# -O1 keeps the instrumented suite fast enough (AddressSanitizer's own advice); frames stay.
# Line tables (-g1) are all a sanitizer report needs for file:line in every frame.
cmake --preset asan -B "${BUILD_DIR}" -DCMAKE_CXX_FLAGS_DEBUG="-g1 -O1" "${extra_cmake_args[@]}"

step "building (-j${JOBS})"
cmake --build "${BUILD_DIR}" --parallel "${JOBS}"

step "running tests with AddressSanitizer, LeakSanitizer and UBSan"
export QT_QPA_PLATFORM=offscreen
# The same settings as the asan test preset (CMakePresets.json), usable with any build directory.
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=0:detect_stack_use_after_return=1:strict_string_checks=1:check_initialization_order=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
export LSAN_OPTIONS="suppressions=${ROOT}/.ci/lsan.supp:print_suppressions=0"
exec ctest --test-dir "${BUILD_DIR}" --output-on-failure --no-tests=error --parallel "${JOBS}" "$@"
