// The page around the game: the embed API for a host page (events out, commands in, over
// postMessage with an explicit target origin and an allow-list of origins set by the URL option
// `origins`), quiet notices for the player (a bad URL option, a save that could not be read,
// storage blocked), saving when the page is hidden or closed, the game's sounds (Web Audio) and the
// full-screen button.
// Online play: the game's requests (open a table, an action, leave) go to the online client,
// online-client.js (web/online.js), loaded only when a player goes online (the menu's Online, or
// this page's address with join=ROOM); it talks to the online game server, by default on port
// 2567 of this page's host (scripts/serve-online; the address option server=wss://host:port
// names another), and hands the game the server's messages.
// The game (C++) calls window.rbPage.onGameEvent / onNotice / copyLink / loadGame / online; see
// README "Embedding" and "Playing online".
(function () {
  'use strict';
  var SOURCE = 'russian-bank';
  var COMMANDS = ['new-game', 'restart', 'set-option', 'pause', 'resume', 'action', 'undo', 'redo', 'review', 'close-review', 'lang'];
  var embedded = window.parent !== window;
  var ready = false;
  var waiting = [];  // commands that came before the game was ready
  var noticeBox = null;
  var pendingNotices = [];
  // A new-game of another bundle is answered by the page it loads, once ready: the command rides
  // in that page's address (REPLY_OPTION), which the page takes out before the game reads it (a
  // frame may have no storage to keep it in: a host on another site), with the address errors
  // that come there.
  var REPLY_OPTION = 'api_reply';
  var inFlight = null;  // the command being run, {id, command}
  var deferred = false;  // its reply waits for the page it loads
  var reloadedBy = null;
  var query = new URLSearchParams(window.location.search);  // (less REPLY_OPTION, below)
  if (query.has(REPLY_OPTION)) {
    try {
      reloadedBy = JSON.parse(query.get(REPLY_OPTION));
      if (typeof reloadedBy.command != 'string') throw reloadedBy;
      reloadedBy.errors = [];
    } catch (e) {
      reloadedBy = null;  // (not one this page wrote: nothing to answer)
    }
    query.delete(REPLY_OPTION);
    try {
      window.history.replaceState(window.history.state, '',
        window.location.pathname + (query + '' ? '?' + query : '') + window.location.hash);
    } catch (e) { /* a frame that may not: the game then names the option it does not know */ }
  }

  // --- The allow-list: ?origins=https://a.example,https://b.example ---
  var allowed = [];
  var badOrigins = [];
  query.getAll('origins').join(',').split(',').forEach(function (item) {
    item = item.trim();
    if (!item) return;
    var origin = null;
    try {
      origin = new URL(item).origin;
    } catch (e) {
      origin = null;
    }
    if (origin && origin !== 'null' && origin === item.replace(/\/$/, '')) {
      allowed.push(origin);
    } else {
      badOrigins.push(item);
    }
  });

  // Where events go: the parent's origin when it is allowed (known from the browser, or from
  // the first command it sent), never '*'. `parentKnown`: the browser told the parent's origin
  // (location.ancestorOrigins), so an origin it did not tell need not be tried.
  var parentKnown = !!(window.location.ancestorOrigins && window.location.ancestorOrigins.length);
  function parentOrigin() {
    var guess = '';
    if (parentKnown) {
      guess = window.location.ancestorOrigins[0];
    } else if (document.referrer) {
      try { guess = new URL(document.referrer).origin; } catch (e) { guess = ''; }
    }
    if (allowed.indexOf(guess) >= 0) return guess;
    return allowed.length === 1 && !parentKnown ? allowed[0] : '';
  }
  var target = embedded ? parentOrigin() : '';
  var warnedOrigins = [];
  if (embedded && allowed.length === 0) {
    console.info(document.title + ': the embed API is off; the page address option origins=' +
                 'https://your.site lets that host page use it (README, "Embedding").');
  }

  // When the parent's origin is not known yet (several allowed origins, and a browser that
  // tells neither the ancestors' origins nor the referrer), a message goes to each allowed
  // origin: the browser delivers it only if the parent's origin is that one.
  function post(message) {
    if (!embedded) return;
    message.source = SOURCE;
    (target ? [target] : parentKnown ? [] : allowed).forEach(function (origin) {
      try {
        window.parent.postMessage(message, origin);
      } catch (e) {
        console.warn(document.title + ': could not post to the host page: ' + e);
      }
    });
  }

  // --- Notices: a quiet line at the bottom of the page, dismissable, read by screen readers. ---
  function showNotice(text, source) {
    if (!document.body) {
      pendingNotices.push([text, source]);
      return;
    }
    if (!noticeBox) noticeBox = document.getElementById('rb-notices');  // (web/index.html's)
    if (!noticeBox) {
      noticeBox = document.createElement('div');
      noticeBox.id = 'rb-notices';
      noticeBox.setAttribute('role', 'status');
      noticeBox.setAttribute('aria-live', 'polite');
      // Before the canvas: Tab reaches the page's controls first (in the canvas Tab moves
      // between piles).
      document.body.insertBefore(noticeBox, document.body.firstChild);
    }
    // The address's problems in one box, a line each (one box each covered the table).
    var last = noticeBox.lastChild;
    if (source === 'url' && last && last.className === 'rb-notice rb-notice-url') {
      last.firstChild.append(document.createElement('br'), text);
      return;
    }
    var line = document.createElement('p');
    line.className = 'rb-notice rb-notice-' + source;
    var words = document.createElement('span');
    words.textContent = text;
    var close = document.createElement('button');
    close.type = 'button';
    close.textContent = '\u00d7';
    close.setAttribute('aria-label', 'Dismiss this notice');
    close.addEventListener('click', function () { line.remove(); });
    line.appendChild(words);
    line.appendChild(close);
    noticeBox.appendChild(line);
    // Notices go by themselves (the storage one soon: it is only a quiet word), or at a click;
    // an online table's invitation stays until the opponent comes (web/online.js).
    if (source !== 'invite') setTimeout(function () { line.remove(); }, source === 'storage' ? 10000 : 30000);
  }

  function onNotice(text, source) {
    console.warn(document.title + ': ' + text);
    showNotice(text, source);
    // (A quiet word, not an error: storage that keeps nothing, a game left for the address's.)
    var event = { type: source === 'storage' || source === 'game' ? 'notice' : 'error', from: source, message: text };
    if (source === 'url' && reloadedBy) {
      event.id = reloadedBy.id;
      event.command = reloadedBy.command;
      reloadedBy.errors.push(text);
    }
    post(event);
  }

  // --- Commands from the host ---
  function toQuery(options) {
    if (options == null) return '';
    if (typeof options === 'string') return options;
    if (typeof options !== 'object') return null;
    var parts = [];
    Object.keys(options).forEach(function (name) {
      parts.push(encodeURIComponent(name) + '=' + encodeURIComponent(String(options[name])));
    });
    return parts.join('&');
  }

  function run(message) {
    var command = message.command;
    var reply = { type: 'reply', id: message.id, command: command };
    var text = null;
    if (COMMANDS.indexOf(command) < 0) {
      reply.error = (command == null ? 'a command needs its "command" field'
        : 'unknown command ' + JSON.stringify(String(command)).slice(0, 60)) + ': use ' + COMMANDS.join(', ');
    } else if (command === 'action') {
      if (typeof message.action !== 'string') reply.error = 'action needs an action text, such as "move h2 c1"';
      else text = 'action ' + message.action;
    } else if (command === 'review') {
      // The coach's review of the game on the table, or of a record of the page's game.
      if (message.record != null && typeof message.record !== 'string') reply.error = 'review: record must be a record text';
      else text = 'review' + (message.record ? ' ' + message.record : '');
    } else if (command === 'lang') {
      // The table's language (en, fr, de, ru, es): a set-option of lang, at once.
      if (typeof message.lang !== 'string') reply.error = 'lang needs a language, such as "fr"';
      else text = 'set-option lang=' + encodeURIComponent(message.lang);
    } else if (command === 'restart' && message.options != null) {
      reply.error = 'restart takes no options (it deals the same game again): use new-game';
    } else if (command === 'new-game' || command === 'set-option') {
      var q = toQuery(message.options);
      if (q === null) reply.error = command + ': options must be an object such as {"level": 4}';
      else text = command + (q ? ' ' + q : '');
    } else {
      text = command;
    }
    if (text !== null) {
      inFlight = { id: message.id, command: command };
      var error = window.Module.ccall('rb_api_command', 'string', ['string'], [text]);
      inFlight = null;
      if (deferred) return;  // (the page it loads replies)
      if (error) reply.error = error;
    }
    reply.ok = !reply.error;
    if (reply.error) {
      post({ type: 'error', from: 'api', command: command, id: message.id, message: reply.error });
    }
    post(reply);
  }

  window.addEventListener('message', function (event) {
    // Only the parent page, only from an allowed origin; everything else is ignored.
    if (!embedded || event.source !== window.parent) return;
    var message = event.data;
    // (A command sent as JSON text, postMessage(JSON.stringify(command)), is read as one.)
    // (Text naming this page's target that does not parse is a command gone wrong: an error.)
    var broken = null;
    if (typeof message === 'string' && message.indexOf('"' + SOURCE + '"') >= 0) {
      try {
        message = JSON.parse(message);
      } catch (e) {
        broken = message;
      }
    }
    if (broken === null && (!message || typeof message !== 'object' || message.target !== SOURCE)) return;
    if (allowed.indexOf(event.origin) < 0) {
      // (Said to the host page's developer once, in the console: nothing goes to that origin.)
      if (warnedOrigins.indexOf(event.origin) < 0) {
        warnedOrigins.push(event.origin);
        console.warn(document.title + ': commands from ' + event.origin + ' are ignored: the page ' +
                     'address option origins= does not list it (' + (allowed.join(',') || 'empty') +
                     '; README, "Embedding").');
      }
      return;
    }
    target = event.origin;
    if (broken !== null) {
      var said = 'a command that is not JSON is ignored: ' + broken.slice(0, 80);
      console.warn(document.title + ': ' + said);
      post({ type: 'error', from: 'api', message: said });
      return;
    }
    if (ready) run(message);
    else waiting.push(message);
  });

  // --- Saving when the page goes away ---
  function saveNow() {
    if (ready && window.Module && window.Module._rb_save_now) window.Module._rb_save_now();
  }
  // Hidden: the game is saved, and a race stops (with the menu open) until the person is back.
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState !== 'hidden') return;
    if (ready && window.Module && window.Module._rb_page_hidden) window.Module._rb_page_hidden();
    else saveNow();
  });
  window.addEventListener('pagehide', saveNow);

  // --- Tab out of the canvas ---
  // In the canvas Tab moves the focus ring between piles; past the last pile (or Shift+Tab before
  // the first, or before the ring is shown) it goes on to the page's other controls, so the
  // canvas is never a keyboard trap. The listener runs before SDL's (capture on the window).
  // The first Tab after the canvas gets the focus always stays in it (the ring starts again).
  var justFocused = false;
  document.addEventListener('focusin', function (event) {
    justFocused = event.target && event.target.id === 'canvas';
  });
  window.addEventListener('keydown', function (event) {
    if (event.key !== 'Tab' || !ready || event.target.id !== 'canvas') return;
    var first = justFocused;
    justFocused = false;
    if (first) return;
    if (window.Module.ccall('rb_tab_leaves', 'number', ['number'], [event.shiftKey ? 1 : 0])) {
      event.stopImmediatePropagation();  // the browser moves the focus; the game does not see it
    }
  }, true);

  // --- Sound ---
  // A browser lets a page start its audio only at a click, tap or key: the first one makes the
  // AudioContext, and each one resumes it if the browser stopped it. A sound is played only
  // while the audio runs (none is kept to play late). Each cue's samples come from the game at
  // its first use and are kept.
  var audio = null;
  var soundBuffers = [];
  function wakeAudio() {
    if (audio) {
      if (audio.state !== 'running' && audio.state !== 'closed') audio.resume().catch(function () {});
      return;
    }
    var Context = window.AudioContext || window.webkitAudioContext;
    if (!Context) return;
    try {
      audio = new Context();
    } catch (e) {
      audio = null;
    }
  }
  ['pointerdown', 'pointerup', 'click', 'keydown', 'touchend'].forEach(function (type) {
    window.addEventListener(type, wakeAudio, true);
  });
  function playSound(cue, samples, rate) {
    if (!audio || audio.state !== 'running') return false;
    var buffer = soundBuffers[cue];
    if (!buffer) {
      buffer = audio.createBuffer(1, samples.length, rate);
      buffer.copyToChannel(new Float32Array(samples), 0);
      soundBuffers[cue] = buffer;
    }
    var source = audio.createBufferSource();
    source.buffer = buffer;
    source.connect(audio.destination);
    source.start();
    return true;
  }

  // --- Full screen ---
  function addFullscreenButton() {
    var root = document.documentElement;
    if (!document.fullscreenEnabled || !root.requestFullscreen) return;  // (an iframe without allow="fullscreen")
    if (document.getElementById('rb-fullscreen')) return;
    var button = document.createElement('button');
    button.id = 'rb-fullscreen';
    button.type = 'button';
    button.setAttribute('aria-label', 'Full screen');
    button.title = 'Full screen';
    button.innerHTML = '<svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">' +
        '<path d="M1 6V1h5M10 1h5v5M15 10v5h-5M6 15H1v-5" fill="none" stroke="currentColor" ' +
        'stroke-width="2"/></svg>';
    button.addEventListener('click', function () {
      if (document.fullscreenElement) document.exitFullscreen();
      else root.requestFullscreen().catch(function (e) { onNotice('Full screen was refused: ' + e.message, 'page'); });
      var canvas = document.getElementById('canvas');
      if (canvas) canvas.focus();
    });
    document.addEventListener('fullscreenchange', function () {
      button.setAttribute('aria-label', document.fullscreenElement ? 'Leave full screen' : 'Full screen');
    });
    document.body.insertBefore(button, document.body.firstChild);
  }

  // --- Online play ---
  var onlineClient = null;  // a promise of the client (web/online.js) once a player goes online
  function onlineReceive(kind, json) {
    var error = window.Module.ccall('rb_online_receive', 'string', ['string', 'string'], [kind, json]);
    if (error) console.warn('Online: ' + kind + ': ' + error);
    if (kind === 'view' || kind === 'hello') return;
    var message = null;
    try { message = JSON.parse(json); } catch (e) { message = json; }
    post({ type: 'online', kind: kind, message: message });
  }
  function online() {
    if (!onlineClient) {
      onlineClient = new Promise(function (resolve, reject) {
        var script = document.createElement('script');
        script.src = 'online-client.js';
        script.onload = function () {
          resolve(window.rbOnline.start({ query: query, receive: onlineReceive, notice: showNotice }));
        };
        script.onerror = function () { reject(new Error('online-client.js could not be loaded')); };
        document.body.appendChild(script);
      });
      onlineClient.catch(function (e) {
        onlineReceive('link', JSON.stringify({ state: 'closed', reason: e.message }));
        onlineClient = null;
      });
    }
    return onlineClient;
  }
  function onlineRequest(request) {
    online().then(function (client) {
      var answer = client[request['do']];  // (create, anyone, tables, join, act...: web/online.js)
      if (answer) answer(request);
    }, function () {});
  }
  // Once the game runs: whether this bundle plays online, and a table this address joins.
  function startOnline() {
    if (window.Module._rb_online_offered) window.Module._rb_online_offered();
    if (!window.Module._rb_online_receive) return;  // (the page's online bundle has the client)
    onlineReceive('hello', '');
    // (online=new, public or anyone: a table to open; tables: the menu's list of public tables.)
    var opening = query.get('online');
    if (/^(new|public|anyone|tables)$/.test(opening || '')) {
      onlineReceive('create', JSON.stringify({ how: opening }));
      return;
    }
    var room = query.get('join');
    if (!room) return;
    if (!/^[A-Za-z0-9_-]{1,40}$/.test(room)) {
      onNotice('Page address: join "' + room.slice(0, 60) + '" is not a table\'s name; no table was joined.', 'url');
      return;
    }
    onlineReceive('join', JSON.stringify({ room: room }));
    online().then(function (client) { client.join(room); }, function () {});
  }

  // Copies the options `names` of address query `from` into `to`, each value as given.
  function carryOptions(from, to, names) {
    names.forEach(function (name) {
      from.getAll(name).forEach(function (value) { to.append(name, value); });
    });
  }

  // A new game dealt here (the menu's New game, a host's new-game): the page's address names that
  // game alone, with the options that say where and how the page runs, so that a reload comes
  // back to the game in play (it is saved), not to the game or deal the address named first. An
  // online table's address is online.js's.
  function addressNewGame(game) {
    var now = new URLSearchParams(window.location.search);
    if (now.get('join') || now.get('online')) return;
    var next = new URLSearchParams();
    next.set('game', game);
    carryOptions(now, next, ['origins', 'server', 'slot', 'seats', 'reduced_motion']);
    try {
      history.replaceState(history.state, '', window.location.pathname + '?' + next.toString() +
                           window.location.hash);
    } catch (e) { /* an address the browser will not change: a reload deals as it says */ }
  }

  window.rbPage = {
    embedded: embedded,
    allowedOrigins: allowed.slice(),
    onGameEvent: function (event) {
      if (event.type === 'ready') {
        ready = true;
        post(event);
        // (seed=0 asked for a new deal, now dealt: a reload comes back to it, not to another.)
        if (query.get('seed') === '0') addressNewGame(event.game);
        // (The game is dealt, a bad option at its default, as an address's: ok, with a warning;
        // ok: false says that nothing changed.)
        if (reloadedBy) {
          var errors = reloadedBy.errors;
          post({ type: 'reply', id: reloadedBy.id, command: reloadedBy.command, ok: true,
                 warning: errors.length ? errors.join(' ') : undefined });
          reloadedBy = null;
        }
        waiting.splice(0).forEach(run);
        startOnline();
        // After the frame that shows the table (this runs in the task that drew it).
        setTimeout(addFullscreenButton, 0);
        return;
      }
      post(event);
      if (event.type === 'newgame') addressNewGame(event.game);
      // A call (knock, Stop) is posted again under its name from before the rename, "knock",
      // with the same fields and alias_of: "call", so that a host listening for "knock" still
      // hears it; a host listens for one of the two (README, "Embedding").
      if (event.type === 'call') {
        var alias = { type: 'knock', alias_of: 'call' };
        Object.keys(event).forEach(function (name) {
          if (name !== 'type' && name !== 'source') alias[name] = event[name];
        });
        post(alias);
      }
    },
    onNotice: onNotice,
    online: onlineRequest,
    playSound: playSound,
    audioState: function () { return audio ? audio.state : 'none'; },
    // web/index.html: the game could not be loaded or started (the page shows why).
    onLoadFailure: function (message) {
      post({ type: 'error', from: 'load', message: message });
    },
    // A game this bundle does not play (the menu's New game, the embed API's new-game): another
    // game of the family ("game=pishe-pasha"), or this one with options another bundle of it
    // plays (its settings). This page again with that query (and the embed allow-list), which
    // picks the bundle; never this bundle again (the game and the page would disagree).
    loadGame: function (asked) {
      var next = new URLSearchParams(asked);
      carryOptions(query, next, ['origins', 'server', 'slot']);
      if (window.rbBundleFor && rbBundleFor(next) == window.rbBundle) {
        onNotice('This page has no other bundle for ' + asked + '.', 'url');
        return;
      }
      if (inFlight) {
        next.set(REPLY_OPTION, JSON.stringify(inFlight));
        deferred = true;
      }
      window.location.search = '?' + next.toString();
    },
    // The menu's "Copy link to this deal": this page's address with the deal's query, told in a
    // notice either way (copied, or to copy by hand), so that the click is seen to have worked.
    copyLink: function (dealQuery) {
      var link = window.location.origin + window.location.pathname + dealQuery;
      function fallback() { showNotice('The link to this deal: ' + link, 'link'); }
      if (navigator.clipboard && navigator.clipboard.writeText) {
        navigator.clipboard.writeText(link).then(function () {
          showNotice('Copied the link to this deal: ' + link, 'link');
        }, fallback);
      } else {
        fallback();
      }
      return link;
    }
  };

  if (window.rbLoadFailure) window.rbPage.onLoadFailure(window.rbLoadFailure);

  function start() {
    pendingNotices.splice(0).forEach(function (n) { showNotice(n[0], n[1]); });
    badOrigins.forEach(function (item) {
      onNotice('Page address: origins "' + item.slice(0, 60) + '" is not an origin such as ' +
               'https://example.com; it is ignored.', 'url');
    });
    // (The save slot, slot=: web/index.html reads it, before the game starts.)
    if (window.rbBadSlot != null) {
      onNotice('Page address: slot "' + String(window.rbBadSlot).slice(0, 60) + '" is not a name ' +
               'of 1-32 letters, digits, - or _; the page keeps its things in the common slot.', 'url');
    }
  }
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start);
})();
