// Scaffold: replaced by the section's real implementation.
export default {
  id: 'input',
  title: 'Adding it to token embeddings',
  mount(container) {
    container.textContent = '';
  },
};
