/** A form's submit: prevents the default, ignores repeats while busy, and keeps the error to show. */
import { useCallback, useState, type FormEvent } from 'react';

export function useFormSubmit(work: () => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (busy) return;
      setBusy(true);
      setError(null);
      try {
        await work();
      } catch (e) {
        setError(e instanceof Error ? e.message : String(e));
      } finally {
        setBusy(false);
      }
    },
    [busy, work],
  );

  return { busy, error, setError, submit };
}
