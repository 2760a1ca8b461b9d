/**
 * The AI Assistant side panel (§2, §4 Chat): 350 × 600, a welcome on first open, Enter sends,
 * Shift+Enter breaks the line, blank or pending sends are ignored; closing clears the history.
 * The assistant knows the scene and may propose one edit, applied with one click.
 */
import type { RefObject } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { closeOutline, sendOutline } from 'ionicons/icons';
import type { EditProposal } from '@core';
import type { SceneEditor } from '../../../data/editor/useSceneEditor';
import { useAssistantChat, type AssistantLine } from './useAssistantChat';
import './assistant.css';

const MAX_ROWS = 3;
export const inputRows = (text: string) => Math.min(MAX_ROWS, Math.max(1, text.split('\n').length));

export default function AssistantPanel({
  editor,
  roomId,
  onClose,
}: {
  editor: SceneEditor;
  roomId: string;
  onClose: () => void;
}) {
  const { lines, input, setInput, pending, logRef, send, apply } = useAssistantChat(editor, roomId);

  return (
    <aside className="editor-assistant" aria-label="AI Assistant" data-testid="assistant-panel">
      {/* The panel's title bar: a div, as the editor's own header is (no nested banner landmark). */}
      <div className="editor-assistant__head">
        <h2>AI Assistant</h2>
        <IonButton fill="clear" size="small" onClick={onClose} aria-label="Close the AI Assistant">
          <IonIcon aria-hidden="true" slot="icon-only" icon={closeOutline} />
        </IonButton>
      </div>
      <AssistantLog lines={lines} pending={pending} logRef={logRef} onApply={(i, p) => void apply(i, p)} />
      <AssistantInput input={input} pending={pending} onInput={setInput} onSend={() => void send()} />
    </aside>
  );
}

/** The conversation, each answer with its Apply button, and the typing dots while an answer is pending. */
function AssistantLog(props: {
  lines: AssistantLine[];
  pending: boolean;
  logRef: RefObject<HTMLDivElement | null>;
  onApply: (index: number, proposal: EditProposal) => void;
}) {
  return (
    <div className="editor-assistant__log" aria-live="polite" data-testid="assistant-log" ref={props.logRef}>
      {props.lines.map((line, index) => (
        <div key={`${line.timestamp}-${index}`} className={`editor-bubble editor-bubble--${line.type}`}>
          <p>{line.content}</p>
          {line.proposal && (
            <IonButton
              size="small"
              disabled={line.applied}
              onClick={() => props.onApply(index, line.proposal!)}
              data-testid="assistant-apply"
            >
              {line.applied ? 'Applied' : 'Apply'}: {line.proposal.label}
            </IonButton>
          )}
        </div>
      ))}
      {props.pending && (
        <div className="editor-bubble editor-bubble--ai editor-typing" data-testid="assistant-typing">
          <span />
          <span />
          <span />
          <span className="visually-hidden">The assistant is typing</span>
        </div>
      )}
    </div>
  );
}

/** The message box (Enter sends, Shift+Enter breaks the line) and Send. */
function AssistantInput(props: {
  input: string;
  pending: boolean;
  onInput: (input: string) => void;
  onSend: () => void;
}) {
  const { input, pending } = props;
  return (
    <div className="editor-assistant__input">
      <textarea
        rows={inputRows(input)}
        value={input}
        placeholder="Ask about this scene…"
        aria-label="Message the AI Assistant"
        onChange={(e) => props.onInput(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault();
            props.onSend();
          }
        }}
        data-testid="assistant-input"
      />
      <IonButton
        onClick={props.onSend}
        disabled={pending || !input.trim()}
        aria-label="Send"
        data-testid="assistant-send"
      >
        <IonIcon aria-hidden="true" slot="icon-only" icon={sendOutline} />
      </IonButton>
    </div>
  );
}
