/** Where to go after signing in: the page that sent the user to /login, else the dashboard. */
import { useLocation, type Location } from 'react-router-dom';

export function destinationAfterLogin(state: unknown): string {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  if (!from?.pathname || ['/login', '/signup'].includes(from.pathname)) return '/dashboard';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

export function useReturnTo(): string {
  return destinationAfterLogin(useLocation().state);
}
