/** Resolves in a task of its own: the browser runs what is waiting (a paint, an input) first. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Resolves once the browser is idle (requestIdleCallback), at the latest after `timeoutMs`; where there
 * is no idle callback (Safari), in a task of its own. For work a screen does not need to appear.
 */
export const whenIdle = (timeoutMs = 1000): Promise<void> =>
  new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else void nextTask().then(resolve);
  });

/**
 * Loads modules in stages, each in a task of its own, then `last`, and resolves with what `last`
 * resolves with. A module is evaluated when it is first imported, with every module it imports
 * that has not been evaluated yet: importing a heavy part of a screen first spreads the screen's
 * evaluation over several short tasks instead of one long one that holds input back (issue 13).
 */
export async function inTasks<T>(stages: readonly (() => Promise<unknown>)[], last: () => Promise<T>): Promise<T> {
  for (const stage of stages) {
    await stage();
    await nextTask();
  }
  return last();
}
