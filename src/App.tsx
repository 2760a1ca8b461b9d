/**
 * Routes (platform-spec §2, rooms-and-play-spec §2). Everything but the public pages
 * sits behind ProtectedRoute. The play screens and the scene editor are lazy chunks.
 * Ermie's floating chat (ChatLauncher) is on every screen; its panel is a lazy chunk too.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { IonApp, IonRouterOutlet, setupIonicReact } from '@ionic/react';
import { IonReactRouter } from '@ionic/react-router';
import { AuthProvider } from './data/useAuth';
import ProtectedRoute from './components/ProtectedRoute';
import LoadingPage from './components/LoadingPage';
import NotFound from './components/NotFound';
import UpdatePrompt from './components/UpdatePrompt';
import { ChatProvider } from './components/chat/ChatProvider';
import ChatLauncher from './components/chat/ChatLauncher';
import LandingPage from './pages/LandingPage';
import EarlyAccessPage from './pages/early-access/EarlyAccessPage';
import LoginPage from './pages/LoginPage';
import SignupPage from './pages/SignupPage';
import DashboardPage from './pages/DashboardPage';
import AdminPage from './pages/AdminPage';
import InvitationPage from './pages/invitation/InvitationPage';

const PlayPage = lazy(() => import('./pages/play/PlayPage'));
const EscapeRoomsPage = lazy(() => import('./pages/rooms/EscapeRoomsPage'));
const SceneEditorPage = lazy(() => import('./pages/editor/SceneEditorPage'));

// A player who asks for reduced motion gets no sliding pages, sheets or dialogs (Ionic's own animations).
const reducedMotion = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
setupIonicReact({ mode: 'md', animated: !reducedMotion });

const guarded = (page: ReactNode) => <ProtectedRoute>{page}</ProtectedRoute>;
const lazyPage = (page: ReactNode) =>
  guarded(<Suspense fallback={<LoadingPage label="Loading the room" />}>{page}</Suspense>);

export default function App() {
  return (
    <IonApp>
      <IonReactRouter>
        <AuthProvider>
          <ChatProvider>
            <IonRouterOutlet>
              <Route path="/" element={<LandingPage />} />
              <Route path="/early-access" element={<EarlyAccessPage />} />
              <Route path="/login" element={<LoginPage />} />
              <Route path="/signup" element={<SignupPage />} />
              <Route path="/invitation/:token" element={<InvitationPage />} />
              <Route path="/dashboard" element={guarded(<DashboardPage />)} />
              <Route path="/admin" element={guarded(<AdminPage />)} />
              <Route path="/play/:id" element={lazyPage(<PlayPage />)} />
              <Route path="/escape-room/:id" element={lazyPage(<PlayPage />)} />
              <Route path="/escape-rooms/:id/edit/:sceneIndex" element={lazyPage(<SceneEditorPage />)} />
              <Route path="/escape-rooms" element={lazyPage(<EscapeRoomsPage />)} />
              <Route path="*" element={<NotFound />} />
            </IonRouterOutlet>
            <ChatLauncher />
          </ChatProvider>
          <UpdatePrompt />
        </AuthProvider>
      </IonReactRouter>
    </IonApp>
  );
}
