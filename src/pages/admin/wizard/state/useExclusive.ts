/** One wizard call at a time: a task wrapped by `exclusive` does nothing while another wrapped task runs. */
import { useCallback, useRef } from 'react';

export type Exclusive = (task: () => Promise<void>) => () => Promise<void>;

export function useExclusive(): Exclusive {
  // Guards against a second tap before the "busy" state has rendered.
  const running = useRef(false);
  return useCallback(
    (task: () => Promise<void>) => async () => {
      if (running.current) return;
      running.current = true;
      try {
        await task();
      } finally {
        running.current = false;
      }
    },
    [],
  );
}
