/**
 * Ermie's chat panel (rooms-and-play-spec §2 Chat widget, §4 Chat, §9): 400 px wide (full
 * width on phones), at most 70vh, a greeting, the conversation with source chips to the
 * whitepaper, a typing indicator, and a footer link to /whitepaper. A refusal for want of a
 * sign-in (the server's chat with a Gemini key set, issue 29) links to /login. Enter sends,
 * Shift+Enter makes a new line, the input grows to three rows. Escape closes it. On the play
 * screen a reply may offer the next hint on a button (issue 33): asking is free, the button buys.
 */
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { IonIcon } from '@ionic/react';
import { bulb, close, documentTextOutline, logInOutline, send as sendIcon, sparkles } from 'ionicons/icons';
import { WHITEPAPER_PATH } from '@core';
import { CHAT_MESSAGES } from '@core/content/play-messages';
import { canSend, offerLabel, type WidgetMessage } from '../../data/ai/chat-conversation';
import { useChatWidget } from './ChatProvider';
import './chat-panel.css';

export const CHAT_INPUT_MAX_ROWS = 3;

const GREETING =
  "Hi, I'm Ermie, the studio's AI game master! Ask me how rooms are made, how they are proven solvable, about offline play, XP or the $ERM token.";
const PLAY_GREETING =
  "Hi, I'm Ermie! Stuck? Ask me for a hint: asking is free, and I'll offer you the next step (it costs points only if you take it, like the Hint button). I never give away codes.";

/** The sign-in the chat asks for when the server's chat needs one (issue 29); back here afterwards. */
function SignInLink() {
  const location = useLocation();
  return (
    <Link className="chat-sign-in" to="/login" state={{ from: location }} data-testid="chat-sign-in">
      <IonIcon icon={logInOutline} aria-hidden="true" />
      {CHAT_MESSAGES.signInLink}
    </Link>
  );
}

function Message({ message, onTakeHint }: { message: WidgetMessage; onTakeHint: (id: string) => void }) {
  const mine = message.sender === 'user';
  return (
    <li
      className={`chat-message chat-message--${mine ? 'user' : 'bot'}${message.tone ? ` chat-message--${message.tone}` : ''}`}
      data-testid={mine ? 'chat-user-message' : 'chat-bot-message'}
      data-tone={message.tone}
    >
      <span className="chat-visually-hidden">{mine ? 'You: ' : 'Ermie: '}</span>
      <p>{message.content}</p>
      {message.sources && message.sources.length > 0 && (
        <ul className="chat-sources" aria-label="Sources">
          {message.sources.map((source) => (
            <li key={source.id}>
              <a className="chat-source" href={source.url} target="_blank" rel="noopener" data-testid="chat-source">
                <IonIcon icon={documentTextOutline} aria-hidden="true" />
                {source.title}
              </a>
            </li>
          ))}
        </ul>
      )}
      {message.signIn && <SignInLink />}
      {message.hint && (
        <button
          type="button"
          className="chat-hint-offer"
          onClick={() => onTakeHint(message.id)}
          data-testid="chat-hint-offer"
        >
          <IonIcon icon={bulb} aria-hidden="true" />
          {offerLabel(message.hint)}
        </button>
      )}
    </li>
  );
}

export default function ChatPanel() {
  const { closeChat, conversation, playContext } = useChatWidget();
  const { messages, pending, send, takeOfferedHint } = conversation;
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => inputRef.current?.focus(), []);

  // The newest message in view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, pending]);

  // Grow the input with its text, up to three rows, then scroll inside it.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const style = getComputedStyle(input);
    const line = parseFloat(style.lineHeight) || 20;
    const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
    const border = parseFloat(style.borderTopWidth) + parseFloat(style.borderBottomWidth);
    // border-box: the height holds the text (scrollHeight includes the padding) and the border.
    input.style.height = 'auto';
    input.style.height = `${Math.min(input.scrollHeight, line * CHAT_INPUT_MAX_ROWS + padding) + border}px`;
  }, [text]);

  const submit = () => {
    if (!canSend(text, pending)) return;
    setText('');
    void send(text);
    inputRef.current?.focus();
  };

  const onInputKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <div
      className="chat-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby="chat-title"
      data-testid="chat-panel"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          closeChat();
        }
      }}
    >
      <ChatHeader onClose={closeChat} />

      <ChatLog
        logRef={logRef}
        greeting={playContext ? PLAY_GREETING : GREETING}
        messages={messages}
        pending={pending}
        onTakeHint={takeOfferedHint}
      />

      <ChatCompose
        inputRef={inputRef}
        text={text}
        canSend={canSend(text, pending)}
        onText={setText}
        onInputKey={onInputKey}
        onSubmit={submit}
      />
      <footer className="chat-footer">
        <a href={WHITEPAPER_PATH} target="_blank" rel="noopener" data-testid="chat-whitepaper">
          Read the whitepaper
        </a>
        <span aria-hidden="true"> · </span>
        <span>Answers come from it.</span>
      </footer>
    </div>
  );
}

/** Ermie's name and role, and the close button. */
function ChatHeader({ onClose }: { onClose: () => void }) {
  return (
    // A div, not <header>: outside a sectioning element a header is the page's banner landmark.
    <div className="chat-header">
      <span className="chat-avatar" aria-hidden="true">
        <IonIcon aria-hidden="true" icon={sparkles} />
      </span>
      <div>
        <h2 id="chat-title">Ermie</h2>
        <p className="chat-subtitle">AI game master</p>
      </div>
      <button type="button" className="chat-close" aria-label="Close chat" onClick={onClose} data-testid="chat-close">
        <IonIcon icon={close} aria-hidden="true" />
      </button>
    </div>
  );
}

interface ChatLogProps {
  logRef: Ref<HTMLDivElement>;
  greeting: string;
  messages: WidgetMessage[];
  pending: boolean;
  onTakeHint: (id: string) => void;
}

/** The conversation after the greeting, and the typing indicator while Ermie answers. */
function ChatLog({ logRef, greeting, messages, pending, onTakeHint }: ChatLogProps) {
  return (
    <>
      <div className="chat-log" ref={logRef} role="log" aria-live="polite" aria-label="Conversation with Ermie">
        <ul className="chat-messages">
          <li className="chat-message chat-message--bot" data-testid="chat-greeting">
            <span className="chat-visually-hidden">Ermie: </span>
            <p>{greeting}</p>
          </li>
          {messages.map((message) => (
            <Message key={message.id} message={message} onTakeHint={onTakeHint} />
          ))}
        </ul>
      </div>
      {pending && (
        <div className="chat-typing" role="status" data-testid="chat-typing">
          <span className="chat-visually-hidden">Ermie is typing…</span>
          <span className="chat-dot" aria-hidden="true" />
          <span className="chat-dot" aria-hidden="true" />
          <span className="chat-dot" aria-hidden="true" />
        </div>
      )}
    </>
  );
}

interface ChatComposeProps {
  inputRef: Ref<HTMLTextAreaElement>;
  text: string;
  canSend: boolean;
  onText: (text: string) => void;
  onInputKey: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
  onSubmit: () => void;
}

/** The message input and the send button. */
function ChatCompose({ inputRef, text, canSend, onText, onInputKey, onSubmit }: ChatComposeProps) {
  return (
    <form
      className="chat-compose"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <textarea
        ref={inputRef}
        rows={1}
        value={text}
        onChange={(event) => onText(event.target.value)}
        onKeyDown={onInputKey}
        placeholder="Ask Ermie…"
        aria-label="Message to Ermie"
        maxLength={1000}
        data-testid="chat-input"
      />
      <button
        type="submit"
        className="chat-send"
        aria-label="Send message"
        aria-disabled={!canSend}
        data-testid="chat-send"
      >
        <IonIcon icon={sendIcon} aria-hidden="true" />
      </button>
    </form>
  );
}
