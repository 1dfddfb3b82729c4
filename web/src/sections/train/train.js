// Section "Train it yourself": a small Transformer trained in the page by the core under each
// position scheme, on lengths 1..L and tested on 1..2L (train/lab.js runs it; train/views.js
// draws it). Every number is the run's own; the sentences that compare schemes are made from
// them (train/runs.js), never written in advance.

import { el } from '../../kit/dom.js';
import { intArg, numArg, trimArg } from '../../kit/format.js';
import { t } from '../../kit/i18n.js';
import { createMessage } from '../../kit/section-kit.js';
import { createEstimate } from './estimate.js';
import { createLab } from './lab.js';
import { createRecorded } from './recorded.js';
import {
  baseScheme,
  DRAWN_SCHEMES,
  drawnRange,
  EVAL_EXAMPLES,
  EXTENSION_METHODS,
  EXTENSION_STEPS,
  HEADS,
  listAnd,
  RUOSS,
  ruleSentence,
  SCHEMES,
  planFor,
  samePlan,
  scales,
  schemeName,
  schemesOf,
  sentences,
} from './runs.js';
import { STEP_RANGE, WIDTHS } from './limits.js';
import { createTakeHome } from './take-home.js';
import { createExtension } from './extend.js';
import { createResultViews } from './views.js';

/** The token vectors' starting scale (cpp/core/model.hpp: 0.02 times an Irwin-Hall normal). */
const INITIAL_SCALE = 0.02;
/**
 * How many times longer a sinusoidal position vector (norm sqrt(d / 2): a sine and a cosine per
 * pair) is than a starting token vector (norm INITIAL_SCALE sqrt(d), times s): 1 / (0.02 sqrt 2 s).
 */
const startRatio = (s) => 1 / (INITIAL_SCALE * Math.SQRT2 * s);
/** The same at s = sqrt(d), as sqrt(2 d) in one root: sqrt(2) sqrt(32) is 8.000000000000002 in floats, and 6.25 printed 6.2. */
const startRatioAt = (d) => 1 / (INITIAL_SCALE * Math.sqrt(2 * d));
/** At most this many workers, however many cores the machine reports. */
const MOST_WORKERS = 8;
/** While runs train, the section redraws at most this often (ms): the page's share of a core. */
const RUNNING_REDRAW_MS = 500;

/** The positions of a plain run, as the page writes them. */
const CONSECUTIVE = '0, 1, 2, …';

/** The tasks the core trains, in the page's words (a function: worded when the controls are made). */
const tasks = () => [
  {
    value: 'reverse',
    label: t('train-task-reverse'),
    hint: t('train-task-reverse-hint', { example: '3 1 4 → 4 1 3' }),
  },
  { value: 'copy', label: t('train-task-copy'), hint: t('train-task-copy-hint') },
  { value: 'sort', label: t('train-task-sort'), hint: t('train-task-sort-hint', { example: '3 1 4 → 1 3 4' }) },
];

/** The narration's words on randomised positions (the switch "positions in training"). */
const drawnIntro = () => [
  t('train-intro-drawn', {
    drawnLabel: t('train-positions-drawn'),
    label: t('train-positions-label'),
    N: '$N$',
    range: '$0, 1, \\ldots, N - 1$',
    consecutive: CONSECUTIVE,
    rule: '$N = 8L$',
    example: intArg(drawnRange(5)),
    atL: '$L = 5$',
    ruossRange: intArg(RUOSS.range),
    ruossLength: intArg(RUOSS.length),
  }),
  t('train-intro-drawn-differs', { consecutive: CONSECUTIVE }),
];

const text = (core) => {
  const trainer = core.requests.trainerCreate;
  return [
    { type: 'p', text: t('train-intro') },
    {
      type: 'list',
      items: [
        t('train-intro-model', {
          d: '$d$',
          heads: intArg(HEADS),
          maxBlocks: intArg(core.parameters.blocks.max),
          rate: numArg(trainer.learningRate.default),
          warmup: numArg(trainer.warmupSteps.default),
          batch: numArg(trainer.batch.default),
        }),
        t('train-intro-task', { n: '$n$' }),
        t('train-intro-test', { L: '$L$', twoL: '$2L$', examples: intArg(EVAL_EXAMPLES) }),
        t('train-intro-seeds'),
        t('train-intro-scale', {
          initial: trimArg(INITIAL_SCALE),
          t2t: '1/√d',
          timesSqrtD: '× √d',
          timesOne: '× 1',
          sqrtD: '√d',
          d: 'd',
          d32: 'd = 32',
          ratio: trimArg(startRatio(1), 0),
          ratio32: trimArg(startRatioAt(32), 2),
        }),
        ruleSentence(),
        ...drawnIntro(),
      ],
    },
    { type: 'h3', text: t('train-wiring-heading') },
    { type: 'list', items: SCHEMES.map((scheme) => scheme.wiring) },
    {
      type: 'p',
      text: t('train-t5-buckets', {
        buckets: intArg(32),
        maxDistance: intArg(128),
        most: '2 × 2L',
        longest: intArg(64),
        atL: 'L = 16',
      }),
    },
    { type: 'slot', name: 'setup' },
    { type: 'slot', name: 'run' },
    { type: 'h3', text: t('train-loss-heading') },
    { type: 'slot', name: 'loss' },
    { type: 'h3', text: t('train-accuracy-heading') },
    { type: 'slot', name: 'accuracy' },
    { type: 'h3', text: t('train-ext-heading') },
    {
      type: 'p',
      text: t('train-ext-intro', {
        methods: listAnd(EXTENSION_METHODS.slice(1).map((method) => t(`train-ext-method-${method}`))),
        control: t('train-ext-method-none'),
        s: '$s = 2L / L = 2$',
        steps: intArg(EXTENSION_STEPS),
        offset: '1000',
        L: '$L$',
        twoL: '$2L$',
      }),
    },
    { type: 'slot', name: 'extension' },
    { type: 'h3', text: t('train-examples-heading') },
    { type: 'slot', name: 'examples' },
    { type: 'h3', text: t('train-table-heading') },
    { type: 'slot', name: 'table' },
  ];
};

function setupControls(ctx, view) {
  const setup = ctx.slot('setup');
  setup.append(el('h3', { text: t('train-setup-heading') }));
  const grid = el('div', { className: 'controls-grid train-controls' });
  setup.append(grid);
  ctx.control(grid, 'task', { label: t('train-task-label'), choices: tasks() });

  // The schemes: a box each, at least one ticked; the store keeps them as a list ('' for all).
  const box = el('fieldset', { className: 'control train-schemes' }, el('legend', { text: t('train-schemes-legend') }));
  view.boxes = new Map();
  const list = el('div', { className: 'train-scheme-list' });
  for (const scheme of SCHEMES) {
    const input = el('input', { type: 'checkbox', id: `train-scheme-${scheme.id}`, value: scheme.id });
    view.boxes.set(scheme.id, input);
    list.append(
      el('label', { className: 'train-scheme', htmlFor: input.id }, input, el('span', { text: scheme.name })),
    );
  }
  box.append(list);
  const schemesError = createMessage(box, { className: 'control-error' });
  ctx.claim('schemes', { showError: schemesError.show, clearError: schemesError.clear });
  box.addEventListener('change', (event) => {
    if (!view.boxes.has(event.target.value)) return;
    const chosen = [...view.boxes].filter(([, input]) => input.checked).map(([id]) => id);
    if (!chosen.length) {
      event.target.checked = true;
      schemesError.show(t('train-schemes-needed'));
      return;
    }
    schemesError.clear();
    ctx.store.set({ schemes: chosen.length === SCHEMES.length ? '' : chosen.join(',') });
  });
  grid.append(box);
  // Randomised positions, beside the schemes they apply to.
  ctx.control(grid, 'positions', {
    label: t('train-positions-label'),
    choices: [
      { value: 'consecutive', label: t('train-positions-consecutive', { consecutive: CONSECUTIVE }) },
      {
        value: 'drawn',
        label: t('train-positions-drawn'),
        hint: t('train-positions-drawn-hint', { list: listAnd(DRAWN_SCHEMES.map(schemeName)) }),
      },
    ],
  });

  ctx.control(grid, 'trainlen', {
    label: t('words-train-trainlen', { L: 'L' }),
    describe: (v) => t('train-trainlen-describe', { L: v, trained: intArg(v), tested: intArg(2 * v) }),
  });
  ctx.control(grid, 'width', {
    label: t('train-width-label', { d: 'd' }),
    choices: WIDTHS.map((value) => ({
      value,
      label: value,
      hint: t('train-width-hint', { heads: intArg(HEADS), each: intArg(Number(value) / HEADS) }),
    })),
  });
  ctx.control(grid, 'blocks', {
    label: t('train-blocks-label'),
    describe: (v) => t('train-blocks-describe', { count: v, blocks: intArg(v) }),
  });
  ctx.control(grid, 'seeds', {
    label: t('train-seeds-label'),
    describe: (v) => t('train-seeds-describe', { count: v, seeds: intArg(v) }),
  });
  ctx.control(grid, 'firstseed', { label: t('train-firstseed-label'), sliderMax: 100 });
  ctx.control(grid, 'steps', {
    label: t('train-steps-label'),
    scale: 'log',
    nextValue: (value, direction) => Math.max(STEP_RANGE.min, Math.min(STEP_RANGE.max, value + direction * 500)),
  });
  ctx.control(grid, 'tokenscale', { label: t('train-tokenscale-label'), choices: scales() });
}

function runControls(ctx, view) {
  const slot = ctx.slot('run');
  view.planLine = el('p', { className: 'train-plan' });
  view.estimateLine = el('p', { className: 'train-estimate', attrs: { 'aria-live': 'polite' } });
  const run = el('button', { type: 'button', className: 'button train-run', text: t('train-run') });
  const pause = el('button', {
    type: 'button',
    className: 'button-quiet train-pause',
    text: t('train-pause'),
    disabled: true,
  });
  const reset = el('button', {
    type: 'button',
    className: 'button-quiet train-reset',
    text: t('train-reset'),
    disabled: true,
  });
  view.progress = el('progress', { className: 'train-progress', max: 1, value: 0 });
  view.progress.setAttribute('aria-label', t('train-progress-label'));
  view.status = el('p', { className: 'train-status', attrs: { role: 'status', 'aria-live': 'polite' } });
  view.stale = el('p', { className: 'train-stale callout', hidden: true });
  view.failure = createMessage(null, { className: 'inline-message train-error' });
  view.buttons = { run, pause, reset };
  slot.append(
    view.planLine,
    view.estimateLine,
    el('div', { className: 'train-buttons' }, run, pause, reset),
    view.progress,
    view.status,
    view.failure.element,
    view.stale,
  );
  view.takeHome = createTakeHome(ctx, slot);
  run.addEventListener('click', () => {
    const plan = planFor(ctx.store.get());
    view.results.clear();
    view.extension.reset();
    view.lab.start(plan);
  });
  pause.addEventListener('click', () => {
    if (view.lab.status === 'paused') view.lab.resume();
    else view.lab.pause();
  });
  reset.addEventListener('click', () => {
    view.lab.reset();
    view.extension.reset();
    view.results.clear();
    ctx.announce(t('train-reset-announced'));
  });
}

/**
 * The plan as one phrase, "18 runs: 6 schemes × 3 seeds (0–2), 3,000 steps each, task reverse,
 * trained on 1 to 8 digits, d = 32, 2 blocks, token vectors × √d": the sentences of the plan line
 * and the stale notice place it whole.
 */
function planWords(plan) {
  const seeds = plan.seeds.length;
  const drawn = plan.runs.filter((run) => run.config.positionRange);
  const words = t('train-plan', {
    runs: plan.runs.length - drawn.length,
    schemes: plan.schemes.length - drawn.length / seeds,
    seeds,
    firstSeed: intArg(plan.seeds[0]),
    lastSeed: intArg(plan.seeds.at(-1)),
    steps: intArg(plan.steps),
    task: t(`train-task-${plan.task}`),
    L: plan.trainLength,
    trained: intArg(plan.trainLength),
    d: intArg(plan.dModel),
    blocks: plan.blocks,
    scale: plan.scale === 'sqrt-d' ? '× √d' : '× 1',
  });
  if (!drawn.length) return words;
  const schemes = plan.schemes.filter((id) => drawn.some((run) => run.scheme === id)).map(baseScheme);
  return t('train-plan-drawn', {
    plan: words,
    runs: drawn.length,
    last: intArg(plan.positionRange - 1),
    list: listAnd(schemes.map(schemeName)),
  });
}

/** The lab's status; `recorded`: a record (recorded.js) is on screen while nothing has run. */
function statusWords(lab, recorded) {
  const { plan, runs } = lab;
  if (lab.status === 'idle') return t(recorded ? 'train-status-idle-recorded' : 'train-status-idle');
  if (lab.status === 'starting') return t('train-status-starting');
  if (lab.status === 'failed') return t('train-status-failed');
  // Each sentence one message; where the runs train picks the message (…-workers or …-page).
  const lostId = lab.status === 'done' ? 'train-status-lost-done' : 'train-status-lost';
  const lost = lab.lostWorkers ? t(lostId, { count: lab.lostWorkers, workers: intArg(lab.lostWorkers) }) : '';
  const where = lab.mode === 'workers' ? 'workers' : 'page';
  const threads = { threads: lab.workerCount };
  const trained = runs.reduce((sum, run) => sum + run.step, 0);
  const evaluated = runs.filter((run) => run.phase === 'done').length;
  const runCount = { runs: runs.length };
  if (lab.status === 'done')
    return sentences(
      t(`train-status-done-${where}`, { ...threads, ...runCount, longest: intArg(plan.evalLength) }),
      lost,
    );
  const paused = lab.status === 'paused' ? t('train-status-paused') : '';
  if (trained < plan.steps * runs.length)
    return sentences(
      paused,
      t(`train-status-training-${where}`, {
        ...threads,
        trained: intArg(trained),
        total: intArg(plan.steps * runs.length),
      }),
      lost,
    );
  return sentences(
    paused,
    t(`train-status-testing-${where}`, {
      ...threads,
      ...runCount,
      tested: intArg(evaluated),
      examples: intArg(EVAL_EXAMPLES),
    }),
    lost,
  );
}

function showLab(ctx, view) {
  const { lab } = view;
  const { run, pause, reset } = view.buttons;
  const busy = ['starting', 'running', 'paused'].includes(lab.status);
  run.textContent = lab.status === 'idle' ? t('train-run') : t('train-run-again');
  pause.disabled = !busy;
  pause.textContent = lab.status === 'paused' ? t('train-resume') : t('train-pause');
  pause.setAttribute('aria-pressed', String(lab.status === 'paused'));
  reset.disabled = lab.status === 'idle';
  const plan = lab.plan;
  const total = plan ? plan.runs.length * (plan.steps + plan.evalLength) : 1;
  const done = plan
    ? lab.runs.reduce((sum, r) => sum + r.step + (r.phase === 'done' ? plan.evalLength : r.length - 1), 0)
    : 0;
  view.progress.max = total;
  view.progress.value = done;
  view.progress.setAttribute('aria-valuetext', t('train-percent', { value: intArg(Math.floor((100 * done) / total)) }));
  const words = statusWords(lab, Boolean(view.recorded) && view.recorded.shown(lab) !== lab);
  if (view.status.textContent !== words) view.status.textContent = words;
  if (lab.status === 'failed')
    view.failure.show(
      lab.error?.message ? t('train-failed', { reason: lab.error.message }) : t('train-failed-unknown'),
    );
  else view.failure.clear();
  showStale(ctx, view);
}

/** Results on screen that no longer match the settings say so (they are kept, not redrawn). */
function showStale(ctx, view) {
  const plan = view.lab.plan;
  const stale = Boolean(plan) && !samePlan(plan, ctx.store.get());
  view.stale.hidden = !stale;
  if (stale) view.stale.textContent = t('train-stale', { plan: planWords(plan) });
}

function build(ctx) {
  const view = { ctx, drawn: null };
  setupControls(ctx, view);
  runControls(ctx, view);
  view.results = createResultViews(ctx, {
    loss: ctx.slot('loss'),
    accuracy: ctx.slot('accuracy'),
    examples: ctx.slot('examples'),
    table: ctx.slot('table'),
  });
  // One worker per core: the runs are most of the work, and the page's drawing is budgeted
  // instead (a redraw at most every RUNNING_REDRAW_MS while runs train, each a short task:
  // `npm run bench` prints the longest main-thread task). One core left to the page halved the
  // lab's speed on a 2-core machine.
  const cores = globalThis.navigator?.hardwareConcurrency || 2;
  const workers = Math.max(1, Math.min(MOST_WORKERS, cores));
  let pending = false;
  // Recorded results of the page's settings, drawn at once while nothing has run (recorded.js).
  const onShown = () => {
    if (view.lab.status === 'idle') view.results.clear();
    ctx.timeout(redraw, 0);
  };
  view.recorded = createRecorded(ctx, { slot: ctx.slot('run'), onShown });
  // The extension runs train on as many, once the comparison is done (its workers idle then).
  view.extension = createExtension(ctx, ctx.slot('extension'), { workers, recorded: view.recorded });
  const redraw = () => {
    pending = false;
    const start = performance.now();
    showLab(ctx, view);
    view.results.show(view.recorded.shown(view.lab));
    view.recorded.show(view.lab);
    view.extension.follow(view.lab);
    performance.measure?.(`pe-train: redraw (${view.lab.status})`, { start }); // read by the benchmark
  };
  view.lab = createLab({
    core: ctx.core,
    makeWorker: ctx.trainWorker,
    workers,
    onChange: () => {
      ctx.setBusy?.(['starting', 'running', 'paused'].includes(view.lab.status));
      if (pending) return;
      pending = true;
      ctx.timeout(redraw, view.lab.status === 'running' ? RUNNING_REDRAW_MS : 0);
    },
  });
  ctx.own({
    destroy: () => {
      ctx.setBusy?.(false);
      view.lab.destroy();
    },
  });
  view.estimate = createEstimate({
    core: ctx.core,
    timeout: (fn, ms) => ctx.timeout(fn, ms),
    onEstimate: (words, ms) => {
      view.estimateLine.textContent = words;
      // The estimate in milliseconds, for `npm run bench` to set beside the time Run takes.
      if (ms === undefined) delete view.estimateLine.dataset.ms;
      else view.estimateLine.dataset.ms = String(Math.round(ms));
    },
  });
  ctx.own({ destroy: () => view.estimate.cancel() });
  view.workers = workers;
  return view;
}

function render(state, changed, view) {
  if (changed.includes('schemes') || changed.length > 1) {
    const chosen = schemesOf(state.schemes);
    for (const [id, input] of view.boxes) input.checked = chosen.includes(id);
  }
  if (changed.some((key) => key in view.ctx.section.settings)) {
    const plan = planFor(state);
    view.planLine.textContent = t('train-plan-line', { plan: planWords(plan) });
    view.takeHome.update(plan);
    // Workers where the page can start them, and none once a Run found it could not (the lab
    // then trained on the page's thread: lab.js startExecutors), so the estimate says so.
    const canStart = view.ctx.trainWorker && typeof Worker === 'function' && view.lab.mode !== 'main';
    const workers = canStart ? Math.min(view.workers, plan.runs.length) : 0;
    view.estimate.measure(plan, workers);
    view.recorded.update(state);
    showLab(view.ctx, view);
  }
}

export default {
  text,
  build,
  render,
};
