/**
 * Ionic's set-up: the material look everywhere, and no sliding pages, sheets or dialogs (Ionic's
 * own animations) and no spreading ripple on a press for a player who asks for reduced motion (the
 * controls' transitions are stilled in theme/global.css). A boot stage of its own (main.tsx):
 * the set-up reads the page's configuration and styles, tens of milliseconds on a phone.
 */
import { setupIonicReact } from '@ionic/react';

const reducedMotion = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
setupIonicReact({ mode: 'md', animated: !reducedMotion, rippleEffect: !reducedMotion });
