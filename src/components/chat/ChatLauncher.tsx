/**
 * The floating chat button on every screen (rooms-and-play-spec §2 Chat widget) and the
 * panel it opens, loaded only when first opened so the landing bundle stays small. On the
 * play screen the button is docked in the play header instead (ChatDockButton), so it
 * never covers the scene, the inventory or the hint button.
 */
import { lazy, Suspense } from 'react';
import Icon from '../icons/Icon';
import { chatbubbleEllipses } from 'ionicons/icons';
import { useChatWidget } from './ChatProvider';
import './chat-launcher.css';

const ChatPanel = lazy(() => import('./ChatPanel'));

export const CHAT_BUTTON_LABEL = 'Chat with Ermie';

export default function ChatLauncher() {
  const { open, openChat, playContext } = useChatWidget();
  return (
    <>
      {!open && !playContext && (
        <button
          type="button"
          className="chat-fab"
          aria-label={CHAT_BUTTON_LABEL}
          aria-haspopup="dialog"
          data-chat-launcher
          data-testid="chat-open"
          onClick={(event) => openChat(event.currentTarget)}
        >
          <Icon icon={chatbubbleEllipses} />
        </button>
      )}
      {open && (
        <Suspense fallback={null}>
          <ChatPanel />
        </Suspense>
      )}
    </>
  );
}

/** The play screen's docked chat button (in the status bar, where nothing else is). */
export function ChatDockButton() {
  const { open, openChat } = useChatWidget();
  return (
    <button
      type="button"
      className="chat-dock"
      aria-label={CHAT_BUTTON_LABEL}
      aria-haspopup="dialog"
      aria-expanded={open}
      data-chat-launcher
      data-testid="chat-open"
      onClick={(event) => openChat(event.currentTarget)}
    >
      <Icon icon={chatbubbleEllipses} />
      <span className="chat-dock-label">Ermie</span>
    </button>
  );
}
