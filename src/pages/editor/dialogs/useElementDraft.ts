/** The Edit Element dialog's state: the draft of the open element, the error, the busy flag and the delete confirmation. */
import { useEffect, useState } from 'react';
import type { EditorElement } from '@core';
import { draftOf, type ElementDraft } from './element-form';

/** Sets one field of the draft. */
export type SetDraftField = <K extends keyof ElementDraft>(key: K, value: ElementDraft[K]) => void;

export function useElementDraft(element: EditorElement | null, onClose: () => void) {
  const [draft, setDraft] = useState<ElementDraft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);

  useEffect(() => {
    setDraft(element ? draftOf(element) : null);
    setError(null);
    setConfirmDelete(false);
  }, [element?.id]); // eslint-disable-line react-hooks/exhaustive-deps -- a new element resets the form

  const set: SetDraftField = (key, value) => setDraft((d) => (d ? { ...d, [key]: value } : d));

  /** Runs a save or a delete; closes the dialog when it succeeds, shows its message when it fails. */
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      onClose();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return { draft, error, busy, confirmDelete, setConfirmDelete, set, run };
}
