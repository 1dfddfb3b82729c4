// The RoPE section's pairs: the choice of which dimensions make a pair, and the table of every
// pair of q before and after its rotation (core.ropeSteps).

import { el } from '../../kit/dom.js';
import { fixed, intArg, trimArg } from '../../kit/format.js';
import { t } from '../../kit/i18n.js';
import { table } from '../../kit/section-kit.js';

const MAX_PAIRS_IN_TABLE = 512;

/**
 * The pairing choice. pairing is this section's own store key: its control lives here (the shared
 * panel holds the keys every section knows), and it still goes through the store and the URL.
 */
export function buildPairing(ctx) {
  const pairingHolder = el('div', { className: 'rope-controls' });
  ctx.slot('pairing').append(pairingHolder);
  const choices = [
    { value: 'interleaved', label: t('rope-pairing-interleaved'), hint: t('rope-pairing-interleaved-hint') },
    { value: 'half', label: t('rope-pairing-half'), hint: t('rope-pairing-half-hint') },
  ].filter((choice) => ctx.store.ranges.pairing.choices.includes(choice.value));
  ctx.control(pairingHolder, 'pairing', { label: t('rope-pairing-label'), choices });
}

/** The table's folded holder, under the stepper: `tableScroll` is where renderPairTable draws. */
export function createPairTable() {
  const tableScroll = el('div', {
    className: 'table-scroll',
    tabIndex: 0,
    attrs: { role: 'region', 'aria-label': t('rope-pairs-region') },
  });
  const element = el(
    'details',
    { className: 'rope-all-pairs' },
    el('summary', { className: 'details-toggle', text: t('rope-pairs-summary') }),
    tableScroll,
  );
  return { element, tableScroll };
}

export function renderPairTable(view, state) {
  const rows = view.steps
    .slice(0, MAX_PAIRS_IN_TABLE)
    .map((r) => [
      String(r.pair),
      `${r.firstDim}, ${r.secondDim}`,
      fixed(r.omega),
      fixed(r.angle),
      fixed(r.cos),
      fixed(r.sin),
      fixed(r.inFirst),
      fixed(r.inSecond),
      fixed(r.outFirst),
      fixed(r.outSecond),
    ]);
  view.tableScroll.replaceChildren(
    table({
      className: 'data-table rope-pairs',
      caption: t('rope-pairs-caption', {
        pos: intArg(state.pos),
        d: intArg(state.d),
        base: trimArg(state.base),
        pairing: state.pairing,
        cut: view.steps.length > MAX_PAIRS_IN_TABLE ? 'yes' : 'no',
        max: intArg(MAX_PAIRS_IN_TABLE),
      }),
      columns: [
        t('rope-column-pair'),
        t('rope-column-dims'),
        'ω_i',
        'θ = pos·ω_i',
        'cos θ',
        'sin θ',
        'a',
        'b',
        'a′',
        'b′',
      ],
      rows,
    }),
  );
}
