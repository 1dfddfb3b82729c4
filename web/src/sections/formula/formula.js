// Section "The formula": the definition typeset, what each symbol means (i is the pair
// index, b is a base and not a length), the geometric ladder of wavelengths from
// core.frequencies, and the binary-counting analogy (bits are integer facts; the curves come
// from core.encode64).

import { describeChart } from '../../kit/a11y.js';
import { createChart, lineChart, seriesStyle } from '../../kit/charts.js';
import { el, uniqueId } from '../../kit/dom.js';
import { fixed, int, plural, roundingNote, trim } from '../../kit/format.js';

/** The narration; `slip` holds the core's numbers for the mistaken-exponent example. */
const INTRO = (slip) => [
  {
    type: 'p',
    text: 'The original Transformer gives every position a vector of $d$ numbers built from sines and cosines. Dimensions come in pairs: both members of pair $i$ use the same frequency, one through a sine and the other through a cosine.',
  },
  {
    type: 'math',
    tex: '\\begin{aligned}\\mathrm{PE}(\\mathit{pos},\\,2i) &= \\sin\\!\\left(\\frac{\\mathit{pos}}{b^{2i/d}}\\right)\\\\[4pt] \\mathrm{PE}(\\mathit{pos},\\,2i+1) &= \\cos\\!\\left(\\frac{\\mathit{pos}}{b^{2i/d}}\\right)\\end{aligned}',
  },
  {
    type: 'list',
    items: [
      '$\\mathit{pos}$: the position of the token, counted from 0 here (some texts count from 1).',
      '$d$: the model width ($d_{\\text{model}}$), the length of every embedding vector. An odd $d$ works too: the last dimension is then a sine without its cosine.',
      '$i$: the **pair index**, from $0$ to $\\lceil d/2 \\rceil - 1$. It is not the dimension index: dimension $j$ belongs to pair $\\lfloor j/2 \\rfloor$, so dimensions 4 and 5 are both pair 2.',
      '$b$: the **base**, 10000 in the paper. It sets how slowly the last pair turns.',
    ],
  },
  {
    type: 'callout',
    tone: 'note',
    title: 'Two easy slips, gently corrected',
    items: [
      `Some texts write the exponent as $j/d$ with $j$ the dimension index. For the sine of pair $i$ (even dimension $j = 2i$) that is the same number as $2i/d$, but its cosine (dimension $j = 2i+1$) then gets the exponent $(2i+1)/d$: a slower frequency than its own sine, so the pair no longer shares one frequency. With $d = 4$ and $\\mathit{pos} = 3$ the second value would be $\\cos(0.3) \\approx ${slip.wrong}$ instead of $\\cos(3) \\approx ${slip.right}$.`,
      'Some texts call $b$ the maximum sequence length, $\\ell_{\\max} = 10{,}000$. It is not a length limit: the formula has a value at every position, 10,001 and 10 million included. What $b$ controls is how slowly the last pair turns: for an even $d$ its wavelength is $2\\pi\\, b^{(d-2)/d}$, one factor of $b^{2/d}$ short of $2\\pi b$.',
    ],
  },
  { type: 'h3', text: 'Which pair does each dimension belong to?' },
  {
    type: 'p',
    text: 'For the current $d$ (change it above), here is every dimension with its pair and its function, in the paper’s interleaved order.',
  },
  { type: 'slot', name: 'pairs' },
];

const LADDER = [
  { type: 'h3', text: 'A ladder of wavelengths' },
  {
    type: 'p',
    text: 'Pair $i$ turns by $\\omega_i = b^{-2i/d}$ radians per position, so its wavelength is $\\lambda_i = 2\\pi / \\omega_i = 2\\pi\\, b^{2i/d}$ positions. Each pair is slower than the one before by the same factor $b^{2/d}$: the wavelengths form a geometric progression, a straight line on the logarithmic axis below. They run from $2\\pi \\approx 6.28$ for pair 0 to $2\\pi\\, b^{2(\\lceil d/2 \\rceil - 1)/d}$ for the last pair: $2\\pi\\, b^{(d-2)/d}$ when $d$ is even. That is below $2\\pi b$ by the factor $b^{2/d}$, a long way below for a small $d$. (Some implementations, tensor2tensor among them, space the pairs so that the last one reaches exactly $2\\pi b$; see the last section.)',
  },
  { type: 'slot', name: 'ladder' },
];

const BINARY = [
  { type: 'h3', text: 'Counting in binary, made smooth' },
  {
    type: 'p',
    text: 'Write the positions in binary and watch the bits. The lowest bit flips at every step, the next every 2 steps, the next every 4: each bit is a square wave twice as slow as the one before, and together they tell every position apart.',
  },
  {
    type: 'p',
    text: 'The sine pairs play the same game with smooth waves. Each pair is slower than the previous one by $b^{2/d}$ instead of by 2, and a sine never jumps, so neighbouring positions get neighbouring vectors.',
  },
  { type: 'slot', name: 'binary' },
];

const BIT_COUNT = 4;
const POSITIONS = 32;
/** An exponent as printed: its decimals when they are exact, else the fraction (2/3, not 0.666667). */
const power = (value, fraction) => (Number(trim(value)) === value ? trim(value) : `(${fraction})`);

function renderPairs(view, state) {
  const shown = Math.min(state.d, 64);
  const steps = view.core.steps({ pos: 0, dModel: state.d, base: state.base, layout: 'interleaved' });
  const table = el('table', { className: 'data-table pairs' });
  table.append(
    el('caption', {
      text: `d = ${state.d}${shown < state.d ? `: the first ${shown} of ${int(state.d)} dimensions` : ''}`,
    }),
  );
  const rows = [
    ['dimension j', (r) => String(r.dim)],
    ['pair i = ⌊j/2⌋', (r) => String(r.pair)],
    ['function', (r) => r.fn],
  ];
  const body = el('tbody');
  for (const [label, cell] of rows) {
    const tr = el('tr', {}, el('th', { text: label, attrs: { scope: 'row' } }));
    for (const r of steps.slice(0, shown)) tr.append(el('td', { text: cell(r) }));
    body.append(tr);
  }
  table.append(body);
  view.pairTable.replaceChildren(table);
}

/**
 * The wavelength chart's config. Both axes leave room around the data, so that no point sits on
 * the chart's border (with one pair, d = 2, the only point would be on the left edge, half
 * clipped, under the 2π line): x runs half a pair beyond the first and last pair, y a factor 2
 * below 2π and above 2πb. The pairs are drawn on top of the two reference lines.
 */
export function ladderConfig(freq, state) {
  const last = freq[freq.length - 1];
  const upper = 2 * Math.PI * state.base; // 2πb, drawn as a reference line the ladder stays below
  const xMin = -0.5;
  const xMax = last.pair + 0.5;
  const flat = (y) => [
    { x: xMin, y },
    { x: xMax, y },
  ];
  return lineChart({
    datasets: [
      {
        label: 'wavelength of pair i (positions)',
        data: freq.map((f) => ({ x: f.pair, y: f.wavelength })),
        ...seriesStyle(0),
        order: 0,
      },
      { label: '2π (pair 0)', data: flat(2 * Math.PI), ...seriesStyle(1, { points: false }), order: 1 },
      {
        label: `2πb = ${trim(upper, 2)} (above the last pair)`,
        data: flat(upper),
        ...seriesStyle(2, { points: false }),
        order: 1,
      },
    ],
    x: {
      min: xMin,
      max: xMax,
      title: 'pair index i',
      // Pairs are whole numbers: no tick at the half pair of room on either side.
      ticks: { precision: 0, callback: (value) => (Number.isInteger(value) ? String(value) : '') },
    },
    y: { type: 'logarithmic', min: Math.PI, max: 2 * upper, title: 'wavelength (positions, log scale)' },
  });
}

function renderLadder(view, state, freq) {
  const last = freq[freq.length - 1];
  const upper = 2 * Math.PI * state.base;
  const config = ladderConfig(freq, state);
  const label =
    freq.length > 1
      ? `Wavelength of each pair on a logarithmic axis, d = ${state.d}, base ${trim(state.base)}: a straight rising line from ${fixed(freq[0].wavelength, 2)} (pair 0) to ${fixed(last.wavelength, 2)} (pair ${last.pair}), below 2πb = ${fixed(upper, 2)}.`
      : `Wavelength of the one pair, d = ${state.d}: ${fixed(freq[0].wavelength, 2)} positions, below 2πb = ${fixed(upper, 2)}.`;
  if (!view.ladder) view.ladder = view.ctx.own(createChart(view.ladderHolder, config, { label, height: 'tall' }));
  else view.ladder.update({ ...config, label });
  const ratio = freq.length > 1 ? freq[1].wavelength / freq[0].wavelength : null;
  const lone = state.d % 2 === 1; // an odd d's last pair is a lone sine
  let summary;
  if (state.d === 1) {
    summary = `With d = 1 and b = ${trim(state.base)} there is no sine–cosine pair, only a lone sine (pair 0) with wavelength ${fixed(freq[0].wavelength)} positions (2π): there is no ladder to climb.`;
  } else if (freq.length === 1) {
    summary = `With d = ${int(state.d)} and b = ${trim(state.base)} there is 1 pair, pair 0, with wavelength ${fixed(freq[0].wavelength)} positions (2π): there is no ladder to climb.`;
  } else {
    summary = `With d = ${int(state.d)} and b = ${trim(state.base)} there are ${int(freq.length)} pairs${lone ? `, the last (pair ${last.pair}) a lone sine` : ''}. The wavelength grows from ${fixed(freq[0].wavelength)} positions (pair 0) to ${fixed(last.wavelength)} (pair ${last.pair}, 2π·b^${power(last.exponent, `${2 * last.pair}/${state.d}`)}), below 2πb = ${fixed(upper)}. Each pair's wavelength is ${fixed(ratio)} times the previous one (b^(2/d) = ${trim(state.base)}^${power(2 / state.d, `2/${state.d}`)}).`;
  }
  const text = {
    summary,
    columns: ['pair i', 'exponent 2i/d', 'ω (radians per position)', 'wavelength (positions)'],
    rows: freq.map((f) => [f.pair, fixed(f.exponent), fixed(f.omega), fixed(f.wavelength)]),
    tableLabel: 'Frequencies and wavelengths',
  };
  if (!view.ladderText) view.ladderText = describeChart(view.ladderHolder, text);
  else view.ladderText.update(text);
}

function renderBinary(view, state, freq) {
  const { core, ctx } = view;
  const positions = Array.from({ length: POSITIONS }, (_, p) => p);
  if (!view.bits) {
    // Bit k of p is an integer fact: (p >> k) & 1. Each bit is drawn on its own level.
    const bitSets = Array.from({ length: BIT_COUNT }, (_, k) => ({
      label: `bit ${k} (flips every ${plural(2 ** k, 'step')})`,
      data: positions.map((p) => ({ x: p, y: 1.6 * k + ((p >> k) & 1) })),
      stepped: 'before',
      ...seriesStyle(k, { points: false }),
    }));
    const bitConfig = lineChart({
      datasets: bitSets,
      x: { min: 0, max: POSITIONS - 1, title: 'pos' },
      y: {
        min: -0.3,
        max: 1.6 * (BIT_COUNT - 1) + 1.3,
        ticks: { display: false },
        title: 'bits 0 (bottom) to 3 (top)',
      },
      tooltip: { enabled: false },
    });
    view.bits = ctx.own(
      createChart(view.bitsHolder, bitConfig, {
        label: `Bits 0 to ${BIT_COUNT - 1} of positions 0 to ${POSITIONS - 1}, drawn as square waves, each twice as slow as the one below.`,
      }),
    );
  }

  // The sine of pair i is dimension 2i; an odd d's last pair is a lone sine, so ceil(d/2) pairs have one.
  const pairs = Math.min(BIT_COUNT, freq.length);
  const exact = core.encode64({ positions: POSITIONS, dModel: state.d, base: state.base, layout: 'interleaved' });
  const sineSets = Array.from({ length: pairs }, (_, i) => ({
    label: `pair ${i}: wavelength ${trim(freq[i].wavelength, 2)}`,
    data: positions.map((p) => ({ x: p, y: exact[p * state.d + 2 * i] })),
    ...seriesStyle(i, { points: true }),
    pointRadius: 2,
  }));
  const sineConfig = lineChart({
    datasets: sineSets,
    x: { min: 0, max: POSITIONS - 1, title: 'pos' },
    // A little room above 1 and below -1 for the lines, with no tick labelled 1.05 there.
    y: { min: -1.05, max: 1.05, title: 'value', grid: { zeroLine: true }, ticks: { includeBounds: false } },
  });
  const which = pairs === 1 ? 'pair 0' : `pairs 0 to ${pairs - 1}`;
  const sineLabel = `Sine of ${which} for positions 0 to ${POSITIONS - 1}, d = ${state.d}, base ${trim(state.base)}.`;
  if (!view.waves) view.waves = ctx.own(createChart(view.wavesHolder, sineConfig, { label: sineLabel }));
  else view.waves.update({ ...sineConfig, label: sineLabel });

  const rows = positions.map((p) => [
    p,
    (p >>> 0).toString(2).padStart(BIT_COUNT, '0').slice(-BIT_COUNT),
    ...Array.from({ length: pairs }, (_, i) => fixed(exact[p * state.d + 2 * i])),
  ]);
  const slowing =
    pairs > 1
      ? `the sine of pair i slows down by a factor ${fixed(freq[1].wavelength / freq[0].wavelength)} from one pair to the next (wavelengths ${freq
          .slice(0, pairs)
          .map((f) => trim(f.wavelength, 2))
          .join(', ')} positions), smoothly, with no jumps.`
      : `with d = ${int(state.d)} there is only pair 0, one sine with wavelength ${trim(freq[0].wavelength, 2)} positions: a ladder needs a larger d.`;
  const text = {
    // The two charts sit side by side on a wide screen and one above the other on a phone: named, not placed.
    summary: `In the binary chart, bit k of pos flips every 2^k steps (1, 2, 4, 8). In the sine chart, ${slowing}`,
    columns: ['pos', `bits ${BIT_COUNT - 1}..0`, ...Array.from({ length: pairs }, (_, i) => `pair ${i} sine`)],
    rows,
    tableLabel: 'Bits and sines side by side',
  };
  if (!view.binaryDescription) {
    view.binaryDescription = describeChart(view.binaryText, text);
    // One description for both charts: point each canvas at it.
    view.binaryDescription.summaryElement.id = uniqueId('binary-summary');
    for (const chart of [view.bits, view.waves])
      chart.chart.canvas.setAttribute('aria-describedby', view.binaryDescription.summaryElement.id);
  } else view.binaryDescription.update(text);
}

export default {
  text(core) {
    // The slip's numbers, from the core: dimension 1 of PE(3) with d = 4, both ways.
    const example = (convention) => core.encode64({ positions: 1, dModel: 4, offset: 3, convention })[1];
    return [
      ...INTRO({ wrong: fixed(example('dimension-exponent')), right: fixed(example('paper')) }),
      ...LADDER,
      ...BINARY,
    ];
  },
  build(ctx) {
    const view = { ctx, core: ctx.core };
    view.pairTable = el('div', {
      className: 'table-scroll pair-table',
      tabIndex: 0,
      attrs: { role: 'region', 'aria-label': 'Dimensions and their pairs' },
    });
    ctx.slot('pairs').append(view.pairTable);
    view.ladderHolder = el('div');
    ctx.slot('ladder').append(view.ladderHolder, roundingNote());
    view.bitsHolder = el('div', { className: 'binary-panel' }, el('h4', { text: 'Bits of pos' }));
    view.wavesHolder = el('div', { className: 'binary-panel' }, el('h4', { text: 'Sines of the first pairs' }));
    view.binaryText = el('div');
    ctx
      .slot('binary')
      .append(el('div', { className: 'binary-grid' }, view.bitsHolder, view.wavesHolder), view.binaryText);
    return view;
  },
  render(state, changed, view) {
    if (!['d', 'base'].some((key) => changed.includes(key))) return;
    const freq = view.core.frequencies({ dModel: state.d, base: state.base }); // throws before anything is redrawn
    renderPairs(view, state);
    renderLadder(view, state, freq);
    renderBinary(view, state, freq);
  },
};
