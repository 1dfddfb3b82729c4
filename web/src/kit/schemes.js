// The position schemes of the lab's model: their ids are the core's positionScheme choices, in
// the core's order (cpp/core/model.hpp's enum PositionScheme), never a list of the page's own;
// this module adds the name the page gives each and where each one enters the model. The lab
// (sections/train), the summary of schemes (sections/learned) and the bias section's scheme
// maps read them from here. A scheme the core adds appears here with no change to this file:
// its words are messages named by its id (scheme-<id>-name, -summary, -wiring).
//
// Rule: a scheme's index here is its colour, dash and marker in every chart (seriesStyle(index)),
// whichever schemes a chart shows. The list is empty until takeSchemesFrom(core) runs: the app
// calls it when it makes its store (shell/app.js), a test after it loads the core.

import { t } from './i18n.js';

/** A scheme's record: its id, and its words as getters that read the page's language when asked. */
function scheme(id) {
  return Object.freeze({
    id,
    get name() {
      return t(`scheme-${id}-name`);
    },
    get summaryName() {
      return t(`scheme-${id}-summary`);
    },
    get wiring() {
      return t(`scheme-${id}-wiring`, WIRING_MATHS[id]);
    },
  });
}

// The maths and code in the wiring sentences: placeables of their messages, never text. A
// scheme whose sentence has no maths needs no entry.
const WIRING_MATHS = {
  sinusoidal: { table: 'PE[p]' },
  learned: { table: 'P[p]' },
  alibi: { bias: '−m·(i − j)', slope: 'm' },
};

/**
 * @type {readonly { id: string, name: string, summaryName: string, wiring: string }[]}
 *   The core's schemes in its order (a live binding: takeSchemesFrom fills it). name: in the
 *   lab, its sentences and the bias section's maps; summaryName: the heading of its row in the
 *   summary of schemes (sections/learned); wiring: one sentence on where the scheme enters the
 *   lab's model (model.hpp's formulas). The words are messages (scheme-<id>-name, -summary,
 *   -wiring): read them while drawing, not when a module loads.
 */
export let POSITION_SCHEMES = Object.freeze([]);

/**
 * Takes the schemes from the core's parameter table (core.parameters.positionScheme.choices).
 * Every instance on a page shares one core (loadCore() is memoised), so calling it again with
 * that core changes nothing.
 */
export function takeSchemesFrom(core) {
  const ids = core.parameters.positionScheme.choices;
  if (POSITION_SCHEMES.map((known) => known.id).join() === ids.join()) return;
  POSITION_SCHEMES = Object.freeze(ids.map(scheme));
}

/** A scheme's record by id (undefined for an unknown id). */
export const schemeById = (id) => POSITION_SCHEMES.find((scheme) => scheme.id === id);

/** The page's name of a scheme (the id itself for an unknown one). */
export const schemeName = (id) => schemeById(id)?.name ?? id;

/** A scheme's fixed place in every chart's colours, dashes and markers. */
export const schemeIndex = (id) => POSITION_SCHEMES.findIndex((scheme) => scheme.id === id);
