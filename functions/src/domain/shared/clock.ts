/** The backend's notion of "now" for time-dependent rules (invitation expiry); tests move it. */
let source: (() => Date) | null = null;

export function now(): Date {
  return source ? source() : new Date();
}

/** Pass a function returning the fake time, or null to go back to the real clock. */
export function setClockForTests(fn: (() => Date) | null): void {
  source = fn;
}
