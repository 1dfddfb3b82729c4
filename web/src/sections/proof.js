// Scaffold: replaced by the section's real implementation.
export default {
  id: 'proof',
  title: 'The relative-shift proof',
  mount(container) {
    container.textContent = '';
  },
};
