/**
 * Two server processes behind nginx (Debian's package) on loopback, one PostgreSQL database (a
 * private cluster on TWO_PG_PORT, by default a port free at start, seeded with the demo by the
 * first server):
 *
 *   npm run build && npm run bench:two
 *
 * nginx round-robins to the two servers (every port one the system finds free at start, so that
 * two checkouts on one machine do not collide) and names the one that answered in
 * an `X-Upstream` header. Through it the script checks that a session made on one process works
 * (and is revoked) on both, that a photo uploaded through one is served by both, that a
 * notification raised on one process reaches an event stream held by the other, and that
 * SIGKILLing one server in the middle of a load costs only the requests it had in flight.
 * Prints its figures, exits non-zero when a claim does not hold, and stops everything it started.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { makePng } from '../src/server/test/images.js';
import { type Claim, drive, mixClaim, ok, type Outcome, serverFault, tally, weighted } from './drive.js';
import {
  exited,
  freePorts,
  get,
  login,
  ms,
  request,
  requireBuild,
  runScript,
  type Server,
  sleep,
  startServer,
} from './lib.js';
import { type Cluster, createCluster, requireClusterTools } from './pg-cluster.js';
import { halfWritten, readOrganisation, Writes } from './writes.js';

const [proxyPort, firstPort, secondPort, pgPort] = await freePorts(4);
const PG_PORT = Number(process.env.TWO_PG_PORT) || pgPort!;
const PROXY = proxyPort!;
const PORTS = [firstPort!, secondPort!] as const;
const DATABASE = 'ems_two';
/** Idle connections nginx keeps open to each server (its `keepalive`); 0 = a new one per request. */
const KEEPALIVE = Number(process.env.TWO_UPSTREAM_KEEPALIVE ?? 0);

let cluster: Cluster | null = null;
let nginx: ChildProcess | null = null;
let nginxDir = '';
const servers: Server[] = [];

function nginxConfig(dir: string) {
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 3m;

  upstream ems {
    server 127.0.0.1:${PORTS[0]};
    server 127.0.0.1:${PORTS[1]};${
      KEEPALIVE
        ? `
    keepalive ${KEEPALIVE};`
        : ''
    }
  }
  server {
    listen 127.0.0.1:${PROXY};
    proxy_http_version 1.1;
    proxy_set_header Connection "${KEEPALIVE ? '' : 'close'}";
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    add_header X-Upstream $upstream_addr always;

    location / {
      proxy_pass http://ems;
    }
    # What nginx itself answers when no server could (a request lost with a dying process):
    # the API's JSON error envelope instead of an HTML page.
    error_page 502 504 = @unavailable;
    location @unavailable {
      default_type application/json;
      return 502 '{"success":false,"error":"The service is temporarily unavailable. Please try again shortly.","message":"The service is temporarily unavailable. Please try again shortly."}';
    }
    # Server-Sent Events: pass each event on at once and keep the stream open.
    location = /api/notifications/stream {
      proxy_pass http://ems;
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout 1h;
    }
  }
}
`;
}

async function startNginx(program: string) {
  nginxDir = mkdtempSync(join(tmpdir(), 'ems-nginx-'));
  chmodSync(nginxDir, 0o755); // the workers (nobody) use the temp paths inside
  const config = join(nginxDir, 'nginx.conf');
  writeFileSync(config, nginxConfig(nginxDir));
  nginx = spawn(program, ['-p', nginxDir, '-c', config, '-e', join(nginxDir, 'error.log')], {
    stdio: 'ignore',
  });
  for (let i = 0; i < 100; i++) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited: ${readFileSync(join(nginxDir, 'error.log'), 'utf8')}`);
    if ((await get(PROXY, '/health').catch(() => null))?.status === 200) return;
    await sleep(100);
  }
  throw new Error(`nginx did not answer on port ${PROXY}`);
}

/** nginx's error-log lines about the upstreams, counted by kind. */
function nginxErrors(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const line of readFileSync(join(nginxDir, 'error.log'), 'utf8').split('\n')) {
    const kind = /\[(?:error|warn)\] \d+#\d+: \*\d+ ([^,]+?)(?: while [^,]+)?,/.exec(line)?.[1];
    if (kind) counts[kind] = (counts[kind] ?? 0) + 1;
  }
  return counts;
}

const upstreamOf = (headers: http.IncomingHttpHeaders) => String(headers['x-upstream'] ?? '?');

function tallyUpstreams(outcomes: Outcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) {
    const upstream = upstreamOf(outcome.response?.headers ?? {});
    counts[upstream] = (counts[upstream] ?? 0) + 1;
  }
  return counts;
}

/** A session made through one process works on both; revoking it on one revokes it on both. */
async function sessions(): Promise<Claim[]> {
  const res = await request(PROXY, 'POST', '/api/user/login', {
    body: { email: 'manager@ems.test', password: 'Manager@12345' },
    headers: { 'x-forwarded-for': '203.0.113.7' },
  });
  const { token, user } = JSON.parse(res.body) as { token: string; user: { _id: string } };
  const cookie = String(res.headers['set-cookie']?.[0] ?? '').split(';')[0]!;
  const seen: Record<string, number> = {};
  let failures = 0;
  for (let i = 0; i < 40; i++) {
    const answer = await request(PROXY, 'GET', '/api/user/verify', i % 2 ? { token } : { headers: { cookie } });
    seen[upstreamOf(answer.headers)] = (seen[upstreamOf(answer.headers)] ?? 0) + 1;
    if (answer.status !== 200) failures += 1;
  }
  const mine = JSON.parse((await request(PROXY, 'GET', '/api/user/sessions', { token })).body) as {
    result: { _id: string; ip: string; current: boolean }[];
  };
  const current = mine.result.find((session) => session.current)!;
  const out = await request(PROXY, 'POST', `/api/user/logout/${user._id}`, { token, body: {} });
  const after = await Promise.all(PORTS.map((port) => request(port, 'GET', '/api/user/verify', { token })));
  console.log(
    `  signed in through nginx (answered by ${upstreamOf(res.headers)}); 40 verify calls (bearer and cookie alternating): ${JSON.stringify(seen)}, ${failures} failed`,
  );
  console.log(
    `  session IP recorded from X-Forwarded-For: ${current.ip}; signed out through ${upstreamOf(out.headers)} (${out.status}), then verify on ${PORTS.join(' / ')}: ${after.map((a) => a.status).join(' / ')}`,
  );
  return [
    {
      claim: 'one session is valid whichever process answers',
      holds: failures === 0 && Object.keys(seen).length === 2,
      detail: `${40 - failures}/40 ok across ${Object.keys(seen).join(', ')}`,
    },
    {
      claim: 'signing out on one process ends the session on both',
      holds: out.status === 200 && after.every((a) => a.status === 401),
      detail: `after sign-out: ${after.map((a) => a.status).join(', ')}`,
    },
    {
      claim: 'the client IP comes through nginx (TRUST_PROXY)',
      holds: current.ip === '203.0.113.7',
      detail: current.ip,
    },
  ];
}

/** A photo uploaded through nginx is served by both processes. */
async function images(writes: Writes): Promise<Claim[]> {
  const created = await writes.createEmployee(true);
  if (created.status !== 201) {
    const claim = `the employee with a photo is created (${created.status >= 500 ? 'a server fault' : 'refused: the request mix is at fault'})`;
    return [{ claim, holds: false, detail: `${created.status} ${created.body.slice(0, 300)}` }];
  }
  const name = (JSON.parse(created.body) as { employee: { profileImage: string } }).employee.profileImage;
  const answers = [
    ...(await Promise.all(PORTS.map((port) => request(port, 'GET', `/uploads/${name}`)))),
    ...(await Promise.all(Array.from({ length: 4 }, () => request(PROXY, 'GET', `/uploads/${name}`)))),
  ];
  const bodies = new Set(answers.map((a) => a.body));
  console.log(
    `  employee with photo created through ${upstreamOf(created.headers)} (${created.status}); /uploads/${name}:`,
  );
  console.log(
    `    direct ${PORTS.join(' / ')}: ${answers
      .slice(0, 2)
      .map((a) => `${a.status} ${a.headers['content-type']}`)
      .join(' / ')}; through nginx: ${answers
      .slice(2)
      .map((a) => `${a.status} from ${upstreamOf(a.headers)}`)
      .join(', ')}`,
  );
  return [
    {
      claim: 'an uploaded photo is served by both processes',
      holds:
        created.status === 201 &&
        answers.every((a) => a.status === 200 && a.headers['content-type'] === 'image/webp') &&
        bodies.size === 1,
      detail: `${answers.filter((a) => a.status === 200).length}/${answers.length} answers 200 image/webp, ${bodies.size} distinct body`,
    },
  ];
}

/** Reads `notification` events from an event stream opened through nginx. */
function openStream(token: string) {
  return new Promise<{ upstream: string; events: { body: string; at: number }[]; close: () => void }>(
    (resolve, reject) => {
      const req = http.get(
        {
          host: '127.0.0.1',
          port: PROXY,
          path: '/api/notifications/stream',
          headers: { authorization: `Bearer ${token}` },
        },
        (res) => {
          if (res.statusCode !== 200) return reject(new Error(`stream ${res.statusCode}`));
          const events: { body: string; at: number }[] = [];
          let buffer = '';
          res.on('data', (chunk: Buffer) => {
            buffer += chunk.toString();
            let end: number;
            while ((end = buffer.indexOf('\n\n')) >= 0) {
              const data = buffer
                .slice(0, end)
                .split('\n')
                .find((line) => line.startsWith('data: '));
              buffer = buffer.slice(end + 2);
              if (data)
                events.push({ body: (JSON.parse(data.slice(6)) as { body: string }).body, at: performance.now() });
            }
          });
          resolve({ upstream: upstreamOf(res.headers), events, close: () => req.destroy() });
        },
      );
      req.on('error', reject);
    },
  );
}

/** Two streams through nginx (one per process); an announcement sent on each process reaches both. */
async function events(adminToken: string): Promise<Claim[]> {
  const employee = await login(PROXY, 'employee@ems.test', 'Employee@12345');
  const streams = [await openStream(employee.token), await openStream(employee.token)];
  await sleep(300);
  const sent: { port: number; message: string; at: number }[] = [];
  for (const port of PORTS) {
    const message = `Across processes via ${port} at ${Date.now()}`;
    const at = performance.now();
    const res = await request(port, 'POST', '/api/annoucement', {
      token: adminToken,
      body: { message, type: 'selected', selectedEmployee: employee.user.employee!._id },
    });
    if (res.status !== 201) throw new Error(`announcement on ${port}: ${res.status} ${res.body}`);
    sent.push({ port, message, at });
  }
  await sleep(2_000);
  for (const stream of streams) stream.close();
  const lines: string[] = [];
  let delivered = 0;
  for (const stream of streams) {
    for (const { port, message, at } of sent) {
      const event = stream.events.find((e) => e.body === message);
      if (event) delivered += 1;
      lines.push(
        `stream on ${stream.upstream} ← sent on ${port}: ${event ? `${ms(event.at - at)} ms` : 'not received'}`,
      );
    }
  }
  console.log(`  ${lines.join('\n  ')}`);
  const upstreams = new Set(streams.map((s) => s.upstream));
  return [
    {
      claim: 'a notification raised on one process reaches a stream held by the other (through nginx)',
      holds: delivered === 4 && upstreams.size === 2,
      detail: `${delivered}/4 delivered; streams held by ${[...upstreams].join(', ')}`,
    },
  ];
}

/** 32 clients through nginx for 10 s; the second server is SIGKILLed after 4 s. */
async function killOne(writes: Writes, adminToken: string, pool: pg.Pool, tag: string): Promise<Claim[]> {
  const pick = weighted([
    [3, { name: 'verify', run: () => get(PROXY, '/api/user/verify', adminToken) }],
    [2, { name: 'employee list', run: () => get(PROXY, '/api/employee/getEmployees?page=1&limit=10', adminToken) }],
    [1, { name: 'leave stats', run: () => get(PROXY, '/api/leave/stats', adminToken) }],
    [2, { name: 'add salary', run: () => writes.addSalary() }],
    [1, { name: 'add leave', run: () => writes.addLeave() }],
    [1, { name: 'announce', run: () => writes.addAnnouncement() }],
  ]);
  const started = performance.now();
  const load = drive(32, () => pick(), { stopped: () => performance.now() - started > 10_000 });
  await sleep(4_000);
  const victim = servers[1]!;
  const killedAt = performance.now();
  victim.child.kill('SIGKILL');
  // Until the exit is seen, the dying process may still have taken a request.
  await exited(victim.child);
  const goneAt = performance.now();
  const outcomes = await load;

  // The server's failures; a request it refused (4xx) is the mix's fault, claimed apart.
  const failed = outcomes.filter(serverFault);
  const inFlight = outcomes.filter((o) => o.start < goneAt && o.end >= killedAt);
  const failedOutside = failed.filter((o) => !(o.start < goneAt && o.end >= killedAt));
  const retried = outcomes.filter((o) => ok(o) && upstreamOf(o.response!.headers).includes(','));
  const afterKill = outcomes.filter((o) => o.start >= goneAt);
  const verified = await writes.verify(pool);
  const broken = await halfWritten(pool, tag);
  const rps = outcomes.length / ((performance.now() - started) / 1000);
  console.log(
    `  ${outcomes.length} requests through nginx (${rps.toFixed(0)}/s); ${PORTS[1]} SIGKILLed, its exit seen ${ms(goneAt - killedAt)} ms later; ${inFlight.length} requests in flight meanwhile`,
  );
  const failedOps: Record<string, number> = {};
  for (const outcome of failed) failedOps[outcome.op] = (failedOps[outcome.op] ?? 0) + 1;
  console.log(
    `  failures: ${JSON.stringify(tally(failed))}, by operation ${JSON.stringify(failedOps)}; answered by nginx retrying on the other process: ${retried.length}`,
  );
  console.log(
    `  sent after the exit: ${afterKill.filter(ok).length}/${afterKill.length} ok, answered by ${JSON.stringify(tallyUpstreams(afterKill))}`,
  );
  const late = failed.filter((o) => o.start >= killedAt).map((o) => `+${ms(o.start - killedAt)} ms`);
  if (late.length) console.log(`  failed requests sent after kill() were sent at: ${late.join(', ')}`);
  console.log(`  nginx error log: ${JSON.stringify(nginxErrors())}`);
  console.log(
    `  acknowledged writes found: ${verified.map((row) => `${row.kind} ${row.found}/${row.acknowledged}`).join(', ')}`,
  );
  return [
    {
      claim: 'only requests in flight at the kill fail',
      holds: failedOutside.length === 0,
      detail: `${failed.length} failed, ${failedOutside.length} of them outside the ${inFlight.length} in flight`,
    },
    {
      claim: 'every request sent after the process was gone succeeds',
      holds: afterKill.length > 0 && !afterKill.some(serverFault),
      detail: `${afterKill.filter(ok).length}/${afterKill.length}`,
    },
    {
      claim: 'every acknowledged write is in the database, nothing half-written',
      holds: verified.every((row) => row.found === row.acknowledged) && broken.every((row) => row.rows === 0),
      detail: `${verified.reduce((sum, row) => sum + row.found, 0)}/${verified.reduce((sum, row) => sum + row.acknowledged, 0)} found; half-written ${broken.reduce((sum, row) => sum + row.rows, 0)}`,
    },
    mixClaim(outcomes),
  ];
}

async function main() {
  requireBuild();
  const tools = requireClusterTools([{ name: 'nginx', dirs: ['/usr/sbin'], install: 'apt-get install -y nginx' }]);
  cluster = await createCluster(PG_PORT, tools);
  await cluster.createDatabase(DATABASE);
  const env = { DATABASE_URL: cluster.url(DATABASE), HOST: '127.0.0.1', TRUST_PROXY: 'true' };
  // One after the other: the first migrates and seeds the demo, the second finds it done.
  for (const port of PORTS) servers.push(await startServer(env, port));
  await startNginx(tools.nginx!);
  console.log(
    `nginx on ${PROXY} (upstream keepalive ${KEEPALIVE || 'off'}) → servers pid ${servers.map((s) => `${s.child.pid} on ${s.port}`).join(', ')}; PostgreSQL on ${PG_PORT}`,
  );
  const pool = new pg.Pool({ connectionString: cluster.url(DATABASE), max: 2 });
  const claims: Claim[] = [];
  try {
    const admin = (await login(PROXY, 'admin@ems.test', 'Admin@12345')).token;
    const tag = `two-${Date.now().toString(36)}`;
    const organisation = await readOrganisation(PROXY, admin, 50);
    const writes = new Writes({
      port: PROXY,
      adminToken: admin,
      ...organisation,
      tag,
      timeoutMs: 20_000,
      photo: await makePng(96, 96),
    });
    for (const [name, check] of [
      ['sessions', () => sessions()],
      ['images', () => images(writes)],
      ['live notifications', () => events(admin)],
      ['one process killed mid-load', () => killOne(writes, admin, pool, tag)],
    ] as const) {
      console.log(`\n${name}`);
      const found = await check();
      for (const { claim, holds, detail } of found) console.log(`  ${holds ? 'HOLDS' : 'FAILS'}  ${claim} — ${detail}`);
      claims.push(...found);
    }
  } finally {
    await pool.end();
  }
  const failed = claims.filter((claim) => !claim.holds).length;
  console.log(failed ? `\n${failed} claim(s) do not hold` : '\nevery claim holds');
  process.exitCode = failed ? 1 : 0;
}

async function cleanUp() {
  nginx?.kill('SIGTERM');
  if (nginx) await exited(nginx);
  await Promise.all(servers.map((server) => server.stop()));
  if (nginxDir) rmSync(nginxDir, { recursive: true, force: true });
  await cluster?.destroy();
}

runScript(main, cleanUp);
