/**
 * The AI Assistant side panel (§2, §4 Chat): 350 × 600, a welcome on first open, Enter sends,
 * Shift+Enter breaks the line, blank or pending sends are ignored; closing clears the history.
 * The assistant knows the scene and may propose one edit, applied with one click.
 */
import { useEffect, useRef, useState } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { closeOutline, sendOutline } from 'ionicons/icons';
import type { EditProposal } from '@core';
import type { SceneEditor } from '../../data/useSceneEditor';
import { askAssistant, type ChatLine } from '../../data/scene-editor-api';
import './assistant.css';

type Line = ChatLine & { proposal?: EditProposal | null; applied?: boolean };

const MAX_ROWS = 3;
export const inputRows = (text: string) => Math.min(MAX_ROWS, Math.max(1, text.split('\n').length));

const welcome = (title: string): Line => ({
  type: 'ai',
  content: `Hello! I know "${title}" and its elements. Ask me to move, add or change an element, or to re-describe the scene.`,
  timestamp: new Date().toISOString(),
});

export default function AssistantPanel({
  editor,
  roomId,
  onClose,
}: {
  editor: SceneEditor;
  roomId: string;
  onClose: () => void;
}) {
  const { scene } = editor.data!;
  const [lines, setLines] = useState<Line[]>(() => [welcome(scene.title)]);
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

  return (
    <aside className="editor-assistant" aria-label="AI Assistant" data-testid="assistant-panel">
      {/* The panel's title bar: a div, as the editor's own header is (no nested banner landmark). */}
      <div className="editor-assistant__head">
        <h2>AI Assistant</h2>
        <IonButton fill="clear" size="small" onClick={onClose} aria-label="Close the AI Assistant">
          <IonIcon aria-hidden="true" slot="icon-only" icon={closeOutline} />
        </IonButton>
      </div>
      <div className="editor-assistant__log" aria-live="polite" data-testid="assistant-log" ref={logRef}>
        {lines.map((line, index) => (
          <div key={`${line.timestamp}-${index}`} className={`editor-bubble editor-bubble--${line.type}`}>
            <p>{line.content}</p>
            {line.proposal && (
              <IonButton
                size="small"
                disabled={line.applied}
                onClick={() => void apply(index, line.proposal!)}
                data-testid="assistant-apply"
              >
                {line.applied ? 'Applied' : 'Apply'}: {line.proposal.label}
              </IonButton>
            )}
          </div>
        ))}
        {pending && (
          <div className="editor-bubble editor-bubble--ai editor-typing" data-testid="assistant-typing">
            <span />
            <span />
            <span />
            <span className="visually-hidden">The assistant is typing</span>
          </div>
        )}
      </div>
      <div className="editor-assistant__input">
        <textarea
          rows={inputRows(input)}
          value={input}
          placeholder="Ask about this scene…"
          aria-label="Message the AI Assistant"
          onChange={(e) => setInput(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              void send();
            }
          }}
          data-testid="assistant-input"
        />
        <IonButton
          onClick={() => void send()}
          disabled={pending || !input.trim()}
          aria-label="Send"
          data-testid="assistant-send"
        >
          <IonIcon aria-hidden="true" slot="icon-only" icon={sendOutline} />
        </IonButton>
      </div>
    </aside>
  );
}
