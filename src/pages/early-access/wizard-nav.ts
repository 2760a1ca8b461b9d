/** Navigation rules of the early-access wizard (platform-spec §2, §4). */
import { EARLY_ACCESS_STEP_COUNT, isStepComplete, type EarlyAccessDraft } from '@core/contracts/early-access';
import { EARLY_ACCESS_LABELS } from '@core/content/labels';

export const FIRST_STEP = 0;
export const LAST_STEP = EARLY_ACCESS_STEP_COUNT - 1;

/** The progress bar's value: (step + 1) / 5. */
export const progressOf = (step: number): number => (step + 1) / EARLY_ACCESS_STEP_COUNT;

/** "Step N of 5" */
export const stepCountText = (step: number): string => EARLY_ACCESS_LABELS.stepOf(step + 1, EARLY_ACCESS_STEP_COUNT);

/**
 * Whether a step header may be clicked: the current step and earlier ones always,
 * the next one only when the current step is complete, never further ahead.
 */
export function canVisitStep(target: number, current: number, draft: EarlyAccessDraft): boolean {
  if (target < FIRST_STEP || target > LAST_STEP) return false;
  if (target <= current) return true;
  return target === current + 1 && isStepComplete(current, draft);
}

/** Forward needs the current step complete; there is no step after the last one (it submits). */
export const canGoForward = (step: number, draft: EarlyAccessDraft): boolean =>
  step < LAST_STEP && isStepComplete(step, draft);

/** Backward is always allowed from step 1; Back is hidden on the first step. */
export const canGoBack = (step: number): boolean => step > FIRST_STEP;

/** The last step submits once it is complete. */
export const canSubmit = (step: number, draft: EarlyAccessDraft): boolean =>
  step === LAST_STEP && isStepComplete(step, draft);
