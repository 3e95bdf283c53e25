import { createUser, loginAs } from './factories.js';
import { startTestServer, type TestServer } from './server.js';

/** Pro-rating on calendar days, no absence deducted, a 20 % change warning: what the payroll tests' hand tables assume. */
export const CALENDAR_POLICY = { basis: 'calendar', deductAbsence: false, changePercent: 20 } as const;

/** A test server whose payroll settings are CALENDAR_POLICY, and the token of an admin named `adminName`. */
export async function startPayrollServer(adminName: string): Promise<{ server: TestServer; admin: string }> {
  const server = await startTestServer();
  const admin = (await loginAs(server, await createUser(server.db, { role: 'admin', name: adminName }))).token;
  const policy = await server.request('PUT', '/api/payroll/settings', { token: admin, body: CALENDAR_POLICY });
  if (policy.status !== 200) throw new Error(`payroll settings: ${policy.status} ${JSON.stringify(policy.body)}`);
  return { server, admin };
}

/** A structure's component of a fixed amount, as POST /api/salary-structures/:id takes it. */
export const fixed = (component: string, amount: number) => ({ component, method: 'fixed', amount });

/** A structure's component that is `value` % of another component. */
export const percent = (component: string, value: number, of: string) => ({
  component,
  method: 'percent',
  percent: value,
  of,
});
