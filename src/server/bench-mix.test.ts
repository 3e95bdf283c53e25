import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectsApi } from '#shared/api/projects.js';
import { getJson, login, type Response } from '../../bench/lib.js';
import { type Person, readOrganisation, Writes } from '../../bench/writes.js';
import { seedLargeOrganisation } from '../../scripts/seed-large.js';
import { loadConfig } from './config.js';
import { makePng } from './test/images.js';
import { startTestServer, type TestServer } from './test/server.js';

// The benchmarks (bench:faults, bench:two, bench:soak) count every refused request as a failure.
// Their writes come from bench/writes.ts, built to be accepted under the rules as they are: this
// sends one of each kind, from that very code, to a fresh server seeded as seed:large seeds (the
// demo organisation and generated people, as the benchmarks' databases hold them). A rule added
// later that the mix breaks fails here, not in a benchmark run on someone's machine.
const DEPARTMENTS = 4;

let server: TestServer;
let port: number;
let writes: Writes;
let employee: { token: string; person: Person };

beforeAll(async () => {
  server = await startTestServer();
  await seedLargeOrganisation(server.db, {
    employees: 40,
    departments: DEPARTMENTS,
    timeZone: loadConfig({}).ORG_TIMEZONE,
  });
  await server.settleReads();
  port = Number(new URL(server.baseUrl).port);
  const admin = await login(port, 'admin@ems.test', 'Admin@12345');
  const organisation = await readOrganisation(port, admin.token, 50);
  writes = new Writes({
    port,
    adminToken: admin.token,
    ...organisation,
    tag: 'mix',
    timeoutMs: 20_000,
    photo: await makePng(96, 96),
  });
  // A generated employee, signed in as each of the soak's clients is.
  const signedIn = await login(port, `person${DEPARTMENTS + 1}@large.test`, 'Employee@12345');
  employee = {
    token: signedIn.token,
    person: { employeeId: signedIn.user.employee!._id, userId: signedIn.user._id, name: `person${DEPARTMENTS + 1}` },
  };
});

afterAll(async () => {
  await server?.close();
});

describe("the benchmarks' request mix (bench/writes.ts)", () => {
  it('is accepted whole by a fresh server: every kind of write answers 2xx', async () => {
    const answers: [string, Response][] = [];
    const send = async (kind: string, write: Promise<Response>) => {
      const answer = await write;
      answers.push([kind, answer]);
      return answer;
    };
    const created = await send('employee with a photo', writes.createEmployee(true));
    await send('employee without a photo', writes.createEmployee(false));
    await send('leave recorded by HR', writes.addLeave());
    await send('leave asked by the employee', writes.addLeave(employee));
    await send('leave withdrawn by the employee', writes.withdrawLeave(employee));
    await send('leave asked again', writes.addLeave(employee));
    await send('leave rejected by HR', writes.rejectLeave(employee.person));
    await send('bonus', writes.addSalary());
    await send('adjustment', writes.addSalary());
    await send('announcement to one person', writes.addAnnouncement());
    if (created.status === 201) {
      const { employee: added } = JSON.parse(created.body) as { employee: { _id: string } };
      await send("today's attendance", writes.markAttendance(added._id));
    }
    const { result: tasks } = await getJson(port, employee.token, projectsApi.myTasks);
    expect(tasks.length).toBeGreaterThan(0);
    writes.taskStatus.set(tasks[0]!._id, tasks[0]!.status);
    await send('task moved on', writes.advanceTask(employee.token, tasks[0]!._id));

    const refused = answers
      .filter(([, answer]) => answer.status < 200 || answer.status >= 300)
      .map(([kind, answer]) => `${kind}: ${answer.status} ${answer.body}`);
    expect(refused).toEqual([]);
    expect(answers).toHaveLength(12);
  });
});
