import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const p = await b.newPage({ viewport: { width: 1280, height: 900 } });
const errors = [];
p.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text()); });
p.on('pageerror', (e) => errors.push(String(e)));
await p.goto(`http://127.0.0.1:4390/?view=train&lang=en&steps=1500&seeds=2&schemes=rope,learned&positions=drawn`);
await p.waitForSelector('html[data-ready="true"]');
await p.locator('#train .train-estimate[data-ms]').waitFor({ timeout: 300_000 });
let t0 = Date.now();
await p.locator('#train .train-run').click();
await p.locator('#train .train-status', { hasText: /^Done/ }).waitFor({ timeout: 0 });
console.log('main', (Date.now() - t0) / 1000);
await p.waitForTimeout(3000);
console.log(await p.locator('#train .train-sentences').innerText());
console.log(await p.locator('#train .train-conclusions').innerText());
console.log('NOTE', await p.locator('#train .train-ext-note').innerText());
t0 = Date.now();
if (await p.locator('#train .train-ext-run').isEnabled()) {
  await p.locator('#train .train-ext-run').click();
  await p.locator('#train .train-ext-status', { hasText: /^Done/ }).waitFor({ timeout: 0 });
  console.log('ext', (Date.now() - t0) / 1000);
  await p.waitForTimeout(1500);
  await p.locator('#train .train-ext-results').screenshot({ path: `/tmp/shots/ext2.png` });
  console.log(await p.locator('#train .train-ext-results').innerText());
}
console.log(errors.join('\n'));
await b.close();
