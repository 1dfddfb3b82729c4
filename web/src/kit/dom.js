// The small DOM kit every module shares: el() to build elements, uniqueId() for ids, announce()
// for the polite live region. It imports nothing, so any module can use it without a cycle.
//
// Rule: text only. el() sets text with textContent and refuses inline styles (the page CSP
// forbids them); nothing here takes markup.

let announcer = null;

/** Small element helper: el('p', { className: 'x', text: 'hello' }, child, ...). */
export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === null) continue;
    if (key === 'text') node.textContent = value;
    else if (key === 'className') node.className = value;
    else if (key === 'attrs') for (const [name, v] of Object.entries(value)) node.setAttribute(name, v);
    else if (key === 'style') throw new Error('el(): no inline styles under the page CSP');
    else node[key] = value;
  }
  for (const child of children) if (child !== null && child !== undefined && child !== false) node.append(child);
  return node;
}

/**
 * A theme token's value where `node` is drawn (token(canvas, 'surface')): the page's --surface,
 * or inside <pe-explorer> the stylesheet's --pe-surface (the build renames the component's
 * custom properties, so that a host page's own --surface cannot reach in).
 */
export function token(node, name) {
  const style = getComputedStyle(node);
  return (style.getPropertyValue(`--pe-${name}`) || style.getPropertyValue(`--${name}`)).trim();
}

let uid = 0;
/** A page-unique id with a readable prefix. */
export function uniqueId(prefix = 'pe') {
  uid += 1;
  return `${prefix}-${uid}`;
}

/** Says `text` through the page's polite live region (created on first use). */
export function announce(text) {
  if (!announcer?.isConnected) {
    announcer = document.getElementById('announcer');
    if (!announcer) {
      announcer = el('div', { className: 'visually-hidden', id: 'announcer' });
      announcer.setAttribute('aria-live', 'polite');
      announcer.setAttribute('aria-atomic', 'true');
      document.body.append(announcer);
    }
  }
  // Clearing first makes a repeated message be read again.
  const region = announcer;
  region.textContent = '';
  window.setTimeout(() => {
    region.textContent = text;
  }, 30);
}
