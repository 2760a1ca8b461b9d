/**
 * The accessibility sweep (issue 14): every state of tests/e2e/a11y/states.ts, at the size of
 * the project running it (a11y-390: a touch phone, a11y-1280: a desktop with a mouse). axe-core
 * runs with the WCAG 2.0/2.1 A and AA and best-practice tags; any serious or critical violation
 * fails, and every violation is counted by impact for the table sweep-reporter.ts writes to
 * test-results/a11y-sweep.md. On the phone each state is also laid out with 200 % text: nothing
 * may scroll sideways (outside the play scene) and no control may be cut off. Last, every
 * scroller is taken to its end and nothing may lie under the floating chat button (issue 33
 * item 6, launcher.ts). A role's states are walked in parts of a few states (states.ts sweepParts),
 * one test each, so the two browser workers share them evenly; each part signs its role in.
 */
import { expect, test } from '../support';
import { layoutProblems, runAxe, setTextSize, settle, type ImpactCounts } from './audit';
import { scrollAllToEnd, underLauncher } from './launcher';
import { sweepParts } from './states';
import { prepare, routeOf } from './walk';

/** One row of the sweep's table (attached to the test; the reporter collects them). */
export interface SweepRow {
  state: string;
  size: string;
  counts: ImpactCounts | null;
  lesser: string[];
  /** Layout problems at 200 % text; null where the check does not run (desktop) or the state was not reached. */
  textProblems: number | null;
  error?: string;
}

// The parts are independent (each signs its own role in): the two workers may take them side by side.
test.describe.configure({ mode: 'parallel' });

const sweeps = (['guest', 'player', 'admin'] as const).flatMap((role) =>
  sweepParts(role).map((states, index, parts) => ({ role, states, part: `${index + 1}/${parts.length}` })),
);

for (const { role, states, part } of sweeps) {
  test(`${role}${role === 'guest' ? '' : ' (signed in)'}, part ${part} (${states[0].name} …): every state, axe, (on the phone) 200 % text, and issue 33 item 6: nothing under the chat button at the end of a page`, async ({
    page,
    request,
  }, info) => {
    test.setTimeout(240_000);
    const size = info.project.name.replace(/^a11y-/, '');
    const phone = (page.viewportSize()?.width ?? 0) < 600;
    const fixtures = await prepare(role, page, request);
    const rows: SweepRow[] = [];
    const failures: string[] = [];
    let reached = true;
    for (const state of states) {
      const row: SweepRow = { state: state.name, size, counts: null, lesser: [], textProblems: null };
      rows.push(row);
      const route = routeOf(state, fixtures);
      // A step that goes on from the previous screen cannot run when that screen was not reached.
      if (!route && !reached) {
        row.error = 'not reached';
        continue;
      }
      try {
        if (route) await page.goto(route);
        await state.arrange?.(page, fixtures);
        await settle(page);
        reached = true;
      } catch (error) {
        reached = false;
        row.error = String(error).split('\n')[0];
        failures.push(`${state.name}: could not be reached: ${String(error)}`);
        await info.attach(`${state.name}-${size}-not-reached`, {
          body: await page.screenshot(),
          contentType: 'image/png',
        });
        continue;
      }
      const axe = await runAxe(page);
      row.counts = axe.counts;
      row.lesser = axe.lesser;
      if (axe.blocking.length > 0) {
        failures.push(`${state.name} (${size}):\n  ${axe.blocking.join('\n  ')}`);
        await info.attach(`${state.name}-${size}`, { body: await page.screenshot(), contentType: 'image/png' });
      }
      if (phone) {
        await setTextSize(page, 200);
        const problems = await layoutProblems(page);
        row.textProblems = problems.length;
        // A11Y_SHOTS=1 keeps a picture of every state at 200 % text, to look at.
        if (process.env.A11Y_SHOTS)
          await page.screenshot({ path: `test-results/a11y/${state.name.replace(/\W+/g, '-')}-200.png` });
        if (problems.length > 0) {
          failures.push(`${state.name} at 200 % text:\n  ${problems.join('\n  ')}`);
          await info.attach(`${state.name}-200-percent`, { body: await page.screenshot(), contentType: 'image/png' });
        }
        await setTextSize(page, null);
      }
      await scrollAllToEnd(page);
      const covered = await underLauncher(page);
      if (covered?.length) {
        failures.push(`${state.name} (${size}): under the chat button: ${covered.join('; ')}`);
        await info.attach(`${state.name}-${size}-under-chat-button`, {
          body: await page.screenshot(),
          contentType: 'image/png',
        });
      }
    }
    await info.attach('a11y-sweep-rows', { body: JSON.stringify(rows), contentType: 'application/json' });
    expect(failures, failures.join('\n\n')).toEqual([]);
  });
}
