// Scaffold: replaced by the section's real implementation.
export default {
  id: 'learned',
  title: 'Fixed versus learned',
  mount(container) {
    container.textContent = '';
  },
};
