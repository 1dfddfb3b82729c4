// Contrast of the chart parts (WCAG 2.1 SC 1.4.11, 3:1) in both themes: the series colours of
// charts.js, the charts' zero line, the heatmap and legend frames (--muted in base.css), and the
// ends of the heatmap colour scale against the frame around them. Prints every ratio measured.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

// charts.js reads the theme through matchMedia at load time: a stub whose answer we switch.
let dark = false;
globalThis.matchMedia = (query) => ({
  get matches() {
    return query.includes('dark') ? dark : false;
  },
  addEventListener() {},
  removeEventListener() {},
});
const { themeColors } = await import('../../web/src/kit/charts.js');
const { COLOR_TABLE } = await import('../../web/src/kit/heatmap.js');

const css = readFileSync(new URL('../../web/src/styles/base.css', import.meta.url), 'utf8');
function tokens(block) {
  return Object.fromEntries([...block.matchAll(/--([a-z0-9-]+):\s*(#[0-9a-fA-F]{6})/g)].map((m) => [m[1], m[2]]));
}
const light = tokens(css.slice(css.indexOf(':root {'), css.indexOf('}', css.indexOf(':root {'))));
const darkStart = css.indexOf('@media (prefers-color-scheme: dark)');
const darkTokens = { ...light, ...tokens(css.slice(darkStart, css.indexOf('}\n}', darkStart))) };

function rgb(color) {
  if (color.startsWith('#')) return [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16));
  return color
    .match(/[\d.]+/g)
    .slice(0, 3)
    .map(Number);
}
function over(color, background) {
  // an rgba() colour flattened onto its background
  const alpha = color.startsWith('rgba') ? Number(color.match(/[\d.]+/g)[3]) : 1;
  return rgb(color).map((v, i) => v * alpha + rgb(background)[i] * (1 - alpha));
}
function luminance([r, g, b]) {
  const lin = (v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}
function ratio(a, b) {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

for (const theme of ['light', 'dark']) {
  test(`chart parts reach 3:1 in the ${theme} theme`, () => {
    dark = theme === 'dark';
    const t = dark ? darkTokens : light;
    const colors = themeColors();
    const lines = [];
    const failures = [];
    const check = (what, color, background) => {
      const value = ratio(color.startsWith?.('rgba') ? over(color, background) : rgb(color), rgb(background));
      lines.push(`${what} ${value.toFixed(2)}`);
      if (value < 3) failures.push(`${what}: ${value.toFixed(2)}:1`);
    };
    for (const [name, background] of [
      ['page', t.bg],
      ['card', t.surface],
    ]) {
      colors.palette.forEach((color, i) => {
        check(`series ${i} ${color} on ${name}`, color, background);
      });
      check(`zero line on ${name}`, colors.zero, background);
      check(`axis text on ${name}`, colors.muted, background);
      check(`heatmap/legend frame (--muted) on ${name}`, t.muted, background);
    }
    // The scale's ends sit inside the frame: each end must stand apart from it or from the page.
    for (const [end, index] of [
      ['low end', 0],
      ['high end', 255],
    ]) {
      const color = [...COLOR_TABLE.slice(index * 4, index * 4 + 3)];
      const best = Math.max(ratio(color, rgb(t.muted)), ratio(color, rgb(t.bg)));
      lines.push(`colour scale ${end} vs frame or page ${best.toFixed(2)}`);
      if (best < 3) failures.push(`colour scale ${end}: ${best.toFixed(2)}:1`);
    }
    console.log(`# contrast (${theme}): ${lines.join('; ')}`);
    assert.deepEqual(failures, []);
  });
}
