/**
 * Registers the service worker and offers a reload when a new version is ready.
 * The worker is built with skipWaiting + clientsClaim (see vite.config.ts), so
 * "Reload" only has to reload once the new worker controls the page. It is in the app's boot code
 * with its toast (App.tsx): an update arrives after a deploy, when the old build's lazy chunks may be gone.
 */
import { useEffect, useRef } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import UpdateToast from './UpdateToast';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

export default function UpdatePrompt() {
  const timer = useRef<number | undefined>(undefined);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      window.clearInterval(timer.current);
      timer.current = window.setInterval(() => {
        if (navigator.onLine) registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
  });

  useEffect(() => () => window.clearInterval(timer.current), []);

  useEffect(() => {
    // A worker that skips waiting takes over by itself; remember that so the prompt can show.
    if (!('serviceWorker' in navigator)) return;
    // The first claim of a fresh install is not an update.
    let previous = navigator.serviceWorker.controller;
    const onChange = () => {
      if (previous) setNeedRefresh(true);
      previous = navigator.serviceWorker.controller;
    };
    navigator.serviceWorker.addEventListener('controllerchange', onChange);
    return () => navigator.serviceWorker.removeEventListener('controllerchange', onChange);
  }, [setNeedRefresh]);

  if (!needRefresh) return null;
  return (
    <UpdateToast
      onLater={() => setNeedRefresh(false)}
      onReload={() => {
        updateServiceWorker(true).finally(() => window.location.reload());
      }}
    />
  );
}
