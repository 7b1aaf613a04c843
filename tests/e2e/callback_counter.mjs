// An init script for a page: counts the page's animation-frame and timer callbacks (those the
// page's own scripts ask for; Playwright's waits run in a world of their own and are not counted)
// from the moment window.__rbCallbacks.start() is called. read() gives {frames, timers}.
export const countCallbacks = () => {
  const counts = { frames: 0, timers: 0, counting: false };
  const wrap = (name, kind) => {
    const original = window[name];
    window[name] = function (callback, ...rest) {
      if (typeof callback !== 'function') return original.call(window, callback, ...rest);
      return original.call(window, function (...args) {
        if (counts.counting) counts[kind]++;
        return callback.apply(this, args);
      }, ...rest);
    };
  };
  wrap('requestAnimationFrame', 'frames');
  wrap('setTimeout', 'timers');
  wrap('setInterval', 'timers');
  window.__rbCallbacks = {
    start() { counts.frames = counts.timers = 0; counts.counting = true; },
    read() { return { frames: counts.frames, timers: counts.timers }; },
  };
};
