# Emscripten config for this project (EM_CONFIG points here, set by scripts/em/env.sh).
# Debian's own config, with a writable per-machine cache instead of its frozen one.
import os

exec(open('/usr/share/emscripten/.emscripten').read())

_rb_cache_home = os.path.join(os.environ.get('XDG_CACHE_HOME') or os.path.expanduser('~/.cache'),
                              'russian-bank')
FROZEN_CACHE = False
CACHE = os.environ.get('RB_EM_CACHE') or os.path.join(_rb_cache_home, 'emscripten-3.1.6')

# npm's google-closure-compiler v20220104 (the one Emscripten 3.1.6 was made with; Debian's
# closure-compiler is too old), installed by scripts/setup from scripts/em/closure/.
_rb_closure = os.path.join(_rb_cache_home, 'closure-compiler-20220104', 'node_modules', '.bin',
                           'google-closure-compiler')
if os.path.exists(_rb_closure):
    CLOSURE_COMPILER = _rb_closure
