// Scaffold: replaced by the section's real implementation.
export default {
  id: 'steps',
  title: 'Worked example',
  mount(container) {
    container.textContent = '';
  },
};
