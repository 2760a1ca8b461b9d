/**
 * The AI Assistant's conversation: a welcome first, each prompt sent with the history before it,
 * the answers with their proposed edits, and applying an edit. The log scrolls to its end on
 * each new line.
 */
import { useEffect, useRef, useState } from 'react';
import type { EditProposal } from '@core';
import type { SceneEditor } from '../../../data/editor/useSceneEditor';
import { askAssistant, type ChatLine } from '../../../data/editor/scene-editor-api';

/** A line of the conversation, with the edit the assistant proposed in it and whether it was applied. */
export type AssistantLine = ChatLine & { proposal?: EditProposal | null; applied?: boolean };

const welcome = (title: string): AssistantLine => ({
  type: 'ai',
  content: `Hello! I know "${title}" and its elements. Ask me to move, add or change an element, or to re-describe the scene.`,
  timestamp: new Date().toISOString(),
});

export function useAssistantChat(editor: SceneEditor, roomId: string) {
  const { scene } = editor.data!;
  const [lines, setLines] = useState<AssistantLine[]>(() => [welcome(scene.title)]);
  const [input, setInput] = useState('');
  const [pending, setPending] = useState(false);
  const logRef = useRef<HTMLDivElement>(null);
  // Scrolls only the log (never the page); braces keep the effect from returning anything.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [lines, pending]);

  const send = async () => {
    const prompt = input.trim();
    if (!prompt || pending) return;
    const history: ChatLine[] = lines.map(({ type, content, timestamp }) => ({ type, content, timestamp }));
    setLines((l) => [...l, { type: 'user', content: prompt, timestamp: new Date().toISOString() }]);
    setInput('');
    setPending(true);
    try {
      const answer = await askAssistant(roomId, scene.scene_index, prompt, history);
      const content = answer.content || answer.response;
      setLines((l) => [...l, { type: 'ai', content, timestamp: new Date().toISOString(), proposal: answer.proposal }]);
    } catch (error) {
      editor.notify((error as Error).message);
    } finally {
      setPending(false);
    }
  };

  const apply = async (index: number, proposal: EditProposal) => {
    const { action } = proposal;
    try {
      if (action.kind === 'update_element') await editor.save(action.element_id, action.changes);
      else if (action.kind === 'create_element') await editor.create(action.element);
      else if (action.kind === 'delete_element') await editor.remove(action.element_id);
      else await editor.modify(action.modification_prompt);
      setLines((l) => l.map((line, i) => (i === index ? { ...line, applied: true } : line)));
      editor.notify(proposal.label);
    } catch (error) {
      editor.notify((error as Error).message);
    }
  };

  return { lines, input, setInput, pending, logRef, send, apply };
}
