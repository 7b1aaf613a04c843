#!/usr/bin/env bash
# What the native window costs at rest: starts the game under Xvfb (deal 5, the human in turn unless the flags say otherwise),
# lets it settle (card faces made, nothing moving), then prints the CPU time the process used over
# the next 10 s, from /proc (user and system ticks). Measures; asserts nothing.
# Usage: tests/native/rest_cpu.sh [GAME_BINARY] [game flags...]   (default: build/native/russian_bank)
set -euo pipefail
game="${1:-build/native/russian_bank}"
shift || true
SDL_AUDIODRIVER=dummy xvfb-run -a "$game" --seed 5 "$@" &
runner=$!
pid=""
for _ in $(seq 100); do
  pid="$(pgrep -n -f -- "^$game --seed 5" || true)"
  [[ -n "$pid" ]] && break
  sleep 0.1
done
[[ -n "$pid" ]] || { echo "the game did not start" >&2; exit 1; }
sleep 8  # settling: the first frame, then the card faces made in idle ticks
ticks() { awk '{print $14 + $15}' "/proc/$pid/stat"; }
before="$(ticks)"
sleep 10
after="$(ticks)"
echo "$game $*: $(( after - before )) ticks of 1/$(getconf CLK_TCK) s CPU (user + system) in 10 s at rest"
kill "$pid"
wait "$runner" 2>/dev/null || true
