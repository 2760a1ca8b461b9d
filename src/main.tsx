import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';

/* Ionic core and basic CSS */
import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import '@ionic/react/css/padding.css';
import '@ionic/react/css/flex-utils.css';
import '@ionic/react/css/display.css';
import '@ionic/react/css/text-alignment.css';
import '@ionic/react/css/palettes/dark.always.css';

import './theme/variables.css';
import './theme/global.css';
import App from './App';
import { liftPrerenderedLogin } from './pages/login/login-handoff';
import { liftPrerenderedPlay } from './pages/play/play-handoff';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// React clears #root when it first renders: the prerendered Sign In screen stays on top until LoginPage takes over.
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
