import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ROLE_HOME, type Role } from '#shared/roles.js';
import { paths } from '../lib/paths.js';
import { useSession } from '../lib/session.js';
import { FullScreenSpinner } from '../components/ui/spinner.js';

/** Signed-out visitors go to the login screen, which remembers where they were going. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <FullScreenSpinner />;
  if (status === 'signed-out') return <Navigate to={paths.login} replace state={{ from: location }} />;
  return children;
}

/** A signed-in user who opens another role's area is sent to their own home. */
export function RequireRole({ role, children }: { role: Role; children: ReactNode }) {
  const { user } = useSession();
  if (user && user.role !== role) return <Navigate to={ROLE_HOME[user.role]} replace />;
  return children;
}
