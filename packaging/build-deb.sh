#!/usr/bin/env bash
# Builds the Debian package of ACP Workbench: a Release build without the tests, with Debian's
# hardening flags (dpkg-buildflags), then `cpack -G DEB`. Prints the path of the .deb on stdout.
#
#   packaging/build-deb.sh
#
# Needs the build packages (scripts/install-deps.sh) and dpkg-dev (dpkg-shlibdeps computes the
# run-time dependencies); installs dpkg-dev when it is missing.
#
# Environment:
#   ACP_DEB_BUILD_DIR=DIR   where to build (default build/deb)
#   ACP_JOBS=N              parallel compile jobs (default 2)
#   ACP_CMAKE_ARGS="..."    extra configure arguments
#   ACP_SKIP_DEPS=1         do not check or install packages
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BUILD_DIR=${ACP_DEB_BUILD_DIR:-${ROOT}/build/deb}
JOBS=${ACP_JOBS:-2}
extra_cmake_args=()
if [[ -n "${ACP_CMAKE_ARGS:-}" ]]; then
    read -r -a extra_cmake_args <<<"${ACP_CMAKE_ARGS}"
fi

step() { printf -- '--- build-deb: %s\n' "$*" >&2; }

if [[ "${ACP_SKIP_DEPS:-0}" != 1 ]]; then
    ACP_EXTRA_PACKAGES="dpkg-dev ${ACP_EXTRA_PACKAGES:-}" "${ROOT}/scripts/install-deps.sh" >&2
fi

# Debian's hardening flags (stack protector, fortify, relro, bindnow), as a Debian build would use
# them; -g is dropped (the package's binary is stripped) and the optimisation is Release's.
export DEB_BUILD_MAINT_OPTIONS=${DEB_BUILD_MAINT_OPTIONS:-hardening=+all}
buildflag() { dpkg-buildflags --get "$1" | sed -E 's/(^| )-g( |$)/ /g; s/(^| )-O[0-9s]( |$)/ /g'; }
CXXFLAGS="$(buildflag CPPFLAGS) $(buildflag CXXFLAGS)"
LDFLAGS="$(buildflag LDFLAGS)"
export CXXFLAGS LDFLAGS

if [[ ! -f "${BUILD_DIR}/CMakeCache.txt" || -n "${ACP_CMAKE_ARGS:-}" ]]; then
    step "configuring ${BUILD_DIR}"
    cmake -S "${ROOT}" -B "${BUILD_DIR}" -G Ninja -DCMAKE_BUILD_TYPE=Release -DACP_BUILD_TESTS=OFF \
        -DACP_UNITY_BUILD=ON -DCMAKE_INSTALL_PREFIX=/usr "${extra_cmake_args[@]}" >&2
fi

step "building (-j${JOBS})"
cmake --build "${BUILD_DIR}" --parallel "${JOBS}" >&2

step "cpack -G DEB"
rm -f "${BUILD_DIR}"/*.deb
(cd "${BUILD_DIR}" && cpack -G DEB >&2)
deb=$(find "${BUILD_DIR}" -maxdepth 1 -name '*.deb' -print -quit)
[[ -n "${deb}" ]] || { step "cpack wrote no .deb"; exit 1; }
step "package: ${deb}"
printf '%s\n' "${deb}"
