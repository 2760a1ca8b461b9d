/**
 * The floating chat's shared state, above every route: whether the panel is open, who
 * opened it (focus returns there), the conversation (kept while moving between screens)
 * and, on the play screen, the room context and hint action the play page lends it.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { ChatContext } from '@core';
import { useChat, type ChatConversation, type ChatPlayHooks } from '../../data/ai/useChat';

interface ChatWidget {
  open: boolean;
  openChat: (opener?: HTMLElement | null) => void;
  closeChat: () => void;
  /** The play screen's room context, or null off the play screen. */
  playContext: ChatContext | null;
  conversation: ChatConversation;
}

interface ChatRegistry {
  setPlay: (play: ChatPlayHooks | null) => void;
}

const onPlayRoute = (path: string, roomId: string): boolean =>
  path === `/play/${roomId}` || path === `/escape-room/${roomId}`;

const WidgetContext = createContext<ChatWidget | null>(null);
const RegistryContext = createContext<ChatRegistry | null>(null);

export function ChatProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [playContext, setPlayContext] = useState<ChatContext | null>(null);
  const playRef = useRef<ChatPlayHooks | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const pathRef = useRef(location.pathname);
  pathRef.current = location.pathname;

  // Ionic may keep a page mounted after leaving it: the play screen's hooks count only on its own route.
  const playHere = useCallback((): ChatPlayHooks | null => {
    const play = playRef.current;
    return play?.context.room_id && onPlayRoute(pathRef.current, play.context.room_id) ? play : null;
  }, []);
  const conversation = useChat(
    playHere,
    useCallback(() => pathRef.current, []),
  );

  const openChat = useCallback((opener?: HTMLElement | null) => {
    openerRef.current = opener ?? (document.activeElement as HTMLElement | null);
    setOpen(true);
  }, []);
  const closeChat = useCallback(() => {
    setOpen(false);
    const opener = openerRef.current;
    // The launcher may have moved (the play screen docks it): focus whichever is shown now.
    requestAnimationFrame(() => {
      const target = opener?.isConnected ? opener : document.querySelector<HTMLElement>('[data-chat-launcher]');
      target?.focus();
    });
  }, []);

  const setPlay = useCallback((play: ChatPlayHooks | null) => {
    playRef.current = play;
    setPlayContext((current) => {
      const next = play?.context ?? null;
      return JSON.stringify(current) === JSON.stringify(next) ? current : next;
    });
  }, []);

  const playContextHere =
    playContext?.room_id && onPlayRoute(location.pathname, playContext.room_id) ? playContext : null;
  const widget = useMemo(
    () => ({ open, openChat, closeChat, playContext: playContextHere, conversation }),
    [open, openChat, closeChat, playContextHere, conversation],
  );
  const registry = useMemo(() => ({ setPlay }), [setPlay]);
  return (
    <RegistryContext.Provider value={registry}>
      <WidgetContext.Provider value={widget}>{children}</WidgetContext.Provider>
    </RegistryContext.Provider>
  );
}

export function useChatWidget(): ChatWidget {
  const widget = useContext(WidgetContext);
  if (!widget) throw new Error('useChatWidget needs a ChatProvider');
  return widget;
}

/** The play page lends the chat its room context and hint action while it is shown. */
export function useChatPlay(play: ChatPlayHooks | null): void {
  const registry = useContext(RegistryContext);
  useEffect(() => {
    registry?.setPlay(play);
  });
  useEffect(() => () => registry?.setPlay(null), [registry]);
}
