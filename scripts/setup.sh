# Sourced by scripts/run and scripts/test: installs the Debian packages the
# build needs (only those missing), then configures and builds the project.
# ATAXX_BUILD_DIR chooses the build folder (default: build/ at the top).

set -euo pipefail

ataxx_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
ataxx_build=${ATAXX_BUILD_DIR:-$ataxx_root/build}

ataxx_packages=(
    cmake ninja-build g++ pkg-config
    # The command lines of the engine and the tools (ai/tools/cli.h): CLI11.
    libcli11-dev
    qt6-base-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-svg-dev qt6-multimedia-dev libgl-dev
    qt6-translations-l10n
    # The games library's database: Qt SQL and its SQLite driver (a plugin).
    libqt6sql6-sqlite
    # The Games window's chart of the person's rating: Qt Charts, whose CMake
    # package needs Qt OpenGL's, which bookworm's qt6-charts-dev does not pull in.
    qt6-charts-dev libqt6opengl6-dev
    # scripts/make-screenshots and the CTest test "screenshots": the pictures are
    # drawn in DejaVu Sans, its oblique and bold faces included (fonts-dejavu-extra:
    # without DejaVu Sans Oblique Qt slants the regular face itself, and the
    # player card's italic "To move" no longer matches the pictures), and packed
    # by pngquant and optipng.
    pngquant optipng fonts-dejavu-core fonts-dejavu-extra
)
# What the reliability runs of scripts/test add: clang with its sanitizer and
# libFuzzer runtimes, and llvm-symbolizer for readable reports. Clang 16, not
# bookworm's default 14, because clang 14 cannot capture a structured binding
# in a lambda (C++20, P1091), which the core uses.
ataxx_reliability_packages=(clang-16 libclang-rt-16-dev llvm)
# What scripts/check-package runs: the validators of the desktop entry and the
# AppStream metainfo, and CPack's Debian generator, whose dependency scan
# (CPACK_DEBIAN_PACKAGE_SHLIBDEPS) runs dpkg-shlibdeps and `file`.
ataxx_package_check_packages=(desktop-file-utils appstream dpkg-dev file)
ataxx_sanitizer_cc=${ATAXX_SANITIZER_CC:-clang-16}
ataxx_sanitizer_cxx=${ATAXX_SANITIZER_CXX:-clang++-16}

ataxx_install_missing() {
    local missing=() p
    for p in "$@"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" ||
            missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "Installing missing packages: ${missing[*]}"
    local sudo=()
    if [ "$(id -u)" -ne 0 ]; then
        if command -v sudo >/dev/null; then
            sudo=(sudo)
        else
            echo "error: these packages are missing and I am not root (no sudo either): ${missing[*]}" >&2
            exit 1
        fi
    fi
    "${sudo[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends \
        "${missing[@]}"
}

ataxx_configure_and_build() {
    cmake -S "$ataxx_root" -B "$ataxx_build" -G Ninja -DCMAKE_BUILD_TYPE=Release "$@"
    cmake --build "$ataxx_build"
}
