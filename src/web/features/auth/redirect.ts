import type { Location } from 'react-router';
import { ROLE_AREA, ROLE_HOME, type Role } from '#shared/roles.js';
import { paths } from '../../lib/paths.js';

/** True when a signed-in user of this role may open the path. */
export function canVisit(role: Role, path: string): boolean {
  const area = ROLE_AREA[role];
  return path === paths.settings || path === area || path.startsWith(`${area}/`);
}

/** Where the guards remembered the user wanted to go, when the login screen was forced on them. */
export function wantedPath(state: unknown): string | null {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  return from?.pathname ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : null;
}

/** After sign-in: the page they wanted when it belongs to them, else their role's home. */
export function destinationAfterLogin(role: Role, wanted: string | null): string {
  if (wanted && canVisit(role, wanted.split(/[?#]/)[0] ?? '')) return wanted;
  return ROLE_HOME[role];
}
