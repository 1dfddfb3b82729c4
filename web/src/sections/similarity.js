// Scaffold: replaced by the section's real implementation.
export default {
  id: 'similarity',
  title: 'Similarity depends only on offset',
  mount(container) {
    container.textContent = '';
  },
};
