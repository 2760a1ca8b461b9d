/** Resolves in a task of its own: the browser runs what is waiting (a paint, an input) first. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
