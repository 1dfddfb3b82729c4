// Scaffold: replaced by the section's real implementation.
export default {
  id: 'conventions',
  title: 'Conventions and pitfalls',
  mount(container) {
    container.textContent = '';
  },
};
