import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const vp = process.argv[2] === 'desktop' ? { width: 1280, height: 800 } : { width: 390, height: 844 };
const ctx = await browser.newContext({ viewport: vp, hasTouch: vp.width < 500, isMobile: vp.width < 500 });
const page = await ctx.newPage();
page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text()); });
const base = 'http://localhost:5399';
const which = process.argv[3] ?? 'landing';
if (which === 'landing') {
  await page.goto(base + '/');
  await page.waitForSelector('[data-testid=intro-video]');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shot-landing-${process.argv[2]}.png`, fullPage: false });
  await page.locator('[data-testid=intro-video-region]').scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shot-landing2-${process.argv[2]}.png` });
} else {
  await page.goto(base + '/early-access');
  await page.waitForSelector('[data-testid=ea-vibes]');
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `/tmp/shot-ea-${process.argv[2]}.png` });
  await page.locator('[data-testid=ea-escape_motivation]').scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/shot-ea2-${process.argv[2]}.png` });
}
await browser.close();
