# Shared helpers for the scripts in scripts/: where things are, logging, and installing what is
# missing (Debian packages, npm packages). Sourced, not run.

RB_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
export RB_ROOT

# Versions of the SDL libraries built for wasm from Debian's source packages (scripts/wasm-sdl;
# cmake/sdl.cmake asks that script for the folder they are in).
RB_SDL2_VERSION=2.26.5
RB_SDL2_IMAGE_VERSION=2.6.3

# The per-machine cache: the wasm SDL build and Emscripten's writable cache live here, shared by
# every clone of the project on this machine.
RB_CACHE_HOME="${XDG_CACHE_HOME:-$HOME/.cache}/russian-bank"

# Prints the comment block at the top of script $1 (its description and usage).
rb_usage() { sed -n '2,/^[^#]/s/^# \{0,1\}//p' "$1"; }

say() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }
warn() { printf '\033[33mwarning: %s\033[0m\n' "$*" >&2; }
die() { printf '\033[31merror: %s\033[0m\n' "$*" >&2; exit 1; }

# Run a command as root: directly when we are root, else through sudo.
as_root() {
  if [[ $(id -u) -eq 0 ]]; then
    "$@"
  elif command -v sudo >/dev/null; then
    sudo "$@"
  else
    die "need root to run: $* (no sudo found)"
  fi
}

# Non-interactive apt, also when there is no stdin (CI).
rb_apt() {
  as_root env DEBIAN_FRONTEND=noninteractive apt-get -y -q -o Dpkg::Use-Pty=0 "$@" </dev/null
}

RB_APT_UPDATED=0
rb_apt_update_once() {
  if [[ $RB_APT_UPDATED -eq 0 ]]; then
    say "apt-get update"
    rb_apt update
    RB_APT_UPDATED=1
  fi
}

# True when dpkg says the package is installed.
rb_pkg_installed() {
  dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q 'install ok installed'
}

# Install the Debian packages in "$@" that are not installed yet; nothing when all are.
rb_ensure_packages() {
  local missing=() p
  for p in "$@"; do
    rb_pkg_installed "$p" || missing+=("$p")
  done
  [[ ${#missing[@]} -eq 0 ]] && return 0
  say "installing Debian packages: ${missing[*]}"
  rb_apt_update_once
  rb_apt install --no-install-recommends "${missing[@]}"
}

# Node.js and npm: Debian's packages, unless a node and npm are already on the machine (some
# machines have NodeSource's nodejs, which carries its own npm and conflicts with Debian's npm).
rb_ensure_node() {
  if command -v node >/dev/null && command -v npm >/dev/null; then
    return 0
  fi
  rb_ensure_packages nodejs npm
}

# What each part of the project needs from Debian (node and npm: see rb_ensure_node).
#  native: the g++ build, Catch2 tests and the SDL window (and Xvfb to test it without a screen);
#  web: the Emscripten build and the wasm SDL from Debian's sources (dpkg-dev unpacks them);
#  both: the card art generator (DejaVu glyph outlines read with fontTools) and clang-format;
#  e2e: the browser tests.
RB_PKGS_COMMON=(cmake ninja-build python3 python3-fonttools fonts-dejavu-core clang-format)
RB_PKGS_NATIVE=(g++ pkg-config libsdl2-dev libsdl2-image-dev catch2 xvfb xauth clang libclang-rt-14-dev
  libwebsocketpp-dev libasio-dev libmsgpack-cxx-dev)
RB_PKGS_WEB=(emscripten dpkg-dev xz-utils)
RB_PKGS_E2E=(chromium)
# The online server's tests: a Redis of their own (scripts/test-online).
RB_PKGS_ONLINE=(redis-server)

# rb_npm_ci FOLDER PACKAGE: `npm ci` in FOLDER (relative to the repository) when PACKAGE is not in
# its node_modules or its package-lock.json is newer than what was installed.
rb_npm_ci() {
  rb_ensure_node
  local dir="$RB_ROOT/$1"
  if [[ ! -d "$dir/node_modules/$2" ||
        "$dir/package-lock.json" -nt "$dir/node_modules/.package-lock.json" ]]; then
    say "npm ci in $1"
    (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error </dev/null)
  fi
}

# npm packages for the browser tests (playwright-core, pinned in tests/e2e/package-lock.json).
rb_ensure_e2e_node_modules() {
  rb_npm_ci tests/e2e playwright-core
}

# npm packages of the online server (Colyseus 0.16, pinned in src/server/package-lock.json).
rb_ensure_online_node_modules() {
  rb_npm_ci src/server @colyseus/core
}

# The online server's engine: the games compiled for Node (build/web/online_engine.js, and the
# tests' online_truth.js), configuring the web build first when it is not.
rb_build_online_engine() {
  [[ -f "$RB_ROOT/build/web/build.ninja" ]] || (cd "$RB_ROOT" && cmake --preset web >/dev/null)
  (cd "$RB_ROOT" && cmake --build --preset web --target online_engine online_truth -j "${RB_JOBS:-2}")
}

# The Closure Compiler for the web build's JS glue, from scripts/em/closure/ into the per-machine
# cache: its native build on x86-64 Linux (npm's optional google-closure-compiler-linux, much
# faster than the Java one, the same output), else the Java one (only with a java).
# cmake/game_target.cmake uses it when present.
rb_ensure_closure_compiler() {
  local dir="$RB_CACHE_HOME/closure-compiler-20220104" src="$RB_ROOT/scripts/em/closure"
  local native_ok=0
  [[ "$(uname -s)-$(uname -m)" == Linux-x86_64 ]] && native_ok=1
  if [[ -x "$dir/node_modules/.bin/google-closure-compiler" ]]; then
    [[ $native_ok -eq 0 || -x "$dir/node_modules/google-closure-compiler-linux/compiler" ]] &&
      return 0
  elif [[ $native_ok -eq 0 ]] && ! command -v java >/dev/null; then
    warn "no java: the web build's JS glue will not be closure-compiled (it works, a bit bigger)"
    return 0
  fi
  rb_ensure_node
  say "npm ci: Closure Compiler into $dir"
  mkdir -p "$dir"
  cp "$src/package.json" "$src/package-lock.json" "$dir/"
  (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error </dev/null)
}

# Seconds since the epoch with fractions, for timing steps.
rb_now() { date +%s.%N; }
rb_elapsed() { awk -v a="$1" -v b="$(rb_now)" 'BEGIN { printf "%.1f", b - a }'; }
