/**
 * The app mounted into #root: the last of main.tsx's boot stages. The prerendered screens
 * (/login's Sign In, a room's cover) are lifted out of #root first, because React clears it when
 * it first renders.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';
import { liftPrerenderedLogin } from './pages/login/login-handoff';
import { liftPrerenderedPlay } from './pages/play/prerender/play-handoff';

export function mountApp(): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // The prerendered Sign In screen stays on top until LoginPage takes over.
  liftPrerenderedLogin();
  // The same for the play screen's first paint, the room's cover: it stays until the room is open.
  liftPrerenderedPlay();
  // A transition: React renders the first screen in slices, yielding to the browser between them,
  // rather than in one long task that holds input back (issue 13: total blocking time).
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
