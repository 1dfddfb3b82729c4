// Section "The formula": the definition typeset, what each symbol means (i is the pair
// index, b is a base and not a length), the geometric ladder of wavelengths from
// core.frequencies, and the binary-counting analogy (bits are integer facts; the curves come
// from core.encode64).

import { describeChart } from '../../kit/a11y.js';
import { createChart, lineChart, seriesStyle } from '../../kit/charts.js';
import { el, uniqueId } from '../../kit/dom.js';
import {
  canonical,
  fixed,
  fixedArg,
  int,
  intArg,
  roundingNote,
  texFixed,
  texTrim,
  trim,
  trimArg,
} from '../../kit/format.js';
import { t } from '../../kit/i18n.js';

/** The narration, worded when drawn; `slip` holds the core's numbers for the mistaken-exponent example. */
function narration(slip) {
  const d = '$d$';
  const i = '$i$';
  const b = '$b$';
  return [
    { type: 'p', text: t('formula-intro', { d, i }) },
    {
      type: 'math',
      tex: '\\begin{aligned}\\mathrm{PE}(\\mathit{pos},\\,2i) &= \\sin\\!\\left(\\frac{\\mathit{pos}}{b^{2i/d}}\\right)\\\\[4pt] \\mathrm{PE}(\\mathit{pos},\\,2i+1) &= \\cos\\!\\left(\\frac{\\mathit{pos}}{b^{2i/d}}\\right)\\end{aligned}',
    },
    {
      type: 'list',
      items: [
        t('formula-symbol-pos', { pos: '$\\mathit{pos}$' }),
        t('formula-symbol-d', { d, dModel: '$d_{\\text{model}}$' }),
        t('formula-symbol-i', {
          i,
          first: '$0$',
          last: '$\\lceil d/2 \\rceil - 1$',
          j: '$j$',
          pairOfJ: '$\\lfloor j/2 \\rfloor$',
        }),
        t('formula-symbol-b', { b }),
      ],
    },
    {
      type: 'callout',
      tone: 'note',
      title: t('formula-slips-title'),
      items: [
        t('formula-slip-exponent', {
          jOverD: '$j/d$',
          j: '$j$',
          i,
          even: '$j = 2i$',
          exponent: '$2i/d$',
          odd: '$j = 2i+1$',
          wrongExponent: '$(2i+1)/d$',
          d4: '$d = 4$',
          pos3: '$\\mathit{pos} = 3$',
          wrong: `$\\cos(${texTrim(0.3)}) \\approx ${slip.wrong}$`,
          right: `$\\cos(3) \\approx ${slip.right}$`,
        }),
        t('formula-slip-base', {
          b,
          maxLength: `$\\ell_{\\max} = ${int(10000).replace(',', '{,}')}$`,
          d,
          last: '$2\\pi\\, b^{(d-2)/d}$',
          factor: '$b^{2/d}$',
          upper: '$2\\pi b$',
        }),
      ],
    },
    { type: 'h3', text: t('formula-pairs-heading') },
    { type: 'p', text: t('formula-pairs-intro', { d }) },
    { type: 'slot', name: 'pairs' },
    { type: 'h3', text: t('formula-ladder-heading') },
    {
      type: 'p',
      text: t('formula-ladder-text', {
        i,
        omega: '$\\omega_i = b^{-2i/d}$',
        wavelength: '$\\lambda_i = 2\\pi / \\omega_i = 2\\pi\\, b^{2i/d}$',
        factor: '$b^{2/d}$',
        first: `$2\\pi \\approx ${texFixed(2 * Math.PI, 2)}$`,
        last: '$2\\pi\\, b^{2(\\lceil d/2 \\rceil - 1)/d}$',
        lastEven: '$2\\pi\\, b^{(d-2)/d}$',
        d,
        upper: '$2\\pi b$',
      }),
    },
    { type: 'slot', name: 'ladder' },
    { type: 'h3', text: t('formula-binary-heading') },
    { type: 'p', text: t('formula-binary-bits') },
    { type: 'p', text: t('formula-binary-sines', { factor: '$b^{2/d}$' }) },
    { type: 'slot', name: 'binary' },
  ];
}

const BIT_COUNT = 4;
const POSITIONS = 32;
/** An exponent as printed: its decimals when they are exact, else the fraction (2/3, not 0.666667). */
const power = (value, fraction) => (Number(canonical(value)) === value ? trim(value) : `(${fraction})`);

function renderPairs(view, state) {
  const shown = Math.min(state.d, 64);
  const steps = view.core.steps({ pos: 0, dModel: state.d, base: state.base, layout: 'interleaved' });
  const table = el('table', { className: 'data-table pairs', attrs: { dir: 'ltr' } });
  table.append(
    el('caption', {
      text:
        shown < state.d
          ? t('formula-pairs-caption-part', { d: String(state.d), shown: String(shown), total: intArg(state.d) })
          : t('formula-pairs-caption', { d: String(state.d) }),
    }),
  );
  const rows = [
    [t('formula-row-dimension', { j: 'j' }), (r) => String(r.dim)],
    [t('formula-row-pair', { i: 'i = ⌊j/2⌋' }), (r) => String(r.pair)],
    [t('formula-row-function'), (r) => r.fn],
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
        label: t('formula-series-wavelength', { i: 'i' }),
        data: freq.map((f) => ({ x: f.pair, y: f.wavelength })),
        ...seriesStyle(0),
        order: 0,
      },
      {
        label: t('formula-series-two-pi', { twoPi: '2π' }),
        data: flat(2 * Math.PI),
        ...seriesStyle(1, { points: false }),
        order: 1,
      },
      {
        label: t('formula-series-upper', { upper: '2πb', value: trimArg(upper, 2) }),
        data: flat(upper),
        ...seriesStyle(2, { points: false }),
        order: 1,
      },
    ],
    x: {
      min: xMin,
      max: xMax,
      title: t('formula-axis-pair', { i: 'i' }),
      // Pairs are whole numbers: no tick at the half pair of room on either side.
      ticks: { precision: 0, callback: (value) => (Number.isInteger(value) ? String(value) : '') },
    },
    y: { type: 'logarithmic', min: Math.PI, max: 2 * upper, title: t('formula-axis-wavelength') },
  });
}

function renderLadder(view, state, freq) {
  const last = freq[freq.length - 1];
  const upper = 2 * Math.PI * state.base;
  const config = ladderConfig(freq, state);
  const label =
    freq.length > 1
      ? t('formula-ladder-label', {
          d: String(state.d),
          base: trimArg(state.base),
          first: fixedArg(freq[0].wavelength, 2),
          last: fixedArg(last.wavelength, 2),
          lastPair: last.pair,
          upper: '2πb',
          value: fixedArg(upper, 2),
        })
      : t('formula-ladder-label-one', {
          d: String(state.d),
          first: fixedArg(freq[0].wavelength, 2),
          upper: '2πb',
          value: fixedArg(upper, 2),
        });
  if (!view.ladder) view.ladder = view.ctx.own(createChart(view.ladderHolder, config, { label, height: 'tall' }));
  else view.ladder.update({ ...config, label });
  const ratio = freq.length > 1 ? freq[1].wavelength / freq[0].wavelength : null;
  const lone = state.d % 2 === 1; // an odd d's last pair is a lone sine
  let summary;
  const base = trim(state.base);
  if (state.d === 1) {
    summary = t('formula-ladder-summary-d1', { base, first: fixedArg(freq[0].wavelength), twoPi: '2π' });
  } else if (freq.length === 1) {
    summary = t('formula-ladder-summary-one', {
      d: intArg(state.d),
      base,
      first: fixedArg(freq[0].wavelength),
      twoPi: '2π',
    });
  } else {
    summary = t('formula-ladder-summary', {
      d: intArg(state.d),
      base,
      pairs: freq.length,
      lone: lone ? 'yes' : 'no',
      lastPair: last.pair,
      first: fixedArg(freq[0].wavelength),
      last: fixedArg(last.wavelength),
      lastFormula: `2π·b^${power(last.exponent, `${2 * last.pair}/${state.d}`)}`,
      upper: '2πb',
      value: fixedArg(upper),
      ratio: fixedArg(ratio),
      ratioFormula: `b^(2/d) = ${base}^${power(2 / state.d, `2/${state.d}`)}`,
    });
  }
  const text = {
    summary,
    columns: [
      t('formula-col-pair', { i: 'i' }),
      t('formula-col-exponent', { exponent: '2i/d' }),
      t('formula-col-omega', { omega: 'ω' }),
      t('formula-col-wavelength'),
    ],
    rows: freq.map((f) => [f.pair, fixed(f.exponent), fixed(f.omega), fixed(f.wavelength)]),
    tableLabel: t('formula-ladder-table'),
  };
  if (!view.ladderText) view.ladderText = describeChart(view.ladderHolder, text);
  else view.ladderText.update(text);
}

/** The bits chart: bit k of each position (an integer fact, (p >> k) & 1), each bit on its own level. */
function bitsChart(holder, positions) {
  const bitSets = Array.from({ length: BIT_COUNT }, (_, k) => ({
    label: t('formula-series-bit', { k, steps: 2 ** k }),
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
      title: t('formula-axis-bits', { top: BIT_COUNT - 1 }),
    },
    tooltip: { enabled: false },
  });
  return createChart(holder, bitConfig, {
    label: t('formula-bits-label', { lastBit: BIT_COUNT - 1, lastPosition: POSITIONS - 1 }),
  });
}

/** Both charts as text: the wavelengths' ratio, and each position's bits beside its sines. */
function binaryDescription(state, freq, exact, positions, pairs) {
  const rows = positions.map((p) => [
    p,
    (p >>> 0).toString(2).padStart(BIT_COUNT, '0').slice(-BIT_COUNT),
    ...Array.from({ length: pairs }, (_, i) => fixed(exact[p * state.d + 2 * i])),
  ]);
  // The two charts sit side by side on a wide screen and one above the other on a phone: named, not placed.
  const summary =
    pairs > 1
      ? t('formula-binary-summary', {
          factor: fixedArg(freq[1].wavelength / freq[0].wavelength),
          wavelengths: freq
            .slice(0, pairs)
            .map((f) => trim(f.wavelength, 2))
            .join(t('formula-list-separator')),
        })
      : t('formula-binary-summary-one', { d: intArg(state.d), wavelength: trimArg(freq[0].wavelength, 2) });
  return {
    summary,
    columns: [
      'pos',
      t('formula-col-bits', { bits: `${BIT_COUNT - 1}..0` }),
      ...Array.from({ length: pairs }, (_, i) => t('formula-col-sine', { i })),
    ],
    rows,
    tableLabel: t('formula-binary-table'),
  };
}

function renderBinary(view, state, freq) {
  const { core, ctx } = view;
  const positions = Array.from({ length: POSITIONS }, (_, p) => p);
  if (!view.bits) view.bits = ctx.own(bitsChart(view.bitsHolder, positions));

  // The sine of pair i is dimension 2i; an odd d's last pair is a lone sine, so ceil(d/2) pairs have one.
  const pairs = Math.min(BIT_COUNT, freq.length);
  const exact = core.encode64({ positions: POSITIONS, dModel: state.d, base: state.base, layout: 'interleaved' });
  const sineSets = Array.from({ length: pairs }, (_, i) => ({
    label: t('formula-series-sine', { i, wavelength: trimArg(freq[i].wavelength, 2) }),
    data: positions.map((p) => ({ x: p, y: exact[p * state.d + 2 * i] })),
    ...seriesStyle(i, { points: true }),
    pointRadius: 2,
  }));
  const sineConfig = lineChart({
    datasets: sineSets,
    x: { min: 0, max: POSITIONS - 1, title: 'pos' },
    // A little room above 1 and below -1 for the lines, with no tick labelled 1.05 there.
    y: {
      min: -1.05,
      max: 1.05,
      title: t('formula-axis-value'),
      grid: { zeroLine: true },
      ticks: { includeBounds: false },
    },
  });
  const sineLabel = t('formula-sines-label', {
    pairs,
    lastPair: pairs - 1,
    lastPosition: POSITIONS - 1,
    d: String(state.d),
    base: trimArg(state.base),
  });
  if (!view.waves) view.waves = ctx.own(createChart(view.wavesHolder, sineConfig, { label: sineLabel }));
  else view.waves.update({ ...sineConfig, label: sineLabel });

  const text = binaryDescription(state, freq, exact, positions, pairs);
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
    return narration({ wrong: texFixed(example('dimension-exponent')), right: texFixed(example('paper')) });
  },
  build(ctx) {
    const view = { ctx, core: ctx.core };
    view.pairTable = el('div', {
      className: 'table-scroll pair-table',
      tabIndex: 0,
      attrs: { role: 'region', 'aria-label': t('formula-pairs-region'), dir: 'ltr' },
    });
    ctx.slot('pairs').append(view.pairTable);
    view.ladderHolder = el('div');
    ctx.slot('ladder').append(view.ladderHolder, roundingNote());
    view.bitsHolder = el(
      'div',
      { className: 'binary-panel' },
      el('h4', { text: t('formula-bits-heading', { pos: 'pos' }) }),
    );
    view.wavesHolder = el('div', { className: 'binary-panel' }, el('h4', { text: t('formula-sines-heading') }));
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
