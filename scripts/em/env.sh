# Environment for Debian's Emscripten 3.1.6, sourced by the wrappers in this folder and by
# scripts/wasm-sdl. It handles the packaging quirks (see /work/shared/notes/toolchain.md):
#  - NODE_PATH: Emscripten's JS optimizer needs Debian's node modules (acorn);
#  - EM_CONFIG: our own config (config.py here) with FROZEN_CACHE off and a writable CACHE;
#  - that CACHE is per machine, seeded from Debian's prebuilt cache (libraries as symlinks, the
#    rest copied), so nothing Debian already built is rebuilt.
# Emscripten empties its cache when its config file or version changes (sanity.txt); so the seed
# is redone, under a lock, whenever config.py or Emscripten's version differs from the seed's,
# and sanity.txt is written then, before any parallel compile could find it stale.

RB_EM_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
RB_DEBIAN_EM_CACHE=/usr/share/emscripten/cache
export RB_EM_CACHE="${RB_EM_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/russian-bank/emscripten-3.1.6}"
export EM_CONFIG="$RB_EM_DIR/config.py"
export NODE_PATH="/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}"
export EMSDK_PYTHON="${EMSDK_PYTHON:-/usr/bin/python3}"

rb_em_seed_cache() {
  local want
  want="$(cat "$EM_CONFIG" /usr/share/emscripten/emscripten-version.txt | cksum | cut -d' ' -f1)"
  [[ "$(cat "$RB_EM_CACHE/.rb-seeded" 2>/dev/null)" == "$want" ]] && return 0
  mkdir -p "$RB_EM_CACHE"
  (
    flock 9
    [[ "$(cat "$RB_EM_CACHE/.rb-seeded" 2>/dev/null)" == "$want" ]] && exit 0
    echo "russian-bank: seeding Emscripten's cache $RB_EM_CACHE from $RB_DEBIAN_EM_CACHE" >&2
    find "$RB_EM_CACHE" -mindepth 1 -maxdepth 1 ! -name .rb-seed.lock -exec rm -rf {} +
    cd "$RB_DEBIAN_EM_CACHE"
    find . -type d -exec mkdir -p "$RB_EM_CACHE/{}" \;
    # Libraries and objects: symlinks (Emscripten never rewrites a library that exists).
    find . -type f \( -name '*.a' -o -name '*.o' \) -exec ln -sfn "$RB_DEBIAN_EM_CACHE/{}" "$RB_EM_CACHE/{}" \;
    # Headers, stamps and the rest: real copies (small, and Emscripten may rewrite them).
    find . -type f ! -name '*.a' ! -name '*.o' ! -name cache.lock -exec cp -p {} "$RB_EM_CACHE/{}" \;
    # One compile writes sanity.txt for this config.
    echo 'int rb_seed;' | /usr/bin/emcc -c -x c - -o /dev/null
    echo "$want" >"$RB_EM_CACHE/.rb-seeded"
  ) 9>"$RB_EM_CACHE/.rb-seed.lock"
}
rb_em_seed_cache
