// The position schemes of the lab's model, declared once: their ids (the core's positionScheme
// choices, in the core's order: cpp/core/model.hpp's enum PositionScheme), the name the page
// gives each, and where each one enters the model. The lab (sections/train), the summary of
// schemes (sections/learned) and the bias section's scheme maps read their names from here;
// tests/js/train-lab.test.mjs checks the ids against core.parameters.positionScheme.choices.
//
// Rule: a scheme's index here is its colour, dash and marker in every chart (seriesStyle(index)),
// whichever schemes a chart shows.

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

// The maths and code in the wiring sentences: placeables of their messages, never text.
const WIRING_MATHS = {
  sinusoidal: { table: 'PE[p]' },
  learned: { table: 'P[p]' },
  alibi: { bias: '−m·(i − j)', slope: 'm' },
};

/**
 * @type {readonly { id: string, name: string, summaryName: string, wiring: string }[]}
 *   name: in the lab, its sentences and the bias section's maps; summaryName: the heading of
 *   its row in the summary of schemes (sections/learned); wiring: one sentence on where the
 *   scheme enters the lab's model (model.hpp's formulas). The words are messages
 *   (scheme-<id>-name, -summary, -wiring): read them while drawing, not when a module loads.
 */
export const POSITION_SCHEMES = Object.freeze(['none', 'sinusoidal', 'learned', 'rope', 'alibi', 't5'].map(scheme));

/** A scheme's record by id (undefined for an unknown id). */
export const schemeById = (id) => POSITION_SCHEMES.find((scheme) => scheme.id === id);

/** The page's name of a scheme (the id itself for an unknown one). */
export const schemeName = (id) => schemeById(id)?.name ?? id;

/** A scheme's fixed place in every chart's colours, dashes and markers. */
export const schemeIndex = (id) => POSITION_SCHEMES.findIndex((scheme) => scheme.id === id);
