// Starts the deck. A file, not an inline script, so the page works under a strict CSP too.
// hash: the slide number lives in the URL (#/1 opens the explorer slide).
window.Reveal.initialize({ hash: true, width: 1280, height: 900, margin: 0.02 });

// The worked example's stepper (its formula, every step and the Previous / Next buttons) is
// taller than what is left of the frame under the section's heading and settings, so a slide
// that showed the frame from its top cut the steps off. Once the explorer in a frame is ready
// (its first height report, the embed protocol's 'pe-explorer:resize'), scroll its stepper to
// the top of the frame: the whole stepper is on the slide, and the heading and settings are a
// scroll away inside the frame. A frame from another site cannot be reached from here
// (contentDocument is null) and keeps its own scroll position.
const scrolled = new WeakSet();
window.addEventListener('message', (event) => {
  if (!event.data || event.data.type !== 'pe-explorer:resize') return;
  for (const frame of document.querySelectorAll('.slide-frame')) {
    if (frame.contentWindow !== event.source || scrolled.has(frame.contentWindow)) continue;
    const stepper = frame.contentDocument?.querySelector('.lesson-section:not([hidden]) .stepper');
    if (!stepper) continue;
    scrolled.add(frame.contentWindow);
    stepper.scrollIntoView({ block: 'start', behavior: 'instant' });
  }
});
