// Starts the deck. A file, not an inline script, so the page works under a strict CSP too.
// hash: the slide number lives in the URL (#/1 opens the explorer slide).
window.Reveal.initialize({ hash: true, width: 1280, height: 900, margin: 0.02 });
