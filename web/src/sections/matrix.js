// Scaffold: replaced by the section's real implementation.
export default {
  id: 'matrix',
  title: 'The whole matrix',
  mount(container) {
    container.textContent = '';
  },
};
