// Section "Train it yourself": a small Transformer trained in the page by the core under each
// position scheme, on lengths 1..L and tested on 1..2L (train/lab.js runs it; train/views.js
// draws it). Every number is the run's own; the sentences that compare schemes are made from
// them (train/runs.js), never written in advance.

import { el } from '../../kit/dom.js';
import { int, plural } from '../../kit/format.js';
import { createMessage } from '../../kit/section-kit.js';
import { EVAL_EXAMPLES, createLab } from './lab.js';
import { HEADS, SCHEMES, planFor, samePlan, schemesOf } from './runs.js';
import { createResultViews } from './views.js';

/** The widths the lab offers (4 heads of an even width each, as RoPE needs). */
const WIDTHS = ['16', '32', '64'];
const LONGEST_TRAINED = 16;
const MOST_SEEDS = 5;
const STEP_RANGE = { min: 100, max: 10000 };
/** At most this many workers, however many cores the machine reports. */
const MOST_WORKERS = 8;

const TASKS = [
  { value: 'reverse', label: 'reverse', hint: '3 1 4 → 4 1 3: needs to know where each digit is' },
  { value: 'copy', label: 'copy', hint: '3 1 4 → 3 1 4' },
  { value: 'sort', label: 'sort', hint: '3 1 4 → 1 3 4: needs little order information' },
];

const SETTINGS = {
  task: { name: 'task', core: 'task', fallback: 'reverse' },
  schemes: {
    name: 'schemes (position schemes trained)',
    range: () => ({
      kind: 'list',
      choices: SCHEMES.map((scheme) => scheme.id),
      what: 'scheme ids',
      where: 'the boxes of "Train it yourself" list every scheme',
    }),
    fallback: '',
  },
  trainlen: {
    name: 'L (longest trained question)',
    range: () => ({ kind: 'integer', min: 1, max: LONGEST_TRAINED }),
    fallback: 8,
    attribute: 'lab-train-length',
  },
  width: { name: 'width (d of the trained model)', range: () => ({ kind: 'choice', choices: WIDTHS }), fallback: '32' },
  blocks: { name: 'blocks', core: 'blocks', fallback: 2 },
  seeds: { name: 'seeds (runs per scheme)', range: () => ({ kind: 'integer', min: 1, max: MOST_SEEDS }), fallback: 3 },
  firstseed: {
    name: 'first seed',
    range: () => ({ kind: 'integer', min: 0, max: 1000000 }),
    fallback: 0,
    attribute: 'first-seed',
  },
  steps: { name: 'steps (per run)', range: () => ({ kind: 'integer', ...STEP_RANGE }), fallback: 3000 },
};
const PLAN_KEYS = Object.keys(SETTINGS);

const text = (core) => [
  {
    type: 'p',
    text: 'The sections so far computed each scheme exactly. What a scheme does to a trained model is a different question, and the only honest answer is an experiment. Here you can run one: a small Transformer learns a digit task under each position scheme, trained on short questions and tested on longer ones, in this page, by the same C++ core.',
  },
  {
    type: 'list',
    items: [
      `The model: a decoder with causal attention, $d$ wide, ${HEADS} heads, 1 to ${core.parameters.blocks.max} blocks, trained with AdamW (learning rate ${core.requests.trainerCreate.learningRate.default} reached over ${core.requests.trainerCreate.warmupSteps.default} warm-up steps, ${core.requests.trainerCreate.batch.default} questions per step). The position scheme is the only thing that changes between its runs.`,
      'The task: a question of $n$ digits, a separator, and the answer the model writes digit by digit. Reversing needs to know where each digit is; sorting needs little order information.',
      `Training sees questions of 1 to $L$ digits only. The test asks ${EVAL_EXAMPLES} fixed questions at every length from 1 to $2L$ and counts a question right when every answer digit is.`,
      'A seed fixes the starting weights and the training questions. The same settings give the same numbers again, here and on any machine with this version of the page; different seeds can give very different ones, which is why each scheme runs with several.',
    ],
  },
  { type: 'slot', name: 'setup' },
  { type: 'slot', name: 'run' },
  { type: 'h3', text: 'Training loss' },
  { type: 'slot', name: 'loss' },
  { type: 'h3', text: 'Exact accuracy by length' },
  { type: 'slot', name: 'accuracy' },
  { type: 'h3', text: 'One question, every scheme' },
  { type: 'slot', name: 'examples' },
  { type: 'h3', text: 'The learned table after training' },
  { type: 'slot', name: 'table' },
];

function setupControls(ctx, view) {
  const setup = ctx.slot('setup');
  setup.append(el('h3', { text: 'Your experiment' }));
  const grid = el('div', { className: 'controls-grid train-controls' });
  setup.append(grid);
  ctx.control(grid, 'task', { label: 'task', choices: TASKS });

  // The schemes: a box each, at least one ticked; the store keeps them as a list ('' for all).
  const box = el('fieldset', { className: 'control train-schemes' }, el('legend', { text: 'position schemes' }));
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
      schemesError.show('An experiment needs at least one scheme: this one stays ticked.');
      return;
    }
    schemesError.clear();
    ctx.store.set({ schemes: chosen.length === SCHEMES.length ? '' : chosen.join(',') });
  });
  grid.append(box);

  ctx.control(grid, 'trainlen', {
    label: 'L (longest trained question)',
    describe: (v) => `${trainedOn(v)}, tested on 1 to ${int(2 * v)} digits`,
  });
  ctx.control(grid, 'width', {
    label: 'd (model width)',
    choices: WIDTHS.map((value) => ({ value, label: value, hint: `${HEADS} heads of ${Number(value) / HEADS}` })),
  });
  ctx.control(grid, 'blocks', { label: 'blocks', describe: (v) => plural(v, 'block') });
  ctx.control(grid, 'seeds', { label: 'seeds per scheme', describe: (v) => plural(v, 'seed') });
  ctx.control(grid, 'firstseed', { label: 'first seed', sliderMax: 100 });
  ctx.control(grid, 'steps', {
    label: 'steps per run',
    scale: 'log',
    nextValue: (value, direction) => Math.max(STEP_RANGE.min, Math.min(STEP_RANGE.max, value + direction * 500)),
  });
}

function runControls(ctx, view) {
  const slot = ctx.slot('run');
  view.planLine = el('p', { className: 'train-plan' });
  const run = el('button', { type: 'button', className: 'button train-run', text: 'Run' });
  const pause = el('button', { type: 'button', className: 'button-quiet train-pause', text: 'Pause', disabled: true });
  const reset = el('button', { type: 'button', className: 'button-quiet train-reset', text: 'Reset', disabled: true });
  view.progress = el('progress', { className: 'train-progress', max: 1, value: 0 });
  view.progress.setAttribute('aria-label', 'training progress');
  view.status = el('p', { className: 'train-status', attrs: { role: 'status', 'aria-live': 'polite' } });
  view.stale = el('p', { className: 'train-stale callout', hidden: true });
  view.failure = createMessage(null, { className: 'inline-message train-error' });
  view.buttons = { run, pause, reset };
  slot.append(
    view.planLine,
    el('div', { className: 'train-buttons' }, run, pause, reset),
    view.progress,
    view.status,
    view.failure.element,
    view.stale,
  );
  run.addEventListener('click', () => {
    const plan = planFor(ctx.store.get());
    view.results.clear();
    view.lab.start(plan);
  });
  pause.addEventListener('click', () => {
    if (view.lab.status === 'paused') view.lab.resume();
    else view.lab.pause();
  });
  reset.addEventListener('click', () => {
    view.lab.reset();
    view.results.clear();
    ctx.announce('The experiment was reset.');
  });
}

/** "trained on 1 to 8 digits" (on 1 digit: "trained on 1-digit questions"). */
const trainedOn = (L) => (L === 1 ? 'trained on 1-digit questions' : `trained on 1 to ${int(L)} digits`);

/** "18 runs: 6 schemes × 3 seeds (0-2), 3,000 steps each". */
function planWords(plan) {
  const seeds =
    plan.seeds.length === 1 ? `seed ${int(plan.seeds[0])}` : `seeds ${int(plan.seeds[0])}–${int(plan.seeds.at(-1))}`;
  return `${plural(plan.runs.length, 'run')}: ${plural(plan.schemes.length, 'scheme')} × ${plural(plan.seeds.length, 'seed')} (${seeds}), ${int(plan.steps)} steps each, task ${plan.task}, ${trainedOn(plan.trainLength)}, d = ${int(plan.dModel)}, ${plural(plan.blocks, 'block')}`;
}

function statusWords(lab) {
  const { plan, runs } = lab;
  if (lab.status === 'idle') return 'Nothing has been trained yet: press Run.';
  if (lab.status === 'starting') return 'Starting…';
  if (lab.status === 'failed') return 'The run stopped.';
  const where =
    lab.mode === 'workers'
      ? `on ${plural(lab.workerCount, 'worker thread')}`
      : 'on the page’s own thread, in short slices (no worker could start here)';
  const trained = runs.reduce((sum, run) => sum + run.step, 0);
  const evaluated = runs.filter((run) => run.phase === 'done').length;
  if (lab.status === 'done')
    return `Done: ${plural(runs.length, 'run')} trained ${where} and tested at lengths 1 to ${int(plan.evalLength)}.`;
  const paused = lab.status === 'paused' ? 'Paused. ' : '';
  if (trained < plan.steps * runs.length)
    return `${paused}Training ${where}: ${int(trained)} of ${int(plan.steps * runs.length)} steps.`;
  return `${paused}Testing ${where}: ${int(evaluated)} of ${plural(runs.length, 'run')} tested on ${int(EVAL_EXAMPLES)} questions at each length.`;
}

function showLab(ctx, view) {
  const { lab } = view;
  const { run, pause, reset } = view.buttons;
  const busy = ['starting', 'running', 'paused'].includes(lab.status);
  run.textContent = lab.status === 'idle' ? 'Run' : 'Run again';
  pause.disabled = !busy;
  pause.textContent = lab.status === 'paused' ? 'Resume' : 'Pause';
  pause.setAttribute('aria-pressed', String(lab.status === 'paused'));
  reset.disabled = lab.status === 'idle';
  const plan = lab.plan;
  const total = plan ? plan.runs.length * (plan.steps + plan.evalLength) : 1;
  const done = plan
    ? lab.runs.reduce((sum, r) => sum + r.step + (r.phase === 'done' ? plan.evalLength : r.length - 1), 0)
    : 0;
  view.progress.max = total;
  view.progress.value = done;
  view.progress.setAttribute('aria-valuetext', `${Math.floor((100 * done) / total)}%`);
  const words = statusWords(lab);
  if (view.status.textContent !== words) view.status.textContent = words;
  if (lab.status === 'failed') view.failure.show(`The lab could not finish: ${lab.error?.message ?? 'unknown error'}`);
  else view.failure.clear();
  showStale(ctx, view);
}

/** Results on screen that no longer match the settings say so (they are kept, not redrawn). */
function showStale(ctx, view) {
  const plan = view.lab.plan;
  const stale = Boolean(plan) && !samePlan(plan, ctx.store.get());
  view.stale.hidden = !stale;
  if (stale)
    view.stale.textContent = `The results below are for ${planWords(plan)}. The settings have changed since: press Run again for theirs.`;
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
  let pending = false;
  const redraw = () => {
    pending = false;
    const start = performance.now();
    showLab(ctx, view);
    view.results.show(view.lab);
    performance.measure?.(`pe-train: redraw (${view.lab.status})`, { start }); // read by the benchmark
  };
  // One worker per core but one, which is left to the page: with every core training, the
  // page's own drawing waited behind the workers (tasks of 100-600 ms on 2 cores).
  const cores = globalThis.navigator?.hardwareConcurrency || 2;
  const workers = Math.max(1, Math.min(MOST_WORKERS, cores - 1));
  view.lab = createLab({
    core: ctx.core,
    makeWorker: ctx.trainWorker,
    workers,
    onChange: () => {
      if (pending) return;
      pending = true;
      ctx.timeout(redraw, view.lab.status === 'running' ? 200 : 0);
    },
  });
  ctx.own({ destroy: () => view.lab.destroy() });
  return view;
}

function render(state, changed, view) {
  if (changed.includes('schemes') || changed.length > 1) {
    const chosen = schemesOf(state.schemes);
    for (const [id, input] of view.boxes) input.checked = chosen.includes(id);
  }
  if (changed.some((key) => PLAN_KEYS.includes(key))) {
    view.planLine.textContent = `Run trains ${planWords(planFor(state))}.`;
    showLab(view.ctx, view);
  }
}

export default {
  id: 'train',
  title: 'Train it yourself',
  controls: [],
  settings: SETTINGS,
  words: { trainLength: 'L', dModel: 'd', positionScheme: 'scheme' },
  text,
  build,
  render,
};
