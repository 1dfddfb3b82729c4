/*! pe-explorer embed.js, MIT licence (Positional Encoding Explorer).
 * Include on a page that holds <iframe>s of the explorer (?embed=1): each iframe is resized to
 * its content when the explorer reports its height ({ type: 'pe-explorer:resize', height }).
 * Only a message whose source is one of the page's iframes resizes that iframe.
 *   <script src="embed.js" defer></script>
 */
(function () {
  'use strict';
  var MIN = 120;
  var MAX = 20000;

  function frameFor(source) {
    var frames = document.getElementsByTagName('iframe');
    for (var i = 0; i < frames.length; i += 1) {
      if (frames[i].contentWindow === source) return frames[i];
    }
    return null;
  }

  window.addEventListener('message', function (event) {
    var data = event.data;
    if (!data || data.type !== 'pe-explorer:resize' || typeof data.height !== 'number' || !isFinite(data.height))
      return;
    var frame = frameFor(event.source);
    if (!frame) return;
    var height = Math.max(MIN, Math.min(MAX, Math.ceil(data.height)));
    frame.style.height = height + 'px'; // CSSOM, so a strict style-src on the host is fine
    frame.setAttribute('data-pe-height', String(height));
  });

  // Frames that reported before this script ran: ask them again.
  function ping() {
    var frames = document.getElementsByTagName('iframe');
    for (var i = 0; i < frames.length; i += 1) {
      try {
        frames[i].contentWindow.postMessage({ type: 'pe-explorer:ping' }, '*');
      } catch (e) {
        /* detached */
      }
    }
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', ping);
  else ping();
  window.addEventListener('load', ping);
})();
