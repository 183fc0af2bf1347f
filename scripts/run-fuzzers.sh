#!/usr/bin/env bash
# Builds the libFuzzer targets (fuzz/) with clang, AddressSanitizer and UBSan, and runs each one
# for a while on its seed corpus (fuzz/corpus/<target>, left unchanged).
#
#   scripts/run-fuzzers.sh [TARGET ...]      e.g. scripts/run-fuzzers.sh issueform
#
# Exits non-zero when the build fails or a fuzzer finds a crash, a sanitizer error, a leak or a
# broken invariant; the input that did it is kept in the build directory (crash-*, leak-*,
# timeout-*) and printed as a reproduction command.
#
# Environment:
#   ACP_FUZZ_SECONDS=N      seconds per target (default 30)
#   ACP_FUZZ_BUILD_DIR=DIR  build directory (default build/fuzz)
#   ACP_JOBS=N              parallel compile jobs and fuzzers run at once (default 2)
#   ACP_SKIP_DEPS=1         do not check or install packages (clang, libclang-rt-dev)
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BUILD_DIR=${ACP_FUZZ_BUILD_DIR:-${ROOT}/build/fuzz}
SECONDS_PER_TARGET=${ACP_FUZZ_SECONDS:-30}
JOBS=${ACP_JOBS:-2}

step() { printf '\n--- run-fuzzers: %s\n' "$*"; }

step "checking packages"
ACP_EXTRA_PACKAGES="clang libclang-rt-dev ${ACP_EXTRA_PACKAGES:-}" "${ROOT}/scripts/install-deps.sh"

targets=("$@")
if [[ ${#targets[@]} -eq 0 ]]; then
    for source in "${ROOT}"/fuzz/fuzz_*.cpp; do
        name=$(basename "${source}" .cpp)
        targets+=("${name#fuzz_}")
    done
fi

step "configuring ${BUILD_DIR} (clang, -DACP_BUILD_FUZZERS=ON)"
cmake -S "${ROOT}" -B "${BUILD_DIR}" -G Ninja -DCMAKE_BUILD_TYPE=Debug \
    -DCMAKE_CXX_COMPILER=clang++ -DACP_BUILD_FUZZERS=ON -DACP_BUILD_TESTS=OFF -DACP_UNITY_BUILD=ON \
    -DACP_BUILD_BENCHMARKS=OFF >/dev/null

step "building ${targets[*]} (-j${JOBS})"
cmake --build "${BUILD_DIR}" --parallel "${JOBS}" --target "${targets[@]/#/fuzz_}"

dictionary_for() {
    case "$1" in
        issueform | linkextractor | githubmarkdown) echo "${ROOT}/fuzz/dict/markdown.dict" ;;
        roster) echo "${ROOT}/fuzz/dict/roster.dict" ;;
        htmlmetadata) echo "${ROOT}/fuzz/dict/html.dict" ;;
        githubjson) echo "${ROOT}/fuzz/dict/json.dict" ;;
        linkheader) echo "${ROOT}/fuzz/dict/linkheader.dict" ;;
        allowlist) echo "${ROOT}/fuzz/dict/allowlist.dict" ;;
        reviewcomment) echo "${ROOT}/fuzz/dict/review.dict" ;;
    esac
}

run_one() {
    local target=$1 work="${BUILD_DIR}/fuzz-run/$1" dict
    rm -rf "${work}"
    mkdir -p "${work}/corpus" "${work}/artifacts"
    local args=(-max_total_time="${SECONDS_PER_TARGET}" -timeout=10 -rss_limit_mb=2048 -max_len=65536
        -print_final_stats=1 -artifact_prefix="${work}/artifacts/")
    dict=$(dictionary_for "${target}")
    [[ -n "${dict}" && -f "${dict}" ]] && args+=(-dict="${dict}")
    # New inputs go to the scratch corpus; the repository's seeds are read only.
    ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
        "${BUILD_DIR}/fuzz/fuzz_${target}" "${args[@]}" "${work}/corpus" "${ROOT}/fuzz/corpus/${target}" \
        >"${work}/log" 2>&1
}

step "fuzzing ${#targets[@]} targets for ${SECONDS_PER_TARGET} s each, ${JOBS} at a time"
declare -A pids=()
status=0
report() {
    local target=$1 result=$2 work="${BUILD_DIR}/fuzz-run/$1" runs cov
    runs=$(sed -n -E 's/^stat::number_of_executed_units: *([0-9]+).*/\1/p' "${work}/log" | tail -n 1) || true
    cov=$(grep -E '^#[0-9]+.*cov:' "${work}/log" | tail -n 1 | sed -n -E 's/.*cov: ([0-9]+).*/\1/p') || true
    if [[ ${result} == 0 ]]; then
        printf '%-16s ok: %s runs, coverage %s edges\n' "${target}" "${runs:-?}" "${cov:-?}"
    else
        status=1
        printf '%-16s FAILED (exit %d):\n' "${target}" "${result}"
        grep -E 'ERROR|invariant failed|SUMMARY|Test unit written' "${work}/log" | head -n 20 || true
        for artifact in "${work}"/artifacts/*; do
            [[ -e "${artifact}" ]] || continue
            echo "  reproduce: ${BUILD_DIR}/fuzz/fuzz_${target} ${artifact}"
        done
        tail -n 40 "${work}/log"
    fi
}
for target in "${targets[@]}"; do
    while [[ ${#pids[@]} -ge ${JOBS} ]]; do
        finished=
        for t in "${!pids[@]}"; do
            if ! kill -0 "${pids[${t}]}" 2>/dev/null; then
                result=0
                wait "${pids[${t}]}" || result=$?
                report "${t}" "${result}"
                unset "pids[${t}]"
                finished=1
            fi
        done
        [[ -n "${finished}" ]] || sleep 1
    done
    run_one "${target}" &
    pids[${target}]=$!
done
for t in "${!pids[@]}"; do
    result=0
    wait "${pids[${t}]}" || result=$?
    report "${t}" "${result}"
done
if [[ ${status} == 0 ]]; then
    echo "fuzzing: all ${#targets[@]} targets clean"
else
    echo "fuzzing: FAILED"
fi
exit "${status}"
