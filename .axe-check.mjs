import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
const page = await ctx.newPage();
for (const p of ['/', '/early-access', '/login']) {
  await page.goto('http://localhost:5399' + p);
  await page.waitForTimeout(1500);
  const r = await new AxeBuilder({ page }).analyze();
  console.log(p, 'passes', r.passes.length, 'violations', r.violations.map(v => `${v.id}/${v.impact}/${v.nodes.length}`));
}
await browser.close();
