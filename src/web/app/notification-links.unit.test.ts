import { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS, type NOTIFICATION_TARGETS } from '#shared/constants.js';
import { paths } from '#shared/paths.js';
import type { Role } from '#shared/roles.js';
import { screenOf } from '#shared/screens.js';
import { createRoutes } from '../routes.js';

type Kind = (typeof NOTIFICATION_KINDS)[number];
type Target = (typeof NOTIFICATION_TARGETS)[number];

/**
 * Who can receive each kind of notification, by the server's rules, and what it is about. Everyone
 * with an employee record (admin, manager, HR officer, employee) can be paid, have their own leave
 * decided and be chosen for an announcement; a request to decide reaches HR and the admins (HR's
 * step, a cancellation), a manager (their step) and anyone named a deputy; tasks are given to
 * employees only. A plain user has no employee record and receives nothing.
 */
const RECEIVERS: Record<Kind, { target: Target; roles: Role[] }> = {
  announcement: { target: 'announcement', roles: ['admin', 'manager', 'moderator', 'employee'] },
  leave_requested: { target: 'leave', roles: ['admin', 'manager', 'moderator', 'employee'] },
  leave_decided: { target: 'leave', roles: ['admin', 'manager', 'moderator', 'employee'] },
  salary_paid: { target: 'salary', roles: ['admin', 'manager', 'moderator', 'employee'] },
  task_assigned: { target: 'task', roles: ['employee'] },
  task_changed: { target: 'task', roles: ['employee'] },
};

const AREA: Record<Role, string> = {
  admin: paths.admin.home,
  manager: paths.manager.home,
  moderator: paths.moderator.home,
  employee: paths.employee.home,
  user: paths.user.home,
};

const routes = createRoutes(new QueryClient());

/** The route a link lands on, inside the reader's own area — or why it does not. */
function landing(link: string, role: Role): string {
  const matches = matchRoutes(routes, link) ?? [];
  const last = matches.at(-1)?.route.path;
  if (!last || last === '*') return 'no such screen';
  if (!matches.some((match) => match.route.path === AREA[role])) return `a screen outside the ${role}'s area`;
  return 'a screen of the reader’s area';
}

describe('every notification opens a screen its reader has', () => {
  it('lists who receives every kind of notification', () => {
    expect(Object.keys(RECEIVERS).sort()).toEqual([...NOTIFICATION_KINDS].sort());
  });

  for (const kind of NOTIFICATION_KINDS) {
    const { target, roles } = RECEIVERS[kind];
    for (const role of roles) {
      it(`${kind} for the ${role}`, () => {
        const link = screenOf(kind, target, role);
        expect(link, `${kind} has no screen for the ${role}`).not.toBeNull();
        expect(landing(link!, role), link!).toBe('a screen of the reader’s area');
      });
    }
  }

  it('says what the check catches: a missing screen and another role’s screen', () => {
    expect(landing('/manager-dashboard/no-such-screen', 'manager')).toBe('no such screen');
    expect(landing(paths.employee.salaryHistory, 'manager')).toBe("a screen outside the manager's area");
  });

  it('opens one’s own payslips and leave in one’s own area, the manager’s included', () => {
    expect(screenOf('salary_paid', 'salary', 'manager')).toBe('/manager-dashboard/salary-history');
    expect(screenOf('leave_decided', 'leave', 'manager')).toBe('/manager-dashboard/leave-history');
    expect(screenOf('leave_decided', 'leave', 'admin')).toBe('/admin-dashboard/leave-history');
    expect(screenOf('salary_paid', 'salary', 'user')).toBeNull();
  });
});
