/**
 * A department's payslips of a month as one ZIP, against a database filled by
 * `npm run seed:large` with departments of 1,000 people (issue 16: 1,000 payslip PDFs < 60 s) — a
 * PostgreSQL server (DATABASE_URL) or embedded PGlite (DATA_DIR):
 *
 *   npm run build
 *   DATABASE_URL=postgres://… npm run seed:large -- --employees 10000 --departments 10
 *   DATABASE_URL=postgres://… npm run bench:payslips [-- --runs 3]
 *
 * Picks the department and month with the most salary records, downloads their ZIP `--runs` times
 * from one server (after one payslip, so the fonts are read), and reports each run's time, size,
 * the number of PDFs in the ZIP (read from its central directory) and the server's resident memory
 * before and at most while it streams (sampled from /proc every 50 ms).
 */
import http from 'node:http';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.js';
import { rowsOf } from '../src/server/lib/sql.js';
import { freePort, get, login, rssMb, sleep, startServer } from './lib.js';

const { DATABASE_URL, DATA_DIR } = process.env;
if (!DATABASE_URL && !DATA_DIR) {
  throw new Error('Set DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite) to a database filled by npm run seed:large.');
}
const where: Record<string, string> = DATABASE_URL ? { DATABASE_URL } : { DATA_DIR: DATA_DIR! };
const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const RUNS = Number(values.runs);
/** BENCH_PORT, or a port free now (two checkouts on one machine do not collide). */
const PORT = Number(process.env.BENCH_PORT) || (await freePort());

interface Batch {
  department: string;
  name: string;
  month: string;
  count: number;
}

/** The department and month with the most salary records (read before the server opens the database: PGlite has one owner). */
async function biggestBatch(): Promise<Batch> {
  const database = openDatabase({ url: DATABASE_URL, dataDir: DATA_DIR ?? '', poolSize: 1 });
  try {
    const [row] = rowsOf<Batch>(
      await database.db.execute(sql`
        select e.department_id as department, d.name, to_char(s.pay_date, 'YYYY-MM') as month, count(*)::int as count
        from salaries s join employees e on e.id = s.employee_id join departments d on d.id = e.department_id
        group by 1, 2, 3 order by count desc, month desc limit 1`),
    );
    if (!row) throw new Error('No salaries: fill the database with npm run seed:large first.');
    return row;
  } finally {
    await database.close();
  }
}

/** Entries of a ZIP, from its end-of-central-directory record (the last 22 bytes without a comment). */
function zipEntries(zip: Buffer): number {
  const end = zip.length - 22;
  if (zip.readUInt32LE(end) !== 0x06054b50) throw new Error('not a ZIP (no end-of-central-directory record)');
  return zip.readUInt16LE(end + 10);
}

function downloadZip(path: string, token: string, pid: number) {
  return new Promise<{ ms: number; bytes: number; entries: number; rssBefore: number; rssPeak: number }>(
    (resolve, reject) => {
      const rssBefore = rssMb(pid);
      let rssPeak = rssBefore;
      const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(pid))), 50);
      const started = performance.now();
      const chunks: Buffer[] = [];
      const req = http.get(
        { host: '127.0.0.1', port: PORT, path, headers: { authorization: `Bearer ${token}` } },
        (res) => {
          if (res.statusCode !== 200) reject(new Error(`zip: ${res.statusCode}`));
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            clearInterval(sampler);
            const zip = Buffer.concat(chunks);
            resolve({
              ms: performance.now() - started,
              bytes: zip.length,
              entries: zipEntries(zip),
              rssBefore,
              rssPeak,
            });
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
    },
  );
}

async function main() {
  const batch = await biggestBatch();
  console.log(`${batch.name}, ${batch.month}: ${batch.count.toLocaleString('en')} salary records`);
  const server = await startServer(where, PORT);
  try {
    const { token } = await login(PORT, 'admin@ems.test', 'Admin@12345');
    // One payslip first: the fonts are read once per process, as on a server that has been up.
    const list = JSON.parse((await get(PORT, '/api/salary/getAllSalaries?page=1&limit=1', token)).body) as {
      result: { _id: string }[];
    };
    const single = performance.now();
    const first = await get(PORT, `/api/salary/${list.result[0]!._id}/payslip.pdf`, token);
    if (first.status !== 200) throw new Error(`payslip: ${first.status}`);
    console.log(`first payslip (fonts read): ${(performance.now() - single).toFixed(0)} ms`);
    await sleep(500);
    const path = `/api/salary/payslips.zip?month=${batch.month}&department=${batch.department}`;
    for (let run = 1; run <= RUNS; run++) {
      const zip = await downloadZip(path, token, server.child.pid!);
      if (zip.entries !== batch.count) throw new Error(`the ZIP holds ${zip.entries} PDFs, not ${batch.count}`);
      console.log(
        `run ${run}: ${zip.entries.toLocaleString('en')} payslip PDFs, ${(zip.bytes / 1048576).toFixed(1)} MB in ` +
          `${(zip.ms / 1000).toFixed(1)} s (${(zip.ms / zip.entries).toFixed(1)} ms a payslip); server RSS ` +
          `${zip.rssBefore.toFixed(0)} MB before, ${zip.rssPeak.toFixed(0)} MB at most while streaming`,
      );
      await sleep(500);
    }
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
