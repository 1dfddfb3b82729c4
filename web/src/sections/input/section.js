// Section "Adding it to token embeddings": what the page needs before the section's code loads (its id, title,
// controls and store keys); input.js holds the narration and the live parts, loaded on first show.

export default {
  id: 'input',
  title: 'Adding it to token embeddings',
  controls: ['d', 'pos', 'k'],
  defaults: { d: 8, pos: 3, k: 4 },
  load: () => import('./input.js').then((module) => module.default),
};
