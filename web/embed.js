/*! pe-explorer embed.js, MIT licence (Positional Encoding Explorer).
 * Include on a page that holds <iframe>s of the explorer (?embed=1): each iframe is resized to
 * its content when the explorer reports its height ({ type: 'pe-explorer:resize', height }).
 *   <script src="embed.js" defer></script>
 * Only explorer frames are sized: an <iframe> whose src is on the explorer's origin (the origin
 * this script was loaded from, or one the host names in data-origins, separated by spaces:
 *   <script src="embed.js" data-origins="https://pe.example.edu" defer></script>)
 * and asks for its embed mode (embed=1 in its query), when the message comes from that frame's
 * own window (event.source === frame.contentWindow) and from the origin of its src. Any other
 * frame on the page (an ad, a video, a page of another site with embed=1 in its address, an
 * explorer frame navigated elsewhere) cannot size itself or send a score through this.
 * Each explorer frame gets a random token in its address's fragment (#pe-embed=…), which the
 * explorer sends back with every message: a page the frame navigates to, even one on the
 * explorer's own origin, never sees it, so it cannot size the frame or send a score.
 * The practice set's score ({ type: 'pe-explorer:score', raw, min, max, status, seed, count }),
 * under the same rules, is dispatched on its <iframe> as a 'pe-explorer:score' event (bubbling;
 * event.detail holds those fields, checked: numbers, and status one of three words):
 *   document.addEventListener('pe-explorer:score', function (e) { console.log(e.target, e.detail.raw); });
 */
(function () {
  'use strict';
  var MIN = 120;
  var MAX = 20000;

  // The origin of a URL as a browser writes it in event.origin (URL serialises it: scheme and
  // host in lower case, no user info, no default port; a file: URL's origin is "null").
  function originOf(url) {
    try {
      var parsed = new URL(url, location.href);
      return parsed.protocol === 'file:' ? 'null' : parsed.origin;
    } catch (e) {
      return '';
    }
  }

  // The explorer's origins: this script's own (the page's, when the script is inline), and any
  // the host names on the script tag.
  var script = document.currentScript;
  var origins = [originOf(script && script.src ? script.src : location.href)];
  var named = script && script.getAttribute('data-origins');
  if (named) {
    var list = named.split(/\s+/);
    for (var n = 0; n < list.length; n += 1) if (list[n]) origins.push(originOf(list[n]));
  }

  // Each explorer frame's token, written into its address's fragment before (or, for a frame
  // added later, when) it first reports; only the page loaded at that address reads it.
  var tokens = typeof WeakMap === 'function' ? new WeakMap() : null;
  // Frames that have reported with their token, and frames whose address was set again once.
  var heard = typeof WeakSet === 'function' ? new WeakSet() : null;
  var retried = typeof WeakSet === 'function' ? new WeakSet() : null;
  function tokenOf(frame) {
    if (!tokens) return null;
    var token = tokens.get(frame);
    if (!token) {
      var bytes = new Uint32Array(4);
      crypto.getRandomValues(bytes);
      token = Array.prototype.map
        .call(bytes, function (b) {
          return b.toString(36);
        })
        .join('');
      tokens.set(frame, token);
      // Each time the frame's page loads, ask it again: a page whose first report went out before
      // it had its token reports anew. Where the fragment below was set while the frame's first
      // load was in progress, that load can finish at the address without it (Chromium, about one
      // load in six in csp.spec): a loaded frame not yet heard from gets its address once more,
      // now a fragment change of its own document, which it answers (embed-mode.js, hashchange).
      frame.addEventListener('load', function () {
        if (heard && retried && !heard.has(frame) && !retried.has(frame)) {
          retried.add(frame);
          frame.setAttribute('src', frame.getAttribute('src'));
        }
        pingFrame(frame);
      });
      var src = frame.getAttribute('src') || '';
      var hash = src.indexOf('#');
      var base = hash < 0 ? src : src.slice(0, hash);
      var rest =
        hash < 0
          ? ''
          : src
              .slice(hash + 1)
              .replace(/(^|&)pe-embed=[^&]*/g, '')
              .replace(/^&/, '');
      frame.setAttribute('src', base + '#' + (rest ? rest + '&' : '') + 'pe-embed=' + token);
    }
    return token;
  }

  // An explorer iframe: its src is on an explorer origin and asks for embed mode (the snippet of
  // the explorer's Embed button).
  function isExplorer(frame) {
    var query = /\?([^#]*)/.exec(frame.src || '');
    if (!query || !/(^|&)embed=1(&|$)/.test(query[1])) return false;
    var origin = originOf(frame.src);
    for (var i = 0; i < origins.length; i += 1) if (origins[i] && origins[i] === origin) return true;
    return false;
  }

  function explorerFrames() {
    var found = [];
    var frames = document.getElementsByTagName('iframe');
    for (var i = 0; i < frames.length; i += 1) if (isExplorer(frames[i])) found.push(frames[i]);
    return found;
  }

  // The explorer frame that sent this message, or null: the sender must be the frame's own
  // window and speak from the origin its src names.
  // and carry the token this script gave the frame.
  function frameFor(event) {
    var frames = explorerFrames();
    for (var i = 0; i < frames.length; i += 1) {
      if (frames[i].contentWindow === event.source && event.origin === originOf(frames[i].src)) {
        return event.data.token === tokenOf(frames[i]) ? frames[i] : null;
      }
    }
    return null;
  }

  function whole(value) {
    return typeof value === 'number' && isFinite(value) && Math.floor(value) === value && value >= 0;
  }

  // A score from an explorer frame: re-dispatched on the frame as a DOM event, fields checked.
  function relayScore(event) {
    var data = event.data;
    if (!whole(data.raw) || !whole(data.min) || !whole(data.max) || !whole(data.seed) || !whole(data.count)) return;
    if ((data.status !== 'incomplete' && data.status !== 'passed' && data.status !== 'failed') || data.raw > data.max)
      return;
    var frame = frameFor(event);
    if (!frame) return;
    var detail = {
      type: 'pe-explorer:score',
      raw: data.raw,
      min: data.min,
      max: data.max,
      status: data.status,
      seed: data.seed,
      count: data.count,
    };
    var scoreEvent;
    if (typeof CustomEvent === 'function') {
      scoreEvent = new CustomEvent('pe-explorer:score', { detail: detail, bubbles: true });
    } else {
      scoreEvent = document.createEvent('CustomEvent');
      scoreEvent.initCustomEvent('pe-explorer:score', true, false, detail);
    }
    frame.dispatchEvent(scoreEvent);
  }

  window.addEventListener('message', function (event) {
    var data = event.data;
    if (data && data.type === 'pe-explorer:score') {
      relayScore(event);
      return;
    }
    if (!data || data.type !== 'pe-explorer:resize' || typeof data.height !== 'number' || !isFinite(data.height))
      return;
    var frame = frameFor(event);
    if (!frame) return;
    if (heard) heard.add(frame);
    var height = Math.max(MIN, Math.min(MAX, Math.ceil(data.height)));
    frame.style.height = height + 'px'; // CSSOM, so a strict style-src on the host is fine
    frame.setAttribute('data-pe-height', String(height));
  });

  // Explorer frames that reported before this script ran: ask them again (only them, and only
  // at the origin of their src; an opaque origin can only be addressed as '*').
  function pingFrame(frame) {
    var origin = originOf(frame.src);
    try {
      frame.contentWindow.postMessage({ type: 'pe-explorer:ping' }, origin && origin !== 'null' ? origin : '*');
    } catch (e) {
      /* detached, or not loaded yet */
    }
  }
  function ping() {
    var frames = explorerFrames();
    for (var i = 0; i < frames.length; i += 1) {
      tokenOf(frames[i]);
      pingFrame(frames[i]);
    }
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', ping);
  else ping();
  window.addEventListener('load', ping);
})();
