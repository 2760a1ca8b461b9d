/**
 * The failure of an AI call (ai-api.ts), in a file of its own so the chat's message rules can
 * tell failures apart without loading the AI calls and their contracts with every page.
 */

/** Marks a failure of an AI call: `message` is what to show, `unreachable` says the server was not reached. */
export class AiCallError extends Error {
  constructor(
    message: string,
    readonly unreachable: boolean,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'AiCallError';
  }
}
