/**
 * On every step change after the first render (and on the thank-you view), the survey scrolls
 * smoothly to the top and the new step's title takes the focus.
 */
import { useEffect, useRef } from 'react';
import { SCROLL_ANIMATION_MS } from '@core';

export function useStepFocus(step: number, submitted: boolean) {
  const content = useRef<HTMLIonContentElement>(null);
  const stepTitle = useRef<HTMLHeadingElement>(null);
  const mounted = useRef(false);

  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    void content.current?.scrollToTop(SCROLL_ANIMATION_MS);
    // Screen-reader and keyboard users land on the new step's title, not on a stale button.
    stepTitle.current?.focus({ preventScroll: true });
  }, [step, submitted]);

  return { content, stepTitle };
}
