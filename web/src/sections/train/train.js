// Section "Train it yourself": a small Transformer trained in the page by the core under each
// position scheme, on lengths 1..L and tested on 1..2L (train/lab.js runs it; train/views.js
// draws it). Every number is the run's own; the sentences that compare schemes are made from
// them (train/runs.js), never written in advance.

import { el } from '../../kit/dom.js';
import { int, plural, trim } from '../../kit/format.js';
import { createMessage } from '../../kit/section-kit.js';
import { createEstimate } from './estimate.js';
import { createLab } from './lab.js';
import { EVAL_EXAMPLES, HEADS, SAMPLE_MARGIN, SCALES, SCHEMES, planFor, samePlan, schemesOf } from './runs.js';
import { SETTINGS, STEP_RANGE, WIDTHS } from './section.js';
import { createResultViews } from './views.js';

/** The token vectors' starting scale (cpp/core/model.hpp: 0.02 times an Irwin-Hall normal). */
const INITIAL_SCALE = 0.02;
/**
 * How many times longer a sinusoidal position vector (norm sqrt(d / 2): a sine and a cosine per
 * pair) is than a starting token vector (norm INITIAL_SCALE sqrt(d), times s): 1 / (0.02 sqrt 2 s).
 */
const startRatio = (s) => 1 / (INITIAL_SCALE * Math.SQRT2 * s);
/** At most this many workers, however many cores the machine reports. */
const MOST_WORKERS = 8;

const TASKS = [
  { value: 'reverse', label: 'reverse', hint: '3 1 4 → 4 1 3: needs to know where each digit is' },
  { value: 'copy', label: 'copy', hint: '3 1 4 → 3 1 4' },
  { value: 'sort', label: 'sort', hint: '3 1 4 → 1 3 4: needs little order information' },
];

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
      'A seed fixes the starting weights and the training questions. The runs are paired: at one seed, every weight the schemes share (token vectors, attention, MLP, output) starts with the same numbers under all six schemes, and each scheme draws its own table (learned positions, T5’s biases) from a stream of its own, so two schemes at one seed differ only in how position enters. The same settings give the same numbers again, here and on any machine with this version of the page; different seeds can give very different ones, which is why each scheme runs with several.',
      `Token and position vectors: each token vector starts as ${INITIAL_SCALE} times a standard normal number per entry. With “× √d” (the default, as in Vaswani et al. 2017, §3.4) it is multiplied by √d before a position vector is added, so at the start a sinusoidal position vector is about ${trim(startRatio(1), 0)} / √d times as long as a token vector (${trim(startRatio(Math.sqrt(32)), 1)} times at d = 32); with “× 1” it is added as drawn, and the position vector is about ${trim(startRatio(1), 0)} times as long whatever d is. Switch it and run again to see what the scale alone does.`,
      `Two schemes differ here only by more than the margin: ${Math.round(100 * SAMPLE_MARGIN)} points (two standard errors of a share of ${EVAL_EXAMPLES} questions) or the spread of either scheme’s seeds, whichever is larger. Smaller differences are called ties.`,
    ],
  },
  { type: 'h3', text: 'How each scheme is wired' },
  { type: 'list', items: SCHEMES.map((scheme) => scheme.wiring) },
  {
    type: 'p',
    text: `T5’s buckets: 32 per head and a maximum distance of 128, as in T5; this model never reads more than 2 × 2L tokens (64 at L = 16), so only the buckets of distances below that are ever used.`,
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
  ctx.control(grid, 'tokenscale', { label: 'token vectors', choices: SCALES });
}

function runControls(ctx, view) {
  const slot = ctx.slot('run');
  view.planLine = el('p', { className: 'train-plan' });
  view.estimateLine = el('p', { className: 'train-estimate', attrs: { 'aria-live': 'polite' } });
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
    view.estimateLine,
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
  const scale = plan.scale === 'sqrt-d' ? 'token vectors × √d' : 'token vectors × 1';
  return `${plural(plan.runs.length, 'run')}: ${plural(plan.schemes.length, 'scheme')} × ${plural(plan.seeds.length, 'seed')} (${seeds}), ${int(plan.steps)} steps each, task ${plan.task}, ${trainedOn(plan.trainLength)}, d = ${int(plan.dModel)}, ${plural(plan.blocks, 'block')}, ${scale}`;
}

function statusWords(lab) {
  const { plan, runs } = lab;
  if (lab.status === 'idle') return 'Nothing has been trained yet: press Run.';
  if (lab.status === 'starting') return 'Starting…';
  if (lab.status === 'failed') return 'The run stopped.';
  const lost = lab.lostWorkers
    ? ` ${plural(lab.lostWorkers, 'worker thread')} stopped answering; ${lab.lostWorkers === 1 ? 'its' : 'their'} runs train again from the start on the page’s own thread.`
    : '';
  const where =
    lab.mode === 'workers'
      ? `on ${plural(lab.workerCount, 'worker thread')}`
      : 'on the page’s own thread, in short slices (no worker could start here)';
  const trained = runs.reduce((sum, run) => sum + run.step, 0);
  const evaluated = runs.filter((run) => run.phase === 'done').length;
  if (lab.status === 'done')
    return `Done: ${plural(runs.length, 'run')} trained ${where} and tested at lengths 1 to ${int(plan.evalLength)}.${lost}`;
  const paused = lab.status === 'paused' ? 'Paused. ' : '';
  if (trained < plan.steps * runs.length)
    return `${paused}Training ${where}: ${int(trained)} of ${int(plan.steps * runs.length)} steps.${lost}`;
  return `${paused}Testing ${where}: ${int(evaluated)} of ${plural(runs.length, 'run')} tested on ${int(EVAL_EXAMPLES)} questions at each length.${lost}`;
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
  view.estimate = createEstimate({
    core: ctx.core,
    timeout: (fn, ms) => ctx.timeout(fn, ms),
    onEstimate: (words) => {
      view.estimateLine.textContent = words;
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
  if (changed.some((key) => PLAN_KEYS.includes(key))) {
    const plan = planFor(state);
    view.planLine.textContent = `Run trains ${planWords(plan)}.`;
    const workers = view.ctx.trainWorker && typeof Worker === 'function' ? Math.min(view.workers, plan.runs.length) : 0;
    view.estimate.measure(plan, workers);
    showLab(view.ctx, view);
  }
}

export default {
  text,
  build,
  render,
};
