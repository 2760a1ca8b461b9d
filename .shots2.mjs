import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const vp = process.argv[2] === 'desktop' ? { width: 1280, height: 800 } : { width: 390, height: 844 };
const ctx = await browser.newContext({ viewport: vp, hasTouch: vp.width < 500, isMobile: vp.width < 500 });
const page = await ctx.newPage();
const draft = {"adventure_vibe":["Solo stealth missions","Brain melting team puzzles","Competitive showdown mode","Deep storytelling and role play","Laughing through chaos with friends"],"escape_energy":5,"escape_motivation":"adrenaline rush","escape_resume":"First timer","sidekick_choice":"puzzle genius","first_move":"start touching everything","ownership_interest":"Heck yes, I love ownership","escape_room_changes":["more replayable"],"puzzle_rewards":["people love and rate it"],"play_rewards":["badges and trophies"],"token_usage":["send to friends"],"passive_rewards":3,"full_name":"Ada","email":"ada@example.com","how_heard":"Other","how_heard_other":"podcast"};
const step = Number(process.argv[3]);
await page.addInitScript((v) => sessionStorage.setItem('early-access-application', v), JSON.stringify({ step, draft }));
await page.route('**/api/v1/public/eoi_responses', (route) => route.fulfill({ status: 201, json: { status: 'success', message: 'Thank you for applying! We will be in touch soon.' } }));
await page.goto('http://localhost:5399/early-access');
await page.waitForTimeout(1200);
if (process.argv[4] === 'drag') {
  const h = page.getByTestId('ea-vibe-handle').nth(0); const b = await h.boundingBox();
  await page.mouse.move(b.x + 20, b.y + 20); await page.mouse.down(); await page.mouse.move(b.x + 20, b.y + 90, { steps: 8 });
  await page.screenshot({ path: `/tmp/shot-drag-${process.argv[2]}.png` });
  await page.mouse.move(b.x + 20, b.y + 150, { steps: 8 }); await page.mouse.up();
  await page.waitForTimeout(300);
  console.log(await page.getByTestId('ea-vibe-label').allTextContents());
} else if (process.argv[4] === 'submit') {
  await page.getByTestId('ea-submit').click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shot-thanks-${process.argv[2]}.png` });
} else {
  await page.screenshot({ path: `/tmp/shot-step${step}-${process.argv[2]}.png` });
  await page.evaluate(async () => (await document.querySelector('ion-content').getScrollElement()).scrollTo(0, 600));
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/shot-step${step}b-${process.argv[2]}.png` });
}
await browser.close();
