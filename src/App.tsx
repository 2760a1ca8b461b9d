/**
 * Routes (platform-spec §2, rooms-and-play-spec §2). Everything but the public pages
 * sits behind ProtectedRoute. Only the landing page is in the entry bundle: every other
 * page (the not-found page too) is its own chunk, fetched when its route is first opened (the service worker
 * precaches them all, so they open offline too). Ermie's floating chat (ChatLauncher)
 * is on every screen; its panel is a lazy chunk too.
 */
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Route, useLocation } from 'react-router-dom';
import { IonApp, IonRouterOutlet } from '@ionic/react';
import './ionic-setup';
import { IonReactRouter } from '@ionic/react-router';
import { AuthProvider } from './data/auth/useAuth';
import ProtectedRoute from './components/layout/ProtectedRoute';
import LoadingPage from './components/feedback/LoadingPage';
import PageLoadBoundary from './components/feedback/PageLoadBoundary';
// Registers the service worker and offers updates; in the boot code, since an update comes after a
// deploy, when this build's lazy chunks may be gone (src/stale-code.ts).
import UpdatePrompt from './components/feedback/UpdatePrompt';
import { ChatProvider } from './components/chat/ChatProvider';
import ChatLauncher from './components/chat/ChatLauncher';
import LandingPage from './pages/LandingPage';
import { playRoomIdOf } from './play-address';
import { removePrerenderedPlay } from './pages/play/prerender/play-handoff';
import { inTasks } from './next-task';

const EarlyAccessPage = lazy(() => import('./pages/early-access/EarlyAccessPage'));
const LoginPage = lazy(() => import('./pages/LoginPage'));
const SignupPage = lazy(() => import('./pages/SignupPage'));
const InvitationPage = lazy(() => import('./pages/invitation/InvitationPage'));
const DashboardPage = lazy(() => import('./pages/DashboardPage'));
const AdminPage = lazy(() => import('./pages/AdminPage'));
/**
 * The play screen's code, in two tasks: first the AES cipher that opens a sealed room, whose module
 * builds its lookup tables as it is evaluated (tens of milliseconds on a phone), then the screen.
 */
const loadPlayPage = () => inTasks([() => import('@noble/ciphers/aes.js')], () => import('./pages/play/PlayPage'));
const PlayPage = lazy(loadPlayPage);
const EscapeRoomsPage = lazy(() => import('./pages/rooms/EscapeRoomsPage'));
const RoomPage = lazy(() => import('./pages/room/RoomPage'));
const SceneEditorPage = lazy(() => import('./pages/editor/SceneEditorPage'));
const AnalyticsPage = lazy(() => import('./pages/analytics/AnalyticsPage'));
const NotFound = lazy(() => import('./components/feedback/NotFound'));

// Opened straight on a room: its screen's code, its package and the player's session are asked for
// now, alongside the session check, rather than one after the other (issue 13, data/play/play-prefetch.ts).
const openedOnRoom = playRoomIdOf(window.location.pathname);
if (openedOnRoom) {
  void loadPlayPage().catch(() => undefined);
  void import('./data/play/play-prefetch')
    .then(({ prefetchPlayRoom }) => prefetchPlayRoom(openedOnRoom))
    .catch(() => undefined);
}

/**
 * A lazy page: the full-screen spinner (the same as the session check's) until its chunk is in, and
 * the error screen if its chunk will not load (after a deploy the tab reloads once first).
 */
const loaded = (page: ReactNode, label = 'Loading') => (
  <PageLoadBoundary>
    <Suspense fallback={<LoadingPage label={label} />}>{page}</Suspense>
  </PageLoadBoundary>
);
const guarded = (page: ReactNode, label?: string) => <ProtectedRoute>{loaded(page, label)}</ProtectedRoute>;
const ROOM_LABEL = 'Loading the room';

/** The prerendered play screen goes as soon as the app is on another address (e.g. /login for a visitor). */
function PrerenderedPlayLeftBehind() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!playRoomIdOf(pathname)) removePrerenderedPlay();
  }, [pathname]);
  return null;
}

export default function App() {
  return (
    <IonApp>
      <IonReactRouter>
        <PrerenderedPlayLeftBehind />
        <AuthProvider>
          <ChatProvider>
            <IonRouterOutlet>
              <Route path="/" element={<LandingPage />} />
              <Route path="/early-access" element={loaded(<EarlyAccessPage />)} />
              <Route path="/login" element={loaded(<LoginPage />)} />
              <Route path="/signup" element={loaded(<SignupPage />)} />
              <Route path="/invitation/:token" element={loaded(<InvitationPage />)} />
              <Route path="/dashboard" element={guarded(<DashboardPage />)} />
              <Route path="/admin" element={guarded(<AdminPage />)} />
              <Route path="/play/:id" element={guarded(<PlayPage />, ROOM_LABEL)} />
              <Route path="/escape-room/:id" element={guarded(<PlayPage />, ROOM_LABEL)} />
              <Route path="/escape-rooms/:id/edit/:sceneIndex" element={guarded(<SceneEditorPage />, ROOM_LABEL)} />
              <Route path="/escape-rooms/:id/analytics" element={guarded(<AnalyticsPage />, ROOM_LABEL)} />
              <Route path="/escape-rooms/:id" element={guarded(<RoomPage />, ROOM_LABEL)} />
              <Route path="/escape-rooms" element={guarded(<EscapeRoomsPage />, ROOM_LABEL)} />
              <Route path="*" element={loaded(<NotFound />)} />
            </IonRouterOutlet>
            <ChatLauncher />
          </ChatProvider>
          <UpdatePrompt />
        </AuthProvider>
      </IonReactRouter>
    </IonApp>
  );
}
