// The position schemes of the lab's model, declared once: their ids (the core's positionScheme
// choices, in the core's order: cpp/core/model.hpp's enum PositionScheme), the name the page
// gives each, and where each one enters the model. The lab (sections/train), the summary of
// schemes (sections/learned) and the bias section's scheme maps read their names from here;
// tests/js/train-lab.test.mjs checks the ids against core.parameters.positionScheme.choices.
//
// Rule: a scheme's index here is its colour, dash and marker in every chart (seriesStyle(index)),
// whichever schemes a chart shows.

/**
 * @type {readonly { id: string, name: string, summaryName: string, wiring: string }[]}
 *   name: in the lab, its sentences and the bias section's maps; summaryName: the heading of
 *   its row in the summary of schemes (sections/learned); wiring: one sentence on where the
 *   scheme enters the lab's model (model.hpp's formulas).
 */
export const POSITION_SCHEMES = Object.freeze([
  {
    id: 'none',
    summaryName: 'NoPE (none)',
    name: 'none (NoPE)',
    wiring: 'none (NoPE) adds nothing: only the causal mask tells one position from another.',
  },
  {
    id: 'sinusoidal',
    summaryName: 'Sinusoidal',
    name: 'sinusoidal',
    wiring: 'sinusoidal adds the fixed table PE[p] to each token vector once, at the input.',
  },
  {
    id: 'learned',
    summaryName: 'Learned absolute',
    name: 'learned',
    wiring:
      'learned adds a trained row P[p] to each token vector once, at the input; rows past the training length are never trained.',
  },
  {
    id: 'rope',
    summaryName: 'RoPE (rotary)',
    name: 'RoPE',
    wiring: 'RoPE rotates the queries and keys of every head by their position, in every block.',
  },
  {
    id: 'alibi',
    summaryName: 'ALiBi',
    name: 'ALiBi',
    wiring: 'ALiBi adds −m·(i − j) to every attention score, with a fixed slope m per head, in every block.',
  },
  {
    id: 't5',
    summaryName: 'T5 relative bias',
    name: 'T5 bias',
    wiring:
      'T5 bias adds a trained number per head and distance bucket to every attention score, one table shared by every block.',
  },
]);

/** A scheme's record by id (undefined for an unknown id). */
export const schemeById = (id) => POSITION_SCHEMES.find((scheme) => scheme.id === id);

/** The page's name of a scheme (the id itself for an unknown one). */
export const schemeName = (id) => schemeById(id)?.name ?? id;

/** A scheme's fixed place in every chart's colours, dashes and markers. */
export const schemeIndex = (id) => POSITION_SCHEMES.findIndex((scheme) => scheme.id === id);
