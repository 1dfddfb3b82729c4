// Scaffold: replaced by the section's real implementation.
export default {
  id: 'formula',
  title: 'The formula',
  mount(container) {
    container.textContent = '';
  },
};
