// The RoPE section's table of every pair of q, before and after its rotation (core.ropeSteps).

import { fixed, int, trim } from '../../kit/format.js';
import { t } from '../../kit/i18n.js';
import { table } from '../../kit/section-kit.js';

const MAX_PAIRS_IN_TABLE = 512;

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
        pos: int(state.pos),
        d: int(state.d),
        base: trim(state.base),
        pairing: state.pairing,
        cut: view.steps.length > MAX_PAIRS_IN_TABLE ? 'yes' : 'no',
        max: int(MAX_PAIRS_IN_TABLE),
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
