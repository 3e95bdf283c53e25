import type { Role } from '#shared/roles.js';
import { DashboardLayout } from './dashboard-layout.js';
import { RequireAuth, RequireRole } from './guards.js';

/** A role's area: signed in, the right role, inside the dashboard frame. */
export function AreaLayout({ role }: { role: Role }) {
  return (
    <RequireAuth>
      <RequireRole role={role}>
        <DashboardLayout />
      </RequireRole>
    </RequireAuth>
  );
}

/** Screens every signed-in role reaches (Settings), framed by the user's own sidebar. */
export function SignedInLayout() {
  return (
    <RequireAuth>
      <DashboardLayout />
    </RequireAuth>
  );
}
