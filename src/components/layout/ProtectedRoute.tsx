/**
 * The login guard (platform-spec §2): a centred spinner while authentication is
 * being determined, the page when authenticated, otherwise /login with the
 * originating location passed along and the history entry replaced.
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { isPublicPath, useAuth } from '../../data/auth/useAuth';
import LoadingPage from '../feedback/LoadingPage';

export default function ProtectedRoute({ children }: { children: ReactNode }) {
  const { loading, isAuthenticated } = useAuth();
  const location = useLocation();
  if (loading) return <LoadingPage label="Checking your session" />;
  // Ionic keeps earlier pages mounted; once the URL is a public page (such as /login
  // itself), a guard left behind must not redirect again and overwrite `from`.
  if (!isAuthenticated)
    return isPublicPath(location.pathname) ? null : <Navigate to="/login" replace state={{ from: location }} />;
  return <>{children}</>;
}
