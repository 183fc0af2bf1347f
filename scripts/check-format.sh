#!/usr/bin/env bash
# Checks that every tracked C++ file is formatted as .clang-format says (clang-format 14, the
# version of Debian 12; a newer clang-format may break a few lines differently).
#
#   scripts/check-format.sh          list the files that differ and show the changes; exit 1 if any
#   scripts/check-format.sh --fix    format them in place
#
# Environment: ACP_SKIP_DEPS=1 does not install clang-format when it is missing.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "${ROOT}"

if ! command -v clang-format >/dev/null 2>&1; then
    ACP_EXTRA_PACKAGES="clang-format ${ACP_EXTRA_PACKAGES:-}" scripts/install-deps.sh
fi

mapfile -t files < <(git ls-files '*.cpp' '*.h')
if [[ "${1:-}" == --fix ]]; then
    clang-format -i "${files[@]}"
    exit 0
fi

unformatted=()
for file in "${files[@]}"; do
    if ! clang-format --dry-run --Werror "${file}" >/dev/null 2>&1; then
        unformatted+=("${file}")
    fi
done
echo "format-check: $(clang-format --version | head -n 1); ${#files[@]} files, ${#unformatted[@]} unformatted"
for file in "${unformatted[@]}"; do
    echo "--- ${file}"
    diff -u "${file}" <(clang-format "${file}") | tail -n +3 | head -n 40 || true
done
[[ ${#unformatted[@]} == 0 ]] || { echo "run scripts/check-format.sh --fix"; exit 1; }
