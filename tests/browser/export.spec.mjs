// Take-away files: CSV of the heatmap matrix and of a chart's data table (parsed back and
// compared with a float64 reference), PNG of a chart and of a heatmap (signature, size, opaque
// background), and the worked example and the proof as LaTeX (clipboard).
import { readFileSync } from 'node:fs';
import { expect, openView, test } from './fixtures.mjs';
import { reference } from '../shared/reference.mjs';
import { PE } from '../shared/golden.mjs';

// PE(0..9) for d = 8 written out: sin/cos(pos / 10000^(2i/d)) in float64, rounded half away from
// zero to 6 decimals (the angles of pairs 0..3 are pos, pos/10, pos/100, pos/1000).
const PE8 = [
  '0.000000 1.000000 0.000000 1.000000 0.000000 1.000000 0.000000 1.000000',
  '0.841471 0.540302 0.099833 0.995004 0.010000 0.999950 0.001000 1.000000',
  '0.909297 -0.416147 0.198669 0.980067 0.019999 0.999800 0.002000 0.999998',
  PE.d8_pos3.text.join(' '), // tests/shared/golden.json
  '-0.756802 -0.653644 0.389418 0.921061 0.039989 0.999200 0.004000 0.999992',
  '-0.958924 0.283662 0.479426 0.877583 0.049979 0.998750 0.005000 0.999988',
  '-0.279415 0.960170 0.564642 0.825336 0.059964 0.998201 0.006000 0.999982',
  '0.656987 0.753902 0.644218 0.764842 0.069943 0.997551 0.007000 0.999976',
  '0.989358 -0.145500 0.717356 0.696707 0.079915 0.996802 0.008000 0.999968',
  '0.412118 -0.911130 0.783327 0.621610 0.089879 0.995953 0.009000 0.999960',
].map((row) => row.split(' '));

async function save(page, button) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: download.suggestedFilename(), bytes: readFileSync(await download.path()) };
}
function parseCsv(bytes) {
  const text = bytes.toString('utf8').replace(/^\ufeff/, '');
  expect(text.endsWith('\r\n')).toBe(true);
  return text
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(',').map((cell) => cell.replace(/^"([^",]*)"$/, '$1'))); // a text cell is quoted
}
function png(bytes) {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
// Decodes the PNG in a blank page (the lesson's CSP allows no blob: images) and reads the corner pixel's alpha.
async function cornerAlpha(lessonPage, bytes) {
  const page = await lessonPage.context().newPage();
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = URL.createObjectURL(
      new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: 'image/png' }),
    );
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    return { alpha: context.getImageData(0, 0, 1, 1).data[3], width: image.naturalWidth };
  }, bytes.toString('base64'));
}

test('the heatmap matrix as CSV parses back to the float32 matrix; the map and a chart as PNG', async ({ page }) => {
  await openView(page, 'matrix', 'd=8&n=10&offset=5');
  const section = page.locator('#matrix');
  const csv = await save(page, section.getByRole('button', { name: 'Save matrix (CSV)' }));
  expect(csv.name).toMatch(/^positional-encoding-positions-5-to-14.*\.csv$/);
  const rows = parseCsv(csv.bytes);
  expect(rows[0]).toEqual(['position', ...Array.from({ length: 8 }, (_, c) => `dimension ${c}`)]);
  expect(rows).toHaveLength(11);
  // Every value in full: each cell is a float32 (all its digits, not rounded to 6 places) within
  // float32 rounding of the float64 reference.
  rows.slice(1).forEach((row, r) => {
    expect(Number(row[0])).toBe(5 + r);
    row.slice(1).forEach((cell, c) => {
      const value = Number(cell);
      expect(Math.fround(value), `${cell} is a float32`).toBe(value);
      expect(Math.abs(value - reference(5 + r, c, 8)), `position ${5 + r}, dimension ${c}`).toBeLessThanOrEqual(1e-6);
    });
  });

  const map = await save(page, section.getByRole('button', { name: 'Save map (PNG)' }));
  const canvasSize = await section
    .locator('.heatmap-canvas')
    .evaluate((canvas) => ({ width: canvas.width, height: canvas.height }));
  expect(png(map.bytes)).toEqual(canvasSize);

  const chart = await save(page, section.getByRole('button', { name: 'Save chart (PNG)' }).first());
  expect(chart.name).toMatch(/^line-chart-of-dimensions.*\.png$/);
  const size = png(chart.bytes);
  expect(size.width).toBeGreaterThan(200);
  expect(size.height).toBeGreaterThan(100);
  expect(await cornerAlpha(page, chart.bytes)).toEqual({ alpha: 255, width: size.width }); // painted background
});

test('a chart’s data table as CSV holds the plotted values', async ({ page }) => {
  await openView(page, 'matrix', 'd=8&n=10');
  const description = page.locator('#matrix .chart-description').first();
  await description.locator('summary').click();
  const csv = await save(page, description.getByRole('button', { name: 'Save table (CSV)' }));
  const rows = parseCsv(csv.bytes);
  expect(rows[0][0]).toBe('position');
  const dims = rows[0].slice(1).map((name) => Number(name.replace('dimension ', '')));
  expect(dims.length).toBeGreaterThan(0);
  expect(rows).toHaveLength(11);
  rows.slice(1).forEach((row, r) => {
    expect(Number(row[0])).toBe(r);
    dims.forEach((dim, i) => {
      expect(row[i + 1]).toBe(PE8[r][dim]);
    });
  });
});

// RFC 4180: fields split on commas outside quotes, "" inside quotes is one quote.
function parseCsvFields(bytes) {
  const text = bytes.toString('utf8').replace(/^\ufeff/, '');
  const rows = [];
  let row = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  return rows;
}

// Words a reader types into the relative-bias section's sentence head the columns of its
// weights table: a spreadsheet must not run them as formulas (OWASP's rule: a leading single
// quote, and the cell quoted), while the numbers, negative ones too, stay numbers.
test('CSV cells that would run as formulas are neutralised; numbers stay numbers', async ({ page }) => {
  const words = ['=hyperlink("http://x.test","y")', '@sum(1,1)', '+1+1', '-2+3', 'cat']; // the core lowercases words
  await openView(page, 'bias', `heads=8&head=0&causal=true&words=${encodeURIComponent(words.join(' '))}`);
  const section = page.locator('#bias');
  const panel = section.locator('.bias-compare-map[data-scheme="sinusoidal"] .chart-description');
  await panel.locator('summary').click();
  const weights = await save(page, panel.getByRole('button', { name: 'Save table (CSV)' }));
  const header = weights.bytes
    .toString('utf8')
    .replace(/^\ufeff/, '')
    .split('\r\n')[0];
  expect(header).toBe(
    `"query","'=hyperlink(""http://x.test"",""y"") (0)","'@sum(1,1) (1)","'+1+1 (2)","'-2+3 (3)","cat (4)"`,
  );
  const rows = parseCsvFields(weights.bytes);
  expect(rows).toHaveLength(6);
  expect(rows[1][0]).toBe('“=hyperlink("http://x.test","y")” (0)'); // starts with a curly quote: not a formula
  for (const row of rows.slice(1)) {
    expect(row).toHaveLength(6);
    for (const cell of row.slice(1)) expect(cell).toMatch(/^(masked|\d\.\d{3})$/);
  }

  // Negative numbers are written bare: ALiBi's head 0 of 8 has slope 2^-1, so distance 1 is -0.5.
  const alibi = section.locator('.bias-alibi-map .chart-description');
  await alibi.locator('summary').click();
  const table = await save(page, alibi.getByRole('button', { name: 'Save table (CSV)' }));
  const lines = table.bytes
    .toString('utf8')
    .replace(/^\ufeff/, '')
    .split('\r\n');
  expect(lines.slice(0, 4)).toEqual(['"distance i − j","bias, head 0"', '0,0.000000', '1,-0.500000', '2,-1.000000']);
  // The bias matrix in full: -0.5 a number, a masked cell (−∞) text that cannot run.
  const matrix = await save(
    page,
    section.locator('.bias-alibi-map').getByRole('button', { name: 'Save matrix (CSV)' }),
  );
  const matrixLines = matrix.bytes
    .toString('utf8')
    .replace(/^\ufeff/, '')
    .split('\r\n');
  expect(matrixLines[2].startsWith(`1,-0.5,0,"'-Infinity"`)).toBe(true);
});

test.describe('LaTeX', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('the worked example and the proof copy as LaTeX with the core’s numbers', async ({ page }) => {
    await openView(page, 'steps', 'd=4&pos=3&step=2');
    await page.getByRole('button', { name: 'Copy as LaTeX' }).click();
    await expect(page.locator('#announcer')).toHaveText('LaTeX copied.');
    const steps = await page.evaluate(() => navigator.clipboard.readText());
    expect(steps).toContain('\\begin{align*}');
    expect(steps).toContain('\\end{align*}');
    for (const value of PE.d4_pos3.text) expect(steps).toContain(value); // tests/shared/golden.json
    expect(steps).toContain(
      '\\mathrm{PE}(3, 2) &= \\sin\\!\\left(\\frac{3}{10000^{2\\cdot 1/4}}\\right) = \\sin\\!\\left(\\frac{3}{100}\\right) = \\sin(0.03) \\approx 0.029996',
    );
    expect(steps.split(' \\\\\n')).toHaveLength(4);

    await openView(page, 'proof', 'd=8&pos=3&k=2');
    await page.getByRole('button', { name: 'Copy proof as LaTeX' }).click();
    await expect(page.locator('#announcer')).toHaveText('LaTeX copied.');
    const proof = await page.evaluate(() => navigator.clipboard.readText());
    expect(proof).toContain('\\paragraph{Step 7: What this buys}');
    // Pair 0 turns by ω_0 k = 2: cos 2 = -0.416147, sin 2 = 0.909297.
    expect(proof).toContain(
      'R(\\omega_{0} k) &= \\begin{pmatrix}-0.416147 & 0.909297\\\\ -0.909297 & -0.416147\\end{pmatrix}',
    );
    expect(proof).toContain(`PE(5) = \\begin{pmatrix}${PE8[5].join('\\\\ ')}\\end{pmatrix}`);
    expect(proof).not.toMatch(/[ωπ·×−…]/); // pdflatex-safe text
  });
});
