// Scaffold: replaced by the section's real implementation.
export default {
  id: 'why',
  title: 'Why position?',
  mount(container) {
    container.textContent = '';
  },
};
