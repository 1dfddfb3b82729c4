// The SCORM package's launch page (SCORM 1.2, or 2004 where <html data-scorm="2004">): finds the
// course site's API the standard way, opens the practice set from the package's own files in a
// frame, and relays each score the set posts to the LMS.
//
// Rule: only a { type: 'pe-explorer:score' } message from the practice frame's own window is
// relayed, and only numbers and the three known status words reach the LMS. A classic script
// with no dependencies: course sites serve packages as plain files, often from another origin
// than the course page, so nothing here may need a module loader or the network.
(() => {
  const SCORE_MESSAGE = 'pe-explorer:score';
  const RESIZE_MESSAGE = 'pe-explorer:resize';
  const STATUSES = ['incomplete', 'passed', 'failed'];
  // The query keys the practice section reads; anything else in the launch URL stays here.
  const SET_KEYS = ['seed', 'n', 'kinds', 'pass'];
  // Seeds made from a learner's id fall in 1..SEED_SPAN (inside the core's seed range).
  const SEED_SPAN = 999999;
  const version = document.documentElement.getAttribute('data-scorm') === '2004' ? '2004' : '1.2';
  const status = document.getElementById('lms-status');
  const frame = document.getElementById('practice');

  // SCORM's API discovery: the API object lives in a window above the content (ADL's
  // findAPI: at most 500 steps up window.parent, then the same from window.opener).
  // A window of another origin throws on access: it cannot hold the API for us.
  const apiName = version === '2004' ? 'API_1484_11' : 'API';
  function searchUp(start) {
    let win = start;
    for (let tries = 0; win && tries < 500; tries += 1) {
      try {
        if (win[apiName]) return win[apiName];
      } catch {
        // another origin: keep climbing
      }
      if (!win.parent || win.parent === win) return null;
      win = win.parent;
    }
    return null;
  }
  function findApi() {
    const api = searchUp(window.parent === window ? null : window.parent);
    if (api) return api;
    try {
      return window.opener ? searchUp(window.opener) : null;
    } catch {
      return null;
    }
  }

  // One interface over both versions' calls.
  const lms = (() => {
    const api = findApi();
    if (!api) return null;
    const call =
      version === '2004' ? (name, ...args) => api[name](...args) : (name, ...args) => api[`LMS${name}`](...args);
    return {
      initialize: () => String(call('Initialize', '')) === 'true',
      get: (key) => String(call('GetValue', key)),
      set: (key, value) => String(call('SetValue', key, String(value))) === 'true',
      commit: () => call('Commit', ''),
      finish: () => call(version === '2004' ? 'Terminate' : 'Finish', ''),
    };
  })();

  const started = Date.now();
  let open = false;
  if (lms) {
    open = lms.initialize();
    if (!open) status.textContent = 'The course site did not start this activity: your score will not be recorded.';
  } else {
    status.textContent = 'No course site found (no SCORM API): you can practise, but no score is recorded.';
  }
  if (open && version === '1.2' && lms.get('cmi.core.lesson_status') === 'not attempted')
    lms.set('cmi.core.lesson_status', 'incomplete');
  if (open && version === '2004' && lms.get('cmi.completion_status') !== 'completed')
    lms.set('cmi.completion_status', 'incomplete');

  // FNV-1a of the learner's id: the same learner gets the same set each time they open it.
  function seedFor(id) {
    let hash = 0x811c9dc5;
    for (let i = 0; i < id.length; i += 1) {
      hash ^= id.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    return 1 + (hash % SEED_SPAN);
  }

  const own = new URLSearchParams(window.location.search);
  const query = new URLSearchParams({ view: 'practice', embed: '1' });
  for (const key of SET_KEYS) if (own.has(key)) query.set(key, own.get(key));
  if (!own.has('seed')) {
    const learner = open ? lms.get(version === '2004' ? 'cmi.learner_id' : 'cmi.core.student_id') : '';
    query.set('seed', String(learner ? seedFor(learner) : 1 + Math.floor(Math.random() * SEED_SPAN)));
  }
  frame.src = `explorer.html?${query}`;

  // The score as a percentage (raw 0..100, min 0, max 100): Moodle, Canvas and Blackboard grade
  // SCORM 1.2 by cmi.core.score.raw read as a percentage and ignore max, so "4 right of 5" sent as
  // raw 4 would be graded 4 %. Two decimals, as CMIDecimal allows.
  function relay(score) {
    if (!open) return;
    const fraction = score.max > score.min ? (score.raw - score.min) / (score.max - score.min) : 0;
    const percent = Math.round(fraction * 10000) / 100;
    if (version === '2004') {
      lms.set('cmi.score.raw', percent);
      lms.set('cmi.score.min', 0);
      lms.set('cmi.score.max', 100);
      lms.set('cmi.score.scaled', Math.round(fraction * 10000) / 10000);
      lms.set('cmi.completion_status', score.status === 'incomplete' ? 'incomplete' : 'completed');
      lms.set('cmi.success_status', score.status === 'incomplete' ? 'unknown' : score.status);
    } else {
      lms.set('cmi.core.score.raw', percent);
      lms.set('cmi.core.score.min', 0);
      lms.set('cmi.core.score.max', 100);
      lms.set('cmi.core.lesson_status', score.status);
    }
    lms.commit();
  }

  window.addEventListener('message', (event) => {
    if (event.source !== frame.contentWindow) return;
    const data = event.data;
    if (!data || typeof data !== 'object') return;
    if (data.type === RESIZE_MESSAGE && Number.isFinite(data.height) && data.height > 0) {
      frame.style.height = `${Math.ceil(data.height)}px`;
      return;
    }
    if (data.type !== SCORE_MESSAGE) return;
    const numbers = [data.raw, data.min, data.max];
    if (!numbers.every((value) => typeof value === 'number' && Number.isFinite(value))) return;
    if (!(data.min <= data.raw && data.raw <= data.max) || !STATUSES.includes(data.status)) return;
    relay({ raw: data.raw, min: data.min, max: data.max, status: data.status });
  });

  // Time in the activity, in each version's own format (1.2: HHHH:MM:SS.SS; 2004: ISO 8601).
  function sessionTime() {
    const seconds = Math.max(0, (Date.now() - started) / 1000);
    if (version === '2004') return `PT${seconds.toFixed(2)}S`;
    const pad = (value) => String(value).padStart(2, '0');
    const whole = Math.floor(seconds);
    const hundredths = Math.floor((seconds - whole) * 100);
    return `${pad(Math.floor(whole / 3600))}:${pad(Math.floor(whole / 60) % 60)}:${pad(whole % 60)}.${pad(hundredths)}`;
  }

  function finish() {
    if (!open) return;
    open = false;
    lms.set(version === '2004' ? 'cmi.session_time' : 'cmi.core.session_time', sessionTime());
    lms.commit();
    lms.finish();
  }
  // pagehide is the unload event that also fires when the page goes into the back-forward cache;
  // unload is kept for course sites whose old browsers lack it. finish() runs once.
  window.addEventListener('pagehide', finish);
  window.addEventListener('unload', finish);
})();
