// The SCORM package's launch page (SCORM 1.2, or 2004 where <html data-scorm="2004">): finds the
// course site's API the standard way, opens the practice set from the package's own files in a
// frame, relays each score the set posts to the LMS, and keeps the set's record (which answers
// were checked, shown, tried) in the suspend data, so that a relaunch resumes the set.
//
// The set (issue 37): its settings are the package's own (launch-settings.js, written by
// scripts/scorm.mjs); launch parameters that differ from them stop the launch with one message
// and nothing recorded. Each attempt has a seed of its own: a new attempt (cmi.entry ab-initio,
// or no record) draws one (with the teacher's --seed, the first attempt in this browser has one
// set made from it, the same for every learner but not the practice page's set of that seed,
// which the launch address names; later ones are drawn), a resumed attempt takes the seed its
// record names. The seed reaches the frame by postMessage only, never in its address, so that
// neither a copy of that address nor a link out of the set opens it; a launch page opened with no
// course site runs a set that is no attempt's. Two launch pages of one attempt open in this
// browser share its seed and record through localStorage; a record only ever gains shown flags
// and tries, and a score sent before the frame has taken the other tab's record is not relayed.
// A new attempt joins an open page's attempt only when nothing was done in it yet (two tabs
// launched together), and a page silent for minutes (a crashed tab) counts as closed.
//
// Rules: only messages from the practice frame's own window are taken, and only numbers, the
// three known status words and the set's record (a string, within the version's limit) reach
// the LMS. A recorded result is never lowered: a score is written only when it is better than
// what the course site held (a later attempt that does worse leaves the earlier result). The
// practice always loads: an API that is missing, is not an API, or throws leaves a message and
// no recording, never a blank page. A classic script with no dependencies: course sites serve
// packages as plain files, often from another origin than the course page, so nothing here may
// need a module loader or the network.
(() => {
  const SCORE_MESSAGE = 'pe-explorer:score';
  const RESIZE_MESSAGE = 'pe-explorer:resize';
  const OPEN_MESSAGE = 'pe-explorer:practice-open';
  const STATE_MESSAGE = 'pe-explorer:practice-state';
  const SET_MESSAGE = 'pe-explorer:practice-set';
  const STATUSES = ['incomplete', 'passed', 'failed'];
  // The query keys the practice section reads; anything else in the launch URL stays here.
  const SET_KEYS = ['seed', 'n', 'kinds', 'pass', 'attempts'];
  // Seeds drawn here fall in 2..SEED_SPAN (inside the core's seed range; 1 is the lesson's own
  // default set, which anyone can open).
  const SEED_SPAN = 999999;
  const version = document.documentElement.getAttribute('data-scorm') === '2004' ? '2004' : '1.2';
  // cmi.suspend_data's size: SPM 4,096 characters in 1.2, 64,000 in 2004.
  const MAX_SUSPEND = version === '2004' ? 64000 : 4096;
  const status = document.getElementById('lms-status');
  const frame = document.getElementById('practice');
  const say = (text) => {
    status.textContent = text;
  };
  // The page's words in the package's language: launch-words.js, written by scripts/scorm.mjs
  // from the locale file (web/locales/<code>.ftl) as { locale, messages }, each message with its
  // placeholders as {{name}}. A message that is missing shows its id.
  const WORDS = window.PE_LAUNCH_WORDS || { locale: 'en', messages: {} };
  const word = (id, args = {}) =>
    String(WORDS.messages[id] ?? id).replace(/\{\{(\w+)\}\}/g, (whole, name) => (name in args ? args[name] : whole));
  const number = (value) => new Intl.NumberFormat(WORDS.locale, { maximumFractionDigits: 2 }).format(value);
  // The launch page's language is the package's (<html lang>); the practice opens in it too.
  const lang = document.documentElement.lang || 'en';
  frame.title = word('practice-launch-frame');
  const NOT_RECORDED = word('practice-launch-not-recorded');
  const FAILED = word('practice-launch-failed');
  const STATUS_WORDS = {
    passed: 'practice-launch-status-passed',
    failed: 'practice-launch-status-failed',
    completed: 'practice-launch-status-completed',
  };

  // The package's own settings (launch-settings.js) and the launch parameters the course site
  // appended: a parameter that differs from the package's (a hand-edited manifest) stops here,
  // with nothing shown or recorded; a site that drops them runs the package's own.
  const made =
    window.PE_LAUNCH_SETTINGS && typeof window.PE_LAUNCH_SETTINGS === 'object' ? window.PE_LAUNCH_SETTINGS : null;
  const own = new URLSearchParams(window.location.search);
  const settings = {};
  for (const key of SET_KEYS) {
    const madeValue = made && made[key] !== undefined && made[key] !== null ? String(made[key]) : null;
    if (made && own.has(key) && own.get(key) !== madeValue) {
      say(
        word('practice-launch-mismatch', {
          given: `${key}=${own.get(key)}`,
          made: madeValue === null ? word('practice-launch-made-without', { setting: key }) : `${key}=${madeValue}`,
        }),
      );
      document.documentElement.dataset.refused = key;
      return;
    }
    const value = made ? madeValue : own.get(key);
    if (value !== null) settings[key] = value;
  }

  // SCORM's API discovery: the API object lives in a window above the content (ADL's
  // findAPI: at most 500 steps up window.parent, then the same from window.opener). A window
  // of another origin throws on access, and an object of that name that is not an API (an
  // element with id="API" is window.API too) cannot hold it: keep climbing.
  const apiName = version === '2004' ? 'API_1484_11' : 'API';
  const needed =
    version === '2004' ? ['Initialize', 'GetValue', 'SetValue'] : ['LMSInitialize', 'LMSGetValue', 'LMSSetValue'];
  let notAnApi = false; // something by that name was found, and it was not an API
  function isApi(candidate) {
    const ok = Boolean(candidate) && needed.every((name) => typeof candidate[name] === 'function');
    if (candidate && !ok) notAnApi = true;
    return ok;
  }
  function searchUp(start) {
    let win = start;
    for (let tries = 0; win && tries < 500; tries += 1) {
      try {
        if (isApi(win[apiName])) return win[apiName];
      } catch {
        // another origin: keep climbing
      }
      try {
        if (!win.parent || win.parent === win) return null;
        win = win.parent;
      } catch {
        return null;
      }
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

  let open = false; // between a successful Initialize and Finish/Terminate

  // One interface over both versions' calls; a call that throws (or a method that is missing)
  // is a failed call, said once on the page.
  const lms = (() => {
    const api = findApi();
    if (!api) return null;
    const prefix = version === '2004' ? '' : 'LMS';
    let failed = false;
    function call(name, ...args) {
      try {
        return api[prefix + name](...args);
      } catch {
        if (!failed && open) say(FAILED);
        failed = true;
        return 'false';
      }
    }
    return {
      initialize: () => String(call('Initialize', '')) === 'true',
      get: (key) => {
        const value = call('GetValue', key);
        return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
      },
      set: (key, value) => String(call('SetValue', key, String(value))) === 'true',
      commit: () => call('Commit', ''),
      broken: () => failed, // a call threw: the page already says so
      finish: () => call(version === '2004' ? 'Terminate' : 'Finish', ''),
    };
  })();

  const started = Date.now();
  if (lms) {
    open = lms.initialize();
    if (!open) say(NOT_RECORDED);
  } else if (notAnApi) {
    say(NOT_RECORDED);
  } else {
    say(word('practice-launch-no-api'));
  }

  // What the course site holds from earlier sessions: the result (never lowered) and the set's
  // record (resumed).
  const RANKS = { passed: 3, failed: 2, completed: 2, incomplete: 1 };
  function recordedResult() {
    if (!open) return { rank: 0, raw: Number.NaN };
    const raw = lms.get(version === '2004' ? 'cmi.score.raw' : 'cmi.core.score.raw');
    let statusWord;
    if (version === '2004') {
      const success = lms.get('cmi.success_status');
      statusWord = success === 'passed' || success === 'failed' ? success : lms.get('cmi.completion_status');
    } else {
      statusWord = lms.get('cmi.core.lesson_status');
    }
    return { rank: RANKS[statusWord] ?? 0, raw: raw === '' ? Number.NaN : Number(raw), word: statusWord };
  }
  let best = recordedResult();
  // A result another page of this attempt wrote: this page never writes one below it (a course
  // site may file both pages' calls under one attempt).
  function takeBest(other) {
    if (!other || !Number.isFinite(RANKS[other.word]) || !Number.isFinite(other.raw)) return;
    const rank = RANKS[other.word];
    if (rank > best.rank || (rank === best.rank && other.raw > best.raw))
      best = { rank, raw: other.raw, word: other.word };
  }
  const entry = open ? lms.get(version === '2004' ? 'cmi.entry' : 'cmi.core.entry') : '';
  const kept = open ? lms.get('cmi.suspend_data') : '';
  // The set's record, as the practice frame last sent it (or the course site kept it).
  let held = kept && kept.length <= MAX_SUSPEND ? kept : '';
  if (open && best.rank === 0) {
    if (version === '1.2') lms.set('cmi.core.lesson_status', 'incomplete');
    else lms.set('cmi.completion_status', 'incomplete');
  }
  if (open && best.rank >= 2 && Number.isFinite(best.raw)) {
    say(word('practice-launch-recorded', { percent: number(best.raw), status: word(STATUS_WORDS[best.word]) }));
  }
  document.documentElement.dataset.entry = entry; // what the site said (for a test, or a bug report)

  // FNV-1a of a text: a record kept by an earlier version of this page names no seed, and its
  // set came from the learner's id.
  function hash(text) {
    let value = 0x811c9dc5;
    for (let i = 0; i < text.length; i += 1) {
      value ^= text.charCodeAt(i);
      value = Math.imul(value, 0x01000193) >>> 0;
    }
    return value;
  }
  const random = () => crypto.getRandomValues(new Uint32Array(1))[0];
  const drawn = (value) => 2 + (value % (SEED_SPAN - 1));

  // A record as the frame writes it: { v: 1, s: seed, q: { id: [shown, tries, text, right?] } }, or
  // null (right: 1 where the text was marked right; the frame marks it again, it only decides
  // which of two tabs' texts is kept).
  function parse(text) {
    try {
      const data = JSON.parse(String(text));
      return data && data.v === 1 && data.q && typeof data.q === 'object' ? data : null;
    } catch {
      return null;
    }
  }
  // Whether anything was done in a record's set: a question checked, tried or shown.
  const worked = (record) => Object.keys(parse(record)?.q ?? {}).length > 0;
  // Whether record `a` holds every shown flag, try and right answer that `b` holds.
  function covers(a, b) {
    const first = parse(a);
    const second = parse(b);
    if (!second) return true;
    if (!first) return false;
    return Object.entries(second.q).every(
      ([id, entry]) =>
        !Array.isArray(entry) ||
        (Array.isArray(first.q[id]) &&
          first.q[id][0] >= entry[0] &&
          first.q[id][1] >= entry[1] &&
          (first.q[id][3] === 1 || entry[3] !== 1)),
    );
  }

  // This browser's share of the learner's attempts at this activity (same-origin storage): under
  // the learner's key, the current attempt's seed and the seeds of past attempts; under a key of
  // each attempt's own (its seed), that attempt's record and the launch pages open on it now, each
  // with the time it last said it was alive. A page of an older attempt writes only into its own
  // attempt's key, so it cannot reach a newer attempt's set.
  const learner = open ? lms.get(version === '2004' ? 'cmi.learner_id' : 'cmi.core.student_id') : '';
  const storage = (() => {
    if (!open) return null; // nothing is recorded: this page shares nothing with an attempt
    try {
      const local = window.localStorage;
      local.setItem('pe-explorer:probe', '1');
      local.removeItem('pe-explorer:probe');
      return local;
    } catch {
      return null;
    }
  })();
  const learnerKey = `pe-explorer:scorm:${version}:${window.location.pathname}:${learner}`;
  const slotKey = (attempt) => `${learnerKey}:${attempt}`;
  function read(key) {
    try {
      const data = JSON.parse(storage?.getItem(key) || 'null');
      return data && typeof data === 'object' ? data : {};
    } catch {
      return {};
    }
  }
  function write(key, change) {
    if (!storage) return;
    try {
      storage.setItem(key, JSON.stringify({ ...read(key), ...change(read(key)) }));
    } catch {
      // storage refused (full, private): the attempt goes on unshared
    }
  }
  // A launch page says it is alive every HEARTBEAT ms; one silent for ALIVE ms has gone without
  // saying so (a crashed or discarded tab). Browsers run a hidden tab's timers at least once a
  // minute.
  const HEARTBEAT = 20000;
  const ALIVE = 150000;
  const liveTabs = (slot) =>
    slot.open && typeof slot.open === 'object'
      ? Object.values(slot.open).filter((time) => Number.isFinite(time) && Date.now() - time < ALIVE).length
      : 0;

  const keptRecord = parse(held);
  const mine = read(learnerKey);
  const current = Number.isInteger(mine.current) ? mine.current : null;
  const currentSlot = current === null ? {} : read(slotKey(current));
  const teacherSeed = settings.seed === undefined ? null : Number(settings.seed);
  // The first attempt's set of a package made with --seed: the same for every learner, made from
  // the teacher's seed but not the practice page's set of that seed, which the launch address
  // names and which anyone can open ungraded, with its answers.
  const teachers = (value) => {
    let derived = drawn(hash(`pe-explorer:scorm:${value}`));
    while (derived === value) derived = drawn(hash(`pe-explorer:scorm:${derived}`));
    return derived;
  };
  let seed;
  let created = false; // this page started the attempt (a new one)
  let joined = false; // this page joined an attempt another open page holds
  if (!open) {
    // Outside a course site (the address in a private window, say): a set that is no attempt's.
    seed = drawn(random());
    held = '';
  } else if (entry !== 'ab-initio' && keptRecord && Number.isInteger(keptRecord.s)) seed = keptRecord.s;
  else if (entry !== 'ab-initio' && keptRecord) {
    // A record kept before records named their seed: its set came from the teacher's seed (now
    // the public set of that seed, so the derived one instead) or from the learner's id.
    seed = teacherSeed === null ? 1 + (hash(learner) % SEED_SPAN) : teachers(teacherSeed);
  } else if (
    current !== null &&
    liveTabs(currentSlot) > 0 &&
    (entry !== 'ab-initio' || (currentSlot.fresh === true && !worked(currentSlot.record)))
  ) {
    // Another launch page of this attempt is open: one that started it as a new attempt, with
    // nothing done in it yet (two tabs launched together), or the site says this is not a new
    // attempt. A new attempt never joins a resumed attempt, nor one with work in it.
    seed = current;
    joined = true;
  } else {
    // A new attempt: a set no earlier attempt in this browser had.
    const past = Array.isArray(mine.past) ? mine.past.filter(Number.isInteger) : [];
    if (teacherSeed !== null && !past.length) seed = teachers(teacherSeed);
    else
      do seed = drawn(teacherSeed === null ? random() : hash(`${teacherSeed}:${past.length}:${random()}`));
      while (past.includes(seed));
    held = '';
    write(learnerKey, () => ({ current: seed, past: [...past, seed].slice(-100) }));
    write(slotKey(seed), () => ({ record: '', open: {}, fresh: true }));
    created = true;
  }
  const sharing = Boolean(storage);
  if (sharing && read(learnerKey).current !== seed) {
    // A resumed attempt is the current one again, and a new attempt never draws its seed.
    const past = Array.isArray(read(learnerKey).past) ? read(learnerKey).past.filter(Number.isInteger) : [];
    write(learnerKey, () => ({ current: seed, past: past.includes(seed) ? past : [...past, seed].slice(-100) }));
  }
  if (sharing && !created && !joined) {
    // A resumed attempt: its slot holds its record before this page counts as open, so a new
    // attempt started meanwhile never takes it for one with nothing done.
    write(slotKey(seed), (now) => ({ fresh: false, record: worked(now.record) ? now.record : held }));
  }
  const tab = String(random());
  const alive = () => write(slotKey(seed), (now) => ({ open: { ...(now.open || {}), [tab]: Date.now() } }));
  let beating = null;
  if (sharing) {
    takeBest(read(slotKey(seed)).best);
    alive();
    beating = setInterval(alive, HEARTBEAT);
  }
  let stale = false; // the frame has not yet taken the other tab's record: its scores wait
  document.documentElement.dataset.attempt = String(seed); // for a test, or a bug report

  const query = new URLSearchParams({ view: 'practice', embed: '1' });
  if (lang !== 'en') query.set('lang', lang);
  for (const key of SET_KEYS) if (key !== 'seed' && settings[key] !== undefined) query.set(key, settings[key]);
  const setCount = query.has('n') ? Number(query.get('n')) : null;
  frame.src = `explorer.html?${query}#pe-launch=1`;

  // The attempt's other open pages in this browser are also told by a BroadcastChannel, which
  // works where the frames may not use localStorage (a course site's player in a third-party
  // frame with third-party site data blocked): each page says its record and best result when
  // they change, and asks the others for theirs when it opens.
  const channel = (() => {
    if (!open || typeof BroadcastChannel !== 'function') return null;
    try {
      return new BroadcastChannel(`${learnerKey}:${seed}`);
    } catch {
      return null;
    }
  })();
  const heard = new Map(); // another page's id -> its record, as it last said it
  // A record another page of this attempt holds and `mine` does not cover, or undefined.
  const uncovered = (mine) =>
    [sharing ? read(slotKey(seed)).record : '', ...heard.values()].find(
      (other) => typeof other === 'string' && other && other.length <= MAX_SUSPEND && !covers(mine, other),
    );

  // The record, kept by the course site (and shared with this attempt's other tabs); a site that
  // refuses it is said on the page, never passed over.
  function keep(record) {
    held = record;
    if (open && !lms.set('cmi.suspend_data', record) && !lms.broken()) say(word('practice-launch-record-lost'));
    if (sharing) write(slotKey(seed), () => ({ record }));
    channel?.postMessage({ tab, record });
  }
  // The other tab's record, when it holds what this frame has not seen: the frame merges it.
  function offerShared() {
    const other = uncovered(held);
    if (!other) return;
    stale = true;
    frame.contentWindow?.postMessage({ type: STATE_MESSAGE, state: other }, '*');
  }
  window.addEventListener('storage', (event) => {
    if (event.key === slotKey(seed)) {
      takeBest(read(slotKey(seed)).best);
      offerShared();
    }
  });
  if (channel) {
    channel.onmessage = (event) => {
      const data = event.data;
      if (!data || typeof data !== 'object' || typeof data.tab !== 'string') return;
      if (data.hello) channel.postMessage({ tab, record: held, best });
      if (typeof data.record === 'string') heard.set(data.tab, data.record);
      takeBest(data.best);
      offerShared();
    };
    channel.postMessage({ tab, hello: true });
  }

  // The score as a percentage (raw 0..100, min 0, max 100): Moodle, Canvas and Blackboard grade
  // SCORM 1.2 by cmi.core.score.raw read as a percentage and ignore max, so "4 right of 5" sent as
  // raw 4 would be graded 4 %. Two decimals, as CMIDecimal allows. Written only when better than
  // the best result so far; the exit is "suspend" while the set is open, so the site keeps it.
  function relay(score) {
    if (!open) return;
    const fraction = score.max > score.min ? (score.raw - score.min) / (score.max - score.min) : 0;
    const percent = Math.round(fraction * 10000) / 100;
    const rank = RANKS[score.status];
    const better = rank > best.rank || (rank === best.rank && !(percent < best.raw));
    if (better) {
      best = { rank, raw: percent, word: score.status };
      if (sharing) write(slotKey(seed), () => ({ best }));
      channel?.postMessage({ tab, best });
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
    }
    const suspend = score.status === 'incomplete';
    if (version === '2004') lms.set('cmi.exit', suspend ? 'suspend' : 'normal');
    else lms.set('cmi.core.exit', suspend ? 'suspend' : '');
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
    if (data.type === OPEN_MESSAGE) {
      frame.contentWindow.postMessage({ type: SET_MESSAGE, seed, limit: MAX_SUSPEND, state: held }, '*');
      offerShared();
      return;
    }
    if (data.type === STATE_MESSAGE) {
      if (typeof data.state !== 'string') return;
      if (data.state.length > MAX_SUSPEND) {
        say(word('practice-launch-record-lost'));
        return;
      }
      if (parse(data.state)?.s !== seed) return;
      const other = uncovered(data.state);
      if (other) {
        stale = true;
        frame.contentWindow.postMessage({ type: STATE_MESSAGE, state: other }, '*');
        return;
      }
      stale = false;
      keep(data.state);
      return;
    }
    if (data.type !== SCORE_MESSAGE) return;
    const numbers = [data.raw, data.min, data.max];
    if (!numbers.every((value) => typeof value === 'number' && Number.isFinite(value))) return;
    if (!(data.min <= data.raw && data.raw <= data.max) || !STATUSES.includes(data.status)) return;
    // Only the set this page launched: its seed, and its question count when the launch gave one.
    if (stale || data.seed !== seed || (setCount !== null && data.count !== setCount)) return;
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
    clearInterval(beating);
    if (sharing)
      write(slotKey(seed), (now) => {
        const tabs = { ...(now.open || {}) };
        delete tabs[tab];
        return { open: tabs };
      });
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
