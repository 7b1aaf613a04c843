#!/usr/bin/env bash
# The X display of the native UI tests (cmake/ui_tests.cmake): one Xvfb server that all of them
# draw on, started and stopped by a CTest fixture, instead of a server of their own each
# (xvfb-run), whose start and stop cost more than many of the tests.
#
# Usage: on_display.sh start DIR      starts the server (its display number in DIR/display)
#        on_display.sh run DIR CMD...  runs CMD on it
#        on_display.sh stop DIR       stops it
set -euo pipefail

action="$1"
dir="$2"
shift 2
case "$action" in
  start)
    mkdir -p "$dir"
    rm -f "$dir/display"
    # -displayfd: the server takes a free display and writes its number once it accepts clients.
    # (Its own session, and no file of CTest's left open, so that this test ends while it runs.)
    setsid Xvfb -displayfd 3 -screen 0 2400x2600x24 -nolisten tcp \
      3>"$dir/display" </dev/null >"$dir/xvfb.log" 2>&1 &
    echo "$!" >"$dir/pid"
    for _ in $(seq 300); do
      if [[ -s "$dir/display" ]]; then
        echo "Xvfb on :$(<"$dir/display")"
        exit 0
      fi
      kill -0 "$(<"$dir/pid")" 2>/dev/null || break
      sleep 0.1
    done
    echo "Xvfb did not start:" >&2
    cat "$dir/xvfb.log" >&2
    exit 1
    ;;
  run)
    display="$(<"$dir/display")"
    DISPLAY=":${display}" exec "$@"
    ;;
  stop)
    [[ -f "$dir/pid" ]] && kill "$(<"$dir/pid")" 2>/dev/null || true
    rm -f "$dir/pid" "$dir/display"
    ;;
  *)
    echo "usage: $0 start|run|stop DIR [COMMAND...]" >&2
    exit 2
    ;;
esac
