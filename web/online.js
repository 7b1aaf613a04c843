// The page's online client: a seat at a table of the online game server (src/server/README.md),
// through Colyseus's browser client (window.Colyseus, bundled before this file into
// online-client.js by scripts/online-client.mjs). web/embed.js loads it when the player goes
// online (the menu's "Against: Online", or a link with ?join=ROOM) and hands it the game's
// requests; it hands the game the server's messages and the state of the connection
// (src/online_client/online_receive.hpp). It keeps the seat: the room's reconnection token stays
// in sessionStorage (this tab's) and localStorage (this browser's), and the page's address names
// the room, so a reload, a dropped connection or the invitation opened again in a new tab after
// the table's tab was closed comes back to the same seat within the server's grace time.
(function () {
  'use strict';
  // The server keeps a dropped seat this long (its `players` messages say how long: grace, s).
  var graceMs = 60000;

  // Marks a sentence for scripts/messages (every language translates it); words() says it.
  function tr(english) { return english; }
  // A sentence in the page's language, "{0}" filled by `value`.
  function words(english, value) {
    var m = window.Module;
    if (m && m._rb_online_words) return m.ccall('rb_online_words', 'string', ['string', 'string'], [english, value || '']);
    return english.replace('{0}', value || '');
  }

  // The game server: the page's address option server=wss://host:port, else port 2567 of the
  // page's own host (where scripts/serve-online listens by default).
  function serverAddress(query, notice) {
    var asked = query.get('server');
    if (asked && /^wss?:\/\/[^\s\/]+\/?$/.test(asked)) return asked.replace(/\/$/, '');
    if (asked) {
      notice('Page address: server "' + asked.slice(0, 60) + '" is not a game server\'s address ' +
             'such as wss://example.com:2567; the default is used.', 'url');
    }
    return (location.protocol === 'https:' ? 'wss://' : 'ws://') + (location.hostname || '127.0.0.1') + ':2567';
  }

  // The invitation while a seat is empty: the link, and a button that copies it.
  // (`seats`: the table's states; three or four have players to come, not an opponent, and one
  // who joined a table that still waits did not open it: the link is theirs to send too.)
  function invitation(link, notice, seats, open) {
    var joined = seats.filter(function (s) { return s !== 'empty'; }).length > 1;
    notice('', 'invite');  // (a notice line, made as every notice is, then filled in here)
    var lines = document.querySelectorAll('#rb-notices .rb-notice-invite');
    var line = lines[lines.length - 1];
    var text = line.querySelector('span');
    text.textContent = words(joined ? tr('Waiting for the other players to join. You may also send this link: {0}')
      : open ? tr('Your table is open to anyone. You may also send this link: {0}')
      : seats.length > 2 ? tr('Your table is open. Send the other players this link: {0}')
        : tr('Your table is open. Send your opponent this link: {0}'), link);
    var copy = document.createElement('button');
    copy.type = 'button';
    copy.textContent = words(tr('Copy'));
    copy.addEventListener('click', function () {
      if (navigator.clipboard) navigator.clipboard.writeText(link).then(function () { copy.textContent = words(tr('Copied')); }, function () {});
    });
    line.insertBefore(copy, text.nextSibling);
    return line;
  }

  // options: {query (the page's address options), receive(kind, json), notice(text, source)}
  function start(options) {
    options.server = serverAddress(options.query, options.notice);
    var client = new window.Colyseus.Client(options.server);
    var room = null;
    var leaving = false;
    var game = '';
    var invite = null;  // the invitation notice while a seat is empty
    var lang = 'en';  // the page's language (the game's `language` request)
    var closing = '';  // why the server closes the table (a public table nobody joined)
    var openToAnyone = false;  // the table was opened public: listed for anyone looking

    function tell(kind, value) {
      options.receive(kind, typeof value === 'string' ? value : JSON.stringify(value));
    }
    // The connection's state, and why it closed: one of tr()'s sentences, "{0}" filled by
    // `detail` (the game says it in the page's language).
    function link(state, reason, detail) {
      tell('link', reason ? { state: state, reason: reason, detail: detail || '' } : { state: state });
    }
    function tokenKey(id) { return 'rb-online-' + id; }
    // This browser's seat at table `id`: {token, left: when its tab was closed (absent while open)}.
    function keepBrowserSeat(id, token, left) {
      var seat = left ? { token: token, left: left } : { token: token };
      try { localStorage.setItem(tokenKey(id), JSON.stringify(seat)); } catch (e) { /* private mode */ }
    }
    function browserSeat(id) {
      try {
        var seat = JSON.parse(localStorage.getItem(tokenKey(id)) || 'null');
        return seat && typeof seat.token === 'string' ? seat : null;
      } catch (e) { return null; }
    }
    function keepToken() {
      try { sessionStorage.setItem(tokenKey(room.roomId), room.reconnectionToken); } catch (e) { /* private mode */ }
      keepBrowserSeat(room.roomId, room.reconnectionToken);
    }
    function forgetToken(id) {
      try { sessionStorage.removeItem(tokenKey(id)); } catch (e) { /* private mode */ }
      try { localStorage.removeItem(tokenKey(id)); } catch (e) { /* private mode */ }
    }
    function savedToken(id) {
      try { return sessionStorage.getItem(tokenKey(id)); } catch (e) { return null; }
    }
    // (A tab closed at a table: another tab may take the seat back within the grace time.)
    window.addEventListener('pagehide', function () {
      if (room && !leaving) keepBrowserSeat(room.roomId, room.reconnectionToken, Date.now());
    });
    // The page's address names the table while this page sits at it (a reload comes back).
    function address(id) {
      var q = new URLSearchParams(location.search);
      q.delete('online');
      if (id) {
        if (game) q.set('game', game);
        q.set('join', id);
      } else {
        q.delete('join');
      }
      var s = q.toString();
      history.replaceState(history.state, '', location.pathname + (s ? '?' + s : '') + location.hash);
    }
    function inviteLink(id) {
      var q = new URLSearchParams();
      if (game) q.set('game', game);
      q.set('join', id);
      // (A page on a game server of its own, server=, gives it with the invitation.)
      var asked = options.query.get('server');
      if (asked) q.set('server', asked);
      return location.origin + location.pathname + '?' + q.toString();
    }
    // Words for what went wrong (the server not running, a full or unknown table): [reason, detail].
    function problem(error) {
      var text = String(error && error.message || error || 'no answer');
      if (/is locked/.test(text)) return [tr('this table is full: its seats are taken')];
      if (/not found/.test(text)) return [tr('there is no such table on the game server (it may have ended)')];
      if (/no free seat/.test(text)) return [tr('this table is full: its seats are taken')];
      var many = /too many new tables: at most (\d+)/.exec(text);
      if (many) return [tr('too many new tables: at most {0} a minute; wait a minute and try again'), many[1]];
      if (error instanceof Error && /fetch|network|ECONNREFUSED|Failed/i.test(text) || /^\[object/.test(text)) {
        // (How to start it, only for a server on this machine: elsewhere, a player's words.)
        if (/^wss?:\/\/(localhost|127\.|\[::1\])/.test(options.server)) {
          return [tr('the game server at {0} did not answer. To play online, start it with scripts/serve-online (or scripts/play --online); see the README, "Playing online"'), options.server];
        }
        return [tr('the game server at {0} did not answer: online play is not open just now; try again later'), options.server];
      }
      return [tr('the game server said: {0}'), text];
    }
    function closed(error) {
      var why = problem(error);
      link('closed', why[0], why[1]);
    }
    function showInvite(seats) {
      var empty = seats.indexOf('empty') >= 0;
      if (!empty) {
        if (invite) invite.remove();
        invite = null;
        return;
      }
      if (invite || !room) return;
      invite = invitation(inviteLink(room.roomId), options.notice, seats, openToAnyone);
    }

    // The tab's title before a warning to play marked it ('' when unmarked).
    var calm = '';
    function calmTitle() {
      if (calm) document.title = calm;
      calm = '';
    }

    function attach(joined, isNew) {
      room = joined;
      leaving = false;
      keepToken();
      address(room.roomId);
      if (isNew) tell('room', { room: room.roomId, invite: inviteLink(room.roomId).split('?')[1] });
      if (lang !== 'en') room.send('lang', { lang: lang });  // (chosen while the seat was asked for)
      link('open');
      // (A room this page left may still deliver what the server sent before it heard: the old
      // table's end said over the next table's opening, found by a review. Only this room's.)
      function on(kind, handle) {
        joined.onMessage(kind, function (m) { if (room === joined) handle(m); });
      }
      on('table', function (m) { tell('table', m); });
      on('view', function (m) {
        calmTitle();
        try { game = JSON.parse(m).game || game; } catch (e) { /* the game says what is wrong */ }
        tell('view', m);
      });
      on('players', function (m) {
        if (m && m.grace > 0) graceMs = m.grace * 1000;
        tell('players', m);
        showInvite(m.seats || []);
      });
      on('refused', function (m) { tell('refused', m); });
      on('over', function (m) { tell('over', m); });
      on('notice', function (m) {
        // (Told to play: the tab's title says so too, for a player looking at another tab.)
        if (m && m.yours && !calm) {
          calm = document.title;
          document.title = '\u23F0 ' + calm;
        }
        tell('notice', m);
      });
      room.onMessage('closing', function (m) { closing = String(m && m.reason || ''); });
      room.onError(function (code, message) { console.warn('Online: error ' + code + ': ' + message); });
      room.onLeave(function (code) {
        var id = joined.roomId;
        calmTitle();
        if (room !== joined) return;
        room = null;
        if (closing) {
          forgetToken(id);
          address('');
          link('closed', closing);  // (the server's words, in the page's language)
          closing = '';
          return;
        }
        if (leaving || code === 1000) {
          forgetToken(id);
          if (!leaving) link('closed', tr('you left the online table'));
          return;
        }
        link('away');
        comeBack(id, Date.now() + graceMs, 500);
      });
    }

    // A dropped connection: the seat is held; try again, less often, until the grace time is over.
    function comeBack(id, until, wait) {
      setTimeout(function () {
        if (room || leaving) return;
        client.reconnect(savedToken(id)).then(function (back) {
          attach(back, false);
        }, function (error) {
          if (Date.now() < until && !/expired|invalid|not found/i.test(String(error && error.message))) {
            comeBack(id, until, Math.min(wait * 2, 4000));
          } else {
            forgetToken(id);
            address('');
            link('closed', tr('the connection to the online table did not come back: the game is lost'));
          }
        });
      }, wait);
    }

    return {
      // A new table: for a friend (by its link) or, with request.public, open to anyone.
      create: function (request) {
        var query = request.query;
        game = new URLSearchParams(query).get('game') || '';
        openToAnyone = request.public === true;
        client.create('table', { query: query, lang: lang, public: openToAnyone }).then(function (r) { attach(r, true); }, closed);
      },
      // Play anyone: the oldest public table of request.match (game/preset) waiting for players,
      // else a new public one of request.query.
      anyone: function (request) {
        game = new URLSearchParams(request.query).get('game') || '';
        openToAnyone = true;
        client.joinOrCreate('table', { match: request.match, query: request.query, lang: lang, public: true })
          .then(function (r) { attach(r, true); }, closed);
      },
      // The public tables of request.game waiting for players (the server's GET /tables).
      tables: function (request) {
        var base = options.server.replace(/^ws/, 'http');
        fetch(base + '/tables?game=' + encodeURIComponent(request.game || '')).then(function (r) { return r.json(); })
          .then(function (body) { tell('tables', body); }, function (error) { tell('tables', { error: String(error) }); });
      },
      // Joins a table by its id (or {room}): back to this page's seat when it holds one, else a
      // free seat.
      // A tab without a seat there takes back this browser's seat when its tab was closed within
      // the grace time; while another tab of this browser sits there, a full table says so.
      join: function (id) {
        if (id && id.room) id = id.room;
        openToAnyone = false;
        game = new URLSearchParams(location.search).get('game') || '';
        var token = savedToken(id);
        var elsewhere = null;
        var hadSeat = Boolean(token || browserSeat(id));  // (this tab's, or this browser's)
        if (!token) {
          elsewhere = browserSeat(id);
          if (elsewhere && elsewhere.left && Date.now() - elsewhere.left > graceMs) {
            forgetToken(id);  // (its grace is over: that seat was given up)
            elsewhere = null;
          }
          if (elsewhere) token = elsewhere.token;
        }
        var fresh = function () {
          client.joinById(id, { lang: lang }).then(function (r) { attach(r, true); }, function (error) {
            address('');
            var taken = /is locked|no free seat/.test(String(error && error.message || error));
            if (elsewhere && !elsewhere.left && taken) {
              link('closed', tr('you sit at this table in another tab or window of this browser: play on there'));
              return;
            }
            // (A seat this browser held, whose grace time ran out: not "full", which a review found.)
            if (hadSeat && taken) {
              link('closed', tr('you were away longer than the table keeps a seat: yours was given up, and the game with it'));
              return;
            }
            closed(error);
          });
        };
        if (!token) return fresh();
        // (A tab just closed: the server may not have seen it go yet; asked again for 2 s.)
        var tries = elsewhere && elsewhere.left ? 5 : 1;
        var back = function () {
          client.reconnect(token).then(function (r) { attach(r, false); }, function () {
            if (--tries > 0) return setTimeout(back, 500);
            if (!elsewhere || elsewhere.left) forgetToken(id);
            fresh();
          });
        };
        back();
      },
      // The page's language: the server words this seat's table in it.
      language: function (request) {
        lang = request.lang;
        if (room) room.send('lang', { lang: lang });
      },
      // After a game: this seat would play again at the same table.
      again: function () {
        if (room) room.send('again');
      },
      // Why this seat may not make a move (its piles, as the server numbers them).
      why: function (request) {
        if (room) room.send('why', { from: request.from, to: request.to, index: request.index });
      },
      act: function (request) {
        var seq = request.seq;
        if (room) room.send('act', seq >= 0 ? { action: request.action, seq: seq } : { action: request.action });
      },
      leave: function () {
        leaving = true;
        if (invite) invite.remove();
        invite = null;
        address('');
        if (!room) return;
        forgetToken(room.roomId);
        room.send('leave');
        room.leave(true);
        room = null;
      }
    };
  }

  window.rbOnline = { start: start };
})();
