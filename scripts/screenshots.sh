#!/usr/bin/env bash
# Renders every view of the workbench into a folder and checks each for clipped, squeezed and
# overlapping widgets: the main window in each state of the demo workspace and on the first
# run, every dock and every dialog (tests/tools/screenshot-tour.cpp), at 1366×768 and 1920×1080
# in the light and dark palettes and at 1366×768 and 200 % in high contrast, the main window in
# Simplified Chinese, and the first pages of a PDF report. Exits non-zero on a layout problem.
#
#   scripts/screenshots.sh [FOLDER]          default: build/screenshots
#   scripts/screenshots.sh --readme          also refreshes the README's images in docs/screenshots
#
# Environment:
#   ACP_BUILD_DIR=DIR   the configured build to use (default build/ci)
# Needs pdftoppm (poppler-utils) for the report pages. Runs on the offscreen platform: no
# display is needed, and the screen is exactly the size asked for.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BUILD_DIR=${ACP_BUILD_DIR:-${ROOT}/build/ci}
readme=0
out=${ROOT}/build/screenshots
for argument in "$@"; do
    case "$argument" in
    --readme) readme=1 ;;
    -h | --help) sed -n '2,14p' "$0"; exit 0 ;;
    *) out=$argument ;;
    esac
done

step() { printf -- '--- screenshots: %s\n' "$*" >&2; }

step "building the tour and the workbench in ${BUILD_DIR}"
cmake --build "$BUILD_DIR" --target acp-screenshot-tour acp-workbench >/dev/null
tour=${BUILD_DIR}/tests/tools/acp-screenshot-tour
mkdir -p "$out"
export QT_QPA_PLATFORM=offscreen LC_ALL=C.UTF-8 QT_LOGGING_RULES='qt.qpa.*=false'

status=0
run_tour() {
    step "tour $*"
    "$tour" --check --output "$out" "$@" || status=1
}
run_tour --screen 1366x768 --theme light --theme dark
run_tour --screen 1920x1080 --theme light --theme dark
run_tour --screen 1366x768 --scale 2 --theme high-contrast
run_tour --screen 1366x768 --theme light --language zh_CN --only main-window

step "the review report of demo application #12"
report_dir=$(mktemp -d)
trap 'rm -rf "$report_dir"' EXIT
# A throwaway data folder: the demo database of the report is not the user's.
XDG_DATA_HOME=$report_dir XDG_CONFIG_HOME=$report_dir \
    "${BUILD_DIR}/src/acp-workbench" --demo report 12 --output "${report_dir}/report.pdf" >/dev/null
pdftoppm -png -r 90 -f 1 -l 2 "${report_dir}/report.pdf" "${out}/report-page"

if ((readme)); then
    step "refreshing docs/screenshots"
    docs=${ROOT}/docs/screenshots
    cp "${out}/first-run-1366x768-light.png" "${docs}/first-run.png"
    cp "${out}/main-window-1366x768-light.png" "${docs}/main-window.png"
    cp "${out}/main-window-1366x768-dark.png" "${docs}/main-window-dark.png"
    cp "${out}/review-1366x768-light.png" "${docs}/review.png"
    cp "${out}/vote-1366x768-light.png" "${docs}/vote.png"
    cp "${out}/team-reviews-1366x768-light.png" "${docs}/team-reviews.png"
    cp "${out}/request-info-dialog-1366x768-light.png" "${docs}/request-info.png"
    cp "${out}/settings-dialog-1366x768-light.png" "${docs}/settings.png"
    cp "${out}/listing-editor-dialog-1366x768-light.png" "${docs}/listing-editor.png"
    cp "${out}/dashboard-1366x768-light.png" "${docs}/dashboard.png"
    cp "${out}/main-window-zh_CN-1366x768-light.png" "${docs}/main-window-zh_CN.png"
    cp "${out}/report-page-1.png" "${docs}/report-page-1.png"
    cp "${out}/report-page-2.png" "${docs}/report-page-2.png"
fi

step "$(find "$out" -name '*.png' | wc -l) images in ${out}"
exit "$status"
