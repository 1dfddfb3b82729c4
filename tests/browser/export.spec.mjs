// Take-away files: CSV of the heatmap matrix and of a chart's data table (parsed back and
// compared with the core), PNG of a chart and of a heatmap (signature, size, opaque
// background), and the worked example and the proof as LaTeX (clipboard).
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.mjs';
import { loadCore } from '../../dist/pe-core.mjs';
import { fixed } from '../../web/src/format.js';

let core;
test.beforeAll(async () => {
  core = await loadCore();
});

async function open(page, query) {
  await page.goto(`/${query}`);
  await page.waitForSelector('html[data-ready="true"]');
}
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
    .map((line) => line.split(','));
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

test('the heatmap matrix as CSV parses back to core.encode; the map and a chart as PNG', async ({ page }) => {
  await open(page, '?view=matrix&d=8&n=10&offset=5');
  const section = page.locator('#matrix');
  const csv = await save(page, section.getByRole('button', { name: 'Save matrix (CSV)' }));
  expect(csv.name).toMatch(/^positional-encoding-positions-5-to-14.*\.csv$/);
  const rows = parseCsv(csv.bytes);
  expect(rows[0]).toEqual(['position', ...Array.from({ length: 8 }, (_, c) => `dimension ${c}`)]);
  expect(rows).toHaveLength(11);
  const matrix = core.encode({ positions: 10, dModel: 8, offset: 5 });
  rows.slice(1).forEach((row, r) => {
    expect(Number(row[0])).toBe(5 + r);
    row.slice(1).forEach((cell, c) => {
      expect(Number(cell)).toBe(matrix[r * 8 + c]);
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
  await open(page, '?view=matrix&d=8&n=10');
  const description = page.locator('#matrix .chart-description').first();
  await description.locator('summary').click();
  const csv = await save(page, description.getByRole('button', { name: 'Save table (CSV)' }));
  const rows = parseCsv(csv.bytes);
  expect(rows[0][0]).toBe('position');
  const dims = rows[0].slice(1).map((name) => Number(name.replace('dimension ', '')));
  expect(dims.length).toBeGreaterThan(0);
  const exact = core.encode64({ positions: 10, dModel: 8 });
  expect(rows).toHaveLength(11);
  rows.slice(1).forEach((row, r) => {
    expect(Number(row[0])).toBe(r);
    dims.forEach((dim, i) => {
      expect(row[i + 1]).toBe(fixed(exact[r * 8 + dim]));
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
  await open(page, `?view=bias&heads=8&head=0&causal=true&words=${encodeURIComponent(words.join(' '))}`);
  const section = page.locator('#bias');
  const panel = section.locator('.bias-compare-map[data-scheme="sinusoidal"] .chart-description');
  await panel.locator('summary').click();
  const weights = await save(page, panel.getByRole('button', { name: 'Save table (CSV)' }));
  const header = weights.bytes
    .toString('utf8')
    .replace(/^\ufeff/, '')
    .split('\r\n')[0];
  expect(header).toBe(
    `query,"'=hyperlink(""http://x.test"",""y"") (0)","'@sum(1,1) (1)","'+1+1 (2)","'-2+3 (3)",cat (4)`,
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
  expect(lines.slice(0, 4)).toEqual(['distance i − j,"bias, head 0"', '0,0.000000', '1,-0.500000', '2,-1.000000']);
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
    await open(page, '?view=steps&d=4&pos=3&step=2');
    await page.getByRole('button', { name: 'Copy as LaTeX' }).click();
    await expect(page.locator('#announcer')).toHaveText('LaTeX copied.');
    const steps = await page.evaluate(() => navigator.clipboard.readText());
    expect(steps).toContain('\\begin{align*}');
    expect(steps).toContain('\\end{align*}');
    const values = core.steps({ pos: 3, dModel: 4 }).map((r) => fixed(r.value));
    for (const value of values) expect(steps).toContain(value);
    expect(steps).toContain(
      '\\mathrm{PE}(3, 2) &= \\sin\\!\\left(\\frac{3}{10000^{2\\cdot 1/4}}\\right) = \\sin\\!\\left(\\frac{3}{100}\\right) = \\sin(0.03) \\approx 0.029996',
    );
    expect(steps.split(' \\\\\n')).toHaveLength(4);

    await open(page, '?view=proof&d=8&pos=3&k=2');
    await page.getByRole('button', { name: 'Copy proof as LaTeX' }).click();
    await expect(page.locator('#announcer')).toHaveText('LaTeX copied.');
    const proof = await page.evaluate(() => navigator.clipboard.readText());
    const shift = core.shift({ pos: 3, k: 2, dModel: 8 });
    expect(proof).toContain('\\paragraph{Step 7: What this buys}');
    expect(proof).toContain(
      `R(\\omega_{0} k) &= \\begin{pmatrix}${fixed(shift.blocks[0].cos)} & ${fixed(shift.blocks[0].sin)}\\\\ ${fixed(-shift.blocks[0].sin)} & ${fixed(shift.blocks[0].cos)}\\end{pmatrix}`,
    );
    expect(fixed(shift.blocks[0].cos)).toBe('-0.416147');
    expect(proof).toContain(
      `PE(5) = \\begin{pmatrix}${Array.from(shift.direct, (v) => fixed(v)).join('\\\\ ')}\\end{pmatrix}`,
    );
    expect(proof).not.toMatch(/[ωπ·×−…]/); // pdflatex-safe text
  });
});
