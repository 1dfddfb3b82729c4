// Embed mode (?embed=1): the page inside a course page's <iframe>. The site chrome (header,
// contents, pager, footer) is hidden, the page is as tall as its content, and every change of
// that height is posted to the parent as { type: 'pe-explorer:resize', height } so the host
// (dist/embed.js, or any script of its own) can size the iframe.
//
// Rule: post only numbers and a fixed type string; accept only a ping from the parent window.
// Post only the height of real content: nothing while the loading shell is up (the app marks
// <html data-ready="true"> once the section is built), so a host never sizes its frame to the
// shell's few dozen pixels first.

const RESIZE_MESSAGE = 'pe-explorer:resize';
const PING_MESSAGE = 'pe-explorer:ping';

/** The token embed.js put in this page's fragment (#pe-embed=…), sent back with every message. */
export const embedToken = () => new URLSearchParams(location.hash.slice(1)).get('pe-embed') ?? undefined;

/** Turns the page into its embedded form and starts reporting its height. */
export function startEmbedMode() {
  const html = document.documentElement;
  html.classList.add('is-embed');
  for (const selector of ['.site-header', '.site-footer', '.toc', '.skip-link', '#pager']) {
    const node = document.querySelector(selector);
    if (node) node.hidden = true;
  }
  if (window.parent === window) return; // opened on its own: nothing to tell

  const ready = () => html.dataset.ready === 'true';
  let last = -1;
  function measure() {
    // The body's box, not scrollHeight: scrollHeight never drops below the iframe's own height,
    // so a section that gets shorter would never shrink its frame.
    const style = getComputedStyle(document.body);
    return Math.ceil(
      document.body.getBoundingClientRect().height + parseFloat(style.marginTop) + parseFloat(style.marginBottom),
    );
  }
  function post(force = false) {
    if (!ready()) return;
    const height = measure();
    if (!force && height === last) return;
    last = height;
    window.parent.postMessage({ type: RESIZE_MESSAGE, height, token: embedToken() }, '*');
  }
  new ResizeObserver(() => post()).observe(document.body);
  window.addEventListener('load', () => post(true));
  window.addEventListener('hashchange', () => post(true)); // embed.js gave this page its token
  // A host script that arrives after the first report asks again.
  window.addEventListener('message', (event) => {
    if (event.source === window.parent && event.data && event.data.type === PING_MESSAGE) post(true);
  });
  if (ready()) post(true);
  else {
    const watch = new MutationObserver(() => {
      if (!ready()) return;
      watch.disconnect();
      post(true);
    });
    watch.observe(html, { attributes: true, attributeFilter: ['data-ready'] });
  }
}
