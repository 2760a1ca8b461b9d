/** The play screen's message (the snackbar and the announcer): one at a time, each with a fresh id. */
import { useCallback, useRef, useState } from 'react';
import type { StepResult } from '@core';

export interface PlayMessage {
  id: number;
  text: string;
  tone: 'success' | 'danger' | 'primary';
  /** The engine's result when the message is an action's, so the screen can say what it changed. */
  result?: StepResult;
}

/** Shows a message (an action's carries its result). */
export type Say = (text: string, tone: PlayMessage['tone'], result?: StepResult) => void;

export function usePlayMessages() {
  const [message, setMessage] = useState<PlayMessage | null>(null);
  const messageId = useRef(0);

  const say = useCallback<Say>((text, tone, result) => {
    messageId.current += 1;
    setMessage({ id: messageId.current, text, tone, result });
  }, []);

  /** Clears the message with this id (a newer one stays). */
  const clearMessage = useCallback((id: number) => setMessage((m) => (m?.id === id ? null : m)), []);

  return { message, say, clearMessage };
}
